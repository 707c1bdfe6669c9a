"""Writing a file atomically: the whole new text or the old file, never a part.

Records (``records.dump`` to a path), ``kartenregeln simulate --record`` and ``kartenregeln
show --svg`` write through [`write_atomic`][kartenregeln._atomic.write_atomic].
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["write_atomic"]


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: to a temporary file in the same folder,
    flushed to the disk, then put in the place of ``path`` (keeping the mode of the file it
    replaces). If anything fails (a full disk, an interrupt), an existing file is left as
    it was and no temporary file stays behind."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, _new_file_mode(path))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _new_file_mode(path: Path) -> int:
    """The mode of the file being replaced, or what a new file gets under the umask."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
