"""The host's door: what a guest's message passes, in order, before the table hears it.

Every connection (`Peer`) has its own sequence numbers and two flood budgets (`Bucket`s: its
`input` messages, a dragging finger, and everything else), and the host's own time is a budget
too: a refused message is charged for the checks and rules it cost. `Door._handle` lists the
checks in the order they run and why. `engine.host.HostTable` is a `Door` (by way of
`engine.checks.Checker`, which puts a seated guest's action to the rules and charges a long
check that refuses at this door's CHECK_PRICE): it says what a message that got through does
(`_act`: its type's `ON_GUEST` handler), when a link is alive (`_heard`), and what to tell a
phone on another build (`_mismatch`).
"""

from __future__ import annotations

import logging
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine import protocol
from engine.core import GameError, Seat
from engine.protocol import ProtocolError, plain, rejection_params
from engine.remote import Send

log = logging.getLogger("sobremesa.host")

RATE = 10.0  # messages a guest may send per second, sustained ...
BURST = 30  # ... and in one burst (a bucket this size refills at RATE)
INPUT_RATE = 60.0  # `input` messages (a dragging finger) have their own bucket ...
INPUT_BURST = 120  # ... so that neither kind of message can starve the other
# The host's time is a budget too: each TOKEN_TIME seconds it spends on a guest's refused
# message (its checks and rules; not the transport, nor this device's screen) costs that guest
# one more message, so refusals can keep the host busy for about RATE * TOKEN_TIME of every
# second (5%), however they are built. MAX_CHARGE caps what one message costs.
TOKEN_TIME = 0.005
MAX_CHARGE = 20
# A guest's action this device must check at length (Catch the Moon's physics re-run, see
# `Game.verify`) is charged the same way when refused, but in full, uncapped, and at
# CHECK_PRICE tokens per TOKEN_TIME: a flood of forged placements also makes the host take in
# and refuse the messages that arrive while each check runs, so the checks themselves get at
# most a third of the 5% (a little more while a full budget lasts), and the flood as a whole
# stays within it. (The re-run runs in slices between the page's tasks, which report the time
# they took.) One check runs at a time; a message arriving meanwhile is refused at once. A
# check stops (and refuses) once it has taken CHECK_LIMIT seconds, far more than an honest
# placement's re-run on a slow phone. An honest guest, never refused, always finds its budget
# full, however long its placements.
CHECK_PRICE = 3
CHECK_LIMIT = 10.0
MAX_REJECTIONS = 200  # the host keeps this many recent refusals for the UI and the tests


@dataclass
class Bucket:
    """A token bucket: `burst` messages at once, `rate` per second after that."""

    rate: float
    burst: int
    stamp: float
    tokens: float = 0.0
    flooding: bool = False  # inside a run of dropped messages: answer the first one only

    def __post_init__(self) -> None:
        self.tokens = float(self.burst)

    def level(self, now: float) -> float:
        return min(self.burst, self.tokens + max(0.0, now - self.stamp) * self.rate)

    def take(self, now: float) -> bool:
        self.tokens, self.stamp = self.level(now), now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def charge(self, seconds: float, most: float = MAX_CHARGE) -> None:
        """Spend the host's time on the message just taken: one more token per TOKEN_TIME, at
        most `most` (a debt that deep takes `most / rate` seconds to pay back)."""
        extra = min(most, int(seconds / TOKEN_TIME))
        self.tokens = max(-float(max(self.burst, most)), self.tokens - extra)

    def charge_check(self, seconds: float) -> None:
        """A refused check's whole time, at CHECK_PRICE tokens per TOKEN_TIME."""
        self.charge(CHECK_PRICE * seconds, most=CHECK_PRICE * CHECK_LIMIT / TOKEN_TIME)


@dataclass
class Peer:
    """One connection, seated or not, with its own sequence numbers and flood budgets."""

    send: Send
    heard: float  # when anything last came from this connection
    actions: Bucket  # every message but `input`
    inputs: Bucket
    seat: Seat | None = None
    watcher: int | None = None  # an index into the host's watchers, for a watching connection
    seq_in: int = 0  # the highest seq accepted from this peer
    seq_out: int = 0
    silent: bool = False  # heard nothing for more than SILENCE seconds: shown away
    pings: dict[int, float] | None = None  # our ping's seq -> when it left
    rtt: float | None = None
    lobby_sent: dict[str, Any] | None = None
    replay_sent: bool = False  # this game's replay code, once it ended
    invited_for: Seat | None = None  # the seat whose "invite again" this link answered

    @classmethod
    def opened(cls, send: Send, now: float, invited_for: Seat | None = None) -> Peer:
        """A connection just opened: heard now, both budgets full."""
        return cls(
            send=send,
            heard=now,
            actions=Bucket(RATE, BURST, now),
            inputs=Bucket(INPUT_RATE, INPUT_BURST, now),
            pings={},
            invited_for=invited_for,
        )


def parse(raw: Any) -> tuple[dict[str, Any] | None, ProtocolError | None]:
    """A guest's message, or why it is not one."""
    try:
        return protocol.parse(raw, sender="guest"), None
    except ProtocolError as err:
        return None, err


def _answers_our_ping(peer: Peer, message: dict[str, Any] | None) -> bool:
    """Whether `message` is the first answer to a ping of ours still awaited. It costs the
    guest nothing: a phone waking from sleep finds a minute of pings waiting and answers them
    all at once, and its move right after must not be refused as a flood. It cannot flood:
    each such answer takes its ping away, and the host pings once a tick."""
    return (
        message is not None
        and message["type"] == "pong"
        and peer.pings is not None
        and message["ref_seq"] in peer.pings
        and message["seq"] > peer.seq_in
    )


class Door(ABC):
    """Every guest's message, checked and charged; every message to a guest, numbered."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        timer: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._peers: dict[str, Peer] = {}
        self.clock = clock  # the host's time: flood budgets, liveness, checks' deadlines
        self.rejections: deque[dict[str, Any]] = deque(maxlen=MAX_REJECTIONS)
        self.send_failures = 0
        self.timer = timer  # measures the host's own time spent on each message
        self._outside = 0.0  # of it, the time spent in the transport and this device's listeners
        self._refused = False  # whether the message being handled was refused

    @abstractmethod
    def _heard(self, peer: Peer, now: float) -> None:
        """Anything from a connection proves it alive."""

    @abstractmethod
    def _act(self, peer_id: str, peer: Peer, message: dict[str, Any]) -> None:
        """Do what a message that passed every check asks (it arrived at `peer.heard`)."""

    @abstractmethod
    def _mismatch(self, peer_id: str, theirs: str) -> None:
        """A phone on another build (or protocol version) knocked."""

    def receive(self, peer_id: str, raw: Any) -> None:
        """Handle one message from a guest. Never raises: a refusal is logged and answered."""
        try:
            self._receive(peer_id, raw)
        except Exception as err:  # a bug must not let one guest stop the table for everyone
            log.exception("host failed on a message from %s", peer_id)
            self._reject(peer_id, None, "internal", f"The host could not handle this: {err}")

    def _send(self, peer_id: str, kind: str, **fields: Any) -> int | None:
        """Send one message; its seq, or None when it could not be sent."""
        peer = self._peers.get(peer_id)
        if peer is None:
            return None
        try:
            text = protocol.encode(kind, peer.seq_out + 1, **fields)
        except (GameError, TypeError, ValueError):  # a view that cannot cross the wire: a bug
            self.send_failures += 1
            log.exception("could not encode %s for %s", kind, peer_id)
            return None
        peer.seq_out += 1
        try:
            self._away(peer.send, text)
        except Exception:  # a closing channel; its transport will call disconnect()
            self.send_failures += 1
            log.warning("could not send %s to %s", kind, peer_id, exc_info=True)
            return None
        return peer.seq_out

    def _reject(
        self,
        peer_id: str,
        ref_seq: int | None,
        code: str,
        message: str,
        params: dict[str, Any] | None = None,
    ) -> None:
        """Log why a message was dropped and tell the sender (with the refusal's details, if
        any, for its screen to word)."""
        self._refused = True
        self.rejections.append({"peer": peer_id, "code": code, "message": message, "count": 1})
        log.info("dropped a message from %s: %s (%s)", peer_id, message, code)
        if peer_id in self._peers:
            details = {"params": rejection_params(params)} if params else {}
            self._send(
                peer_id,
                "rejected",
                ref_seq=ref_seq,
                code=plain(code[:40]),
                message=plain(message[:300]),
                **details,
            )

    def _flooded(self, peer_id: str, bucket: Bucket, code: str) -> None:
        """A message over the rate: counted in one log entry per run, answered once per run."""
        last = self.rejections[-1] if self.rejections else None
        if bucket.flooding and last and last["peer"] == peer_id and last["code"] == code:
            last["count"] += 1
        elif bucket.flooding:
            message = "Too many messages; slow down"
            self.rejections.append({"peer": peer_id, "code": code, "message": message, "count": 1})
        else:
            bucket.flooding = True
            self._reject(peer_id, None, code, "Too many messages; slow down")

    def _receive(self, peer_id: str, raw: Any) -> None:
        started, self._outside, self._refused = self.timer(), 0.0, False
        bucket = self._handle(peer_id, raw)
        if bucket is not None and self._refused:
            # A refused message pays for the checks and rules it cost, not for the channel nor
            # this device's screen. An accepted one is the game being played: never charged, so
            # an honest guest's move is never dropped because the host's phone is slow.
            bucket.charge(self.timer() - started - self._outside)

    def _away(self, call: Callable[..., Any], *args: Any) -> Any:
        """Call out of the table (a transport, a listener), its time not charged to a guest."""
        started = self.timer()
        try:
            return call(*args)
        finally:
            self._outside += self.timer() - started

    def _handle(self, peer_id: str, raw: Any) -> Bucket | None:
        """Check and act on one message; the budget it was taken from, if it got that far.

        The checks run in this order, each before the next for the reason given:

        1. an open connection (`unknown_peer`): without one there is no budget to charge and
           no one to answer;
        2. the link heard: anything at all proves it alive, so even a message refused below
           brings a silent guest back;
        3. the budget (`rate_limited`, `input_rate_limited`): taken before a message larger
           than an `input` can be is parsed, so a flood of big messages costs nothing to
           refuse (a message that small is parsed first, cheap at that size, only to know
           which of the two budgets it spends, or that it is the awaited answer to one of
           our pings, which spends none);
        4. the message (`engine.protocol.parse`: size, depth, version, shape), once paid for;
        5. the sequence (`bad_seq`): a message seen before does nothing, whatever it asks;
        6. what it asks: a `hello` seats the connection, and only then is its `input` relayed
           or its `action` put to the rules (`_input` and `_action` check the seat first).
        """
        peer = self._peers.get(peer_id)
        if peer is None:
            self._reject(peer_id, None, "unknown_peer", "A message from no open connection")
            return None
        now = self.clock()
        self._heard(peer, now)
        small = isinstance(raw, str) and len(raw) <= protocol.MAX_INPUT_MESSAGE
        message, error = parse(raw) if small else (None, None)
        is_input = message is not None and message["type"] == "input"
        bucket = peer.inputs if is_input else peer.actions
        if not _answers_our_ping(peer, message) and not bucket.take(now):
            self._flooded(peer_id, bucket, "input_rate_limited" if is_input else "rate_limited")
            return None
        bucket.flooding = False
        if not small:
            message, error = parse(raw)
        if message is None:
            assert error is not None
            if error.code == "version" and peer.seat is None:
                self._mismatch(peer_id, f"protocol version {error.params.get('got')!r}")
            else:
                self._reject(peer_id, None, error.code, error.message)
            return bucket
        seq = message["seq"]
        if seq <= peer.seq_in:
            self._reject(peer_id, seq, "bad_seq", f"Message {seq} is not after {peer.seq_in}")
            return bucket
        peer.seq_in = seq
        self._act(peer_id, peer, message)
        return bucket
