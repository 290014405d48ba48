// libinteractive IDL files from strangers (interactive/*.idl of an omegaUp repository): parsed to a tree that
// holds the rules the generators rely on, or to an error naming the file, line and column; never a crash.
#include "libinteractive/idl_parser.h"

#include <cstdlib>
#include <string>

using namespace jd::libinteractive;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto idl = parseIdl(text, "fuzz.idl");
    if (!idl) {
        const std::string& error = idl.error();
        const size_t line = error.find(':', 9);
        if (error.rfind("fuzz.idl:", 0) != 0 || line == std::string::npos || line == 9) std::abort();
        return 0;
    }
    if (idl->interfaces.size() < 2) std::abort();
    for (const Function& function : idl->main().functions)
        if (!function.noReturn) std::abort();
    for (const Interface& interface : idl->interfaces)
        for (const Function& function : interface.functions)
            for (size_t i = 0; i < function.parameters.size(); ++i) {
                const Type& type = function.parameters[i].type;
                if (type.primitive == Primitive::Void) std::abort();
                for (size_t d = 0; d < type.dimensions.size(); ++d) {
                    const Dimension& dimension = type.dimensions[d];
                    if (dimension.parameter.empty() == !dimension.constant) std::abort();
                    if (dimension.constant && *dimension.constant <= 0) std::abort();
                    if (dimension.parameter.empty()) continue;
                    if (d > 0) std::abort();
                    bool earlier = false;
                    for (size_t j = 0; j < i; ++j)
                        earlier = earlier || (function.parameters[j].name == dimension.parameter &&
                                              function.parameters[j].type.primitive == Primitive::Int);
                    if (!earlier) std::abort();
                }
            }
    return 0;
}
