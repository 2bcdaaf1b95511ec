"""A tiny game that exists only to test the table: turns, hidden cards, chance and an end.

Race to 10: on your turn add 1 or 2 to the shared total, or draw a secret card from the deck.
Whoever brings the total to 10 or more wins.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, Random, Result, Seat, State, View, action_type, require


class RaceToTen:
    id = "race_to_ten"
    min_players = 2
    max_players = 4
    realtime = False
    pass_and_play = True

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> State:
        deck = list(range(1, 21))
        rng.shuffle(deck)
        hands = [[deck.pop()] for _ in range(players)]
        return {
            "total": 0,
            "turn": rng.below(players),
            "hands": hands,
            "deck": deck,
            "winner": None,
        }

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["winner"] is not None or seat != state["turn"]:
            return []
        moves: list[Action] = [{"type": "add", "amount": 1}, {"type": "add", "amount": 2}]
        if state["deck"]:
            moves.append({"type": "draw"})
        return moves

    def apply(self, state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
        kind = action_type(action, ("add", "draw"))
        require(seat == state["turn"], "It is not your turn", code="not_your_turn")
        if kind == "draw":
            require(bool(state["deck"]), "The deck is empty")
            state["hands"][seat].append(state["deck"].pop(rng.below(len(state["deck"]))))
            event: Event = {"type": "drew", "seat": seat}
        else:
            require(action.get("amount") in (1, 2), "Add 1 or 2")
            state["total"] += action["amount"]
            event = {"type": "added", "seat": seat, "amount": action["amount"]}
        if state["total"] >= 10:
            state["winner"] = seat
        state["turn"] = (seat + 1) % len(state["hands"])
        return [event]

    def view(self, state: State, seat: Seat | None) -> View:
        return {
            "total": state["total"],
            "turn": state["turn"],
            "hand_sizes": [len(h) for h in state["hands"]],
            "hand": list(state["hands"][seat]) if seat is not None else None,
        }

    def result(self, state: State) -> Result | None:
        return None if state["winner"] is None else {"winners": [state["winner"]]}


GAME = RaceToTen()
