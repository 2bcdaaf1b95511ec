"""Claro's 55 cards: the numbers 1 to 50, one each, and 5 star jokers (docs/rules/claro.md).

The original box does not print its deck, so this table is our decision: 14 number cards show
no star, 24 show one (8 per colour) and 12 show two (4 per pair of colours). The numbers are
dealt out as two runs of 25 (1-25 and 26-50) that each hold half of every kind, the second run
shifted and with its colours rotated, so every colour and every kind turns up among the low,
the middle and the high numbers. It is fixed data, never shuffled per game: a player can learn
the deck.

A card's id is an int and never changes: a number card's id is its number (1-50), the jokers
are 51-55. The UI and the bots look cards up here: `CARDS[id]` is
`{"id": 23, "number": 23, "stars": ["yellow"], "joker": False}`; a joker has number None and
all three colours.
"""

from __future__ import annotations

from typing import Any

YELLOW, BLUE, PINK = "yellow", "blue", "pink"
COLOURS: tuple[str, ...] = (YELLOW, BLUE, PINK)

_Y, _B, _P = (YELLOW,), (BLUE,), (PINK,)
_YB, _YP, _BP = (YELLOW, BLUE), (YELLOW, PINK), (BLUE, PINK)
_NONE: tuple[str, ...] = ()

# number -> the colours of the stars it shows
NUMBER_STARS: dict[int, tuple[str, ...]] = {
    1: _NONE, 2: _Y, 3: _B, 4: _YB, 5: _P,
    6: _NONE, 7: _Y, 8: _BP, 9: _B, 10: _NONE,
    11: _P, 12: _YP, 13: _Y, 14: _NONE, 15: _B,
    16: _Y, 17: _P, 18: _NONE, 19: _YB, 20: _BP,
    21: _B, 22: _NONE, 23: _P, 24: _YP, 25: _NONE,
    26: _P, 27: _BP, 28: _Y, 29: _NONE, 30: _B,
    31: _YP, 32: _P, 33: _NONE, 34: _Y, 35: _YB,
    36: _B, 37: _NONE, 38: _P, 39: _BP, 40: _Y,
    41: _NONE, 42: _B, 43: _YP, 44: _P, 45: _NONE,
    46: _Y, 47: _YB, 48: _NONE, 49: _NONE, 50: _B,
}  # fmt: skip

JOKER_IDS: tuple[int, ...] = (51, 52, 53, 54, 55)
NUMBER_IDS: tuple[int, ...] = tuple(range(1, 51))
ALL_IDS: tuple[int, ...] = NUMBER_IDS + JOKER_IDS
HAND_SIZE = 5


def _card(card_id: int) -> dict[str, Any]:
    if card_id in JOKER_IDS:
        return {"id": card_id, "number": None, "stars": list(COLOURS), "joker": True}
    return {
        "id": card_id,
        "number": card_id,
        "stars": list(NUMBER_STARS[card_id]),
        "joker": False,
    }


CARDS: dict[int, dict[str, Any]] = {card_id: _card(card_id) for card_id in ALL_IDS}


def is_joker(card_id: int) -> bool:
    return card_id in JOKER_IDS


def number(card_id: int) -> int | None:
    printed: int | None = CARDS[card_id]["number"]
    return printed


def stars(card_id: int) -> list[str]:
    shown: list[str] = CARDS[card_id]["stars"]
    return shown


def describe(card_id: int) -> str:
    """A short English name for logs and messages: "23", "23 (yellow)", "star joker"."""
    if is_joker(card_id):
        return "star joker"
    colours = stars(card_id)
    return f"{card_id} ({'+'.join(colours)})" if colours else str(card_id)
