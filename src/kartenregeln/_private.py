"""Private modules that outside code imported in 0.1 (``kartenregeln.wire._codec``,
``kartenregeln.wire._schema``, ``kartenregeln.svg._scene``, ``kartenregeln.svg._draw``)
warn when a name is taken from them outside the library, naming the public module to
import it from.

The library itself goes on importing them without a warning: the module in
``sys.modules`` is replaced, once the public package has imported it, by a stand-in that
hands out the same objects and warns only code outside ``kartenregeln`` that names the
module itself (``from kartenregeln.wire._codec import Codec``, ``_codec.Codec``), not the
machinery that looks a class up by its module (pickle, copy, typing, …).
"""

from __future__ import annotations

import dis
import sys
import types
import warnings
from typing import Final

__all__ = ["warn_on_use"]

_QUIET: Final = (
    "kartenregeln",
    "pickle",
    "copy",
    "copyreg",
    "multiprocessing",
    "concurrent",
    "importlib",
    "typing",
    "inspect",
    "pydoc",
    "doctest",
    "_pytest",
    "griffe",
    "mkdocstrings",
)
"""The callers that take names from a private module without a warning."""

_SPELLED: Final = frozenset({"IMPORT_FROM", "LOAD_ATTR", "LOAD_METHOD"})
"""The instructions of a caller that names the private module in its own code."""


class _Private(types.ModuleType):
    """A private module as outside code sees it: every name of the real module, with a
    ``DeprecationWarning`` naming the public module."""

    def __init__(self, real: types.ModuleType, public: str) -> None:
        super().__init__(real.__name__, real.__doc__)
        self.__dict__.update(
            {k: v for k, v in vars(real).items() if k.startswith("__") and k != "__dict__"}
        )
        self.__dict__["_kr_real"] = real
        self.__dict__["_kr_public"] = public

    def __getattr__(self, name: str) -> object:
        real: types.ModuleType = self.__dict__["_kr_real"]
        value = getattr(real, name)
        frame = sys._getframe(1)
        caller = frame.f_globals.get("__name__", "")
        # only ``from module import name`` and ``module.name`` in the caller's code: not a
        # lookup by the machinery (pickle, getattr) on its behalf
        spelled = dis.opname[frame.f_code.co_code[frame.f_lasti]] in _SPELLED
        if spelled and not (isinstance(caller, str) and caller.split(".")[0] in _QUIET):
            public = self.__dict__["_kr_public"]
            if getattr(sys.modules.get(public), name, None) is value:
                advice = f"import {name} from {public}"
            else:
                advice = f"{name} is not public: use what {public} offers"
            warnings.warn(
                f"{real.__name__} is private: {advice} (outside kartenregeln its names "
                f"stop working in 0.3)",
                DeprecationWarning,
                stacklevel=2,
            )
        return value

    def __dir__(self) -> list[str]:
        return dir(self.__dict__["_kr_real"])


def warn_on_use(module: str, public: str) -> None:
    """Replace the loaded private ``module`` by a stand-in that warns outside callers to
    import from ``public`` (its parent package's attribute too)."""
    real = sys.modules[module]
    if isinstance(real, _Private):
        return
    stand_in = _Private(real, public)
    sys.modules[module] = stand_in
    parent, _, child = module.rpartition(".")
    setattr(sys.modules[parent], child, stand_in)
