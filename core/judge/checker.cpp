#include "checker.h"

#include "default_validator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;

class DefaultChecker final : public OutputChecker {
public:
    // The built-in comparator never asks for another pass.
    CheckResult check(const problem::TestCase& test, const QString& outputFile, const QStringList& arguments,
                      const QString&) override {
        auto options = ComparatorOptions::fromFlags(arguments);
        if (!options) return {Verdict::JE, QString::fromStdString(options.error()), {}};
        auto comparison = compareOutputs(test.answer, outputFile, options.value());
        if (!comparison) return {Verdict::JE, QString::fromStdString(comparison.error()), {}};
        return {comparison->accepted ? Verdict::AC : Verdict::WA, comparison->message, {}};
    }
};

class ProgramChecker final : public OutputChecker {
public:
    ProgramChecker(CheckerProtocol protocol, BuiltProgram program, std::shared_ptr<Executor> executor, QString scratch,
                   bool pointsArePercent)
        : protocol_(protocol)
        , program_(std::move(program))
        , executor_(std::move(executor))
        , scratch_(std::move(scratch))
        , pointsArePercent_(pointsArePercent) {}

    CheckResult check(const problem::TestCase& test, const QString& outputFile, const QStringList& arguments,
                      const QString& nextPassInput) override {
        auto made = makeFeedbackDirectory(scratch_);
        if (!made) return {Verdict::JE, "cannot create a feedback directory in " + scratch_, {}};
        const QTemporaryDir& feedback = *made;
        Execution execution;
        execution.command = program_.runCommand(2048);
        execution.environment = program_.environment;
        execution.programDirectory = program_.directory;
        execution.extraReadOnly = {test.input, outputFile};
        if (!test.answer.isEmpty()) execution.extraReadOnly << test.answer;
        execution.writableDirectory = feedback.path();
        execution.limits.cpuTime = 30s;
        execution.limits.wallTime = 60s;
        execution.limits.memory = 2048ull << 20;
        execution.limits.output = kHelperFileBytes;
        execution.limits.processes = std::max(16, program_.language->runProcesses);
        execution.errorFile = feedback.filePath("stderr.txt");
        const QString answer = test.answer.isEmpty() ? QStringLiteral("/dev/null") : test.answer;
        if (protocol_ == CheckerProtocol::Kattis) {
            execution.command << test.input << answer << feedback.path() + "/";
            execution.command << arguments;
            execution.inputFile = outputFile;
            execution.outputFile = feedback.filePath("stdout.txt");
        } else if (protocol_ == CheckerProtocol::Cms) {
            execution.command << test.input << answer << outputFile;
            execution.outputFile = feedback.filePath("stdout.txt");
        } else {
            execution.command << test.input << outputFile << answer;
            execution.outputFile = feedback.filePath("stdout.txt");
        }
        sandbox::RunResult run = executor_->execute(execution);
        const CheckerWords words = readCheckerWords(feedback.path());
        CheckResult result = protocol_ == CheckerProtocol::Kattis ? kattisCheckerVerdict(run, words)
                             : protocol_ == CheckerProtocol::Cms  ? cmsCheckerVerdict(run, words)
                                                                  : testlibCheckerVerdict(run, words);
        if (protocol_ == CheckerProtocol::Testlib && pointsArePercent_ && result.score)
            result.score = *result.score / 100 * test.points.value_or(1);
        const QString next = feedback.filePath("nextpass.in");
        if (!nextPassInput.isEmpty() && result.verdict == Verdict::AC && QFileInfo::exists(next)) {
            QFile::remove(nextPassInput);
            result.nextPass = QFile::rename(next, nextPassInput) || QFile::copy(next, nextPassInput);
            QFile::setPermissions(nextPassInput, QFile::permissions(nextPassInput) | QFile::ReadOther);
        }
        return result;
    }

private:
    CheckerProtocol protocol_;
    BuiltProgram program_;
    std::shared_ptr<Executor> executor_;
    QString scratch_;
    bool pointsArePercent_;
};

} // namespace

std::unique_ptr<QTemporaryDir> makeFeedbackDirectory(const QString& parent) {
    QDir().mkpath(parent);
    auto directory = std::make_unique<QTemporaryDir>(parent + "/feedback-XXXXXX");
    if (!directory->isValid()) return nullptr;
    QFile::setPermissions(directory->path(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther);
    return directory;
}

std::unique_ptr<OutputChecker> makeDefaultChecker() { return std::make_unique<DefaultChecker>(); }

std::unique_ptr<OutputChecker> makeProgramChecker(CheckerProtocol protocol, BuiltProgram program,
                                                  std::shared_ptr<Executor> executor, QString scratchDirectory,
                                                  bool pointsArePercent) {
    return std::make_unique<ProgramChecker>(protocol, std::move(program), std::move(executor),
                                            std::move(scratchDirectory), pointsArePercent);
}

} // namespace jd::judge
