"""One running game: who sits where, the authoritative state, and everything a seat may see.

The UI, the bots and (later) the network only ever talk to a table: they read a seat's view and
submit a seat's action. The table is what makes every game replayable (seed + action log),
saveable (a JSON snapshot after every action) and safe (a refused action changes nothing).
"""

from __future__ import annotations

import copy
import importlib
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from engine.core import (
    Action,
    Bot,
    CorruptSave,
    Decision,
    Event,
    GameError,
    GameOver,
    IllegalAction,
    Random,
    Result,
    Seat,
    View,
    canonical,
)
from engine.games import get_game

SAVE_VERSION = 1
SEAT_KINDS = ("human", "bot", "remote")
MAX_NAME = 24


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
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise GameError("Each seat needs a name of 1 to 24 characters", code="bad_name")
        if kind not in SEAT_KINDS or not isinstance(level, str):
            raise GameError(f"Unknown seat kind {kind!r}", code="bad_seat")
        return cls(name.strip(), kind, level)


Listener = Callable[["Table", list[Event]], None]


class Table:
    """The authoritative table for one game; local play and a network host both run one."""

    def __init__(
        self,
        game_id: str,
        seats: list[SeatInfo],
        *,
        seed: int,
        options: dict[str, Any] | None = None,
    ) -> None:
        self.game = get_game(game_id)
        if not self.game.min_players <= len(seats) <= self.game.max_players:
            raise GameError(
                f"This game needs {self.game.min_players} to {self.game.max_players} players",
                code="player_count",
                min=self.game.min_players,
                max=self.game.max_players,
            )
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise GameError("The seed must be an integer", code="bad_seed")
        self.game_id = game_id
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        self.rng = Random(seed)
        self.state = self.game.setup(len(seats), self.options, self.rng)
        self.log: list[dict[str, Any]] = []
        self.last_events: list[Event] = []
        self._listeners: list[Listener] = []
        self._bots: dict[Seat, Bot] = {}

    # -- playing -------------------------------------------------------------------------------

    def submit(self, seat: Seat, action: Action) -> list[Event]:
        """Apply one seat's action, or raise a GameError and leave everything as it was."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise IllegalAction("There is no such seat", code="bad_seat")
        if self.game.result(self.state) is not None:
            raise GameOver("The game is over")
        working = copy.deepcopy(self.state)
        rng = Random(state=self.rng.state)
        events = self.game.apply(working, seat, copy.deepcopy(action), rng)
        self.state, self.rng = working, rng
        self.log.append({"seat": seat, "action": copy.deepcopy(action)})
        self.last_events = events
        for listener in list(self._listeners):
            listener(self, events)
        return events

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.game.result(self.state) is not None:
            return []
        return self.game.legal_actions(self.state, seat)

    def active_seats(self) -> list[Seat]:
        """Seats that may act right now: whose turn it is, or everyone in a real-time game."""
        return [s for s in range(len(self.seats)) if self.legal_actions(s)]

    def result(self) -> Result | None:
        return self.game.result(self.state)

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
            "events": self.last_events,
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
            module = importlib.import_module(f"engine.bots.{self.game_id}")
            bot = self._bots[seat] = module.make_bot(self.seats[seat].level)
        rng = Random(self.seed).fork(seat * 1_000_003 + len(self.log))
        return bot.decide(self.view(seat), legal, rng)

    # -- saving and replaying ------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to bring this table back: plain JSON data."""
        return {
            "version": SAVE_VERSION,
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
        log: list[dict[str, Any]] = (),  # type: ignore[assignment]
    ) -> Table:
        """Rebuild a table from its seed and action log alone."""
        table = cls(game_id, seats, seed=seed, options=options)
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
        if not isinstance(snapshot, dict) or snapshot.get("version") != SAVE_VERSION:
            raise CorruptSave("This save is from another version or is not a save at all")
        try:
            seats = [SeatInfo.from_data(s) for s in snapshot["seats"]]
            table = cls.replay(
                snapshot["game"],
                seats,
                seed=snapshot["seed"],
                options=snapshot.get("options") or {},
                log=list(snapshot["log"]),
            )
        except CorruptSave:
            raise
        except (GameError, KeyError, TypeError, ValueError, AttributeError) as err:
            raise CorruptSave(f"This save cannot be replayed: {err}") from err
        if "state" in snapshot and canonical(snapshot["state"]) != canonical(table.state):
            raise CorruptSave("This save does not match its own history")
        if "rng" in snapshot and snapshot["rng"] != table.rng.to_data():
            raise CorruptSave("This save does not match its own history")
        return table
