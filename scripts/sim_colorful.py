"""How often Colorful bots agree with each other, next to tables that choose at random.

Plays `--games` games of bot tables (every seat a bot of `--level`) and as many random tables
(every seat picks a random colour from its hand; the namer's word is a random one), for table
sizes cycling through `--players`, and prints for each:

    pair match    the share of pairs of players who laid the same colour in a category
    majority      the share of players whose colour was a majority colour (what scores)
    unanimous     the share of categories where everyone laid the same colour
    co-op wins    the share of games everyone won together

Usage:

    .venv/bin/python scripts/sim_colorful.py [--games 1000] [--players 3,4,5] [--level normal]
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.colorful import make_bot  # noqa: E402
from engine.core import Random  # noqa: E402
from engine.table import SeatInfo, Table  # noqa: E402


def play(players: int, seed: int, bots: bool, level: str) -> Table:
    kind = "bot" if bots else "human"
    table = Table("colorful", [SeatInfo(f"P{i}", kind, level) for i in range(players)], seed=seed)
    rng = Random(seed).fork(99)
    bot = make_bot(level)
    while table.result() is None:
        seat = next(s for s in range(players) if table.legal_actions(s))
        legal = table.legal_actions(seat)
        if bots or legal[0]["type"] == "clue":
            # a random table still needs words: its namer is a bot, its players are not
            decision = bot.decide(table.view(seat), legal, rng.fork(len(table.log)))
            assert decision is not None
            action = decision.action
        else:
            action = rng.choice(legal)
        table.submit(seat, action)
    return table


def measure(tables: list[Table]) -> dict[str, float]:
    pairs = matched = players = majority = categories = unanimous = coop = 0
    for table in tables:
        outcome = table.result()
        assert outcome is not None
        coop += outcome["cooperative"]
        for laid, top in zip(table.state["reveals"], outcome["majorities"], strict=True):
            categories += 1
            unanimous += len({tuple(c) for c in laid}) == 1
            for a, b in combinations(laid, 2):
                pairs += 1
                matched += a == b
            players += len(laid)
            majority += sum(1 for c in laid if c in top)
    return {
        "pair match": matched / pairs,
        "majority": majority / players,
        "unanimous": unanimous / categories,
        "co-op wins": coop / len(tables),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", default="3,4,5")
    parser.add_argument("--level", default="normal")
    args = parser.parse_args()
    sizes = [int(n) for n in args.players.split(",")]
    started = time.perf_counter()
    rows = {}
    for label, bots in (("bots", True), ("random", False)):
        tables = [play(sizes[g % len(sizes)], g, bots, args.level) for g in range(args.games)]
        rows[label] = measure(tables)
    print(f"{args.games} games per kind, {args.players} players, bot level {args.level}")
    print(f"{'':12}" + "".join(f"{k:>12}" for k in rows["bots"]))
    for label, row in rows.items():
        print(f"{label:12}" + "".join(f"{v:>12.1%}" for v in row.values()))
    ratio = rows["bots"]["pair match"] / rows["random"]["pair match"]
    print(
        f"bots agree {ratio:.1f}x as often as random tables ({time.perf_counter() - started:.0f}s)"
    )


if __name__ == "__main__":
    main()
