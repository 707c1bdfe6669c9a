"""``EngineBot``: a bot that asks an outside program (an engine) for its actions.

The program speaks the engine protocol (JSON lines on stdin/stdout, see
``docs/engine.md``). When it crashes, answers garbage or an illegal action, or runs out of
time, the ``fallback`` bot decides instead and an
[`EngineFault`][kartenregeln.engine.bot.EngineFault] is recorded.
"""

from __future__ import annotations

import contextlib
import json
import queue
import random
import shlex
import subprocess
import threading
import time
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, Any, cast

import attrs

from kartenregeln._version import __version__
from kartenregeln.bots.base import ActionT, Bot, legal_actions_of
from kartenregeln.engine._messages import PROTOCOL, game_of, line, parse_action, view_json

if TYPE_CHECKING:
    from kartenregeln.game import GameState, View

__all__ = ["EngineBot", "EngineFault"]


@attrs.frozen
class EngineFault:
    """One decision the fallback bot made instead of the engine.

    ``kind``: ``"start"`` (the program could not be started or did not say hello),
    ``"crash"`` (it exited or closed its output), ``"timeout"``, ``"garbage"`` (not a
    JSON message of the protocol, or an action that does not parse), ``"illegal"`` (an
    action that is not legal now), ``"disabled"`` (too many restarts: no more tries).
    """

    engine: str
    kind: str
    detail: str
    seat: int | None = None

    def __str__(self) -> str:
        where = "" if self.seat is None else f" (seat {self.seat})"
        return f"{self.engine}{where}: {self.kind}: {self.detail}"


class _Process:
    """A running engine: the process and a thread that queues its output lines."""

    def __init__(self, argv: Sequence[str], show_stderr: bool) -> None:
        self.proc = subprocess.Popen(
            list(argv),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=None if show_stderr else subprocess.DEVNULL,
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        out = self.proc.stdout
        assert out is not None
        threading.Thread(target=self._read, args=(out,), daemon=True).start()

    def _read(self, out: IO[bytes]) -> None:
        for raw in out:
            self.lines.put(raw)
        self.lines.put(None)

    def send(self, message: dict[str, Any]) -> None:
        stdin = self.proc.stdin
        assert stdin is not None
        stdin.write(line(message))
        stdin.flush()

    def receive(self, deadline: float) -> dict[str, Any]:
        """The next message; raises ``TimeoutError``, ``EOFError`` or ``ValueError``."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            try:
                raw = self.lines.get(timeout=left)
            except queue.Empty:
                raise TimeoutError from None
            if raw is None:
                raise EOFError
            if not raw.strip():
                continue
            try:
                message = json.loads(raw)
            except (UnicodeDecodeError, json.JSONDecodeError):
                raise ValueError(f"not JSON: {_short(raw)}") from None
            if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                raise ValueError(f"not a message object with a type: {_short(raw)}")
            if message["type"] == "log":
                continue
            return message

    def close(self) -> None:
        proc = self.proc
        if proc.poll() is None:
            try:
                self.send({"type": "quit"})
                proc.wait(timeout=1.0)
            except (OSError, subprocess.TimeoutExpired):
                proc.kill()
                proc.wait()
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                # Closing stdin flushes what a failed send left in its buffer; the
                # program is gone, so that write fails too and is of no interest.
                with contextlib.suppress(OSError):
                    stream.close()


def _short(raw: bytes | str, limit: int = 80) -> str:
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    text = text.strip()
    return repr(text if len(text) <= limit else text[:limit] + "…")


class EngineBot:
    """A [`Bot`][kartenregeln.bots.base.Bot] played by the program ``command`` (a command
    line, split like a shell does, or a list of arguments).

    The program is started at the first decision and says hello; each decision then sends
    the view and the legal actions and waits at most ``time_limit`` seconds for the
    answer (``hello_timeout`` for the hello). Whatever goes wrong, ``fallback``
    (default: [`HeuristicBot`][kartenregeln.bots.heuristic.HeuristicBot]) decides that one action
    and an
    [`EngineFault`][kartenregeln.engine.bot.EngineFault] is added to ``faults``; after a crash the
    program is started
    again at the next decision, up to ``max_restarts`` times. An ``EngineBot`` pickles
    (without its process), so it can play in worker processes and on Ray.

    Use it as a context manager, or call [`close`][kartenregeln.engine.bot.EngineBot.close], to stop
    the program.
    """

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        time_limit: float = 5.0,
        hello_timeout: float = 10.0,
        fallback: Bot | None = None,
        max_restarts: int = 3,
        show_stderr: bool = False,
    ) -> None:
        self.argv: tuple[str, ...] = tuple(
            shlex.split(command) if isinstance(command, str) else command
        )
        if not self.argv:
            raise ValueError("an engine needs a command")
        if time_limit <= 0 or hello_timeout <= 0:
            raise ValueError("time limits must be positive")
        if fallback is None:
            from kartenregeln.bots.heuristic import HeuristicBot

            fallback = HeuristicBot()
        self.time_limit = float(time_limit)
        self.hello_timeout = float(hello_timeout)
        self.fallback: Bot = fallback
        self.max_restarts = max_restarts
        self.show_stderr = show_stderr
        self.name = "engine:" + " ".join(self.argv)
        self.engine_name: str | None = None
        self.engine_version: str | None = None
        self.faults: list[EngineFault] = []
        self._proc: _Process | None = None
        self._starts = 0
        self._next_id = 0

    # -- pickling: the process stays here ------------------------------------------------
    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_proc"] = None
        state["_starts"] = 0
        return state

    def __repr__(self) -> str:
        return f"EngineBot({' '.join(self.argv)!r})"

    def __enter__(self) -> EngineBot:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        proc = getattr(self, "_proc", None)
        if proc is not None and proc.proc.poll() is None:
            proc.proc.kill()

    def close(self) -> None:
        """Stop the program (it gets ``quit``, then is killed after a second)."""
        if self._proc is not None:
            self._proc.close()
            self._proc = None

    def take_faults(self) -> list[EngineFault]:
        """The faults recorded so far, and forget them."""
        faults, self.faults = self.faults, []
        return faults

    # -- the protocol ------------------------------------------------------------------
    def _start(self) -> _Process | str:
        """A running engine that said hello, or why not."""
        if self._starts > self.max_restarts:
            return "disabled"
        self._starts += 1
        try:
            proc = _Process(self.argv, self.show_stderr)
        except OSError as exc:
            return f"start: cannot run {self.argv[0]!r}: {exc.strerror or exc}"
        try:
            proc.send(
                {"type": "hello", "protocol": PROTOCOL, "server": "kartenregeln",
                 "version": __version__}
            )  # fmt: skip
            answer = proc.receive(time.monotonic() + self.hello_timeout)
        except TimeoutError:  # before OSError, its base class
            proc.close()
            return f"start: no hello within {self.hello_timeout:g} s"
        except (OSError, EOFError):
            proc.close()
            return "start: the program ended before saying hello"
        except ValueError as exc:
            proc.close()
            return f"start: {exc}"
        if answer.get("type") != "hello":
            proc.close()
            return f"start: expected hello, got {answer.get('type')!r}"
        self.engine_name = str(answer.get("name", ""))[:80] or None
        self.engine_version = str(answer.get("version", ""))[:40] or None
        return proc

    def _fault(
        self, kind: str, detail: str, view: View[GameState[ActionT]], rng: random.Random
    ) -> ActionT:
        self.faults.append(EngineFault(self.name, kind, detail, view.seat))
        # the fallback bot answers with one of the view's legal actions
        return cast("ActionT", self.fallback.choose(view, rng))

    def choose(self, view: View[GameState[ActionT]], rng: random.Random) -> ActionT:
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if self._proc is None or self._proc.proc.poll() is not None:
            if self._proc is not None:
                self._proc.close()
                self._proc = None
            started = self._start()
            if isinstance(started, str):
                kind, _, detail = started.partition(": ")
                return self._fault(kind, detail or "too many restarts", view, rng)
            self._proc = started
        proc = self._proc
        game = game_of(view)
        seed = rng.getrandbits(32)  # drawn for every decision, so the fallback sees the same rng
        self._next_id += 1
        ident = self._next_id
        try:
            proc.send(
                {"type": "choose", "id": ident, "game": game, "seat": view.seat,
                 "view": view_json(view), "legal": [str(a) for a in legal],
                 "time": self.time_limit, "seed": seed}
            )  # fmt: skip
            deadline = time.monotonic() + self.time_limit
            while True:
                answer = proc.receive(deadline)
                if answer.get("type") == "action" and answer.get("id") != ident:
                    continue  # a late answer to an earlier decision
                break
        except TimeoutError:  # before OSError, its base class
            return self._fault("timeout", f"no answer within {self.time_limit:g} s", view, rng)
        except (OSError, EOFError):
            self._proc = None
            proc.close()
            code = proc.proc.poll()
            return self._fault("crash", f"the program ended (exit code {code})", view, rng)
        except ValueError as exc:
            return self._fault("garbage", str(exc), view, rng)
        text = answer.get("action")
        if answer.get("type") != "action" or not isinstance(text, str):
            return self._fault(
                "garbage", f"expected an action, got {_short(str(answer))}", view, rng
            )
        try:
            action = parse_action(game, text)
        except ValueError as exc:
            return self._fault("garbage", f"{text!r} is not an action: {exc}", view, rng)
        if action not in legal:
            return self._fault("illegal", f"{text!r} is not legal now", view, rng)
        return action
