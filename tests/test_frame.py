"""The table frame every game fills (screens/game.py): a one-row top bar of named icon buttons,
the seat strip, the table area, the log's handle and the dock; How to play, the menu, the log
and the result as sheets. Plain Python, no browser: what a player would find on the screen."""

from __future__ import annotations

import json
import re

from sobremesa_web import screens
from sobremesa_web.app import App
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.session import GameSession

from engine.games import catalog
from engine.table import SeatInfo, Table
from tests.test_app import Clock


def started(game_id: str, lang: str = "en") -> App:
    app = App({}, Clock(), lang=lang, seed=3)
    app.handle("choose", json.dumps(game_id))
    app.handle("start")
    return app


def part(page: str, cls: str) -> str:
    """The element with class `cls` (its opening tag to the matching close), or ""."""
    found = re.search(rf'<(\w+)[^>]*class="[^"]*\b{re.escape(cls)}\b[^"]*"', page)
    if not found:
        return ""
    tag, start, depth = found[1], found.start(), 0
    for m in re.finditer(rf"<(/?){tag}\b", page[start:]):
        depth += -1 if m[1] else 1
        if depth == 0:
            return page[start : start + m.end()]
    return page[start:]


def test_every_table_has_one_top_bar_of_named_icon_buttons_and_the_frame_regions():
    for game in catalog():
        for lang, names in (
            ("en", ("How to play", "Menu", "At the table", "Sound")),
            ("es", ("Cómo se juega", "Menú", "En la mesa", "Sonido")),
        ):
            page = started(game.id, lang).render()
            bar = part(page, "game-bar")
            assert game.title in bar
            for name in names[:2]:  # icons in the bar, each with a name a screen reader says
                assert re.search(rf'<button[^>]*aria-label="{name}"', bar), (game.id, name)
            assert re.search(rf'<button[^>]*aria-label="{names[2]}"', part(page, "log-row"))
            assert "Leave" not in bar and "Salir" not in bar  # leaving is in the menu
            assert names[3] not in bar  # sound is in the menu, not twice
            for region in ("seat-strip", "table-area", "dock"):
                assert part(page, region), (game.id, region)
            assert "<dialog" not in page  # no sheet until one is asked for


def test_the_seat_strip_names_everyone_and_marks_whose_turn_it_is():
    app = started("claro")
    view = app.session.view()
    strip = part(app.render(), "seat-strip")
    assert strip.count("<li") == len(view["seats"])
    assert "Player 1 (you)" in strip and "cards" in strip and "stars" in strip
    turn = view["state"]["turn"]
    current = re.findall(r'<li[^>]*data-seat="(\d+)"[^>]*aria-current="true"', strip)
    assert current == [str(turn)]


def test_the_menu_the_log_and_how_to_play_open_as_sheets_over_the_table():
    app = started("claro")
    app.handle("sheet", json.dumps("menu"))
    menu = part(app.render(), "sheet-menu")
    assert menu.startswith("<dialog open") and "Leave to home" in menu
    assert "Play again" not in menu  # the end-of-game actions come with the end
    # What a player looks for in a menu: How to play, the sound, leaving.
    assert re.search(r'<button[^>]*data-cmd="rules"[^>]*>How to play<', menu)
    sound = re.search(r'<button[^>]*data-cmd="sound"[^>]*aria-pressed="(\w+)"', menu)
    assert sound and "<span>Sound</span>" in menu
    was = sound[1]
    app.handle("sound")
    menu = part(app.render(), "sheet-menu")
    now = re.search(r'<button[^>]*data-cmd="sound"[^>]*aria-pressed="(\w+)"', menu)
    assert now and now[1] != was  # toggled, and the menu stays open
    app.handle("sheet", json.dumps("log"))
    page = app.render()
    assert not part(page, "sheet-menu") and part(page, "sheet-log").startswith("<dialog open")
    app.handle("sheet", json.dumps("anything else"))
    assert "<dialog" not in app.render()
    app.handle("rules", json.dumps("claro"))
    how = part(app.render(), "sheet-how-to")
    assert how.startswith("<dialog open") and "How to play Claro" in how


def test_the_result_takes_the_docks_place_and_the_menu_offers_another_game():
    app = started("claro")
    session = app.session
    for _ in range(3000):
        if session.table.result() is not None:
            break
        seat = session.table.view(None)["active"][0]
        action = (
            session.table.view(seat)["legal"][0]
            if seat in session.humans
            else session.table.bot_decision(seat).action
        )
        session.table.submit(seat, action)
    page = app.render()
    result = part(page, "sheet-result")
    assert result.startswith("<dialog open") and "result-title" in result
    assert "Play again" in result and not part(page, "dock")
    app.handle("sheet", json.dumps("menu"))
    menu = part(app.render(), "sheet-menu")
    assert "Play again" in menu and "The Mind" in menu  # another game at the same seats


def test_the_mind_keeps_its_hand_and_its_one_control_in_the_dock():
    app = started("the_mind")
    dock = part(app.render(), "dock")
    assert 'class="hand"' in dock and 'id="mind-ready"' in dock and "data-hotkey" in dock
    app.handle("act", json.dumps({"type": "ready"}))
    table = app.session.table
    for seat in range(1, len(table.seats)):
        table.submit(seat, {"type": "ready"})
    page = app.render()
    assert 'id="mind-play"' in part(page, "dock")
    assert 'aria-label="Pile"' in part(page, "table-area")
    # a throwing star proposed: the vote over the hand (on the screen in a narrow column too),
    # never handed the focus, and no Play under it
    table.submit(1, {"type": "propose_star"})
    page = app.render()
    dock = part(page, "dock")
    assert '<div class="actions vote" data-no-refocus>' in dock
    assert dock.index("Accept the star") < dock.index('class="hand"')
    assert "vote" not in part(page, "table-area") and "mind-play" not in page


def test_claro_fans_the_last_few_cards_with_every_number_readable():
    from sobremesa_web.screens import claro

    table = Table("claro", [SeatInfo(f"P{i}") for i in range(4)], seed=2)
    for _ in range(40):
        if len(table.state["played"]) >= 6 or table.state["phase"] != "play":
            break
        seat = table.state["turn"]
        table.submit(seat, table.bot_decision(seat).action)
    played = table.state["played"]
    assert len(played) >= 2
    session = GameSession(table)
    regions = claro.render_regions(session.view(), {}, Translator("en").for_game("claro"))
    fan = part(regions.table, "fan")
    shown = played[-claro.FANNED :]
    for card in shown:
        number = claro.CARDS[card]["number"]
        if not claro.CARDS[card]["joker"]:
            assert f'<span class="num">{number}</span>' in fan
    assert fan.count('role="img"') == len(shown)
    if len(played) > claro.FANNED:
        assert f"+{len(played) - claro.FANNED}" in fan
    assert 'class="hand"' in regions.dock


def test_colorful_lays_from_the_docks_fixed_bar_with_nothing_inserted_above_the_colours():
    app = started("colorful")
    session = app.session
    table = session.table
    for _ in range(200):
        view = table.view(0)
        if view["state"]["phase"] == "choose" and view["legal"]:
            break
        seat = table.view(None)["active"][0]
        table.submit(seat, table.bot_decision(seat).action)
    before = part(app.render(), "dock")
    assert re.search(r'<button[^>]*id="cf-lay"[^>]*disabled', before)  # there, waiting
    colour = table.view(0)["state"]["hand"][0]
    app.handle("ui", json.dumps({"pick": colour}))
    after = part(app.render(), "dock")
    assert after.index("cf-hand") < after.index('id="cf-lay"')

    def grid(dock: str) -> str:  # the colours, whichever is pressed
        return re.sub(r'aria-pressed="\w+"', "", dock[: dock.index('<div class="dock-bar">')])

    assert grid(after) == grid(before) and 'aria-pressed="true"' in after
    assert re.search(r'<button[^>]*id="cf-lay"', after) and not re.search(
        r'<button[^>]*id="cf-lay"[^>]*disabled', after
    )
    assert after.count("<button") == before.count("<button")  # nothing came, nothing went
    assert part(app.render(), "cf-card")  # the category card on the table


def test_a_dock_with_controls_tells_the_last_moves_above_them_newest_last():
    app = started("claro")
    table = app.session.table
    assert "story" not in part(app.render(), "dock")  # nothing has happened yet
    for _ in range(3):  # Ana's first card, then the bots', each as its seat would
        seat = table.view(None)["active"][0]
        decision = table.bot_decision(seat) if seat else None
        table.submit(seat, decision.action if decision else table.legal_actions(seat)[0])
    page = app.render()
    dock = part(page, "dock")
    assert dock.startswith('<div class="dock" id="dock"><ol class="story" aria-hidden="true"><li>')
    lines = re.findall(r"<li>([^<]*)</li>", part(page, "story"))
    assert 1 <= len(lines) <= screens.frame.STORY_LINES
    latest = re.search(r'class="log-latest"[^>]*>([^<]*)<', page)[1]
    assert lines[-1].startswith(latest)  # the newest: the line the log's handle shows
    assert 'class="log-row told"' in page
    finish(app)
    page = app.render()
    assert 'class="story"' not in page and 'class="log-row"' in page  # the result: no dock


def test_cloud_mine_and_catch_the_moon_put_their_table_in_the_table_area():
    moon = part(started("catch_the_moon").render(), "table-area")
    assert 'id="moon-canvas"' in moon
    clouds = started("cloud_mine")
    table = clouds.session.table
    for _ in range(50):
        if table.view(0)["legal"]:
            break
        seat = table.view(None)["active"][0]
        table.submit(seat, table.bot_decision(seat).action)
    page = clouds.render()
    assert 'class="clouds"' in part(page, "table-area") or 'id="cm-name"' in part(page, "dock")


def test_a_screen_that_cannot_draw_its_view_says_so_in_the_table_area():
    broken = {"game": "claro", "seat": 0, "seats": [{"name": "Ana"}], "state": {}}
    regions = screens.frame.regions(
        for_game("claro"), broken, {}, Translator("en").for_game("claro")
    )
    assert 'role="alert"' in regions.table and regions.dock == ""


def finish(app: App) -> None:
    """Play the table to its end: the bots' own moves; in The Mind, where bots wait for the
    clock, each seat in turn its first move that is not a pause or a star (mistakes end it)."""
    table = app.session.table
    for _ in range(5000):
        if table.result() is not None:
            return
        if table.game_id == "the_mind":
            seat, move = next(
                (s, m)
                for s in range(len(table.seats))
                for m in table.view(s)["legal"]
                if m["type"] not in ("pause", "propose_star")
            )
        else:
            seat = table.view(None)["active"][0]
            decision = table.bot_decision(seat)
            move = decision.action if decision else table.legal_actions(seat)[0]
        table.submit(seat, move)
    raise AssertionError(f"{table.game_id} did not end")


def rows_of(result: str) -> list[tuple[str, str, str, bool]]:
    """The standings' rows as (place, name, score, won)."""
    return [
        (m[2], re.sub(r"<[^>]+>|★", "", m[3]), m[4], "won" in m[1])
        for m in re.finditer(
            r'<li class="(standing[^"]*)">(?:<span class="place"><span[^>]*>[^<]*</span>(\d+)'
            r'</span>)?<span class="who">(.*?)</span><span class="score">([^<]*)</span></li>',
            result,
        )
    ]


def test_every_game_ends_on_a_result_screen_with_its_standings_and_what_decided_it():
    expected = {  # what each game counts, as its rows say it
        "the_mind": r"Level \d+ of \d+ · (\d+ lives|1 life) left",
        "claro": r"\d+ stars?",
        "colorful": r"\d+ points?",
        "cloud_mine": r"\d+ cards?",
        "catch_the_moon": r"Tears: \d+( · out)?",
    }
    for game in catalog():
        app = started(game.id)
        finish(app)
        view = app.session.view()
        result = part(app.render(), "sheet-result")
        assert result.startswith("<dialog open"), game.id
        rows = rows_of(result)
        moment = re.search(r'<p class="result-moment">([^<]+)</p>', result)
        assert moment and moment[1].strip(), game.id  # the one line that decided it
        assert "Share replay" in result and "Leave to home" in result and "Play again" in result
        for _place, _name, score, _won in rows:
            assert re.fullmatch(expected[game.id], score), (game.id, score)
        winners = view["result"]["winners"]
        if game.id == "the_mind":  # won or lost together: one row for the whole table
            assert len(rows) == 1 and rows[0][0] is None and rows[0][1] == "The whole table"
            assert rows[0][3] == bool(winners)
            state = view["state"]
            assert f"Level {state['level']} of {state['levels']}" in rows[0][2]
            continue
        names = [s["name"] for s in view["seats"]]
        assert sorted(r[1].removesuffix(" (you)") for r in rows) == sorted(names), game.id
        assert [int(r[0]) for r in rows] == sorted(int(r[0]) for r in rows)  # first place first
        won = {r[1].removesuffix(" (you)") for r in rows if r[3]}
        assert won == {names[s] for s in winners} and all(r[0] == "1" for r in rows if r[3])
        mine = [r for r in rows if r[1].endswith(" (you)")]
        assert len(mine) == 1 and mine[0][1] == f"{names[view['seat']]} (you)"


def test_claro_s_standings_count_the_stars_the_result_gave():
    app = started("claro")
    finish(app)
    view = app.session.view()
    rows = rows_of(part(app.render(), "sheet-result"))
    names = [s["name"] for s in view["seats"]]
    stars = view["result"]["stars"]
    for _place, name, score, _won in rows:
        seat = names.index(name.removesuffix(" (you)"))
        assert score == (f"{stars[seat]} star" + ("" if stars[seat] == 1 else "s"))
    assert rows[0][2] == f"{max(stars)} stars" and rows[0][3]


def test_a_standings_function_that_trips_leaves_the_winners_line():
    from dataclasses import replace

    screen = for_game("claro")
    broken = replace(screen, standings=lambda view, t: view["no such key"])
    t = Translator("en").for_game("claro")
    view = {"seats": [{"name": "Ana"}], "result": {"winners": [0]}, "seat": 0}
    assert screens.game.final_standings(broken, view, t) is None
    page = screens.game.result_sheet(t, view, "claro", 1, True)
    assert "You win!" in page and "standings" not in page


def test_the_seat_strip_lays_every_seat_in_even_rows_never_a_sideways_row():
    strip_columns = screens.frame.strip_columns
    # four to a row (three on a narrow phone), the rows as even as they can be
    assert [strip_columns(n, 4) for n in range(1, 13)] == [1, 2, 3, 4, 3, 3, 4, 4, 3, 4, 4, 4]
    assert [strip_columns(n, 3) for n in range(1, 13)] == [1, 2, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3]
    app = App({}, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("colorful"))
    while len(app.setup["seats"]) < 8:
        app.handle("add-seat")
    app.handle("start")
    strip = part(app.render(), "seat-strip")
    assert strip.count("<li") == 8
    assert "--cols:4;--cols-narrow:3;--cols-side:2" in strip
