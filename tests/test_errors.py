"""The error family: messages, attributes, pickling."""

from __future__ import annotations

import pickle

from kartenregeln import IllegalActionError, KartenregelnError, NotationError, RecordError
from kartenregeln.messages import translate


def test_family_is_value_error() -> None:
    for cls in (IllegalActionError, NotationError, RecordError):
        assert issubclass(cls, KartenregelnError)
    assert issubclass(KartenregelnError, ValueError)


def test_illegal_action_error_names_seat_action_and_reason() -> None:
    err = IllegalActionError(2, "HA", "seat 2 must follow trump")
    assert (err.seat, err.action, err.reason) == (2, "HA", "seat 2 must follow trump")
    assert str(err) == "seat 2 cannot play 'HA': seat 2 must follow trump"
    assert "nobody" in str(IllegalActionError(None, "EO", "the game is over"))


def test_an_action_after_the_end_is_one_nobody_can_take() -> None:
    over = IllegalActionError(None, "EO", "the game is over")
    assert str(over) == "nobody can play 'EO': the game is over"
    assert translate(over.sentence, "de") == (
        "niemand kann den Eichel-Ober spielen: das Spiel ist vorbei"
    )
    # a seat's refusal keeps its "nicht"
    refused = IllegalActionError(1, "EO", "the game is over")
    assert translate(refused.sentence, "de") == (
        "Sitz 1 kann den Eichel-Ober nicht spielen: das Spiel ist vorbei"
    )


def test_notation_error_names_text_and_position() -> None:
    err = NotationError("EO X", "'X' is not a card", 3)
    assert str(err) == "cannot parse 'EO X' at position 3: 'X' is not a card"
    long = NotationError("A" * 200, "too long")
    assert len(str(long)) < 120


def test_record_error_names_the_entry() -> None:
    err = RecordError("action 17 'HA'", "seat 2 must follow trump")
    assert str(err) == "action 17 'HA': seat 2 must follow trump"


def test_errors_pickle() -> None:
    for err in (
        IllegalActionError(1, "EO", "why"),
        NotationError("x", "bad", 0),
        RecordError("line 3", "bad"),
    ):
        back = pickle.loads(pickle.dumps(err))
        assert type(back) is type(err)
        assert str(back) == str(err)
