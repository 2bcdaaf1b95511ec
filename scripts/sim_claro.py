"""How often each Claro bot wins, against random-legal players and against each other.

For every table size from 2 to 6 it plays `--games` games of each match-up and prints the win
rate of the one bot under test next to the 1/n a random player would get:

    strong vs random   one strong bot, every other seat a random-legal player
    normal vs random   one normal bot (the table's default level), the rest random-legal
    easy vs random     one easy bot, the rest random-legal
    strong vs easy     one strong bot, every other seat an easy bot
    strong vs normal   (only when asked for with --matchups) the rest normal bots

`--card-values` instead measures the table of card values the normal and strong bots use.

The bot under test moves round the seats from game to game. Games run on the rules module
directly (no Table, whose per-move copies and views would triple the time), but the bots are
handed the same view dict `Table.view(seat)` builds. Usage:

    .venv/bin/python scripts/sim_claro.py [--games 2000] [--samples 8] [--jobs 2]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.claro import make_bot  # noqa: E402
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
        seed = players * 10_000_000 + list(MATCHUPS).index(name) * 1_000_000 + game
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per match-up and size")
    parser.add_argument(
        "--samples",
        type=int,
        default=8,
        help="strong bot search budget: deals per play (bot default 32)",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--matchups",
        default=",".join(DEFAULT_MATCHUPS),
        help=f"comma-separated, from: {', '.join(MATCHUPS)}",
    )
    parser.add_argument(
        "--card-values", action="store_true", help="measure the bots' card VALUE table instead"
    )
    args = parser.parse_args()
    if args.card_values:
        print(card_values(args.games))
        return
    names = [m.strip() for m in args.matchups.split(",") if m.strip()]
    chunk = max(1, args.games // (4 * args.jobs))
    jobs = [
        (name, players, start, min(start + chunk, args.games), args.samples)
        for name in names
        for players in range(2, 7)
        for start in range(0, args.games, chunk)
    ]
    began = time.perf_counter()
    wins: dict[tuple[str, int], int] = {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for name, players, won in pool.map(run_batch, jobs):
            wins[name, players] = wins.get((name, players), 0) + won
    took = time.perf_counter() - began
    print(
        f"Claro: {args.games} games per cell, strong bot search budget {args.samples} deals "
        f"per play, {args.jobs} processes, {took:.0f} s"
    )
    header = f"{'match-up':<18}" + "".join(f"{f'{n} players':>12}" for n in range(2, 7))
    print(header)
    print(f"{'baseline 1/n':<18}" + "".join(f"{1 / n:>12.1%}" for n in range(2, 7)))
    for name in names:
        row = "".join(f"{wins[name, n] / args.games:>12.1%}" for n in range(2, 7))
        print(f"{name:<18}{row}")


if __name__ == "__main__":
    main()
