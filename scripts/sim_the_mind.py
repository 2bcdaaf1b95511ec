"""Measure The Mind's bots head to head: whole tables of one level, paired deals, one clock.

Every seat of a table is a bot of one level. Each bot is asked for a decision (an action and a
delay); the earliest scheduled action fires, the simulated clock jumps to it, and after every
applied action every bot is asked again, since the view changed (this is how a real table runs
them, minus the waiting).

So that levels are compared on their policy and not on how steady their own clock is, the
simulator owns the timing noise: each bot plays with its own noise switched off, and every wait
of every seat is scaled by max(0.05, 1 + sigma * N(0, 1)) (Weber's law: the error grows with the
interval), with `--noise sigma`. `--noise own` keeps each bot's own noise instead.

The "naive" table is the baseline of issue 15: every seat waits in proportion to the gap between
the top of the pile and its lowest card, and never asks for a star. Game k of every table is
dealt from the same seed (paired deals), so the difference between two tables is measured on
the same cards; its confidence interval is the paired one.

    .venv/bin/python scripts/sim_the_mind.py --games 2000 --noise 0.15 --tables naive,strong
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.the_mind import gauss, make_bot  # noqa: E402
from engine.core import Action, Bot, Decision, GameError, Random, Result, View  # noqa: E402
from engine.games.the_mind import GAME  # noqa: E402
from engine.table import Table  # noqa: E402

MAX_ACTIONS = 5_000  # a safety net; a game takes a few hundred actions at most
NAIVE_SECONDS_PER_NUMBER = 0.15  # the naive bot's tempo (only the order of waits matters)
Z95 = 1.959964


class NaiveBot:
    """The baseline: wait in proportion to the raw gap to its lowest card; never use a star."""

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        """Ready at once when asked; play after `gap` times a fixed tempo; refuse every star."""
        kinds = {a["type"] for a in legal}
        table = view["state"]
        if "vote_star" in kinds:
            return Decision({"type": "vote_star", "accept": False}, 0.5)
        if "ready" in kinds:
            return Decision({"type": "ready"}, 1.0)
        if "play" in kinds and table["hand"]:
            card = table["hand"][0]
            gap = card - (table["top"] or 0)
            return Decision({"type": "play", "card": card}, NAIVE_SECONDS_PER_NUMBER * gap)
        return None


def build_bot(level: str, steady: bool) -> Bot:
    """A bot of `level` ("naive" or a `make_bot` level); `steady`: its own noise switched off."""
    if level == "naive":
        return NaiveBot()
    return make_bot(level, steady=steady)


@dataclass
class Game:
    """How one simulated game went."""

    result: Result | None
    seconds: float  # simulated time at the end
    actions: int
    mistakes: int = 0
    stars_used: int = 0
    stars_wasted: int = 0  # star rewards lost at the cap
    refused: int = 0  # bot actions the rules refused (there should be none)
    first_mistake_level: int | None = None
    events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def won(self) -> bool:
        return self.result is not None and self.result["outcome"] == "won"


def seat_view(state: dict[str, Any], seat: int, turn: int, events: list[dict]) -> View:
    """The parts of `Table.view(seat)` a bot reads, built without the table's copies."""
    return {"game": "the_mind", "seat": seat, "turn": turn, "events": events,
            "state": GAME.view(state, seat)}  # fmt: skip


def weber(rng: Random, sigma: float) -> float:
    """One draw of the timing-noise model: a wait's scale, never below 5 %."""
    return max(0.05, 1.0 + sigma * gauss(rng))


def play_game(
    players: int,
    seed: int,
    level: str = "normal",
    *,
    noise: float | None = 0.15,
    stars: bool = True,
    keep_events: bool = False,
    max_level: int | None = None,
) -> Game:
    """One game of `level` bots from `seed` on a simulated clock (stopped after `max_level`).

    `noise` is the Weber sigma the simulator applies to every wait (None: the bots' own noise);
    `stars=False` hides the throwing star from every seat.
    """
    bots = [build_bot(level, steady=noise is not None) for _ in range(players)]
    rng = Random(seed)
    clocks = [Random(seed).fork(10_000 + seat) for seat in range(players)]
    state = GAME.setup(players, {}, rng)
    now, actions, game = 0.0, 0, Game(None, 0.0, 0)
    events: list[dict] = []

    def plan() -> dict[int, tuple[float, Action]]:
        schedule = {}
        for seat in range(players):
            legal = GAME.legal_actions(state, seat)
            if not stars:
                legal = [a for a in legal if a["type"] != "propose_star"]
            if not legal:
                continue
            view = seat_view(state, seat, actions, events)
            decision = bots[seat].decide(view, legal, Random(seed).fork(seat * 1_000_003 + actions))
            if decision is not None:
                delay = max(0.0, decision.delay)
                if noise is not None:
                    delay *= weber(clocks[seat], noise)
                schedule[seat] = (now + delay, decision.action)
        return schedule

    schedule = plan()
    while GAME.result(state) is None and schedule and actions < MAX_ACTIONS:
        seat = min(schedule, key=lambda s: (schedule[s][0], s))
        now, action = schedule[seat]
        level_now = state["level"]
        try:
            events = GAME.apply(state, seat, action, rng)
        except GameError:  # every bot was asked after the last action, so this is a bot's bug
            game.refused += 1
            events = []
        actions += 1
        for event in events:
            if event["type"] == "mistake":
                game.mistakes += 1
                if game.first_mistake_level is None:
                    game.first_mistake_level = level_now
            game.stars_used += event["type"] == "star_used"
            if event["type"] == "level_complete" and event["reward"] == "star":
                game.stars_wasted += not event["gained"]
        if keep_events:
            game.events += [{**e, "at": round(now, 2)} for e in events]
        if max_level is not None and state["level"] > max_level:
            break
        schedule = plan()
    game.result, game.seconds, game.actions = GAME.result(state), now, actions
    return game


def plan(table: Table, now: float) -> dict[int, tuple[float, dict]]:
    """Every bot's next action at a real `Table` and the simulated moment it fires."""
    schedule = {}
    for seat in range(len(table.seats)):
        decision = table.bot_decision(seat)
        if decision is not None:
            schedule[seat] = (now + max(0.0, decision.delay), decision.action)
    return schedule


# -- statistics ---------------------------------------------------------------------------------


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return centre - half, centre + half


def paired_difference(a: list[bool], b: list[bool]) -> tuple[float, float]:
    """Mean of b - a over paired games and the half-width of its 95 % (normal) interval."""
    n = len(a)
    diffs = [int(y) - int(x) for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, Z95 * math.sqrt(var / n)


# -- the tables ---------------------------------------------------------------------------------


def run_batch(job: tuple[str, int, int, int, float | None, bool]) -> tuple[str, int, list[tuple]]:
    """Games `start`..`stop` of one table at one player count: (won, stars used, wasted, secs)."""
    level, players, start, stop, noise, stars = job
    out = []
    for k in range(start, stop):
        g = play_game(players, 1_000_000 * players + k, level, noise=noise, stars=stars)
        out.append((g.won, g.stars_used, g.stars_wasted, g.seconds, g.refused))
    return level, players, out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per table and player count")
    parser.add_argument(
        "--noise", default="0.15", help="Weber sigma on every wait, or 'own' for the bots' own"
    )
    parser.add_argument("--tables", default="naive,strong", help="levels, the first is the base")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--no-stars", action="store_true", help="no seat may use a star")
    parser.add_argument("--jobs", type=int, default=1, help="processes (at most 2 here)")
    args = parser.parse_args(argv)
    noise = None if args.noise == "own" else float(args.noise)
    levels = [t.strip() for t in args.tables.split(",") if t.strip()]
    counts = [int(p) for p in args.players.split(",")]
    stars = not args.no_stars

    started = time.perf_counter()
    chunk = max(1, args.games // (4 * max(1, args.jobs)))
    jobs = [
        (level, players, s, min(s + chunk, args.games), noise, stars)
        for players in counts
        for level in levels
        for s in range(0, args.games, chunk)
    ]
    games: dict[tuple[str, int], list[tuple]] = {}
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            batches = list(pool.map(run_batch, jobs))
    else:
        batches = [run_batch(job) for job in jobs]
    for level, players, out in batches:  # in job order, so game k stays game k
        games.setdefault((level, players), []).extend(out)

    sigma = "each bot's own" if noise is None else f"Weber sigma {noise}"
    print(
        f"The Mind: {args.games} paired games per cell, timing noise {sigma}, "
        f"stars {'on' if stars else 'off'}; win rate [95% CI]"
    )
    header = f"{'table':<12}" + "".join(f"{f'{n} players':>24}" for n in counts)
    print(header)
    print("-" * len(header))
    for level in levels:
        cells = []
        for n in counts:
            won = sum(g[0] for g in games[level, n])
            lo, hi = wilson(won, args.games)
            cells.append(f"{won / args.games:6.1%} [{lo:5.1%},{hi:6.1%}]")
        print(f"{level:<12}" + "".join(f"{c:>24}" for c in cells))
    base = levels[0]
    for level in levels[1:]:
        cells = []
        for n in counts:
            a = [g[0] for g in games[base, n]]
            b = [g[0] for g in games[level, n]]
            mean, half = paired_difference(a, b)
            cells.append(f"{100 * mean:+6.1f} ± {100 * half:4.1f} pts")
        print(f"{f'{level}-{base}':<12}" + "".join(f"{c:>24}" for c in cells))
    print()
    print(f"{'per game':<12}" + "".join(f"{f'{n}p stars/wasted/min':>24}" for n in counts))
    for level in levels:
        cells = []
        for n in counts:
            rows = games[level, n]
            used = sum(g[1] for g in rows) / len(rows)
            wasted = sum(g[2] for g in rows) / len(rows)
            minutes = sum(g[3] for g in rows) / len(rows) / 60
            cells.append(f"{used:.2f} / {wasted:.2f} / {minutes:4.1f}")
        print(f"{level:<12}" + "".join(f"{c:>24}" for c in cells))
    refused = sum(g[4] for rows in games.values() for g in rows)
    if refused:
        print(f"\n{refused} bot actions were refused by the rules (a bot bug)")
    print(f"\n{time.perf_counter() - started:.1f} s of real time")


if __name__ == "__main__":
    main()
