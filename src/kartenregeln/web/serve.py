"""Run the web table with uvicorn (``kartenregeln serve``)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["serve"]


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str | Path | None = None,
    *,
    computer_delay: float = 1.0,
    standin_after: float = 5.0,
) -> None:
    """Serve the web table until interrupted; tables live in ``db`` (default: the
    per-user database, [`default_db_path`][kartenregeln.web.store.default_db_path]), a
    SQLite file or a ``postgresql://`` address (several processes may serve one
    PostgreSQL database; the ``postgres`` extra)."""
    from kartenregeln.web._require import require

    require()
    import uvicorn

    from kartenregeln.web.app import create_app
    from kartenregeln.web.pgstore import is_postgres, require_psycopg
    from kartenregeln.web.store import default_db_path

    path: str | Path
    if is_postgres(db):
        require_psycopg()  # the message naming the extra, before anything starts
        path = str(db)
        where = "PostgreSQL"
    else:
        path = default_db_path() if db is None else Path(db)
        where = str(path)
    app = create_app(path, computer_delay=computer_delay, standin_after=standin_after)
    print(f"kartenregeln web table on http://{host}:{port}/ (tables in {where})", flush=True)
    # a browser's message is a few dozen bytes; refuse frames over 64 KiB at the socket
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=64 * 1024)
