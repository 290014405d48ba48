#include "compiler.h"

#include "answer_archive.h"
#include "common/text_encoding.h"
#include "main_class.h"
#include "sandbox/sandbox.h"
#include "target_pragmas.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace jd::judge {
namespace {

constexpr qint64 kShownCompilerOutput = 64 * 1024;
constexpr char kCompiledMarker[] = ".compiled";
constexpr char kFailedMarker[] = ".compile-error";
constexpr char kLog[] = ".compile.log";
constexpr char kMainClassNote[] = ".mainclass";
constexpr char kAnswersFolder[] = "answers";
// Stands for the unpacker (answer_archive.cpp) as a compiler's version does for a compiler, in the cache
// key: changed with what it writes, so that answers unpacked before are unpacked again.
constexpr char kAnswersUnpacking[] = "answers 2: output_<test>.txt, names as given";

// GCC and the compilers that take its options: a source's target pragmas are given on their command line.
bool isGccFamily(const Language& language) {
    if (language.compile.isEmpty()) return false;
    static const QRegularExpression driver("^(gcc|g\\+\\+|cc|c\\+\\+)(-[0-9.]+)?$");
    return driver.match(QFileInfo(language.compile.first()).fileName()).hasMatch();
}

QString readMainClassNote(const QString& entry) {
    QFile note(QDir(entry).filePath(kMainClassNote));
    return note.open(QIODevice::ReadOnly) ? QString::fromUtf8(note.read(4096)).trimmed() : QString();
}

// The compiled classes of a JVM language are in the build directory, or in the jar its command makes.
Result<QString> findMainClass(const Language& language, const QString& buildDirectory, const QString& mainStem) {
    QString searched = buildDirectory;
    for (const QString& word : language.compile)
        if (word.startsWith("{outdir}/") && word.endsWith(".jar"))
            searched = buildDirectory + word.mid(QStringLiteral("{outdir}").size());
    auto candidates = classesWithMain(searched);
    if (!candidates) return Error{"the compiled classes cannot be read: " + candidates.error()};
    return chooseMainClass(candidates.value(), mainStem);
}

QByteArray readBounded(const QString& path, qint64 bytes) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QByteArray text = file.read(bytes);
    if (!file.atEnd()) text += "\n[... compiler output cut]\n";
    return text;
}

// The outcome stored in a cache entry: the markers say how the compile ended.
std::optional<CompileOutcome> cachedOutcome(const QString& directory) {
    QDir dir(directory);
    bool compiled = dir.exists(kCompiledMarker), failed = dir.exists(kFailedMarker);
    if (!compiled && !failed) return std::nullopt;
    CompileOutcome outcome;
    outcome.compiled = compiled;
    outcome.fromCache = true;
    outcome.compilerOutput = readableText(readBounded(dir.filePath(kLog), kShownCompilerOutput));
    outcome.result.status = compiled ? sandbox::RunStatus::Ok : sandbox::RunStatus::RuntimeError;
    return outcome;
}

// An output-only submission's "compile": its answers written to the build's answers folder. What cannot
// be unpacked is the submission's compile error, as quark makes it.
Result<CompileOutcome> unpackSubmittedAnswers(const Language& language,
                                              const QList<std::pair<QString, QByteArray>>& files,
                                              const QString& build) {
    CompileOutcome outcome;
    const QString answers = build + "/" + kAnswersFolder;
    if (!QDir().mkdir(answers)) return fail("cannot create " + answers.toStdString());
    if (files.size() != 1) {
        outcome.compilerOutput = "An output-only submission is one file: a zip of answers or its data: URL.\n";
    } else if (auto unpacked =
                   unpackAnswers(files.first().second, answers, qint64(language.compileLimits.outputMiB) << 20)) {
        outcome.compiled = true;
        outcome.compilerOutput = unpacked->note + "\n";
    } else {
        outcome.compilerOutput = QString::fromStdString(unpacked.error()) + "\n";
    }
    outcome.result.status = outcome.compiled ? sandbox::RunStatus::Ok : sandbox::RunStatus::RuntimeError;
    QFile log(build + "/" + kLog);
    if (!log.open(QIODevice::WriteOnly) || log.write(outcome.compilerOutput.toUtf8()) < 0)
        return fail("cannot write the unpacking's log in " + build.toStdString());
    return outcome;
}

} // namespace

QStringList BuiltProgram::runCommand(int memoryMiB, const QString& test) const {
    CommandValues values;
    values.test = test.section('/', -1);
    values.main = QString(kProgramInside) + "/" + mainSource;
    values.binary = QString(kProgramInside) + "/main";
    values.outdir = kProgramInside;
    values.mainClass = mainClass;
    values.memoryMiB = memoryMiB;
    return expandCommand(language->run, values);
}

Compiler::Compiler(std::shared_ptr<sandbox::Sandbox> sandbox, QString cacheDirectory)
    : sandbox_(std::move(sandbox))
    , cache_(std::move(cacheDirectory)) {}

QString Compiler::defaultCacheDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + "/judgedesk/programs";
}

QString Compiler::compilerVersion(const Language& language) {
    QMutexLocker lock(&mutex_);
    if (auto known = versions_.find(language.id); known != versions_.end()) return *known;
    QString version;
    if (!language.version.isEmpty()) {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(language.version.first(), language.version.mid(1));
        if (process.waitForFinished(10000))
            version = QString::fromUtf8(process.readAll()).trimmed();
        else
            process.kill();
    }
    versions_.insert(language.id, version);
    return version;
}

Result<CompileOutcome> Compiler::compile(const Language& language, const QStringList& sources,
                                         const QStringList& extraFiles, std::stop_token stop,
                                         std::optional<CompileLimitsChoice> limitsChoice) {
    if (sources.isEmpty()) return fail("no source to compile");
    const CompileLimitsChoice choice =
        limitsChoice.value_or(CompileLimitsChoice{language.compileLimits, QStringLiteral("the language's own")});
    QStringList pragmaOptions; // the instruction sets of the sources' #pragma GCC target, for GCC's command line
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& part :
         {language.id, language.compile.join('\x1f'), language.run.join('\x1f'), compilerVersion(language)})
        hash.addData(part.toUtf8() + '\0');
    if (language.takesAnswers) hash.addData(kAnswersUnpacking);
    QList<std::pair<QString, QByteArray>> files;
    // Kept executable in the copies: a program directory's build and run scripts are run as they are.
    QSet<QString> executables;
    for (const QString& path : sources) {
        QFile source(path);
        if (!source.open(QIODevice::ReadOnly))
            return fail("cannot read the source " + path.toStdString() + ": " + source.errorString().toStdString());
        QByteArray contents = source.readAll();
        if (isGccFamily(language))
            for (const QString& option : targetPragmaOptions(contents))
                if (!pragmaOptions.contains(option)) pragmaOptions << option;
        QString name = QFileInfo(path).fileName();
        // omegaUp names a source by its language (Main.cpp17-gcc); compilers know a source by its extension.
        if (const QString suffix = QFileInfo(name).suffix();
            language.aliases.contains(suffix) && !language.extensions.contains(suffix))
            name = QFileInfo(name).completeBaseName() + "." + language.sourceExtension();
        const bool executable = QFileInfo(path).isExecutable() || language.scripts.contains(name);
        if (executable) executables << name;
        hash.addData(name.toUtf8() + (executable ? "\0x\0" : "\0") + QByteArray::number(contents.size()) + '\0' +
                     contents);
        files.push_back({name, contents});
    }
    QList<std::pair<QString, QByteArray>> extras;
    for (const QString& path : extraFiles) {
        QFile extra(path);
        if (!extra.open(QIODevice::ReadOnly))
            return fail("cannot read " + path.toStdString() + ": " + extra.errorString().toStdString());
        QByteArray contents = extra.readAll();
        QString name = QFileInfo(path).fileName();
        hash.addData("extra\0" + name.toUtf8() + '\0' + QByteArray::number(contents.size()) + '\0' + contents);
        extras.push_back({name, contents});
    }
    if (!pragmaOptions.isEmpty()) hash.addData("target-pragma\0" + pragmaOptions.join(' ').toUtf8());
    // What the compiler had to work in: an object file too large for a smaller /tmp is a failure of that /tmp.
    hash.addData(QStringLiteral("limits %1 %2 %3")
                     .arg(choice.limits.memoryMiB)
                     .arg(choice.limits.outputMiB)
                     .arg(choice.limits.cpuSeconds)
                     .toUtf8());
    const QString key = QString::fromLatin1(hash.result().toHex().left(32));
    const QString entry = cache_ + "/" + key;

    BuiltProgram program;
    program.language = &language;
    program.directory = entry;
    program.mainSource = files.first().first;
    program.environment = language.environment;
    if (auto cached = cachedOutcome(entry)) {
        if (cached->compiled && language.needsMainClass()) {
            program.mainClass = readMainClassNote(entry);
            // An entry built before main classes were noted: its classes are there to be read.
            if (program.mainClass.isEmpty()) {
                auto found = findMainClass(language, entry, QFileInfo(files.first().first).completeBaseName());
                if (!found) {
                    cached->compiled = false;
                    cached->compilerOutput += QString::fromStdString(found.error()) + "\n";
                    return *cached;
                }
                program.mainClass = found.value();
            }
        }
        if (cached->compiled) cached->program = program;
        return *cached;
    }

    // Built in a fresh directory beside the entry, then renamed into place: a crash or a second
    // JudgeDesk compiling the same source never leaves a half-built entry behind.
    if (!QDir().mkpath(cache_)) return fail("cannot create the program cache " + cache_.toStdString());
    QTemporaryDir build(cache_ + "/.build-XXXXXX");
    if (!build.isValid()) return fail("cannot create a build directory in " + cache_.toStdString());
    QStringList inside;
    for (const auto& [name, contents] : extras) {
        QFile copy(build.filePath(name));
        if (!copy.open(QIODevice::WriteOnly) || copy.write(contents) != contents.size())
            return fail("cannot copy " + name.toStdString() + " for compiling");
    }
    for (const auto& [name, contents] : files) {
        QFile copy(build.filePath(name));
        if (!copy.open(QIODevice::WriteOnly) || copy.write(contents) != contents.size())
            return fail("cannot copy " + name.toStdString() + " for compiling");
        if (executables.contains(name) &&
            !copy.setPermissions(copy.permissions() | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther))
            return fail("cannot make the copy of " + name.toStdString() + " executable");
        inside << QString(kProgramInside) + "/" + name;
    }
    QFile::setPermissions(build.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther |
                                            QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup);
    if (auto granted = sandbox_->grantWrite(build.path().toStdString()); !granted) return granted.failure();

    CompileOutcome outcome;
    QString stoppedByLimit;
    if (language.takesAnswers) {
        // The answers travel as a program does: cached, bound read-only, printed by the run.
        auto unpacked = unpackSubmittedAnswers(language, files, build.path());
        if (!unpacked) return unpacked.failure();
        outcome = std::move(*unpacked);
    } else if (!language.compile.isEmpty()) {
        CommandValues values;
        values.sources = inside;
        values.main = inside.first();
        values.binary = QString(kProgramInside) + "/main";
        values.outdir = kProgramInside;
        sandbox::RunSpec spec;
        QStringList command = expandCommand(language.compile, values);
        // After the compiler's name, so that the language's own options (and -march in them) still come later.
        for (int at = 0; at < pragmaOptions.size(); ++at)
            command.insert(1 + at, pragmaOptions[at]);
        for (const QString& word : command)
            spec.argv.push_back(word.toStdString());
        spec.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/tmp", "LANG=C.UTF-8"};
        for (const QString& variable : language.environment)
            spec.environment.push_back(variable.toStdString());
        spec.workingDirectory = kProgramInside;
        spec.binds.push_back({build.path().toStdString(), kProgramInside, true});
        const CompileLimits& limits = choice.limits;
        spec.limits.cpuTime = std::chrono::milliseconds(static_cast<int64_t>(limits.cpuSeconds * 1000));
        spec.limits.wallTime = *spec.limits.cpuTime * 2 + std::chrono::seconds(5);
        if (limits.memoryMiB > 0) spec.limits.memory = uint64_t(limits.memoryMiB) << 20;
        if (limits.outputMiB > 0) spec.limits.output = uint64_t(limits.outputMiB) << 20;
        spec.limits.processes = limits.processes;
        // The compiler's temporary files (an object file of 512 MiB of static data) may be as large as any file it
        // writes: DOMjudge compiles on disk up to its file size limit, problemtools with none.
        spec.tmpSize = std::max<uint64_t>(256ull << 20, limits.outputMiB > 0 ? uint64_t(limits.outputMiB) << 20
                                                                              : 4096ull << 20);
        spec.syscalls.allowNetworkSockets = true; // JVM compilers probe IPv4/IPv6; the sandbox has no network
        // One append-mode log for both streams, so the compiler's output and errors interleave as written.
        QFile log(build.filePath(kLog));
        if (!log.open(QIODevice::WriteOnly | QIODevice::Append))
            return fail("cannot write the compiler log in " + build.path().toStdString());
        spec.stdoutSpec = sandbox::StreamSpec::fromFd(log.handle());
        spec.stderrSpec = sandbox::StreamSpec::fromFd(log.handle());
        outcome.result = sandbox_->run(spec, stop);
        log.close();
        if (stop.stop_requested()) return fail(kCompileCancelled);
        outcome.compilerOutput = readableText(readBounded(build.filePath(kLog), kShownCompilerOutput));
        if (!pragmaOptions.isEmpty())
            outcome.compilerOutput.prepend(
                QStringLiteral("[compiled with %1: the instruction sets the source's #pragma GCC target names, so "
                               "that GCC 14 compiles it as GCC 12 and 13 do]\n")
                    .arg(pragmaOptions.join(' ')));
        outcome.compiled = outcome.result.status == sandbox::RunStatus::Ok;
        if (!outcome.compiled && outcome.result.status != sandbox::RunStatus::RuntimeError)
            outcome.compilerOutput +=
                QString::fromStdString("\n[compiler " + sandbox::exitReason(outcome.result) + "]\n");
        stoppedByLimit = compileLimitExplanation(outcome.result, choice);
        if (!stoppedByLimit.isEmpty()) outcome.compilerOutput += "[" + stoppedByLimit + "]\n";
        if (outcome.result.status == sandbox::RunStatus::InternalError)
            return fail("the compiler could not be run: " + outcome.result.internalError);
    } else {
        outcome.compiled = true;
    }
    if (outcome.compiled && language.needsMainClass()) {
        // As DOMjudge and Kattis do: the class with main(String[]) among what was compiled, whatever the
        // file is called. Not finding exactly one is the submission's compile error.
        auto found = findMainClass(language, build.path(), QFileInfo(files.first().first).completeBaseName());
        if (found) {
            program.mainClass = found.value();
            QFile note(build.filePath(kMainClassNote));
            if (!note.open(QIODevice::WriteOnly) || note.write(program.mainClass.toUtf8()) < 0)
                return fail("cannot finish the cache entry");
        } else {
            outcome.compiled = false;
            const QString why = QString::fromStdString(found.error()) + "\n";
            outcome.compilerOutput += why;
            QFile log(build.filePath(kLog));
            if (log.open(QIODevice::WriteOnly | QIODevice::Append)) log.write(why.toUtf8());
        }
    }
    // Stopped by a limit, the compiler said nothing of the source: under another limit it may compile.
    if (!stoppedByLimit.isEmpty()) return outcome;
    QFile marker(build.filePath(outcome.compiled ? kCompiledMarker : kFailedMarker));
    if (!marker.open(QIODevice::WriteOnly)) return fail("cannot finish the cache entry");
    marker.close();
    build.setAutoRemove(false);
    if (!QDir().rename(build.path(), entry)) {
        // Someone else finished the same entry first: theirs is as good as ours.
        QDir(build.path()).removeRecursively();
        if (auto cached = cachedOutcome(entry)) {
            if (cached->compiled) cached->program = program;
            cached->fromCache = false;
            return *cached;
        }
        return fail("cannot move the build into the program cache " + entry.toStdString());
    }
    if (outcome.compiled) outcome.program = program;
    return outcome;
}

} // namespace jd::judge
