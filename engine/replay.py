"""A finished game played again by its rules, to be looked at after any of its moves.

A replay link (`engine.replay_code`: the format, its limits, `decode`) is untrusted input: every
move it holds is replayed by the rules, the first illegal one refuses the link, and the whole
check stays within a budget of moves that go round in circles and of processor time.
"""

from __future__ import annotations

import pickle
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine import replay_code
from engine.core import Event, GameError, Random, State, View
from engine.games import get_game
from engine.replay_code import BadReplay, Record, decode, refuse
from engine.table import SeatInfo, Table

MAX_REVISITS = 800  # over twice the most circular game seen (`engine.replay_code.MAX_MOVES`)
# Seconds of processor time a replay may take to check and lay out, whatever is in it. The
# processor's, not the clock's: a busy phone (or the chaos table's two shared cores, where a
# game's honest link was refused so) may leave the replay waiting seconds for a turn.
BUDGET = 2.0


def encode(table: Table) -> str:
    """The replay code of a table, finished or not (`Table.replay_code` gives only a finished
    game's: a link to a game in play would show every hand)."""
    return replay_code.encode(table.record())


def seats(record: Record) -> list[SeatInfo]:
    """The seats a record deals to: its names, its bots."""
    return [
        SeatInfo(name, "bot" if i in record.bots else "human")
        for i, name in enumerate(record.names)
    ]


@dataclass
class Frame:
    """The table after one move of the replay: its state and what that move did."""

    state: State
    events: list[Event]
    rng: Any


class Replay:
    """A finished game, checked by its rules, that can be looked at after any of its moves.

    Every move is replayed up front, twice: first rehearsed on one state changed in place (no
    copies, no frames), so that a link the rules refuse anywhere, that goes round in circles or
    that never ends is refused for the least work; then, once it is known good, played on a
    table that keeps each move's state (the table's own fresh copy: stepping back and forth
    afterwards only picks a kept frame). Both together stay within `budget` seconds.
    """

    def __init__(
        self,
        record: Record,
        *,
        budget: float = BUDGET,
        timer: Callable[[], float] | None = None,
    ) -> None:
        self.record = record
        timer = timer or time.process_time
        deadline = timer() + budget
        try:
            _rehearse(record, deadline, timer)
            table = Table(record.game, seats(record), seed=record.seed, options=record.options)
            self.frames = [Frame(table.state, [], table.rng)]
            for i, entry in enumerate(record.log):
                events = table.submit(entry["seat"], entry["action"])
                # Table.submit leaves a new state and rng each move and never touches the old
                # ones again: the frame keeps them as they are.
                self.frames.append(Frame(table.state, events, table.rng))
                _in_time(i, deadline, timer)
        except BadReplay:
            raise
        except (GameError, KeyError, TypeError, ValueError, AttributeError) as err:
            message = err.message if isinstance(err, GameError) else str(err)
            raise refuse("illegal", f"the rules refuse this replay: {message}") from err
        self.table = table
        self.moves = len(record.log)

    @property
    def game_id(self) -> str:
        return self.record.game

    def at(self, step: int) -> Table:
        """The table as it was after `step` moves (0: as dealt). The table is shared: read it
        before asking for another step."""
        step = max(0, min(step, self.moves))
        frame = self.frames[step]
        self.table.state = frame.state
        self.table.rng = frame.rng
        self.table.log = self.record.log[:step]
        self.table.last_events = frame.events
        return self.table

    def view(self, step: int, seat: int | None) -> View:
        """What `seat` saw after `step` moves (None: the table, as a spectator)."""
        return self.at(step).view(seat)

    def events(self, step: int) -> list[Event]:
        return self.frames[max(0, min(step, self.moves))].events

    def code(self) -> str:
        return encode(self.at(self.moves))


def _in_time(move: int, deadline: float, timer: Callable[[], float]) -> None:
    if move % 16 == 15 and timer() > deadline:
        raise refuse("too_long", "this replay takes too long to check")


def _fingerprint(state: State) -> int:
    """The state as one number: two states with the same fingerprint are the same position.
    (Pickled: a third of the time JSON takes. A position the rules rebuilt with other objects
    shared inside it could pickle otherwise and go uncounted: a bound, never a refusal.)"""
    return hash(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def _rehearse(record: Record, deadline: float, timer: Callable[[], float]) -> None:
    """Play every move of `record` on one state, changed in place, and refuse the link at the
    first move the rules refuse, at the move past MAX_REVISITS that goes back to a position
    already seen, at the deadline, or at the end of a game that did not end. A refused move
    may leave the state half changed: nothing reads it after that."""
    game = get_game(record.game)
    players = len(record.names)
    rng = Random(record.seed)
    state = game.start(players, record.options, rng)
    seen = {_fingerprint(state)}
    revisits = 0
    for i, entry in enumerate(record.log):
        seat = entry["seat"]
        if seat is not None and (type(seat) is not int or not 0 <= seat < players):
            raise refuse("illegal", f"move {i + 1} names no seat of the table")
        game.apply(state, seat, entry["action"], rng)
        mark = _fingerprint(state)
        if mark in seen:
            revisits += 1
            if revisits > MAX_REVISITS:
                raise refuse(
                    "too_long", f"this replay goes back to where it was over {MAX_REVISITS} times"
                )
        else:
            seen.add(mark)
        _in_time(i, deadline, timer)
    if game.result(state) is None:
        # Every hand is shown in a replay: a link of a game still being played would give its
        # players' secrets away.
        raise refuse("unfinished", "this replay's game did not end")


def check(code: Any) -> Replay:
    """A replay code, decoded and replayed by the rules: a `Replay`, or a `BadReplay` saying
    why not."""
    return Replay(decode(code))
