#pragma once
// KArchive reads a tar's devices and fifos as empty regular files and its hard links as links, so the
// entry types are read from the tar headers themselves before anything is unpacked.
#include "../common/result.h"

#include <QIODevice>

namespace jd::problem {

// `tar` is the archive's decompressed stream, at its start. Only regular files, directories and the
// metadata entries that describe them (long names, pax headers) pass; any other entry is an error
// naming it and what it is.
Result<void> checkTarEntryTypes(QIODevice& tar);

} // namespace jd::problem
