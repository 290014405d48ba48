#include "glue_c.h"

#include <sstream>

namespace jd::libinteractive {
namespace {

constexpr const char* kPrefix = "__libinteractive_"; // reserved in C and C++: no contestant's name meets it

std::string cType(Primitive primitive) {
    return primitive == Primitive::Long ? std::string("long long") : std::string(primitiveName(primitive));
}

std::string declaration(const Function& function) {
    std::string text = cType(function.returns) + " " + function.name + "(";
    for (size_t i = 0; i < function.parameters.size(); ++i) {
        const Parameter& parameter = function.parameters[i];
        text += (i ? ", " : "") + cType(parameter.type.primitive) + " " + parameter.name;
        for (size_t d = 0; d < parameter.type.dimensions.size(); ++d)
            text += d == 0 ? std::string("[]") : "[" + std::to_string(*parameter.type.dimensions[d].constant) + "]";
    }
    if (function.parameters.empty()) text += "void";
    return text + ")";
}

// The number of elements of an array parameter, in terms of `prefix` + the names of the earlier parameters.
std::string elementCount(const Parameter& parameter, const std::string& prefix) {
    std::string count;
    for (const Dimension& dimension : parameter.type.dimensions)
        count += (count.empty() ? "" : " * ") +
                 (dimension.constant ? "(size_t)" + std::to_string(*dimension.constant)
                                     : "(size_t)" + prefix + dimension.parameter);
    return count;
}

std::string cookieOf(uint32_t id) {
    std::ostringstream hex;
    hex << "0x" << std::hex << (0x5ca1ab1eu ^ id) << "u";
    return hex.str();
}

std::string runtime(CLanguage language) {
    std::string text = R"(#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
)";
    if (language == CLanguage::C) text += "#include <stdbool.h>\n";
    text += R"(
#define LIBINTERACTIVE_UNUSED __attribute__((unused))
static int __libinteractive_in = 0, __libinteractive_out = 1;
static unsigned char __libinteractive_wbuf[4096];
static size_t __libinteractive_wlen = 0;
static unsigned char __libinteractive_rbuf[4096];
static size_t __libinteractive_rpos = 0, __libinteractive_rlen = 0;

LIBINTERACTIVE_UNUSED static void __libinteractive_flush(void) {
  size_t done = 0;
  while (done < __libinteractive_wlen) {
    ssize_t n = write(__libinteractive_out, __libinteractive_wbuf + done, __libinteractive_wlen - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) _exit(239);
    done += (size_t)n;
  }
  __libinteractive_wlen = 0;
}

LIBINTERACTIVE_UNUSED static void __libinteractive_write(const void* data, size_t size) {
  const unsigned char* bytes = (const unsigned char*)data;
  while (size > 0) {
    if (__libinteractive_wlen == sizeof __libinteractive_wbuf) __libinteractive_flush();
    size_t room = sizeof __libinteractive_wbuf - __libinteractive_wlen;
    size_t n = size < room ? size : room;
    memcpy(__libinteractive_wbuf + __libinteractive_wlen, bytes, n);
    __libinteractive_wlen += n;
    bytes += n;
    size -= n;
  }
}

/* 1 when `size` bytes were read; 0 when the peer had gone before the first of them. */
LIBINTERACTIVE_UNUSED static int __libinteractive_read(void* data, size_t size) {
  unsigned char* bytes = (unsigned char*)data;
  size_t got = 0;
  while (got < size) {
    if (__libinteractive_rpos == __libinteractive_rlen) {
      ssize_t n = read(__libinteractive_in, __libinteractive_rbuf, sizeof __libinteractive_rbuf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        if (got == 0) return 0;
        exit(239);
      }
      __libinteractive_rpos = 0;
      __libinteractive_rlen = (size_t)n;
    }
    size_t n = size - got < __libinteractive_rlen - __libinteractive_rpos ? size - got
                                                                          : __libinteractive_rlen - __libinteractive_rpos;
    memcpy(bytes + got, __libinteractive_rbuf + __libinteractive_rpos, n);
    got += n;
    __libinteractive_rpos += n;
  }
  return 1;
}

/* The rest of a message: the peer may not go in the middle of one. */
LIBINTERACTIVE_UNUSED static void __libinteractive_read_all(void* data, size_t size) {
  if (size > 0 && !__libinteractive_read(data, size)) exit(239);
}

static int __libinteractive_serve(uint32_t id);

/* Waits for the answer to call `id`, serving the peer's calls meanwhile. */
LIBINTERACTIVE_UNUSED static void __libinteractive_await(uint32_t id, int noReturn) {
  for (;;) {
    uint32_t received;
    if (!__libinteractive_read(&received, sizeof received)) exit(noReturn ? 0 : 242);
    if (received == id) return;
    if (!__libinteractive_serve(received)) exit(241);
  }
}

LIBINTERACTIVE_UNUSED static void __libinteractive_check_cookie(uint32_t expected) {
  uint32_t cookie;
  __libinteractive_read_all(&cookie, sizeof cookie);
  if (cookie != expected) exit(240);
}
)";
    return text;
}

// A call to `function`, implemented by the peer: the message out, then its answer awaited.
std::string outgoingCall(const Function& function, uint32_t id) {
    std::ostringstream text;
    text << declaration(function) << " {\n";
    text << "  const uint32_t __libinteractive_id = " << id << "u, __libinteractive_cookie = " << cookieOf(id) << ";\n";
    text << "  __libinteractive_write(&__libinteractive_id, sizeof __libinteractive_id);\n";
    for (const Parameter& parameter : function.parameters) {
        if (parameter.type.isArray())
            text << "  __libinteractive_write(" << parameter.name << ", sizeof(" << cType(parameter.type.primitive)
                 << ") * " << elementCount(parameter, "") << ");\n";
        else
            text << "  __libinteractive_write(&" << parameter.name << ", sizeof " << parameter.name << ");\n";
    }
    text << "  __libinteractive_write(&__libinteractive_cookie, sizeof __libinteractive_cookie);\n";
    text << "  __libinteractive_flush();\n";
    text << "  __libinteractive_await(__libinteractive_id, " << (function.noReturn ? 1 : 0) << ");\n";
    if (function.returns != Primitive::Void) {
        text << "  " << cType(function.returns) << " __libinteractive_result;\n";
        text << "  __libinteractive_read_all(&__libinteractive_result, sizeof __libinteractive_result);\n";
    }
    text << "  __libinteractive_check_cookie(__libinteractive_cookie);\n";
    if (function.returns != Primitive::Void) text << "  return __libinteractive_result;\n";
    text << "}\n\n";
    return text.str();
}

// The case of __libinteractive_serve that answers a call of `function`, implemented on this side.
std::string served(const Function& function, uint32_t id) {
    const std::string arg = std::string(kPrefix) + "arg_";
    std::ostringstream text;
    text << "  case " << id << "u: {\n";
    std::string arguments;
    for (const Parameter& parameter : function.parameters) {
        const std::string type = cType(parameter.type.primitive);
        const std::string name = arg + parameter.name;
        if (parameter.type.isArray()) {
            text << "    const size_t " << name << "_count = " << elementCount(parameter, arg) << ";\n";
            text << "    " << type << "* " << name << " = (" << type << "*)malloc(sizeof(" << type << ") * ("
                 << name << "_count ? " << name << "_count : 1));\n";
            text << "    if (!" << name << ") exit(239);\n";
            text << "    __libinteractive_read_all(" << name << ", sizeof(" << type << ") * " << name << "_count);\n";
            std::string cast;
            for (size_t d = 1; d < parameter.type.dimensions.size(); ++d)
                cast += "[" + std::to_string(*parameter.type.dimensions[d].constant) + "]";
            arguments += (arguments.empty() ? "" : ", ") +
                         (cast.empty() ? name : "(" + type + "(*)" + cast + ")" + name);
        } else {
            text << "    " << type << " " << name << ";\n";
            text << "    __libinteractive_read_all(&" << name << ", sizeof " << name << ");\n";
            arguments += (arguments.empty() ? "" : ", ") + name;
        }
    }
    text << "    uint32_t __libinteractive_cookie;\n";
    text << "    __libinteractive_read_all(&__libinteractive_cookie, sizeof __libinteractive_cookie);\n";
    if (function.returns != Primitive::Void)
        text << "    " << cType(function.returns) << " __libinteractive_result = " << function.name << "(" << arguments << ");\n";
    else
        text << "    " << function.name << "(" << arguments << ");\n";
    text << "    __libinteractive_write(&__libinteractive_id, sizeof __libinteractive_id);\n";
    if (function.returns != Primitive::Void) text << "    __libinteractive_write(&__libinteractive_result, sizeof __libinteractive_result);\n";
    text << "    __libinteractive_write(&__libinteractive_cookie, sizeof __libinteractive_cookie);\n";
    text << "    __libinteractive_flush();\n";
    for (const Parameter& parameter : function.parameters)
        if (parameter.type.isArray()) text << "    free(" << arg << parameter.name << ");\n";
    text << "    return 1;\n  }\n";
    return text.str();
}

std::string serve(const Interface& owner, const Idl& idl, const Interface& contestant) {
    std::string text = "static int __libinteractive_serve(uint32_t __libinteractive_id) {\n  switch (__libinteractive_id) {\n";
    for (const Function& function : owner.functions)
        text += served(function, functionId(idl, contestant, owner, function));
    text += "  default: return 0;\n  }\n}\n\n";
    return text;
}

std::string extension(CLanguage language) { return language == CLanguage::C ? ".c" : ".cpp"; }

} // namespace

uint32_t functionId(const Idl& idl, const Interface& contestant, const Interface& owner, const Function& function) {
    uint32_t id = 1;
    for (const Interface* side : {&contestant, &idl.main()})
        for (const Function& declared : side->functions) {
            if (side == &owner && declared.name == function.name) return id;
            ++id;
        }
    return 0;
}

GeneratedFile cHeader(const Idl& idl, const Interface& contestant, const std::string& module, CLanguage language) {
    std::string guard = "LIBINTERACTIVE_" + module + "_H";
    std::ostringstream text;
    text << "/* Generated by JudgeDesk from " << module << ".idl: what " << idl.main().name << " and "
         << contestant.name << " call of each other. */\n";
    text << "#ifndef " << guard << "\n#define " << guard << "\n\n";
    if (language == CLanguage::C) text << "#include <stdbool.h>\n\n";
    text << "/* " << idl.main().name << "'s, which " << contestant.name << " may call. */\n";
    for (const Function& function : idl.main().functions)
        text << declaration(function) << ";\n";
    text << "\n/* " << contestant.name << "'s, which " << idl.main().name << " calls. */\n";
    for (const Function& function : contestant.functions)
        text << declaration(function) << ";\n";
    text << "\n#endif\n";
    return {module + ".h", text.str()};
}

GeneratedFile cContestantEntry(const Idl& idl, const Interface& contestant, const std::string& module,
                               CLanguage language) {
    std::ostringstream text;
    text << "/* Generated by JudgeDesk: " << contestant.name << "'s process, serving " << idl.main().name
         << "'s calls. */\n";
    text << runtime(language) << "\n#include \"" << module << ".h\"\n\n";
    text << "/* Before anything else runs: the pipes to " << idl.main().name
         << " are standard input and output; the contestant's own output goes nowhere. */\n";
    text << R"(__attribute__((constructor(101))) static void __libinteractive_open(void) {
  __libinteractive_in = dup(0);
  __libinteractive_out = dup(1);
  int nowhere = open("/dev/null", O_RDWR);
  if (__libinteractive_in < 0 || __libinteractive_out < 0 || nowhere < 0) _exit(243);
  dup2(nowhere, 0);
  dup2(nowhere, 1);
  close(nowhere);
}

)";
    for (const Function& function : idl.main().functions)
        text << outgoingCall(function, functionId(idl, contestant, idl.main(), function));
    text << serve(contestant, idl, contestant);
    text << R"(int main(void) {
  for (;;) {
    uint32_t id;
    if (!__libinteractive_read(&id, sizeof id)) return 0;
    if (!__libinteractive_serve(id)) exit(241);
  }
}
)";
    return {contestant.name + "_entry" + extension(language), text.str()};
}

GeneratedFile cMainEntry(const Idl& idl, const Interface& contestant, const std::string& module, CLanguage language) {
    std::ostringstream text;
    text << "/* Generated by JudgeDesk: " << idl.main().name << "'s calls to " << contestant.name
         << ", and its own functions served. */\n";
    text << runtime(language) << "\n#include \"" << module << ".h\"\n\n";
    text << "/* Before anything else runs: the pipes to " << contestant.name
         << " are standard input and output; the case's input and the output judged take their place. */\n";
    text << R"(__attribute__((constructor(101))) static void __libinteractive_open(void) {
  __libinteractive_in = dup(0);
  __libinteractive_out = dup(1);
  if (__libinteractive_in < 0 || __libinteractive_out < 0) _exit(243);
  const char* input = getenv("LIBINTERACTIVE_INPUT");
  const char* output = getenv("LIBINTERACTIVE_OUTPUT");
  int in = open(input ? input : "/dev/null", O_RDONLY);
  int out = output ? open(output, O_WRONLY | O_CREAT | O_TRUNC, 0644) : open("/dev/null", O_WRONLY);
  if (in < 0 || out < 0) _exit(243);
  dup2(in, 0);
  dup2(out, 1);
  close(in);
  close(out);
}

)";
    for (const Function& function : contestant.functions)
        text << outgoingCall(function, functionId(idl, contestant, contestant, function));
    text << serve(idl.main(), idl, contestant);
    return {std::string("Main_entry") + extension(language), text.str()};
}

} // namespace jd::libinteractive
