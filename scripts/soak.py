"""The chaos table's long run: whole games of every game over a net that misbehaves (prints
figures; the short run is tests/test_chaos.py, the table scripts/chaos.py).

Each seed draws a game, a table size, its guests and watchers, and the faults the net meets;
the same seed plays the same game again. Prints the games played and finished, the moves, the
faults injected by kind, and every game in which something was lost (the target is none),
with how to play it again.

Usage: python scripts/soak.py [--games 2000] [--first 0] [--seed N -v]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web" / "ui")]

from scripts.chaos import replay_hint, soak  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--seed", type=int, help="play this one seed again")
    parser.add_argument("--game", help="only this game (its id)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    seeds = [args.seed] if args.seed is not None else range(args.first, args.first + args.games)
    started = time.perf_counter()
    faults: Counter[str] = Counter()
    per_game: Counter[str] = Counter()
    sizes: Counter[tuple[str, int]] = Counter()
    games = finished = moves = watchers = guests = 0
    failed = []
    for seed in seeds:
        outcome = soak(seed, args.game)
        games += 1
        finished += outcome.finished
        moves += outcome.moves
        guests += outcome.guests
        watchers += outcome.watchers
        faults.update(outcome.faults)
        per_game[outcome.game] += 1
        sizes[(outcome.game, outcome.players)] += 1
        if outcome.lost or not outcome.finished:
            failed.append(outcome)
        if args.verbose:
            print(
                f"seed {seed}: {outcome.game} at {outcome.players} seats, {outcome.guests} "
                f"guests, {outcome.watchers} watching: {outcome.moves} moves, "
                f"{'finished' if outcome.finished else 'NOT finished'}, "
                f"faults {dict(sorted(outcome.faults.items()))}"
                + (f"\n  lost: {outcome.lost}" if outcome.lost else "")
            )
    spent = time.perf_counter() - started
    print(f"games played: {games} in {spent:.0f} s; finished: {finished}; moves: {moves}")
    print(f"phones: {guests} guests' and {watchers} watchers'")
    print("games: " + ", ".join(f"{g} {n}" for g, n in sorted(per_game.items())))
    print("table sizes: " + ", ".join(f"{g}/{p} {n}" for (g, p), n in sorted(sizes.items())))
    print("faults injected: " + ", ".join(f"{k} {n}" for k, n in sorted(faults.items())))
    print(f"games with anything lost or unfinished: {len(failed)}")
    for outcome in failed[:20]:
        print(replay_hint(outcome))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
