"""One game on this device as the app follows it: the table, the viewer, the curtain, the
news, the bots' timers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from engine.core import Action, Decision, GameError
from engine.table import TableLike
from sobremesa_web.registry import for_game

RECENT_EVENTS = 24
# How much longer than planned (in seconds of the bots' clock, so scaled by the tempo) a bot's
# move waits for the screen still showing it: a slow phone's canvas carrying a bot's ladder at
# a third of its speed is still seen through; a page that never says it is done (hidden, its
# canvas broken) holds the game no longer than this.
SHOWN_WAIT = 20.0
MOVE_KEY_MAX = 200  # characters of a screen's name for the move it shows


class Timer(Protocol):
    def cancel(self) -> None: ...


Scheduler = Callable[[float, Callable[[], None]], Timer]


class GameSession:
    """One game on this device: the table, whose screen is showing, the curtain and the bots.

    The table may be local (`Table`), the network host's (`HostTable`) or a guest's mirror
    (`GuestTable`): all three are a `TableLike`, and nothing here asks which, only whether it
    has a side (its `referee`, its `networked` side) to ask for what only that side does. The
    session is
    the one listener that follows the game on this device: it records what happened (the
    events the screen narrates, the curtain), counts the change, and only then tells the app,
    which saves, re-plans bots and paints once per frame. Around a network table the lobby's
    `multi.HostParty` or `multi.GuestVisit` listens too, for the network's own news only (a
    phone on another build, the seat secret to keep, the host closing), never to move the
    game. `viewer` is the seat whose view is on screen; with several people sharing the device
    the curtain goes up whenever the next of them to act is not the one looking.
    """

    def __init__(
        self,
        table: TableLike,
        tempo: float = 1.0,
        on_change: Callable[[], None] | None = None,
        on_input: Callable[[GameSession, int, dict[str, Any]], None] | None = None,
    ) -> None:
        self.table = table
        self.tempo = tempo
        self.on_change = on_change or (lambda: None)
        self.humans: list[int] = list(table.local_seats)
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.curtain: int | None = None
        self.error: dict[str, Any] | None = None
        self.ui: dict[str, Any] = {}
        self.recent: list[dict[str, Any]] = []
        self.latest: list[dict[str, Any]] = []  # what the table's last change did: the news
        self.changes = 0
        self.cue: str | None = None  # the sound of the last move worth one ("play", "won"...)
        self.cues = 0  # counts them: the page plays a cue when this changes
        self._timers: dict[int, Timer] = {}
        self._planned: dict[int, Decision] = {}  # what each pending timer will play
        self._showing: dict[int, str] = {}  # seat -> the bot's move its screen is showing
        self._due: dict[int, Callable[[], None]] = {}  # seat -> its move, due but still shown
        table.listen(self._heard)
        # Another device's continuous input (a ladder being dragged there): shown live, never
        # a change of the table, so it neither saves nor repaints.
        heard_input = on_input or (lambda session, seat, data: None)
        if table.networked is not None:  # at a local table every seat plays on this device
            table.networked.listen_input(lambda seat, data: heard_input(self, seat, data))
        self._update_curtain()

    @property
    def game_id(self) -> str:
        return self.table.game_id

    def names(self) -> list[str]:
        return [s["name"] for s in self.table.view(self.viewer)["seats"]]

    def _heard(self, table: Any, events: list[dict[str, Any]]) -> None:
        """Record a change of the table, then ask for one repaint."""
        if any(e.get("type") == "net.rematch" for e in events):
            self.recent, self.error = [], None
            self.ui.clear()
        game_events = [e for e in events if not str(e.get("type", "")).startswith("net.")]
        self.recent = (self.recent + game_events)[-RECENT_EVENTS:]
        self.latest = game_events
        cue = for_game(self.table.game_id).cue(game_events)
        if cue is not None:
            self.cue, self.cues = cue, self.cues + 1
        if self.humans != list(table.local_seats):  # a guest learns its seat on arrival
            self.humans = list(table.local_seats)
            self.viewer = self.humans[0] if self.humans else None
        rejected = [e for e in events if e.get("type") == "net.rejected"]
        if rejected:
            self.error = {k: rejected[-1].get(k) for k in ("code", "message", "params")}
        self._update_curtain()
        self.changes += 1
        self.on_change()

    def view(self) -> dict[str, Any]:
        """The viewer's view, plus the recent events as the viewer may see them."""
        return {**self.table.view(self.viewer), "recent": self.seen(self.recent)}

    def seen(self, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """`events` as the viewer may see them: the referee on this device says so; a guest's
        phone was sent only what its seat may see."""
        referee = self.table.referee
        if referee is not None:
            events = [e for e in (referee.redact(e, self.viewer) for e in events) if e]
        return [e for e in events if e]

    def _update_curtain(self) -> None:
        if len(self.humans) < 2 or self.table.result() is not None:
            self.curtain = None
            return
        waiting = [s for s in self.table.view(None)["active"] if s in self.humans]
        if waiting and self.viewer not in waiting:
            self.curtain = waiting[0]

    def lift_curtain(self) -> None:
        if self.curtain is not None:
            self.viewer, self.curtain = self.curtain, None
            self.ui.clear()

    def submit(self, seat: int, action: Action) -> bool:
        try:
            self.table.submit(seat, action)
        except GameError as err:
            self.error = err.to_dict()
            return False
        self.error = None
        self.ui.clear()
        return True

    def schedule_bots(self, scheduler: Scheduler) -> None:
        """(Re)plan every bot from its current view; called once after each change of the
        table (whose listener, this session, then hears of each move a bot makes). A bot that
        decides exactly as before (the same action after the same delay) keeps its timer: it
        was already thinking, so its move lands when first planned, not a full delay after
        whatever else changed (Colorful's players each mark "has chosen" at their own time)."""
        referee = self.table.referee
        if self.table.result() is not None:
            self.stop()
            return
        if referee is None:  # a guest's phone: the bots play on the host's
            return
        decisions = referee.bot_decisions()
        for seat in list(self._timers):
            if decisions.get(seat) != self._planned.get(seat):
                self._timers.pop(seat).cancel()
                self._showing.pop(seat, None)
                self._due.pop(seat, None)
        self._planned = {s: d for s, d in decisions.items() if s in self._timers}
        for seat, decision in decisions.items():
            if seat in self._timers:
                continue

            def land(seat: int = seat, action: Action = decision.action) -> None:
                self._timers.pop(seat, None)
                self._showing.pop(seat, None)
                self._due.pop(seat, None)
                try:
                    self.table.submit(seat, action)
                except GameError:
                    # Refused (a bot's bug): the table has noted it, so the bot thinks again
                    # with fresh chance, and in the end falls back on the legal actions.
                    self.schedule_bots(scheduler)

            def fire(seat: int = seat, land: Callable[[], None] = land) -> None:
                if seat not in self._showing:
                    land()
                    return
                self._due[seat] = land
                self._timers[seat] = scheduler(SHOWN_WAIT * self.tempo, land)

            self._timers[seat] = scheduler(max(0.0, decision.delay * self.tempo), fire)
            self._planned[seat] = decision

    def showing(self, seat: Any, move: Any) -> bool:
        """The screen has started showing `seat`'s planned move (Catch the Moon's canvas: the
        bot's hand carrying its ladder), named `move` as the screen likes: the move waits for
        `shown` before it lands, at most SHOWN_WAIT longer than planned. The screen shows at its
        own speed, the bots keep their own clock: on a slow phone the result must not come
        before what leads to it. Only a bot of this device with a move planned is waited for;
        anything else changes nothing (False)."""
        if not _move_key(seat, move) or seat not in self._planned or seat in self._due:
            return False
        self._showing[seat] = move
        return True

    def shown(self, seat: Any, move: Any) -> bool:
        """The screen has shown `seat`'s move `move` to its end: it lands now if it was due,
        else when planned. A move not being shown changes nothing (False)."""
        if not _move_key(seat, move) or self._showing.get(seat) != move:
            return False
        del self._showing[seat]
        land = self._due.pop(seat, None)
        if land is not None:
            self._timers.pop(seat).cancel()
            land()
        return True

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        self._planned.clear()
        self._showing.clear()
        self._due.clear()


def _move_key(seat: Any, move: Any) -> bool:
    """Whether the page's words name a seat and a move (the page is not trusted to)."""
    return (
        isinstance(seat, int)
        and not isinstance(seat, bool)
        and isinstance(move, str)
        and 0 < len(move) <= MOVE_KEY_MAX
    )
