"""Replay links: every game's link round-trips to the same end; a bad link changes nothing.

The codec (engine/replay_code.py) and the rules' check (engine/replay.py) are checked on seeded
games played to their end by bots, at the smallest, a middle and the largest table of every
game; the app's side (share, history, viewer) runs with a dict for storage and a manual clock,
as tests/test_app.py does.
"""

from __future__ import annotations

import base64
import json
import re
import zlib

import pytest
from sobremesa_web import replaying
from sobremesa_web.app import App

from engine.core import canonical
from engine.games import catalog, get_game
from engine.replay import check, encode
from engine.replay_code import MAX_JSON, MAX_LINK, BadReplay, decode
from engine.table import Table
from scripts import replay_sizes
from scripts.replay_cases import finished, pack, unpack
from tests.fake_net import FakeNet, Switchboard
from tests.test_app import Clock


def sizes(game_id: str) -> list[int]:
    game = get_game(game_id)
    return sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})


CASES = [(g.id, n) for g in catalog() for n in sizes(g.id)]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_every_games_link_round_trips_to_the_same_end_and_views(game_id: str, players: int):
    for seed in (3, 11):
        table = finished(game_id, players, seed)
        replay = check(encode(table))
        assert canonical(replay.table.state) == canonical(table.state)
        assert replay.moves == len(table.log)
        end = replay.moves
        for seat in [None, *range(players)]:
            assert canonical(replay.view(end, seat)) == canonical(table.view(seat))
        first = Table(game_id, table.seats, seed=seed, options=table.options)
        assert canonical(replay.view(0, None)) == canonical(first.view(None))


def test_the_link_keeps_the_seats_names_options_and_seed():
    table = finished("claro", 3, 5, names=["Ana", "Luis <b>", "Bea"])
    record = decode(encode(table))
    assert record.names == ["Ana", "Luis <b>", "Bea"]
    assert record.seed == table.seed and record.options == table.options
    assert record.log == table.log


def test_a_catch_the_moon_trace_comes_back_exactly():
    """A placement's trace is written as differences: it must come back to the last int, so
    the physics replays the ladder as it fell."""
    table = finished("catch_the_moon", 2, 4)
    traces = [e["action"]["trace"] for e in table.log if e["action"]["type"] == "place"]
    assert traces
    replay = check(encode(table))
    again = [e["action"]["trace"] for e in replay.record.log if e["action"]["type"] == "place"]
    assert again == traces
    assert replay.table.state["last"]["trace"] == table.state["last"]["trace"]


def test_a_full_four_player_claro_link_fits_in_1500_characters():
    for seed in range(1, 6):
        table = finished("claro", 4, seed)
        link = "https://example.github.io/sobremesa/#replay=" + encode(table)
        assert len(link) <= 1500, (seed, len(link))


def test_a_tampered_move_is_refused_by_the_rules():
    table = finished("claro", 3, 7)
    payload = unpack(encode(table))
    seat, kind = payload["l"][4][:2]
    payload["l"][4][0] = (seat + 1) % 3  # the same move, by someone whose turn it is not
    with pytest.raises(BadReplay) as refused:
        check(pack(payload))
    assert refused.value.params["why"] == "illegal"
    payload = unpack(encode(table))
    payload["s"] += 1  # another deal: the moves no longer fit the hands
    with pytest.raises(BadReplay):
        check(pack(payload))


def test_a_truncated_link_is_refused():
    code = encode(finished("the_mind", 2, 2))
    for cut in (1, 5, len(code) // 2, len(code) - 1):
        with pytest.raises(BadReplay):
            check(code[:cut])
    payload = unpack(code)
    payload["l"] = payload["l"][:-3]  # a well-formed link of a game that did not end
    with pytest.raises(BadReplay) as refused:
        check(pack(payload))
    assert refused.value.params["why"] == "unfinished"


def test_oversize_links_and_zip_bombs_are_refused_before_they_are_inflated():
    with pytest.raises(BadReplay) as refused:
        check("A" * (MAX_LINK + 1))
    assert refused.value.params["why"] == "too_long"
    bomb = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = bomb.compress(b"[" + b" " * (50 * MAX_JSON)) + bomb.flush()
    code = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    assert len(code) < MAX_LINK  # small on the wire, huge inflated
    with pytest.raises(BadReplay) as refused:
        check(code)
    assert refused.value.params["why"] == "too_long"


@pytest.mark.parametrize(
    "payload",
    [
        [],
        {"v": 99},
        {"v": 1, "g": "chess"},
        "x" * 10,
        {"v": 1, "g": "claro", "r": "0" * 12, "o": {}, "n": ["A", "B"], "b": [], "s": 1, "l": []},
    ],
)
def test_links_that_are_not_replays_of_this_app_are_refused(payload):
    with pytest.raises(BadReplay):
        check(pack(payload))


def test_malformed_moves_and_names_are_refused():
    good = unpack(encode(finished("claro", 3, 9)))
    for change in (
        lambda p: p["l"].__setitem__(0, "play"),
        lambda p: p["l"].__setitem__(0, [0, "teleport"]),
        lambda p: p["l"][1].append(99),
        lambda p: p["n"].__setitem__(0, ""),
        lambda p: p.__setitem__("b", [7]),
        lambda p: p.__setitem__("s", "one"),
        lambda p: p.__setitem__("o", {"cheat": True}),
        lambda p: p.__setitem__("n", ["Solo"]),
        lambda p: p.__setitem__("l", [[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]),
    ):
        payload = json.loads(json.dumps(good))
        change(payload)
        with pytest.raises(BadReplay):
            check(pack(payload))


# -- the app --------------------------------------------------------------------------------


def play_claro_in_app(storage: dict, clock: Clock) -> App:
    """A four-seat Claro (Ana and three bots), started from the set-up screen and played to its
    end; Ana plays what a bot in her seat would."""
    app = App(storage, clock, lang="en", seed=21, page="https://sobremesa.example/app/")
    app.handle("choose", json.dumps("claro"))
    form = {}
    while len(app.setup["seats"]) < 4:
        app.handle("add-seat", None, {})
    for i in range(4):
        form[f"name-{i}"] = ["Ana", "Bot <i>", "Bea", "Dani"][i]
        form[f"kind-{i}"] = "human" if i == 0 else "bot"
    app.handle("start", None, form)
    assert app.screen == "game"
    for _ in range(2000):
        table = app.session.table
        if table.result() is not None:
            break
        if table.legal_actions(0):
            app.handle("act", json.dumps(table.bot_decision(0).action))
        else:
            clock.advance(5)
    assert app.session.table.result() is not None
    return app


def test_a_finished_game_is_shared_kept_in_the_history_and_opens_in_a_new_app():
    storage: dict[str, str] = {}
    clock = Clock()
    app = play_claro_in_app(storage, clock)
    table = app.session.table
    result = re.search(r'<dialog open class="sheet sheet-result.*?</dialog>', app.render(), re.S)
    assert result and "Share replay" in result[0]  # the offer sits in the result's sheet
    app.handle("share-replay")
    link = app.sharing.link
    assert link.startswith("https://sobremesa.example/app/#replay=")
    shown = app.render()
    sheet = re.search(r'<dialog open class="sheet sheet-share".*?</dialog>', shown, re.S)
    assert sheet and f'value="{link}"' in sheet[0] and "sheet-result" not in shown
    app.handle("share-close")
    assert "sheet-share" not in app.render() and "sheet-result" in app.render()
    history = replaying.history(storage)
    assert len(history) == 1 and history[0].game == "claro"

    other = App({}, Clock(), lang="es", replay=link.split("#replay=")[1])
    assert other.screen == "replay"
    other.handle("replay-step", json.dumps(10**6))
    view = other.viewer.view()
    assert canonical(view["state"]) == canonical(table.view(None)["state"])
    assert view["result"] == table.result() is not None
    html = other.render()
    assert "Bot &lt;i&gt;" in html and "<i>" not in html
    assert f'data-step="{len(table.log)}"' in html


def test_the_viewer_steps_jumps_plays_at_a_speed_and_shows_each_moves_log_line():
    table = finished("claro", 3, 13, names=["Ana", "Luis", "Bea"])
    clock = Clock()
    app = App({}, clock, lang="en", replay=encode(table))
    viewer = app.viewer
    assert viewer.step == 0 and "As dealt" in app.render()
    app.handle("replay-step", "1")
    assert viewer.step == 1
    said = app.render().split('class="replay-move visually-hidden" role="status">')[1]
    line = said.split("</p>")[0]
    assert line and any(name in line for name in ("Ana", "Luis", "Bea"))
    app.handle("replay-jump", None, {"replay-jump": "7"})
    assert viewer.step == 7
    app.handle("replay-step", "6")
    assert viewer.step == 6
    app.handle("replay-speed", "4")
    app.handle("replay-play")
    clock.advance(3.0)  # 1.2 s a move at speed 1: at 4× ten moves in three seconds
    assert viewer.step == 16
    app.handle("replay-pause")
    clock.advance(10)
    assert viewer.step == 16
    app.handle("replay-play")
    clock.advance(10_000)
    assert viewer.step == viewer.replay.moves and not viewer.playing


def test_every_hand_can_be_seen_in_a_replay_and_no_move_can_be_made():
    table = finished("claro", 3, 17)
    app = App({}, Clock(), lang="en", replay=encode(table))
    app.handle("replay-step", "2")
    public = app.viewer.view()
    assert public["seat"] is None
    for seat in range(3):
        app.handle("replay-seat", str(seat))
        seen = app.viewer.view()
        assert seen["state"] == check(encode(table)).view(2, seat)["state"]
        assert seen["legal"] == []
    app.handle("replay-seat", "9")
    assert app.viewer.seat == 2
    app.handle("act", json.dumps({"type": "pass"}))  # there is no game to act in
    assert app.viewer.step == 2 and app.session is None


def test_a_bad_link_says_why_in_the_players_language_and_changes_nothing():
    table = finished("claro", 3, 19)
    code = encode(table)
    storage = {replaying.HISTORY_KEY: "[]"}
    app = App(storage, Clock(), lang="es", replay=code[: len(code) // 2])
    assert app.screen == "home" and app.viewer is None
    assert "dañado o incompleto" in app.render()

    app = App(dict(storage), Clock(), lang="en", replay=code)
    app.handle("replay-step", "5")
    before = (app.screen, app.viewer, app.viewer.step, dict(app.storage))
    payload = unpack(code)
    payload["l"][3][0] = (payload["l"][3][0] + 1) % 3
    app.open_replay(pack(payload))
    assert (app.screen, app.viewer, app.viewer.step, dict(app.storage)) == before
    assert "a move the rules do not allow" in app.render()
    app.open_replay("A" * (MAX_LINK + 5))
    assert "too long" in app.render() and app.viewer.step == 5


def test_the_history_keeps_the_last_twenty_games_newest_first():
    storage: dict[str, str] = {}
    codes = []
    for seed in range(22):
        table = finished("the_mind", 2, seed)
        storage[replaying.HISTORY_KEY] = json.dumps(replaying.remember(storage, table))
        codes.append(encode(table))
    kept = replaying.history(storage)
    assert [k.code for k in kept] == codes[::-1][:20]
    again = replaying.remember(storage, finished("the_mind", 2, 21))
    assert len(again) == 20 and again[0]["code"] == codes[-1]
    app = App(storage, Clock(), lang="en")
    html = app.render()
    assert "Finished games" in html and html.count('data-cmd="replay-open"') == 20
    app.handle("replay-open", "3")
    assert app.screen == "replay" and app.viewer.replay.code() == codes[-4]


def test_a_replay_link_gets_a_qr_code_when_it_fits_and_only_then():
    storage: dict[str, str] = {}
    short = finished("the_mind", 2, 4)
    long = replay_sizes.play("catch_the_moon", 4, 2, drags=True)  # people's long drags
    for table in (short, long):
        storage[replaying.HISTORY_KEY] = json.dumps(replaying.remember(storage, table))
    app = App(storage, Clock(), lang="en", net=FakeNet(Switchboard()), page="https://x.example/")
    for index, table in ((1, short), (0, long)):
        app.handle("share-replay", str(index))
        link = "https://x.example/#replay=" + encode(table)
        assert app.sharing.link == link
        html = app.render()
        if table is short:
            assert len(link) <= replaying.QR_MAX
            assert 'aria-label="Replay QR code"' in html and f"<desc>{link}</desc>" in html
        else:
            assert len(link) > replaying.QR_MAX
            assert "too long for a QR code" in html and "<svg role" not in html
        app.handle("share-close")
        assert app.sharing is None
