"""Replays on this device: the viewer's place in a replay, the link to share, the history.

A replay is a finished game rebuilt by its rules from a link (`engine.replay`). The viewer
steps through its moves, jumps, or plays them at a chosen speed on a timer; the history keeps
the codes of the last finished games on the device, so a game can be shared later.
"""

from __future__ import annotations

import json
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import SEAT, GameError
from engine.games import get_game
from engine.replay import Replay, check
from engine.table import Referee
from sobremesa_web.session import RECENT_EVENTS

HISTORY_KEY = "sobremesa.replays"
HISTORY_KEPT = 20
SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.2  # between moves at speed 1
RECENT_MOVES = 12  # the moves before the step whose events a view's recent log holds
QR_MAX = 1200  # characters of a link still drawn as a QR code a phone camera reads


@dataclass
class Viewer:
    """Where the person watching a replay is: after which move, through whose eyes (None: the
    table; a seat: that seat's hand too), and whether it plays by itself."""

    replay: Replay
    step: int = 0
    seat: int | None = None
    speed: float = 1.0
    playing: bool = False
    timer: Any = None

    def go(self, step: int) -> None:
        self.step = max(0, min(step, self.replay.moves))
        if self.step == self.replay.moves:
            self.playing = False

    def seen(self, first: int = 1) -> list[dict[str, Any]]:
        """The events of the moves `first`..`step`, as the chosen seat saw them (no network
        notes): what the table log says of them."""
        table = self.replay.table
        return [
            seen
            for step in range(max(1, first), self.step + 1)
            for seen in (table.redact(e, self.seat) for e in self.replay.events(step))
            if seen and not str(seen.get("type", "")).startswith("net.")
        ]

    def view(self) -> dict[str, Any]:
        """The view on screen: the chosen seat's (the game is over, so every hand may be
        shown), with no move to make, and the events of the last few moves as its recent log
        (what a table in play keeps of them)."""
        recent = self.seen(self.step - RECENT_MOVES)[-RECENT_EVENTS:]
        view = self.replay.view(self.step, self.seat)
        return {**view, "legal": [], "recent": recent}

    def log_view(self) -> dict[str, Any]:
        """The log sheet's view: every event up to the step, as the chosen seat saw it (its
        own secrets in its own words, as the table log told it then)."""
        view = self.replay.view(self.step, self.seat)
        return {**view, "legal": [], "recent": self.seen()}

    def latest(self) -> list[dict[str, Any]]:
        """What the move on screen did, as the chosen seat saw it."""
        if self.step == 0:
            return []
        table = self.replay.table
        seen = (table.redact(e, self.seat) for e in self.replay.events(self.step))
        return [e for e in seen if e]

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer, self.playing = None, False

    def play(
        self, scheduler: Callable[[float, Callable[[], None]], Any], tick: Callable[[], None]
    ) -> None:
        """Step forward every STEP_SECONDS / speed until the end (or a pause)."""
        if self.timer is not None:
            self.timer.cancel()
        if self.step >= self.replay.moves:
            self.step = 0
        self.playing = True
        self.timer = scheduler(STEP_SECONDS / self.speed, tick)


@dataclass
class Share:
    """A replay link being shared: the link, its QR code when one fits, what Copy said."""

    link: str
    qr: str = ""
    copied: str = ""


def has_views(game_id: str) -> bool:
    """Whether the game's seats saw different tables (a hand, a secret pick, a hidden cloud):
    only then is there a seat's view to pick in its replay."""
    return any(who == SEAT for who in get_game(game_id).private.values())


def link_of(page: str, code: str) -> str:
    return f"{page.split('#')[0].split('?')[0]}#replay={code}"


@dataclass
class Finished:
    """One game of the history: its code, and what the home screen says of it."""

    code: str
    game: str
    names: list[str] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


def history(storage: MutableMapping[str, str]) -> list[Finished]:
    """The finished games kept on this device, newest first; unreadable entries are skipped
    (each is checked again when it is opened)."""
    try:
        items = json.loads(storage.get(HISTORY_KEY) or "[]")
    except ValueError:
        return []
    kept = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict) or not isinstance(item.get("code"), str):
            continue
        names = [n for n in item.get("names", []) if isinstance(n, str)]
        winners = [w for w in item.get("winners", []) if isinstance(w, int)]
        kept.append(Finished(item["code"], str(item.get("game", "")), names, winners))
    return kept[:HISTORY_KEPT]


def remember(storage: MutableMapping[str, str], table: Referee) -> list[dict[str, Any]] | None:
    """Add a finished game this device refereed to the history (once); the new history as JSON
    data, or None when there is nothing to add (a game in play). A game played on another
    device is not `table`'s to remember: its code came from a host and is checked only when it
    is opened."""
    code = table.replay_code()
    if code is None:
        return None
    items = [f for f in history(storage) if f.code != code]
    result = table.result() or {}
    new = Finished(code, table.game_id, [s.name for s in table.seat_infos()], result["winners"])
    return [vars(f) for f in [new, *items][:HISTORY_KEPT]]


def open_code(code: Any) -> Viewer:
    """A viewer at the start of the replay a link carries; raises BadReplay."""
    return Viewer(check(code))


def refusal(err: GameError) -> str:
    """Why a replay link was refused, as a key of the strings."""
    why = err.params.get("why") if isinstance(err.params, dict) else None
    return f"replay.bad.{why}" if why else "replay.bad.unreadable"
