"""A phone that joins a table to watch, through the app's own flows (in memory): it taps Just
watch on the invitation, follows the game live as the table shows it to everyone, and every phone
at the table sees who is watching."""

from __future__ import annotations

import json

import pytest
from sobremesa_web import screens
from sobremesa_web.i18n import Translator
from sobremesa_web.session import GameSession

from engine.games import catalog, get_game
from engine.table import SeatInfo, Table
from tests.fake_net import Switchboard
from tests.test_multi import host_app, join, phone, play_to_the_end


def watch(board: Switchboard, host, name: str, storage=None, lang: str = "en"):
    invite = host.party.open_invite
    watcher = phone(storage, net=board.phone(), join=invite.link, lang=lang)
    assert 'data-cmd="watch"' in watcher.render()
    watcher.handle("watch", None, {"guest-name": name})
    host.handle("answer", None, {"answer": watcher.visit.code})
    board.pump()
    return watcher


def test_a_watcher_follows_a_claro_game_and_everyone_sees_who_watches():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    host.handle("invite")
    wanda = watch(board, host, "Wanda")
    assert "Watching: Wanda" in host.render()
    host.handle("start-party")
    board.pump()
    assert wanda.screen == "game" and wanda.session.viewer is None
    html = wanda.render()
    assert "You are watching" in html and 'data-cmd="act"' not in html
    for seated in (ana, host):  # in the table area's notices, under the seat strip
        html = seated.render()
        notices, log = html.index('class="table-notices"'), html.index('class="log-row"')
        assert notices < html.index("Watching: Wanda") < log
    play_to_the_end(board, [host, ana])
    board.pump()
    assert wanda.session.table.result() == host.session.table.result()
    assert wanda.session.view()["state"] == host.session.table.view(None)["state"]


def test_a_watcher_never_holds_a_hand_nor_acts():
    board = Switchboard()
    host = host_app(board, "claro")
    join(board, host, "Ana")
    host.handle("invite")
    wanda = watch(board, host, "Wanda", lang="es")
    host.handle("start-party")
    board.pump()
    assert "Estás mirando" in wanda.render()
    view = wanda.session.view()
    assert view["seat"] is None and view["legal"] == []
    assert "hand" not in view["state"] or not view["state"]["hand"]
    before = host.session.table.snapshot()
    wanda.handle("act", json.dumps({"type": "play", "card": 1}))
    board.pump()
    assert host.session.table.snapshot() == before


def test_a_watcher_who_drops_comes_back_as_the_same_watcher():
    board = Switchboard()
    host = host_app(board, "claro")
    join(board, host, "Ana")
    host.handle("invite")
    storage: dict[str, str] = {}
    watch(board, host, "Wanda", storage)
    host.handle("start-party")
    board.pump()
    secret = host.party.host.watchers[0].secret
    for to_guest, _to_host in board.links[-1:]:
        to_guest.handlers.on_state("closed")  # the watcher's link drops
    board.pump()
    host.handle("invite")
    again = watch(board, host, "Wanda", storage)
    assert [w.secret for w in host.party.host.watchers] == [secret]
    assert again.session.viewer is None and again.session.table.watching


@pytest.mark.parametrize("game", [g.id for g in catalog()])
def test_every_games_table_draws_for_a_watcher_from_start_to_end(game: str):
    """A watcher's screen is the game's own table drawn from the view for no seat, at every
    step: nothing to tap, nothing hidden, in both languages."""
    count = get_game(game).min_players if get_game(game).min_players >= 3 else 3
    count = min(count, get_game(game).max_players)
    table = Table(game, [SeatInfo(f"Bot {i + 1}", "bot") for i in range(count)], seed=3)
    session = GameSession(table)
    assert session.viewer is None
    for step in range(300):
        for lang in ("en", "es"):
            html = screens.game.render(session, Translator(lang))
            assert 'data-cmd="act"' not in html, (game, step)
        decisions = table.bot_decisions()
        if table.result() is not None or not decisions:
            break
        seat, decision = next(iter(decisions.items()))
        table.submit(seat, decision.action)
    assert table.result() is not None or game == "catch_the_moon"


def test_at_the_end_a_watcher_and_a_guest_open_the_games_replay_from_the_host():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    host.handle("invite")
    wanda = watch(board, host, "Wanda")
    host.handle("start-party")
    board.pump()
    assert 'data-cmd="watch-replay"' not in wanda.render()  # no replay before the end
    play_to_the_end(board, [host, ana])
    board.pump()
    for phone_ in (wanda, ana):
        assert phone_.session.table.replay
        assert 'data-cmd="watch-replay"' in phone_.render()
        phone_.handle("watch-replay")
        assert phone_.screen == "replay" and not phone_.notice
        phone_.handle("replay-jump", json.dumps(10_000))
        assert phone_.viewer.step == phone_.viewer.replay.moves
        final = phone_.viewer.replay.at(phone_.viewer.step).state
        assert final == host.session.table.table.state  # the same game, move for move


def test_a_watcher_turns_its_screen_into_the_table_display_and_back():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    host.handle("invite")
    wanda = watch(board, host, "Wanda", lang="es")
    host.handle("start-party")
    board.pump()
    assert 'id="table-display"' not in ana.render() and 'id="table-display"' not in host.render()
    assert "table-display" not in wanda.render().split('id="table-display"')[0]
    wanda.handle("table-display")
    html = wanda.render()
    assert 'class="game game-claro table-display"' in html
    assert 'aria-pressed="true"' in html and "Pantalla de mesa" in html
    # the whole log beside the table, not its handle: nobody reaches out to a laptop to open it
    assert 'class="table-log side-log"' in html and 'id="log-open"' not in html
    wanda.handle("table-display")
    html = wanda.render()
    assert "game-claro table-display" not in html
    assert "side-log" not in html and 'id="log-open"' in html


def test_a_watcher_of_claro_is_shown_no_hand_of_its_own():
    board = Switchboard()
    host = host_app(board, "claro")
    join(board, host, "Ana")
    host.handle("invite")
    wanda = watch(board, host, "Wanda")
    host.handle("start-party")
    board.pump()
    html = wanda.render()
    assert "Your hand" not in html and 'class="hand"' not in html
