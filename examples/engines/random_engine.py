"""A complete engine in plain Python (no kartenregeln import): it answers the engine
protocol on stdin/stdout and plays a random legal action, passing when it may.

Try it: kartenregeln simulate --engine 1:"python3 examples/engines/random_engine.py"
"""

import json
import random
import sys


def send(message: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        send({"type": "hello", "name": "random example", "version": "1.0"})
    elif message["type"] == "choose":
        legal = message["legal"]  # the legal actions as text; message["view"]: the view
        passes = [a for a in legal if a in ("weiter", "gut")]
        action = passes[0] if passes else random.Random(message["seed"]).choice(legal)
        send({"type": "action", "id": message["id"], "action": action})
    elif message["type"] == "quit":
        break
