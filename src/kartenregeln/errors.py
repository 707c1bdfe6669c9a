"""The exception family of kartenregeln.

Every error the library raises for bad input is a
[`KartenregelnError`][kartenregeln.errors.KartenregelnError], which is a
`ValueError`, so ``except ValueError`` keeps working for callers that do not care.

>>> from kartenregeln.messages import say
>>> err = IllegalActionError(2, "HA", say("must_follow_trump", seat=2))
>>> str(err)
"seat 2 cannot play 'HA': seat 2 must follow trump"
>>> isinstance(err, ValueError)
True
>>> err.message("de"), err.code
('Sitz 2 kann die Herz-Sau nicht spielen: Sitz 2 muss Trumpf zugeben', 'must_follow_trump')

Every such error has a stable ``code`` and its text in German and English
(``message(lang)``), from the templates of [`kartenregeln.messages`][kartenregeln.messages]:
the library raises them with a [`Message`][kartenregeln.messages.Message] (kept as
``err.sentence``), whose key and values give both.

>>> err = PositionError(say("position_hand_size", seat=3, held=8, size=7))
>>> err.code, err.message("de")
('position_hand_size', 'Sitz 3 hat 8 Karten; nach diesem Zug hat er 7')
"""

from __future__ import annotations

__all__ = [
    "FactError",
    "IllegalActionError",
    "KartenregelnError",
    "NotationError",
    "PositionError",
    "RecordError",
    "SampleError",
]


class KartenregelnError(ValueError):
    """Base class of every error kartenregeln raises for bad input.

    ``code`` is the stable machine code of the text (``""`` for a text without a
    template; a test checks that the errors the library raises have one) and
    ``message(lang)`` the text in ``"en"`` or ``"de"``. An error made from a
    [`Message`][kartenregeln.messages.Message] keeps it (``sentence``): its code and its
    text in another language come from the sentence's key and values."""

    @property
    def sentence(self) -> str:
        """The error's text as it was given: a
        [`Message`][kartenregeln.messages.Message] (with ``key`` and ``params``) when the
        library raised it, else the text."""
        first = self.args[0] if len(self.args) == 1 else None
        return first if isinstance(first, str) else str(self)

    @property
    def code(self) -> str:
        """The stable code of this error's text (see [`messages`][kartenregeln.messages])."""
        from kartenregeln.messages import code

        return code(self.sentence)

    def message(self, lang: str = "en") -> str:
        """The text in ``lang`` (``"en"`` or ``"de"``)."""
        from kartenregeln.messages import translate

        return translate(self.sentence, lang)


class FactError(KartenregelnError):
    """Facts that no game can have, given to a calculator: ``payout`` and
    ``ramsch_payout`` (Schafkopf), ``round_scores`` (Schapa), a match's ``results``."""


class IllegalActionError(KartenregelnError):
    """An action that the rules do not allow in this state.

    ``seat`` is the seat that was to move (``None`` when the game is over), ``action`` the
    refused action (an action value or the text given) and ``reason`` one sentence that a
    screen reader can read.
    """

    def __init__(self, seat: int | None, action: object, reason: str) -> None:
        self.seat = seat
        self.action = action
        self.reason = reason
        from kartenregeln.messages import say

        shown = repr(str(action))
        if seat is None:
            super().__init__(say("illegal_action_over", action=shown, reason=reason))
        else:
            super().__init__(say("illegal_action", seat=seat, action=shown, reason=reason))

    @property
    def code(self) -> str:
        """The stable code of the reason (``must_follow_trump``), as for ``why_illegal``."""
        from kartenregeln.messages import code

        return code(self.reason)

    def __reduce__(self) -> tuple[type[IllegalActionError], tuple[int | None, object, str]]:
        return (type(self), (self.seat, self.action, self.reason))


class NotationError(KartenregelnError):
    """Text that does not parse: ``text`` is the whole input, ``problem`` what is wrong.

    ``position`` is the character offset in ``text`` where the problem starts, if known.
    """

    def __init__(self, text: str, problem: str, position: int | None = None) -> None:
        self.text = text
        self.problem = problem
        self.position = position
        shown = text if len(text) <= 80 else text[:77] + "..."
        from kartenregeln.messages import say

        if position is None:
            super().__init__(say("not_parsed", text=repr(shown), problem=problem))
        else:
            super().__init__(
                say("not_parsed_at", text=repr(shown), position=position, problem=problem)
            )

    def __reduce__(self) -> tuple[type[NotationError], tuple[str, str, int | None]]:
        return (type(self), (self.text, self.problem, self.position))


class RecordError(KartenregelnError):
    """A game record that is malformed or does not replay.

    ``entry`` names the place (a line, a key or "action 17"), ``reason`` what is wrong.
    """

    def __init__(self, entry: str, reason: str) -> None:
        self.entry = entry
        self.reason = reason
        super().__init__(f"{entry}: {reason}")

    @property
    def code(self) -> str:
        """The stable code of the reason (``record_missing``); the entry is the place."""
        from kartenregeln.messages import code

        return code(self.reason)

    def message(self, lang: str = "en") -> str:
        """The entry and the reason in ``lang``: a numbered place ("line 3") and the whole
        value in that language's words (German "Zeile 3", "Wert"), a key as written."""
        from kartenregeln.messages import _entry_words, translate

        return f"{_entry_words(self.entry, lang)}: {translate(self.reason, lang)}"

    def __reduce__(self) -> tuple[type[RecordError], tuple[str, str]]:
        return (type(self), (self.entry, self.reason))


class PositionError(KartenregelnError):
    """A position (a view built from what a seat knows, or a position text) that no game
    can reach: the message says what is inconsistent (a card twice, a hand of the wrong
    size, a follow that was illegal, a contract the auction cannot produce, …)."""


class SampleError(RuntimeError):
    """A view's ``sample`` found no consistent state in its tries (it should not happen
    for a view of a real game). The same class in both games (``schafkopf.SampleError``
    and ``schapa.SampleError`` are this one); not a `KartenregelnError`, since the input
    was not wrong."""


def shown(value: object, limit: int = 60) -> str:
    """``value`` for an error message or a reason: ``repr`` (which escapes newlines and
    terminal escape codes), cut to about ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
