"""The API breaks only with a warning (#39): the private modules outside code imported in
0.1 warn on use outside the library, and CI's check against 0.1.0 (.ci/api_check.py)
fails on a change the CHANGELOG does not list."""

from __future__ import annotations

import importlib.util
import pickle
import random
import sys
import warnings
from pathlib import Path
from types import ModuleType

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import svg, wire

CHECK = Path(__file__).resolve().parents[1] / ".ci" / "api_check.py"


@pytest.mark.parametrize(
    ("module", "name", "public"),
    [
        ("kartenregeln.wire._codec", "Codec", "kartenregeln.wire"),
        ("kartenregeln.wire._codec", "by_fields", "kartenregeln.wire"),
        ("kartenregeln.wire._schema", "Builder", "kartenregeln.wire"),
        ("kartenregeln.svg._scene", "Scene", "kartenregeln.svg"),
        ("kartenregeln.svg._scene", "trick_part", "kartenregeln.svg"),
        ("kartenregeln.svg._draw", "Face", "kartenregeln.svg"),
    ],
)
def test_a_private_0_1_import_warns_naming_the_public_module(
    module: str, name: str, public: str
) -> None:
    code = f"from {module} import {name} as value"  # as an outside module spells it
    found: dict[str, object] = {"__name__": "outside"}
    with pytest.warns(DeprecationWarning, match=f"import {name} from {public}"):
        exec(code, found)
    assert found["value"] is getattr(sys.modules[public], name)  # the same, still working
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        assert getattr(sys.modules[module], name) is found["value"]  # a lookup: quiet


def test_a_private_name_with_no_public_twin_says_so() -> None:
    with pytest.warns(DeprecationWarning, match="_read_int is not public"):
        from kartenregeln.wire._codec import _read_int  # noqa: F401


def test_the_library_s_own_use_of_its_private_modules_is_quiet() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(2))
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        assert wire.loads(wire.dumps(state)) == state
        assert svg.picture(state.view(1)).startswith("<svg")
        assert wire.schema()["$defs"]
        scene = svg.plain_scene("t", state.view(1), svg.Options(None, "en", "bavarian", None))
        assert pickle.loads(pickle.dumps(scene)) == scene  # pickle finds the class quietly


def _api_check() -> ModuleType:
    if not CHECK.is_file() or importlib.util.find_spec("griffe") is None:
        pytest.skip("needs the repository's .ci/api_check.py and griffe (the dev extra)")
    spec = importlib.util.spec_from_file_location("api_check", CHECK)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_api_check_passes_and_fails_on_a_change_the_changelog_does_not_list(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    check = _api_check()
    monkeypatch.setattr(check, "has_commit", lambda: False)  # the snapshot, no git needed
    monkeypatch.setattr(check, "fetch", lambda: None)  # nor a fetch
    assert check.main() == 0
    assert ", 0 not listed" in capsys.readouterr().out
    listed = check.listed()
    monkeypatch.setattr(check, "listed", lambda: listed.replace("`table.Table.__init__`", ""))
    assert check.main() == 1
    out = capsys.readouterr().out
    assert "NOT LISTED" in out
    assert "table.Table.__init__" in out.splitlines()[-1]
