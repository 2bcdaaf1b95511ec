"""Print the length of a replay link's code (what follows `#replay=`) for a typical full game of
every game: bots play seeded games to their end at each table size, and the code is made and
checked (decoded and replayed by the rules) as a phone would.

Catch the Moon's bots in Python place with the rules' short example traces; a person's drag
records an entry every two physics steps while the finger moves. `--drag` swaps each
placement's trace for such a drag (a few seconds of a finger moving from the spawn point to the
ladder's place, with the small stops and corrections of a hand) to measure that case too.

    .venv/bin/python scripts/replay_sizes.py
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Random  # noqa: E402
from engine.games import catalog  # noqa: E402
from engine.games import catch_the_moon as moon  # noqa: E402
from engine.replay import check, encode  # noqa: E402
from engine.table import SeatInfo, Table  # noqa: E402

LINK_PREFIX = len("https://example.github.io/sobremesa/#replay=")


def drag(action: dict, rng: Random) -> dict:
    """The placement with a person's trace: from the spawn point, over and down to where the
    example trace ends, an entry every 2–3 steps, the hand wobbling by a few units."""
    end = action["trace"][-4:]
    _, x1, y1, a1 = end
    x, y, a = 0, y1 + 3000, 0
    step, trace = 0, []
    entries = 60 + rng.below(90)
    for i in range(entries):
        step += 2 + rng.below(2)
        f = (i + 1) / entries
        x = round(x + (x1 - x) * f) + rng.below(9) - 4
        y = round(y + (y1 - y) * f) + rng.below(9) - 4
        a = round(a + (a1 - a) * f)
        trace += [step, max(moon.X_MIN, min(moon.X_MAX, x)), min(moon.Y_MAX, y), a]
    return {**action, "trace": trace, "release": step if action["released"] else -1}


def play(game_id: str, players: int, seed: int, drags: bool = False) -> Table:
    seats = [SeatInfo(f"Player {i + 1}", "bot") for i in range(players)]
    table = Table(game_id, seats, seed=seed)
    rng = Random(seed ^ 0xD4A6)
    for _ in range(5000):
        if table.result() is not None:
            break
        decisions = table.bot_decisions()
        if not decisions:
            break
        seat = min(decisions)
        action = decisions[seat].action
        if drags and action.get("type") == "place":
            action = drag(action, rng)
        table.submit(seat, action)
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=5, help="games per game and table size")
    args = parser.parse_args()
    print(f"code length in characters (a link adds its address, e.g. {LINK_PREFIX} more)")
    print(f"{'game':<22}{'players':>8}{'moves':>8}{'median':>8}{'max':>8}")
    cases = [(g.id, n, False) for g in catalog() for n in range(g.min_players, g.max_players + 1)]
    cases += [("catch_the_moon", n, True) for n in (2, 4)]
    for game_id, players, drags in cases:
        lengths, moves = [], []
        for seed in range(1, args.seeds + 1):
            table = play(game_id, players, seed, drags)
            if table.result() is None:
                continue
            code = encode(table)
            replay = check(code)
            assert replay.table.state == table.state, "the replay did not reach the same end"
            lengths.append(len(code))
            moves.append(len(table.log))
        if not lengths:
            print(f"{game_id:<22}{players:>8}  (no game finished)")
            continue
        name = game_id + (" (drags)" if drags else "")
        print(
            f"{name:<22}{players:>8}{round(statistics.median(moves)):>8}"
            f"{round(statistics.median(lengths)):>8}{max(lengths):>8}"
        )


if __name__ == "__main__":
    main()
