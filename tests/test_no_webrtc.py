"""A browser without WebRTC (some WebKit builds): the app says why phones cannot connect, in the
player's language, before anyone taps; no engine's own error text ever reaches the lobby."""

from __future__ import annotations

import json
import re

import pytest
from sobremesa_web.i18n import Translator
from sobremesa_web.screens.lobby import p2p_error

from tests.fake_net import FakeNet, Switchboard
from tests.test_multi import phone

WHY = {
    "en": "This browser cannot connect phones (it has no WebRTC).",
    "es": "Este navegador no puede conectar móviles (no tiene WebRTC).",
}
RAW = "Can't find variable: RTCPeerConnection"


def _button(html: str, key: str) -> str:
    found = re.search(rf'<button[^>]*id="{key}"[^>]*>', html)
    assert found, f"no button {key}"
    return found.group(0)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_set_up_shows_invite_off_with_the_reason(lang: str) -> None:
    app = phone(net=FakeNet(Switchboard(), connects=False), lang=lang)
    app.handle("choose", json.dumps("claro"))
    html = app.render()
    assert "disabled" in _button(html, "invite")
    assert WHY[lang] in html
    app.handle("invite")  # a forged tap on the disabled button changes nothing
    assert app.screen == "setup" and app.party is None


@pytest.mark.parametrize("lang", ["en", "es"])
def test_join_shows_join_off_with_the_reason(lang: str) -> None:
    board = Switchboard()
    host = phone(net=board.phone(), seed=4)
    host.handle("choose", json.dumps("claro"))
    host.handle("invite")
    link = host.party.open_invite.link
    guest = phone(net=FakeNet(board, connects=False), join=link, lang=lang)
    assert guest.screen == "join"
    html = guest.render()
    assert "disabled" in _button(html, "join")
    assert WHY[lang] in html
    guest.handle("join", None, {"guest-name": "Ana"})
    assert guest.visit.status == "name" and not guest.visit.code


def test_a_browser_that_connects_shows_no_reason() -> None:
    app = phone(net=Switchboard().phone())
    app.handle("choose", json.dumps("claro"))
    html = app.render()
    assert "disabled" not in _button(html, "invite")
    assert WHY["en"] not in html


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_unknown_failure_is_said_in_the_players_language(lang: str) -> None:
    t = Translator(lang)
    said = p2p_error("", RAW, t)
    assert RAW not in said and said == t("p2p.unknown")
    assert p2p_error("no_webrtc", "whatever the engine said", t) == t("p2p.no_webrtc")
