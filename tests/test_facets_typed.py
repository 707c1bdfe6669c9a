"""The built-in games' facets against their own protocols (#39): mypy checks the facet
modules that are their protocol as written (the bots facets), the test checks every
facet member by member at run time, and the defaults classes give only members of the
protocols."""

from __future__ import annotations

import importlib

from typing_extensions import get_protocol_members

import kartenregeln
import kartenregeln.bots.schafkopf
import kartenregeln.bots.schapa
from kartenregeln.facets import DEFAULTS, PROTOCOLS, BotsFacet

# what mypy checks: the facet modules that are their protocol as they stand (the others
# take the game's own state and match types where the protocol takes any game's; see the
# runtime check below for their members)
schafkopf_bots: BotsFacet = kartenregeln.bots.schafkopf
schapa_bots: BotsFacet = kartenregeln.bots.schapa


def test_the_built_in_facets_hold_every_member_of_their_protocol() -> None:
    for game in kartenregeln.games():
        for part, where in game.facets.items():
            facet = game.facet(part)  # the module with the defaults of what it leaves out
            module = importlib.import_module(where)
            for name in get_protocol_members(PROTOCOLS[part]):
                assert hasattr(facet, name), (game.name, part, name)
                if not hasattr(module, name):
                    default = getattr(DEFAULTS[part](game), name)
                    assert callable(default) == callable(getattr(facet, name)), name


def test_the_defaults_give_only_members_of_the_protocols() -> None:
    assert set(DEFAULTS) == set(PROTOCOLS)
    for part, kind in DEFAULTS.items():
        given = {n for n in dir(kind) if not n.startswith("_")}
        assert given <= get_protocol_members(PROTOCOLS[part]), (part, given)
