"""A The Mind bot: it waits a time that grows with the gap between its lowest card and the pile.

The whole skill of The Mind is a shared sense of time. This bot counts, from what its seat can
see, how many cards could still lie between the top of the pile and its lowest card (the gap),
and measures that gap in the spacing to expect between the cards still out, (open cards + 1) /
(cards out + 1): with many cards out the next card is probably near, so a gap of ten numbers
means a longer wait than with two cards out. It then waits that many spacings at a steady
tempo, blurred by human-like noise, and plays. Every bot and every patient person who
follows that tempo plays in order, up to the noise; the noise is what makes close cards tense.

The bot re-plans from scratch each time it is asked: the caller asks again whenever the view
changes (a card is played, someone pauses...) and cancels the old timer, so a fresh delay from
the current pile is the whole plan.

Stars are judged by danger: the chance that another hand holds a card so close to its own
lowest one that the tempo cannot separate them. Lives, stars at their cap and the last level
(after which a star is worth nothing) decide how much danger is worth a star.

The strong level (issue 15) differs in three ways. Its wait grows as a power of the gap
(`steepness` 1.6): timing errors grow with the wait (Weber's law), so what tells two cards apart
is the ratio of their waits, and a steeper curve widens that ratio where cards are close
(a nearby card still goes within seconds; the time spent goes into the far, uncertain ones).
It prices a star against the slot it fills: a star the cap or the last level would waste
is spent on any real danger of the next play; otherwise the bar rises with the levels left
per star still to come, and falls on the last life (see `StrongMindBot`). And it asks for a
star the way a person raises a hand: after a silence. Only when its own card is nearly due and
nobody has played does it judge the danger, because by then a card well below its own would
have gone: what is left to fear is a close card running late, or one just above. A star asked
for then is spent only when the table is silent, so each star buys more safety.

Beside a person (a seat the view lists as human or remote) every level counts like a person:
its wait grows in proportion to the numbers between the pile and its card, the discarded ones
too, at `PERSON_SECONDS_PER_NUMBER` a number, the tempo a person picks up from watching the
bots. A person's sense of time is not a power law, and two clocks that follow different curves
(or count different numbers) put cards out of order wherever the curves cross.

No level proposes a star the moment a level starts, before any card is played or discarded: a
person reads that as a wasted star. The one exception is the rule of thumb a person follows
too: a star the cap or the last level would waste anyway may go at any time. The strong bot's
star after a silence is not at the moment a level starts: it comes when everyone has waited.

A bot reads nothing but its seat's view (see `engine.core.Bot`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from engine.core import Action, Decision, Random, View
from engine.games.the_mind import CARDS, MAX_STARS, REWARDS


@dataclass(frozen=True)
class Temper:
    """How one bot level behaves: its tempo, how steady its sense of time is, its caution."""

    seconds_per_spacing: float  # the wait for a gap of one expected spacing
    timing_noise: float  # spread of the multiplicative (log-normal) error on that wait
    reaction: tuple[float, float]  # the quickest a card leaves the hand, seconds
    star_danger: float  # danger worth a star when a star is cheap or a life is dear
    spare_danger: float  # danger worth a star when there are stars to spare
    vote_danger: float  # danger above which it accepts a star while things look comfortable
    steepness: float = 1.0  # the wait grows as (gap in spacings) ** steepness
    assumed_noise: float | None = None  # the noise it expects of the table (None: its own)

    @property
    def sense_of_noise(self) -> float:
        """How unsteady it believes everyone's timing is, for judging danger."""
        return self.timing_noise if self.assumed_noise is None else self.assumed_noise


TEMPERS = {
    "easy": Temper(4.0, 0.32, (0.3, 0.7), 0.1, 0.3, 0.3),
    "normal": Temper(4.0, 0.2, (0.25, 0.55), 0.05, 0.12, 0.2),
    "strong": Temper(2.5, 0.15, (0.2, 0.45), 0.05, 0.12, 0.15, steepness=1.6),
}

READY_DELAY = (0.5, 1.5)  # a hand placed on the table
VOTE_DELAY = (0.6, 1.4)
PROPOSE_DELAY = (0.8, 1.8)


PERSON_SECONDS_PER_NUMBER = 0.5  # beside a person: the wait for each number counted

CLASH_Z = 4.0  # two cards further apart than this many standard deviations never clash


@dataclass(frozen=True)
class Reading:
    """What the bot makes of the table: its lowest card and how crowded the numbers are."""

    hand: list[int]  # its own cards, lowest first
    top: int  # the top of the pile, 0 before any card is played
    gaps: dict[int, int]  # each card that may still be held -> how many such cards lie below it
    cards_out: int  # cards in all hands

    @property
    def card(self) -> int:
        """Its lowest card, the only one it may play."""
        return self.hand[0]

    @property
    def gap(self) -> int:
        """How many cards in other hands could still lie between the pile and its lowest card."""
        return self.gaps[self.card]

    @property
    def count(self) -> int:
        """The numbers a person counts between the top of the pile and its lowest card: every
        number, the discarded ones too (taking them out is bookkeeping nobody keeps while
        counting)."""
        return self.card - self.top - 1

    @property
    def others(self) -> int:
        """Cards in the other hands."""
        return self.cards_out - len(self.hand)

    @property
    def spacing(self) -> float:
        """The expected distance, counted in open cards, between consecutive cards still out."""
        return (len(self.gaps) + 1) / (self.cards_out + 1)

    def danger(self, noise: float, steepness: float = 1.0) -> float:
        """The chance that its lowest card and a card of another hand get played out of order.

        Only open cards within reach of its own gap can clash (farther ones are kept apart by
        the timing with near certainty), so only those are looked at.
        """
        unknown = len(self.gaps) - len(self.hand)
        mine = self.gap
        if self.others <= 0 or unknown <= 0 or mine == 0 or noise <= 0.0:
            return 0.0
        held = self.others / unknown  # the chance a given open card is in another hand
        spacing = self.spacing
        own = {self.gaps[card] for card in self.hand}
        reach = int(spacing * (math.exp(CLASH_Z * noise * math.sqrt(2.0) / steepness) - 1.0)) + 1
        safe = 1.0
        for gap in range(max(0, mine - reach), min(len(self.gaps), mine + reach + 1)):
            if gap not in own:
                chance = clash(min(gap, mine), abs(gap - mine), spacing, noise, steepness)
                safe *= 1.0 - held * chance
        return 1.0 - safe


def read_table(table: dict[str, Any]) -> Reading | None:
    """What the bot needs from its view; None when it holds no card."""
    hand = table["hand"] or []
    if not hand:
        return None
    top = table["top"] or 0
    # Public facts only (the pile and the discards), so that every bot measures the same gap
    # for the same card; every card still held is above the top of the pile.
    gone = {d["card"] for d in table["discarded"]}
    gaps: dict[int, int] = {}
    for card in range(top + 1, CARDS + 1):
        if card not in gone:
            gaps[card] = len(gaps)
    return Reading(hand=list(hand), top=top, gaps=gaps, cards_out=table["cards_out"])


def clash(
    low_gap: int, distance: int, spacing: float, noise: float, steepness: float = 1.0
) -> float:
    """The chance that two cards `distance` apart get played in the wrong order.

    Both wait a power (`steepness`) of their gaps, each with noise proportional to the wait,
    so what separates them is the ratio of their gaps once they are the next two cards to go;
    the lower one is then about a spacing from the top (or less, if it already is).
    """
    if low_gap == 0:
        return 0.0  # a card with nothing below it goes at once
    if noise <= 0.0:
        return 0.0 if distance > 0 else 0.5
    ratio = 1.0 + distance / min(low_gap, spacing)
    z = steepness * math.log(ratio) / (noise * math.sqrt(2.0))
    return 0.0 if z > CLASH_Z else 0.5 * math.erfc(z / math.sqrt(2.0))


def gauss(rng: Random) -> float:
    """A standard normal draw (Box-Muller) from the seeded source."""
    u1 = 1.0 - rng.random()
    u2 = rng.random()
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


def uniform(rng: Random, span: tuple[float, float]) -> float:
    """A human-looking delay anywhere in `span` seconds."""
    lo, hi = span
    return lo + (hi - lo) * rng.random()


def beside_a_person(view: View) -> bool:
    """Whether a person plays at this table (a seat on this phone or another)."""
    return any(seat["kind"] != "bot" for seat in view.get("seats", ()))


def level_untouched(table: dict[str, Any]) -> bool:
    """Nothing played or discarded yet in this level."""
    return table["top"] is None and not table["discarded"]


class MindBot:
    """Plays by tempo, readies like a person, and spends stars when a close call looks likely."""

    def __init__(self, temper: Temper) -> None:
        self.temper = temper

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        """The one thing to do next and when; None to wait with no timer (e.g. no cards)."""
        if beside_a_person(view) and self.temper.steepness != 1.0:
            return self.counting(1.0).decide(view, legal, rng)
        table = view["state"]
        options = {a["type"]: a for a in legal}
        reading = read_table(table)
        if "vote_star" in options:
            accept = self.accepts_star(table, reading)
            return Decision({"type": "vote_star", "accept": accept}, uniform(rng, VOTE_DELAY))
        if "propose_star" in options and self.wants_star(view, table, reading):
            return Decision({"type": "propose_star"}, uniform(rng, PROPOSE_DELAY))
        if "ready" in options:
            return Decision({"type": "ready"}, uniform(rng, READY_DELAY))
        if "play" in options and reading is not None:
            wait = self.wait(reading, rng, beside_a_person(view))
            return Decision({"type": "play", "card": reading.card}, wait)
        return None

    def counting(self, steepness: float) -> MindBot:
        """The same bot with its wait grown as another power of the gap."""
        return type(self)(replace(self.temper, steepness=steepness))

    def wait(self, reading: Reading, rng: Random, person: bool = False) -> float:
        """Seconds before playing: the gap in spacings at a steady tempo, with noisy timing;
        beside a person, the numbers a person counts, at a person's tempo.

        A card nobody else can hold below (gap 0, or no cards elsewhere) goes at once.
        """
        quick = uniform(rng, self.temper.reaction)
        if reading.gap == 0 or reading.others == 0:
            return quick
        noise = math.exp(self.temper.timing_noise * gauss(rng)) if self.temper.timing_noise else 1.0
        if person:
            return quick + PERSON_SECONDS_PER_NUMBER * reading.count * noise
        beats: float = (reading.gap / reading.spacing) ** self.temper.steepness  # gap >= 0
        return quick + self.temper.seconds_per_spacing * beats * noise

    def wants_star(self, view: View, table: dict[str, Any], reading: Reading | None) -> bool:
        """Propose a star when a clash looks likely and a star is cheap or a life is dear."""
        if reading is None or reading.others == 0 or reading.gap == 0:
            return False
        if any(e.get("type") == "star_refused" for e in view["events"]):
            return False  # someone just said no; let the table move first
        if level_untouched(table) and spare_stars(table) == 0:
            return False  # a star before the first card looks wasted to a person
        threshold = self.star_threshold(table)
        return threshold <= 1.0 and self.danger(reading) >= threshold

    def star_threshold(self, table: dict[str, Any]) -> float:
        """How much danger a star is worth now: little on the last life or the last level."""
        last_level = table["level"] == table["levels"]
        wasted_reward = table["stars"] >= MAX_STARS and REWARDS.get(table["level"]) == "star"
        if table["lives"] == 1 or last_level or wasted_reward:
            return self.temper.star_danger
        if table["stars"] >= 2 or table["stars"] >= table["lives"]:
            return self.temper.spare_danger
        return 2.0  # never: keep the star for when it matters

    def accepts_star(self, table: dict[str, Any], reading: Reading | None) -> bool:
        """Accept unless holding the certain next card, or the hand is going fine."""
        if reading is None:
            return True  # nothing of its own to lose; trust whoever asked
        if reading.gap == 0 or reading.others == 0:
            return False  # it can play safely first; the star can be asked for again after
        if table["lives"] <= 2 or table["level"] == table["levels"] or table["stars"] >= 2:
            return True
        return self.danger(reading) >= self.temper.vote_danger

    def danger(self, reading: Reading) -> float:
        """The chance its lowest card gets played out of order, as its own timing sees it."""
        return reading.danger(self.temper.sense_of_noise, self.temper.steepness)


class StrongMindBot(MindBot):
    """Steeper timing and a star policy that weighs a star against the slot it would fill.

    A star is worth what it can still save. One that would be lost anyway (the level's reward
    is a star while the stars are at the cap, or this is the last level) is worth nothing kept,
    so it goes on any real danger. Otherwise the bar is the danger the star could expect to
    meet later: high while many levels remain per star still to come, lower as the stars
    outnumber the levels left, and low again on the last life, where one mistake ends the game.
    """

    def star_threshold(self, table: dict[str, Any]) -> float:
        """How much danger of a mistake a star is worth spending on now."""
        if spare_stars(table) > 0:
            return FREE_STAR_DANGER
        level: int = table["level"]
        levels: int = table["levels"]
        supply: int = table["stars"] + sum(
            1 for n in range(level, levels) if REWARDS.get(n) == "star"
        )  # stars now, plus the star rewards of completing this level and those before the last
        per_level = supply / (levels - level + 1)
        threshold = min(MAX_STAR_DANGER, KEPT_STAR_DANGER / max(per_level, 0.05))
        if table["lives"] == 1:
            threshold = min(threshold, LAST_LIFE_DANGER)
        return max(FREE_STAR_DANGER, threshold)

    def danger(self, reading: Reading) -> float:
        """The chance that the very next play is a mistake involving its lowest card."""
        return next_play_danger(reading, self.temper.sense_of_noise, self.temper.steepness)

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        """As every level decides, but a star that is not free is asked for only after a
        silence: when its card is nearly due and nobody has played (see `danger_in_silence`)."""
        if beside_a_person(view) and self.temper.steepness != 1.0:
            return self.counting(1.0).decide(view, legal, rng)
        decision = super().decide(view, legal, rng)
        if decision is None or decision.action["type"] != "play":
            return decision
        table = view["state"]
        if {"type": "propose_star"} not in legal or refused_just_now(view):
            return decision
        reading = read_table(table)
        assert reading is not None
        person = beside_a_person(view)
        if self.danger_in_silence(reading, person) >= self.star_threshold(table):
            return Decision({"type": "propose_star"}, SILENCE * decision.delay)
        return decision

    def wants_star(self, view: View, table: dict[str, Any], reading: Reading | None) -> bool:
        """At once only a star that would be lost anyway; any other waits for a silence."""
        return spare_stars(table) > 0 and super().wants_star(view, table, reading)

    def nominal_wait(self, reading: Reading, card: int, person: bool) -> float:
        """How long, without noise, the table waits for `card` from the present pile: its own
        tempo among bots, a person's count beside a person."""
        quick = sum(self.temper.reaction) / 2
        if person:
            return quick + PERSON_SECONDS_PER_NUMBER * (card - reading.top - 1)
        gap = reading.gaps[card]
        if gap == 0:
            return quick
        beats: float = (gap / reading.spacing) ** self.temper.steepness  # gap >= 0
        return quick + self.temper.seconds_per_spacing * beats

    def danger_in_silence(self, reading: Reading, person: bool = False) -> float:
        """The chance that the next play is a mistake involving its lowest card, given that
        nobody has played by `SILENCE` of its own wait.

        The silence is what a person hears: a card well below its own would have gone by then,
        so what is left is a card just below that is running late, or one just above. A star
        asked for then costs a star only when the table is silent, and saves the clash it fears.
        """
        mine = reading.card
        unknown = [card for card in reading.gaps if card not in reading.hand]
        if reading.others <= 0 or not unknown or reading.gap == 0:
            return 0.0
        held = min(1.0, reading.others / len(unknown))
        noise = self.temper.sense_of_noise
        own = self.nominal_wait(reading, mine, person)
        silence = SILENCE * own
        ceiling = reading.hand[1] if len(reading.hand) > 1 else CARDS + 1
        none_below = 1.0  # the chance that no other card lies below this one
        risk = silent = 0.0
        for card in unknown:
            if card > ceiling:
                break  # its own next card would go before this one
            lowest = none_below * held  # the chance this is the lowest card in another hand
            wait = max(self.nominal_wait(reading, card, person), 1e-6)
            if card < mine:
                risk += lowest * weber_clash(own / wait, noise)
            else:
                late = weber_clash(wait / own, noise) - weber_clash(wait / silence, noise)
                risk += lowest * max(0.0, late)
            silent += lowest * weber_clash(silence / wait, noise)
            none_below *= 1.0 - held
        silent += none_below
        return risk / silent if silent > 0.0 else 0.0

    def accepts_star(self, table: dict[str, Any], reading: Reading | None) -> bool:
        """Trust whoever asked (they saw a danger), unless it holds the certain next card."""
        if reading is None:
            return True
        return reading.gap > 0 and reading.others > 0


SILENCE = 0.75  # the share of its own wait after which a silence tells it something
FREE_STAR_DANGER = 0.01  # a star that would be wasted: spend it on any real danger
KEPT_STAR_DANGER = 0.04  # the bar for a star, times levels left per star still to come
MAX_STAR_DANGER = 0.12
LAST_LIFE_DANGER = 0.03


def weber_clash(ratio: float, noise: float) -> float:
    """The chance that a wait `ratio` times longer still ends first, when each wait is scaled
    by 1 + noise * N(0, 1): P(X1 > ratio * X2) = Phi((1 - ratio) / (noise * sqrt(1 + ratio^2)))."""
    if noise <= 0.0:
        return 0.0 if ratio > 1.0 else 0.5
    z = (ratio - 1.0) / (noise * math.sqrt(1.0 + ratio * ratio))
    return 0.0 if z > CLASH_Z else 0.5 * math.erfc(z / math.sqrt(2.0))


def next_play_danger(reading: Reading, noise: float, steepness: float) -> float:
    """The chance that the next card to go and the one after it come in the wrong order, with
    its own lowest card one of the two.

    Each open card is in another hand with the same chance. Either exactly one other card lies
    below its own (that card goes next and its own follows, both timed from the present pile),
    or none does and the nearest other card above is the one that could jump in first. Both
    waits grow as gap ** steepness, so the pair is told apart by the ratio of their gaps. A
    star discards both cards of that pair, so this is what a star proposed now would save.
    """
    unknown = len(reading.gaps) - len(reading.hand)
    mine = reading.gap
    if reading.others <= 0 or unknown <= 0 or mine == 0:
        return 0.0
    held = min(1.0, reading.others / unknown)
    free = 1.0 - held
    risk = 0.0
    only_one_below = held * free ** (mine - 1)
    for gap in range(mine - 1, 0, -1):  # a card at gap 0 goes at once and cannot clash
        step = weber_clash((mine / gap) ** steepness, noise)
        if step == 0.0:
            break
        risk += only_one_below * step
    ceiling = reading.gaps[reading.hand[1]] if len(reading.hand) > 1 else len(reading.gaps)
    chance = free**mine  # nothing below its own card: the next other card above it
    for gap in range(mine + 1, ceiling):
        step = weber_clash((gap / mine) ** steepness, noise)
        if step == 0.0:
            break
        risk += chance * held * step
        chance *= free
    return risk


def refused_just_now(view: View) -> bool:
    """Someone has just said no to a star: let the table move first."""
    return any(e.get("type") == "star_refused" for e in view["events"])


def spare_stars(table: dict[str, Any]) -> int:
    """Stars that are worth nothing kept: all of them on the last level, one at the cap when
    this level's reward is a star."""
    stars: int = table["stars"]
    if table["level"] == table["levels"]:
        return stars
    if stars >= MAX_STARS and REWARDS.get(table["level"]) == "star":
        return 1
    return 0


def make_bot(level: str, *, steady: bool = False) -> MindBot:
    """A bot of the given level ("easy", "normal" or "strong"; anything else plays "normal").

    `steady` switches its own timing noise off (a constant reaction, no blur), for a simulator
    that applies one noise model to every seat; it still judges danger as if timing were noisy.
    """
    temper = TEMPERS.get(level, TEMPERS["normal"])
    if steady:
        temper = replace(
            temper,
            timing_noise=0.0,
            reaction=(temper.reaction[0], temper.reaction[0]),
            assumed_noise=temper.sense_of_noise,
        )
    return StrongMindBot(temper) if level == "strong" else MindBot(temper)
