"""Phones that watch a table without a seat: they see what the table shows everyone (the view for
no seat), live, from their first message on; they can act on nothing, come back after a drop,
and never cost the players more than another phone would."""

from __future__ import annotations

import json

import pytest

from engine import protocol
from engine.core import IllegalAction, Random
from engine.door import BURST
from engine.games import catalog
from engine.guest import GuestTable
from engine.host import HostTable
from engine.protocol import MAX_WATCHERS
from tests.remote_net import Clock, Net


class Recording(Net):
    """The in-memory link of test_remote, also noting the public view at each send, and the
    order in which the host served its connections."""

    def __init__(self, host: HostTable) -> None:
        super().__init__(host)
        self.public: dict[str, list[tuple[str, object]]] = {}
        self.order: list[str] = []

    def join(self, peer_id: str, guest: GuestTable) -> None:
        self.guests[peer_id] = guest
        self.public[peer_id] = []

        def to_guest(raw: str) -> None:
            table = self.host.table
            truth = self.host.view(None) if table is not None else None
            self.public[peer_id].append((raw, truth))
            self.order.append(peer_id)
            self.queue.append((peer_id, "guest", raw))

        self.host.connect(peer_id, to_guest)
        guest.connect(lambda raw: self.queue.append((peer_id, "host", raw)))
        self.pump()


def watched_table(game_id: str, players: int, seed: int) -> tuple[HostTable, Recording, GuestTable]:
    """Every seat played on the host's phone (passed around), and one phone watching."""
    host = HostTable(game_id, seed=seed, clock=Clock())
    for i in range(players):
        host.add_seat(f"P{i + 1}")
    net = Recording(host)
    watcher = GuestTable("Wanda", watch=True)
    net.join("w", watcher)
    host.start()
    net.pump()
    return host, net, watcher


def play_steps(host: HostTable, net: Recording, seed: int, steps: int):
    chooser = Random(seed ^ 0x77A7C)
    for _ in range(steps):
        if host.result() is not None:
            return
        active = host.table.active_seats()
        if not active:
            return
        seat = chooser.choice(active)
        host.submit(seat, chooser.choice(host.table.legal_actions(seat)))
        net.pump()
        yield


GAMES = [(g.id, n) for g in catalog() for n in sorted({g.min_players, g.max_players})]


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_watcher_sees_exactly_the_view_for_no_seat_at_every_step(game_id: str, players: int):
    for seed in (1, 2):
        host, net, watcher = watched_table(game_id, players, seed)
        assert watcher.watching and watcher.started and watcher.local_seats == []
        for _ in play_steps(host, net, seed, 120):
            assert watcher.view(None) == host.view(None)
        views = 0
        for raw, public in net.public["w"]:
            message = protocol.parse(raw, sender="host")
            if message["type"] == "view":
                views += 1
                assert message["view"] == public  # no hand, pick or role beyond that view
                assert message["view"]["seat"] is None and message["view"]["legal"] == []
        assert views >= 2


def test_a_watcher_cannot_act_and_a_forged_action_changes_nothing():
    host, net, watcher = watched_table("claro", 2, seed=4)
    with pytest.raises(IllegalAction):
        watcher.submit(0, {"type": "pass"})
    before = host.snapshot()
    seat = host.table.active_seats()[0]
    forged = protocol.encode("action", 99, seat=seat, action=host.table.legal_actions(seat)[0])
    host.receive("w", forged)
    net.pump()
    assert host.snapshot() == before
    assert host.rejections[-1]["code"] == "watching"
    assert watcher.last_rejection["code"] == "watching"


def test_the_table_shows_who_is_watching_and_a_watcher_comes_back_to_the_same_place():
    host, net, watcher = watched_table("claro", 2, seed=5)
    assert host.lobby()["watchers"] == [{"name": "Wanda", "connected": True}]
    secret = watcher.secret
    net.drop("w")
    assert host.lobby()["watchers"] == [{"name": "Wanda", "connected": False}]
    for _ in play_steps(host, net, 5, 6):
        pass
    again = GuestTable("Wanda", watch=True, secret=secret)
    net.join("w2", again)
    assert host.lobby()["watchers"] == [{"name": "Wanda", "connected": True}]
    assert again.view(None) == host.view(None)  # the current table, mid-game


def test_a_watcher_joining_mid_game_gets_the_current_table_and_the_lobby():
    host = HostTable("colorful", seed=6, clock=Clock())
    for name in ("Ana", "Bea", "Caro"):
        host.add_seat(name)
    net = Recording(host)
    host.start()
    for _ in play_steps(host, net, 6, 4):
        pass
    late = GuestTable("Late", watch=True)
    net.join("late", late)
    assert late.view(None) == host.view(None)
    assert [s["name"] for s in late.lobby()["seats"]] == ["Ana", "Bea", "Caro"]
    assert late.lobby()["watchers"][0]["name"] == "Late"


def test_at_most_eight_watchers_and_a_place_long_left_is_taken_again():
    host, net, first = watched_table("claro", 2, seed=7)
    for i in range(1, MAX_WATCHERS):
        net.join(f"w{i}", GuestTable(f"W{i}", watch=True))
    extra = GuestTable("Extra", watch=True)
    net.join("extra", extra)
    assert not extra.watching and extra.last_rejection["code"] == "watchers_full"
    net.drop("w")
    again = GuestTable("Extra", watch=True)
    net.join("extra2", again)
    assert again.watching and len(host.watchers) == MAX_WATCHERS
    assert first.secret not in {w.secret for w in host.watchers}


def test_players_are_served_before_watchers():
    host = HostTable("claro", seed=8, clock=Clock())
    host.add_seat("Hana")
    net = Recording(host)
    net.join("w", GuestTable("Wanda", watch=True))
    ana = GuestTable("Ana")
    net.join("a", ana)
    host.start()
    net.pump()
    for _ in range(10):
        if host.result() is not None:
            break
        net.order.clear()
        seat = host.table.active_seats()[0]
        if seat == 0:
            host.submit(0, host.table.legal_actions(0)[0])
        else:
            ana.submit(seat, ana.view(seat)["legal"][0])
        net.pump()
        assert "a" in net.order and "w" in net.order
        assert max(i for i, p in enumerate(net.order) if p == "a") < min(
            i for i, p in enumerate(net.order) if p == "w"
        )


def test_a_flooding_watcher_spends_its_own_budget_not_the_players():
    host = HostTable("claro", seed=9, clock=Clock())
    host.add_seat("Hana")
    net = Recording(host)
    ana = GuestTable("Ana")
    net.join("a", ana)
    net.join("w", GuestTable("Wanda", watch=True))
    host.start()
    net.pump()
    for seq in range(100, 100 + 3 * BURST):
        host.receive("w", protocol.encode("ping", seq))
    assert any(r["code"] == "rate_limited" and r["peer"] == "w" for r in host.rejections)
    seat = host.table.active_seats()[0]
    if seat == 1:
        turn = host.table.view(None)["turn"]
        ana.submit(1, ana.view(1)["legal"][0])
        net.pump()
        assert host.table.view(None)["turn"] == turn + 1
    assert not any(r["peer"] == "a" for r in host.rejections)


def test_a_reloaded_host_keeps_its_watchers_secrets():
    host, net, watcher = watched_table("the_mind", 2, seed=10)
    saved = json.loads(json.dumps(host.snapshot()))
    back = HostTable.restore(saved)
    assert [w.name for w in back.watchers] == ["Wanda"]
    net2 = Recording(back)
    again = GuestTable("Wanda", watch=True, secret=watcher.secret)
    net2.join("w", again)
    assert again.watching and len(back.watchers) == 1
    assert again.view(None) == back.view(None)


def test_a_corrupt_saved_watcher_is_refused():
    host, _net, _watcher = watched_table("claro", 2, seed=11)
    saved = host.snapshot()
    saved["watchers"] = [{"name": "Wanda", "secret": "short"}]
    with pytest.raises(Exception, match="secret"):
        HostTable.restore(saved)
