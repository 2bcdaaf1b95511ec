"""A tiny game that exists only to test the table: turns, hidden cards, chance and an end.

Race to 10: on your turn add 1 or 2 to the shared total, or draw a secret card from the deck.
Whoever brings the total to 10 or more wins.
"""

from __future__ import annotations

import sys
import types
from typing import Any

from engine.core import (
    NOBODY,
    SEAT,
    TURNS,
    Action,
    Decision,
    Event,
    Game,
    Move,
    Random,
    Result,
    Seat,
    State,
    View,
    require,
)
from engine.values import Int, ListOf, Nullable, PerSeat, Record, SeatNo


def setup(players: int, options: dict[str, Any], rng: Random) -> State:
    deck = list(range(1, 21))
    rng.shuffle(deck)
    hands = [[deck.pop()] for _ in range(players)]
    return {"total": 0, "turn": rng.below(players), "hands": hands, "deck": deck, "winner": None}


def legal_actions(state: State, seat: Seat) -> list[Action]:
    if state["winner"] is not None or seat != state["turn"]:
        return []
    moves: list[Action] = [{"type": "add", "amount": 1}, {"type": "add", "amount": 2}]
    if state["deck"]:
        moves.append({"type": "draw"})
    return moves


def guard(state: State, seat: Seat | None, kind: str) -> None:
    require(seat == state["turn"], "It is not your turn", code="not_your_turn")


def _end_turn(state: State, seat: Seat) -> None:
    if state["total"] >= 10:
        state["winner"] = seat
    state["turn"] = (seat + 1) % len(state["hands"])


def add(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    require(action["amount"] in (1, 2), "Add 1 or 2")
    state["total"] += action["amount"]
    _end_turn(state, seat)
    return [{"type": "added", "seat": seat, "amount": action["amount"]}]


def draw(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    require(bool(state["deck"]), "The deck is empty")
    state["hands"][seat].append(state["deck"].pop(rng.below(len(state["deck"]))))
    _end_turn(state, seat)
    return [{"type": "drew", "seat": seat}]


def view(state: State, seat: Seat | None) -> View:
    return {
        "total": state["total"],
        "turn": state["turn"],
        "hand_sizes": [len(h) for h in state["hands"]],
        "hand": list(state["hands"][seat]) if seat is not None else None,
    }


VIEW_SCHEMA = Record(
    {
        "total": Int(0, 11),
        "turn": SeatNo(),
        "hand_sizes": PerSeat(Int(0, 20)),
        "hand": Nullable(ListOf(Int(1, 20), 20)),
    }
)


def result(state: State) -> Result | None:
    return None if state["winner"] is None else {"winners": [state["winner"]]}


GAME = Game(
    id="race_to_ten",
    title="Race to ten",
    min_players=2,
    max_players=4,
    kind=TURNS,
    pass_and_play=True,
    setup=setup,
    moves={"add": Move(add, {"amount": Int(0, 9)}), "draw": Move(draw)},
    legal_actions=legal_actions,
    view=view,
    result=result,
    private={"hands": SEAT, "deck": NOBODY},
    guard=guard,
    view_schema=VIEW_SCHEMA,
)


def use_toy_bots(monkeypatch: Any, delay: float) -> None:
    """Bots for the toy game for one test (a real game brings its own in engine/bots): each
    adds 1, `delay` seconds after it is asked."""

    class Adder:
        def decide(self, view: View, legal: list[Action], rng: Random) -> Decision:
            return Decision(legal[0], delay=delay)

    module = types.ModuleType("engine.bots.race_to_ten")
    module.make_bot = lambda level: Adder()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "engine.bots.race_to_ten", module)
