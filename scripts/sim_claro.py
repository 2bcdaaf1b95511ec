"""How often each Claro bot wins, against random-legal players and against each other.

For every table size from 2 to 6 it plays `--games` games of each match-up and prints the win
rate of the one bot under test next to the 1/n a random player would get:

    strong vs random   one strong bot, every other seat a random-legal player
    normal vs random   one normal bot (the table's default level), the rest random-legal
    easy vs random     one easy bot, the rest random-legal
    strong vs easy     one strong bot, every other seat an easy bot
    strong vs normal   (only when asked for with --matchups) the rest normal bots

`--card-values` instead measures the table of card values the normal bot uses (VALUE, from
random-legal games); `--card-values normal` the strong bot's table (STRONG_VALUE_ROWS, from
games of normal bots, one row per table size).

The bot under test moves round the seats from game to game, on paired deals: with n players,
games k*n .. k*n+n-1 are the same deal with the tested bot in each seat in turn, so the luck of
the deal cancels out. Each rate comes with its 95 % (Wilson) interval and its ratio to 1/n.
Games run on the rules module
directly (no Table, whose per-move copies and views would triple the time), but the bots are
handed the same view dict `Table.view(seat)` builds. Usage:

    .venv/bin/python scripts/sim_claro.py [--games 2000] [--samples 32] [--jobs 2]
    .venv/bin/python scripts/sim_claro.py --matchups "strong vs normal" --games 2000 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.claro import STRONG_SAMPLES, make_bot  # noqa: E402
from engine.content.claro_deck import ALL_IDS  # noqa: E402
from engine.core import Random  # noqa: E402
from engine.games.claro import GAME  # noqa: E402

MATCHUPS = {
    "strong vs random": ("strong", None),
    "normal vs random": ("normal", None),
    "easy vs random": ("easy", None),
    "strong vs easy": ("strong", "easy"),
    "strong vs normal": ("strong", "normal"),
}
DEFAULT_MATCHUPS = list(MATCHUPS)[:4]


def bot_view(state: dict, seat: int, legal: list, turn: int) -> dict:
    """What `Table.view(seat)` would hand the bot (seat names aside)."""
    return {
        "game": "claro",
        "seat": seat,
        "seats": [{"name": f"P{s}", "kind": "bot"} for s in range(len(state["hands"]))],
        "turn": turn,
        "active": [state["turn"]],
        "legal": legal,
        "result": None,
        "events": [],
        "state": GAME.view(state, seat),
    }


def play_game(players: int, levels: list[str | None], seed: int, samples: int) -> int:
    """Play one game; a seat whose level is None moves uniformly at random. Return the winner."""
    rng = Random(seed)
    chooser = Random(seed).fork(7)
    bots = [None if lv is None else make_bot(lv, samples=samples) for lv in levels]
    state = GAME.setup(players, {}, rng)
    turn = 0
    while GAME.result(state) is None:
        seat = state["turn"]
        legal = GAME.legal_actions(state, seat)
        bot = bots[seat]
        if bot is None:
            action = chooser.choice(legal)
        else:
            view = bot_view(state, seat, legal, turn)
            action = bot.decide(view, legal, Random(seed).fork(seat * 1_000_003 + turn)).action
        GAME.apply(state, seat, action, rng)
        turn += 1
    return GAME.result(state)["winners"][0]


def run_batch(job: tuple[str, int, int, int, int]) -> tuple[str, int, int]:
    """Play games `start`..`stop` of one match-up at one table size; count the tested bot's wins."""
    name, players, start, stop, samples = job
    tested, others = MATCHUPS[name]
    wins = 0
    for game in range(start, stop):
        hero = game % players
        levels = [tested if s == hero else others for s in range(players)]
        seed = players * 10_000_000 + list(MATCHUPS).index(name) * 1_000_000 + game // players
        wins += play_game(players, levels, seed, samples) == hero
    return name, players, wins


def card_values(games: int) -> dict[int, float]:
    """What holding each card is worth (the bot's VALUE table), from random-legal games.

    For each round and each player: did they win it, and which cards did they hold when it
    began? A card's worth at n players is n * (its holders' round-win rate - 1/n); the table
    averages that over 2 to 6 players.
    """
    totals = dict.fromkeys(ALL_IDS, 0.0)
    for players in range(2, 7):
        held = dict.fromkeys(ALL_IDS, 0)
        won = dict.fromkeys(ALL_IDS, 0)
        for game in range(games):
            rng = Random(900_000 + players * 100_000 + game)
            chooser = rng.fork(1)
            state = GAME.setup(players, {}, rng)
            hands = [list(h) for h in state["hands"]]
            while GAME.result(state) is None:
                seat = state["turn"]
                events = GAME.apply(
                    state, seat, chooser.choice(GAME.legal_actions(state, seat)), rng
                )
                for event in events:
                    if event["type"] == "round_won":
                        for s, hand in enumerate(hands):
                            for card in hand:
                                held[card] += 1
                                won[card] += s == event["seat"]
                    elif event["type"] == "round_started":
                        hands = [list(h) for h in state["hands"]]
        for card in ALL_IDS:
            totals[card] += players * (won[card] / held[card] - 1 / players) / 5
    return {card: round(value, 2) for card, value in totals.items()}


def skilled_card_values(games: int) -> dict[int, list[float]]:
    """What holding each card is worth when everyone plays like the normal bot, per table size
    (the strong bot's STRONG_VALUE_ROWS): n * (its holders' round-win rate - 1/n)."""
    rows = {}
    for players in range(2, 7):
        held = dict.fromkeys(ALL_IDS, 0)
        won = dict.fromkeys(ALL_IDS, 0)
        for game in range(games):
            rng = Random(700_000 + players * 100_000 + game)
            bots = [make_bot("normal") for _ in range(players)]
            state = GAME.setup(players, {}, rng)
            hands = [list(h) for h in state["hands"]]
            turn = 0
            while GAME.result(state) is None:
                seat = state["turn"]
                legal = GAME.legal_actions(state, seat)
                view = bot_view(state, seat, legal, turn)
                action = bots[seat].decide(view, legal, Random(game).fork(turn)).action
                turn += 1
                for event in GAME.apply(state, seat, action, rng):
                    if event["type"] == "round_won":
                        for s, hand in enumerate(hands):
                            for card in hand:
                                held[card] += 1
                                won[card] += s == event["seat"]
                    elif event["type"] == "round_started":
                        hands = [list(h) for h in state["hands"]]
        rows[players] = [
            round(players * (won[c] / held[c] - 1 / players), 2) if held[c] else 0.0
            for c in ALL_IDS
        ]
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per match-up and size")
    parser.add_argument(
        "--samples",
        type=int,
        default=0,
        help=f"strong bot deals per play (0: as shipped, by table size: {STRONG_SAMPLES})",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes")
    parser.add_argument("--players", default="2,3,4,5,6", help="table sizes")
    parser.add_argument(
        "--matchups",
        default=",".join(DEFAULT_MATCHUPS),
        help=f"comma-separated, from: {', '.join(MATCHUPS)}",
    )
    parser.add_argument(
        "--card-values",
        nargs="?",
        const="random",
        choices=["random", "normal"],
        help="measure a card value table instead: VALUE (random play), or STRONG_VALUE_ROWS",
    )
    args = parser.parse_args(argv)
    if args.card_values == "normal":
        for players, row in skilled_card_values(args.games).items():
            print(players, row)
        return
    if args.card_values:
        print(card_values(args.games))
        return
    names = [m.strip() for m in args.matchups.split(",") if m.strip()]
    sizes = [int(n) for n in args.players.split(",")]
    chunk = max(1, args.games // (4 * args.jobs))
    jobs = [
        (name, players, start, min(start + chunk, args.games), args.samples)
        for name in names
        for players in sizes
        for start in range(0, args.games, chunk)
    ]
    began = time.perf_counter()
    wins: dict[tuple[str, int], int] = dict.fromkeys(((m, n) for m in names for n in sizes), 0)
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            batches = list(pool.map(run_batch, jobs))
    else:
        batches = [run_batch(job) for job in jobs]
    for name, players, won in batches:
        wins[name, players] += won
    took = time.perf_counter() - began
    budget = args.samples or ", ".join(f"{STRONG_SAMPLES.get(n, '?')} at {n}p" for n in sizes)
    print(
        f"Claro: {args.games} games per cell, strong bot search budget {budget} deals "
        f"per play, {args.jobs} processes, {took:.0f} s"
    )
    print("win rate of the tested bot, [95% CI], and x chance (1/n)")
    header = f"{'match-up':<18}" + "".join(f"{f'{n} players':>26}" for n in sizes)
    print(header)
    print(f"{'chance 1/n':<18}" + "".join(f"{1 / n:>26.1%}" for n in sizes))
    for name in names:
        cells = []
        for n in sizes:
            won = wins[name, n]
            lo, hi = wilson(won, args.games)
            rate = won / args.games
            cells.append(f"{rate:.1%} [{lo:.1%},{hi:.1%}] {rate * n:.2f}x")
        print(f"{name:<18}" + "".join(f"{c:>26}" for c in cells))


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


if __name__ == "__main__":
    main()
