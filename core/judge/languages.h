#pragma once
// The languages JudgeDesk knows, from resources/languages.yaml (built in) and the user's own file:
// how a source is compiled and run, with what limits, and whether its tools are installed here.
#include "../common/result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace jd::judge {

struct CompileLimits {
    double cpuSeconds = 30; // the seed runners' compile limits (omegaUp)
    int memoryMiB = 512;
    int outputMiB = 64;
    int processes = 32;
};

struct Language {
    QString id;
    QString name;
    QStringList extensions;
    // Other systems' names for it (DOMjudge's "py3", omegaUp's "cpp17-gcc"): accepted wherever an id is.
    QStringList aliases;
    QString shebang;     // chosen for a source whose first line names this interpreter
    QStringList compile; // templates; see languages.yaml
    QStringList run;
    QStringList version;
    QStringList environment; // KEY=VALUE added for compiling and running
    CompileLimits compileLimits;
    int runProcesses = 8;      // processes/threads a run needs at least
    int runStackMiB = 0;       // the stack a run gets when the runtime must not get the whole memory limit
    // The runtime cannot start without a writable TMPDIR (R's R_TempDir): even where a system gives programs
    // nowhere to write (DOMjudge), it gets one, as DOMjudge's judgehost gives R with
    // DOMJUDGE_CREATE_WRITABLE_TEMP_DIR, which its R needs.
    bool needsWritableTmp = false;
    QString outOfMemoryMarker; // printed by the runtime when its own heap limit stops the program
    // The runtime reserves far more address space than it uses (JVM, Go, .NET): never limited by RLIMIT_AS.
    bool reservesAddressSpace = false;
    // The source is the answers themselves (answer_archive.h), unpacked where others are compiled.
    bool takesAnswers = false;
    // Extensions this language claims only in packages of one dialect: "kattis" -> [pl] for Prolog.
    QMap<QString, QStringList> dialectExtensions;
    // Names this language answers to only in one dialect, before any other language's: omegaUp's "py" is
    // Python 2, where elsewhere it is Python 3.
    QMap<QString, QStringList> dialectAliases;
    // The language this is another implementation of (PyPy 3 of Python 3): a source of one is a source of the
    // other, though each system runs it with its own.
    QString implements;
    // A non-zero exit status is not a run error (omegaUp's legacy "c"); only signals and limits are.
    bool exitStatusIgnored = false;
    // A program directory holding one of these files is of this language whatever else it holds (the
    // build and run scripts of Kattis's and DOMjudge's program layout); they are kept executable.
    QStringList scripts;

    bool needsMainClass() const;
    // Whether a source of this language is one of `other` (the same, or implementations of one language).
    bool sameLanguageAs(const Language& other) const;
    // The extension a source of it is written with: its first, else its family's ("cpp" for cpp17).
    QString sourceExtension() const;
    // The MiB of the memory limit its run command keeps from the program's heap for the runtime itself
    // (DOMjudge's JVM: 128), 0 when the heap is not set from the limit.
    int runtimeReserveMiB() const;
    // The command's first word found in PATH, empty when the language is not installed here.
    QString toolPath() const;
};

// Values for the command templates.
struct CommandValues {
    QStringList sources;
    QString main, binary, outdir, mainClass;
    int memoryMiB = 0;
    QString test; // the last part of the test's name, for a run command that depends on the test
};
QStringList expandCommand(const QStringList& command, const CommandValues& values);

class LanguageRegistry {
public:
    // The built-in table, with `userFile` (if it exists) replacing and adding languages by id.
    static Result<LanguageRegistry> load(const QString& userFile = defaultUserFile());
    static Result<LanguageRegistry> fromYaml(const QByteArray& yaml, const QString& shownAs,
                                             LanguageRegistry base = {});
    static QString defaultUserFile();

    const QList<Language>& languages() const { return languages_; }
    // By id or alias; in `dialect` (a problem::dialectName) first by the names claimed there.
    const Language* byId(const QString& id, const QString& dialect = {}) const;
    // By the shebang of its first line where a language claims one, else by extension: first those
    // claimed in `dialect` (a problem::dialectName, e.g. "kattis"), then the usual ones.
    const Language* forSource(const QString& path, const QByteArray& firstLine = {}, const QString& dialect = {}) const;
    // The same for a file on disk, its first line read for a shebang.
    const Language* forSourceFile(const QString& path, const QString& dialect = {}) const;
    // The language of a program directory holding one of its scripts (a `build` or `run` script), else null.
    const Language* forProgramDirectory(const QString& directory) const;
    // Takes back from every language what it claims in `dialect` that `language` (an id) also answers to, so
    // that `language` judges it there: "python3" in "kattis" judges Kattis's Python 3 with CPython, not PyPy.
    // An error names the id when no language has it.
    Result<void> preferInDialect(const QString& language, const QString& dialect);

private:
    QList<Language> languages_;
};

} // namespace jd::judge
