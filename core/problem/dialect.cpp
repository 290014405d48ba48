#include "dialect.h"

#include <QStringList>

namespace jd::problem {
namespace {

constexpr std::pair<Dialect, const char*> kNames[] = {
    {Dialect::JudgeDesk, "judgedesk"}, {Dialect::Kattis, "kattis"}, {Dialect::DOMjudge, "domjudge"},
    {Dialect::Polygon, "polygon"},     {Dialect::CMS, "cms"},       {Dialect::OmegaUp, "omegaup"},
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
        rules.wallClock = WallClockRule::Overshoot;
        rules.processLimit = ProcessLimitRule::SixtyFour;
        break;
    case Dialect::OmegaUp: rules.groupScore = GroupScoreRule::Weighted; break;
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
    switch (rule) {
    case GroupScoreRule::PerTest: return QStringLiteral("per-test");
    case GroupScoreRule::PerGroup: return QStringLiteral("per-group");
    case GroupScoreRule::Weighted: return QStringLiteral("weighted");
    }
    return {};
}
QString ruleName(WallClockRule rule) {
    return rule == WallClockRule::Generous ? QStringLiteral("generous") : QStringLiteral("overshoot");
}
QString ruleName(ProcessLimitRule rule) {
    return rule == ProcessLimitRule::PerLanguage ? QStringLiteral("language") : QStringLiteral("64");
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
    parts << (rules.groupScore == GroupScoreRule::PerTest ? QStringLiteral("group scores add up their tests")
              : rules.groupScore == GroupScoreRule::PerGroup
                  ? QStringLiteral("a group scores only when all its tests pass")
                  : QStringLiteral("tests score their weight, a group only when "
                                   "every test in it scores"));
    parts << (rules.interaction == InteractionRule::DirectPipes
                  ? QStringLiteral("interactive programs talk through plain pipes")
                  : QStringLiteral("interactive programs talk through a relay that records them"));
    parts << (rules.wallClock == WallClockRule::Generous
                  ? QStringLiteral("an idle program is stopped at twice the time limit and a second")
                  : QStringLiteral("an idle program is stopped at the time limit and max(1 s, 10%)"));
    parts << (rules.processLimit == ProcessLimitRule::PerLanguage
                  ? QStringLiteral("a program runs as many processes and threads as its language needs")
                  : QStringLiteral("a program runs at most 64 processes and threads"));
    return QStringLiteral("%1 rules (%2): %3").arg(dialectName(choice.dialect), choice.reason, parts.join(", "));
}

} // namespace jd::problem
