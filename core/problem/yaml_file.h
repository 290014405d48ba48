#pragma once
// The one way a package's YAML files are read: a path that is a directory or a device, a file too large
// for settings, a nesting too deep for a recursive parser, or bytes that are not YAML each give an error
// with the file (and line), never an exception that escapes or a stack that overflows.
#include <QString>

#include <optional>
#include <yaml-cpp/yaml.h>

namespace jd::problem {

struct YamlFile {
    std::optional<YAML::Node> root; // empty when it could not be read; a missing file is not read here
    int line = 0;                   // of the error, 1-based; 0 when not about a line
    QString error;
};

inline constexpr qint64 kLargestYamlFile = 16 << 20;
inline constexpr int kDeepestYamlNesting = 256;

YamlFile loadYamlFile(const QString& path);

} // namespace jd::problem
