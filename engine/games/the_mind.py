"""The Mind (Wolfgang Warsch, 2018): together, play cards 1–100 in rising order without a word.

This module is the rulebook (docs/rules/the-mind.md) written as code, in the
rulebook's order: the box's facts as data, set-up, the ready gate, playing a card, a mistake,
the throwing star, the end of a level and of the game, and last what each seat may see.

Real time lives outside the engine: the table applies actions in the order it receives them,
and a play is checked against every hand the instant it arrives, so nobody has to "stop the
game" to report a mistake.

Decisions the printed rules leave open, taken here:

- The game is always in one of two phases. In "concentrate" every player must signal ready
  (the hand on the table) before anyone may play: at the start of each level, and after every
  mistake, every throwing star used and every pause. When the last player is ready the phase
  becomes "play" and the ready marks are cleared for next time.
- In "play" any player may pause; everyone then signals ready again.
- A throwing star is proposed by one player, who counts as accepting, and needs every other
  player's vote. While a proposal is pending the table waits for the vote: nobody may play,
  pause or signal ready, so no card can slip under a star that is being decided. A refusal
  cancels the proposal at no cost and leaves the phase as it was. When everyone accepts, the
  star is spent, every player holding cards discards their lowest face up, and everyone
  concentrates again.
- A mistake (a card played while some hand holds a lower one) costs exactly one life and
  discards face up every lower card from every hand; the card played stays on the pile.
  Losing the last life loses the game at once.
- A player whose hand is empty still signals ready and votes: they are still at the table.
- There are no options (the base game's "blind mode" is not offered).

Two facts the code relies on: every hand is kept sorted, so a hand's lowest card is its first;
and every card still in a hand is above the top of the pile (a play that jumps over a card
discards it).
"""

from __future__ import annotations

from typing import Any

from engine.core import (
    REALTIME,
    SEAT,
    Action,
    Event,
    Game,
    GameError,
    IllegalAction,
    Move,
    Random,
    Result,
    Seat,
    State,
    View,
    require,
)
from engine.values import Bool, Int, ListOf, Nullable, PerSeat, Record, SeatNo, Str

# -- The box ----------------------------------------------------------------------------------

CARDS = 100  # numbered cards 1..100, one of each
LEVELS = {2: 12, 3: 10, 4: 8}  # players -> levels to complete
LIVES = {2: 2, 3: 3, 4: 4}  # players -> lives at the start
START_STARS = 1
MAX_LIVES = 5
MAX_STARS = 3
REWARDS = {2: "star", 3: "life", 5: "star", 6: "life", 8: "star", 9: "life"}  # level -> reward

CONCENTRATE, PLAY = "concentrate", "play"
WON, LOST = "won", "lost"


# -- Set-up and dealing -----------------------------------------------------------------------


def new_game(players: int, rng: Random) -> State:
    """Levels and lives by player count, one star, and level 1 dealt, waiting for "ready"."""
    state: State = {
        "levels": LEVELS[players],
        "level": 1,
        "lives": LIVES[players],
        "stars": START_STARS,
        "phase": CONCENTRATE,
        "hands": [[] for _ in range(players)],
        "pile": [],
        "discarded": [],
        "ready": [False] * players,
        "proposal": None,
        "outcome": None,
    }
    deal(state, rng)
    return state


def deal(state: State, rng: Random) -> None:
    """Level n: shuffle all 100 cards, deal n to each player, and start from an empty pile."""
    deck = list(range(1, CARDS + 1))
    rng.shuffle(deck)
    n = state["level"]
    state["hands"] = [sorted(deck[i * n : (i + 1) * n]) for i in range(len(state["hands"]))]
    state["pile"] = []
    state["discarded"] = []
    state["proposal"] = None
    concentrate(state)


def concentrate(state: State) -> None:
    """Hands on the table: nobody plays until every player has signalled ready again."""
    state["phase"] = CONCENTRATE
    state["ready"] = [False] * len(state["hands"])


# -- Small facts about a position ---------------------------------------------------------------


def lowest(hand: list[int]) -> int | None:
    """The only card a player may play (hands are kept sorted)."""
    return hand[0] if hand else None


def all_hands_empty(state: State) -> bool:
    """The level is complete when nobody holds a card."""
    return not any(state["hands"])


def cards_below(state: State, card: int) -> list[dict[str, Any]]:
    """Every card lower than `card` still in a hand, by seat: what a play of `card` jumps over."""
    return [
        {"seat": seat, "cards": [c for c in hand if c < card]}
        for seat, hand in enumerate(state["hands"])
        if hand and hand[0] < card
    ]


def discard(state: State, found: list[dict[str, Any]], reason: str) -> None:
    """Take cards out of hands face up, remembering who discarded what and why."""
    for entry in found:
        hand = state["hands"][entry["seat"]]
        for card in entry["cards"]:
            hand.remove(card)
            state["discarded"].append({"seat": entry["seat"], "card": card, "reason": reason})


# -- The ready gate -----------------------------------------------------------------------------


def signal_ready(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """A hand on the table; when the last player is ready, play starts."""
    require(state["phase"] == CONCENTRATE, "Play is already under way", code="not_concentrating")
    require(not state["ready"][seat], "You are already ready", code="already_ready")
    state["ready"][seat] = True
    events: list[Event] = [{"type": "ready", "seat": seat}]
    if all(state["ready"]):
        state["phase"] = PLAY
        state["ready"] = [False] * len(state["hands"])
        events.append({"type": "all_ready"})
    return events


def pause(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Anyone may stop play to concentrate again; everyone must then be ready anew."""
    require(state["phase"] == PLAY, "The table is already concentrating", code="not_playing")
    concentrate(state)
    return [{"type": "paused", "seat": seat}]


# -- Playing a card -----------------------------------------------------------------------------


def play_card(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Put your lowest card on the pile; if some hand held a lower card, that is a mistake.

    The card is named in the action so that a play decided a moment ago, on a card that has
    since been discarded, is refused instead of playing a different card.
    """
    card = action["card"]
    require(state["phase"] == PLAY, "Everyone must be ready before anyone plays", code="not_ready")
    hand = state["hands"][seat]
    require(bool(hand), "You have no cards left", code="no_cards")
    require(card in hand, f"You do not hold the {card}", code="not_in_hand", card=card)
    require(
        card == hand[0],
        f"You must play your lowest card ({hand[0]})",
        code="not_lowest",
        card=hand[0],
    )
    hand.pop(0)
    state["pile"].append(card)
    events: list[Event] = [{"type": "played", "seat": seat, "card": card}]
    jumped = cards_below(state, card)
    if jumped:
        events += mistake(state, seat, card, jumped)
        if state["outcome"] == LOST:
            return events
    if all_hands_empty(state):
        events += complete_level(state, rng)
    return events


def mistake(state: State, seat: Seat, card: int, jumped: list[dict[str, Any]]) -> list[Event]:
    """One life lost however many cards were jumped; they are discarded and the card stays."""
    state["lives"] -= 1
    discard(state, jumped, "mistake")
    events: list[Event] = [
        {
            "type": "mistake",
            "seat": seat,
            "card": card,
            "discarded": jumped,
            "lives": state["lives"],
        },
    ]
    if state["lives"] == 0:
        state["outcome"] = LOST
        events.append({"type": "lost"})
    else:
        concentrate(state)
    return events


# -- The throwing star --------------------------------------------------------------------------


def propose_star(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Raise a hand for a star; the proposer counts as accepting and the others must vote."""
    require(state["stars"] >= 1, "There are no throwing stars left", code="no_stars")
    votes: list[bool | None] = [None] * len(state["hands"])
    votes[seat] = True
    state["proposal"] = {"seat": seat, "votes": votes}
    return [{"type": "star_proposed", "seat": seat}]


def vote_star(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Every player must accept; a single refusal cancels the proposal and costs nothing."""
    accept = action["accept"]
    proposal = state["proposal"]
    require(proposal is not None, "No throwing star has been proposed", code="no_proposal")
    require(proposal["votes"][seat] is None, "You have already voted", code="already_voted")
    proposal["votes"][seat] = accept
    events: list[Event] = [{"type": "star_vote", "seat": seat, "accept": accept}]
    if not accept:
        state["proposal"] = None
        events.append({"type": "star_refused", "seat": seat})
    elif all(proposal["votes"]):
        events += use_star(state, rng)
    return events


def use_star(state: State, rng: Random) -> list[Event]:
    """Spend a star: every player holding cards discards their lowest face up."""
    state["stars"] -= 1
    state["proposal"] = None
    lows = [{"seat": s, "cards": [h[0]]} for s, h in enumerate(state["hands"]) if h]
    discard(state, lows, "star")
    concentrate(state)
    events: list[Event] = [{"type": "star_used", "discarded": lows, "stars": state["stars"]}]
    if all_hands_empty(state):
        events += complete_level(state, rng)
    return events


# -- The end of a level and of the game ---------------------------------------------------------


def gain(state: State, reward: str | None) -> bool:
    """Take a level's reward unless it would pass the cap (5 lives, 3 stars)."""
    if reward == "life" and state["lives"] < MAX_LIVES:
        state["lives"] += 1
        return True
    if reward == "star" and state["stars"] < MAX_STARS:
        state["stars"] += 1
        return True
    return False


def complete_level(state: State, rng: Random) -> list[Event]:
    """All hands empty: take the reward, then win after the last level or deal the next one."""
    level = state["level"]
    reward = REWARDS.get(level)
    gained = gain(state, reward)
    events: list[Event] = [
        {
            "type": "level_complete",
            "level": level,
            "reward": reward,
            "gained": gained,
            "lives": state["lives"],
            "stars": state["stars"],
        },
    ]
    if level == state["levels"]:
        state["outcome"] = WON
        state["proposal"] = None
        events.append({"type": "won"})
        return events
    state["level"] = level + 1
    deal(state, rng)
    events.append({"type": "level_started", "level": state["level"]})
    return events


# -- The game object ----------------------------------------------------------------------------


def guard(state: State, seat: Seat | None, kind: str) -> None:
    """While a star is being voted on, the table waits for the vote and nothing else."""
    if not _is_seat(state, seat):
        raise IllegalAction("There is no such seat", code="bad_seat")
    require(
        state["proposal"] is None or kind == "vote_star",
        "Wait: the table is voting on a throwing star",
        code="vote_pending",
    )


def setup(players: int, options: dict[str, Any], rng: Random) -> State:
    """Levels and lives by player count, one star, level 1 dealt; the game takes no options."""
    if players not in LEVELS:
        raise GameError("The Mind needs 2 to 4 players", code="player_count", min=2, max=4)
    return new_game(players, rng)


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """What `seat` may do now, in a stable order: vote, or ready / play / pause, then star."""
    if state["outcome"] is not None or not _is_seat(state, seat):
        return []
    proposal = state["proposal"]
    if proposal is not None:
        if proposal["votes"][seat] is not None:
            return []
        return [{"type": "vote_star", "accept": True}, {"type": "vote_star", "accept": False}]
    moves: list[Action] = []
    if state["phase"] == CONCENTRATE and not state["ready"][seat]:
        moves.append({"type": "ready"})
    if state["phase"] == PLAY:
        card = lowest(state["hands"][seat])
        if card is not None:
            moves.append({"type": "play", "card": card})
        moves.append({"type": "pause"})
    if state["stars"] >= 1:
        moves.append({"type": "propose_star"})
    return moves


def view(state: State, seat: Seat | None) -> View:
    """What `seat` sees: everything on the table and its own hand, never another's hand."""
    proposal = state["proposal"]
    votes = proposal["votes"] if proposal is not None else [None] * len(state["hands"])
    pile = state["pile"]
    return {
        "level": state["level"],
        "levels": state["levels"],
        "lives": state["lives"],
        "stars": state["stars"],
        "phase": state["phase"],
        "pile": list(pile),
        "top": pile[-1] if pile else None,
        "discarded": [dict(d) for d in state["discarded"]],
        "players": [
            {"cards": len(hand), "ready": ready, "vote": vote}
            for hand, ready, vote in zip(state["hands"], state["ready"], votes, strict=True)
        ],
        "cards_out": sum(len(hand) for hand in state["hands"]),
        "proposal": (
            None
            if proposal is None
            else {"seat": proposal["seat"], "votes": list(proposal["votes"])}
        ),
        "hand": list(state["hands"][seat]) if seat is not None else None,
        "outcome": state["outcome"],
    }


_CARD = Int(1, CARDS)
_MOST_CARDS = max(LEVELS.values())  # a hand holds at most the last level's cards

VIEW_SCHEMA = Record(
    {
        "level": Int(1, _MOST_CARDS),
        "levels": Int(1, _MOST_CARDS),
        "lives": Int(0, MAX_LIVES),
        "stars": Int(0, MAX_STARS),
        "phase": Str(choices=(CONCENTRATE, PLAY)),
        "pile": ListOf(_CARD, CARDS),
        "top": Nullable(_CARD),
        "discarded": ListOf(
            Record({"seat": SeatNo(), "card": _CARD, "reason": Str(choices=("mistake", "star"))}),
            CARDS,
        ),
        "players": PerSeat(
            Record({"cards": Int(0, _MOST_CARDS), "ready": Bool(), "vote": Nullable(Bool())})
        ),
        "cards_out": Int(0, CARDS),
        "proposal": Nullable(Record({"seat": SeatNo(), "votes": PerSeat(Nullable(Bool()))})),
        "hand": Nullable(ListOf(_CARD, _MOST_CARDS)),
        "outcome": Nullable(Str(choices=(WON, LOST))),
    }
)
"""The shape of `view`, which a guest checks every view against."""


def result(state: State) -> Result | None:
    """None while playing; the whole table wins or loses together, at the level reached."""
    if state["outcome"] is None:
        return None
    winners = list(range(len(state["hands"]))) if state["outcome"] == WON else []
    return {"outcome": state["outcome"], "winners": winners, "level": state["level"]}


def seat_away(state: State, seat: Seat) -> Action | None:
    """Nobody plays on while a player has left the table: their seat calls a pause."""
    return {"type": "pause"} if {"type": "pause"} in legal_actions(state, seat) else None


def _is_seat(state: State, seat: Any) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state["hands"])


GAME = Game(
    id="the_mind",
    title="The Mind",
    min_players=2,
    max_players=4,
    kind=REALTIME,
    pass_and_play=False,
    setup=setup,
    moves={
        "ready": Move(signal_ready),
        "play": Move(play_card, {"card": Int(1, CARDS)}),
        "pause": Move(pause),
        "propose_star": Move(propose_star),
        "vote_star": Move(vote_star, {"accept": Bool()}),
    },
    legal_actions=legal_actions,
    view=view,
    result=result,
    private={"hands": SEAT},
    guard=guard,
    seat_away=seat_away,
    view_schema=VIEW_SCHEMA,
)
