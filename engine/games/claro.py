"""Claro, a competitive climbing game for 2 to 6 players (docs/rules/claro.md).

Each round the players take turns laying one card on the last card played: a higher number, or
a card sharing a star colour with it. Whoever cannot play passes and is out of the round; the
player who laid the last card wins the round and a star. The first to 3 stars wins.

This module reads like the rules: components, set-up, valid plays, a turn, the end of a round,
the refill between rounds and the end of the game, then what each seat may see. State is plain
JSON data; cards are the int ids of `engine.content.claro_deck` (numbers 1-50, jokers 51-55).

Decisions the printed rules leave open, settled here:
- A joker shows stars, so a joker may be laid on a joker ("solo podrá ser solapada por otra
  carta con estrella sin importar el color"). On a joker a number card needs a star, of any
  colour; its number does not matter.
- A player whose hand is empty is skipped, not passed. When everyone who has not passed is
  left holding no cards, the round ends. Otherwise a player still holding cards plays on, even
  on their own card when everyone else is out; the last card laid always decides the round.
- Between rounds the winner refills to 5 at once; then each other player, in seat order from
  the winner's left, discards any cards face down (one `discard` action each, so the table's
  active seat is whoever decides now) and draws up to 5 right away. A player with no cards has
  nothing to discard and just draws.
- Played cards are public, discards are face down: the view lists the played cards that now
  lie in the discard pile (`seen_discards`, what an attentive player remembers) until the pile
  is shuffled into a new draw pile.
- The reserve of 13 stars cannot run out: with at most 6 players, the game ends on someone's
  third star before more than 6 x 2 + 1 = 13 stars are taken.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.content.claro_deck import ALL_IDS, CARDS, HAND_SIZE, describe
from engine.core import (
    NOBODY,
    SEAT,
    TURNS,
    Action,
    Event,
    Game,
    IllegalAction,
    Move,
    NotYourTurn,
    Random,
    Result,
    Seat,
    State,
    View,
    require,
)
from engine.values import Bool, Int, ListOf, Nullable, Pair, PerSeat, Record, SeatNo, Str

# -- components ------------------------------------------------------------------------------

STARS_IN_RESERVE = 13
STARS_TO_WIN = 3
PLAY, REFILL, OVER = "play", "refill", "over"


# -- set-up ----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], rng: Random) -> State:
    """Shuffle the 55 cards, deal 5 to each player, and choose a random first player."""
    deck = list(ALL_IDS)
    rng.shuffle(deck)
    hands = [sorted(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players)]
    first = rng.below(players)
    return {
        "phase": PLAY,
        "round": 1,
        "hands": hands,
        "draw_pile": deck[players * HAND_SIZE :],  # drawn from the end
        "discard_pile": [],
        "seen_discards": [],  # the cards in the discard pile that were played face up
        "played": [],  # this round's cards, the last one on top
        "played_by": [],  # who laid each card of `played`
        "passed": [False] * players,
        "stars": [0] * players,
        "reserve": STARS_IN_RESERVE,
        "starter": first,
        "turn": first,
        "last_player": None,
        "winner": None,
    }


# -- valid plays -----------------------------------------------------------------------------


def valid_on(card: int, last: int | None) -> bool:
    """Whether `card` may be laid on `last` (None: the round's first card, anything goes)."""
    if last is None:
        return True
    mine, top = CARDS[card], CARDS[last]
    if top["joker"]:
        return bool(mine["stars"])
    if mine["joker"]:
        return bool(top["stars"])
    return mine["number"] > top["number"] or bool(set(mine["stars"]) & set(top["stars"]))


def why_not(card: int, last: int) -> IllegalAction:
    """The player-readable reason `card` may not go on `last`."""
    if CARDS[last]["joker"]:
        return IllegalAction(
            "Only a card showing a star can go on a star joker", code="needs_star", last=last
        )
    if CARDS[card]["joker"]:
        return IllegalAction(
            f"A star joker can only go on a card showing a star, not on {describe(last)}",
            code="joker_needs_star",
            last=last,
        )
    if CARDS[last]["stars"]:
        message = f"Play a higher number than {last} or a card sharing a star colour with it"
    else:
        message = f"Play a higher number than {last}"
    return IllegalAction(message, code="not_higher", last=last)


def last_card(state: State) -> int | None:
    return state["played"][-1] if state["played"] else None


def playable(state: State, seat: Seat) -> list[int]:
    """The cards `seat` could lay now if it were their turn to play."""
    last = last_card(state)
    return [card for card in state["hands"][seat] if valid_on(card, last)]


WHY_NOT = ("needs_star", "joker_needs_star", "not_higher")  # the codes of `why_not`


def refused(state: State, seat: Seat) -> list[list[Any]]:
    """Each card `seat` holds that may not be laid now, with the code of `why_not`'s reason:
    [card, code] (the screen says it when the card is tapped)."""
    last = last_card(state)
    if last is None:
        return []
    return [
        [card, why_not(card, last).code]
        for card in sorted(state["hands"][seat])
        if not valid_on(card, last)
    ]


# -- a turn ----------------------------------------------------------------------------------


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Play any valid card, or pass when there is none; between rounds, any discard."""
    if state["phase"] == OVER or seat != state["turn"]:
        return []
    if state["phase"] == REFILL:
        hand = state["hands"][seat]
        return [
            {"type": "discard", "cards": list(cards)}
            for size in range(len(hand) + 1)
            for cards in combinations(hand, size)
        ]
    cards = playable(state, seat)
    if not cards:
        return [{"type": "pass"}]
    return [{"type": "play", "card": card} for card in cards]


def guard(state: State, seat: Seat | None, kind: str) -> None:
    """Only the player whose turn it is acts; cards are discarded only between rounds."""
    if seat != state["turn"]:
        raise NotYourTurn("It is not your turn", code="not_your_turn")
    if kind == "discard":
        require(state["phase"] == REFILL, "You can only discard between rounds", code="not_refill")
    else:
        require(
            state["phase"] == PLAY,
            "Choose the cards to discard before the next round",
            code="discard_first",
        )


def play(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Lay a valid card on the last one."""
    card = action["card"]
    require(card in state["hands"][seat], "That card is not in your hand", code="not_in_hand")
    last = last_card(state)
    if last is not None and not valid_on(card, last):  # anything opens a round
        raise why_not(card, last)
    state["hands"][seat].remove(card)
    state["played"].append(card)
    state["played_by"].append(seat)
    state["last_player"] = seat
    events: list[Event] = [{"type": "played", "seat": seat, "card": card}]
    _next_turn(state, seat, rng, events)
    return events


def pass_turn(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """With no valid card, pass: out of this round, the hand kept face down."""
    require(not playable(state, seat), "You have a card you can play", code="must_play")
    state["passed"][seat] = True
    events: list[Event] = [{"type": "passed", "seat": seat}]
    _next_turn(state, seat, rng, events)
    return events


def discard(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Between rounds: lay any cards face down on the discard pile, then draw up to 5."""
    cards = action["cards"]
    require(len(set(cards)) == len(cards), "Name each card once", code="duplicate_card")
    hand = state["hands"][seat]
    require(all(c in hand for c in cards), "That card is not in your hand", code="not_in_hand")
    for card in cards:
        hand.remove(card)
    state["discard_pile"].extend(cards)
    events: list[Event] = [{"type": "discarded", "seat": seat, "count": len(cards)}]
    _draw_up(state, seat, rng, events)
    _next_to_discard(state, seat, rng, events)
    return events


def _next_turn(state: State, seat: Seat, rng: Random, events: list[Event]) -> None:
    """Hand the turn clockwise to the next player still in, or end the round."""
    players = len(state["hands"])
    still_in = [s for s in range(players) if not state["passed"][s]]
    if len(still_in) <= 1 or not any(state["hands"][s] for s in still_in):
        _end_round(state, rng, events)
        return
    for step in range(1, players + 1):
        nxt = (seat + step) % players
        if not state["passed"][nxt] and state["hands"][nxt]:
            state["turn"] = nxt
            return


# -- the end of a round ----------------------------------------------------------------------


def _end_round(state: State, rng: Random, events: list[Event]) -> None:
    """The last player takes a star; the played cards go to the discard pile; refill."""
    winner = state["last_player"]
    assert winner is not None, "a round always opens with a card"
    assert state["reserve"] > 0, "13 stars outlast any game of 6 players"
    state["reserve"] -= 1
    state["stars"][winner] += 1
    events.append({"type": "round_won", "seat": winner, "stars": state["stars"][winner]})
    state["discard_pile"].extend(state["played"])
    state["seen_discards"].extend(state["played"])
    state["played"], state["played_by"] = [], []
    if state["stars"][winner] >= STARS_TO_WIN:
        state["phase"], state["winner"] = OVER, winner
        events.append({"type": "game_won", "seat": winner})
        return
    state["phase"], state["starter"] = REFILL, winner
    _draw_up(state, winner, rng, events)
    _next_to_discard(state, winner, rng, events)


def _next_to_discard(state: State, seat: Seat, rng: Random, events: list[Event]) -> None:
    """Move on to the next player left to discard; after the last one, start the next round."""
    players = len(state["hands"])
    while True:
        seat = (seat + 1) % players
        if seat == state["starter"]:
            _start_round(state, events)
            return
        if state["hands"][seat]:
            state["turn"] = seat
            return
        _draw_up(state, seat, rng, events)  # nothing to discard


def _draw_up(state: State, seat: Seat, rng: Random, events: list[Event]) -> None:
    """Draw until the hand holds 5; an empty draw pile is remade from the discard pile."""
    hand = state["hands"][seat]
    count = 0
    while len(hand) < HAND_SIZE:
        if not state["draw_pile"]:
            if not state["discard_pile"]:
                break
            state["draw_pile"], state["discard_pile"] = state["discard_pile"], []
            state["seen_discards"] = []
            rng.shuffle(state["draw_pile"])
            events.append({"type": "reshuffled"})
        hand.append(state["draw_pile"].pop())
        count += 1
    hand.sort()
    if count:
        events.append({"type": "drew", "seat": seat, "count": count})


def _start_round(state: State, events: list[Event]) -> None:
    """The round's winner opens the next round with any card."""
    players = len(state["hands"])
    state["phase"] = PLAY
    state["round"] += 1
    state["passed"] = [False] * players
    state["last_player"] = None
    state["turn"] = state["starter"]
    events.append({"type": "round_started", "seat": state["starter"]})


# -- the end of the game ---------------------------------------------------------------------


def result(state: State) -> Result | None:
    """The first player to 3 stars wins at once."""
    if state["winner"] is None:
        return None
    return {"winners": [state["winner"]], "stars": list(state["stars"])}


# -- what a seat may see ---------------------------------------------------------------------


def view(state: State, seat: Seat | None) -> View:
    """Everything public, plus `seat`'s own hand; never another player's cards. On its turn,
    which of its cards play and why each other one does not: only the holder learns that."""
    its_turn = seat is not None and state["phase"] == PLAY and state["turn"] == seat
    return {
        "phase": state["phase"],
        "round": state["round"],
        "turn": state["turn"] if state["phase"] != OVER else None,
        "starter": state["starter"],
        "played": list(state["played"]),
        "played_by": list(state["played_by"]),
        "last": last_card(state),
        "last_player": state["last_player"],
        "players": [
            {"cards": len(hand), "passed": state["passed"][s], "stars": state["stars"][s]}
            for s, hand in enumerate(state["hands"])
        ],
        "draw_pile": len(state["draw_pile"]),
        "discard_pile": len(state["discard_pile"]),
        "seen_discards": list(state["seen_discards"]),
        "reserve": state["reserve"],
        "winner": state["winner"],
        "hand": sorted(state["hands"][seat]) if seat is not None else None,
        "playable": playable(state, seat) if seat is not None and its_turn else [],
        "refused": refused(state, seat) if seat is not None and its_turn else [],
    }


_CARD = Int(min(ALL_IDS), max(ALL_IDS))
_DECK = len(ALL_IDS)

VIEW_SCHEMA = Record(
    {
        "phase": Str(choices=(PLAY, REFILL, OVER)),
        "round": Int(1, STARS_IN_RESERVE),  # every round but the last gives a star
        "turn": Nullable(SeatNo()),
        "starter": SeatNo(),
        "played": ListOf(_CARD, _DECK),
        "played_by": ListOf(SeatNo(), _DECK),
        "last": Nullable(_CARD),
        "last_player": Nullable(SeatNo()),
        "players": PerSeat(
            Record(
                {
                    "cards": Int(0, HAND_SIZE),
                    "passed": Bool(),
                    "stars": Int(0, STARS_TO_WIN),
                }
            )
        ),
        "draw_pile": Int(0, _DECK),
        "discard_pile": Int(0, _DECK),
        "seen_discards": ListOf(_CARD, _DECK),
        "reserve": Int(0, STARS_IN_RESERVE),
        "winner": Nullable(SeatNo()),
        "hand": Nullable(ListOf(_CARD, HAND_SIZE)),
        "playable": ListOf(_CARD, HAND_SIZE),
        "refused": ListOf(Pair(_CARD, Str(choices=WHY_NOT)), HAND_SIZE),
    }
)
"""The shape of `view`, which a guest checks every view against."""


GAME = Game(
    id="claro",
    title="Claro",
    min_players=2,
    max_players=6,
    kind=TURNS,
    pass_and_play=True,
    setup=setup,
    moves={
        "play": Move(play, {"card": Int(min(ALL_IDS), max(ALL_IDS))}),
        "pass": Move(pass_turn),
        "discard": Move(discard, {"cards": ListOf(Int(min(ALL_IDS), max(ALL_IDS)), HAND_SIZE)}),
    },
    legal_actions=legal_actions,
    view=view,
    result=result,
    private={"hands": SEAT, "draw_pile": NOBODY, "discard_pile": NOBODY},
    guard=guard,
    view_schema=VIEW_SCHEMA,
)
