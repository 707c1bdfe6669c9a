"""The compiled search of the fast exact solvers (optional; see ``native.py``)."""
