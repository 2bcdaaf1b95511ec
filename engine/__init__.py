"""Sobremesa's game engine: pure Python rules, bots and tables, with no browser imports."""

__version__ = "0.1.0"
