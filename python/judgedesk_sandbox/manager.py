"""SandboxManager: the pools of a JudgeDesk sandbox manager process (judgedesk-cli sandbox-manager),
found running on this user's socket or started by initialize_sandbox_manager()."""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Union

from ._connection import Connection, ManagerUnavailable
from .container import SandboxContainer
from .models import Language

log = logging.getLogger("judgedesk_sandbox")

_STARTUP_SECONDS = 60


def default_socket_path() -> str:
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "judgedesk", "sandbox-manager.sock")
    return f"/tmp/judgedesk-{os.geteuid()}/sandbox-manager.sock"


def find_judgedesk_cli() -> List[str]:
    """How to start judgedesk-cli: $JUDGEDESK_CLI, the PATH, beside an installed package
    (<prefix>/lib/python3/dist-packages), a build of the source tree, or the AppImage named by $APPIMAGE."""
    configured = os.environ.get("JUDGEDESK_CLI")
    if configured:
        return [configured]
    here = Path(__file__).resolve()
    candidates = [here.parents[4] / "bin" / "judgedesk-cli"]  # installed
    for build in ("root", "native"):  # packaging/dev.sh's build directories
        candidates.append(here.parents[2] / "build" / build / "bin" / "judgedesk-cli")
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return [str(candidate)]
    on_path = shutil.which("judgedesk-cli")
    if on_path:
        return [on_path]
    if os.environ.get("APPIMAGE"):
        return [os.environ["APPIMAGE"], "cli"]
    raise FileNotFoundError("judgedesk-cli was not found: install JudgeDesk or name it in $JUDGEDESK_CLI")


def _language(language: Union[Language, str]) -> Language:
    return language if isinstance(language, Language) else Language(str(language).lower())


class SandboxManager:
    """The seed's manager: get_sandbox / acquire_sandbox / release_sandbox / destroy_sandbox,
    get_pool_stats and shutdown, over a JudgeDesk manager process."""

    def __init__(self, socket_path: Optional[str] = None, process: Optional[subprocess.Popen] = None):
        self.socket_path = socket_path or default_socket_path()
        self._process = process  # the manager process this one started, if any
        self._lock = threading.Lock()
        self._leased: Dict[str, SandboxContainer] = {}
        hello = self._call({"op": "hello"}, timeout=10)
        self.manager_pid = hello["pid"]
        self.languages = [Language(name) for name in hello["languages"] if name in Language._value2member_map_]
        self.isolation = hello.get("isolation", "")  # "privileged", "user-namespace" or "none"
        self.throttles_cpu = bool(hello.get("throttles_cpu"))  # whether the 0.5 CPU is applied
        self._shut_down = False

    def _call(self, request, timeout: Optional[float] = 30):
        connection = Connection(self.socket_path, timeout=10)
        try:
            return connection.call(request, timeout)
        finally:
            connection.close()

    def get_sandbox(self, language: Union[Language, str]) -> SandboxContainer:
        """An idle sandbox of the language's pool, or a new one below scale_limit; ValueError at the limit
        (the bottleneck) or for a language without a pool."""
        language = _language(language)
        connection = Connection(self.socket_path, timeout=10)
        try:
            reply = connection.call({"op": "acquire", "language": language.value}, timeout=120)
        except BaseException:
            connection.close()
            raise
        sandbox = SandboxContainer(language, reply["name"], connection)
        with self._lock:
            self._leased[sandbox.name] = sandbox
        return sandbox

    @contextlib.contextmanager
    def acquire_sandbox(self, language: Union[Language, str]) -> Iterator[SandboxContainer]:
        """get_sandbox, released at the end of the block, even on an exception (unless destroyed in it)."""
        sandbox = self.get_sandbox(language)
        try:
            yield sandbox
        finally:
            self.release_sandbox(language, sandbox)

    def release_sandbox(self, language: Union[Language, str], sandbox: SandboxContainer) -> None:
        """Back to the pool, emptied, for the next user (destroyed when the pool is above its size)."""
        self._end(sandbox, "release")

    def destroy_sandbox(self, language: Union[Language, str], sandbox: SandboxContainer) -> None:
        """After a fatal error: the sandbox is stopped and never reused."""
        self._end(sandbox, "destroy")

    def _end(self, sandbox: SandboxContainer, op: str) -> None:
        with self._lock:
            self._leased.pop(sandbox.name, None)
        try:
            sandbox._end(op)
        except ManagerUnavailable:
            pass  # the manager is gone, and its sandboxes with it

    def get_pool_stats(self) -> Dict[str, Dict[str, float]]:
        """{"python": {"idle", "active", "total", "pool_size", "scale_limit", "utilization"}, ...}"""
        stats = self._call({"op": "stats"})["stats"]
        for figures in stats.values():
            figures.pop("waiting", None)  # JudgeDesk's judging schedulers, not the seed's
        return stats

    def shutdown(self) -> None:
        """Destroys this process's sandboxes; stops the manager process if this one started it."""
        if self._shut_down:
            return
        self._shut_down = True
        with self._lock:
            leased = list(self._leased.values())
            self._leased.clear()
        for sandbox in leased:
            with contextlib.suppress(Exception):
                sandbox._end("destroy")
        if self._process is not None:
            with contextlib.suppress(Exception):
                self._call({"op": "shutdown"}, timeout=30)
            try:
                self._process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._process = None

    def __enter__(self) -> "SandboxManager":
        return self

    def __exit__(self, *_exc) -> None:
        self.shutdown()


_manager: Optional[SandboxManager] = None
_manager_lock = threading.Lock()


def _running(socket_path: str) -> bool:
    try:
        Connection(socket_path, timeout=2).close()
        return True
    except ManagerUnavailable:
        return False


def initialize_sandbox_manager(config_path: Optional[str] = None, socket_path: Optional[str] = None,
                               start: bool = True) -> SandboxManager:
    """The manager at application start: the one running on this user's socket, or a new manager
    process with `config_path` (the seed's sandbox_config.yml; by default ./sandbox_config.yml when
    present, else the seed's defaults). Shut down at exit, and on SIGTERM and SIGINT."""
    global _manager
    with _manager_lock:
        if _manager is not None and not _manager._shut_down:
            return _manager
        socket_path = socket_path or default_socket_path()
        process = None
        if not _running(socket_path):
            if not start:
                raise ManagerUnavailable(f"no sandbox manager runs at {socket_path}")
            process = _start_manager(config_path, socket_path)
        _manager = SandboxManager(socket_path, process)
        atexit.register(_manager.shutdown)
        _install_signal_handlers()
        return _manager


def get_sandbox_manager() -> SandboxManager:
    """The manager initialize_sandbox_manager() gave, initialising it with the defaults if needed."""
    if _manager is None or _manager._shut_down:
        return initialize_sandbox_manager()
    return _manager


def _start_manager(config_path: Optional[str], socket_path: str) -> subprocess.Popen:
    if config_path is None and os.path.exists("sandbox_config.yml"):
        config_path = "sandbox_config.yml"
    command = find_judgedesk_cli() + ["sandbox-manager", "--socket", socket_path]
    if config_path is not None:
        command += ["--config", os.path.abspath(config_path)]
    log_path = os.path.join(os.path.dirname(socket_path), "sandbox-manager.log")
    os.makedirs(os.path.dirname(socket_path), mode=0o700, exist_ok=True)
    log_file = open(log_path, "ab")
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log_file, stderr=log_file,
                               start_new_session=True)
    log_file.close()
    deadline = time.monotonic() + _STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            with open(log_path, "rb") as written:
                tail = written.read()[-2000:].decode(errors="replace")
            raise RuntimeError(f"the sandbox manager did not start ({' '.join(command)}):\n{tail}")
        if _running(socket_path):
            log.info("sandbox manager started (process %d, %s)", process.pid, socket_path)
            return process
        time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"the sandbox manager did not answer within {_STARTUP_SECONDS} s; see {log_path}")


_handlers_installed = False


def _install_signal_handlers() -> None:
    """SIGTERM and SIGINT shut the manager down first, then do what they did."""
    global _handlers_installed
    if _handlers_installed or threading.current_thread() is not threading.main_thread():
        return
    _handlers_installed = True
    for number in (signal.SIGTERM, signal.SIGINT):
        previous = signal.getsignal(number)

        def handler(signum, frame, previous=previous):
            if _manager is not None:
                _manager.shutdown()
            if callable(previous):
                previous(signum, frame)
            elif previous == signal.SIG_DFL:
                signal.signal(signum, signal.SIG_DFL)
                os.kill(os.getpid(), signum)

        signal.signal(number, handler)
