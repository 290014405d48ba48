#include "glue_python.h"

#include <sstream>

namespace jd::libinteractive {
namespace {

// struct's letter for a primitive, little-endian ('<' is given once per format).
char structLetter(Primitive primitive) {
    switch (primitive) {
    case Primitive::Bool: return '?';
    case Primitive::Char: return 'c';
    case Primitive::Short: return 'h';
    case Primitive::Int: return 'i';
    case Primitive::Float: return 'f';
    case Primitive::Long: return 'q';
    case Primitive::Double: return 'd';
    case Primitive::Void: break;
    }
    return 'x';
}

// The dimensions of an array parameter as a Python list expression, in terms of `prefix` + earlier names.
std::string dimensions(const Parameter& parameter, const std::string& prefix) {
    std::string list = "[";
    for (size_t d = 0; d < parameter.type.dimensions.size(); ++d) {
        const Dimension& dimension = parameter.type.dimensions[d];
        list += (d ? ", " : "") + (dimension.constant ? std::to_string(*dimension.constant) : prefix + dimension.parameter);
    }
    return list + "]";
}

std::string cookieOf(uint32_t id) { return std::to_string(0x5ca1ab1eu ^ id); }

constexpr const char* kRuntime = R"(import os
import struct
import sys

_in = 0
_out = 1
_contestant = None
_rbuf = bytearray()
_wbuf = bytearray()


def _open():
    """Before anything else: the pipes to Main are standard input and output; the contestant's output goes nowhere."""
    global _in, _out
    _in = os.dup(0)
    _out = os.dup(1)
    nowhere = os.open(os.devnull, os.O_RDWR)
    os.dup2(nowhere, 0)
    os.dup2(nowhere, 1)
    os.close(nowhere)


def _flush():
    view = memoryview(bytes(_wbuf))
    _wbuf.clear()
    try:
        while view:
            view = view[os.write(_out, view):]
    except OSError:
        os._exit(239)


def _read(size, first=False):
    """`size` bytes; None when the peer had gone before the first of them and `first` allows it."""
    while len(_rbuf) < size:
        try:
            chunk = os.read(_in, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            if first and not _rbuf:
                return None
            os._exit(239)
        _rbuf.extend(chunk)
    data = bytes(_rbuf[:size])
    del _rbuf[:size]
    return data


def _unpack(letter, count=1):
    size = struct.calcsize("<" + letter)
    values = struct.unpack("<%d%s" % (count, letter), _read(size * count)) if count else ()
    if letter == "c":
        values = tuple(value.decode("latin-1") for value in values)
    return values


def _pack(letter, values):
    if letter == "c":
        values = [value.encode("latin-1") if isinstance(value, str) else bytes([value]) for value in values]
    _wbuf.extend(struct.pack("<%d%s" % (len(values), letter), *values))


def _flatten(value, depth):
    if depth == 1:
        return list(value)
    return [element for row in value for element in _flatten(row, depth - 1)]


def _shaped(flat, sizes):
    if len(sizes) == 1:
        return list(flat)
    step = len(flat) // sizes[0] if sizes[0] else 0
    return [_shaped(flat[i * step:(i + 1) * step], sizes[1:]) for i in range(sizes[0])]


def _count(sizes):
    count = 1
    for size in sizes:
        count *= size
    return count


def _await(call, no_return):
    """Waits for the answer to `call`, serving Main's calls meanwhile."""
    while True:
        received = _read(4, first=True)
        if received is None:
            os._exit(0 if no_return else 242)
        received = struct.unpack("<I", received)[0]
        if received == call:
            return
        if not _serve(received):
            os._exit(241)


def _check_cookie(expected):
    if struct.unpack("<I", _read(4))[0] != expected:
        os._exit(240)
)";

std::string outgoingCall(const Function& function, uint32_t id) {
    std::ostringstream text;
    text << "\n\ndef " << function.name << "(";
    for (size_t i = 0; i < function.parameters.size(); ++i)
        text << (i ? ", " : "") << function.parameters[i].name;
    text << "):\n";
    text << "    _wbuf.extend(struct.pack(\"<I\", " << id << "))\n";
    for (const Parameter& parameter : function.parameters) {
        const char letter = structLetter(parameter.type.primitive);
        if (parameter.type.isArray())
            text << "    _pack(\"" << letter << "\", _flatten(" << parameter.name << ", "
                 << parameter.type.dimensions.size() << ")[:_count(" << dimensions(parameter, "") << ")])\n";
        else
            text << "    _pack(\"" << letter << "\", [" << parameter.name << "])\n";
    }
    text << "    _wbuf.extend(struct.pack(\"<I\", " << cookieOf(id) << "))\n";
    text << "    _flush()\n";
    text << "    _await(" << id << ", " << (function.noReturn ? "True" : "False") << ")\n";
    if (function.returns != Primitive::Void)
        text << "    result = _unpack(\"" << structLetter(function.returns) << "\")[0]\n";
    text << "    _check_cookie(" << cookieOf(id) << ")\n";
    if (function.returns != Primitive::Void) text << "    return result\n";
    return text.str();
}

std::string serve(const Idl& idl, const Interface& contestant) {
    std::ostringstream text;
    text << "\n\ndef _serve(call):\n";
    for (const Function& function : contestant.functions) {
        const uint32_t id = functionId(idl, contestant, contestant, function);
        text << "    if call == " << id << ":\n";
        std::string arguments;
        for (const Parameter& parameter : function.parameters) {
            const std::string name = "arg_" + parameter.name;
            const char letter = structLetter(parameter.type.primitive);
            if (parameter.type.isArray())
                text << "        " << name << " = _shaped(_unpack(\"" << letter << "\", _count("
                     << dimensions(parameter, "arg_") << ")), " << dimensions(parameter, "arg_") << ")\n";
            else
                text << "        " << name << " = _unpack(\"" << letter << "\")[0]\n";
            arguments += (arguments.empty() ? "" : ", ") + name;
        }
        text << "        cookie = _read(4)\n";
        text << "        result = _contestant." << function.name << "(" << arguments << ")\n";
        text << "        _wbuf.extend(struct.pack(\"<I\", " << id << "))\n";
        if (function.returns != Primitive::Void)
            text << "        _pack(\"" << structLetter(function.returns) << "\", [result])\n";
        text << "        _wbuf.extend(cookie)\n";
        text << "        _flush()\n";
        text << "        return True\n";
    }
    text << "    return False\n";
    return text.str();
}

} // namespace

GeneratedFile pythonMainModule(const Idl& idl, const Interface& contestant, const std::string& module) {
    std::ostringstream text;
    text << "\"\"\"Generated by JudgeDesk from " << module << ".idl: " << idl.main().name << "'s functions, which "
         << contestant.name << " may call, and the messages that carry them.\"\"\"\n";
    text << kRuntime;
    for (const Function& function : idl.main().functions)
        text << outgoingCall(function, functionId(idl, contestant, idl.main(), function));
    text << serve(idl, contestant);
    return {"Main.py", text.str()};
}

GeneratedFile pythonContestantEntry(const Idl& idl, const Interface& contestant, const std::string& module) {
    std::ostringstream text;
    text << "\"\"\"Generated by JudgeDesk: " << contestant.name << "'s process, serving " << idl.main().name
         << "'s calls.\"\"\"\n";
    text << R"(import importlib.util
import os
import struct
import sys

import Main

Main._open()
sys.stdout = open(os.devnull, "w")
_here = os.path.dirname(os.path.abspath(__file__))
_entry = os.path.basename(__file__)
)";
    text << "_module = \"" << module << "\"\n";
    text << R"(_path = os.path.join(_here, _module + ".py")
if not os.path.exists(_path):
    _others = sorted(name for name in os.listdir(_here) if name.endswith(".py") and name not in ("Main.py", _entry))
    if len(_others) != 1:
        sys.stderr.write("libinteractive: expected one module beside the glue, found %s\n" % (_others,))
        os._exit(1)
    _path = os.path.join(_here, _others[0])
_spec = importlib.util.spec_from_file_location(_module, _path)
_loaded = importlib.util.module_from_spec(_spec)
sys.modules[_module] = _loaded
_spec.loader.exec_module(_loaded)
Main._contestant = _loaded

if __name__ == "__main__":
    while True:
        _call = Main._read(4, first=True)
        if _call is None:
            break
        if not Main._serve(struct.unpack("<I", _call)[0]):
            os._exit(241)
    os._exit(0)
)";
    return {contestant.name + "_entry.py", text.str()};
}

} // namespace jd::libinteractive
