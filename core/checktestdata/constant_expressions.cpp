#include "constant_expressions.h"

namespace jd::ctd {
namespace {

class Numbering {
public:
    explicit Numbering(Program& program)
        : program_(program) {}

    void run() { visit(program_.commands); }

private:
    void visit(Block& block) {
        for (Command& command : block)
            visit(command);
    }
    void visit(Command& command) {
        for (ExpressionPtr& argument : command.arguments)
            top(*argument);
        for (ExpressionPtr& value : command.values)
            top(*value);
        for (VariableRef& target : command.targets)
            visit(target);
        if (command.test) visit(*command.test);
        if (command.separator) visit(*command.separator);
        visit(command.body);
        visit(command.otherwise);
    }
    void visit(Test& test) {
        if (test.left) top(*test.left);
        if (test.right) top(*test.right);
        if (test.first) visit(*test.first);
        if (test.second) visit(*test.second);
        for (VariableRef& name : test.names)
            visit(name);
    }
    void visit(VariableRef& ref) {
        for (ExpressionPtr& index : ref.indices)
            top(*index);
    }

    // Numbers the largest constant parts of the tree under `expression`; answers whether all of it is constant.
    bool constant(Expression& expression) {
        using Kind = Expression::Kind;
        switch (expression.kind) {
        case Kind::Integer:
        case Kind::Float:
        case Kind::String: return true;
        case Kind::Variable: visit(expression.variable); return false;
        default: break;
        }
        const bool left = !expression.left || constant(*expression.left);
        const bool right = !expression.right || constant(*expression.right);
        if (left && right) return true;
        // This node reads a variable: its constant operands are the largest constant parts.
        if (left && expression.left) give(*expression.left);
        if (right && expression.right) give(*expression.right);
        return false;
    }
    void top(Expression& expression) {
        if (constant(expression)) give(expression);
    }
    void give(Expression& expression) { expression.constantSlot = program_.constantCount++; }

    Program& program_;
};

} // namespace

void numberConstantExpressions(Program& program) {
    Numbering(program).run();
}

} // namespace jd::ctd
