#include "helper_program.h"

#include "checker_verdict.h"
#include "problem_judge.h"

#include <QFileInfo>

namespace jd::judge {

Result<BuiltProgram> buildHelperProgram(const QString& path, const QString& role, Compiler& compiler,
                                        const LanguageRegistry& languages, std::stop_token stop) {
    auto sources = findCheckerSources(path, languages);
    if (!sources) return Error{role.toStdString() + ": " + sources.error()};
    auto compiled = compiler.compile(*sources->language, sources->sources, sources->extras, stop);
    if (!compiled) return compiled.failure();
    if (!compiled->compiled)
        return fail(role.toStdString() + " does not compile:\n" + compiled->compilerOutput.toStdString());
    return *compiled->program;
}

Result<SubmissionFiles> solutionFiles(const QString& path, const problem::Problem& problem,
                                      const LanguageRegistry& languages) {
    problem::Submission submission;
    submission.path = path;
    for (const problem::Submission& known : problem.submissions)
        if (QFileInfo(known.path) == QFileInfo(path)) submission = known;
    return collectPackageSubmission(submission, problem, languages);
}

Result<BuiltProgram> buildSolutionProgram(const QString& path, const QString& role, const problem::Problem& problem,
                                          Compiler& compiler, const LanguageRegistry& languages, std::stop_token stop) {
    auto collected = solutionFiles(path, problem, languages);
    if (!collected) return Error{role.toStdString() + ": " + collected.error()};
    auto files = withLanguageFiles(*collected, problem);
    if (!files) return Error{role.toStdString() + ": " + files.error()};
    auto compiled = compiler.compile(*files->language, files->sources, files->extras, stop);
    if (!compiled) return compiled.failure();
    if (!compiled->compiled)
        return fail(role.toStdString() + " does not compile:\n" + compiled->compilerOutput.toStdString());
    return *compiled->program;
}

sandbox::RunResult runHelperProgram(Executor& executor, const BuiltProgram& program, const HelperRun& run) {
    Execution execution;
    execution.command = program.runCommand(run.memoryMiB) + run.arguments;
    execution.environment = program.environment;
    execution.programDirectory = program.directory;
    execution.inputFile = run.input;
    execution.outputFile = run.output;
    execution.errorFile = run.error;
    execution.limits.cpuTime = run.cpuTime;
    execution.limits.wallTime = 2 * run.cpuTime + std::chrono::seconds(1);
    execution.limits.memory = uint64_t(run.memoryMiB) << 20;
    execution.limits.output = run.outputBytes;
    execution.limits.processes = std::max(16, program.language->runProcesses);
    return executor.execute(execution);
}

bool endedWell(const sandbox::RunResult& result) {
    return result.status == sandbox::RunStatus::Ok && result.exitCode == 0;
}

QString firstLinesOf(const QString& path) {
    QStringList lines = readFeedbackText(path).split('\n', Qt::SkipEmptyParts);
    if (lines.size() > 5) lines = lines.mid(0, 5) << QStringLiteral("…");
    return lines.join('\n').trimmed();
}

} // namespace jd::judge
