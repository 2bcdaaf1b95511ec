"""A phone that joins a table to watch, through the app's own flows (in memory): it taps Just
watch on the invitation, follows the game live as the table shows it to everyone, and every phone
at the table sees who is watching."""

from __future__ import annotations

import json

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
    assert "Watching: Wanda" in ana.render() and "Watching: Wanda" in host.render()
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
