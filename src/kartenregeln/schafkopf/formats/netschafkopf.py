"""NetSchafkopf's game protocols ("Schafkopfprotokoll"): read a whole session.

A protocol starts with the rule set's name and a line "gespielt von … am …", then one block
per game: the dealer (``Geber:``), each named player's hand from Vorhand to the dealer, the
game and who plays it, every trick by its leader, the result and the price sentences, and a
row of running totals per player and the Stock. ``read_netschafkopf`` turns it into the
session's rules (as far as the file states them), the players' names and every game as a
library game state, and checks that the library settles every game as the file does.

The rules are in ``docs/formats.md``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import attrs

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card, Suit
from kartenregeln.errors import RecordError
from kartenregeln.messages import say
from kartenregeln.schafkopf.formats._build import CARD_OF_CODE, BuildError, build_state

__all__ = ["NetSchafkopfGame", "NetSchafkopfSession", "SkippedGame", "read_netschafkopf"]


@attrs.frozen
class NetSchafkopfGame:
    """One game of a protocol that the library replays: its ``number`` and the ``line``
    of its ``Geber:`` in the file, the finished ``state`` (seats as in
    ``NetSchafkopfSession.players``), the file's ``price`` column, its ``payout`` per seat
    (the change of the running totals), the number of ``doublings`` ("aufgedoppelt") and
    of ``stoss`` ("gespritzt"), the file's ``result_text`` and ``price_text``, and the
    players' ``names`` by seat."""

    number: int
    line: int
    state: sk.GameState
    price: int
    payout: tuple[int, ...]
    doublings: int
    stoss: int
    result_text: str
    price_text: str
    names: tuple[str, ...] = ()


@attrs.frozen
class SkippedGame:
    """A game of the protocol that the library cannot represent, with the ``reason``."""

    number: int
    line: int
    reason: str


@attrs.frozen
class NetSchafkopfSession:
    """A protocol read: the rule set's name (``ruleset``), the ``played_by`` line, the
    ``players`` by seat (the order of the totals' columns, which is the order around the
    table), the ``rules`` the file's prices show, what of them the file does not show and
    was ``assumed``, the replayed ``games`` and the ``skipped`` ones."""

    source: str
    ruleset: str
    played_by: str
    players: tuple[str, ...]
    rules: sk.Rules
    games: tuple[NetSchafkopfGame, ...]
    skipped: tuple[SkippedGame, ...]
    assumed: tuple[str, ...]

    def game(self, number: int) -> NetSchafkopfGame:
        """The replayed game with this number (``KeyError`` if there is none; a skipped
        game's reason is in the message)."""
        for g in self.games:
            if g.number == number:
                return g
        for s in self.skipped:
            if s.number == number:
                raise KeyError(f"game {number} was skipped: {s.reason}")
        raise KeyError(f"there is no game {number}")


_SUITS: Final = {
    "eichel": Suit.EICHEL,
    "grün": Suit.GRAS,
    "gras": Suit.GRAS,
    "herz": Suit.HERZ,
    "schellen": Suit.SCHELLEN,
}
_GEBER = re.compile(r"^Geber: (\S+)$")
_HAT = re.compile(r"^(\S+) hat: (.*)$")
_SPIELT = re.compile(r"^(\S+) spielt (?!aus:)(.+)$")
_AUS = re.compile(r"^(\S+) spielt aus: (.*)$")
_HEADER = re.compile(r"^Spiel\s+Preis\s+(.*?)\s+Stock$")
_ROW = re.compile(r"^(\d+)\s+(\d+)\s+((?:[+-]\d+\s+)+)(-?\d+)$")
_PRICE_START = re.compile(
    r"(Das Rufspiel kostet|Das Einzelspiel kostet|Der Ramsch kostet|Der Erste und der Letzte)"
)
_PRICE_ITEM = re.compile(
    r"\s*(?:"
    r"(?P<base>Das Rufspiel|Das Einzelspiel|Der Ramsch) kostet (?P<base_n>\d+) Punkte?\."
    r"|Mit Schneider (?P<schneider>\d+) Punkte?\."
    r"|Mit Schwarz (?P<schwarz>\d+) Punkte?\."
    r"|(?P<mit>Mit|Ohne) (?P<lauf_n>\d+) Laufenden? (?P<lauf>\d+) Punkte?\."
    r"|(?P<dopp_n>\d+) mal aufgedoppelt (?P<dopp>\d+) Punkte?\."
    r"|(?P<spritz_n>\d+) mal gespritzt (?P<spritz>\d+) Punkte?\."
    r"|Mit (?P<jung_n>\d+) mal Jungfrau (?P<jung>\d+) Punkte?\."
    r"|Doppelt für Tout (?P<tout>\d+) Punkte?\."
    r"|Der Erste und der Letzte zahlen an die beiden anderen Spieler (?P<thrown>\d+) "
    r"Punkte?, weil sie nicht gespielt haben\."
    r")"
)
_KINDS: Final = ("rufspiel", "farbsolo", "wenz", "geier", "farbwenz", "farbgeier")
_FAMILY: Final = {
    "rufspiel": "farbsolo",
    "farbsolo": "rufspiel",
    "wenz": "geier",
    "geier": "wenz",
    "farbwenz": "farbgeier",
    "farbgeier": "farbwenz",
}


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _text_of(path_or_text: str | bytes | os.PathLike[str]) -> tuple[str, str]:
    if isinstance(path_or_text, bytes):
        return "<text>", _decode(path_or_text)
    if isinstance(path_or_text, os.PathLike) or (
        isinstance(path_or_text, str) and "\n" not in path_or_text and "\r" not in path_or_text
    ):
        path = Path(path_or_text)
        try:
            return str(path), _decode(path.read_bytes())
        except OSError as err:
            raise RecordError(str(path), say("ns_unreadable", problem=str(err.strerror))) from None
    if isinstance(path_or_text, str):
        return "<text>", path_or_text
    raise TypeError(f"expected a path, text or bytes, not {type(path_or_text).__name__}")


@attrs.define
class _Block:
    """One game's lines as read, before the rules are known."""

    line: int
    dealer: str
    schieber: bool = False
    hands: list[tuple[str, list[str], int]] = attrs.field(factory=list)
    game_line: tuple[str, str, int] | None = None
    ramsch: bool = False
    thrown_in: bool = False
    tricks: list[tuple[str, list[str], int]] = attrs.field(factory=list)
    text: list[tuple[str, int]] = attrs.field(factory=list)
    number: int = 0
    price: int = 0
    totals: tuple[int, ...] = ()
    stock: int = 0
    row_line: int = 0


def _blocks(lines: list[str]) -> tuple[list[_Block], tuple[str, ...]]:
    blocks: list[_Block] = []
    columns: tuple[str, ...] | None = None
    cur: _Block | None = None
    expect_row = False
    for no, raw in enumerate(lines[2:], start=3):
        line = raw.strip()
        where = f"line {no}"
        if expect_row:
            m = _ROW.match(line)
            if not m or cur is None:
                raise RecordError(where, say("ns_totals_row", line=repr(line)))
            cur.number, cur.price = int(m.group(1)), int(m.group(2))
            cur.totals = tuple(int(x) for x in m.group(3).split())
            cur.stock, cur.row_line = int(m.group(4)), no
            if columns is not None and len(cur.totals) != len(columns):
                raise RecordError(
                    where, say("ns_totals_count", n=len(cur.totals), players=len(columns))
                )
            blocks.append(cur)
            cur, expect_row = None, False
            continue
        if not line:
            continue
        m = _GEBER.match(line)
        if m:
            if cur is not None:
                raise RecordError(where, say("ns_new_game_early"))
            cur = _Block(no, m.group(1))
            continue
        if cur is None:
            raise RecordError(where, say("ns_outside_game", line=repr(line)))
        if line == "Spielart: Schieber":
            cur.schieber = True
            continue
        m = _HEADER.match(line)
        if m:
            names = tuple(m.group(1).split())
            if columns is None:
                columns = names
            elif names != columns:
                raise RecordError(where, say("ns_columns_change", names=" ".join(names)))
            expect_row = True
            continue
        m = _AUS.match(line)
        if m and not cur.text:
            cur.tricks.append((m.group(1), m.group(2).split(), no))
            continue
        m = _HAT.match(line)
        if m and not cur.tricks and cur.game_line is None and not cur.text:
            cur.hands.append((m.group(1), m.group(2).split(), no))
            continue
        if line == "Es wurde Ramsch gespielt." and not cur.tricks:
            cur.ramsch = True
            continue
        if line == "Es wurde zusammengeworfen." and not cur.tricks:
            cur.thrown_in = True
            continue
        m = _SPIELT.match(line)
        if m and cur.game_line is None and not cur.tricks and not cur.text and cur.hands:
            cur.game_line = (m.group(1), m.group(2).strip(), no)
            continue
        if cur.hands and (cur.tricks or cur.thrown_in):
            cur.text.append((line, no))
            continue
        raise RecordError(where, say("ns_unexpected_line", line=repr(line)))
    if cur is not None or expect_row:
        raise RecordError(f"line {len(lines)}", say("ns_ends_in_game"))
    if columns is None:
        raise RecordError("line 3", say("ns_no_game"))
    return blocks, columns


def _contract(name: str, entry: str) -> sk.Contract:
    text = name.strip()
    tout = text.endswith(" Tout")
    if tout:
        text = text[: -len(" Tout")]
    m = re.fullmatch(r"Mit der (\w+)-Ass?", text)
    if m and not tout:
        suit = _SUITS.get(m.group(1).casefold())
        if suit is not None and suit is not Suit.HERZ:
            return sk.Contract(sk.GameKind.RUFSPIEL, suit)
    if text in ("Wenz", "Geier"):
        return sk.Contract(sk.GameKind(text.casefold()), tout=tout)
    m = re.fullmatch(r"(\w+)-(Solo|Wenz|Geier)", text)
    if m and m.group(1).casefold() in _SUITS:
        kind = {"Solo": "farbsolo", "Wenz": "farbwenz", "Geier": "farbgeier"}[m.group(2)]
        return sk.Contract(kind, _SUITS[m.group(1).casefold()], tout=tout)
    raise RecordError(entry, say("os_unknown_game", name=repr(name)))


@attrs.define
class _Game:
    block: _Block
    entry: str
    hands: list[list[Card]]
    dealer: int
    contract: sk.Contract | None
    declarer: int | None
    plays: list[Card]
    result_text: str
    price_text: str
    items: list[tuple[str, int, int]]
    payout: tuple[int, ...]
    state: sk.GameState | None = None


def _price_items(text: str, entry: str) -> list[tuple[str, int, int]]:
    """The price sentence as (item, count, running figure) triples."""
    items: list[tuple[str, int, int]] = []
    pos = 0
    while pos < len(text):
        m = _PRICE_ITEM.match(text, pos)
        if not m or m.end() == pos:
            raise RecordError(entry, say("ns_price_text", text=repr(text[pos:][:40])))
        pos = m.end()
        g = m.groupdict()
        if g["base"]:
            kind = {"Das Rufspiel": "rufspiel", "Das Einzelspiel": "solo"}.get(g["base"], "ramsch")
            items.append((kind, 1, int(g["base_n"])))
        elif g["schneider"]:
            items.append(("schneider", 1, int(g["schneider"])))
        elif g["schwarz"]:
            items.append(("schwarz", 1, int(g["schwarz"])))
        elif g["lauf"]:
            items.append(("laufende", int(g["lauf_n"]), int(g["lauf"])))
        elif g["dopp"]:
            items.append(("aufgedoppelt", int(g["dopp_n"]), int(g["dopp"])))
        elif g["spritz"]:
            items.append(("gespritzt", int(g["spritz_n"]), int(g["spritz"])))
        elif g["jung"]:
            items.append(("jungfrau", int(g["jung_n"]), int(g["jung"])))
        elif g["tout"]:
            items.append(("tout", 1, int(g["tout"])))
        else:
            items.append(("thrown_in", 1, int(g["thrown"])))
    return items


def _cards(codes: Sequence[str], entry: str) -> list[Card]:
    out = []
    for code in codes:
        card = CARD_OF_CODE.get(code)
        if card is None:
            raise RecordError(entry, say("not_a_card", text=repr(code)))
        out.append(card)
    return out


def _prepare(
    block: _Block, seats: tuple[str, ...], previous: tuple[int, ...]
) -> _Game | SkippedGame:
    entry = f"game {block.number} (line {block.line})"
    n = len(seats)
    payout = tuple(t - p for t, p in zip(block.totals, previous, strict=True))
    joined = " ".join(t for t, _ in block.text)
    joined = re.sub(r"\s+", " ", joined).strip()
    m = _PRICE_START.search(joined)
    if not m:
        raise RecordError(entry, say("ns_no_price"))
    result_text, price_text = joined[: m.start()].strip(), joined[m.start() :]
    items = _price_items(price_text, entry)
    if block.schieber:
        return SkippedGame(
            block.number,
            block.line,
            "a 'Schieber' game: cards were pushed and the hands show them as 'DU', so the "
            "deal is not known",
        )
    if block.thrown_in:
        return SkippedGame(
            block.number,
            block.line,
            "thrown in ('zusammengeworfen'), the first and the last player paying the two "
            "others: the library has no such rule",
        )
    if block.stock:
        return SkippedGame(
            block.number, block.line, f"the Stock column is {block.stock}: no Stock is read"
        )
    if block.dealer not in seats:
        raise RecordError(f"line {block.line}", say("ns_unknown_dealer", name=repr(block.dealer)))
    dealer = seats.index(block.dealer)
    if len(block.hands) != n:
        raise RecordError(entry, say("ns_hands_count", n=len(block.hands), players=n))
    hands: list[list[Card]] = [[] for _ in range(n)]
    for k, (name, codes, no) in enumerate(block.hands):
        want = seats[(dealer + 1 + k) % n]
        if name != want:
            raise RecordError(f"line {no}", say("ns_hands_order", want=want, name=name))
        hands[seats.index(name)] = _cards(codes, f"line {no}")
    contract: sk.Contract | None = None
    declarer: int | None = None
    if block.ramsch:
        if block.game_line is not None:
            raise RecordError(entry, say("ns_ramsch_declarer"))
    else:
        if block.game_line is None:
            raise RecordError(entry, say("ns_no_play_line"))
        name, game_name, no = block.game_line
        if name not in seats:
            raise RecordError(f"line {no}", say("ns_unknown_player", name=repr(name)))
        declarer = seats.index(name)
        contract = _contract(game_name, f"line {no}")
    plays: list[Card] = []
    for name, codes, no in block.tricks:
        if name not in seats:
            raise RecordError(f"line {no}", say("ns_unknown_player", name=repr(name)))
        if len(codes) != n:
            raise RecordError(f"line {no}", say("ns_trick_size", n=len(codes)))
        plays.extend(_cards(codes, f"line {no}"))
    return _Game(
        block,
        entry,
        hands,
        dealer,
        contract,
        declarer,
        plays,
        result_text,
        price_text,
        items,
        payout,
    )


def _tariff(games: list[_Game], assumed: list[str]) -> sk.Tariff:
    seen: dict[str, tuple[int, str]] = {}

    def note(key: str, value: int, entry: str) -> None:
        old = seen.get(key)
        if old is None:
            seen[key] = (value, entry)
        elif old[0] != value:
            raise RecordError(
                entry, say("ns_price_differs", key=key, value=value, other=old[0], where=old[1])
            )

    for g in games:
        prev = 0
        for kind, count, figure in g.items:
            if kind in ("rufspiel", "solo", "ramsch"):
                note(kind, figure, g.entry)
            elif (kind in ("schneider", "schwarz") or (kind == "laufende" and count)) and (
                prev
                and (figure - prev) % count == 0
                and not any(
                    k in ("aufgedoppelt", "gespritzt", "jungfrau", "tout")
                    for k, _, _ in g.items[: g.items.index((kind, count, figure))]
                )
            ):
                note("extra", (figure - prev) // count, g.entry)
            prev = figure
    default = sk.Rules.netschafkopf().tariff
    values = {}
    for key, fallback in (
        ("rufspiel", default.rufspiel),
        ("solo", default.solo),
        ("extra", default.extra),
        ("ramsch", seen.get("rufspiel", (default.ramsch_price, ""))[0]),
    ):
        if key in seen:
            values[key] = seen[key][0]
        else:
            values[key] = fallback
            assumed.append(f"tariff.{key} = {fallback} (no game shows it)")
    return sk.Tariff(
        rufspiel=values["rufspiel"],
        solo=values["solo"],
        extra=values["extra"],
        ramsch=values["ramsch"],
    )


def _laufende(games: list[_Game], assumed: list[str]) -> sk.LaufendeMin:
    paid: dict[str, list[tuple[int, str]]] = {k: [] for k in _KINDS}
    unpaid: dict[str, list[tuple[int, str]]] = {k: [] for k in _KINDS}
    any_paid = False
    for g in games:
        if g.state is None or g.contract is None:
            continue
        kind = g.contract.kind.value
        stated = [c for k, c, _ in g.items if k == "laufende"]
        count = g.state.laufende()[0]
        if stated:
            any_paid = True
            if stated[0] != count:
                raise RecordError(g.entry, say("ns_laufende_count", n=stated[0], count=count))
            paid[kind].append((count, g.entry))
        elif count:
            unpaid[kind].append((count, g.entry))
    if not any_paid and any(c >= 3 for v in unpaid.values() for c, _ in v):
        assumed.append("Laufende are never paid (games with 3 and more show none)")
        return sk.LaufendeMin(
            rufspiel=None, farbsolo=None, wenz=None, geier=None, farbwenz=None, farbgeier=None
        )
    chosen: dict[str, int | None] = {}
    for kind in _KINDS:
        if not paid[kind] and not unpaid[kind]:
            continue
        lo = max((c for c, _ in unpaid[kind]), default=0) + 1
        hi_entry = min(paid[kind], default=None)
        if hi_entry is not None and hi_entry[0] < lo:
            worst = max(unpaid[kind])
            raise RecordError(
                hi_entry[1],
                say("ns_laufende_paid", n=hi_entry[0], kind=kind, unpaid=worst[0], where=worst[1]),
            )
        hi = 99 if hi_entry is None else hi_entry[0]
        chosen[kind] = 3 if lo <= 3 <= hi else (hi if hi < 3 else lo)
    for kind in _KINDS:
        if kind in chosen:
            continue
        other = _FAMILY[kind]
        value = chosen.get(other, 3)
        chosen[kind] = value
        why = f"as the {other}" if other in chosen else "no game shows it"
        assumed.append(f"Laufende in a {kind} paid from {value} ({why})")
    return sk.LaufendeMin(**chosen)


def read_netschafkopf(path_or_text: str | bytes | os.PathLike[str]) -> NetSchafkopfSession:
    """The session a NetSchafkopf protocol records (a path, or the file's text or bytes;
    UTF-8 or Latin-1, any line ends).

    Every game the library can represent is replayed and settled, and the settlement must
    be the file's: the price column and every player's change of the running totals. A
    disagreement, unknown or damaged text raise [`RecordError`][kartenregeln.errors.RecordError]
    naming the line or the game; a game the library cannot represent is listed in
    ``skipped`` with the reason."""
    source, text = _text_of(path_or_text)
    lines = re.split(r"\r\n|\r|\n", text)
    if len(lines) < 3 or not lines[0].strip():
        raise RecordError("line 1", say("ns_no_rules_line"))
    ruleset = lines[0].strip()
    played_by = lines[1].strip()
    if not played_by.startswith("gespielt von "):
        raise RecordError("line 2", say("ns_played_by", text=repr(played_by)))
    blocks, seats = _blocks(lines)
    me = played_by[len("gespielt von ") :].split(" am ")[0].strip()
    n = len(seats)
    if n != 4:
        raise RecordError(f"line {blocks[0].row_line - 1}", say("ns_players", n=n))
    games: list[_Game] = []
    skipped: list[SkippedGame] = []
    previous = (0,) * n
    sizes: set[int] = set()
    for block in blocks:
        prepared = _prepare(block, seats, previous)
        previous = block.totals
        if isinstance(prepared, SkippedGame):
            skipped.append(prepared)
        else:
            games.append(prepared)
            sizes.update(len(h) for h in prepared.hands)
    if len(sizes) > 1:
        raise RecordError(source, say("ns_hand_sizes", sizes=sorted(sizes)))
    assumed: list[str] = []
    deck = sk.Deck.SHORT if sizes == {6} else sk.Deck.LONG
    base = sk.Rules.netschafkopf(deck=deck)
    # build every game once (the play does not depend on the prices) ...
    for g in games:
        g.state = _build(base, g)
    tariff = _tariff(games, assumed)
    laufende = _laufende(games, assumed)
    rules = sk.Rules.netschafkopf(tariff=tariff, laufende_min=laufende, deck=deck)
    out: list[NetSchafkopfGame] = []
    for g in games:
        state = _build(rules, g)
        _check(g, state, seats, me)
        doublings = sum(c for k, c, _ in g.items if k == "aufgedoppelt")
        stoss = sum(c for k, c, _ in g.items if k == "gespritzt")
        out.append(
            NetSchafkopfGame(
                g.block.number,
                g.block.line,
                state,
                g.block.price,
                g.payout,
                doublings,
                stoss,
                g.result_text,
                g.price_text,
                seats,
            )
        )
    return NetSchafkopfSession(
        source, ruleset, played_by, seats, rules, tuple(out), tuple(skipped), tuple(assumed)
    )


def _build(rules: sk.Rules, g: _Game) -> sk.GameState:
    doublings = sum(c for k, c, _ in g.items if k == "aufgedoppelt")
    stoss = sum(c for k, c, _ in g.items if k == "gespritzt")
    if stoss > 2:
        raise RecordError(g.entry, say("ns_spritz", n=stoss))
    order = [(g.dealer + 1 + k) % 4 for k in range(4)]
    try:
        state = build_state(
            rules,
            dealer=g.dealer,
            hands=g.hands,
            contract=g.contract,
            declarer=g.declarer,
            plays=g.plays,
            klopfer=order[:doublings],
            kontra=stoss >= 1,
            re=stoss >= 2,
        )
    except BuildError as err:
        raise RecordError(g.entry, err.reason) from None
    if not state.is_over:
        raise RecordError(g.entry, say("ns_not_over"))
    return state


_RESULT = re.compile(r"(\S+) (gewinnt|gewinnst|verliert|verlierst) (das|den) (.+)")
_PARTNER = re.compile(r" mit (\S+?)\.")
_GEGNER = re.compile(r"Die Gegner haben (\d+) Augen")
_RAMSCH = re.compile(r"(\S+) (?:hat|hast) (\d+) Augen")
_JUNGFRAU = re.compile(r"(\S+) (?:ist|bist) Jungfrau")


def _check_result(g: _Game, result: sk.Settlement, seats: tuple[str, ...], me: str) -> None:
    """The result sentence must say what the library's settlement says."""
    text = g.result_text

    def name(word: str) -> str:
        return me if word in ("Du", "dir") else word

    m = _RESULT.match(text)
    if not m:
        raise RecordError(g.entry, say("ns_result_text", text=repr(text[:60])))
    who, verb = name(m.group(1)), m.group(2)
    if g.contract is None:
        loser = result.ramsch_loser
        if not verb.startswith("verlier") or loser is None or who != seats[loser]:
            theirs = say("ns_none") if loser is None else seats[loser]
            raise RecordError(g.entry, say("ns_ramsch_loser", who=who, theirs=theirs))
        found = _RAMSCH.search(text)
        if found and int(found.group(2)) != result.augen[loser]:
            raise RecordError(
                g.entry,
                say("ns_loser_augen", augen=found.group(2), mine=result.augen[loser]),
            )
        named = sorted(seats.index(name(j)) for j in _JUNGFRAU.findall(text))
        if named and named != sorted(result.jungfrauen):
            raise RecordError(g.entry, say("ns_jungfrauen"))
        return
    assert g.declarer is not None
    if who != seats[g.declarer]:
        raise RecordError(g.entry, say("ns_result_declarer", who=who, declarer=seats[g.declarer]))
    won = verb.startswith("gewinn")
    if won != (g.declarer in result.winners):
        mine = say("ns_wins") if g.declarer in result.winners else say("ns_loses")
        raise RecordError(
            g.entry,
            say("ns_declarer_won", said=say("ns_wins") if won else say("ns_loses"), mine=mine),
        )
    found = _PARTNER.search(text)
    if found and g.contract.kind is sk.GameKind.RUFSPIEL:
        partner = result.partner
        if partner is None or name(found.group(1)) != seats[partner]:
            theirs = say("ns_none") if partner is None else seats[partner]
            raise RecordError(g.entry, say("ns_partner", who=name(found.group(1)), theirs=theirs))
    found = _GEGNER.search(text)
    if found and result.party_augen is not None and int(found.group(1)) != result.party_augen[1]:
        raise RecordError(
            g.entry,
            say("ns_opponents_augen", augen=found.group(1), mine=result.party_augen[1]),
        )


def _check(g: _Game, state: sk.GameState, seats: tuple[str, ...], me: str) -> None:
    result = state.settle()
    _check_result(g, result, seats, me)
    balance = tuple(result.balance)
    if balance != g.payout:
        mine = ", ".join(f"{s} {b:+d}" for s, b in zip(seats, balance, strict=True))
        theirs = ", ".join(f"{s} {b:+d}" for s, b in zip(seats, g.payout, strict=True))
        raise RecordError(g.entry, say("ns_payout", theirs=theirs, mine=mine))
    if result.value != g.block.price:
        raise RecordError(g.entry, say("ns_price", theirs=g.block.price, mine=result.value))
