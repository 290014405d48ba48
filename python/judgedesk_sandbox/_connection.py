"""One connection to the manager: a JSON object per line each way (see manager_server.h)."""

from __future__ import annotations

import json
import socket
import threading
from typing import Any, Dict

from .models import SandboxError


class ManagerUnavailable(ConnectionError):
    pass


class Connection:
    def __init__(self, socket_path: str, timeout: float | None = None):
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self._socket.settimeout(timeout)
            self._socket.connect(socket_path)
        except OSError as error:
            self._socket.close()
            raise ManagerUnavailable(f"no sandbox manager answers at {socket_path}: {error}") from error
        self._socket.settimeout(None)
        self._reader = self._socket.makefile("rb")
        self._lock = threading.Lock()

    def call(self, request: Dict[str, Any], timeout: float | None = None) -> Dict[str, Any]:
        """Sends one request, returns the answer; a failure it names becomes an exception."""
        line = json.dumps(request).encode() + b"\n"
        with self._lock:
            self._socket.settimeout(timeout)
            try:
                self._socket.sendall(line)
                answer = self._reader.readline()
            except OSError as error:
                raise ManagerUnavailable(f"the sandbox manager went away: {error}") from error
            finally:
                self._socket.settimeout(None)
        if not answer:
            raise ManagerUnavailable("the sandbox manager closed the connection")
        reply = json.loads(answer)
        if not reply.get("ok"):
            message = reply.get("error", "the sandbox manager failed")
            if reply.get("kind") in ("bottleneck", "invalid", "unknown"):
                raise ValueError(message)
            raise SandboxError(message)
        return reply

    def close(self) -> None:
        try:
            self._reader.close()
        finally:
            self._socket.close()
