"""Play random games with random house rules through the engine and through the naive
reference side by side, and report every position where the two disagree.

Compared: the legal actions in every position (Klopfen, both bidding rounds, Kontra and
Re, every card; Schapa's tricks and the layout of round 7 with its ``schapa`` and
``ende``), who takes each trick, when the game ends, and the result of each finished game
(Schafkopf: the balance, the scores and the Stock; also ``payout`` from the game's facts
against the reference's money; Schapa: the scores of the round).

>>> report = compare("schapa", positions=200, seed=1)
>>> report.positions >= 200, report.differences
(True, [])
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from kartenregeln._reference import schafkopf as ref_sk
from kartenregeln._reference import schapa as ref_sp

__all__ = ["Difference", "Report", "compare", "random_schafkopf_rules", "random_schapa_rules"]


@attrs.frozen
class Difference:
    """One disagreement: ``what`` differs, ``detail`` (engine vs reference) and a
    ``reproduction``: Python code that rebuilds the engine's position."""

    game: str
    what: str
    detail: str
    reproduction: str

    def __str__(self) -> str:
        return f"[{self.game}] {self.what}: {self.detail}\n{self.reproduction}"


@attrs.frozen
class Report:
    """What a comparison checked and where the engine and the reference disagree."""

    game: str
    seed: int
    positions: int
    games: int
    tricks: int
    settlements: int
    differences: list[Difference]
    kinds: dict[str, int] = attrs.field(factory=dict)
    """How many finished games of each kind were compared (Schafkopf: the game, with
    ``thrown in``; Schapa: the round and the number of players)."""

    def __str__(self) -> str:
        head = (
            f"{self.game}: {self.positions} positions, {self.tricks} tricks, "
            f"{self.settlements} settlements in {self.games} games (seed {self.seed}): "
            f"{len(self.differences)} differences"
        )
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(self.kinds.items()))
        return "\n".join([head, f"  games compared: {kinds}", *(str(d) for d in self.differences)])


# -- random house rules ---------------------------------------------------------------
def _maybe(rng: random.Random, value: Any) -> Any:
    return value if rng.random() < 0.5 else None


def random_schafkopf_rules(rng: random.Random) -> Any:
    """A Schafkopf ``Rules`` with every field drawn at random."""
    from kartenregeln import schafkopf as sk

    kinds = ["farbsolo", "wenz", "geier", "farbwenz", "farbgeier"]

    def subset() -> tuple[str, ...]:
        chosen = [k for k in kinds if rng.random() < 0.6]
        rng.shuffle(chosen)
        return tuple(chosen)

    def least() -> int | None:
        return rng.choice([None, 1, 2, 2, 3, 3, 4, 5])

    all_pass = rng.choice(list(sk.AllPass))
    return sk.Rules(
        tariff=sk.Tariff(
            rufspiel=rng.randint(0, 30),
            solo=rng.randint(0, 60),
            extra=rng.randint(0, 15),
            extra_laufende=_maybe(rng, rng.randint(0, 15)),
            ramsch=_maybe(rng, rng.randint(0, 30)),
            bettel=_maybe(rng, rng.randint(0, 30)),
        ),
        klopfen=rng.random() < 0.5,
        all_pass=all_pass,
        kontra=rng.random() < 0.7,
        geier=rng.random() < 0.5,
        tout=rng.random() < 0.6,
        schneider=rng.choice(list(sk.Schneider)),
        laufende_min=sk.LaufendeMin(
            rufspiel=least(),
            farbsolo=least(),
            wenz=least(),
            geier=least(),
            farbwenz=least(),
            farbgeier=least(),
        ),
        solo_order=subset(),
        tout_ends_early=rng.random() < 0.5,
        durchmarsch_min_augen=_maybe(rng, rng.randint(61, 120)),
        ramsch_tie=rng.choice(list(sk.RamschTie)),
        farbwenz=rng.random() < 0.5,
        farbgeier=rng.random() < 0.5,
        bettel=rng.random() < 0.5,
        bettel_ouvert=rng.random() < 0.5,
        jungfrau=rng.choice(list(sk.Jungfrau)),
        bettel_stichzwang=rng.random() < 0.5,
        bettel_herz=rng.random() < 0.4,
        tout_games=subset(),
        davonlaufen=rng.random() < 0.6,
        sie=rng.random() < 0.7,
        re_by_partner=rng.random() < 0.5,
        stock=rng.randint(1, 10)
        if all_pass is sk.AllPass.THROW_IN and rng.random() < 0.5
        else None,
        deck=rng.choice(list(sk.Deck)),
        players=rng.choice([3, 4, 4]),
    )


def random_schapa_rules(rng: random.Random) -> Any:
    """A Schapa ``Rules`` with every field drawn at random."""
    from kartenregeln import schapa as sp

    rounds = [r for r in range(1, 9) if rng.random() < 0.7] or [rng.randint(1, 8)]
    rng.shuffle(rounds)
    return sp.Rules(
        players=rng.randint(3, 6),
        play_out=rng.random() < 0.5,
        one_card_per_turn=rng.random() < 0.5,
        rounds=tuple(rounds),
    )


# -- playing both side by side ---------------------------------------------------------
class _Run:
    def __init__(self, game: str, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.positions = self.games = self.tricks = self.settlements = 0
        self.differences: list[Difference] = []
        self.kinds: dict[str, int] = {}

    def count(self, kind: str) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def differ(self, what: str, detail: str, reproduction: str) -> None:
        self.differences.append(Difference(self.game, what, detail, reproduction))

    def report(self) -> Report:
        return Report(
            self.game, self.seed, self.positions, self.games, self.tricks, self.settlements,
            self.differences, dict(self.kinds),
        )  # fmt: skip


def _repro(module: str, start: str, actions: list[str]) -> str:
    return (
        f"from kartenregeln import {module}\n"
        f"state = {module}.{'GameState' if module == 'schafkopf' else 'RoundState'}"
        f".from_text({start!r})\n"
        f"for action in {actions!r}:\n    state = state.apply(action)"
    )


def _hands_of(text: str) -> list[list[str]]:
    """The dealt hands, as card codes in dealing order, from a position's text."""
    return [h.split() for h in text.split("|")[1].split("/")]


def _schafkopf_words(rules: Any) -> list[str]:
    """Every action word of Schafkopf: the cards of the deck and every bid."""
    words = ["weiter", "spiele", "klopfen", "kontra", "re", "gut", "sie", "wenz", "geier"]
    words += ["bettel", "bettel ouvert", "bettel herz", "bettel ouvert herz", "tout wenz"]
    words += ["tout geier"]
    for suit in ("eichel", "gras", "herz", "schellen"):
        for kind in ("solo", "farbwenz", "farbgeier"):
            words += [f"{kind} {suit}", f"tout {kind} {suit}"]
        if suit != "herz":
            words.append(f"rufspiel {suit}")
    return words + ref_sk.deck(rules)


def _schapa_words(rules: Any) -> list[str]:
    return ["schapa", "ende", *ref_sp.deck(rules.players)]


def _same_elsewhere(run: _Run, state: Any, theirs: set[str], words: list[str], repro: str) -> bool:
    """``is_legal`` and ``why_illegal`` of the state over every action word, and the legal
    actions of the view of the seat to move, against the reference's legal actions."""
    for word in words:
        legal, why = state.is_legal(word), state.why_illegal(word)
        if legal != (word in theirs) or (why is None) != legal:
            run.differ(
                "is_legal",
                f"engine is_legal({word!r}) = {legal}, why_illegal = {why!r}; reference "
                f"{'legal' if word in theirs else 'illegal'}",
                repro,
            )
            return False
    seat = state.to_move
    if seat is not None:
        seen = {str(a) for a in state.view(seat).legal_actions}
        if seen != theirs:
            run.differ(
                "view legal actions",
                f"view only {sorted(seen - theirs)}, reference only {sorted(theirs - seen)}",
                repro,
            )
            return False
    return True


def _same_games(run: _Run, state: Any, ref: ref_sk.Game, repro: str) -> bool:
    """``announceable`` for the seat to move against the reference's list of games."""
    from kartenregeln.schafkopf.auction import announceable

    seat = state.to_move
    mine = {str(g) for g in announceable(state.rules, state.initial_hand(seat).mask)}
    theirs = {str(g) for g in ref_sk.announceable(state.rules, ref.dealt[seat])}
    if mine != theirs:
        run.differ(
            "announceable",
            f"engine only {sorted(mine - theirs)}, reference only {sorted(theirs - mine)}",
            repro,
        )
        return False
    return True


def _choose(rng: random.Random, actions: set[str]) -> str:
    """A random action; in round two a kind of game first (``weiter``, Rufspiel, Bettel,
    Solo, Tout, Sie), so that the rarer games come up as often as the many Solo ones."""
    if "weiter" in actions and len(actions) > 2 and rng.random() < 0.5:
        return "weiter"  # round two: let the first announcement stand more often
    groups: dict[str, list[str]] = {}
    for action in sorted(actions):
        word = action.split()[0]
        if word not in (
            "weiter",
            "rufspiel",
            "bettel",
            "tout",
            "sie",
            "spiele",
            "klopfen",
            "kontra",
            "re",
            "gut",
        ):
            word = "solo"
        groups.setdefault(word if len(actions) > 2 else action, []).append(action)
    return rng.choice(groups[rng.choice(sorted(groups))])


def _schafkopf_game(run: _Run, rng: random.Random, limit: int) -> None:
    from kartenregeln import schafkopf as sk

    rules = random_schafkopf_rules(rng)
    n = rules.players
    pot = 0
    if rules.stock is not None and rng.random() < 0.5:
        pot = rules.stock * n * rng.choice([1, 2, 4])
    dealer = rng.randrange(n)
    if rng.random() < 0.05 and rules.hand_size >= 8:
        # now and then a hand with all eight Ober and Unter, so that Sie comes up
        size = rules.hand_size
        rest = [c for c in ref_sk.deck(rules) if c not in ref_sk.OBER + ref_sk.UNTER]
        rng.shuffle(rest)
        lucky = ref_sk.OBER + ref_sk.UNTER + rest[: size - 8]
        rng.shuffle(lucky)
        rest = rest[size - 8 :]
        hands = [rest[k * size : (k + 1) * size] for k in range(n - 1)]
        hands.insert(rng.randrange(n), lucky)
        state = sk.GameState.start(
            rules, dealer=dealer, hands=[" ".join(h) for h in hands], pot=pot
        )
    else:
        state = sk.deal(rules, dealer=dealer, rng=rng, pot=pot)
    start = state.to_text()
    ref = ref_sk.Game(rules, dealer=state.dealer, hands=_hands_of(start), pot=pot)
    actions: list[str] = []
    run.games += 1
    while True:
        mine = {str(a) for a in state.legal_actions()}
        theirs = ref.legal()
        run.positions += 1
        repro = _repro("schafkopf", start, actions)
        if state.is_over != ref.over or state.to_move != ref.to_move:
            run.differ(
                "turn", f"engine over={state.is_over} to_move={state.to_move}, "
                f"reference over={ref.over} to_move={ref.to_move}", repro,
            )  # fmt: skip
            return
        if mine != theirs:
            run.differ(
                "legal actions", f"engine only {sorted(mine - theirs)}, "
                f"reference only {sorted(theirs - mine)}", repro,
            )  # fmt: skip
            return
        if state.is_over:
            break
        if not _same_elsewhere(run, state, theirs, _schafkopf_words(rules), repro):
            return
        if ref.phase == "auction" and not _same_games(run, state, ref, repro):
            return
        if list(state.augen) != ref.seat_augen():
            run.differ("augen", f"engine {list(state.augen)}, reference {ref.seat_augen()}", repro)
            return
        action = _choose(rng, mine)
        actions.append(action)
        before = len(state.tricks)
        state = state.apply(action)
        ref.apply(action)
        if len(state.tricks) != before:
            run.tricks += 1
            if state.tricks[-1].winner != ref.tricks[-1][2]:
                run.differ(
                    "trick winner", f"engine {state.tricks[-1].winner}, reference "
                    f"{ref.tricks[-1][2]} for {ref.tricks[-1][1]}", repro,
                )  # fmt: skip
                return
    result = state.settle()
    expected = ref.settle()
    run.settlements += 1
    run.count(
        "thrown in"
        if ref.thrown_in
        else str(ref.game)
        .split(" eichel")[0]
        .split(" gras")[0]
        .split(" herz")[0]
        .split(" schellen")[0]
        + f" ({rules.players} players)"
    )
    repro = _repro("schafkopf", start, actions)
    got = {"balance": list(result.balance), "scores": list(result.scores), "stock": result.stock}
    want = {k: expected[k] for k in got}
    if got != want:
        run.differ("settlement", f"engine {got}, reference {want} ({expected})", repro)
        return
    facts = _facts(result, expected)
    if facts:
        run.differ("settlement facts", facts, repro)
        return
    if ref.game is not None and ref.game.kind != "ramsch":
        _compare_payout(run, rules, ref, expected, repro)
    elif ref.game is not None:
        _compare_ramsch_payout(run, rules, ref, expected, repro)


def _compare_ramsch_payout(
    run: _Run, rules: Any, ref: ref_sk.Game, expected: dict[str, Any], repro: str
) -> None:
    """``ramsch_payout`` from the facts of the finished Ramsch against the reference."""
    from kartenregeln import schafkopf as sk
    from kartenregeln.schafkopf.payout import durchmarsch_balance

    klopfer = len(ref.klopfer)
    jungfrauen = [s for s in range(ref.n) if ref.seat_tricks()[s] == 0]
    if expected.get("durchmarsch") is not None:
        got = list(durchmarsch_balance(rules, expected["durchmarsch"], klopfer))
        if got != expected["balance"]:
            run.differ("durchmarsch_balance", f"engine {got}, reference {expected}", repro)
            return
    else:
        got = list(sk.ramsch_balance(rules, expected["ramsch_losers"], jungfrauen, klopfer))
        price = sk.ramsch_value(rules, jungfrauen=len(jungfrauen), doublings=klopfer)
        plain = [s for s in range(ref.n) if s not in expected["ramsch_losers"] + jungfrauen]
        want_price = [expected["balance"][s] // len(expected["ramsch_losers"]) for s in plain]
        if got != expected["balance"] or any(p != price for p in want_price):
            run.differ(
                "ramsch_balance",
                f"engine ramsch_balance {got}, ramsch_value {price}; reference {expected}",
                repro,
            )
            return
    losers = expected.get("ramsch_losers", [])
    try:
        money = sk.ramsch_payout(
            rules,
            augen=ref.seat_augen(),
            jungfrauen=jungfrauen,
            durchmarsch=expected.get("durchmarsch"),
            loser=losers[0] if len(losers) == 1 else None,
            klopfer=klopfer,
        )
    except ValueError as exc:
        run.differ("ramsch_payout", f"engine refused the facts of a played Ramsch: {exc}", repro)
        return
    if list(money.balance) != expected["balance"]:
        run.differ(
            "ramsch_payout",
            f"engine ramsch_payout {list(money.balance)}, reference {expected['balance']}",
            repro,
        )


def _facts(result: Any, expected: dict[str, Any]) -> str:
    """The settlement's facts that the reference also found, where they differ."""
    out = []
    for name, mine in (
        ("value", result.value),
        ("schneider", result.schneider),
        ("schwarz", result.schwarz),
        ("laufende_paid", result.laufende_paid),
        ("ramsch_losers", sorted(result.ramsch_losers)),
        ("jungfrauen", sorted(result.jungfrauen)),
        ("durchmarsch", result.durchmarsch),
    ):
        if name in expected and expected[name] != mine:
            out.append(f"{name}: engine {mine!r}, reference {expected[name]!r}")
    return "; ".join(out)


def _compare_payout(run: _Run, rules: Any, ref: ref_sk.Game, expected: dict[str, Any],
                    repro: str) -> None:  # fmt: skip
    """``payout`` from the facts of the finished game against the reference's money."""
    from kartenregeln import schafkopf as sk

    if ref.pot:
        return  # payout takes no pot: the Stock is settled by the full game only
    assert ref.game is not None
    assert ref.declarer is not None
    party = ref.party()
    taken = ref.seat_tricks()
    augen = sum(ref.seat_augen()[s] for s in party)
    tricks = sum(taken[s] for s in party)
    if ref.game.kind == "sie":  # not played out: the Sie takes every trick
        augen, tricks = 120, len(ref_sk.deck(rules)) // rules.players
    try:
        money = sk.payout(
            rules,
            str(ref.game),
            declarer=ref.declarer,
            partner=ref.partner,
            augen=augen,
            tricks=tricks,
            laufende=ref.laufende()
            if ref.game.kind not in ("sie", "bettel", "bettel ouvert")
            else 0,
            klopfer=len(ref.klopfer),
            kontra=ref.kontra is not None,
            re=ref.re is not None,
        )
    except ValueError as exc:
        run.differ("payout", f"engine refused the facts of a played game: {exc}", repro)
        return
    from kartenregeln.schafkopf.payout import game_balance

    table_money = game_balance(
        rules,
        sk.Contract.parse(str(ref.game)),
        ref.declarer,
        ref.partner,
        declaring_augen=augen,
        declaring_tricks=tricks,
        laufende=ref.laufende() if ref.game.kind not in ("sie", "bettel", "bettel ouvert") else 0,
        doublings=ref.doublings(),
    )
    if list(table_money) != expected["balance"]:
        run.differ(
            "game_balance", f"engine {list(table_money)}, reference {expected['balance']}", repro
        )
        return
    if list(money.balance) != expected["balance"]:
        run.differ(
            "payout", f"engine payout {list(money.balance)}, reference "
            f"{expected['balance']}", repro,
        )  # fmt: skip


def _schapa_round(run: _Run, rng: random.Random, limit: int) -> None:
    from kartenregeln import schapa as sp

    rules = random_schapa_rules(rng)
    number = rng.choice(rules.rounds)
    state = sp.deal(rules, round=number, dealer=rng.randrange(rules.players), rng=rng)
    start = state.to_text()
    ref = ref_sp.Round(rules, number, dealer=state.dealer, hands=_hands_of(start))
    actions: list[str] = []
    run.games += 1
    while True:
        mine = {str(a) for a in state.legal_actions()}
        theirs = ref.legal()
        run.positions += 1
        repro = _repro("schapa", start, actions)
        if state.is_over != ref.over or state.to_move != ref.to_move:
            run.differ(
                "turn", f"engine over={state.is_over} to_move={state.to_move}, "
                f"reference over={ref.over} to_move={ref.to_move}", repro,
            )  # fmt: skip
            return
        if mine != theirs:
            run.differ(
                "legal actions", f"engine only {sorted(mine - theirs)}, "
                f"reference only {sorted(theirs - mine)}", repro,
            )  # fmt: skip
            return
        if state.is_over:
            break
        if not _same_elsewhere(run, state, theirs, _schapa_words(rules), repro):
            return
        action = rng.choice(sorted(mine))
        actions.append(action)
        before = len(state.tricks)
        state = state.apply(action)
        ref.apply(action)
        if len(state.tricks) != before:
            run.tricks += 1
            if state.tricks[-1].winner != ref.tricks[-1][2]:
                run.differ(
                    "trick winner", f"engine {state.tricks[-1].winner}, reference "
                    f"{ref.tricks[-1][2]} for {ref.tricks[-1][1]}", repro,
                )  # fmt: skip
                return
    run.settlements += 1
    run.count(f"round {number} ({rules.players} players)")
    got, want = list(state.settle().scores), ref.scores()
    if got != want:
        run.differ("scores", f"engine {got}, reference {want}", _repro("schapa", start, actions))


def compare(game: str, *, positions: int, seed: int, rules: str = "random") -> Report:
    """Play games of ``game`` (``"schafkopf"`` or ``"schapa"``) until at least
    ``positions`` positions were compared; ``seed`` fixes everything.

    ``rules="random"`` draws every field of the game's ``Rules`` anew for each game (the
    only mode: the reference is there to be tried under every house rule).
    """
    if rules != "random":
        raise ValueError(f"rules must be 'random', not {rules!r}")
    play = {"schafkopf": _schafkopf_game, "schapa": _schapa_round}.get(game)
    if play is None:
        raise ValueError(f"game must be 'schafkopf' or 'schapa', not {game!r}")
    rng = random.Random(seed)
    run = _Run(game, seed)
    while run.positions < positions:
        play(run, random.Random(rng.getrandbits(64)), positions)
    return run.report()
