"""The web table's tests: a real server process and Debian's Chromium through Playwright.

Run with the ``webtest`` extra: ``pytest -o addopts="" tests_web`` (``.ci/run`` does).
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("KARTENREGELN_CHROMIUM", "/usr/bin/chromium")
ROOT = Path(__file__).resolve().parent.parent
IMAGES = Path(
    os.environ.get("KARTENREGELN_SCREENSHOTS")
    or Path(tempfile.gettempdir()) / "kartenregeln-screenshots"
)
"""Where the browser tests put the screenshots docs/web.md shows: a temporary folder, so a
test run leaves the checkout as it was; ``KARTENREGELN_SCREENSHOTS=docs/images`` renews
the documentation's pictures."""
IMAGES.mkdir(parents=True, exist_ok=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """``kartenregeln serve`` in a child process on a free port. ``standin``: how long a
    person may be gone before the computer plays for her (10 s, longer than a slow or
    loaded machine's browser takes to connect or reconnect, so that no test's person
    has her cards played for her while her page loads)."""

    def __init__(
        self, db: Path | str, port: int, delay: float = 0.05, standin: float = 10.0
    ) -> None:
        self.db, self.port, self.delay, self.standin = db, port, delay, standin
        self.proc: subprocess.Popen[bytes] | None = None
        # what the server prints on stderr goes to a file, never to a pipe nobody reads
        # (a full pipe would stop the server), and a failing test can show it
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115 - open as long as the object

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stderr(self) -> str:
        """What the server printed on stderr so far."""
        self.errors.seek(0)
        return self.errors.read().decode(errors="replace")

    def start(self) -> None:
        cmd = [
            sys.executable,
            "-m",
            "kartenregeln",
            "serve",
            "--port",
            str(self.port),
            "--db",
            str(self.db),
            "--computer-delay",
            str(self.delay),
            "--standin-after",
            str(self.standin),
        ]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=self.errors)
        for _ in range(200):
            try:
                with urllib.request.urlopen(self.url + "/api/tables", timeout=1):
                    return
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"the server did not start: {self.stderr()}") from None
                time.sleep(0.05)
        raise RuntimeError("the server did not answer within 10 s")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()  # SIGKILL: no clean shutdown
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class Proxy:
    """A reverse proxy of the simplest kind, as in front of several server processes: it
    passes each TCP connection (HTTP and WebSocket alike) to the first of ``ports`` that
    accepts it, so that the browser keeps one address (and its stored seat tokens) while
    the process behind it changes. Threads, 127.0.0.1 only."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.listener.getsockname()[1])
        self.open: list[socket.socket] = []
        self.lock = threading.Lock()
        self.served: list[int] = []
        """The port each connection went to, in order."""
        self.sockets: list[int] = []
        """The port each WebSocket went to, in order."""
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        client.settimeout(10)
        try:
            head = client.recv(4096, socket.MSG_PEEK)  # the request line and headers
        except OSError:
            client.close()
            return
        client.settimeout(None)
        for port in self.ports:
            try:
                upstream = socket.create_connection(("127.0.0.1", port), timeout=2)
            except OSError:
                continue
            upstream.settimeout(None)
            with self.lock:
                self.open += [client, upstream]
                self.served.append(port)
                if b"upgrade: websocket" in head.lower():
                    self.sockets.append(port)
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()
            return
        client.close()  # nobody answers: the browser tries again

    @staticmethod
    def _pump(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        for s in (src, dst):  # one side gone: the connection is over for both
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)

    def stop(self) -> None:
        self.listener.close()
        with self.lock:
            for s in self.open:
                s.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path / "web.sqlite3", free_port())
    proc.start()
    yield proc
    proc.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: apt-get install chromium (CI does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--disable-default-apps",
                "--disable-extensions",
            ],
        )
        yield b
        b.close()


def _pg_bin() -> Path:
    """Debian's PostgreSQL programs (the newest installed), or ``$KARTENREGELN_PG_BIN``."""
    if os.environ.get("KARTENREGELN_PG_BIN"):
        return Path(os.environ["KARTENREGELN_PG_BIN"])
    versions = [p.parent for p in Path("/usr/lib/postgresql").glob("*/bin/initdb")]
    versions.sort(key=lambda b: int(b.parent.name) if b.parent.name.isdigit() else 0)
    return versions[-1] if versions else Path("/usr/lib/postgresql/15/bin")


PG_BIN = _pg_bin()


class Postgres:
    """A PostgreSQL server of Debian's ``postgresql`` package in a temporary folder, on
    a free port of 127.0.0.1 (run as the ``postgres`` user when the tests run as root:
    PostgreSQL refuses root)."""

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="kr-pg-"))
        self.port = free_port()
        self.user: list[str] = []
        if os.geteuid() == 0:
            import shutil

            shutil.chown(self.dir, "postgres")
            self.user = ["runuser", "-u", "postgres", "--"]
        data = self.dir / "data"
        self._run([str(PG_BIN / "initdb"), "-D", str(data), "-U", "kr", "--auth=trust",
                   "-E", "UTF8"])  # fmt: skip
        options = f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run([str(PG_BIN / "pg_ctl"), "-D", str(data), "-l", str(self.dir / "log"),
                   "-o", options, "-w", "start"])  # fmt: skip
        self.count = 0

    def _run(self, cmd: list[str]) -> None:
        subprocess.run([*self.user, *cmd], check=True, capture_output=True, timeout=120)

    def database(self) -> str:
        """A new empty database; its address."""
        import psycopg

        self.count += 1
        name = f"t{self.count}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def url(self, name: str) -> str:
        return f"postgresql://kr@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        self._run([str(PG_BIN / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "immediate",
                   "-w", "stop"])  # fmt: skip
        import shutil

        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres() -> Iterator[Postgres]:
    if not (PG_BIN / "initdb").exists():
        pytest.fail(f"no PostgreSQL at {PG_BIN}: apt-get install postgresql (CI does)")
    pg = Postgres()
    yield pg
    pg.stop()
