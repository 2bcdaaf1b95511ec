"""A guest's table for a game played across phones: a mirror of the host's view of its seat.

`GuestTable` holds the last view and lobby the host sent and turns `submit` into a message.
It trusts the host no more than the host trusts it: a view that does not have the shape its
game declares (`engine.table.check_view`) is refused and the last good one kept.

Its host counterpart is `engine.host.HostTable`; what both share (the transport and the clock
they are driven by) is in `engine.remote`.
"""

from __future__ import annotations

import copy
import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any, ClassVar

from engine import protocol
from engine.core import (
    Action,
    Event,
    GameError,
    IllegalAction,
    Result,
    Seat,
    View,
)
from engine.games import get_game
from engine.protocol import ProtocolError
from engine.remote import (
    MISMATCH,
    SILENCE,
    InputListener,
    Listener,
    Send,
    handlers,
    kept_ticking,
    net_event,
    not_started,
)
from engine.table import check_view

log = logging.getLogger("sobremesa.guest")


def _turn(view: View) -> int:
    turn = view.get("turn")
    return turn if isinstance(turn, int) else 0


class GuestTable:
    """A guest's mirror of the host's table: the last view and lobby received, and a sender.

    `secret` is what the app keeps in local storage: with it, a new connection gets the same
    seat (and hand) back.
    """

    def __init__(
        self,
        name: str,
        *,
        secret: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        build: str = "",
        watch: bool = False,
    ) -> None:
        self.name = name
        self.secret = secret
        self.watch = watch  # watch the table (the view for no seat) instead of taking a seat
        self.watching = False  # the host said yes
        self.replay: str | None = None  # the finished game's replay code, from the host
        self.build = build
        self.silent = False  # the host said nothing for more than SILENCE seconds
        self.heard = clock()
        self._last_tick: float | None = None
        self.seat: Seat | None = None
        self.game: str | None = None
        self.connected = False
        self.last_rejection: dict[str, Any] | None = None
        self.goodbye: dict[str, Any] | None = None
        self.rtt: float | None = None
        self.errors: deque[str] = deque(maxlen=50)
        self.bad_view: dict[str, Any] | None = None  # why the host's last view was refused
        self._view: View | None = None
        self._lobby: dict[str, Any] | None = None
        self._send_raw: Send | None = None
        self._seq_out = 0
        self._seq_in = 0
        self._pings: dict[int, float] = {}
        self._listeners: list[Listener] = []
        self._input_listeners: list[InputListener] = []
        self._clock = clock

    # -- the transport side ---------------------------------------------------------------------

    def connect(self, send: Send) -> None:
        """A new channel to the host is open: say hello (with the secret, to rejoin)."""
        self._send_raw = send
        self._seq_out = self._seq_in = 0
        self._pings.clear()
        self.connected = True
        self.goodbye = None
        self.silent, self.heard = False, self._clock()
        fields: dict[str, Any] = {"name": self.name, "build": self.build}
        if self.secret:
            fields["secret"] = self.secret
        if self.watch:
            fields["watch"] = True
        self._send("hello", **fields)

    def disconnect(self) -> None:
        self._send_raw = None
        self.connected = False
        self._notify(net_event("disconnected"))

    def receive(self, raw: Any) -> None:
        """Take in one message from the host; anything malformed is noted and ignored."""
        if self.goodbye is not None:  # the host is done with this link (or we are)
            self.errors.append("after bye: ignored")
            return
        self.heard = self._clock()
        if self.silent:
            self.silent = False
            self._notify(net_event("host_back"))
        try:
            message = protocol.parse(raw, sender="host")
        except ProtocolError as err:
            self.errors.append(f"{err.code}: {err.message}")
            if err.code == "version":  # a host on another version: whatever it says, that's it
                self._mismatch()
            return
        if message["seq"] <= self._seq_in:
            self.errors.append(f"bad_seq: {message['seq']} after {self._seq_in}")
            return
        self._seq_in = message["seq"]
        try:
            self.ON_HOST[message["type"]](self, message)
        except Exception as err:  # a listener's bug must not break the link to the host
            log.exception("guest failed on a %s message", message["type"])
            self.errors.append(f"internal: {err}")

    def ping(self) -> None:
        seq = self._send("ping")
        if len(self._pings) > 32:  # unanswered: forget the oldest
            self._pings.pop(next(iter(self._pings)))
        self._pings[seq] = self._clock()

    def tick(self) -> None:
        """Called every PING_EVERY seconds: ping the host, and notice when it has been silent
        for more than SILENCE seconds (a `net.host_silent` event; `net.host_back` when heard)."""
        if not self.connected or self._send_raw is None:
            return
        now = self._clock()
        awake = kept_ticking(self._last_tick, now)
        self._last_tick = now
        try:
            self.ping()
        except Exception:  # a closing channel; its transport will call disconnect()
            log.warning("could not ping the host", exc_info=True)
        if awake and not self.silent and now - self.heard > SILENCE:
            self.silent = True
            self._notify(net_event("host_silent"))

    # -- continuous input -----------------------------------------------------------------------

    def listen_input(self, listener: InputListener) -> None:
        """Call `listener(seat, data)` for each other seat's `input` the host relays."""
        self._input_listeners.append(listener)

    def send_input(self, seat: Seat, data: dict[str, Any]) -> None:
        """Send our seat's continuous input (not an action: the host only relays it)."""
        if self.seat is None or self._send_raw is None:
            raise GameError("Not connected to the host", code="offline")
        if seat != self.seat:
            raise IllegalAction("You can only act for your own seat", code="not_your_seat")
        self._send("input", seat=seat, data=data)

    # -- the table interface the UI uses ---------------------------------------------------------

    @property
    def started(self) -> bool:
        return self._view is not None and (self.seat is not None or self.watching)

    @property
    def local_seats(self) -> list[Seat]:
        return [] if self.seat is None else [self.seat]

    @property
    def game_id(self) -> str:
        """The game on screen: the last view's. At a rematch the new game's `welcome` comes
        before its first view, and the screen must not pair the new game with the old view."""
        if self._view is not None and isinstance(self._view.get("game"), str):
            return str(self._view["game"])
        if self.game is None:
            raise not_started()
        return self.game

    @property
    def referee(self) -> None:
        """The game runs on the host's phone: it deals, keeps the secrets and runs the bots;
        this phone keeps only its seat's secret."""
        return None

    @property
    def networked(self) -> GuestTable:
        """This phone plays at the host's table."""
        return self

    def view(self, seat: Seat | None) -> View:
        """The last view the host sent for our seat (the only seat we can see)."""
        if self._view is None:
            raise not_started()
        if seat != self.seat:
            raise IllegalAction("That seat plays on another device", code="not_local")
        return copy.deepcopy(self._view)

    def lobby(self) -> dict[str, Any] | None:
        return copy.deepcopy(self._lobby)

    def submit(self, seat: Seat, action: Action) -> None:
        """Send our action to the host; the answer is a new view (or a `net.rejected` event)."""
        if self.watching:
            raise IllegalAction("A watcher cannot play", code="watching")
        if self.seat is None or self._send_raw is None:
            raise GameError("Not connected to the host", code="offline")
        if seat != self.seat:
            raise IllegalAction("You can only act for your own seat", code="not_your_seat")
        self._send("action", seat=seat, action=action)

    def listen(self, listener: Listener) -> None:
        """Call `listener(guest, events)` on every new view, lobby, rejection or goodbye."""
        self._listeners.append(listener)

    def result(self) -> Result | None:
        return None if self._view is None else self._view.get("result")

    def replay_code(self) -> str | None:
        """The host's replay code of the game that ended (None before the end, or before it
        arrived): this phone has only its own view, never the log to make one."""
        return self.replay if self.result() is not None else None

    # -- inside ---------------------------------------------------------------------------------

    def _send(self, kind: str, **fields: Any) -> int:
        if self._send_raw is None:
            raise GameError("Not connected to the host", code="offline")
        text = protocol.encode(kind, self._seq_out + 1, **fields)  # bad fields raise, unsent
        self._seq_out += 1
        self._send_raw(text)
        return self._seq_out

    def _mismatch(self) -> None:
        """The host runs another build: stop here and say so (a `net.bye`)."""
        self._on_bye({"code": "build_mismatch", "message": MISMATCH})

    def _notify(self, *events: Event) -> None:
        for listener in list(self._listeners):
            listener(self, list(events))

    def _on_watching(self, message: dict[str, Any]) -> None:
        if message["build"] != self.build:
            self._mismatch()
            return
        if not self.watch:  # asked for a seat: a host that answers otherwise is not followed
            self.errors.append("watching: we asked for a seat")
            return
        self.watching, self.seat = True, None
        self.secret, self.game = message["secret"], message["game"]
        if self._view is not None and self._view.get("seat") is not None:
            # The seat's last view holds its hand: a watcher's screen (a table display, seen by
            # everyone) must not show it while the host's view for no seat is on its way.
            self._view = None
        self._notify(net_event("watching"))

    def _on_welcome(self, message: dict[str, Any]) -> None:
        if message["build"] != self.build:  # the host should have said so; never play on
            self._mismatch()
            return
        if self.watch:
            self.errors.append("welcome: we asked to watch")
            return
        self.seat, self.secret, self.game = message["seat"], message["secret"], message["game"]
        self.watching = False  # a watcher that took a seat plays from now on
        if self._view is not None and self._view.get("seat") != self.seat:
            self._view = None
        self._notify(net_event("welcome", seat=self.seat))

    def _on_lobby(self, message: dict[str, Any]) -> None:
        """The host's lobby, its options checked as the host's own are (a forged team is
        refused and the last good lobby kept)."""
        try:
            options = get_game(message["game"]).with_options(message.get("options") or {})
        except GameError as err:
            self.errors.append(f"lobby: {err.code}: {err.message}")
            log.warning("refused a lobby from the host: %s", err.message)
            return
        self._lobby = {k: message[k] for k in ("game", "started", "seats")}
        self._lobby["options"] = options
        self._lobby["watchers"] = message.get("watchers", [])
        self._notify(net_event("lobby"))

    def _on_view(self, message: dict[str, Any]) -> None:
        view = message["view"]
        ours = self.seat is not None or self.watching
        if not ours or view.get("seat") != self.seat:
            self.errors.append("view: not for our seat")
            return
        try:
            check_view(view, self.game)
        except GameError as err:  # keep the last good view: a screen never reads this one
            self.errors.append(f"{err.code}: {err.message}")
            log.warning("refused a view from the host: %s", err.message)
            self.bad_view = err.to_dict()
            self._notify(net_event("bad_view", code=err.code, message=err.message))
            return
        self.bad_view = None
        old = self._view
        self._view = view
        if old is not None and (old.get("game") != view.get("game") or _turn(view) < _turn(old)):
            self.replay = None
            self._notify(net_event("rematch", game=view.get("game")))  # the host dealt a new game
            return
        events = view.get("events") if old is None or view.get("turn") != old.get("turn") else []
        self._notify(*(events if isinstance(events, list) else []))

    def _on_rejected(self, message: dict[str, Any]) -> None:
        self.last_rejection = {k: message[k] for k in ("ref_seq", "code", "message")}
        self.last_rejection["params"] = message.get("params", {})
        self._notify(net_event("rejected", **self.last_rejection))

    def _on_replay(self, message: dict[str, Any]) -> None:
        """The host's replay code of the game that just ended (the app checks it by the rules
        when it is opened, as any replay link)."""
        if self.result() is None:
            self.errors.append("replay: before the game ended")
            return
        self.replay = message["code"]
        self._notify(net_event("replay"))

    def _on_input(self, message: dict[str, Any]) -> None:
        if message["seat"] == self.seat:  # our own input never comes back
            self.errors.append("input: for our own seat")
            return
        for listener in list(self._input_listeners):
            try:
                listener(message["seat"], message["data"])
            except Exception:
                log.exception("an input listener failed")

    def _on_ping(self, message: dict[str, Any]) -> None:
        if self._send_raw is not None:
            self._send("pong", ref_seq=message["seq"])

    def _on_pong(self, message: dict[str, Any]) -> None:
        sent = self._pings.pop(message["ref_seq"], None)
        if sent is not None:
            self.rtt = self._clock() - sent

    def _on_bye(self, message: dict[str, Any]) -> None:
        self.goodbye = {"code": message["code"], "message": message["message"]}
        self._send_raw = None
        self.connected = False
        self._notify(net_event("bye", **self.goodbye))

    # What each message the host may send does (`engine.remote.handlers` checks that every type
    # has its handler), as the host declares its own for a guest's messages.
    ON_HOST: ClassVar[dict[str, Callable[[GuestTable, dict[str, Any]], None]]]
    ON_HOST = handlers(
        "host",
        {
            "welcome": _on_welcome,
            "watching": _on_watching,
            "lobby": _on_lobby,
            "view": _on_view,
            "input": _on_input,
            "rejected": _on_rejected,
            "replay": _on_replay,
            "bye": _on_bye,
            "ping": _on_ping,
            "pong": _on_pong,
        },
    )
