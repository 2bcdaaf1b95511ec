"""Screens: each is a function from what the player may see to HTML.

A game's own screen lives in `screens/<game id>.py` and exposes `render_body(view, ui, t)` and,
if it has local gestures (selecting cards…), `on_ui(ui, data, view)`.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from sobremesa_web.screens import game, home, lobby, setup

__all__ = ["for_game", "game", "home", "lobby", "setup"]


def for_game(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"sobremesa_web.screens.{game_id}")
    except ModuleNotFoundError:
        return None
