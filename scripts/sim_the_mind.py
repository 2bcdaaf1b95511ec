"""Play many games of The Mind between bots on a simulated clock and report how far they get.

Each bot seat is asked for a decision (an action and a delay); the earliest scheduled action
fires, the simulated clock jumps to it, and after every applied action every bot is asked
again, since the view changed (this is how a real table runs them, minus the waiting).

    .venv/bin/python scripts/sim_the_mind.py --games 1000
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import GameError, Result  # noqa: E402
from engine.games.the_mind import LEVELS  # noqa: E402
from engine.table import SeatInfo, Table  # noqa: E402

MAX_ACTIONS = 5_000  # a safety net; a game takes a few hundred actions at most


@dataclass
class Game:
    """How one simulated game went."""

    result: Result | None
    seconds: float  # simulated time at the end
    actions: int
    mistakes: int = 0
    stars_used: int = 0
    refused: int = 0  # bot actions the table refused (there should be none)
    first_mistake_level: int | None = None
    events: list[dict] = field(default_factory=list)


def plan(table: Table, now: float) -> dict[int, tuple[float, dict]]:
    """Every bot's next action and the simulated moment it fires."""
    schedule = {}
    for seat in range(len(table.seats)):
        decision = table.bot_decision(seat)
        if decision is not None:
            schedule[seat] = (now + max(0.0, decision.delay), decision.action)
    return schedule


def play_game(
    players: int,
    seed: int,
    level: str = "normal",
    *,
    keep_events: bool = False,
    max_level: int | None = None,
) -> Game:
    """One game of bots only, from `seed`, on a simulated clock (stopped after `max_level`)."""
    seats = [SeatInfo(f"Bot {i + 1}", "bot", level) for i in range(players)]
    table = Table("the_mind", seats, seed=seed)
    now, actions, game = 0.0, 0, Game(None, 0.0, 0)
    schedule = plan(table, now)
    while table.result() is None and schedule and actions < MAX_ACTIONS:
        seat = min(schedule, key=lambda s: (schedule[s][0], s))
        now, action = schedule[seat]
        level = table.state["level"]  # the referee may look; the bots never do
        try:
            events = table.submit(seat, action)
        except GameError:  # every bot was asked after the last action, so this is a bot's bug
            game.refused += 1
            events = []
        actions += 1
        for event in events:
            if event["type"] == "mistake":
                game.mistakes += 1
                if game.first_mistake_level is None:
                    game.first_mistake_level = level
            game.stars_used += event["type"] == "star_used"
        if keep_events:
            game.events += [{**e, "at": round(now, 2)} for e in events]
        if max_level is not None and table.state["level"] > max_level:
            break
        schedule = plan(table, now)
    game.result, game.seconds, game.actions = table.result(), now, actions
    return game


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--level", default="normal", help="bot level: easy, normal or strong")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    print(f"The Mind: {args.games} games per player count, bots at level {args.level!r}\n")
    header = (
        f"{'players':>7} {'levels':>6} {'win rate':>9} {'mean level':>11} "
        f"{'level 1 clean':>14} {'mistakes':>9} {'stars used':>11} {'sim min':>8}"
    )
    print(header)
    print("-" * len(header))
    for players in (2, 3, 4):
        games = [play_game(players, args.seed + i, args.level) for i in range(args.games)]
        n = len(games)
        done = [g.result for g in games if g.result is not None]
        wins = sum(r["outcome"] == "won" for r in done)
        level = sum(r["level"] for r in done) / max(1, len(done))
        clean = sum(g.first_mistake_level != 1 for g in games)
        print(
            f"{players:>7} {LEVELS[players]:>6} {wins / n:>9.1%} {level:>11.2f} "
            f"{clean / n:>14.1%} {sum(g.mistakes for g in games) / n:>9.2f} "
            f"{sum(g.stars_used for g in games) / n:>11.2f} "
            f"{sum(g.seconds for g in games) / n / 60:>8.1f}"
        )
        refusals = sum(g.refused for g in games)
        if len(done) != n or refusals:
            print(f"        ({n - len(done)} games unfinished, {refusals} bot actions refused)")
    print(f"\n{time.perf_counter() - started:.1f} s of real time")


if __name__ == "__main__":
    main()
