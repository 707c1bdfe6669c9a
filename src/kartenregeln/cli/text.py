"""Words only the command line says: the names of the computer players."""

from __future__ import annotations

__all__ = ["bot_name"]


_BOTS = {
    "de": {"random": "Zufall", "heuristic": "Heuristik", "search": "Suche"},
    "en": {"random": "random", "heuristic": "heuristic", "search": "search"},
}


def bot_name(bot: str, samples: int, lang: str) -> str:
    """``Suche (8 Stichproben)``, ``Heuristik``; an outside program by its command."""
    if bot not in _BOTS["en"]:
        command = bot.partition(":")[2] or bot
        return f"Programm {command}" if lang == "de" else f"engine {command}"
    name = _BOTS["de" if lang == "de" else "en"][bot]
    if bot == "search":
        name += f" ({samples} Stichproben)" if lang == "de" else f" ({samples} samples)"
    return name
