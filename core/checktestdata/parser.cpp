#include "parser.h"

#include "constant_expressions.h"
#include "lexer.h"

#include <map>
#include <set>

namespace jd::ctd {
namespace {

struct SyntaxError {
    Place place;
    std::string message;
};

const std::set<std::string> kComparisons = {"<", ">", "<=", ">=", "==", "!="};
const std::set<std::string> kBlockCommands = {"IF", "REP", "REPI", "WHILE", "WHILEI"};

// The precision checktestdata gives a float literal: 256 bits, or 4 bits a character of a longer one.
mpf_class floatLiteral(const std::string& text) {
    mpf_class value(0, std::max<size_t>(256, 4 * text.size()));
    value.set_str(text, 10);
    return value;
}

// A command as parsed, before blocks are put together: END and ELSE close and split them.
struct Item {
    enum class Kind { Command, End, Else } kind = Kind::Command;
    Command command;
};

class Parser {
public:
    Parser(const std::string& text, std::vector<Token> tokens)
        : text_(text)
        , tokens_(std::move(tokens)) {}

    Program run() {
        std::vector<Item> items;
        while (peek().kind != TokenKind::End)
            items.push_back(item());
        Program program;
        size_t at = 0;
        program.commands = block(items, at, nullptr);
        Command eof;
        eof.kind = Command::Kind::Eof;
        eof.source = "EOF (at the end of the program)";
        eof.place = {peek().line, peek().column};
        program.commands.push_back(std::move(eof));
        program.names = names_;
        numberConstantExpressions(program);
        return program;
    }

private:
    [[noreturn]] void fail(const Place& place, const std::string& message) const { throw SyntaxError{place, message}; }
    [[noreturn]] void unexpected(const std::string& wanted) const {
        const Token& token = peek();
        fail({token.line, token.column},
             "expected " + wanted + ", got " +
                 (token.kind == TokenKind::End ? std::string("the end of the program") : "'" + sourceOf(token) + "'"));
    }
    std::string sourceOf(const Token& token) const { return text_.substr(token.offset, token.length); }

    const Token& peek(size_t ahead = 0) const { return tokens_[std::min(at_ + ahead, tokens_.size() - 1)]; }
    Place place() const { return {peek().line, peek().column}; }
    bool isSymbol(const char* symbol, size_t ahead = 0) const {
        return peek(ahead).kind == TokenKind::Symbol && peek(ahead).text == symbol;
    }
    bool isKeyword(const char* keyword) const { return peek().kind == TokenKind::Keyword && peek().text == keyword; }
    void expect(const char* symbol, const std::string& after) {
        if (!isSymbol(symbol)) unexpected("'" + std::string(symbol) + "' " + after);
        ++at_;
    }

    // Blocks from the flat commands: IF [ELSE] END, REP END, ... `opener` is the block's command, if any.
    Block block(std::vector<Item>& items, size_t& at, Command* opener) {
        Block commands;
        while (at < items.size()) {
            Item& item = items[at];
            if (item.kind == Item::Kind::End) {
                if (!opener) fail(item.command.place, "END closes no block");
                ++at;
                return commands;
            }
            if (item.kind == Item::Kind::Else) {
                if (!opener || opener->kind != Command::Kind::If)
                    fail(item.command.place,
                         opener ? "ELSE directly inside " + opener->source + ", not an IF" : "ELSE outside an IF");
                if (opener->hasElse) fail(item.command.place, "a second ELSE in " + opener->source);
                opener->hasElse = true;
                ++at;
                opener->body = std::move(commands);
                commands.clear();
                continue;
            }
            Command command = std::move(item.command);
            ++at;
            if (kBlockCommands.count(keywordOf(command))) {
                Block body = block(items, at, &command);
                if (command.hasElse)
                    command.otherwise = std::move(body);
                else
                    command.body = std::move(body);
            }
            commands.push_back(std::move(command));
        }
        if (opener) fail(opener->place, opener->source + " is not closed by END");
        return commands;
    }
    static std::string keywordOf(const Command& command) {
        switch (command.kind) {
        case Command::Kind::If: return "IF";
        case Command::Kind::Rep: return "REP";
        case Command::Kind::Repi: return "REPI";
        case Command::Kind::While: return "WHILE";
        case Command::Kind::Whilei: return "WHILEI";
        default: return {};
        }
    }

    Item item() {
        Item item;
        const Token& token = peek();
        if (token.kind != TokenKind::Keyword) unexpected("a command");
        if (token.text == "END" || token.text == "ELSE") {
            item.kind = token.text == "END" ? Item::Kind::End : Item::Kind::Else;
            item.command.place = place();
            ++at_;
            return item;
        }
        item.command = command();
        return item;
    }

    Command command() {
        Command command;
        command.place = place();
        const size_t start = peek().offset;
        const std::string keyword = peek().text;
        ++at_;
        using Kind = Command::Kind;
        auto open = [&] { expect("(", "after " + keyword); };
        auto close = [&] { expect(")", "to close " + keyword + "(...)"); };
        auto comma = [&](const std::string& what) {
            if (!isSymbol(",")) return false;
            ++at_;
            (void)what;
            return true;
        };
        if (keyword == "SPACE") {
            command.kind = Kind::Space;
        } else if (keyword == "NEWLINE") {
            command.kind = Kind::Newline;
        } else if (keyword == "EOF") {
            command.kind = Kind::Eof;
        } else if (keyword == "INT") {
            command.kind = Kind::Int;
            open();
            command.arguments.push_back(expression());
            expect(",", "between INT's bounds");
            command.arguments.push_back(expression());
            if (comma("variable")) command.targets.push_back(variable());
            close();
        } else if (keyword == "FLOAT" || keyword == "FLOATP") {
            command.kind = keyword == "FLOAT" ? Kind::Float : Kind::FloatP;
            open();
            const int count = keyword == "FLOAT" ? 2 : 4;
            for (int i = 0; i < count; ++i) {
                if (i > 0) expect(",", "between " + keyword + "'s arguments");
                command.arguments.push_back(expression());
            }
            if (comma("variable")) {
                command.targets.push_back(variable());
                if (comma("format")) {
                    if (isKeyword("FIXED"))
                        command.format = Command::FloatFormat::Fixed;
                    else if (isKeyword("SCIENTIFIC"))
                        command.format = Command::FloatFormat::Scientific;
                    else
                        unexpected("FIXED or SCIENTIFIC");
                    ++at_;
                }
            }
            close();
        } else if (keyword == "STRING") {
            command.kind = Kind::String;
            open();
            command.arguments.push_back(value());
            close();
        } else if (keyword == "REGEX") {
            command.kind = Kind::Regex;
            open();
            command.arguments.push_back(value());
            if (comma("variable")) command.targets.push_back(variable());
            close();
        } else if (keyword == "ASSERT") {
            command.kind = Kind::Assert;
            open();
            command.test = test();
            close();
        } else if (keyword == "SET") {
            command.kind = Kind::Set;
            open();
            do {
                command.targets.push_back(variable());
                expect("=", "after the variable SET assigns");
                command.values.push_back(expression());
            } while (comma("assignment"));
            close();
        } else if (keyword == "UNSET") {
            command.kind = Kind::Unset;
            open();
            do {
                command.targets.push_back(name());
            } while (comma("name"));
            close();
        } else if (keyword == "REP" || keyword == "REPI") {
            command.kind = keyword == "REP" ? Kind::Rep : Kind::Repi;
            open();
            if (command.kind == Kind::Repi) {
                command.targets.push_back(variable());
                expect(",", "after REPI's variable");
            }
            command.arguments.push_back(expression());
            if (comma("separator")) command.separator = separator();
            close();
        } else if (keyword == "WHILE" || keyword == "WHILEI") {
            command.kind = keyword == "WHILE" ? Kind::While : Kind::Whilei;
            open();
            if (command.kind == Kind::Whilei) {
                command.targets.push_back(variable());
                expect(",", "after WHILEI's variable");
            }
            command.test = test();
            if (comma("separator")) command.separator = separator();
            close();
        } else if (keyword == "IF") {
            command.kind = Kind::If;
            open();
            command.test = test();
            close();
        } else {
            --at_;
            unexpected("a command");
        }
        command.source = text_.substr(start, peek(0).offset - start);
        while (!command.source.empty() && std::isspace(static_cast<unsigned char>(command.source.back())))
            command.source.pop_back();
        if (peek().kind == TokenKind::End) command.source = text_.substr(start);
        return command;
    }

    std::unique_ptr<Command> separator() {
        const Place where = place();
        if (peek().kind != TokenKind::Keyword) unexpected("a separator command");
        if (kBlockCommands.count(peek().text) || peek().text == "END" || peek().text == "ELSE")
            fail(where, "a separator is one command, not " + peek().text);
        return std::make_unique<Command>(command());
    }

    int slotOf(const std::string& name) {
        auto found = slots_.find(name);
        if (found != slots_.end()) return found->second;
        const int slot = static_cast<int>(names_.size());
        names_.push_back(name);
        slots_.emplace(name, slot);
        return slot;
    }

    VariableRef name() {
        if (peek().kind != TokenKind::Name) unexpected("a variable name");
        VariableRef ref;
        ref.name = peek().text;
        ref.place = place();
        ref.slot = slotOf(ref.name);
        ++at_;
        return ref;
    }

    VariableRef variable() {
        VariableRef ref = name();
        if (isSymbol("[")) {
            ++at_;
            do {
                ref.indices.push_back(expression());
            } while (isSymbol(",") && (++at_, true));
            expect("]", "to close the index");
        }
        return ref;
    }

    // A value: a literal, a variable or STRLEN(value).
    ExpressionPtr value() {
        const Token& token = peek();
        if (token.kind == TokenKind::Keyword && token.text == "STRLEN") return strlen();
        if (token.kind == TokenKind::Name) {
            auto node = std::make_unique<Expression>();
            node->place = place();
            node->kind = Expression::Kind::Variable;
            node->variable = variable();
            return node;
        }
        if (token.kind == TokenKind::String || token.kind == TokenKind::Integer || token.kind == TokenKind::Float)
            return literal();
        unexpected("a value (a literal, a variable or STRLEN)");
    }

    ExpressionPtr strlen() {
        auto node = std::make_unique<Expression>();
        node->place = place();
        node->kind = Expression::Kind::Strlen;
        ++at_;
        expect("(", "after STRLEN");
        node->left = value();
        expect(")", "to close STRLEN(...)");
        return node;
    }

    ExpressionPtr literal() {
        const Token& token = peek();
        auto node = std::make_unique<Expression>();
        node->place = place();
        node->text = token.text;
        if (token.kind == TokenKind::String) {
            node->kind = Expression::Kind::String;
        } else if (token.kind == TokenKind::Integer) {
            // GMP reads an integer literal in the base its prefix gives: 010 is octal 8; 08 is no octal number,
            // and checktestdata then takes it for a float.
            const bool octal = token.text.size() > 1 && token.text[0] == '0';
            if (octal && token.text.find_first_of("89") != std::string::npos) {
                node->kind = Expression::Kind::Float;
                node->real = floatLiteral(token.text);
            } else {
                node->kind = Expression::Kind::Integer;
                node->integer.set_str(token.text, octal ? 8 : 10);
            }
        } else {
            node->kind = Expression::Kind::Float;
            node->real = floatLiteral(token.text);
        }
        ++at_;
        return node;
    }

    ExpressionPtr binary(Expression::Kind kind, ExpressionPtr left, ExpressionPtr right, const Place& where) {
        auto node = std::make_unique<Expression>();
        node->kind = kind;
        node->left = std::move(left);
        node->right = std::move(right);
        node->place = where;
        return node;
    }

    ExpressionPtr expression() {
        ExpressionPtr left = term();
        while (isSymbol("+") || isSymbol("-")) {
            const Place where = place();
            const auto kind = isSymbol("+") ? Expression::Kind::Add : Expression::Kind::Subtract;
            ++at_;
            left = binary(kind, std::move(left), term(), where);
        }
        return left;
    }
    ExpressionPtr term() {
        ExpressionPtr left = unary();
        while (isSymbol("*") || isSymbol("/") || isSymbol("%")) {
            const Place where = place();
            const auto kind = isSymbol("*")   ? Expression::Kind::Multiply
                              : isSymbol("/") ? Expression::Kind::Divide
                                              : Expression::Kind::Modulo;
            ++at_;
            left = binary(kind, std::move(left), unary(), where);
        }
        return left;
    }
    ExpressionPtr unary() {
        if (isSymbol("-")) {
            auto node = std::make_unique<Expression>();
            node->place = place();
            node->kind = Expression::Kind::Negate;
            ++at_;
            node->left = unary();
            return node;
        }
        return power();
    }
    // `^` binds tighter than unary minus and groups left; its right operand may carry a minus (f^-(-2)).
    ExpressionPtr power() {
        ExpressionPtr left = primary();
        while (isSymbol("^")) {
            const Place where = place();
            ++at_;
            left = binary(Expression::Kind::Power, std::move(left), exponent(), where);
        }
        return left;
    }
    ExpressionPtr exponent() {
        if (!isSymbol("-")) return primary();
        auto node = std::make_unique<Expression>();
        node->place = place();
        node->kind = Expression::Kind::Negate;
        ++at_;
        node->left = exponent();
        return node;
    }
    ExpressionPtr primary() {
        if (isSymbol("(")) {
            ++at_;
            ExpressionPtr inner = expression();
            expect(")", "to close the parenthesis");
            return inner;
        }
        return value();
    }

    // Tests: `!` takes everything after it in the chain; && and || one precedence, grouped left.
    TestPtr test() {
        if (isSymbol("!")) {
            auto node = std::make_unique<Test>();
            node->place = place();
            node->kind = Test::Kind::Not;
            ++at_;
            node->first = test();
            return node;
        }
        TestPtr left = atomTest();
        while (isSymbol("&&") || isSymbol("||")) {
            auto node = std::make_unique<Test>();
            node->place = place();
            node->kind = isSymbol("&&") ? Test::Kind::And : Test::Kind::Or;
            ++at_;
            node->first = std::move(left);
            if (isSymbol("!")) {
                node->second = test(); // the rest of the chain
                return node;
            }
            node->second = atomTest();
            left = std::move(node);
        }
        return left;
    }

    TestPtr atomTest() {
        auto node = std::make_unique<Test>();
        node->place = place();
        if (isSymbol("(")) {
            // A parenthesized test, or an expression in parentheses that a comparison follows: tried in turn.
            const size_t start = at_;
            try {
                ++at_;
                TestPtr inner = test();
                if (isSymbol(")")) {
                    ++at_;
                    const bool arithmetic = isSymbol("+") || isSymbol("-") || isSymbol("*") || isSymbol("/") ||
                                            isSymbol("%") || isSymbol("^") ||
                                            (peek().kind == TokenKind::Symbol && kComparisons.count(peek().text));
                    if (!arithmetic) return inner;
                }
            } catch (const SyntaxError&) {
            }
            at_ = start;
        }
        if (isKeyword("ISEOF")) {
            node->kind = Test::Kind::IsEof;
            ++at_;
            return node;
        }
        if (isKeyword("MATCH")) {
            node->kind = Test::Kind::Match;
            ++at_;
            expect("(", "after MATCH");
            // checktestdata takes the argument's text unevaluated: a string's characters, else as written.
            const Token& argument = peek();
            const size_t from = argument.offset;
            ExpressionPtr taken = value();
            node->characters = taken->kind == Expression::Kind::String
                                   ? taken->text
                                   : text_.substr(from, peek().offset - from);
            expect(")", "to close MATCH(...)");
            return node;
        }
        if (isKeyword("UNIQUE")) {
            node->kind = Test::Kind::Unique;
            ++at_;
            expect("(", "after UNIQUE");
            do {
                node->names.push_back(name());
            } while (isSymbol(",") && (++at_, true));
            expect(")", "to close UNIQUE(...)");
            return node;
        }
        if (isKeyword("INARRAY")) {
            node->kind = Test::Kind::InArray;
            ++at_;
            expect("(", "after INARRAY");
            node->left = expression();
            expect(",", "between INARRAY's value and array");
            node->names.push_back(name());
            expect(")", "to close INARRAY(...)");
            return node;
        }
        node->kind = Test::Kind::Compare;
        node->left = expression();
        if (peek().kind != TokenKind::Symbol || !kComparisons.count(peek().text))
            unexpected("a comparison (< > <= >= == !=)");
        node->comparison = peek().text;
        ++at_;
        node->right = expression();
        return node;
    }

    const std::string& text_;
    std::vector<Token> tokens_;
    size_t at_ = 0;
    std::vector<std::string> names_;
    std::map<std::string, int> slots_;
};

} // namespace

Result<Program> parseProgram(const std::string& text) {
    auto tokens = tokenize(text);
    if (!tokens) return tokens.failure();
    try {
        return Parser(text, std::move(tokens.value())).run();
    } catch (const SyntaxError& error) {
        return fail(std::to_string(error.place.line) + ":" + std::to_string(error.place.column) + ": " + error.message);
    }
}

} // namespace jd::ctd
