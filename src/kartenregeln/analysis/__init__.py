"""What each card cost: a finished Schafkopf game analysed card by card.

For every card decision from a trick on (by default the fourth-to-last, as openschafkopf's
browser extension does on Sauspiel), every legal card of the seat to move is valued with
the exact solver: what that seat would end with (its ``balance``, the money of its party)
if all four played perfectly from there with every hand known. The card actually played
loses the difference to the best. A second, optional view has no hindsight: the card
``SearchBot`` would have chosen from that seat's own knowledge at the time.

>>> from kartenregeln.formats import parse_openschafkopf
>>> line = ("Rufspiel Blaue von 3: so h7 go eo ho hz hk eu gu h9 su g8 g9 ga gk e9 "
...         "ea ek ez e7 g7 ha s7 gz sa s9 h8 sz e8 sk hu s8")
>>> result = analyse(parse_openschafkopf(line))
>>> result.from_trick, len(result.decisions)
(5, 16)
>>> first = result.to_json()["decisions"][0]
>>> first["trick"], first["seat"], first["played"], first["loss"] >= 0
(5, 0, 'EA', True)

The rules are in ``docs/analysis.md``.
"""

from kartenregeln.analysis.schafkopf import Alternative, Analysis, Decision, analyse

__all__ = ["Alternative", "Analysis", "Decision", "analyse"]
