"""A JSON view sent to a client: what one seat may see, as plain JSON, and its reply.

A server keeps the full game state; each client gets only its seat's view. The view's
JSON carries everything a client draws without knowing the rules: the hand in display
order, the legal actions as text, the trick with its seats, the tricks and Augen taken,
the game and the parties as far as the seat knows them. The client answers with an
action as JSON; the server reads it back and applies it (an illegal one is refused with
the reason, in the client's language).

Run: python examples/json_view.py
"""

from __future__ import annotations

import json
import random

from kartenregeln import IllegalActionError, messages, wire
from kartenregeln import schafkopf as sk


def server_message(state: sk.GameState, seat: int) -> str:
    """The text the server sends to ``seat``: its view as wire JSON."""
    return wire.dumps(state.view(seat))


def client_reply(message: str, rng: random.Random) -> str:
    """A client that knows no rules: it reads the view and picks a listed action."""
    view = json.loads(message)
    render = view["render"]
    if view["legal_actions"]:
        print(
            f"  seat {view['seat']} holds {' '.join(view['hand'])};"
            f" trick {[(c['seat'], c['card']) for c in render['trick']]}"
        )
    choice = rng.choice(view["legal_actions"])
    return json.dumps({"type": "schafkopf.action", "version": wire.VERSION, "action": choice})


def main() -> None:
    rng = random.Random(12)
    state = sk.deal(sk.Rules(), dealer=3, rng=rng)
    while not state.is_over and len(state.history) < 15:
        seat = state.to_move
        assert seat is not None
        message = server_message(state, seat)
        action = wire.loads(client_reply(message, rng))
        state = state.apply(action)
    view = wire.to_json(state.view(0))
    print("seat 0 sees:", json.dumps(view["render"], ensure_ascii=False))
    print(f"one view is {len(server_message(state, 0))} characters of JSON")

    # A reply that is not legal is refused with a reason in the client's language and a
    # stable code, so a client can also translate by itself.
    seat = state.to_move
    if seat is not None:
        cards = [*state.hand(seat), *state.hand((seat + 1) % 4)]  # own cards first
        wrong = next((sk.Play(c) for c in cards if not state.is_legal(sk.Play(c))), None)
        if wrong is not None:
            try:
                state.apply(wrong)
            except IllegalActionError as exc:
                print(f"refused {wrong}: {exc.reason}")
                german = messages.translate(exc.reason, "de")
                print(f"  code {messages.code(exc.reason)!r}, de: {german}")


if __name__ == "__main__":
    main()
