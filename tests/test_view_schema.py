"""A guest trusts nothing it receives: a view that does not have its game's declared shape is
refused, the last good view kept, and the player told (issue 9, item 3)."""

from __future__ import annotations

import copy
import json
import timeit
from collections.abc import Callable
from typing import Any

import pytest

from engine import protocol
from engine.guest import GuestTable
from engine.host import HostTable
from engine.table import SeatInfo, Table, check_view
from engine.values import BadView, Bool, Int, ListOf, Nullable, Pair, PerSeat, Record, SeatNo, Str
from tests.fake_net import Switchboard
from tests.remote_net import Clock, Net
from tests.test_multi import seated

# -- the vocabulary ----------------------------------------------------------------------------


def wrong_path(schema: Any, value: Any, seats: int = 3) -> str:
    with pytest.raises(BadView) as caught:
        schema.check(value, "view", seats)
    assert caught.value.code == "bad_view"
    return caught.value.params["path"]


def test_each_schema_names_the_first_wrong_field():
    hand = Record({"cards": ListOf(Int(1, 100), 3), "owner": SeatNo()})
    hand.check({"cards": [1, 2], "owner": 2}, "view", 3)
    assert wrong_path(hand, {"cards": [1, "2"], "owner": 0}) == "view.cards[1]"
    assert wrong_path(hand, {"cards": [1, True], "owner": 0}) == "view.cards[1]"  # not an int
    assert wrong_path(hand, {"cards": [1, 2, 3, 4], "owner": 0}) == "view.cards"
    assert wrong_path(hand, {"cards": []}) == "view.owner"  # missing
    assert wrong_path(hand, {"cards": [], "owner": 3}) == "view.owner"  # no such seat
    assert wrong_path(hand, {"cards": [], "owner": 0, "x": 1}) == "view.x"  # not expected
    assert wrong_path(hand, [1]) == "view"
    assert wrong_path(PerSeat(Bool()), [True, False]) == "view"  # one per seat: 3
    assert wrong_path(Nullable(Str(choices=("a", "b"))), "c") == "view"
    assert wrong_path(Str(max_len=3), "abcd") == "view"
    assert wrong_path(ListOf(Pair(SeatNo(), Bool()), 2), [[0, True], [1, 1]]) == "view[1][1]"
    loose = Record({"type": Str()}, open=True)
    loose.check({"type": "played", "card": {"any": ["thing"]}})
    with pytest.raises(BadView, match=r"view\[0\]\.type must be text"):
        ListOf(loose, 5).check([{"type": 1}])


# -- a guest refuses a bad view ------------------------------------------------------------------


def guest_at_the_mind() -> tuple[HostTable, Net, GuestTable, list[list[dict[str, Any]]]]:
    host = HostTable("the_mind", seed=11, clock=Clock())
    host.add_seat("Hugo")
    net = Net(host)
    ana = GuestTable("Ana")
    heard: list[list[dict[str, Any]]] = []
    ana.listen(lambda _guest, events: heard.append(events))
    net.join("a", ana)
    host.start()
    net.pump()
    assert ana.started and not ana.errors
    return host, net, ana, heard


def forge(ana: GuestTable, change: Callable[[dict[str, Any]], Any]) -> str:
    """The guest's last good view, changed, as the host's next message."""
    view = copy.deepcopy(ana.view(ana.seat))
    change(view)
    return protocol.encode("view", ana._seq_in + 1, view=view)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(view: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        for key in parents:
            view = view[key]
        view[last] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda view: view["state"].pop(key)


HOSTILE = {
    "a wrong type": (_set("state.lives", "3"), "view.state.lives"),
    "a missing key": (_drop("hand"), "view.state.hand"),
    "an unknown phase": (_set("state.phase", "party"), "view.state.phase"),
    "an oversize list": (_set("state.pile", list(range(1, 101)) * 3), "view.state.pile"),
    "a hand of strings": (
        _set("state.hand", ["<img src=x onerror=alert(1)>"]),
        "view.state.hand[0]",
    ),
    "a key the game never sends": (_set("state.hands", [[1, 2], [3]]), "view.state.hands"),
    "a seat that is not at the table": (
        _set("state.proposal", {"seat": 5, "votes": [True, None]}),
        "view.state.proposal.seat",
    ),
    "a player too many": (
        _set("state.players", [{"cards": 1, "ready": False, "vote": None}] * 3),
        "view.state.players",
    ),
    "a move the game does not have": (_set("legal", [{"type": "win"}]), "view.legal[0].type"),
    "a move with a card out of range": (
        _set("legal", [{"type": "play", "card": 101}]),
        "view.legal[0].card",
    ),
    "a winner who is not seated": (_set("result", {"winners": [7]}), "view.result.winners[0]"),
    "an event with no type": (_set("events", [{"seat": 0}]), "view.events[0].type"),
    "another game": (_set("game", "claro"), "view.game"),
    "an unknown seat kind": (
        _set("seats", [{"name": "A", "kind": "god"}] * 2),
        "view.seats[0].kind",
    ),
    "a turn that is not a number": (_set("turn", None), "view.turn"),
    "a name with a right-to-left override": (
        _set("seats", [{"name": "Hugo", "kind": "human"}, {"name": "\u202eAna", "kind": "remote"}]),
        "view.seats[1].name",
    ),
}


@pytest.mark.parametrize("case", HOSTILE, ids=list(HOSTILE))
def test_a_guest_keeps_its_last_good_view_and_records_a_bad_one(case):
    change, path = HOSTILE[case]
    host, net, ana, heard = guest_at_the_mind()
    good = ana.view(ana.seat)
    heard.clear()
    ana.receive(forge(ana, change))
    assert ana.view(ana.seat) == good
    assert ana.errors[-1].startswith("bad_view: " + path), ana.errors[-1]
    assert ana.bad_view is not None and ana.bad_view["params"]["path"] == path
    assert heard == [[{"type": "net.bad_view", "code": "bad_view", "message": ana.errors[-1][10:]}]]
    # the next good view from the host is taken, and the notice goes
    ana.receive(protocol.encode("view", ana._seq_in + 1, view=host.view(ana.seat)))
    assert ana.bad_view is None and ana.view(ana.seat) == host.view(ana.seat)


def test_a_first_view_that_does_not_fit_is_refused_and_the_game_does_not_start():
    ana = GuestTable("Ana")
    ana.connect(lambda raw: None)
    welcome = dict(seat=1, secret="s" * 22, game="the_mind", build="")
    ana.receive(protocol.encode("welcome", 1, **welcome))
    table = Table("the_mind", [SeatInfo("Hugo"), SeatInfo("Ana")], seed=2)
    view = table.view(1)
    view["state"]["hand"] = [{"card": 3}]
    ana.receive(protocol.encode("view", 2, view=view))
    assert not ana.started and ana.errors[-1].startswith("bad_view: view.state.hand[0]")
    ana.receive(protocol.encode("view", 3, view=table.view(1)))
    assert ana.started and ana.bad_view is None


def test_honest_hosts_views_all_pass_over_a_whole_shared_game():
    host = HostTable("claro", seed=5, clock=Clock())
    host.add_seat("Hana", "bot")
    net = Net(host)
    ana, bea = GuestTable("Ana"), GuestTable("Bea")
    net.join("a", ana)
    net.join("b", bea)
    host.start()
    for _ in range(400):
        net.pump()
        if host.result() is not None:
            break
        if host.bot_decisions():
            host.run_bots(1)
            continue
        for guest in (ana, bea):
            legal = guest.view(guest.seat)["legal"]
            if legal:
                guest.submit(guest.seat, legal[-1])
                break
    net.pump()
    assert host.result() is not None
    assert not ana.errors and not bea.errors
    assert ana.result() == host.result()


def test_the_guests_screen_says_when_the_host_sent_what_it_cannot_read():
    board = Switchboard()
    host, (ana,) = seated(board, "the_mind", "Ana")
    guest = ana.visit.guest
    before = ana.render()
    guest.receive(forge(guest, _set("state.hand", ["<b>1</b>"])))
    page = ana.render()
    assert "cannot read" in page and "<b>1</b>" not in page
    assert guest.view(guest.seat)["state"]["hand"] != ["<b>1</b>"]
    ana.handle("lang", json.dumps("es"))
    assert "no entiende" in ana.render()
    assert "cannot read" not in before


# -- what it costs ---------------------------------------------------------------------------------


def test_checking_a_typical_view_costs_little():
    """Measured per game on a mid-game view of 4 seats (the number is printed with -s)."""
    for game_id in ("the_mind", "claro", "colorful", "cloud_mine"):
        table = Table(game_id, [SeatInfo(f"P{i}") for i in range(4)], seed=8)
        for _ in range(12):
            seat = table.active_seats()[0]
            table.submit(seat, table.legal_actions(seat)[0])
        view = json.loads(json.dumps(table.view(table.active_seats()[0])))
        runs = 200
        per_check = min(
            timeit.repeat(lambda v=view, g=game_id: check_view(v, g), number=runs, repeat=3)
        )
        per_check /= runs
        size = len(json.dumps(view))
        print(f"check_view {game_id}: {per_check * 1e6:.0f} µs per view of {size} bytes")
        assert per_check < 0.005  # CPython; well under a frame even at Pyodide's slower pace
