#include "checktestdata_validator.h"

#include "checktestdata/interpreter.h"
#include "checktestdata/parser.h"

#include <QFile>
#include <QFileInfo>

namespace jd::judge {

bool isChecktestdataProgram(const QString& path) {
    const QFileInfo info(path);
    return info.isFile() && info.suffix() == QLatin1String("ctd");
}

Result<std::shared_ptr<const ctd::Program>> loadChecktestdataProgram(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(name.toStdString() + ": cannot be read: " + file.errorString().toStdString());
    auto program = ctd::parseProgram(file.readAll().toStdString());
    if (!program) return fail(name.toStdString() + ":" + program.error());
    return std::make_shared<const ctd::Program>(std::move(program.value()));
}

InputCheck runChecktestdata(const ctd::Program& program, const QString& validator, const problem::TestCase& test,
                            std::chrono::milliseconds timeLimit, std::stop_token stop) {
    InputCheck check;
    check.test = test.name;
    check.validator = validator;
    QFile input(test.input);
    if (!input.open(QIODevice::ReadOnly)) {
        check.validity = InputValidity::ValidatorFailed;
        check.message = QStringLiteral("cannot read %1: %2").arg(test.input, input.errorString());
        return check;
    }
    // Mapped rather than read: test inputs run to hundreds of MiB.
    const qint64 size = input.size();
    uchar* mapped = size > 0 ? input.map(0, size) : nullptr;
    QByteArray read;
    if (size > 0 && !mapped) read = input.readAll();
    const std::string_view data = mapped ? std::string_view(reinterpret_cast<const char*>(mapped), size_t(size))
                                         : std::string_view(read.constData(), size_t(read.size()));
    ctd::CheckOptions options;
    options.stop = stop;
    options.deadline = std::chrono::steady_clock::now() + timeLimit;
    const ctd::CheckResult result = ctd::check(program, data, options);
    switch (result.outcome) {
    case ctd::CheckResult::Outcome::Accepted: check.validity = InputValidity::Valid; break;
    case ctd::CheckResult::Outcome::Rejected: check.validity = InputValidity::Invalid; break;
    case ctd::CheckResult::Outcome::ProgramError:
    case ctd::CheckResult::Outcome::Stopped: check.validity = InputValidity::ValidatorFailed; break;
    }
    if (result.outcome != ctd::CheckResult::Outcome::Accepted)
        check.message = QString::fromStdString(result.describe());
    return check;
}

} // namespace jd::judge
