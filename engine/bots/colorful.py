"""Colorful bots: they read the clue and the category through the colour lexicon.

A bot sees its seat's view only: the category cards turned up, the clues, its own hand and
its own laid colours, and who has chosen (never what) until the reveal.

- A player picks, among the colours it still holds, the one the clue word evokes most
  (`engine.content.colorful_lexicon`), with the category's own colours as a lesser hint (and
  the only one when there is no word: the base game, or a word said aloud at the table).
- Thinking about the others (normal and strong): everyone started with the same colours, and
  what the table most likely laid in earlier rounds is probably gone from the others' hands
  now; the bot replays those rounds with its own judgement over the full deck and sides less
  with a colour it believes the others have spent.
- The namer first picks a colour it holds that the category evokes, then a word of the
  lexicon whose strongest colour is that one and whose other colours fit the category; the
  word is checked against the clue rule before it is said.
- The remover sets aside the colours the lexicon evokes least (the ones nobody would agree on).
- The reveal is left to the people at the table (a table of bots only reveals by itself).
- easy: the same reading with a lot of noise, and no thinking about the others.
"""

from __future__ import annotations

from engine.content.colorful_cards import CARDS
from engine.content.colorful_colours import IDS
from engine.content.colorful_lexicon import ENTRIES, colours_for, words_for
from engine.core import Action, Decision, Random, View
from engine.games.colorful import EXAMPLE_CLUES, colour_in

DELAY = {"remove": 0.6, "clue": 1.6, "choose": 1.2, "reveal": 2.5}
CLUE_WEIGHT, CATEGORY_WEIGHT = 3.0, 1.0
SPENT_PENALTY = 0.7  # how far a colour the others have probably laid is pushed down
NOISE = {"easy": 1.5, "normal": 0.7, "strong": 0.35}


def _popularity() -> dict[int, float]:
    """How much the whole lexicon leans on each colour (what the remover keeps)."""
    total = dict.fromkeys(IDS, 0.0)
    for _es, _en, colours in ENTRIES:
        for rank, colour in enumerate(colours):
            total[colour] += 1.0 / (rank + 1)
    return total


POPULARITY = _popularity()


def category_colours(category: dict) -> dict[int, float]:
    """The colours a turned-up category (its card and slot) calls to mind."""
    colours = CARDS[category["card"]][category["slot"]].colours
    return {c: 1.0 / (rank + 1) for rank, c in enumerate(colours)}


def appeal(category: dict) -> dict[int, float]:
    """How strongly this round's word and category point at each colour."""
    scores = dict.fromkeys(IDS, 0.0)
    for colour, weight in category_colours(category).items():
        scores[colour] += CATEGORY_WEIGHT * weight
    if category.get("clue"):
        for colour, weight in colours_for(category["clue"]).items():
            scores[colour] += CLUE_WEIGHT * weight
    return scores


def spent_by_others(view: View) -> dict[int, float]:
    """How likely the others no longer hold each colour: replay the earlier rounds, each
    settled the way this bot would settle it from the full deck."""
    available = [c for c in IDS if c not in view["removed"]]
    spent = dict.fromkeys(IDS, 0.0)
    for category in view["categories"][:-1]:
        scores = appeal(category)
        left = [c for c in available if spent[c] < 1.0]
        if not left:
            break
        ranked = sorted(left, key=lambda c: (-scores[c], c))
        for place, colour in enumerate(ranked[: view["per_round"]]):
            spent[colour] = min(1.0, spent[colour] + (0.8 if place == 0 else 0.6))
    return spent


class ColorfulBot:
    def __init__(self, level: str = "normal") -> None:
        self.level = level if level in NOISE else "normal"

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        if not legal:
            return None
        state = view["state"]
        kind = legal[0]["type"]
        if kind == "remove":
            return Decision(self._remove(state, legal, rng), DELAY["remove"])
        if kind in ("clue", "spoken"):
            return Decision(self._clue(state, rng), DELAY["clue"])
        if kind == "reveal":
            # People turn the categories up at their own pace; a table of bots alone reveals.
            if any(seat.get("kind") != "bot" for seat in view.get("seats", [])):
                return None
            return Decision(legal[0], DELAY["reveal"])
        return Decision(self._choose(state, legal, rng), DELAY["choose"])

    # -- set-up ---------------------------------------------------------------------------

    def _remove(self, state: View, legal: list[Action], rng: Random) -> Action:
        noise = NOISE[self.level]
        return min(
            legal,
            key=lambda a: POPULARITY[a["colour"]] * (1 + noise * rng.random()),
        )

    # -- the namer ------------------------------------------------------------------------

    def _clue(self, state: View, rng: Random) -> Action:
        category = state["categories"][-1]
        hand = state["hand"] or []
        fits = category_colours(category)
        targets = sorted(hand, key=lambda c: (-fits.get(c, 0.0), -POPULARITY[c], c))
        used = {c["clue"].casefold() for c in state["categories"] if c.get("clue")}
        for target in targets[:3]:
            word = self._word_for(target, fits, used, rng)
            if word is not None:
                return {"type": "clue", "word": word}
        return {"type": "clue", "word": EXAMPLE_CLUES[state["round"] % len(EXAMPLE_CLUES)]}

    def _word_for(
        self, target: int, fits: dict[int, float], used: set[str], rng: Random
    ) -> str | None:
        """A clear word for `target`: it evokes `target` above all, and fits the category."""
        best: list[tuple[float, str]] = []
        for word, _lang, colours in words_for(target):
            if word.casefold() in used or colour_in(word) is not None:
                continue
            if max(colours.values()) > colours.get(target, 0.0):
                continue
            others = sum(w for c, w in colours.items() if c != target)
            fit = sum(fits.get(c, 0.0) * w for c, w in colours.items())
            best.append((fit - 0.3 * others + 0.6 * rng.random(), word))
        if not best:
            return None
        best.sort(reverse=True)
        return best[0][1]

    # -- a player -------------------------------------------------------------------------

    def _choose(self, state: View, legal: list[Action], rng: Random) -> Action:
        scores = appeal(state["categories"][-1])
        if self.level != "easy":
            spent = spent_by_others(state)
            scores = {c: s * (1 - SPENT_PENALTY * spent[c]) for c, s in scores.items()}
        noise = NOISE[self.level]

        # Each bot reads the words a little its own way: a colour's pull is scaled and
        # nudged by a random taste (none at all for a strong bot's clear favourite).
        taste = {
            c: s * (1 + noise * (rng.random() - 0.5)) + noise * rng.random()
            for c, s in scores.items()
        }

        def value(action: Action) -> float:
            colours = action.get("colours", [action.get("colour")])
            return sum(taste[c] for c in colours) + 1e-6 * POPULARITY[colours[0]]

        return max(legal, key=value)


def make_bot(level: str = "normal") -> ColorfulBot:
    return ColorfulBot(level)
