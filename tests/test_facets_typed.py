"""The built-in games' facets against their own protocols (#39), read by mypy: each facet
module satisfies the protocol of what a game must write (``WireRequired``, …), and each
optional member it writes overrides the member of the full protocol (``WireFacet``, …),
so a signature that drifts from its protocol fails ``mypy --strict``. The tests check at
run time that the classes below list every optional member the modules write, and that
the games' facets hold every member of their protocols."""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from typing_extensions import assert_type, get_protocol_members

import kartenregeln
import kartenregeln.bots.schafkopf as schafkopf_bots
import kartenregeln.bots.schapa as schapa_bots
import kartenregeln.encode.schafkopf as schafkopf_encode
import kartenregeln.encode.schapa as schapa_encode
import kartenregeln.schafkopf._frontend as schafkopf_frontend
import kartenregeln.schafkopf._narration as schafkopf_narration
import kartenregeln.schafkopf._records as schafkopf_records
import kartenregeln.schafkopf._svg as schafkopf_svg
import kartenregeln.schafkopf._wire as schafkopf_wire
import kartenregeln.schapa._frontend as schapa_frontend
import kartenregeln.schapa._narration as schapa_narration
import kartenregeln.schapa._records as schapa_records
import kartenregeln.schapa._svg as schapa_svg
import kartenregeln.schapa._wire as schapa_wire
from kartenregeln import plain
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.facets import (
    OPTIONAL,
    PROTOCOLS,
    BotsFacet,
    EncodeFacet,
    EncodeRequired,
    FrontendFacet,
    FrontendRequired,
    NarrationFacet,
    NarrationRequired,
    RecordsFacet,
    RecordsRequired,
    SvgFacet,
    SvgRequired,
    WireFacet,
    WireRequired,
)
from kartenregeln.game import GameState
from kartenregeln.game import Rules as GameRules
from kartenregeln.registry import facet_of

# what a game must write: each module satisfies its facet's required protocol (a module
# that lacks a member or whose member does not fit fails here, naming it)
SCHAFKOPF_WIRE: WireRequired = schafkopf_wire
SCHAFKOPF_SVG: SvgRequired = schafkopf_svg
SCHAFKOPF_RECORDS: RecordsRequired[sk.GameState, sk.Rules] = schafkopf_records
SCHAFKOPF_NARRATION: NarrationRequired[sk.Action, sk.Settlement] = schafkopf_narration
SCHAFKOPF_FRONTEND: FrontendRequired[sk.Rules, sk.Match, sk.GameState] = schafkopf_frontend
SCHAFKOPF_ENCODE: EncodeRequired[sk.Action, sk.Rules, sk.GameState, sk.View, sk.Settlement] = (
    schafkopf_encode
)
SCHAFKOPF_BOTS: BotsFacet[sk.GameState] = schafkopf_bots
SCHAPA_WIRE: WireRequired = schapa_wire
SCHAPA_SVG: SvgRequired = schapa_svg
SCHAPA_RECORDS: RecordsRequired[sp.RoundState, sp.Rules] = schapa_records
SCHAPA_NARRATION: NarrationRequired[sp.Action, sp.RoundSettlement] = schapa_narration
SCHAPA_FRONTEND: FrontendRequired[sp.Rules, sp.Match, sp.RoundState] = schapa_frontend
SCHAPA_ENCODE: EncodeRequired[
    sp.Action, sp.Rules, sp.RoundState, sp.RoundView, sp.RoundSettlement
] = schapa_encode
SCHAPA_BOTS: BotsFacet[sp.RoundState] = schapa_bots


def plain_facets(
    facets: plain.Facets,
) -> tuple[
    WireRequired,
    RecordsRequired[Any, GameRules],
    NarrationRequired,
    FrontendRequired[GameRules, Any, GameState[Any]],
]:
    """A plain trick game's one facets object (Herzeln's) is each of its four facets (its
    state and match are any game's with what ``plain.Facets`` asks of them)."""
    return facets, facets, facets, facets


# what a game chooses to write of the optional members, as overrides of the full protocol
# (mypy compares each with the protocol's member; a module function is a staticmethod)
# schafkopf_wire
class _SchafkopfWire(WireFacet):
    schema_cards = staticmethod(schafkopf_wire.schema_cards)
    schema = staticmethod(schafkopf_wire.schema)


# schafkopf_svg
class _SchafkopfSvg(SvgFacet[sk.Settlement, sk.Match, sk.Contract | None]):
    scene_of_view = staticmethod(schafkopf_svg.scene_of_view)
    scene_of_state = staticmethod(schafkopf_svg.scene_of_state)
    FACE = schafkopf_svg.FACE
    CHART_UNIT = schafkopf_svg.CHART_UNIT
    settlement_headline = staticmethod(schafkopf_svg.settlement_headline)
    per_game = staticmethod(schafkopf_svg.per_game)
    match_seats = staticmethod(schafkopf_svg.match_seats)
    picture = staticmethod(schafkopf_svg.picture)
    display_order = staticmethod(schafkopf_svg.display_order)


# schafkopf_records
class _SchafkopfRecords(RecordsFacet[sk.GameState, sk.Rules, sk.Match]):
    NESTED = schafkopf_records.NESTED
    ADDED_OPTIONS = schafkopf_records.ADDED_OPTIONS
    ROUNDS = schafkopf_records.ROUNDS
    HAS_POT = schafkopf_records.HAS_POT
    round_of = staticmethod(schafkopf_records.round_of)
    pot_of = staticmethod(schafkopf_records.pot_of)
    allowed_games = staticmethod(schafkopf_records.allowed_games)
    match_games = staticmethod(schafkopf_records.match_games)
    match_round = staticmethod(schafkopf_records.match_round)
    match_pot = staticmethod(schafkopf_records.match_pot)


# schafkopf_narration
class _SchafkopfNarration(
    NarrationFacet[sk.Action, sk.Settlement, sk.GameState, sk.View, sk.Match, sk.Rules]
):
    deal_head = staticmethod(schafkopf_narration.deal_head)
    move_lines = staticmethod(schafkopf_narration.move_lines)
    action_sentence = staticmethod(schafkopf_narration.action_sentence)
    FACES = schafkopf_narration.FACES
    WORDS = schafkopf_narration.WORDS
    YES = schafkopf_narration.YES
    NO = schafkopf_narration.NO
    hand = staticmethod(schafkopf_narration.hand)
    prompt_lines = staticmethod(schafkopf_narration.prompt_lines)
    result_details = staticmethod(schafkopf_narration.result_details)
    game_key = staticmethod(schafkopf_narration.game_key)
    standing_lines = staticmethod(schafkopf_narration.standing_lines)
    rules_line = staticmethod(schafkopf_narration.rules_line)
    choice_name = staticmethod(schafkopf_narration.choice_name)
    trick_points = staticmethod(schafkopf_narration.trick_points)
    trick_leader = staticmethod(schafkopf_narration.trick_leader)
    taken_line = staticmethod(schafkopf_narration.taken_line)


# schafkopf_frontend
class _SchafkopfFrontend(FrontendFacet[sk.Rules, sk.Match, sk.GameState, sk.View, sk.Settlement]):
    deals_left = staticmethod(schafkopf_frontend.deals_left)
    deals_done = staticmethod(schafkopf_frontend.deals_done)
    DEAL_WORDS = schafkopf_frontend.DEAL_WORDS
    PLACE_BONUS = schafkopf_frontend.PLACE_BONUS
    settlement_table = staticmethod(schafkopf_frontend.settlement_table)
    MATCH_LENGTHS = schafkopf_frontend.MATCH_LENGTHS
    match_lengths = staticmethod(schafkopf_frontend.match_lengths)
    WEB_PRESETS = schafkopf_frontend.WEB_PRESETS
    cli_rules = staticmethod(schafkopf_frontend.cli_rules)
    parse_rules = staticmethod(schafkopf_frontend.parse_rules)
    bids = staticmethod(schafkopf_frontend.bids)
    rule_help = staticmethod(schafkopf_frontend.rule_help)
    web_settings = staticmethod(schafkopf_frontend.web_settings)
    web_rules = staticmethod(schafkopf_frontend.web_rules)


# schafkopf_encode
class _SchafkopfEncode(EncodeFacet[sk.Action, sk.Rules, sk.GameState, sk.View, sk.Settlement]):
    action_of = staticmethod(schafkopf_encode.action_of)


# schapa_wire
class _SchapaWire(WireFacet):
    schema_cards = staticmethod(schapa_wire.schema_cards)
    schema = staticmethod(schapa_wire.schema)


# schapa_svg
class _SchapaSvg(SvgFacet[sp.RoundSettlement, sp.Match, None]):
    scene_of_view = staticmethod(schapa_svg.scene_of_view)
    scene_of_state = staticmethod(schapa_svg.scene_of_state)
    FACE = schapa_svg.FACE
    CHART_UNIT = schapa_svg.CHART_UNIT
    settlement_headline = staticmethod(schapa_svg.settlement_headline)
    per_game = staticmethod(schapa_svg.per_game)
    match_seats = staticmethod(schapa_svg.match_seats)
    picture = staticmethod(schapa_svg.picture)


# schapa_records
class _SchapaRecords(RecordsFacet[sp.RoundState, sp.Rules, sp.Match]):
    NESTED = schapa_records.NESTED
    ADDED_OPTIONS = schapa_records.ADDED_OPTIONS
    ROUNDS = schapa_records.ROUNDS
    HAS_POT = schapa_records.HAS_POT
    round_of = staticmethod(schapa_records.round_of)
    pot_of = staticmethod(schapa_records.pot_of)
    allowed_games = staticmethod(schapa_records.allowed_games)
    match_games = staticmethod(schapa_records.match_games)
    match_round = staticmethod(schapa_records.match_round)
    match_pot = staticmethod(schapa_records.match_pot)


# schapa_narration
class _SchapaNarration(
    NarrationFacet[sp.Action, sp.RoundSettlement, sp.RoundState, sp.RoundView, sp.Match, sp.Rules]
):
    deal_head = staticmethod(schapa_narration.deal_head)
    move_lines = staticmethod(schapa_narration.move_lines)
    action_sentence = staticmethod(schapa_narration.action_sentence)
    FACES = schapa_narration.FACES
    WORDS = schapa_narration.WORDS
    YES = schapa_narration.YES
    NO = schapa_narration.NO
    hand = staticmethod(schapa_narration.hand)
    prompt_lines = staticmethod(schapa_narration.prompt_lines)
    result_details = staticmethod(schapa_narration.result_details)
    game_key = staticmethod(schapa_narration.game_key)
    standing_lines = staticmethod(schapa_narration.standing_lines)
    rules_line = staticmethod(schapa_narration.rules_line)
    choice_name = staticmethod(schapa_narration.choice_name)
    trick_leader = staticmethod(schapa_narration.trick_leader)
    taken_line = staticmethod(schapa_narration.taken_line)


# schapa_frontend
class _SchapaFrontend(
    FrontendFacet[sp.Rules, sp.Match, sp.RoundState, sp.RoundView, sp.RoundSettlement]
):
    deals_left = staticmethod(schapa_frontend.deals_left)
    deals_done = staticmethod(schapa_frontend.deals_done)
    DEAL_WORDS = schapa_frontend.DEAL_WORDS
    PLACE_BONUS = schapa_frontend.PLACE_BONUS
    settlement_table = staticmethod(schapa_frontend.settlement_table)
    WEB_PRESETS = schapa_frontend.WEB_PRESETS
    cli_rules = staticmethod(schapa_frontend.cli_rules)
    shown_cards = staticmethod(schapa_frontend.shown_cards)
    lays_out = staticmethod(schapa_frontend.lays_out)
    rule_help = staticmethod(schapa_frontend.rule_help)
    web_settings = staticmethod(schapa_frontend.web_settings)
    web_rules = staticmethod(schapa_frontend.web_rules)


# schapa_encode
class _SchapaEncode(
    EncodeFacet[sp.Action, sp.Rules, sp.RoundState, sp.RoundView, sp.RoundSettlement]
):
    pass


CHOSEN: dict[tuple[str, str], type] = {
    (game, part): kind
    for game in ("schafkopf", "schapa")
    for part, kind in {
        "wire": WireFacet,
        "svg": SvgFacet,
        "records": RecordsFacet,
        "narration": NarrationFacet,
        "frontend": FrontendFacet,
        "encode": EncodeFacet,
    }.items()
}
"""Per built-in game and facet, the full protocol its class above overrides."""

CLASSES: dict[tuple[str, str], type] = {
    key: next(
        k
        for k in list(globals().values())
        if isinstance(k, type) and k.__name__ == f"_{key[0].title()}{key[1].title()}"
    )
    for key in CHOSEN
}


def test_the_classes_list_every_optional_member_the_modules_write() -> None:
    for (game, part), kind in CLASSES.items():
        assert CHOSEN[game, part] in kind.__mro__
        module = importlib.import_module(kartenregeln.get_game(game).facets[part])
        written = {n for n in OPTIONAL[part] if hasattr(module, n)}
        listed = {n for n in vars(kind) if not n.startswith("_")}
        assert listed == written, (game, part)


def test_the_built_in_facets_hold_every_member_of_their_protocol() -> None:
    for game in kartenregeln.games():
        for part in game.facets:
            facet = game.facet(part)  # the module with the defaults of what it leaves out
            for name in get_protocol_members(PROTOCOLS[part]):
                assert hasattr(facet, name), (game.name, part, name)


def test_every_optional_member_has_its_default_in_the_protocol() -> None:
    for part, protocol in PROTOCOLS.items():
        for name in OPTIONAL[part]:
            assert name in vars(protocol), (part, name)  # a body, a property or a value


def test_both_lookups_are_typed_by_the_one_set_of_overloads() -> None:
    game = kartenregeln.get_game("schapa")
    found = assert_type(game.facet("records"), RecordsFacet)
    assert assert_type(facet_of(sp.Rules(), "records"), RecordsFacet) is found
    assert assert_type(game.facet("bots"), BotsFacet) is facet_of(sp.Rules(), "bots")
    with pytest.raises(LookupError, match="has no 'no such part' support"):
        assert_type(game.facet("no such part"), object)
