#include "dialect.h"

#include <QStringList>

namespace jd::problem {
namespace {

constexpr std::pair<Dialect, const char*> kNames[] = {
    {Dialect::JudgeDesk, "judgedesk"}, {Dialect::Kattis, "kattis"}, {Dialect::DOMjudge, "domjudge"},
    {Dialect::Polygon, "polygon"},     {Dialect::CMS, "cms"},
};

} // namespace

QString dialectName(Dialect dialect) {
    for (const auto& [known, name] : kNames)
        if (known == dialect) return QString::fromLatin1(name);
    return {};
}

std::optional<Dialect> dialectFromName(const QString& name) {
    for (const auto& [known, text] : kNames)
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0) return known;
    return std::nullopt;
}

JudgingRules rulesOf(Dialect dialect) {
    JudgingRules rules;
    switch (dialect) {
    case Dialect::Kattis: rules.memoryLimit = MemoryLimitRule::AddressSpace; break;
    case Dialect::DOMjudge:
        rules.outputLimit = OutputLimitRule::Truncate;
        rules.groupScore = GroupScoreRule::PerGroup;
        rules.interaction = InteractionRule::Recorded;
        break;
    case Dialect::JudgeDesk:
    case Dialect::Polygon:
    case Dialect::CMS: break;
    }
    return rules;
}

QString ruleName(OutputLimitRule rule) {
    return rule == OutputLimitRule::Kill ? QStringLiteral("kill") : QStringLiteral("truncate");
}
QString ruleName(MemoryLimitRule rule) {
    return rule == MemoryLimitRule::Resident ? QStringLiteral("resident") : QStringLiteral("address-space");
}
QString ruleName(GroupScoreRule rule) {
    return rule == GroupScoreRule::PerTest ? QStringLiteral("per-test") : QStringLiteral("per-group");
}
QString ruleName(InteractionRule rule) {
    return rule == InteractionRule::DirectPipes ? QStringLiteral("direct") : QStringLiteral("recorded");
}

QString describeRules(const DialectChoice& choice, const JudgingRules& rules) {
    QStringList parts;
    parts << (rules.outputLimit == OutputLimitRule::Kill ? QStringLiteral("output past the limit stops the program")
                                                         : QStringLiteral("output past the limit is cut off"));
    parts << (rules.memoryLimit == MemoryLimitRule::Resident ? QStringLiteral("the memory limit counts memory used")
                                                             : QStringLiteral("the memory limit caps address space"));
    parts << (rules.groupScore == GroupScoreRule::PerTest
                  ? QStringLiteral("group scores add up their tests")
                  : QStringLiteral("a group scores only when all its tests pass"));
    parts << (rules.interaction == InteractionRule::DirectPipes
                  ? QStringLiteral("interactive programs talk through plain pipes")
                  : QStringLiteral("interactive programs talk through a relay that records them"));
    return QStringLiteral("%1 rules (%2): %3").arg(dialectName(choice.dialect), choice.reason, parts.join(", "));
}

} // namespace jd::problem
