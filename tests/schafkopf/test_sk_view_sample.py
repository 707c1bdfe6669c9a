"""``View.sample`` gives up with a ``SampleError`` that names the seat and the tries."""

from __future__ import annotations

import random

import pytest

from kartenregeln import SampleError
from kartenregeln import schafkopf as sk


@pytest.mark.parametrize("seat", [0, 2])
def test_a_sample_without_tries_names_the_seat(seat: int) -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(seat))
    view = state.view(seat)
    with pytest.raises(
        SampleError, match=rf"^no consistent deal found for seat {seat} in 0 tries$"
    ):
        view.sample(random.Random(1), tries=0)
    sampled = view.sample(random.Random(1), tries=1)
    assert sampled.view(seat) == view
