"""Game screens rendered on the host: what a player can tap, and what they are told."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re

import sobremesa_web.screens as screens_pkg
from sobremesa_web.html import esc
from sobremesa_web.i18n import CATALOG, Translator, game_keys
from sobremesa_web.registry import for_game
from sobremesa_web.session import GameSession

from engine.games import catalog
from engine.games.claro import why_not
from engine.table import SeatInfo, Table

claro_screen = for_game("claro")
mind_screen = for_game("the_mind")
T = Translator("en").for_game("claro")
MIND = Translator("en").for_game("the_mind")


def claro_table(seed: int = 2) -> Table:
    return Table("claro", [SeatInfo("Ana"), SeatInfo("Bot", "bot")], seed=seed)


def test_every_screen_string_exists_in_both_languages():
    for module in pkgutil.iter_modules(screens_pkg.__path__):
        importlib.import_module(f"sobremesa_web.screens.{module.name}")
    assert CATALOG["es"].keys() == CATALOG["en"].keys()
    for game in catalog():
        for_game(game.id)
        assert game_keys(game.id, "es") == game_keys(game.id, "en"), game.id
        assert "blurb" in game_keys(game.id, "es"), game.id


def test_claro_invalid_cards_say_why_on_tap_and_valid_ones_play():
    for seed in range(50):
        table = claro_table(seed)
        if table.state["turn"] != 0:
            continue
        table.submit(0, {"type": "play", "card": max(table.state["hands"][0])})
        if table.state["turn"] == 1:
            bot = table.bot_decision(1)
            table.submit(1, bot.action)
        if table.state["turn"] != 0 or table.state["phase"] != "play":
            continue
        view = {**table.view(0), "recent": []}
        invalid = [c for c in view["state"]["hand"] if c not in view["state"]["playable"]]
        if not invalid or not view["state"]["playable"]:
            continue
        html = screens_pkg.frame.body(claro_screen, view, {}, T)
        assert html.count('data-cmd="act"') == len(view["state"]["playable"])
        assert 'aria-disabled="true"' in html
        ui: dict = {}
        claro_screen.on_ui(ui, {"why": invalid[0]}, view)
        shown = screens_pkg.frame.body(claro_screen, view, ui, T)
        reason = T.error(why_not(invalid[0], view["state"]["last"]).to_dict())
        assert not reason.startswith("Not allowed")  # a sentence of Claro's own, not a fallback
        assert esc(reason) in shown
        return
    raise AssertionError("no position with both valid and invalid cards found")


def test_claro_discard_step_selects_cards_and_offers_to_keep_the_hand():
    table = claro_table(1)
    session = GameSession(table)
    for _ in range(200):
        if table.state["phase"] == "refill" and table.state["turn"] == 0:
            break
        seat = table.active_seats()[0]
        table.submit(seat, table.bot_decision(seat).action if seat else table.legal_actions(0)[0])
    assert table.state["phase"] == "refill"
    view = session.view()
    html = screens_pkg.frame.body(claro_screen, view, session.ui, T)
    assert "Keep my hand" in html
    card = view["state"]["hand"][0]
    claro_screen.on_ui(session.ui, {"toggle": card}, view)
    html = screens_pkg.frame.body(claro_screen, view, session.ui, T)
    assert "Discard 1 and draw" in html
    assert json.dumps({"type": "discard", "cards": [card]}).replace('"', "&quot;") in html


def test_the_mind_shows_only_my_hand_and_one_play_button():
    table = Table("the_mind", [SeatInfo("Ana"), SeatInfo("B", "bot"), SeatInfo("C", "bot")], seed=4)
    for seat in range(3):
        table.submit(seat, {"type": "ready"})
    session = GameSession(table)
    html = screens_pkg.frame.body(mind_screen, session.view(), {}, MIND)
    mine = table.state["hands"][0]
    assert f"Play my {mine[0]}" in html
    for other in table.state["hands"][1] + table.state["hands"][2]:
        assert f'data-card="{other}"' not in html


def test_every_game_explains_itself_from_its_setup_and_its_table_in_both_languages():
    from sobremesa_web.app import App

    from tests.test_app import Clock

    for game in catalog():
        for lang, title in (("en", "How to play"), ("es", "Cómo se juega")):
            app = App({}, Clock(), lang=lang, seed=3)
            app.handle("choose", json.dumps(game.id))
            assert f">{title}</button>" in app.render()
            app.handle("rules", json.dumps(game.id))
            page = app.render()
            assert f"{title} {'a ' if lang == 'es' else ''}{game.title}" in page
            sheet = page.split('<dialog open class="sheet sheet-how-to"')[1].split("</dialog>")[0]
            assert "[" not in sheet  # no missing string
            app.handle("start")
            assert 'id="how-to-title"' not in app.render()  # a new screen starts closed
            app.handle("rules", json.dumps(game.id))
            assert 'id="how-to-title"' in app.render()
            app.handle("rules")
            assert 'id="how-to-title"' not in app.render()


def test_the_table_log_says_who_did_what():
    from sobremesa_web.app import App

    from tests.test_app import Clock, play_first_legal

    clock = Clock()
    app = App({}, clock, lang="en", seed=3)
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    play_first_legal(app, 3, 60, clock.advance)
    assert 'class="table-log' not in app.render()  # a drawer, closed until asked for
    app.handle("sheet", json.dumps("log"))
    page = app.render()
    log = page.split('class="table-log')[1]
    assert re.search(r"<li>Bot \d played \d+", log) or re.search(r"<li>Player 1 ", log)
    names = [s["name"] for s in app.session.view()["seats"]]
    assert any(f"<li>{name} played" in log for name in names[1:])


def test_the_log_sheet_shows_every_remembered_line_newest_first():
    """A player opens the log to read what just happened: it is the first line, and the lines
    before it are all there (not the last six), however fast the bots played meanwhile."""
    from sobremesa_web.app import App
    from sobremesa_web.registry import for_game
    from sobremesa_web.screens.frame import log_lines

    from tests.test_app import Clock, play_first_legal

    clock = Clock()
    app = App({}, clock, lang="en", seed=3)
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    play_first_legal(app, 12, 60, clock.advance)
    lines = log_lines(for_game("claro"), app.session.view(), app.t)
    assert len(lines) > 6
    latest = re.search(r'class="log-latest"[^>]*>(.*?)</p>', app.render()).group(1)
    app.handle("sheet", json.dumps("log"))
    log = app.render().split('class="table-log')[1].split("</ol>")[0]
    shown = re.findall(r"<li>(.*?)</li>", log)
    assert len(shown) == len(lines)
    assert shown[0] == latest and shown[-1] != latest


def test_the_result_speaks_to_the_person_holding_the_phone():
    from sobremesa_web.screens.frame import winners_line

    seats = [{"name": "Ana"}, {"name": "Bot 2"}]
    view = {"seat": 0, "seats": seats, "result": {"winners": [0]}}
    assert winners_line(T, view) == "You win!"
    assert winners_line(T, {**view, "seat": 1}) == "Ana wins!"
    assert winners_line(T, view, people_here=2) == "Ana wins!"  # a phone passed round
    assert winners_line(T, {**view, "result": {"winners": [0, 1]}}) == "You all win together!"
    es = Translator("es").for_game("the_mind")
    assert es("mind.cards", n=1) == "1 carta" and es("mind.cards", n=2) == "2 cartas"


def test_a_seat_switched_to_a_person_loses_the_bots_default_name():
    from sobremesa_web.app import App

    from tests.test_app import Clock

    app = App({}, Clock(), lang="en")
    app.handle("choose", json.dumps("claro"))
    app.handle("refresh", None, {"kind-1": "human"})
    assert app.setup["seats"][1]["name"] == "Player 2"
    app.handle("refresh", None, {"name-2": "Luisa", "kind-2": "human"})
    assert app.setup["seats"][2]["name"] == "Luisa"


def test_a_seat_s_player_and_level_are_one_tap_choices_that_ride_with_their_tap():
    """Who plays a seat is a row of buttons (Person, Bot), the chosen one pressed; the one
    tapped brings its name and value with the form, as a form's submit button does, and the
    level's row shows only for a bot."""
    from sobremesa_web.app import App

    from tests.test_app import Clock

    app = App({}, Clock(), lang="en")
    app.handle("choose", json.dumps("claro"))
    page = app.render()
    person = re.search(r'<button[^>]*id="kind-0-human"[^>]*>Person</button>', page)[0]
    assert 'name="kind-0"' in person and 'value="human"' in person
    assert 'aria-pressed="true"' in person and 'data-cmd="refresh"' in person
    assert 'aria-pressed="false"' in re.search(r'<button[^>]*id="kind-0-bot"[^>]*>', page)[0]
    level_row = r'<span class="choice"[^>]*aria-label="Bot level of seat 1"[^>]*>'
    assert "hidden" in re.search(level_row, page)[0]  # a person has no level
    assert "<select" not in page.split('class="options"')[0]  # no seat has a picker to open
    app.handle("refresh", None, {"kind-0": "bot", "name-0": "Player 1"})
    page = app.render()
    assert 'aria-pressed="true"' in re.search(r'<button[^>]*id="kind-0-bot"[^>]*>', page)[0]
    assert "hidden" not in re.search(level_row, page)[0]
    app.handle("refresh", None, {"level-0": "strong"})
    assert app.setup["seats"][0]["level"] == "strong"


def test_a_game_s_setting_is_a_choice_in_sight_read_back_from_its_tap():
    """Colorful's settings: each choice on a button of its own under the setting's name, the
    game's default pressed; the tapped one, riding with the form, is the setting from then."""
    from sobremesa_web.app import App

    from tests.test_app import Clock

    app = App({}, Clock(), lang="en")
    app.handle("choose", json.dumps("colorful"))
    page = app.render()
    group = re.search(r'<span class="choice stacked"[^>]*aria-labelledby="([^"]+)"', page)
    assert group and f'id="{group[1]}">Base category (no word)</span>' in page
    no = re.search(r'<button[^>]*id="option-double-false"[^>]*>([^<]*)</button>', page)
    assert no[1] == "No: one colour a round" and 'aria-pressed="true"' in no[0]
    assert 'name="option-double"' in no[0] and 'value="false"' in no[0]
    assert app.setup["options"]["double"] is False
    app.handle("refresh", None, {"option-double": "true"})
    assert app.setup["options"]["double"] is True
    yes = re.search(r'<button[^>]*id="option-double-true"[^>]*>', app.render())[0]
    assert 'aria-pressed="true"' in yes


def news_of(page: str) -> str:
    """The text of the screen's live region (what a screen reader announces)."""
    found = re.search(r'<p id="news" class="visually-hidden" role="status">(.*?)</p>', page)
    return found[1].rstrip("\u200b")


def test_the_live_region_says_only_what_just_happened():
    from sobremesa_web.app import App

    from tests.test_app import Clock

    clock = Clock()
    app = App({}, clock, lang="en", seed=3)
    assert news_of(app.render()) == ""
    assert "aria-live" not in app.render()  # the screen itself is no live region
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    said = set()
    for _ in range(12):
        view = app.session.view()
        if view["legal"]:
            said.add(news_of(app.render()))
            app.handle("act", json.dumps(view["legal"][0]))
            said.add(news_of(app.render()))
        clock.advance(60)
        said.add(news_of(app.render()))
    assert any(re.match(r"Bot \d (played|passed) ", s) for s in said), said
    assert any(s.endswith(". Your turn.") for s in said), said
    assert any(s.startswith("Player 1 played") for s in said), said
    assert all(s.count(". ") <= 3 for s in said)  # a few lines at most, never the screen
    # The same words after another change of the table still change the region (heard again).
    before = app.render()
    app.session.changes += 1
    after = app.render()
    assert news_of(before) == news_of(after) and before != after


def test_the_news_reads_as_sentences_never_doubling_their_marks():
    from sobremesa_web.screens.frame import sentence

    lines = ["¡Bot 4 encontró la nube!", "Tu turno"]
    assert " ".join(map(sentence, lines)) == "¡Bot 4 encontró la nube! Tu turno."
    assert sentence("Bot 2 played 33.") == "Bot 2 played 33."
    assert sentence("Who? ") == "Who?"


def test_the_minds_cards_and_every_players_list_are_named_in_both_languages():
    table = Table("the_mind", [SeatInfo("Ana"), SeatInfo("B", "bot")], seed=4)
    for seat in range(2):
        table.submit(seat, {"type": "ready"})
    bot_card = table.state["hands"][1][0]
    table.submit(1, {"type": "play", "card": bot_card})
    session = GameSession(table)
    mine = table.state["hands"][0][0]
    html = screens_pkg.frame.body(mind_screen, session.view(), {}, MIND)
    top = re.search(rf'<span[^>]*data-top="{bot_card}"[^>]*>', html)
    assert top and 'role="img"' in top[0] and f'aria-label="Top card: {bot_card}"' in top[0]
    assert f'aria-label="Your card {mine}"' in html
    assert f'aria-label="Pile this level: {bot_card}"' in html
    assert 'aria-label="Players"' in html
    assert "data-hotkey" in html.split(f"Play my {mine}")[0].rsplit("<button", 1)[1]
    es = screens_pkg.frame.body(
        mind_screen, session.view(), {}, Translator("es").for_game("the_mind")
    )
    assert f'aria-label="Tu carta {mine}"' in es and 'aria-label="Jugadores"' in es
    claro = screens_pkg.frame.body(claro_screen, GameSession(claro_table()).view(), {}, T)
    assert 'aria-label="Players"' in claro
    assert re.search(
        r'class="hand" role="group" tabindex="-1" data-roving data-focus-fallback', claro
    )
