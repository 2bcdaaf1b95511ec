"""One running game: who sits where, the authoritative state, and everything a seat may see.

The UI, the bots and (later) the network only ever talk to a table: they read a seat's view and
submit a seat's action. The table is what makes every game replayable (seed + action log),
saveable (a JSON snapshot after every action) and safe (a refused action changes nothing).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from engine.core import (
    MAX_SEATS,
    PHYSICS,
    SEAT_KINDS,
    Action,
    Bot,
    CorruptSave,
    Decision,
    Event,
    Game,
    GameError,
    IllegalAction,
    Option,
    Physics,
    Random,
    Result,
    Seat,
    SplitMix64,
    View,
    canonical,
    clean_name,
)
from engine.games import bots_for, get_game, rules_version
from engine.replay_code import Record as ReplayRecord
from engine.replay_code import encode as encode_replay
from engine.values import (
    Actions,
    BadView,
    Bool,
    Int,
    ListOf,
    Name,
    Nullable,
    Record,
    SeatNo,
    Str,
    Value,
)

SAVE_VERSION = 2  # 1: dealt by SplitMix64 (still restored, and played to its end)
MAX_EVENTS = 64  # events one action may bring, as a guest accepts them
MAX_TURN = 2**31  # moves in one game, far beyond any real one


@dataclass(frozen=True)
class SeatInfo:
    """A chair at the table: a name shown to everyone, and who is sitting in it."""

    name: str
    kind: str = "human"
    level: str = "normal"

    @classmethod
    def from_data(cls, data: Any) -> SeatInfo:
        if not isinstance(data, dict):
            raise CorruptSave("a seat must be an object")
        name, kind, level = data.get("name"), data.get("kind", "human"), data.get("level", "normal")
        name = clean_name(name)
        if kind not in SEAT_KINDS or not isinstance(level, str):
            raise GameError(f"Unknown seat kind {kind!r}", code="bad_seat")
        return cls(name, kind, level)


Listener = Callable[[Any, list[Event]], None]
InputListener = Callable[[Seat, dict[str, Any]], None]


class TableLike(Protocol):
    """What the app plays through, whatever runs the engine: a `Table` on this device, the
    network host's `engine.host.HostTable`, or a guest's `engine.guest.GuestTable`.

    Every table answers what a phone at it asks: its game, the seats played here, a seat's view,
    a move, the news, the result, and the finished game's replay. What only some tables can do
    is one of their sides, asked for by name and None where the table has no such side (never
    a method that does nothing): `referee`, the table whose game this device referees (a local
    one, or the host's), and `networked`, the table shared with other phones (the host's, or a
    guest's).
    """

    @property
    def game_id(self) -> str: ...

    @property
    def started(self) -> bool: ...

    @property
    def local_seats(self) -> list[Seat]: ...

    @property
    def referee(self) -> Referee | None:
        """This table, when its game runs on this device; None on a guest's phone (its game runs
        on the host's)."""

    @property
    def networked(self) -> Networked | None:
        """This table, when it is shared with other phones; None for a local one."""

    def view(self, seat: Seat | None) -> View: ...

    def submit(self, seat: Seat, action: Action) -> object: ...

    def listen(self, listener: Listener) -> None: ...

    def result(self) -> Result | None: ...

    def replay_code(self) -> str | None: ...


class Referee(TableLike, Protocol):
    """The side of a table whose game runs on this device (a local `Table`, the host's
    `HostTable`): it knows every secret, so it says what each seat may see of an event; it
    runs the bots, with this device's physics; it deals the next game at the same seats; and
    this device saves it (`save_kind`: under which key, "table" or "host")."""

    @property
    def save_kind(self) -> str: ...

    @property
    def migrated(self) -> bool:
        """Restored from a save made under other rules (see `Table.restore`)."""

    def redact(self, event: Event, seat: Seat | None) -> Event | None: ...

    def bot_decisions(self) -> dict[Seat, Decision]: ...

    def use_physics(self, physics: Physics | None) -> None: ...

    def seat_infos(self) -> list[SeatInfo]: ...

    def rematch(self, game_id: str | None, seed: int) -> None: ...

    def snapshot(self) -> dict[str, Any]: ...


class Networked(TableLike, Protocol):
    """The side of a table shared with other phones (the host's `HostTable`, a guest's
    `GuestTable`): a seat's continuous input (a finger dragging a ladder) crosses to the other
    phones, never as a move."""

    def send_input(self, seat: Seat, data: dict[str, Any]) -> None: ...

    def listen_input(self, listener: InputListener) -> None: ...


BOT_RETHINKS = 2
"""How often a bot refused by the rules thinks again (with fresh chance) before it falls back on
the legal actions themselves."""


class Table:
    """The authoritative table for one game; local play and a network host both run one."""

    def __init__(
        self,
        game_id: str,
        seats: list[SeatInfo],
        *,
        seed: int,
        options: dict[str, Any] | None = None,
        legacy: bool = False,
    ) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise GameError("The seed must be an integer", code="bad_seed")
        self._listeners: list[Listener] = []
        self.physics: Physics | None = None  # this device's, for a PHYSICS game's bots
        self.legacy = legacy  # a game saved by the first release, dealt by its generator
        self.migrated = False  # restored from a save made under other rules
        self._deal(game_id, list(seats), seed, options)

    def _deal(
        self, game_id: str, seats: list[SeatInfo], seed: int, options: dict[str, Any] | None
    ) -> None:
        game = get_game(game_id)
        rng = SplitMix64(seed) if self.legacy else Random(seed)
        state = game.start(len(seats), options, rng)
        self.game, self.game_id, self.seats, self.seed = game, game_id, seats, seed
        self.options = game.options_for(len(seats), options)
        self.rng, self.state = rng, state
        self.log: list[dict[str, Any]] = []
        self.last_events: list[Event] = []
        self._bots: dict[Seat, Bot] = {}
        self._refused: dict[Seat, tuple[int, int]] = {}  # seat -> (log length, times refused)

    # -- playing -------------------------------------------------------------------------------

    def submit(self, seat: Seat | None, action: Action) -> list[Event]:
        """Apply one seat's action (None: the table's own move), or raise a GameError and leave
        everything as it was. What is logged is the action as the rules read it."""
        if seat is not None and (
            not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats)
        ):
            raise IllegalAction("There is no such seat", code="bad_seat")
        try:
            action = self.game.normalise(action)
            working = copy.deepcopy(self.state)
            rng = self.rng.copy()
            events = self.game.apply(working, seat, action, rng)
        except GameError:
            if seat is not None and self.seats[seat].kind == "bot":
                self._note_refusal(seat)
            raise
        self.state, self.rng = working, rng
        self.log.append({"seat": seat, "action": action})
        self.last_events = events
        self._tell(events)
        return events

    def _tell(self, events: list[Event]) -> None:
        for listener in list(self._listeners):
            listener(self, events)

    def seat_away(self, seat: Seat) -> None:
        """A player left the table (a phone dropped): apply what the game's rules say then."""
        if self.game.seat_away is None or self.result() is not None:
            return
        action = self.game.seat_away(self.state, seat)
        if action is not None:
            self.submit(seat, action)

    def redact(self, event: Event, seat: Seat | None) -> Event | None:
        """`event` as `seat` may see it (None: not at all)."""
        return self.game.redact(event, seat)

    def rematch(self, game_id: str | None, seed: int) -> None:
        """Deal a new game at the same seats (this game again, or another that fits them)."""
        same = game_id in (None, self.game_id)
        self.legacy = False
        options = self.options if same else self._language_for(game_id or self.game_id)
        self._deal(game_id or self.game_id, self.seats, seed, options)
        self._tell([{"type": "net.rematch", "game": self.game_id}])

    def _language_for(self, game_id: str) -> dict[str, Any] | None:
        """Another game's options after this one: its defaults, but the table's language (a
        setting marked `language`) carried over, so English bots stay English."""
        spoken = [
            self.options.get(o.name)
            for o in self.game.options
            if isinstance(o, Option) and o.language
        ]
        chosen = {
            o.name: spoken[0]
            for o in get_game(game_id).options
            if isinstance(o, Option) and o.language and spoken and spoken[0] in o.choices
        }
        return chosen or None

    save_kind = "table"
    started = True

    @property
    def referee(self) -> Table:
        """A table of this device's: its game runs here."""
        return self

    @property
    def networked(self) -> None:
        """No other phone plays at a local table: a seat's continuous input has nobody to go
        to, and none comes in."""
        return None

    def seat_infos(self) -> list[SeatInfo]:
        return list(self.seats)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.game.result(self.state) is not None:
            return []
        return self.game.legal_actions(self.state, seat)

    def active_seats(self) -> list[Seat]:
        """Seats that may act right now: whose turn it is, or everyone in a real-time game."""
        return [s for s in range(len(self.seats)) if self.legal_actions(s)]

    def result(self) -> Result | None:
        return self.game.result(self.state)

    def replay_code(self) -> str | None:
        """The replay code of this game once it has ended (what a `#replay=` link carries),
        None while it is being played: a replay shows every hand, so a game in play has none."""
        return None if self.result() is None else encode_replay(self.record())

    def record(self) -> ReplayRecord:
        """What a replay link carries of this game: enough to deal it again and make its moves."""
        return ReplayRecord(
            game=self.game_id,
            names=[s.name for s in self.seats],
            bots=[i for i, s in enumerate(self.seats) if s.kind == "bot"],
            seed=self.seed,
            options=copy.deepcopy(self.options),
            log=copy.deepcopy(self.log),
        )

    def view(self, seat: Seat | None) -> View:
        """Everything `seat` may see (None: a spectator), and nothing else."""
        return {
            "game": self.game_id,
            "seat": seat,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "turn": len(self.log),
            "active": self.active_seats(),
            "legal": self.legal_actions(seat) if seat is not None else [],
            "result": self.result(),
            "events": [e for e in (self.redact(ev, seat) for ev in self.last_events) if e],
            "state": self.game.view(self.state, seat),
        }

    def listen(self, listener: Listener) -> None:
        self._listeners.append(listener)

    @property
    def local_seats(self) -> list[Seat]:
        """The seats people play on this device (the same question a network table answers)."""
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def set_seat(self, seat: Seat, info: SeatInfo) -> None:
        """Rename a seat or change who plays it (a guest arriving, a bot standing in)."""
        self.seats[seat] = info
        self._bots.pop(seat, None)

    # -- bots ----------------------------------------------------------------------------------

    def use_physics(self, physics: Physics | None) -> None:
        """This device's physics (`engine.core.Physics`), for a PHYSICS game's bots to place
        with: its bots are made again with it (it often arrives after the table, once loaded)."""
        self.physics = physics
        if self.game.kind == PHYSICS:
            self._bots.clear()

    def bot_decisions(self) -> dict[Seat, Decision]:
        """What each bot that may act now wants to do; the app plays each after its delay."""
        decisions = {}
        for seat, info in enumerate(self.seats):
            if info.kind == "bot":
                decision = self.bot_decision(seat)
                if decision is not None:
                    decisions[seat] = decision
        return decisions

    def bot_decision(self, seat: Seat) -> Decision | None:
        """What the bot in `seat` wants to do now, judged from that seat's view alone."""
        legal = self.legal_actions(seat)
        if not legal:
            return None
        bot = self._bots.get(seat)
        if bot is None:
            bots, level = bots_for(self.game_id), self.seats[seat].level
            # a PHYSICS game's bots place with this device's physics; other bots need none
            physical = self.game.kind == PHYSICS
            bot = bots.make_bot(level, self.physics) if physical else bots.make_bot(level)
            self._bots[seat] = bot
        refused = self._refusals(seat)
        if refused >= BOT_RETHINKS:
            return self._fallback(legal, refused - BOT_RETHINKS)
        rng = Random(self.seed).fork(seat * 1_000_003 + len(self.log) + refused * 7_919)
        return bot.decide(self.view(seat), legal, rng)

    def _refusals(self, seat: Seat) -> int:
        at, count = self._refused.get(seat, (-1, 0))
        return count if at == len(self.log) else 0

    def _note_refusal(self, seat: Seat) -> None:
        self._refused[seat] = (len(self.log), self._refusals(seat) + 1)

    @staticmethod
    def _fallback(legal: list[Action], tried: int) -> Decision | None:
        """A bot the rules keep refusing plays the legal actions in turn, so the game goes on
        (a bug in a bot must never stop a table); None once every one was refused too."""
        return Decision(legal[tried], delay=0.5) if tried < len(legal) else None

    # -- saving and replaying ------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to bring this table back: plain JSON data."""
        return {
            "version": 1 if self.legacy else SAVE_VERSION,
            "rules": rules_version(self.game_id),
            "game": self.game_id,
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "options": copy.deepcopy(self.options),
            "log": copy.deepcopy(self.log),
            "state": copy.deepcopy(self.state),
            "rng": self.rng.to_data(),
        }

    @classmethod
    def replay(
        cls,
        game_id: str,
        seats: list[SeatInfo],
        *,
        seed: int,
        options: dict[str, Any] | None = None,
        log: Sequence[dict[str, Any]] = (),
        legacy: bool = False,
    ) -> Table:
        """Rebuild a table from its seed and action log alone."""
        table = cls(game_id, seats, seed=seed, options=options, legacy=legacy)
        for entry in log:
            if not isinstance(entry, dict) or "seat" not in entry or "action" not in entry:
                raise CorruptSave("a log entry is not a {seat, action} pair")
            table.submit(entry["seat"], entry["action"])
        table.last_events = []
        return table

    @classmethod
    def restore(cls, snapshot: Any) -> Table:
        """Bring back a saved table, refusing any save that does not replay to its own state.

        Replaying rather than trusting the stored state means a tampered or truncated save can
        never produce a position the rules could not reach.
        """
        if not isinstance(snapshot, dict) or snapshot.get("version") not in (1, SAVE_VERSION):
            raise CorruptSave("This save is from another version or is not a save at all")
        try:
            seats = [SeatInfo.from_data(s) for s in snapshot["seats"]]
            table = cls.replay(
                snapshot["game"],
                seats,
                seed=snapshot["seed"],
                options=snapshot.get("options") or {},
                log=list(snapshot["log"]),
                legacy=snapshot["version"] == 1,
            )
        except CorruptSave:
            raise
        except (GameError, KeyError, TypeError, ValueError, AttributeError) as err:
            raise CorruptSave(f"This save cannot be replayed: {err}") from err
        matches = (
            "state" not in snapshot or canonical(snapshot["state"]) == canonical(table.state)
        ) and ("rng" not in snapshot or snapshot["rng"] == table.rng.to_data())
        if not matches:
            if snapshot.get("rules") == rules_version(table.game_id):
                raise CorruptSave("This save does not match its own history")
            # Saved under other rules (an update): every move of its log was replayed as legal
            # under these rules, so the game goes on from where the replay leads.
            table.migrated = True
        return table


# -- what a guest accepts ------------------------------------------------------------------------

_SEAT_ENTRY = Record(
    {"name": Name(), "kind": Str(choices=SEAT_KINDS)},
    optional={"connected": Bool()},
)
# An event or a result is read loosely: a type, and winners who sit at the table.
_EVENT = Record({"type": Str(max_len=40)}, open=True)
_RESULT = Record({"winners": ListOf(SeatNo(), MAX_SEATS)}, open=True)
_LOOSE_STATE = Record({}, open=True)  # a game that declares no view schema (a test's toy)
_envelopes: dict[str, tuple[Game, Value]] = {}


def envelope(game: Game) -> Value:
    """The shape of `Table.view` for `game`: the table's keys around the game's own view."""
    known = _envelopes.get(game.id)
    if known is not None and known[0] is game:
        return known[1]
    schema = Record(
        {
            "game": Str(choices=(game.id,)),
            "seat": Nullable(SeatNo()),
            "seats": ListOf(_SEAT_ENTRY, game.max_players, min_len=game.min_players),
            "turn": Int(0, MAX_TURN),
            "active": ListOf(SeatNo(), game.max_players),
            "legal": Actions(game.moves),
            "result": Nullable(_RESULT),
            "events": ListOf(_EVENT, MAX_EVENTS),
            "state": game.view_schema or _LOOSE_STATE,
        }
    )
    _envelopes[game.id] = (game, schema)
    return schema


def check_view(view: Any, game_id: str | None) -> None:
    """Raise BadView (naming the first wrong field) unless `view` is a view of `game_id` as
    `Table.view` makes them: a guest checks each view from the host before a screen reads it."""
    if type(view) is not dict:
        raise BadView("view must be an object", path="view")
    if view.get("game") != game_id or game_id is None:
        raise BadView("view.game is not the game the host announced", path="view.game")
    try:
        game = get_game(game_id)
    except GameError:
        raise BadView("view.game is not a game of this app", path="view.game") from None
    seats = view.get("seats")
    if type(seats) is not list or not 1 <= len(seats) <= MAX_SEATS:
        raise BadView(f"view.seats must be a list of 1 to {MAX_SEATS} seats", path="view.seats")
    envelope(game).check(view, "view", seats=len(seats))
