"""The contracts of a game's facets: what the shared parts of the library ask of a game.

A game's descriptor ([`Game`][kartenregeln.game.Game]) names, per shared part, the module
of the game that serves it (``facets={"wire": "herzeln.facets", …}``). Each facet is a
module (or any object) holding the members of one of the protocols here: the protocols
are the one statement of what a facet has. What a facet may leave out is what its
defaults class gives ([`SvgDefaults`][kartenregeln.facets.SvgDefaults],
[`RecordsDefaults`][kartenregeln.facets.RecordsDefaults], … in
[`DEFAULTS`][kartenregeln.facets.DEFAULTS]): what a plain trick game needs. The
descriptor fills in a member a facet leaves out from it, and a facet written as a class
may subclass it. [`REQUIRED`][kartenregeln.facets.REQUIRED] and
[`OPTIONAL`][kartenregeln.facets.OPTIONAL] are read from the two.

- [`register`][kartenregeln.registry.register] refuses an unknown facet or a path that names
  no module;
- [`Game.facet`][kartenregeln.game.Game.facet] checks a facet on its first use and
  [`Game.check_facets`][kartenregeln.game.Game.check_facets] (called by
  [`kartenregeln.testing.check_game`][kartenregeln.testing.check_game]) checks them all: a
  missing name raises [`FacetError`][kartenregeln.facets.FacetError] naming the facet and
  the name.

>>> from kartenregeln import get_game
>>> from kartenregeln.facets import REQUIRED
>>> REQUIRED["records"]
('dealt_hands', 'start', 'new_match')
>>> get_game("schapa").facet("records").HAS_POT
False

The shared parts find a facet with
[`facet_of`][kartenregeln.registry.facet_of] (typed by these protocols) and give it plain
values: the command's options as a [`CommandOptions`][kartenregeln.facets.CommandOptions],
the web lobby's form as a mapping (checked with [`pick`][kartenregeln.facets.pick]); a
facet refuses with a ``ValueError``, which the caller reports as its own error.

Everything a facet needs from the library is public: the wire codec
([`kartenregeln.wire.Codec`][kartenregeln.wire.Codec], ``by_fields``, ``by_entry``), the
pieces of a picture ([`kartenregeln.svg.Scene`][kartenregeln.svg.Scene], ``SeatRow``,
``Options``, ``trick_part`` …) and the shared sentences
([`kartenregeln.narration`][kartenregeln.narration]).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar, cast

import attrs

if TYPE_CHECKING:
    import random
    from collections.abc import Hashable

    from kartenregeln.bots.adapters import Adapter, FastSolver
    from kartenregeln.bots.base import Bot
    from kartenregeln.cards import Card, CardSet, Rank
    from kartenregeln.encode._layout import Layout
    from kartenregeln.game import Game as Described
    from kartenregeln.game import GameState, Match, Rules, Settlement, Trick, View
    from kartenregeln.svg._draw import Face, Lang, Style
    from kartenregeln.svg._scene import Options, Scene
    from kartenregeln.wire._codec import Codec
    from kartenregeln.wire._schema import Builder

__all__ = [
    "DEFAULTS",
    "OPTIONAL",
    "PROTOCOLS",
    "REQUIRED",
    "BotsFacet",
    "CommandOptions",
    "EncodeDefaults",
    "EncodeFacet",
    "FacetCallError",
    "FacetDefaults",
    "FacetError",
    "FrontendDefaults",
    "FrontendFacet",
    "NarrationDefaults",
    "NarrationFacet",
    "RecordsDefaults",
    "RecordsFacet",
    "SvgDefaults",
    "SvgFacet",
    "Teller",
    "WireDefaults",
    "WireFacet",
    "WireType",
    "pick",
]


T = TypeVar("T")


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


WireType = tuple[tuple[type, ...], Callable[[Any], Any], Callable[[Any, str], Any]]
"""One wire type: the classes it is written for, how to write and how to read it."""


class WireFacet(Protocol):
    """The ``wire`` facet: the game's values as JSON (see
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

    def schema_cards(self) -> list[str]:
        """Optional: every card code, for the JSON Schema (default: none)."""
        ...

    def schema(self, b: Builder) -> dict[str, dict[str, Any]]:
        """Optional: the JSON Schema of each wire type (default: none)."""
        ...


class SvgFacet(Protocol):
    """The ``svg`` facet: the game's values as a [`Scene`][kartenregeln.svg.Scene] the shared
    code draws (see [`kartenregeln.svg`][kartenregeln.svg])."""

    @property
    def scene_of_view(self) -> Callable[[Any, Options], Scene] | None:
        """Optional: the table as the view's seat sees it (default ``None``: the plain
        picture of a trick game, [`plain_scene`][kartenregeln.svg.plain_scene])."""
        ...

    @property
    def scene_of_state(self) -> Callable[[Any, Options], Scene] | None:
        """Optional: the table with every hand open (default ``None``: the plain
        picture)."""
        ...

    @property
    def FACE(self) -> Face:  # noqa: N802
        """Optional: the default faces (default: by the game's ``card_style``)."""
        ...

    @property
    def CHART_UNIT(self) -> str:  # noqa: N802
        """Optional: one step of a match chart, ``"game"`` or ``"round"`` (default ``"game"``)."""
        ...

    def settlement_headline(self, result: Settlement, lang: Lang, face: Face) -> str:
        """Optional: the line above a settlement's table (default: none)."""
        ...

    def per_game(self, match: Match[Any]) -> list[tuple[int, ...]]:
        """Optional: what each seat won or lost per game (default: the results' ``net``)."""
        ...

    def match_seats(self, match: Match[Any]) -> int:
        """Optional: the seats at the match's table (default: ``match.rules.players``)."""
        ...

    def picture(self, item: object, lang: Lang, style: Style) -> str | None:
        """Optional: a picture of a value of the game beyond the shared kinds (default:
        none)."""
        ...

    def layout_ranks(self, players: int) -> tuple[Rank, ...]:
        """Optional: the ranks of a layout drawn for ``players`` (default: none)."""
        ...

    def display_order(self, cards: CardSet, contract: Hashable) -> Sequence[Card]:
        """Optional: a hand in the order a picture of it under ``contract`` (a game value
        such as Schafkopf's ``Contract``) shows it (default: as given)."""
        ...


class RecordsFacet(Protocol):
    """The ``records`` facet: what a game record needs (see
    [`kartenregeln.records`][kartenregeln.records])."""

    def dealt_hands(self, state: GameState[Any]) -> tuple[str, ...]:
        """The hands as dealt, each as the text of its cards."""
        ...

    def start(
        self, rules: Rules, dealer: int, round_: int | None, hands: Sequence[str], pot: int
    ) -> GameState[Any]:
        """The state after the deal of ``hands`` (``round_`` and ``pot`` as recorded)."""
        ...

    def new_match(self, rules: Rules, games: int | None, first_dealer: int) -> Match[Any]:
        """A match at its start (``games`` its length, if the game has one)."""
        ...

    @property
    def NESTED(self) -> Mapping[str, type]:  # noqa: N802
        """Optional: the nested option types of the rules (default: none)."""
        ...

    @property
    def ADDED_OPTIONS(self) -> frozenset[tuple[type, str]]:  # noqa: N802
        """Optional: rules options added since the first records (default: none)."""
        ...

    @property
    def ROUNDS(self) -> Sequence[int] | None:  # noqa: N802
        """Optional: the numbers of the game's rounds, if each deal names one (default
        ``None``)."""
        ...

    @property
    def HAS_POT(self) -> bool:  # noqa: N802
        """Optional: whether a deal starts with a pot (default ``False``)."""
        ...

    def round_of(self, state: GameState[Any]) -> int | None:
        """Optional: the round a state plays (default ``None``)."""
        ...

    def pot_of(self, state: GameState[Any]) -> int:
        """Optional: the pot a state starts with (default 0)."""
        ...

    def allowed_games(self, rules: Rules) -> tuple[int, ...] | None:
        """Optional: the match lengths the rules allow (default ``None``: any)."""
        ...

    def match_games(self, match: Match[Any]) -> int | None:
        """Optional: the length of a match (default ``None``)."""
        ...

    def match_round(self, match: Match[Any]) -> int | None:
        """Optional: the next round of a match (default ``None``)."""
        ...

    def match_pot(self, match: Match[Any]) -> int | None:
        """Optional: the pot of a match's next deal (default ``None``)."""
        ...


class Teller(Protocol):
    """What a narration facet may ask of the session telling the game (the terminal and
    the web table's [`PlaySession`][kartenregeln.session.PlaySession])."""

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
        """One action in a sentence, naming the seat (the facet's ``action_line``)."""
        ...

    def trick_line(self, trick: Trick, number: int) -> str: ...


class NarrationFacet(Protocol):
    """The ``narration`` facet: the sentences of the game for the terminal and the web
    table (see [`kartenregeln.narration`][kartenregeln.narration])."""

    @property
    def TEXT(self) -> Mapping[str, Mapping[str, str]]:  # noqa: N802
        """Per language (``"de"``, ``"en"``), the words of a table the shared ``TEXT``
        leaves to the game: ``taken``, ``yes_no``, ``examples``, ``deal``, ``deals``."""
        ...

    def play(self, card: Card) -> Hashable:
        """The action that plays ``card``."""
        ...

    def action_line(self, action: Hashable, seat: int, lang: str, face: str, cards: str) -> str:
        """``Sitz 2 spielt …``: one action in a sentence, starting with the seat word."""
        ...

    def result_line(
        self,
        result: Settlement,
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

    def deal_head(self, state: GameState[Any], number: int, total: int, teller: Teller) -> str:
        """Optional: the head of a deal (default: ``Spiel 3 von 8``, with the game's word
        for a deal: the frontend facet's ``DEAL_WORDS`` in English, ``TEXT["de"]["deal"]``
        in German, ``deal 3 of 4`` for a plain trick game)."""
        ...

    def move_lines(
        self,
        teller: Teller,
        before: GameState[Any] | None,
        after: GameState[Any],
        seat: int,
        action: Hashable,
    ) -> list[str]:
        """Optional: the lines one move makes (default: the move, then the trick if it
        took one)."""
        ...

    @property
    def FACES(self) -> tuple[str, ...]:  # noqa: N802
        """Optional: the faces the game is shown in, the usual one first (default: by its
        ``card_style``, ``("bavarian", "french")`` or ``("french",)``)."""
        ...

    @property
    def WORDS(self) -> Mapping[str, Mapping[str, str]]:  # noqa: N802
        """Optional: per language, the names of the calls that are no card (default none)."""
        ...

    @property
    def YES(self) -> tuple[str, ...]:  # noqa: N802
        """Optional: the calls the J key makes (default none)."""
        ...

    @property
    def NO(self) -> tuple[str, ...]:  # noqa: N802
        """Optional: the calls the N key makes (default none)."""
        ...

    def hand(self, view: View[Any], state: GameState[Any]) -> list[Card]:
        """Optional: the hand in the order it is listed (default: the view's order)."""
        ...

    def prompt_lines(self, teller: Teller) -> list[str]:
        """Optional: lines above the prompt (default none)."""
        ...

    def result_details(self, result: Settlement, teller: Teller) -> list[str]:
        """Optional: lines after the breakdown (default none)."""
        ...

    def game_key(self, teller: Teller, head: str) -> str:
        """Optional: what the S key says (default: the head of the deal)."""
        ...

    def standing_lines(self, teller: Teller, match: Match[Any]) -> list[str]:
        """Optional: the standing (default: the places with the totals)."""
        ...

    def rules_line(self, rules: Rules, lang: str) -> str:
        """Optional: how a table scores, in a line (default none)."""
        ...

    def choice_name(self, action: Hashable, lang: str, face: str) -> str | None:
        """Optional: the name of a call beyond ``WORDS`` (default none)."""
        ...

    def trick_points(self, trick: Trick) -> int | None:
        """Optional: the points in a finished trick, if the game counts them (default
        ``None``)."""
        ...

    def trick_leader(self, state: GameState[Any]) -> int | None:
        """Optional: who led the trick in progress (default: the seat ``len(trick)``
        seats before the seat to move, as the seats play clockwise)."""
        ...

    def taken_line(
        self, view: View[Any], taken: Sequence[int], lang: str, who: Callable[[int], str]
    ) -> str:
        """Optional: what the A key says, from the seat's ``view`` and what each seat has
        taken (the frontend facet's ``taken``): Schafkopf counts per party as far as the
        seat knows the parties (default: each seat's count)."""
        ...


class FrontendFacet(Protocol):
    """The ``frontend`` facet: a match for a table, its length, the points so far, the
    command line's and the web lobby's choices (see [`kartenregeln.table`][kartenregeln.table])."""

    def new_match(self, rules: Rules, games: int | None, first_dealer: int) -> Match[Any]:
        """A match of ``games`` deals (the game's default when ``None``)."""
        ...

    def deals(self, match: Match[Any]) -> int:
        """The number of deals in the match."""
        ...

    def deals_left(self, match: Match[Any]) -> int:
        """Optional: the deals still to play (default: ``deals`` less the results)."""
        ...

    def deals_done(self, match: Match[Any]) -> int:
        """Optional: the deals played (default: the results)."""
        ...

    def taken(self, state: GameState[Any]) -> tuple[int, ...]:
        """What each seat has taken in the deal so far (what the A key shows)."""
        ...

    @property
    def DEAL_WORDS(self) -> tuple[str, str]:  # noqa: N802
        """Optional: one deal and many in English (default ``("game", "games")``)."""
        ...

    @property
    def PLACE_BONUS(self) -> bool:  # noqa: N802
        """Optional: whether a match pays a bonus by the places (default ``False``)."""
        ...

    def settlement_table(
        self,
        result: Settlement,
        number: int,
        bilanz: tuple[int, ...],
        lang: str,
        face: str,
        who: Callable[[int], str],
    ) -> dict[str, Any] | None:
        """Optional: the Abrechnung table the web table shows after game ``number`` (see
        [`kartenregeln.abrechnung`][kartenregeln.abrechnung]); ``None`` (the default):
        the plain table of the settlement's lines and the money."""
        ...

    @property
    def MATCH_LENGTHS(self) -> tuple[int, ...]:  # noqa: N802
        """Optional: the match lengths ``--games`` takes (default none: not an option)."""
        ...

    def match_lengths(self, players: int) -> tuple[int, ...]:
        """Optional: the match lengths for ``players`` (default none: the game has no
        ``games`` setting)."""
        ...

    @property
    def WEB_PRESETS(self) -> tuple[str, ...]:  # noqa: N802
        """Optional: the rules a web table offers (default ``("standard",)``)."""
        ...

    def cli_rules(self, options: CommandOptions) -> tuple[Rules, int]:
        """Optional: the rules and the match length from ``kartenregeln play/simulate``
        options, before the ``--rule NAME=VALUE`` items (which the library applies); a
        ``ValueError`` saying which option does not fit (default: ``--players`` only, one
        deal a match)."""
        ...

    @property
    def parse_rules(self) -> Callable[[str], Rules] | None:
        """Optional: the rules from the ``--rules`` text, for a game that writes its rules
        as text (default ``None``: ``--rules`` is not its option)."""
        ...

    def shown_cards(self, view: View[Any]) -> Sequence[Card]:
        """Optional: the cards on the table beyond the trick a view shows (default none)."""
        ...

    def lays_out(self, view: View[Any]) -> bool:
        """Optional: whether the deal lays its cards out instead of playing tricks (the
        web table draws the layout; default ``False``)."""
        ...

    def bids(self, view: View[Any]) -> Sequence[tuple[int, Hashable]] | None:
        """Optional: the bidding so far, as (seat, action) pairs, for a game with one
        (default ``None``)."""
        ...

    def rule_help(self) -> list[str]:
        """Optional: lines for ``--rule help`` (default none)."""
        ...

    def web_settings(self, data: Mapping[str, object]) -> dict[str, object]:
        """Optional: the game's part of a web table's settings from the lobby's form
        ``data`` (``players``, ``preset``, ``games``, ``rounds``), checked, e.g. with
        [`pick`][kartenregeln.facets.pick]; a ``ValueError`` naming the setting (default:
        the players)."""
        ...

    def web_rules(self, settings: Mapping[str, object]) -> Rules:
        """Optional: the rules a web table's checked settings name; a ``ValueError`` naming
        the setting (default: ``rules_type(players=…)``)."""
        ...


class EncodeFacet(Protocol):
    """The ``encode`` facet: fixed-size tensors for learning (see
    [`kartenregeln.encode`][kartenregeln.encode]); a game without it has no environments."""

    ACTIONS: Sequence[Hashable]
    """Every action of the game, by its index."""
    LAYOUT: Layout
    """The blocks of the observation vector."""
    NUM_ACTIONS: int
    OBSERVATION_RANGE: tuple[float, float]
    PLAYS: Sequence[Hashable]
    """The actions that play a card, by the card's index."""

    def action_index(self, action: Hashable) -> int: ...

    def action_of(self, rules: Rules, index: int) -> Hashable:
        """Optional: the action of ``index`` under ``rules`` (default: ``ACTIONS[index]``),
        for a game whose index means another action under other house rules."""
        ...

    def chance_cards(self, rules: Rules) -> tuple[Card, ...]: ...

    def check_episode(self, rules: Rules, *, match: bool, games: int, round: int | None) -> None:
        """Refuse (``ValueError``) an episode the game cannot play with these options."""
        ...

    def deal_packet(self, rules: Rules) -> int:
        """How many cards a seat gets at a time when a deal is dealt card by card."""
        ...

    def dealt_cards(self, world: GameState[Any]) -> list[list[Card]]:
        """The cards each seat was dealt in ``world``, in dealing order."""
        ...

    def deck_mask(self, rules: Rules) -> int: ...

    def default_rules(self) -> Rules: ...

    def is_action(self, action: object) -> bool: ...

    def new_episode(
        self, rules: Rules, rng: random.Random, *, match: bool, games: int, round: int | None
    ) -> tuple[GameState[Any], Match[Any] | None]:
        """The first state of an episode, and its match when it plays one."""
        ...

    def observation(self, view: View[Any]) -> list[float]: ...

    def reward(self, result: Settlement) -> tuple[int, ...]: ...

    def start(
        self, rules: Rules, *, dealer: int, round: int, hands: Sequence[Sequence[Card]]
    ) -> GameState[Any]:
        """The state after dealing ``hands`` (``round``: the game's round, if it has any)."""
        ...


class BotsFacet(Protocol):
    """The ``bots`` facet: what a game offers the bots (see
    [`kartenregeln.bots`][kartenregeln.bots]), a module such as
    ``kartenregeln.bots.schafkopf`` with these functions."""

    def adapter(self) -> Adapter:
        """The game's adapter (a new one; adapters keep no state)."""
        ...

    def solver(self, state: GameState[Any], seat: int) -> FastSolver | None:
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
"""Per facet, its protocol: every member the facet has."""


class FacetDefaults:
    """The members a facet may leave out, for the game ``game`` (its descriptor): the
    base of each facet's defaults class. The descriptor takes a member a facet lacks from
    an instance of its facet's class in [`DEFAULTS`][kartenregeln.facets.DEFAULTS]."""

    def __init__(self, game: Described) -> None:
        self._game = game


class WireDefaults(FacetDefaults):
    """What a [`WireFacet`][kartenregeln.facets.WireFacet] may leave out: no JSON Schema."""

    def schema_cards(self) -> list[str]:
        return []

    def schema(self, b: Builder) -> dict[str, dict[str, Any]]:
        return {}


class SvgDefaults(FacetDefaults):
    """What an [`SvgFacet`][kartenregeln.facets.SvgFacet] may leave out: the plain picture
    of a trick game in the faces of the game's ``card_style``."""

    scene_of_view: Callable[[Any, Options], Scene] | None = None
    scene_of_state: Callable[[Any, Options], Scene] | None = None
    CHART_UNIT: str = "game"

    @property
    def FACE(self) -> Face:  # noqa: N802
        return "french" if self._game.card_style == "french" else "bavarian"

    def settlement_headline(self, result: Settlement, lang: Lang, face: Face) -> str:
        return ""

    def per_game(self, match: Match[Any]) -> list[tuple[int, ...]]:
        return [tuple(result.net) for result in match.results]

    def match_seats(self, match: Match[Any]) -> int:
        players: int = match.rules.players
        return players

    def picture(self, item: object, lang: Lang, style: Style) -> str | None:
        return None

    def layout_ranks(self, players: int) -> tuple[Rank, ...]:
        return ()

    def display_order(self, cards: CardSet, contract: Hashable) -> Sequence[Card]:
        return tuple(cards)


class RecordsDefaults(FacetDefaults):
    """What a [`RecordsFacet`][kartenregeln.facets.RecordsFacet] may leave out: no nested
    or added options, no rounds, no pot."""

    NESTED: Mapping[str, type] = {}
    ADDED_OPTIONS: frozenset[tuple[type, str]] = frozenset()
    ROUNDS: Sequence[int] | None = None
    HAS_POT: bool = False

    def round_of(self, state: GameState[Any]) -> int | None:
        return None

    def pot_of(self, state: GameState[Any]) -> int:
        return 0

    def allowed_games(self, rules: Rules) -> tuple[int, ...] | None:
        return None

    def match_games(self, match: Match[Any]) -> int | None:
        return None

    def match_round(self, match: Match[Any]) -> int | None:
        return None

    def match_pot(self, match: Match[Any]) -> int | None:
        return None


class NarrationDefaults(FacetDefaults):
    """What a [`NarrationFacet`][kartenregeln.facets.NarrationFacet] may leave out: the
    plain lines of a trick game."""

    WORDS: Mapping[str, Mapping[str, str]] = {"de": {}, "en": {}}
    YES: tuple[str, ...] = ()
    NO: tuple[str, ...] = ()

    @property
    def FACES(self) -> tuple[str, ...]:  # noqa: N802
        # a game of the Schafkopf deck is shown in Bavarian faces, or French ones if asked
        return ("french",) if self._game.card_style == "french" else ("bavarian", "french")

    def deal_head(self, state: GameState[Any], number: int, total: int, teller: Teller) -> str:
        t = teller.t
        if getattr(teller, "lang", "en") == "de":
            word = t.get("deal") or t["game"]
        else:  # the game's English word for one deal
            try:
                frontend = self._game.facet("frontend")
                word = frontend.DEAL_WORDS[0]
            except LookupError:
                word = t["game"]
        return f"{word} {number} {t['of']} {total}"

    def move_lines(
        self,
        teller: Teller,
        before: GameState[Any] | None,
        after: GameState[Any],
        seat: int,
        action: Hashable,
    ) -> list[str]:
        lines: list[str] = [teller.action_line(seat, action)]
        if before is not None and len(after.tricks) > len(before.tricks):
            lines.append(teller.trick_line(after.tricks[-1], len(after.tricks)))
        return lines

    def hand(self, view: View[Any], state: GameState[Any]) -> list[Card]:
        return list(view.hand)

    def prompt_lines(self, teller: Teller) -> list[str]:
        return []

    def result_details(self, result: Settlement, teller: Teller) -> list[str]:
        return []

    def game_key(self, teller: Teller, head: str) -> str:
        return head

    def standing_lines(self, teller: Teller, match: Match[Any]) -> list[str]:
        t = teller.t
        return [
            f"  {p.place}. {t['place']}: {teller.who(p.seat)} {p.total:+d}"
            for p in sorted(match.placements(), key=lambda p: (p.place, p.seat))
        ]

    def rules_line(self, rules: Rules, lang: str) -> str:
        return ""

    def choice_name(self, action: Hashable, lang: str, face: str) -> str | None:
        return None

    def trick_points(self, trick: Trick) -> int | None:
        return None

    def trick_leader(self, state: GameState[Any]) -> int | None:
        # the seats play clockwise: the trick was led len(trick) seats before the mover
        if state.to_move is None:
            return None
        return (state.to_move - len(state.trick)) % state.num_seats

    def taken_line(
        self, view: View[Any], taken: Sequence[int], lang: str, who: Callable[[int], str]
    ) -> str:
        return ", ".join(f"{who(s)} {v}" for s, v in enumerate(taken))


class FrontendDefaults(FacetDefaults):
    """What a [`FrontendFacet`][kartenregeln.facets.FrontendFacet] may leave out: one deal
    a match, ``--players`` the only option, the plain Abrechnung."""

    DEAL_WORDS: tuple[str, str] = ("game", "games")
    PLACE_BONUS: bool = False
    MATCH_LENGTHS: tuple[int, ...] = ()
    WEB_PRESETS: tuple[str, ...] = ("standard",)
    parse_rules: Callable[[str], Rules] | None = None

    def deals_left(self, match: Match[Any]) -> int:
        frontend = self._game.facet("frontend")  # checked by its contract
        return frontend.deals(match) - len(match.results)

    def deals_done(self, match: Match[Any]) -> int:
        return len(match.results)

    def settlement_table(
        self,
        result: Settlement,
        number: int,
        bilanz: tuple[int, ...],
        lang: str,
        face: str,
        who: Callable[[int], str],
    ) -> dict[str, Any] | None:
        return None

    def match_lengths(self, players: int) -> tuple[int, ...]:
        return ()

    def cli_rules(self, options: CommandOptions) -> tuple[Rules, int]:
        given = {"games": options.games, "rounds": options.rounds, "rules": options.rules}
        for name, value in given.items():
            if value is not None:
                raise ValueError(f"--{name} is not an option of {self._game.title('en')}")
        fixed = {} if options.players is None else {"players": options.players}
        make: Callable[..., Rules] = self._game.rules_type
        return make(**fixed), 1

    def rule_help(self) -> list[str]:
        return []

    def shown_cards(self, view: View[Any]) -> Sequence[Card]:
        return ()

    def lays_out(self, view: View[Any]) -> bool:
        return False

    def bids(self, view: View[Any]) -> Sequence[tuple[int, Hashable]] | None:
        return None

    def web_settings(self, data: Mapping[str, object]) -> dict[str, object]:
        seats = self._game.seats
        players = pick(data, "players", 4 if 4 in seats else seats[0], seats)
        return {"players": players, "preset": "standard", "games": None, "rounds": None}

    def web_rules(self, settings: Mapping[str, object]) -> Rules:
        make: Callable[..., Rules] = self._game.rules_type
        return make(players=settings["players"])


class EncodeDefaults(FacetDefaults):
    """What an [`EncodeFacet`][kartenregeln.facets.EncodeFacet] may leave out."""

    def action_of(self, rules: Rules, index: int) -> Hashable:
        encode = self._game.facet("encode")  # checked by its contract
        return encode.ACTIONS[index]


class BotsDefaults(FacetDefaults):
    """A [`BotsFacet`][kartenregeln.facets.BotsFacet] leaves nothing out."""


DEFAULTS: Final[Mapping[str, type[FacetDefaults]]] = {
    "wire": WireDefaults,
    "svg": SvgDefaults,
    "records": RecordsDefaults,
    "narration": NarrationDefaults,
    "frontend": FrontendDefaults,
    "encode": EncodeDefaults,
    "bots": BotsDefaults,
}
"""Per facet, the class of what it may leave out (built with the game's descriptor)."""


def _names(klass: type, stop: type) -> Iterable[str]:
    for base in reversed(klass.__mro__):
        if base is object or base is stop or base.__name__ in ("Protocol", "Generic"):
            continue
        yield from (n for n in vars(base).get("__annotations__", {}) if not n.startswith("_"))
        yield from (n for n in vars(base) if not n.startswith("_"))


def _members(protocol: type) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_names(protocol, object)))


OPTIONAL: Final[Mapping[str, tuple[str, ...]]] = {
    part: tuple(n for n in _members(PROTOCOLS[part]) if n in set(_names(kind, FacetDefaults)))
    for part, kind in DEFAULTS.items()
}
"""Per facet, the members it may leave out: those its defaults class gives (no pot, no
numbered rounds, the game's own card style, plain lines, …)."""

REQUIRED: Final[Mapping[str, tuple[str, ...]]] = {
    part: tuple(n for n in _members(protocol) if n not in OPTIONAL[part])
    for part, protocol in PROTOCOLS.items()
}
"""Per facet, the members it must hold: those of its protocol that its defaults class
does not give."""
