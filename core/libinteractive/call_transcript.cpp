#include "call_transcript.h"

#include "glue_c.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <iomanip>
#include <sstream>

namespace jd::libinteractive {
namespace {

constexpr size_t kShownElements = 16; // an array longer than this is shown by its first elements and its size

class Reader {
public:
    explicit Reader(std::string_view bytes)
        : bytes_(bytes) {}
    size_t offset() const { return at_; }
    bool atEnd() const { return at_ >= bytes_.size(); }
    bool has(size_t size) const { return bytes_.size() - at_ >= size; }
    template <typename T> T take() {
        T value{};
        std::memcpy(&value, bytes_.data() + at_, sizeof value);
        at_ += sizeof value;
        return value;
    }
    void skip(size_t size) { at_ += size; }

private:
    std::string_view bytes_;
    size_t at_ = 0;
};

// A value of `primitive` read from `reader` as text; the reader must hold its bytes.
std::string valueText(Reader& reader, Primitive primitive, int64_t* asInteger = nullptr) {
    std::ostringstream text;
    int64_t integer = 0;
    switch (primitive) {
    case Primitive::Bool: text << (reader.take<uint8_t>() ? "true" : "false"); break;
    case Primitive::Char: {
        const auto c = reader.take<uint8_t>();
        if (c >= 32 && c < 127) text << '\'' << char(c) << '\'';
        else text << int(c);
        integer = c;
        break;
    }
    case Primitive::Short: integer = reader.take<int16_t>(), text << integer; break;
    case Primitive::Int: integer = reader.take<int32_t>(), text << integer; break;
    case Primitive::Long: integer = reader.take<int64_t>(), text << integer; break;
    case Primitive::Float: text << std::setprecision(9) << reader.take<float>(); break;
    case Primitive::Double: text << std::setprecision(17) << reader.take<double>(); break;
    case Primitive::Void: break;
    }
    if (asInteger) *asInteger = integer;
    return text.str();
}

struct Declared {
    const Function* function = nullptr;
    bool ownedByMain = false;
};

Declared declared(const Idl& idl, const Interface& contestant, uint32_t id) {
    for (const Interface* owner : {&contestant, &idl.main()})
        for (const Function& function : owner->functions)
            if (functionId(idl, contestant, *owner, function) == id) return {&function, owner == &idl.main()};
    return {};
}

// A call's arguments, or nothing when the bytes end before them.
std::optional<std::string> callText(Reader& reader, const Function& function) {
    std::vector<std::pair<std::string, int64_t>> integers; // the values earlier parameters had, for array sizes
    std::string text = function.name + "(";
    for (size_t i = 0; i < function.parameters.size(); ++i) {
        const Parameter& parameter = function.parameters[i];
        text += (i ? ", " : "") + parameter.name + " = ";
        const size_t element = size_t(wireBytes(parameter.type.primitive));
        if (!parameter.type.isArray()) {
            if (!reader.has(element)) return std::nullopt;
            int64_t integer = 0;
            text += valueText(reader, parameter.type.primitive, &integer);
            integers.emplace_back(parameter.name, integer);
            continue;
        }
        uint64_t count = 1;
        for (const Dimension& dimension : parameter.type.dimensions) {
            int64_t size = dimension.constant.value_or(0);
            for (const auto& [name, value] : integers)
                if (!dimension.parameter.empty() && name == dimension.parameter) size = value;
            if (size < 0 || size > (int64_t(1) << 31)) return std::nullopt;
            count *= uint64_t(size);
        }
        if (count > (uint64_t(1) << 40) / std::max<size_t>(1, element) || !reader.has(count * element))
            return std::nullopt;
        text += "[";
        for (uint64_t n = 0; n < count; ++n) {
            if (n < kShownElements) {
                text += (n ? ", " : "") + valueText(reader, parameter.type.primitive);
            } else {
                reader.skip(size_t((count - n) * element));
                text += ", ... (" + std::to_string(count) + " values)";
                break;
            }
        }
        text += "]";
    }
    return text + ")";
}

} // namespace

std::vector<DecodedMessage> decodeMessages(const Idl& idl, const Interface& contestant, bool fromMain,
                                           std::string_view bytes) {
    std::vector<DecodedMessage> messages;
    Reader reader(bytes);
    while (!reader.atEnd()) {
        DecodedMessage message;
        message.offset = reader.offset();
        if (!reader.has(4)) {
            message.text = "(a message cut short)";
            messages.push_back(message);
            break;
        }
        const uint32_t id = reader.take<uint32_t>();
        const Declared found = declared(idl, contestant, id);
        if (!found.function) {
            message.text = "(an unknown message, id " + std::to_string(id) + ")";
            messages.push_back(message);
            break;
        }
        const Function& function = *found.function;
        // A side sends calls of the other side's functions and answers to calls of its own.
        const bool isCall = found.ownedByMain != fromMain;
        std::optional<std::string> text;
        if (isCall) {
            text = callText(reader, function);
        } else if (function.returns == Primitive::Void) {
            text = function.name + " returned";
        } else if (reader.has(size_t(wireBytes(function.returns)))) {
            text = function.name + " returned " + valueText(reader, function.returns);
        }
        if (!text || !reader.has(4)) {
            message.text = function.name + ": (a message cut short)";
            messages.push_back(message);
            break;
        }
        reader.skip(4); // the cookie
        message.text = *text;
        messages.push_back(message);
    }
    return messages;
}

} // namespace jd::libinteractive
