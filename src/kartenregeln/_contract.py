"""A game's facets and values checked against their contracts, with errors that say what
to change: the missing member of a protocol, a facet function whose signature does not
fit (or the 0.1 signature, still taken with a ``DeprecationWarning``), a view whose wire
form lacks what the web table reads, and a facet that raises at run time.

Used by [`Game.facet`][kartenregeln.game.Game.facet] (on first use) and
[`Game.check_facets`][kartenregeln.game.Game.check_facets] (called by
[`check_game`][kartenregeln.testing.check_game]).
"""

from __future__ import annotations

import functools
import inspect
import json
import random
import warnings
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Final, cast

from kartenregeln._facets import Filled
from kartenregeln.facets import CommandOptions, FacetCallError, FacetError, pick

if TYPE_CHECKING:
    from kartenregeln.game import Game
    from kartenregeln.game import Game as Described

__all__ = [
    "DOCS",
    "FacetCallError",
    "browser_view_problems",
    "check_values",
    "fit",
    "guard",
    "missing_members",
    "protocol_members",
]

DOCS: Final = "https://kartenregeln.readthedocs.io/en/latest/protocol/"
"""The page on adding and porting a game (docs/protocol.md)."""

PORTING: Final = DOCS + "#porting-a-game-from-01"
"""Its section on porting a game written against 0.1."""


def protocol_members(protocol: type) -> dict[str, object]:
    """The members a protocol declares, by name: a function, a ``property`` or (for an
    annotated constant) ``None``; its own and its bases', never a private one."""
    found: dict[str, object] = {}
    for klass in reversed(protocol.__mro__):
        if klass is object or klass.__name__ in ("Protocol", "Generic"):
            continue
        for name in getattr(klass, "__annotations__", {}):
            if not name.startswith("_"):
                found.setdefault(name, None)
        for name, value in vars(klass).items():
            if name.startswith("_"):
                continue
            if inspect.isfunction(value) or isinstance(value, (property, classmethod)):
                found[name] = value
    return found


def missing_members(value: object, protocol: type) -> list[str]:
    """The members of ``protocol`` that ``value`` lacks, in the protocol's order."""
    return [name for name in protocol_members(protocol) if not hasattr(value, name)]


def _missing_text(value: object, protocol: type, what: str) -> str | None:
    missing = missing_members(value, protocol)
    if not missing:
        return None
    names = ", ".join(f"`{name}`" for name in missing)
    kind = type(value)
    return (
        f"{what} ({kind.__module__}.{kind.__qualname__}) does not satisfy the "
        f"{protocol.__name__} protocol: missing {names} (see {DOCS}#the-game-protocol-reference)"
    )


def check_values(game: Game, protocols: tuple[type, type, type, type]) -> None:
    """Deal one game of ``game`` under its default rules and check that the rules, the
    match, the state and a view have every member of their ``protocols`` (``Rules``,
    ``Match``, ``GameState``, ``View``), and that the view's wire form has what the web
    table reads; a [`FacetError`][kartenregeln.facets.FacetError] names what is
    missing."""
    Rules, Match, GameState, View = protocols  # noqa: N806 - the protocols' names

    error = FacetError
    rules = game.rules_type()
    problem = _missing_text(rules, Rules, f"the rules of the game {game.name!r}")
    if problem:
        raise error(problem)
    match = game.match_type(rules)
    problem = _missing_text(match, Match, f"the match of the game {game.name!r}")
    if problem:
        raise error(problem)
    state = game.deal(rules, dealer=0, rng=random.Random(0))
    problem = _missing_text(state, GameState, f"the state of the game {game.name!r}")
    if problem:
        raise error(problem)
    view = state.view(0 if state.to_move is None else state.to_move)
    problem = _missing_text(view, View, f"a view of the game {game.name!r}")
    if problem:
        raise error(problem)
    if "wire" in game.facets:
        types = game.facet("wire").TYPES
        found = [(n, t) for n, t in types.items() if isinstance(view, t[0])]
        if not found:
            raise error(
                f"the 'wire' facet of the game {game.name!r} ({game.facets['wire']}): member "
                f"TYPES has no wire type for its view ({type(view).__qualname__}); add one "
                f"(see {DOCS}#5-the-facets)"
            )
        name, (_classes, write, _read) = found[0]
        written = {"type": name, **write(view)}
        data = json.loads(json.dumps(written))
        problems = browser_view_problems(data)
        if problems:
            where = game.facets["wire"]
            raise error(
                f"the 'wire' facet of the game {game.name!r} ({where}): the wire form of a "
                f"view (member TYPES, its view type) is not what the web table reads: "
                f"{'; '.join(problems)}. Write the view's `hand` and `legal_actions` as card "
                f"and action texts and a `render` object with the `trick` as "
                f'{{"seat", "card"}} pairs (`plain.Facets` does; see {DOCS}#5-the-facets)'
            )


@functools.lru_cache(maxsize=1)
def browser_view_schema() -> dict[str, Any]:
    """The JSON Schema of what the web table's script reads of a view's wire form
    (``kartenregeln/schemas/browser-view.schema.json``)."""
    path = Path(__file__).parent / "schemas" / "browser-view.schema.json"
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return schema


def browser_view_problems(data: object) -> list[str]:
    """What ``data``, a view's wire form as JSON, lacks of what the web table reads (its
    schema, ``browser_view_schema()``): one
    sentence per problem, naming the place; empty when it has everything."""
    problems: list[str] = []
    _validate(data, browser_view_schema(), "view", problems)
    return problems


_TYPES: Final[Mapping[str, tuple[type, ...]]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "boolean": (bool,),
    "null": (type(None),),
}


def _validate(data: object, schema: Mapping[str, Any], where: str, problems: list[str]) -> None:
    """The part of JSON Schema the browser's schema uses: ``type`` (one or a list),
    ``required``, ``properties``, ``items``."""
    kinds = schema.get("type")
    if kinds is not None:
        allowed = [kinds] if isinstance(kinds, str) else list(kinds)
        ok = any(
            isinstance(data, _TYPES[k]) and not (k == "integer" and isinstance(data, bool))
            for k in allowed
        )
        if not ok:
            problems.append(f"{where} is {json.dumps(data)[:40]}, not {' or '.join(allowed)}")
            return
    if isinstance(data, dict):
        for name in schema.get("required", ()):
            if name not in data:
                problems.append(f"{where} lacks `{name}`")
        for name, inner in schema.get("properties", {}).items():
            if name in data:
                _validate(data[name], inner, f"{where}.{name}", problems)
    if isinstance(data, list) and "items" in schema:
        for index, item in enumerate(data):
            _validate(item, schema["items"], f"{where}[{index}]", problems)


# -- signatures ------------------------------------------------------------------------


def _shown(name: str, signature: inspect.Signature) -> str:
    text = str(signature).replace("'", "")
    return f"{name}{text}"


def _expected(protocol: type, name: str) -> inspect.Signature | None:
    member = protocol_members(protocol).get(name)
    if not inspect.isfunction(member):
        return None
    signature = inspect.signature(member)
    params = [
        p.replace(annotation=_bound_named(p.annotation))
        for p in list(signature.parameters.values())[1:]  # without self
    ]
    return signature.replace(parameters=params)


def _bound_named(annotation: object) -> object:
    """A protocol parameter's annotation with the facets' type variables (a game's own
    value) named by their bounds: ``state: GameState[Any]``, not ``StateT_contra``."""
    if not isinstance(annotation, str):
        return annotation
    from kartenregeln import facets

    for name, value in vars(facets).items():
        bound = getattr(value, "__bound__", None)
        if name.endswith("_contra") and bound is not None and name in annotation:
            text = getattr(bound, "__forward_arg__", None) or getattr(bound, "__name__", "")
            annotation = annotation.replace(name, str(text))
    return annotation


def _binds(found: inspect.Signature, expected: inspect.Signature) -> bool:
    """Whether a function of ``found`` takes every call the library makes by
    ``expected``: the positional parameters by position (with and without the ones that
    have defaults), the keyword-only ones by name."""
    positional = [
        p
        for p in expected.parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    keyword = [p for p in expected.parameters.values() if p.kind is p.KEYWORD_ONLY]
    required_positional = [p for p in positional if p.default is p.empty]
    required_keyword = [p for p in keyword if p.default is p.empty]
    calls = [
        (len(positional), keyword),
        (len(required_positional), required_keyword),
    ]
    for count, names in calls:
        try:
            found.bind(*range(count), **{p.name: None for p in names})
        except TypeError:
            return False
    return True


def _old_cli_rules(game: Described, old: Callable[..., Any]) -> Callable[..., Any]:
    def cli_rules(options: CommandOptions) -> tuple[Any, int]:
        args = SimpleNamespace(
            players=options.players,
            games=options.games,
            rounds=options.rounds,
            rules=options.rules,
            rule=[],
        )

        def build(name: str, items: Sequence[str], **fixed: object) -> object:
            return game.rules_type(**fixed)  # the library applies the --rule items

        rules, games = old(args, build, ValueError)
        return rules, int(games)

    return cli_rules


def _old_web_settings(game: Described, old: Callable[..., Any]) -> Callable[..., Any]:
    def web_settings(data: Mapping[str, object]) -> dict[str, object]:
        settings: dict[str, object] = old(dict(data), pick, ValueError)
        return settings

    return web_settings


def _old_web_rules(game: Described, old: Callable[..., Any]) -> Callable[..., Any]:
    def web_rules(settings: Mapping[str, object]) -> object:
        return old(dict(settings), ValueError)

    return web_rules


OLD_SIGNATURES: Final[Mapping[tuple[str, str], tuple[int, Callable[..., Any], str]]] = {
    ("frontend", "cli_rules"): (
        3,
        _old_cli_rules,
        "cli_rules(args, build_rules, usage) is the 0.1 form: write "
        "cli_rules(options: CommandOptions) -> tuple[Rules, int], giving the rules before "
        "the --rule items (the library applies them) and raising ValueError for an option "
        "that does not fit",
    ),
    ("frontend", "web_settings"): (
        3,
        _old_web_settings,
        "web_settings(data, pick, error) is the 0.1 form: write "
        "web_settings(data: Mapping[str, object]) -> dict[str, object], checking with "
        "kartenregeln.facets.pick and raising ValueError",
    ),
    ("frontend", "web_rules"): (
        2,
        _old_web_rules,
        "web_rules(settings, error) is the 0.1 form: write "
        "web_rules(settings: Mapping[str, object]) -> Rules, raising ValueError",
    ),
}
"""The facet functions whose 0.1 signature still works (part, name) -> the number of its
parameters, an adapter to today's signature and what to change. They are taken with a
``DeprecationWarning`` until 0.3."""


def fit(game: Described, part: str, where: str, name: str, value: object) -> object | None:
    """``None`` when the facet function ``value`` (the member ``name`` of the facet
    ``part``) takes the calls its protocol promises; an adapter, with a
    ``DeprecationWarning``, for a 0.1 signature; else a
    [`FacetError`][kartenregeln.facets.FacetError] naming the facet, the member, the
    expected and the found signature and what to change."""
    protocol = protocol_of(part)
    if protocol is None or not callable(value):
        return None
    expected = _expected(protocol, name)
    if expected is None:
        return None
    try:
        found = inspect.signature(value)
    except (TypeError, ValueError):  # a builtin without a signature: nothing to compare
        return None
    if _binds(found, expected):
        return None
    head = f"the {part!r} facet of the game {game.name!r} ({where})"
    old = OLD_SIGNATURES.get((part, name))
    if old is not None:
        count, adapter, change = old
        try:
            found.bind(*range(count))
        except TypeError:
            pass
        else:
            warnings.warn(
                f"{head}: {change}; the 0.1 form works until 0.3 (see {PORTING})",
                DeprecationWarning,
                stacklevel=2,
            )
            adapted: object = adapter(game, value)
            return adapted
    raise FacetError(
        f"{head}: member `{name}` has the signature {_shown(name, found)}, but the library "
        f"calls it as {_shown(name, expected)}; change `{name}` to take those parameters "
        f"(see {PORTING})"
    )


def protocol_of(part: str) -> type | None:
    """The protocol of the facet ``part`` (see [`kartenregeln.facets`][kartenregeln.facets])."""
    from kartenregeln.facets import PROTOCOLS

    return PROTOCOLS.get(part)


def functions_of(part: str) -> tuple[str, ...]:
    """The members of the facet ``part``'s protocol that are functions."""
    protocol = protocol_of(part)
    if protocol is None:
        return ()
    return tuple(n for n, m in protocol_members(protocol).items() if inspect.isfunction(m))


class _Guarded:
    """A facet function of an installed game whose own errors name the game, the facet and
    the member (a class, not a closure: the duplicate arena sends it to worker
    processes)."""

    def __init__(
        self, game: str, part: str, where: str, name: str, function: Callable[..., Any]
    ) -> None:
        self.game, self.part, self.where, self.name = game, part, where, name
        self.function = function
        functools.update_wrapper(self, function)

    def __call__(self, *args: object, **kwargs: object) -> object:
        try:
            return self.function(*args, **kwargs)
        except (ValueError, FacetCallError):
            raise
        except Exception as exc:
            raise FacetCallError(
                f"the {self.part!r} facet of the game {self.game!r} ({self.where}) raised "
                f"{type(exc).__name__} in `{self.name}`: {exc} (a fault of the game, not of "
                f"kartenregeln: fix its `{self.name}`; see {DOCS}#5-the-facets)"
            ) from exc

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Guarded, (self.game, self.part, self.where, self.name, self.function))


def guard(
    game: Described, part: str, where: str, name: str, function: Callable[..., Any]
) -> object:
    """``function`` (a facet function of an installed game) wrapped so that an error of
    its own is raised as a [`FacetCallError`][kartenregeln.facets.FacetCallError]
    naming the game, the facet and the member; ``ValueError`` (the refusal a contract
    allows) and ``KeyboardInterrupt`` pass unchanged."""
    return _Guarded(game.name, part, where, name, function)


def fitted(game: Described, part: str, where: str, facet: object) -> object:
    """``facet`` (as the descriptor resolved it, the defaults filled in) with stand-ins
    for the functions that need one: an adapter for a 0.1 signature (with a
    ``DeprecationWarning``) and, for a game from outside the library, a guard that names
    the game, the facet and the member when the function raises. A signature that does
    not fit raises [`FacetError`][kartenregeln.facets.FacetError]."""
    inner = facet._inner if isinstance(facet, Filled) else facet
    defaults = facet._defaults if isinstance(facet, Filled) else ()
    outside = game.module.split(".")[0] != "kartenregeln"
    replaced: dict[str, object] = {}
    for name in functions_of(part):
        if name in defaults:
            continue
        value = getattr(facet, name, None)
        if not callable(value):
            continue
        function = fit(game, part, where, name, value)
        use = value if function is None else function
        if outside:
            use = guard(game, part, where, name, cast("Callable[..., Any]", use))
        if use is not value:
            replaced[name] = use
    if not replaced:
        return facet
    return Filled(inner, game, part, replaced)
