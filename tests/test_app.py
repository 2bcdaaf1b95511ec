"""The app's flow, run on the host with a dict for storage and a manual clock for timers."""

from __future__ import annotations

import json

import pytest
from sobremesa_web.app import App
from sobremesa_web.i18n import CATALOG, Translator, pick_language
from sobremesa_web.state import BROKEN_SAVE_KEY, SAVE_KEY

from engine.table import SeatInfo, Table


class Clock:
    """Timers that fire only when the test advances time."""

    def __init__(self) -> None:
        self.now = 0.0
        self.pending: list[list] = []

    def __call__(self, delay, fn):
        entry = [self.now + delay, fn, False]
        self.pending.append(entry)

        class Handle:
            def cancel(self_inner) -> None:
                entry[2] = True

        return Handle()

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while True:
            due = [e for e in self.pending if not e[2] and e[0] <= end]
            if not due:
                break
            entry = min(due, key=lambda e: e[0])
            entry[2] = True
            self.now = entry[0]
            entry[1]()
        self.now = end


def play_first_legal(app: App, turns: int, seconds: float, advance) -> None:
    """`turns` times: the person plays their first legal move when it is theirs, then `advance`
    lets `seconds` pass, so the bots play on their timers."""
    for _ in range(turns):
        view = app.session.view()
        if view["legal"]:
            app.handle("act", json.dumps(view["legal"][0]))
        advance(seconds)


def start_race(app: App, names=("Ana", "Luis"), kinds=("human", "human")) -> None:
    app.handle("choose", json.dumps("race_to_ten"))
    assert app.screen == "setup"
    form = {}
    for i, (name, kind) in enumerate(zip(names, kinds, strict=True)):
        form[f"name-{i}"] = name
        form[f"kind-{i}"] = kind
    while len(app.setup["seats"]) > len(names):
        app.handle("remove-seat", json.dumps(len(app.setup["seats"]) - 1), form)
    app.handle("start", None, form)


def test_home_lists_five_games_with_player_counts():
    html = App({}, Clock(), lang="en").render()
    for name in ("The Mind", "Claro", "Colorful", "Cloud Mine", "Catch the Moon"):
        assert f"<h3>{name}</h3>" in html
    assert "2–4 players" in html and "3–8 players" in html


def test_setup_keeps_typed_names_when_seats_change():
    app = App({}, Clock(), lang="en")
    app.handle("choose", json.dumps("race_to_ten"))
    app.handle("remove-seat", "1", {"name-0": "Ana"})
    seats = len(app.setup["seats"])
    app.handle("add-seat", None, {})
    assert len(app.setup["seats"]) == seats + 1
    assert app.setup["seats"][0]["name"] == "Ana"
    assert 'value="Ana"' in app.render()


def test_names_are_escaped_everywhere():
    storage: dict[str, str] = {}
    app = App(storage, Clock(), lang="en", seed=1)
    evil = "<img src=x onerror=alert(1)>"
    app.handle("choose", json.dumps("race_to_ten"))
    app.handle("refresh", None, {"name-0": evil})
    assert "<img" not in app.render() and "&lt;img" in app.render()
    start_race(app, names=(evil, evil))
    html = app.render()
    assert "<img" not in html and "&lt;img" in html


def test_curtain_hides_the_next_human_until_they_open_it():
    app = App({}, Clock(), lang="en", seed=3)
    start_race(app)
    session = app.session
    first = session.table.active_seats()[0]
    if session.curtain is not None:
        app.handle("lift-curtain")
    assert session.viewer == first
    app.handle("act", json.dumps({"type": "add", "amount": 1}))
    assert session.curtain == 1 - first
    html = app.render()
    assert "Pass the device to" in html and 'data-cmd="act"' not in html
    app.handle("act", json.dumps({"type": "add", "amount": 1}))  # ignored behind the curtain
    assert session.table.state["total"] == 1
    app.handle("lift-curtain")
    assert session.viewer == 1 - first and session.curtain is None


def test_illegal_action_shows_an_error_and_changes_nothing():
    app = App({}, Clock(), lang="en", seed=3)
    start_race(app)
    app.handle("lift-curtain")
    before = app.session.table.snapshot()
    app.handle("act", json.dumps({"type": "add", "amount": 7}))
    assert app.session.table.snapshot() == before
    assert 'role="alert"' in app.render()


def test_every_action_is_saved_and_resumed_exactly():
    storage: dict[str, str] = {}
    app = App(storage, Clock(), lang="en", seed=8)
    start_race(app)
    app.handle("lift-curtain")
    app.handle("act", json.dumps({"type": "add", "amount": 2}))
    saved = json.loads(storage[SAVE_KEY])
    assert saved["table"]["log"] == app.session.table.log

    reopened = App(storage, Clock(), lang="en")
    assert "Resume the" in reopened.render()
    reopened.handle("resume")
    assert reopened.screen == "game"
    assert reopened.session.table.state == app.session.table.state


def test_a_corrupt_save_is_reported_and_set_aside():
    storage = {SAVE_KEY: '{"table": {"version": 1, "game": "race_to_ten"'}
    app = App(storage, Clock(), lang="en")
    html = app.render()
    assert "could not be loaded" in html
    assert SAVE_KEY not in storage and BROKEN_SAVE_KEY in storage
    assert "Choose a game" in html
    table = Table("race_to_ten", [SeatInfo("A"), SeatInfo("B")], seed=1)
    tampered = table.snapshot()
    tampered["state"]["total"] = 9
    storage = {SAVE_KEY: json.dumps({"table": tampered})}
    assert "No se pudo cargar" in App(storage, Clock(), lang="es").render()
    assert SAVE_KEY not in storage


def test_catalogs_have_the_same_keys_and_language_choice():
    assert CATALOG["es"].keys() == CATALOG["en"].keys()
    assert pick_language(None, "en-GB") == "en"
    assert pick_language("es", "en-US") == "es"
    assert pick_language(None, "fr-FR") == "es"
    assert Translator("en")("no.such.key") == "[no.such.key]"


def test_a_bot_that_decides_as_before_keeps_its_timer():
    """Colorful at a person's pace: when one bot marks "has chosen", the others' moves still
    land when first planned (not a whole think later), each at its own time."""
    from sobremesa_web.session import GameSession

    seats = [SeatInfo("Ana", "human"), *(SeatInfo(f"Bot {n}", "bot") for n in "BCD")]
    table = Table("colorful", seats, seed=175, options={"lang": "en"})
    for colour in range(5):
        table.submit(0, {"type": "remove", "colour": colour})
    table.submit(0, {"type": "clue", "word": "strawberry"})
    clock = Clock()
    session = GameSession(table)
    planned = {s: d.delay for s, d in table.bot_decisions().items()}
    marked: dict[int, float] = {}

    def heard(_table, events) -> None:
        for event in events:
            if event["type"] == "chose":
                marked[event["seat"]] = clock.now
        session.schedule_bots(clock)  # the app re-plans after every change

    table.listen(heard)
    session.schedule_bots(clock)
    clock.advance(30)
    assert marked == pytest.approx(planned)
    assert min(marked.values()) >= 2.0 and len(set(marked.values())) == 3


def test_a_bot_the_rules_refuse_thinks_again_and_the_game_goes_on():
    """A bot with a bug (it always asks for something the rules refuse) must not stop the table:
    it thinks again, then plays the legal actions in turn, and the game reaches its end."""
    from sobremesa_web.session import GameSession

    from engine.core import Decision

    class Stubborn:
        asked = 0

        def decide(self, view, legal, rng):
            Stubborn.asked += 1
            return Decision({"type": "add", "amount": 7}, delay=1.0)

    seats = [SeatInfo("Bot A", "bot"), SeatInfo("Bot B", "bot")]
    table = Table("race_to_ten", seats, seed=3)
    for seat in range(2):
        table._bots[seat] = Stubborn()
    clock = Clock()
    session = GameSession(table)
    table.listen(lambda _table, _events: session.schedule_bots(clock))
    session.schedule_bots(clock)
    clock.advance(600)
    assert table.result() is not None
    assert all(entry["action"]["type"] in ("add", "draw") for entry in table.log)
    assert Stubborn.asked >= 3  # it was asked again after each refusal before the fallback
