"""The contracts of a game's facets: what the shared parts of the library ask of a game.

A game's descriptor ([`Game`][kartenregeln.game.Game]) names, per shared part, the module
(or object) of the game that serves it (``facets={"wire": "herzeln.facets", …}``). The
protocols here are the one statement of what a facet has, two per facet:

- what a game must write (``WireRequired``, ``RecordsRequired``, …; ``BotsFacet`` leaves
  nothing out): a game's module satisfies it under mypy, typed by the game's own values
  (``facet: RecordsRequired[MyState, MyRules] = mygame.records``);
- the facet as the shared code uses it (``WireFacet``, ``SvgFacet``, …, what
  [`facet_of`][kartenregeln.registry.facet_of] returns): the required members and those
  a game may leave out, whose body or value is their default (what a plain trick game
  needs); the descriptor fills in what a facet leaves out from it.

[`REQUIRED`][kartenregeln.facets.REQUIRED] and [`OPTIONAL`][kartenregeln.facets.OPTIONAL]
are read from the two. A facet is checked on first use by
[`Game.facet`][kartenregeln.game.Game.facet], and all of them by
[`Game.check_facets`][kartenregeln.game.Game.check_facets] (``check_game`` calls it): a
[`FacetError`][kartenregeln.facets.FacetError] names the facet, the member and the fix.

>>> from kartenregeln import get_game
>>> REQUIRED["records"]
('dealt_hands', 'start', 'new_match')
>>> get_game("schapa").facet("records").HAS_POT
False

The shared parts give a facet plain values (the command's options as
[`CommandOptions`][kartenregeln.facets.CommandOptions], the web lobby's form as a mapping,
checked with [`pick`][kartenregeln.facets.pick]); a facet refuses with a ``ValueError``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final, Generic, Protocol, cast

import attrs
from typing_extensions import TypeVar

if TYPE_CHECKING:
    import random

    from kartenregeln.bots.adapters import Adapter, FastSolver
    from kartenregeln.bots.base import Bot
    from kartenregeln.cards import Card, CardSet
    from kartenregeln.encode._layout import Layout
    from kartenregeln.game import Game as Described
    from kartenregeln.game import GameState, Match, Rules, Settlement, Trick, View
    from kartenregeln.svg._draw import Face, Lang, Style
    from kartenregeln.svg._scene import Options, Scene
    from kartenregeln.wire._codec import Codec
    from kartenregeln.wire._schema import Builder

__all__ = [
    "OPTIONAL",
    "PROTOCOLS",
    "REQUIRED",
    "BotsFacet",
    "CommandOptions",
    "EncodeFacet",
    "EncodeRequired",
    "FacetCallError",
    "FacetError",
    "FrontendFacet",
    "FrontendRequired",
    "NarrationFacet",
    "NarrationRequired",
    "RecordsFacet",
    "RecordsRequired",
    "SvgFacet",
    "SvgRequired",
    "Teller",
    "WireFacet",
    "WireRequired",
    "WireType",
    "pick",
]


T = TypeVar("T")

# A facet function takes its own game's values: the protocols are generic in them, each
# bounded by (and by default) the game protocol of its kind.
StateT_contra = TypeVar(
    "StateT_contra", bound="GameState[Any]", default="GameState[Any]", contravariant=True
)
ViewT_contra = TypeVar("ViewT_contra", bound="View[Any]", default="View[Any]", contravariant=True)
MatchT_contra = TypeVar(
    "MatchT_contra", bound="Match[Any]", default="Match[Any]", contravariant=True
)
RulesT_contra = TypeVar("RulesT_contra", bound="Rules", default="Rules", contravariant=True)
ResultT_contra = TypeVar(
    "ResultT_contra", bound="Settlement", default="Settlement", contravariant=True
)
ActionT_contra = TypeVar("ActionT_contra", bound=Hashable, default=Hashable, contravariant=True)
ContractT_contra = TypeVar("ContractT_contra", bound=Hashable, default=Hashable, contravariant=True)


def pick(data: Mapping[str, object], key: str, default: T, allowed: Sequence[T]) -> T:
    """``data[key]`` (``default`` when it is missing) if it is one of ``allowed``, for a
    facet's ``web_settings``; else a ``ValueError`` naming the setting (a ``bool`` is not
    taken for a number, nor a number for a ``bool``).

    >>> pick({"players": 5}, "players", 4, (3, 4))
    Traceback (most recent call last):
    ...
    ValueError: players must be one of 3, 4, not 5
    """
    value = data.get(key, default)
    if value not in allowed or isinstance(value, bool) != isinstance(default, bool):
        shown = ", ".join(map(str, allowed))
        raise ValueError(f"{key} must be one of {shown}, not {value!r}")
    return cast("T", value)  # one of allowed


class FacetError(TypeError):
    """A facet of a game that does not satisfy its contract: its module cannot be found or
    imported, or it lacks a name the shared parts need. The message names the game, the
    facet and the missing name."""


class FacetCallError(FacetError):
    """A function of an installed game's facet that raised an error of its own (not the
    ``ValueError`` its contract lets it raise) while the library called it: the message
    names the game, the facet and the member (a
    [`FacetError`][kartenregeln.facets.FacetError])."""


@attrs.frozen(kw_only=True)
class CommandOptions:
    """What ``kartenregeln play`` or ``simulate`` was given for the rules, as plain values:
    what a frontend facet's ``cli_rules`` reads. The ``--rule NAME=VALUE`` items are not
    among them: the library applies them to the rules ``cli_rules`` gives."""

    players: int | None = None
    """``--players``, if given."""
    games: int | None = None
    """``--games``: the match length, if given."""
    rounds: tuple[int, ...] | None = None
    """``--rounds``: the numbered rounds to play, if given."""
    rules: str | Rules | None = None
    """``--rules``: the rules as text (for a game with ``parse_rules``), if given."""


def _game(facet: object) -> Described:
    """The game of a facet the descriptor filled in (what a default body asks of it)."""
    game: Described = vars(facet)["_game"]
    return game


WireType = tuple[tuple[type, ...], Callable[[Any], Any], Callable[[Any, str], Any]]
"""One wire type: the classes it is written for, how to write and how to read it."""


class WireRequired(Protocol):
    """What a ``wire`` facet must hold: the game's values as JSON (see
    [`kartenregeln.wire`][kartenregeln.wire])."""

    @property
    def CODEC(self) -> Codec:  # noqa: N802 - a module constant
        """The game's [`Codec`][kartenregeln.wire.Codec]: its card code and parsers."""
        ...

    @property
    def TYPES(self) -> Mapping[str, WireType]:  # noqa: N802
        """The game's wire types by name (``"herzeln.state"``), e.g. made by
        [`by_fields`][kartenregeln.wire.by_fields]. The web table reads a view's wire
        form: its ``hand``, its ``legal_actions`` (a class lists derived values to write in
        ``_wire_derived``) and a ``render`` object with the ``trick`` as ``{"seat",
        "card"}`` pairs (read back with [`Codec.view`][kartenregeln.wire.Codec.view])."""
        ...


class WireFacet(WireRequired, Protocol):
    """The ``wire`` facet: [`WireRequired`][kartenregeln.facets.WireRequired] and what a
    game may leave out (the bodies are the defaults)."""

    def schema_cards(self) -> list[str]:
        """Every card code, for the JSON Schema (default: none)."""
        return []

    def schema(self, b: Builder) -> dict[str, dict[str, Any]]:
        """The JSON Schema of each wire type (default: none)."""
        return {}


class SvgRequired(Protocol):
    """What an ``svg`` facet must hold: nothing (a game need not name one)."""


class SvgFacet(SvgRequired, Protocol[ResultT_contra, MatchT_contra, ContractT_contra]):
    """The ``svg`` facet: the game's values as a [`Scene`][kartenregeln.svg.Scene] the shared
    code draws (see [`kartenregeln.svg`][kartenregeln.svg]). Every member may be left out
    (the bodies are the defaults): a game that names no ``svg`` facet gets the plain
    picture of a trick game in the faces of its ``card_style``."""

    scene_of_view: Callable[[Any, Options], Scene] | None = None
    """The table as the view's seat sees it (default ``None``: the plain picture of a
        trick game, [`plain_scene`][kartenregeln.svg.plain_scene])."""

    scene_of_state: Callable[[Any, Options], Scene] | None = None
    """The table with every hand open (default ``None``: the plain picture)."""

    @property
    def FACE(self) -> Face:  # noqa: N802
        """The default faces (default: by the game's ``card_style``)."""
        return "french" if _game(self).card_style == "french" else "bavarian"

    CHART_UNIT: str = "game"
    """One step of a match chart, ``"game"`` or ``"round"`` (default ``"game"``)."""

    def settlement_headline(self, result: ResultT_contra, lang: Lang, face: Face) -> str:
        """The line above a settlement's table (default: none)."""
        return ""

    def per_game(self, match: MatchT_contra) -> list[tuple[int, ...]]:
        """What each seat won or lost per game (default: the results' ``net``)."""
        return [tuple(result.net) for result in match.results]

    def match_seats(self, match: MatchT_contra) -> int:
        """The seats at the match's table (default: ``match.rules.players``)."""
        players: int = match.rules.players
        return players

    def picture(self, item: object, lang: Lang, style: Style) -> str | None:
        """A picture of a value of the game beyond the shared kinds (default: none)."""
        return None

    def display_order(self, hand: CardSet, game: ContractT_contra) -> Sequence[Card]:
        """A hand in the order a picture of it under ``game`` (a game value such as
        Schafkopf's ``Contract``) shows it (default: as given)."""
        return tuple(hand)


class RecordsRequired(Protocol[StateT_contra, RulesT_contra]):
    """What a ``records`` facet must hold: what a game record needs (see
    [`kartenregeln.records`][kartenregeln.records])."""

    def dealt_hands(self, state: StateT_contra) -> tuple[str, ...]:
        """The hands as dealt, each as the text of its cards."""
        ...

    def start(
        self, rules: RulesT_contra, dealer: int, round_: int | None, hands: Sequence[str], pot: int
    ) -> GameState[Any]:
        """The state after the deal of ``hands`` (``round_`` and ``pot`` as recorded)."""
        ...

    def new_match(self, rules: RulesT_contra, games: int | None, first_dealer: int) -> Match[Any]:
        """A match at its start (``games`` its length, if the game has one)."""
        ...


class RecordsFacet(
    RecordsRequired[StateT_contra, RulesT_contra],
    Protocol[StateT_contra, RulesT_contra, MatchT_contra],
):
    """The ``records`` facet: [`RecordsRequired`][kartenregeln.facets.RecordsRequired] and
    what a game may leave out (the bodies are the defaults: no nested or added options, no
    rounds, no pot)."""

    NESTED: Mapping[str, type] = MappingProxyType({})
    """The nested option types of the rules (default: none)."""

    ADDED_OPTIONS: frozenset[tuple[type, str]] = frozenset()
    """Rules options added since the first records (default: none)."""

    ROUNDS: Sequence[int] | None = None
    """The numbers of the game's rounds, if each deal names one (default ``None``)."""

    HAS_POT: bool = False
    """Whether a deal starts with a pot (default ``False``)."""

    def round_of(self, state: StateT_contra) -> int | None:
        """The round a state plays (default ``None``)."""
        return None

    def pot_of(self, state: StateT_contra) -> int:
        """The pot a state starts with (default 0)."""
        return 0

    def allowed_games(self, rules: RulesT_contra) -> tuple[int, ...] | None:
        """The match lengths the rules allow (default ``None``: any)."""
        return None

    def match_games(self, match: MatchT_contra) -> int | None:
        """The length of a match (default ``None``)."""
        return None

    def match_round(self, match: MatchT_contra) -> int | None:
        """The next round of a match (default ``None``)."""
        return None

    def match_pot(self, match: MatchT_contra) -> int | None:
        """The pot of a match's next deal (default ``None``)."""
        return None


class Teller(Protocol):
    """What a narration facet may ask of the narrator telling the game (the shared
    [`Narrator`][kartenregeln.session.Narrator] of the terminal and the web table)."""

    @property
    def t(self) -> Mapping[str, str]:
        """The shared words with the game's ``TEXT`` added, in the session's language."""
        ...

    @property
    def lang(self) -> Lang: ...

    @property
    def seat(self) -> int: ...

    @property
    def face(self) -> str: ...

    @property
    def card_style(self) -> str: ...

    @property
    def state(self) -> GameState[Any]:
        """The state of the game being told."""
        ...

    @property
    def num_seats(self) -> int: ...

    def seat_view(self) -> View[Any]:
        """What the session's seat sees of the game being told."""
        ...

    def who(self, seat: int) -> str:
        """``Sitz 2 (Anna)``: a seat as the session names it."""
        ...

    def card(self, card: Card) -> str:
        """A card as a hand listing shows it."""
        ...

    def action_line(self, seat: int, action: Hashable) -> str:
        """One action in a sentence, naming the seat (the facet's ``action_sentence``
        with ``who(seat)``)."""
        ...

    def trick_line(self, trick: Trick, number: int) -> str: ...


class NarrationRequired(Protocol[ActionT_contra, ResultT_contra]):
    """What a ``narration`` facet must hold: the sentences of the game for the terminal and
    the web table (see [`kartenregeln.narration`][kartenregeln.narration])."""

    @property
    def TEXT(self) -> Mapping[str, Mapping[str, str]]:  # noqa: N802
        """Per language (``"de"``, ``"en"``), the words of a table the shared ``TEXT``
        leaves to the game: ``taken``, ``yes_no``, ``examples``, ``deal``, ``deals``."""
        ...

    def play(self, card: Card) -> Hashable:
        """The action that plays ``card``."""
        ...

    def action_line(
        self, action: ActionT_contra, seat: int, lang: str, face: str, cards: str
    ) -> str:
        """``Sitz 2 spielt …``: one action in a sentence, starting with the seat word."""
        ...

    def result_line(
        self,
        result: ResultT_contra,
        number: int,
        lang: str,
        face: str | None,
        who: Callable[[int], str],
    ) -> str:
        """One finished deal in a line: its number and what happened (``Spiel 3: Sitz 1
        gewinnt das Rufspiel …``), without the amounts. Where it is shown the library adds
        them after it: ``kartenregeln simulate`` writes ``<line>; <each seat's amount>``,
        the terminal's and the web table's Abrechnung put the line in its head and the
        breakdown, the amounts and the Bilanz below it."""
        ...


class NarrationFacet(
    NarrationRequired[ActionT_contra, ResultT_contra],
    Protocol[
        ActionT_contra, ResultT_contra, StateT_contra, ViewT_contra, MatchT_contra, RulesT_contra
    ],
):
    """The ``narration`` facet: [`NarrationRequired`][kartenregeln.facets.NarrationRequired]
    and what a game may leave out (the bodies are the defaults: the plain lines of a trick
    game)."""

    def deal_head(self, state: StateT_contra, number: int, total: int, teller: Teller) -> str:
        """The head of a deal (default: ``Spiel 3 von 8``, with the game's word for a deal:
        the frontend facet's ``DEAL_WORDS`` in English, ``TEXT["de"]["deal"]`` in German,
        ``deal 3 of 4`` for a plain trick game)."""
        t = teller.t
        if getattr(teller, "lang", "en") == "de":
            word = t.get("deal") or t["game"]
        else:  # the game's English word for one deal
            try:
                word = _game(self).facet("frontend").DEAL_WORDS[0]
            except LookupError:
                word = t["game"]
        return f"{word} {number} {t['of']} {total}"

    def action_sentence(
        self, action: ActionT_contra, seat: int, lang: str, face: str, cards: str, who: str
    ) -> str:
        """One action in a sentence with the seat named by ``who`` (the teller's
        ``who(seat)``, ``Sitz 2 (Anna)``) put into the game's sentence: ``Sitz 2 (Anna)
        sagt Kontra``. Default, for a game that writes only ``action_line``: that line
        with its leading seat word (``Sitz 2``, ``seat 2``) given as ``who``; a game whose
        ``action_line`` starts otherwise writes its own."""
        text = self.action_line(action, seat, lang, face, cards)
        word = "Sitz" if lang == "de" else "seat"  # narration.seat_word: its import is a circle
        return who + text[len(f"{word} {seat}") :]

    def move_lines(
        self,
        teller: Teller,
        before: StateT_contra | None,
        after: StateT_contra,
        seat: int,
        action: ActionT_contra,
    ) -> list[str]:
        """The lines one move makes (default: the move, then the trick if it took one)."""
        lines: list[str] = [teller.action_line(seat, action)]
        if before is not None and len(after.tricks) > len(before.tricks):
            lines.append(teller.trick_line(after.tricks[-1], len(after.tricks)))
        return lines

    @property
    def FACES(self) -> tuple[str, ...]:  # noqa: N802
        """The faces the game is shown in, the usual one first (default: by its
        ``card_style``, ``("bavarian", "french")`` or ``("french",)``)."""
        return ("french",) if _game(self).card_style == "french" else ("bavarian", "french")

    WORDS: Mapping[str, Mapping[str, str]] = MappingProxyType({"de": {}, "en": {}})
    """Per language, the names of the calls that are no card (default none)."""

    YES: tuple[str, ...] = ()
    """The calls the J key makes (default none)."""

    NO: tuple[str, ...] = ()
    """The calls the N key makes (default none)."""

    def hand(self, view: ViewT_contra, state: StateT_contra) -> list[Card]:
        """The hand in the order it is listed (default: the view's order)."""
        return list(view.hand)

    def prompt_lines(self, teller: Teller) -> list[str]:
        """Lines above the prompt (default none)."""
        return []

    def result_details(self, result: ResultT_contra, teller: Teller) -> list[str]:
        """Lines after the breakdown (default none)."""
        return []

    def game_key(self, teller: Teller, head: str) -> str:
        """What the S key says (default: the head of the deal)."""
        return head

    def standing_lines(self, teller: Teller, match: MatchT_contra) -> list[str]:
        """The standing (default: the places with the totals)."""
        t = teller.t
        return [
            f"  {p.place}. {t['place']}: {teller.who(p.seat)} {p.total:+d}"
            for p in sorted(match.placements(), key=lambda p: (p.place, p.seat))
        ]

    def rules_line(self, rules: RulesT_contra, lang: str) -> str:
        """How a table scores, in a line (default none)."""
        return ""

    def choice_name(self, action: ActionT_contra, lang: str, face: str) -> str | None:
        """The name of a call beyond ``WORDS`` (default none)."""
        return None

    def trick_points(self, trick: Trick) -> int | None:
        """The points in a finished trick, if the game counts them (default ``None``)."""
        return None

    def trick_leader(self, state: StateT_contra) -> int | None:
        """Who led the trick in progress (default: the seat ``len(trick)`` seats before
        the seat to move, as the seats play clockwise)."""
        if state.to_move is None:
            return None
        leader: int = (state.to_move - len(state.trick)) % state.num_seats
        return leader

    def taken_line(
        self, view: ViewT_contra, taken: Sequence[int], lang: str, who: Callable[[int], str]
    ) -> str:
        """What the A key says, from the seat's ``view`` and what each seat has taken (the
        frontend facet's ``taken``): Schafkopf counts per party as far as the seat knows
        the parties (default: each seat's count)."""
        return ", ".join(f"{who(s)} {v}" for s, v in enumerate(taken))


class FrontendRequired(Protocol[RulesT_contra, MatchT_contra, StateT_contra]):
    """What a ``frontend`` facet must hold: a match for a table, its length, the points so
    far (see [`kartenregeln.table`][kartenregeln.table])."""

    def new_match(self, rules: RulesT_contra, games: int | None, first_dealer: int) -> Match[Any]:
        """A match of ``games`` deals (the game's default when ``None``)."""
        ...

    def deals(self, match: MatchT_contra) -> int:
        """The number of deals in the match."""
        ...

    def taken(self, state: StateT_contra) -> tuple[int, ...]:
        """What each seat has taken in the deal so far (what the A key shows)."""
        ...


class FrontendFacet(
    FrontendRequired[RulesT_contra, MatchT_contra, StateT_contra],
    Protocol[RulesT_contra, MatchT_contra, StateT_contra, ViewT_contra, ResultT_contra],
):
    """The ``frontend`` facet: [`FrontendRequired`][kartenregeln.facets.FrontendRequired]
    and what a game may leave out, the command line's and the web lobby's choices (the
    bodies are the defaults: one deal a match, ``--players`` the only option, the plain
    Abrechnung)."""

    def deals_left(self, match: MatchT_contra) -> int:
        """The deals still to play (default: ``deals`` less the results)."""
        return self.deals(match) - len(match.results)

    def deals_done(self, match: MatchT_contra) -> int:
        """The deals played (default: the results)."""
        return len(match.results)

    DEAL_WORDS: tuple[str, str] = ("game", "games")
    """One deal and many in English (default ``("game", "games")``)."""

    PLACE_BONUS: bool = False
    """Whether a match pays a bonus by the places (default ``False``)."""

    def settlement_table(
        self,
        result: ResultT_contra,
        number: int,
        bilanz: tuple[int, ...],
        lang: str,
        face: str,
        who: Callable[[int], str],
    ) -> dict[str, Any] | None:
        """The Abrechnung table the web table shows after game ``number`` (see
        [`kartenregeln.abrechnung`][kartenregeln.abrechnung]); ``None`` (the default):
        the plain table of the settlement's lines and the money."""
        return None

    MATCH_LENGTHS: tuple[int, ...] = ()
    """The match lengths ``--games`` takes (default none: not an option)."""

    def match_lengths(self, players: int) -> tuple[int, ...]:
        """The match lengths for ``players`` (default none: the game has no ``games``
        setting)."""
        return ()

    WEB_PRESETS: tuple[str, ...] = ("standard",)
    """The rules a web table offers (default ``("standard",)``)."""

    def cli_rules(self, options: CommandOptions) -> tuple[Rules, int]:
        """The rules and the match length from ``kartenregeln play/simulate`` options,
        before the ``--rule NAME=VALUE`` items (which the library applies); a
        ``ValueError`` saying which option does not fit (default: ``--players`` only, one
        deal a match)."""
        game = _game(self)
        given = {"games": options.games, "rounds": options.rounds, "rules": options.rules}
        for name, value in given.items():
            if value is not None:
                raise ValueError(f"--{name} is not an option of {game.title('en')}")
        fixed = {} if options.players is None else {"players": options.players}
        make: Callable[..., Rules] = game.rules_type
        return make(**fixed), 1

    parse_rules: Callable[[str], Rules] | None = None
    """The rules from the ``--rules`` text, for a game that writes its rules as text
        (default ``None``: ``--rules`` is not its option)."""

    def shown_cards(self, view: ViewT_contra) -> Sequence[Card]:
        """The cards on the table beyond the trick a view shows (default none)."""
        return ()

    def lays_out(self, view: ViewT_contra) -> bool:
        """Whether the deal lays its cards out instead of playing tricks (the web table
        draws the layout; default ``False``)."""
        return False

    def bids(self, view: ViewT_contra) -> Sequence[tuple[int, Hashable]] | None:
        """The bidding so far, as (seat, action) pairs, for a game with one (default
        ``None``)."""
        return None

    def rule_help(self) -> list[str]:
        """Lines for ``--rule help`` (default none)."""
        return []

    def web_settings(self, data: Mapping[str, object]) -> dict[str, object]:
        """The game's part of a web table's settings from the lobby's form ``data``
        (``players``, ``preset``, ``games``, ``rounds``), checked, e.g. with
        [`pick`][kartenregeln.facets.pick]; a ``ValueError`` naming the setting (default:
        the players)."""
        seats = _game(self).seats
        players = pick(data, "players", 4 if 4 in seats else seats[0], seats)
        return {"players": players, "preset": "standard", "games": None, "rounds": None}

    def web_rules(self, settings: Mapping[str, object]) -> Rules:
        """The rules a web table's checked settings name; a ``ValueError`` naming the
        setting (default: ``rules_type(players=…)``)."""
        make: Callable[..., Rules] = _game(self).rules_type
        return make(players=settings["players"])


class EncodeRequired(
    Protocol[ActionT_contra, RulesT_contra, StateT_contra, ViewT_contra, ResultT_contra]
):
    """What an ``encode`` facet must hold: fixed-size tensors for learning (see
    [`kartenregeln.encode`][kartenregeln.encode]); a game without it has no
    environments."""

    @property
    def ACTIONS(self) -> Sequence[Hashable]:  # noqa: N802
        """Every action of the game, by its index."""
        ...

    @property
    def LAYOUT(self) -> Layout:  # noqa: N802
        """The blocks of the observation vector."""
        ...

    @property
    def NUM_ACTIONS(self) -> int: ...  # noqa: N802

    @property
    def OBSERVATION_RANGE(self) -> tuple[float, float]: ...  # noqa: N802

    @property
    def PLAYS(self) -> Sequence[Hashable]:  # noqa: N802
        """The actions that play a card, by the card's index."""
        ...

    def action_index(self, action: ActionT_contra) -> int: ...

    def chance_cards(self, rules: RulesT_contra) -> tuple[Card, ...]: ...

    def check_episode(
        self, rules: RulesT_contra, *, match: bool, games: int, round: int | None
    ) -> None:
        """Refuse (``ValueError``) an episode the game cannot play with these options."""
        ...

    def deal_packet(self, rules: RulesT_contra) -> int:
        """How many cards a seat gets at a time when a deal is dealt card by card."""
        ...

    def dealt_cards(self, world: StateT_contra) -> list[list[Card]]:
        """The cards each seat was dealt in ``world``, in dealing order."""
        ...

    def deck_mask(self, rules: RulesT_contra) -> int: ...

    def default_rules(self) -> Rules: ...

    def is_action(self, action: object) -> bool: ...

    def new_episode(
        self,
        rules: RulesT_contra,
        rng: random.Random,
        *,
        match: bool,
        games: int,
        round: int | None,
    ) -> tuple[GameState[Any], Match[Any] | None]:
        """The first state of an episode, and its match when it plays one."""
        ...

    def observation(self, view: ViewT_contra) -> list[float]: ...

    def reward(self, result: ResultT_contra) -> tuple[int, ...]: ...

    def start(
        self, rules: RulesT_contra, *, dealer: int, round: int, hands: Sequence[Sequence[Card]]
    ) -> GameState[Any]:
        """The state after dealing ``hands`` (``round``: the game's round, if it has any)."""
        ...


class EncodeFacet(
    EncodeRequired[ActionT_contra, RulesT_contra, StateT_contra, ViewT_contra, ResultT_contra],
    Protocol[ActionT_contra, RulesT_contra, StateT_contra, ViewT_contra, ResultT_contra],
):
    """The ``encode`` facet: [`EncodeRequired`][kartenregeln.facets.EncodeRequired] and
    what a game may leave out (the body is the default)."""

    def action_of(self, rules: RulesT_contra, index: int) -> Hashable:
        """The action of ``index`` under ``rules``, for a game whose index means another
        action under other house rules (default: ``ACTIONS[index]``)."""
        return self.ACTIONS[index]


class BotsFacet(Protocol[StateT_contra]):
    """The ``bots`` facet: what a game offers the bots (see
    [`kartenregeln.bots`][kartenregeln.bots]), a module such as
    ``kartenregeln.bots.schafkopf`` with these functions; it leaves out nothing."""

    def adapter(self) -> Adapter:
        """The game's adapter (a new one; adapters keep no state)."""
        ...

    def solver(self, state: StateT_contra, seat: int) -> FastSolver | None:
        """The game's fast exact solver for ``state`` and root ``seat``, if one applies."""
        ...

    def heuristic(self) -> Bot:
        """The game's rule-based player: a bot with ``choose`` and ``plausible``."""
        ...

    def arena_rules(self) -> Rules:
        """The default rules of a duplicate run."""
        ...

    def arena_units(self) -> str:
        """What a duplicate unit is called, in the plural (``"deals"``)."""
        ...

    def arena_unit(self, args: tuple[int, int, Bot, Bot, Rules]) -> tuple[float, tuple[str, ...]]:
        """One duplicate unit ``(seed, index, bot_a, bot_b, rules)``: A's advantage and
        the engine faults during it."""
        ...


PROTOCOLS: Final[Mapping[str, type]] = {
    "wire": WireFacet,
    "svg": SvgFacet,
    "records": RecordsFacet,
    "narration": NarrationFacet,
    "frontend": FrontendFacet,
    "encode": EncodeFacet,
    "bots": BotsFacet,
}
"""Per facet, its protocol as the shared code uses it: every member the facet has."""


def _declared(klass: type) -> tuple[str, ...]:
    names = [*vars(klass).get("__annotations__", {}), *vars(klass)]
    return tuple(n for n in dict.fromkeys(names) if not n.startswith("_"))


def _split(protocol: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The members a facet must hold (those of the protocol's bases, what a game must
    write) and those it may leave out (the protocol's own, with their defaults)."""
    bases = [b for b in protocol.__bases__ if b not in (Protocol, Generic)]
    if not bases:  # a protocol of what a game must write (the bots facet)
        return _declared(protocol), ()
    return tuple(n for b in bases for n in _declared(b)), _declared(protocol)


REQUIRED: Final[Mapping[str, tuple[str, ...]]] = {
    part: _split(protocol)[0] for part, protocol in PROTOCOLS.items()
}
"""Per facet, the members it must hold: those of its required protocol
(``WireRequired``, …)."""

OPTIONAL: Final[Mapping[str, tuple[str, ...]]] = {
    part: _split(protocol)[1] for part, protocol in PROTOCOLS.items()
}
"""Per facet, the members it may leave out: those its protocol adds to the required ones,
with their defaults (no pot, no numbered rounds, the game's own card style, plain lines,
…)."""
