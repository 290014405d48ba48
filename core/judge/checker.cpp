#include "checker.h"

#include "default_validator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace jd::judge {
namespace {

using namespace std::chrono_literals;
constexpr qint64 kShownMessage = 4096;

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
    ProgramChecker(CheckerProtocol protocol, BuiltProgram program, std::shared_ptr<Executor> executor, QString scratch)
        : protocol_(protocol)
        , program_(std::move(program))
        , executor_(std::move(executor))
        , scratch_(std::move(scratch)) {}

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
        } else {
            execution.command << test.input << outputFile << answer;
            execution.outputFile = feedback.filePath("stdout.txt");
        }
        sandbox::RunResult run = executor_->execute(execution);
        CheckResult result = protocol_ == CheckerProtocol::Kattis ? kattisVerdict(run, feedback.path())
                                                                  : testlibVerdict(run, feedback.path());
        const QString next = feedback.filePath("nextpass.in");
        if (!nextPassInput.isEmpty() && result.verdict == Verdict::AC && QFileInfo::exists(next)) {
            QFile::remove(nextPassInput);
            result.nextPass = QFile::rename(next, nextPassInput) || QFile::copy(next, nextPassInput);
            QFile::setPermissions(nextPassInput, QFile::permissions(nextPassInput) | QFile::ReadOther);
        }
        return result;
    }

private:
    static QString failure(const sandbox::RunResult& run, const QString& feedback) {
        QString words = QString::fromStdString(sandbox::exitReason(run));
        // A flood stopped at the helpers' limit is what to say first: what it printed is the flood itself.
        if (const QString flooded = floodedFile(feedback); !flooded.isEmpty())
            return QStringLiteral("the checker failed: it wrote %1 MiB into %2, a judge helper's limit (%3)")
                .arg(kHelperFileBytes >> 20)
                .arg(flooded, words);
        QString said = readFeedbackText(feedback + "/judgeerror.txt");
        if (said.isEmpty()) said = readFeedbackText(feedback + "/stderr.txt");
        return "the checker failed: " + words + (said.isEmpty() ? QString() : ": " + said);
    }

    CheckResult kattisVerdict(const sandbox::RunResult& run, const QString& feedback) const {
        if (run.status != sandbox::RunStatus::RuntimeError || (run.exitCode != 42 && run.exitCode != 43))
            return {Verdict::JE, failure(run, feedback), {}};
        CheckResult result;
        result.verdict = run.exitCode == 42 ? Verdict::AC : Verdict::WA;
        result.message = readFeedbackText(feedback + "/judgemessage.txt");
        if (result.message.isEmpty()) result.message = readFeedbackText(feedback + "/teammessage.txt");
        QString score = readFeedbackText(feedback + "/score.txt");
        bool ok = false;
        double value = score.toDouble(&ok);
        if (ok) result.score = value;
        return result;
    }

    CheckResult testlibVerdict(const sandbox::RunResult& run, const QString& feedback) const {
        const QString message = readFeedbackText(feedback + "/stderr.txt");
        const bool exited = run.status == sandbox::RunStatus::Ok || run.status == sandbox::RunStatus::RuntimeError;
        if (!exited) return {Verdict::JE, failure(run, feedback), {}};
        switch (run.exitCode) {
        case 0: return {Verdict::AC, message, {}};
        case 1: return {Verdict::WA, message, {}};
        case 2: return {Verdict::PE, message, {}};
        case 7: {
            // "points 0.5 <message>" or "0.5 <message>": the points come first.
            static const QRegularExpression points("^(?:points\\s+)?([-+0-9.eE]+)");
            auto match = points.match(message);
            bool ok = false;
            double value = match.hasMatch() ? match.captured(1).toDouble(&ok) : 0;
            if (!ok) return {Verdict::JE, "the checker gave points without a number: " + message, {}};
            return {Verdict::AC, message, value};
        }
        default: return {Verdict::JE, failure(run, feedback), {}};
        }
    }

    CheckerProtocol protocol_;
    BuiltProgram program_;
    std::shared_ptr<Executor> executor_;
    QString scratch_;
};

} // namespace

QString floodedFile(const QString& directory) {
    for (const QFileInfo& file : QDir(directory).entryInfoList(QDir::Files, QDir::Name))
        if (file.size() >= qint64(kHelperFileBytes)) return file.fileName();
    return {};
}

std::unique_ptr<QTemporaryDir> makeFeedbackDirectory(const QString& parent) {
    QDir().mkpath(parent);
    auto directory = std::make_unique<QTemporaryDir>(parent + "/feedback-XXXXXX");
    if (!directory->isValid()) return nullptr;
    QFile::setPermissions(directory->path(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther);
    return directory;
}

QString readFeedbackText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.read(kShownMessage)).trimmed() : QString();
}

std::unique_ptr<OutputChecker> makeDefaultChecker() { return std::make_unique<DefaultChecker>(); }

std::unique_ptr<OutputChecker> makeProgramChecker(CheckerProtocol protocol, BuiltProgram program,
                                                  std::shared_ptr<Executor> executor, QString scratchDirectory) {
    return std::make_unique<ProgramChecker>(protocol, std::move(program), std::move(executor),
                                            std::move(scratchDirectory));
}

} // namespace jd::judge
