"""The five games of the box, and the registry that finds a game's rules by its id.

The catalogue is data the home screen can show before any rules module is imported; a rules
module registers itself when it exists, so a game without one is listed but not yet playable.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from engine.core import Game, GameError


@dataclass(frozen=True)
class Entry:
    id: str
    module: str
    min_players: int
    max_players: int


CATALOG: tuple[Entry, ...] = (
    Entry("the_mind", "the_mind", 2, 4),
    Entry("claro", "claro", 2, 6),
    Entry("colorful", "colorful", 2, 12),
    Entry("cloud_mine", "cloud_mine", 3, 8),
    Entry("catch_the_moon", "catch_the_moon", 1, 6),
)

_extra: dict[str, Game] = {}


def register(game: Game) -> None:
    """Make a game findable by id (the tests register their own small game this way)."""
    _extra[game.id] = game


def get_game(game_id: str) -> Game:
    if game_id in _extra:
        return _extra[game_id]
    for entry in CATALOG:
        if entry.id == game_id:
            try:
                module = importlib.import_module(f"engine.games.{entry.module}")
            except ModuleNotFoundError as missing:
                if missing.name != f"engine.games.{entry.module}":
                    raise
                break
            return module.GAME
    raise GameError(f"No game called {game_id!r}", code="unknown_game", game=str(game_id))


def playable(game_id: str) -> bool:
    try:
        get_game(game_id)
    except GameError:
        return False
    return True
