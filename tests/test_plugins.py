"""The game-plugin contract: a game is its own modules, found by id, declared once."""

from __future__ import annotations

import dataclasses
import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from sobremesa_web import registry
from sobremesa_web.app import App
from sobremesa_web.contract import Screen
from sobremesa_web.registry import for_game

from engine import protocol
from engine.core import Game, GameError, Move, Option
from engine.games import MODULES, bots_for, catalog, get_game, register
from engine.host import HostTable
from engine.table import SeatInfo, Table
from engine.values import Text
from tests.test_app import Clock, start_race
from tests.toy_game import GAME as TOY

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ["engine", "web", "scripts/build.py", "service-worker.js", "manifest.json"]


def own_files(game_id: str) -> set[Path]:
    return {
        ROOT / "engine" / "games" / f"{game_id}.py",
        ROOT / "engine" / "bots" / f"{game_id}.py",
        ROOT / "web" / "ui" / "sobremesa_web" / "screens" / f"{game_id}.py",
        ROOT / "web" / "ui" / "sobremesa_web" / "screens" / f"{game_id}.css",
        ROOT / "web" / "ui" / "sobremesa_web" / "screens" / f"{game_id}.js",
    }


def shipped_files() -> list[Path]:
    files: list[Path] = []
    for name in SHIPPED:
        path = ROOT / name
        found = path.rglob("*") if path.is_dir() else [path]
        files += [
            f for f in found if f.is_file() and f.suffix in (".py", ".js", ".css", ".html", ".json")
        ]
    return files


def test_only_a_games_own_modules_and_the_catalogue_name_it():
    """Adding a game is its rules, bots and screen modules (plus strings, CSS and tests) and
    one line in the catalogue: no shared file of the app or the engine names a game."""
    catalogue = ROOT / "engine" / "games" / "__init__.py"
    offenders = []
    for game_id in MODULES:
        allowed = own_files(game_id) | {catalogue}
        pattern = re.compile(rf"\b{game_id}\b")
        for path in shipped_files():
            mine = path in allowed or path.name.startswith(f"{game_id}_")
            if not mine and pattern.search(path.read_text(errors="replace")):
                offenders.append((game_id, str(path.relative_to(ROOT))))
    assert offenders == []


# The files every game shares: the page, its style and boot, the workers, the manifest, the
# build, and the shared JS folder. A game's own JS and CSS sit beside its screen module.
SHARED = [
    ROOT / "web" / "index.html",
    ROOT / "web" / "app.css",
    ROOT / "web" / "boot.js",
    ROOT / "web" / "snapshot-worker.js",
    ROOT / "service-worker.js",
    ROOT / "manifest.json",
    ROOT / "scripts" / "build.py",
    *sorted((ROOT / "web" / "js").rglob("*.*")),
]


def names_of_games(text: str) -> list[str]:
    """The games `text` names, by id or by title."""
    found = []
    for game in catalog():
        for name in (game.id, game.title):
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text):
                found.append(name)
    return found


def test_no_shared_file_names_a_game():
    """The page's game list, a game's browser code, its palette and its vendored packages all
    come from the game's own modules: a shared file that names a game is a second place to edit
    when one is added, and one that every other game loads."""
    assert names_of_games("<li>The Mind</li> js/catch_the_moon.js") == [
        "The Mind",
        "catch_the_moon",
    ]
    offenders = {
        str(path.relative_to(ROOT)): names
        for path in SHARED
        if (names := names_of_games(path.read_text(errors="replace")))
    }
    assert offenders == {}


def test_the_build_lists_the_catalogue_on_the_page_and_in_the_manifest():
    from scripts.build import COUNT_WORDS, fill_game_lists

    titles = [game.title for game in catalog()]
    page = fill_game_lists("index.html", (ROOT / "web" / "index.html").read_text())
    splash = re.search(r'<ul class="boot-games"[^>]*>(.*?)</ul>', page, re.S).group(1)
    assert re.findall(r"<li>(.*?)</li>", splash) == titles
    description = re.search(r'<meta name="description" content="([^"]*)"', page).group(1)
    assert description.endswith(": " + ", ".join(titles) + ".")
    es, en = (COUNT_WORDS[lang].split()[len(titles)].capitalize() for lang in ("es", "en"))
    assert f">{es} juegos para la mesa" in page and f'"{en} games for the table' in page
    manifest = json.loads(fill_game_lists("manifest.json", (ROOT / "manifest.json").read_text()))
    assert manifest["description"].endswith(": " + ", ".join(titles) + ".")


def test_the_catalogue_is_the_modules_declarations():
    assert [g.id for g in catalog()] == list(MODULES)
    for game in catalog():
        assert isinstance(game, Game)
        assert set(game.bot_levels) and game.title and game.moves
        for level in game.bot_levels:
            assert bots_for(game.id).make_bot(level) is not None
        assert for_game(game.id).render_regions


def test_every_screen_declares_its_contract_and_its_browser_half_is_there():
    package = json.loads((ROOT / "package.json").read_text())
    pinned = {**package.get("dependencies", {}), **package.get("devDependencies", {})}
    screens_dir = ROOT / "web" / "ui" / "sobremesa_web" / "screens"
    for game in catalog():
        screen = for_game(game.id)
        assert isinstance(screen, Screen) and screen.id == game.id
        assert screen is importlib.import_module(f"sobremesa_web.screens.{game.id}").SCREEN
        assert set(screen.strings) == {"es", "en"} and screen.how_to and screen.log_line
        assert screen.emblem and screen.palette and screen.css
        assert (screens_dir / f"{game.id}.css").is_file()
        if screen.browser is not None:
            assert (screens_dir / screen.browser.script).is_file(), game.id
            for package_name, file, _ in screen.browser.vendor.values():
                assert package_name in pinned, (game.id, package_name)
                assert (ROOT / "node_modules" / package_name / file).is_file()


def test_a_screen_module_without_its_screen_is_refused_by_name():
    import sys
    import types

    module = types.ModuleType("sobremesa_web.screens.half_made")
    module.STRINGS = {"es": {}, "en": {}}  # an old-style module: names, no SCREEN
    sys.modules[module.__name__] = module
    try:
        with pytest.raises(GameError) as err:
            for_game("half_made")
        assert "half_made" in err.value.message
    finally:
        del sys.modules[module.__name__]


def test_a_missing_game_rules_bots_or_screen_says_which_game():
    for lookup in (get_game, bots_for, for_game):
        with pytest.raises(GameError) as err:
            lookup("no_such_game")
        assert "no_such_game" in err.value.message


def test_an_error_in_spanish_is_spanish_whatever_was_imported_first():
    """Each game's strings are its own: The Mind's refusal does not depend on Claro's screen."""
    program = """
import json
from sobremesa_web.registry import for_game
from sobremesa_web.i18n import Translator
for_game("the_mind")
t = Translator("es").for_game("the_mind")
print(json.dumps(t.error({"code": "not_in_hand", "message": "You do not hold the 12",
                          "params": {"card": 12}})))
"""
    out = subprocess.run(
        [sys.executable, "-c", program],
        cwd=ROOT,
        env={"PYTHONPATH": f"{ROOT}:{ROOT / 'web' / 'ui'}"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == "No tienes el 12."


# -- options, typed input, the table's own moves, seat-away, redaction -------------------------


def _variant(**changes) -> Game:
    return Game(**{**TOY.__dict__, **changes})


def _shout(state, seat, action, rng):
    state.setdefault("shouts", []).append(action["words"])
    return [{"type": "shouted", "seat": seat, "words": action["words"]}]


def _settle(state, seat, action, rng):
    state["settled"] = state.get("settled", 0) + 1
    return [{"type": "settled"}]


def _secret_setup(players, options, rng):
    state = TOY.setup(players, options, rng)
    state["target"] = options["target"]
    return state


VARIANT = _variant(
    id="race_variant",
    options=(Option("target", 10, (10, 20)),),
    setup=_secret_setup,
    moves={
        **TOY.moves,
        "shout": Move(_shout, {"words": Text(20)}),
        "settle": Move(_settle, by_table=True),
    },
    redact=lambda event, seat: None if event["type"] == "drew" and event["seat"] != seat else event,
)


@pytest.fixture(autouse=True, scope="module")
def _variant_registered():
    register(VARIANT)
    registry.register(dataclasses.replace(for_game(TOY.id), id=VARIANT.id))


def test_options_are_checked_defaulted_and_reach_every_kind_of_table():
    assert Table(VARIANT.id, [SeatInfo("A"), SeatInfo("B")], seed=1).state["target"] == 10
    table = Table(VARIANT.id, [SeatInfo("A"), SeatInfo("B")], seed=1, options={"target": 20})
    assert table.state["target"] == 20
    assert Table.restore(table.snapshot()).state["target"] == 20
    with pytest.raises(GameError) as err:
        Table(VARIANT.id, [SeatInfo("A"), SeatInfo("B")], seed=1, options={"target": 15})
    assert err.value.code == "bad_option"
    host = HostTable(VARIANT.id, seed=1, options={"target": 20})
    host.add_seat("A")
    host.add_seat("B", "bot")
    host.start()
    assert host.table.state["target"] == 20


def test_the_setup_screen_draws_the_options_and_starts_with_the_chosen_one():
    app = App({}, Clock(), lang="en")
    app.handle("choose", json.dumps(VARIANT.id))
    html = app.render()
    assert 'name="option-target"' in html and "<legend>Options</legend>" in html
    form = {f"kind-{i}": "human" for i in range(len(app.setup["seats"]))}
    app.handle("start", None, {**form, "option-target": "20"})
    assert app.session.table.state["target"] == 20


def test_typed_words_ride_along_with_an_action_and_are_cleaned():
    table = Table(VARIANT.id, [SeatInfo("A"), SeatInfo("B")], seed=2)
    app = App({}, Clock(), lang="en")
    app._begin(table)
    seat = table.state["turn"]
    app.session.viewer = seat
    app.session.curtain = None
    app.handle("act", json.dumps({"type": "shout"}), {"field.words": "  hola\u0301   mundo "})
    assert table.log[-1]["action"] == {"type": "shout", "words": "holá mundo"}
    app.handle("act", json.dumps({"type": "shout"}), {"field.words": "x" * 21})
    assert app.session.error["code"] == "text_length"
    assert len(table.log) == 1


def test_the_tables_own_moves_are_logged_and_replayed_and_no_seat_can_make_them():
    table = Table(VARIANT.id, [SeatInfo("A"), SeatInfo("B")], seed=2)
    table.submit(None, {"type": "settle"})
    assert table.log[-1] == {"seat": None, "action": {"type": "settle"}}
    assert Table.restore(table.snapshot()).state["settled"] == 1
    with pytest.raises(GameError):
        table.submit(table.state["turn"], {"type": "settle"})


def test_an_event_is_hidden_from_the_seats_the_game_says():
    table = Table(VARIANT.id, [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")], seed=2)
    seat = table.state["turn"]
    table.submit(seat, {"type": "draw"})
    assert table.view(seat)["events"] == [{"type": "drew", "seat": seat}]
    other = (seat + 1) % 3
    assert table.view(other)["events"] == []


def test_the_games_seat_away_rule_runs_when_a_guest_drops():
    host = HostTable("the_mind", seed=3)
    host.add_seat("Hana")
    sent: list[str] = []
    host.connect("p", sent.append)
    host.receive("p", protocol.encode("hello", 1, name="Ana", build=host.build))
    host.start()
    host.submit(0, {"type": "ready"})
    host.receive(
        "p",
        protocol.encode("action", 2, seat=1, action={"type": "ready"}),
    )
    assert host.table.state["phase"] == "play"
    host.disconnect("p")
    assert host.table.state["phase"] == "concentrate"
    assert host.table.log[-1] == {"seat": 1, "action": {"type": "pause"}}


def test_a_rematch_deals_again_at_the_same_seats():
    app = App({}, Clock(), lang="en", seed=5, new_seed=lambda: 91)
    start_race(app)
    table = app.session.table
    for _ in range(100):
        if table.result() is not None:
            break
        seat = table.active_seats()[0]
        app.session.viewer, app.session.curtain = seat, None
        app.handle("act", json.dumps(table.legal_actions(seat)[0]))
    assert "Play again" in app.render()
    app.handle("again", json.dumps(TOY.id))
    assert table.result() is None and table.log == [] and table.seed == 91  # a fresh seed
    assert app.session.recent == []
