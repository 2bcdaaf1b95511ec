"""One tap, one paint: a tap flushes once at its end, and the frame it would have asked for (or
one a bot's move asked for just before it) finds nothing left to paint."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from sobremesa_web.app import App

from tests.test_app import Clock, start_race
from tests.toy_game import use_toy_bots


@pytest.fixture(autouse=True)
def toy_bots(monkeypatch):
    """A bot for the toy game that adds 1 after a second."""
    use_toy_bots(monkeypatch, 1.0)


class Frames:
    """Animation frames that run only when the test says the browser drew one."""

    def __init__(self) -> None:
        self.queued: list[Callable[[], None]] = []

    def __call__(self, flush: Callable[[], None]) -> None:
        self.queued.append(flush)

    def draw(self) -> None:
        queued, self.queued = self.queued, []
        for flush in queued:
            flush()


def counting(app: App) -> list[str]:
    """Every screen `app` renders for the page, as the browser's paint renders it."""
    renders: list[str] = []
    app.on_change = lambda: renders.append(app.render())
    return renders


def race(kinds: tuple[str, str]) -> tuple[App, Clock, Frames, list[str]]:
    clock, frames = Clock(), Frames()
    app = App({}, clock, lang="en", seed=4, frame=frames)
    start_race(app, kinds=kinds)
    frames.draw()
    return app, clock, frames, counting(app)


def test_a_move_is_rendered_once_though_the_table_asked_for_a_frame():
    app, _clock, frames, renders = race(("human", "human"))
    if app.session.curtain is not None:  # Luis plays first: he takes the phone
        app.handle("lift-curtain")
        frames.draw()
        renders.clear()
    app.handle("act", json.dumps({"type": "add", "amount": 2}))
    assert len(renders) == 1 and "show my hand" in renders[0]  # the next player's curtain
    frames.draw()
    frames.draw()
    assert len(renders) == 1
    assert app.session.table.view(None)["state"]["total"] == 2


def test_a_tap_paints_a_bots_move_still_waiting_for_its_frame_once():
    app, clock, frames, renders = race(("human", "bot"))
    if app.session.table.view(None)["state"]["turn"] == 0:  # Ana moves first: then the bot's turn
        app.handle("act", json.dumps({"type": "add", "amount": 1}))
        frames.draw()
        renders.clear()
    clock.advance(30)  # the bot moves; its change waits for the next frame
    assert app.session.table.view(None)["state"]["turn"] == 0
    assert renders == [] and frames.queued
    app.handle("sheet", json.dumps("log"))
    assert len(renders) == 1
    frames.draw()
    assert len(renders) == 1


def test_what_changes_after_a_tap_still_gets_its_frame():
    app, clock, frames, renders = race(("human", "bot"))
    if app.session.table.view(None)["state"]["turn"] == 1:
        clock.advance(30)
        frames.draw()
    renders.clear()
    app.handle("act", json.dumps({"type": "add", "amount": 1}))
    assert len(renders) == 1
    clock.advance(30)  # the bot answers after the tap
    assert len(renders) == 1
    frames.draw()
    assert len(renders) == 2 and app.session.table.view(None)["state"]["turn"] == 0


def test_a_tap_that_changes_nothing_known_paints_nothing():
    app, _clock, frames, renders = race(("human", "human"))
    app.handle("no-such-command")
    frames.draw()
    assert renders == []


def test_the_screen_answering_a_tap_goes_to_the_page_before_the_bots_think(monkeypatch):
    """A bot's thinking (a Cloud Mine bot reading a name: tens of ms on a phone) comes after
    the paint of the move that woke it, not between the tap and its answer."""
    app, clock, frames, _renders = race(("human", "bot"))
    if app.session.table.view(None)["state"]["turn"] == 1:
        clock.advance(30)
        frames.draw()
    events: list[str] = []
    app.on_change = lambda: events.append("paint")
    referee = app.session.table.referee
    thinking = referee.bot_decisions
    monkeypatch.setattr(referee, "bot_decisions", lambda: events.append("bots") or thinking())
    app.handle("act", json.dumps({"type": "add", "amount": 1}))
    assert events == ["paint", "bots"]
    clock.advance(30)  # and the bot, planned after the paint, still moves
    frames.draw()
    assert app.session.table.view(None)["state"]["turn"] == 0
