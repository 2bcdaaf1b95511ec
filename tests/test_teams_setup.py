"""Colorful's teams chosen on the set-up screen (one phone): a number of teams in seat order to
start with, then anyone put with anyone; an arrangement the rules forbid keeps Start off and
says why, in Spanish and English; the chosen teams are dealt, saved and resumed."""

from __future__ import annotations

import json
import re

from sobremesa_web.app import App
from sobremesa_web.state import SAVE_KEY

from tests.test_app import Clock


def colorful_setup(lang: str = "en", seats: int = 4) -> App:
    app = App({}, Clock(), lang=lang, seed=11)
    app.handle("choose", json.dumps("colorful"))
    while len(app.setup["seats"]) < seats:
        app.handle("add-seat")
    while len(app.setup["seats"]) > seats:
        app.handle("remove-seat", json.dumps(len(app.setup["seats"]) - 1))
    return app


def start_button(page: str) -> str:
    return re.search(r'<button[^>]*id="start"[^>]*>', page)[0]


def team_select(page: str, seat: int) -> str:
    return re.search(rf'<select[^>]*name="team-{seat}".*?</select>', page, re.S)[0]


def chosen_team(page: str, seat: int) -> str:
    return re.search(r"<option[^>]*selected[^>]*>([^<]*)</option>", team_select(page, seat))[1]


def test_teams_start_in_seat_order_and_anyone_can_be_put_with_anyone():
    app = colorful_setup(seats=5)
    page = app.render()
    assert 'name="team-0"' not in page  # no teams unless chosen
    app.handle("refresh", None, {"option-teams": "2"})
    page = app.render()
    assert [chosen_team(page, s) for s in range(5)] == [
        "Team 1",
        "Team 2",
        "Team 1",
        "Team 2",
        "Team 1",
    ]
    assert 'aria-label="Player 1&#x27;s team"' in page
    assert "disabled" not in start_button(page)
    app.handle("refresh", None, {"option-teams": "3", "team-1": "1"})  # a new count: seat order
    assert app.setup["options"]["teams"] == [[0, 3], [1, 4], [2]]
    app.handle("refresh", None, {"option-teams": "2"})
    app.handle("refresh", None, {"option-teams": "2", "team-1": "0", "team-2": "1"})
    page = app.render()
    assert [chosen_team(page, s) for s in range(5)] == [
        "Team 1",
        "Team 1",
        "Team 2",
        "Team 2",
        "Team 1",
    ]
    app.handle("start")
    table = app.session.table
    assert table.options["teams"] == [[0, 1, 4], [2, 3]]
    assert table.state["teams"] == [0, 0, 1, 1, 0]


def test_a_team_of_one_keeps_start_off_and_says_why_in_both_languages():
    for lang, why in [
        ("en", "To start: Team 2 has fewer than 2 players: each team needs at least 2."),
        (
            "es",
            "Para empezar: El equipo 2 tiene menos de 2 jugadores: cada equipo necesita al "
            "menos 2.",
        ),
    ]:
        app = colorful_setup(lang)
        app.handle("refresh", None, {"option-teams": "2"})
        app.handle("refresh", None, {"option-teams": "2", "team-1": "0", "team-3": "0"})
        assert app.setup["options"]["teams"] == [[0, 1, 2, 3], []]
        app.handle("refresh", None, {"option-teams": "2", "team-3": "1"})
        assert app.setup["options"]["teams"] == [[0, 1, 2], [3]]
        page = app.render()
        assert "disabled" in start_button(page)
        assert why in page
        app.handle("start")  # a tap on a disabled button that got through anyway deals nothing
        assert app.screen == "setup" and app.session is None
        app.handle("refresh", None, {"option-teams": "2", "team-2": "1"})
        page = app.render()
        assert "disabled" not in start_button(page) and why not in page


def test_three_teams_need_six_players_and_a_new_seat_joins_the_smallest_team():
    app = colorful_setup(seats=5)
    app.handle("refresh", None, {"option-teams": "3"})
    assert app.setup["options"]["teams"] == [[0, 3], [1, 4], [2]]
    assert "Team 3 has fewer than 2 players" in app.render()
    app.handle("add-seat")
    assert app.setup["options"]["teams"] == [[0, 3], [1, 4], [2, 5]]
    page = app.render()
    assert chosen_team(page, 5) == "Team 3" and "disabled" not in start_button(page)
    app.handle("remove-seat", json.dumps(0))  # the others move up a seat, in the same teams
    assert app.setup["options"]["teams"] == [[2], [0, 3], [1, 4]]
    assert "Team 1 has fewer than 2 players" in app.render()
    app.handle("refresh", None, {"option-teams": "0"})
    assert app.setup["options"]["teams"] is None
    assert "disabled" not in start_button(app.render())


def test_a_forged_form_changes_no_team():
    app = colorful_setup()
    app.handle("refresh", None, {"option-teams": "2"})
    before = json.dumps(app.setup["options"])
    for form in [
        {"option-teams": "9"},
        {"option-teams": "1"},
        {"option-teams": "-2"},
        {"option-teams": "dos"},
        {"option-teams": "2", "team-0": "2"},
        {"option-teams": "2", "team-0": "-1"},
        {"option-teams": "2", "team-0": "x"},
        {"option-teams": "2", "team-9": "1"},
        {"option-teams": "2", "team-0": "1" * 5000},
    ]:
        app.handle("refresh", None, form)
        assert json.dumps(app.setup["options"]) == before, form


def test_the_chosen_teams_are_saved_and_resumed():
    storage: dict[str, str] = {}
    app = App(storage, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("colorful"))
    app.handle("refresh", None, {"option-teams": "2"})
    app.handle("start", None, {"option-teams": "2", "team-0": "1", "team-1": "0"})
    saved = json.loads(storage[SAVE_KEY])["table"]
    assert saved["options"]["teams"] == [[1, 2], [0, 3]]
    reopened = App(storage, Clock(), lang="en")
    reopened.handle("resume")
    assert reopened.session.table.state["teams"] == [1, 0, 0, 1]
