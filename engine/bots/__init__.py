"""Bots, one module per game, each exposing `make_bot(level) -> Bot` (see `engine.core.Bot`).

A bot is handed exactly the view its seat would show a person, so it can never cheat.
"""
