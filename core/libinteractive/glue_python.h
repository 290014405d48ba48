#pragma once
// The Python glue of a contestant interface, in the same wire protocol as glue_c.h: `Main.py`, which the
// contestant's module imports to call Main's functions (as libinteractive's Python contestants `import Main`)
// and which holds the messages and the dispatch of the contestant's functions, and `<interface>_entry.py`, the
// program run: it takes over standard input and output, loads the contestant's module (`<Module>.py`, or the
// one other Python source beside the glue, whatever its name) and serves Main's calls until Main has gone.
// Arrays are lists (a list of lists for a matrix); char is a one-character str; bool a bool.
#include "glue_c.h"

namespace jd::libinteractive {

GeneratedFile pythonMainModule(const Idl& idl, const Interface& contestant, const std::string& module);
GeneratedFile pythonContestantEntry(const Idl& idl, const Interface& contestant, const std::string& module);

} // namespace jd::libinteractive
