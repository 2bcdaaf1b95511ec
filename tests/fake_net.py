"""Phones joined in memory: the app's Network without WebRTC, for testing the flows."""

from __future__ import annotations

import heapq
import json
import random
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sobremesa_web.net import Handlers


class FakeLink:
    def __init__(self, board: Switchboard, deliver: Callable[[str], None]) -> None:
        self.board, self.deliver = board, deliver
        self.other: FakeLink | None = None
        self.handlers: Handlers | None = None
        self.open = True
        self.sent: list[str] = []

    def send(self, text: str) -> None:
        if not self.open:
            raise RuntimeError("closed")
        self.sent.append(text)
        self.board.queue.append((self.deliver, text))

    def close(self) -> None:
        for link in (self, self.other):
            if link is not None and link.open:
                link.open = False
                link.handlers.on_state("closed")


class Switchboard:
    """Every phone of a test; `pump()` delivers queued messages until all is quiet."""

    def __init__(self) -> None:
        self.queue: deque[tuple[Callable[[str], None], str]] = deque()
        self.offers: dict[str, Handlers] = {}
        self.answers: dict[str, tuple[str, Handlers]] = {}
        self.links: list[tuple[FakeLink, FakeLink]] = []
        self.count = 0

    def phone(self) -> FakeNet:
        return FakeNet(self)

    def pump(self, limit: int = 10_000) -> None:
        for _ in range(limit):
            if not self.queue:
                return
            deliver, text = self.queue.popleft()
            deliver(text)
        raise AssertionError("messages kept flowing")


class FakeInvitation:
    def __init__(self, board: Switchboard, code: str) -> None:
        self.board, self.code = board, code

    def accept(self, answer: str) -> None:
        board = self.board
        if answer not in board.answers or board.answers[answer][0] != self.code:
            board.offers[self.code].on_error(
                "This code is not a Sobremesa connection code", "code_not_ours"
            )
            return
        host, guest = board.offers[self.code], board.answers.pop(answer)[1]
        to_guest = FakeLink(board, guest.on_message)
        to_host = FakeLink(board, host.on_message)
        to_guest.other, to_host.other = to_host, to_guest
        to_guest.handlers, to_host.handlers = host, guest
        board.links.append((to_guest, to_host))
        host.on_open(to_guest)
        guest.on_open(to_host)


class FakeNet:
    def __init__(self, board: Switchboard, *, connects: bool = True) -> None:
        self.board = board
        self.connects = connects  # False: a browser without WebRTC

    def invite(self, handlers: Handlers) -> FakeInvitation:
        self.board.count += 1
        code = f"offer{self.board.count}-".ljust(64, "o")  # as long as a real one
        self.board.offers[code] = handlers
        handlers.on_code(code, f"http://127.0.0.1/#join={code}")
        return FakeInvitation(self.board, code)

    def answer(self, offer: str, handlers: Handlers) -> None:
        code = offer.split("#join=")[-1]
        if code not in self.board.offers:
            handlers.on_error("This is not a Sobremesa connection code", "code_not_ours")
            return
        self.board.count += 1
        answer = f"answer{self.board.count}"
        self.board.answers[answer] = (code, handlers)
        handlers.on_code(answer, "")

    def qr_svg(self, text: str, label: str) -> str:
        return f'<svg role="img" aria-label="{label}"><desc>{text}</desc></svg>'


# -- a chaos net: the engine's tables over links that misbehave ------------------------------


FAULTS = (
    "delay",  # a message held back seconds (its link's later messages wait behind it)
    "duplicate",  # a copy delivered again later, out of order: its receiver must ignore it
    "drop",  # the link breaks: what was in flight is lost; the phone comes back on a new one
    "disconnect",  # the phone closes its link cleanly and comes back
    "reload",  # the guest's page reloads: a new GuestTable with the secret it had saved
    "host_reload",  # the host's page reloads from its save; every phone comes back
    "sleep",  # a guest's phone sleeps for a minute: it hears, says and ticks nothing
    "flood",  # a hostile phone sends a burst of garbage and forged moves
)


@dataclass(order=True)
class Flight:
    """One message on its way: delivered at `due` (then by `order`), on its `lane` (a link's
    one direction, first in first out) unless it is a `copy`."""

    due: float
    order: int
    peer: str = field(compare=False)
    to: str = field(compare=False)  # "host" or "guest"
    raw: str = field(compare=False)
    copy: bool = field(default=False, compare=False)


class ChaosNet:
    """A host and its phones wired in memory, each link a reliable ordered channel as WebRTC's
    is (a message is late, never overtaken on its own link; it is lost only with the link),
    with faults drawn from a seeded `random.Random` at `rates` (per message, or per step for
    the faults of a whole phone). Links interleave in any order. `sent(peer, raw)` is told of
    every message the host sends; `heard(peer, raw)` of every message a phone took in."""

    def __init__(self, rng: random.Random, host: Any, now: Callable[[], float]) -> None:
        self.rng, self.host, self.now = rng, host, now
        self.flights: list[Flight] = []
        self.phones: dict[str, Any] = {}  # peer id -> the GuestTable on that link
        self.lane_due: dict[tuple[str, str], float] = {}
        self.asleep: set[str] = set()  # peers whose phone sleeps: nothing reaches it
        self.faults: Counter[str] = Counter()
        self.rates: dict[str, float] = {"delay": 0.03, "duplicate": 0.02}
        self.quiet = False  # no more faults: the net heals
        self.wrong: list[str] = []  # a duplicate that changed something
        self.sent: Callable[[str, str], None] = lambda peer, raw: None
        self.heard: Callable[[str, str], None] = lambda peer, raw: None
        self._order = 0

    def connect(self, peer: str, phone: Any) -> None:
        """A new link between the host and `phone`; the phone says hello on it."""
        self.phones[peer] = phone

        def to_guest(raw: str) -> None:
            self.sent(peer, raw)
            self._post(peer, "guest", raw)

        self.host.connect(peer, to_guest)
        phone.connect(lambda raw: self._post(peer, "host", raw))

    def cut(self, peer: str, *, lose: bool) -> None:
        """The link ends: both ends notice; with `lose`, what was in flight on it is lost (else
        it arrives first, as a channel closing cleanly delivers what it holds)."""
        if not lose:
            self.deliver(until=None, only=peer)
        self.flights = [f for f in self.flights if f.peer != peer]
        heapq.heapify(self.flights)  # what is left of a heap is a list until made one again
        self.asleep.discard(peer)
        phone = self.phones.pop(peer, None)
        self.host.disconnect(peer)
        if phone is not None:
            phone.disconnect()

    def host_gone(self) -> None:
        """The host's page is gone (it reloads): every link ends, what was in flight is lost,
        and only the phones notice (a page that reloads runs none of its handlers)."""
        self.flights.clear()
        self.asleep.clear()
        phones, self.phones = self.phones, {}
        for phone in phones.values():
            phone.disconnect()

    def _post(self, peer: str, to: str, raw: str) -> None:
        lane = (peer, to)
        due = self.now() + 0.01 + self.rng.random() * 0.1
        if not self.quiet and self.rng.random() < self.rates["delay"]:
            self.faults["delay"] += 1
            due += 1 + self.rng.random() * 4
        due = max(due, self.lane_due.get(lane, 0.0))
        self.lane_due[lane] = due
        self._order += 1
        heapq.heappush(self.flights, Flight(due, self._order, peer, to, raw))
        if not self.quiet and self.rng.random() < self.rates["duplicate"]:
            self.faults["duplicate"] += 1
            self._order += 1
            later = due + self.rng.random() * 3
            heapq.heappush(self.flights, Flight(later, self._order, peer, to, raw, copy=True))

    def _taken(self, flight: Flight) -> bool:
        """Whether the host already took this message's sequence number from its link."""
        peer = self.host._peers.get(flight.peer)
        return peer is not None and json.loads(flight.raw)["seq"] <= peer.seq_in

    def _host_state(self) -> Any:
        table = self.host.table
        return None if table is None else (len(table.log), table.state)

    def deliver(self, until: float | None, only: str | None = None) -> int:
        """Deliver every message due by `until` (None: all of them), in due order; a sleeping
        phone's stay in flight until it wakes. Returns how many were delivered."""
        delivered, held = 0, []
        while self.flights:
            flight = heapq.heappop(self.flights)
            if until is not None and flight.due > until:
                heapq.heappush(self.flights, flight)
                break
            if flight.peer in self.asleep or (only is not None and flight.peer != only):
                held.append(flight)
                continue
            delivered += 1
            if flight.to == "host":
                # A copy may act only if its first was refused before its sequence was taken
                # (over the flood budget, say): then this is its first time, not its second.
                first_taken = flight.copy and self._taken(flight)
                before = self._host_state() if first_taken else None
                self.host.receive(flight.peer, flight.raw)
                if first_taken and self._host_state() != before:
                    self.wrong.append(f"a duplicate from {flight.peer} was applied again")
            elif flight.peer in self.phones:
                phone = self.phones[flight.peer]
                before = phone._view if flight.copy else None
                phone.receive(flight.raw)
                if flight.copy and phone._view is not before:
                    self.wrong.append(f"a duplicate to {flight.peer} changed its view")
                self.heard(flight.peer, flight.raw)
        for flight in held:
            heapq.heappush(self.flights, flight)
        return delivered
