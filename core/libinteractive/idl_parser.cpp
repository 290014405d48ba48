#include "idl_parser.h"

#include "idl_lexer.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <string_view>

namespace jd::libinteractive {
namespace {

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

std::optional<Primitive> primitiveNamed(const std::string& name) {
    static const std::pair<std::string_view, Primitive> names[] = {
        {"void", Primitive::Void}, {"bool", Primitive::Bool},   {"char", Primitive::Char},
        {"short", Primitive::Short}, {"int", Primitive::Int},   {"float", Primitive::Float},
        {"long", Primitive::Long}, {"double", Primitive::Double}};
    for (const auto& [written, primitive] : names)
        if (name == written) return primitive;
    return std::nullopt;
}

struct Attributes {
    std::optional<Range> range;
    bool noReturn = false;
    std::optional<int64_t> shmSize;
    Place rangePlace, noReturnPlace, shmSizePlace;
};

class Parser {
public:
    Parser(std::vector<Token> tokens, std::string fileName)
        : tokens_(std::move(tokens))
        , file_(std::move(fileName)) {}

    Result<Idl> run() {
        Idl idl;
        while (peek().kind != TokenKind::End) {
            auto interface = parseInterface();
            if (!interface) return interface.failure();
            idl.interfaces.push_back(std::move(*interface));
        }
        if (idl.interfaces.empty()) return errorAt(peek().place, "declares no interface (Main, then the contestant's)");
        if (idl.interfaces.size() < 2)
            return errorAt(peek().place, "declares only " + idl.interfaces.front().name +
                                             ": the interface the contestant implements must follow Main's");
        if (auto checked = check(idl); !checked) return checked.failure();
        for (Function& function : idl.interfaces.front().functions)
            function.noReturn = true;
        return idl;
    }

private:
    const Token& peek(size_t ahead = 0) const { return tokens_[std::min(at_ + ahead, tokens_.size() - 1)]; }
    const Token& take() {
        const Token& token = peek();
        if (at_ < tokens_.size() - 1) ++at_;
        return token;
    }
    bool isSymbol(const char* symbol, size_t ahead = 0) const {
        return peek(ahead).kind == TokenKind::Symbol && peek(ahead).text == symbol;
    }
    Error errorAt(Place place, const std::string& message) const {
        return Error{file_ + ":" + std::to_string(place.line) + ":" + std::to_string(place.column) + ": " + message};
    }
    static std::string described(const Token& token) {
        return token.kind == TokenKind::End ? std::string("the end of the file") : "'" + token.text + "'";
    }
    Result<void> expect(const char* symbol, const std::string& where) {
        if (!isSymbol(symbol)) return errorAt(peek().place, "expected '" + std::string(symbol) + "' " + where +
                                                                ", found " + described(peek()));
        take();
        return {};
    }
    Result<std::string> expectName(const std::string& what) {
        if (peek().kind != TokenKind::Identifier)
            return errorAt(peek().place, "expected " + what + ", found " + described(peek()));
        return take().text;
    }

    Result<Bound> parseBound() {
        Bound bound;
        if (peek().kind == TokenKind::Number) {
            bound.number = take().text;
        } else if (peek().kind == TokenKind::Identifier) {
            bound.parameter = take().text;
        } else {
            return errorAt(peek().place, "expected a number or an earlier parameter as a bound of Range, found " +
                                             described(peek()));
        }
        return bound;
    }

    Result<Attributes> parseAttributes() {
        Attributes attributes;
        if (!isSymbol("[")) return attributes;
        take();
        while (true) {
            const Place place = peek().place;
            auto name = expectName("an attribute (Range, NoReturn or ShmSize)");
            if (!name) return name.failure();
            if (*name == "Range") {
                if (attributes.range) return errorAt(place, "Range is given twice");
                if (auto open = expect("(", "after Range"); !open) return open.failure();
                auto min = parseBound();
                if (!min) return min.failure();
                if (auto comma = expect(",", "between Range's bounds"); !comma) return comma.failure();
                auto max = parseBound();
                if (!max) return max.failure();
                if (auto close = expect(")", "after Range's bounds"); !close) return close.failure();
                attributes.range = Range{*min, *max};
                attributes.rangePlace = place;
            } else if (*name == "NoReturn") {
                attributes.noReturn = true;
                attributes.noReturnPlace = place;
            } else if (*name == "ShmSize") {
                if (auto open = expect("(", "after ShmSize"); !open) return open.failure();
                if (peek().kind != TokenKind::Number || peek().text.find_first_not_of("0123456789") != std::string::npos)
                    return errorAt(peek().place, "expected ShmSize's bytes, a whole number, found " + described(peek()));
                attributes.shmSize = std::stoll(take().text.substr(0, 18));
                attributes.shmSizePlace = place;
                if (auto close = expect(")", "after ShmSize's bytes"); !close) return close.failure();
            } else {
                return errorAt(place, "unknown attribute " + *name + ": expected Range, NoReturn or ShmSize");
            }
            if (isSymbol(",")) {
                take();
                continue;
            }
            if (auto close = expect("]", "after the attributes"); !close) return close.failure();
            return attributes;
        }
    }

    Result<Type> parseType(bool allowVoid) {
        const Token& written = peek();
        auto name = expectName("a type (bool, char, short, int, float, long, double)");
        if (!name) return name.failure();
        if (*name == "string")
            return errorAt(written.place, "string is reserved in libinteractive's IDL and not supported: pass an "
                                          "array of char and its length");
        auto primitive = primitiveNamed(*name);
        if (!primitive)
            return errorAt(written.place, "unknown type " + *name + ": expected bool, char, short, int, float, long, "
                                                                    "double" +
                                              (allowVoid ? " or void" : ""));
        if (*primitive == Primitive::Void && !allowVoid)
            return errorAt(written.place, "a parameter cannot be void");
        Type type;
        type.primitive = *primitive;
        while (isSymbol("[")) {
            const Place place = take().place;
            Dimension dimension;
            if (peek().kind == TokenKind::Number) {
                const std::string& number = take().text;
                if (number.find_first_not_of("0123456789") != std::string::npos || number.size() > 9 ||
                    std::stoll(number) == 0)
                    return errorAt(place, "an array's size is a whole number above 0, or an earlier parameter: " +
                                              number);
                dimension.constant = std::stoll(number);
            } else if (peek().kind == TokenKind::Identifier) {
                dimension.parameter = take().text;
            } else {
                return errorAt(peek().place, "expected an array's size, found " + described(peek()));
            }
            if (auto close = expect("]", "after the array's size"); !close) return close.failure();
            type.dimensions.push_back(dimension);
        }
        if (*primitive == Primitive::Void && type.isArray()) return errorAt(written.place, "an array of void");
        return type;
    }

    Result<Function> parseFunction() {
        auto attributes = parseAttributes();
        if (!attributes) return attributes.failure();
        if (attributes->range) return errorAt(attributes->rangePlace, "Range belongs to a parameter, not a function");
        if (attributes->shmSize) return errorAt(attributes->shmSizePlace, "ShmSize belongs to an interface");
        Function function;
        function.place = peek().place;
        function.noReturn = attributes->noReturn;
        auto returns = parseType(true);
        if (!returns) return returns.failure();
        if (returns->isArray()) return errorAt(function.place, "a function returns a primitive or void, not an array");
        function.returns = returns->primitive;
        auto name = expectName("the function's name");
        if (!name) return name.failure();
        function.name = *name;
        if (auto open = expect("(", "after the function's name"); !open) return open.failure();
        while (!isSymbol(")")) {
            auto parameterAttributes = parseAttributes();
            if (!parameterAttributes) return parameterAttributes.failure();
            if (parameterAttributes->noReturn)
                return errorAt(parameterAttributes->noReturnPlace, "NoReturn belongs to a function");
            if (parameterAttributes->shmSize)
                return errorAt(parameterAttributes->shmSizePlace, "ShmSize belongs to an interface");
            Parameter parameter;
            parameter.place = peek().place;
            parameter.range = parameterAttributes->range;
            auto type = parseType(false);
            if (!type) return type.failure();
            parameter.type = *type;
            auto parameterName = expectName("the parameter's name");
            if (!parameterName) return parameterName.failure();
            parameter.name = *parameterName;
            function.parameters.push_back(std::move(parameter));
            if (isSymbol(",")) {
                take();
                continue;
            }
            if (!isSymbol(")"))
                return errorAt(peek().place, "expected ',' or ')' after a parameter, found " + described(peek()));
        }
        take();
        if (auto semicolon = expect(";", "after the function's declaration"); !semicolon) return semicolon.failure();
        return function;
    }

    Result<Interface> parseInterface() {
        auto attributes = parseAttributes();
        if (!attributes) return attributes.failure();
        if (attributes->range) return errorAt(attributes->rangePlace, "Range belongs to a parameter");
        if (attributes->noReturn) return errorAt(attributes->noReturnPlace, "NoReturn belongs to a function");
        Interface interface;
        interface.shmSize = attributes->shmSize;
        interface.place = peek().place;
        if (peek().kind != TokenKind::Identifier || peek().text != "interface")
            return errorAt(peek().place, "expected 'interface', found " + described(peek()));
        take();
        auto name = expectName("the interface's name");
        if (!name) return name.failure();
        interface.name = *name;
        if (auto open = expect("{", "after the interface's name"); !open) return open.failure();
        while (!isSymbol("}")) {
            if (peek().kind == TokenKind::End)
                return errorAt(interface.place, "the interface " + interface.name + " is never closed with '}'");
            auto function = parseFunction();
            if (!function) return function.failure();
            interface.functions.push_back(std::move(*function));
        }
        take();
        if (isSymbol(";")) take();
        return interface;
    }

    Result<void> checkName(const std::string& name, Place place, const char* what) const {
        if (name.find('_') != std::string::npos)
            return errorAt(place, std::string(what) + " " + name + ": libinteractive's names hold no '_'");
        if (isReservedName(name))
            return errorAt(place, std::string(what) + " " + name +
                                      ": a keyword of a language libinteractive generates glue for");
        return {};
    }

    Result<void> check(const Idl& idl) const {
        std::set<std::string> interfaces;
        for (const Interface& interface : idl.interfaces) {
            if (auto named = checkName(interface.name, interface.place, "the interface"); !named) return named;
            if (!interfaces.insert(lower(interface.name)).second)
                return errorAt(interface.place, "the interface " + interface.name + " is declared twice");
            std::set<std::string> functions;
            for (const Function& function : interface.functions) {
                if (auto named = checkName(function.name, function.place, "the function"); !named) return named;
                if (!functions.insert(function.name).second)
                    return errorAt(function.place, "the function " + function.name + " is declared twice in " +
                                                       interface.name);
                if (auto checked = checkParameters(function); !checked) return checked;
            }
        }
        return {};
    }

    Result<void> checkParameters(const Function& function) const {
        for (size_t i = 0; i < function.parameters.size(); ++i) {
            const Parameter& parameter = function.parameters[i];
            if (auto named = checkName(parameter.name, parameter.place, "the parameter"); !named) return named;
            auto earlier = [&](const std::string& name) -> const Parameter* {
                for (size_t j = 0; j < i; ++j)
                    if (function.parameters[j].name == name) return &function.parameters[j];
                return nullptr;
            };
            if (earlier(parameter.name))
                return errorAt(parameter.place, "the parameter " + parameter.name + " is declared twice in " +
                                                    function.name);
            for (size_t d = 0; d < parameter.type.dimensions.size(); ++d) {
                const Dimension& dimension = parameter.type.dimensions[d];
                if (dimension.parameter.empty()) continue;
                if (d > 0)
                    return errorAt(parameter.place, "only an array's first size may be a parameter; " +
                                                        dimension.parameter + " sizes dimension " +
                                                        std::to_string(d + 1) + " of " + parameter.name);
                const Parameter* size = earlier(dimension.parameter);
                if (!size)
                    return errorAt(parameter.place, "the size of " + parameter.name + " is " + dimension.parameter +
                                                        ", which is not an earlier parameter of " + function.name);
                if (size->type.primitive != Primitive::Int || size->type.isArray())
                    return errorAt(parameter.place, "the size of " + parameter.name + " is " + dimension.parameter +
                                                        ", which is not an int");
                const bool fromZero = size->range && !size->range->min.number.empty() &&
                                      size->range->min.number.front() != '-' &&
                                      size->range->min.number.find_first_not_of("0123456789+") == std::string::npos;
                if (!fromZero)
                    return errorAt(size->place, dimension.parameter + " sizes the array " + parameter.name +
                                                    ": it needs [Range(min, max)] with a whole min of 0 or more");
            }
            if (parameter.range) {
                if (parameter.type.isArray())
                    return errorAt(parameter.place, "Range applies to a number, not to the array " + parameter.name);
                for (const Bound* bound : {&parameter.range->min, &parameter.range->max})
                    if (!bound->parameter.empty() && !earlier(bound->parameter))
                        return errorAt(parameter.place, "a bound of " + parameter.name + "'s Range is " +
                                                            bound->parameter + ", which is not an earlier parameter");
            }
        }
        return {};
    }

    std::vector<Token> tokens_;
    std::string file_;
    size_t at_ = 0;
};

} // namespace

bool isReservedName(const std::string& name) {
    // The keywords of C, C++, Java, Pascal, Python and Ruby (libinteractive's list covers the languages it
    // generates glue for); compared in lower case, as Pascal reads names.
    static const std::set<std::string> keywords = {
        "abstract", "alias", "alignas", "alignof", "and", "and_eq", "array", "as", "asm", "assert", "async", "auto",
        "await", "begin", "bitand", "bitor", "bool", "boolean", "break", "byte", "case", "catch", "char", "class",
        "compl", "const", "constexpr", "const_cast", "continue", "decltype", "def", "default", "defined", "del",
        "delete", "div", "do", "double", "downto", "dynamic_cast", "elif", "else", "elsif", "end", "ensure", "enum",
        "except", "explicit", "export", "extends", "extern", "false", "file", "final", "finally", "float", "for",
        "friend", "from", "function", "global", "goto", "if", "implements", "import", "in", "inline", "instanceof",
        "int", "interface", "is", "label", "lambda", "long", "mod", "module", "mutable", "namespace", "native", "new",
        "next", "nil", "noexcept", "none", "nonlocal", "not", "not_eq", "nullptr", "of", "operator", "or", "or_eq",
        "package", "packed", "pass", "private", "procedure", "program", "protected", "public", "raise", "record",
        "redo", "register", "reinterpret_cast", "repeat", "rescue", "retry", "return", "self", "set", "shl",
        "short", "shr", "signed", "sizeof", "static", "static_assert", "static_cast", "strictfp", "string",
        "struct", "super", "switch", "synchronized", "template", "then", "this", "thread_local", "throw", "throws",
        "to", "transient", "true", "try", "type", "typedef", "typeid", "typename", "undef", "union", "unit",
        "unless", "unsigned", "until", "uses", "using", "var", "virtual", "void", "volatile", "wchar_t", "when",
        "while", "with", "xor", "xor_eq", "yield"};
    return keywords.count(lower(name)) > 0;
}

Result<Idl> parseIdl(const std::string& text, const std::string& fileName) {
    auto tokens = tokenizeIdl(text);
    if (!tokens) return Error{fileName + ":" + tokens.error()};
    return Parser(std::move(*tokens), fileName).run();
}

} // namespace jd::libinteractive
