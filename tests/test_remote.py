"""Host and guest tables wired through an in-memory transport that behaves like a data channel:
messages arrive in order, but only after the sender has returned."""

import copy
import json
import random
import sys
import types
from collections import deque

import pytest

from engine import protocol
from engine.core import CorruptSave, Decision, GameError, IllegalAction, canonical
from engine.door import BURST, INPUT_BURST, MAX_CHARGE, TOKEN_TIME
from engine.guest import GuestTable
from engine.host import HostTable
from engine.remote import PING_EVERY, SILENCE


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


@pytest.fixture
def toy_bots(monkeypatch):
    """A bot for the toy game (real games bring their own in engine/bots)."""

    class Adder:
        def decide(self, view, legal, rng):
            return Decision(legal[0], delay=0.5)

    module = types.ModuleType("engine.bots.race_to_ten")
    module.make_bot = lambda level: Adder()
    monkeypatch.setitem(sys.modules, "engine.bots.race_to_ten", module)


# -- the lobby ----------------------------------------------------------------------------------


def test_guests_join_the_lobby_and_see_everyone():
    host, net, ana, bea = lobby_with_two_guests()
    assert (ana.seat, bea.seat) == (1, 2)
    assert ana.secret and bea.secret and ana.secret != bea.secret
    assert ana.game == "race_to_ten"
    names = [(s["name"], s["kind"], s["connected"]) for s in ana.lobby()["seats"]]
    assert names == [("Hugo", "human", True), ("Ana", "remote", True), ("Bea", "remote", True)]
    assert bea.lobby() == host.lobby()
    assert host.local_seats == [0]
    assert ana.local_seats == [1]
    assert not ana.started and not host.started
    with pytest.raises(GameError) as err:
        ana.view(1)
    assert err.value.code == "not_started"


def test_the_host_mixes_local_players_bots_and_kept_seats():
    host = HostTable("race_to_ten", seed=1, clock=Clock())
    host.add_seat("Hugo")
    host.add_seat("Robo", "bot", "easy")
    kept = host.add_seat("Guest", "remote")
    net = Net(host)
    ana = GuestTable("Ana")
    net.join("a", ana)
    assert ana.seat == kept
    assert [s["name"] for s in host.lobby()["seats"]] == ["Hugo", "Robo", "Ana"]
    assert host.local_seats == [0]
    carla = GuestTable("Carla")
    net.join("c", carla)
    assert carla.seat == 3
    dani = GuestTable("Dani")
    net.join("d", dani)  # four is this game's maximum
    assert dani.seat is None
    assert dani.last_rejection["code"] == "table_full"
    with pytest.raises(GameError):
        host.add_seat("Eva")


def test_removing_a_seat_renumbers_the_guests_behind_it():
    host, net, ana, bea = lobby_with_two_guests()
    host.remove_seat(1)
    net.pump()
    assert ana.goodbye["code"] == "removed"
    assert bea.seat == 1
    assert [s["name"] for s in bea.lobby()["seats"]] == ["Hugo", "Bea"]


# -- a whole game -------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(8))
def test_a_host_and_two_guests_play_a_whole_game_without_leaks(seed):
    host, net, ana, bea = lobby_with_two_guests(seed=seed)
    seen = []
    ana.listen(lambda table, events: seen.extend(events))
    host.start()
    net.pump()
    assert ana.started and bea.started
    assert ana.view(1)["state"]["hand"] == host.table.state["hands"][1]
    play(host, net, random.Random(seed))
    assert host.result() is not None
    assert ana.result() == bea.result() == host.result()
    assert ana.view(1) == host.view(1)
    assert bea.view(2) == host.view(2)
    assert_no_leaks(net, "a", 1)
    assert_no_leaks(net, "b", 2)
    assert {"type": "net.lobby"} in seen
    assert any(e["type"] in ("added", "drew") for e in seen)
    assert not host.rejections


def test_guests_cannot_see_or_act_for_other_seats_locally():
    host, net, ana, bea = lobby_with_two_guests()
    host.start()
    net.pump()
    with pytest.raises(IllegalAction):
        ana.view(2)
    with pytest.raises(IllegalAction):
        ana.submit(2, {"type": "draw"})
    with pytest.raises(IllegalAction):
        host.submit(1, {"type": "draw"})  # Ana's seat plays on Ana's phone


def test_a_refused_action_comes_back_to_the_guest_as_a_rejection():
    host, net, ana, bea = lobby_with_two_guests(seed=3)
    host.start()
    net.pump()
    waiting = next(g for g in (ana, bea) if g.seat not in host.table.active_seats())
    events = []
    waiting.listen(lambda table, news: events.extend(news))
    before = canonical(host.table.snapshot())
    waiting.submit(waiting.seat, {"type": "draw"})
    net.pump()
    assert waiting.last_rejection["code"] == "not_your_turn"
    assert waiting.last_rejection["message"] == "It is not your turn"
    assert events[-1]["type"] == "net.rejected"
    assert canonical(host.table.snapshot()) == before


# -- forged and hostile messages ----------------------------------------------------------------


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


def test_forged_messages_are_rejected_with_reasons_and_honest_guests_play_on():
    clock = Clock()
    host = HostTable("race_to_ten", seed=5, clock=clock, timer=Timer())
    host.add_seat("Hugo")
    net = Net(host)
    ana, bea = GuestTable("Ana"), GuestTable("Bea")
    net.join("a", ana)
    evil = Hostile(host, "evil")
    evil.send("hello", name="Mallory")
    mallory = evil.answers()[0]
    assert mallory["type"] == "welcome"
    seat = mallory["seat"]
    evil.send("action", seat=seat, action={"type": "draw"})  # too early
    net.join("b", bea)
    host.start()
    net.pump()
    play(host, net, random.Random(1), steps=2)

    def state():
        return canonical(host.table.snapshot())

    big = json.dumps({"v": 2, "seq": 99, "type": "hello", "name": "x", "pad": "y" * 40_000})
    if seat in host.table.active_seats():  # make sure it is not Mallory's turn
        evil.send("action", seat=seat, action={"type": "add", "amount": 1})
        net.pump()
    attacks = [
        ("another seat's action", dict(kind="action", seat=ana.seat, action={"type": "draw"})),
        ("out of turn", dict(kind="action", seat=seat, action={"type": "draw"})),
        ("unknown action", dict(kind="action", seat=seat, action={"type": "win"})),
        ("replayed sequence", dict(kind="ping", seq=1)),
        ("garbage", dict(raw="\x00garbage{")),
        ("not an object", dict(raw="[1, 2, 3]")),
        ("oversized", dict(raw=big)),
        ("nesting bomb", dict(raw="[" * 40 + "]" * 40)),
        ("container flood", dict(raw="[" * 16_000 + "]" * 16_000)),
        ("wrong version", dict(raw='{"v": 1, "seq": 50, "type": "ping"}')),
        ("posing as host", dict(kind="view", view={"seat": 0})),
        ("unknown type", dict(kind="steal")),
        ("missing field", dict(kind="action", seat=seat)),
        ("ill-typed field", dict(kind="action", seat="0", action={"type": "draw"})),
        ("second hello", dict(kind="hello", name="Mallory")),
        ("binary", dict(raw=b"\x01\x02")),
    ]
    for _why, attack in attacks:
        before, count = state(), len(host.rejections)
        evil.send(**attack)
        assert state() == before
        assert len(host.rejections) == count + 1
    codes = [r["code"] for r in host.rejections]
    assert codes == [
        "not_started",
        "not_your_seat",
        "not_your_turn",
        "unknown_action",
        "bad_seq",
        "garbage",
        "garbage",
        "too_big",
        "too_deep",
        "too_big",
        "version",
        "unknown_type",
        "unknown_type",
        "bad_field",
        "bad_field",
        "already_seated",
        "garbage",
    ]
    assert all(r["peer"] == "evil" and r["message"] for r in host.rejections)
    rejected = [m for m in evil.answers() if m["type"] == "rejected"]
    assert [m["code"] for m in rejected] == codes
    assert rejected[1]["ref_seq"] is not None and rejected[4]["ref_seq"] == 1

    # the very last sequence number again (a duplicate), with a valid action this time
    before = state()
    evil.send("action", seq=evil.seq, seat=seat, action={"type": "add", "amount": 1})
    assert host.rejections[-1]["code"] == "bad_seq" and state() == before

    # a stranger guessing secrets, or acting without a seat
    stranger = Hostile(host, "stranger")
    stranger.send("action", seat=0, action={"type": "draw"})
    stranger.send("hello", name="Eve", secret="A" * 22)
    stranger.send("hello", name="Eve")
    assert [r["code"] for r in list(host.rejections)[-3:]] == [
        "no_seat",
        "bad_secret",
        "table_full",
    ]
    assert host.receive("nobody", "{}") is None
    assert host.rejections[-1]["code"] == "unknown_peer"

    # a flood: a burst is served, the rest dropped, one answer and one log entry for the run
    clock.now += 10.0  # a full bucket
    before, count = state(), len(host.rejections)
    for _ in range(500):
        evil.send("ping")
    assert state() == before
    flood = host.rejections[-1]
    assert flood["code"] == "rate_limited" and flood["count"] == 500 - BURST
    assert len(host.rejections) == count + 1
    assert [m["code"] for m in evil.answers()[-BURST - 1 :] if m["type"] == "rejected"] == [
        "rate_limited"
    ]
    clock.now += 1.0  # the bucket refills: Mallory may speak again
    evil.send("ping")
    assert evil.answers()[-1]["type"] == "pong"

    # the honest guest never saw any of it, and the game goes on to its end
    while host.result() is None:
        active = host.table.active_seats()[0]
        if active == seat:
            evil.send("action", seat=seat, action={"type": "add", "amount": 2})
            clock.now += 1.0
        else:
            play(host, net, random.Random(2), steps=1)
    net.pump()
    for guest, peer_id in ((ana, "a"), (bea, "b")):
        assert guest.result() == host.result()
        assert guest.last_rejection is None and not guest.errors
        assert_no_leaks(net, peer_id, guest.seat)


def test_a_guest_ignores_garbage_from_a_bad_host():
    guest = GuestTable("Ana")
    sent = []
    guest.connect(sent.append)
    guest.receive(
        protocol.encode("welcome", 1, seat=1, secret="s" * 22, game="race_to_ten", build="")
    )
    for junk in (
        "nonsense",
        protocol.encode("pong", 1, ref_seq=1),  # old sequence number
        protocol.encode("view", 2, view={"seat": 0, "turn": 0}),  # someone else's view
        protocol.encode("action", 3, seat=0, action={"type": "draw"}),  # not a host message
        "x" * (protocol.MAX_HOST_MESSAGE + 1),
    ):
        guest.receive(junk)
    assert len(guest.errors) == 5
    assert guest.seat == 1 and not guest.started
    assert json.loads(sent[0]) == {"v": 2, "seq": 1, "type": "hello", "name": "Ana", "build": ""}


# -- losing the connection ----------------------------------------------------------------------


def test_a_guest_drops_and_rejoins_with_its_secret_and_gets_its_hand_back():
    host, net, ana, bea = lobby_with_two_guests(seed=4)
    host.start()
    net.pump()
    play(host, net, random.Random(4), steps=3)
    secret, hand = bea.secret, host.table.state["hands"][2]
    net.drop("b")
    net.pump()
    assert host.lobby()["seats"][2]["connected"] is False
    assert ana.lobby()["seats"][2]["connected"] is False
    assert ana.view(1)["seats"][2]["connected"] is False
    play(host, net, random.Random(4), steps=10)  # the game waits on Bea's turn
    if host.result() is None:
        assert 2 in host.table.active_seats()

    again = GuestTable("Bea", secret=secret)  # a reloaded page with the stored secret
    net.join("b2", again)
    assert again.seat == 2 and again.secret == secret
    assert again.view(2)["state"]["hand"] == hand == host.table.state["hands"][2]
    assert ana.lobby()["seats"][2]["connected"] is True
    play(host, net, random.Random(5))
    assert again.result() == host.result() is not None
    assert_no_leaks(net, "b2", 2)


def test_a_rejoin_on_a_new_link_replaces_a_stale_one():
    host, net, ana, bea = lobby_with_two_guests()
    host.start()
    net.pump()
    twin = GuestTable("Bea", secret=bea.secret)
    net.join("b2", twin)
    assert bea.goodbye["code"] == "replaced" and not bea.connected
    assert twin.seat == 2
    net.queue.append(("b", "host", protocol.encode("action", 9, seat=2, action={"type": "draw"})))
    net.pump()
    assert host.rejections[-1]["code"] == "no_seat"


def test_a_disconnected_seat_goes_to_a_bot_and_back(toy_bots):
    host, net, ana, bea = lobby_with_two_guests(seed=6)
    host.start()
    net.pump()
    with pytest.raises(GameError):
        host.hand_to_bot(0)  # only a guest's seat goes to a bot (any guest's: see test_multi)
    net.drop("b")
    host.hand_to_bot(2)
    net.pump()
    assert ana.lobby()["seats"][2] == {"name": "Bea", "kind": "bot", "connected": True}
    assert host.view(0)["seats"][2]["kind"] == "bot"
    decisions = host.bot_decisions()
    assert set(decisions) <= {2} and all(d.delay == 0.5 for d in decisions.values())
    turns = len(host.table.log)
    for _ in range(4):  # Hugo and Ana play; the bot plays Bea's turns
        play(host, net, random.Random(6), steps=1)
        host.run_bots()
        net.pump()
    assert any(e["seat"] == 2 for e in host.table.log[turns:]) or host.result() is not None
    back = GuestTable("Bea", secret=bea.secret)
    net.join("b2", back)
    assert host.seats[2].kind == "remote" and back.seat == 2
    assert ana.lobby()["seats"][2] == {"name": "Bea", "kind": "remote", "connected": True}


def test_a_guest_answers_pings():
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock)
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana", clock=clock)
    net.join("a", ana)
    ana.ping()
    clock.now += 0.25
    net.pump()
    assert ana.rtt == 0.25


# -- the host reloads ---------------------------------------------------------------------------


def test_host_snapshot_restores_and_guests_return_to_their_seats():
    host, net, ana, bea = lobby_with_two_guests(seed=8)
    host.start()
    net.pump()
    play(host, net, random.Random(8), steps=4)
    saved = json.loads(json.dumps(host.snapshot()))  # what the host keeps in local storage
    hands = copy.deepcopy(host.table.state["hands"])
    secrets_ = {ana.seat: ana.secret, bea.seat: bea.secret}
    assert {s["secret"] for s in saved["seats"][1:]} == set(secrets_.values())

    restored = HostTable.restore(saved, clock=Clock())
    assert restored.lobby()["seats"][1]["connected"] is False
    assert canonical(restored.table.state) == canonical(host.table.state)
    net2 = Net(restored)
    stranger = GuestTable("Eve")
    net2.join("e", stranger)
    assert stranger.last_rejection["code"] == "table_full"
    back = {
        seat: GuestTable(name, secret=secrets_[seat]) for seat, name in ((1, "Ana"), (2, "Bea"))
    }
    net2.join("a", back[1])
    net2.join("b", back[2])
    for seat, guest in back.items():
        assert guest.seat == seat
        assert guest.view(seat)["state"]["hand"] == hands[seat]
    play(restored, net2, random.Random(9))
    assert restored.result() is not None
    assert back[1].result() == restored.result()


def test_a_lobby_snapshot_restores_too():
    host, net, ana, bea = lobby_with_two_guests()
    restored = HostTable.restore(host.snapshot(), clock=Clock())
    assert not restored.started
    net2 = Net(restored)
    again = GuestTable("Ana", secret=ana.secret)
    net2.join("a", again)
    assert again.seat == 1
    restored.start()
    net2.pump()
    assert again.started


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: None,
        lambda s: s.update(version=9),
        lambda s: s.update(kind="table"),
        lambda s: s["seats"][1].update(secret="no"),
        lambda s: s["seats"].pop(),
        lambda s: s["table"]["log"].append({"seat": 9, "action": {"type": "draw"}}),
        lambda s: s.pop("game"),
        lambda s: s.update(game="chess"),
    ],
)
def test_a_damaged_host_snapshot_is_refused(damage):
    host, net, ana, bea = lobby_with_two_guests()
    host.start()
    saved = host.snapshot()
    if damage(saved) is None and saved == host.snapshot():
        saved = "not a save"
    with pytest.raises(CorruptSave):
        HostTable.restore(saved)


def test_a_failing_listener_or_channel_does_not_harm_the_host(caplog):
    host, net, ana, bea = lobby_with_two_guests(seed=2)

    def broken_ui(table, events):
        raise RuntimeError("UI bug")

    host.listen(broken_ui)
    host.connect("dead", lambda raw: (_ for _ in ()).throw(ConnectionError("channel closed")))
    host.receive("dead", protocol.encode("ping", 1))
    assert host.send_failures == 1
    host.start()
    net.pump()
    play(host, net, random.Random(2))
    assert host.result() is not None and ana.result() == host.result()
    assert "UI bug" in caplog.text


# -- protocol 2: builds, continuous input, liveness ---------------------------------------------


def test_a_guest_on_another_build_is_told_so_and_gets_no_seat():
    host = HostTable("race_to_ten", seed=1, clock=Clock(), build="b-new")
    host.add_seat("Hugo")
    heard = []
    host.listen(lambda _host, events: heard.extend(events))
    net = Net(host)
    old = GuestTable("Ana", build="b-old")
    net.join("a", old)
    assert old.goodbye["code"] == "build_mismatch" and not old.connected
    assert old.seat is None and old.secret is None
    assert [s["name"] for s in host.lobby()["seats"]] == ["Hugo"]
    assert host.rejections[-1]["code"] == "build_mismatch"
    assert {"type": "net.build_mismatch", "peer": "a"} in heard
    # the same build joins as ever
    same = GuestTable("Bea", build="b-new")
    net.join("b", same)
    assert same.seat == 1 and same.goodbye is None


def test_a_hello_in_another_protocol_version_gets_a_build_mismatch_goodbye():
    host = HostTable("race_to_ten", seed=1, clock=Clock(), build="b")
    host.add_seat("Hugo")
    old = Hostile(host, "old")
    old.send(raw=json.dumps({"v": 1, "seq": 1, "type": "hello", "name": "Ana"}))
    (bye,) = old.answers()
    assert bye["type"] == "bye" and bye["code"] == "build_mismatch"
    assert len(host.seats) == 1 and host.rejections[-1]["code"] == "build_mismatch"


def test_a_guest_takes_a_host_of_another_version_or_build_as_a_mismatch():
    guest = GuestTable("Ana", build="b")
    guest.connect(lambda raw: None)
    guest.receive(json.dumps({"v": 1, "seq": 1, "type": "rejected", "ref_seq": 1, "code": "x"}))
    assert guest.goodbye["code"] == "build_mismatch" and not guest.connected
    # a future host's goodbye, in a version this guest does not speak, says the same
    guest = GuestTable("Ana", build="b")
    guest.connect(lambda raw: None)
    guest.receive(json.dumps({"v": 3, "seq": 1, "type": "bye", "code": "build_mismatch"}))
    assert guest.goodbye["code"] == "build_mismatch"
    # a host that forgot to check the build is not played with either
    guest = GuestTable("Ana", build="b")
    guest.connect(lambda raw: None)
    welcome = dict(seat=1, secret="s" * 22, game="race_to_ten", build="other")
    guest.receive(protocol.encode("welcome", 1, **welcome))
    assert guest.goodbye["code"] == "build_mismatch" and guest.seat is None
    guest.receive(protocol.encode("view", 2, view={"seat": 1, "turn": 0}))
    assert not guest.started


def inputs_of(net, peer_id):
    return [
        json.loads(raw) for raw, _ in net.received[peer_id] if json.loads(raw)["type"] == "input"
    ]


def test_input_is_relayed_to_the_others_and_never_touches_the_table():
    host, net, ana, bea = lobby_with_two_guests()
    at_host, at_bea, at_ana = [], [], []
    host.listen_input(lambda seat, data: at_host.append((seat, data)))
    bea.listen_input(lambda seat, data: at_bea.append((seat, data)))
    ana.listen_input(lambda seat, data: at_ana.append((seat, data)))
    changes = []
    host.listen(lambda _host, events: changes.append(events))
    host.start()
    net.pump()
    before, changes[:] = canonical(host.table.snapshot()), []
    for x in range(5):
        ana.send_input(1, {"x": x / 10, "y": 0.5})
    net.pump()
    assert at_host == at_bea == [(1, {"x": x / 10, "y": 0.5}) for x in range(5)]
    assert at_ana == []  # one's own input never comes back
    assert canonical(host.table.snapshot()) == before and not host.table.log
    assert changes == []  # not a table change: nothing repaints, nothing saves
    host.send_input(0, {"angle": 12})
    net.pump()
    assert at_ana[-1] == at_bea[-1] == (0, {"angle": 12})
    with pytest.raises(IllegalAction):
        ana.send_input(2, {"x": 1})  # another seat's
    with pytest.raises(IllegalAction):
        host.send_input(1, {"x": 1})  # a guest's seat
    with pytest.raises(GameError):
        ana.send_input(1, {"pad": "x" * 2000})  # too big: refused before it leaves


def test_forged_input_is_refused_with_reasons():
    host = HostTable("race_to_ten", seed=1, clock=Clock())
    host.add_seat("Hugo")
    relayed = []
    host.listen_input(lambda seat, data: relayed.append(seat))
    evil = Hostile(host, "evil")
    evil.send("input", seat=0, data={"x": 1})
    evil.send("hello", name="Mallory")
    evil.send("input", seat=1, data={"x": 1})
    host.start()
    evil.send("input", seat=0, data={"x": 1})
    evil.send("input", seat=1, data={"x": {"y": {"z": {"w": {"v": 1}}}}})
    evil.send("input", seat=1, data={"x": 1}, extra=1)
    codes = [r["code"] for r in host.rejections]
    assert codes == ["no_seat", "not_started", "not_your_seat", "bad_field", "bad_field"]
    assert relayed == [] and not host.table.log


def test_an_input_flood_never_throttles_actions_nor_the_other_way_round():
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock, timer=Timer())
    host.add_seat("Hugo")
    relayed = []
    host.listen_input(lambda seat, data: relayed.append(data["i"]))
    evil = Hostile(host, "evil")
    evil.send("hello", name="Mallory")
    host.start()
    for i in range(1000):  # far over the input budget, all at one instant
        evil.send("input", seat=1, data={"i": i})
    assert len(relayed) == INPUT_BURST
    flood = host.rejections[-1]
    assert flood["code"] == "input_rate_limited" and flood["count"] == 1000 - INPUT_BURST
    # actions and pings still have their whole budget
    evil.send("ping")
    assert evil.answers()[-1]["type"] == "pong"
    if host.table.active_seats() == [1]:
        evil.send("action", seat=1, action={"type": "add", "amount": 1})
        assert host.table.log
    # and an action flood leaves the input budget alone
    for _ in range(BURST + 50):
        evil.send("ping")
    assert host.rejections[-1]["code"] == "rate_limited"
    clock.now += 1.0  # refills one second of input
    evil.send("input", seat=1, data={"i": -1})
    assert relayed[-1] == -1
    # a steady 60 Hz stream over many seconds is never throttled
    count = len(relayed)
    for i in range(600):
        clock.now += 1 / 60
        evil.send("input", seat=1, data={"i": i})
    assert len(relayed) == count + 600


def test_a_silent_guest_is_shown_away_and_back_and_the_game_hears_it():
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock)
    host.add_seat("Hugo")
    net = Net(host)
    ana, bea = GuestTable("Ana", clock=clock), GuestTable("Bea", clock=clock)
    net.join("a", ana)
    net.join("b", bea)
    host.start()
    net.pump()
    away = []
    host.table.seat_away = away.append  # the game's seat-away hook, through the table
    for _ in range(3):  # everyone answers: nobody is away
        clock.now += PING_EVERY
        host.tick()
        ana.tick()
        bea.tick()
        net.pump()
    assert all(s["connected"] for s in host.lobby()["seats"])
    assert host.rtt(1) is not None
    # Bea's phone freezes: her link stays open, but nothing comes from it
    frozen = net.guests.pop("b")
    for _ in range(4):
        clock.now += PING_EVERY
        host.tick()
        ana.tick()
        net.pump()
    assert host.lobby()["seats"][2]["connected"] is False
    assert ana.view(1)["seats"][2]["connected"] is False
    assert away == [2]
    # she wakes up: the first thing heard brings her back
    net.guests["b"] = frozen
    frozen.tick()
    net.pump()
    assert host.lobby()["seats"][2]["connected"] is True
    assert ana.lobby()["seats"][2]["connected"] is True
    assert away == [2]


def test_a_device_that_was_frozen_itself_does_not_blame_the_others():
    """A locked screen or a starved page: the first tick after a long gap runs before the
    messages that arrived meanwhile; it must not mark the other side away."""
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock)
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana", clock=clock)
    net.join("a", ana)
    host.tick()
    ana.tick()
    net.pump()
    clock.now += 20.0  # both pages were asleep; Ana's ping sits in the host's queue
    host.tick()
    ana.tick()
    assert host.lobby()["seats"][1]["connected"] and not ana.silent
    net.pump()
    clock.now += PING_EVERY
    host.tick()
    ana.tick()
    assert host.lobby()["seats"][1]["connected"] and not ana.silent


def test_a_guest_notices_a_silent_host():
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock)
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana", clock=clock)
    net.join("a", ana)
    events = []
    ana.listen(lambda _guest, news: events.extend(e["type"] for e in news))
    for _ in range(4):  # the host's page is frozen: Ana's pings go unanswered
        clock.now += PING_EVERY
        ana.tick()
    assert ana.silent and events.count("net.host_silent") == 1
    net.pump()  # the host answers at last
    assert not ana.silent and events[-1] == "net.host_back"


def test_a_silent_guests_seat_can_go_to_a_bot_and_the_guest_rejoins(toy_bots):
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock)
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana", clock=clock)
    net.join("a", ana)
    host.start()
    net.pump()
    with pytest.raises(GameError):
        host.hand_to_bot(0)  # the host's own seat is not a guest's
    clock.now += SILENCE + 1
    host.tick()
    host.hand_to_bot(1)
    net.pump()
    assert host.seats[1].kind == "bot" and ana.goodbye["code"] == "replaced"
    back = GuestTable("Ana", secret=ana.secret, clock=clock)
    net.join("a2", back)
    assert back.seat == 1 and host.seats[1].kind == "remote"


def test_a_clock_that_steps_back_does_not_drain_a_budget():
    clock = Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock)
    host.add_seat("Hugo")
    evil = Hostile(host, "evil")
    clock.now -= 50.0  # a clock adjusted backwards must not cost a guest its messages
    for _ in range(BURST):
        evil.send("ping")
    assert [m["type"] for m in evil.answers()] == ["pong"] * BURST


def test_a_guest_whose_refused_messages_cost_the_host_time_gets_fewer_of_them(monkeypatch):
    """The host's time on refusals is charged to their sender: at 50 ms a message, a burst of
    refused actions is cut short after three, while another guest's accepted messages, just as
    slow to handle, are all answered (playing is never charged)."""
    clock, timer = Clock(), Timer()
    host = HostTable("race_to_ten", seed=1, clock=clock, timer=timer)
    host.add_seat("Hugo")
    slow, quick = Hostile(host, "slow"), Hostile(host, "quick")
    handling_takes(monkeypatch, host, 10 * TOKEN_TIME)  # a refusal costs 1 + 10 tokens
    for _ in range(10):
        slow.send("action", seat=0, action={"type": "draw"})  # no seat: refused
    assert [m["code"] for m in slow.answers()] == ["no_seat"] * 3 + ["rate_limited"]
    for _ in range(BURST):
        quick.send("ping")
    assert [m["type"] for m in quick.answers()] == ["pong"] * BURST
    clock.now += 1.0  # ten tokens back: the slow guest is heard again
    slow.send("ping")
    assert slow.answers()[-1]["type"] == "pong"


def test_one_slow_refusal_is_charged_at_most_max_charge(monkeypatch):
    timer = Timer()
    host = HostTable("race_to_ten", seed=1, clock=Clock(), timer=timer)
    host.add_seat("Hugo")
    guest = Hostile(host, "guest")
    handling_takes(monkeypatch, host, 60.0)
    guest.send("action", seat=0, action={"type": "draw"})
    monkeypatch.undo()
    for _ in range(BURST):
        guest.send("ping")
    pongs = [m for m in guest.answers() if m["type"] == "pong"]
    assert len(pongs) == BURST - 1 - MAX_CHARGE


def test_the_channel_is_not_charged_to_a_guest():
    """A slow transport on the host's phone is the host's own time, even for a refusal."""
    timer = Timer()
    host = HostTable("race_to_ten", seed=1, clock=Clock(), timer=timer)
    host.add_seat("Hugo")
    sent = []

    def slow_channel(raw):
        timer.now += 1.0
        sent.append(raw)

    host.connect("guest", slow_channel)
    for i in range(BURST):
        action = {
            "v": protocol.VERSION,
            "seq": i + 1,
            "type": "action",
            "seat": 0,
            "action": {"type": "draw"},
        }
        host.receive("guest", json.dumps(action))
    assert [json.loads(r)["code"] for r in sent] == ["no_seat"] * BURST
