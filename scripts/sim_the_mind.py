"""Measure The Mind's bots head to head: whole tables of one level, paired deals, one clock.

Every seat of a table is a bot of one level. Each bot is asked for a decision (an action and a
delay); the earliest scheduled action fires, the simulated clock jumps to it, and after every
applied action every bot is asked again, since the view changed (this is how a real table runs
them, minus the waiting).

So that levels are compared on their policy and not on how steady their own clock is, the
simulator owns the timing noise: each bot plays with its own noise switched off, and every wait
of every seat is scaled by max(0.05, 1 + sigma * N(0, 1)) (Weber's law: the error grows with the
interval), with `--noise sigma`. `--noise own` keeps each bot's own noise instead.

The "naive" table is the baseline: every seat waits in proportion to the gap between the top of
the pile and its lowest card, and the table uses a star whenever everyone's lowest cards are
close (within `NAIVE_CLOSE` numbers; a sense of the whole table no real seat has, generous to
the baseline). Game k of every table is dealt from the same seed (paired deals), so the
difference between two tables is measured on the same cards; its confidence interval is the
paired one.

`--person` seats a modelled person in seat 0 of every table, beside bots of the table's level:
the person counts the numbers between the pile and its lowest card, every number, discarded or
not (one way of counting at every table, the way a person counts), at the tempo of the bots it
plays with (their reaction included, as a person picks it up by watching them), under the same
Weber noise; it accepts every star unless it holds the certain next card, and never proposes
one. The bots see a person at the table. The naive bots beside it keep their sense of the whole
table for stars, so the person's naive table is the generous baseline, not a real one.

    .venv/bin/python scripts/sim_the_mind.py --games 2000 --noise 0.15 --tables naive,strong
    .venv/bin/python scripts/sim_the_mind.py --games 2000 --noise 0.15 --person
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.the_mind import (  # noqa: E402
    PERSON_SECONDS_PER_NUMBER,
    TEMPERS,
    gauss,
    make_bot,
    read_table,
)
from engine.core import Action, Bot, Decision, GameError, Random, Result, View  # noqa: E402
from engine.games.the_mind import GAME  # noqa: E402
from engine.table import Table  # noqa: E402

MAX_ACTIONS = 5_000  # a safety net; a game takes a few hundred actions at most
NAIVE_SECONDS_PER_NUMBER = 0.15  # the naive bot's tempo (only the order of waits matters)
NAIVE_CLOSE = 3  # the naive table stars when everyone's lowest cards lie within this many numbers
Z95 = 1.959964


def lowest_cards_close(state: dict[str, Any]) -> bool:
    """Whether every hand's lowest card lies within `NAIVE_CLOSE` numbers of the others'."""
    lows = [hand[0] for hand in state["hands"] if hand]
    return len(lows) >= 2 and max(lows) - min(lows) <= NAIVE_CLOSE


class NaiveBot:
    """The baseline: wait in proportion to the raw gap to its lowest card; star when the whole
    table's lowest cards are close (`close` reads the simulated table, not the seat's view)."""

    def __init__(self, close: Callable[[], bool] = lambda: False) -> None:
        self.close = close

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        """Ready at once when asked; star when the table is close; play after `gap` times a
        fixed tempo."""
        kinds = {a["type"] for a in legal}
        table = view["state"]
        if "vote_star" in kinds:
            return Decision({"type": "vote_star", "accept": self.close()}, 0.5)
        if "propose_star" in kinds and self.close():
            return Decision({"type": "propose_star"}, 0.3)
        if "ready" in kinds:
            return Decision({"type": "ready"}, 1.0)
        if "play" in kinds and table["hand"]:
            card = table["hand"][0]
            gap = card - (table["top"] or 0)
            return Decision({"type": "play", "card": card}, NAIVE_SECONDS_PER_NUMBER * gap)
        return None


class PersonModel:
    """A person who counts: waits `seconds` for each number between the top of the pile and its
    lowest card after `reaction` seconds, readies after a second, accepts a star unless it holds
    the certain next card, and never proposes one.

    It is one person at every table: it counts the numbers as they are, as a person does
    (taking out the discarded ones is bookkeeping nobody keeps up while counting), and only its
    tempo follows the table.
    """

    def __init__(self, seconds: float, reaction: float = 0.0) -> None:
        self.seconds, self.reaction = seconds, reaction

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        kinds = {a["type"] for a in legal}
        table = view["state"]
        reading = read_table(table)
        if "vote_star" in kinds:
            sure = reading is not None and (reading.gap == 0 or reading.others == 0)
            return Decision({"type": "vote_star", "accept": not sure}, 1.0)
        if "ready" in kinds:
            return Decision({"type": "ready"}, 1.0)
        if "play" in kinds and reading is not None:
            wait = self.reaction + self.seconds * reading.count
            return Decision({"type": "play", "card": reading.card}, wait)
        return None


def build_bot(level: str, steady: bool, close: Callable[[], bool] = lambda: False) -> Bot:
    """A bot of `level` ("naive" or a `make_bot` level); `steady`: its own noise switched off."""
    if level == "naive":
        return NaiveBot(close)
    return make_bot(level, steady=steady)


def build_person(level: str) -> PersonModel:
    """A person at a table of `level` bots, counting at their tempo (their reaction included,
    which the simulator holds at its quickest, as it does the bots')."""
    if level == "naive":
        return PersonModel(NAIVE_SECONDS_PER_NUMBER, reaction=NAIVE_SECONDS_PER_NUMBER)
    return PersonModel(PERSON_SECONDS_PER_NUMBER, reaction=TEMPERS[level].reaction[0])


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


def seat_view(
    state: dict[str, Any], seat: int, turn: int, events: list[dict], kinds: list[str]
) -> View:
    """The parts of `Table.view(seat)` a bot reads, built without the table's copies."""
    return {"game": "the_mind", "seat": seat, "turn": turn, "events": events,
            "seats": [{"name": f"S{n}", "kind": k} for n, k in enumerate(kinds)],
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
    person: bool = False,
) -> Game:
    """One game of `level` bots from `seed` on a simulated clock (stopped after `max_level`).

    `noise` is the Weber sigma the simulator applies to every wait (None: the bots' own noise);
    `stars=False` hides the throwing star from every seat; `person` seats a modelled person in
    seat 0.
    """
    rng = Random(seed)
    state = GAME.setup(players, {}, rng)
    bots = [
        build_bot(level, steady=noise is not None, close=lambda: lowest_cards_close(state))
        for _ in range(players)
    ]
    kinds = ["bot"] * players
    if person:
        bots[0], kinds[0] = build_person(level), "human"
    clocks = [Random(seed).fork(10_000 + seat) for seat in range(players)]
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
            view = seat_view(state, seat, actions, events, kinds)
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


def run_batch(
    job: tuple[str, int, int, int, float | None, bool, bool],
) -> tuple[str, int, list[tuple]]:
    """Games `start`..`stop` of one table at one player count: (won, stars used, wasted, secs)."""
    level, players, start, stop, noise, stars, person = job
    out = []
    for k in range(start, stop):
        seed = 1_000_000 * players + k
        g = play_game(players, seed, level, noise=noise, stars=stars, person=person)
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
    parser.add_argument("--person", action="store_true", help="a modelled person in seat 0")
    args = parser.parse_args(argv)
    noise = None if args.noise == "own" else float(args.noise)
    levels = [t.strip() for t in args.tables.split(",") if t.strip()]
    counts = [int(p) for p in args.players.split(",")]
    stars = not args.no_stars

    started = time.perf_counter()
    chunk = max(1, args.games // (4 * max(1, args.jobs)))
    jobs = [
        (level, players, s, min(s + chunk, args.games), noise, stars, args.person)
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
    if args.person:
        print("each table: a modelled person in seat 0, bots of the table's level beside it")
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
