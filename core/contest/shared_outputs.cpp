#include "shared_outputs.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHash>

#include <algorithm>

namespace jd::contest {
namespace {

constexpr qint64 kHeadBytes = 200;

struct Output {
    QByteArray hash, head;
    qint64 size = 0;
};

std::optional<Output> readOutput(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    Output output;
    output.size = file.size();
    output.head = file.peek(kHeadBytes);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file)) return std::nullopt;
    output.hash = hash.result();
    return output;
}

} // namespace

QList<SharedOutput> sharedWrongOutputs(const Contest& contest, const ContestResults& results, int atLeast) {
    QList<SharedOutput> groups;
    QHash<QString, int> groupOf; // problem, test, verdict and hash -> index in groups
    for (const ContestProblem& problem : contest.problems)
        for (const Contestant& contestant : contest.contestants) {
            const ContestEntry* entry = results.find(contestant.name, problem.id);
            if (!entry || !entry->error.isEmpty()) continue;
            for (const judge::TestOutcome& test : entry->report.tests) {
                if (test.verdict != judge::Verdict::WA && test.verdict != judge::Verdict::PE) continue;
                if (test.outputFile.isEmpty()) continue;
                const auto output = readOutput(test.outputFile);
                if (!output) continue;
                const QString key = problem.id + '\n' + test.test + '\n' + judge::verdictCode(test.verdict) + '\n' +
                                    QString::fromLatin1(output->hash.toHex());
                auto found = groupOf.find(key);
                if (found == groupOf.end()) {
                    found = groupOf.insert(key, int(groups.size()));
                    groups.append({problem.id, test.test, test.verdict, {}, output->size, output->head});
                }
                groups[*found].contestants << contestant.name;
            }
        }
    groups.removeIf([atLeast](const SharedOutput& group) { return group.contestants.size() < atLeast; });
    std::stable_sort(groups.begin(), groups.end(), [](const SharedOutput& a, const SharedOutput& b) {
        return a.contestants.size() > b.contestants.size();
    });
    return groups;
}

} // namespace jd::contest
