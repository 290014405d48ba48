#pragma once
// A value or a human-readable error: every fallible call in JudgeDesk returns one of these instead of a
// bare bool, so the message that reaches the user names what went wrong.
#include <string>
#include <utility>
#include <variant>

namespace jd {

struct Error {
    std::string message;
};

template <class T> class [[nodiscard]] Result {
public:
    Result(T value)
        : state_(std::move(value)) {}
    Result(Error error)
        : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() & { return std::get<0>(state_); }
    const T& value() const& { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() { return value(); }
    const std::string& error() const { return std::get<1>(state_).message; }
    // The failure, for a caller that passes it on as its own: `if (!read) return read.failure();`
    Error failure() const { return std::get<1>(state_); }

private:
    std::variant<T, Error> state_;
};

template <> class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error)
        : error_(std::move(error.message))
        , failed_(true) {}

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return error_; }
    Error failure() const { return Error{error_}; }

private:
    std::string error_;
    bool failed_ = false;
};

inline Error fail(std::string message) { return Error{std::move(message)}; }

} // namespace jd
