import copy
import json
import random

import pytest

from engine.core import CorruptSave, GameError, IllegalAction, MalformedAction, Random, canonical
from engine.guest import GuestTable
from engine.host import HostTable
from engine.table import Networked, Referee, SeatInfo, Table, TableLike

SEATS = [SeatInfo("Ana"), SeatInfo("Luis"), SeatInfo("Marta", "bot")]


def play_out(table: Table, rng: random.Random, steps: int = 100) -> None:
    for _ in range(steps):
        if table.result():
            return
        seat = table.active_seats()[0]
        table.submit(seat, rng.choice(table.legal_actions(seat)))


def test_same_seed_same_deal_and_different_seed_differs():
    a = Table("race_to_ten", SEATS, seed=42)
    b = Table("race_to_ten", SEATS, seed=42)
    c = Table("race_to_ten", SEATS, seed=43)
    assert canonical(a.state) == canonical(b.state)
    assert canonical(a.state) != canonical(c.state)


@pytest.mark.parametrize("seed", range(20))
def test_replay_from_seed_and_log_rebuilds_byte_for_byte(seed):
    table = Table("race_to_ten", SEATS, seed=seed)
    play_out(table, random.Random(seed))
    again = Table.replay("race_to_ten", SEATS, seed=seed, log=table.log)
    assert canonical(again.state) == canonical(table.state)
    assert again.rng.state == table.rng.state
    assert again.result() == table.result() is not None


def test_replay_is_immune_to_global_random_disturbance():
    table = Table("race_to_ten", SEATS, seed=7)
    chooser = random.Random(1)
    for _ in range(30):
        if table.result():
            break
        random.seed(chooser.random())  # a library or a bot touching the global generator
        seat = table.active_seats()[0]
        table.submit(seat, chooser.choice(table.legal_actions(seat)))
    again = Table.replay("race_to_ten", SEATS, seed=7, log=table.log)
    assert canonical(again.state) == canonical(table.state)


def test_snapshot_round_trips_through_json_text():
    table = Table("race_to_ten", SEATS, seed=5)
    play_out(table, random.Random(2), steps=4)
    text = json.dumps(table.snapshot())
    restored = Table.restore(json.loads(text))
    assert canonical(restored.snapshot()) == canonical(table.snapshot())
    assert restored.view(1) == {**table.view(1), "events": []}
    seat = restored.active_seats()[0]
    restored.submit(seat, {"type": "add", "amount": 1})
    assert restored.state["total"] == table.state["total"] + 1


def test_illegal_action_changes_nothing():
    table = Table("race_to_ten", SEATS, seed=3)
    before = canonical(table.snapshot())
    idle = next(s for s in range(3) if s not in table.active_seats())
    with pytest.raises(IllegalAction) as err:
        table.submit(idle, {"type": "add", "amount": 1})
    assert err.value.code == "not_your_turn"
    with pytest.raises(MalformedAction):
        table.submit(table.active_seats()[0], {"type": "teleport"})
    with pytest.raises(MalformedAction):
        table.submit(table.active_seats()[0], "add 1")  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        table.submit(table.active_seats()[0], {"type": "add", "amount": 5})
    with pytest.raises(IllegalAction):
        table.submit(9, {"type": "add", "amount": 1})
    assert canonical(table.snapshot()) == before


def test_finished_game_refuses_more_moves():
    table = Table("race_to_ten", SEATS, seed=1)
    play_out(table, random.Random(0))
    assert table.result() is not None
    assert table.active_seats() == []
    with pytest.raises(IllegalAction):
        table.submit(0, {"type": "add", "amount": 1})


def test_view_hides_other_hands():
    table = Table("race_to_ten", SEATS, seed=11)
    for seat in range(3):
        view = table.view(seat)
        assert view["state"]["hand"] == table.state["hands"][seat]
        others = [c for s, h in enumerate(table.state["hands"]) if s != seat for c in h]
        assert not set(others) & set(view["state"]["hand"])
    assert table.view(None)["state"]["hand"] is None


@pytest.mark.parametrize(
    "mutate",
    [
        lambda s: s.update(version=99),
        lambda s: s.update(log=s["log"] + [{"seat": 0, "action": {"type": "teleport"}}]),
        lambda s: s["state"].update(total=99),
        lambda s: s.update(rng=-1),
        lambda s: s.update(seats=[{"name": ""}, {"name": "B"}]),
        lambda s: s.update(game="chess"),
        lambda s: s.pop("seed"),
        lambda s: s.update(log="nonsense"),
    ],
)
def test_corrupt_saves_are_refused_with_a_reason(mutate):
    table = Table("race_to_ten", SEATS, seed=9)
    play_out(table, random.Random(9), steps=3)
    save = copy.deepcopy(table.snapshot())
    mutate(save)
    with pytest.raises(CorruptSave) as err:
        Table.restore(save)
    assert err.value.message


def test_not_a_save_at_all():
    for junk in (None, [], "x", 3, {"version": 1}):
        with pytest.raises(CorruptSave):
            Table.restore(junk)


def test_player_count_is_checked():
    with pytest.raises(GameError) as err:
        Table("race_to_ten", [SeatInfo("Solo")], seed=1)
    assert err.value.code == "player_count"


def test_listeners_hear_each_applied_action():
    table = Table("race_to_ten", SEATS, seed=4)
    heard = []
    table.listen(lambda t, events: heard.append(events))
    seat = table.active_seats()[0]
    table.submit(seat, {"type": "add", "amount": 2})
    assert heard == [[{"type": "added", "seat": seat, "amount": 2}]]


def test_random_source_is_uniform_enough_and_stateful():
    rng = Random(123)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    copy_rng = Random.from_data(rng.to_data())
    assert [copy_rng.next64() for _ in range(5)] == [rng.next64() for _ in range(5)]
    deck = list(range(10))
    Random(1).shuffle(deck)
    assert sorted(deck) == list(range(10)) and deck != list(range(10))


# -- one interface, no stubs: what only some tables can do is a side they have or do not -----


def _side_members(side: type) -> set[str]:
    """What a side of a table adds to what every table does (`TableLike`)."""
    return {n for n in vars(side) if not n.startswith("_")} - set(vars(TableLike))


def _tables() -> dict[str, object]:
    host = HostTable("race_to_ten", seed=1)
    host.add_seat("Hugo")
    host.add_seat("Bot", "bot")
    host.start()
    return {"local": Table("race_to_ten", SEATS, seed=1), "host": host, "guest": GuestTable("Ana")}


@pytest.mark.parametrize(
    ("kind", "sides"),
    [("local", {"referee"}), ("host", {"referee", "networked"}), ("guest", {"networked"})],
)
def test_a_table_has_the_sides_it_can_play_and_not_one_member_of_the_others(kind, sides):
    """A guest's phone runs no bots, keeps no save and redacts nothing (its host does); a
    local table sends no input (nobody else plays it): neither pretends to with a method that
    does nothing. Every table answers what every table does."""
    table = _tables()[kind]
    for name in set(vars(TableLike)) - {n for n in vars(TableLike) if n.startswith("_")}:
        assert name in dir(table), f"a {kind} table cannot answer {name}"
    for side, protocol in {"referee": Referee, "networked": Networked}.items():
        members = _side_members(protocol)
        assert members, f"the {side} side adds nothing"
        if side in sides:
            assert getattr(table, side) is table
            assert members <= set(dir(table)), (kind, side)
        else:
            assert getattr(table, side) is None
            assert members & set(dir(table)) == set(), (kind, side)
