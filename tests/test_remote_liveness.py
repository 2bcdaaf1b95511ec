"""Host and guest tables across phones, protocol 2 (`tests.remote_net` wires them in memory):
phones on another build are told so, continuous input is relayed and never touches the table,
a silent phone is shown away and back, and what a guest's refused messages cost the host is
charged to that guest's budget, never the channel's time."""

import json

import pytest

from engine import protocol
from engine.core import GameError, IllegalAction, canonical
from engine.door import BURST, INPUT_BURST, MAX_CHARGE, TOKEN_TIME
from engine.guest import GuestTable
from engine.host import HostTable
from engine.remote import PING_EVERY, SILENCE
from tests.remote_net import (
    Clock,
    Hostile,
    Net,
    Timer,
    handling_takes,
    host_and_ana,
    lobby_with_two_guests,
)

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
    clock, host, net, ana = host_and_ana()
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
    clock, host, net, ana = host_and_ana()
    events = []
    ana.listen(lambda _guest, news: events.extend(e["type"] for e in news))
    for _ in range(4):  # the host's page is frozen: Ana's pings go unanswered
        clock.now += PING_EVERY
        ana.tick()
    assert ana.silent and events.count("net.host_silent") == 1
    net.pump()  # the host answers at last
    assert not ana.silent and events[-1] == "net.host_back"


def test_a_silent_guests_seat_can_go_to_a_bot_and_the_guest_rejoins(toy_bots):
    clock, host, net, ana = host_and_ana()
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
