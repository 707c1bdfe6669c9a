"""The house rules of the package's structure (see docs/design.md, "The house").

- Outside the game packages (any folder or module named after a game) and the registry,
  no module tests which game it holds: no ``isinstance`` against a game's types, no test of
  a module's name against a game's package, no comparison with a game's name.
- Outside the game packages, no module asks a game by its name (``get_game("schapa")``)
  or reads an attribute only a game's own types have (``getattr(state, "leader")``,
  ``hasattr(world, "first_packet")``): it asks the game's descriptor or facets.
- Counting every import, top-level and inside functions (except a ``_repr_svg_`` or
  ``_repr_html_`` that imports the svg module), the package has no import circle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import attrs
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


def _in_repr(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.FunctionDef) and node.name in ("_repr_svg_", "_repr_html_"):
            return True
    return False


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (every import statement)."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = [t for t in _imported(name, path, node) if t.startswith("kartenregeln")]
            if _in_repr(node, parents) and all(t.startswith("kartenregeln.svg") for t in targets):
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


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
    return path.name in REGISTRY or any(Path(p).stem in GAMES for p in rel.parts)


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


def test_the_package_has_no_import_circle() -> None:
    assert circles(import_graph()) == []


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
