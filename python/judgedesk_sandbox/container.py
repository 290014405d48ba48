"""SandboxContainer: one leased sandbox, its files, commands and HTTP requests."""

from __future__ import annotations

import base64
import http.client
import io
import json as _json
import urllib.parse
from typing import Any, Dict, Iterable, Mapping, Optional, Tuple

from ._connection import Connection
from .models import CommandResponse, HttpResponse, Language, SandboxRequestError, SandboxState

DEFAULT_APP_PORT = 8000


def _files(files: Any, inside: str) -> Dict[str, str]:
    """{path: content}, a list of {"path"|"name"|"filename", "content"} or of objects with those
    attributes, into {path relative to `inside`: base64}. Contents may be str (UTF-8) or bytes."""
    if isinstance(files, Mapping):
        pairs: Iterable[Tuple[str, Any]] = files.items()
    else:
        pairs = []
        for item in files:
            get = item.get if isinstance(item, Mapping) else lambda key, item=item: getattr(item, key, None)
            path = get("path") or get("name") or get("filename") or get("relative_path")
            content = get("content")
            if content is None:
                content = get("data")
            if path is None or content is None:
                raise ValueError(f"a file needs a path and a content: {item!r}")
            pairs.append((path, content))
    encoded = {}
    for path, content in pairs:
        raw = content if isinstance(content, (bytes, bytearray)) else str(content).encode()
        relative = str(path)
        if relative.startswith(inside + "/"):
            relative = relative[len(inside) + 1:]
        encoded[relative] = base64.b64encode(bytes(raw)).decode("ascii")
    return encoded


class _Replay:
    """A socket-like object over bytes already received, for http.client's response parser."""

    def __init__(self, data: bytes):
        self._data = data

    def makefile(self, *_args, **_kwargs):
        return io.BytesIO(self._data)


class SandboxContainer:
    """A sandbox of a language pool, leased to this process until released or destroyed."""

    def __init__(self, language: Language, name: str, connection: Connection, app_port: int = DEFAULT_APP_PORT):
        self.language = language
        self.name = name
        self.container_name = name
        self.app_port = app_port
        self._connection: Optional[Connection] = connection

    def __repr__(self) -> str:
        return f"SandboxContainer({self.name!r}, {self.language.value})"

    def _call(self, request: Dict[str, Any], timeout: Optional[float] = None) -> Dict[str, Any]:
        if self._connection is None:
            raise ValueError(f"{self.name} was released or destroyed")
        request["name"] = self.name
        return self._connection.call(request, timeout)

    @property
    def state(self) -> SandboxState:
        if self._connection is None:
            return SandboxState.STOPPED
        return SandboxState[self._call({"op": "state"})["state"]]

    def prepare_workdir(self, submission_files: Any) -> None:
        """Copies the submission's files into /app (nested directories made)."""
        self._call({"op": "prepare_workdir", "files": _files(submission_files, "/app")})

    def inject_assets(self, resolved_assets: Any) -> None:
        """Puts static assets (datasets, fixtures) into /tmp."""
        self._call({"op": "inject_assets", "assets": _files(resolved_assets, "/tmp")})

    def run_command(self, command: str, timeout: float = 30, workdir: str = "/app") -> CommandResponse:
        reply = self._call({"op": "run_command", "command": command, "timeout": timeout, "workdir": workdir},
                           timeout + 60)
        return CommandResponse._from_wire(reply["response"])

    def run_commands(self, commands: Iterable[str], program_command: Optional[str] = None,
                     timeout: float = 30) -> CommandResponse:
        """`program_command` with each of `commands` as a line of its standard input; without one, the
        commands are the lines of a shell script."""
        lines = [str(line) for line in commands]
        reply = self._call({"op": "run_commands", "commands": lines, "program_command": program_command or "sh",
                            "timeout": timeout}, timeout + 60)
        return CommandResponse._from_wire(reply["response"])

    def make_request(self, method: str, endpoint: str, data: Any = None, json_data: Any = None,
                     headers: Optional[Mapping[str, str]] = None, timeout: float = 5) -> HttpResponse:
        """An HTTP request to the web application running inside the sandbox, made from inside its network
        namespace (port app_port unless the endpoint is a URL naming one)."""
        parsed = urllib.parse.urlsplit(endpoint)
        port = parsed.port or self.app_port
        target = parsed.path or "/"
        if parsed.query:
            target += "?" + parsed.query
        if not target.startswith("/"):
            target = "/" + target
        body = b""
        fields = {"Host": f"localhost:{port}", "Connection": "close", "User-Agent": "judgedesk-sandbox",
                  "Accept": "*/*"}
        if json_data is not None:
            body = _json.dumps(json_data).encode()
            fields["Content-Type"] = "application/json"
        elif isinstance(data, Mapping):
            body = urllib.parse.urlencode(data).encode()
            fields["Content-Type"] = "application/x-www-form-urlencoded"
        elif data is not None:
            body = data if isinstance(data, (bytes, bytearray)) else str(data).encode()
        if body or method.upper() in ("POST", "PUT", "PATCH"):
            fields["Content-Length"] = str(len(body))
        for key, value in (headers or {}).items():
            fields[key] = str(value)
        head = f"{method.upper()} {target} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in fields.items())
        raw = head.encode("latin-1") + b"\r\n" + bytes(body)
        try:
            reply = self._call({"op": "http", "port": port, "timeout": timeout,
                                "request": base64.b64encode(raw).decode("ascii")}, timeout + 30)
        except Exception as error:  # the manager's reason: refused, no answer in time
            raise SandboxRequestError(str(error)) from error
        answer = base64.b64decode(reply["response"])
        response = http.client.HTTPResponse(_Replay(answer), method=method.upper())
        try:
            response.begin()
            content = response.read()
        except (http.client.HTTPException, ValueError) as error:
            raise SandboxRequestError(f"the application's answer is not HTTP: {error}") from error
        return HttpResponse(response.status, content, dict(response.getheaders()), response.reason)

    def _end(self, op: str) -> None:
        connection, self._connection = self._connection, None
        if connection is None:
            return
        try:
            connection.call({"op": op, "name": self.name})
        finally:
            connection.close()
