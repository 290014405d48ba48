#pragma once
// The files of a cmd's working directory (/w inside) as the server reads and names them: names that stay inside
// it, and reads that never follow a link the program left there.
#include "gojudge_result.h"
#include "sandbox/unique_fd.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace jd::gojudge {

// Where a cmd sees its working directory, as in go-judge.
inline constexpr auto kInside = "/w";

// A name inside the working directory: relative, without "..", or refused.
bool safeName(const QString& name);
// go-judge's clients also name outputs by their inside path ("/w/tout"): the name below /w.
QString insideName(const QString& name);
// Opens `name` below `directory` without following any link on the way, whatever the program left there.
sandbox::UniqueFd openBeneath(const QString& directory, const QString& name);

struct CopiedOut {
    std::optional<QByteArray> content;
    std::optional<FileError> error;
};
// A copy-out read: a regular file of at most `max` bytes, else the seed's FileError type for why not. A collector
// (`firstBytesOnly`) keeps the first `max` bytes of a larger file instead.
CopiedOut copyOut(const QString& directory, const QString& name, uint64_t max, bool firstBytesOnly = false);

} // namespace jd::gojudge
