#pragma once
// A libinteractive IDL file as a tree: its interfaces (the first is the problemsetter's Main, each other one
// a contestant's process), their functions, each parameter's type with its array dimensions and its range.
// Where each was written is kept, for the errors of the checks that come after parsing.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jd::libinteractive {

// libinteractive's primitive types and their size on the wire (little-endian, as the C types hold them).
enum class Primitive { Void, Bool, Char, Short, Int, Float, Long, Double };

int wireBytes(Primitive primitive); // 0 for void, 1 bool and char, 2 short, 4 int and float, 8 long and double
const char* primitiveName(Primitive primitive); // as the IDL writes it: "int", "long", ...

struct Place {
    int line = 1; // 1-based
    int column = 1;
};

// An array's extent: a constant, or (the first dimension only) an earlier int parameter of the same function.
struct Dimension {
    std::optional<int64_t> constant;
    std::string parameter;
};

struct Type {
    Primitive primitive = Primitive::Int;
    std::vector<Dimension> dimensions; // empty for a scalar; row-major on the wire
    bool isArray() const { return !dimensions.empty(); }
};

// A bound of [Range(min, max)]: a number as written, or an earlier parameter.
struct Bound {
    std::string number; // the literal as written ("-1000000000", "1e9"), empty for a parameter
    std::string parameter;
};

struct Range {
    Bound min, max;
};

struct Parameter {
    std::string name;
    Type type;
    std::optional<Range> range;
    Place place;
};

struct Function {
    std::string name;
    Primitive returns = Primitive::Void;
    std::vector<Parameter> parameters;
    bool noReturn = false; // [NoReturn]: the callee may end its process instead of answering
    Place place;
};

struct Interface {
    std::string name;
    std::vector<Function> functions;
    std::optional<int64_t> shmSize; // [ShmSize(n)]: libinteractive's transact mode only; kept, not used
    Place place;
};

struct Idl {
    std::vector<Interface> interfaces; // the first is Main (the problemsetter's), the others the contestants'
    const Interface& main() const { return interfaces.front(); }
    // The interface a function of `name` is declared in, with the function; nullptr when none is.
    const Function* function(const std::string& interfaceName, const std::string& name) const;
};

} // namespace jd::libinteractive
