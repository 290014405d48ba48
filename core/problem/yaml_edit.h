#pragma once
// Changes to a package's YAML edit only the values they change: comments, anchors, key order, quoting
// and blank lines elsewhere stay byte for byte (a round trip through a YAML library loses them all).
// Values are found through the parser's marks and replaced in the text; a missing key is inserted in
// its map with the map's own indentation, or as a new block at the end.
#include "../common/result.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <optional>

namespace jd::problem {

struct YamlEdit {
    QStringList path; // keys from the top, e.g. {"limits", "time_limit"}
    QString value;    // the new value as text; quoted as YAML needs it
    // Instead of `value`: a list of values, written as a flow list ("[a, b]") in place of the old value
    // (a value or a list of values).
    std::optional<QStringList> list;
    bool remove = false; // the key and its value go (from a block map); a missing key is no change
};

// `text` with every edit applied in order. An error names the path when it leads through something
// that is not a map, or to a value that is a map (or a list, for a single value).
Result<QByteArray> editYamlValues(const QByteArray& text, const QList<YamlEdit>& edits);

} // namespace jd::problem
