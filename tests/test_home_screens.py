"""The home, the set-up and the join screen as HTML: what a player reads there."""

from __future__ import annotations

import json
import re

from sobremesa_web.multi import invitation_code

from tests.fake_net import Switchboard
from tests.test_multi import host_app, join, phone


def test_each_tile_shows_a_short_play_and_reads_out_the_whole_name():
    app = phone(lang="es")
    html = app.render()
    for title in ("The Mind", "Claro", "Colorful", "Cloud Mine", "Catch the Moon"):
        assert re.search(rf'<button[^>]* aria-label="Jugar a {title}"[^>]*>Jugar</button>', html)


def test_the_set_up_puts_start_in_its_dock_with_invite_and_back_at_the_top():
    app = phone(lang="es", net=Switchboard().phone())
    app.handle("choose", json.dumps("cloud_mine"))
    html = app.render()
    dock = html[html.index('<div class="setup-dock">') :]
    assert 'id="start"' in dock and 'id="invite"' in dock and 'id="setup-back"' not in dock
    nav = html[html.index('<div class="setup-nav">') : html.index("<h2")]
    assert 'id="setup-back"' in nav and 'id="how-to"' in nav


def test_a_refused_start_says_why_in_the_dock_beside_start():
    app = phone(lang="en")
    app.handle("choose", json.dumps("claro"))
    app.handle("start", None, {"name-0": "Ana", "name-1": "ana"})  # the same name twice
    html = app.render()
    dock = html[html.index('<div class="setup-dock">') :]
    assert re.search(r'<p class="error" role="alert">[^<]+</p>', dock), dock[:300]


def test_a_guest_s_join_screen_names_the_game_once_the_host_said_which():
    board = Switchboard()
    host = host_app(board, "colorful")
    guest = join(board, host, "Ana")
    html = guest.render()
    named = re.search(r'<p class="join-game game-title"[^>]*>(.*?)</p>', html)
    assert named is not None, html[:600]
    assert "<strong>Colorful</strong>" in named.group(1)
    assert '<span class="emblem-box"><svg' in named.group(1)


def test_a_join_screen_before_any_host_names_no_game():
    guest = phone(net=Switchboard().phone(), join="http://127.0.0.1/#join=" + "A" * 80)
    assert guest.screen == "join"
    assert "join-game" not in guest.render()


def test_the_invitation_link_names_its_game_and_the_guest_reads_it_before_connecting():
    board = Switchboard()
    host = host_app(board, "cloud_mine")
    link = host.party.open_invite.link
    assert link.endswith("&game=cloud_mine")
    guest = phone(net=board.phone(), join=link)
    assert guest.visit.status == "name" and guest.visit.offer == host.party.open_invite.code
    named = re.search(r'<p class="join-game game-title"[^>]*>(.*?)</p>', guest.render())
    assert named is not None and "<strong>Cloud Mine</strong>" in named.group(1)
    assert invitation_code(link) == (host.party.open_invite.code, "")
    guest.handle("join", None, {"guest-name": "Ana"})  # the code without the game answers
    host.handle("answer", None, {"answer": guest.visit.code})
    board.pump()
    assert guest.visit.status == "open"


def test_a_link_naming_no_game_of_ours_names_none_and_keeps_its_code():
    code = "A" * 80
    for tail, game in (("&game=nope", "nope"), ("&game=<b>", None), ("", None)):
        guest = phone(net=Switchboard().phone(), join=f"http://127.0.0.1/#join={code}{tail}")
        assert guest.visit.offer == code and guest.visit.game == game
        assert "join-game" not in guest.render()
