"""Commands are declared, not spelled: every command a page can send has its declaration and
exactly one handler, every button on every screen names a declared command with an argument
that command reads, and the names the page's scripts send are declared too. A rename or a
missing handler fails here (or the type check), never a player's tap."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from sobremesa_web.app import HANDLERS, App
from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import (
    COMMANDS,
    Command,
    Field,
    handlers_of,
    handles,
    maybe,
    move,
    nothing,
    number,
    one_of,
    whole,
    whole_or_field,
)
from sobremesa_web.state import AppScreen

from engine.games import catalog
from scripts.replay_cases import finished
from tests.fake_net import Switchboard
from tests.test_app import Clock
from tests.test_multi import host_app, join, phone

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"


def test_every_command_the_app_takes_has_one_handler_and_the_pages_own_none():
    taken = {name for name, command in COMMANDS.items() if not command.page}
    assert set(HANDLERS) == taken
    assert all(HANDLERS[name][0] is COMMANDS[name] for name in taken)
    assert {"copy", "share", "scan"} == set(COMMANDS) - taken


def test_a_second_handler_or_a_handler_of_the_pages_command_is_refused():
    twice = Command("twice", nothing)

    class Twice:
        @handles(twice)
        def first(self, _: None) -> None: ...

        @handles(twice)
        def second(self, _: None) -> None: ...

    with pytest.raises(TypeError, match="two handlers"):
        handlers_of(Twice)
    with pytest.raises(TypeError, match="page"):
        handles(declared.SCAN)(lambda app, _: None)
    with pytest.raises(TypeError, match="declared twice"):
        declared._by_name([Command("a", nothing), Command("a", whole)])


def test_a_tap_is_read_as_its_command_declares():
    form = {"guest-name": "Ana", "field.word": "rojo", "replay-jump": "7"}
    assert declared.JOIN.parse(None, form) == "Ana"
    assert declared.REMOVE_SEAT.parse("2", {}) == 2
    assert declared.ACT.parse('{"type": "clue", "word": "mar"}', form) == {
        "type": "clue",
        "word": "mar",
    }
    assert move({"type": "name"}, form) == {"type": "name", "word": "rojo"}
    assert whole_or_field(Field("replay-jump"))(None, form) == 7
    assert whole_or_field(Field("replay-jump"))(3, form) == 3
    assert number(1, {}) == 1.0 and maybe(whole)(None, {}) is None
    assert nothing("anything", {}) is None  # a command with no parameter reads none
    for read, arg in [
        (whole, True),
        (whole, "3"),
        (number, False),
        (one_of("anyway"), "later"),
        (maybe(whole), 1.5),
        (declared.obj, [1]),
        (declared.text, 4),
        (declared.flag, "true"),
        (whole_or_field(Field("replay-jump")), None),
    ]:
        with pytest.raises(declared.BadTap):
            read(arg, {})
    with pytest.raises(declared.BadTap):
        declared.REMOVE_SEAT.parse("{not json", {})


def test_a_tap_its_command_cannot_read_does_nothing_but_paint_the_form_it_brought():
    app = App({}, Clock(), lang="en")
    painted = []
    app.on_change = lambda: painted.append(app.render())
    app.handle("choose", json.dumps("claro"))
    seats = len(app.setup["seats"])
    app.handle("remove-seat", json.dumps("1"), {"name-0": "Ana"})  # not a whole number
    assert len(app.setup["seats"]) == seats and app.setup["seats"][0]["name"] == "Ana"
    assert len(painted) == 2 and 'value="Ana"' in painted[-1]
    app.handle("no-such-command")
    assert len(painted) == 2


# -- every button of every screen ------------------------------------------------------------

TAG = re.compile(r"<[a-z]+\b[^>]*\bdata-cmd=\"[^\"]*\"[^>]*>")
ATTR = re.compile(r'\b(data-cmd|data-arg)="([^"]*)"')


def taps(page: str) -> list[tuple[str, str | None]]:
    """Each control's command and argument, as the page reads them."""
    found = []
    for tag in TAG.findall(page):
        attrs = {k: html.unescape(v) for k, v in ATTR.findall(tag)}
        found.append((attrs["data-cmd"], attrs.get("data-arg")))
    return found


def wrong_taps(page: str) -> list[str]:
    """Controls whose command is not declared, or whose argument it cannot read (a command
    with no parameter: any argument, which it would not read)."""
    wrong = []
    for name, arg in taps(page):
        command = COMMANDS.get(name)
        if command is None:
            wrong.append(f"{name}: no such command")
        elif command.read is nothing and arg is not None:
            wrong.append(f"{name}: takes no argument, given {arg}")
        elif not command.page:
            try:
                command.parse(arg, {})
            except declared.BadTap as err:
                wrong.append(f"{name} {arg}: {err}")
    return wrong


class Tour:
    """The screens an app shows, each checked as it is drawn."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.screens: set[str] = set()

    def look(self, app: App) -> str:
        page = app.render()
        assert wrong_taps(page) == [], app.screen
        self.seen |= {name for name, _ in taps(page)}
        self.screens.add(str(app.screen))
        return page

    def sheets(self, app: App, game_id: str) -> None:
        for sheet in ("menu", "log"):
            app.handle("sheet", json.dumps(sheet))
            self.look(app)
        app.handle("sheet")
        app.handle("rules", json.dumps(game_id))
        self.look(app)
        app.handle("rules", json.dumps(f"{game_id}+more"))
        self.look(app)
        app.handle("rules")


def test_every_button_on_every_screen_sends_a_declared_command_it_can_read():
    tour = Tour()
    storage: dict[str, str] = {}
    app = App(storage, Clock(), lang="en", seed=5)
    tour.look(app)
    app.handle("settings")
    tour.look(app)
    app.handle("home")
    for game in catalog():
        app.handle("choose", json.dumps(game.id))
        tour.look(app)
        app.handle("rules", json.dumps(game.id))
        tour.look(app)
        app.handle("rules")
        app.handle("start", None, {"kind-1": "bot", "kind-2": "bot"})
        tour.look(app)
        tour.sheets(app, game.id)
        for _ in range(12):  # a few moves of the person's, every screen of them drawn
            view = app.session.view() if app.session else None
            if app.session is None or view["result"] is not None or not view["legal"]:
                break
            app.handle("act", json.dumps(view["legal"][0]))
            tour.look(app)
            app.scheduler.advance(30)
            tour.look(app)
        app.handle("home")
        tour.look(app)
        app._begin(finished(game.id, game.max_players, 3))  # its end: the result, the replay
        tour.look(app)
        app.handle("share-replay")
        tour.look(app)
        app.handle("watch-replay")
        tour.look(app)
        app.handle("replay-seat", "0")
        app.handle("replay-step", "3")
        tour.look(app)
        app.handle("replay-play")
        tour.look(app)
        app.handle("home")
    tour.look(app)  # the history of finished games
    app.handle("share-replay", "0")
    tour.look(app)
    app.handle("choose", json.dumps("race_to_ten"))  # two people on one phone: a curtain
    app.handle("start", None, {"name-0": "Ana", "name-1": "Bea", "kind-1": "human"})
    app.handle("act", json.dumps(app.session.view()["legal"][0]))  # Bea's turn: Ana looks away
    tour.look(app)
    app.handle("lift-curtain")
    app.handle("act", json.dumps({"type": "no such move"}))  # refused: an error to dismiss
    tour.look(app)
    app.elsewhere()
    tour.look(app)
    app.handle("take-over")
    app.handle("home")

    board = Switchboard()
    host = host_app(board, "claro")
    tour.look(host)
    tour.look(phone(net=board.phone(), join=host.party.open_invite.link))  # the join screen
    guest = join(board, host, "Ana")
    tour.look(host)
    tour.look(guest)
    host.handle("invite")
    host.handle("start-party")
    tour.look(host)
    host.handle("start-party", json.dumps("anyway"))
    board.pump()
    tour.look(host)
    tour.look(guest)
    guest.visit.link.close()
    board.pump()
    tour.look(host)
    tour.look(guest)

    assert tour.screens == {s.value for s in AppScreen}
    unseen = set(COMMANDS) - tour.seen
    # Commands no button sends: the page's scripts send them (checked below), or another
    # screen's control (the replay's slider, a seat's kind) asks for a redraw.
    assert unseen <= {
        "refresh",
        "showing",
        "shown",
        "scanned",
        "scan-failed",
        "copied",
        "copy-refused",
        "answer-delivered",
        "replay-jump",
        "take-over",
        "remove-watcher",
        "keep-waiting",
        "reinvite",
        "table-display",
        "bot-seat",
        "open-invitation",
        "replay-pause",
        "replay-speed",
        "scan",
        "share",
        "ui",
    }, unseen


def test_a_button_with_an_undeclared_command_or_an_argument_it_cannot_read_is_found():
    page = (
        '<button type="button" data-cmd="home">Home</button>'
        '<button type="button" data-cmd="hoem">Home</button>'
        '<button type="button" data-cmd="remove-seat" data-arg="&quot;x&quot;">x</button>'
        '<button type="button" data-cmd="start" data-arg="1">Start</button>'
    )
    assert wrong_taps(page) == [
        "hoem: no such command",
        'remove-seat "x": not a whole number',
        "start: takes no argument, given 1",
    ]


# -- the page's scripts --------------------------------------------------------------------

SENT = re.compile(r"\b(?:handle|told|tell|sobremesaCommand)\(\s*\"([a-z-]+)\"")


def sent_by_scripts() -> dict[str, set[str]]:
    """The command names each of the page's scripts sends as written in it."""
    scripts = [WEB / "boot.js", *sorted((WEB / "js").glob("*.js"))]
    scripts += sorted((WEB / "ui" / "sobremesa_web" / "screens").glob("*.js"))
    found = {p.relative_to(ROOT).as_posix(): set(SENT.findall(p.read_text())) for p in scripts}
    return {path: names for path, names in found.items() if names}


def test_every_command_the_pages_scripts_send_is_declared_for_the_app():
    sent = sent_by_scripts()
    assert {"scanned", "refresh", "copied"} <= sent["web/boot.js"]  # the pattern finds them
    assert {"shown", "showing", "act"} <= sent["web/ui/sobremesa_web/screens/catch_the_moon.js"]
    undeclared = {p: n - set(HANDLERS) for p, n in sent.items() if n - set(HANDLERS)}
    assert undeclared == {}
    boot = (WEB / "boot.js").read_text()
    assert f'cmd === "{declared.SCAN.name}"' in boot  # the page scans itself
    assert "data-copy" in boot and "data-share" in boot
