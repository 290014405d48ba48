#pragma once
// The C and C++ glue between Main and one contestant interface, in libinteractive's wire protocol: a call is
// the function's id (u32), each argument's bytes (arrays row-major, as many elements as their sizes say) and a
// cookie (u32); its answer the same id, the return value's bytes and the cookie back. Ids are libinteractive's
// sequential ones: the contestant's functions, then Main's, from 1. A caller waiting for an answer serves the
// calls the callee makes meanwhile.
//
// The two programs run as the judge's interactive pair: the contestant's process talks through its standard
// input and output, which its glue takes over before anything else runs (the contestant's own standard output
// then goes to /dev/null, as libinteractive discards it); Main's glue takes over its standard input and output
// the same way and gives Main the case's input and the file the validator judges, from the environment
// (LIBINTERACTIVE_INPUT, LIBINTERACTIVE_OUTPUT). Exit statuses are libinteractive's: 239 a short read or write,
// 240 a wrong cookie, 241 an unknown id, 242 the peer gone while an answer was awaited (0 for a NoReturn call).
#include "idl_tree.h"

#include <string>
#include <vector>

namespace jd::libinteractive {

enum class CLanguage { C, Cpp };

struct GeneratedFile {
    std::string name; // a file name, no directory
    std::string text;
};

// `<Module>.h`, declaring the functions of Main and of `contestant` (an interface of `idl` other than Main),
// which both sides include; `module` is settings.json's ModuleName.
GeneratedFile cHeader(const Idl& idl, const Interface& contestant, const std::string& module, CLanguage language);

// The contestant's side: `<interface>_entry.c|cpp`, with main(), the calls to Main and the dispatch of its own.
GeneratedFile cContestantEntry(const Idl& idl, const Interface& contestant, const std::string& module,
                               CLanguage language);

// Main's side: `Main_entry.c|cpp`, with the calls to the contestant and the dispatch of Main's own functions.
GeneratedFile cMainEntry(const Idl& idl, const Interface& contestant, const std::string& module, CLanguage language);

// The ids of `contestant`'s functions, then of Main's, as both sides number them (1, 2, ...).
uint32_t functionId(const Idl& idl, const Interface& contestant, const Interface& owner, const Function& function);

} // namespace jd::libinteractive
