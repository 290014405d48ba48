#include "omegaup_checker.h"

#include "omegaup_comparison.h"

#include <QFile>
#include <QFileInfo>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;

CheckResult resultOf(const OmegaUpScore& scored) {
    CheckResult result;
    result.verdict = scored.score >= 1 ? Verdict::AC : Verdict::WA;
    result.score = scored.score;
    result.message = scored.message;
    return result;
}

class OmegaUpComparison final : public OutputChecker {
public:
    OmegaUpComparison(QString kind, double tolerance)
        : kind_(std::move(kind))
        , tolerance_(tolerance) {}

    CheckResult check(const problem::TestCase& test, const QString& outputFile, const QStringList&,
                      const QString&) override {
        auto scored = omegaupCompare(kind_, test.answer, outputFile, tolerance_);
        if (!scored) return {Verdict::JE, QString::fromStdString(scored.error()), {}};
        return resultOf(*scored);
    }

private:
    QString kind_;
    double tolerance_;
};

bool copyInto(const QString& from, const QString& to) {
    QFile::remove(to);
    if (!QFile::copy(from, to)) return false;
    return QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther | QFile::ReadGroup);
}

class OmegaUpValidator final : public OutputChecker {
public:
    OmegaUpValidator(BuiltProgram program, std::shared_ptr<Executor> executor, QString scratch,
                     problem::HelperLimits limits)
        : program_(std::move(program))
        , executor_(std::move(executor))
        , scratch_(std::move(scratch))
        , limits_(limits) {}

    CheckResult check(const problem::TestCase& test, const QString& outputFile, const QStringList& arguments,
                      const QString&) override {
        auto made = makeFeedbackDirectory(scratch_);
        if (!made) return {Verdict::JE, "cannot create a directory for the validator in " + scratch_, {}};
        const QTemporaryDir& directory = *made;
        const bool prepared = copyInto(test.input, directory.filePath("data.in")) &&
                              (test.answer.isEmpty() || copyInto(test.answer, directory.filePath("data.out"))) &&
                              (arguments.size() < 3 || copyInto(arguments[2], directory.filePath("meta.in")));
        if (!prepared) return {Verdict::JE, "cannot prepare the validator's files in " + directory.path(), {}};

        Execution execution;
        execution.command = program_.runCommand(limits_.memoryMiB);
        execution.command << arguments.mid(0, 2);
        execution.environment = program_.environment;
        execution.programDirectory = program_.directory;
        execution.extraReadOnly = {outputFile};
        execution.writableDirectory = directory.path();
        execution.workingDirectory = directory.path();
        execution.inputFile = outputFile;
        execution.outputFile = directory.filePath("stdout.txt");
        execution.errorFile = directory.filePath("stderr.txt");
        execution.limits.cpuTime = std::chrono::nanoseconds(static_cast<int64_t>(limits_.timeLimit * 1e9));
        execution.limits.wallTime = *execution.limits.cpuTime * 2 + 1s;
        execution.limits.memory = uint64_t(limits_.memoryMiB) << 20;
        execution.limits.output = limits_.outputBytes;
        execution.limits.processes = std::max(16, program_.language->runProcesses);
        const sandbox::RunResult run = executor_->execute(execution);

        OmegaUpScore scored;
        if (run.status == sandbox::RunStatus::Ok) {
            QFile output(execution.outputFile);
            scored = omegaupScoreFromText(output.open(QIODevice::ReadOnly) ? output.read(1 << 20) : QByteArray());
        } else {
            // quark scores what a failed validator printed as nothing: the case gets 0.
            scored.message = QStringLiteral("the validator did not end cleanly (%1): the case scores 0")
                                 .arg(QString::fromStdString(sandbox::statusCode(run.status)));
        }
        CheckResult result = resultOf(scored);
        QFile errors(execution.errorFile);
        const QByteArray said = errors.open(QIODevice::ReadOnly) ? errors.read(64 << 10) : QByteArray();
        if (result.score < 1 && !test.expectedFailure.isEmpty()) {
            QFile expectedFile(test.expectedFailure);
            const QByteArray expected =
                expectedFile.open(QIODevice::ReadOnly) ? expectedFile.readAll().trimmed() : QByteArray();
            if (!said.contains(expected)) {
                result.verdict = Verdict::JE;
                result.score = 0;
                result.message = "validator error (omegaUp's VE): its standard error does not say the expected "
                                 "failure '" +
                                 QString::fromUtf8(expected.left(200)) + "'";
                return result;
            }
        }
        // Its reasons, bounded; a long report keeps its end, where a traceback says what was raised.
        if (const QByteArray reasons = said.trimmed(); result.verdict != Verdict::AC && !reasons.isEmpty())
            result.message += (result.message.isEmpty() ? QString() : QStringLiteral("; ")) +
                              (reasons.size() <= 600 ? QString::fromUtf8(reasons)
                                                     : QString::fromUtf8(reasons.left(200)) + QStringLiteral(" … ") +
                                                           QString::fromUtf8(reasons.right(300)));
        return result;
    }

private:
    BuiltProgram program_;
    std::shared_ptr<Executor> executor_;
    QString scratch_;
    problem::HelperLimits limits_;
};

} // namespace

std::unique_ptr<OutputChecker> makeOmegaUpComparison(QString kind, double tolerance) {
    return std::make_unique<OmegaUpComparison>(std::move(kind), tolerance);
}

std::unique_ptr<OutputChecker> makeOmegaUpValidator(BuiltProgram program, std::shared_ptr<Executor> executor,
                                                    QString scratchDirectory, problem::HelperLimits limits) {
    return std::make_unique<OmegaUpValidator>(std::move(program), std::move(executor), std::move(scratchDirectory),
                                              limits);
}

QString omegaupLanguageName(const Language& language) {
    static const QStringList omegaup = {
        "c11-gcc",     "c11-clang", "cpp11-gcc", "cpp11-clang", "cpp17-gcc", "cpp17-clang", "cpp20-gcc",
        "cpp20-clang", "py2",       "py3",       "java",        "kt",        "rb",          "pas",
        "lua",         "cs",        "go",        "rs",          "js",        "hs",          "cat"};
    // A name claimed in omegaUp's dialect is its name there before any other (omegaUp's legacy py and c).
    if (const QStringList own = language.dialectAliases.value(QStringLiteral("omegaup")); !own.isEmpty())
        return own.first();
    if (omegaup.contains(language.id)) return language.id;
    for (const QString& alias : language.aliases)
        if (omegaup.contains(alias)) return alias;
    return language.id;
}

QByteArray omegaupMeta(const sandbox::RunResult& run) {
    using std::chrono::duration_cast;
    using std::chrono::microseconds;
    return QStringLiteral("time:%1\ntime-sys:0\ntime-wall:%2\nmem:%3\nstatus:%4\n")
        .arg(duration_cast<microseconds>(run.cpuTime).count())
        .arg(duration_cast<microseconds>(run.wallTime).count())
        .arg(run.memoryPeak)
        .arg(run.exitCode)
        .toUtf8();
}

Result<QStringList> omegaupValidatorArguments(const problem::TestCase& test, const Language& language,
                                              const sandbox::RunResult& run, const QString& metaFile) {
    QFile file(metaFile);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(omegaupMeta(run)) < 0)
        return fail("cannot write " + metaFile.toStdString());
    return QStringList{test.name, omegaupLanguageName(language), metaFile};
}

} // namespace jd::judge
