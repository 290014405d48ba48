"""The sandbox manager seed's models: Language, SandboxState, ResponseCategory, CommandResponse."""

from __future__ import annotations

import json as _json
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Dict


class Language(Enum):
    """A language pool, by its key in sandbox names (ag-sbx-{lang}-...). C shares C++'s toolchain."""

    PYTHON = "python"
    JAVA = "java"
    NODE = "node"
    CPP = "cpp"
    C = "c"


class SandboxState(Enum):
    IDLE = "idle"
    BUSY = "busy"
    STOPPED = "stopped"


class ResponseCategory(Enum):
    SUCCESS = "success"
    RUNTIME_ERROR = "runtime_error"
    COMPILATION_ERROR = "compilation_error"
    TIMEOUT = "timeout"
    SYSTEM_ERROR = "system_error"


@dataclass
class CommandResponse:
    stdout: str  # Standard output
    stderr: str  # Standard error
    exit_code: int  # Process exit code
    execution_time: float  # Execution time in seconds
    category: ResponseCategory  # Classified result

    @classmethod
    def _from_wire(cls, wire: Dict[str, Any]) -> "CommandResponse":
        return cls(
            stdout=wire.get("stdout", ""),
            stderr=wire.get("stderr", ""),
            exit_code=int(wire.get("exit_code", -1)),
            execution_time=float(wire.get("execution_time", 0.0)),
            category=ResponseCategory[wire.get("category", "SYSTEM_ERROR")],
        )


@dataclass
class HttpResponse:
    """What make_request gives back: as much of a requests.Response as the seed's users read."""

    status_code: int
    content: bytes
    headers: Dict[str, str] = field(default_factory=dict)
    reason: str = ""

    @property
    def text(self) -> str:
        return self.content.decode("utf-8", errors="replace")

    @property
    def ok(self) -> bool:
        return self.status_code < 400

    def json(self) -> Any:
        return _json.loads(self.content)


class SandboxError(RuntimeError):
    """The manager could not do what was asked (it answered why)."""


class SandboxRequestError(ConnectionError):
    """make_request reached no application, or none answered in time."""
