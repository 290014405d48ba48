#include "judging_session.h"

#include "problem/package.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace jd;

QCommandLineOption jobsOption() { return {"jobs", "Tests run in parallel (default: cores - 1, at least 1).", "N"}; }

Result<judge::JudgeOptions> judgeOptionsFrom(const QCommandLineParser& parser) {
    int jobs = 0;
    if (parser.isSet("jobs")) {
        bool ok = false;
        jobs = parser.value("jobs").toInt(&ok);
        if (!ok || jobs < 1) return fail("--jobs: expected a positive number");
    }
    return judge::judgeOptionsForThisMachine(jobs);
}

Result<std::shared_ptr<sandbox::Sandbox>> startSandbox(const judge::JudgeOptions& options) {
    sandbox::SandboxOptions sandboxOptions;
    sandboxOptions.warmSlots = judge::warmSlotsForJobs(options.jobs);
    auto sandbox = sandbox::Sandbox::create(sandboxOptions);
    if (!sandbox) return Error{sandbox.error()};
    return sandbox.value();
}

Result<std::unique_ptr<store::ResultsStore>> openResultsStoreFrom(const QCommandLineParser& parser) {
    if (parser.isSet("no-store")) return std::unique_ptr<store::ResultsStore>();
    const QString path = parser.isSet("store") ? parser.value("store") : store::ResultsStore::defaultPath();
    auto opened = store::ResultsStore::open(path);
    if (!opened) return fail("the results database: " + opened.error());
    return std::move(opened.value());
}

QList<QCommandLineOption> storeOptions() {
    return {{"store", "The results database (default: " + store::ResultsStore::defaultPath() + ").", "FILE"},
            {"no-store", "Do not keep the judgements in the results database."}};
}

Result<std::unique_ptr<JudgingSession>> openJudgingSession(const QString& problemPath,
                                                           const QCommandLineParser& parser) {
    auto session = std::make_unique<JudgingSession>();
    auto problem = problem::readProblem(problemPath);
    if (!problem) return Error{problem.error()};
    session->problem = problem.value();
    auto languages = judge::LanguageRegistry::load();
    if (!languages) return Error{languages.error()};
    session->languages = languages.value();
    auto options = judgeOptionsFrom(parser);
    if (!options) return Error{options.error()};
    session->options = *options;
    auto sandbox = startSandbox(session->options);
    if (!sandbox) return Error{sandbox.error()};
    session->sandbox = *sandbox;
    session->judge = std::make_unique<judge::ProblemJudge>(
        session->problem, std::make_shared<judge::SandboxExecutor>(session->sandbox),
        std::make_shared<judge::Compiler>(session->sandbox), session->languages);
    return session;
}

QStringList submissionSources(const QString& path) {
    QFileInfo info(path);
    if (info.isFile()) return {info.absoluteFilePath()};
    QStringList files;
    QDir dir(path);
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}
