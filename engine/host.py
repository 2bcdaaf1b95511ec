"""The host's table for a game played across phones: authoritative, and the lobby before it.

`HostTable` owns the one real `engine.table.Table`. Before the game it is a lobby (local
pass-and-play seats, bot seats and seats for guests); after `start()` it applies every action
(its own seats', its bots', its guests') and pushes to each guest only that guest's seat view.
It trusts nothing a guest sends: see `engine.protocol`, the per-peer sequence and flood checks
of `engine.door` (`Door._handle` lists them in order), and the seat secret that binds a
connection to a seat. An action the game must check at length (`Game.verify`: Catch the Moon's
physics) is applied when that check answers, which may be from a later task of the page (or,
while this device's physics still loads, once it has): that is `engine.checks.Checker`'s part of
a `HostTable`. Phones may also watch without a seat (at most `MAX_WATCHERS`): each is sent the
view for no seat, after the players are served, and can act on nothing. Its guest counterpart is
`engine.guest.GuestTable`; what both share (the transport, the clock) is in `engine.remote`.
"""

from __future__ import annotations

import copy
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any, ClassVar

from engine import protocol
from engine.checks import Checker
from engine.core import (
    Action,
    CorruptSave,
    Decision,
    Event,
    GameError,
    IllegalAction,
    Physics,
    Result,
    Seat,
    View,
    clean_name,
    unique_name,
)
from engine.door import Peer
from engine.games import get_game
from engine.protocol import MAX_WATCHERS
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
from engine.seating import Chair, Watcher
from engine.table import SeatInfo, Table

log = logging.getLogger("sobremesa.host")

HOST_SAVE_VERSION = 1


class HostTable(Checker):
    """The authoritative table on the host's device, and the lobby before it."""

    def __init__(
        self,
        game_id: str,
        *,
        seed: int,
        options: dict[str, Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
        build: str = "",
        timer: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(clock, timer)
        self.game = get_game(game_id)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise GameError("The seed must be an integer", code="bad_seed")
        self.game_id = game_id
        self.seed = seed
        self.options = self.game.with_options(options)
        self.seats: list[Chair] = []
        self.watchers: list[Watcher] = []
        self.table: Table | None = None
        self._listeners: list[Listener] = []
        self._input_listeners: list[InputListener] = []
        self.build = build  # the app's build; a guest on another one is sent away
        self._last_tick: float | None = None

    # -- the lobby ------------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.table is not None

    def add_seat(self, name: str, kind: str = "human", level: str = "normal") -> Seat:
        """Add a seat before the game: a player on this device, a bot, or one kept for a guest."""
        if self.started:
            raise GameError("The game has already started", code="started")
        if kind not in ("human", "bot", "remote"):
            raise GameError(f"Unknown seat kind {kind!r}", code="bad_seat")
        if len(self.seats) >= self.game.max_players:
            raise GameError("The table is full", code="table_full", max=self.game.max_players)
        info = SeatInfo.from_data({"name": name, "kind": kind, "level": level})
        self.seats.append(Chair(unique_name(info.name, [s.name for s in self.seats]), kind, level))
        self._seat_added()
        self._changed()
        return len(self.seats) - 1

    def _seat_added(self) -> None:
        """The options follow a newcomer (a guest or a bot joins the smallest team)."""
        players = len(self.seats)
        self.options = {
            o.name: o.seat_added(self.options[o.name], players) for o in self.game.options
        }

    def remove_seat(self, seat: Seat) -> None:
        """Take a seat away before the game (a guest in it is told goodbye, not disconnected)."""
        if self.started:
            raise GameError("The game has already started", code="started")
        gone = self.seats.pop(self._seat_index(seat))
        self.options = {
            o.name: o.seat_removed(self.options[o.name], seat) for o in self.game.options
        }
        if gone.peer is not None:
            self._send(gone.peer, "bye", code="removed", message="The host removed your seat")
        for peer_id, peer in self._peers.items():
            if peer.seat == seat:
                peer.seat = None
            elif peer.seat is not None and peer.seat > seat:
                peer.seat -= 1
                self._send_welcome(peer_id)
        self._changed()

    def remove_watcher(self, index: int) -> None:
        """Send a watcher away, its place freed and its secret forgotten (idle ones would
        otherwise hold every place)."""
        if type(index) is not int or not 0 <= index < len(self.watchers):
            raise GameError("There is no such watcher", code="bad_watcher")
        gone = self.watchers.pop(index)
        if gone.peer is not None:
            self._send(gone.peer, "bye", code="removed", message="The host removed you")
        for peer in self._peers.values():
            if peer.watcher is not None and peer.watcher >= index:
                peer.watcher = None if peer.watcher == index else peer.watcher - 1
        self._changed(net_event("watcher_removed", watcher=index))

    def lobby(self) -> dict[str, Any]:
        """Who sits where and who is connected, and the game's options (a guest sees its team):
        what every device shows around the table."""
        return {
            "game": self.game_id,
            "started": self.started,
            "seats": [
                {"name": s.name, "kind": s.kind, "connected": self._connected(i)}
                for i, s in enumerate(self.seats)
            ],
            "options": copy.deepcopy(self.options),
            "watchers": [
                {"name": w.name, "connected": self._watching(i)}
                for i, w in enumerate(self.watchers)
            ],
        }

    def set_options(self, given: dict[str, Any]) -> None:
        """Change options in the lobby (who plays with whom, as the guests sit down), checked
        as any option is: a refused value changes nothing. Every guest is told."""
        if self.started:
            raise GameError("The game has already started", code="started")
        self.options = self.game.with_options({**self.options, **given})
        self._changed()

    def start(self) -> None:
        """Deal: create the authoritative Table from the lobby's seats and send out the views."""
        if self.started:
            raise GameError("The game has already started", code="started")
        infos = [SeatInfo(s.name, s.kind, s.level) for s in self.seats]
        self._attach(Table(self.game_id, infos, seed=self.seed, options=self.options))
        self._changed(net_event("started"))

    # -- the table interface the UI uses ---------------------------------------------------------

    @property
    def local_seats(self) -> list[Seat]:
        """Seats played on this device (pass-and-play); bots and guests are not among them."""
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def view(self, seat: Seat | None) -> View:
        """`Table.view`, with each seat marked connected or not."""
        if self.table is None:
            raise not_started()
        view = self.table.view(seat)
        for i, entry in enumerate(view["seats"]):
            entry["connected"] = self._connected(i)
        return view

    def submit(self, seat: Seat, action: Action) -> list[Event]:
        """Apply an action of a seat on this device (a local player or a bot)."""
        if self.table is None:
            raise not_started()
        self._seat_index(seat)
        if self.seats[seat].kind == "remote":
            raise IllegalAction("That seat plays on another device", code="not_local")
        return self.table.submit(seat, action)

    def listen(self, listener: Listener) -> None:
        """Call `listener(host, events)` after every action and every lobby or connection change."""
        self._listeners.append(listener)

    def result(self) -> Result | None:
        return None if self.table is None else self.table.result()

    def replay_code(self) -> str | None:
        """The finished game's replay code, made from the table this device referees."""
        return None if self.table is None else self.table.replay_code()

    save_kind = "host"

    @property
    def referee(self) -> HostTable:
        """The host's phone referees the game."""
        return self

    @property
    def networked(self) -> HostTable:
        """Its guests and watchers play and watch on their own phones."""
        return self

    @property
    def migrated(self) -> bool:
        """Restored from a save made under other rules (see `Table.restore`)."""
        return self.table is not None and self.table.migrated

    def redact(self, event: Event, seat: Seat | None) -> Event | None:
        return self.game.redact(event, seat)

    def seat_infos(self) -> list[SeatInfo]:
        return [SeatInfo(s.name, s.kind, s.level) for s in self.seats]

    def rematch(self, game_id: str | None, seed: int) -> None:
        """Deal a new game to the same seats, guests included: no new invitations needed."""
        if self.table is None:
            raise not_started()
        game = get_game(game_id or self.game_id)
        game.check_players(len(self.seats))
        self.game, self.game_id, self.seed = game, game.id, seed
        for peer_id, peer in list(self._peers.items()):
            peer.replay_sent = False
            if peer.seat is not None:
                self._send_welcome(peer_id)
            elif peer.watcher is not None:
                self._send_watching(peer_id)
        self.table.rematch(game.id, seed)
        self.options = self.table.options

    # -- bots -----------------------------------------------------------------------------------

    def bot_decisions(self) -> dict[Seat, Decision]:
        """What each bot that may act now wants to do; the app plays each after its delay."""
        return {} if self.table is None else self.table.bot_decisions()

    def run_bots(self, limit: int = 1000) -> int:
        """Play bot moves, ignoring their delays, until no bot may act; returns how many."""
        played = 0
        while played < limit and self.result() is None:
            decisions = self.bot_decisions()
            if not decisions:
                break
            seat, decision = next(iter(decisions.items()))
            self.submit(seat, decision.action)
            played += 1
        return played

    def hand_to_bot(self, seat: Seat, level: str = "normal", *, removed: bool = False) -> None:
        """Let a bot play a guest's seat, at any time: the guest dropped, went silent, or stalls
        the table. The guest may come back to it with its secret, unless it was `removed` (then
        its secret is forgotten and it is told so)."""
        index = self._seat_index(seat)
        info = self.seats[index]
        if info.kind != "remote":
            raise GameError("Only a guest's seat can go to a bot", code="not_a_guest")
        if info.peer is not None:  # that link no longer plays this seat
            code, why = (
                ("removed", "The host removed you")
                if removed
                else ("replaced", "A bot took your seat")
            )
            self._send(info.peer, "bye", code=code, message=why)
            old = self._peers.get(info.peer)
            if old is not None:
                old.seat = None
            info.peer = None
        if removed:
            info.secret = None
        self._set_kind(index, "bot", level)
        self._changed()

    def remove_guest(self, seat: Seat) -> None:
        """Send a guest away: before the game their seat goes, during it a bot plays on."""
        if self.table is None:
            self.remove_seat(seat)
        else:
            self.hand_to_bot(seat, removed=True)

    # -- the transport side ---------------------------------------------------------------------

    def connect(self, peer_id: str, send: Send, *, invited_for: Seat | None = None) -> None:
        """A new connection (its data channel just opened); no seat until `hello` (on the
        link of an "invite again", `invited_for` that seat: see `_invited_seat`)."""
        if peer_id in self._peers:
            self.disconnect(peer_id)
        self._peers[peer_id] = Peer.opened(send, self.clock(), invited_for)

    def disconnect(self, peer_id: str) -> None:
        """A connection is gone: its seat (if any) stays, marked disconnected, ready for rejoin."""
        peer = self._peers.pop(peer_id, None)
        if peer is not None and peer.watcher is not None:
            watcher = self.watchers[peer.watcher]
            if watcher.peer == peer_id:
                watcher.peer = None
                self._changed(net_event("watcher_away", watcher=peer.watcher))
            return
        if peer is None or peer.seat is None:
            return
        info = self.seats[peer.seat]
        if info.peer == peer_id:
            info.peer = None
            self._changed(net_event("away", seat=peer.seat))
            if self.table is not None and not peer.silent:  # a silent seat is already away
                self.table.seat_away(peer.seat)

    def tick(self) -> None:
        """Called every PING_EVERY seconds: ping every seated guest, and mark away any that
        has been silent for more than SILENCE seconds (the game hears it as a seat away)."""
        now = self.clock()
        awake = kept_ticking(self._last_tick, now)
        self._last_tick = now
        gone, watchers_gone = [], False
        for peer_id, peer in list(self._peers.items()):
            if peer.seat is None and peer.watcher is None:
                continue
            seq = self._send(peer_id, "ping")
            if seq is not None and peer.pings is not None:
                if len(peer.pings) > 32:  # unanswered: forget the oldest
                    peer.pings.pop(next(iter(peer.pings)))
                peer.pings[seq] = now
            if awake and not peer.silent and now - peer.heard > SILENCE:
                peer.silent = True
                quiet = now - peer.heard
                log.info("no word from %s for %.1f s: seat %s away", peer_id, quiet, peer.seat)
                if peer.seat is None:
                    watchers_gone = True
                else:
                    gone.append(peer.seat)
        if watchers_gone:
            self._changed(net_event("watcher_away"))
        for seat in gone:
            self._changed(net_event("away", seat=seat))
            if self.table is not None:
                self.table.seat_away(seat)

    def rtt(self, seat: Seat) -> float | None:
        """The last measured round trip to the guest at `seat`, in seconds."""
        peer = self._peers.get(self.seats[self._seat_index(seat)].peer or "")
        return None if peer is None else peer.rtt

    def use_physics(self, physics: Physics | None) -> None:
        """This device's physics: it checks every guest's placement and places for the bots."""
        self.physics = physics
        if self.table is not None:
            self.table.use_physics(physics)
        if physics != Physics():
            self._unpark()

    # -- continuous input -----------------------------------------------------------------------

    def listen_input(self, listener: InputListener) -> None:
        """Call `listener(seat, data)` for each guest's `input` (never a table change)."""
        self._input_listeners.append(listener)

    def send_input(self, seat: Seat, data: dict[str, Any]) -> None:
        """Send the continuous input of a seat on this device to every guest."""
        if self.table is None:
            raise not_started()
        if self.seats[self._seat_index(seat)].kind == "remote":
            raise IllegalAction("That seat plays on another device", code="not_local")
        protocol.encode("input", 1, seat=seat, data=data)  # refuse bad data here, not per guest
        for peer_id in self._audience():
            self._send(peer_id, "input", seat=seat, data=data)

    def close(self, message: str = "The host ended the game") -> None:
        """Say goodbye to every connection (the app then closes the channels)."""
        for peer_id in list(self._peers):
            self._send(peer_id, "bye", code="closed", message=message)

    # -- saving ---------------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Plain JSON for the host's own storage: the table, plus the seat secrets for rejoins.

        It holds every seat's secret, so it must never be sent to a guest.
        """
        return {
            "version": HOST_SAVE_VERSION,
            "kind": "sobremesa.host",
            "game": self.game_id,
            "seed": self.seed,
            "options": copy.deepcopy(self.options),
            "seats": [
                {"name": s.name, "kind": s.kind, "level": s.level, "secret": s.secret}
                for s in self.seats
            ],
            "watchers": [{"name": w.name, "secret": w.secret} for w in self.watchers],
            "table": None if self.table is None else self.table.snapshot(),
        }

    @classmethod
    def restore(
        cls, snapshot: Any, *, clock: Callable[[], float] = time.monotonic, build: str = ""
    ) -> HostTable:
        """Bring a host back after a reload; guests come back with their secrets to rejoin."""
        if (
            not isinstance(snapshot, dict)
            or snapshot.get("version") != HOST_SAVE_VERSION
            or snapshot.get("kind") != "sobremesa.host"
        ):
            raise CorruptSave("This is not a saved host table")
        try:
            options = snapshot.get("options")
            host = cls(
                snapshot["game"], seed=snapshot["seed"], options=options, clock=clock, build=build
            )
            for data in snapshot["seats"]:
                info = SeatInfo.from_data(data)
                secret = data.get("secret")
                if secret is not None and not protocol.is_secret(secret):
                    raise CorruptSave("A saved seat secret is not a secret")
                host.seats.append(Chair(info.name, info.kind, info.level, secret))
            watchers = snapshot.get("watchers", [])  # saves made before watchers had none
            if not isinstance(watchers, list) or len(watchers) > MAX_WATCHERS:
                raise CorruptSave("The saved watchers are not a short list")
            for data in watchers:
                if not protocol.is_secret(data["secret"]):
                    raise CorruptSave("A saved watcher's secret is not a secret")
                host.watchers.append(Watcher(clean_name(data["name"]), data["secret"]))
            if snapshot["table"] is not None:
                table = Table.restore(snapshot["table"])
                if [(s.name, s.kind) for s in table.seats] != [
                    (s.name, s.kind) for s in host.seats
                ]:
                    raise CorruptSave("The saved seats do not match the saved game")
                host._attach(table)
        except CorruptSave:
            raise
        except (GameError, KeyError, TypeError, ValueError, AttributeError) as err:
            raise CorruptSave(f"This saved host table cannot be used: {err}") from err
        return host

    # -- inside ---------------------------------------------------------------------------------

    def _attach(self, table: Table) -> None:
        self.table = table
        table.use_physics(self.physics)
        table.listen(lambda _table, events: self._changed(*events))

    def _seat_index(self, seat: Any) -> Seat:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise IllegalAction("There is no such seat", code="bad_seat")
        return seat

    def _watching(self, index: int) -> bool:
        watcher = self.watchers[index]
        peer = self._peers.get(watcher.peer) if watcher.peer is not None else None
        return peer is not None and not peer.silent

    def _audience(self, but: str | None = None) -> list[str]:
        """Every connection that follows the table, players first, then watchers."""
        players = [i for i, p in self._peers.items() if p.seat is not None and i != but]
        watchers = [i for i, p in self._peers.items() if p.watcher is not None and i != but]
        return players + watchers

    def _connected(self, seat: Seat) -> bool:
        info = self.seats[seat]
        if info.kind != "remote":
            return True
        peer = self._peers.get(info.peer) if info.peer is not None else None
        return peer is not None and not peer.silent

    def _set_kind(self, seat: Seat, kind: str, level: str | None = None) -> None:
        info = self.seats[seat]
        info.kind = kind
        info.level = level or info.level
        if self.table is not None:
            self.table.set_seat(seat, SeatInfo(info.name, kind, info.level))

    def _changed(self, *events: Event) -> None:
        """Tell every seated guest the news (its own view only), then every watcher (the view
        for no seat, made once for all of them), then the local listeners."""
        lobby = self.lobby()
        public: View | None = None
        for peer_id in self._audience():
            peer = self._peers[peer_id]
            if peer.lobby_sent != lobby:
                peer.lobby_sent = lobby
                self._send(peer_id, "lobby", **lobby)
            if self.table is None:
                continue
            if peer.seat is not None:
                self._send(peer_id, "view", view=self.view(peer.seat))
            else:
                public = public or self.view(None)
                self._send(peer_id, "view", view=public)
        self._send_replay()
        self._tell(*events)

    def _send_replay(self) -> None:
        """Once the game has ended, every phone at the table (a watcher too) gets its replay
        link's code, made once: the game can be watched again anywhere, every hand shown."""
        if self.table is None or self.table.result() is None:
            return
        waiting = [i for i in self._audience() if not self._peers[i].replay_sent]
        code = self.table.replay_code() if waiting else None
        if code is None:
            return
        for peer_id in waiting:
            self._peers[peer_id].replay_sent = True
            self._send(peer_id, "replay", code=code)

    def _tell(self, *events: Event) -> None:
        """Tell this device's listeners (its UI)."""
        news = list(events) or [net_event("lobby")]
        for listener in list(self._listeners):
            try:
                self._away(listener, self, news)
            except Exception:  # the host's own UI failing must not undo or block the table
                log.exception("a host listener failed")

    def _send_watching(self, peer_id: str) -> None:
        peer = self._peers[peer_id]
        assert peer.watcher is not None
        secret = self.watchers[peer.watcher].secret
        self._send(peer_id, "watching", secret=secret, game=self.game_id, build=self.build)

    def _send_welcome(self, peer_id: str) -> None:
        peer = self._peers[peer_id]
        assert peer.seat is not None
        secret = self.seats[peer.seat].secret
        self._send(
            peer_id, "welcome", seat=peer.seat, secret=secret, game=self.game_id, build=self.build
        )

    def _heard(self, peer: Peer, now: float) -> None:
        """Anything from a connection proves it alive: a silent one is shown back. (`heard`
        is then when the message being handled arrived: a pong's round trip ends there.)"""
        peer.heard = now
        if peer.silent:
            peer.silent = False
            if peer.seat is not None:
                self._changed(net_event("back", seat=peer.seat))
            elif peer.watcher is not None:
                self._changed(net_event("watcher_back", watcher=peer.watcher))

    def _act(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """Do what a message that passed every check asks: its type's handler (`ON_GUEST`)."""
        self.ON_GUEST[message["type"]](self, peer_id, peer, message)

    def _ping(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        self._send(peer_id, "pong", ref_seq=message["seq"])

    def _pong(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        sent = (peer.pings or {}).pop(message["ref_seq"], None)
        if sent is not None:
            peer.rtt = peer.heard - sent

    def _mismatch(self, peer_id: str, theirs: str) -> None:
        """A phone on another build (or protocol version): tell it, and tell this phone's UI."""
        why = f"A phone on another build ({theirs[:80]}) tried to join"
        self.rejections.append(
            {"peer": peer_id, "code": "build_mismatch", "message": why, "count": 1}
        )
        log.info("dropped a message from %s: %s (build_mismatch)", peer_id, why)
        self._send(peer_id, "bye", code="build_mismatch", message=MISMATCH)
        self._tell(net_event("build_mismatch", peer=peer_id))

    def _input(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """Relay a guest's continuous input to the other guests and to this device's listeners;
        it is not an action: the table never sees it and no log keeps it."""
        seq = message["seq"]
        if peer.seat is None:
            self._reject(peer_id, seq, "no_seat", "Say hello and take a seat first")
            return
        if message["seat"] != peer.seat:
            self._reject(peer_id, seq, "not_your_seat", "You can only act for your own seat")
            return
        if self.table is None:
            early = not_started()
            self._reject(peer_id, seq, early.code, early.message)
            return
        seat, data = peer.seat, message["data"]
        for other_id in self._audience(but=peer_id):
            self._send(other_id, "input", seat=seat, data=data)
        for listener in list(self._input_listeners):
            try:
                self._away(listener, seat, data)
            except Exception:
                log.exception("an input listener failed")

    def _hello(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """Seat a connection: its old seat back when it knows the secret, else a free one."""
        seq = message["seq"]
        if message["build"] != self.build:
            self._mismatch(peer_id, f"build {message['build']!r}, this host runs {self.build!r}")
            return
        if peer.seat is not None or peer.watcher is not None:
            self._reject(peer_id, seq, "already_seated", "This connection already has a seat")
            return
        if message.get("watch"):
            self._watch(peer_id, peer, message)
            return
        secret = message.get("secret")
        seat = self._seat_for_secret(secret) if secret else None
        if seat is None:
            seat = self._invited_seat(peer)
        if seat is None and secret and self.started:
            self._reject(peer_id, seq, "bad_secret", "That seat secret is not known here")
            return
        if seat is None:
            seat = self._free_seat(message["name"])
            if seat is None:
                self._reject(peer_id, seq, "table_full", "There is no free seat at this table")
                return
        info = self.seats[seat]
        if info.peer is not None and info.peer != peer_id:  # the guest came back on a new line
            self._send(info.peer, "bye", code="replaced", message="Your seat moved to a new link")
            old = self._peers.get(info.peer)
            if old is not None:
                old.seat = None
        if info.kind == "bot":
            self._set_kind(seat, "remote")
        info.peer = peer_id
        peer.seat = seat
        self._send_welcome(peer_id)
        self._changed(net_event("joined", seat=seat))

    def _watch(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """Let a connection watch: as the watcher whose secret it brings, else as a new one
        (taking the place of a watcher long gone when all MAX_WATCHERS places are taken)."""
        secret = message.get("secret")
        index = next(
            (
                i
                for i, w in enumerate(self.watchers)
                if secret and hmac.compare_digest(w.secret, secret)
            ),
            None,
        )
        name = message["name"]
        if index is None:
            others = [w.name for w in self.watchers] + [s.name for s in self.seats]
            watcher = Watcher(unique_name(clean_name(name), others), secrets.token_urlsafe(16))
            if len(self.watchers) < MAX_WATCHERS:
                self.watchers.append(watcher)
                index = len(self.watchers) - 1
            else:
                index = next((i for i, w in enumerate(self.watchers) if w.peer is None), None)
                if index is None:
                    seq = message["seq"]
                    self._reject(peer_id, seq, "watchers_full", "No more phones can watch")
                    return
                self.watchers[index] = watcher
        watcher = self.watchers[index]
        if watcher.peer is not None and watcher.peer != peer_id:  # back on a new link
            self._send(watcher.peer, "bye", code="replaced", message="You watch on a new link")
            old = self._peers.get(watcher.peer)
            if old is not None:
                old.watcher = None
        watcher.peer = peer_id
        peer.watcher = index
        self._send_watching(peer_id)
        self._changed(net_event("watching", watcher=index))

    def _invited_seat(self, peer: Peer) -> Seat | None:
        """The away guest's seat whose "invite again" this link answered (the host pasted its
        answer there): a killed browser may have lost its secret before writing it to disk."""
        seat = peer.invited_for
        if seat is None or not (0 <= seat < len(self.seats)) or self.seats[seat].kind != "remote":
            return None
        if self._connected(seat):  # a guest at it: this phone is not its guest
            return None
        self.seats[seat].secret = self.seats[seat].secret or secrets.token_urlsafe(16)
        return seat

    def _seat_for_secret(self, secret: str) -> Seat | None:
        for i, info in enumerate(self.seats):
            if info.secret is not None and hmac.compare_digest(info.secret, secret):
                return i
        return None

    def _free_seat(self, name: str) -> Seat | None:
        """A remote seat no guest has claimed yet; in the lobby, a new one if there is room."""
        open_seats = [i for i, s in enumerate(self.seats) if s.kind == "remote" and not s.secret]
        if open_seats:
            i = open_seats[0]
        elif self.started or len(self.seats) >= self.game.max_players:
            return None
        else:
            self.seats.append(Chair(name, "remote"))
            self._seat_added()
            i = len(self.seats) - 1
        info = self.seats[i]
        info.secret = secrets.token_urlsafe(16)
        others = [s.name for j, s in enumerate(self.seats) if j != i]
        others += [w.name for w in self.watchers]  # a seat's name is never a watcher's too
        info.name = unique_name(clean_name(name), others)
        if self.table is not None:
            self.table.set_seat(i, SeatInfo(info.name, info.kind, info.level))
        return i

    def _action(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """A guest's action: from its own seat, at a game begun, it goes to the rules."""
        seq = message["seq"]
        if peer.watcher is not None:
            self._reject(peer_id, seq, "watching", "A watcher cannot play")
        elif peer.seat is None:
            self._reject(peer_id, seq, "no_seat", "Say hello and take a seat first")
        elif message["seat"] != peer.seat:
            self._reject(peer_id, seq, "not_your_seat", "You can only act for your own seat")
        elif self.table is None:
            early = not_started()
            self._reject(peer_id, seq, early.code, early.message)
        else:
            self._put_to_rules(peer_id, peer, message)

    # What each message a guest may send does (`engine.remote.handlers` checks that every type
    # has its handler); a guest's phone declares its own for the host's messages.
    ON_GUEST: ClassVar[dict[str, Callable[[HostTable, str, Peer, dict[str, Any]], None]]]
    ON_GUEST = handlers(
        "guest", {"hello": _hello, "action": _action, "input": _input, "ping": _ping, "pong": _pong}
    )
