"""Cloud Mine's screen: each role sees its own screen, and a Spectator's never marks the cloud."""

from __future__ import annotations

import json

from sobremesa_web import screens
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.session import GameSession

from engine.content.clouds import CLOUDS
from engine.table import SeatInfo, Table

SCREEN = for_game("cloud_mine")
T = Translator("en").for_game("cloud_mine")


def table(seed: int = 6) -> Table:
    return Table("cloud_mine", [SeatInfo(n) for n in ("Ana", "Luis", "Eva", "Sol")], seed=seed)


def body(t: Table, seat: int) -> str:
    session = GameSession(t)
    session.viewer = seat
    return screens.frame.body(SCREEN, session.view(), {}, T)


def test_each_role_gets_its_own_screen_and_spectators_never_see_the_pick():
    t = table()
    lookout, dreamer = t.state["lookout"], t.state["daydreamer"]
    spectators = [s for s in range(4) if s not in (lookout, dreamer)]
    html = body(t, lookout)
    assert "secretly choose the cloud" in html
    assert html.count('"type": "choose"'.replace('"', "&quot;")) == 6
    for seat in (dreamer, *spectators):
        assert "choose" not in body(t, seat).split("players-strip")[-1].split("round-line")[0]
        assert 'class="cloud' not in body(t, seat)
    cloud = t.state["drawn"][lookout][2]
    t.submit(lookout, {"type": "choose", "card": cloud})
    html = body(t, dreamer)
    assert 'name="field.name"' in html and f'data-card="{cloud}"' in html
    for seat in spectators:
        assert f'data-card="{cloud}"' not in body(t, seat)
    t.submit(dreamer, {"type": "name", "name": "a sleepy <b>cloud</b>"})
    for seat in spectators:
        html = body(t, seat)
        assert "known" not in html and 'class="badge"' not in html and "cm-peek" not in html
        assert "&lt;b&gt;cloud&lt;/b&gt;" in html and "<b>" not in html
    for seat in (dreamer, lookout):  # marked only when they ask (others may see the phone)
        assert 'class="badge"' not in body(t, seat) and "cm-peek" in body(t, seat)
        session = GameSession(t)
        session.viewer = seat
        SCREEN.on_ui(session.ui, {"peek": True}, session.view())
        assert 'class="badge"' in screens.frame.body(SCREEN, session.view(), session.ui, T)
    guesser = t.state["order"][0]
    html = body(t, guesser)
    assert html.count(json.dumps({"type": "guess", "card": cloud}).replace('"', "&quot;")) == 1


def test_how_to_play_draws_real_clouds_and_the_gallery_of_all_80_when_asked():
    for lang, words in (("en", "See all 80 clouds"), ("es", "Ver las 80 nubes")):
        t = Translator(lang).for_game("cloud_mine")
        rules = screens.frame.how_to_panel(SCREEN, t)
        assert words in rules and "cloud_mine+more" in rules  # the button that asks for it
        assert "<figure" not in rules and rules.count("cloud-art") == 8  # the steps' clouds
        html = screens.frame.how_to_panel(SCREEN, t, more=True)
        assert words in html and "cloud_mine+more" not in html
        assert html.count("<figure") == 80
        assert all(c.name(lang).replace("'", "&#x27;") in html for c in CLOUDS)
        assert "[" not in html


def test_the_log_says_who_did_what_but_never_which_cloud_was_picked():
    t = table()
    session = GameSession(t)
    lookout = t.state["lookout"]
    t.submit(lookout, {"type": "choose", "card": t.state["drawn"][lookout][0]})
    session.viewer = (lookout + 2) % 4
    view = session.view()
    lines = [SCREEN.log_line(e, view, T) for e in view["recent"]]
    name = view["seats"][lookout]["name"]
    assert f"{name} picked the cloud." in lines


def test_the_next_lookout_sees_which_cloud_it_was_while_choosing():
    """The reveal stays on the table for the one who acts next: in a passed phone the guesser
    is often the next Lookout, and the cloud's reveal is the round's payoff."""
    t = table()
    lookout, dreamer = t.state["lookout"], t.state["daydreamer"]
    cloud = t.state["drawn"][lookout][0]
    t.submit(lookout, {"type": "choose", "card": cloud})
    t.submit(dreamer, {"type": "name", "name": "a sleepy cloud"})
    t.submit(t.state["order"][0], {"type": "guess", "card": cloud})
    assert t.state["phase"] == "choose"
    html = body(t, t.state["lookout"])
    assert "secretly choose the cloud" in html
    assert 'class="round-result' in html and "a sleepy cloud" in html
    assert html.index("secretly choose the cloud") < html.index("round-result")
    # in the dock, free while the Lookout chooses: the clouds keep the table's room
    session = GameSession(t)
    session.viewer = t.state["lookout"]
    regions = screens.frame.regions(SCREEN, session.view(), {}, T)
    assert "round-result" in regions.dock and "round-result" not in regions.table
