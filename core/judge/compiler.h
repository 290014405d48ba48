#pragma once
// Turns sources into something the sandbox can run: compiled inside the sandbox with the language's
// compile limits, and cached by a hash of the sources, the language's commands and the compiler's
// version, so a submission judged again (or verified again) is not rebuilt.
#include "../common/result.h"
#include "compile_limits.h"
#include "languages.h"
#include "sandbox/run_result.h"

#include <QMap>
#include <QMutex>

#include <memory>
#include <optional>
#include <stop_token>

namespace jd::sandbox {
class Sandbox;
}

namespace jd::judge {

// Where a built program is inside the sandbox: its directory is bound read-only here.
inline constexpr char kProgramInside[] = "/program";

struct BuiltProgram {
    const Language* language = nullptr;
    QString directory;  // on the host: sources and build outputs
    QString mainSource; // file name of the main source
    QString mainClass;  // JVM languages: the class with main(String[]) found among the compiled ones
    QStringList environment;
    // The command that runs it on `test` (a test's name), as seen inside the sandbox.
    QStringList runCommand(int memoryMiB, const QString& test = {}) const;
};

struct CompileOutcome {
    bool compiled = false;
    QString compilerOutput;    // what the compiler said (bounded), the CE message when it failed
    sandbox::RunResult result; // of the compiler run itself
    std::optional<BuiltProgram> program;
    bool fromCache = false;
};

// Compiler::compile's error when a stop request ended the compiler.
inline constexpr char kCompileCancelled[] = "compilation cancelled";

class Compiler {
public:
    explicit Compiler(std::shared_ptr<sandbox::Sandbox> sandbox, QString cacheDirectory = defaultCacheDirectory());
    static QString defaultCacheDirectory();

    // An error only when the sources or the cache cannot be used, or when `stop` ended the compiler
    // (nothing is cached then); a compile error is an outcome. `extraFiles` are copied beside the
    // sources (headers such as testlib.h) but not compiled themselves.
    // `limits`: the package's system's (compile_limits.h), else the language's own. A compiler a limit stopped
    // is a compile error that says which limit it was, and is not cached: raised, the limit compiles it again.
    Result<CompileOutcome> compile(const Language& language, const QStringList& sources,
                                   const QStringList& extraFiles = {}, std::stop_token stop = {},
                                   std::optional<CompileLimitsChoice> limits = {});

private:
    QString compilerVersion(const Language& language);

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    QString cache_;
    QMutex mutex_;
    QMap<QString, QString> versions_;
};

} // namespace jd::judge
