"""The network settings sheet: STUN on or off, the STUN list, the player's own relay (TURN).
What is typed is checked (bad input: a clear error, nothing changed); a TURN credential stays
in its own setting on this phone and never reaches an invitation, a save or a replay."""

from __future__ import annotations

import json
import zlib
from base64 import urlsafe_b64decode

from sobremesa_web.commands.network import NETWORK_KEY, PUBLIC_STUN, network_settings

from tests.fake_net import Switchboard
from tests.test_multi import host_app, join, phone, play_to_the_end

GOOD = {
    "net-stun": "on",
    "net-stun-servers": "stun:stun.example.org:3478",
    "net-turn-url": "turn:relay.example.org:3478",
    "net-turn-user": "ana",
    "net-turn-credential": "s3cret-relay-word",
}


def opened(storage: dict[str, str] | None = None):
    app = phone({} if storage is None else storage)
    app.handle("settings")
    assert app.screen == "settings"
    return app


def test_the_home_screen_opens_the_network_settings_with_stun_on_and_the_public_list():
    app = phone({})
    assert 'data-cmd="settings"' in app.render()
    app.handle("settings")
    html = app.render()
    assert "Play across the internet (public STUN)" in html
    assert "no game data ever passes through it" in html
    assert 'name="net-stun" value="on" checked' in html
    for url in PUBLIC_STUN:
        assert url in html
    assert network_settings(app.storage) == {
        "stun": True,
        "stun_servers": list(PUBLIC_STUN),
        "turn": None,
    }


def test_saving_keeps_stun_off_and_a_relay_and_shows_them_again():
    app = opened()
    app.handle("settings-save", None, {**GOOD, "net-stun": ""})
    assert "Settings saved." in app.render()
    saved = json.loads(app.storage[NETWORK_KEY])
    assert saved == {
        "stun": False,
        "stun_servers": ["stun:stun.example.org:3478"],
        "turn": {
            "urls": "turn:relay.example.org:3478",
            "username": "ana",
            "credential": "s3cret-relay-word",
        },
    }
    app.handle("home")
    app.handle("settings")
    html = app.render()
    assert 'name="net-stun" value="on" checked' not in html
    assert 'value="turn:relay.example.org:3478"' in html


def test_a_bad_stun_server_or_an_incomplete_relay_is_refused_and_changes_nothing():
    app = opened()
    app.handle("settings-save", None, GOOD)
    before = app.storage[NETWORK_KEY]
    app.handle("settings-save", None, {**GOOD, "net-stun-servers": "http://stun.example.org"})
    html = app.render()
    assert "Each STUN server starts with “stun:”" in html and "Nothing was changed." in html
    assert "http://stun.example.org" in html  # what was typed stays, to be fixed
    assert app.storage[NETWORK_KEY] == before
    app.handle("settings-save", None, {**GOOD, "net-turn-credential": ""})
    assert "needs a user name and a password" in app.render()
    app.handle("settings-save", None, {**GOOD, "net-turn-url": "https://relay.example.org"})
    assert "starts with “turn:” or “turns:”" in app.render()
    assert app.storage[NETWORK_KEY] == before


def test_the_sheet_speaks_spanish():
    app = phone({}, lang="es")
    app.handle("settings")
    html = app.render()
    assert "Jugar por internet (STUN público)" in html
    assert "ningún dato de la partida pasa por él" in html


def test_an_answer_link_opened_in_a_new_tab_says_whether_it_was_delivered():
    app = phone({})
    app.handle("answer-delivered", "true")
    assert "Answer delivered to the invitation waiting in another tab" in app.render()
    app.handle("dismiss")
    app.handle("answer-delivered", "false")
    assert "No invitation in this browser waits for this answer" in app.render()


def replay_text(link: str) -> str:
    """A replay link's content, decompressed (its words, seats and moves)."""
    code = link.split("#replay=", 1)[1]
    raw = urlsafe_b64decode(code + "=" * (-len(code) % 4))
    for wbits in (-15, 15, 31):
        try:
            return zlib.decompress(raw, wbits).decode("utf-8", "replace")
        except zlib.error:
            continue
    return raw.decode("latin-1")


def test_the_relay_credential_never_reaches_an_invitation_a_save_or_a_replay():
    board = Switchboard()
    storage: dict[str, str] = {}
    opened(storage).handle("settings-save", None, GOOD)  # the host's phone has a relay set
    host = host_app(board, "claro", storage)
    invitation = host.party.open_invite.link
    guest = join(board, host, "Ana")
    host.handle("start-party")
    board.pump()
    play_to_the_end(board, [host, guest])
    host.handle("share-replay")
    link = host.sharing.link
    secrets = ("s3cret-relay-word", "relay.example.org", '"ana"')
    assert any(k.startswith("sobremesa.") and k != NETWORK_KEY for k in storage)  # saves made
    for key, value in [*storage.items(), *guest.storage.items()]:
        if key != NETWORK_KEY:
            assert not any(s in value for s in secrets), key
    text = replay_text(link)
    assert "Hana" in text and "Ana" in text  # the decompressed replay is readable
    assert not any(s in text or s in link or s in invitation for s in secrets)
