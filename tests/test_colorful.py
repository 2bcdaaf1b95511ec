"""Colorful's rules (docs/rules/colorful.md): set-up, rounds, the namer, slots, the clue check,
secret colours used once, the reveal, the cooperative win, majority scoring, and the variants."""

import copy
import json

import pytest

from engine.content.colorful_cards import CARDS
from engine.content.colorful_colours import COLOURS, IDS
from engine.content.colorful_lexicon import WORDS, colours_for
from engine.core import CorruptSave, GameError, IllegalAction, NotYourTurn, Random, canonical
from engine.games import catalog, get_game
from engine.games.colorful import (
    GAME,
    check_clue,
    colour_in,
    majority,
    rounds_for,
    score,
    set_aside_for,
    slot_of,
)
from engine.table import SeatInfo, Table

RED, ORANGE, YELLOW, LIME, GREEN, SKY, BLUE, PURPLE, PINK = range(9)
BROWN, BLACK, GREY, WHITE, SILVER, GOLD = range(9, 15)


def table(players=3, seed=1, **options) -> Table:
    return Table(
        "colorful", [SeatInfo(f"P{i}") for i in range(players)], seed=seed, options=options
    )


def set_aside(t: Table, colours=(LIME, SILVER, SKY, GREY, BROWN)) -> None:
    remover = t.state["remover"]
    for c in colours[: t.state["set_aside"]]:
        t.submit(remover, {"type": "remove", "colour": c})


def name_word(t: Table, word="jazz") -> None:
    t.submit(t.state["namer"], {"type": "clue", "word": word})


def play_round(t: Table, colours, word="jazz") -> None:
    """The namer says `word`, then seat s lays colours[s] (an int, or a pair)."""
    if t.state["phase"] == "name":
        name_word(t, word)
    for seat, c in enumerate(colours):
        if isinstance(c, int):
            t.submit(seat, {"type": "choose", "colour": c})
        else:
            t.submit(seat, {"type": "choose_two", "colours": list(c)})


def reveal_all(t: Table) -> None:
    while t.result() is None:
        t.submit(0, {"type": "reveal"})


# -- the box ---------------------------------------------------------------------------------


def test_the_game_is_registered_with_its_facts():
    assert GAME in catalog()
    assert get_game("colorful") is GAME
    assert (GAME.min_players, GAME.max_players, GAME.pass_and_play) == (2, 12, True)
    assert {o.name for o in GAME.options} == {"teams", "base", "double", "spoken", "lang"}


def test_fifteen_colours_each_with_its_own_name_pattern_and_symbol():
    assert len(COLOURS) == 15
    for attr in ("es", "en", "hex", "pattern", "symbol", "key"):
        assert len({getattr(c, attr) for c in COLOURS}) == 15, attr
    assert [c.es for c in COLOURS] == [
        "rojo", "naranja", "amarillo", "lima", "verde", "celeste", "azul", "morado", "rosa",
        "marrón", "negro", "gris", "blanco", "plata", "oro",
    ]  # fmt: skip


def test_sixty_category_cards_of_four_slots_in_both_languages_all_different():
    assert len(CARDS) == 60 and all(len(card) == 4 for card in CARDS)
    every = [cat for card in CARDS for cat in card]
    assert len({c.es for c in every}) == 240 and len({c.en for c in every}) == 240
    assert all(c.es and c.en and c.colours for c in every)


def test_rounds_by_player_count():
    assert [rounds_for(n) for n in range(2, 13)] == [5, 5, 5, 5, 6, 7, 8, 9, 10, 11, 12]
    assert [rounds_for(n, double=True) for n in (3, 6, 7, 12)] == [5, 6, 7, 7]
    assert [set_aside_for(rounds_for(n), False) for n in (2, 6, 10, 11, 12)] == [5, 5, 5, 4, 3]
    assert set_aside_for(5, True) == 0


def test_round_r_uses_slot_r_and_later_rounds_slot_4_5():
    assert [slot_of(r) for r in range(1, 9)] == [0, 1, 2, 3, 3, 3, 3, 3]


# -- set-up ----------------------------------------------------------------------------------


def test_the_remover_sets_aside_five_colours_and_every_hand_loses_them():
    t = table(4, seed=3)
    remover = t.state["remover"]
    assert t.state["phase"] == "remove"
    assert t.legal_actions(remover) and all(
        not t.legal_actions(s) for s in range(4) if s != remover
    )
    other = (remover + 1) % 4
    with pytest.raises(NotYourTurn):
        t.submit(other, {"type": "remove", "colour": RED})
    t.submit(remover, {"type": "remove", "colour": LIME})
    with pytest.raises(IllegalAction) as err:
        t.submit(remover, {"type": "remove", "colour": LIME})
    assert err.value.code == "removed"
    set_aside(t, (SILVER, SKY, GREY, BROWN))
    assert t.state["removed"] == sorted([LIME, SILVER, SKY, GREY, BROWN])
    assert t.state["phase"] == "name" and t.state["round"] == 1
    for seat in range(4):
        hand = t.view(seat)["state"]["hand"]
        assert len(hand) == 10 and not {LIME, SILVER, SKY, GREY, BROWN} & set(hand)


def test_set_aside_colours_cannot_be_laid():
    t = table(3)
    set_aside(t)
    name_word(t)
    with pytest.raises(IllegalAction) as err:
        t.submit(0, {"type": "choose", "colour": LIME})
    assert err.value.code == "set_aside"


def test_the_namer_starts_at_random_and_passes_clockwise_with_a_new_card_each_round():
    firsts = set()
    for seed in range(12):
        t = table(4, seed=seed)
        set_aside(t)
        first = t.state["namer"]
        firsts.add(first)
        namers, cards = [], []
        for _ in range(5):
            namers.append(t.state["namer"])
            cards.append(t.state["categories"][-1]["card"])
            hand = t.view(0)["state"]["hand"]
            play_round(t, [t.view(s)["state"]["hand"][0] for s in range(4)])
            assert hand
        assert namers == [(first + i) % 4 for i in range(5)]
        assert len(set(cards)) == 5
        assert [c["slot"] for c in t.state["categories"]] == [0, 1, 2, 3, 3]
    assert len(firsts) > 1


def test_only_the_namer_gives_the_word_and_nobody_chooses_before_it():
    t = table(3)
    set_aside(t)
    namer = t.state["namer"]
    other = (namer + 1) % 3
    assert t.legal_actions(other) == []
    with pytest.raises(NotYourTurn):
        t.submit(other, {"type": "clue", "word": "jazz"})
    with pytest.raises(IllegalAction) as err:
        t.submit(other, {"type": "choose", "colour": RED})
    assert err.value.code == "not_name"
    name_word(t, "jazz")
    assert t.state["categories"][-1]["clue"] == "jazz"
    assert all(t.legal_actions(s) for s in range(3))


# -- the clue check --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "word",
    ["blues", "Azulejo", "ROJIZO", "rojo", "Rojas", "amarillento", "azulado", "verdoso",
     "grisáceo", "blancuzco", "negruzco", "reddish", "greenish", "Goldfish", "redhead",
     "infrared", "rosado", "oros", "sonrojo", "dorado", "plateado", "MARRONES", "celestial",
     "naranjo", "whiteboard", "Silverware", "purpleish", "Pinky", "grayscale", "BLACKOUT",
     "anaranjado", "morados", "limas", "platas", "enrojecer", "sky-blue", "Blue", "redd"],
)  # fmt: skip
def test_a_clue_containing_a_colour_is_refused_with_the_colour_named(word):
    with pytest.raises(IllegalAction) as err:
        check_clue(word)
    assert err.value.code == "colour_in_clue"
    assert err.value.params["word"] == word and err.value.params["found"]


@pytest.mark.parametrize(
    "word",
    ["jazz", "Jazz", "hundred", "tesoro", "clima", "plátano", "prosa", "arrojar", "adorado",
     "verdad", "verdura", "tired", "reduce", "redondo", "sublime", "corona", "loro", "música",
     "fresas", "strawberries", "ÑANDÚ", "pingüino", "sol", "mar", "nieve", "climate"],
)  # fmt: skip
def test_ordinary_words_pass_the_clue_check(word):
    check_clue(word)


def test_every_word_of_the_lexicon_passes_the_clue_check():
    refused = sorted(w for w in WORDS if colour_in(w) is not None)
    assert len(WORDS) > 600
    assert refused == [], refused


def test_a_refused_clue_changes_nothing_and_says_why():
    t = table(3)
    set_aside(t)
    before = canonical(t.snapshot())
    namer = t.state["namer"]
    for word, code in (
        ("Azulejo", "colour_in_clue"),
        ("two words", "one_word"),
        ("123", "not_a_word"),
        ("", "text_length"),
        ("x" * 31, "text_length"),
    ):
        with pytest.raises(GameError) as err:
            t.submit(namer, {"type": "clue", "word": word})
        assert err.value.code == code, word
    assert canonical(t.snapshot()) == before
    t.submit(namer, {"type": "clue", "word": "  jazz  "})
    assert t.state["categories"][-1]["clue"] == "jazz"


# -- secret colours, each used once ------------------------------------------------------------


def test_each_colour_is_used_at_most_once_per_player_per_game():
    t = table(2)
    set_aside(t)
    play_round(t, [RED, RED])
    name_word(t, "sol")
    with pytest.raises(IllegalAction) as err:
        t.submit(0, {"type": "choose", "colour": RED})
    assert err.value.code == "used"
    assert RED not in t.view(0)["state"]["hand"]
    assert {"type": "choose", "colour": RED} not in t.legal_actions(0)
    t.submit(0, {"type": "choose", "colour": BLUE})
    with pytest.raises(IllegalAction) as err:
        t.submit(0, {"type": "choose", "colour": YELLOW})
    assert err.value.code == "already_chose"


def test_no_players_choice_is_visible_to_others_before_the_reveal():
    t = table(3, seed=4)
    set_aside(t)
    name_word(t)
    t.submit(1, {"type": "choose", "colour": PINK})
    events = t.last_events
    for seat in (0, 2, None):
        view = t.view(seat)
        text = json.dumps(view)
        assert view["state"]["done"] == [False, True, False]
        assert all(e == {"type": "chose", "seat": 1} for e in view["events"])
        if seat is not None:
            assert PINK in view["state"]["hand"]
            assert view["state"]["mine"] == []
        assert '"colours"' not in json.dumps(view["events"])
        assert view["state"]["reveals"] == []
        assert "chosen" not in text
    mine = t.view(1)
    assert mine["state"]["mine"] == [[PINK]] and PINK not in mine["state"]["hand"]
    assert mine["events"] == events
    assert GAME.redact(events[0], 0) == {"type": "chose", "seat": 1}
    assert GAME.redact(events[0], 1) == events[0]


def test_views_do_not_depend_on_other_seats_secrets():
    """Scramble every other seat's laid colours: a seat's view and legal moves stay the same."""
    t = table(4, seed=8)
    set_aside(t)
    play_round(t, [RED, ORANGE, YELLOW, GREEN])
    name_word(t, "mar")
    t.submit(2, {"type": "choose", "colour": BLUE})
    for seat in range(4):
        before = (canonical(t.view(seat)), t.legal_actions(seat))
        scrambled = copy.deepcopy(t.state)
        for other in range(4):
            if other != seat:
                scrambled["chosen"][other] = [[WHITE]] * len(scrambled["chosen"][other])
        scrambled["deck"] = list(reversed(scrambled["deck"]))
        assert canonical(GAME.view(scrambled, seat)) == canonical(t.game.view(t.state, seat))
        assert GAME.legal_actions(scrambled, seat) == before[1]


# -- the reveal and the score -------------------------------------------------------------------


def test_after_the_last_round_any_player_reveals_category_by_category():
    t = table(3)
    set_aside(t)
    for colours in (
        [RED, RED, RED],
        [ORANGE, ORANGE, BLUE],
        [YELLOW, PINK, WHITE],
        [GREEN, GREEN, GREEN],
        [BLACK, BLACK, BLACK],
    ):
        play_round(t, colours)
    assert t.state["phase"] == "reveal" and t.result() is None
    assert all(t.legal_actions(s) == [{"type": "reveal"}] for s in range(3))
    t.submit(2, {"type": "reveal"})
    assert t.view(0)["state"]["reveals"] == [[[RED], [RED], [RED]]]
    assert t.last_events == [{"type": "revealed", "category": 0, "colours": [[RED], [RED], [RED]]}]
    t.submit(0, {"type": "reveal"})
    assert len(t.view(1)["state"]["reveals"]) == 2 and t.result() is None
    reveal_all(t)
    outcome = t.result()
    # by hand: c1 all red (3 points), c2 orange 2-1 (seats 0,1), c3 a three-way tie (all
    # three score), c4 and c5 everyone
    assert outcome["points"] == [5, 5, 4]
    assert outcome["winners"] == [0, 1] and outcome["cooperative"] is False
    with pytest.raises(GameError):
        t.submit(0, {"type": "reveal"})


def test_everyone_alike_in_every_category_wins_together():
    t = table(3)
    set_aside(t)
    for c in (RED, ORANGE, YELLOW, GREEN, BLUE):
        play_round(t, [c, c, c])
    reveal_all(t)
    assert t.result()["cooperative"] is True and t.result()["winners"] == [0, 1, 2]


def test_majority_scoring_worked_by_hand():
    # five players, three categories
    reveals = [
        [[RED], [RED], [BLUE], [RED], [PINK]],  # red 3: seats 0, 1, 3
        [[GOLD], [GOLD], [SILVER], [SILVER], [WHITE]],  # gold and silver tie 2-2: 0, 1, 2, 3
        [[BLACK], [GREY], [WHITE], [BROWN], [GREEN]],  # all different: everyone scores
    ]
    outcome = score(reveals, None)
    assert outcome["points"] == [3, 3, 2, 3, 1]
    assert outcome["winners"] == [0, 1, 3]
    assert outcome["majorities"][1] == [[SILVER], [GOLD]]
    assert majority([[RED], [BLUE], [BLUE]]) == [(BLUE,)]


def test_teams_score_matches_among_their_own_members():
    # 4 players, 2 teams: seats 0 and 2 (team 0), seats 1 and 3 (team 1)
    teams = [0, 1, 0, 1]
    reveals = [
        [[RED], [RED], [RED], [BLUE]],  # team 0: 0 and 2 match (2); team 1: no (0)
        [[GOLD], [PINK], [WHITE], [PINK]],  # team 0: 0; team 1: 2
        [[SKY], [SKY], [SKY], [SKY]],  # both 2
    ]
    outcome = score(reveals, teams)
    assert outcome["team_points"] == [4, 4]
    assert outcome["winners"] == [0, 1, 2, 3]
    reveals[1][2] = [GOLD]
    assert score(reveals, teams)["team_points"] == [6, 4]
    assert score(reveals, teams)["winners"] == [0, 2]


def test_teams_need_two_players_each():
    with pytest.raises(GameError) as err:
        table(5, teams=3)
    assert err.value.code == "team_size"
    t = table(6, teams=3)
    assert t.state["teams"] == [0, 1, 2, 0, 1, 2]


def test_a_team_game_plays_through_to_team_points():
    t = table(4, seed=2, teams=2)
    set_aside(t)
    for c in (RED, ORANGE, YELLOW, GREEN, BLUE):
        play_round(t, [c, c, c, WHITE if c == RED else c])
    reveal_all(t)
    assert t.result()["team_points"] == [10, 8] and t.result()["winners"] == [0, 2]


def test_teams_chosen_at_setup_score_as_the_book_says():
    """Five players split as they see fit (not in seat order): seats 0 and 3 against 1, 2, 4.
    Per category a team scores the number of its members whose colour matches another
    member's, whatever the table's majority."""
    t = table(5, seed=3, teams=[[0, 3], [1, 2, 4]])
    assert t.state["teams"] == [0, 1, 1, 0, 1]
    set_aside(t)
    rounds = [
        [RED, BLUE, BLUE, RED, BLUE],  # A: 0 and 3 match (2); B: all three (3)
        [GOLD, PINK, PINK, WHITE, BLACK],  # A: no match (0); B: 1 and 2 (2)
        [GREEN, GREEN, GREEN, GREEN, YELLOW],  # A: 2; B: 1 and 2 (2): seat 4 alone is out
        [ORANGE, ORANGE, PURPLE, ORANGE, WHITE],  # A: 2; B: none (0), though 1 is in the majority
        [PINK, RED, RED, PINK, RED],  # A: 2; B: 3
    ]
    for colours in rounds:
        play_round(t, colours)
    reveal_all(t)
    outcome = t.result()
    assert outcome["team_points"] == [8, 10]
    assert outcome["winners"] == [1, 2, 4]
    assert outcome["points"][3] == 2  # each player's own majority points are still shown


def test_a_team_arrangement_the_book_forbids_deals_nothing():
    for teams, players, code in [
        ([[0], [1, 2, 3]], 4, "team_size"),  # a team of one
        ([[0, 1], [2]], 3, "team_size"),
        ([[0, 1], [1, 2, 3]], 4, "team_twice"),  # a seat in two teams
        ([[0, 1], [2, 7]], 4, "team_seat"),  # a seat that is not at the table
        ([[0, 1], [2, 3]], 5, "team_none"),  # seat 4 left out
    ]:
        with pytest.raises(GameError) as err:
            table(players, teams=teams)
        assert err.value.code == code, teams


def test_the_chosen_teams_are_saved_replayed_and_kept_for_a_rematch():
    teams = [[0, 1], [2, 3, 4]]
    t = table(5, seed=4, teams=teams)
    set_aside(t)
    play_round(t, [RED, RED, BLUE, BLUE, RED])
    again = Table.restore(json.loads(json.dumps(t.snapshot())))
    assert again.options["teams"] == teams and again.state["teams"] == [0, 0, 1, 1, 1]
    assert canonical(again.state) == canonical(t.state)
    assert again.view(2)["state"]["options"]["teams"] == teams
    again.rematch(None, 99)
    assert again.state["teams"] == [0, 0, 1, 1, 1] and again.state["round"] == 0


@pytest.mark.parametrize(
    "forged", [[[0, 1], [1, 2, 3, 4]], [[0], [1, 2, 3, 4]], [[0, 1], [2, 3, 9]], "x", [[0, 1]]]
)
def test_a_save_with_a_forged_team_arrangement_is_refused(forged):
    t = table(5, seed=4, teams=[[0, 1], [2, 3, 4]])
    set_aside(t)
    save = json.loads(json.dumps(t.snapshot()))
    save["options"]["teams"] = forged
    with pytest.raises(CorruptSave):
        Table.restore(save)


def test_a_game_saved_with_the_number_of_teams_replays_in_seat_order():
    """Earlier versions stored how many teams (seat s in team s mod n)."""
    t = table(4, seed=2, teams=[[0, 2], [1, 3]])
    set_aside(t)
    save = json.loads(json.dumps(t.snapshot()))
    save["options"]["teams"] = 2
    del save["state"]
    again = Table.restore(save)
    assert again.options["teams"] == [[0, 2], [1, 3]]
    assert canonical(again.state) == canonical(t.state)


# -- variants ----------------------------------------------------------------------------------


def test_base_category_has_no_word_everyone_chooses_at_once():
    t = table(3, base=True)
    set_aside(t)
    assert t.state["phase"] == "choose"
    assert all(t.legal_actions(s) for s in range(3))
    with pytest.raises(IllegalAction):
        name_word(t)
    play_round(t, [RED, RED, BLUE])
    assert t.state["categories"][0]["clue"] is None and t.state["phase"] == "choose"


def test_double_colours_keep_fifteen_lay_pairs_and_only_exact_pairs_match():
    t = table(3, double=True)
    assert t.state["phase"] == "name" and t.state["removed"] == [] and t.state["remover"] is None
    assert len(t.view(0)["state"]["hand"]) == 15
    name_word(t)
    with pytest.raises(IllegalAction):
        t.submit(0, {"type": "choose", "colour": RED})
    with pytest.raises(IllegalAction):
        t.submit(0, {"type": "choose_two", "colours": [RED, RED]})
    with pytest.raises(GameError):
        t.submit(0, {"type": "choose_two", "colours": [RED]})
    play_round(t, [(RED, BLUE), (BLUE, RED), (RED, PINK)])
    assert t.view(0)["state"]["mine"] == [[RED, BLUE]]
    assert len(t.view(0)["state"]["hand"]) == 13


def test_double_colours_refuse_a_pair_reusing_a_colour_and_score_exact_pairs():
    t = table(3, double=True)
    play_round(t, [(RED, BLUE), (BLUE, RED), (RED, PINK)])
    name_word(t)
    with pytest.raises(IllegalAction) as err:
        t.submit(0, {"type": "choose_two", "colours": [RED, GOLD]})
    assert err.value.code == "used"
    t.submit(0, {"type": "choose_two", "colours": [GOLD, WHITE]})
    t.submit(1, {"type": "choose_two", "colours": [GOLD, WHITE]})
    t.submit(2, {"type": "choose_two", "colours": [GOLD, BLACK]})
    for pairs in ([(1, 2), (1, 2), (1, 2)], [(3, 4), (3, 4), (3, 4)], [(5, 7), (5, 7), (9, 11)]):
        play_round(t, pairs)
    reveal_all(t)
    outcome = t.result()
    # c1: {red, blue} twice (seats 0, 1); c2: {gold, white} twice; c3, c4 all; c5 seats 0, 1
    assert outcome["points"] == [5, 5, 2]
    assert outcome["majorities"][0] == [[RED, BLUE]]


def test_said_aloud_the_namer_may_say_the_word_instead_of_typing_it():
    t = table(3, spoken=True)
    set_aside(t)
    namer = t.state["namer"]
    assert {"type": "spoken"} in t.legal_actions(namer)
    t.submit(namer, {"type": "spoken"})
    category = t.view(0)["state"]["categories"][-1]
    assert category["spoken"] is True and category["clue"] is None
    assert t.state["phase"] == "choose"
    plain = table(3)
    set_aside(plain)
    with pytest.raises(IllegalAction) as err:
        plain.submit(plain.state["namer"], {"type": "spoken"})
    assert err.value.code == "type_the_word"


# -- many players, replay ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 5, 6, 7, 9, 12])
@pytest.mark.parametrize(
    "options", [{}, {"double": True}, {"base": True}, {"spoken": True}, {"teams": 2}]
)
def test_random_games_finish_with_every_hand_lasting_and_replay_exactly(players, options):
    if options.get("teams") and players < 4:
        with pytest.raises(GameError):  # two teams need four players: refused, not dealt
            table(players, seed=players * 7, **options)
        return
    t = table(players, seed=players * 7, **options)
    rng = Random(players)
    while t.result() is None:
        seat = rng.choice([s for s in range(players) if t.legal_actions(s)])
        t.submit(seat, rng.choice(t.legal_actions(seat)))
    state = t.state
    assert (
        len(state["categories"]) == state["rounds"] == rounds_for(players, state["per_round"] == 2)
    )
    for seat in range(players):
        laid = [c for choice in state["chosen"][seat] for c in choice]
        assert len(laid) == len(set(laid)) == state["rounds"] * state["per_round"]
        assert not set(laid) & set(state["removed"])
    namers = [c["namer"] for c in state["categories"]]
    assert all((b - a) % players == 1 for a, b in zip(namers, namers[1:], strict=False))
    again = Table.restore(json.loads(json.dumps(t.snapshot())))
    assert canonical(again.state) == canonical(t.state)


def test_the_lexicon_matches_through_the_stemmer_in_both_languages():
    assert colours_for("fresas") == colours_for("Fresa") == colours_for("strawberries")
    assert max(colours_for("strawberries"), key=colours_for("fresa").get) == RED
    assert colours_for("PLATANO")[YELLOW] == 1.0
    assert colours_for("zzzz") == {}
    for word, colour in (("sangre", RED), ("sol", YELLOW), ("Leaf", GREEN), ("Nieve", WHITE)):
        top = max(colours_for(word), key=colours_for(word).get)
        assert top == colour and colour in IDS, word
