"""The replay viewer and the replay's offer, as the app shows them: every kind of table says
alike whether it has a finished game to replay (never a link of a game in play); the viewer is
the table frame with the transport in its dock, a seat picked in the strip only where the
seats saw different tables, and the log up to the step in its sheet.
"""

from __future__ import annotations

import json
import re

import pytest
from sobremesa_web import replaying
from sobremesa_web.app import App

from engine.games import catalog
from engine.replay import encode
from scripts.replay_cases import finished
from tests.fake_net import Switchboard
from tests.test_app import Clock
from tests.test_multi import host_app, join, play_to_the_end
from tests.test_replay import play_claro_in_app

GAMES = [g.id for g in catalog()]


def mid_game(app: App) -> None:
    """Ana's local Claro against bots, a few moves in and far from its end."""
    app.handle("choose", json.dumps("claro"))
    app.handle("start", None, {"name-0": "Ana", "kind-0": "human"})
    for _ in range(6):
        table = app.session.table
        if table.legal_actions(0):
            app.handle("act", json.dumps(table.bot_decision(0).action))
        else:
            app.scheduler.advance(5)
    assert app.screen == "game" and app.session.table.result() is None


def test_a_game_in_play_shares_no_link_and_offers_no_replay():
    """`Table.replay` is a classmethod: a fallback that read it made a link ending in
    "<bound method ...>" mid-game, and Watch replay then said the link was damaged."""
    app = App({}, Clock(), lang="en", seed=3, page="https://sobremesa.example/")
    mid_game(app)
    assert app.session.table.replay_code() is None
    html = app.render()
    assert 'data-cmd="share-replay"' not in html and 'data-cmd="watch-replay"' not in html
    app.handle("share-replay")
    assert app.sharing is None and "#replay=" not in app.render()
    app.handle("watch-replay")
    assert app.screen == "game" and app.viewer is None and app.notice is None


def test_a_finished_local_game_offers_both_replay_buttons_and_its_own_code():
    app = play_claro_in_app({}, Clock())
    table = app.session.table
    assert table.replay_code() == encode(table)
    offer = re.search(r'<div class="replay-offer">.*?</div>', app.render())
    assert offer and 'data-cmd="watch-replay"' in offer[0] and 'data-cmd="share-replay"' in offer[0]
    app.handle("watch-replay")
    assert app.screen == "replay" and app.viewer.replay.code() == encode(table)
    app.handle("replay-close")  # back to the end it was opened from, the result still there
    assert app.screen == "game" and app.viewer is None and "sheet-result" in app.render()


def test_the_host_and_a_guest_answer_alike_before_and_after_the_end():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    host.handle("start-party")
    board.pump()
    for phone in (host, ana):
        assert phone.session.table.replay_code() is None
        assert 'data-cmd="share-replay"' not in phone.render()
    play_to_the_end(board, [host, ana])
    board.pump()
    code = encode(host.session.table.table)
    assert host.session.table.replay_code() == code
    assert ana.session.table.replay_code() == code  # the host's, sent at the end
    ana.handle("share-replay")
    assert ana.sharing is not None and ana.sharing.link.endswith("#replay=" + code)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_viewer_is_the_table_frame_with_the_transport_in_its_dock(game_id: str):
    table = finished(game_id, 3, 5)
    app = App({}, Clock(), lang="en", replay=encode(table))
    app.handle("replay-step", json.dumps(len(table.log) // 2))
    html = app.render()
    for part in ('<header class="game-bar">', 'class="table-area"', 'class="log-row told"'):
        assert part in html
    dock = html.split('<div class="dock" id="dock">')[1]
    # the table's own view: no hand; the last moves told (shown on a phone on its side)
    assert re.match(
        r'<ol class="story" aria-hidden="true">(<li>[^<]+</li>)+</ol>'
        r'<div class="replay-transport"',
        dock,
    ), dock[:300]
    assert 'type="range"' in dock and 'id="replay-next"' in dock
    assert "Your hand" not in html  # nobody's seat: no "your" words for the viewer
    picks = re.findall(r'data-cmd="replay-seat"(?: data-arg="(\d+)")?', html)
    if replaying.has_views(game_id):
        assert picks == ["", "0", "1", "2"]  # the table, then each seat
        app.handle("replay-seat", "1")
        seat = app.render()
        assert (
            'id="replay-seat-1" class="seat-pick" data-cmd="replay-seat" data-arg="1" '
            'aria-pressed="true"' in seat
        )
        assert seat != html  # a seat's table is not the public one
    else:
        assert picks == [] and "replay-seats" not in html  # Catch the Moon: no hands to see


def test_a_seats_hand_shows_in_the_dock_only_once_its_seat_is_picked():
    table = finished("the_mind", 3, 5)
    app = App({}, Clock(), lang="en", replay=encode(table))
    app.handle("replay-step", "1")
    assert "replay-hand" not in app.render() and "Your hand is empty" not in app.render()
    app.handle("replay-seat", "2")
    html = app.render()
    hand = re.search(
        r'<section class="replay-hand" aria-label="Player 3’s hand|'
        r'<section class="replay-hand" aria-label="Player 3&#x27;s hand',
        html,
    )
    assert hand and 'class="card' in html.split("replay-hand")[1]
    app.handle("replay-seat")  # the table again
    assert "replay-hand" not in app.render()


def test_the_log_sheet_holds_every_line_up_to_the_step_and_no_later():
    table = finished("claro", 3, 13, names=["Ana", "Luis", "Bea"])
    app = App({}, Clock(), lang="en", replay=encode(table))
    app.handle("replay-step", "40")
    app.handle("sheet", json.dumps("log"))
    sheet = re.search(r'<dialog open class="sheet sheet-log".*?</dialog>', app.render(), re.S)
    assert sheet
    lines = re.findall(r"<li>(.*?)</li>", sheet[0])
    assert len(lines) >= 40  # every move so far (a live table keeps only its last 24)
    app.handle("replay-step", "3")
    sheet = re.search(r'<dialog open class="sheet sheet-log".*?</dialog>', app.render(), re.S)
    assert 3 <= len(re.findall(r"<li>", sheet[0])) < len(lines)
    app.handle("sheet")
    assert "sheet-log" not in app.render()


def test_closing_a_replay_opened_from_a_link_goes_home():
    app = App({}, Clock(), lang="en", replay=encode(finished("the_mind", 2, 4)))
    app.handle("rules", json.dumps("the_mind"))
    assert "sheet-how-to" in app.render()
    app.handle("replay-close")
    assert app.screen == "home" and app.viewer is None and app.rules is None


@pytest.mark.parametrize("game_id", GAMES)
def test_how_to_play_opens_over_the_replay_in_the_games_own_words(game_id: str):
    app = App({}, Clock(), lang="es", replay=encode(finished(game_id, 3, 6)))
    app.handle("rules", json.dumps(game_id))
    sheet = re.search(r'<dialog open class="sheet sheet-how-to".*?</dialog>', app.render(), re.S)
    assert sheet and not re.search(r"\[[a-z_]+\.[a-z_.]+\]", sheet[0])  # no "[howto.goal]"
