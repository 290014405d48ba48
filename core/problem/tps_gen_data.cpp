#include "tps_gen_data.h"

#include "test_recipes.h"

#include <QSet>

namespace jd::problem {
namespace {

constexpr int kMostTests = 100000;

Error lineError(int line, const QString& message) {
    return Error{QStringLiteral("gen/data:%1: %2").arg(line).arg(message).toStdString()};
}

const TpsSection* findSection(const QList<TpsSection>& sections, const QString& name) {
    for (const TpsSection& section : sections)
        if (section.name == name) return &section;
    return nullptr;
}

void collectTests(const QList<TpsSection>& sections, const QString& name, QStringList& into, QSet<QString>& visited) {
    const TpsSection* section = findSection(sections, name);
    if (!section || visited.contains(name)) return;
    visited.insert(name);
    for (const QString& included : section->includes)
        collectTests(sections, included, into, visited);
    for (const TpsGenLine& test : section->tests)
        if (!into.contains(test.test)) into << test.test;
}

} // namespace

Result<QList<TpsSection>> parseTpsGenData(const QByteArray& text) {
    QList<TpsSection> sections;
    int testCount = 0;
    const QList<QByteArray> lines = text.split('\n');
    for (int number = 1; number <= lines.size(); ++number) {
        QString line = QString::fromUtf8(lines[number - 1]);
        if (const int comment = line.indexOf('#'); comment >= 0) line.truncate(comment);
        line = line.trimmed();
        if (line.isEmpty()) continue;
        auto words = splitCommand(line);
        if (!words) return lineError(number, QString::fromStdString(words.error()));
        const QString first = words->first();
        if (first == u"@subtask" || first == u"@testset") {
            if (words->size() != 2) return lineError(number, first + " takes one name");
            if (findSection(sections, words->at(1))) return lineError(number, words->at(1) + " is named twice");
            TpsSection section;
            section.name = words->at(1);
            section.subtask = first == u"@subtask";
            section.index = static_cast<int>(sections.size());
            sections << section;
        } else if (first == u"@include") {
            if (sections.isEmpty()) return lineError(number, "@include before any @subtask");
            if (words->size() < 2) return lineError(number, "@include names no section");
            for (const QString& name : words->mid(1)) {
                if (!findSection(sections, name) || name == sections.last().name)
                    return lineError(number, "@include " + name + ": no such section before this one");
                sections.last().includes << name;
            }
        } else if (first.startsWith('@')) {
            return lineError(number, first + ": unknown directive (@subtask, @testset, @include)");
        } else {
            if (sections.isEmpty()) return lineError(number, "a test before any @subtask");
            if (++testCount > kMostTests)
                return lineError(number, QStringLiteral("more than %1 tests").arg(kMostTests));
            TpsSection& section = sections.last();
            TpsGenLine test;
            test.line = number;
            test.generator = first;
            test.arguments = words->mid(1);
            if (test.manual() && test.arguments.size() != 1)
                return lineError(number, "manual takes one file of gen/manual/");
            test.test = QStringLiteral("%1-%2").arg(section.index).arg(section.tests.size() + 1, 2, 10, QChar('0'));
            section.tests << test;
        }
    }
    return sections;
}

QStringList tpsSectionTests(const QList<TpsSection>& sections, const QString& name) {
    QStringList tests;
    QSet<QString> visited;
    collectTests(sections, name, tests, visited);
    return tests;
}

} // namespace jd::problem
