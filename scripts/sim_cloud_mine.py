"""Cloud Mine's bots with people: how often a name is found at the first guess, and who scores.

    python scripts/sim_cloud_mine.py [--rounds 2000] [--games 300] [--level normal]

Prints three measures, each over seeded draws:

- A person guesses a bot's name: 4 seats, so 6 clouds face up; the Lookout bot picks the cloud
  among them, the normal Daydreamer bot names it (in Spanish and in English in turn), and a
  guesser who knows only each cloud's names and everyday associations (no tags, no typos:
  `engine.bots.cloud_mine.person`) points at the cloud its words fit best, at random among ties.
  How often that first guess is right (chance: 1 in 6).
- A bot Spectator guesses a person's name: the names people wrote for every cloud
  (tests/fixtures/cloud_person_names.json: 3 per cloud and language), each laid among 5 other
  clouds drawn at random, 10 draws per name. How often the normal Spectator bot's first guess
  is right.
- The bots' first-try guess rate (each level): a bot Spectator guessing the normal bot
  Daydreamer's names, drawn as in the first measure, and the names people wrote, as in the
  second. People at the table find about half at the first guess: the target is 40-60%.
- Bot-only games (3 to 8 players in turn): how rounds end, the cards each role takes per round
  and the spread of final scores.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots.cloud_mine import best_guess, make_bot, make_name, person  # noqa: E402
from engine.content.clouds import ALL_IDS, BY_KEY, CLOUDS  # noqa: E402
from engine.core import Random  # noqa: E402
from engine.games.cloud_mine import GAME  # noqa: E402

PERSON_NAMES = ROOT / "tests" / "fixtures" / "cloud_person_names.json"
FACE_UP = 6  # 4 seats draw 6 cards


def person_finds_bot_names(rounds: int, level: str = "normal") -> tuple[float, list[str]]:
    """The share of first guesses right, and a few of the names missed."""
    lookout, right, missed = make_bot("normal"), 0, []
    for n in range(rounds):
        rng = Random(7_000 + n)
        drawn = list(ALL_IDS)
        rng.shuffle(drawn)
        drawn = drawn[:FACE_UP]
        card = lookout.pick(drawn, rng)["card"]
        lang = "es" if n % 2 else "en"
        name = make_name(card, lang, rng, "plain" if level == "easy" else "normal")
        guess = best_guess(name, drawn, rng, person())
        right += guess == card
        if guess != card and len(missed) < 12:
            missed.append(f"{CLOUDS[card].key}: {name!r} -> {CLOUDS[guess].key}")
    return right / rounds, missed


def bot_finds_bot_names(rounds: int, level: str = "normal") -> float:
    """The share of a `level` Spectator bot's first guesses right on the normal Daydreamer
    bot's names, the Lookout bot's pick among 6 clouds face up."""
    lookout, spectator, right = make_bot("normal"), make_bot(level), 0
    for n in range(rounds):
        rng = Random(9_000 + n)
        drawn = list(ALL_IDS)
        rng.shuffle(drawn)
        drawn = sorted(drawn[:FACE_UP])
        card = lookout.pick(drawn, rng)["card"]
        name = make_name(card, "es" if n % 2 else "en", rng)
        right += spectator.guess({"display": drawn, "name": name}, rng) == card
    return right / rounds


def bot_finds_person_names(draws: int = 10, level: str = "normal") -> tuple[float, list[str]]:
    names = json.loads(PERSON_NAMES.read_text())
    bot, right, total, missed = make_bot(level), 0, 0, []
    for key, by_lang in sorted(names.items()):
        card = BY_KEY[key].id
        others = [c for c in ALL_IDS if c != card]
        for lang, said in sorted(by_lang.items()):
            for name in said:
                hits = 0
                for d in range(draws):
                    rng = Random(hash_of(key, lang, name, d))
                    rng.shuffle(others)
                    shown = sorted([card, *others[: FACE_UP - 1]])
                    hits += bot.guess({"display": shown, "name": name}, rng) == card
                right, total = right + hits, total + draws
                if hits <= draws // 2:
                    missed.append(f"{key} ({lang}): {name!r} {hits}/{draws}")
    return right / total, missed


def hash_of(*parts: object) -> int:
    """A seed from text, the same on every run (Python's own hash() is salted)."""
    seed = 0
    for ch in "|".join(map(str, parts)):
        seed = (seed * 131 + ord(ch)) % (1 << 61)
    return seed


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--misses", action="store_true", help="list the names missed")
    args = parser.parse_args()
    share, missed = person_finds_bot_names(args.rounds, args.level)
    print(
        f"a person who knows each cloud's associations finds a {args.level} Daydreamer bot's "
        f"name at the first guess: {share:.1%} of {args.rounds} rounds (4 seats, 6 clouds "
        "face up; chance 16.7%)"
    )
    if args.misses:
        for line in missed:
            print("  missed", line)
    share, missed = bot_finds_person_names(level=args.level)
    print(
        f"a {args.level} Spectator bot finds a name a person wrote at the first guess: "
        f"{share:.1%} (480 names, each among 6 clouds face up, 10 draws each)"
    )
    if args.misses:
        for line in missed:
            print("  missed", line)
    print("the bots' first-try guess rate (people: about half; target 40-60%):")
    for level in GAME.bot_levels:
        on_bots = bot_finds_bot_names(args.rounds, level)
        on_people = bot_finds_person_names(level=level)[0]
        print(
            f"  {level:7} {on_bots:6.1%} of {args.rounds} bot names, "
            f"{on_people:6.1%} of 480 names people wrote"
        )
    simulate(args.games, args.level)


if __name__ == "__main__":
    main()
