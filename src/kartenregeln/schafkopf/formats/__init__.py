"""Schafkopf's record formats from other programs (openschafkopf, NetSchafkopf) and the
conversion between them; re-exported by [`kartenregeln.formats`][kartenregeln.formats]."""
