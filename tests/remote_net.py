"""Host and guest tables wired through an in-memory transport that behaves like a data channel
(messages arrive in order, but only after the sender has returned), the clocks that drive them,
and a modified client that sends whatever it likes: what the tests of the tables across phones
share (tests/test_remote.py, test_remote_liveness.py, test_trust.py, test_watchers.py, ...)."""

import copy
import json
from collections import deque

from engine import protocol
from engine.guest import GuestTable
from engine.host import HostTable


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


class Timer:
    """The host's own stopwatch, faked: it moves only when a test says the host worked."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def handling_takes(monkeypatch, host, seconds):
    """From now on, checking and acting on each incoming message takes the host `seconds`."""
    real = host._handle

    def slow_handle(*args):
        host.timer.now += seconds
        return real(*args)

    monkeypatch.setattr(host, "_handle", slow_handle)


class Net:
    """One host, any number of guests; records every message each guest receives."""

    def __init__(self, host):
        self.host = host
        self.queue = deque()
        self.guests = {}  # peer id -> GuestTable
        self.received = {}  # peer id -> [(raw, truth at send time)]

    def join(self, peer_id, guest):
        self.guests[peer_id] = guest
        self.received.setdefault(peer_id, [])

        def to_guest(raw):
            table = self.host.table
            truth = copy.deepcopy(table.state["hands"]) if table else None
            self.received[peer_id].append((raw, truth))
            self.queue.append((peer_id, "guest", raw))

        self.host.connect(peer_id, to_guest)
        guest.connect(lambda raw: self.queue.append((peer_id, "host", raw)))
        self.pump()

    def drop(self, peer_id):
        """The link breaks: both ends notice; anything in flight is lost."""
        self.queue = deque(m for m in self.queue if m[0] != peer_id)
        self.host.disconnect(peer_id)
        self.guests.pop(peer_id).disconnect()

    def pump(self):
        while self.queue:
            peer_id, to, raw = self.queue.popleft()
            if to == "host":
                self.host.receive(peer_id, raw)
            elif peer_id in self.guests:
                self.guests[peer_id].receive(raw)


def assert_no_leaks(net, peer_id, seat):
    """Every message this guest got holds its own hand at most, and never the game state."""
    assert net.received[peer_id], "the guest received nothing"
    for raw, hands in net.received[peer_id]:
        assert '"hands"' not in raw and '"deck"' not in raw
        message = protocol.parse(raw, sender="host")
        if message["type"] != "view":
            assert "hand" not in raw
            continue
        view = message["view"]
        assert view["seat"] == seat
        assert set(view["state"]) == {"total", "turn", "hand_sizes", "hand"}
        assert view["state"]["hand"] == hands[seat]


def host_and_ana(
    game_id: str = "race_to_ten", seed: int = 1
) -> tuple[Clock, HostTable, Net, GuestTable]:
    """Hugo hosts on this phone and Ana has joined from hers, the two on one clock."""
    clock = Clock()
    host = HostTable(game_id, seed=seed, clock=clock)
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana", clock=clock)
    net.join("a", ana)
    return clock, host, net, ana


def lobby_with_two_guests(clock=None, seed=3):
    host = HostTable("race_to_ten", seed=seed, clock=clock or Clock())
    host.add_seat("Hugo")
    net = Net(host)
    ana, bea = GuestTable("Ana"), GuestTable("Bea")
    net.join("a", ana)
    net.join("b", bea)
    return host, net, ana, bea


def play(host, net, rng, steps=200):
    """Everyone acts from their own device: guests choose from their own view's legal moves."""
    by_seat = {g.seat: g for g in net.guests.values()}
    for _ in range(steps):
        net.pump()
        if host.result() is not None:
            return
        seat = host.table.active_seats()[0]
        if seat in host.local_seats:
            host.submit(seat, rng.choice(host.view(seat)["legal"]))
        elif seat in by_seat:
            guest = by_seat[seat]
            guest.submit(seat, rng.choice(guest.view(seat)["legal"]))
        else:
            return  # waiting for a guest who is away
        net.pump()


class Hostile:
    """A modified client: sends whatever raw text it likes and remembers what comes back."""

    def __init__(self, host, peer_id):
        self.host, self.peer_id, self.seq, self.inbox = host, peer_id, 0, []
        host.connect(peer_id, self.inbox.append)

    def send(self, kind=None, raw=None, seq=None, **fields):
        if raw is None:
            if seq is None:
                self.seq = seq = self.seq + 1
            if kind == "hello":
                fields.setdefault("build", "")
            raw = json.dumps({"v": protocol.VERSION, "seq": seq, "type": kind, **fields})
        self.host.receive(self.peer_id, raw)

    def answers(self):
        return [json.loads(r) for r in self.inbox]
