"""``kartenregeln site OUT``: the web table as one static folder, no server needed.

The folder holds the table's page and scripts (the same as ``kartenregeln serve``'s),
the card pictures drawn in advance, Pyodide's runtime (CPython in WebAssembly, copied
from the npm package ``pyodide``), pure-Python wheels of kartenregeln, attrs and
typing-extensions made from the installed packages, and a Web Worker that runs the room
logic ([`kartenregeln.web.local`][kartenregeln.web.local]) in the browser. Any static
file server serves it; the page fetches nothing from another host.

Nothing here needs the ``web`` extra: the builder uses the standard library only.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import importlib.metadata as md
import importlib.util
import json
import os
import shutil
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import attrs

from kartenregeln import __version__
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.names import french_code, label
from kartenregeln.web.pictures import card_svg, deck_words

__all__ = ["PYODIDE_FILES", "PYODIDE_VERSION", "SiteError", "SiteSummary", "build_site"]

PYODIDE_VERSION = "314.0.8"
"""The Pyodide release the folder is tested with (``tests_site/package.json``)."""
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""What the folder takes from the npm package ``pyodide``."""
MARKER = ".kartenregeln-site"
"""The file that marks a folder this command wrote (and may replace)."""

STATIC = Path(__file__).parent / "static"
_SITE = STATIC / "site"
_WHEELS = {  # distribution -> its importable top-level names
    "attrs": ("attr", "attrs"),
    "typing_extensions": ("typing_extensions",),
    "kartenregeln": ("kartenregeln",),
}
_SKIP_TOP = ("rl",)  # kartenregeln.rl: numpy and friends, not in the browser
_SKIP_SUFFIXES = (".pyc", ".pyo", ".so", ".pyd", ".dll", ".c", ".o", ".h")
# the served page's absolute paths, as the folder has them (relative: any place works)
_TABLE_JS = (
    ("`/cards/${face()}/", "`cards/${lang}/${face()}/"),
    (".svg?lang=${lang}`", ".svg`"),
)
_TABLE_HTML = (
    ('href="/static/', 'href="static/'),
    ('src="/static/', 'src="static/'),
    ('href="/"', 'href="#new"'),  # the lobby: the panel's new match
    ('href="/bestenliste"', 'href="#bestenliste"'),
    (
        '<script src="static/table.js">',
        '<script src="static/site/local.js"></script>\n<script src="static/table.js">',
    ),
)


class SiteError(ValueError):
    """What keeps the folder from being written; the message says what to do."""


@attrs.frozen
class SiteSummary:
    """The folder written: its path, its size in bytes, its file count and the version
    of Pyodide it holds."""

    out: Path
    size: int
    files: int
    pyodide: str = PYODIDE_VERSION


def check_pyodide(pyodide: Path) -> str:
    """The version of the Pyodide package at ``pyodide`` (its ``package.json``), or
    [`SiteError`][kartenregeln.web.site.SiteError] naming what is missing."""
    hint = (
        "install it with `npm install pyodide@" + PYODIDE_VERSION + "` and pass "
        "--pyodide node_modules/pyodide (or set KARTENREGELN_PYODIDE)"
    )
    if not pyodide.is_dir():
        raise SiteError(f"no Pyodide at {pyodide}: {hint}")
    missing = [name for name in PYODIDE_FILES if not (pyodide / name).is_file()]
    if missing:
        raise SiteError(f"{pyodide} lacks Pyodide's {', '.join(missing)}: {hint}")
    try:
        version = json.loads((pyodide / "package.json").read_text("utf-8"))["version"]
    except (OSError, ValueError, KeyError, TypeError):
        version = "unknown"
    return str(version)


def _check_out(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise SiteError(f"{out} is a file, not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).exists():
        raise SiteError(
            f"{out} is not empty and was not written by `kartenregeln site`: "
            "give an empty or new folder"
        )
    parent = out.absolute().parent
    if not parent.is_dir():
        raise SiteError(f"the folder {parent} (where {out.name} goes) does not exist")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise SiteError(f"the folder {parent} is not writable")


def _files_of(top: str) -> Iterator[tuple[Path, str]]:
    """``(file, path in the wheel)`` of an importable top-level package or module."""
    spec = importlib.util.find_spec(top)
    if spec is None or spec.origin is None:
        raise SiteError(f"the package {top!r} is not installed")
    origin = Path(spec.origin)
    if origin.name != "__init__.py":  # a module
        yield origin, origin.name
        return
    root = origin.parent
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if not path.is_file() or "__pycache__" in rel.parts or path.name.endswith(_SKIP_SUFFIXES):
            continue
        if top == "kartenregeln" and (
            rel.parts[0] in _SKIP_TOP or rel.parts[:2] == ("web", "static")
        ):
            continue
        yield path, f"{top}/{rel.as_posix()}"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def make_wheel(dist_name: str, folder: Path) -> str:
    """A pure-Python wheel of the installed distribution ``dist_name`` in ``folder``
    (for kartenregeln: without the compiled search, so the pure-Python one runs);
    returns the wheel's file name."""
    dist = md.distribution(dist_name)
    name = dist.metadata["Name"].replace("-", "_").lower()
    version = dist.version
    wheel = f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    lines = []
    with zipfile.ZipFile(folder / wheel, "w", zipfile.ZIP_DEFLATED) as z:

        def add(arcname: str, data: bytes) -> None:
            info_ = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            info_.compress_type = zipfile.ZIP_DEFLATED
            info_.external_attr = 0o644 << 16
            z.writestr(info_, data)
            lines.append(_record_line(arcname, data))

        for top in _WHEELS[dist_name]:
            for path, arcname in _files_of(top):
                add(arcname, path.read_bytes())
        metadata = dist.read_text("METADATA") or f"Metadata-Version: 2.1\nName: {name}\n"
        add(f"{info}/METADATA", metadata.encode("utf-8"))
        wheel_meta = "Wheel-Version: 1.0\nGenerator: kartenregeln site\nRoot-Is-Purelib: true\n"
        add(f"{info}/WHEEL", (wheel_meta + "Tag: py3-none-any\n").encode())
        lines.append(f"{info}/RECORD,,")
        z.writestr(f"{info}/RECORD", "\n".join(lines) + "\n")
    return wheel


def _card_codes() -> list[str]:
    codes: set[str] = set()
    for suit in Suit:
        for rank in Rank:
            try:
                card = Card(suit, rank)
            except (ValueError, KeyError):
                continue
            codes.add(str(card))
            with contextlib.suppress(ValueError, KeyError):
                codes.add(french_code(card))
            with contextlib.suppress(ValueError, KeyError):
                codes.add(label(card, "bavarian"))
    return sorted(codes)


def _rewrite(text: str, pairs: tuple[tuple[str, str], ...], what: str) -> str:
    for old, new in pairs:
        if old not in text:
            raise SiteError(f"{what} no longer contains {old!r}: update kartenregeln.web.site")
        text = text.replace(old, new)
    return text


def _write_folder(tmp: Path, pyodide: Path, pyodide_version: str) -> None:
    static = tmp / "static"
    (static / "site").mkdir(parents=True)
    for name in ("common.js", "style.css", "favicon.svg"):
        shutil.copyfile(STATIC / name, static / name)
    table_js = (STATIC / "table.js").read_text("utf-8")
    (static / "table.js").write_text(_rewrite(table_js, _TABLE_JS, "table.js"), "utf-8")
    for path in sorted(_SITE.iterdir()):
        if path.is_file() and path.suffix in (".js", ".mjs", ".css") and path.name != "index.html":
            shutil.copyfile(path, static / "site" / path.name)
    page = _rewrite((STATIC / "table.html").read_text("utf-8"), _TABLE_HTML, "table.html")
    panel = (_SITE / "panel.html").read_text("utf-8")
    # after the table: the table's page keeps its place on the screen (before a match
    # starts the table is hidden and the panel is all there is)
    if "</main>" not in page:
        raise SiteError("table.html no longer contains '</main>': update kartenregeln.web.site")
    page = page.replace("</main>", panel + "</main>", 1)
    (tmp / "index.html").write_text(page, "utf-8")
    # the pictures and deck words the server draws on demand, drawn once here
    for lang in ("de", "en"):
        (tmp / f"deck-{lang}.json").write_text(json.dumps(deck_words(lang)), "utf-8")
        for face in ("bavarian", "french"):
            folder = tmp / "cards" / lang / face
            folder.mkdir(parents=True)
            for code in _card_codes():
                with contextlib.suppress(ValueError, KeyError):
                    (folder / f"{code}.svg").write_text(card_svg(code, face, lang), "utf-8")
    runtime = tmp / "pyodide"
    runtime.mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide / name, runtime / name)
    wheels = tmp / "wheels"
    wheels.mkdir()
    names = [make_wheel(dist, wheels) for dist in _WHEELS]
    manifest = {
        "kartenregeln": __version__,
        "pyodide": pyodide_version,
        "wheels": [f"wheels/{n}" for n in names],
    }
    (tmp / "site.json").write_text(json.dumps(manifest, indent=1) + "\n", "utf-8")
    (tmp / MARKER).write_text(f"written by kartenregeln {__version__}\n", "utf-8")


def build_site(out: str | Path, pyodide: str | Path) -> SiteSummary:
    """Write the static folder ``out`` (new, empty, or written by this before: then
    replaced) with Pyodide's runtime from the npm package folder ``pyodide``.

    Everything is checked first (the Pyodide files, that ``out`` may be written), then
    the folder is written next to ``out`` and moved into place: an interrupted build
    leaves the old folder as it was."""
    out, pyodide = Path(out), Path(pyodide)
    version = check_pyodide(pyodide)
    _check_out(out)
    parent = out.absolute().parent
    try:
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=parent))
    except OSError as exc:
        raise SiteError(f"cannot write in {parent}: {exc.strerror}") from None
    old: Path | None = None
    try:
        _write_folder(tmp, pyodide, version)
        tmp.chmod(0o755)
        if out.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=parent))
            old.rmdir()
            out.rename(old)
        tmp.rename(out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        if old is not None and not out.exists():
            old.rename(out)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
    files = [p for p in out.rglob("*") if p.is_file()]
    return SiteSummary(out, sum(p.stat().st_size for p in files), len(files), version)
