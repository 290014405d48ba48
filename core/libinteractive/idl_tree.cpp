#include "idl_tree.h"

namespace jd::libinteractive {

int wireBytes(Primitive primitive) {
    switch (primitive) {
    case Primitive::Void: return 0;
    case Primitive::Bool:
    case Primitive::Char: return 1;
    case Primitive::Short: return 2;
    case Primitive::Int:
    case Primitive::Float: return 4;
    case Primitive::Long:
    case Primitive::Double: return 8;
    }
    return 0;
}

const char* primitiveName(Primitive primitive) {
    switch (primitive) {
    case Primitive::Void: return "void";
    case Primitive::Bool: return "bool";
    case Primitive::Char: return "char";
    case Primitive::Short: return "short";
    case Primitive::Int: return "int";
    case Primitive::Float: return "float";
    case Primitive::Long: return "long";
    case Primitive::Double: return "double";
    }
    return "";
}

const Function* Idl::function(const std::string& interfaceName, const std::string& name) const {
    for (const Interface& interface : interfaces)
        if (interface.name == interfaceName)
            for (const Function& function : interface.functions)
                if (function.name == name) return &function;
    return nullptr;
}

} // namespace jd::libinteractive
