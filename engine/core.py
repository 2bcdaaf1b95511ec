"""The contract every Sobremesa game keeps, and the few tools they share.

A game is a module-level object with five pure functions over plain data (OpenSpiel's state API
in boardgame.io's shape). Keeping state, actions, views and events as JSON-ready dicts is what
lets one seed and one action log rebuild a game byte for byte on any device, lets a save survive
a reload, and lets the host send a guest nothing but that guest's view.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

if TYPE_CHECKING:
    from engine.values import Value

T = TypeVar("T")

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
    """The seeded random source of a game: SHA-256 in counter mode, keyed by the seed.

    Every deal, shuffle and die roll comes from here, so a seed and an action log rebuild a game
    byte for byte on any device. The outputs reveal neither the seed nor the generator's state
    (a guest who sees its own hand and a few plays cannot rebuild the deal, as it could from a
    small seed and SplitMix64), and the whole state is a key and a counter, so it lives in a
    save. Independent of Python's global `random`: a bot or a library touching that cannot
    change a deal. Seeds are integers of any size: the app draws 128 bits from the OS.
    """

    def __init__(self, seed: int = 0, *, state: tuple[bytes, int] | None = None) -> None:
        if state is None:
            size = max(1, (seed.bit_length() + 8) // 8)
            state = (
                hashlib.sha256(
                    b"sobremesa.seed:" + seed.to_bytes(size, "big", signed=True)
                ).digest(),
                0,
            )
        self.key, self.counter = state

    @property
    def state(self) -> tuple[bytes, int]:
        return self.key, self.counter

    def next64(self) -> int:
        block = hashlib.sha256(self.key + self.counter.to_bytes(8, "big")).digest()
        self.counter += 1
        return int.from_bytes(block[:8], "big")

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

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Random:
        """An independent stream, e.g. for a bot, that leaves this one untouched."""
        size = max(1, (salt.bit_length() + 8) // 8)
        key = hashlib.sha256(self.key + b"fork:" + salt.to_bytes(size, "big", signed=True))
        return type(self)(state=(key.digest(), 0))

    def copy(self) -> Random:
        return type(self)(state=self.state)

    def to_data(self) -> Any:
        return [self.key.hex(), self.counter]

    @classmethod
    def from_data(cls, data: Any) -> Random:
        if (
            not isinstance(data, list)
            or len(data) != 2
            or not isinstance(data[0], str)
            or len(data[0]) != 64
            or not isinstance(data[1], int)
            or isinstance(data[1], bool)
            or data[1] < 0
        ):
            raise CorruptSave("random state is not a key and a counter")
        try:
            return cls(state=(bytes.fromhex(data[0]), data[1]))
        except ValueError as err:
            raise CorruptSave("random state is not a key and a counter") from err


class SplitMix64(Random):
    """The generator of the first release (SplitMix64, whose whole state is one integer).

    Kept only so that a game saved by that release replays exactly as it was dealt and can be
    played to its end after an update; new games never use it.
    """

    def __init__(self, seed: int = 0, *, state: Any = None) -> None:
        self.word = (seed * 0x9E3779B97F4A7C15 + 0x1234567) & _MASK64 if state is None else state

    @property
    def state(self) -> Any:
        return self.word

    def next64(self) -> int:
        self.word = (self.word + 0x9E3779B97F4A7C15) & _MASK64
        z = self.word
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def fork(self, salt: int) -> Random:
        return SplitMix64(state=(self.word ^ ((salt + 1) * 0xD1B54A32D192ED03)) & _MASK64)

    def to_data(self) -> Any:
        return self.word

    @classmethod
    def from_data(cls, data: Any) -> Random:
        if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data <= _MASK64:
            raise CorruptSave("random state is not a 64-bit integer")
        return cls(state=data)


# -- the game contract ----------------------------------------------------------------------
#
# A game module declares its facts once, as data at the top (OpenSpiel's "game facts"), and its
# moves as a table of named rule functions (boardgame.io's `moves`). Everything shared (the
# set-up screen's options, the registry, the tables, the bots' lookup, the tests every game
# gets) reads that one declaration; nothing outside the module names the game.

MAX_SEATS = 16  # the most seats any table has, in the rules and on the wire alike
# Who sits in a seat: a person on this device, a bot, or a person on another phone.
SEAT_KINDS = ("human", "bot", "remote")
TURNS, REALTIME, PHYSICS = "turns", "realtime", "physics"

Verdict = Callable[[GameError | None, float], None]
"""How a `Check` answers, once: the refusal (None: the action holds) and the seconds of this
device's time the check took."""

Check = Callable[[float, Verdict], None]
"""The costly part of checking another device's action (a physics re-run), started with the most
seconds of this device's time it may take; it answers its `Verdict` now or later (a re-run yields
to the page in slices and answers from a later task), and refuses once that time is spent."""
SEAT, NOBODY = "seat", "nobody"  # who may see a private state key: its own seat, or no one


class Wrong(Exception):
    """Why a value is refused and where inside it, raised by a check of `engine.values` and
    turned by its receiver into that receiver's own error (a move's MalformedAction, a view's
    BadView, a message's ProtocolError). `where` grows innermost first as the refusal leaves
    each container; `code` and `params` mark a refusal the player words in their language
    (typed text too long). Defined here, below the vocabulary, because `Game` receives moves."""

    def __init__(self, why: str, *where: str | int, code: str | None = None, **params: Any) -> None:
        super().__init__(why)
        self.why = why
        self.where = list(where)
        self.code = code
        self.params = params

    def path(self, root: str) -> str:
        """Where, from `root`: `view.state.players[2].cards`, `seats[0].name`."""
        steps = "".join(f"[{w}]" if isinstance(w, int) else f".{w}" for w in reversed(self.where))
        return root + steps if root else steps.lstrip(".")


# Cleaning typed text (composing accents, collapsing spaces, dropping invisible characters)
# shrinks an honest text by far less than this: a longer one is refused before it is cleaned,
# so a hostile megabyte costs a length check, not a pass of Unicode normalisation.
RAW_FACTOR = 4


def could_fit(raw: str, max_len: int) -> bool:
    """Whether raw typed text is short enough to be worth cleaning down to `max_len`."""
    return len(raw) <= RAW_FACTOR * max_len


@dataclass(frozen=True)
class Option:
    """One setting of a game, drawn by the set-up screen and handed to `setup`.

    `language` marks a setting whose choices are the app's languages (the words a game's bots
    say, a table's language): the set-up starts it at the language the app is shown in, and a
    rematch into another game carries it over, so an English table never gets Spanish bots
    because a setting happens to have another name."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    language: bool = False

    def clean(self, value: Any) -> Any:
        if value not in self.choices or type(value) is not type(self.default):
            raise GameError(f"{self.name} cannot be {value!r}", code="bad_option", option=self.name)
        return value

    def fit(self, value: Any, players: int) -> Any:
        """The value for a table of `players` seats (a choice fits any table)."""
        return value

    def choices_for(self, players: int) -> list[Any]:
        """Every value that fits a table of `players` seats."""
        return list(self.choices)

    def seat_added(self, value: Any, players: int) -> Any:
        """The value after a seat joins the table (now `players` seats)."""
        return value

    def seat_removed(self, value: Any, seat: Seat) -> Any:
        """The value after `seat` leaves the table (the seats after it move up one)."""
        return value


Arrangement = list[list[int]]


@dataclass(frozen=True)
class Teams:
    """A setting that splits the table into teams "as the players see fit": a list of teams,
    each the list of its seats, every seat in exactly one team and each team at least
    `min_size` strong; None plays without teams.

    Which seats exist is known only when the game is dealt (a lobby's guests arrive after the
    options are chosen, each joining a team as it sits down), so `clean` checks the shape alone
    (`min_teams` to `max_teams` lists of seats, no seat twice) and `fit` checks it against the
    table: every seat in a team, no other seat, no team smaller than `min_size`. A team's
    number is its place in the list; the seats inside a team are kept in order, so one
    arrangement has one spelling. Earlier versions stored the number of teams instead (seat s
    in team s mod n): that spelling is still taken, so a game saved then replays.
    """

    name: str
    min_size: int = 2
    max_teams: int = MAX_SEATS // 2
    min_teams: int = 2
    default: None = None

    def _refuse(self, why: str, code: str = "bad_option", **params: Any) -> GameError:
        return GameError(f"{self.name}: {why}", code=code, option=self.name, **params)

    def clean(self, value: Any) -> Arrangement | int | None:
        if value is None:
            return None
        if type(value) is int:  # the earlier spelling: n teams in seat order
            if value == 0 or self.min_teams <= value <= self.max_teams:
                return value or None
            raise self._refuse(f"cannot be {value}")
        if type(value) is not list or not self.min_teams <= len(value) <= self.max_teams:
            raise self._refuse(
                f"must be a list of {self.min_teams} to {self.max_teams} teams",
                code="team_count",
                min=self.min_teams,
                max=self.max_teams,
            )
        teams: Arrangement = []
        seen: set[int] = set()
        for team in value:
            if type(team) is not list or len(team) > MAX_SEATS:
                raise self._refuse("each team must be a list of seats")
            for seat in team:
                if type(seat) is not int or not 0 <= seat < MAX_SEATS:
                    raise self._refuse("a team holds a seat that is not at any table")
                if seat in seen:
                    raise self._refuse(
                        f"seat {seat} is in two teams", code="team_twice", seat=seat, n=seat + 1
                    )
                seen.add(seat)
            teams.append(sorted(team))
        return teams

    def fit(self, value: Any, players: int) -> Arrangement | None:
        """The arrangement for a table of `players` seats: every seat in a team, no other."""
        if value is None:
            return None
        teams: Arrangement = self.in_seat_order(players, value) if type(value) is int else value
        for team in teams:
            for seat in team:
                if seat >= players:
                    raise self._refuse(
                        f"seat {seat} is not at this table", code="team_seat", seat=seat, n=seat + 1
                    )
        placed = {seat for team in teams for seat in team}
        for seat in range(players):
            if seat not in placed:
                raise self._refuse(
                    f"seat {seat} is in no team", code="team_none", seat=seat, n=seat + 1
                )
        for number, team in enumerate(teams):
            if len(team) < self.min_size:
                raise self._refuse(
                    f"each team needs at least {self.min_size} players",
                    code="team_size",
                    min=self.min_size,
                    team=number + 1,
                )
        return teams

    def choices_for(self, players: int) -> list[Any]:
        """No teams, or each number of teams that fits, in seat order (there are too many
        arrangements to list them all)."""
        top = min(self.max_teams, players // self.min_size)
        return [None] + [self.in_seat_order(players, n) for n in range(self.min_teams, top + 1)]

    def in_seat_order(self, players: int, count: int) -> Arrangement:
        """`count` teams dealt round the table: seat s plays for team s mod count (partners sit
        apart). The set-up's starting point, so nobody has to arrange anything."""
        return [list(range(team, players, count)) for team in range(count)]

    def seat_added(self, value: Any, players: int) -> Any:
        """A newcomer (the last seat) joins the smallest team, the first of equals, unless the
        arrangement already places it (a lobby built from a set-up that counted it)."""
        if not isinstance(value, list) or not value or any(players - 1 in t for t in value):
            return value
        teams = [list(team) for team in value]
        min(teams, key=len).append(players - 1)
        return teams

    def seat_removed(self, value: Any, seat: Seat) -> Any:
        """The seat leaves its team (which may then be too small: the set-up says so), and the
        seats after it move up one."""
        if not isinstance(value, list):
            return value
        return [[s - (s > seat) for s in team if s != seat] for team in value]


Setting = Option | Teams


# A seat's move gets the seat that made it; the table's own move (`Move.by_table`) gets None.
SeatRule = Callable[[State, Seat, Action, Random], list[Event]]
TableRule = Callable[[State, None, Action, Random], list[Event]]
Rule = SeatRule | TableRule


@dataclass(frozen=True)
class Move:
    """A named move: the rule that carries it out and the fields its action carries, each a
    typed value of `engine.values` (`Int`, `ListOf`, `Text`...): `Game.apply` cleans every one.

    `by_table` marks what no seat does (e.g. a structure settling after a turn): the table
    itself submits it, with seat None, and it is logged and replayed like any other action.
    """

    rule: Rule
    fields: Mapping[str, Value] = field(default_factory=dict)
    by_table: bool = False


def _public(event: Event, seat: Seat | None) -> Event | None:
    return event


@dataclass(frozen=True)
class Physics:
    """A device's physics engine, for a game of the PHYSICS kind, whose rules judge reports of
    what a simulation saw but cannot run one in pure Python: `referee(world, seconds, answer)`
    re-runs a placement (the network host's check of a guest's, `Game.verify`) in slices and
    calls `answer` once with its report (see the game's rules for the answer's shape), and
    `planner(world)` plans a bot's placement. Handed to a table by whatever runs it (the
    browser, once its physics has loaded; a test), never found through a module global.
    `Physics()`, with neither, is physics on its way (a script still loading): bots wait for
    it, and a placement it cannot check is refused, as with none."""

    referee: Callable[[dict[str, Any], float, Callable[[dict[str, Any]], None]], None] | None = None
    planner: Callable[[dict[str, Any]], dict[str, Any]] | None = None


@dataclass(frozen=True)
class Game:
    """What a game module exposes as `GAME`: its facts, its moves and four pure functions.

    `apply` hands the rule a private copy of the state (see `engine.table.Table.submit`), so a
    rule may change `state` in place and never has to undo a half-applied move. It checks the
    action's shape first and keeps only the fields its move declares: what is logged and saved
    is exactly what the rules read.

    `view_schema` is the shape of what `view` returns, declared in `engine.values`: a
    guest trusts nothing it receives, so it checks every view from the host against it and
    keeps its last good view when one does not fit (see `engine.table.check_view`).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    kind: str
    pass_and_play: bool
    setup: Callable[[int, dict[str, Any], Random], State]
    moves: Mapping[str, Move]
    legal_actions: Callable[[State, Seat], list[Action]]
    view: Callable[[State, Seat | None], View]
    result: Callable[[State], Result | None]
    options: tuple[Setting, ...] = ()
    bot_levels: tuple[str, ...] = ("easy", "normal", "strong")
    private: Mapping[str, str] = field(default_factory=dict)
    guard: Callable[[State, Seat | None, str], None] | None = None
    redact: Callable[[Event, Seat | None], Event | None] = _public
    seat_away: Callable[[State, Seat], Action | None] | None = None
    # Checks an action another device vouches for (a placement's physics): the network host
    # asks it of every guest action before `submit`, with the physics its table was given (None:
    # none yet); never on replay. It makes every cheap check at once (a GameError is the guest's
    # refusal, exactly like an illegal action) and returns None when nothing more is to be
    # checked, or the costly rest as a `Check` to run.
    verify: Callable[[State, Seat, Action, Physics | None], Check | None] | None = None
    view_schema: Value | None = None
    # The numbers a game's rules share with its physics, which runs outside them (in the
    # browser): the wire's bounds, the longest hold. {NAME: integer}, written once, in the
    # rules; the app's build writes them into a module the game's browser half imports
    # (games/<id>_numbers.js), so it holds no copy of them.
    physics_numbers: Mapping[str, int] = field(default_factory=dict)

    @property
    def realtime(self) -> bool:
        return self.kind == REALTIME

    def with_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Every option of the game, the given ones checked and the rest at their defaults."""
        given = given or {}
        known = {o.name for o in self.options}
        unknown = sorted(set(given) - known)
        if unknown:
            raise GameError(f"Unknown option {unknown[0]!r}", code="bad_option", option=unknown[0])
        return {
            o.name: o.clean(given[o.name]) if o.name in given else o.default for o in self.options
        }

    def options_for(self, players: int, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """`with_options`, each then fitted to a table of `players` seats (a team arrangement
        must seat exactly the table's seats): what the game is dealt with."""
        options = self.with_options(given)
        return {o.name: o.fit(options[o.name], players) for o in self.options}

    def fits(self, players: int) -> bool:
        """Whether a table of `players` seats can play this game: the one player-count rule."""
        return self.min_players <= players <= self.max_players

    def check_players(self, players: int) -> None:
        """Refuse a table of the wrong size, with the numbers the player is shown."""
        if not self.fits(players):
            raise GameError(
                f"This game needs {self.min_players} to {self.max_players} players",
                code="player_count",
                min=self.min_players,
                max=self.max_players,
            )

    def start(self, players: int, options: Mapping[str, Any] | None, rng: Random) -> State:
        self.check_players(players)
        return self.setup(players, self.options_for(players, options), rng)

    def normalise(self, action: Any) -> Action:
        """The action as the rules read it: a known type and exactly its declared fields."""
        kind = action_type(action, tuple(self.moves))
        move = self.moves[kind]
        clean: Action = {"type": kind}
        for name, value_type in move.fields.items():
            if name not in action:
                raise MalformedAction(f"{kind} needs {name}", code="malformed")
            try:
                clean[name] = value_type.clean(action[name])
            except Wrong as wrong:
                raise refused_field(wrong, name) from None
        return clean

    def apply(self, state: State, seat: Seat | None, action: Action, rng: Random) -> list[Event]:
        """Check the action against the rules and carry it out; a refusal raises first."""
        action = self.normalise(action)
        move = self.moves[action["type"]]
        if move.by_table != (seat is None):
            raise IllegalAction("Only the table itself makes that move", code="bad_seat")
        if self.result(state) is not None:
            raise GameOver("The game is over", code="game_over")
        if seat is None:  # a table move checks its own moment; by_table said its rule takes None
            return cast(TableRule, move.rule)(state, None, action, rng)
        if self.guard is not None:
            self.guard(state, seat, action["type"])
        return cast(SeatRule, move.rule)(state, seat, action, rng)


def refused_field(wrong: Wrong, name: str) -> GameError:
    """A move's field refused: the player's to fix when its check gave a code (a clue too long,
    worded in their language), else an action not even shaped like the move."""
    where = wrong.path(name)
    if wrong.code is None:
        return MalformedAction(f"{where} {wrong.why}", code="malformed")
    return IllegalAction(f"{where} {wrong.why}", code=wrong.code, field=where, **wrong.params)


@dataclass(frozen=True)
class Decision:
    """What a bot wants to do: an action, after `delay` seconds of (simulated or real) time."""

    action: Action
    delay: float = 0.0


class Bot(Protocol):
    """A bot sees only what its seat's view shows, plus that seat's legal actions."""

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None: ...


MAX_NAME = 24
# Unicode categories never shown in a name: controls, zero-widths, bidi overrides, unassigned.
_INVISIBLE = frozenset(["Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"])


def clean_name(raw: Any) -> str:
    """A player's name as every phone shows it: NFC, no control or invisible characters (a
    zero-width space, a right-to-left override), spaces collapsed; refused if nothing is left
    or it is longer than 24 characters."""
    if not isinstance(raw, str):
        raise GameError("A name must be text", code="bad_name")
    if not could_fit(raw, MAX_NAME):
        raise GameError("Each seat needs a name of 1 to 24 characters", code="bad_name")
    text = unicodedata.normalize("NFC", raw)
    visible = "".join(
        " " if c.isspace() else c
        for c in text
        if unicodedata.category(c) not in _INVISIBLE or c.isspace()
    )
    name = " ".join(visible.split())
    if not 1 <= len(name) <= MAX_NAME:
        raise GameError("Each seat needs a name of 1 to 24 characters", code="bad_name")
    return name


def unique_name(name: str, taken: list[str]) -> str:
    """`name`, or `name 2`, `name 3`… if someone at the table already has it (any case)."""
    folded = {t.casefold() for t in taken}
    candidate, n = name, 1
    while candidate.casefold() in folded:
        n += 1
        suffix = f" {n}"
        candidate = name[: MAX_NAME - len(suffix)] + suffix
    return candidate


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
    if not isinstance(kind, str) or kind not in known:
        raise MalformedAction(f"Unknown action {kind!r}", code="unknown_action", action=str(kind))
    return kind
