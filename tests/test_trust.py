"""The last findings of a hostile review of watchers and messages, each as a player would meet it:
a guest turned watcher shows no hand, a watcher never takes a seat's name, the host can send a
watcher away (so idle ones do not hold every place), and a lone surrogate never crosses the
wire."""

from __future__ import annotations

import json

import pytest

from engine import protocol
from engine.core import Wrong
from engine.guest import GuestTable
from engine.host import HostTable
from engine.protocol import MAX_WATCHERS
from engine.values import Str
from tests.fake_net import Switchboard
from tests.remote_net import Clock, Hostile, Net, host_and_ana
from tests.test_multi import host_app, join
from tests.test_watchers_app import watch


def claro_with_a_guest() -> tuple[HostTable, Net, GuestTable]:
    host = HostTable("claro", seed=8, clock=Clock())
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana")
    net.join("a", ana)
    host.start()
    net.pump()
    return host, net, ana


def test_a_guest_turned_watcher_never_shows_its_old_hand():
    host, net, ana = claro_with_a_guest()
    seat = ana.seat
    assert ana.view(seat)["state"]["hand"]
    shown = []
    ana.listen(
        lambda guest, _: (
            shown.append(guest.view(None)) if guest.watching and guest.started else None
        )
    )
    net.drop("a")
    ana.watch = True
    ana.secret = None
    # The host's answer to a watching hello, as far as its `watching` message: the view for no
    # seat follows in a message of its own.
    host.connect("a2", lambda raw: net.queue.append(("a2", "guest", raw)))
    net.guests["a2"] = ana
    ana.connect(lambda raw: net.queue.append(("a2", "host", raw)))
    peer, to, raw = net.queue.popleft()
    host.receive(peer, raw)
    watching = net.queue.popleft()
    assert json.loads(watching[2])["type"] == "watching"
    ana.receive(watching[2])
    assert ana.watching and ana.seat is None
    assert not ana.started  # nothing to show until the host's public view comes
    with pytest.raises(Exception):  # noqa: B017 - not_started, a GameError
        ana.view(None)
    net.pump()
    view = ana.view(None)
    assert view == host.view(None) and view["seat"] is None
    assert not view["state"]["hand"]
    assert shown and all(v["seat"] is None for v in shown)


def test_a_watcher_that_takes_a_seat_can_play():
    host = HostTable("claro", seed=9, clock=Clock())
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana", watch=True)
    net.join("a", ana)
    assert ana.watching
    net.drop("a")
    ana.watch, ana.secret = False, None
    net.join("a2", ana)
    host.start()
    net.pump()
    assert ana.seat == 1 and not ana.watching
    while 1 not in host.table.active_seats():
        host.submit(0, host.table.legal_actions(0)[0])
        net.pump()
    moves = len(host.table.log)
    ana.submit(1, ana.view(1)["legal"][0])
    net.pump()
    assert len(host.table.log) == moves + 1


def test_a_watcher_never_takes_a_seats_name_nor_a_guest_a_watchers():
    host = HostTable("claro", seed=1, clock=Clock())
    host.add_seat("Hugo")
    net = Net(host)
    net.join("w", GuestTable("Hugo", watch=True))
    net.join("a", GuestTable("Walt", watch=True))
    net.join("b", GuestTable("Walt"))
    lobby = host.lobby()
    seats = [s["name"] for s in lobby["seats"]]
    watchers = [w["name"] for w in lobby["watchers"]]
    assert seats == ["Hugo", "Walt 2"] and watchers == ["Hugo 2", "Walt"]
    assert not set(seats) & set(watchers)


def test_the_host_sends_a_watcher_away_and_its_place_is_free_again():
    host = HostTable("claro", seed=2, clock=Clock())
    host.add_seat("Hugo")
    net = Net(host)
    phones = [GuestTable(f"W{i}", watch=True) for i in range(MAX_WATCHERS)]
    for i, w in enumerate(phones):
        net.join(f"w{i}", w)
    late = GuestTable("Late", watch=True)
    net.join("late", late)
    assert not late.watching and late.last_rejection["code"] == "watchers_full"
    old_secret = phones[2].secret
    host.remove_watcher(2)
    net.pump()
    assert phones[2].goodbye == {"code": "removed", "message": "The host removed you"}
    assert [w["name"] for w in host.lobby()["watchers"]] == [
        f"W{i}" for i in range(MAX_WATCHERS) if i != 2
    ]
    assert all(
        w.lobby()["watchers"] == host.lobby()["watchers"] for w in phones if w is not phones[2]
    )
    # the watchers behind it are still themselves: a message of theirs still finds them
    host.receive("w5", protocol.encode("ping", 99))
    assert host._peers["w5"].watcher == 4 and host.watchers[4].name == "W5"
    # its old secret no longer brings it back as itself; a new phone takes the free place
    net.join("late2", GuestTable("Late", watch=True, secret=old_secret))
    assert len(host.watchers) == MAX_WATCHERS
    assert all(w.secret != old_secret for w in host.watchers)
    with pytest.raises(Exception, match="no such watcher"):
        host.remove_watcher(MAX_WATCHERS)
    with pytest.raises(Exception, match="no such watcher"):
        host.remove_watcher(True)


def test_the_host_removes_a_watcher_from_the_lobby_screen():
    board = Switchboard()
    host = host_app(board, "claro")
    join(board, host, "Ana")
    host.handle("invite")
    wanda = watch(board, host, "Wanda")
    html = host.render()
    assert 'data-cmd="remove-watcher"' in html and ">Stop Wanda watching</button>" in html
    host.handle("remove-watcher", "0")
    board.pump()
    assert host.party.host.watchers == []
    assert (
        "Watching: Wanda" not in host.render() and 'data-cmd="remove-watcher"' not in host.render()
    )
    assert wanda.visit.guest.goodbye["code"] == "removed"
    host.handle("remove-watcher", "7")  # no such watcher: nothing changes, nothing breaks
    host.handle("remove-watcher", "true")
    assert host.screen == "lobby"


def test_a_lone_surrogate_is_not_text():
    for bad in ("\ud800", "a\udfffb"):
        with pytest.raises(Wrong):
            Str().clean(bad)
    assert Str().clean("ñ 🂡") == "ñ 🂡"


def test_a_lone_surrogate_a_guest_sends_never_comes_back_as_text_that_cannot_be_sent():
    host = HostTable("claro", seed=3, clock=Clock())
    host.add_seat("Hugo")
    evil = Hostile(host, "evil")
    evil.send("hello", name="Mallory")
    host.start()
    seat = evil.answers()[0]["seat"]
    for action in ({"type": "\\ud800"}, {"type": "play", "cards": "\\udc00"}):
        body = json.dumps({"seat": seat})[:-1] + f', "action": {json.dumps(action)}'
        body = body.replace("\\\\u", "\\u") + "}"
        raw = f'{{"v": {protocol.VERSION}, "seq": {evil.seq + 1}, "type": "action", ' + body[1:]
        evil.seq += 1
        evil.send(raw=raw)
    refusals = [a for a in evil.answers() if a["type"] == "rejected"]
    assert len(refusals) >= 2
    for text in evil.inbox:
        text.encode("utf-8")  # every message the host sent can be sent
    params = protocol.rejection_params({"action": "\ud800x"})
    assert params == {"action": "?x"}


def test_a_phone_waking_from_a_minute_asleep_answers_every_ping_and_still_plays():
    """The chaos table's finding: a phone asleep for a minute finds forty of the host's pings
    waiting and answers each at once; those answers must not spend its flood budget, or its
    first move after waking is refused as a flood."""
    clock, host, net, ana = host_and_ana("claro", 4)
    host.start()
    net.pump()
    while 1 not in host.table.active_seats():
        host.submit(0, host.table.legal_actions(0)[0])
    net.pump()
    for _ in range(40):  # a minute of the host's ticks; the phone hears none of it yet
        clock.now += 1.5
        host.tick()
    moves = len(host.table.log)
    net.pump()  # it wakes: every ping at once, every answer at once
    ana.submit(1, ana.view(1)["legal"][0])
    net.pump()
    assert len(host.table.log) == moves + 1, ana.last_rejection
    assert not any(r["code"] == "rate_limited" for r in host.rejections)


def test_a_phone_that_lost_its_secret_is_let_back_in_on_its_seats_invitation():
    """The real-browser journey's finding: a browser killed seconds after a change has not
    yet written its storage to disk, so the phone comes back without its seat's secret. The
    host invites that seat again and pastes this phone's answer: that lets it in as the seat's
    guest, hand and all; a phone on any other invitation still finds no seat."""
    host = HostTable("claro", seed=6, clock=Clock())
    host.add_seat("Hugo")
    net = Net(host)
    eva = GuestTable("Eva")
    net.join("e", eva)
    host.start()
    net.pump()
    hand = eva.view(1)["state"]["hand"]
    net.drop("e")
    stranger = GuestTable("Mallory")
    net.join("m", stranger)  # an ordinary invitation, no secret: no seat after the deal
    assert stranger.seat is None and stranger.last_rejection["code"] == "table_full"
    back = GuestTable("Eva")  # killed and started again: no secret
    net.guests["e2"] = back
    net.received["e2"] = []
    host.connect("e2", lambda raw: net.queue.append(("e2", "guest", raw)), invited_for=1)
    back.connect(lambda raw: net.queue.append(("e2", "host", raw)))
    net.pump()
    assert back.seat == 1 and back.view(1)["state"]["hand"] == hand
    assert back.secret == host.seats[1].secret
    # While its guest is at the table, the seat's invitation lets no other phone take it.
    other = GuestTable("Eve")
    host.connect("e3", lambda raw: net.queue.append(("e3", "guest", raw)), invited_for=1)
    net.guests["e3"] = other
    other.connect(lambda raw: net.queue.append(("e3", "host", raw)))
    net.pump()
    assert other.seat is None and host.seats[1].peer == "e2"
