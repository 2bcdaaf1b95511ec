"""A chaos table's short run: whole games of every game over a net that misbehaves, and nothing
lost (`scripts/chaos.py` says what is played and checked; `scripts/soak.py` is the long run).
A failing seed says how to play it again:

    .venv/bin/python scripts/soak.py --seed N -v
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.games import catalog
from scripts.chaos import replay_hint, soak


@pytest.mark.parametrize("game_id", [g.id for g in catalog()])
def test_whole_games_survive_a_misbehaving_net_and_lose_nothing(game_id: str) -> None:
    faults: Counter[str] = Counter()
    for seed in range(2):
        outcome = soak(seed * 97 + 11, game_id)
        assert not outcome.lost, replay_hint(outcome)
        assert outcome.finished, replay_hint(outcome)
        faults.update(outcome.faults)
    assert faults["delay"] and faults["duplicate"]


def test_the_soak_meets_every_fault_and_a_seed_plays_the_same_game_again() -> None:
    faults: Counter[str] = Counter()
    seed = 0
    while set(faults) < {"drop", "disconnect", "reload", "host_reload", "sleep", "flood"}:
        outcome = soak(seed, "claro", 2)
        assert not outcome.lost, replay_hint(outcome)
        faults.update(outcome.faults)
        seed += 1
        assert seed < 40, f"40 games met only {sorted(faults)}"
    again = soak(seed - 1, "claro", 2)
    assert (again.moves, again.faults) == (outcome.moves, outcome.faults)
