"""Bots take a person's time: varied, never instant, longer for a harder choice, the same on a
replay (Cloud Mine and Claro; The Mind's timing is its play and has tests of its own)."""

from __future__ import annotations

import statistics

from engine.bots.human_time import SHORTEST, think
from engine.content.clouds import BY_KEY
from engine.core import Random
from engine.table import SeatInfo, Table


def bot_delays(game: str, players: int, seed: int, moves: int) -> list[tuple[str, int, float]]:
    """(kind of move, how many choices it had, delay) for a bot-only table's first moves."""
    table = Table(game, [SeatInfo(f"B{i}", "bot") for i in range(players)], seed=seed)
    out = []
    for _ in range(moves):
        if table.result():
            break
        decisions = table.bot_decisions()
        seat = min(decisions, key=lambda s: decisions[s].delay)
        legal = table.legal_actions(seat)
        out.append((legal[0]["type"], len(legal), decisions[seat].delay))
        table.submit(seat, decisions[seat].action)
    return out


def test_a_person_s_time_is_varied_never_instant_and_longer_when_harder():
    rng = Random(4)
    easy = [think(rng, 2.0, 0.0) for _ in range(400)]
    hard = [think(rng, 2.0, 1.0) for _ in range(400)]
    assert min(easy + hard) >= SHORTEST
    assert statistics.pstdev(easy) > 0.4  # not one fixed delay
    assert 1.6 < statistics.median(easy) < 2.4
    assert statistics.median(hard) > 1.6 * statistics.median(easy)
    assert think(Random(9), 2.0, 0.5) == think(Random(9), 2.0, 0.5)


def test_cloud_mine_bots_take_varied_human_times_and_a_replay_takes_the_same():
    delays = bot_delays("cloud_mine", 4, 3, 60)
    by_kind = {k: [d for kind, _, d in delays if kind == k] for k in ("choose", "name", "guess")}
    assert all(len(v) >= 3 for v in by_kind.values())
    assert len({round(d, 3) for _, _, d in delays}) > len(delays) * 0.9  # never all alike
    assert all(d >= SHORTEST for _, _, d in delays)
    # Naming a cloud takes longer than pointing at one.
    assert statistics.median(by_kind["name"]) > statistics.median(by_kind["guess"])
    assert bot_delays("cloud_mine", 4, 3, 60) == delays


def test_a_cloud_mine_spectator_bot_takes_longer_when_two_clouds_fit_the_name():
    table = Table("cloud_mine", [SeatInfo(f"B{i}", "bot") for i in range(4)], seed=1)
    seat = table.state["lookout"]
    table.submit(seat, table.bot_decision(seat).action)
    daydreamer = table.state["daydreamer"]
    table.submit(daydreamer, {"type": "name", "name": "x"})
    spectator = table.state["order"][0]
    dog, bike, car = BY_KEY["dog"].id, BY_KEY["bicycle"].id, BY_KEY["car"].id

    def median_wait(name: str, display: list[int]) -> float:
        waits = []
        for n in range(60):
            table.state["display"], table.state["name"] = display, name
            table.seed = n
            waits.append(table.bot_decision(spectator).delay)
        return statistics.median(waits)

    clear = median_wait("ladrido", [dog, car, bike])  # the dog alone barks
    torn = median_wait("ruedas", [dog, car, bike])  # the car's wheels, or the bike's?
    assert torn > 1.6 * clear


def test_claro_bots_take_longer_for_a_bigger_choice_and_never_move_all_at_once():
    moves = [m for seed in range(6) for m in bot_delays("claro", 4, seed, 80)]
    forced = [d for kind, n, d in moves if kind != "discard" and n == 1]
    wide = [d for kind, n, d in moves if kind == "play" and n >= 4]
    assert len(forced) >= 10 and len(wide) >= 10
    assert statistics.median(wide) > 1.4 * statistics.median(forced)
    assert all(d >= SHORTEST for _, _, d in moves)
    assert len({round(d, 3) for _, _, d in moves}) > 0.9 * len(moves)
