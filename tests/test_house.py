"""The house rules of the package's structure (see docs/design.md, "The house").

- Outside the game packages (any folder or module named after a game) and the registry,
  no module tests which game it holds: no ``isinstance`` against a game's types, no test of
  a module's name against a game's package, no comparison with a game's name.
- Outside the game packages, no module asks a game by its name (``get_game("schapa")``)
  or reads an attribute only a game's own types have (``getattr(state, "leader")``,
  ``hasattr(world, "first_packet")``): it asks the game's descriptor or facets.
- Counting every import, top-level and inside functions (only the imports under
  ``if TYPE_CHECKING:`` are left out: they never run), the package has no import circle.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import attrs
import pytest
from typing_extensions import get_protocol_members

import kartenregeln
from kartenregeln import game as protocol

PACKAGE = Path(kartenregeln.__file__).resolve().parent
GAMES = ("schafkopf", "schapa")
REGISTRY = {"registry.py"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imported(module: str, path: Path, node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    if node.level == 0:
        base = node.module or ""
    else:
        parts = module.split(".")
        if path.name != "__init__.py":
            parts.pop()
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, *([node.module] if node.module else [])])
    for alias in node.names:
        # ``from package import module`` imports the module; ``from module import name``
        # the module (the package's own __init__ is not counted as an import of it)
        yield f"{base}.{alias.name}"


def _type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Whether ``node`` lies in the body of an ``if TYPE_CHECKING:`` (never run)."""
    while node in parents:
        child, node = node, parents[node]
        if (
            isinstance(node, ast.If)
            and child in node.body
            and ast.unparse(node.test).rpartition(".")[2] == "TYPE_CHECKING"
        ):
            return True
    return False


def import_graph_of(modules: dict[str, str]) -> dict[str, set[str]]:
    """Module -> the modules of ``modules`` (name -> source) it imports: every import
    statement, at the top or inside a function, except those under ``if TYPE_CHECKING:``.
    ``from package import name`` counts as importing the submodule ``package.name`` when
    there is one, else the package."""
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, source in modules.items():
        tree = ast.parse(source)
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        is_package = modules.get(f"{name}.__init__") is None and any(
            m.startswith(f"{name}.") for m in modules
        )
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            if _type_checking_only(node, parents):
                continue
            path = Path("__init__.py" if is_package else "m.py")
            targets = [t for t in _imported(name, path, node) if t.split(".")[0] in _ROOTS]
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


_ROOTS = {"kartenregeln", "pkg"}
"""The top packages whose modules count (``pkg`` for the planted cases below)."""


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (see ``import_graph_of``)."""
    sources = {name: path.read_text(encoding="utf-8") for name, path in _modules().items()}
    return import_graph_of(sources)


def a_circle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One circle through the modules of a strongly connected ``component``, as the path
    ``a -> b -> … -> a`` (the shortest back to its first module)."""
    start = component[0]
    inside = set(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        here = queue.pop(0)
        for nxt in sorted(graph[here] & inside):
            if nxt == start:
                return [*paths[here], start]
            if nxt not in paths:
                paths[nxt] = [*paths[here], nxt]
                queue.append(nxt)
    raise AssertionError(f"{component} is no circle")


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _game_owned(path: Path) -> bool:
    rel = path.relative_to(PACKAGE)
    # kartenregeln._reference is the naive second implementation of each shipped game
    # (written apart from the engine to disagree with it): game-owned, like the games
    return (
        path.name in REGISTRY
        or rel.parts[0] == "_reference"
        or any(Path(p).stem.lstrip("_") in GAMES for p in rel.parts)
    )


@cache
def game_attributes() -> frozenset[str]:
    """The attribute names only the games' own types have: every name of a registered
    game's types that no protocol of ``kartenregeln.game`` promises."""
    promised = set(dir(object)) | set(dir(protocol.Settlement)) | set(dir(protocol.Placement))
    for proto in (protocol.GameState, protocol.View, protocol.Rules, protocol.Match):
        promised |= get_protocol_members(proto)
    promised |= get_protocol_members(protocol.Trick)
    promised.add("card")  # an action that plays a card says which (Play.card in every game)
    promised.add("name")  # any object's name (a bot's), not only a contract's
    found: set[str] = set()
    for game in kartenregeln.games():
        kinds = (game.state_type, game.view_type, game.rules_type, game.match_type,
                 game.settlement_type, *game.action_types, *game.value_types)  # fmt: skip
        for kind in kinds:
            found |= {n for n in dir(kind) if not n.startswith("_")}
            if attrs.has(kind):
                found |= {f.name for f in attrs.fields(kind)}
    return frozenset(found - promised)


def game_tests_in(where: str, source: str) -> list[str]:
    """The places in one module's ``source`` that test which game a value belongs to."""
    tree = ast.parse(source)
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            from_game = len(parts) > 1 and parts[1] in GAMES
            for alias in node.names:
                if from_game or (node.module == "kartenregeln" and alias.name in GAMES):
                    bound.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if alias.asname and len(parts) > 1 and parts[1] in GAMES:
                    bound.add(alias.asname)
    found: list[str] = []
    for node in ast.walk(tree):
        at = f"{where}:{getattr(node, 'lineno', 0)}"
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
            and any(isinstance(n, ast.Name) and n.id in bound for n in ast.walk(node.args[1]))
        ):
            found.append(f"{at}: {ast.unparse(node)}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value.startswith(tuple(f"kartenregeln.{g}" for g in GAMES)):
                found.append(f"{at}: module name {node.value!r}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
            in ("get_game", "getattr", "hasattr")
            and node.args
        ):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            arg = node.args[0] if name == "get_game" or len(node.args) < 2 else node.args[1]
            if (
                isinstance(arg, ast.Constant)
                and isinstance(arg.value, str)
                and (name == "get_game" or arg.value in game_attributes())
            ):
                found.append(f"{at}: {ast.unparse(node)}")
        elif isinstance(node, ast.Compare):
            values = [
                e.value
                for o in [node.left, *node.comparators]
                for e in ([o] if isinstance(o, ast.Constant) else getattr(o, "elts", []))
                if isinstance(e, ast.Constant)
            ]
            if any(v in GAMES for v in values):
                found.append(f"{at}: {ast.unparse(node)}")
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, (ast.Name, ast.Attribute))
            and ast.unparse(node.value).rpartition(".")[2] == "Literal"
            and any(isinstance(e, ast.Constant) and e.value in GAMES for e in ast.walk(node.slice))
        ):
            found.append(f"{at}: {ast.unparse(node)}")
    return found


def game_tests() -> list[str]:
    """Every place outside the game packages that tests which game it holds."""
    found: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if not _game_owned(path):
            where = str(path.relative_to(PACKAGE))
            found.extend(game_tests_in(where, path.read_text(encoding="utf-8")))
    return found


def test_no_module_outside_the_games_tests_which_game_it_holds() -> None:
    assert game_tests() == []


GAME_NAMED: dict[str, str] = {
    "cards.py": "'schafkopf' is a card notation style (the codes EO, HA), not the game",
    "plain.py": "'schafkopf' is the default card notation style of a plain game",
    "cli/__init__.py": "'schafkopf' is a card notation style in `kartenregeln cards`",
    "table.py": "the default game of Table() when the caller names none",
    "rl/_episode.py": "the default game of an episode when the caller names none",
    "rl/gymnasium.py": "the default game of the environment when the caller names none",
    "rl/pettingzoo.py": "the default game of the environment when the caller names none",
    "web/app.py": "the leaderboard's default game when the request names none",
    "web/local.py": "the leaderboard's default game when the caller names none",
    "testing/_soak.py": "the built-in games the conformance run checks when none is named",
    "bots/arena.py": "the demo run under `python -m kartenregeln.bots.arena`",
    "bots/_native/native.py": "the compiled search's entry point for each game's C core",
    "rl/openspiel.py": "registers the built-in games with OpenSpiel under its own names",
    "formats/__init__.py": "the public face of kartenregeln.schafkopf.formats (Schafkopf only)",
    "formats/_command.py": "`kartenregeln convert`: other programs' Schafkopf records",
    "svg/__init__.py": "the deprecated svg.trumps/svg.layout name their new homes (until 0.3)",
}
"""The modules outside the games that name a built-in game, each with the reason it
must: a default when the caller names no game, a notation style that shares a game's
name, or a part that serves one game by its nature. A new module on this list needs a
reason a facet member could not serve."""


def game_names_in(source: str) -> list[str]:
    """What names a built-in game in ``source``: an import of a game package (at run time
    or for types) and a string that is a game's name. Docstrings and doctests say more
    than the name, so they are not counted."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            names = {a.name for a in node.names}
            if (len(parts) > 1 and parts[1] in GAMES) or (
                node.module == "kartenregeln" and names & set(GAMES)
            ):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if len(parts) > 1 and parts[1] in GAMES:
                    found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Constant) and node.value in GAMES:
            found.append(f"{node.lineno}: {node.value!r}")
    return found


def test_the_shared_modules_name_no_built_in_game() -> None:
    # what a shared module needs of a game comes from its descriptor and facets (the svg
    # facet's centre and picture, the narration's calls via messages.register_calls, …);
    # the few that name a game say why in GAME_NAMED
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if not _game_owned(path):
            hits = game_names_in(path.read_text(encoding="utf-8"))
            if hits:
                found[path.relative_to(PACKAGE).as_posix()] = hits
    unexplained = {where: hits for where, hits in found.items() if where not in GAME_NAMED}
    assert unexplained == {}, "name no built-in game here, or say why in GAME_NAMED"
    assert sorted(set(GAME_NAMED) - set(found)) == [], "these no longer name a game"


def test_the_game_name_finder_sees_imports_and_names_but_not_prose() -> None:
    code = (
        '"""Pictures of Schafkopf.\n\n>>> from kartenregeln import schafkopf\n"""\n'
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from kartenregeln import schapa as sp\n"
        "import kartenregeln.schafkopf.rules\n"
        "from kartenregeln.schafkopf.formats import convert\n"
        "def f(game: str = 'schafkopf') -> str:\n    return 'Schapa round'\n"
    )
    assert sorted(int(hit.split(":")[0]) for hit in game_names_in(code)) == [7, 8, 9, 10]


def test_the_calls_a_seat_says_come_from_the_games(monkeypatch: pytest.MonkeyPatch) -> None:
    # messages words "cannot say kontra" for the calls the games register, and names none
    # itself; a game from outside adds its own
    import kartenregeln.schafkopf
    import kartenregeln.schapa  # noqa: F401  (they register their calls when imported)
    from kartenregeln import messages

    monkeypatch.setattr(messages, "SAID", set(messages.SAID))  # the toy's call goes again

    source = (PACKAGE / "messages.py").read_text(encoding="utf-8")
    assert not {"kontra", "schapa"} & {
        n.value for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant)
    }
    assert {"weiter", "spiele", "klopfen", "kontra", "re", "gut", "schapa", "ende"} <= (
        messages.SAID
    )
    said = messages.say("illegal_action", seat=2, action="toy_call", reason="not now")
    assert messages.translate(said, "en") == "seat 2 cannot play “toy_call”: not now"
    messages.register_calls("toy", ["toy_call"])
    assert messages.translate(said, "en") == "seat 2 cannot say toy_call: not now"
    assert messages.translate(said, "de") == "Sitz 2 kann nicht toy_call sagen: not now"
    with pytest.raises(TypeError, match="toy: a call is its notation"):
        messages.register_calls("toy", [3])  # type: ignore[list-item]


def quoted_game_names(text: str) -> list[str]:
    """The game names written as string literals in a browser file (``"schapa"``)."""
    return [q + g + q for g in GAMES for q in ('"', "'", "`") if q + g + q in text]


def test_the_browser_client_never_branches_on_a_game_name() -> None:
    # the pages branch on what the game describes (the lobby's data, the page model)
    static = PACKAGE / "web" / "static"
    found = {
        str(path.relative_to(static)): quoted_game_names(path.read_text(encoding="utf-8"))
        for path in sorted(static.rglob("*"))
        if path.suffix in (".js", ".mjs", ".html")
    }
    assert {name: names for name, names in found.items() if names} == {}
    assert quoted_game_names('if (S.game === "schapa") x();') == ['"schapa"']


KNOWN_CIRCLE: frozenset[tuple[str, str]] = frozenset(
    {("kartenregeln.cards", "kartenregeln.svg"), ("kartenregeln.game", "kartenregeln.svg")}
)
"""The one import circle not cut yet, by its two upward edges: the notebook hooks
(``_repr_svg_``) of ``Card``, ``CardSet`` (cards.py) and ``Settlement`` (game.py) import
``kartenregeln.svg``, which draws cards and settlements and so imports both back. Cutting
it means hooking the pictures in from above (IPython formatters registered by
``kartenregeln.svg``), which changes what a notebook shows before svg is imported. The
test below checks that these edges still exist and come only from ``_repr_svg_``, so the
list cannot hide another import, and that nothing else closes a circle."""


def notebook_hook_edges() -> set[tuple[str, str]]:
    """The edges of the import graph that come only from imports inside a ``_repr_svg_``."""
    sources = {name: path.read_text(encoding="utf-8") for name, path in _modules().items()}
    hooks: dict[str, str] = {}
    for name, source in sources.items():
        tree = ast.parse(source)
        bodies = [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef) and node.name == "_repr_svg_"
        ]
        stripped = source.splitlines()
        for node in bodies:
            for line in range(node.lineno, (node.end_lineno or node.lineno) + 1):
                stripped[line - 1] = ""
        hooks[name] = "\n".join(stripped)
    full = import_graph_of(sources)
    without = import_graph_of(hooks)
    return {(a, b) for a, targets in full.items() for b in targets - without[a]}


def test_the_package_has_no_import_circle() -> None:
    graph = import_graph()
    assert notebook_hook_edges() >= KNOWN_CIRCLE  # still there, only in _repr_svg_
    for low, high in KNOWN_CIRCLE:
        graph[low].discard(high)
    found = [" -> ".join(a_circle(graph, component)) for component in circles(graph)]
    assert found == [], "import circles:\n" + "\n".join(found)


def slot_fillings(where: str, source: str) -> list[str]:
    """The assignments at the top of ``source`` to an attribute of a name (a module's
    global filled from outside: ``state._STATE_TO_TEXT = position.state_to_text``)."""
    found = []
    for node in ast.parse(source).body:
        for target in node.targets if isinstance(node, ast.Assign) else []:
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_package_fills_globals_of_its_modules() -> None:
    # no import-time slot filling: a package's __init__ never assigns to an attribute of
    # a module to dodge a circle (the lower module imports what it needs, or is passed it)
    found = [
        hit
        for path in sorted(PACKAGE.rglob("__init__.py"))
        for hit in slot_fillings(str(path.relative_to(PACKAGE)), path.read_text("utf-8"))
    ]
    assert found == []
    planted = "from pkg import state, text\nstate._TO_TEXT = text.to_text\nX = 1\n"
    assert slot_fillings("pkg/__init__.py", planted) == [
        "pkg/__init__.py:2: state._TO_TEXT = text.to_text"
    ]


def test_the_import_graph_counts_function_imports_but_not_type_checking_ones() -> None:
    # planted modules: a circle closed only by an import inside a function is found, one
    # closed only under TYPE_CHECKING is not, and `from pkg import name` is the submodule
    sources = {
        "pkg": "from pkg import low\n",
        "pkg.low": "def f():\n    from pkg.high import g\n    return g\n",
        "pkg.high": "from pkg import low\nfrom pkg.typed import T\n",
        "pkg.typed": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from pkg.high import g\n"
            "T = 1\n"
        ),
    }
    graph = import_graph_of(sources)
    assert graph["pkg.low"] == {"pkg.high"}
    assert graph["pkg.typed"] == set()
    assert graph["pkg"] == {"pkg.low"}
    assert circles(graph) == [["pkg.high", "pkg.low"]]
    assert a_circle(graph, ["pkg.high", "pkg.low"]) == ["pkg.high", "pkg.low", "pkg.high"]


def test_the_checker_finds_a_game_test_and_a_circle() -> None:
    # the checks themselves work: a circle and game tests written on purpose are found
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    code = (
        "from kartenregeln import schafkopf as sk\n"
        "from kartenregeln.schapa.state import RoundState\n"
        "isinstance(x, sk.Rules)\n"
        "isinstance(x, (int, RoundState))\n"
        "y.game == 'schapa'\n"
        "m.startswith('kartenregeln.schafkopf')\n"
        "isinstance(x, int) and z == 'skat'\n"
        "get_game('schapa').facet('svg')\n"
        "registry.get_game(name)\n"
        "getattr(state, 'declarer')\n"
        "hasattr(world, 'first_packet')\n"
        "getattr(view, 'hand', None)\n"
        "Name = Literal['schafkopf', 'schapa']\n"
        "Mode = typing.Literal['fast']\n"
    )
    found = sorted(int(line.split(":")[1]) for line in game_tests_in("m.py", code))
    assert found == [3, 4, 5, 6, 8, 10, 11, 13]


def test_game_named_places_may_hold_a_game() -> None:
    assert _game_owned(PACKAGE / "bots" / "schafkopf" / "adapter.py")
    assert _game_owned(PACKAGE / "encode" / "schapa.py")
    assert _game_owned(PACKAGE / "registry.py")
    assert not _game_owned(PACKAGE / "records.py")


# -- the shared layer is typed ---------------------------------------------------------------

ANY_LIMIT = 20
"""The most bare ``Any`` parameters and returns the shared layer's public functions may
have: each one left is a value that truly is any (JSON, a bot's or a view's own game's
value, an untyped library's object); see ``shared_any``."""


def _shared_modules() -> list[Path]:
    """The modules outside the game packages: no path part named after a game, no file
    named after one (``schafkopf_adapter.py``, ``fast_schapa.py``)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if any(part in GAMES for part in parts) or parts[0] == "_reference":
            continue  # the games, and the naive second implementation of each
        if path.name.startswith((*GAMES, *(f"fast_{g}" for g in GAMES))):
            continue
        found.append(path)
    return found


def _is_any(node: ast.expr | None) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.strip() in ("Any", "typing.Any")
    return (isinstance(node, ast.Name) and node.id == "Any") or (
        isinstance(node, ast.Attribute) and node.attr == "Any"
    )


def any_in_signatures(where: str, source: str) -> tuple[list[str], list[str]]:
    """The bare ``Any`` annotations of the parameters (``*args`` and ``**kwargs`` too) and
    returns of the functions and methods in ``source``, as ``where:line name``: those of
    public functions (a name not starting with a single ``_``), and of private ones."""
    public: list[str] = []
    private: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        a = node.args
        params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *(p for p in (a.vararg, a.kwarg) if p)]
        at = f"{where}:{node.lineno} {node.name}"
        found = [f"{at}({p.arg})" for p in params if _is_any(p.annotation)]
        if _is_any(node.returns):
            found.append(f"{at}() ->")
        hidden = node.name.startswith("_") and not node.name.startswith("__")
        (private if hidden else public).extend(found)
    return public, private


def any_aliases(where: str, source: str) -> list[str]:
    """Module-level names that stand for ``Any`` (``State = Any``), which would hide an
    ``Any`` from the count."""
    found = []
    for node in ast.parse(source).body:
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if _is_any(value):
            found.append(f"{where}:{node.lineno} {ast.unparse(node)}")
    return found


def shared_any() -> tuple[list[str], list[str], list[str]]:
    """The shared layer's public and private ``Any`` in signatures, and its aliases of it."""
    public: list[str] = []
    private: list[str] = []
    aliases: list[str] = []
    for path in _shared_modules():
        where = str(path.relative_to(PACKAGE))
        source = path.read_text(encoding="utf-8")
        mine, hidden = any_in_signatures(where, source)
        public.extend(mine)
        private.extend(hidden)
        aliases.extend(any_aliases(where, source))
    return public, private, aliases


def test_the_shared_layer_has_few_any_in_its_signatures() -> None:
    public, private, aliases = shared_any()
    print(f"Any in the shared layer's signatures: {len(public)} public, {len(private)} private")
    print("\n".join(public))
    assert aliases == []
    assert len(public) <= ANY_LIMIT, "\n".join(public)


def test_the_any_count_sees_every_kind_of_annotation() -> None:
    code = (
        "from typing import Any\n"
        "import typing\n"
        "State = Any\n"
        "Shape: TypeAlias = 'Any'\n"
        "def f(a: Any, *args: Any, b: int, **kw: typing.Any) -> 'Any': ...\n"
        "def _g(x: Any) -> list[Any]: ...\n"
        "class C:\n"
        "    def __init__(self, y: Any) -> None: ...\n"
        "    def _h(self) -> Any: ...\n"
    )
    public, private = any_in_signatures("m.py", code)
    assert public == [
        "m.py:5 f(a)", "m.py:5 f(args)", "m.py:5 f(kw)", "m.py:5 f() ->", "m.py:8 __init__(y)"
    ]  # fmt: skip
    assert private == ["m.py:6 _g(x)", "m.py:9 _h() ->"]
    assert [a.split()[0] for a in any_aliases("m.py", code)] == ["m.py:3", "m.py:4"]
    names = {p.name for p in _shared_modules()}
    assert {"adapters.py", "records.py"} <= names
    assert not {"fast_schapa.py", "schafkopf_adapter.py", "state.py"} & names


_ABOVE_THE_RULES = ("kartenregeln.bots", "kartenregeln.svg", "kartenregeln.records")
"""What the rules of a game do not import: the players, the pictures, the records."""

_SERVING = ("_svg", "_records", "formats")
"""The modules of kartenregeln.schafkopf that serve a shared part (its svg and records
facets, the other programs' formats), imported only when that part asks for them."""


def test_the_schafkopf_rules_import_no_player_picture_or_record() -> None:
    graph = import_graph()
    found = []
    for module, imported in sorted(graph.items()):
        parts = module.split(".")
        if parts[:2] != ["kartenregeln", "schafkopf"] or set(parts[2:]) & set(_SERVING):
            continue
        found += [f"{module} -> {m}" for m in sorted(imported) if m.startswith(_ABOVE_THE_RULES)]
    # the notebook hooks (_repr_svg_ draws with kartenregeln.svg) are the known exception
    allowed = {f"{low} -> {high}" for low, high in notebook_hook_edges()}
    assert [edge for edge in found if edge not in allowed] == []


def test_importing_and_playing_schafkopf_loads_no_player_picture_or_record() -> None:
    code = (
        "import random, sys\n"
        "import kartenregeln.schafkopf as sk\n"
        "s = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))\n"
        "while not s.is_over: s = s.apply(random.Random(3).choice(s.legal_actions()))\n"
        "s.settle(); s.view(0).to_json(); s.to_text(); sk.Match(sk.Rules()).record(s)\n"
        f"print(' '.join(m for m in sys.modules if m.startswith({_ABOVE_THE_RULES!r})))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    assert out.split() == []


def test_the_analysis_lives_above_the_rules_and_its_old_path_warns() -> None:
    import kartenregeln.analysis

    assert kartenregeln.analysis.analyse.__module__ == "kartenregeln.analysis.schafkopf"
    code = (
        "import warnings\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        "    from kartenregeln.schafkopf.analysis import analyse\n"
        "import kartenregeln.analysis as a\n"
        "assert analyse is a.analyse\n"
        "print([str(w.message) for w in caught if w.category is DeprecationWarning])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    assert "kartenregeln.schafkopf.analysis moved to kartenregeln.analysis" in out
