"""A hostile phone, an old save, a guessed seed: none of them costs a game."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from sobremesa_web.app import App
from sobremesa_web.registry import for_game
from sobremesa_web.state import SAVE_KEY

from engine import protocol
from engine.core import Random
from engine.host import HostTable
from tests.test_app import Clock, play_first_legal

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_app_deals_from_128_fresh_bits_of_the_os():
    app = App({}, Clock(), lang="en")
    seeds = {app.new_seed() for _ in range(50)}
    assert len(seeds) == 50
    assert max(s.bit_length() for s in seeds) > 120


def test_the_generator_is_a_keyed_hash_not_a_reversible_mix():
    """Its outputs are SHA-256 blocks of (key, counter), the key a hash of the seed: nothing
    a player sees of a deal leads back to the seed by inverting a few multiplications."""
    rng = Random(42)
    key = hashlib.sha256(b"sobremesa.seed:" + (42).to_bytes(1, "big", signed=True)).digest()
    first = hashlib.sha256(key + (0).to_bytes(8, "big")).digest()[:8]
    assert rng.next64() == int.from_bytes(first, "big")
    assert Random.from_data(rng.to_data()).next64() == rng.copy().next64()


def test_a_game_saved_by_the_first_release_resumes_and_plays_to_its_end():
    for game in ("claro", "the_mind"):
        storage = {SAVE_KEY: (FIXTURES / f"save_v1_{game}.json").read_text()}
        clock = Clock()
        app = App(storage, clock, lang="en", tempo=0.01)
        assert app.notice is None, app.notice
        app.handle("resume")
        table = app.session.table
        saved = json.loads(storage[SAVE_KEY])["table"]
        assert table.log == saved["log"] and table.state == saved["state"]
        for _ in range(3000):  # the person plays its first legal move; the bots their own
            if table.result() is not None:
                break
            view = app.session.view()
            if view["legal"]:
                app.handle("act", json.dumps(view["legal"][0]))
            clock.advance(5)
        assert table.result() is not None
        assert json.loads(storage.get(SAVE_KEY, "{}")).get("table", {}).get("version") in (None, 1)


def test_a_guest_cannot_grow_the_hosts_save_with_padding():
    host = HostTable("claro", seed=9)
    host.add_seat("Hana", "bot")
    sent: list[str] = []
    host.connect("p", sent.append)
    host.receive("p", protocol.encode("hello", 1, name="Ana", build=host.build))
    host.start()
    before = len(json.dumps(host.snapshot()))
    seq = 2
    for _ in range(40):
        if host.result() is not None:
            break
        if host.table.state["turn"] == 1:
            action = {**host.table.legal_actions(1)[0], "pad": "x" * 28_000}
            host.receive(
                "p",
                json.dumps(
                    {
                        "v": protocol.VERSION,
                        "seq": seq,
                        "type": "action",
                        "seat": 1,
                        "action": action,
                    }
                ),
            )
            seq += 1
        else:
            host.run_bots(1)
    moves = len(host.table.log)
    assert moves > 5
    assert len(json.dumps(host.snapshot())) < before + 200 * moves


def test_names_are_cleaned_and_unique_at_a_table():
    host = HostTable("claro", seed=9)
    host.add_seat("Ana\tMaría")  # a TAB once stopped the lobby from reaching any guest
    assert host.seats[0].name == "Ana María"
    phones: dict[str, list[str]] = {}
    for peer, name in (("a", "ana maría"), ("b", "\u200b\u202eBot\u200d"), ("c", "\u200b")):
        phones[peer] = []
        host.connect(peer, phones[peer].append)
        host.receive(
            peer,
            json.dumps(
                {
                    "v": protocol.VERSION,
                    "seq": 1,
                    "type": "hello",
                    "name": name,
                    "build": host.build,
                }
            ),
        )
    names = [s["name"] for s in host.lobby()["seats"]]
    assert names == ["Ana María", "ana maría 2", "Bot"]
    assert any('"bad_field"' in m for m in phones["c"])  # nothing visible left: refused
    for text in phones["a"]:
        protocol.parse(text, sender="host")  # every lobby the guests got is valid


def test_two_seats_with_one_name_are_refused_on_one_phone():
    app = App({}, Clock(), lang="en")
    app.handle("choose", json.dumps("claro"))
    app.handle("start", None, {"name-0": "Ana", "name-1": "ANA"})
    assert "Two seats have the same name" in app.render()
    assert app.screen == "setup"


HOSTILE = '"><img src=x onerror=alert(1)>'


def _leaf_paths(value, path=()):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaf_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaf_paths(item, (*path, index))
    else:
        yield path


def _with(value, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _with(value[head], rest, new)}
    copy = list(value)
    copy[head] = _with(value[head], rest, new)
    return copy


def test_no_value_a_host_sends_can_put_markup_on_a_guests_screen():
    """Every screen escapes every value of a view, not only names: each value in turn is
    replaced by markup, and what is drawn never contains it as markup."""
    from sobremesa_web import screens
    from sobremesa_web.i18n import Translator

    from engine.games import catalog
    from engine.table import SeatInfo, Table

    for game in catalog():
        module = for_game(game.id)
        t = Translator("en").for_game(game.id)
        table = Table(game.id, [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")], seed=4)
        views = []
        for _ in range(30):
            views.append({**table.view(0), "recent": table.view(0)["events"]})
            if table.result() is not None:
                break
            seat = table.active_seats()[0]
            table.submit(seat, table.legal_actions(seat)[0])
        for view in views[::3]:
            for path in _leaf_paths(view):
                html = screens.frame.body(module, _with(view, path, HOSTILE), {}, t)
                assert "<img" not in html, (game.id, path)


class FullStorage(dict):
    """A device that has stopped accepting writes (until `room` is set)."""

    room = False

    def __setitem__(self, key, value):
        from sobremesa_web.storage import StorageFull

        if not self.room:
            raise StorageFull("QuotaExceededError")
        super().__setitem__(key, value)


def test_a_save_the_device_refuses_is_told_and_the_game_goes_on():
    storage = FullStorage()
    app = App(storage, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    assert "will not store the game" in app.render()
    view = app.session.view()
    assert app.screen == "game" and view["state"]["hand"]
    storage.room = True
    app.handle("dismiss")
    if view["legal"]:
        app.handle("act", json.dumps(view["legal"][0]))
    else:
        app.flush()
    app.session.changes += 1  # any change of the table saves again
    app.flush()
    assert SAVE_KEY in storage and "will not store" not in app.render()


def test_an_unreadable_save_is_set_aside_and_the_last_five_are_kept():
    storage = {}
    for n in range(7):
        storage[SAVE_KEY] = "[" * 100_000 if n == 6 else f"broken {n}"  # a nesting bomb last
        app = App(storage, Clock(), lang="en")
        assert "could not be loaded" in app.render()
    kept = [
        storage.get(k)
        for k in ("sobremesa.save.broken", *(f"sobremesa.save.broken.{i}" for i in range(2, 6)))
    ]
    assert kept == ["[" * 100_000, "broken 5", "broken 4", "broken 3", "broken 2"]
    assert SAVE_KEY not in storage


def test_the_app_asks_once_for_persistent_storage_when_it_first_saves():
    asked = []
    app = App({}, Clock(), lang="en", seed=3, persist=lambda: asked.append(1))
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    app.session.changes += 1
    app.flush()
    assert asked == [1]


def test_a_save_from_other_rules_replays_under_these_and_says_so():
    storage: dict[str, str] = {}
    app = App(storage, Clock(), lang="en", seed=3)
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    play_first_legal(app, 6, 30, app.scheduler.advance)
    save = json.loads(storage[SAVE_KEY])
    save["table"]["rules"] = "an-older-one"
    save["table"]["state"]["a_field_the_old_rules_kept"] = True  # the old state's shape
    storage[SAVE_KEY] = json.dumps(save)
    again = App(storage, Clock(), lang="en")
    again.handle("resume")
    assert again.session is not None and again.session.table.log == save["table"]["log"]
    assert "the game goes on under the new rules" in again.render()
    save["table"]["rules"] = again.session.table.snapshot()["rules"]  # same rules: tampering
    storage[SAVE_KEY] = json.dumps(save)
    assert "could not be loaded" in App(storage, Clock(), lang="en").render()
