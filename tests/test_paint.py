"""What a phone paints after news from the table: the news itself, recorded before the paint."""

from __future__ import annotations

import json

from sobremesa_web.app import App

from tests.fake_net import Switchboard
from tests.test_multi import host_app, join, seated


def painting(app: App) -> list[str]:
    """Every page `app` paints, as the browser would paint it."""
    pages: list[str] = []
    app.on_change = lambda: pages.append(app.render())
    return pages


def act(app: App, action: dict) -> None:
    app.handle("act", json.dumps(action))


def test_the_host_paints_who_won_the_round_when_a_guest_wins_it():
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")
    pages = painting(host)
    for _ in range(600):
        board.pump()
        won = [e for e in host.session.recent if e["type"] == "round_won"]
        if won and won[-1]["seat"] == 1:  # the round Ana's phone just won
            break
        table = host.session.table.table
        assert table.result() is None, "Ana never won a round"
        app = host if table.state["turn"] == 0 else ana
        view = app.session.view()
        # Ana plays her highest valid card, the host its lowest, so Ana tends to win.
        act(app, view["legal"][-1] if app is ana else view["legal"][0])
    assert "Ana wins the round" in pages[-1]


def test_both_phones_paint_the_star_used_and_the_mistake():
    board = Switchboard()
    host, (ana,) = seated(board, "the_mind", "Ana")
    host_pages, ana_pages = painting(host), painting(ana)
    act(host, {"type": "ready"})
    act(ana, {"type": "ready"})
    board.pump()
    act(host, {"type": "propose_star"})
    board.pump()
    act(ana, {"type": "vote_star", "accept": True})
    board.pump()
    assert "Star used" in host_pages[-1] and "Star used" in ana_pages[-1]

    act(host, {"type": "ready"})
    act(ana, {"type": "ready"})
    board.pump()
    hands = host.session.table.table.state["hands"]
    # Whoever holds the higher lowest card plays it first: the other's lower card is jumped.
    high = 0 if hands[0][0] > hands[1][0] else 1
    act(host if high == 0 else ana, {"type": "play", "card": hands[high][0]})
    board.pump()
    assert "Mistake!" in host_pages[-1] and "Mistake!" in ana_pages[-1]


def test_the_host_leaves_a_shared_game_or_its_lobby_and_every_guest_is_told():
    for started in (True, False):
        board = Switchboard()
        if started:
            host, (ana, luis) = seated(board, "claro", "Ana", "Luis")
        else:
            host = host_app(board, "claro")
            ana = join(board, host, "Ana")
            host.handle("invite")
            luis = join(board, host, "Luis")
        host.handle("home")  # "Leave to home" in the game, "Back" in the lobby
        board.pump()
        assert host.screen == "home"
        for guest in (ana, luis):
            assert guest.visit.guest.goodbye is not None
            assert "connection to the host was lost" in guest.render()
