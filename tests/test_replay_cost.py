"""What a replay link may cost: bounded by what a real game can reach, refused cheaply.

The Mind may go round in circles by its rules (pause and ready again; propose a star and refuse
it), so a short link can hold thousands of legal moves. A link is refused before any move is
replayed when it holds more than a real game can (`MAX_MOVES`), while its moves are rehearsed
on one state when it keeps coming back to where it was (`MAX_REVISITS`) or never ends, and by a
time budget whatever it holds.
"""

from __future__ import annotations

import pytest

from engine import replay
from engine.replay import MAX_REVISITS, Replay, check, encode
from engine.replay_code import MAX_MOVES, BadReplay, decode
from engine.table import Table
from scripts.replay_cases import finished, looping_mind, pack, unpack


def test_a_real_game_with_a_few_pauses_is_still_opened():
    payload = looping_mind(20)
    opened = check(pack(payload))
    assert opened.moves == len(payload["l"])
    assert opened.table.result() is not None


def test_a_short_link_holding_thousands_of_legal_moves_is_refused_before_replaying():
    code = pack(looping_mind(1700))  # 5,000-odd moves, the shape the review found
    assert len(code) < 1500
    with pytest.raises(BadReplay) as refused:
        decode(code)
    assert refused.value.params["why"] == "too_long"


def test_a_link_going_round_in_circles_is_refused_without_laying_out_a_single_frame(monkeypatch):
    payload = looping_mind((MAX_MOVES - 200) // 3)
    assert len(payload["l"]) <= MAX_MOVES
    submitted = []
    real = Table.submit
    monkeypatch.setattr(Table, "submit", lambda self, *a: submitted.append(a) or real(self, *a))
    with pytest.raises(BadReplay) as refused:
        check(pack(payload))
    assert refused.value.params["why"] == "too_long"
    assert f"over {MAX_REVISITS} times" in refused.value.message
    assert submitted == []  # refused by the rehearsal: no table, no copies, no frames


def test_an_unfinished_game_is_refused_by_the_rehearsal_alone(monkeypatch):
    payload = looping_mind(60, finish=False)
    submitted = []
    real = Table.submit
    monkeypatch.setattr(Table, "submit", lambda self, *a: submitted.append(a) or real(self, *a))
    with pytest.raises(BadReplay) as refused:
        check(pack(payload))
    assert refused.value.params["why"] == "unfinished"
    assert submitted == []


def test_a_replay_that_outruns_its_time_budget_is_refused():
    record = decode(encode(finished("claro", 6, 2)))
    ticks = iter(range(10_000))
    with pytest.raises(BadReplay) as refused:
        Replay(record, budget=5, timer=lambda: next(ticks))  # a "second" each look
    assert refused.value.params["why"] == "too_long"
    assert Replay(record).moves == len(record.log)  # in real time it opens


@pytest.mark.parametrize(
    ("field", "value"),
    [("v", True), ("v", 1.0), ("b", [True]), ("b", [False]), ("b", [0.0])],
)
def test_a_true_or_a_float_is_not_a_number_in_a_link(field, value):
    payload = unpack(encode(finished("claro", 3, 9)))
    payload["b"] = []
    check(pack(payload))  # the same link with the field as written by the app opens
    payload[field] = value
    with pytest.raises(BadReplay):
        check(pack(payload))


def test_the_bounds_leave_room_for_every_real_game():
    for game_id, players in (("claro", 6), ("colorful", 12), ("the_mind", 4)):
        for seed in range(3):
            assert len(finished(game_id, players, seed).log) * 3 < MAX_MOVES
    assert replay.BUDGET >= 1.0


def test_a_device_too_busy_to_give_the_replay_its_turn_does_not_refuse_it(monkeypatch):
    """The chaos table's finding: on two cores shared by far more work, an honest link waited
    over two seconds of the clock for its turn and was refused as too costly. The budget is the
    processor time the replay itself spends."""
    import time

    record = decode(encode(finished("cloud_mine", 3, 1)))
    clock = iter(range(0, 10_000_000, 10))  # ten seconds go by at every look at the clock
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(clock)))
    monkeypatch.setattr(time, "monotonic", lambda: float(next(clock)))
    monkeypatch.setattr(time, "time", lambda: float(next(clock)))
    assert Replay(record).moves == len(record.log)
