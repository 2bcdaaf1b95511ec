"""Colorful bots play like people: they name a word from the category's list in the table's
language and never twice, read people's words (plurals, accents, typos, names) as people do,
each with its own taste, take a person's time to choose, and replay the same for a seed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.bots.colorful import (
    PERSONAS,
    ColorfulBot,
    Persona,
    make_bot,
    persona_for,
    still_held,
    table_language,
)
from engine.content.colorful_lexicon import fold
from engine.content.colorful_words import said_for
from engine.core import Random
from engine.games.colorful import check_clue
from engine.table import SeatInfo, Table

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

RED, ORANGE, YELLOW, LIME, GREEN, SKY, BLUE, PURPLE, PINK = range(9)
BROWN, BLACK, GREY, WHITE, SILVER, GOLD = range(9, 15)
ALL = list(range(15))


def choosing_view(word: str | None, card: int = 35, slot: int = 3, hand=ALL, **extra) -> dict:
    """What a player's view says when the word is on the table and it is time to choose
    (card 35 slot 4-5) is Innocence: a category that hints little)."""
    category = {"card": card, "slot": slot, "namer": 1, "clue": word, "spoken": word is None}
    state = {
        "phase": "choose", "round": 1, "rounds": 5, "per_round": 1, "removed": [],
        "categories": [category], "done": [False, False, False], "hand": list(hand),
        "mine": [], "reveals": [], "options": {}, "teams": None, "namer": 1,
        "set_aside": 0, "remover": None, "outcome": None,
    }  # fmt: skip
    state.update(extra)
    return {"seat": 0, "state": state, "seats": [{"name": "a", "kind": "bot"}] * 3}


def decide(word: str | None, level: str = "strong", seed: int = 0, **extra):
    view = choosing_view(word, **extra)
    legal = [{"type": "choose", "colour": c} for c in view["state"]["hand"]]
    decision = make_bot(level).decide(view, legal, Random(seed))
    assert decision is not None
    return decision


def bot_colour(word: str | None, level: str = "strong", seed: int = 0, **extra) -> int:
    return decide(word, level, seed, **extra).action["colour"]


def play_bots(players: int, seed: int, level: str = "normal", **options) -> Table:
    t = Table(
        "colorful", [SeatInfo(f"B{i}", "bot", level) for i in range(players)], seed=seed,
        options=options or None,
    )  # fmt: skip
    while t.result() is None:
        seat, decision = min(t.bot_decisions().items(), key=lambda kv: (kv[1].delay, kv[0]))
        t.submit(seat, decision.action)
    return t


def clues(table: Table) -> list[str]:
    return [c["clue"] for c in table.state["categories"] if c["clue"] is not None]


# -- reading people's words --------------------------------------------------------------------


def test_the_strong_bot_lays_the_colour_people_agree_on_for_everyday_words():
    from sim_colorful import everyday_words, strong_reads

    words = everyday_words()
    for lang in ("es", "en"):
        mine = [(w, c) for lg, w, c in words if lg == lang]
        assert len(mine) >= 100
        missed = [w for w, c in mine if strong_reads(lang, w) != c]
        rate = 1 - len(missed) / len(mine)
        print(f"\nstrong bot lays the agreed colour for {rate:.0%} of {lang} words")
        assert rate >= 0.85, missed


def test_names_plurals_accents_and_typos_find_their_colour():
    assert bot_colour("Barbie") == PINK
    assert bot_colour("pitufos") == bot_colour("Smurf") == BLUE
    assert bot_colour("Garfield") == ORANGE
    assert bot_colour("Shrek") == bot_colour("Hulk") == GREEN
    assert bot_colour("mercurio") == SILVER
    assert bot_colour("azabache") == BLACK
    assert bot_colour("platanos") == bot_colour("Plátano") == bot_colour("platanno") == YELLOW
    assert bot_colour("chocolte") == BROWN
    assert bot_colour("rhino") == GREY


def test_an_unknown_word_falls_back_on_the_category():
    # card 0 slot 0 is Fruit: red, yellow, orange
    for seed in range(5):
        assert bot_colour("zzqx", card=0, slot=0, seed=seed) in (RED, YELLOW, ORANGE)
        assert bot_colour(None, card=0, slot=0, seed=seed) in (RED, YELLOW, ORANGE)


def test_a_word_is_read_as_its_category_reads_it():
    # a cherry among trees is a blossom; among fruit it is red
    assert bot_colour("cerezo", card=12, slot=0) == PINK
    assert bot_colour("cherry", card=12, slot=0) == PINK
    assert bot_colour("cherry", card=0, slot=0) == RED


def test_a_player_picks_only_from_what_it_still_holds():
    without_red = [c for c in ALL if c != RED]
    assert bot_colour("sangre", hand=without_red) != RED


def test_strong_thinks_the_others_spent_what_the_table_laid_earlier():
    earlier = {"card": 35, "slot": 3, "namer": 1, "clue": "sangre", "spoken": False}
    now = {"card": 35, "slot": 3, "namer": 2, "clue": "fresa", "spoken": False}
    view = choosing_view("fresa", categories=[earlier, now])
    assert still_held(view["state"], "es")[RED] < 0.4
    assert still_held(view["state"], "es")[PINK] > 0.8
    # strawberries: red or pink; the others laid red for blood, so the table goes pink
    assert bot_colour("fresa", categories=[earlier, now]) == PINK


# -- a table of people ---------------------------------------------------------------------------


def test_normal_bots_each_have_their_own_taste():
    """The same word, the same view: different normal bots do not all lay the same colour."""
    laid = {bot_colour("hierba", level="normal", seed=s, card=0, slot=2) for s in range(40)}
    assert GREEN in laid and len(laid) >= 2


@pytest.mark.parametrize("lang", ["es", "en"])
def test_two_normal_bots_lay_the_same_colour_in_at_most_six_rounds_in_ten(lang):
    """Issue 39: two bots laid the same colour in all 5 rounds. Over many seeded games two
    normal bots match in under 60% of rounds, a whole game of matches is rare, and yet they
    still read the words (far above the one in ten of colours laid at random)."""
    from sim_colorful import agreement, play

    row = agreement([play(4, g, "normal", lang=lang) for g in range(120)])
    print(
        f"\n{lang}: two normal bots match in {row['pair match']:.0%} of rounds, every seat in "
        f"{row['unanimous']:.0%}; some two seats match all game in {row['twin games']:.0%}"
    )
    assert 0.3 <= row["pair match"] <= 0.6
    assert 0.08 <= row["unanimous"] <= 0.4
    assert row["twin games"] <= 0.35


def follows_the_obvious(persona: Persona, lang: str = "en") -> float:
    """How often a normal bot of this persona, holding every colour, lays the colour most
    people lay for a word people say (every third card, every slot, four words each)."""
    hits = total = 0
    for card in range(0, 60, 3):
        for slot in range(4):
            for said in said_for(card, slot, lang)[:4]:
                shares = said.share()
                view = choosing_view(said.word, card=card, slot=slot, options={"lang": lang})
                legal = [{"type": "choose", "colour": c} for c in ALL]
                decision = ColorfulBot("normal", persona).decide(view, legal, Random(total))
                hits += decision.action["colour"] == max(shares, key=shares.get)
                total += 1
    return hits / total


def test_each_persona_follows_the_obvious_colour_as_often_as_its_taste_says():
    rate = {p.name: follows_the_obvious(p) for p in PERSONAS}
    print(f"\nlays the obvious colour: {rate}")
    assert rate["literal"] > rate["partial"] > rate["poetic"] > rate["contrarian"]
    assert rate["literal"] >= 0.5 and rate["contrarian"] <= 0.35
    assert rate["contrarian"] >= 0.15  # shy of the obvious, not blind to the word


def test_a_persona_is_the_seat_s_for_the_whole_game_and_neighbours_differ():
    t = play_bots(4, 21)
    views = [t.view(s)["state"] for s in range(4)]
    mine = [persona_for(views[s], s, "normal") for s in range(4)]
    assert len({p.name for p in mine}) == 4  # four seats, four personas
    replayed = Table.replay("colorful", t.seats, seed=21, log=t.log)
    assert [persona_for(replayed.view(s)["state"], s, "normal") for s in range(4)] == mine
    seen = {persona_for(play_bots(4, g).view(0)["state"], 0, "normal").name for g in range(12)}
    assert seen == {p.name for p in PERSONAS}  # seat 0 is not always the same kind of player
    assert persona_for(views[0], 0, "strong").name == "plain"  # strong reads the table


def test_a_team_of_bots_still_scores_as_a_team():
    """Playing in a team a bot keeps half its persona: two teams of two normal bots score
    about half the 10 points a team can make, far above colours laid at random (about 1)."""
    from sim_colorful import play, team_points

    teamed = team_points([play(4, g, "normal", teams=2) for g in range(60)])
    print(f"\na team of two normal bots scores {teamed:.1f} of 10 points a game")
    assert teamed >= 4.0


def test_a_person_who_lays_what_most_people_would_wins_about_a_fair_share():
    from sim_colorful import play, top_colour_person, win_share

    tables = [play(4, 10_000 + g, "normal", top_colour_person) for g in range(80)]
    share = win_share(tables, 0)
    print(f"\nthe top-colour person wins {share:.0%} of games (fair share 25%)")
    assert 0.12 <= share <= 0.38


# -- the namer -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_namer_keeps_the_tables_language_and_names_from_the_category(lang):
    for seed in range(6):
        t = play_bots(4, seed, lang=lang) if lang == "en" else play_bots(4, seed)
        for category in t.state["categories"]:
            words = {s.word for s in said_for(category["card"], category["slot"], lang)}
            assert category["clue"] in words, (lang, category["clue"])
            check_clue(category["clue"])


def test_the_table_language_follows_the_words_people_said():
    said = {"card": 0, "slot": 0, "namer": 0, "clue": "strawberries", "spoken": False}
    now = {"card": 1, "slot": 1, "namer": 1, "clue": None, "spoken": False}
    state = choosing_view(None, categories=[said, now])["state"]
    assert table_language(state) == "en"
    said["clue"] = "fresas"
    assert table_language(state) == "es"


def test_no_clue_is_said_twice_in_a_game():
    for seed in range(8):
        said = [fold(w) for w in clues(play_bots(5, seed))]
        assert len(said) == len(set(said)) == 5
    said = [fold(w) for w in clues(play_bots(12, 12))]
    assert len(said) == len(set(said)) == 12


def test_a_game_of_bots_replays_the_same_for_a_seed():
    first, again = play_bots(4, 77), play_bots(4, 77)
    assert first.log == again.log
    assert play_bots(4, 78).log != first.log


# -- a person's time -----------------------------------------------------------------------------


def test_bots_think_for_at_least_two_seconds_and_not_all_alike():
    t = Table("colorful", [SeatInfo(f"B{i}", "bot") for i in range(6)], seed=4)
    while t.state["phase"] != "choose":
        seat, decision = next(iter(t.bot_decisions().items()))
        t.submit(seat, decision.action)
    delays = [d.delay for d in t.bot_decisions().values()]
    assert len(delays) == 6 and min(delays) >= 2.0
    assert max(delays) - min(delays) >= 1.0, delays


def test_a_harder_word_and_a_bigger_hand_take_longer():
    easy = [decide("sangre", level="normal", seed=s).delay for s in range(30)]
    hard = [decide("nostalgia", level="normal", seed=s).delay for s in range(30)]
    small = [decide("sangre", level="normal", seed=s, hand=[RED, BLUE]).delay for s in range(30)]
    assert sum(hard) > sum(easy) > sum(small)


def test_asked_again_at_the_same_moment_a_bot_says_the_same():
    """So the app keeps its timer: its "has chosen" lands when first planned."""
    t = Table("colorful", [SeatInfo(f"B{i}", "bot") for i in range(4)], seed=9)
    while t.state["phase"] != "choose":
        seat, decision = next(iter(t.bot_decisions().items()))
        t.submit(seat, decision.action)
    planned = t.bot_decisions()
    first = min(planned, key=lambda s: planned[s].delay)
    t.submit(first, planned[first].action)
    again = t.bot_decisions()
    assert first not in again
    assert all(again[s] == planned[s] for s in again)


@pytest.mark.parametrize("options", [{"double": True}, {"base": True}, {"teams": 2}])
def test_bots_play_every_variant(options):
    t = play_bots(4, 3, **options)
    assert t.result()["winners"]


@pytest.mark.parametrize("level", ["strong", "normal"])
def test_a_bot_reads_only_its_own_seat_never_what_the_others_laid(level):
    t = Table("colorful", [SeatInfo(f"B{i}", "bot", level) for i in range(4)], seed=6)
    while t.state["phase"] != "choose" or t.state["round"] < 2:
        seat, decision = min(t.bot_decisions().items(), key=lambda kv: (kv[1].delay, kv[0]))
        t.submit(seat, decision.action)
    seat, decision = min(t.bot_decisions().items(), key=lambda kv: (kv[1].delay, kv[0]))
    t.submit(seat, decision.action)  # one seat has laid this round, face down
    watcher = next(s for s in range(4) if s != seat and not t.state["done"][s])
    before = make_bot(level).decide(t.view(watcher), t.legal_actions(watcher), Random(1))
    for laid in t.state["chosen"][seat]:  # what that seat laid, changed behind its back
        laid[0] = (laid[0] + 7) % 15
    after = make_bot(level).decide(t.view(watcher), t.legal_actions(watcher), Random(1))
    assert before == after
