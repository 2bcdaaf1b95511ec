"""Claro's rules (docs/rules/claro.md): the deck, set-up, valid plays, turns, rounds, refills,
the end.

Scenarios run on hand-built states; properties (card conservation, nothing hidden in any view
or event, replay, illegal moves changing nothing) run over many seeded random games.
"""

import copy
import json
import random
from collections import Counter

import pytest

from engine.content.claro_deck import ALL_IDS, CARDS, JOKER_IDS, NUMBER_STARS
from engine.core import IllegalAction, MalformedAction, NotYourTurn, Random, canonical
from engine.games import get_game
from engine.games.claro import GAME, valid_on
from engine.table import SeatInfo, Table

Y, B, P = "yellow", "blue", "pink"
# A few cards by what they show, from the deck table.
PLAIN_1, PLAIN_10, PLAIN_33, PLAIN_45, PLAIN_49 = 1, 10, 33, 45, 49
YELLOW_2, YELLOW_40, BLUE_3, BLUE_50, PINK_5 = 2, 40, 3, 50, 5
YELLOW_BLUE_4, BLUE_PINK_8 = 4, 8
JOKER, JOKER2 = 51, 52


def build(
    hands,
    *,
    played=(),
    played_by=None,
    turn=0,
    passed=None,
    stars=None,
    discard=(),
    draw=None,
    phase="play",
    starter=None,
):
    """A state with the given hands and pile; every other card is in the draw pile."""
    players = len(hands)
    used = {c for h in hands for c in h} | set(played) | set(discard)
    if played_by is None:
        played_by = [(turn - len(played) + i) % players for i in range(len(played))]
    stars = stars or [0] * players
    return {
        "phase": phase,
        "round": 1,
        "hands": [sorted(h) for h in hands],
        "draw_pile": [c for c in ALL_IDS if c not in used] if draw is None else list(draw),
        "discard_pile": list(discard),
        "seen_discards": [],
        "played": list(played),
        "played_by": list(played_by),
        "passed": list(passed or [False] * players),
        "stars": list(stars),
        "reserve": 13 - sum(stars),
        "starter": turn if starter is None else starter,
        "turn": turn,
        "last_player": played_by[-1] if played else None,
        "winner": None,
    }


def play(state, seat, card, rng=None):
    return GAME.apply(state, seat, {"type": "play", "card": card}, rng or Random(0))


def pass_(state, seat, rng=None):
    return GAME.apply(state, seat, {"type": "pass"}, rng or Random(0))


def discard(state, seat, cards, rng=None):
    return GAME.apply(state, seat, {"type": "discard", "cards": cards}, rng or Random(0))


def where_cards_are(state):
    return (
        [c for h in state["hands"] for c in h]
        + state["draw_pile"]
        + state["discard_pile"]
        + state["played"]
    )


def clone(state):
    """A deep copy, the fast way for plain JSON data."""
    return json.loads(json.dumps(state))


def assert_conserved(state):
    assert sorted(where_cards_are(state)) == list(ALL_IDS)
    assert set(state["seen_discards"]) <= set(state["discard_pile"])
    assert state["reserve"] + sum(state["stars"]) == 13
    assert all(len(h) <= 5 for h in state["hands"])


# -- components ------------------------------------------------------------------------------


def test_deck_has_the_agreed_counts():
    numbers = [c for c in ALL_IDS if not CARDS[c]["joker"]]
    assert numbers == list(range(1, 51))
    assert list(JOKER_IDS) == [51, 52, 53, 54, 55]
    kinds = Counter(len(CARDS[c]["stars"]) for c in numbers)
    assert kinds == {0: 14, 1: 24, 2: 12}
    singles = Counter(CARDS[c]["stars"][0] for c in numbers if len(CARDS[c]["stars"]) == 1)
    assert singles == {Y: 8, B: 8, P: 8}
    pairs = Counter(frozenset(CARDS[c]["stars"]) for c in numbers if len(CARDS[c]["stars"]) == 2)
    assert pairs == {frozenset((Y, B)): 4, frozenset((Y, P)): 4, frozenset((B, P)): 4}
    for joker in JOKER_IDS:
        assert CARDS[joker] == {"id": joker, "number": None, "stars": [Y, B, P], "joker": True}
    assert json.loads(json.dumps(CARDS, sort_keys=True)) == {str(k): v for k, v in CARDS.items()}


def test_deck_spreads_every_colour_and_kind_over_low_mid_and_high():
    thirds = (range(1, 18), range(18, 35), range(35, 51))
    kinds = {tuple(stars) for stars in NUMBER_STARS.values()}
    assert len(kinds) == 7
    for kind in kinds:
        for third in thirds:
            assert any(NUMBER_STARS[n] == kind for n in third), (kind, third)
    for colour in (Y, B, P):
        counts = [sum(colour in NUMBER_STARS[n] for n in third) for third in thirds]
        assert min(counts) >= 3, (colour, counts)


def test_game_is_registered_with_its_facts():
    game = get_game("claro")
    assert game is GAME
    assert (game.id, game.min_players, game.max_players) == ("claro", 2, 6)
    assert game.realtime is False and game.pass_and_play is True


# -- set-up ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 7))
def test_setup_deals_five_each_and_keeps_the_rest_as_draw_pile(players):
    state = GAME.setup(players, {}, Random(players))
    assert [len(h) for h in state["hands"]] == [5] * players
    assert len(state["draw_pile"]) == 55 - 5 * players
    assert state["reserve"] == 13 and state["stars"] == [0] * players
    assert state["phase"] == "play" and state["played"] == [] and state["last_player"] is None
    assert state["turn"] == state["starter"]
    assert_conserved(state)
    assert json.loads(json.dumps(state)) == state


def test_first_player_is_random_and_the_deal_follows_the_seed():
    firsts = {GAME.setup(4, {}, Random(seed))["turn"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert GAME.setup(3, {}, Random(5)) == GAME.setup(3, {}, Random(5))
    assert GAME.setup(3, {}, Random(5)) != GAME.setup(3, {}, Random(6))


# -- valid plays -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "last", "ok"),
    [
        (PLAIN_33, PLAIN_10, True),  # higher number
        (PLAIN_10, PLAIN_33, False),  # lower, no stars
        (YELLOW_2, YELLOW_40, True),  # lower but shares yellow
        (BLUE_3, YELLOW_40, False),  # lower, different colour
        (YELLOW_BLUE_4, BLUE_PINK_8, True),  # lower, shares blue
        (YELLOW_40, BLUE_PINK_8, True),  # higher and no shared colour
        (PINK_5, PLAIN_1, True),  # higher number with a star
        (PLAIN_1, YELLOW_2, False),  # a starless card needs a higher number
        (JOKER, YELLOW_2, True),  # joker on a star card
        (JOKER, PLAIN_1, False),  # joker on a starless card
        (JOKER2, JOKER, True),  # a joker shows stars, so it takes a joker
        (YELLOW_2, JOKER, True),  # on a joker any star will do, whatever its number
        (BLUE_50, JOKER, True),
        (PLAIN_49, JOKER, False),  # on a joker a starless card never goes
        (PLAIN_1, None, True),  # anything opens a round
        (JOKER, None, True),
    ],
)
def test_valid_on(card, last, ok):
    assert valid_on(card, last) is ok


def test_an_invalid_play_says_why():
    cases = [
        ([PLAIN_10], PLAIN_33, "not_higher"),
        ([BLUE_3], YELLOW_40, "not_higher"),
        ([JOKER], PLAIN_33, "joker_needs_star"),
        ([PLAIN_49], JOKER, "needs_star"),
    ]
    for hand, last, code in cases:
        state = build([[PLAIN_1, *hand], [PLAIN_45]], played=[last], turn=0, played_by=[1])
        before = copy.deepcopy(state)
        with pytest.raises(IllegalAction) as err:
            play(state, 0, hand[0])
        assert err.value.code == code and err.value.params == {"last": last}
        assert err.value.message and state == before
    state = build([[PLAIN_10], [PLAIN_45]], played=[YELLOW_40], played_by=[1])
    with pytest.raises(IllegalAction) as err:
        play(state, 0, PLAIN_10)
    assert "sharing a star colour" in err.value.message


def test_the_starter_may_open_with_any_card_even_a_joker():
    state = build([[PLAIN_1, JOKER], [YELLOW_2, PLAIN_49]], turn=0)
    assert {a["card"] for a in GAME.legal_actions(state, 0)} == {PLAIN_1, JOKER}
    events = play(state, 0, JOKER)
    assert events == [{"type": "played", "seat": 0, "card": JOKER}]
    # on a joker only the star card may follow
    assert GAME.legal_actions(state, 1) == [{"type": "play", "card": YELLOW_2}]


def test_joker_start_leaves_a_starless_hand_to_pass():
    state = build([[JOKER, PLAIN_1], [PLAIN_45, PLAIN_49], [YELLOW_2]], turn=0)
    play(state, 0, JOKER)
    assert GAME.legal_actions(state, 1) == [{"type": "pass"}]
    assert pass_(state, 1) == [{"type": "passed", "seat": 1}]
    assert state["turn"] == 2


# -- a turn ----------------------------------------------------------------------------------


def test_must_play_when_able_and_pass_only_when_not():
    state = build([[PLAIN_10, PLAIN_45], [PLAIN_33, PLAIN_49]], played=[PLAIN_33], played_by=[1])
    assert GAME.legal_actions(state, 0) == [{"type": "play", "card": PLAIN_45}]
    with pytest.raises(IllegalAction) as err:
        pass_(state, 0)
    assert err.value.code == "must_play"
    play(state, 0, PLAIN_45)
    assert state["turn"] == 1
    assert GAME.legal_actions(state, 1) == [{"type": "play", "card": PLAIN_49}]


def test_free_choice_among_valid_cards():
    state = build([[YELLOW_2, PLAIN_45, PLAIN_49, JOKER, PLAIN_1], [BLUE_3]], played=[YELLOW_40])
    cards = [a["card"] for a in GAME.legal_actions(state, 0)]
    assert cards == [YELLOW_2, PLAIN_45, PLAIN_49, JOKER]


def test_turns_go_clockwise_and_only_the_player_on_turn_acts():
    state = build([[PLAIN_1, PLAIN_10], [PLAIN_33], [PLAIN_45]], turn=2, starter=2)
    for seat in (0, 1):
        assert GAME.legal_actions(state, seat) == []
        with pytest.raises(NotYourTurn) as err:
            play(state, seat, state["hands"][seat][0])
        assert err.value.code == "not_your_turn"
    play(state, 2, PLAIN_45)
    assert state["turn"] == 0


def test_a_card_not_in_hand_and_malformed_actions_are_refused():
    state = build([[PLAIN_1], [PLAIN_33]], turn=0)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as err:
        play(state, 0, PLAIN_33)
    assert err.value.code == "not_in_hand"
    for bad in (
        {"type": "play"},
        {"type": "play", "card": "1"},
        {"type": "play", "card": True},
        {"type": "play", "card": 56},
        {"type": "play", "card": 1.0},
        {"type": "jump"},
        "play",
        None,
    ):
        with pytest.raises(MalformedAction):
            GAME.apply(state, 0, bad, Random(0))
    with pytest.raises(IllegalAction) as err:
        discard(state, 0, [])
    assert err.value.code == "not_refill"
    assert state == before


# -- the end of a round ----------------------------------------------------------------------


def test_round_ends_when_all_but_one_passed_and_the_last_player_takes_a_star():
    hands = [[PLAIN_1, PLAIN_10], [PLAIN_33, PLAIN_45], [YELLOW_2, BLUE_3]]
    state = build(hands, turn=0)
    play(state, 0, PLAIN_10)
    play(state, 1, PLAIN_33)
    assert pass_(state, 2) == [{"type": "passed", "seat": 2}]
    events = pass_(state, 0)
    assert events[:2] == [
        {"type": "passed", "seat": 0},
        {"type": "round_won", "seat": 1, "stars": 1},
    ]
    assert {"type": "drew", "seat": 1, "count": 4} in events
    assert state["stars"] == [0, 1, 0] and state["reserve"] == 12
    assert state["played"] == [] and state["discard_pile"] == [PLAIN_10, PLAIN_33]
    assert state["seen_discards"] == [PLAIN_10, PLAIN_33]
    assert state["phase"] == "refill" and state["starter"] == 1
    assert len(state["hands"][1]) == 5
    assert state["turn"] == 2  # the winner's left discards first
    assert_conserved(state)


def test_two_players_round_ends_on_the_first_pass():
    state = build([[PLAIN_49], [PLAIN_10, PLAIN_33]], turn=1)
    play(state, 1, PLAIN_10)
    play(state, 0, PLAIN_49)
    events = pass_(state, 1)
    assert events[1] == {"type": "round_won", "seat": 0, "stars": 1}


def test_round_ends_when_everyone_still_in_has_emptied_their_hand():
    state = build([[PLAIN_10], [PLAIN_33], [PLAIN_1, YELLOW_2]], turn=0)
    play(state, 0, PLAIN_10)
    play(state, 1, PLAIN_33)
    pass_(state, 2)  # seats 0 and 1 are still in, both with empty hands
    assert state["phase"] == "refill"
    assert state["stars"] == [0, 1, 0]


def test_an_empty_hand_is_skipped_not_passed():
    hands = [[PLAIN_10], [PLAIN_33, YELLOW_40], [PLAIN_45, PLAIN_49]]
    state = build(hands, turn=0)
    play(state, 0, PLAIN_10)  # seat 0 is now out of cards
    play(state, 1, PLAIN_33)
    play(state, 2, PLAIN_45)
    assert state["passed"] == [False, False, False]
    assert state["turn"] == 1  # seat 0 skipped
    assert GAME.legal_actions(state, 0) == []
    pass_(state, 1)
    assert state["turn"] == 2  # alone with cards: plays on their own card
    assert [a["card"] for a in GAME.legal_actions(state, 2)] == [PLAIN_49]
    play(state, 2, PLAIN_49)
    assert state["phase"] == "refill" and state["stars"] == [0, 0, 1]


def test_a_player_with_no_cards_left_still_wins_if_everyone_else_passes():
    hands = [[PLAIN_49], [PLAIN_10, PLAIN_33], [YELLOW_2, BLUE_3]]
    state = build(hands, turn=0)
    play(state, 0, PLAIN_49)  # seat 0 lays its last card
    pass_(state, 1)
    events = pass_(state, 2)
    assert {"type": "round_won", "seat": 0, "stars": 1} in events
    assert state["stars"] == [1, 0, 0]


def test_last_card_played_decides_even_when_its_player_passes_later():
    hands = [[PLAIN_10, PLAIN_1], [PLAIN_33], [PLAIN_45, YELLOW_2]]
    state = build(hands, turn=0)
    play(state, 0, PLAIN_10)
    play(state, 1, PLAIN_33)  # seat 1 is out of cards
    play(state, 2, PLAIN_45)
    pass_(state, 0)
    assert state["turn"] == 2  # seat 1 is skipped; seat 2 must try to beat its own 45
    assert GAME.legal_actions(state, 2) == [{"type": "pass"}]
    events = pass_(state, 2)
    assert {"type": "round_won", "seat": 2, "stars": 1} in events


# -- between rounds --------------------------------------------------------------------------


def finish_a_round(players=4, winner=1):
    """A state just after `winner` won a round in which everyone else passed."""
    deck = [c for c in ALL_IDS if c != PLAIN_49]
    hands = [deck[i * 5 : i * 5 + 5] for i in range(players)]
    hands[winner] = [PLAIN_49] + hands[winner][1:]
    for s in range(players):  # nobody else can beat 49
        hands[s] = [c for c in hands[s] if c != BLUE_50 and c not in JOKER_IDS]
    state = build(hands, turn=winner)
    play(state, winner, PLAIN_49)
    events = []
    for step in range(1, players):
        events += pass_(state, (winner + step) % players)
    return state, events


def test_refill_winner_draws_then_each_other_player_discards_in_order():
    state, events = finish_a_round(players=4, winner=1)
    assert {"type": "drew", "seat": 1, "count": 1} in events
    assert state["phase"] == "refill" and len(state["hands"][1]) == 5
    order = []
    while state["phase"] == "refill":
        seat = state["turn"]
        order.append(seat)
        legal = GAME.legal_actions(state, seat)
        assert len(legal) == 2 ** len(state["hands"][seat])
        assert all(GAME.legal_actions(state, s) == [] for s in range(4) if s != seat)
        with pytest.raises(IllegalAction) as err:
            play(state, seat, state["hands"][seat][0])
        assert err.value.code == "discard_first"
        cards = state["hands"][seat][:2]
        events = discard(state, seat, cards)
        assert events[0] == {"type": "discarded", "seat": seat, "count": 2}
        assert events[1]["type"] == "drew" and events[1]["seat"] == seat
        assert len(state["hands"][seat]) == 5
        assert_conserved(state)
    assert order == [2, 3, 0]
    assert events[-1] == {"type": "round_started", "seat": 1}
    assert state["turn"] == 1 and state["starter"] == 1 and state["round"] == 2
    assert state["passed"] == [False] * 4 and state["last_player"] is None


def test_keeping_every_card_and_bad_discards():
    state, _ = finish_a_round(players=2, winner=0)
    hand = list(state["hands"][1])
    for bad, kind in (
        ({"type": "discard", "cards": [hand[0], hand[0]]}, IllegalAction),
        ({"type": "discard", "cards": [PLAIN_49]}, IllegalAction),
        ({"type": "discard", "cards": "all"}, MalformedAction),
        ({"type": "discard", "cards": [True]}, MalformedAction),
        ({"type": "discard"}, MalformedAction),
    ):
        with pytest.raises(kind):
            GAME.apply(state, 1, bad, Random(0))
    events = discard(state, 1, [])
    assert events[0] == {"type": "discarded", "seat": 1, "count": 0}
    assert set(hand) <= set(state["hands"][1])
    assert state["phase"] == "play" and state["turn"] == 0


def test_a_player_without_cards_just_draws_between_rounds():
    state = build([[PLAIN_49], [PLAIN_10], [PLAIN_1, PLAIN_33]], turn=1)
    play(state, 1, PLAIN_10)
    play(state, 2, PLAIN_33)
    play(state, 0, PLAIN_49)  # seat 0 and seat 1 are out of cards
    events = pass_(state, 2)  # so the round ends: nobody still in holds a card
    assert state["phase"] == "refill" and state["stars"] == [1, 0, 0]
    assert state["turn"] == 2  # seat 1 had nothing to discard and drew straight away
    assert {"type": "drew", "seat": 1, "count": 5} in events
    assert len(state["hands"][1]) == 5


def test_reshuffle_when_the_draw_pile_runs_out():
    hands = [[PLAIN_49], [PLAIN_10, PLAIN_33], [PLAIN_1, 6]]
    state = build(hands, turn=1)
    rest = [c for c in ALL_IDS if c not in {PLAIN_49, PLAIN_10, PLAIN_33, PLAIN_1, 6}]
    state["draw_pile"], state["discard_pile"] = rest[:3], rest[3:]
    rng = Random(9)
    play(state, 1, PLAIN_10, rng)
    pass_(state, 2, rng)
    play(state, 0, PLAIN_49, rng)
    events = pass_(state, 1, rng)
    # the winner (0) needed 5 cards: 3 from the draw pile, then a reshuffle, then 2 more
    assert events.index({"type": "reshuffled"}) < events.index(
        {"type": "drew", "seat": 0, "count": 5}
    )
    assert state["seen_discards"] == []
    assert len(state["hands"][0]) == 5
    assert_conserved(state)


def test_drawing_from_two_empty_piles_takes_what_there_is():
    state = build([[PLAIN_1, PLAIN_10], [PLAIN_33]], phase="refill", turn=1, starter=0)
    state["draw_pile"], state["discard_pile"] = [], []
    events = discard(state, 1, [])
    assert events == [
        {"type": "discarded", "seat": 1, "count": 0},
        {"type": "round_started", "seat": 0},
    ]
    assert state["hands"][1] == [PLAIN_33]


# -- the end of the game ---------------------------------------------------------------------


def test_third_star_wins_the_game_at_once():
    state = build([[PLAIN_49, PLAIN_1], [PLAIN_10, 6]], turn=1, stars=[2, 2])
    assert GAME.result(state) is None
    play(state, 1, PLAIN_10)
    play(state, 0, PLAIN_49)
    events = pass_(state, 1)
    assert events[-2:] == [
        {"type": "round_won", "seat": 0, "stars": 3},
        {"type": "game_won", "seat": 0},
    ]
    assert GAME.result(state) == {"winners": [0], "stars": [3, 2]}
    assert state["phase"] == "over" and state["reserve"] == 8
    assert GAME.legal_actions(state, 0) == GAME.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction) as err:
        play(state, 0, PLAIN_1)
    assert err.value.code == "game_over"
    assert_conserved(state)


# -- what a seat may see ---------------------------------------------------------------------

VIEW_KEYS = {
    "phase",
    "round",
    "turn",
    "starter",
    "played",
    "played_by",
    "last",
    "last_player",
    "players",
    "draw_pile",
    "discard_pile",
    "seen_discards",
    "reserve",
    "winner",
    "hand",
    "playable",
    "refused",
}


def test_view_shows_own_hand_public_facts_and_playable_cards():
    state = build([[PLAIN_10, PLAIN_45, YELLOW_2], [PLAIN_33]], played=[PLAIN_33], played_by=[1])
    state["hands"][1] = []
    view = GAME.view(state, 0)
    assert set(view) == VIEW_KEYS
    assert view["hand"] == [YELLOW_2, PLAIN_10, PLAIN_45]
    assert view["playable"] == [PLAIN_45]
    assert view["last"] == PLAIN_33 and view["played_by"] == [1]
    assert view["players"][1] == {"cards": 0, "passed": False, "stars": 0}
    assert GAME.view(state, 1)["playable"] == []
    spectator = GAME.view(state, None)
    assert spectator["hand"] is None and spectator["playable"] == []


def test_only_the_holder_learns_why_its_cards_do_not_play_and_only_on_its_turn():
    hands = [[PLAIN_10, PLAIN_45, YELLOW_2, JOKER], [PLAIN_49, BLUE_3]]
    state = build(hands, played=[PLAIN_33], played_by=[1])
    mine = GAME.view(state, 0)
    assert mine["refused"] == [
        [YELLOW_2, "not_higher"],
        [PLAIN_10, "not_higher"],
        [JOKER, "joker_needs_star"],
    ]
    assert set(mine["playable"]) | {c for c, _ in mine["refused"]} == set(hands[0])
    assert GAME.view(state, 1)["refused"] == [] and GAME.view(state, None)["refused"] == []
    state["turn"] = 1  # now the other seat's turn: its cards, and only its own
    assert GAME.view(state, 0)["refused"] == []
    assert GAME.view(state, 1)["refused"] == [[BLUE_3, "not_higher"]]
    on_joker = build([[PLAIN_49, YELLOW_2], [PLAIN_45]], played=[JOKER], played_by=[1])
    assert GAME.view(on_joker, 0)["refused"] == [[PLAIN_49, "needs_star"]]
    opening = build([[PLAIN_10, JOKER], [PLAIN_45]])
    assert GAME.view(opening, 0)["refused"] == []  # anything opens a round


def scramble_hidden(state, seat, rng):
    """The same position as `seat` sees it: other hands, draw pile and face-down discards mixed."""
    other = {**state, "hands": [list(h) for h in state["hands"]]}
    face_down = list(state["discard_pile"])
    for card in state["seen_discards"]:
        face_down.remove(card)
    hidden = [c for s, h in enumerate(state["hands"]) if s != seat for c in h]
    hidden += state["draw_pile"] + face_down
    rng.shuffle(hidden)
    for s, hand in enumerate(state["hands"]):
        if s != seat:
            other["hands"][s] = sorted(hidden[: len(hand)])
            del hidden[: len(hand)]
    other["draw_pile"] = hidden[: len(state["draw_pile"])]
    other["discard_pile"] = hidden[len(state["draw_pile"]) :] + list(state["seen_discards"])
    return other


PUBLIC_EVENT_FIELDS = {
    "played": {"type", "seat", "card"},
    "passed": {"type", "seat"},
    "round_won": {"type", "seat", "stars"},
    "game_won": {"type", "seat"},
    "discarded": {"type", "seat", "count"},
    "drew": {"type", "seat", "count"},
    "reshuffled": {"type"},
    "round_started": {"type", "seat"},
}


def random_games(count, seed, *, keep_before=False):
    """Yield (state before, seat, action, events, state after) over `count` random games.

    The state before is a copy only when `keep_before` asks for one (copies are slow).
    """
    chooser = random.Random(seed)
    for game in range(count):
        players = 2 + game % 5
        rng = Random(seed * 100_000 + game)
        state = GAME.setup(players, {}, rng)
        while GAME.result(state) is None:
            seat = state["turn"]
            legal = GAME.legal_actions(state, seat)
            action = chooser.choice(legal)
            before = clone(state) if keep_before else None
            events = GAME.apply(state, seat, action, rng)
            yield before, seat, action, events, state


def test_random_games_conserve_cards_and_leak_nothing():
    checker = random.Random(3)
    games = 0
    for steps, (_before, _seat, action, events, state) in enumerate(random_games(400, seed=1)):
        assert_conserved(state)
        assert state["phase"] in ("play", "refill", "over")
        for event in events:
            assert set(event) == PUBLIC_EVENT_FIELDS[event["type"]]
            if event["type"] == "played":
                assert event["card"] == action["card"]
        if action["type"] == "discard":
            assert events[0]["count"] == len(action["cards"])
        if steps % 4 == 0:  # the view of each seat is the same whatever it cannot see
            for s in range(len(state["hands"])):
                view = GAME.view(state, s)
                assert view["hand"] == state["hands"][s]
                assert GAME.view(scramble_hidden(state, s, checker), s) == view
            spectator = GAME.view(state, None)
            assert GAME.view(scramble_hidden(state, -1, checker), None) == spectator
        if state["phase"] == "over":
            games += 1
            assert GAME.result(state)["stars"][state["winner"]] == 3
            assert max(state["stars"]) == 3 and sorted(state["stars"])[-2] <= 2
    assert games == 400


def test_legal_actions_are_exactly_the_accepted_ones():
    checked = 0
    for before, seat, _action, _events, _state in random_games(120, seed=2, keep_before=True):
        if before["phase"] != "play":
            continue
        legal = GAME.legal_actions(before, seat)
        for card in before["hands"][seat]:
            trial = clone(before)
            action = {"type": "play", "card": card}
            if action in legal:
                GAME.apply(trial, seat, action, Random(0))
            else:
                with pytest.raises(IllegalAction):
                    GAME.apply(trial, seat, action, Random(0))
                assert trial == before
            checked += 1
        trial = clone(before)
        if {"type": "pass"} in legal:
            GAME.apply(trial, seat, {"type": "pass"}, Random(0))
        else:
            with pytest.raises(IllegalAction):
                GAME.apply(trial, seat, {"type": "pass"}, Random(0))
    assert checked > 1000


# -- through the table: replay, saves, refusals ----------------------------------------------

SEATS = [SeatInfo("Ana"), SeatInfo("Luis", "bot", "easy"), SeatInfo("Marta", "bot", "easy")]


def play_table(table, chooser, steps=10_000):
    for _ in range(steps):
        if table.result():
            return
        seat = table.active_seats()[0]
        table.submit(seat, chooser.choice(table.legal_actions(seat)))


@pytest.mark.parametrize("seed", range(8))
def test_replay_and_json_round_trip_rebuild_the_game_byte_for_byte(seed):
    seats = SEATS[: 2 + seed % 2] + [SeatInfo(f"P{i}") for i in range(seed % 4)]
    table = Table("claro", seats, seed=seed)
    chooser = random.Random(seed)
    for _ in range(40):
        if table.result():
            break
        random.seed(chooser.random())  # disturbing the global generator changes nothing
        seat = table.active_seats()[0]
        table.submit(seat, chooser.choice(table.legal_actions(seat)))
    text = json.dumps(table.snapshot())
    assert json.loads(text)["state"] == table.state
    restored = Table.restore(json.loads(text))
    assert canonical(restored.snapshot()) == canonical(table.snapshot())
    play_table(table, chooser)
    again = Table.replay("claro", seats, seed=seed, log=table.log)
    assert canonical(again.state) == canonical(table.state)
    assert again.rng.state == table.rng.state
    assert again.result() == table.result() is not None


def test_refused_actions_leave_the_table_untouched():
    table = Table("claro", SEATS, seed=21)
    chooser = random.Random(4)
    tried = 0
    for _ in range(300):
        if table.result():
            break
        seat = table.active_seats()[0]
        before = canonical(table.snapshot())
        idle = (seat + 1) % 3
        hand = table.state["hands"][seat]
        bad = [
            (idle, {"type": "pass"}),
            (seat, {"type": "play", "card": next(c for c in ALL_IDS if c not in hand)}),
            (seat, {"type": "discard", "cards": [99]}),
            (seat, {"type": "fly"}),
            (seat, {"type": "play", "card": "49"}),
        ]
        if table.state["phase"] == "play" and {"type": "pass"} not in table.legal_actions(seat):
            bad.append((seat, {"type": "pass"}))
            bad += [
                (seat, {"type": "play", "card": c})
                for c in hand
                if {"type": "play", "card": c} not in table.legal_actions(seat)
            ]
        for who, action in bad:
            with pytest.raises((IllegalAction, MalformedAction)) as err:
                table.submit(who, action)
            assert err.value.code and err.value.message
            assert canonical(table.snapshot()) == before
            tried += 1
        table.submit(seat, chooser.choice(table.legal_actions(seat)))
    assert tried > 300


def test_table_views_and_events_for_every_seat_at_every_step():
    seats = [SeatInfo(n) for n in ("Ana", "Luis", "Marta", "Sol")]
    for seed in range(6):
        table = Table("claro", seats, seed=seed)
        chooser = random.Random(seed)
        while not table.result():
            seat = table.active_seats()[0]
            assert table.active_seats() == [table.state["turn"]]
            table.submit(seat, chooser.choice(table.legal_actions(seat)))
            for s in range(4):
                view = table.view(s)
                state = view["state"]
                assert state["hand"] == table.state["hands"][s]
                others = {c for o, h in enumerate(table.state["hands"]) if o != s for c in h}
                refused = [card for card, _ in state["refused"]]
                assert not others & set(state["hand"] + state["playable"] + refused)
                assert not others & set(state["played"])
                assert not others & set(state["seen_discards"])
                if s == table.state["turn"] and state["phase"] == "play":
                    legal = {a.get("card") for a in view["legal"]}
                    assert set(state["playable"]) == legal - {None}
            json.dumps(table.view(None))
