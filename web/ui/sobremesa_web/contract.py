"""The screen contract: what a game's screen module declares, once, as `SCREEN`.

It mirrors the rules' `GAME` (`engine.core.Game`): the rules say what a game is, its screen
says how it looks and reads. The table frame (`screens.frame`, `screens.game`), the home and
set-up screens, the app and the browser glue read a game's screen only through these fields;
the build reads its browser half's files from here too.
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
    order. The table frame (`screens.frame`, `screens.game`) draws the rest: the top bar, the
    names and whose turn it is, the log, the sheets."""

    table: str
    dock: str = ""
    seats: tuple[str, ...] = ()


@dataclass(frozen=True)
class Standing:
    """One row of a game's final standings, in the words of what the game counts.

    `place` is 1 for the winners, 2 for the next and so on, ties sharing a place; None where
    the game does not rank its players (The Mind's one row for the whole table). `seat` is
    the seat the row is about (None for the whole table: the frame then marks no "you").
    `score` is what the game counts, said in words ("3 ★", "18 cards", "Level 5/8 · Lives:
    2"); `won` marks the winners' rows."""

    name: str
    score: str
    place: int | None = None
    seat: int | None = None
    won: bool = False


@dataclass(frozen=True)
class Standings:
    """How a game ended, drawn from its final view (`standings(view, t)` returns it): the rows
    in their order (first place first) and `moment`, the one line that decided it ("Ana's
    third star", "The last life went on level 3"), or "" when nothing stands out."""

    rows: tuple[Standing, ...]
    moment: str = ""


def places(scores: list[int], higher_wins: bool = True) -> list[int]:
    """Each score's place, ties sharing one (competition ranking: 1, 1, 3): a small help for a
    screen's `standings`, which must not import its rules."""
    key = [(-s if higher_wins else s) for s in scores]
    return [1 + sum(1 for other in key if other < mine) for mine in key]


@dataclass(frozen=True)
class Browser:
    """A game's own browser half: `script`, an ES module beside its screen module and served
    as games/<script>, is loaded the first time the game's table shows (never at boot, never
    for another game), with the modules it imports beside it (and games/<id>_numbers.js, the
    numbers the rules share with it, which the build writes from `Game.physics_numbers`); then
    `wire(app, window)` connects it to the app. `vendor` is the pinned npm files it imports,
    {name in vendor/: (npm package, file, whether the build prepends a license notice)}."""

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
    - `standings(view, t)`: at a game's end, its result as `Standings` (place, name and what
      the game counts for each row, and the moment that decided it), drawn from the final
      view alone; the frame's result screen shows them. None: the result names the winners.
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
    standings: Callable[[View, Translator], Standings] | None = None

    def cue(self, events: list[Event]) -> str | None:
        """The one sound cue these events (one change of the table) ask for, if any."""
        heard = [self.cues[e["type"]] for e in events if e.get("type") in self.cues]
        return max(heard, key=CUE_STRENGTH.index) if heard else None
