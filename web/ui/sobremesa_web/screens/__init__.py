"""Screens: each is a function from what the player may see to HTML.

A game's own screen lives in `screens/<game id>.py` and ends with `SCREEN = Screen(...)` (the
contract in `sobremesa_web.contract`: its strings, `render_regions(view, ui, t)` (a `Regions`:
the table area, the dock, each seat's facts; the table frame in `frame.py` and `game.py` draws
the rest), how to play, its log lines, sound cues, palette and emblem); its CSS and its browser
half, if any, sit beside it as `<game id>.css` and a script it names.
`sobremesa_web.registry.for_game` finds it.
"""

from __future__ import annotations

from sobremesa_web import i18n
from sobremesa_web.screens import frame, game, home, join, lobby, replay, settings, setup

__all__ = ["frame", "game", "home", "join", "lobby", "replay", "settings", "setup"]

i18n.add_shared(lobby.STRINGS)
i18n.add_shared(replay.STRINGS)
i18n.add_shared(settings.STRINGS)
