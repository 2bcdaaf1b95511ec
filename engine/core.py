"""The contract every Sobremesa game keeps, and the few tools they share.

A game is a module-level object with five pure functions over plain data (OpenSpiel's state API
in boardgame.io's shape). Keeping state, actions, views and events as JSON-ready dicts is what
lets one seed and one action log rebuild a game byte for byte on any device, lets a save survive
a reload, and lets the host send a guest nothing but that guest's view.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

Seat = int
State = dict[str, Any]
Action = dict[str, Any]
View = dict[str, Any]
Event = dict[str, Any]
Result = dict[str, Any]


class GameError(Exception):
    """Anything a player or a peer did that the engine refuses; state is never changed by one.

    `code` is a stable key the UI translates (the catalog has Spanish and English); `message` is
    the English fallback a log or a test can read; `params` fill the translated text.
    """

    code = "error"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params = params

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "params": self.params}


class IllegalAction(GameError):
    """A move the rules do not allow now, e.g. "You must play your lowest card (12)"."""

    code = "illegal"


class NotYourTurn(IllegalAction):
    code = "not_your_turn"


class MalformedAction(GameError):
    """An action that is not even shaped like one of the game's actions."""

    code = "malformed"


class GameOver(IllegalAction):
    code = "game_over"


class CorruptSave(GameError):
    """A saved table that cannot be trusted; the app reports it and starts clean."""

    code = "corrupt_save"


_MASK64 = (1 << 64) - 1


class Random:
    """A seeded random source whose whole state is one integer, so it can live in a save.

    SplitMix64: tiny, fast in pure Python, identical on CPython 3.11 and Pyodide's 3.14, and
    independent of Python's global `random` (a bot or a library touching that cannot change a
    deal).
    """

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x1234567) & _MASK64 if state is None else state

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both ends included."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: list[Any]) -> Any:
        return items[self.below(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Random:
        """An independent stream, e.g. for a bot, that leaves this one untouched."""
        return Random(state=(self.state ^ ((salt + 1) * 0xD1B54A32D192ED03)) & _MASK64)

    def to_data(self) -> int:
        return self.state

    @classmethod
    def from_data(cls, data: Any) -> Random:
        if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data <= _MASK64:
            raise CorruptSave("random state is not a 64-bit integer")
        return cls(state=data)


@runtime_checkable
class Game(Protocol):
    """What a game module exposes as `GAME`; see any module in `engine/games/`.

    `apply` may change `state` in place: the table hands it a private copy and keeps the copy
    only when no error was raised, so a game never has to undo a half-applied move.
    """

    id: str
    min_players: int
    max_players: int
    realtime: bool
    pass_and_play: bool

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> State: ...

    def legal_actions(self, state: State, seat: Seat) -> list[Action]: ...

    def apply(self, state: State, seat: Seat, action: Action, rng: Random) -> list[Event]: ...

    def view(self, state: State, seat: Seat | None) -> View: ...

    def result(self, state: State) -> Result | None: ...


@dataclass(frozen=True)
class Decision:
    """What a bot wants to do: an action, after `delay` seconds of (simulated or real) time."""

    action: Action
    delay: float = 0.0


class Bot(Protocol):
    """A bot sees only what its seat's view shows, plus that seat's legal actions."""

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None: ...


def canonical(data: Any) -> str:
    """The one JSON spelling of a value: how saves are compared and hashed byte for byte."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def require(condition: bool, message: str, *, code: str | None = None, **params: Any) -> None:
    """Raise IllegalAction with a player-readable reason unless `condition` holds."""
    if not condition:
        raise IllegalAction(message, code=code, **params)


def action_type(action: Any, known: tuple[str, ...]) -> str:
    """The `type` of an action, after checking it is a dict naming one of `known` types."""
    if not isinstance(action, dict):
        raise MalformedAction("An action must be an object", code="malformed")
    kind = action.get("type")
    if kind not in known:
        raise MalformedAction(f"Unknown action {kind!r}", code="unknown_action", action=str(kind))
    return kind


def int_field(action: Action, name: str, lo: int, hi: int) -> int:
    """An integer field of an action within [lo, hi]; bools and floats are refused."""
    value = action.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise MalformedAction(f"{name} must be an integer from {lo} to {hi}", code="malformed")
    return value
