"""Colorful bots that play like people at the table.

A bot sees its seat's view only: the category cards turned up, the words said, its own hand
and laid colours, who has chosen (never what) until the reveal, and the colours set aside.

- **Reading a word.** What people would lay for the word is known
  (`engine.content.colorful_lexicon.people_lay`: every category's words with how ten people
  split their colours, the lexicon and the names; plurals, accents and typos). The category's
  own colours stand in only for a word nobody knows, or for no word at all (the base game, a
  word said aloud).
- **A person, not a copy.** Each easy or normal bot has a persona for the game, chosen from the
  seat and the game's first card (so from the seed: a replay, a reload and every phone of a
  shared table get the same), neighbours never sharing one: *literal* lays the colour the word
  says, *poetic* reads the category's mood and the less obvious colours, *contrarian* shies
  from the colour everyone will lay, *partial* leans hard to its favourite colours. Each also
  has its own taste (a liking for some colours over others, from the same key) and reads every
  word with some noise, picking a colour as a person at the table would, drawn from what
  people lay. So two bots lay the same colour in under half the rounds, as people do, and a
  person who picks what most people pick does a little better than they do. Playing in a team,
  a bot keeps half its persona: it wants its team mates to match it.
- **Strong** predicts what the table will lay: everyone started with the same colours and has
  since laid one per round, so it works out, from the earlier words, which colours the others
  probably still hold, and lays the colour the most of them are likely to lay now.
- **The namer** says a word from the category's list in the table's language, never one said
  earlier in the game: a clear word for a colour it holds (strong: the word the table will most
  likely agree on).
- **Timing.** A bot thinks as a person does: a couple of seconds at least after the word,
  longer for a word people disagree about and for a bigger hand. Each bot decides once per
  moment of the game and says the same thing when asked again, so its "has chosen" lands at
  its own time, not together with the others'.
- The remover sets aside colours people rarely lay, shades first; the reveal is left to the
  people at the table (a table of bots alone reveals by itself).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from engine.content.colorful_cards import CARDS
from engine.content.colorful_colours import IDS
from engine.content.colorful_lexicon import Shares, fold, language_of, people_lay
from engine.content.colorful_words import LANGS, WORDS_SAID, said_for
from engine.core import Action, Decision, Random, View
from engine.games.colorful import EXAMPLE_CLUES, colour_in


@dataclass(frozen=True)
class Level:
    """How a bot of one level plays."""

    taste: float  # how far its own liking for colours strays from the table's (log scale)
    heat: float  # how loosely it follows what people lay (1: like a person drawn at random)
    models_table: bool  # whether it works out what the others still hold


LEVELS = {
    "easy": Level(taste=0.6, heat=1.5, models_table=False),
    "normal": Level(taste=0.5, heat=1.35, models_table=False),
    "strong": Level(taste=0.2, heat=0.35, models_table=True),
}


@dataclass(frozen=True)
class Persona:
    """A player's taste in reading words: how often it follows the obvious colour."""

    name: str
    heat: float  # times its level's heat: below 1 follows what people lay more firmly
    obvious: float  # times the share of the colour most people lay (below 1: shies from it)
    mood: float  # how much of its reading is the category's own colours rather than the word
    fondness: float  # times its level's taste: how hard it leans to its favourite colours

    def in_a_team(self) -> Persona:
        """Half the persona: a player in a team wants its team mates to match it."""
        return Persona(
            self.name,
            1 + (self.heat - 1) / 2,
            1 - (1 - self.obvious) / 2,
            self.mood / 2,
            1 + (self.fondness - 1) / 2,
        )


PLAIN = Persona("plain", 1.0, 1.0, 0.0, 1.0)  # the strong bot: it reads the table, not a taste
PERSONAS = (
    Persona("literal", 0.8, 1.0, 0.0, 0.6),
    Persona("poetic", 1.3, 0.7, 0.35, 1.0),
    Persona("contrarian", 1.0, 0.12, 0.05, 1.0),
    Persona("partial", 1.1, 0.8, 0.0, 3.0),
)


def persona_for(state: View, seat: int, level: str) -> Persona:
    """The seat's persona in this game: the same for the same game (its first card, first namer
    and colours set aside) and seat; seats side by side never share one."""
    if LEVELS[level].models_table or not state["categories"]:
        return PLAIN
    start = Random(_game_key(state)).below(len(PERSONAS))
    persona = PERSONAS[(start + seat) % len(PERSONAS)]
    return persona if state.get("teams") is None else persona.in_a_team()


def _game_key(state: View) -> int:
    """A number that tells this game from another, the same on every phone and after a reload."""
    first = state["categories"][0]
    key: int = first["card"] * 16 + first["namer"]
    for colour in sorted(state["removed"]):
        key = key * 16 + colour
    return key


def _popularity() -> dict[int, float]:
    """How often people lay each colour over every word of every category."""
    total = dict.fromkeys(IDS, 0.0)
    for card in WORDS_SAID:
        for slot in card:
            for lang in LANGS:
                for said in slot[lang]:
                    for colour, share in said.share().items():
                        total[colour] += share
    return total


POPULARITY = _popularity()
# Colours a person sets aside first: the shades that stand close to another colour.
SHADES = frozenset({1, 3, 5, 7, 13, 14})  # orange, lime, sky, purple, silver, gold


# -- reading the table ---------------------------------------------------------------------------


def category_shares(category: dict[str, Any]) -> Shares:
    """What people lay for a category with no word: its own colours, most likely first."""
    colours = CARDS[category["card"]][category["slot"]].colours
    weights = [1.0 / (rank + 1) for rank in range(len(colours))]
    return {c: w / sum(weights) for c, w in zip(colours, weights, strict=True)}


def table_language(state: View) -> str:
    """The table's language: its option when the game has one, else the language of the words
    said so far (the latest that belongs to one language), else Spanish."""
    chosen = state.get("options", {}).get("lang")
    if isinstance(chosen, str) and chosen in LANGS:
        return chosen
    for category in reversed(state["categories"]):
        lang = language_of(category["clue"]) if category.get("clue") else None
        if lang is not None:
            return lang
    return "es"


def reading(category: dict[str, Any], lang: str) -> Shares:
    """What people lay for this round: for its word when anyone knows the word, else for the
    category itself."""
    word = category.get("clue")
    if word:
        shares = people_lay(word, category["card"], category["slot"], lang)
        if shares:
            return shares
    return category_shares(category)


def still_held(state: View, lang: str) -> dict[int, float]:
    """How likely another player still holds each colour: everyone began with the same ones
    (less those set aside) and has laid, each earlier round, what people lay for its word."""
    held = {c: 0.0 if c in state["removed"] else 1.0 for c in IDS}
    for category in state["categories"][:-1]:
        shares = reading(category, lang)
        weights = {c: shares.get(c, 0.01) * held[c] for c in IDS}
        total = sum(weights.values()) or 1.0
        for colour in IDS:
            laid = min(1.0, state["per_round"] * weights[colour] / total)
            held[colour] *= 1.0 - laid
    return held


def expected_lay(state: View, lang: str) -> Shares:
    """What another player will likely lay now: what people lay for the word, among the colours
    they probably still hold."""
    shares = reading(state["categories"][-1], lang)
    held = still_held(state, lang)
    weights = {c: shares.get(c, 0.0) * held[c] for c in IDS}
    total = sum(weights.values())
    return {c: w / total for c, w in weights.items() if w > 0} if total else shares


def doubt(shares: Shares) -> float:
    """How much people disagree about a word: 0 when all lay one colour, up to about 1."""
    return 1.0 - max(shares.values(), default=0.0)


def _normal(rng: Random) -> float:
    """A standard normal draw (Box-Muller) from the table's seeded source."""
    u = max(rng.random(), 1e-12)
    return math.sqrt(-2.0 * math.log(u)) * math.cos(2.0 * math.pi * rng.random())


def _gumbel(rng: Random) -> float:
    return -math.log(-math.log(min(max(rng.random(), 1e-12), 1 - 1e-12)))


class ColorfulBot:
    def __init__(self, level: str = "normal", persona: Persona | None = None) -> None:
        """`persona` fixes the bot's persona (to measure one); by default each game and seat
        has its own."""
        self.level = level if level in LEVELS else "normal"
        self.plays = LEVELS[self.level]
        self.fixed = persona
        self._game: tuple[int, ...] | None = None  # the game's first card (see _meet)
        self._taste: dict[int, float] = {}
        self._planned: dict[tuple[int, str, int, int], Decision] = {}  # by round, phase, ...
        self.persona = PLAIN

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        if not legal:
            return None
        state = view["state"]
        self._meet(state, view.get("seat") or 0)
        moment = (
            state["round"],
            state["phase"],
            len(state["removed"]),
            len(state["reveals"]),
        )
        planned = self._planned.get(moment)
        if planned is not None and (planned.action in legal or planned.action["type"] == "clue"):
            return planned
        decision = self._plan(view, legal, rng)
        self._planned = {} if decision is None else {moment: decision}
        return decision

    def _meet(self, state: View, seat: int) -> None:
        """A new game (its first card differs): this player's persona and taste for it, from the
        game and the seat alone, so a reload or a replay meets the same player."""
        game = tuple(c["card"] for c in state["categories"][:1])
        if game != self._game:
            self._game, self._planned = game, {}
            self.persona = self.fixed or persona_for(state, seat, self.level)
            taste = self.plays.taste * self.persona.fondness
            mine = Random(_game_key(state) * 31 + seat) if state["categories"] else Random(seat)
            self._taste = {c: math.exp(taste * _normal(mine)) for c in IDS}

    def _plan(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        state = view["state"]
        kind = legal[0]["type"]
        if kind == "remove":
            return Decision(self._remove(legal, rng), 1.2 + 1.8 * rng.random())
        if kind in ("clue", "spoken"):
            word = self._clue(state, rng)
            return Decision({"type": "clue", "word": word}, 3.5 + 5.0 * rng.random())
        if kind == "reveal":
            # People turn the categories up at their own pace; a table of bots alone reveals.
            if any(seat.get("kind") != "bot" for seat in view.get("seats", [])):
                return None
            return Decision(legal[0], 2.5)
        return self._choose(state, legal, rng)

    # -- set-up ---------------------------------------------------------------------------

    def _remove(self, legal: list[Action], rng: Random) -> Action:
        """A colour people rarely lay, a shade close to another colour before a main one."""

        def keep(colour: int) -> float:
            shade = 0.6 if colour in SHADES else 1.0
            return POPULARITY[colour] * shade * (0.8 + 0.4 * rng.random())

        return min(legal, key=lambda a: keep(a["colour"]))

    # -- the namer ------------------------------------------------------------------------

    def _clue(self, state: View, rng: Random) -> str:
        """A word from the category's list, in the table's language, not said before."""
        category = state["categories"][-1]
        lang = table_language(state)
        said = {fold(c["clue"]) for c in state["categories"] if c.get("clue")}
        words = [
            w
            for w in said_for(category["card"], category["slot"], lang)
            if fold(w.word) not in said and colour_in(w.word) is None
        ]
        if not words:
            return EXAMPLE_CLUES[state["round"] % len(EXAMPLE_CLUES)]
        hand = state["hand"] or []
        held = still_held(state, lang) if self.plays.models_table else dict.fromkeys(IDS, 1.0)

        def clarity(shares: Shares) -> float:
            """The share of the table likely to lay the colour this namer would lay too."""
            weights = {c: shares.get(c, 0.0) * held[c] for c in IDS}
            total = sum(weights.values()) or 1.0
            return max((weights[c] / total for c in hand), default=0.0)

        heat = self.plays.heat * self.persona.heat

        def value(word_shares: Shares) -> float:
            return math.log(clarity(word_shares) + 1e-3) / (1.5 * heat) + _gumbel(rng)

        return max(words, key=lambda w: value(w.share())).word

    # -- a player -------------------------------------------------------------------------

    def _lean(self, shares: Shares, category: dict[str, Any]) -> Shares:
        """What people lay, as this player's persona reads it: the obvious colour weighed
        `obvious` times, the category's own colours mixed in by its `mood`."""
        persona = self.persona
        if persona is PLAIN:
            return shares
        top = max(shares, key=lambda c: shares[c]) if shares else None
        leaning = {c: v * (persona.obvious if c == top else 1.0) for c, v in shares.items()}
        if persona.mood:
            for colour, v in category_shares(category).items():
                leaning[colour] = leaning.get(colour, 0.0) + persona.mood * v
        total = sum(leaning.values()) or 1.0
        return {c: v / total for c, v in leaning.items()}

    def _choose(self, state: View, legal: list[Action], rng: Random) -> Decision:
        lang = table_language(state)
        if self.plays.models_table:
            shares = expected_lay(state, lang)
        else:
            shares = reading(state["categories"][-1], lang)
        leaning = self._lean(shares, state["categories"][-1])
        heat = self.plays.heat * self.persona.heat

        def value(colour: int) -> float:
            liking = math.log(leaning.get(colour, 0.0) * self._taste[colour] + 1e-4)
            return liking / heat + _gumbel(rng)

        def pick(action: Action) -> float:
            return sum(value(c) for c in action.get("colours", [action.get("colour")]))

        action = max(legal, key=pick)
        hand = state["hand"] or []
        think = 2.0 + 0.12 * len(hand) + 3.0 * doubt(shares)
        return Decision(action, 2.2 + think * (0.4 + 0.9 * rng.random()))


def make_bot(level: str = "normal") -> ColorfulBot:
    return ColorfulBot(level)
