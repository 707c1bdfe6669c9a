"""Build hook: compile the optional C extensions into the wheel.

Two extensions, each optional: the search of the exact solvers
(``src/kartenregeln/bots/_native/_csolver.c``) and the compiled core of the game states
(``src/kartenregeln/_native/_ccore.c``). Each is compiled with the compiler Python itself
was built with (``sysconfig``'s ``LDSHARED``, or ``$CC`` when set). When that fails, for
instance on a machine without a C compiler, the hook prints a warning and the wheel goes
without it: the solvers then run their Python search and the games their Python steps,
with the same results.
``KARTENREGELN_PURE_BUILD=1`` skips the compilation. An editable install compiles the
extension in place, next to its source (ignored by git and left out of the sdist).
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# (the folder under src/, the extension's name): the package path is the folder's
EXTENSIONS = (
    (Path("src", "kartenregeln", "bots", "_native"), "_csolver"),
    (Path("src", "kartenregeln", "_native"), "_ccore"),
)


def compile_extension(source: Path, target: Path) -> None:
    """Compile and link ``source`` into the extension module ``target`` (raises on
    failure)."""
    include = sysconfig.get_paths()["include"]
    cc = os.environ.get("CC")
    if cc:
        command = [*shlex.split(cc), "-shared"]
    else:
        ldshared = sysconfig.get_config_var("LDSHARED")
        if not ldshared:
            raise RuntimeError("no C compiler configured for this Python")
        command = shlex.split(ldshared)
    command += ["-O2", "-fPIC", "-I", include, str(source), "-o", str(target)]
    subprocess.run(command, check=True, capture_output=True, timeout=300)


class NativeExtensionsHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("KARTENREGELN_PURE_BUILD", "") not in (
            "",
            "0",
        ):
            return
        suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
        self._tmp = tempfile.TemporaryDirectory()
        built = False
        for folder, module in EXTENSIONS:
            source = Path(self.root, folder, module + ".c")
            name = module + suffix
            if version == "editable":
                target = Path(self.root, folder, name)
            else:
                target = Path(self._tmp.name, name)
            try:
                compile_extension(source, target)
            except (OSError, RuntimeError, subprocess.SubprocessError) as exc:
                detail = getattr(exc, "stderr", b"") or b""
                self.app.display_warning(
                    f"kartenregeln: {module} was not compiled; its pure-Python code will be "
                    f"used ({exc} {detail.decode(errors='replace')[:2000]})"
                )
                continue
            built = True
            if version != "editable":
                package = "/".join(folder.parts[1:])
                build_data["force_include"][str(target)] = f"{package}/{name}"
        if built:
            build_data["pure_python"] = False
            build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()
