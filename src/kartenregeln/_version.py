"""The one place the version lives."""

__version__ = "0.2.0.dev0"
