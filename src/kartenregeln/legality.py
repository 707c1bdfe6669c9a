"""Legality from partial knowledge: legal, illegal, or *depends* on a fact nobody told us.

A tool beside a real table or an online game often knows the contract, its own hand and
the cards of the current trick, but not every earlier trick. Whether a card may be played
then has three honest answers, a [`Legality`][kartenregeln.legality.Legality]:

- ``Verdict.LEGAL``: legal in every game that fits what is known;
- ``Verdict.ILLEGAL``: illegal in every such game, with the reason;
- ``Verdict.DEPENDS``: legal in some and illegal in others; ``fact`` names the unknown
  fact that decides it and ``cases`` give the answer for each of its values.

Each game makes them from what a tool knows (Schafkopf:
[`check_play`][kartenregeln.schafkopf.check.check_play]; Schapa:
[`check_play`][kartenregeln.schapa.check.check_play]).

>>> import kartenregeln.messages as messages
>>> reason = messages.say("must_follow_suit", seat=2, suit="Eichel")
>>> answer = Legality(Verdict.ILLEGAL, "HA", reason=reason)
>>> answer.legal, answer.text(), answer.text("de")
(False, 'seat 2 must follow Acorns', 'Sitz 2 muss Eichel bedienen')
"""

from __future__ import annotations

import enum

import attrs

from kartenregeln.messages import say, translate

__all__ = ["Legality", "Verdict"]


class Verdict(str, enum.Enum):
    """The three answers: ``LEGAL``, ``ILLEGAL`` and ``DEPENDS``."""

    LEGAL = "legal"
    ILLEGAL = "illegal"
    DEPENDS = "depends"


@attrs.frozen
class Legality:
    """The answer to "may this card be played now?" from partial knowledge.

    ``verdict`` is the answer; ``action`` the card asked about, in notation; ``reason``
    why it is illegal (``ILLEGAL``) or the whole sentence of a ``DEPENDS``; ``fact`` the
    unknown fact that decides a ``DEPENDS``; ``cases`` the answer under each value of that
    fact, as ``(value, None or the reason it is illegal then)``. ``reason`` and ``fact``
    are machine text (English, cards in notation): ``text(lang)`` and ``fact_text(lang)``
    give them in words, and [`kartenregeln.messages.code`][kartenregeln.messages.code]
    gives their stable codes.
    """

    verdict: Verdict
    action: str
    reason: str | None = None
    fact: str | None = None
    cases: tuple[tuple[bool, str | None], ...] = ()

    @property
    def legal(self) -> bool | None:
        """``True`` or ``False`` when the answer is known, ``None`` when it depends."""
        if self.verdict is Verdict.DEPENDS:
            return None
        return self.verdict is Verdict.LEGAL

    def text(self, lang: str = "en") -> str:
        """The answer in one sentence, in ``lang`` (``"en"`` or ``"de"``)."""
        if self.reason is not None:
            return translate(self.reason, lang)
        return translate(say("may_be_played", card=self.action), lang)

    def fact_text(self, lang: str = "en") -> str | None:
        """The unknown fact in words of ``lang``; ``None`` unless the answer depends."""
        return None if self.fact is None else translate(self.fact, lang)

    def __str__(self) -> str:
        return self.text()
