"""Several phones through the app's own flows (in memory): invite, join, play, drop, rejoin."""

from __future__ import annotations

import json
import re

from sobremesa_web.app import App
from sobremesa_web.html import esc
from sobremesa_web.state import SAVE_KEY

from engine.table import Table
from tests.fake_net import Switchboard
from tests.test_app import Clock


def phone(storage=None, *, build: str = "b1", **kwargs) -> App:
    """An app on its own phone, with its own fake time (timers and clock advance together)."""
    timers = Clock()
    return App(
        {} if storage is None else storage,
        timers,
        clock=lambda: timers.now,
        build=build,
        **{"lang": "en", **kwargs},
    )


def host_app(board: Switchboard, game: str, storage=None, **kwargs) -> App:
    app = phone(storage, seed=4, net=board.phone(), **kwargs)
    app.handle("choose", json.dumps(game))
    while len(app.setup["seats"]) > 1:
        app.handle("remove-seat", json.dumps(len(app.setup["seats"]) - 1), {"name-0": "Hana"})
    app.handle("invite")
    assert app.screen == "lobby"
    return app


def join(board: Switchboard, host: App, name: str, storage=None, **kwargs) -> App:
    invite = host.party.open_invite
    assert invite.status == "waiting" and "#join=" in invite.link
    guest = phone(storage, net=board.phone(), join=invite.link, **kwargs)
    assert guest.screen == "join"
    guest.handle("join", None, {"guest-name": name})
    assert guest.visit.status == "answer"
    host.handle("answer", None, {"answer": guest.visit.code})
    board.pump()
    return guest


def seated(board: Switchboard, game: str, *names: str) -> tuple[App, list[App]]:
    """A host and one guest per name, all joined through the lobby, the game started."""
    host = host_app(board, game)
    guests = []
    for i, name in enumerate(names):
        if i:
            host.handle("invite")
        guests.append(join(board, host, name))
    host.handle("start-party")
    board.pump()
    return host, guests


def play_to_the_end(board: Switchboard, apps: list[App], limit: int = 2000) -> None:
    """Everyone plays their first legal move, a tenth of a second apart on every phone."""
    for _ in range(limit):
        board.pump()
        for app in apps:
            app.scheduler.advance(0.1)
        board.pump()
        if apps[0].session.table.result() is not None:
            return
        for app in apps:
            session = app.session
            view = session.view()
            if view["legal"]:
                app.handle("act", json.dumps(view["legal"][0]))
                break
    raise AssertionError("the game did not end")


def views_by_turn(table: Table, seat: int) -> dict[int, dict]:
    """What `seat` should have seen after each move of `table`, replayed from its log."""
    again = Table(table.game_id, table.seats, seed=table.seed, options=table.options)
    seen = {0: again.view(seat)["state"]}
    for entry in table.log:
        again.submit(entry["seat"], entry["action"])
        seen[len(again.log)] = again.view(seat)["state"]
    return seen


def hands_of(host: App) -> list[list[int]]:
    return host.session.table.table.state["hands"]


def test_host_and_two_guests_play_claro_and_each_sees_only_its_hand():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    host.handle("invite")
    luis = join(board, host, "Luis")
    assert [s["name"] for s in host.party.host.lobby()["seats"]] == ["Hana", "Ana", "Luis"]
    assert "Waiting for the game to start" in ana.render()
    host.handle("start-party")
    board.pump()
    assert host.screen == ana.screen == luis.screen == "game"
    assert ana.session.viewer == 1 and luis.session.viewer == 2

    play_to_the_end(board, [host, ana, luis])
    for app in (ana, luis):
        assert app.session.table.result() == host.session.table.result()
        assert re.search(r"(wins|You win)!</h3>", app.render())
    # Every view a guest ever received is exactly what its seat's view was at that move, as
    # the host's game replayed from its log says: its own hand and nothing hidden.
    table = host.session.table.table
    for to_guest, _ in board.links:
        views = [json.loads(text)["view"] for text in to_guest.sent if '"view"' in text]
        seat = views[0]["seat"]
        expected = views_by_turn(table, seat)
        for view in views:
            assert view["state"] == expected[view["turn"]]


def test_a_guest_drops_is_reinvited_and_gets_its_hand_back():
    board = Switchboard()
    host = host_app(board, "claro")
    ana_storage: dict[str, str] = {}
    ana = join(board, host, "Ana", ana_storage)
    host.handle("start-party")
    board.pump()
    hand = ana.session.view()["state"]["hand"]
    assert hand == hands_of(host)[1]

    board.links[0][0].close()  # Ana's phone locks / reloads
    board.pump()
    assert host.party.away() == [1]
    assert "Invite Ana again" in host.render()
    host.handle("reinvite", "1")
    again = join(board, host, "Ana", ana_storage)  # a new page on Ana's phone
    assert again.session is not None and again.session.viewer == 1
    assert again.session.view()["state"]["hand"] == hand
    assert host.party.away() == []


def test_the_host_reloads_and_guests_return_to_their_seats():
    board = Switchboard()
    host_storage: dict[str, str] = {}
    host = host_app(board, "claro", host_storage)
    ana_storage: dict[str, str] = {}
    ana = join(board, host, "Ana", ana_storage)
    host.handle("start-party")
    board.pump()
    first = host.session.view()["active"][0]
    (host if first == 0 else ana).handle(
        "act", json.dumps((host if first == 0 else ana).session.view()["legal"][0])
    )
    board.pump()
    hand = ana.session.view()["state"]["hand"]
    assert "host" in json.loads(host_storage[SAVE_KEY])

    reloaded = phone(host_storage, net=board.phone())
    assert "Resume the Claro game" in reloaded.render()
    reloaded.handle("resume")
    assert reloaded.party.away() == [1]
    reloaded.handle("reinvite", "1")
    back = join(board, reloaded, "Ana", ana_storage)
    assert back.session.view()["state"]["hand"] == hand
    assert reloaded.session.table.table.log == host.session.table.table.log


def test_the_mind_pauses_when_a_guest_drops():
    board = Switchboard()
    host, (ana,) = seated(board, "the_mind", "Ana")
    host.handle("act", json.dumps({"type": "ready"}))
    ana.handle("act", json.dumps({"type": "ready"}))
    board.pump()
    assert host.session.view()["state"]["phase"] == "play"
    board.links[0][0].close()
    board.pump()
    assert host.session.view()["state"]["phase"] == "concentrate"
    assert "Waiting for Ana" in host.render()


def test_a_bad_answer_code_says_so_and_keeps_the_lobby():
    board = Switchboard()
    host = host_app(board, "claro")
    host.handle("answer", None, {"answer": "nonsense"})
    assert "Could not connect: This is not a Sobremesa code." in host.render()
    assert host.screen == "lobby"


def test_a_bad_answer_is_said_in_the_players_language_and_stays_to_be_fixed():
    for lang, words in (("es", "No se pudo conectar: Esto no es un código"), ("en", "Could not")):
        board = Switchboard()
        host = host_app(board, "claro", lang=lang)
        pasted = 'answer1"><script>alert(1)</script>'
        host.handle("answer", None, {"answer": pasted})
        html = host.render()
        assert words in html and "<script>" not in html
        assert f">{esc(pasted)}</textarea>" in html
        if lang == "es":
            assert "This" not in html
        host.handle("answer", None, {"answer": ""})
        assert "No hay ningún código" in host.render() or "There is no code" in host.render()
        # Fixed, it connects: the invitation was not spent by the bad paste.
        guest = phone(net=board.phone(), join=host.party.open_invite.link)
        guest.handle("join", None, {"guest-name": "Ana"})
        host.handle("answer", None, {"answer": guest.visit.code})
        board.pump()
        assert host.party.open_invite is None and guest.visit.status == "open"


def test_an_unknown_p2p_reason_is_said_in_the_players_language_never_raw():
    board = Switchboard()
    host = host_app(board, "claro", lang="es")
    invite = host.party.open_invite  # failed the way a browser could, for a reason we never saw
    invite.status, invite.error, invite.error_code = "failed", "Weird <thing>", "weird"
    html = host.render()
    assert "No se pudo conectar: algo falló en la conexión" in html
    assert "Weird" not in html
    assert 'data-cmd="invite"' in html  # spent: only a new invitation helps


def test_start_with_an_open_invitation_asks_first():
    board = Switchboard()
    host = host_app(board, "claro")
    join(board, host, "Ana")
    host.handle("invite")
    host.handle("start-party")
    html = host.render()
    assert host.screen == "lobby" and "Start without that guest?" in html
    assert 'id="start-party"' not in html  # the question replaces Start until answered
    host.handle("keep-waiting")
    assert "Start without that guest?" not in host.render()
    host.handle("start-party")
    host.handle("start-party", json.dumps("anyway"))
    assert host.screen == "game" and host.party.open_invite is None


def test_start_is_disabled_with_a_reason_while_it_cannot_start():
    board = Switchboard()
    host = host_app(board, "the_mind")  # Hana alone: The Mind needs two
    html = host.render()
    assert re.search(r'<button[^>]*id="start-party"[^>]*disabled', html)
    assert "This game is for 2–4 players." in html
    ana = join(board, host, "Ana")
    assert not re.search(r'<button[^>]*id="start-party"[^>]*disabled', host.render())
    ana.visit.link.close()
    board.pump()
    html = host.render()
    assert "Ana is disconnected: invite them again" in html
    assert re.search(r'<button[^>]*id="start-party"[^>]*disabled', html)


def test_back_from_the_lobby_keeps_the_setup():
    board = Switchboard()
    host = host_app(board, "claro")
    setup = host.setup
    ana = join(board, host, "Ana")
    host.handle("lobby-back")
    assert host.screen == "setup" and host.setup is setup and host.party is None
    assert [s["name"] for s in host.setup["seats"]] == ["Hana"]
    board.pump()
    assert ana.visit.status == "closed"


def test_copy_says_copied_for_two_seconds_or_that_it_was_refused():
    board = Switchboard()
    host = host_app(board, "claro", lang="es")
    host.handle("copied", json.dumps("copy-link"))
    assert "Copiado ✓" in host.render()
    host.scheduler.advance(1.0)
    assert "Copiado ✓" in host.render()
    host.scheduler.advance(1.5)
    assert "Copiado ✓" not in host.render()
    host.handle("copy-refused", json.dumps("copy-link"))
    assert "no dejó copiar" in host.render()
    guest = phone(net=board.phone(), join=host.party.open_invite.link)
    guest.handle("join", None, {"guest-name": "Ana"})
    guest.handle("copied")
    assert "Copied ✓" in guest.render()


def commands(html: str) -> set[str]:
    """What the buttons on a screen do (their `data-cmd`), Copy and Share aside."""
    return set(re.findall(r'data-cmd="([a-z-]+)"', html))


def test_a_reloaded_guest_is_offered_only_the_way_back_in():
    board = Switchboard()
    host = host_app(board, "claro")
    storage: dict[str, str] = {}
    link = host.party.open_invite.link
    join(board, host, "Ana", storage)
    reloaded = phone(storage, net=board.phone(), join=link)
    html = reloaded.render()
    assert "You already used this invitation" in html
    assert "Ask the host to invite Ana again" in html
    # No Join (its answer would go nowhere): scan or paste the host's new invitation, or leave.
    assert commands(html) == {"scan", "open-invitation", "home"}
    assert 'name="guest-name"' not in html
    fresh = phone({}, net=board.phone(), join=link)
    assert "You already used this invitation" not in fresh.render()
    assert "join" in commands(fresh.render())


def test_the_reloaded_guest_gets_back_in_through_a_pasted_invitation():
    board = Switchboard()
    host = host_app(board, "claro")
    storage: dict[str, str] = {}
    old = host.party.open_invite.link
    join(board, host, "Ana", storage)
    board.links[0][1].close()  # Ana's page reloads: the host sees her away, in the lobby
    board.pump()
    ana = phone(storage, net=board.phone(), join=old)
    html = host.render()
    assert 'aria-label="Invite again: Ana"' in html
    # The same old link again is refused, and stays in the field to be seen.
    ana.handle("open-invitation", None, {"invitation": old})
    assert "That is the invitation you already used" in ana.render()
    assert esc(old) in ana.render()  # as typed, escaped (the link has an &)
    host.handle("reinvite", "1")
    new = host.party.open_invite.link
    ana.handle("open-invitation", None, {"invitation": f"  Join me: {new} "})
    assert "join" in commands(ana.render()) and 'value="Ana"' in ana.render()
    ana.handle("join", None, {"guest-name": "Ana"})
    host.handle("answer", None, {"answer": ana.visit.code})
    board.pump()
    assert [s["connected"] for s in host.party.host.lobby()["seats"]] == [True, True]
    assert ana.visit.guest.seat == 1
    # Reloaded again, on the new link or the old one: both are spent on this phone.
    for link in (old, new):
        assert phone(storage, net=board.phone(), join=link).visit.rejoin


def test_a_guest_whose_host_reloaded_mid_game_pastes_the_new_invitation_at_the_table():
    board = Switchboard()
    host_storage: dict[str, str] = {}
    host = host_app(board, "claro", host_storage)
    ana_storage: dict[str, str] = {}
    ana = join(board, host, "Ana", ana_storage)
    host.handle("start-party")
    board.pump()
    hand = ana.session.view()["state"]["hand"]
    board.links[0][0].close()  # the host's page reloads
    board.pump()
    html = ana.render()
    assert ana.screen == "game" and "connection to the host was lost" in html
    assert {"scan", "open-invitation"} <= commands(html)
    host = phone(host_storage, seed=4, net=board.phone())
    host.handle("resume")
    host.handle("reinvite", "1")
    ana.handle("open-invitation", None, {"invitation": host.party.open_invite.link})
    assert ana.screen == "join"
    ana.handle("join", None, {"guest-name": "Ana"})
    host.handle("answer", None, {"answer": ana.visit.code})
    board.pump()
    assert ana.screen == "game" and ana.session.view()["state"]["hand"] == hand


def test_a_guest_scans_the_new_invitation():
    board = Switchboard()
    host = host_app(board, "claro")
    storage: dict[str, str] = {}
    old = host.party.open_invite.link
    join(board, host, "Ana", storage)
    ana = phone(storage, net=board.phone(), join=old)
    host.handle("invite")
    ana.handle("scanned", json.dumps(host.party.open_invite.code))
    assert ana.visit.offer == host.party.open_invite.code and not ana.visit.rejoin


def test_a_bad_pasted_invitation_is_said_in_spanish_and_kept():
    board = Switchboard()
    host = host_app(board, "claro")
    storage: dict[str, str] = {}
    old = host.party.open_invite.link
    join(board, host, "Ana", storage)
    ana = phone(storage, net=board.phone(), join=old, lang="es")
    for pasted, words in (
        ("http://x/#join=abc", "El código está incompleto"),
        ("<b>hola</b>", "Esto no es un código de Sobremesa"),
        ("   ", "No hay ningún código"),
    ):
        ana.handle("open-invitation", None, {"invitation": pasted})
        html = ana.render()
        assert words in html and "This" not in html and "There is" not in html
        assert esc(pasted) in html and "<b>hola" not in html
        assert ana.screen == "join" and ana.visit.offer == old.split("#join=")[1].split("&")[0]


def test_a_lost_guest_in_the_lobby_is_offered_the_way_back_in():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    board.links[0][0].close()
    board.pump()
    assert ana.visit.rejoin
    assert commands(ana.render()) == {"scan", "open-invitation", "home"}


def test_every_phone_shows_who_dropped():
    board = Switchboard()
    host, (ana, luis) = seated(board, "claro", "Ana", "Luis")
    assert "Waiting for" not in luis.render()
    board.links[0][0].close()  # Ana's phone drops
    board.pump()
    assert "Waiting for Ana: disconnected." in luis.render()
    assert "Waiting for Ana: disconnected." in host.render()
    assert ana.visit.status == "closed"
    assert "connection to the host was lost" in ana.render()


def test_the_host_lets_a_bot_play_for_a_guest_who_dropped():
    board = Switchboard()
    host, _ = seated(board, "claro", "Ana")
    board.links[0][0].close()
    board.pump()
    assert "Let a bot play for Ana" in host.render()
    host.handle("bot-seat", "1")
    assert host.party.away() == []
    for _ in range(200):  # the host plays its seat; the bot now plays Ana's on its timer
        if host.session.table.result() is not None:
            break
        view = host.session.view()
        if view["legal"]:
            host.handle("act", json.dumps(view["legal"][0]))
        else:
            host.scheduler.advance(2.0)
    log = host.session.table.table.log
    assert any(entry["seat"] == 1 for entry in log)


def test_no_screen_shows_a_missing_string_in_either_language():
    for lang in ("es", "en"):
        board = Switchboard()
        host = App({}, Clock(), lang=lang, seed=2, net=board.phone())
        pages = [host.render()]
        for game in ("claro", "the_mind"):
            host.handle("choose", json.dumps(game))
            pages.append(host.render())
        host.handle("invite")
        pages.append(host.render())
        guest = App({}, Clock(), lang=lang, net=board.phone(), join=host.party.open_invite.link)
        pages.append(guest.render())
        guest.handle("join", None, {"guest-name": "Ana"})
        pages.append(guest.render())
        host.handle("answer", None, {"answer": guest.visit.code})
        board.pump()
        host.handle("start-party")
        board.pump()
        pages += [host.render(), guest.render()]
        for page in pages:
            assert not re.search(r"\[[a-z_]+\.[a-z_.]+\]", page), page


def test_a_finished_shared_game_is_dealt_again_by_the_host_only():
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")
    play_to_the_end(board, [host, ana])
    assert "Play again" in host.render()
    html = ana.render()
    assert re.search(r"(wins|You win)!</h3>", html)
    assert "Play again" not in html and "Leave to home" in html


# -- protocol 2: rematch, builds, liveness ------------------------------------------------------


def test_the_host_deals_a_rematch_and_then_another_game_to_the_same_guests():
    board = Switchboard()
    host, (ana, luis) = seated(board, "claro", "Ana", "Luis")
    play_to_the_end(board, [host, ana, luis])
    links = len(board.links)
    host.handle("again", json.dumps("claro"))
    board.pump()
    for app, seat in ((host, 0), (ana, 1), (luis, 2)):
        view = app.session.view()
        assert view["game"] == "claro" and view["turn"] == 0 and view["result"] is None
        assert app.session.viewer == seat and "wins!" not in app.render()
    assert hands_of(host)[1] == ana.session.view()["state"]["hand"]
    play_to_the_end(board, [host, ana, luis])
    host.handle("sheet", json.dumps("menu"))  # another game is in the table's menu
    assert "The Mind" in host.render()  # offered: it fits these three seats
    host.handle("again", json.dumps("the_mind"))
    board.pump()
    assert len(board.links) == links  # no new invitation
    for app, seat in ((host, 0), (ana, 1), (luis, 2)):
        assert app.session.game_id == "the_mind" and app.screen == "game"
        view = app.session.view()
        assert view["game"] == "the_mind" and view["seat"] == seat and view["result"] is None
        assert {"type": "ready"} in view["legal"] and "The Mind" in app.render()
    hands = host.session.table.table.state["hands"]
    assert ana.session.view()["state"]["hand"] == hands[1]
    assert luis.session.view()["state"]["hand"] == hands[2]
    for app in (host, ana, luis):
        app.handle("act", json.dumps({"type": "ready"}))
    board.pump()
    assert host.session.view()["state"]["phase"] == "play"
    assert ana.session.view()["state"]["phase"] == "play"


def test_a_rematch_is_dealt_from_the_systems_randomness_never_from_the_first_seed():
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")  # dealt from a fixed seed, 4, as ?seed=4 does
    assert host.session.table.seed == 4
    seeds = []
    for _ in range(2):
        play_to_the_end(board, [host, ana])
        host.handle("again", json.dumps("claro"))
        board.pump()
        seeds.append(host.session.table.seed)
        assert ana.session.view()["state"]["hand"] == hands_of(host)[1]
    # A 128-bit draw each time: not 4 + 1, not the same twice, not small.
    assert 5 not in seeds and seeds[0] != seeds[1], seeds
    assert all(seed.bit_length() > 64 for seed in seeds), seeds


def test_a_one_phone_rematch_takes_a_new_seed_from_the_apps_source():
    draws = iter([1234567, 7654321])
    app = phone(seed=9, new_seed=lambda: next(draws))
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    table = app.session.table
    assert table.seed == 9
    while table.result() is None:
        seat = table.active_seats()[0]
        table.submit(seat, table.legal_actions(seat)[0])
    app.handle("again", json.dumps("claro"))
    assert app.session.table.seed == 1234567 and app.session.table.result() is None


def test_a_guest_away_at_the_rematch_rejoins_into_the_new_game():
    board = Switchboard()
    host = host_app(board, "claro")
    ana_storage: dict[str, str] = {}
    ana = join(board, host, "Ana", ana_storage)
    host.handle("invite")
    luis = join(board, host, "Luis")
    host.handle("start-party")
    board.pump()
    play_to_the_end(board, [host, ana, luis])
    board.links[0][0].close()  # Ana's phone locked during the last move
    board.pump()
    host.handle("again", json.dumps("the_mind"))
    board.pump()
    assert luis.session.game_id == "the_mind"
    assert ana.session.game_id == "claro"  # her old page heard nothing
    assert host.party.away() == [1]
    host.handle("reinvite", "1")
    back = join(board, host, "Ana", ana_storage)
    assert back.session is not None and back.session.game_id == "the_mind"
    assert back.session.viewer == 1
    assert back.session.view()["state"]["hand"] == host.session.table.table.state["hands"][1]
    assert host.party.away() == []


def test_phones_on_different_builds_are_told_to_reload_in_their_language():
    for lang, words in (("en", "different versions"), ("es", "versiones distintas")):
        board = Switchboard()
        host = host_app(board, "claro", build="new", lang=lang)
        guest = join(board, host, "Ana", build="old", lang=lang)
        assert guest.visit.mismatch and guest.session is None
        assert words in guest.render()
        assert words in host.render()
        assert [s["name"] for s in host.party.host.lobby()["seats"]] == ["Hana"]
        assert ("Invite another phone" if lang == "en" else "Invitar otro móvil") in host.render()
        host.handle("invite")  # a fresh invitation clears the warning
        assert words not in host.render()


def test_a_frozen_guest_is_shown_away_and_the_mind_pauses_then_it_comes_back():
    board = Switchboard()
    host, (ana,) = seated(board, "the_mind", "Ana")
    host.handle("act", json.dumps({"type": "ready"}))
    ana.handle("act", json.dumps({"type": "ready"}))
    board.pump()
    for _ in range(4):  # both phones alive: pings each way, nobody away
        host.scheduler.advance(1.5)
        ana.scheduler.advance(1.5)
        board.pump()
    assert host.party.away() == [] and host.session.view()["state"]["phase"] == "play"
    # Ana's phone freezes (its link stays open): six seconds of silence
    host.scheduler.advance(6.0)
    assert host.party.away() == [1]
    assert "Waiting for Ana" in host.render()
    assert host.session.view()["state"]["phase"] == "concentrate"
    board.pump()  # she hears the host's pings again and answers
    assert host.party.away() == []
    assert "Waiting for Ana" not in host.render()


def test_a_guest_says_when_the_host_is_not_answering():
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")
    ana.scheduler.advance(6.0)  # her pings go out; the host's page is frozen
    assert "The host is not answering" in ana.render()
    board.pump()
    assert "The host is not answering" not in ana.render()
    ana.handle("lang", json.dumps("es"))
    ana.scheduler.advance(6.0)
    assert "El anfitrión no responde" in ana.render()


def test_leaving_stops_the_pings():
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")
    host.handle("home")
    board.pump()
    assert ana.visit.status == "closed"
    for app in (host, ana):
        app.scheduler.advance(10.0)
        assert not [e for e in app.scheduler.pending if not e[2]]


def test_a_guest_can_paint_between_any_two_messages_of_a_rematch():
    """The browser may paint after each message: between the new game's welcome and its first
    view, the guest still shows the old game, never the new game's screen over the old view."""
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")
    play_to_the_end(board, [host, ana])
    host.handle("again", json.dumps("the_mind"))
    seen = []
    while board.queue:
        deliver, text = board.queue.popleft()
        deliver(text)
        seen.append(ana.session.game_id)
        assert ana.render()
    assert seen[-1] == "the_mind" and ana.session.view()["game"] == "the_mind"


def test_a_wifi_hiccup_does_not_drop_a_guest():
    """WebRTC's temporary "disconnected" keeps the seat and the link; "failed" ends them."""
    board = Switchboard()
    host, (ana,) = seated(board, "claro", "Ana")
    to_guest, to_host = board.links[0]
    to_guest.handlers.on_state("disconnected")  # the host's side of the link wobbles
    to_host.handlers.on_state("disconnected")  # and the guest's
    board.pump()
    assert host.party.away() == [] and ana.visit.status == "open"
    first = host.session.view()["active"][0]
    app = host if first == 0 else ana
    app.handle("act", json.dumps(app.session.view()["legal"][0]))
    board.pump()
    assert len(host.session.table.table.log) == 1 and ana.session.view()["turn"] == 1
    to_guest.handlers.on_state("failed")
    to_host.handlers.on_state("failed")
    board.pump()
    assert host.party.away() == [1] and ana.visit.status == "closed"


def test_the_host_hands_a_connected_guest_who_stalls_to_a_bot_or_removes_them():
    board = Switchboard()
    host, (ana, luis) = seated(board, "claro", "Ana", "Luis")
    assert "Let a bot play for Ana" in host.render()  # while Ana is connected
    host.handle("bot-seat", "1")
    board.pump()
    assert host.party.host.seats[1].kind == "bot" and ana.visit.guest.goodbye["code"] == "replaced"
    host.handle("remove-guest", "2")
    board.pump()
    assert host.party.host.seats[2].kind == "bot" and host.party.host.seats[2].secret is None
    assert luis.visit.guest.goodbye["code"] == "removed"
    for _ in range(300):  # the bots play on for both seats
        table = host.session.table.table
        if table.result() is not None:
            break
        view = host.session.view()
        if view["legal"]:
            host.handle("act", json.dumps(view["legal"][0]))
        host.scheduler.advance(5)
        board.pump()
    assert host.session.table.table.result() is not None


def test_the_lobby_sends_a_guest_or_a_bot_away():
    board = Switchboard()
    host = host_app(board, "claro")
    ana = join(board, host, "Ana")
    seats = [s["name"] for s in host.party.host.lobby()["seats"]]
    assert seats == ["Hana", "Ana"]
    assert 'aria-label="Remove Ana from the table"' in host.render()
    host.handle("remove-guest", "1")
    board.pump()
    assert [s["name"] for s in host.party.host.lobby()["seats"]] == ["Hana"]
    assert ana.visit.guest.goodbye["code"] == "removed"


HOSTILE = '<img src=x onerror="alert(1)">&amp;'


def test_the_lobby_and_join_screens_escape_hostile_names_in_both_languages():
    for lang in ("es", "en"):
        board = Switchboard()
        host = host_app(board, "claro", lang=lang)
        storage: dict[str, str] = {}
        link = host.party.open_invite.link
        guest = join(board, host, HOSTILE, storage, lang=lang)
        host.handle("invite")
        host.handle("start-party")
        guest.visit.link.close()
        board.pump()
        pages = [host.render(), guest.render()]
        reloaded = phone(storage, net=board.phone(), join=link, lang=lang)
        reloaded.handle("open-invitation", None, {"invitation": HOSTILE})
        pages.append(reloaded.render())
        for html in pages:
            assert "<img" not in html and 'onerror="' not in html
            assert not re.search(r"\[[a-z_0-9]+\.[a-z_.0-9]+\]", html), html
        assert esc(HOSTILE[:24].strip()) in pages[0]  # names are cut to 24 characters


def test_the_lobby_guide_has_two_numbered_drawn_steps_in_both_languages():
    words = {
        "es": ("Enséñale este QR", "Escanea su respuesta"),
        "en": ("Show this QR", "Scan their"),
    }
    for lang, (one, two) in words.items():
        board = Switchboard()
        host = host_app(board, "claro", lang=lang)
        html = host.render()
        assert html.count('<svg class="step-art"') == 2
        assert html.count('class="step-no"') == 2 and one in html and two in html
        assert html.index(one) < html.index('data-cmd="scan"') < html.index('name="answer"')
        guest = phone(net=board.phone(), join=host.party.open_invite.link, lang=lang)
        html = guest.render()
        assert 'class="step done"' in html and 'class="step current"' in html
        assert html.index('data-cmd="join"') < html.index('data-cmd="home"')
        guest.handle("join", None, {"guest-name": "Ana"})
        html = guest.render()
        # The whole answer code shows (a wrapping box, never cut), and Leave is kept apart.
        assert f">{guest.visit.code}</textarea>" in html and 'class="code answer-code"' in html
        assert html.index('data-cmd="copy"') < html.index('class="leave-row"')


def test_a_camera_problem_is_said_in_the_players_language():
    board = Switchboard()
    host = host_app(board, "claro", lang="es")
    host.handle("scan-failed", json.dumps({"code": "denied", "message": "Camera permission"}))
    assert "No se dio permiso para la cámara" in host.render()
    host.handle("scan-failed", json.dumps({"code": "new", "message": "Something <new>"}))
    assert "Something &lt;new&gt;" in host.render()


def test_a_code_typed_but_not_sent_survives_a_tap_on_copy():
    board = Switchboard()
    host = host_app(board, "claro")
    host.handle("copied", None, {"answer": "AQEE half"})
    assert ">AQEE half</textarea>" in host.render()


def test_an_invitation_not_taken_lets_its_connection_go():
    """A pending invitation holds a connection (and its sockets) open for an answer: once the
    lobby is left, the invitation replaced or given up at the start, it is closed; a guest's
    link that connected stays open."""
    board = Switchboard()
    host = host_app(board, "claro")
    first = host.party.open_invite.handle
    host.handle("home")
    assert first.closed and host.party is None

    host = host_app(board, "claro")
    join(board, host, "Ana")
    host.handle("invite")
    waiting = host.party.open_invite.handle
    host.handle("start-party")
    host.handle("start-party", json.dumps("anyway"))
    assert waiting.closed and host.screen == "game"
    assert all(a.open for a, _ in board.links)  # Ana's link is not the invitation's

    host = host_app(board, "claro")
    refused = host.party.open_invite
    host.handle("answer", None, {"answer": "not a code"})
    host.handle("invite")  # "Make a new invitation"
    assert refused.handle.closed and host.party.open_invite.handle is not refused.handle
