"""Cloud Mine bots against each other: how often the first guess finds the cloud, and who scores.

    python scripts/sim_cloud_mine.py [--games 1000] [--level normal] [--quality]

Prints, over bot-only games (player counts 3 to 8 in turn): how rounds end (found at the first
attempt, found later, not found), the cards a role takes per round (Lookout, Daydreamer, each
Spectator), and the spread of final scores.

--quality prints the clouds' own check instead: each of the 80 clouds is named by the
Daydreamer bot with none of that cloud's own tag words (a near word for what it is and a
feature), and a Spectator bot whose lexicon lacks those tag words guesses among all 80 clouds at
once: how often its first guess is the right cloud, and which clouds it missed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.cloud_mine import Lexicon, best_guess, make_bot, make_name, tag_words  # noqa: E402
from engine.content.clouds import ALL_IDS, CLOUDS  # noqa: E402
from engine.core import Random  # noqa: E402
from engine.games.cloud_mine import GAME  # noqa: E402


def play(players: int, seed: int, level: str) -> tuple[list[dict], list[int]]:
    """One bot-only game: its round summaries and final card counts."""
    rng = Random(seed)
    state = GAME.start(players, {"words": "es" if seed % 2 else "en"}, rng)
    bots = [make_bot(level) for _ in range(players)]
    rounds = []
    while GAME.result(state) is None:
        for seat in range(players):
            legal = GAME.legal_actions(state, seat)
            if legal:
                break
        view = {"state": GAME.view(state, seat)}
        decision = bots[seat].decide(view, legal, Random(seed).fork(len(rounds) * 97 + seat))
        events = GAME.apply(state, seat, decision.action, rng)
        rounds += [e for e in events if e["type"] == "round_over"]
    return rounds, GAME.result(state)["cards"]


def simulate(games: int, level: str) -> None:
    outcomes: Counter[str] = Counter()
    per_role: dict[str, list[int]] = {"Lookout": [], "Daydreamer": [], "Spectator": []}
    spreads, winners_share = [], []
    for game in range(games):
        players = 3 + game % 6
        rounds, cards = play(players, game, level)
        for r in rounds:
            got = dict((seat, len(c)) for seat, c in r["takes"])
            if r["finder"] is None:
                outcomes["not found"] += 1
            elif not r["wrong"]:
                outcomes["found at the first guess"] += 1
            else:
                outcomes["found after wrong guesses"] += 1
            per_role["Lookout"].append(got.get(r["lookout"], 0))
            per_role["Daydreamer"].append(got.get(r["daydreamer"], 0))
            for seat in range(players):
                if seat not in (r["lookout"], r["daydreamer"]):
                    per_role["Spectator"].append(got.get(seat, 0))
        spreads.append(max(cards) - min(cards))
        winners_share.append(max(cards) / sum(cards))
    total = sum(outcomes.values())
    print(f"{games} bot-only games ({level}), 3 to 8 players, {total} rounds")
    for name in ("found at the first guess", "found after wrong guesses", "not found"):
        print(f"  {name:28} {outcomes[name] / total:6.1%}")
    print("cards taken per round, by role (mean, and share of rounds with any):")
    for role, got in per_role.items():
        some = sum(1 for g in got if g) / len(got)
        print(f"  {role:11} {statistics.mean(got):5.2f}   {some:6.1%}")
    print(
        f"final scores: winner minus last {statistics.mean(spreads):.1f} cards on average "
        f"(median {statistics.median(spreads)}), "
        f"winner's share {statistics.mean(winners_share):.1%}"
    )


def quality() -> None:
    every = list(ALL_IDS)
    right, missed = 0, []
    for lang in ("es", "en"):
        for cloud in CLOUDS:
            rng = Random(1000 + cloud.id)
            name = make_name(cloud.id, lang, rng, "clear")
            lex = Lexicon(without=tag_words(cloud))
            guess = best_guess(name, every, rng, lex)
            if guess == cloud.id:
                right += 1
            else:
                missed.append(f"{cloud.key}: {name!r} -> {CLOUDS[guess].key}")
    print(
        f"first guess right among all 80 clouds: {right}/{2 * len(CLOUDS)} "
        f"({right / (2 * len(CLOUDS)):.1%}); names in Spanish and English, the cloud's own tag "
        "words removed from the Spectator bot's lexicon"
    )
    for line in missed:
        print("  missed", line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--quality", action="store_true")
    args = parser.parse_args()
    if args.quality:
        quality()
    else:
        simulate(args.games, args.level)


if __name__ == "__main__":
    main()
