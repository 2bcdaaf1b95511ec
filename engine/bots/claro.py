"""Claro bots: an easy one that plays any valid card, and a strong one that plans.

A bot reads only its seat's view (`Table.view(seat)`): its own hand, the cards played this
round, the cards seen going to the discard pile, and how many cards each player holds.

- easy: lays a random valid card; between rounds throws away only its starless low cards.
- normal: no search; lays the card that ends the round when nobody can possibly follow it,
  otherwise its least useful valid card, and discards everything worse than an average draw.
- strong (`SearchBot`, issue 15): values cards as skilled play does (STRONG_VALUE, by table
  size) when it discards, and for each play runs an information-set Monte Carlo search: it
  deals the cards it has not seen to the other hands many times, each deal consistent with
  what it saw this round (a player who passed holds nothing that was valid on the card they
  passed on; a player who laid a card most likely held no cheaper card that fitted), plays
  each candidate card out to the end of the round with the others playing like sensible
  players, and lays the card with the best average outcome: its chance of winning the game
  once the round's star is taken, plus the good cards it keeps for the next round (a loser
  throws its bad cards away, a winner keeps them). `samples` is its search budget (deals per
  decision; by default STRONG_SAMPLES for the table size); halfway through, the worse half
  of the candidate cards is dropped.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from itertools import cycle
from typing import Any

from engine.bots.human_time import think
from engine.content.claro_deck import ALL_IDS, CARDS
from engine.core import Action, Decision, View
from engine.core import Random as EngineRandom
from engine.games.claro import STARS_TO_WIN, valid_on

# A person's usual seconds before a move shows (`engine.bots.human_time`): a forced move is
# quick, a card chosen among many or a hand to sort before a discard takes longer.
THINK = {"forced": 1.2, "play": 2.0, "discard": 2.5}
TIME_SALT = 0x7153  # the delay is drawn from a fork, so the choice's own draws are unchanged
EASY_JUNK_BELOW = 15  # the easy bot throws away starless cards below this
# The strong bot's search budget, deals per play, by table size: a deal costs more the more
# hands it fills and the longer the round runs, and the Pyodide p99 must stay under 50 ms.
STRONG_SAMPLES: dict[int, int] = {2: 48, 3: 40, 4: 36, 5: 32, 6: 36}

# -- what the deck says about each card ------------------------------------------------------

_IDS = list(ALL_IDS)
# VALID[last][card]: may `card` go on `last`; row 0 is the round's first card (anything goes).
VALID: list[list[bool]] = [[False] * (max(_IDS) + 1) for _ in range(max(_IDS) + 1)]
for _card in _IDS:
    VALID[0][_card] = True
    for _last in _IDS:
        VALID[_last][_card] = _card != _last and valid_on(_card, _last)

# What holding a card is worth, in round wins: how far a player's chance of winning a round
# rises above 1/n when the card is in their hand at the start of the round, times n, averaged
# over 2 to 6 players. Measured by `scripts/sim_claro.py --card-values` over random-legal
# games. The high starless cards end rounds (49 can only be followed by 50); low starless
# cards can only open one.
VALUE: dict[int, float] = {
    1: -0.35, 2: -0.18, 3: -0.18, 4: -0.13, 5: -0.19, 6: -0.33, 7: -0.18, 8: -0.14, 9: -0.16,
    10: -0.31, 11: -0.17, 12: -0.14, 13: -0.18, 14: -0.29, 15: -0.13, 16: -0.15, 17: -0.16,
    18: -0.24, 19: -0.09, 20: -0.10, 21: -0.12, 22: -0.21, 23: -0.12, 24: -0.09, 25: -0.15,
    26: -0.12, 27: -0.08, 28: -0.07, 29: -0.10, 30: -0.04, 31: -0.06, 32: -0.08, 33: -0.01,
    34: -0.04, 35: -0.02, 36: -0.02, 37: +0.12, 38: -0.01, 39: -0.01, 40: +0.02, 41: +0.35,
    42: +0.08, 43: +0.00, 44: +0.08, 45: +0.80, 46: +0.15, 47: +0.11, 48: +1.64, 49: +2.48,
    50: +0.55, 51: -0.05, 52: -0.06, 53: -0.04, 54: -0.05, 55: -0.05,
}  # fmt: skip
# Cards from least to most worth keeping: the order in which a planner spends them.
RANK: list[int] = [0] * (max(_IDS) + 1)
for _place, _card in enumerate(sorted(_IDS, key=lambda c: (VALUE[c], c))):
    RANK[_card] = _place


def _decision(action: Action, legal: list[Action], view: View, rng: EngineRandom) -> Decision:
    """The move after a person's time to choose it: longer the more moves there were to weigh
    (cards that may be laid, cards in hand to sort before a discard)."""
    if action["type"] == "discard":
        kind, choices = "discard", len(view["state"]["hand"])
    else:
        choices = sum(1 for a in legal if a["type"] == "play")
        kind = "play" if choices > 1 else "forced"
    return Decision(action, think(rng.fork(TIME_SALT), THINK[kind], (choices - 1) / 5))


def _unseen(state: dict[str, Any]) -> list[int]:
    """Cards that might be in another player's hand: not ours, not played, not seen discarded."""
    known = set(state["hand"]) | set(state["played"]) | set(state["seen_discards"])
    return [c for c in _IDS if c not in known]


# -- easy ------------------------------------------------------------------------------------


class EasyBot:
    """Any valid card; keeps nearly everything between rounds."""

    def decide(self, view: View, legal: list[Action], rng: EngineRandom) -> Decision | None:
        if not legal:
            return None
        if legal[0]["type"] == "discard":
            hand = view["state"]["hand"]
            junk = sorted(c for c in hand if not CARDS[c]["stars"] and c < EASY_JUNK_BELOW)
            return _decision(_pick_discard(legal, junk), legal, view, rng)
        return _decision(rng.choice(legal), legal, view, rng)


def _pick_discard(legal: list[Action], cards: list[int]) -> Action:
    for action in legal:
        if action["cards"] == cards:
            return action
    return legal[0]


# -- normal and strong -----------------------------------------------------------------------


class PlannerBot:
    """Keeps its best cards, counts cards, and (with samples > 0) searches before each play."""

    def __init__(
        self, samples: int = 0, keep_weight: float = 0.8, greedy: float = 0.0, margin: float = 0.3
    ) -> None:
        self.samples = samples
        self.margin = margin
        self.keep_weight = keep_weight
        self.greedy = greedy

    def decide(self, view: View, legal: list[Action], rng: EngineRandom) -> Decision | None:
        if not legal:
            return None
        state = view["state"]
        if legal[0]["type"] == "discard":
            return _decision(_pick_discard(legal, self.discards(state)), legal, view, rng)
        plays = [a["card"] for a in legal if a["type"] == "play"]
        if len(plays) <= 1:
            return _decision(legal[0], legal, view, rng)
        card = self.sure_winner(view, plays)
        if card is None and self.searches() and _others_in(view):
            card = self.search(view, plays, random.Random(rng.next64()))
        if card is None:  # also when nobody else is left: shed the worst card, we win anyway
            card = min(plays, key=RANK.__getitem__)
        return _decision({"type": "play", "card": card}, legal, view, rng)

    def searches(self) -> bool:
        return self.samples > 0

    # -- between rounds

    def discards(self, state: dict[str, Any]) -> list[int]:
        """Throw away every card worth less than what an average draw would bring."""
        pool = _unseen(state)
        average = sum(VALUE[c] for c in pool) / len(pool) if pool else 0.0
        return sorted(c for c in state["hand"] if VALUE[c] < average)

    # -- playing

    def sure_winner(self, view: View, plays: list[int]) -> int | None:
        """The least valuable card that no card still unseen can follow: it wins the round."""
        if not _others_in(view):
            return None
        pool = _unseen(view["state"])
        for card in sorted(plays, key=RANK.__getitem__):
            row = VALID[card]
            if not any(row[c] for c in pool):
                return card
        return None

    def search(self, view: View, plays: list[int], rng: random.Random) -> int:
        """Try every valid card on many deals of the unseen cards; keep the best on average.

        A card scores 1 for each deal in which we go on to lay the round's last card, plus a
        little for the good cards it lets us keep for the next rounds.
        """
        state = view["state"]
        me = view["seat"]
        players = state["players"]
        count = len(players)
        pool = _unseen(state)
        average = sum(VALUE[c] for c in pool) / len(pool) if pool else 0.0
        deal_to = [
            (s, players[s]["cards"])
            for s in range(count)
            if s != me and not players[s]["passed"] and players[s]["cards"] > 0
        ]
        dealt_count = sum(size for _, size in deal_to)
        passed = [p["passed"] for p in players]
        scores = dict.fromkeys(plays, 0.0)
        usual = min(plays, key=RANK.__getitem__)  # what the normal bot would lay
        candidates = list(plays)
        for sample in range(self.samples):
            if sample == self.samples // 2 and len(candidates) > 2:  # drop the worse half
                candidates.sort(key=lambda c: (-scores[c], RANK[c]))
                candidates = candidates[: (len(candidates) + 1) // 2]
                if usual not in candidates:
                    candidates.append(usual)
            dealt = rng.sample(pool, dealt_count)
            hands: list[list[int]] = [[] for _ in range(count)]
            at = 0
            for s, size in deal_to:
                hands[s] = dealt[at : at + size]
                at += size
            chances = [rng.random() for _ in range(2 * dealt_count + 2)]
            for card in candidates:
                trial = [list(h) for h in hands]
                trial[me] = [c for c in state["hand"] if c != card]
                chance = cycle(chances).__next__  # the same luck for every candidate
                winner = _play_out(trial, list(passed), card, me, chance, self.greedy)
                kept = sum(VALUE[c] - average for c in trial[me]) / count
                if winner == me:
                    scores[card] += 1.0 + self.keep_weight * kept
                else:
                    scores[card] += self.keep_weight * max(0.0, kept)
        best = max(candidates, key=lambda c: (scores[c], -RANK[c]))
        if scores[best] - scores[usual] < self.margin * self.samples**0.5:
            return usual  # not clearly better: the search may just have been lucky
        return best


def _others_in(view: View) -> bool:
    """Whether anyone but us may still lay a card this round."""
    return any(
        not p["passed"] and p["cards"] > 0
        for s, p in enumerate(view["state"]["players"])
        if s != view["seat"]
    )


Chooser = Callable[[int, list[int]], int]
"""How a seat picks among its valid cards, when it has more than one, in a round played out."""


def _round_out(
    hands: list[list[int]],
    passed: list[bool],
    last: int,
    me: int,
    choose: Chooser,
    laid: Callable[[int, int], None] | None = None,
) -> int:
    """Finish a round in which we (`me`) just laid `last`, with everyone's hand known: round
    the table, each seat still in lays a valid card (`choose` picks when it has several;
    `laid` hears of each) or passes, until one seat is left or no hand holds a card. Returns
    the seat that lays the round's last card. `hands` and `passed` change as it goes."""
    count = len(hands)
    still_in = passed.count(False)
    holding = sum(1 for s in range(count) if not passed[s] and hands[s])
    seat = last_player = me
    while still_in > 1 and holding:
        seat += 1
        if seat == count:
            seat = 0
        hand = hands[seat]
        if passed[seat] or not hand:
            continue
        row = VALID[last]
        options = [c for c in hand if row[c]]
        if not options:
            passed[seat] = True
            still_in -= 1
            holding -= 1
            continue
        card = options[0] if len(options) == 1 else choose(seat, options)
        hand.remove(card)
        if laid is not None:
            laid(seat, card)
        if not hand:
            holding -= 1
        last, last_player = card, seat
    return last_player


def _play_out(
    hands: list[list[int]],
    passed: list[bool],
    last: int,
    me: int,
    chance: Callable[[], float],
    greedy: float,
) -> int:
    """`_round_out` as the normal bot imagines it: we lay a card nobody left can follow when we
    hold one, else our least valuable valid card; the others lay their least valuable valid
    card as often as `greedy` says, else any valid card."""

    def choose(seat: int, options: list[int]) -> int:
        if seat == me:
            return _clairvoyant(hands, passed, me, options)
        if chance() < greedy:
            return min(options, key=RANK.__getitem__)
        return options[int(chance() * len(options))]

    return _round_out(hands, passed, last, me, choose)


def _clairvoyant(hands: list[list[int]], passed: list[bool], me: int, options: list[int]) -> int:
    """Our move in a deal where every hand is known: a card nobody left can follow, if any."""
    options = sorted(options, key=RANK.__getitem__)
    rivals = [c for s, h in enumerate(hands) if s != me and not passed[s] for c in h]
    for card in options:
        row = VALID[card]
        if not any(row[c] for c in rivals):
            return card
    return options[0]


# -- strong: search over deals consistent with what the seat has seen -----------------------

# FOLLOW[card]: the cards that may be laid on `card`, as a bit set (bit c for card c).
FOLLOW: list[int] = [sum(1 << c for c in _IDS if VALID[last][c]) for last in range(max(_IDS) + 1)]
OPPONENT_GREEDY = 0.95  # how often a modelled opponent plays like the normal bot, not at random


def _mask(cards: Any) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def passed_on(view: View) -> dict[int, int]:
    """For each player who passed this round still holding cards, the card they passed on.

    Play goes clockwise, so a seat skipped between two plays (or between the last play and us)
    passed on the card then on top, the first time it is skipped: a seat holding cards is only
    ever skipped once it has passed. Their hand therefore holds no card valid on that card.
    """
    state = view["state"]
    me = view["seat"]
    players = state["players"]
    count = len(players)
    out = {s for s, p in enumerate(players) if s != me and p["passed"] and p["cards"] > 0}
    played, by = state["played"], state["played_by"]
    found: dict[int, int] = {}
    for i, card in enumerate(played):
        nxt = by[i + 1] if i + 1 < len(by) else me
        seat = (by[i] + 1) % count
        while seat != nxt:
            if seat in out and seat not in found:
                found[seat] = card
            seat = (seat + 1) % count
    return found


# CHEAPER[card]: the cards less worth keeping than `card`, as a bit set.
CHEAPER: list[int] = [
    _mask(c for c in _IDS if RANK[c] < RANK[card]) for card in range(max(_IDS) + 1)
]


def ruled_out(view: View) -> dict[int, tuple[int, int]]:
    """What each other player cannot hold, from this round's plays: (for sure, if sensible).

    For sure: a player who passed holds nothing that was valid on the card they passed on.
    If they play sensibly (spend their least useful valid card): a player who laid a card
    held no less useful card that was also valid then. Every card laid was followed (by a
    later card, or by ours, since we are about to play on the top one), so none was laid
    because nothing could follow it, the one reason the normal bot spends a better card.
    """
    state = view["state"]
    played = state["played"]
    out: dict[int, tuple[int, int]] = {}
    for seat, card in passed_on(view).items():
        out[seat] = (FOLLOW[card], 0)
    for i, (card, seat) in enumerate(zip(played, state["played_by"], strict=True)):
        if seat == view["seat"]:
            continue
        under = played[i - 1] if i > 0 else 0
        sure, likely = out.get(seat, (0, 0))
        out[seat] = (sure, likely | (FOLLOW[under] & CHEAPER[card]))
    return out


# What holding each card is worth to a player who plays well, by table size (the units of
# VALUE, at one table size): measured by `scripts/sim_claro.py --card-values normal` over
# games of normal bots, cards 1 to 55 in order. Skilled play values cards otherwise than
# random play: the 50 and the jokers follow almost anything and are worth keeping; a high
# starless card other than the 45, 48 and 49 rarely ends a round once everyone spends their
# cheap cards first, so the 33, 37 and 41 are worth less than an average draw.
STRONG_VALUE_ROWS: dict[int, list[float]] = {
    2: [
        -0.30, -0.10, -0.15, -0.07, -0.11, -0.22, -0.07, -0.05, -0.12, -0.17, -0.13,
        -0.07, -0.06, -0.15, -0.07, -0.10, -0.11, -0.14, -0.05, -0.07, -0.07, -0.10,
        -0.10, -0.06, -0.08, -0.09, -0.06, -0.05, -0.05, -0.09, -0.02, -0.04, -0.15,
        -0.04, -0.03, -0.01, -0.17, -0.04, -0.04, +0.01, -0.07, +0.04, +0.08, +0.05,
        +0.15, +0.25, +0.24, +0.46, +0.71, +0.70, +0.09, +0.08, +0.09, +0.09, +0.07,
    ],
    3: [
        -0.32, -0.16, -0.15, -0.15, -0.15, -0.29, -0.14, -0.07, -0.13, -0.24, -0.13,
        -0.10, -0.14, -0.21, -0.13, -0.11, -0.11, -0.17, -0.06, -0.08, -0.11, -0.17,
        -0.10, -0.10, -0.18, -0.08, -0.07, -0.10, -0.11, -0.04, -0.04, -0.03, -0.21,
        -0.04, -0.11, -0.09, -0.28, -0.02, -0.04, -0.04, -0.18, +0.05, +0.03, +0.01,
        +0.21, +0.35, +0.27, +0.94, +1.43, +1.12, +0.04, +0.04, +0.12, +0.05, +0.07,
    ],
    4: [
        -0.41, -0.18, -0.14, -0.11, -0.15, -0.34, -0.15, -0.11, -0.18, -0.29, -0.18,
        -0.11, -0.18, -0.23, -0.17, -0.15, -0.11, -0.20, -0.10, -0.15, -0.11, -0.18,
        -0.11, -0.11, -0.20, -0.11, -0.07, -0.08, -0.14, -0.06, -0.06, -0.08, -0.26,
        -0.09, -0.04, -0.07, -0.28, -0.07, -0.04, -0.07, -0.18, +0.04, -0.04, -0.04,
        +0.17, +0.29, +0.26, +1.21, +2.09, +1.44, +0.04, +0.03, +0.08, +0.04, +0.01,
    ],
    5: [
        -0.40, -0.15, -0.11, -0.14, -0.18, -0.34, -0.17, -0.13, -0.19, -0.28, -0.14,
        -0.15, -0.15, -0.23, -0.11, -0.17, -0.16, -0.20, -0.06, -0.10, -0.15, -0.17,
        -0.12, -0.11, -0.18, -0.11, -0.09, -0.14, -0.20, -0.14, -0.11, -0.13, -0.27,
        -0.11, -0.11, -0.12, -0.31, -0.09, -0.06, -0.07, -0.22, +0.01, -0.09, -0.09,
        +0.02, +0.19, +0.18, +1.24, +2.65, +1.60, +0.03, +0.01, +0.04, +0.01, -0.01,
    ],
    6: [
        -0.49, -0.18, -0.16, -0.16, -0.16, -0.36, -0.17, -0.14, -0.15, -0.30, -0.15,
        -0.15, -0.18, -0.25, -0.16, -0.15, -0.17, -0.21, -0.11, -0.15, -0.12, -0.15,
        -0.12, -0.14, -0.17, -0.12, -0.09, -0.16, -0.20, -0.14, -0.09, -0.11, -0.28,
        -0.10, -0.09, -0.11, -0.34, -0.14, -0.05, -0.11, -0.21, +0.03, -0.10, -0.07,
        -0.03, +0.12, +0.12, +1.42, +3.17, +1.77, -0.03, +0.01, +0.00, +0.04, +0.01,
    ],
}  # fmt: skip
STRONG_VALUE: dict[int, dict[int, float]] = {
    players: dict(zip(_IDS, row, strict=True)) for players, row in STRONG_VALUE_ROWS.items()
}


def strong_values(players: int) -> dict[int, float]:
    """The strong bot's card values at this table size (random play's VALUE if unmeasured)."""
    return STRONG_VALUE.get(players, VALUE)


class SearchBot(PlannerBot):
    """The strong level: information-set Monte Carlo search over the hidden hands.

    Each sample deals the cards it has not seen to the other players, consistently with what
    it saw: a player who passed holds no card that was valid on the card they passed on. Every
    candidate card is then played out to the end of the round on that deal, the others playing
    like a sensible player (their least useful valid card, or one nobody can follow from what
    they can see) and now and then at random. It lays the card that wins the round most often,
    weighing each round by what it does to the chance of winning the game (a star for the
    leader hurts more than one for a trailer) and counting a little for the good cards it keeps
    for the next round.
    """

    def searches(self) -> bool:
        return True  # samples 0: the budget for the table size (STRONG_SAMPLES)

    def budget(self, players: int) -> int:
        """Deals to search per play: `samples` if set, else the budget for this table size."""
        return self.samples or STRONG_SAMPLES.get(players, min(STRONG_SAMPLES.values()))

    skilled_values = True  # value cards as skilled play does (STRONG_VALUE), not random play
    # Weigh a round by what it does to the chance of winning the game, up to this many players
    # (measured at 6 players: 19.3% of the games won with it, 21.3% without).
    star_aware_up_to = 4
    loser_discards = True  # a round's loser throws away its bad cards, its winner keeps them

    def values(self, players: int) -> dict[int, float]:
        return strong_values(players) if self.skilled_values else VALUE

    def discards(self, state: dict[str, Any]) -> list[int]:
        """Throw away every card worth less than an average draw, as skilled play values them."""
        value = self.values(len(state["players"]))
        pool = _unseen(state)
        average = sum(value[c] for c in pool) / len(pool) if pool else 0.0
        return sorted(c for c in state["hand"] if value[c] < average)

    def search(self, view: View, plays: list[int], rng: random.Random) -> int:
        """The candidate card with the best average outcome over `samples` consistent deals."""
        state = view["state"]
        me = view["seat"]
        players = state["players"]
        count = len(players)
        value = self.values(count)
        pool = _unseen(state)
        average = sum(value[c] for c in pool) / len(pool) if pool else 0.0
        public = _mask(state["played"]) | _mask(state["seen_discards"])
        known = ruled_out(view)
        hidden = [
            (s, players[s]["cards"], *known.get(s, (0, 0)))
            for s in range(count)
            if s != me and players[s]["cards"] > 0
        ]
        hidden.sort(key=lambda h: -(h[2] | h[3]).bit_count())  # most constrained dealt first
        passed = [p["passed"] for p in players]
        mine = sorted(state["hand"], key=RANK.__getitem__)
        stars = tuple(p["stars"] for p in players)
        worth = round_worth(stars, me) if count <= self.star_aware_up_to else None
        scores = dict.fromkeys(plays, 0.0)
        tried = dict.fromkeys(plays, 0)
        candidates = list(plays)
        budget = self.budget(count)
        for sample in range(budget):
            if sample == budget // 2 and len(candidates) > 2:  # keep the better half
                candidates.sort(key=lambda c: (-scores[c] / tried[c], RANK[c]))
                candidates = candidates[: (len(candidates) + 1) // 2]
            sensible = rng.random() < OPPONENT_GREEDY  # whether to trust the soft inferences
            seats = [(s, size, sure | likely * sensible) for s, size, sure, likely in hidden]
            hands = _deal(pool, seats, count, rng)
            chances = [rng.random() for _ in range(24)]
            for card in candidates:
                trial = [list(h) for h in hands]
                trial[me] = [c for c in mine if c != card]
                chance = cycle(chances).__next__  # the same luck for every candidate
                winner = _model_out(trial, list(passed), card, me, public | (1 << card), chance)
                gains = [value[c] - average for c in trial[me]]
                if winner != me and self.loser_discards:
                    gains = [g for g in gains if g > 0]
                kept = self.keep_weight * sum(gains) / count
                if worth is None:
                    scores[card] += (winner == me) + kept
                else:
                    scores[card] += worth[winner][0] + kept * worth[winner][1]
                tried[card] += 1
        return max(candidates, key=lambda c: (scores[c] / tried[c], -RANK[c]))


@cache
def game_chance(stars: tuple[int, ...], me: int) -> float:
    """Our chance of winning the game from these star counts if every round were a fair draw."""
    if max(stars) >= STARS_TO_WIN:
        return float(stars[me] >= STARS_TO_WIN)
    total = 0.0
    for seat in range(len(stars)):
        total += game_chance(_plus(stars, seat), me)
    return total / len(stars)


def _plus(stars: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return stars[:seat] + (stars[seat] + 1,) + stars[seat + 1 :]


def round_worth(stars: tuple[int, ...], me: int) -> list[tuple[float, float]]:
    """For each possible round winner: our chance of winning the game once they take the star,
    and what a round won next would then be worth to us (how much kept cards matter)."""
    out = []
    for seat in range(len(stars)):
        after = _plus(stars, seat)
        if max(after) >= STARS_TO_WIN:
            out.append((game_chance(after, me), 0.0))
            continue
        mine = game_chance(_plus(after, me), me)
        theirs = [game_chance(_plus(after, s), me) for s in range(len(stars)) if s != me]
        out.append((game_chance(after, me), mine - sum(theirs) / len(theirs)))
    return out


def _deal(
    pool: list[int], hidden: list[tuple[int, int, int]], count: int, rng: random.Random
) -> list[list[int]]:
    """One deal of the unseen cards to the hidden hands, each avoiding the cards ruled out for
    it (a bit set) when the cards left allow; the rest of the pool is the draw pile."""
    left = list(pool)
    rng.shuffle(left)
    hands: list[list[int]] = [[] for _ in range(count)]
    for seat, size, excluded in hidden:
        if excluded:
            allowed = [c for c in left if not excluded >> c & 1]
            if len(allowed) >= size:
                hands[seat] = allowed[:size]
                taken = set(hands[seat])
                left = [c for c in left if c not in taken]
                continue
        hands[seat], left = left[:size], left[size:]
    for hand in hands:
        hand.sort(key=RANK.__getitem__)  # least useful first, as every model player spends them
    return hands


def _model_out(
    hands: list[list[int]],
    passed: list[bool],
    last: int,
    me: int,
    public: int,
    chance: Callable[[], float],
) -> int:
    """`_round_out` as the strong bot models it, on a deal where every hand is known.

    We play as if we knew the deal (a card nobody left can follow, else our least useful
    valid card). Each other player sees only its own hand and the public cards: it lays the
    least useful valid card that nothing it has not seen can follow, else its least useful
    valid card, or a random valid card now and then (hands are kept least useful first).
    """
    masks = [_mask(hand) for hand in hands]
    unseen = [FOLLOW[0] & ~public]  # cards nobody has seen face up (one cell, kept up to date)

    def choose(seat: int, options: list[int]) -> int:
        if seat == me:  # a card no rival still in holds a follower for
            rivals = 0
            for s, mask in enumerate(masks):
                if s != me and not passed[s]:
                    rivals |= mask
            return next((c for c in options if not FOLLOW[c] & rivals), options[0])
        if chance() < OPPONENT_GREEDY:  # a card nothing it has not seen can follow
            hidden = unseen[0] & ~masks[seat]
            return next((c for c in options if not FOLLOW[c] & hidden), options[0])
        return options[int(chance() * len(options))]

    def laid(seat: int, card: int) -> None:
        masks[seat] &= ~(1 << card)
        unseen[0] &= ~(1 << card)

    return _round_out(hands, passed, last, me, choose, laid)


LEVELS = ("easy", "normal", "strong")


def make_bot(level: str = "normal", *, samples: int | None = None) -> EasyBot | PlannerBot:
    """The bot for a seat's level; `samples` overrides the strong bot's search budget."""
    if level == "easy":
        return EasyBot()
    if level == "strong":
        return SearchBot(samples=samples or 0)
    return PlannerBot(samples=0)
