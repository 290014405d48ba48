#include "export_validators.h"

#include "common/atomic_file.h"
#include "common/tree_copy.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <functional>

namespace jd::exporting {
namespace {

const QStringList kCppExtensions = {"cpp", "cc", "cxx", "c++", "cp"};
const QStringList kHeaderExtensions = {"h", "hpp", "hh", "hxx", "inc"};

Result<void> copyProgram(const QString& program, const QString& into) {
    if (QFileInfo(program).isDir()) return copyTree(program, into);
    const QString target = QDir(into).filePath(QFileInfo(program).fileName());
    if (auto copied = copyFileAtomically(program, target); !copied) return copied;
    QFile::setPermissions(target, QFile::permissions(program));
    return {};
}

enum class TestlibProgram { Checker, Validator };

Result<void> copyHeadersBeside(const QString& program, const QString& into, QStringList* copied = nullptr) {
    for (const QFileInfo& header : QFileInfo(program).dir().entryInfoList(QDir::Files)) {
        if (!kHeaderExtensions.contains(header.suffix().toLower())) continue;
        if (auto written = copyFileAtomically(header.filePath(), QDir(into).filePath(header.fileName())); !written)
            return written;
        if (copied && header.fileName() != "testlib.h") *copied << header.fileName();
    }
    return {};
}

// The program, renamed so that it is compiled only through the adapter that includes it, and the
// headers beside it (testlib.h above all).
Result<void> writeTestlibAdapter(const QString& program, TestlibProgram kind, const QString& into) {
    const bool checker = kind == TestlibProgram::Checker;
    QFile adapter(checker ? QStringLiteral(":/judgedesk/export/testlib_checker_adapter.cpp")
                          : QStringLiteral(":/judgedesk/export/testlib_validator_adapter.cpp"));
    if (!adapter.open(QIODevice::ReadOnly)) return fail("the testlib adapter is missing from this build");
    if (auto written = writeFileAtomically(QDir(into).filePath("validator.cpp"), adapter.readAll()); !written)
        return written;
    const QString renamed = checker ? QStringLiteral("testlib_checker.h") : QStringLiteral("testlib_validator.h");
    if (auto copied = copyFileAtomically(program, QDir(into).filePath(renamed)); !copied) return copied;
    return copyHeadersBeside(program, into);
}

// The interactor (and the checker reading what it recorded) compiled into one Kattis interactive output
// validator. Their own headers are included once at file scope before each is wrapped in a namespace, so
// the second program's include guards do not hide from it what the first one's namespace swallowed.
Result<void> writeTestlibInteractorAdapter(const problem::Problem& problem, const QString& into) {
    QFile adapter(QStringLiteral(":/judgedesk/export/testlib_interactor_adapter.cpp"));
    if (!adapter.open(QIODevice::ReadOnly)) return fail("the testlib interactor adapter is missing from this build");
    if (auto written = writeFileAtomically(QDir(into).filePath("validator.cpp"), adapter.readAll()); !written)
        return written;
    QStringList headers;
    if (auto copied = copyFileAtomically(problem.interactor, QDir(into).filePath("testlib_interactor.h")); !copied)
        return copied;
    if (auto copied = copyHeadersBeside(problem.interactor, into, &headers); !copied) return copied;
    if (problem.outputValidatorProtocol == "testlib" && !problem.outputValidator.isEmpty()) {
        if (auto copied = copyFileAtomically(problem.outputValidator, QDir(into).filePath("testlib_checker.h"));
            !copied)
            return copied;
        if (auto copied = copyHeadersBeside(problem.outputValidator, into, &headers); !copied) return copied;
    }
    headers.removeDuplicates();
    QByteArray includes = "// The headers of the interactor and the checker, included once at file scope.\n";
    for (const QString& header : headers)
        includes += "#include \"" + header.toUtf8() + "\"\n";
    return writeFileAtomically(QDir(into).filePath("testlib_headers.h"), includes);
}

} // namespace

QString outputValidatorDirectory(const problem::Problem& problem, ExportFormat format) {
    if (format == ExportFormat::Kattis) return QStringLiteral("output_validator");
    const QString name = QFileInfo(problem.outputValidator).completeBaseName();
    return "output_validators/" + (name.isEmpty() ? QStringLiteral("validator") : name);
}

// What of an omegaUp problem no Kattis or DOMjudge package can say, each in a sentence; empty when nothing.
QStringList omegaupObstacles(const problem::Problem& problem) {
    QStringList obstacles;
    if (problem.outputValidatorProtocol == "omegaup")
        obstacles << "its validator " + QFileInfo(problem.outputValidator).fileName() +
                         " speaks omegaUp's protocol (data.in and data.out in its directory, a score from 0 to 1 on "
                         "stdout), which Kattis and DOMjudge output validators do not; it has to be rewritten by hand";
    if (problem.validation.comparison == "token-numeric")
        obstacles << QStringLiteral("omegaUp's token-numeric validator reads only the numbers in an output (letters "
                                    "separate them) with its own tolerance rule; the default output validator compares "
                                    "every token");
    if (problem.validation.comparison == "literal")
        obstacles << QStringLiteral("omegaUp's literal validator takes the output itself as the score");
    if (problem.validation.scoring)
        obstacles << QStringLiteral("omegaUp scores a group by the weights of its cases, and only when every case in "
                                    "it scored; neither Kattis's nor DOMjudge's groups score that way");
    return obstacles;
}

Result<void> checkValidatorsExportable(const problem::Problem& problem) {
    if (problem.dialect.dialect == problem::Dialect::OmegaUp)
        if (const QStringList obstacles = omegaupObstacles(problem); !obstacles.isEmpty())
            return fail("an omegaUp problem cannot be carried over as it is: " + obstacles.join("; ").toStdString());
    if (problem.outputOnly)
        return fail("an output-only task takes answers (output_<test>.txt), and Kattis and DOMjudge take only "
                    "programs: judged there, every answer would be refused");
    if (!problem.inputFileName.isEmpty() || !problem.outputFileName.isEmpty())
        return fail("the problem reads " + problem.inputFileName.toStdString() + " and writes " +
                    problem.outputFileName.toStdString() +
                    "; Kattis and DOMjudge packages use standard input and output only");
    if (!problem.interactor.isEmpty() && !kCppExtensions.contains(QFileInfo(problem.interactor).suffix().toLower()))
        return fail("the interactor " + QFileInfo(problem.interactor).fileName().toStdString() +
                    " speaks testlib's protocol and is not C++; only a C++ interactor can be wrapped for Kattis");
    if (problem.outputValidatorProtocol == "cms" && !problem.outputValidator.isEmpty())
        return fail(
            "the checker " + QFileInfo(problem.outputValidator).fileName().toStdString() +
            " speaks CMS's protocol (an outcome from 0 to 1 on stdout), which Kattis and DOMjudge validators do "
            "not; it has to be rewritten as an output validator by hand");
    // Kattis's own include/ travels as it is (copyExtras); a TPS grader holds main, which neither format allows.
    if (problem.formatVersion == "tps" && !problem.languageFiles.isEmpty())
        return fail("every submission is compiled with the problem's grader (grader/" +
                    QStringList(problem.languageFiles.keys()).join(", grader/").toStdString() +
                    "), which holds main: Kattis and DOMjudge submissions are whole programs");
    // The adapter turns a checker's verdict into Kattis's; a share of each test's points has no Kattis words.
    if (problem.checkerPointsArePercent && !problem.outputValidator.isEmpty())
        return fail("the checker's points are a share of each test's points (Polygon's "
                    "treat-points-from-checker-as-percent), which a Kattis or DOMjudge output validator cannot "
                    "give");
    if (problem.outputValidatorProtocol == "testlib" && !problem.outputValidator.isEmpty() &&
        !kCppExtensions.contains(QFileInfo(problem.outputValidator).suffix().toLower()))
        return fail("the checker " + QFileInfo(problem.outputValidator).fileName().toStdString() +
                    " speaks testlib's protocol and is not C++; only a C++ checker can be wrapped for Kattis");
    return {};
}

Result<void> writeValidators(const problem::Problem& problem, ExportFormat format, const QString& packageDirectory,
                             QStringList& changes) {
    const QDir root(packageDirectory);
    if (!problem.interactor.isEmpty()) {
        const QString into = root.filePath(outputValidatorDirectory(problem, format));
        if (!QDir().mkpath(into)) return fail("cannot create " + into.toStdString());
        if (auto written = writeTestlibInteractorAdapter(problem, into); !written) return written;
        const bool withChecker = problem.outputValidatorProtocol == "testlib" && !problem.outputValidator.isEmpty();
        changes << (withChecker ? QStringLiteral("The testlib interactor %1 and the checker %2 run inside one Kattis "
                                                 "interactive output validator (validator.cpp), the checker on what "
                                                 "the interactor recorded once it accepts: a presentation error "
                                                 "becomes a wrong answer, and partial points are a judge error.")
                                      .arg(QFileInfo(problem.interactor).fileName(),
                                           QFileInfo(problem.outputValidator).fileName())
                                : QStringLiteral("The testlib interactor %1 runs inside a Kattis interactive output "
                                                 "validator (validator.cpp): a presentation error becomes a wrong "
                                                 "answer, and partial points are a judge error.")
                                      .arg(QFileInfo(problem.interactor).fileName()));
    } else if (!problem.outputValidator.isEmpty()) {
        const QString into = root.filePath(outputValidatorDirectory(problem, format));
        if (!QDir().mkpath(into)) return fail("cannot create " + into.toStdString());
        if (problem.outputValidatorProtocol == "testlib") {
            if (auto written = writeTestlibAdapter(problem.outputValidator, TestlibProgram::Checker, into); !written)
                return written;
            changes << QStringLiteral("The testlib checker %1 runs inside a Kattis output validator "
                                      "(validator.cpp): a presentation error becomes a wrong answer, and the points "
                                      "it gives become the test's score (score.txt).")
                           .arg(QFileInfo(problem.outputValidator).fileName());
        } else if (auto copied = copyProgram(problem.outputValidator, into); !copied) {
            return copied;
        }
    }
    const bool testlibValidators = problem.inputValidatorProtocol == "testlib";
    for (const QString& validator : problem.inputValidators) {
        if (testlibValidators) {
            if (!kCppExtensions.contains(QFileInfo(validator).suffix().toLower())) {
                changes << QStringLiteral("The testlib validator %1 is not C++ and is left out: Kattis validators "
                                          "speak another protocol.")
                               .arg(QFileInfo(validator).fileName());
                continue;
            }
            const QString into = root.filePath("input_validators/" + QFileInfo(validator).completeBaseName());
            if (!QDir().mkpath(into)) return fail("cannot create " + into.toStdString());
            if (auto written = writeTestlibAdapter(validator, TestlibProgram::Validator, into); !written)
                return written;
            continue;
        }
        const QString into = root.filePath("input_validators");
        const QString target =
            QFileInfo(validator).isDir() ? QDir(into).filePath(QFileInfo(validator).fileName()) : into;
        if (!QDir().mkpath(target)) return fail("cannot create " + target.toStdString());
        if (auto copied = copyProgram(validator, target); !copied) return copied;
    }
    QStringList groupValidators;
    std::function<void(const problem::TestGroup&)> collect = [&](const problem::TestGroup& group) {
        for (const QString& validator : group.inputValidators)
            groupValidators << QFileInfo(validator).fileName() + " (" + group.name + ")";
        for (const problem::TestGroup& child : group.groups)
            collect(child);
    };
    collect(problem.data);
    if (!groupValidators.isEmpty())
        changes << QStringLiteral("The validators of single groups (%1) are left out: Kattis and DOMjudge run the same "
                                  "input validators on every test.")
                       .arg(groupValidators.join(", "));
    return {};
}

} // namespace jd::exporting
