// judgedesk-cli history [ID [ID]]: the judgements kept in the results database, as History shows them: a list,
// one judgement with its tests and its kept source, or two compared test by test.
#include "commands.h"
#include "common/display_width.h"
#include "common/printable_text.h"
#include "judge/verdict.h"
#include "store/judgement_comparison.h"
#include "store/kept_sources.h"
#include "store/results_store.h"
#include "store/submission_label.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

using namespace jd;

namespace {

constexpr cli::UsageError usageError{"history"};

QString when(const store::StoredJudgement& judgement) {
    return judgement.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString seconds(qint64 nanoseconds) { return QString::number(nanoseconds / 1e9, 'f', 3); }
QString mebibytes(qint64 bytes) { return QString::number(bytes / double(1 << 20), 'f', 1); }
QString score(double value) { return QString::number(value, 'g', 6); }

// What a judgement's verdict column says: its verdict, or that it never finished.
QString verdictOf(const store::StoredJudgement& judgement) {
    return judgement.state == "finished" || judgement.state.isEmpty() ? judgement.verdict : judgement.state;
}

// Whether the submission's files are still what was judged.
QString sourceState(const store::StoredJudgement& judgement) {
    const QString now = store::digestOfFilesNow(judgement);
    if (now.isEmpty()) return QStringLiteral("gone");
    if (judgement.sourceDigest.isEmpty()) return QStringLiteral("unknown");
    return now == judgement.sourceDigest ? QStringLiteral("same") : QStringLiteral("edited");
}

QString sourceStateSentence(const store::StoredJudgement& judgement) {
    const QString copy = store::hasCompleteCopy(judgement)
                             ? QStringLiteral("; a copy of it as judged is kept (--source prints it)")
                             : QStringLiteral("; no copy of it was kept");
    const QString state = sourceState(judgement);
    if (state == "same") return QStringLiteral("the source is the same now") + copy;
    if (state == "edited") return QStringLiteral("the source was edited since") + copy;
    if (state == "gone") return QStringLiteral("the source is gone") + copy;
    return QStringLiteral("whether the source changed since is not known") + copy;
}

QJsonObject judgementJson(const store::StoredJudgement& judgement) {
    return {{"id", judgement.id},
            {"created", judgement.created.toString(Qt::ISODateWithMs)},
            {"problem", judgement.problemName},
            {"problemDirectory", judgement.problemDirectory},
            {"submission", judgement.submission},
            {"language", judgement.language},
            {"verdict", judgement.verdict},
            {"state", judgement.state},
            {"score", judgement.score}};
}

QJsonObject testJson(const store::StoredTest& test) {
    QJsonObject json{{"test", test.name},
                     {"verdict", test.verdict},
                     {"timeSeconds", test.timeNanoseconds / 1e9},
                     {"memoryBytes", test.memoryBytes},
                     {"message", test.message}};
    if (const auto earned = test.earned ? test.earned : test.score) json["score"] = *earned;
    return json;
}

// Lines of cells, each column as wide as its widest cell (the last one left ragged).
QString table(const QList<QStringList>& rows) {
    QList<qsizetype> widths;
    for (const QStringList& row : rows)
        for (qsizetype column = 0; column < row.size(); ++column) {
            if (widths.size() <= column) widths << 0;
            widths[column] = std::max(widths[column], displayWidth(row[column]));
        }
    QString text;
    for (const QStringList& row : rows) {
        QStringList cells;
        for (qsizetype column = 0; column < row.size(); ++column)
            cells << (column + 1 < row.size() ? padToWidth(row[column], widths[column]) : row[column]);
        text += "  " + cells.join("  ").trimmed() + '\n';
    }
    return text;
}

int list(store::ResultsStore& results, const QString& path, const QCommandLineParser& parser) {
    auto judgements = results.judgementSummaries();
    if (!judgements) return usageError(QString::fromStdString(judgements.error()));
    QList<store::StoredJudgement> shown = judgements.value();
    std::sort(shown.begin(), shown.end(), [](const auto& a, const auto& b) {
        return a.created != b.created ? a.created > b.created : a.id > b.id;
    });
    const QString problem = parser.value("problem"), solution = parser.value("solution");
    const QDate since = parser.isSet("since") ? QDate::fromString(parser.value("since"), Qt::ISODate) : QDate();
    if (parser.isSet("since") && !since.isValid())
        return usageError("--since " + parser.value("since") + ": expected a day as YYYY-MM-DD");
    shown.removeIf([&](const store::StoredJudgement& judgement) {
        return (!problem.isEmpty() && !judgement.problemDirectory.contains(problem, Qt::CaseInsensitive) &&
                !judgement.problemName.contains(problem, Qt::CaseInsensitive)) ||
               (!solution.isEmpty() && !judgement.submission.contains(solution, Qt::CaseInsensitive)) ||
               (since.isValid() && judgement.created.toLocalTime().date() < since);
    });
    const qsizetype matching = shown.size();
    bool limitOk = false;
    const int limit = parser.value("limit").toInt(&limitOk);
    if (!limitOk || limit < 0) return usageError("--limit: expected a number of judgements (0 for all)");
    if (limit > 0 && shown.size() > limit) shown.resize(limit);

    QTextStream out(stdout);
    if (parser.isSet("json")) {
        QJsonArray json;
        for (const store::StoredJudgement& judgement : shown)
            json.append(judgementJson(judgement));
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    if (shown.isEmpty()) {
        out << "No judgement" << (problem.isEmpty() && solution.isEmpty() && !since.isValid() ? "" : " matches")
            << " in " << path << ".\n";
        return 0;
    }
    QList<QStringList> rows{{"#", "When", "Verdict", "Score", "Problem", "Submission"}};
    for (const store::StoredJudgement& judgement : shown)
        rows << QStringList{
            QString::number(judgement.id),
            when(judgement),
            verdictOf(judgement),
            score(judgement.score),
            printable(judgement.problemName.isEmpty() ? judgement.problemDirectory : judgement.problemName),
            printable(store::submissionLabel(judgement.submission))};
    out << table(rows);
    if (shown.size() < matching)
        out << "(the newest " << shown.size() << " of " << matching << "; --limit 0 lists them all)\n";
    return 0;
}

int show(const store::StoredJudgement& judgement, const QCommandLineParser& parser) {
    if (parser.isSet("source")) {
        if (judgement.sources.isEmpty())
            return usageError(QStringLiteral("judgement #%1 kept no copy of its source (it was made before JudgeDesk "
                                             "kept them)")
                                  .arg(judgement.id));
        // The bytes as they were kept, not text read and written again.
        QFile standardOutput;
        if (!standardOutput.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered)) return 3;
        for (const store::StoredSource& source : judgement.sources) {
            QFile copy(source.blob);
            if (source.blob.isEmpty() || !copy.open(QIODevice::ReadOnly))
                return usageError("no copy of " + source.path + " is kept (too large to keep, or gone from " +
                                  "the database's blobs)");
            if (judgement.sources.size() > 1) standardOutput.write(("==> " + source.path + " <==\n").toUtf8());
            standardOutput.write(copy.readAll());
        }
        return 0;
    }
    QTextStream out(stdout);
    if (parser.isSet("json")) {
        QJsonObject json = judgementJson(judgement);
        json["timeLimitSeconds"] = judgement.timeLimit;
        json["source"] = sourceState(judgement);
        QJsonArray tests;
        for (const store::StoredTest& test : judgement.tests)
            tests.append(testJson(test));
        json["tests"] = tests;
        if (!judgement.compilerOutput.isEmpty()) json["compilerOutput"] = judgement.compilerOutput;
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << "Judgement #" << judgement.id << ", " << when(judgement) << "\n"
        << printable(judgement.problemName) << " (" << printable(judgement.problemDirectory) << "), time limit "
        << judgement.timeLimit << " s\n"
        << printable(judgement.submission) << " (" << judgement.language << "): " << sourceStateSentence(judgement)
        << "\n";
    if (judgement.verdict == judge::verdictCode(judge::Verdict::CE)) {
        out << "  CE  compile error:\n";
        for (const QString& line : judgement.compilerOutput.split('\n'))
            out << "    " << printable(line) << "\n";
    } else {
        QList<QStringList> rows;
        for (const store::StoredTest& test : judgement.tests) {
            const auto earned = test.earned ? test.earned : test.score;
            rows << QStringList{test.verdict,
                                test.name,
                                seconds(test.timeNanoseconds) + " s",
                                mebibytes(test.memoryBytes) + " MiB",
                                earned ? score(*earned) : QString(),
                                printable(test.message.section('\n', 0, 0))};
        }
        out << table(rows);
    }
    out << "Result: " << verdictOf(judgement) << ", score " << score(judgement.score) << "\n";
    return 0;
}

QJsonObject sideJson(const std::optional<store::StoredTest>& test) {
    if (!test) return {};
    return {
        {"verdict", test->verdict}, {"timeSeconds", test->timeNanoseconds / 1e9}, {"memoryBytes", test->memoryBytes}};
}

// Exit status 0 when no verdict changed between them, 1 when one did (as `diff` says whether outputs differ).
int compare(const store::StoredJudgement& a, const store::StoredJudgement& b, const QCommandLineParser& parser) {
    // The earlier judgement is the one compared against, whichever was named first.
    const bool inOrder = a.created != b.created ? a.created < b.created : a.id < b.id;
    const store::StoredJudgement& before = inOrder ? a : b;
    const store::StoredJudgement& after = inOrder ? b : a;
    const store::JudgementComparison comparison = store::compareJudgements(before, after);
    const bool sameSubmission = before.submission == after.submission;
    const int status = comparison.verdictChanges > 0 || comparison.onlyBefore > 0 || comparison.onlyAfter > 0 ? 1 : 0;
    QTextStream out(stdout);
    if (parser.isSet("json")) {
        QJsonObject json{{"before", judgementJson(before)},
                         {"after", judgementJson(after)},
                         {"verdictChanges", comparison.verdictChanges},
                         {"timeChanges", comparison.timeChanges},
                         {"dataChanges", comparison.dataChanges},
                         {"onlyBefore", comparison.onlyBefore},
                         {"onlyAfter", comparison.onlyAfter}};
        if (comparison.sameSource && sameSubmission) json["sameSource"] = *comparison.sameSource;
        QJsonArray tests;
        for (const store::TestComparison& test : comparison.tests)
            tests.append(QJsonObject{{"test", test.test},
                                     {"before", sideJson(test.before)},
                                     {"after", sideJson(test.after)},
                                     {"verdictChanged", test.verdictChanged},
                                     {"timeChanged", test.timeChanged},
                                     {"dataChanged", test.dataChanged}});
        json["tests"] = tests;
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return status;
    }
    QStringList changes{QStringLiteral("%1 verdict(s) changed").arg(comparison.verdictChanges),
                        QStringLiteral("%1 time(s) moved notably").arg(comparison.timeChanges)};
    if (comparison.dataChanges > 0) changes << QStringLiteral("%1 test(s) with other data").arg(comparison.dataChanges);
    if (comparison.onlyBefore > 0)
        changes << QStringLiteral("%1 test(s) only in #%2").arg(comparison.onlyBefore).arg(before.id);
    if (comparison.onlyAfter > 0)
        changes << QStringLiteral("%1 test(s) only in #%2").arg(comparison.onlyAfter).arg(after.id);
    if (comparison.sameSource && sameSubmission)
        changes << (*comparison.sameSource ? QStringLiteral("the same source")
                                           : QStringLiteral("the source was edited between them"));
    out << "#" << before.id << " (" << when(before) << ", " << verdictOf(before) << ") against #" << after.id << " ("
        << when(after) << ", " << verdictOf(after) << "): " << changes.join(", ") << ".\n";
    if (!sameSubmission)
        out << "Two submissions: " << printable(store::submissionLabel(before.submission)) << " and "
            << printable(store::submissionLabel(after.submission)) << ".\n";
    QList<QStringList> rows;
    auto side = [](const std::optional<store::StoredTest>& test) {
        return test ? QStringLiteral("%1 %2 s").arg(test->verdict, seconds(test->timeNanoseconds))
                    : QStringLiteral("—");
    };
    for (const store::TestComparison& test : comparison.tests) {
        if (!test.verdictChanged && !test.timeChanged && !test.dataChanged && test.before && test.after) continue;
        QStringList notes;
        if (test.dataChanged) notes << "other data";
        if (!test.before) notes << "new test";
        if (!test.after) notes << "test gone";
        rows << QStringList{test.test, side(test.before), "->", side(test.after), notes.join(", ")};
    }
    if (!rows.isEmpty()) out << table(rows);
    return status;
}

// The judgements named, or with --before all those (of --problem and --solution) made before that day, removed
// from the database with their kept files.
int forget(store::ResultsStore& results, const QList<qint64>& named, const QCommandLineParser& parser) {
    QList<qint64> ids = named;
    if (parser.isSet("before")) {
        const QDate before = QDate::fromString(parser.value("before"), Qt::ISODate);
        if (!before.isValid())
            return usageError("--before " + parser.value("before") + ": expected a day as YYYY-MM-DD");
        auto judgements = results.judgementSummaries();
        if (!judgements) return usageError(QString::fromStdString(judgements.error()));
        const QString problem = parser.value("problem"), solution = parser.value("solution");
        for (const store::StoredJudgement& judgement : judgements.value())
            if (judgement.created.toLocalTime().date() < before &&
                (problem.isEmpty() || judgement.problemDirectory.contains(problem, Qt::CaseInsensitive) ||
                 judgement.problemName.contains(problem, Qt::CaseInsensitive)) &&
                (solution.isEmpty() || judgement.submission.contains(solution, Qt::CaseInsensitive)))
                ids << judgement.id;
    }
    auto forgotten = results.forget(ids);
    if (!forgotten) return usageError(QString::fromStdString(forgotten.error()));
    QTextStream out(stdout);
    if (parser.isSet("json")) {
        out << QJsonDocument(QJsonObject{{"forgotten", forgotten->judgements},
                                         {"stillRunning", forgotten->stillRunning},
                                         {"filesRemoved", forgotten->files},
                                         {"bytesFreed", forgotten->bytes},
                                         {"sharedFiles", forgotten->sharedFiles}})
                   .toJson(QJsonDocument::Indented);
        return 0;
    }
    out << "Forgot " << forgotten->judgements << " judgement(s)";
    if (const qsizetype unknown = named.size() - forgotten->judgements - forgotten->stillRunning; unknown > 0)
        out << "; " << unknown << " of the numbers named no judgement";
    if (forgotten->stillRunning > 0) out << "; " << forgotten->stillRunning << " still being judged, left";
    if (forgotten->sharedFiles)
        out << "; their kept files stay: another database in the same folder shares them";
    else if (forgotten->files > 0)
        out << "; " << forgotten->files << " kept file(s) no judgement uses removed ("
            << QString::number(forgotten->bytes / double(1 << 20), 'f', 1) << " MiB)";
    out << ".\n";
    return 0;
}

} // namespace

int historyCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "The judgements kept in the results database (by judge, contest and the GUI), newest first. With one ID, that "
        "judgement: its tests, and whether its source is still what was judged (--source prints the copy kept of "
        "it). With two, they are compared test by test: verdicts that changed, times that moved notably, tests "
        "whose data changed; exit code 1 when a verdict changed, 0 when none did, 2 on error. --forget removes "
        "judgements for good.");
    parser.addHelpOption();
    parser.addOptions({
        {"store", "The results database (default: " + store::ResultsStore::defaultPath() + ").", "FILE"},
        {"problem", "Only judgements of problems whose folder or name contains TEXT.", "TEXT"},
        {"solution", "Only judgements of submissions whose path contains TEXT.", "TEXT"},
        {"since", "Only judgements made on DAY (YYYY-MM-DD, this machine's time) or later.", "DAY"},
        {"limit", "List the newest N judgements at most (default 20; 0 lists them all).", "N", "20"},
        {"source", "With one ID: print the submission's source as it was judged, from the copy kept of it."},
        {"forget", "Remove the judgements named (or with --before, those made before that day, of --problem and "
                   "--solution) from the database, with the kept files no other judgement uses."},
        {"before", "With --forget: every judgement made before DAY (YYYY-MM-DD).", "DAY"},
        {"json", "Print JSON instead of text."},
    });
    parser.addPositionalArgument("id", "A judgement's number (#N in the list), or two to compare.", "[ID [ID]]");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    const QStringList ids = parser.positionalArguments();
    const bool forgetting = parser.isSet("forget");
    if (forgetting && ids.isEmpty() == !parser.isSet("before"))
        return usageError("--forget: name the judgements to forget, or --before DAY (not both)");
    if (!forgetting && parser.isSet("before")) return usageError("--before: only with --forget");
    if (ids.size() > 2 && !forgetting)
        return usageError("usage: judgedesk-cli history [ID [ID]]: at most two judgements");
    if (parser.isSet("source") && ids.size() != 1) return usageError("--source: name one judgement");

    const QString path = parser.isSet("store") ? parser.value("store") : store::ResultsStore::defaultPath();
    if (!QFileInfo::exists(path)) return usageError(path + ": no results database there (nothing judged yet?)");
    auto opened = store::ResultsStore::open(path);
    if (!opened) return usageError("the results database: " + QString::fromStdString(opened.error()));
    store::ResultsStore& results = *opened.value();
    if (ids.isEmpty() && !forgetting) return list(results, path, parser);

    QList<qint64> numbers;
    for (QString id : ids) {
        if (id.startsWith('#')) id.remove(0, 1);
        bool ok = false;
        const qint64 number = id.toLongLong(&ok);
        if (!ok || number <= 0) return usageError(id + ": not a judgement's number");
        numbers << number;
    }
    if (forgetting) return forget(results, numbers, parser);
    QList<store::StoredJudgement> named;
    for (const qint64 number : numbers) {
        auto judgement = results.judgement(number);
        if (!judgement) return usageError(QString::fromStdString(judgement.error()));
        named << judgement.value();
    }
    return named.size() == 1 ? show(named.first(), parser) : compare(named[0], named[1], parser);
}
