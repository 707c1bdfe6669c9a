"""The compiled search of the fast exact solvers (optional; see
[`kartenregeln.bots._native.native`][kartenregeln.bots._native.native])."""
