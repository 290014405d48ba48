#include "commands.h"
#include "common/printable_text.h"
#include "interruption.h"
#include "judge/expectation.h"
#include "judging_session.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

using namespace jd;
using namespace jd::judge;

namespace {

int usageError(const QString& message) {
    QTextStream(stderr) << "judgedesk-cli verify: " << message << '\n';
    return 2;
}

} // namespace

int verifyCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Judges every submission under PROBLEM/submissions/ and checks that each gets "
                                     "the verdict its directory names (refined by @EXPECTED_RESULTS@ and "
                                     "@EXPECTED_SCORE@ lines). Exits non-zero if any disagrees.");
    parser.addHelpOption();
    parser.addOption(jobsOption());
    parser.addOptions(poolOptions());
    parser.addOptions(dialectOptions());
    parser.addPositionalArgument("problem", "The problem package directory.");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli verify PROBLEM");

    auto session = openJudgingSession(parser.positionalArguments().first(), parser);
    if (!session) return usageError(QString::fromStdString(session.error()));
    const problem::Problem& problem = session.value()->problem;
    const LanguageRegistry& languages = session.value()->languages;
    ProblemJudge& judge = *session.value()->judge;
    const JudgeOptions& options = session.value()->options;

    QTextStream out(stdout);
    out << "Judged by " << problem::describeRules(problem.dialect, options.rules.value()) << "\n";
    int agreed = 0, disagreed = 0;
    QStringList skipped;
    for (const problem::Submission& submission : problem.submissions) {
        const QString name = submission.directory + "/" + QFileInfo(submission.path).fileName();
        auto files = collectPackageSubmission(submission, problem, languages);
        if (!files) {
            skipped << name + " (" + QString::fromStdString(files.error()) + ")";
            continue;
        }
        if (files->language->toolPath().isEmpty()) {
            skipped << name + " (" + files->language->name + " is not installed)";
            continue;
        }
        if (!hasExpectation(submission)) {
            skipped << name + " (the directory " + submission.directory + " names no verdict)";
            continue;
        }
        auto report = judge.judge(files.value(), options);
        if (jd::cli::interrupted()) {
            out << "verify: interrupted at " << printable(name) << " (" << agreed << " agreed, " << disagreed
                << " disagreed so far)\n";
            return jd::cli::kInterrupted;
        }
        if (!report) return usageError(name + ": " + QString::fromStdString(report.error()));
        // In the package's own vocabulary, with JudgeDesk's detail where it says more ("RTE (RF)").
        QString got = verdictInDialect(report->verdict, problem.dialect.dialect);
        if (got != verdictCode(report->verdict)) got += " (" + verdictCode(report->verdict) + ")";
        const Agreement agreement = checkExpectation(submission, *report, problem.validation.scoring);
        const bool ok = agreement.agreed;
        if (ok) {
            ++agreed;
            out << "  ok        " << printable(name) << ": " << got << "\n";
        } else {
            ++disagreed;
            out << "  MISMATCH  " << printable(name) << ": got " << got;
            if (problem.validation.scoring) out << " (score " << report->score << ")";
            out << ", expected " << agreement.expected;
            out << "\n";
            for (const auto& test : report->tests)
                if (test.verdict != Verdict::AC && test.verdict != Verdict::NotRun) {
                    out << "            first failing test " << printable(test.test) << ": "
                        << verdictCode(test.verdict) << " " << printable(test.message.section('\n', 0, 0)) << "\n";
                    break;
                }
        }
        out.flush();
    }
    for (const QString& reason : skipped)
        out << "  skipped   " << printable(reason) << "\n";
    out << "verify: " << agreed << " agreed, " << disagreed << " disagreed, " << skipped.size() << " skipped\n";
    return disagreed == 0 ? 0 : 1;
}
