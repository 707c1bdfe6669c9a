"""Both games as OpenSpiel Python games (``pip install "kartenregeln[rl]"``).

>>> import pyspiel
>>> from kartenregeln.rl import openspiel
>>> openspiel.register()
>>> game = pyspiel.load_game("kartenregeln_schapa", {"players": 3, "round": 1})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 48)

``kartenregeln_schafkopf`` (parameters ``dealer`` 0–3, ``sauspiel`` for the Sauspiel
preset of the rules instead of the defaults, ``klopfen`` to allow Klopfen or not in
either, default off; or ``rules``, the house rules as the text of
`kartenregeln.schafkopf.Rules.parse` with ``;`` for ``,`` and ``:`` for ``=``, since
OpenSpiel's game strings split parameters at those: ``"speed; farbwenz; bettel;
deck:short"``, with ``sauspiel`` and ``klopfen`` left off) and ``kartenregeln_schapa``
(``players`` 3–6, ``round`` 1–8, ``dealer``) are registered by `register`. The deal is a
chance node per card (uniform over the cards not dealt yet; Schafkopf deals packets of
half a hand, four cards or three with the short deck, Schapa one card at a time). Player
actions are the indices of `kartenregeln.encode` (72 for Schafkopf, 54 for Schapa),
chance outcomes the card's position (Schafkopf: in ``SK_CARDS``; Schapa: ``Card.index``).
Information-state and observation tensors are `kartenregeln.encode.observation`
(which holds the whole public history, so it has perfect recall); during the deal they
show the seat and the cards it holds so far. Returns: Schafkopf's ``balance`` (zero-sum,
but for the Stock every seat pays when all pass under ``Rules.stock``: such a game is
general-sum), Schapa's round ``scores``. States offer ``resample_from_infostate``
(through the views' ``sample``), so OpenSpiel's information-set MCTS runs on them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kartenregeln import encode
from kartenregeln.cards import Card
from kartenregeln.names import label
from kartenregeln.rl._deps import require

if TYPE_CHECKING:
    from kartenregeln import schafkopf as sk
    from kartenregeln.facets import EncodeFacet
    from kartenregeln.game import Game as GameDescriptor
    from kartenregeln.game import GameState, Rules

Params = Mapping[str, str | int | float | bool]
"""A game's parameters as OpenSpiel passes them."""

np = require("numpy")
pyspiel = require("pyspiel")

__all__ = ["register", "resample"]

SCHAFKOPF = "kartenregeln_schafkopf"
SCHAPA = "kartenregeln_schapa"
_SCHAPA_BOUND = 1000.0
"""A bound on a seat's Schapa round score (the eight rounds' parts add to less)."""


def _game_type(name: str, long_name: str, params: dict[str, Any], utility: Any, n: int) -> Any:
    return pyspiel.GameType(
        short_name=name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=n if name == SCHAFKOPF else 6,
        min_num_players=n if name == SCHAFKOPF else 3,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )


def _schafkopf_bound(rules: sk.Rules) -> float:
    """A bound on a seat's balance: the dearest game (Sie, or a tout with every extra, or
    a Bettel ouvert) doubled by four Klopfer, Kontra and Re, paid by three; or the dearest
    Ramsch."""
    t = rules.tariff
    game = 4 * (max(t.solo, t.rufspiel, 2 * t.bettel_price) + 2 * t.extra + 8 * t.laufender)
    return float(3 * max(game, 8 * t.ramsch_price) << 6)


class _Game:
    """The shared part of both games' ``pyspiel.Game`` subclasses (see `register`)."""

    rules: Rules
    dealer: int
    round: int = 0
    """The Schapa round (a Schafkopf game has none: 0)."""

    if TYPE_CHECKING:  # pyspiel.Game's, which the games also derive from

        def num_players(self) -> int: ...

    def new_initial_state(self) -> _State:
        return _State(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Params | None = None) -> _Observer:
        """``iig_obs_type``: a ``pyspiel.IIGObservationType`` (pyspiel has no types)."""
        if params:
            raise ValueError(f"observer parameters are not supported: {params}")
        if iig_obs_type is not None and iig_obs_type.private_info not in (
            pyspiel.PrivateInfoType.SINGLE_PLAYER,
        ):
            raise ValueError("only the seat's own observation is supported")
        return _Observer(self)

    def start(self, hands: list[list[Card]]) -> GameState[Any]:
        """The kartenregeln state after the deal."""
        return _encoding(self.rules).start(
            self.rules, dealer=self.dealer, round=self.round, hands=hands
        )


def _game_of(rules: Rules) -> GameDescriptor:
    from kartenregeln.registry import game_of

    return game_of(rules)


def _encoding(rules: Rules) -> EncodeFacet:
    """The ``"encode"`` facet of the game of ``rules``."""
    from kartenregeln.registry import facet_of

    return facet_of(rules, "encode")


def _chance_cards(rules: Rules) -> tuple[Card, ...]:
    return _encoding(rules).chance_cards(rules)


def _deck_mask(rules: Rules) -> int:
    """The cards in play: Schafkopf's deck of the rules (32 or 24 cards), Schapa's."""
    return _encoding(rules).deck_mask(rules)


def _rules_text(text: str) -> str:
    """The ``rules`` parameter as `Rules.parse` text: OpenSpiel's game strings split
    parameters at ``,`` and ``=``, so the parameter writes ``;`` and ``:`` for them."""
    if "," in text or "=" in text:
        raise ValueError(
            "the rules parameter writes ';' between items and ':' for '=' (OpenSpiel's "
            f"game strings split at ',' and '='), e.g. 'speed; bettel; deck:short', not {text!r}"
        )
    return text.replace(";", ",").replace(":", "=")


State: Any = pyspiel.State
Game: Any = pyspiel.Game


class _State(State):  # type: ignore[misc]
    """An OpenSpiel state: the deal so far, then a kartenregeln state (``game_state``)."""

    def __init__(self, game: _Game) -> None:
        super().__init__(game)
        self._game = game
        self.rules = game.rules
        self.n: int = game.num_players()
        self.cards = _chance_cards(self.rules)
        self.deck_mask: int = _deck_mask(self.rules)
        self.packet: int = _encoding(self.rules).deal_packet(self.rules)
        self.style = _game_of(self.rules).card_style
        self.dealt: list[list[Card]] = [[] for _ in range(self.n)]
        self.to_deal = self.deck_mask.bit_count()
        self.game_state: GameState[Any] | None = None

    def label(self, card: Card) -> str:
        """The card's code in the game's own notation (``EO``, ``QS``)."""
        return label(card, self.style)

    # -- the deal ----------------------------------------------------------------------
    def _deal_seat(self) -> int:
        k = sum(len(h) for h in self.dealt)
        return (k // self.packet) % self.n

    def _undealt(self) -> list[int]:
        taken = 0
        for hand in self.dealt:
            for c in hand:
                taken |= c.bit
        return [
            pos for pos, c in enumerate(self.cards) if self.deck_mask & c.bit and not taken & c.bit
        ]

    def current_player(self) -> int:
        if self.game_state is None:
            return int(pyspiel.PlayerId.CHANCE)
        to_move = self.game_state.to_move
        if to_move is None:  # the game is over
            return int(pyspiel.PlayerId.TERMINAL)
        return to_move

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = self._undealt()
        return [(pos, 1.0 / len(left)) for pos in left]

    def _legal_actions(self, player: int) -> list[int]:
        state = self.game_state
        assert state is not None  # OpenSpiel asks a player's legal actions after the deal
        return sorted(encode.action_index(a) for a in state.legal_actions())

    def _apply_action(self, action: int) -> None:
        if self.game_state is None:
            self.dealt[self._deal_seat()].append(self.cards[action])
            if sum(len(h) for h in self.dealt) == self.to_deal:
                self.game_state = self._game.start(self.dealt)
            return
        self.game_state = self.game_state.apply(encode.action_from_index(self.rules, action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {self.label(self.cards[action])}"
        return str(encode.action_from_index(self.rules, action))

    def is_terminal(self) -> bool:
        return self.game_state is not None and bool(self.game_state.is_over)

    def returns(self) -> list[float]:
        if self.game_state is None or not self.game_state.is_over:
            return [0.0] * self.n
        result = self.game_state.settle()
        return [float(x) for x in result.net]

    def resample_from_infostate(self, player: int, sampler: object = None) -> _State:
        """A state consistent with what ``player`` knows (see `resample`)."""
        return resample(self, player)

    def __str__(self) -> str:
        if self.game_state is None:
            return "dealing: " + " | ".join(" ".join(map(self.label, h)) for h in self.dealt)
        return " ".join(str(a) for a in self.game_state.history) or "(dealt)"


def resample(state: _State, player: int, rng: random.Random | None = None) -> _State:
    """A new OpenSpiel state in which ``player`` knows the same as in ``state`` and the
    other seats' cards are drawn at random (``view.sample``); the same state during the
    deal. Usable as ``ISMCTSBot.set_resampler(resample)``."""
    if state.game_state is None:
        same: _State = state.clone()
        return same
    rng = rng or random.Random()
    world = state.game_state.view(player).sample(rng)
    fresh: _State = state.get_game().new_initial_state()
    hands = _hands_of(world)
    for _ in range(fresh.to_deal):
        seat = fresh._deal_seat()
        card = hands[seat][len(fresh.dealt[seat])]
        fresh.apply_action(fresh.cards.index(card))
    for action in world.history:
        fresh.apply_action(encode.action_index(action))
    return fresh


def _hands_of(world: GameState[Any]) -> list[list[Card]]:
    """The cards each seat was dealt in ``world``, in dealing order (the game's
    ``encode`` facet knows the order)."""
    return _encoding(world.rules).dealt_cards(world)


class _Observer:
    """The tensors and strings of `kartenregeln.encode` for one seat."""

    def __init__(self, game: _Game) -> None:
        self.tensor = np.zeros(encode.observation_size(game.rules), np.float32)
        self.dict = {"observation": self.tensor}
        self._hand = {b.name: b for b in encode.layout(game.rules)}["hand"].start
        self._seat = {b.name: b for b in encode.layout(game.rules)}["seat"].start

    def set_from(self, state: _State, player: int) -> None:
        if state.game_state is not None:
            self.tensor[:] = encode.observation(state.game_state.view(player))
            return
        self.tensor.fill(0)
        self.tensor[self._seat + player] = 1.0
        for card in state.dealt[player]:
            self.tensor[self._hand + state.cards.index(card)] = 1.0

    def string_from(self, state: _State, player: int) -> str:
        if state.game_state is None:
            cards = " ".join(map(state.label, state.dealt[player]))
            return f"seat {player} dealing: {cards}"
        view = state.game_state.view(player)
        history = " ".join(str(a) for a in view.history)
        to_move = view.to_move
        return f"seat {player} hand: {view.hand} to move: {to_move} history: {history}"


def register() -> None:
    """Register ``kartenregeln_schafkopf`` and ``kartenregeln_schapa`` with pyspiel (a
    second call does nothing)."""
    if SCHAFKOPF in pyspiel.registered_names():
        return
    from kartenregeln import schafkopf as sk
    from kartenregeln import schapa as sp

    sk_type = _game_type(
        SCHAFKOPF,
        "Schafkopf (kartenregeln)",
        {"dealer": 3, "sauspiel": False, "klopfen": False, "rules": ""},
        pyspiel.GameType.Utility.ZERO_SUM,
        4,
    )
    sk_stock_type = _game_type(
        SCHAFKOPF,
        "Schafkopf (kartenregeln)",
        {"dealer": 3, "sauspiel": False, "klopfen": False, "rules": ""},
        pyspiel.GameType.Utility.GENERAL_SUM,
        4,
    )
    sp_type = _game_type(
        SCHAPA,
        "Schapa (kartenregeln)",
        {"players": 4, "round": 1, "dealer": 0},
        pyspiel.GameType.Utility.GENERAL_SUM,
        4,
    )

    class SchafkopfGame(_Game, Game):  # type: ignore[misc]
        def __init__(self, params: Params | None = None) -> None:
            p = {"dealer": 3, "sauspiel": False, "klopfen": False, "rules": "", **(params or {})}
            if p["rules"]:
                if p["sauspiel"] or p["klopfen"]:  # OpenSpiel fills in every default
                    raise ValueError(
                        "give the rules either as 'rules' text or with 'sauspiel'/'klopfen' "
                        "(write them in the text: 'sauspiel, klopfen, ...')"
                    )
                rules = sk.Rules.parse(_rules_text(str(p["rules"])))
                if rules.players != 4:
                    raise ValueError(
                        "kartenregeln_schafkopf is registered with four players: "
                        "players:3 (Schafkopf zu dritt) is not supported in OpenSpiel; "
                        "use the PettingZoo or Gymnasium env"
                    )
            else:
                preset = sk.Rules.sauspiel if p["sauspiel"] else sk.Rules
                rules = preset(klopfen=bool(p["klopfen"]))
            self.rules = rules
            self.dealer = int(p["dealer"])
            bound = _schafkopf_bound(rules) + (rules.stock or 0)
            # a Stock paid when all pass leaves the sum of the balances below zero
            general = rules.stock is not None
            game_type = sk_stock_type if general else sk_type
            info = pyspiel.GameInfo(
                num_distinct_actions=encode.num_actions(rules),
                max_chance_outcomes=32,
                num_players=4,
                min_utility=-bound,
                max_utility=bound,
                utility_sum=None if general else 0.0,
                max_game_length=8 + 40 + 4 + 32,
            )
            pyspiel.Game.__init__(self, game_type, info, params or {})

    class SchapaGame(_Game, Game):  # type: ignore[misc]
        def __init__(self, params: Params | None = None) -> None:
            p = {"players": 4, "round": 1, "dealer": 0, **(params or {})}
            self.rules = sp.Rules(players=int(p["players"]))
            self.round = int(p["round"])
            if self.round not in range(1, 9):
                raise ValueError(f"round must be 1 to 8, not {self.round}")
            self.dealer = int(p["dealer"])
            cards = len(self.rules.deck)
            from kartenregeln.encode.schapa import HISTORY_SLOTS

            info = pyspiel.GameInfo(
                num_distinct_actions=encode.num_actions(self.rules),
                max_chance_outcomes=52,
                num_players=self.rules.players,
                min_utility=-_SCHAPA_BOUND,
                max_utility=_SCHAPA_BOUND,
                utility_sum=None,
                max_game_length=HISTORY_SLOTS if self.round == 7 else cards,
            )
            pyspiel.Game.__init__(self, sp_type, info, params or {})

    pyspiel.register_game(sk_type, SchafkopfGame)
    pyspiel.register_game(sp_type, SchapaGame)
