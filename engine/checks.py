"""The host's long checks: a guest's move the rules weigh at length before the table hears it.

Catch the Moon's rules cannot judge a guest's placement from its report alone: `Game.verify`
makes the cheap checks at once and returns the costly rest (the placement re-run in this
device's physics), which runs in slices between the page's tasks and answers later. So a
guest's action that passed the door (`engine.door`) and its seat checks is put to the rules
here (`Checker._put_to_rules`): applied at once, or checked first. One check runs at a time (a
flood of forged placements must not queue up the host's time); the action is applied when it
holds, if the table is still as it was, or refused and charged to the guest's budget for all
the time it took (`Bucket.charge_check`, at `engine.door`'s CHECK_PRICE). A move that arrives
while this device's physics still loads is kept, not refused (`_park`), and checked once it
has (`_unpark`): a quick guest and a slow host would otherwise lose an honest placement.
`engine.host.HostTable` is a `Checker`; its table and seats are what the checks read.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Action, Check, GameError, IllegalAction, Physics, Seat
from engine.door import CHECK_LIMIT, Bucket, Door, Peer
from engine.seating import Chair
from engine.table import Table

log = logging.getLogger("sobremesa.host")


@dataclass
class Checking:
    """A guest's action being checked: applied once the check holds, if the table is still
    as it was when the check began."""

    peer: str
    seq: int
    seat: Seat
    action: Action
    state: Any  # the table's state object then: any move since replaces it
    budget: Bucket  # the guest's, charged if the check refuses
    started: float  # when (the host's clock): a check never answered stops blocking in time
    answered: bool = False  # a check answers once; anything after that is ignored


class Checker(Door):
    """A seated guest's action put to the rules, checked at length first when they ask it."""

    table: Table | None  # the host's: None until the game starts
    seats: list[Chair]

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        timer: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(clock, timer)
        self.physics: Physics | None = None  # this device's: checks guests' placements
        self.checking: Checking | None = None  # the guest action being checked, if any
        self._parked: dict[str, dict[str, Any]] = {}  # a guest's last move waiting (`_park`)

    def _put_to_rules(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """Apply a seated guest's action, or start its check (`Game.verify`); a refusal is
        answered, and a move that finds this device's physics still loading is parked."""
        assert self.table is not None and peer.seat is not None
        seq = message["seq"]
        try:
            game = self.table.game
            check = None
            if game.verify is not None:  # what the guest's device vouches for, rechecked
                action = game.normalise(message["action"])
                check = game.verify(self.table.state, peer.seat, action, self.physics)
            if check is None:
                self.table.submit(peer.seat, message["action"])
            else:
                self._start_check(peer_id, peer, seq, message["action"], check)
        except GameError as err:
            if err.code == "no_physics" and self.physics == Physics():  # still loading
                self._park(peer_id, message)  # checked once it has (`use_physics`)
            else:
                self._reject(peer_id, seq, err.code, err.message, err.params)

    def _start_check(
        self, peer_id: str, peer: Peer, seq: int, action: Action, check: Check
    ) -> None:
        """Start the costly check of a guest's action (its message already paid its token);
        the action is applied, or refused and charged, when the check answers, now or from a
        later task."""
        assert self.table is not None and peer.seat is not None
        now = self.clock()
        if self.checking is not None and now - self.checking.started < 2 * CHECK_LIMIT:
            raise IllegalAction("Your last move is still being checked", code="checking")
        pending = Checking(
            peer_id, seq, peer.seat, action, self.table.state, peer.actions, started=now
        )
        self.checking = pending
        check(CHECK_LIMIT, lambda error, spent: self._checked(pending, error, spent))

    def _checked(self, pending: Checking, error: GameError | None, spent: float) -> None:
        """A check answered: charge a refusal to the guest's budget; else apply the action,
        unless the table moved on meanwhile (a bot took the seat, the host dealt again)."""
        if pending.answered:
            log.warning("a check of a move from %s answered twice", pending.peer)
            return
        pending.answered = True
        if self.checking is pending:
            self.checking = None
        peer_id, seq, seat = pending.peer, pending.seq, pending.seat
        try:
            if error is not None:
                pending.budget.charge_check(spent)
                self._reject(peer_id, seq, error.code, error.message, error.params)
            elif (
                self.table is None
                or self.table.state is not pending.state
                or self.seats[seat].peer != peer_id
            ):
                self._reject(peer_id, seq, "moved_on", "The table moved on while it checked that")
            else:
                self.table.submit(seat, pending.action)
        except GameError as err:
            self._reject(peer_id, seq, err.code, err.message, err.params)
        except Exception as err:  # called from the page's task queue: never raise into it
            log.exception("host failed on a checked action from %s", peer_id)
            self._reject(peer_id, seq, "internal", f"The host could not handle this: {err}")

    def _park(self, peer_id: str, message: dict[str, Any]) -> None:
        """Keep a guest's move that passed the door but cannot be checked yet, its physics
        still loading (a quick guest, a slow host): refused then, an honest placement was
        lost. One a guest is kept, its newest; `_unpark` handles them once it can."""
        self._parked[peer_id] = message

    def _unpark(self) -> None:
        """Handle again the moves `_park` kept: each is now checked or refused."""
        parked, self._parked = self._parked, {}
        for peer_id, message in parked.items():
            peer = self._peers.get(peer_id)
            if peer is not None:
                self._act(peer_id, peer, message)
