"""Colorful bots: they read clues through the lexicon, name words that point at a colour they
hold, think about what the others hold, and agree far more often than chance."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.bots.colorful import make_bot, spent_by_others
from engine.core import Random
from engine.games.colorful import check_clue
from engine.table import SeatInfo, Table

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

RED, ORANGE, YELLOW, LIME, GREEN, SKY, BLUE, PURPLE, PINK = range(9)
BROWN, BLACK, GREY, WHITE, SILVER, GOLD = range(9, 15)
ALL = list(range(15))

# Written by hand: the colour most people would lay for each word, whatever the category.
EXPECTED_ES = {
    "fresa": RED, "sangre": RED, "tomate": RED, "corazón": RED, "cereza": RED,
    "fuego": RED, "bombero": RED, "plátano": YELLOW, "limón": YELLOW, "sol": YELLOW,
    "canario": YELLOW, "zanahoria": ORANGE, "mandarina": ORANGE, "calabaza": ORANGE,
    "tigre": ORANGE, "hierba": GREEN, "rana": GREEN, "lechuga": GREEN, "bosque": GREEN,
    "esperanza": GREEN, "cocodrilo": GREEN, "cielo": SKY, "piscina": SKY, "mar": BLUE,
    "océano": BLUE, "policía": BLUE, "berenjena": PURPLE, "lavanda": PURPLE, "magia": PURPLE,
    "flamenco": PINK, "chicle": PINK, "cerdo": PINK, "chocolate": BROWN, "café": BROWN,
    "madera": BROWN, "oso": BROWN, "noche": BLACK, "carbón": BLACK, "cuervo": BLACK,
    "humo": GREY, "elefante": GREY, "ratón": GREY, "nieve": WHITE, "leche": WHITE,
    "nube": WHITE, "fantasma": WHITE, "luna": SILVER, "cuchillo": SILVER, "corona": GOLD,
    "tesoro": GOLD,
}  # fmt: skip
EXPECTED_EN = {
    "strawberry": RED, "blood": RED, "tomato": RED, "heart": RED, "cherries": RED,
    "fire": RED, "firefighter": RED, "banana": YELLOW, "lemons": YELLOW, "sun": YELLOW,
    "canary": YELLOW, "carrots": ORANGE, "tangerine": ORANGE, "pumpkin": ORANGE,
    "tiger": ORANGE, "grass": GREEN, "frog": GREEN, "lettuce": GREEN, "forest": GREEN,
    "envy": GREEN, "crocodile": GREEN, "sky": SKY, "pool": SKY, "sea": BLUE, "ocean": BLUE,
    "police": BLUE, "aubergine": PURPLE, "lavender": PURPLE, "magic": PURPLE,
    "flamingo": PINK, "bubblegum": PINK, "pig": PINK, "chocolate": BROWN, "coffee": BROWN,
    "wood": BROWN, "bear": BROWN, "night": BLACK, "coal": BLACK, "crow": BLACK,
    "smoke": GREY, "elephant": GREY, "mouse": GREY, "snow": WHITE, "milk": WHITE,
    "clouds": WHITE, "ghost": WHITE, "moon": SILVER, "knife": SILVER, "crown": GOLD,
    "treasure": GOLD,
}  # fmt: skip


def choosing_view(word: str | None, card: int = 0, slot: int = 0, hand=ALL, **extra) -> dict:
    """What a player's view says when the word is on the table and it is time to choose."""
    category = {"card": card, "slot": slot, "namer": 1, "clue": word, "spoken": word is None}
    state = {
        "phase": "choose", "round": 1, "rounds": 5, "per_round": 1, "removed": [],
        "categories": [category], "done": [False, False, False], "hand": list(hand),
        "mine": [], "reveals": [], "options": {}, "teams": None, "namer": 1,
        "set_aside": 0, "remover": None, "outcome": None,
    }  # fmt: skip
    state.update(extra)
    return {"seat": 0, "state": state, "seats": [{"name": "a", "kind": "bot"}] * 3}


def bot_colour(word: str, level: str = "strong", seed: int = 0, **extra) -> int:
    view = choosing_view(word, **extra)
    legal = [{"type": "choose", "colour": c} for c in view["state"]["hand"]]
    decision = make_bot(level).decide(view, legal, Random(seed))
    assert decision is not None
    return decision.action["colour"]


@pytest.mark.parametrize("lang,table", [("es", EXPECTED_ES), ("en", EXPECTED_EN)])
def test_the_bots_colour_for_fifty_common_words_matches_the_hand_written_table(lang, table):
    assert len(table) == 50
    # card 35 slot 3 ("Inocencia / Innocence"): a category that hints little of its own
    hits = sum(bot_colour(word, card=35, slot=3) == colour for word, colour in table.items())
    missed = [w for w, c in table.items() if bot_colour(w, card=35, slot=3) != c]
    rate = hits / len(table)
    print(f"\nbot colour matches the hand-written table for {rate:.0%} of {lang} words")
    assert rate >= 0.9, missed


def test_words_in_any_form_find_the_same_colour():
    for word in ("fresas", "Fresa", "FRESAS", "strawberries", "Strawberry"):
        assert bot_colour(word) == RED, word
    assert bot_colour("platanos") == bot_colour("Plátano") == YELLOW


def test_a_player_picks_only_from_what_it_still_holds():
    without_red = [c for c in ALL if c != RED]
    assert bot_colour("sangre", hand=without_red) != RED


def test_with_no_word_the_bot_plays_from_the_category_alone():
    # card 0 slot 0 is "Frutas / Fruit": red, yellow, orange
    assert bot_colour(None) in (RED, YELLOW, ORANGE)
    assert bot_colour("", card=0) in (RED, YELLOW, ORANGE)


def test_a_bot_sides_less_with_a_colour_the_others_have_probably_spent():
    earlier = {"card": 0, "slot": 0, "namer": 1, "clue": "sangre", "spoken": False}
    now = {"card": 0, "slot": 1, "namer": 2, "clue": "fresa", "spoken": False}
    view = choosing_view("fresa", hand=[c for c in ALL if c != ORANGE], categories=[earlier, now])
    assert spent_by_others(view["state"])[RED] > 0.5
    legal = [{"type": "choose", "colour": c} for c in view["state"]["hand"]]
    strong = make_bot("strong").decide(view, legal, Random(1))
    assert strong is not None and strong.action["colour"] == PINK  # strawberries: red, pink


def test_the_namer_says_a_valid_word_pointing_at_a_colour_it_holds():
    for seed in range(20):
        t = Table("colorful", [SeatInfo(f"B{i}", "bot") for i in range(4)], seed=seed)
        while t.state["phase"] == "remove":
            t.submit(t.state["remover"], t.bot_decision(t.state["remover"]).action)
        namer = t.state["namer"]
        decision = t.bot_decision(namer)
        word = decision.action["word"]
        check_clue(word)
        t.submit(namer, decision.action)
        assert t.state["categories"][-1]["clue"] == word
        # the namer itself then lays the colour its word points at
        lay = t.bot_decision(namer).action["colour"]
        assert lay in t.view(namer)["state"]["hand"]


def test_the_remover_sets_aside_colours_the_lexicon_rarely_evokes():
    t = Table("colorful", [SeatInfo(f"B{i}", "bot") for i in range(3)], seed=5)
    while t.state["phase"] == "remove":
        t.submit(t.state["remover"], t.bot_decision(t.state["remover"]).action)
    assert not {RED, WHITE, GREEN, BLACK} & set(t.state["removed"])


def test_a_twelve_seat_game_of_bots_plays_to_the_end():
    t = Table("colorful", [SeatInfo(f"B{i}", "bot") for i in range(12)], seed=12)
    while t.result() is None:
        decisions = t.bot_decisions()
        assert decisions
        seat, decision = min(decisions.items(), key=lambda kv: (kv[1].delay, kv[0]))
        t.submit(seat, decision.action)
    assert len(t.state["reveals"]) == 12 and t.result()["winners"]


@pytest.mark.parametrize("options", [{"double": True}, {"base": True}, {"teams": 2}])
def test_bots_play_every_variant(options):
    t = Table("colorful", [SeatInfo(f"B{i}", "bot") for i in range(4)], seed=3, options=options)
    while t.result() is None:
        seat, decision = next(iter(t.bot_decisions().items()))
        t.submit(seat, decision.action)


def test_bot_tables_agree_far_more_often_than_random_tables():
    from sim_colorful import measure, play

    bots = measure([play(4, g, True, "normal") for g in range(12)])
    chance = measure([play(4, g, False, "normal") for g in range(12)])
    print(f"\npair match: bots {bots['pair match']:.0%}, random {chance['pair match']:.0%}")
    assert bots["pair match"] > 3 * chance["pair match"]
