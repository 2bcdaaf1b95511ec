"""Catch the Moon's rules, judged from placement reports (the physics lives in the browser)."""

from __future__ import annotations

import copy
import json
import subprocess
from collections import Counter

import pytest

from engine.core import (
    GameError,
    IllegalAction,
    MalformedAction,
    NotYourTurn,
    Physics,
    Random,
    canonical,
)
from engine.games import catch_the_moon as moon
from engine.table import SeatInfo, Table

GAME = moon.GAME


def start(players: int = 3, seed: int = 7, **options) -> Table:
    return Table(moon.GAME.id, [SeatInfo(f"P{i}") for i in range(players)], seed=seed, **options)


def report(
    state: dict,
    touching: list[int] = (),
    *,
    top: bool = False,
    fallen: list[int] = (),
    released: bool = True,
    at: tuple[int, int, int] = (0, 2500, 0),
) -> dict:
    """A consistent placement report for the drawn ladder of `state`."""
    drawn = state["drawn"]
    standing = {p[0]: list(p) for p in state["structure"]}
    if released:
        standing[drawn] = [drawn, *at]
    for gone in fallen:
        standing.pop(gone, None)
    return {
        "type": "place",
        "trace": [0, 0, 3000, 0, 12, at[0], at[1], at[2]],
        "release": 12 if released else -1,
        "touching": sorted(touching),
        "top": top,
        "fallen": sorted(fallen),
        "released": released,
        "poses": [n for i in sorted(standing) for n in standing[i]],
    }


def roll(table: Table, die: str | None = None, drawn: int | None = None) -> int:
    """The seat to act rolls; the test may then fix the die's face and the drawn ladder."""
    seat = table.state["turn"]
    table.submit(seat, {"type": "roll"})
    if die is not None:
        table.state["die"] = die
    if drawn is not None:
        back = table.state["drawn"]
        table.state["supply"].remove(drawn)
        table.state["supply"] = sorted([*table.state["supply"], back])
        table.state["drawn"] = drawn
    return seat


def turn(table: Table, die: str = "one", **kwargs) -> int:
    seat = roll(table, die)
    table.submit(seat, report(table.state, **kwargs))
    return seat


def report_fields(action: dict) -> dict:
    """A placement's report alone (what the physics answers), without the move's type."""
    return {k: action[k] for k in moon.REPORT}


def clean(table: Table) -> int:
    """A placement that meets a "one"."""
    return turn(table, "one", touching=[0])


def miss(table: Table) -> int:
    return turn(table, "one", touching=[])


# -- the die and the draw ---------------------------------------------------------------------


def test_the_die_has_two_faces_each_and_a_roll_draws_a_ladder_from_the_supply():
    faces = Counter()
    for seed in range(300):
        table = start(2, seed)
        roll(table)
        faces[table.state["die"]] += 1
        assert table.state["drawn"] in range(2, 30)
        assert table.state["drawn"] not in table.state["supply"]
        assert len(table.state["supply"]) == 27
    assert set(faces) == {"one", "two", "moon"}
    assert all(70 <= n <= 130 for n in faces.values()), faces


def test_setup_two_base_ladders_and_28_in_the_supply_at_the_chosen_layout():
    table = start(3, options={"base": "leaning"})
    state = table.state
    assert state["supply"] == list(range(2, 30))
    assert state["structure"] == [] and state["tears_left"] == 7
    assert state["layout"] == "leaning" and state["phase"] == "roll"
    with pytest.raises(GameError):
        start(3, options={"base": "sideways"})


# -- judging a placement ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("die", "touching", "top", "why"),
    [
        ("one", [0], False, None),
        ("one", [], False, "touching_one"),
        ("one", [0, 1], True, "touching_one"),
        ("two", [0, 1], False, None),
        ("two", [1], True, "touching_two"),
        ("two", [], False, "touching_two"),
        ("moon", [0], True, None),
        ("moon", [0, 1], True, None),
        ("moon", [0], False, "moon_not_top"),
        ("moon", [], True, "moon_touching"),
    ],
)
def test_a_placement_is_judged_by_the_die(die, touching, top, why):
    table = start()
    seat = roll(table, die)
    drawn = table.state["drawn"]
    table.submit(seat, report(table.state, touching, top=top))
    last = table.state["last"]
    assert (last["why"], last["tear"]) == (why, why is not None)
    assert table.state["tears"][seat] == (1 if why else 0)
    assert table.state["placed"][seat] == (0 if why else 1)
    assert [p[0] for p in table.state["structure"]] == [drawn]
    assert table.state["turn"] == (seat + 1) % 3 and table.state["phase"] == "roll"


def test_moon_touching_three_is_a_tear():
    table = start()
    clean(table)
    standing = table.state["structure"][0][0]
    seat = roll(table, "moon")
    table.submit(seat, report(table.state, [0, 1, standing], top=True))
    assert table.state["last"]["why"] == "moon_touching"


def test_a_fall_is_a_tear_and_the_fallen_ladders_leave_the_game_but_never_the_base():
    table = start()
    first = table.state["turn"]
    clean(table)
    placed = table.state["structure"][0][0]
    seat = roll(table, "two")
    drawn = table.state["drawn"]
    table.submit(seat, report(table.state, [0, 1], fallen=[placed]))
    assert table.state["last"]["why"] == "fell" and table.state["last"]["removed"] == [placed]
    assert table.state["removed"] == [placed]
    assert [p[0] for p in table.state["structure"]] == [drawn]
    assert table.state["tears"][seat] == 1 and table.state["tears"][first] == 0
    assert table.state["tears_left"] == 6
    seat = roll(table, "one")
    with pytest.raises(IllegalAction) as err:
        table.submit(seat, report(table.state, [], fallen=[0]))
    assert err.value.code == "bad_fallen"


def test_the_drawn_ladder_falling_takes_it_out_of_the_game():
    table = start()
    seat = roll(table, "one")
    drawn = table.state["drawn"]
    table.submit(seat, report(table.state, [], fallen=[drawn]))
    assert table.state["structure"] == [] and table.state["removed"] == [drawn]
    assert table.state["last"]["why"] == "fell" and table.state["tears"][seat] == 1


def test_a_fault_while_holding_removes_the_drawn_ladder_and_what_fell():
    table = start()
    clean(table)
    placed = table.state["structure"][0][0]
    seat = roll(table, "moon")
    drawn = table.state["drawn"]
    table.submit(seat, report(table.state, [], fallen=[placed], released=False))
    last = table.state["last"]
    assert last["why"] == "held_fault" and last["removed"] == sorted([placed, drawn])
    assert table.state["structure"] == [] and table.state["removed"] == sorted([placed, drawn])
    assert table.state["tears"][seat] == 1


def test_the_last_placement_is_kept_for_every_device_to_replay():
    table = start()
    clean(table)
    seat = roll(table, "two")
    before = copy.deepcopy(table.state["structure"])
    action = report(table.state, [0, 1])
    table.submit(seat, action)
    view = GAME.view(table.state, None)
    last = view["last"]
    assert last["structure_before"] == before and last["trace"] == action["trace"]
    assert last["release"] == 12 and last["seat"] == seat and last["die"] == "two"
    assert view["supply"] == 26 and "supply" not in view["last"]


# -- reports that cannot be true --------------------------------------------------------------


def _forged(state: dict) -> list[tuple[dict, str]]:
    good = report(state, [0])
    drawn = state["drawn"]
    cases = [
        ({**good, "released": False}, "bad_release"),
        ({**good, "release": 5}, "bad_release"),
        ({**good, "trace": [5, 0, 0, 0, 3, 0, 0, 0]}, "bad_trace"),
        ({**good, "trace": [0, 0, 0]}, "bad_trace"),
        ({**good, "trace": [0, 0, -3000, 0]}, "bad_trace"),
        ({**good, "touching": [7 if drawn != 7 else 8]}, "bad_touching"),
        ({**good, "touching": [drawn]}, "bad_touching"),
        ({**good, "touching": [1, 0]}, "bad_ids"),
        ({**good, "touching": [0, 0]}, "bad_ids"),
        ({**good, "fallen": [1]}, "bad_fallen"),
        ({**good, "fallen": [drawn], "touching": [0], "poses": []}, "bad_touching"),
        ({**good, "poses": []}, "bad_poses"),
        ({**good, "poses": [*good["poses"], 29 if drawn != 29 else 28, 0, 0, 0]}, "bad_poses"),
        ({**good, "poses": [drawn, 0, 0, 4000]}, "bad_poses"),
        ({**good, "poses": [drawn, 0, 0]}, "bad_poses"),
    ]
    return cases


def test_inconsistent_reports_are_refused_and_change_nothing():
    table = start()
    seat = roll(table, "one")
    before = canonical(table.snapshot())
    for action, code in _forged(table.state):
        with pytest.raises(IllegalAction) as err:
            table.submit(seat, action)
        assert err.value.code == code, (action, err.value.code)
        assert canonical(table.snapshot()) == before


@pytest.mark.parametrize(
    "change",
    [
        {"trace": [0] * 3604},
        {"trace": [0, 30000, 0, 0]},
        {"release": -2},
        {"touching": [30]},
        {"top": 1},
        {"released": "yes"},
        {"poses": "none"},
    ],
)
def test_malformed_reports_are_refused(change):
    table = start()
    seat = roll(table, "one")
    before = canonical(table.snapshot())
    with pytest.raises(MalformedAction):
        table.submit(seat, {**report(table.state, [0]), **change})
    assert canonical(table.snapshot()) == before


def test_only_the_player_whose_turn_it_is_rolls_then_places():
    table = start()
    seat = table.state["turn"]
    with pytest.raises(NotYourTurn):
        table.submit((seat + 1) % 3, {"type": "roll"})
    with pytest.raises(IllegalAction) as err:
        table.submit(seat, {**report({**table.state, "drawn": 5}, [0])})
    assert err.value.code == "roll_first"
    table.submit(seat, {"type": "roll"})
    with pytest.raises(IllegalAction) as err:
        table.submit(seat, {"type": "roll"})
    assert err.value.code == "place_first"


# -- tears and the end ------------------------------------------------------------------------


def test_tears_come_from_a_pool_of_seven_and_the_last_one_eliminates_its_taker():
    table = start(3, seed=11)
    takers = []
    while table.state["tears_left"] > 1:
        takers.append(miss(table))
    assert sum(table.state["tears"]) == 6 and table.state["tears_left"] == 1
    assert table.result() is None
    # 0, 1, 2, 0, 1, 2 from the first player: each has two; the next takes the last.
    last = miss(table)
    assert table.state["tears_left"] == 0 and last in table.state["eliminated"]
    # The two others are tied with two tears and ladders are left: a tie-break.
    assert table.result() is None and table.state["tiebreak"]
    assert sorted(table.state["contenders"]) == sorted(s for s in range(3) if s != last)


def test_fewest_tears_wins_when_the_last_tear_is_taken():
    table = start(3, seed=2)
    a = table.state["turn"]
    b, c = (a + 1) % 3, (a + 2) % 3
    for _ in range(3):  # a misses, b misses, c places: a 3, b 3, c 0 after three rounds
        miss(table)
        miss(table)
        clean(table)
    assert table.state["tears"][a] == 3 and table.state["tears"][b] == 3
    miss(table)  # a takes the last tear
    result = table.result()
    assert result["winners"] == [c] and result["eliminated"] == [a]
    assert table.state["phase"] == "over"
    assert table.legal_actions(b) == [] and table.legal_actions(c) == []


def test_the_game_ends_when_the_last_ladder_is_placed():
    table = start(3, seed=4)
    first = table.state["turn"]
    while table.state["supply"]:
        if table.state["turn"] == first and len(table.state["supply"]) < 6:
            miss(table)
        else:
            clean(table)
    result = table.result()
    assert result is not None and first not in result["winners"]
    assert len(result["winners"]) == 2  # the other two tied with no tears: they share
    assert sum(result["placed"]) + sum(result["tears"]) == 28


def test_tiebreak_every_roll_is_moon_whoever_errs_is_eliminated_the_last_one_wins():
    table = start(3, seed=11)
    while table.state["tears_left"]:
        miss(table)
    contenders = table.state["contenders"]
    assert table.state["tiebreak"] and len(contenders) == 2
    first = table.state["turn"]
    assert first in contenders
    table.submit(first, {"type": "roll"})
    assert table.state["die"] == "moon"
    table.submit(first, report(table.state, [0], top=True))
    assert table.result() is None and table.state["placed"][first] == 1
    second = table.state["turn"]
    assert second in contenders and second != first
    table.submit(second, {"type": "roll"})
    assert table.state["die"] == "moon"
    table.submit(second, report(table.state, [0], top=False))  # an error: eliminated
    assert table.result()["winners"] == [first]
    assert second in table.state["eliminated"]
    assert table.state["tears_left"] == 0


def test_tiebreak_running_out_of_ladders_is_a_shared_win():
    table = start(3, seed=11)
    while table.state["tears_left"]:
        miss(table)
    contenders = list(table.state["contenders"])
    table.state["supply"] = table.state["supply"][:1]
    seat = roll(table)
    table.submit(seat, report(table.state, [0], top=True))
    assert table.result()["winners"] == sorted(contenders)


def test_two_players_the_third_tear_eliminates_and_the_other_wins():
    table = start(2, seed=5)
    a = table.state["turn"]
    for _ in range(2):
        miss(table)
        clean(table)
    assert table.state["tears"][a] == 2 and table.result() is None
    miss(table)
    assert table.result()["winners"] == [1 - a]
    assert table.state["eliminated"] == [a] and table.state["tears_left"] == 4


def test_two_players_out_of_ladders_fewest_tears_wins():
    table = start(2, seed=5)
    a = table.state["turn"]
    miss(table)
    while table.state["supply"]:
        clean(table)
    assert table.result()["winners"] == [1 - a]


def test_solo_place_as_many_as_you_can_before_seven_tears():
    table = start(1, seed=9)
    for _ in range(5):
        clean(table)
    for _ in range(6):
        miss(table)
    assert table.result() is None and table.state["turn"] == 0
    miss(table)
    result = table.result()
    assert result["placed"] == [5] and result["tears"] == [7] and result["solo"]
    assert result["winners"] == [] and table.state["eliminated"] == []


def test_legal_placements_are_accepted_and_cover_a_clean_one_a_miss_and_a_fall():
    for die in ("one", "two", "moon"):
        table = start(3, seed=1)
        clean(table)
        seat = roll(table, die)
        whys = []
        for action in table.legal_actions(seat):
            state = copy.deepcopy(table.state)
            GAME.apply(state, seat, action, Random(1))
            whys.append(state["last"]["why"])
        assert whys[0] is None and "fell" in whys and "held_fault" in whys
        assert whys[1] in ("touching_one", "touching_two", "moon_not_top")


# -- bots -------------------------------------------------------------------------------------


def test_bots_roll_then_place_through_the_planner():
    from engine.bots.catch_the_moon import make_bot

    table = start(2, seed=6)
    bot = make_bot("strong")
    seat = table.state["turn"]
    decision = bot.decide(table.view(seat), table.legal_actions(seat), Random(1))
    assert decision.action == {"type": "roll"} and decision.delay > 0
    table.submit(seat, decision.action)
    # Without a planner: one of the legal reports.
    decision = bot.decide(table.view(seat), table.legal_actions(seat), Random(1))
    assert decision.action in table.legal_actions(seat)
    asked = []

    def plan(world):
        asked.append(world)
        return {**report_fields(report(table.state, [0])), "trace": [0, 0, 0, 0], "release": 3}

    bot = make_bot("strong", Physics(planner=plan))
    decision = bot.decide(table.view(seat), table.legal_actions(seat), Random(1))
    assert asked[0]["skill"] == "strong" and asked[0]["die"] == table.state["die"]
    assert asked[0]["drawn"] == table.state["drawn"] and isinstance(asked[0]["seed"], int)
    table.submit(seat, decision.action)
    assert table.state["last"]["release"] == 3


def test_the_table_hands_its_physics_to_its_bots_when_it_arrives():
    """Physics on its way (`Physics()`: a phone whose game script is still loading) lets a bot
    roll but not place: it waits rather than place an example report no hand carried. With no
    physics at all it places an example; once the physics arrives, by its planner."""
    table = Table(moon.GAME.id, [SeatInfo("Bot", "bot", "easy")], seed=6)
    table.use_physics(Physics())
    table.submit(0, table.bot_decision(0).action)  # the roll needs no physics
    assert table.bot_decision(0) is None  # on its way: the bot waits
    table.use_physics(None)
    assert table.bot_decision(0).action in table.legal_actions(0)  # none: an example
    asked = []

    def plan(world):
        asked.append(world)
        return {**report_fields(report(table.state, [0])), "trace": [90, 0, 0, 0], "release": 7}

    table.use_physics(Physics(planner=plan))
    decision = table.bot_decision(0)
    assert asked and asked[0]["skill"] == "easy" and decision.action["release"] == 7
    assert decision.action["trace"] == [90, 0, 0, 0]


def test_a_bot_waits_while_its_plan_is_pending_and_lands_when_its_carry_is_seen_through():
    from engine.bots.catch_the_moon import LANDS_AFTER, make_bot

    table = start(2, seed=6)
    seat = table.state["turn"]
    table.submit(seat, {"type": "roll"})
    answers = [{"pending": True}]
    asked = []

    def plan(world):
        asked.append(world)
        return answers[-1]

    bot = make_bot("normal", Physics(planner=plan))
    view, legal = table.view(seat), table.legal_actions(seat)
    assert bot.decide(view, legal, Random(4)) is None  # still planning: no move yet
    placed = report(table.state, [0])
    answers.append({**report_fields(placed), "trace": [200, 0, 0, 0], "release": 260, "steps": 600})
    decision = bot.decide(view, legal, Random(4))
    assert asked[0] == asked[1]  # asked again the very same question, so the plan is found
    assert set(decision.action) == {"type", "trace", "release", *moon.REPORT}
    # the table watches the think, the carry and the settle (600 steps) before it hears of it
    assert decision.delay == pytest.approx(600 / 60 + LANDS_AFTER)
    assert 0 < asked[0]["think"] < 600
    table.submit(seat, decision.action)
    assert table.state["last"]["trace"] == [200, 0, 0, 0]


def test_bots_think_a_varied_human_time_longer_for_the_moon():
    from engine.bots.catch_the_moon import make_bot, think_time

    means = {}
    for die in ("one", "two", "moon"):
        times = [think_time(die, 3, Random(seed)) for seed in range(200)]
        assert min(times) >= 1.0 and max(times) > 1.7 * min(times)  # never instant, varied
        means[die] = sum(times) / len(times)
    assert means["one"] < means["two"] < means["moon"]
    assert think_time("moon", 12, Random(1)) > think_time("moon", 0, Random(1))  # taller: longer
    bot = make_bot("easy")
    table = start(2, seed=6)
    seat = table.state["turn"]
    rolls = {
        bot.decide(table.view(seat), table.legal_actions(seat), Random(s)).delay for s in range(40)
    }
    assert len(rolls) > 30 and min(rolls) >= 0.7 and max(rolls) - min(rolls) > 0.6


def test_the_browser_half_imports_the_rules_own_numbers(tmp_path):
    """The phone lets go of a hold where the rules stop believing one, settles and bounds a
    trace as they do: the build writes the rules' numbers into the module the browser half
    imports (games/catch_the_moon_numbers.js), here imported by Node as the browser imports it."""
    from scripts.build import write_game_numbers

    (tmp_path / "games").mkdir()
    module = tmp_path / "games" / "catch_the_moon_numbers.js"
    assert module in write_game_numbers(tmp_path)
    address = json.dumps(module.as_uri())
    script = f"const m = await import({address}); console.log(JSON.stringify({{...m}}));"
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=True,
    )
    numbers = json.loads(out.stdout)
    assert numbers == dict(GAME.physics_numbers)
    assert (numbers["HOLD_MAX"], numbers["SETTLE_CAP"], numbers["THINK_MAX"]) == (
        moon.HOLD_MAX,
        moon.SETTLE_CAP,
        moon.THINK_MAX,
    )
    assert (numbers["MAX_TRACE"], numbers["STEP_MAX"], numbers["STEPS_PER_SECOND"]) == (
        moon.MAX_TRACE,
        moon.STEP_MAX,
        moon.STEPS_PER_SECOND,
    )
    bounds = ("X_MIN", "X_MAX", "Y_MIN", "Y_MAX", "TRACE_A", "POSE_A")
    assert [numbers[name] for name in bounds] == [getattr(moon, name) for name in bounds]
