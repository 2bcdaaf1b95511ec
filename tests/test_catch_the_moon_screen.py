"""Catch the Moon's screen: every phase in both languages, the canvas and its data, the turn
buttons only for the one placing, hostile names escaped (in the JSON too), and the browser
wiring (physics installed, live input forwarded) with a fake window."""

from __future__ import annotations

import json
import re

import pytest
from sobremesa_web import screens
from sobremesa_web.app import App
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.screens.catch_the_moon import _json_for_script
from sobremesa_web.session import GameSession

from engine.host import HostTable
from engine.table import SeatInfo, Table
from tests.test_app import Clock
from tests.test_catch_the_moon import clean, miss, report, roll

SCREEN = for_game("catch_the_moon")
EN = Translator("en").for_game("catch_the_moon")
ES = Translator("es").for_game("catch_the_moon")
HOSTILE = "</script><img src=x onerror=alert(1)>"


def table(players: int = 3, seed: int = 7, names: tuple[str, ...] = ()) -> Table:
    names = names or tuple(f"P{i}" for i in range(players))
    return Table("catch_the_moon", [SeatInfo(n) for n in names], seed=seed)


def view_of(t: Table, seat: int | None) -> dict:
    session = GameSession(t)
    session.viewer = seat
    return session.view()


def body(t: Table, seat: int | None, tr: Translator = EN) -> str:
    return screens.frame.body(SCREEN, view_of(t, seat), {}, tr)


def data_of(html: str) -> dict:
    found = re.search(r'<script type="application/json" id="moon-data">(.*?)</script>', html)
    assert found, "no #moon-data"
    return json.loads(found.group(1))


def _phases() -> list[tuple[str, Table]]:
    """A table in each phase worth drawing."""
    out = []
    t = table()
    out.append(("roll", t))
    t = table()
    roll(t, "moon")
    out.append(("place", t))
    t = table()
    clean(t)
    roll(t, "two")
    t.submit(t.state["turn"], report(t.state, [0, 1], fallen=[t.state["structure"][0][0]]))
    out.append(("after a fall", t))
    t = table(seed=11)
    while t.state["tears_left"]:
        miss(t)
    out.append(("tiebreak", t))
    t = table(2, seed=5)
    for _ in range(2):
        miss(t)
        clean(t)
    miss(t)
    out.append(("over", t))
    t = table(1, seed=9)
    clean(t)
    for _ in range(7):
        miss(t)
    out.append(("solo over", t))
    return out


@pytest.mark.parametrize("tr", [EN, ES], ids=["en", "es"])
def test_every_phase_renders_in_both_languages_with_the_canvas_and_its_data(tr):
    for label, t in _phases():
        for seat in [*range(len(t.seats)), None]:
            html = screens.frame.body(SCREEN, view_of(t, seat), {}, tr)
            assert "[moon." not in html and "[log." not in html, (label, seat)
            assert '<canvas class="moon-canvas" id="moon-canvas" data-island' in html
            data = data_of(html)
            assert data["seat"] == seat and data["view"]["phase"] == t.state["phase"]
            assert data["ladders"]["ladders"][29]["id"] == 29
            assert data["labels"]["skip"] == tr("moon.skip")


def test_only_the_seat_to_act_gets_the_roll_button_and_the_turn_buttons():
    t = table()
    turn = t.state["turn"]
    for seat in range(3):
        html = body(t, seat)
        assert ('id="moon-roll"' in html) == (seat == turn)
        assert "data-moon=" not in html
        assert data_of(html)["placing"] is False
    roll(t, "one")
    for seat in range(3):
        html = body(t, seat)
        mine = seat == turn
        assert ('data-moon="left"' in html and 'data-moon="right"' in html) == mine
        assert 'class="moon-turn-left' in html if mine else "moon-turn-left" not in html
        assert data_of(html)["placing"] is mine
        assert 'id="moon-roll"' not in html
    html = body(t, turn)
    left = re.search(r"<button[^>]*data-moon=\"left\"[^>]*>", html).group(0)
    assert "data-cmd" not in left
    assert "Drawn ladder" in html and 'class="ladder-svg"' in html
    assert "One: touch exactly one ladder" in html


def test_the_last_tear_says_why_and_which_ladders_were_removed():
    t = table()
    clean(t)
    fallen = t.state["structure"][0][0]
    roll(t, "two")
    placer = t.state["turn"]
    t.submit(placer, report(t.state, [0, 1], fallen=[fallen]))
    html = body(t, 0)
    assert f"P{placer} took a tear: a ladder fell or touched the table or the base." in html
    assert f"Out of the game: ladder {fallen}" in html
    html = body(t, 0, ES)
    assert f"P{placer} se llevó una lágrima" in html and f"escalera {fallen}" in html


def test_tiebreak_banner_and_the_end_screens():
    phases = dict(_phases())
    html = body(phases["tiebreak"], 0)
    assert "Tie-break:" in html and "Every roll is moon" in html
    html = body(phases["solo over"], 0)
    assert "You placed 1 ladder." in html
    html = body(phases["over"], 0)
    assert "Tears at the end" in html


def test_hostile_names_are_escaped_in_the_html_and_in_the_json():
    t = table(3, names=(HOSTILE, "Ana", "Luis"))
    t.state["turn"] = 0
    session = GameSession(t)
    session.viewer = 1
    roll(t, "moon")
    for seat in (0, 1, None):
        html = body(t, seat)
        assert "<img" not in html
        assert html.count("</script>") == 1
        assert "onerror=alert(1)&gt;" in html or "\\u003cimg" in html
        assert data_of(html)["seat"] == seat
    # what the canvas is handed, whatever strings it carries, cannot end its <script>
    text = _json_for_script({"name": HOSTILE, "and": "</script><!--&"})
    assert not set("<>&") & set(text)
    assert json.loads(text) == {"name": HOSTILE, "and": "</script><!--&"}
    lines = [SCREEN.log_line(e, session.view(), EN) for e in session.view()["recent"]]
    assert any(HOSTILE in line for line in lines if line)  # plain text: the frame escapes it
    page = screens.frame.table_log(SCREEN, session.view(), EN)
    assert "<img" not in page and "&lt;img" in page


def test_log_lines_say_rolls_placements_tears_and_removals():
    t = table()
    session = GameSession(t)
    session.viewer = 0
    clean(t)
    fallen = t.state["structure"][0][0]
    roll(t, "two")
    t.submit(t.state["turn"], report(t.state, [], fallen=[fallen]))
    view = session.view()
    lines = [SCREEN.log_line(e, view, EN) for e in view["recent"]]
    assert any(line and re.match(r"P\d rolled “(one|two|moon)”\.", line) for line in lines)
    assert any(line and "placed the ladder touching 1." in line for line in lines)
    assert any(
        line and "took a tear" in line and f"Removed: ladder {fallen}." in line for line in lines
    )
    assert SCREEN.log_line({"type": "tiebreak", "contenders": [0, 2]}, view, EN) == (
        "A tie: tie-break between P0, P2."
    )
    assert SCREEN.log_line({"type": "eliminated", "seat": 1}, view, ES) == "P1 queda eliminado."


def test_how_to_play_is_illustrated_in_both_languages():
    for tr in (EN, ES):
        html = SCREEN.how_to(tr)
        assert "[" not in html
        assert 'class="howto-base"' in html and html.count('class="die-svg"') == 3
        assert 'class="tear big"' in html and 'class="ladder-svg"' in html


def test_the_pool_draws_the_tears_the_view_counts_left_and_taken():
    t = table(seed=11)
    miss(t)
    miss(t)
    state = view_of(t, 0)["state"]
    assert (state["tears_total"], state["tears_left"]) == (7, 5)
    pool = body(t, 0).split('class="moon-pool"')[1].split("</div>")[0]
    assert pool.count('class="tear"') == 5 and pool.count('class="tear gone"') == 2
    assert "5" in pool


def test_a_view_with_bad_ids_draws_nothing_from_them():
    t = table()
    view = view_of(t, 0)
    view["state"] = {
        **view["state"],
        "drawn": 999,
        "die": "<b>",
        "last": {"seat": 9, "why": "<x>", "removed": [1000, "a"], "touching": "no"},
    }
    html = screens.frame.body(SCREEN, view, {}, EN)
    assert "<b>" not in html and "<x>" not in html and "1000" not in html.split("moon-data")[0]


# -- the browser wiring, with a fake window ----------------------------------------------------


class FakeMoon:
    def __init__(self) -> None:
        self.watched: list[tuple[int, dict]] = []
        self.asked: list[tuple[str, dict]] = []

    def check(self, text: str, seconds: float, done) -> None:
        self.asked.append(("check", json.loads(text)))
        report = {"touching": [0], "top": False, "fallen": [], "released": True, "poses": []}
        done(json.dumps({"report": report, "spent": 0.02}))

    def planFor(self, text: str) -> str:  # noqa: N802 - the script's own name
        self.asked.append(("planFor", json.loads(text)))
        return json.dumps({"trace": []})

    def watch(self, seat: int, text: str) -> None:
        self.watched.append((seat, json.loads(text)))


class FakeWindow:
    def __init__(self) -> None:
        self.sobremesaMoon = FakeMoon()


def test_in_browser_hands_the_physics_to_the_table_and_forwards_live_input():
    app = App({}, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("catch_the_moon"))
    app.handle("start")
    window = FakeWindow()
    SCREEN.browser.wire(app, window)
    physics = app.session.table.physics
    assert physics is app.physics
    answers = []
    physics.referee({"a": 1}, 3.0, answers.append)
    assert answers == [
        {
            "report": {"touching": [0], "top": False, "fallen": [], "released": True, "poses": []},
            "spent": 0.02,
        }
    ]
    assert physics.planner({"b": 2}) == {"trace": []}
    assert [name for name, _ in window.sobremesaMoon.asked] == ["check", "planFor"]
    app.on_input(2, {"turn": 4, "trace": [1, 2, 3, 4], "release": None})
    assert window.sobremesaMoon.watched == [
        (2, {"turn": 4, "trace": [1, 2, 3, 4], "release": None})
    ]


def test_a_finished_plan_asks_the_bots_again():
    app = App({}, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("catch_the_moon"))
    form = {"name-0": "Ana", "kind-0": "human", "name-1": "Bot", "kind-1": "bot"}
    while len(app.setup["seats"]) > 2:
        app.handle("remove-seat", json.dumps(len(app.setup["seats"]) - 1), form)
    app.handle("start", None, form)
    window = FakeWindow()
    SCREEN.browser.wire(app, window)
    asked = []
    session = app.session
    schedule = session.schedule_bots
    session.schedule_bots = lambda scheduler: (asked.append(1), schedule(scheduler))
    app.flush()
    assert asked == []  # nothing changed: the bots are not asked again
    window.sobremesaMoon.onPlanned()
    assert asked == [1]


def test_the_app_sends_the_viewers_input_and_hears_only_its_own_sessions_table():
    app = App({}, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("catch_the_moon"))
    app.handle("start")
    local = app.session.table
    assert local.networked is None  # every seat of a local table plays on this device ...
    app.send_input({"turn": 1, "trace": [0, 0, 0, 0], "release": None})  # ... nobody to tell
    host = HostTable("catch_the_moon", seed=3)  # a table shared with other phones
    host.add_seat("Ana")
    host.start()
    session = app._begin(host)
    sent = []
    host.send_input = lambda seat, data: sent.append((seat, data))
    app.send_input({"turn": 1, "trace": [0, 0, 0, 0], "release": None})
    app.send_input("not an object")
    assert sent == [(session.viewer, {"turn": 1, "trace": [0, 0, 0, 0], "release": None})]
    heard = []
    app.on_input = lambda seat, data: heard.append(seat)
    app._heard_input(session, 1, {})
    app._heard_input(GameSession(Table("catch_the_moon", [SeatInfo("A")], seed=1)), 2, {})
    assert heard == [1]


def test_without_the_physics_script_the_table_gets_no_physics():
    app = App({}, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("catch_the_moon"))
    app.handle("start")
    SCREEN.browser.wire(app, object())
    assert app.physics is None and app.session.table.physics is None


class FakePage:
    """The page seen from the app's worker (browser.Page): calls answered by hand, later."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, list]] = []
        self.replies: list = []
        self.listeners: dict[str, object] = {}

    def call(self, target, method, args, reply=None, callback=None) -> None:
        assert target == "sobremesaMoon"
        self.calls.append((method, list(args)))
        if reply is not None:
            self.replies.append((method, reply, callback))

    def listen(self, target, prop, fn) -> None:
        self.listeners[prop] = fn

    def answer(self, method: str, value) -> None:
        for i, (name, reply, _callback) in enumerate(self.replies):
            if name == method:
                del self.replies[i]
                reply(value)
                return
        raise AssertionError(f"no {method} call waits for an answer")


class PageWindow:
    def __init__(self) -> None:
        self.page = FakePage()


def test_from_the_worker_a_bot_plans_on_the_page_and_is_asked_again_once_it_has():
    app = App({}, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("catch_the_moon"))
    app.handle("start")
    window = PageWindow()
    page = window.page
    SCREEN.browser.wire(app, window)
    replanned = []
    app.replan_bots = lambda: replanned.append(1)
    physics = app.session.table.physics
    world = {"structure": [], "drawn": 2}
    # asked before the page's physics has loaded: pending, and asked again until it answers
    assert physics.planner(world) == {"pending": True}
    page.answer("planFor", json.dumps({"pending": True}))
    assert physics.planner(world) == {"pending": True}
    assert physics.planner(world) == {"pending": True}  # one ask on its way at a time
    assert [m for m, _ in page.calls].count("planFor") == 2
    page.answer("planFor", json.dumps({"pending": True}))  # the page is planning now
    page.listeners["onPlanned"]()  # ... and has planned: its plan is asked for
    page.answer("planFor", json.dumps({"trace": [1, 2, 3, 4], "release": 9}))
    assert replanned == [1]  # the bots are asked again, and this time the plan is here
    # Fetching a plan shows nothing: a carry started before the bot had decided would tell
    # "showing" too early to be heard, and a slow page's carry be cut by its landing.
    assert all(args[1:] == [False] for m, args in page.calls if m == "planFor")
    assert physics.planner(world) == {"trace": [1, 2, 3, 4], "release": 9}
    assert page.calls[-1] == ("planFor", [json.dumps(world)])  # the bot decides: shown now
    # the referee: the page's check answers through its callback, the verdict reaches the rules
    verdicts = []
    physics.referee(world, 3.0, verdicts.append)
    method, reply, callback = page.replies[-1]
    assert (method, callback) == ("check", 2)
    reply(json.dumps({"report": {"touching": [0]}, "spent": 0.01}))
    assert verdicts == [{"report": {"touching": [0]}, "spent": 0.01}]
    app.on_input(1, {"turn": 2, "trace": [], "release": None})
    assert page.calls[-1] == ("watch", [1, json.dumps({"turn": 2, "trace": [], "release": None})])
