"""A bot's move that the screen is showing (Catch the Moon's canvas carrying the bot's ladder)
lands only once the screen has shown it, or at most SHOWN_WAIT later than planned: the screen
runs at the device's speed, the bots on their own clock."""

from __future__ import annotations

import json

import pytest
from sobremesa_web.app import App
from sobremesa_web.session import SHOWN_WAIT, GameSession

from engine.core import Decision
from engine.table import SeatInfo, Table
from tests.test_app import Clock

THINK = 2.0  # seconds each bot here plans for its move


class Steady:
    """A bot that always plays its first legal move after THINK seconds."""

    def decide(self, view, legal, rng):
        return Decision(legal[0], THINK) if legal else None


def two_bots(tempo: float = 1.0) -> tuple[GameSession, Clock, list[float]]:
    """Two steady bots at a table, re-planned after every change as the app does; the returned
    list holds the clock's time of each move."""
    table = Table("race_to_ten", [SeatInfo("Bot A", "bot"), SeatInfo("Bot B", "bot")], seed=3)
    for seat in range(2):
        table._bots[seat] = Steady()
    clock = Clock()
    session = GameSession(table, tempo)
    moved: list[float] = []

    def heard(_table, _events) -> None:
        moved.append(clock.now)
        session.schedule_bots(clock)

    table.listen(heard)
    session.schedule_bots(clock)
    return session, clock, moved


def turn(session: GameSession) -> int:
    return session.table.view(None)["active"][0]


def test_a_move_being_shown_waits_past_its_time_and_lands_when_shown():
    session, clock, moved = two_bots()
    seat = turn(session)
    assert session.showing(seat, "carry 1")
    clock.advance(THINK + 5)  # its time came and went: the screen is still showing it
    assert moved == []
    assert session.shown(seat, "carry 1")
    assert moved == [THINK + 5]  # at once
    assert turn(session) != seat


def test_a_move_shown_before_its_time_still_lands_when_planned():
    session, clock, moved = two_bots()
    seat = turn(session)
    session.showing(seat, "carry 1")
    clock.advance(0.5)
    session.shown(seat, "carry 1")
    clock.advance(THINK)
    assert moved == [THINK]


@pytest.mark.parametrize("tempo", [1.0, 0.05])
def test_a_screen_that_never_says_shown_holds_the_game_a_bounded_time(tempo: float):
    session, clock, moved = two_bots(tempo)
    session.showing(turn(session), "carry 1")
    clock.advance((THINK + SHOWN_WAIT) * tempo - 0.01)
    assert moved == []
    clock.advance(0.02)
    assert moved == [pytest.approx((THINK + SHOWN_WAIT) * tempo)]
    clock.advance(THINK * tempo)  # the next bot's move is not waited for: nothing shows it
    assert moved[1] == pytest.approx(moved[0] + THINK * tempo)


@pytest.mark.parametrize(
    ("seat", "move"),
    [
        ("turn-other", "carry 1"),  # a seat with no move planned
        (7, "carry 1"),  # no such seat
        (True, "carry 1"),
        ("0", "carry 1"),
        ("turn", ""),
        ("turn", "x" * 201),
        ("turn", {"carry": 1}),
        ("turn", None),
    ],
)
def test_a_bad_showing_changes_nothing(seat, move):
    session, clock, moved = two_bots()
    mover = turn(session)
    seat = {"turn": mover, "turn-other": 1 - mover}.get(seat, seat)
    assert not session.showing(seat, move)
    clock.advance(THINK)
    assert moved == [THINK]


def test_shown_for_another_move_or_seat_changes_nothing():
    session, clock, moved = two_bots()
    seat = turn(session)
    session.showing(seat, "carry 1")
    assert not session.shown(seat, "carry 2")
    assert not session.shown(1 - seat, "carry 1")
    clock.advance(THINK + 1)
    assert moved == []
    assert session.shown(seat, "carry 1")
    assert not session.shown(seat, "carry 1")  # once
    assert moved == [THINK + 1]


def test_a_move_already_due_does_not_wait_anew():
    session, clock, moved = two_bots()
    seat = turn(session)
    session.showing(seat, "carry 1")
    clock.advance(THINK + 1)
    assert not session.showing(seat, "carry 2")
    clock.advance(SHOWN_WAIT)
    assert moved == [THINK + SHOWN_WAIT]


def test_the_page_tells_the_app_through_the_commands_a_tap_uses():
    clock = Clock()
    app = App({}, clock, lang="en")
    table = Table("race_to_ten", [SeatInfo("Bot A", "bot"), SeatInfo("Bot B", "bot")], seed=3)
    for seat in range(2):
        table._bots[seat] = Steady()
    app._begin(table)
    seat = turn(app.session)
    moves = len(table.log)
    app.handle("showing", json.dumps({"seat": seat, "move": "carry 1"}))
    app.handle("showing", "not json")  # ignored, as is any other bad message
    app.handle("shown", json.dumps(["carry 1"]))
    clock.advance(THINK + 3)
    assert len(table.log) == moves
    app.handle("shown", json.dumps({"seat": seat, "move": "carry 1"}))
    assert len(table.log) == moves + 1
