#pragma once
// A checktestdata program as a tree: expressions, tests and commands, each knowing where it was written so
// that a failure can name it. Blocks (IF/ELSE, REP, REPI, WHILE, WHILEI) hold their bodies.
#include <gmpxx.h>

#include <memory>
#include <string>
#include <vector>

namespace jd::ctd {

struct Place {
    int line = 0, column = 0; // in the program
};

struct Expression;
using ExpressionPtr = std::unique_ptr<Expression>;

// A variable's entry: `a`, `a[i]`, `a[i, j+1]`. `slot` numbers the variable among the program's names.
struct VariableRef {
    std::string name;
    int slot = -1;
    std::vector<ExpressionPtr> indices;
    Place place;
};

struct Expression {
    enum class Kind { Integer, Float, String, Variable, Strlen, Negate, Add, Subtract, Multiply, Divide, Modulo, Power };
    Kind kind = Kind::Integer;
    mpz_class integer;    // Integer
    mpf_class real{0, 64}; // Float (its precision as checktestdata gives a literal)
    std::string text;     // String; the literal as written for Integer and Float
    VariableRef variable; // Variable
    ExpressionPtr left, right; // operands (Negate and Strlen: left only)
    Place place;
    // An expression that reads no variable has one value for the whole run: the interpreter evaluates it
    // once, in its slot (numbered by constant_expressions.h; -1 for the others).
    int constantSlot = -1;
};

struct Test;
using TestPtr = std::unique_ptr<Test>;

struct Test {
    enum class Kind { Not, And, Or, Compare, IsEof, Match, Unique, InArray };
    Kind kind = Kind::IsEof;
    std::string comparison; // Compare: < > <= >= == !=
    ExpressionPtr left, right; // Compare; InArray: left is the value
    TestPtr first, second;     // Not (first), And, Or
    std::string characters;    // Match: the argument's characters as checktestdata takes them (not evaluated)
    std::vector<VariableRef> names; // Unique; InArray: the one array
    Place place;
};

struct Command;
using Block = std::vector<Command>;

struct Command {
    enum class Kind { Space, Newline, Eof, Int, Float, FloatP, String, Regex, Assert, Set, Unset, Rep, Repi, While, Whilei, If };
    enum class FloatFormat { Any, Fixed, Scientific };
    Kind kind = Kind::Space;
    std::vector<ExpressionPtr> arguments; // bounds, counts, decimals; String and Regex: the value
    std::vector<VariableRef> targets;     // where a read goes (one), SET's left sides, UNSET's names, loop variables
    std::vector<ExpressionPtr> values;    // SET's right sides, in the order of `targets`
    FloatFormat format = FloatFormat::Any;
    TestPtr test;                         // Assert, While, Whilei, If
    std::unique_ptr<Command> separator;   // Rep, Repi, While, Whilei
    Block body, otherwise;                // blocks; If's ELSE part in `otherwise`
    bool hasElse = false;
    std::string source;                   // the command as written, for messages ("INT(1,n,x)")
    Place place;
};

struct Program {
    Block commands;                  // ends with the implicit EOF
    std::vector<std::string> names;  // the variables by slot
    int constantCount = 0;           // the slots of Expression::constantSlot
};

} // namespace jd::ctd
