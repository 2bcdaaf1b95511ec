"""Host and guest tables across phones (`tests.remote_net` wires them in memory): the lobby, a
whole game without leaks, forged and hostile messages, losing the connection, the host
reloading. Builds, continuous input and liveness: tests/test_remote_liveness.py."""

import copy
import json
import random

import pytest

from engine import protocol
from engine.core import CorruptSave, GameError, IllegalAction, canonical
from engine.door import BURST
from engine.guest import GuestTable
from engine.host import HostTable
from engine.remote import handlers
from tests.remote_net import (
    Clock,
    Hostile,
    Net,
    Timer,
    assert_no_leaks,
    host_and_ana,
    lobby_with_two_guests,
    play,
)

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
    clock, host, net, ana = host_and_ana()
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


def test_each_side_declares_what_it_does_with_every_message_the_other_may_send():
    """Host and guest dispatch alike: a table of message type -> handler, checked as the module
    loads against the types `engine.protocol` lets the other side send."""
    assert sorted(HostTable.ON_GUEST) == sorted(protocol.GUEST_TYPES)
    assert sorted(GuestTable.ON_HOST) == sorted(protocol.HOST_TYPES)
    guest_sends = dict.fromkeys(protocol.GUEST_TYPES, print)
    assert handlers("guest", guest_sends) is guest_sends
    with pytest.raises(TypeError, match="guest"):
        handlers("guest", {k: v for k, v in guest_sends.items() if k != "pong"})
    with pytest.raises(TypeError, match="host"):
        handlers("host", {**dict.fromkeys(protocol.HOST_TYPES, print), "hello": print})
