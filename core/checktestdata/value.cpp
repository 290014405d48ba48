#include "value.h"

#include <algorithm>

namespace jd::ctd {
namespace {

constexpr mp_bitcnt_t kDefaultPrecision = 256; // checktestdata's mpf_set_default_prec
// No validator needs an integer of millions of digits; a program squaring in a loop would otherwise take all the
// memory there is (checktestdata itself does).
constexpr double kLargestBits = double(1 << 24);

mpf_class asFloat(const Value& value, mp_bitcnt_t precision) {
    if (const auto* real = std::get_if<mpf_class>(&value)) return *real;
    const mpz_class& integer = std::get<mpz_class>(value);
    return mpf_class(integer, std::max<mp_bitcnt_t>(precision, mpz_sizeinbase(integer.get_mpz_t(), 2) + 64));
}

mp_bitcnt_t precisionOf(const Value& value) {
    if (const auto* real = std::get_if<mpf_class>(&value)) return real->get_prec();
    return 0;
}

const char* symbolOf(Operator op) {
    switch (op) {
    case Operator::Add: return "+";
    case Operator::Subtract: return "-";
    case Operator::Multiply: return "*";
    case Operator::Divide: return "/";
    case Operator::Modulo: return "%";
    case Operator::Power: return "^";
    }
    return "?";
}

} // namespace

bool isInteger(const Value& value) { return std::holds_alternative<mpz_class>(value); }
bool isNumber(const Value& value) { return !std::holds_alternative<std::string>(value); }

std::string typeName(const Value& value) {
    return isInteger(value) ? "an integer" : isNumber(value) ? "a float" : "a string";
}

std::string describe(const Value& value) {
    if (const auto* integer = std::get_if<mpz_class>(&value)) return integer->get_str();
    if (const auto* real = std::get_if<mpf_class>(&value)) {
        mp_exp_t exponent = 0;
        std::string digits = real->get_str(exponent, 10, 20);
        if (digits.empty()) return "0";
        const bool negative = digits[0] == '-';
        if (negative) digits.erase(0, 1);
        std::string text;
        if (exponent > 0 && exponent <= 20) {
            if (digits.size() < size_t(exponent)) digits.append(size_t(exponent) - digits.size(), '0');
            text = digits.substr(0, size_t(exponent));
            if (digits.size() > size_t(exponent)) text += "." + digits.substr(size_t(exponent));
        } else if (exponent <= 0 && exponent > -6) {
            text = "0." + std::string(size_t(-exponent), '0') + digits;
        } else {
            text = digits.substr(0, 1) + (digits.size() > 1 ? "." + digits.substr(1) : "") + "e" +
                   std::to_string(exponent - 1);
        }
        return (negative ? "-" : "") + text;
    }
    return "\"" + std::get<std::string>(value) + "\"";
}

mpf_class floatFromData(const std::string& text) {
    mpf_class value(0, std::max<size_t>(1, 4 * text.size()));
    value.set_str(text, 10);
    return value;
}

Value apply(Operator op, const Value& left, const Value& right) {
    if (!isNumber(left) || !isNumber(right))
        throw ProgramError{std::string("'") + symbolOf(op) + "' of " + typeName(left) + " and " + typeName(right)};
    if (op == Operator::Power) {
        const auto* exponent = std::get_if<mpz_class>(&right);
        if (!exponent || *exponent < 0 || mpz_sizeinbase(exponent->get_mpz_t(), 2) > 64)
            throw ProgramError{"the exponent of '^' must be an integer from 0 to 2^64, not " + describe(right)};
        const unsigned long power = mpz_get_ui(exponent->get_mpz_t());
        if (const auto* base = std::get_if<mpz_class>(&left)) {
            if (*base != 0 && *base != 1 && *base != -1 &&
                double(mpz_sizeinbase(base->get_mpz_t(), 2)) * double(power) > kLargestBits)
                throw ProgramError{describe(left) + "^" + describe(right) + " is too large to compute"};
            mpz_class result;
            mpz_pow_ui(result.get_mpz_t(), base->get_mpz_t(), power);
            return result;
        }
        mpf_class base = std::get<mpf_class>(left);
        mpf_class result(0, std::max(kDefaultPrecision, base.get_prec()));
        mpf_pow_ui(result.get_mpf_t(), base.get_mpf_t(), power);
        return result;
    }
    if (isInteger(left) && isInteger(right)) {
        const mpz_class& a = std::get<mpz_class>(left);
        const mpz_class& b = std::get<mpz_class>(right);
        mpz_class result;
        switch (op) {
        case Operator::Add: return mpz_class(a + b);
        case Operator::Subtract: return mpz_class(a - b);
        case Operator::Multiply:
            if (double(mpz_sizeinbase(a.get_mpz_t(), 2)) + double(mpz_sizeinbase(b.get_mpz_t(), 2)) > kLargestBits)
                throw ProgramError{"a product of more than 2^24 bits is too large to compute"};
            return mpz_class(a * b);
        case Operator::Divide:
            if (b == 0) throw ProgramError{"division by zero: " + a.get_str() + " / 0"};
            mpz_tdiv_q(result.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t()); // toward zero
            return result;
        case Operator::Modulo:
            if (b == 0) throw ProgramError{"modulo by zero: " + a.get_str() + " % 0"};
            mpz_tdiv_r(result.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t()); // the dividend's sign
            return result;
        case Operator::Power: break;
        }
    }
    if (op == Operator::Modulo) throw ProgramError{"'%' of " + typeName(left) + " and " + typeName(right)};
    const mp_bitcnt_t precision = std::max({kDefaultPrecision, precisionOf(left), precisionOf(right)});
    const mpf_class a = asFloat(left, precision), b = asFloat(right, precision);
    mpf_class result(0, precision);
    switch (op) {
    case Operator::Add: mpf_add(result.get_mpf_t(), a.get_mpf_t(), b.get_mpf_t()); break;
    case Operator::Subtract: mpf_sub(result.get_mpf_t(), a.get_mpf_t(), b.get_mpf_t()); break;
    case Operator::Multiply: mpf_mul(result.get_mpf_t(), a.get_mpf_t(), b.get_mpf_t()); break;
    case Operator::Divide:
        if (b == 0) throw ProgramError{"division by zero: " + describe(left) + " / " + describe(right)};
        mpf_div(result.get_mpf_t(), a.get_mpf_t(), b.get_mpf_t());
        break;
    default: break;
    }
    return result;
}

Value negate(const Value& value) {
    if (const auto* integer = std::get_if<mpz_class>(&value)) return mpz_class(-*integer);
    if (const auto* real = std::get_if<mpf_class>(&value)) {
        mpf_class result(0, std::max(kDefaultPrecision, real->get_prec()));
        mpf_neg(result.get_mpf_t(), real->get_mpf_t());
        return result;
    }
    throw ProgramError{"'-' of a string"};
}

int compare(const Value& left, const Value& right) {
    if (isNumber(left) != isNumber(right))
        throw ProgramError{"comparing " + typeName(left) + " with " + typeName(right)};
    if (!isNumber(left)) {
        const std::string& a = std::get<std::string>(left);
        const std::string& b = std::get<std::string>(right);
        return a < b ? -1 : a > b ? 1 : 0; // std::string compares bytes unsigned
    }
    if (isInteger(left) && isInteger(right)) return cmp(std::get<mpz_class>(left), std::get<mpz_class>(right));
    if (isInteger(right)) return -compare(right, left);
    const mpf_class& b = std::get<mpf_class>(right);
    if (const auto* a = std::get_if<mpz_class>(&left)) return -mpf_cmp_z(b.get_mpf_t(), a->get_mpz_t());
    const int order = mpf_cmp(std::get<mpf_class>(left).get_mpf_t(), b.get_mpf_t());
    return order < 0 ? -1 : order > 0 ? 1 : 0;
}

bool valueLess(const Value& left, const Value& right) {
    if (isNumber(left) != isNumber(right)) return isNumber(left);
    return compare(left, right) < 0;
}

} // namespace jd::ctd
