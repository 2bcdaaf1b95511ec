"""Do Colorful bots play like a table of people? The measures, printed.

1. Agreement: tables of `--players` bots of each level; the share of rounds where every seat
   lays one colour (a table of people: about 15-40%), the share of pairs that match (two
   normal bots: the pairwise same-colour rate, at most about 60%), the share of games where
   some two seats laid the same colour in every round, the share of players in a category's
   majority, the points a player scores per game, and co-op wins.
   With `--teams`, the same tables split into that many teams: the team points per game.
2. Fair share: one seat plays as a person who always lays the colour most people agree on (the
   top colour, for the word, among those it still holds), among `--players - 1` normal bots,
   over `--games` seeded games: its share of the wins (a win tied between k players counts
   1/k), next to the fair share 1/players.
3. Reading people's words: the strong bot, with a full hand and a category that hints little,
   lays the colour people agree on for each everyday word of tests/data/colorful_everyday.txt
   (plurals, accents dropped, typos, names): the share it gets right, per language.

Usage:

    .venv/bin/python scripts/sim_colorful.py [--games 300] [--players 4] [--lang es] [--teams 2]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots.colorful import make_bot, table_language  # noqa: E402
from engine.content.colorful_colours import BY_KEY  # noqa: E402
from engine.content.colorful_lexicon import people_lay  # noqa: E402
from engine.content.colorful_words import said_for  # noqa: E402
from engine.core import Action, Random, View  # noqa: E402
from engine.table import SeatInfo, Table  # noqa: E402

EVERYDAY = ROOT / "tests" / "data" / "colorful_everyday.txt"
NEUTRAL = (35, 3)  # card 35, slot 4-5): Innocence, a category that hints little

Person = Callable[[View, list[Action]], Action]


def top_colour_person(view: View, legal: list[Action]) -> Action:
    """A person who lays the colour most people agree on, among those they still hold; as
    namer, says the word people agree on most for a colour they hold."""
    state = view["state"]
    category = state["categories"][-1] if state["categories"] else None
    kind = legal[0]["type"]
    if kind == "choose":
        word = category.get("clue") or ""
        lang = table_language(state)
        shares = people_lay(word, category["card"], category["slot"], lang) if word else {}
        hand = [a["colour"] for a in legal]
        best = max(hand, key=lambda c: (shares.get(c, 0.0), -c))
        return {"type": "choose", "colour": best}
    if kind == "clue":
        lang = table_language(state)
        said = {c["clue"] for c in state["categories"] if c.get("clue")}
        hand = state["hand"]
        words = [
            w for w in said_for(category["card"], category["slot"], lang) if w.word not in said
        ]
        word = max(words, key=lambda w: max(w.share().get(c, 0.0) for c in hand))
        return {"type": "clue", "word": word.word}
    return legal[0]


def play(
    players: int,
    seed: int,
    level: str,
    person: Person | None = None,
    lang: str = "es",
    teams: int = 0,
) -> Table:
    """One game of bots (seat 0 played by `person` when given) to the end, in `lang`, in
    `teams` teams (seat order) when given."""
    seats = [SeatInfo(f"B{i}", "bot", level) for i in range(players)]
    options: dict = {"lang": lang}
    if teams:
        options["teams"] = [list(range(t, players, teams)) for t in range(teams)]
    table = Table("colorful", seats, seed=seed, options=options)
    while table.result() is None:
        seat = next(s for s in range(players) if table.legal_actions(s))
        legal = table.legal_actions(seat)
        if person is not None and seat == 0:
            action = person(table.view(0), legal)
        else:
            decision = table.bot_decision(seat)
            assert decision is not None
            action = decision.action
        table.submit(seat, action)
    return table


def agreement(tables: list[Table]) -> dict[str, float]:
    pairs = matched = players = majority = categories = unanimous = coop = twins = points = 0
    for table in tables:
        outcome = table.result()
        assert outcome is not None
        coop += outcome["cooperative"]
        reveals = table.state["reveals"]
        seats = range(len(reveals[0]))
        twins += any(all(laid[a] == laid[b] for laid in reveals) for a, b in combinations(seats, 2))
        points += sum(outcome["points"]) / len(outcome["points"])
        for laid, top in zip(reveals, outcome["majorities"], strict=True):
            categories += 1
            unanimous += len({tuple(c) for c in laid}) == 1
            for a, b in combinations(laid, 2):
                pairs += 1
                matched += a == b
            players += len(laid)
            majority += sum(1 for c in laid if c in top)
    return {
        "unanimous": unanimous / categories,
        "pair match": matched / pairs,
        "twin games": twins / len(tables),
        "majority": majority / players,
        "points": points / len(tables),
        "co-op wins": coop / len(tables),
    }


def team_points(tables: list[Table]) -> float:
    """A team's points per game, on average."""
    per_game = [sum(t.result()["team_points"]) / len(t.result()["team_points"]) for t in tables]
    return sum(per_game) / len(per_game)


def show(value: float, key: str) -> str:
    return f"{value:>12.2f}" if key == "points" else f"{value:>12.1%}"


def win_share(tables: list[Table], seat: int) -> float:
    """The seat's share of the wins; a win tied between k players counts 1/k."""
    total = 0.0
    for table in tables:
        winners = table.result()["winners"]
        if seat in winners:
            total += 1 / len(winners)
    return total / len(tables)


def everyday_words() -> list[tuple[str, str, int]]:
    rows = []
    for line in EVERYDAY.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, word, colour = line.split()
            rows.append((lang, word, BY_KEY[colour]))
    return rows


def strong_reads(lang: str, word: str, seed: int = 0) -> int:
    """The colour a strong bot lays for `word`, with all 15 colours in hand."""
    category = {"card": NEUTRAL[0], "slot": NEUTRAL[1], "namer": 1, "clue": word, "spoken": False}
    state = {
        "phase": "choose", "round": 1, "rounds": 5, "per_round": 1, "removed": [],
        "categories": [category], "done": [False] * 4, "hand": list(range(15)), "mine": [],
        "reveals": [], "options": {"lang": lang}, "teams": None, "namer": 1, "set_aside": 0,
        "remover": None, "outcome": None,
    }  # fmt: skip
    view = {"seat": 0, "state": state, "seats": [{"name": "b", "kind": "bot"}] * 4}
    legal = [{"type": "choose", "colour": c} for c in range(15)]
    decision = make_bot("strong").decide(view, legal, Random(seed))
    assert decision is not None
    return decision.action["colour"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--lang", default="es", choices=("es", "en"))
    parser.add_argument("--teams", type=int, default=2, help="teams for the team measure (0: none)")
    args = parser.parse_args()
    n, games, lang = args.players, args.games, args.lang
    started = time.perf_counter()

    print(f"1. Agreement: {games} games of {n} bots per level ({lang})")
    levels = ("easy", "normal", "strong")
    rows = {lv: agreement([play(n, g, lv, lang=lang) for g in range(games)]) for lv in levels}
    print(f"{'':10}" + "".join(f"{k:>12}" for k in rows["normal"]))
    for level, row in rows.items():
        print(f"{level:10}" + "".join(show(v, k) for k, v in row.items()))
    pair = rows["normal"]["pair match"]
    print(f"two normal bots lay the same colour in {pair:.1%} of rounds (target: at most ~60%)")
    if args.teams:
        print(f"{args.teams} teams of bots (seat order), team points per game (of {n} seats):")
        for level in levels:
            tables = [play(n, g, level, lang=lang, teams=args.teams) for g in range(games)]
            print(f"  {level:8} {team_points(tables):.2f}")

    print(f"\n2. Fair share: a top-colour person among {n - 1} normal bots, {games} games")
    tables = [play(n, 10_000 + g, "normal", top_colour_person, lang) for g in range(games)]
    print(f"person wins {win_share(tables, 0):.1%} (fair share {1 / n:.1%}); ", end="")
    print(", ".join(f"bot {s} {win_share(tables, s):.1%}" for s in range(1, n)))

    print("\n3. The strong bot reads everyday words people type")
    rows_by_lang: dict[str, list[tuple[str, int]]] = {}
    for lang, word, colour in everyday_words():
        rows_by_lang.setdefault(lang, []).append((word, colour))
    for lang, words in rows_by_lang.items():
        missed = [w for w, c in words if strong_reads(lang, w) != c]
        rate = 1 - len(missed) / len(words)
        print(
            f"{lang}: {rate:.1%} of {len(words)} words" + (f" (missed {missed})" if missed else "")
        )
    print(f"\n({time.perf_counter() - started:.0f}s)")


if __name__ == "__main__":
    main()
