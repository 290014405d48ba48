#include "interpreter.h"

#include "value.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <set>
#include <unordered_map>

namespace jd::ctd {
namespace {

using Index = std::vector<mpz_class>;
struct IndexLess {
    bool operator()(const Index& a, const Index& b) const {
        if (a.size() != b.size()) return a.size() < b.size();
        for (size_t i = 0; i < a.size(); ++i)
            if (int order = cmp(a[i], b[i]); order != 0) return order < 0;
        return false;
    }
};
struct ValueOrder {
    bool operator()(const Value& a, const Value& b) const { return valueLess(a, b); }
};

struct Variable {
    bool exists = false;
    std::map<Index, Value, IndexLess> entries; // the scalar entry under the empty index
    // Every value written since the variable was made: checktestdata's INARRAY still finds a value that was
    // overwritten since.
    std::set<Value, ValueOrder> written;
};

// The input does not match the command being run.
struct Mismatch {
    std::string message;
    size_t at; // the byte of the input where it failed
};
struct Stopped {};

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

class Interpreter {
public:
    Interpreter(const Program& program, std::string_view input, const CheckOptions& options)
        : program_(program)
        , input_(input)
        , options_(options)
        , variables_(program.names.size())
        , constants_(static_cast<size_t>(program.constantCount)) {}

    CheckResult run() {
        CheckResult result;
        try {
            if (options_.whitespaceOk)
                while (at_ < input_.size() && isBlank(input_[at_]))
                    ++at_;
            runBlock(program_.commands);
        } catch (const Mismatch& mismatch) {
            result.outcome = CheckResult::Outcome::Rejected;
            result.message = mismatch.message;
            locate(mismatch.at, result);
            setCommand(result);
        } catch (const ProgramError& error) {
            result.outcome = CheckResult::Outcome::ProgramError;
            result.message = error.message;
            setCommand(result);
        } catch (const Stopped&) {
            result.outcome = CheckResult::Outcome::Stopped;
            result.message = options_.stop.stop_requested() ? "stopped" : "ran out of time";
            setCommand(result);
        }
        return result;
    }

private:
    void setCommand(CheckResult& result) const {
        if (!current_) return;
        result.command = current_->source;
        result.commandPlace = current_->place;
    }
    void locate(size_t at, CheckResult& result) const {
        result.inputLine = 1;
        size_t lineStart = 0;
        for (size_t i = 0; i < at && i < input_.size(); ++i)
            if (input_[i] == '\n') ++result.inputLine, lineStart = i + 1;
        result.inputColumn = static_cast<int>(at - lineStart) + 1;
    }

    [[noreturn]] void reject(const std::string& message, size_t at) const { throw Mismatch{message, at}; }

    void tick() {
        if (++steps_ % 4096 != 0) return;
        if (options_.stop.stop_requested()) throw Stopped{};
        if (options_.deadline && std::chrono::steady_clock::now() > *options_.deadline) throw Stopped{};
    }

    // Values.
    Variable& variable(const VariableRef& ref) { return variables_[static_cast<size_t>(ref.slot)]; }
    Index indexOf(const VariableRef& ref) {
        Index index;
        index.reserve(ref.indices.size());
        for (const ExpressionPtr& expression : ref.indices) {
            Value value = evaluate(*expression);
            if (!isInteger(value))
                throw ProgramError{"the index of " + ref.name + " must be an integer, not " + describe(value)};
            index.push_back(std::move(std::get<mpz_class>(value)));
        }
        return index;
    }
    const Value& read(const VariableRef& ref) {
        Variable& var = variable(ref);
        if (!var.exists) throw ProgramError{"the variable " + ref.name + " is not set"};
        const Index index = indexOf(ref);
        auto found = var.entries.find(index);
        if (found == var.entries.end()) {
            std::string shown;
            for (const mpz_class& part : index)
                shown += (shown.empty() ? "" : ",") + part.get_str();
            throw ProgramError{ref.name + (index.empty() ? " has no value of its own" : "[" + shown + "] is not set")};
        }
        return found->second;
    }
    void write(const VariableRef& ref, Value value) {
        Index index = indexOf(ref);
        Variable& var = variable(ref);
        var.exists = true;
        if (tracksWritten_.empty()) findInArrayNames();
        if (tracksWritten_[static_cast<size_t>(ref.slot)]) var.written.insert(value);
        var.entries.insert_or_assign(std::move(index), std::move(value));
    }
    // Only the arrays INARRAY asks about keep what was written to them.
    void findInArrayNames() {
        tracksWritten_.assign(program_.names.size() + 1, false);
        std::function<void(const Test&)> visitTest = [&](const Test& test) {
            if (test.kind == Test::Kind::InArray)
                for (const VariableRef& name : test.names)
                    tracksWritten_[static_cast<size_t>(name.slot)] = true;
            if (test.first) visitTest(*test.first);
            if (test.second) visitTest(*test.second);
        };
        std::function<void(const Block&)> visitBlock = [&](const Block& block) {
            for (const Command& command : block) {
                if (command.test) visitTest(*command.test);
                visitBlock(command.body);
                visitBlock(command.otherwise);
            }
        };
        visitBlock(program_.commands);
    }

    // The value of an expression without copying it where it is kept already: a constant in its slot, a
    // variable in its entry. `scratch` holds a value computed now; the reference lives as long as it and the
    // variables are untouched.
    const Value& valueOf(const Expression& expression, Value& scratch) {
        if (expression.constantSlot >= 0) {
            std::optional<Value>& kept = constants_[static_cast<size_t>(expression.constantSlot)];
            if (!kept) kept = compute(expression); // a program error is thrown again at each evaluation
            return *kept;
        }
        if (expression.kind == Expression::Kind::Variable) return read(expression.variable);
        scratch = compute(expression);
        return scratch;
    }
    Value evaluate(const Expression& expression) {
        Value scratch;
        const Value& value = valueOf(expression, scratch);
        if (&value == &scratch) return scratch; // moved: a local
        return value;
    }

    Value compute(const Expression& expression) {
        using Kind = Expression::Kind;
        switch (expression.kind) {
        case Kind::Integer: return expression.integer;
        case Kind::Float: return expression.real;
        case Kind::String: return expression.text;
        case Kind::Variable: return read(expression.variable);
        case Kind::Strlen: {
            Value scratch;
            const Value& text = valueOf(*expression.left, scratch);
            if (const auto* string = std::get_if<std::string>(&text)) return mpz_class(static_cast<unsigned long>(string->size()));
            throw ProgramError{"STRLEN of " + typeName(text) + " (" + describe(text) + ")"};
        }
        case Kind::Negate: {
            Value scratch;
            return negate(valueOf(*expression.left, scratch));
        }
        case Kind::Add: return binary(Operator::Add, expression);
        case Kind::Subtract: return binary(Operator::Subtract, expression);
        case Kind::Multiply: return binary(Operator::Multiply, expression);
        case Kind::Divide: return binary(Operator::Divide, expression);
        case Kind::Modulo: return binary(Operator::Modulo, expression);
        case Kind::Power: return binary(Operator::Power, expression);
        }
        throw ProgramError{"an expression of no known kind"};
    }
    Value binary(Operator op, const Expression& expression) {
        // The left operand first, as checktestdata evaluates: a program error names the first failing part.
        Value leftScratch, rightScratch;
        const Value& left = valueOf(*expression.left, leftScratch);
        return apply(op, left, valueOf(*expression.right, rightScratch));
    }

    std::string evaluateString(const Expression& expression, const char* what) {
        Value value = evaluate(expression);
        if (auto* text = std::get_if<std::string>(&value)) return std::move(*text);
        throw ProgramError{std::string(what) + " takes a string, not " + typeName(value) + " (" + describe(value) + ")"};
    }

    // A count of REP: an integer from 0 to 2^64.
    unsigned long count(const Expression& expression, const char* what) {
        Value scratch;
        const Value& value = valueOf(expression, scratch);
        const auto* integer = std::get_if<mpz_class>(&value);
        if (!integer || *integer < 0 || mpz_sizeinbase(integer->get_mpz_t(), 2) > 64)
            throw ProgramError{std::string(what) + "'s count must be an integer from 0 to 2^64, not " +
                               describe(value)};
        return mpz_get_ui(integer->get_mpz_t());
    }

    bool test(const Test& test) {
        using Kind = Test::Kind;
        switch (test.kind) {
        case Kind::Not: return !this->test(*test.first);
        case Kind::And: return this->test(*test.first) && this->test(*test.second);
        case Kind::Or: return this->test(*test.first) || this->test(*test.second);
        case Kind::IsEof: return at_ >= input_.size();
        case Kind::Match: return at_ < input_.size() && test.characters.find(input_[at_]) != std::string::npos;
        case Kind::Compare: {
            Value leftScratch, rightScratch;
            const Value& left = valueOf(*test.left, leftScratch);
            const int order = compare(left, valueOf(*test.right, rightScratch));
            const std::string& op = test.comparison;
            if (op == "<") return order < 0;
            if (op == ">") return order > 0;
            if (op == "<=") return order <= 0;
            if (op == ">=") return order >= 0;
            if (op == "==") return order == 0;
            return order != 0;
        }
        case Kind::InArray: {
            Value scratch;
            const Value& value = valueOf(*test.left, scratch);
            const Variable& array = variable(test.names.front());
            if (!array.exists) throw ProgramError{"INARRAY of " + test.names.front().name + ", which is not set"};
            return array.written.count(value) > 0;
        }
        case Kind::Unique: return unique(test);
        }
        return false;
    }

    // UNIQUE never answers false: the input is refused when the arrays' indices differ or a tuple repeats.
    bool unique(const Test& test) {
        std::vector<const Variable*> arrays;
        for (const VariableRef& name : test.names) {
            const Variable& var = variable(name);
            if (!var.exists) throw ProgramError{"UNIQUE of " + name.name + ", which is not set"};
            arrays.push_back(&var);
        }
        const auto& first = arrays.front()->entries;
        for (size_t i = 1; i < arrays.size(); ++i) {
            const auto& other = arrays[i]->entries;
            bool same = other.size() == first.size();
            for (auto a = first.begin(), b = other.begin(); same && a != first.end(); ++a, ++b)
                same = !IndexLess()(a->first, b->first) && !IndexLess()(b->first, a->first);
            if (!same)
                reject("UNIQUE: " + test.names.front().name + " and " + test.names[i].name +
                           " do not have the same indices",
                       at_);
        }
        struct TupleLess {
            bool operator()(const std::vector<const Value*>& a, const std::vector<const Value*>& b) const {
                for (size_t i = 0; i < a.size(); ++i) {
                    if (valueLess(*a[i], *b[i])) return true;
                    if (valueLess(*b[i], *a[i])) return false;
                }
                return false;
            }
        };
        std::set<std::vector<const Value*>, TupleLess> seen;
        std::vector<decltype(first.begin())> cursors;
        for (const Variable* array : arrays)
            cursors.push_back(array->entries.begin());
        for (size_t n = 0; n < first.size(); ++n) {
            std::vector<const Value*> tuple;
            for (auto& cursor : cursors)
                tuple.push_back(&(cursor++)->second);
            if (!seen.insert(tuple).second) {
                std::string shown;
                for (const Value* value : tuple)
                    shown += (shown.empty() ? "" : ", ") + describe(*value);
                reject("UNIQUE: the value (" + shown + ") comes twice", at_);
            }
        }
        return true;
    }

    // Reading the input.
    void expectByte(char wanted, const char* what) {
        if (at_ >= input_.size()) reject(std::string("expected ") + what + ", found the end of the input", at_);
        if (input_[at_] != wanted) reject(std::string("expected ") + what + ", found " + shown(input_[at_]), at_);
        ++at_;
    }
    static std::string shown(char c) {
        if (c == '\n') return "a newline";
        if (c == ' ') return "a space";
        if (c == '\r') return "a carriage return";
        if (c == '\t') return "a tab";
        if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127)
            return "the byte " + std::to_string(static_cast<unsigned char>(c));
        return "'" + std::string(1, c) + "'";
    }

    void space() {
        if (!options_.whitespaceOk) return expectByte(' ', "a space");
        if (at_ >= input_.size() || !isBlank(input_[at_]))
            reject(at_ >= input_.size() ? "expected a space, found the end of the input"
                                        : "expected a space, found " + shown(input_[at_]),
                   at_);
        while (at_ < input_.size() && isBlank(input_[at_]))
            ++at_;
    }
    void newline() {
        if (options_.whitespaceOk)
            while (at_ < input_.size() && isBlank(input_[at_]))
                ++at_;
        expectByte('\n', "a newline");
        if (options_.whitespaceOk)
            while (at_ < input_.size() && isBlank(input_[at_]))
                ++at_;
    }

    const Value& bound(const Expression& expression, const char* command, bool integer, Value& scratch) {
        const Value& value = valueOf(expression, scratch);
        if (integer ? !isInteger(value) : !isNumber(value))
            throw ProgramError{std::string(command) + "'s bounds must be " + (integer ? "integers" : "numbers") +
                               ", not " + describe(value)};
        return value;
    }

    void readInt(const Command& command) {
        Value lowScratch, highScratch;
        const Value& low = bound(*command.arguments[0], "INT", true, lowScratch);
        const Value& high = bound(*command.arguments[1], "INT", true, highScratch);
        const size_t start = at_;
        size_t end = at_;
        const bool negative = end < input_.size() && input_[end] == '-';
        if (negative) ++end;
        const size_t digits = end;
        while (end < input_.size() && isDigit(input_[end]))
            ++end;
        if (end == digits) reject("expected an integer, found " + (end < input_.size() ? shown(input_[end]) : std::string("the end of the input")), end);
        auto text = [&] { return std::string(input_.substr(start, end - start)); };
        if (input_[digits] == '0' && (end - digits > 1 || digits > start))
            reject(text() + " is not an integer as written here (a leading zero, or -0)", end);
        const mpz_class& least = std::get<mpz_class>(low);
        const mpz_class& most = std::get<mpz_class>(high);
        // Most integers of an input fit in a machine word: read and compare them without making a GMP number
        // unless it is stored (18 digits always fit in a long).
        if (end - digits <= 18) {
            long magnitude = 0;
            for (size_t i = digits; i < end; ++i)
                magnitude = magnitude * 10 + (input_[i] - '0');
            const long value = negative ? -magnitude : magnitude;
            if (mpz_cmp_si(least.get_mpz_t(), value) > 0 || mpz_cmp_si(most.get_mpz_t(), value) < 0)
                reject(text() + " is not in [" + describe(low) + ", " + describe(high) + "]", end);
            at_ = end;
            if (!command.targets.empty()) write(command.targets.front(), mpz_class(value));
            return;
        }
        mpz_class value(text(), 10);
        if (cmp(value, least) < 0 || cmp(value, most) > 0)
            reject(text() + " is not in [" + describe(low) + ", " + describe(high) + "]", end);
        at_ = end;
        if (!command.targets.empty()) write(command.targets.front(), std::move(value));
    }

    void readFloat(const Command& command) {
        const bool withDecimals = command.kind == Command::Kind::FloatP;
        Value lowScratch, highScratch;
        const Value& low = bound(*command.arguments[0], withDecimals ? "FLOATP" : "FLOAT", false, lowScratch);
        const Value& high = bound(*command.arguments[1], withDecimals ? "FLOATP" : "FLOAT", false, highScratch);
        const size_t start = at_;
        size_t end = at_;
        auto peek = [&] { return end < input_.size() ? input_[end] : '\0'; };
        auto found = [&] { return end < input_.size() ? shown(input_[end]) : std::string("the end of the input"); };
        if (peek() == '-') ++end;
        if (!isDigit(peek())) reject("expected a number, found " + found(), end);
        const size_t mantissa = end;
        if (peek() == '0') {
            ++end;
            if (isDigit(peek())) reject("a number with a leading zero", end);
        } else {
            while (isDigit(peek()))
                ++end;
        }
        const size_t integerDigits = end - mantissa;
        bool dot = false;
        size_t decimals = 0;
        if (peek() == '.') {
            dot = true;
            ++end;
            if (!isDigit(peek())) reject("expected a digit after the decimal point, found " + found(), end);
            while (isDigit(peek()))
                ++end, ++decimals;
        }
        bool exponent = false;
        if (command.format != Command::FloatFormat::Fixed && (peek() == 'e' || peek() == 'E')) {
            exponent = true;
            ++end;
            if (peek() == '+' || peek() == '-') ++end;
            if (!isDigit(peek())) reject("expected the exponent's digits, found " + found(), end);
            if (peek() == '0') {
                ++end;
                if (isDigit(peek())) reject("an exponent with a leading zero", end);
            } else {
                while (isDigit(peek()))
                    ++end;
            }
        }
        if (command.format == Command::FloatFormat::Scientific && !exponent)
            reject("expected a number in scientific notation (with an exponent)", end);
        const std::string text(input_.substr(start, end - start));
        if (withDecimals) {
            Value leastScratch, mostScratch;
            const Value& least = valueOf(*command.arguments[2], leastScratch);
            const Value& most = valueOf(*command.arguments[3], mostScratch);
            const auto* dmin = std::get_if<mpz_class>(&least);
            const auto* dmax = std::get_if<mpz_class>(&most);
            if (!dmin || !dmax || *dmin < 0 || *dmax < *dmin)
                reject("FLOATP's decimals must be integers 0 <= min <= max, not " + describe(least) + " and " +
                           describe(most),
                       end);
            if (cmp(*dmin, decimals) > 0 || cmp(*dmax, decimals) < 0)
                reject(text + " has " + std::to_string(decimals) + " decimals, not from " + dmin->get_str() + " to " +
                           dmax->get_str(),
                       end);
            if (exponent && (!dot || integerDigits != 1 || input_[mantissa] == '0'))
                reject(text + ": in scientific notation, one digit from 1 to 9 comes before the point", end);
        }
        const mpf_class value = floatFromData(text);
        if (compare(value, low) < 0 || compare(value, high) > 0)
            reject(text + " is not in [" + describe(low) + ", " + describe(high) + "]", end);
        at_ = end;
        if (!command.targets.empty()) write(command.targets.front(), value);
    }

    void readString(const Command& command) {
        const std::string wanted = evaluateString(*command.arguments[0], "STRING");
        for (size_t i = 0; i < wanted.size(); ++i) {
            if (at_ + i >= input_.size()) reject("expected \"" + wanted + "\", found the end of the input", at_ + i);
            if (input_[at_ + i] != wanted[i])
                reject("expected \"" + wanted + "\", found " + shown(input_[at_ + i]), at_ + i);
        }
        at_ += wanted.size();
    }

    void readRegex(const Command& command) {
        const std::string pattern = evaluateString(*command.arguments[0], "REGEX");
        auto cached = regexes_.find(pattern);
        if (cached == regexes_.end()) {
            try {
                cached = regexes_.emplace(pattern, std::make_unique<std::regex>(pattern, std::regex::extended)).first;
            } catch (const std::regex_error& error) {
                throw ProgramError{"the regular expression \"" + pattern + "\" is not valid: " + error.what()};
            }
        }
        std::match_results<std::string_view::const_iterator> match;
        const bool matched = std::regex_search(input_.begin() + static_cast<std::ptrdiff_t>(at_), input_.end(), match,
                                               *cached->second, std::regex_constants::match_continuous);
        if (!matched) reject("the input here does not match the regular expression \"" + pattern + "\"", at_);
        const size_t length = static_cast<size_t>(match.length(0));
        std::string text(input_.substr(at_, length));
        at_ += length;
        if (!command.targets.empty()) write(command.targets.front(), std::move(text));
    }

    void runBlock(const Block& block) {
        for (const Command& command : block)
            runCommand(command);
    }

    void runSeparated(const Command& loop, unsigned long round) {
        if (round > 0 && loop.separator) runCommand(*loop.separator);
        runBlock(loop.body);
    }

    void runCommand(const Command& command) {
        tick();
        current_ = &command;
        using Kind = Command::Kind;
        switch (command.kind) {
        case Kind::Space: space(); break;
        case Kind::Newline: newline(); break;
        case Kind::Eof:
            if (at_ < input_.size()) reject("expected the end of the input, found " + shown(input_[at_]), at_);
            break;
        case Kind::Int: readInt(command); break;
        case Kind::Float:
        case Kind::FloatP: readFloat(command); break;
        case Kind::String: readString(command); break;
        case Kind::Regex: readRegex(command); break;
        case Kind::Assert:
            if (!test(*command.test)) reject("the assertion " + command.source + " does not hold", at_);
            break;
        case Kind::Set:
            for (size_t i = 0; i < command.targets.size(); ++i)
                write(command.targets[i], evaluate(*command.values[i]));
            break;
        case Kind::Unset:
            for (const VariableRef& name : command.targets)
                variable(name) = Variable{};
            break;
        case Kind::Rep: {
            const unsigned long rounds = count(*command.arguments[0], "REP");
            for (unsigned long round = 0; round < rounds; ++round)
                runSeparated(command, round);
            break;
        }
        case Kind::Repi: {
            const VariableRef& counter = command.targets.front();
            write(counter, mpz_class(0)); // before the count is evaluated, as checktestdata does
            const unsigned long rounds = count(*command.arguments[0], "REPI");
            for (unsigned long round = 0; round < rounds; ++round) {
                write(counter, mpz_class(round));
                runSeparated(command, round);
            }
            write(counter, mpz_class(rounds));
            break;
        }
        case Kind::While:
            for (unsigned long round = 0; test(*command.test); ++round) {
                tick();
                runSeparated(command, round);
            }
            break;
        case Kind::Whilei: {
            const VariableRef& counter = command.targets.front();
            unsigned long round = 0;
            for (;; ++round) {
                write(counter, mpz_class(round));
                if (!test(*command.test)) break;
                tick();
                runSeparated(command, round);
            }
            write(counter, mpz_class(round));
            break;
        }
        case Kind::If: runBlock(test(*command.test) ? command.body : command.otherwise); break;
        }
        current_ = &command;
    }

    const Program& program_;
    std::string_view input_;
    const CheckOptions& options_;
    std::vector<Variable> variables_;
    std::vector<bool> tracksWritten_;
    std::vector<std::optional<Value>> constants_;
    std::unordered_map<std::string, std::unique_ptr<std::regex>> regexes_;
    size_t at_ = 0;
    uint64_t steps_ = 0;
    const Command* current_ = nullptr;
};

} // namespace

std::string CheckResult::describe() const {
    const std::string where = commandPlace.line > 0 ? " (program line " + std::to_string(commandPlace.line) + ")" : "";
    switch (outcome) {
    case Outcome::Accepted: return "accepted";
    case Outcome::Rejected:
        return "line " + std::to_string(inputLine) + ", character " + std::to_string(inputColumn) +
               " of the input does not match " + command + where + ": " + message;
    case Outcome::ProgramError: return "the program's own error in " + command + where + ": " + message;
    case Outcome::Stopped: return message + " in " + command + where;
    }
    return message;
}

int CheckResult::exitCode() const {
    switch (outcome) {
    case Outcome::Accepted: return 0;
    case Outcome::Rejected: return 1;
    default: return 2;
    }
}

CheckResult check(const Program& program, std::string_view input, const CheckOptions& options) {
    return Interpreter(program, input, options).run();
}

} // namespace jd::ctd
