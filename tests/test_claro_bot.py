"""Claro bots: they pick only legal actions from their own view, and strong beats easy."""

import random

import pytest

from engine.bots.claro import (
    LEVELS,
    STRONG_SAMPLES,
    STRONG_VALUE,
    VALUE,
    EasyBot,
    PlannerBot,
    SearchBot,
    _deal,
    make_bot,
    passed_on,
    round_worth,
    ruled_out,
)
from engine.content.claro_deck import ALL_IDS
from engine.core import Decision, Random
from engine.games.claro import GAME
from engine.table import SeatInfo, Table


def bot_view(state, seat):
    legal = GAME.legal_actions(state, seat)
    return {
        "game": "claro",
        "seat": seat,
        "seats": [{"name": f"P{s}", "kind": "bot"} for s in range(len(state["hands"]))],
        "turn": 0,
        "active": [state["turn"]],
        "legal": legal,
        "result": None,
        "events": [],
        "state": GAME.view(state, seat),
    }


def position(hands, played=(), seen=(), turn=0, passed=None, phase="play"):
    used = {c for h in hands for c in h} | set(played) | set(seen)
    return {
        "phase": phase,
        "round": 2,
        "hands": [sorted(h) for h in hands],
        "draw_pile": [c for c in ALL_IDS if c not in used],
        "discard_pile": list(seen),
        "seen_discards": list(seen),
        "played": list(played),
        "played_by": [(turn + 1) % len(hands)] * len(played),
        "passed": passed or [False] * len(hands),
        "stars": [0] * len(hands),
        "reserve": 13,
        "starter": turn,
        "turn": turn,
        "last_player": (turn + 1) % len(hands) if played else None,
        "winner": None,
    }


def test_levels_and_the_default():
    assert set(LEVELS) >= {"easy", "normal", "strong"}
    assert isinstance(make_bot("easy"), EasyBot)
    assert isinstance(make_bot("strong"), SearchBot) and make_bot("strong").searches()
    assert make_bot("strong").budget(2) == STRONG_SAMPLES[2] > STRONG_SAMPLES[6] > 0
    assert make_bot("normal").samples == 0
    assert make_bot("no such level").samples == 0
    assert make_bot("strong", samples=3).samples == 3


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_bots_play_whole_games_through_the_table_with_legal_moves_only(level):
    seats = [SeatInfo(f"Bot{i}", "bot", level if i == 0 else "easy") for i in range(4)]
    for seed in range(3):
        table = Table("claro", seats, seed=seed)
        while not table.result():
            seat = table.active_seats()[0]
            decision = table.bot_decision(seat)
            assert isinstance(decision, Decision) and 0.6 <= decision.delay < 20
            assert decision.action in table.legal_actions(seat)
            table.submit(seat, decision.action)
        assert table.bot_decision(0) is None


def test_a_bot_on_a_finished_or_idle_seat_does_nothing():
    state = position([[1, 2], [3, 4]])
    for bot in (EasyBot(), PlannerBot(), PlannerBot(samples=4)):
        assert bot.decide(bot_view(state, 1), [], Random(0)) is None


def test_planner_lays_a_card_nobody_can_follow():
    # 50 has been seen going to the discard pile, so nobody can follow our 49.
    state = position([[2, 22, 49], [10, 20, 30], [11, 21, 31]], played=[18], seen=[50])
    for bot in (PlannerBot(), PlannerBot(samples=8)):
        decision = bot.decide(bot_view(state, 0), GAME.legal_actions(state, 0), Random(1))
        assert decision.action == {"type": "play", "card": 49}


def test_planner_spends_its_least_useful_card_otherwise():
    state = position([[19, 22, 45], [10, 20, 30], [11, 21, 31]], played=[18])
    decision = PlannerBot().decide(bot_view(state, 0), GAME.legal_actions(state, 0), Random(1))
    assert decision.action == {"type": "play", "card": 22}


def test_planner_keeps_its_best_cards_between_rounds():
    state = position([[48, 1], [6, 10, 14, 49, 3], [2, 4]], phase="refill", turn=1)
    state["starter"] = 0
    for bot in (PlannerBot(), PlannerBot(samples=8)):
        decision = bot.decide(bot_view(state, 1), GAME.legal_actions(state, 1), Random(0))
        assert decision.action == {"type": "discard", "cards": [3, 6, 10, 14]}
    easy = EasyBot().decide(bot_view(state, 1), GAME.legal_actions(state, 1), Random(0))
    assert easy.action == {"type": "discard", "cards": [6, 10, 14]}


def test_bots_read_only_the_view():
    """Two positions that look the same from seat 0 get the same decision."""
    state = position([[12, 19, 24, 35], [10, 20, 30, 41], [11, 21, 31, 43]], played=[4])
    other = position([[12, 19, 24, 35], [5, 6, 7, 8], [9, 13, 14, 15]], played=[4])
    for bot in (EasyBot(), PlannerBot(), PlannerBot(samples=8)):
        seen = [bot_view(s, 0) for s in (state, other)]
        assert seen[0] == seen[1]
        legal = seen[0]["legal"]
        assert bot.decide(seen[0], legal, Random(5)) == bot.decide(seen[1], legal, Random(5))


def test_card_values_cover_the_deck():
    assert sorted(VALUE) == list(ALL_IDS)
    assert max(VALUE, key=VALUE.get) == 49 and min(VALUE, key=VALUE.get) == 1


def play_match(players, hero_bot, other_level, games, seed):
    wins = 0
    chooser = random.Random(seed)
    for game in range(games):
        hero = game % players
        bots = [hero_bot if s == hero else make_bot(other_level) for s in range(players)]
        rng = Random(seed * 10_000 + game)
        state = GAME.setup(players, {}, rng)
        turn = 0
        while GAME.result(state) is None:
            seat = state["turn"]
            view = bot_view(state, seat)
            decision = bots[seat].decide(view, view["legal"], Random(chooser.getrandbits(32)))
            assert decision.action in view["legal"]
            GAME.apply(state, seat, decision.action, rng)
            turn += 1
        wins += GAME.result(state)["winners"][0] == hero
    return wins / games


def test_strong_beats_easy():
    rate = play_match(3, make_bot("strong", samples=6), "easy", games=150, seed=11)
    assert rate > 0.5  # a third is what an equal bot would win


def test_normal_beats_easy():
    rate = play_match(4, make_bot("normal"), "easy", games=200, seed=12)
    assert rate > 0.4  # a quarter is what an equal bot would win


# -- the strong bot's search ---------------------------------------------------------------


def only_line_position():
    """Three players. We (seat 0) led a star joker; seat 1 passed on it, keeping one card;
    seat 2 laid the 2 (yellow) and holds one card. Every card but the 49 and the joker 53 has
    been seen, so one of them is seat 1's card and the other seat 2's.

    Seat 1 passed on a joker, so it holds no card showing a star: it holds the 49, and seat 2
    the joker. We hold the 3 (blue) and the 45. The 3 is the cheap card the normal bot spends,
    but seat 2 lays its joker on it and our 45 cannot go on a joker: we lose. The 45 is the
    only winning line: a joker cannot go on a starless card, so seat 2 must pass.
    """
    hands = [[3, 45], [49], [53]]
    seen = [c for c in ALL_IDS if c not in {3, 45, 49, 53, 52, 2}]
    state = position(hands, played=[52, 2], seen=seen, turn=0)
    state["played_by"] = [0, 2]
    state["passed"] = [False, True, False]
    state["last_player"] = 2
    state["starter"] = 0
    return state


def test_reads_who_passed_on_which_card_and_what_that_rules_out():
    view = bot_view(only_line_position(), 0)
    assert passed_on(view) == {1: 52}
    sure, _ = ruled_out(view)[1]
    assert sure >> 53 & 1 and not sure >> 49 & 1  # a starred card could have gone on the joker
    hands = _deal([49, 53], [(1, 1, sure), (2, 1, 0)], 3, random.Random(0))
    assert hands[1] == [49] and hands[2] == [53]


def test_search_finds_the_only_winning_line():
    state = only_line_position()
    legal = GAME.legal_actions(state, 0)
    assert {a["card"] for a in legal} == {3, 45}
    normal = make_bot("normal").decide(bot_view(state, 0), legal, Random(0))
    assert normal.action == {"type": "play", "card": 3}  # the heuristic falls into the trap
    for seed in range(5):
        strong = make_bot("strong").decide(bot_view(state, 0), legal, Random(seed))
        assert strong.action == {"type": "play", "card": 45}
    # And it is right: after the 3, seat 2's joker ends the round for seat 2.
    after = only_line_position()
    for seat, action in ((0, {"type": "play", "card": 3}), (2, {"type": "play", "card": 53})):
        GAME.apply(after, seat, action, Random(0))
    GAME.apply(after, 0, {"type": "pass"}, Random(0))
    assert after["stars"][2] == 1


def test_the_strong_bot_reads_the_sensible_play_inference():
    """Seat 1 laid the 40 on our 20: a sensible player holds no cheaper card that fit."""
    state = position([[20, 30], [40, 41, 42], [5, 6]], played=[20, 40], turn=2)
    state["played_by"] = [0, 1]
    _, likely = ruled_out(bot_view(state, 2))[1]
    assert likely >> 22 & 1  # the 22 went on the 20 and is less worth keeping than the 40
    assert not likely >> 49 & 1


def test_the_strong_bot_keeps_what_skilled_play_values():
    """A joker follows any starred card and is worth keeping; a 41 rarely ends a round once
    everyone spends cheap cards first. The normal bot (random play's values) has it backwards."""
    state = position([[2, 40], [5, 33, 41, 50, 53]], phase="refill", turn=1)
    state["starter"] = 0
    view = bot_view(state, 1)
    normal = PlannerBot().decide(view, view["legal"], Random(0))
    strong = make_bot("strong").decide(view, view["legal"], Random(0))
    assert normal.action == {"type": "discard", "cards": [5, 33, 53]}
    assert strong.action == {"type": "discard", "cards": [5, 33, 41]}
    assert sorted(STRONG_VALUE) == [2, 3, 4, 5, 6]
    assert all(sorted(values) == list(ALL_IDS) for values in STRONG_VALUE.values())


def test_a_round_is_weighed_by_the_chance_of_winning_the_game():
    # Level at two players: a round won is worth the same to either side, and so are the
    # cards kept for the next one.
    (mine, keep_mine), (theirs, keep_theirs) = round_worth((0, 0), 0)
    assert mine == 1 - theirs and keep_mine == keep_theirs > 0
    # The rival one star from winning: their round ends the game, nothing kept matters then.
    assert round_worth((0, 2), 0)[1] == (0.0, 0.0)
    assert round_worth((0, 2), 0)[0][1] > 0
    # Both on two stars: this round decides the game.
    assert round_worth((2, 2), 0) == [(1.0, 0.0), (0.0, 0.0)]
    # Four players: a round going to the leader hurts us more than one going to a trailer.
    worth = round_worth((0, 2, 0, 0), 0)
    assert worth[1][0] == 0.0 < worth[2][0] == worth[3][0] < worth[0][0]


def test_strong_beats_normal_head_to_head_at_two_players():
    rate = play_match(2, make_bot("strong", samples=16), "normal", games=120, seed=21)
    assert rate > 0.5


def test_the_simulation_prints_rates_with_intervals(capsys):
    from scripts.sim_claro import main as sim_main

    sim_main(["--games", "2", "--players", "2", "--matchups", "strong vs normal", "--samples", "4"])
    out = capsys.readouterr().out
    assert "95% CI" in out and "chance 1/n" in out and "strong vs normal" in out


def test_the_simulation_measures_the_skilled_card_values():
    from scripts.sim_claro import skilled_card_values

    rows = skilled_card_values(1)
    assert sorted(rows) == [2, 3, 4, 5, 6]
    assert all(len(row) == len(ALL_IDS) for row in rows.values())


def test_the_benchmark_times_the_strong_seat_in_this_python():
    from scripts.bench_bots import measure

    result = measure(1, 4, sizes=(2,))
    assert result["sizes"]["2"] and len(result["cpu"]["2"]) == len(result["sizes"]["2"])
