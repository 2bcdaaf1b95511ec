"""The `Teams` kind of game option (engine.core): a table split into teams as the players see
fit. Its shape is checked when the option arrives, its seats when the game is dealt, and it
follows the lobby's seats as they come and go. Colorful's own team tests are in
tests/test_colorful.py."""

import pytest

from engine.core import GameError, Teams

TEAMS = Teams("teams", min_size=2, max_teams=6)


def test_no_teams_and_well_formed_arrangements_are_taken_members_in_seat_order():
    assert TEAMS.clean(None) is None
    assert TEAMS.clean([[2, 0], [1, 3, 4]]) == [[0, 2], [1, 3, 4]]
    assert TEAMS.clean([[0], [1], []]) == [[0], [1], []]  # a lobby waiting for its guests
    assert TEAMS.fit([[0, 2], [1, 3, 4]], 5) == [[0, 2], [1, 3, 4]]


@pytest.mark.parametrize(
    "value, code",
    [
        ([[0, 1], [1, 2, 3]], "team_twice"),  # a seat in two teams
        ([[0, 1, 2, 3]], "team_count"),  # one team is no teams
        ([[0, 1], [2, 3], [3, 4]], "team_twice"),
        ([[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], [12, 13]], "team_count"),
        ([], "team_count"),
        ("0,1|2,3", "team_count"),
        ({"0": [0, 1]}, "team_count"),
        ([[0, 1], "23"], "bad_option"),
        ([[0, "1"], [2, 3]], "bad_option"),
        ([[True, 1], [2, 3]], "bad_option"),
        ([[0.0, 1], [2, 3]], "bad_option"),
        ([[-1, 0], [1, 2]], "bad_option"),
        ([[0, 16], [1, 2]], "bad_option"),
        ([[0, 1], [2, 3, [4]]], "bad_option"),
        ([[0, 1], list(range(2, 40))], "bad_option"),
        (1, "bad_option"),
        (7, "bad_option"),
        (True, "team_count"),
    ],
)
def test_a_malformed_or_forbidden_arrangement_is_refused_with_its_reason(value, code):
    with pytest.raises(GameError) as err:
        TEAMS.clean(value)
    assert err.value.code == code
    assert err.value.params["option"] == "teams"


@pytest.mark.parametrize(
    "value, players, code, seat",
    [
        ([[0], [1, 2, 3]], 4, "team_size", None),  # a team of one
        ([[0, 1], [2, 3], []], 4, "team_size", None),  # a team of nobody
        ([[0, 1], [2, 7]], 4, "team_seat", 7),  # a seat that is not at this table
        ([[0, 1], [2, 3]], 5, "team_none", 4),  # a seat in no team
        ([[0, 2], [1, 3]], 3, "team_seat", 3),
    ],
)
def test_an_arrangement_must_seat_exactly_the_tables_seats(value, players, code, seat):
    with pytest.raises(GameError) as err:
        TEAMS.fit(TEAMS.clean(value), players)
    assert err.value.code == code
    if seat is not None:
        assert (err.value.params["seat"], err.value.params["n"]) == (seat, seat + 1)


def test_the_starting_point_is_seat_order_and_the_choices_are_the_counts_that_fit():
    assert TEAMS.in_seat_order(7, 3) == [[0, 3, 6], [1, 4], [2, 5]]
    assert TEAMS.choices_for(5) == [None, [[0, 2, 4], [1, 3]]]
    assert len(TEAMS.choices_for(12)) == 6  # none, 2..6
    assert TEAMS.fit(2, 4) == [[0, 2], [1, 3]]  # the earlier spelling, in seat order
    assert TEAMS.fit(TEAMS.clean(0), 4) is None
    with pytest.raises(GameError) as err:
        TEAMS.fit(3, 5)
    assert err.value.code == "team_size"


def test_a_newcomer_joins_the_smallest_team_and_a_leaver_moves_the_seats_up():
    teams = [[0, 2, 4], [1, 3]]
    assert TEAMS.seat_added(teams, 6) == [[0, 2, 4], [1, 3, 5]]
    assert TEAMS.seat_added([[0, 2], [1, 3]], 5) == [[0, 2, 4], [1, 3]]
    assert TEAMS.seat_added([[0, 2], [1, 3]], 4) == [[0, 2], [1, 3]]  # seat 3 has a team
    assert teams == [[0, 2, 4], [1, 3]]  # a new value, the old one untouched
    assert TEAMS.seat_removed(teams, 1) == [[0, 1, 3], [2]]  # a team of one: the set-up says so
    assert TEAMS.seat_removed([[0, 1], [2, 3], [4, 5]], 4) == [[0, 1], [2, 3], [4]]
    assert TEAMS.seat_removed([[0, 1], [2]], 2) == [[0, 1], []]  # a team of nobody: too small
    assert TEAMS.seat_added(None, 5) is None and TEAMS.seat_removed(None, 1) is None
