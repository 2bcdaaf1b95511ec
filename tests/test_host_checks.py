"""The order of the host's checks on a guest's message (`engine.door.Door._handle`): each test here
fails if two neighbouring checks are swapped."""

import json

from engine import protocol
from engine.core import canonical
from engine.door import BURST
from engine.host import HostTable
from engine.remote import PING_EVERY, SILENCE
from tests.remote_net import Clock, Hostile, Timer


def host_and_mallory(clock=None):
    """A started game: Hugo on the host's phone (seat 0) and Mallory's modified client (seat 1),
    her budget whole again."""
    clock = clock or Clock()
    host = HostTable("race_to_ten", seed=1, clock=clock, timer=Timer())
    host.add_seat("Hugo")
    evil = Hostile(host, "evil")
    evil.send("hello", name="Mallory")
    host.start()
    clock.now += 10.0
    return host, evil


def state(host):
    return canonical(host.table.snapshot())


def codes(evil):
    return [m["code"] for m in evil.answers() if m["type"] == "rejected"]


def pongs(evil):
    return [m["type"] for m in evil.answers()].count("pong")


def spend_the_budget(evil):
    """Every message in one burst, at one instant: the next one is over the rate."""
    before = pongs(evil)
    for _ in range(BURST):
        evil.send("ping")
    assert pongs(evil) == before + BURST and not codes(evil)


def test_a_message_from_no_open_connection_is_refused_and_charges_no_guest():
    host, evil = host_and_mallory()
    sent = len(evil.inbox)
    for seq in range(1, 2 * BURST):
        host.receive("ghost", json.dumps({"v": protocol.VERSION, "seq": seq, "type": "ping"}))
    assert [r["code"] for r in host.rejections][-1] == "unknown_peer"
    assert len(evil.inbox) == sent
    spend_the_budget(evil)  # Mallory's budget is whole


def test_a_refused_message_still_brings_a_silent_guest_back():
    clock = Clock()
    host, evil = host_and_mallory(clock)
    for _ in range(int(SILENCE / PING_EVERY) + 2):  # Mallory's phone says nothing
        clock.now += PING_EVERY
        host.tick()
    assert host.lobby()["seats"][1]["connected"] is False
    evil.send(raw="\x00garbage{")
    assert codes(evil)[-1] == "garbage"
    assert host.lobby()["seats"][1]["connected"] is True


def test_a_big_message_pays_for_itself_before_it_is_parsed(monkeypatch):
    host, evil = host_and_mallory()
    parsed = []
    real_parse = protocol.parse

    def counting_parse(raw, **kwargs):
        parsed.append(raw)
        return real_parse(raw, **kwargs)

    monkeypatch.setattr(protocol, "parse", counting_parse)
    big = json.dumps({"v": protocol.VERSION, "seq": 99, "type": "ping", "pad": "y" * 40_000})
    # with budget left, it is parsed (and refused as too big), and it costs a message
    evil.send(raw=big)
    assert codes(evil)[-1] == "too_big" and big in parsed
    for _ in range(BURST):
        evil.send("ping")
    assert codes(evil)[-1] == "rate_limited"
    assert pongs(evil) == BURST - 1
    # over the rate, it is refused for that alone, never parsed
    parsed.clear()
    evil.send(raw=big)
    assert big not in parsed
    assert host.rejections[-1]["code"] == "rate_limited"


def test_an_input_is_parsed_first_to_spend_its_own_budget():
    host, evil = host_and_mallory()
    relayed = []
    host.listen_input(lambda seat, data: relayed.append(data))
    spend_the_budget(evil)
    evil.send("input", seat=1, data={"x": 1})
    assert relayed == [{"x": 1}]
    evil.send("ping")
    assert codes(evil) == ["rate_limited"]


def test_an_unseated_connection_pays_for_its_actions_before_being_told_to_sit():
    host, _ = host_and_mallory()
    stranger = Hostile(host, "stranger")
    for _ in range(BURST + 5):
        stranger.send("action", seat=0, action={"type": "draw"})
    assert codes(stranger) == ["no_seat"] * BURST + ["rate_limited"]


def test_a_message_seen_before_pays_before_it_is_refused():
    host, evil = host_and_mallory()
    evil.send("ping")
    for _ in range(BURST + 5):
        evil.send("ping", seq=evil.seq)
    assert pongs(evil) == 1
    assert codes(evil) == ["bad_seq"] * (BURST - 1) + ["rate_limited"]


def test_an_action_over_the_rate_or_seen_before_never_reaches_the_rules():
    clock = Clock()
    host, evil = host_and_mallory(clock)
    while host.table.active_seats() != [1]:
        seat = host.table.active_seats()[0]
        host.submit(seat, host.view(seat)["legal"][0])
    move = {"type": "add", "amount": 1}
    spend_the_budget(evil)
    before = state(host)
    evil.send("action", seat=1, action=move)
    assert codes(evil) == ["rate_limited"] and state(host) == before
    clock.now += 1.0
    evil.send("action", seq=evil.seq - 1, seat=1, action=move)
    assert codes(evil)[-1] == "bad_seq" and state(host) == before
    evil.send("action", seat=1, action=move)
    assert state(host) != before
    assert host.table.log[-1]["seat"] == 1
