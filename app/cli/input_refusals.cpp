#include "input_refusals.h"

#include "common/printable_text.h"

using namespace jd;

void printRefusals(QTextStream& out, const judge::InputValidationReport& report) {
    for (const judge::InputCheck& check : report.refusals) {
        if (check.validity == judge::InputValidity::Invalid) continue;
        out << (check.validity == judge::InputValidity::Valid ? "  ACCEPTED  " : "  FAILED    ")
            << printable(check.test) << " (" << printable(check.validator) << "): "
            << (check.validity == judge::InputValidity::Valid
                    ? QStringLiteral("an input the package says must be refused was taken as valid")
                    : printable(QString(check.message).replace(QChar(u'\n'), QStringLiteral("; "))))
            << "\n";
    }
}
