"""Test collection: tests/fixtures holds games for the tests to load (they register
themselves on import), not tests or doctests."""

collect_ignore_glob = ["fixtures/*"]
