"""The sandbox manager seed's usage patterns against a JudgeDesk manager process, one behaviour per test.

CTest runs these with JUDGEDESK_CLI naming the judgedesk-cli of the build; each class starts a manager of
its own on a socket in a temporary directory, as initialize_sandbox_manager() does."""

import contextlib
import os
import re
import shutil
import tempfile
import textwrap
import time
import unittest

import judgedesk_sandbox as jds
from judgedesk_sandbox import CommandResponse, Language, ResponseCategory, SandboxState

CONFIG = """\
general:
  pool_size: 1
  scale_limit: 3
  idle_timeout: 600
  running_timeout: 4
"""


class ManagerCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.directory = tempfile.TemporaryDirectory(prefix="jds-")
        config = os.path.join(cls.directory.name, "sandbox_config.yml")
        with open(config, "w") as file:
            file.write(CONFIG)
        cls.socket = os.path.join(cls.directory.name, "run", "manager.sock")
        cls.manager = jds.initialize_sandbox_manager(config, socket_path=cls.socket)

    @classmethod
    def tearDownClass(cls):
        cls.manager.shutdown()
        cls.directory.cleanup()

    @contextlib.contextmanager
    def again(self, language, name):
        """The sandbox `name` once more: the pool keeps others warm beside it, so sandboxes are taken (and
        held) until it comes."""
        held = []
        try:
            while len(held) < 3:
                held.append(self.manager.get_sandbox(language))
                if held[-1].name == name:
                    yield held[-1]
                    return
            self.fail(f"{name} did not come back to its pool")
        finally:
            for sandbox in held:
                self.manager.release_sandbox(language, sandbox)

    def log(self):
        with open(os.path.join(os.path.dirname(self.socket), "sandbox-manager.log"), errors="replace") as file:
            return file.read()


class UsagePatterns(ManagerCase):
    def test_direct_acquire_and_release(self):
        manager = jds.get_sandbox_manager()
        self.assertIs(manager, self.manager)
        sandbox = manager.get_sandbox(Language.PYTHON)
        try:
            sandbox.prepare_workdir({"main.py": "print('hello from', __name__)"})
            result = sandbox.run_command("python main.py")
        finally:
            manager.release_sandbox(Language.PYTHON, sandbox)
        self.assertIsInstance(result, CommandResponse)
        self.assertEqual(result.category, ResponseCategory.SUCCESS, result.stderr)
        self.assertEqual(result.stdout, "hello from __main__\n")
        self.assertEqual(result.exit_code, 0)
        self.assertGreater(result.execution_time, 0)
        self.assertEqual(self.manager.get_pool_stats()["python"]["active"], 0)

    def test_context_manager_releases_even_on_an_exception(self):
        with self.assertRaises(KeyError):
            with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
                self.assertEqual(sandbox.state, SandboxState.IDLE)
                raise KeyError("the grader failed")
        self.assertEqual(sandbox.state, SandboxState.STOPPED)
        self.assertEqual(self.manager.get_pool_stats()["python"]["active"], 0)

    def test_a_released_sandbox_comes_back_empty(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            sandbox.prepare_workdir({"left.txt": "from the last user"})
            name = sandbox.name
        with self.again(Language.PYTHON, name) as again:
            self.assertEqual(again.run_command("ls -A /app").stdout, "")

    def test_destroy_on_a_timeout(self):
        sandbox = self.manager.get_sandbox(Language.PYTHON)
        result = sandbox.run_command("sleep 5", timeout=0.5)
        self.assertEqual(result.category, ResponseCategory.TIMEOUT)
        self.manager.destroy_sandbox(Language.PYTHON, sandbox)
        with self.manager.acquire_sandbox(Language.PYTHON) as other:
            self.assertNotEqual(other.name, sandbox.name)

    def test_run_commands_sends_each_line_to_stdin(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            sandbox.prepare_workdir({"calculator.py": "a = int(input())\nb = int(input())\nprint(a + b)\n"})
            result = sandbox.run_commands(["5", "3"], program_command="python calculator.py")
        self.assertEqual(result.category, ResponseCategory.SUCCESS, result.stderr)
        self.assertEqual(result.stdout, "8\n")

    def test_prepare_workdir_keeps_nested_directories(self):
        with self.manager.acquire_sandbox(Language.JAVA) as sandbox:
            sandbox.prepare_workdir([{"path": "services/service.java", "content": "class S {}\n"}])
            result = sandbox.run_command("cat services/service.java && pwd")
        self.assertEqual(result.stdout, "class S {}\n/app\n")

    def test_inject_assets_puts_them_in_tmp(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            sandbox.inject_assets({"data/rows.csv": b"1,2\n"})
            result = sandbox.run_command("cat /tmp/data/rows.csv")
        self.assertEqual(result.stdout, "1,2\n")

    def test_a_runtime_error_keeps_its_exit_code_and_stderr(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            result = sandbox.run_command("echo oops >&2; exit 3")
        self.assertEqual(result.category, ResponseCategory.RUNTIME_ERROR)
        self.assertEqual((result.exit_code, result.stderr), (3, "oops\n"))

    def test_each_language_has_its_toolchain(self):
        checks = {Language.PYTHON: "python3 --version", Language.JAVA: "javac -version",
                  Language.NODE: "node --version", Language.CPP: "g++ --version", Language.C: "gcc --version"}
        for language, command in checks.items():
            with self.subTest(language=language), self.manager.acquire_sandbox(language) as sandbox:
                # The sandbox shows the host's /usr: a toolchain this machine lacks is not there either.
                if shutil.which(command.split()[0]) is None:
                    self.skipTest(f"{command.split()[0]} is not installed on this machine")
                result = sandbox.run_command(command)
                self.assertEqual(result.category, ResponseCategory.SUCCESS, result.stderr)

    def test_each_pool_has_the_commands_of_its_image(self):
        # The seed's images are the official ones: python has python and pip, node npm, gcc make.
        commands = {Language.PYTHON: ["python", "python3", "pip"], Language.NODE: ["node", "npm"],
                    Language.JAVA: ["java", "javac"], Language.CPP: ["gcc", "g++", "make"],
                    Language.C: ["gcc", "make"]}
        debian = {"python": "python3", "pip": "pip3"}
        for language, names in commands.items():
            for name in names:
                with self.subTest(language=language, command=name):
                    if shutil.which(name) is None and shutil.which(debian.get(name, name)) is None:
                        self.skipTest(f"{name} is not installed on this machine under any name")
                    with self.manager.acquire_sandbox(language) as sandbox:
                        result = sandbox.run_command(f"{name} --version")
                    self.assertEqual(result.category, ResponseCategory.SUCCESS, f"{name}: {result.stderr}")

    def test_names_follow_the_seed(self):
        with self.manager.acquire_sandbox(Language.CPP) as sandbox:
            self.assertRegex(sandbox.name, r"^ag-sbx-cpp-[0-9a-f]{8}-[0-9]{4}$")

    def test_get_pool_stats_has_the_seeds_figures(self):
        stats = self.manager.get_pool_stats()
        self.assertEqual(set(stats), {"python", "java", "node", "cpp", "c"})
        self.assertEqual(set(stats["python"]),
                         {"idle", "active", "total", "pool_size", "scale_limit", "utilization"})
        self.assertEqual((stats["c"]["pool_size"], stats["c"]["scale_limit"]), (1, 3))

    def test_at_the_scale_limit_acquiring_fails_at_once(self):
        held = [self.manager.get_sandbox(Language.NODE) for _ in range(3)]
        try:
            started = time.monotonic()
            with self.assertRaises(ValueError) as raised:
                self.manager.get_sandbox(Language.NODE)
            self.assertLess(time.monotonic() - started, 2)
            self.assertIn("exhausted", str(raised.exception))
            time.sleep(2.5)  # the monitor's next report sees 3 of 3 in use
            self.assertIn("HIGH LOAD", self.log())
        finally:
            for sandbox in held:
                self.manager.release_sandbox(Language.NODE, sandbox)

    def test_a_command_past_the_running_timeout_is_stopped(self):
        sandbox = self.manager.get_sandbox(Language.C)
        try:
            started = time.monotonic()
            result = sandbox.run_command("sleep 60", timeout=120)
            self.assertEqual(result.category, ResponseCategory.TIMEOUT)
            self.assertLess(time.monotonic() - started, 15)
            self.assertEqual(sandbox.state, SandboxState.STOPPED)
        finally:
            self.manager.destroy_sandbox(Language.C, sandbox)


class Protocol(ManagerCase):
    def test_a_malformed_request_is_answered_and_the_connection_goes_on(self):
        import json
        import socket
        with socket.socket(socket.AF_UNIX) as raw:
            raw.connect(self.socket)
            replies = raw.makefile("rb")
            raw.sendall(b"{not json\n")
            self.assertEqual(json.loads(replies.readline())["kind"], "invalid")
            raw.sendall(b'{"op": "run_command", "name": "ag-sbx-python-00000000-0001"}\n')
            self.assertEqual(json.loads(replies.readline())["kind"], "unknown")
            raw.sendall(b'{"op": "stats"}\n')
            self.assertTrue(json.loads(replies.readline())["ok"])

    def test_odd_fields_are_refused_or_bounded_never_a_crash(self):
        import json
        import socket
        with socket.socket(socket.AF_UNIX) as raw:
            raw.connect(self.socket)
            replies = raw.makefile("rb")

            def ask(request):
                raw.sendall(json.dumps(request).encode() + b"\n")
                return json.loads(replies.readline())

            name = ask({"op": "acquire", "language": "c"})["name"]
            try:
                # A timeout that is not a number is the default; a negative one the shortest there is.
                words = ask({"op": "run_command", "name": name, "command": "echo hi", "timeout": "soon"})
                self.assertEqual(words["response"]["category"], "SUCCESS")
                negative = ask({"op": "run_command", "name": name, "command": "sleep 2", "timeout": -5})
                self.assertEqual(negative["response"]["category"], "TIMEOUT")
                for port in (0, -1, 70000):
                    reply = ask({"op": "http", "name": name, "port": port, "request": "", "timeout": 1})
                    self.assertFalse(reply["ok"])
                    self.assertIn("port", reply["error"])
                for files in ({"a.txt": "%%% not base64"}, {"": "eA=="}, {"d/": "eA=="}, {"../x": "eA=="},
                              {"/etc/passwd": "eA=="}, ["a.txt"], "a.txt"):
                    reply = ask({"op": "prepare_workdir", "name": name, "files": files})
                    self.assertFalse(reply["ok"], files)
                raw.sendall(b"\x00\xff binary \x01\n")
                self.assertEqual(json.loads(replies.readline())["kind"], "invalid")
                self.assertTrue(ask({"op": "stats"})["ok"])
            finally:
                ask({"op": "release", "name": name})

    def test_the_socket_is_this_users_alone(self):
        import stat
        self.assertEqual(stat.S_IMODE(os.stat(os.path.dirname(self.socket)).st_mode), 0o700)
        self.assertEqual(stat.S_IMODE(os.stat(self.socket).st_mode) & 0o077, 0)

    def test_a_client_gone_without_releasing_has_its_sandbox_destroyed(self):
        sandbox = self.manager.get_sandbox(Language.C)
        sandbox._connection.close()  # as a crashed grader's process would
        sandbox._connection = None
        for _ in range(50):
            if self.manager.get_pool_stats()["c"]["active"] == 0:
                break
            time.sleep(0.1)
        self.assertEqual(self.manager.get_pool_stats()["c"]["active"], 0)
        with self.manager.acquire_sandbox(Language.C) as other:
            self.assertNotEqual(other.name, sandbox.name)


class ContainerLimits(ManagerCase):
    def run_in(self, command, timeout=20):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            return sandbox.run_command(command, timeout=timeout)

    def test_memory_is_held_at_128_mb(self):
        result = self.run_in("python3 -c 'x = bytearray(200 << 20); print(len(x))'")
        self.assertEqual(result.category, ResponseCategory.RUNTIME_ERROR, result.stdout)
        self.assertTrue(self.run_in("python3 -c 'x = bytearray(64 << 20)'").category == ResponseCategory.SUCCESS)

    def test_processes_are_held_at_64(self):
        script = ("import os, time\nmade = 0\ntry:\n    for _ in range(100):\n"
                  "        if os.fork() == 0:\n            time.sleep(3); os._exit(0)\n        made += 1\n"
                  "except OSError:\n    pass\nprint(made)\n")
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            sandbox.prepare_workdir({"forks.py": script})
            made = int(sandbox.run_command("python3 forks.py").stdout.strip() or 0)
        self.assertLess(made, 64)

    def test_a_file_is_held_at_10_mb(self):
        result = self.run_in("head -c 11000000 /dev/zero > /app/big")
        self.assertEqual(result.category, ResponseCategory.RUNTIME_ERROR)

    def test_app_holds_64_mb_and_tmp_32_mb(self):
        fill = "for i in 1 2 3 4 5 6 7 8; do head -c 9000000 /dev/zero > {0}/f$i || exit 1; done"
        self.assertEqual(self.run_in(fill.format("/app")).category, ResponseCategory.RUNTIME_ERROR)
        self.assertEqual(self.run_in(fill.format("/tmp")).category, ResponseCategory.RUNTIME_ERROR)
        few = "for i in 1 2 3; do head -c 9000000 /dev/zero > {0}/f$i || exit 1; done"
        self.assertEqual(self.run_in(few.format("/tmp")).category, ResponseCategory.SUCCESS)

    def test_there_is_no_network_but_loopback(self):
        interfaces = self.run_in("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '").stdout.split()
        self.assertEqual(interfaces, ["lo"])
        outside = self.run_in("python3 -c 'import socket; socket.create_connection((\"10.0.0.1\", 80), timeout=2)'")
        self.assertEqual(outside.category, ResponseCategory.RUNTIME_ERROR)

    def test_every_capability_is_dropped(self):
        status = self.run_in("grep -E '^Cap(Eff|Prm)' /proc/self/status").stdout
        self.assertEqual(re.findall(r"Cap(?:Eff|Prm):\s*([0-9a-f]+)", status), ["0" * 16, "0" * 16])

    def test_commands_run_as_an_ordinary_user(self):
        if self.manager.isolation != "privileged":
            self.skipTest("an ordinary user's sandbox (user namespace) maps that user to root inside, "
                          "without any capability (test_every_capability_is_dropped)")
        self.assertNotEqual(int(self.run_in("id -u").stdout), 0)

    def test_half_a_cpu(self):
        if not self.manager.throttles_cpu:
            self.skipTest("no cpu cgroup on this machine: the manager says the 0.5 CPU is not applied")
        script = ("import time\nstart = time.monotonic()\nwhile time.monotonic() - start < 2: pass\n"
                  "print(time.process_time())\n")
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            sandbox.prepare_workdir({"spin.py": script})
            cpu = float(sandbox.run_command("python3 spin.py").stdout)
        self.assertLess(cpu, 1.4)


class MakeRequest(ManagerCase):
    APP = textwrap.dedent("""\
        import json
        from http.server import BaseHTTPRequestHandler, HTTPServer

        class Handler(BaseHTTPRequestHandler):
            def reply(self, status, body):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                if self.path == "/api/health":
                    self.reply(200, {"status": "ok"})
                else:
                    self.reply(404, {"error": self.path})

            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                self.reply(201, {"echo": json.loads(body), "type": self.headers["Content-Type"]})

        HTTPServer(("127.0.0.1", 8000), Handler).serve_forever()
        """)

    def start_app(self, sandbox):
        sandbox.prepare_workdir({"app.py": self.APP})
        started = sandbox.run_command("nohup python app.py > /tmp/app.log 2>&1 &")
        self.assertEqual(started.category, ResponseCategory.SUCCESS, started.stderr)
        for _ in range(100):
            try:
                return sandbox.make_request("GET", "/api/health")
            except jds.SandboxRequestError:
                time.sleep(0.1)
        self.fail("the application never answered: " + sandbox.run_command("cat /tmp/app.log").stdout)

    def test_a_web_application_inside_answers(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            health = self.start_app(sandbox)
            self.assertEqual(health.status_code, 200)
            self.assertEqual(health.json(), {"status": "ok"})
            created = sandbox.make_request("POST", "/api/items", json_data={"n": 1})
            self.assertEqual(created.status_code, 201)
            self.assertEqual(created.json(), {"echo": {"n": 1}, "type": "application/json"})
            missing = sandbox.make_request("GET", "/nothing", headers={"X-Test": "1"})
            self.assertEqual((missing.status_code, missing.json()["error"]), (404, "/nothing"))
            self.assertIn('"error"', missing.text)

    def test_nothing_listening_is_a_request_error(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            with self.assertRaises(jds.SandboxRequestError):
                sandbox.make_request("GET", "/", timeout=1)

    def test_the_application_is_not_reachable_from_the_host(self):
        import socket
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            self.start_app(sandbox)
            with self.assertRaises(OSError):
                socket.create_connection(("127.0.0.1", 8000), timeout=1).close()

    def test_a_released_sandbox_keeps_no_application(self):
        with self.manager.acquire_sandbox(Language.PYTHON) as sandbox:
            self.start_app(sandbox)
            name = sandbox.name
        with self.again(Language.PYTHON, name) as again:
            with self.assertRaises(jds.SandboxRequestError):
                again.make_request("GET", "/api/health", timeout=1)


if __name__ == "__main__":
    unittest.main()
