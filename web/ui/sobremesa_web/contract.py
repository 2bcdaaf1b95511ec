"""The screen contract: what a game's screen module declares, once, as `SCREEN`.

It mirrors the rules' `GAME` (`engine.core.Game`): the rules say what a game is, its screen
says how it looks and reads. The frame (`screens.game`), the home and set-up screens, the app
and the browser glue read a game's screen only through these fields; the build reads its
browser half's files from here too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sobremesa_web.i18n import Translator

View = dict[str, Any]
Event = dict[str, Any]

# The sound each kind of event asks for (web/js/motion.js synthesizes them), unless a screen
# names its own events; when one move brings several, the strongest wins: a mistake over a won
# round over a card played.
CUES: Mapping[str, str] = {
    "played": "play",
    "mistake": "mistake",
    "level_complete": "won",
    "round_won": "won",
    "won": "won",
}
CUE_STRENGTH = ("play", "won", "mistake")


@dataclass(frozen=True)
class Regions:
    """What a game screen puts on the table frame (`render_regions(view, ui, t)` returns it):
    the table area (pile, category card, clouds, canvas: it takes the room that is left),
    the dock fixed at the bottom (your hand and your primary action, in thumb reach), and
    each seat's public facts for the seat strip (cards, stars, tears, role), as HTML in seat
    order. The frame (`screens.game`) draws the rest: the top bar, the names and whose turn
    it is, the log, the sheets."""

    table: str
    dock: str = ""
    seats: tuple[str, ...] = ()


@dataclass(frozen=True)
class Browser:
    """A game's own browser half: `script`, beside its screen module and served as
    games/<script>, is loaded the first time the game's table shows (never at boot, never for
    another game); then `wire(app, window)` connects it to the app. `vendor` is the pinned npm
    files it imports, {name in vendor/: (npm package, file, whether the build prepends a
    license notice)}."""

    script: str
    wire: Callable[[Any, Any], None]
    vendor: Mapping[str, tuple[str, str, bool]] = field(default_factory=dict)


@dataclass(frozen=True)
class Screen:
    """A game's screen: its strings (es/en), the part of the table it draws from a view, and
    what the frame around it shows of it.

    - `render_regions(view, ui, t)`: the game's part of the table, as `Regions` (the table
      area, the dock, each seat's facts), which the frame lays out.
    - `how_to(t)`: the illustrated rules ("How to play"); `how_to_more(t, shown)`: a part of
      them drawn only when asked (Cloud Mine's 80 clouds: too many to draw on every opening):
      shown, that part, else what asks for it (a `rules` command with `<game id>+more`);
      `log_line(event, view, t)`: one line of the table log for an event (None: not worth one).
    - `cues`: the sound cue each kind of event asks for; `cue(events)` picks one.
    - `palette`: its colours ("tile", "glow", and "tile_light", "glow_light" by day);
      `emblem()`: its small picture; `css`: whether `<id>.css` sits beside the module.
    - `on_ui(ui, data, view)`: a gesture that changes only this screen (selecting cards).
    - `browser`: its own browser half, if it has one.
    """

    id: str
    strings: Mapping[str, Mapping[str, str]]
    render_regions: Callable[[View, dict[str, Any], Translator], Regions]
    how_to: Callable[[Translator], str] | None = None
    how_to_more: Callable[[Translator, bool], str] | None = None
    log_line: Callable[[Event, View, Translator], str | None] | None = None
    cues: Mapping[str, str] = field(default_factory=lambda: dict(CUES))
    palette: Mapping[str, str] = field(default_factory=dict)
    emblem: Callable[[], str] | None = None
    css: bool = False
    on_ui: Callable[[dict[str, Any], dict[str, Any], View], None] | None = None
    browser: Browser | None = None

    def cue(self, events: list[Event]) -> str | None:
        """The one sound cue these events (one change of the table) ask for, if any."""
        heard = [self.cues[e["type"]] for e in events if e.get("type") in self.cues]
        return max(heard, key=CUE_STRENGTH.index) if heard else None
