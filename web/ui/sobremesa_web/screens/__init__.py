"""Screens: each is a function from what the player may see to HTML.

A game's own screen lives in `screens/<game id>.py` and exposes `STRINGS` (its es/en text, in
its own namespace), `render_regions(view, ui, t)` (a `game.Regions`: the table area, the dock,
each seat's facts; the frame in `game.py` draws the rest) and, if it has local gestures
(selecting cards…), `on_ui(ui, data, view)`; its CSS, if any, sits beside it as `<game id>.css`.
`for_game` is the one way in: it loads the module and its strings together, and a game with
no screen is an error that names the game, never a blank page.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engine.core import GameError
from sobremesa_web import i18n
from sobremesa_web.screens import game, home, lobby, setup

__all__ = ["for_game", "game", "home", "lobby", "register", "setup"]

i18n.add_shared(lobby.STRINGS)
_loaded: dict[str, ModuleType] = {}


def register(game_id: str, module: ModuleType) -> None:
    """Give a game a screen module from elsewhere (the tests' own small game)."""
    i18n.add_game(game_id, module.STRINGS)
    _loaded[game_id] = module


def for_game(game_id: str) -> ModuleType:
    """The screen module of `game_id`, with its strings registered."""
    module = _loaded.get(game_id)
    if module is not None:
        return module
    name = f"sobremesa_web.screens.{game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        raise GameError(
            f"The game {game_id!r} has no screen ({name})", code="unknown_game", game=game_id
        ) from missing
    i18n.add_game(game_id, module.STRINGS)
    _loaded[game_id] = module
    return module
