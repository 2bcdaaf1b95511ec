"""Each game's screen, found by id: `for_game` loads a game's screen module
(`sobremesa_web.screens.<id>`) and registers its strings, and returns its `SCREEN`.

It imports no screen itself, so the frame, the app and the screens can all use it without an
import circle; a game with no screen is an error that names the game, never a blank page.
"""

from __future__ import annotations

from engine.core import GameError
from engine.games import game_module
from sobremesa_web import i18n
from sobremesa_web.contract import Screen

_loaded: dict[str, Screen] = {}


def register(screen: Screen) -> None:
    """Give a game a screen from elsewhere (the tests' own small games)."""
    i18n.add_game(screen.id, screen.strings)
    _loaded[screen.id] = screen


def for_game(game_id: str) -> Screen:
    """The screen of `game_id`, with its strings registered."""
    screen = _loaded.get(game_id)
    if screen is not None:
        return screen
    module = game_module("sobremesa_web.screens", game_id, "screen")
    name = module.__name__
    screen = getattr(module, "SCREEN", None)
    if not isinstance(screen, Screen) or screen.id != game_id:
        raise GameError(f"{name} declares no SCREEN for {game_id!r}", code="unknown_game")
    register(screen)
    return screen
