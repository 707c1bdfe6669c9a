"""What both games' position texts share: the layout of the text, the rules options, the
action list, and finding a full deal behind a view.

A position text has three sections separated by ``|``::

    schafkopf d3 klopfen=true | EO GO HO SO EU GU HU SU / … | spiele weiter … EO GO

the header (the game, ``view`` for a seat's view, short tags such as ``d3`` for the dealer,
then every rules option that differs from its default as ``name=value``), the hands (one
per seat, separated by ``/``; in a view the cards a seat cannot see are ``?``, one per
card) and the actions in order (a multi-word action joins its words with ``-``).

>>> from kartenregeln.schafkopf import Rules
>>> rules_text(Rules(klopfen=True, tariff=Rules().tariff.__class__(solo=6)), Rules)
'tariff.solo=6 klopfen=true'
>>> text = Text("klopfen=true all_pass=throw_in")
>>> rules = parse_rules(text, text.sections(1)[0][0], Rules)
>>> rules.klopfen, rules.all_pass.value
(True, 'throw_in')
"""

from __future__ import annotations

import enum
import random
import re
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Final, Generic, NamedTuple, TypeVar, cast
from urllib.parse import quote, unquote

import attrs

from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import (
    IllegalActionError,
    NotationError,
    PositionError,
    SampleError,
    shown,
)
from kartenregeln.game import Trick
from kartenregeln.messages import Message, say, translate
from kartenregeln.names import parse_cards

if TYPE_CHECKING:
    from kartenregeln.game import GameState, View

__all__ = [
    "Text",
    "Token",
    "find_world",
    "format_actions",
    "parse_rules",
    "rules_text",
]

T = TypeVar("T")
StateT = TypeVar("StateT", bound="GameState[Any]")
_WORD = re.compile(r"\S+")


class Token(NamedTuple):
    """A word of the text and the character offset where it starts."""

    text: str
    at: int


class Text:
    """A position text cut into sections and words, each word with its offset, so every
    error can name the place."""

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise TypeError(f"a position text is a str, not {type(text).__name__}")
        self.text = text

    def error(self, problem: str, at: int | None) -> NotationError:
        """A [`NotationError`][kartenregeln.errors.NotationError] about this text at offset
        ``at``."""
        return NotationError(self.text, problem, at)

    def sections(self, count: int) -> list[tuple[list[Token], int]]:
        """The ``count`` sections split at ``|``: each a list of words and its offset."""
        parts: list[tuple[list[Token], int]] = []
        start = 0
        for k in range(count):
            end = self.text.find("|", start) if k < count - 1 else len(self.text)
            if end < 0:
                raise self.error(say("text_sections", n=count), len(self.text))
            parts.append((_words(self.text, start, end), start))
            start = end + 1
        if "|" in self.text[parts[-1][1] :]:
            raise self.error(say("text_sections", n=count), self.text.rfind("|"))
        return parts


def _words(text: str, start: int, end: int) -> list[Token]:
    return [Token(m.group(), m.start()) for m in _WORD.finditer(text, start, end)]


def split_hands(words: list[Token], at: int, count: int, text: Text) -> list[list[Token]]:
    """The hands section: ``count`` groups of words separated by ``/`` words."""
    hands: list[list[Token]] = [[]]
    for w in words:
        pieces = w.text.split("/")
        offset = w.at
        for k, piece in enumerate(pieces):
            if k:
                hands.append([])
            if piece:
                hands[-1].append(Token(piece, offset))
            offset += len(piece) + 1
    if len(hands) != count:
        where = words[-1].at if words else at
        raise text.error(say("text_hands", n=count, found=len(hands)), where)
    return hands


# -- a whole position text ---------------------------------------------------------------


@attrs.frozen
class Position:
    """A position text cut into its parts: the header's rules and tags, the hands (words
    per seat) and the actions' words, each with where it starts."""

    text: Text
    rules: Any
    tags: list[Token]
    head_at: int
    hands: list[list[Token]]
    hands_at: int
    actions: list[Token]
    actions_at: int

    def number(self, letter: str, low: int, high: int, what: str) -> int:
        """The header tag ``letter`` as a number from ``low`` to ``high``."""
        value = tag(self.text, self.tags, letter)
        if value is None or not low <= value <= high:
            at = next(w.at for w in self.tags if w.text.startswith(letter))
            raise self.text.error(
                say("text_number", letter=letter, name=what, low=low, high=high), at
            )
        return value

    def hand_texts(self) -> list[str]:
        """Each seat's hand as card text."""
        return [" ".join(w.text for w in words) for words in self.hands]

    def start_error(self, exc: ValueError) -> NotationError:
        """A dealing problem, placed at the hands."""
        problem = exc.problem if isinstance(exc, NotationError) else str(exc)
        return self.text.error(say("text_hands_problem", problem=problem), self.hands_at)

    def replay(self, state: StateT, parse: Callable[[str], Hashable]) -> StateT:
        """``state`` after the text's actions; an illegal one is named with its place."""
        actions, _ = parse_actions(self.text, self.actions, parse)
        for k, (action, word) in enumerate(zip(actions, self.actions, strict=True)):
            try:
                state = state.apply(action)
            except IllegalActionError as exc:
                raise self.text.error(replay_failure(exc, k, exc.seat), word.at) from None
        return state

    def open_hand(self, seat: int) -> tuple[int | None, CardSet | None]:
        """The one other seat whose cards a view's text shows (a Schafkopf declarer's
        open hand in a Bettel ouvert), and those cards; ``(None, None)`` if none."""
        shown = [
            s
            for s, words in enumerate(self.hands)
            if s != seat and words and not all(set(w.text) == {"?"} for w in words)
        ]
        if not shown:
            return None, None
        if len(shown) > 1:
            raise self.text.error(
                say("text_must_show", seat=shown[1], what=say("show_unseen_mark")), self.hands_at
            )
        try:
            return shown[0], CardSet.parse(self.hand_texts()[shown[0]])
        except NotationError as exc:
            raise self.text.error(
                f"the hand of seat {shown[0]}: {exc.problem}", self.hands_at
            ) from None

    def own_hand(self, seat: int, open_seat: int | None = None) -> CardSet:
        """A view's hand: cards for ``seat``, only ``?`` for every other seat (but the
        ``open_seat`` of ``open_hand``)."""
        for s, words in enumerate(self.hands):
            unseen = all(set(w.text) == {"?"} for w in words)
            if s != open_seat and (s == seat) == unseen and words:
                what = say("show_own_cards") if s == seat else say("show_unseen_cards")
                raise self.text.error(say("text_must_show", seat=s, what=what), words[0].at)
        try:
            return CardSet.parse(self.hand_texts()[seat])
        except NotationError as exc:
            raise self.text.error(
                f"the hand of seat {seat}: {exc.problem}", self.hands_at
            ) from None

    def check_view(
        self, seat: int, to_move: int | None, sizes: Sequence[int], open_seat: int | None = None
    ) -> None:
        """The header's seat to move and the number of ``?`` must be the view's (the open
        hand's cards were checked when the view was rebuilt)."""
        said = tag(self.text, self.tags, "m")
        if said != to_move:
            raise self.text.error(say("text_to_move", seat=to_move, other=said), self.head_at)
        for s, words in enumerate(self.hands):
            if s not in (seat, open_seat) and sum(len(w.text) for w in words) != sizes[s]:
                raise self.text.error(say("text_unseen", seat=s, n=sizes[s]), self.hands_at)


def read_position(
    raw: str,
    game: str,
    rules_cls: type[Any],
    seats: Callable[[Any], int],
    *,
    view: bool,
    tags: str,
) -> Position:
    """Cut ``raw`` into a [`Position`][kartenregeln._position.Position] of ``game`` (a state's text,
    or a view's with
    ``view``): the header must start with the game's name, its tags be among the letters
    of ``tags``, there must be ``seats(rules)`` hands."""
    t = Text(raw)
    (words, head_at), (hand_words, hands_at), (actions, actions_at) = t.sections(3)
    name = game.capitalize()
    if not words or words[0].text != game:
        raise t.error(say("text_starts", name=name, word=repr(game)), words[0].at if words else 0)
    rest = words[1:]
    is_view = bool(rest) and rest[0].text == "view"
    if is_view != view:
        kind = "a view's" if view else "a state's"
        raise t.error(say("text_not_kind", kind=kind), rest[0].at if rest else len(raw))
    if view:
        rest = rest[1:]
    found = [w for w in rest if "=" not in w.text]
    for w in found:
        if w.text[:1] not in tags:
            raise t.error(say("text_header_word", word=repr(w.text)), w.at)
    rules = parse_rules(t, [w for w in rest if "=" in w.text], rules_cls)
    hands = split_hands(hand_words, hands_at, seats(rules), t)
    return Position(t, rules, found, head_at, hands, hands_at, actions, actions_at)


def position_line(
    game: str,
    tags: str,
    rules: attrs.AttrsInstance,
    rules_cls: type[attrs.AttrsInstance],
    hands: Sequence[str],
    actions: str,
    always: Sequence[str] = (),
) -> str:
    """A position text from its parts (``always``: options written even at their
    default, Schapa's ``players``)."""
    header = f"{game} {tags} {rules_text(rules, rules_cls, always)}".rstrip()
    return f"{header} | {' / '.join(hands)} | {actions}".rstrip()


# -- rules options ------------------------------------------------------------------------


_SAFE: Final = "_-.:;+*!~'()[]{}<>@#$&?"


def _value_text(value: object) -> str:
    """An option's value as one word: ``none``, ``true``/``false``, a number, an enum's
    value, items joined by ``,`` (``()`` when empty), or a text (``""`` when empty) with
    every character that could end the word or an item (space, ``|``, ``/``, ``,``,
    ``=``, ``%``) %-escaped, and its first one too if it would read as something else."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, (tuple, list)):
        joined = ",".join(_value_text(v) for v in value) if value else "()"
        return "%28)" if value and joined == "()" else joined  # the one text "()"
    if isinstance(value, str):
        if not value:
            return '""'
        text = quote(value, safe=_SAFE)
        if _scalar(text) != value:  # "none", "12", "()": keep it a text
            text = f"%{ord(value[0]):02X}" + quote(value[1:], safe=_SAFE)
        return text
    return str(value)


def _options(
    value: attrs.AttrsInstance, default: attrs.AttrsInstance, prefix: str
) -> Iterator[str]:
    for field in attrs.fields(type(value)):
        mine, theirs = getattr(value, field.name), getattr(default, field.name)
        name = prefix + field.name
        if attrs.has(type(mine)) and type(mine) is type(theirs):
            yield from _options(mine, theirs, name + ".")
        elif mine != theirs:
            yield f"{name}={_value_text(mine)}"


_DEFAULTS: dict[type, object] = {}


def _default(cls: type[T]) -> T:
    """The default rules of a game (built once)."""
    made = _DEFAULTS.get(cls)
    if made is None:
        made = _DEFAULTS[cls] = cls()
    return cast("T", made)  # kept per class: an instance of it


def rules_text(
    rules: attrs.AttrsInstance, cls: type[attrs.AttrsInstance], always: Sequence[str] = ()
) -> str:
    """Every option of ``rules`` that differs from ``cls()`` (and those named in
    ``always``) as ``name=value`` words; nested options as ``tariff.solo=6``. Generic over
    the attrs fields, so an option added to the rules later is written too."""
    words = list(_options(rules, _default(cls), ""))
    for name in always:
        if not any(w.startswith(name + "=") for w in words):
            words.insert(0, f"{name}={_value_text(getattr(rules, name))}")
    return " ".join(words)


def _scalar(text: str) -> object:
    if text == "none":
        return None
    if text in ("true", "false"):
        return text == "true"
    if text.lstrip("-").isdigit():
        return int(text)
    if text == '""':
        return ""
    if text[:1] in "-.0123456789":
        try:
            return float(text)
        except ValueError:
            pass
    return unquote(text)


def _parse_value(text: str, default: object) -> object:
    if isinstance(default, tuple):
        return () if text == "()" else tuple(_scalar(t) for t in text.split(","))
    return _scalar(text)


def parse_rules(text: Text, words: Sequence[Token], cls: type[T]) -> T:
    """The rules from ``name=value`` words (every other option at its default)."""
    changes: dict[str, Any] = {}
    nested: dict[str, dict[str, Any]] = {}
    default: Any = _default(cls)
    names = {f.name for f in attrs.fields(cls)}  # type: ignore[arg-type]
    for w in words:
        name, eq, value = w.text.partition("=")
        if not eq or not value:
            raise text.error(say("text_option", word=repr(w.text)), w.at)
        head, dot, sub = name.partition(".")
        if head not in names:
            raise text.error(say("text_unknown_option", word=repr(head)), w.at)
        if dot:
            inner = getattr(default, head)
            if not attrs.has(type(inner)) or sub not in {f.name for f in attrs.fields(type(inner))}:
                raise text.error(say("text_unknown_option", word=repr(name)), w.at)
            nested.setdefault(head, {})[sub] = (_parse_value(value, getattr(inner, sub)), w)
        else:
            changes[head] = (_parse_value(value, getattr(default, head)), w)
    kwargs: dict[str, Any] = {}
    for head, subs in nested.items():
        try:
            kwargs[head] = attrs.evolve(
                getattr(default, head), **{k: v for k, (v, _) in subs.items()}
            )
        except (TypeError, ValueError) as exc:
            raise text.error(
                say("text_rules_option", name=head, error=_said(exc)),
                min(w.at for _, w in subs.values()),
            ) from None
    for head, (value, _w) in changes.items():
        kwargs[head] = value
    try:
        rules: T = attrs.evolve(default, **kwargs)
        return rules
    except (TypeError, ValueError) as exc:
        # name the option that is wrong on its own, if one is (some options depend on
        # others, e.g. a Schafkopf Stock on the throw-in, and are checked together)
        for head, (value, w) in changes.items():
            try:
                attrs.evolve(default, **{head: value})
            except (TypeError, ValueError) as alone:
                raise text.error(
                    say("text_rules_option", name=head, error=_said(alone)), w.at
                ) from None
        raise text.error(say("text_rules", error=_said(exc)), words[0].at if words else 0) from None


# -- actions ------------------------------------------------------------------------------


def format_actions(actions: Sequence[Any], movers: Sequence[int] | None = None) -> str:
    """The actions as words; a multi-word action joins its words with ``-``; with
    ``movers`` each word is prefixed by the seat that acted (``2:7H``)."""
    words = [str(a).replace(" ", "-") for a in actions]
    if movers is not None:
        words = [f"{m}:{w}" for m, w in zip(movers, words, strict=True)]
    return " ".join(words)


def parse_actions(
    text: Text, words: Sequence[Token], parse: Callable[[str], T]
) -> tuple[list[T], list[int | None]]:
    """The actions of the action section and the seat written before each (or ``None``)."""
    actions: list[T] = []
    movers: list[int | None] = []
    for w in words:
        seat_text, colon, body = w.text.rpartition(":")
        mover: int | None = None
        if colon:
            if not seat_text.isdigit():
                raise text.error(say("text_seat_action", word=repr(w.text)), w.at)
            mover = int(seat_text)
        try:
            actions.append(parse(body.replace("-", " ")))
        except NotationError as exc:
            raise text.error(
                say("text_action", k=len(actions) + 1, problem=exc.problem), w.at
            ) from None
        movers.append(mover)
    return actions, movers


def tag(text: Text, words: Sequence[Token], letter: str, *, required: bool = True) -> int | None:
    """The number of the header tag ``letter`` (``d3`` -> 3; ``m-`` -> ``None``)."""
    for w in words:
        if w.text.startswith(letter) and "=" not in w.text:
            rest = w.text[len(letter) :]
            if rest == "-":
                return None
            if not rest.isdigit():
                raise text.error(say("text_tag", letter=letter, word=repr(w.text)), w.at)
            return int(rest)
    if required:
        raise text.error(say("text_no_tag", letter=letter), words[0].at if words else 0)
    return None


# -- what a seat knows, as given to ``build`` --------------------------------------------

Cards = str | CardSet | Iterable[Card]
"""Cards as text (any card notation), a ``CardSet`` or ``Card`` values."""


def _said(exc: BaseException) -> str:
    """An error's sentence: its Message when it was raised with one, else its text."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return first if isinstance(first, Message) else str(exc)


def cards_of(value: Cards, what: str) -> tuple[Card, ...]:
    """The cards of ``value`` in the order given;
    [`PositionError`][kartenregeln.errors.PositionError] naming ``what``."""
    try:
        if isinstance(value, str):
            return tuple(parse_cards(value))
        if isinstance(value, CardSet):
            return value.cards
        items = tuple(value)
    except NotationError as exc:
        raise PositionError(say("position_what", what=what, problem=exc.problem)) from None
    except TypeError:
        raise PositionError(say("position_expected_cards", what=what, item=shown(value))) from None
    cards: list[Card] = []
    for k, c in enumerate(items):
        if isinstance(c, str):
            try:
                found = parse_cards(c)
            except NotationError as exc:
                raise PositionError(
                    say("position_entry_problem", what=what, k=k + 1, problem=exc.problem)
                ) from None
            if len(found) != 1:
                raise PositionError(say("position_entry_one", what=what, k=k + 1, item=shown(c)))
            cards.append(found[0])
        elif isinstance(c, Card):
            cards.append(c)
        else:
            raise PositionError(say("position_entry_card", what=what, k=k + 1, item=shown(c)))
    return tuple(cards)


def trick_of(item: object, k: int) -> tuple[int | None, tuple[Card, ...]]:
    """A finished trick as given: a game's ``Trick``, ``(leader, cards)`` or its cards."""
    if isinstance(item, Trick):
        return item.leader, tuple(item.cards)
    if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], int):
        return item[0], cards_of(item[1], say("what_trick", k=k + 1))
    return None, cards_of(
        cast("Cards", item), say("what_trick", k=k + 1)
    )  # anything else refused there


# -- views: a full deal behind the public facts ---------------------------------------------


@attrs.frozen
class Attempt(Generic[T]):
    """One try at a deal: the state after the history, or where and why it failed."""

    state: T | None
    failure: str | None = None


def find_world(attempt: Callable[[random.Random], Attempt[T]], what: str, tries: int = 300) -> T:
    """Try deals of the unseen cards until one replays the history (seeded, so the answer
    never changes). Raises [`PositionError`][kartenregeln.errors.PositionError] with the most common
    reason a deal was
    refused when none does."""
    rng = random.Random(0)
    reasons: Counter[str] = Counter()
    for _ in range(tries):
        result = attempt(rng)
        if result.state is not None:
            return result.state
        if result.failure is not None:
            reasons[result.failure] += 1
    if reasons:
        reason, _ = reasons.most_common(1)[0]
        raise PositionError(say("position_inconsistent", what=what, reason=reason))
    raise PositionError(say("position_no_deal", what=what))


def replay_attempt(state: StateT, history: Sequence[Hashable]) -> Attempt[StateT]:
    """``state`` after ``history``, or why an action of it was refused."""
    for k, action in enumerate(history):
        try:
            state = state.apply(action)
        except IllegalActionError as exc:
            return Attempt(None, replay_failure(exc, k, exc.seat))
    return Attempt(state)


def view_why_illegal(
    view: View[Any],
    action: Hashable,
    parse: Callable[[str], Hashable],
    lang: str,
    stand_in: Callable[[Any], GameState[Any]] | None = None,
) -> str | None:
    """Why a view's seat may not take ``action`` (an action or its text): ``None`` if it is
    among the view's legal actions; when it is the seat's turn, when the game is over or
    for text that is not an action, exactly what the game's state says (those answers
    depend only on what the seat knows, so any consistent deal gives the same); else
    whose turn it is. ``stand_in`` makes a state that answers like every consistent deal
    for a view that cannot be sampled (a layout built without its history)."""
    parsed = action
    if isinstance(action, str):
        try:
            parsed = parse(action)
        except NotationError:
            parsed = None
    if parsed is not None and parsed in view.legal_actions:
        return None
    if parsed is None or view.to_move is None or view.to_move == view.seat:
        state: GameState[Any]
        try:
            state = view.sample(random.Random(0))
        except SampleError:
            if stand_in is None:
                raise
            state = stand_in(view)
        return state.why_illegal(action, lang)
    return translate(say("not_your_turn", seat=view.to_move, other=view.seat), lang)


def replay_failure(exc: IllegalActionError, index: int, seat: int | None) -> str:
    """The reason an action of the history was refused, naming the action."""
    if seat is None:
        return say("replayed", k=index + 1, move=exc.action, reason=exc.reason)
    return say("replayed_by", k=index + 1, move=exc.action, seat=seat, reason=exc.reason)
