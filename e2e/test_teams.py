"""Colorful's teams chosen on one phone: the set-up offers teams in seat order, anyone can be
put with anyone, a team of one keeps Start off and says why, and a game with bots played to
the end shows the chosen teams' scores. The set-up fits 320 px in Spanish and English."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, seat_kind
from e2e.test_colorful import act_once
from e2e.test_multiplayer import host_python

NAMES = ["Ana", "Bot B", "Bot C", "Bot D", "Bot E"]


def seat_teams(page: Page, names: list[str]) -> None:
    """Name the seats (Ana, then bots) and choose two teams."""
    page.get_by_role("button", name="Play Colorful").click()
    seats = page.locator(".seat-row")
    while seats.count() < len(names):
        page.get_by_role("button", name="Add a player").click()
    for i, name in enumerate(names):
        kind = "human" if i == 0 else "bot"
        seat_kind(page, i + 1, kind).click()
        page.get_by_role("textbox", name=f"Name of seat {i + 1}", exact=True).fill(name)
    page.locator('select[name="option-teams"]').select_option("2")


def team_of(page: Page, name: str):
    return page.get_by_role("combobox", name=f"{name}'s team", exact=True)


def test_teams_chosen_at_set_up_play_to_the_end_and_score_as_chosen(page: Page, site: str):
    open_app(page, site, "?seed=5&tempo=0.03")
    seat_teams(page, NAMES)
    for name, team in zip(NAMES, ["0", "1", "0", "1", "0"], strict=True):  # seat order
        expect(team_of(page, name)).to_have_value(team)
    start = page.get_by_role("button", name="Start", exact=True)
    expect(start).to_be_enabled()

    # Ana with Bot B, against Bot C, Bot D and Bot E; on the way, a team of one is refused
    team_of(page, "Bot B").select_option("0")
    expect(start).to_be_disabled()
    expect(page.locator(".start-reason")).to_have_text(
        "To start: Team 2 has fewer than 2 players: each team needs at least 2."
    )
    team_of(page, "Bot C").select_option("1")
    expect(start).to_be_enabled()
    expect(page.locator(".start-reason")).to_have_count(0)
    team_of(page, "Bot E").select_option("1")
    for name, team in zip(NAMES, ["0", "0", "1", "1", "1"], strict=True):
        expect(team_of(page, name)).to_have_value(team)
    start.click()

    said: list[str] = []
    for _ in range(400):
        if page.locator(".result").count():
            break
        act_once(page, said)
    result = page.locator(".result")
    expect(result).to_be_visible()
    for name, team in [("Ana", 1), ("Bot B", 1), ("Bot C", 2), ("Bot D", 2), ("Bot E", 2)]:
        expect(page.locator(".cf-scores tbody")).to_contain_text(f"{name} (Team {team})")
    # What the player reads is the book's tally of what was laid: per category, each team
    # scores its members whose colour matches another member's.
    reveals = json.loads(str(host_python(page, "json.dumps(app.session.table.state['reveals'])")))
    teams = [[0, 1], [2, 3, 4]]
    expected = [
        sum(
            sum(1 for s in team if any(laid[s] == laid[m] for m in team if m != s))
            for laid in reveals
        )
        for team in teams
    ]
    text = page.locator("#app").inner_text()
    assert f"Team 1: {expected[0]} points" in text and f"Team 2: {expected[1]} points" in text, text


def test_the_team_set_up_fits_320_px_in_both_languages(page: Page, site: str):
    for lang in ("en", "es"):
        page.set_viewport_size({"width": 320, "height": 640})
        open_app(page, site, "?seed=5")
        language = "English" if lang == "en" else "Español"
        page.get_by_role("button", name=language, exact=True).click()
        play = "Play Colorful" if lang == "en" else "Jugar a Colorful"
        page.get_by_role("button", name=play).click()
        page.locator('select[name="option-teams"]').select_option("3")
        expect(page.locator('select[name="team-0"]')).to_be_visible()
        width = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert width == 0, f"{lang}: the set-up scrolls sideways by {width} px"
        expect(page.locator(".start-reason")).to_be_visible()  # 4 seats, 3 teams: one too small
