"""The sandbox manager seed's Python API over JudgeDesk's sandbox pools (standard library only).

    manager = get_sandbox_manager()
    with manager.acquire_sandbox(Language.PYTHON) as sandbox:
        sandbox.prepare_workdir({"main.py": "print(input())"})
        result = sandbox.run_commands(["5"], program_command="python3 main.py")

The pools run in a JudgeDesk manager process (judgedesk-cli sandbox-manager), found on this user's
socket or started by initialize_sandbox_manager(config_path)."""

from ._connection import ManagerUnavailable
from .container import DEFAULT_APP_PORT, SandboxContainer
from .manager import (SandboxManager, default_socket_path, find_judgedesk_cli, get_sandbox_manager,
                      initialize_sandbox_manager)
from .models import (CommandResponse, HttpResponse, Language, ResponseCategory, SandboxError, SandboxRequestError,
                     SandboxState)

__all__ = [
    "CommandResponse", "DEFAULT_APP_PORT", "HttpResponse", "Language", "ManagerUnavailable", "ResponseCategory",
    "SandboxContainer", "SandboxError", "SandboxManager", "SandboxRequestError", "SandboxState",
    "default_socket_path", "find_judgedesk_cli", "get_sandbox_manager", "initialize_sandbox_manager",
]
