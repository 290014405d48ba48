#include "yaml_edit.h"

#include <algorithm>
#include <string>
#include <yaml-cpp/yaml.h>

namespace jd::problem {
namespace {

// The emitter judges a plain scalar by block rules; the value may land in a flow list or map, where a
// comma or a bracket would end it ("-Wl,--stack=1" read back as two words), so those are quoted too.
std::string quoted(const QString& value) {
    YAML::Emitter out;
    out << value.toStdString();
    const std::string plain = out.c_str();
    const bool quotedAlready = !plain.empty() && (plain.front() == '"' || plain.front() == '\'');
    if (quotedAlready || plain.find_first_of(",[]{}") == std::string::npos) return plain;
    YAML::Emitter safe;
    safe << YAML::DoubleQuoted << value.toStdString();
    return safe.c_str();
}

// Where the scalar that starts at `start` ends: quoted ones at their closing quote, plain ones before a
// comment, the end of the line, or (in a flow map) the next separator; trailing blanks not included.
qsizetype scalarEnd(const std::string& text, qsizetype start, bool flow) {
    const qsizetype size = qsizetype(text.size());
    if (start < size && (text[start] == '"' || text[start] == '\'')) {
        const char quote = text[start];
        for (qsizetype i = start + 1; i < size; ++i) {
            if (quote == '"' && text[i] == '\\') {
                ++i;
            } else if (text[i] == quote) {
                if (quote == '\'' && i + 1 < size && text[i + 1] == '\'') {
                    ++i; // '' is a quote inside single quotes
                    continue;
                }
                return i + 1;
            }
        }
        return size;
    }
    qsizetype end = start;
    while (end < size && text[end] != '\n' && text[end] != '\r' &&
           !(text[end] == '#' && end > start && (text[end - 1] == ' ' || text[end - 1] == '\t')) &&
           !(flow && (text[end] == ',' || text[end] == '}' || text[end] == ']')))
        ++end;
    while (end > start && (text[end - 1] == ' ' || text[end - 1] == '\t'))
        --end;
    return end;
}

qsizetype lineStart(const std::string& text, qsizetype position) {
    while (position > 0 && text[position - 1] != '\n')
        --position;
    return position;
}

// The edit's new value as YAML text: one quoted value, or a flow list of them.
std::string valueText(const YamlEdit& edit) {
    if (!edit.list) return quoted(edit.value);
    std::string text = "[";
    for (qsizetype i = 0; i < edit.list->size(); ++i)
        text += (i ? ", " : "") + quoted(edit.list->at(i));
    return text + "]";
}

// Where the line holding `position` ends, its line break included.
qsizetype lineEnd(const std::string& text, qsizetype position) {
    while (position < qsizetype(text.size()) && text[position] != '\n')
        ++position;
    return position < qsizetype(text.size()) ? position + 1 : position;
}

// Where a value that is a list ends: after its ']' in flow style, after its last item in block style
// (items that are single values; a list of maps or lists is not edited).
std::optional<qsizetype> listEnd(const std::string& text, const YAML::Node& list) {
    if (list.Style() == YAML::EmitterStyle::Flow) {
        int depth = 0;
        for (qsizetype i = list.Mark().pos; i < qsizetype(text.size()); ++i) {
            if (text[i] == '[') ++depth;
            if (text[i] == ']' && --depth == 0) return i + 1;
        }
        return std::nullopt;
    }
    qsizetype end = list.Mark().pos;
    for (const YAML::Node& item : list) {
        if (!item.IsScalar()) return std::nullopt;
        end = std::max(end, scalarEnd(text, item.Mark().pos, false));
    }
    return end;
}

// The keys from path[from] on, as a block nested under `indent` spaces.
std::string block(const QStringList& path, qsizetype from, int indent, const YamlEdit& edit) {
    std::string text;
    for (qsizetype i = from; i < path.size(); ++i) {
        text += std::string(indent, ' ') + quoted(path[i]) + ":";
        text += i + 1 == path.size() ? " " + valueText(edit) + "\n" : "\n";
        indent += 2;
    }
    return text;
}

// The key node of `key` in `map` (its mark is where the key is written).
YAML::Node keyNodeOf(const YAML::Node& map, const std::string& key) {
    YAML::Node found;
    for (auto entry = map.begin(); entry != map.end(); ++entry)
        if (entry->first.IsScalar() && entry->first.Scalar() == key) found.reset(entry->first);
    return found;
}

Result<std::string> applyEdit(std::string text, const YamlEdit& edit) {
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& error) { return fail(std::string("not YAML: ") + error.what()); }
    const std::string shown = edit.path.join('.').toStdString();
    if (!root.IsDefined() || root.IsNull()) {
        if (edit.remove) return text;
        if (!text.empty() && text.back() != '\n') text += '\n';
        return text + block(edit.path, 0, 0, edit);
    }
    YAML::Node node = root;
    for (qsizetype depth = 0; depth < edit.path.size(); ++depth) {
        if (!node.IsMap()) return fail(shown + ": leads through something that is not a map");
        const std::string key = edit.path[depth].toStdString();
        const YAML::Node child = static_cast<const YAML::Node&>(node)[key]; // looking never adds the key
        const bool last = depth + 1 == edit.path.size();
        const bool flow = node.Style() == YAML::EmitterStyle::Flow;
        if (!child.IsDefined() && edit.remove) return text;
        if (!child.IsDefined()) {
            // A new key: in a flow map right after its '{'; in a block map before its first key, at its
            // indentation; under the top, at the end of the file.
            if (flow) {
                const qsizetype open = node.Mark().pos;
                const std::string entry =
                    last ? quoted(edit.path[depth]) + ": " + valueText(edit) : quoted(edit.path[depth]) + ": {}";
                if (!last) return fail(shown + ": cannot add a nested key inside a flow map");
                const bool empty = node.size() == 0;
                text.insert(size_t(open + 1), entry + (empty ? "" : ", "));
                return text;
            }
            if (depth == 0) {
                if (!text.empty() && text.back() != '\n') text += '\n';
                return text + block(edit.path, 0, 0, edit);
            }
            const YAML::Node firstKey = node.begin()->first;
            const int indent = firstKey.Mark().column;
            text.insert(size_t(lineStart(text, firstKey.Mark().pos)), block(edit.path, depth, indent, edit));
            return text;
        }
        if (last && edit.remove) {
            // The key's lines go: from its line's start to the end of its value's last line.
            if (flow) return fail(shown + ": cannot remove a key from a flow map");
            const YAML::Node keyNode = keyNodeOf(node, key);
            if (!keyNode.IsDefined()) return fail(shown + ": has no place to remove");
            qsizetype end = keyNode.Mark().pos;
            if (child.IsScalar()) {
                end = scalarEnd(text, child.Mark().pos, false);
            } else if (child.IsSequence()) {
                const auto listStop = listEnd(text, child);
                if (!listStop) return fail(shown + ": is a list of lists or maps; not removing it");
                end = *listStop;
            } else if (child.IsMap() && child.Style() != YAML::EmitterStyle::Flow) {
                // A block map ends before the next line indented no deeper than its key (blank lines and
                // comments in between go with it only when more of the map follows them).
                const qsizetype keyColumn = keyNode.Mark().column;
                end = keyNode.Mark().pos;
                for (qsizetype at = lineEnd(text, end); at < qsizetype(text.size()); at = lineEnd(text, at)) {
                    qsizetype indent = at;
                    while (indent < qsizetype(text.size()) && (text[indent] == ' ' || text[indent] == '\t'))
                        ++indent;
                    if (indent >= qsizetype(text.size()) || text[indent] == '\n' || text[indent] == '#') continue;
                    if (indent - at <= keyColumn) break;
                    end = at;
                }
            } else if (child.IsMap()) {
                end = keyNode.Mark().pos; // a flow map on the key's line
                if (child.Mark().line != keyNode.Mark().line)
                    return fail(shown + ": is a flow map over several lines; not removing it");
            } else if (!child.IsNull()) {
                return fail(shown + ": is a map; not removing it");
            }
            text.erase(size_t(lineStart(text, keyNode.Mark().pos)),
                       size_t(lineEnd(text, end) - lineStart(text, keyNode.Mark().pos)));
            return text;
        }
        if (last && edit.list && child.IsSequence()) {
            const auto end = listEnd(text, child);
            if (!end) return fail(shown + ": is a list of lists or maps; not replacing it");
            // A block list starts on the line after its key: the flow list goes right after the colon.
            qsizetype start = child.Mark().pos;
            if (child.Style() != YAML::EmitterStyle::Flow) {
                qsizetype colon = keyNodeOf(node, key).Mark().pos;
                while (colon < qsizetype(text.size()) && text[colon] != ':')
                    ++colon;
                start = colon + 1;
                text.replace(size_t(start), size_t(*end - start), " " + valueText(edit));
                return text;
            }
            text.replace(size_t(start), size_t(*end - start), valueText(edit));
            return text;
        }
        if (last) {
            if (!child.IsScalar() && !child.IsNull()) return fail(shown + ": is a map or a list, not a value");
            if (child.IsNull()) {
                // "key:" with nothing after it: the value goes after the key's colon.
                const YAML::Node keyNode = keyNodeOf(node, key);
                qsizetype colon = keyNode.IsDefined() ? keyNode.Mark().pos : -1;
                while (colon >= 0 && colon < qsizetype(text.size()) && text[colon] != ':')
                    ++colon;
                if (colon < 0 || colon >= qsizetype(text.size())) return fail(shown + ": has no place to write to");
                const qsizetype end = scalarEnd(text, colon + 1, flow);
                text.replace(size_t(colon + 1), size_t(end - colon - 1), " " + valueText(edit));
                return text;
            }
            qsizetype start = child.Mark().pos;
            if (start < qsizetype(text.size()) && text[start] == '&') { // keep the anchor, replace its value
                while (start < qsizetype(text.size()) && text[start] != ' ')
                    ++start;
                while (start < qsizetype(text.size()) && text[start] == ' ')
                    ++start;
            }
            const qsizetype end = scalarEnd(text, start, flow);
            text.replace(size_t(start), size_t(end - start), valueText(edit));
            return text;
        }
        node.reset(child);
    }
    return text;
}

} // namespace

Result<QByteArray> editYamlValues(const QByteArray& text, const QList<YamlEdit>& edits) {
    std::string edited = text.toStdString();
    for (const YamlEdit& edit : edits) {
        auto applied = applyEdit(edited, edit);
        if (!applied) return fail(applied.error());
        edited = applied.value();
    }
    return QByteArray::fromStdString(edited);
}

} // namespace jd::problem
