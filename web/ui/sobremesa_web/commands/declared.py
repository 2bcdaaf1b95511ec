"""Every command a tap can send, declared once: its name on the wire and how its argument is read.

A screen's button names its command by this declaration (`html.button(label, HOME)`), never by
a string, and the app runs the one handler declared for it (`handles(HOME)` on a method of
`sobremesa_web.app.App`). A command's argument is typed: what the handler is given is what its
`Read` makes of the tap, from the button's `data-arg` (JSON) or from the form on screen (a
`Field`, the words typed in an input of that name), and a tap it cannot read does nothing. So
a command renamed, a handler missing or two handlers for one command, and a button whose
argument its command cannot read fail the type check or a unit test (tests/test_commands.py),
never a player's tap. The page's script (web/boot.js, a game's own script) sends some commands
by name; the same test reads those names in the scripts and finds each declared here.

A few commands never reach the app: the page itself copies, shares and scans (`page=True`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sobremesa_web.i18n import LANGUAGES

A = TypeVar("A")
S = TypeVar("S")

Form = Mapping[str, str]
Read = Callable[[Any, Form], A]
"""How a command reads a tap: (its argument, parsed from JSON, or None; the form's values) -> the
handler's parameter, or `BadTap`."""


class BadTap(ValueError):
    """A tap whose argument is not what its command reads (a forged page, or a bug): it does
    nothing."""


@dataclass(frozen=True, eq=False)
class Command(Generic[A]):
    """A command a tap sends: its `name` (a button's `data-cmd`) and how its argument is read."""

    name: str
    read: Read[A]
    page: bool = False  # the page does it itself (web/boot.js); it never reaches the app

    def parse(self, arg: str | None, form: Form) -> A:
        """The handler's parameter from a tap's `data-arg` (JSON text, or None) and the form."""
        try:
            data = json.loads(arg) if arg else None
        except ValueError:
            raise BadTap(f"{self.name}: its argument is not JSON") from None
        return self.read(data, form)

    @staticmethod
    def plain(name: str, *, page: bool = False) -> Command[None]:
        """A command whose tap carries nothing for it to read."""
        return Command(name, nothing, page)

    def arg(self, value: A | None) -> str | None:
        """The `data-arg` of a button that sends `value` (None: no argument)."""
        return None if value is None else json.dumps(value)


# -- how a tap is read -----------------------------------------------------------------------


def nothing(arg: Any, form: Form) -> None:
    """A command with no parameter: an argument the tap carries anyway is not read."""


def whole(arg: Any, form: Form) -> int:
    """A whole number (never true or false, which JSON keeps apart)."""
    if type(arg) is not int:
        raise BadTap("not a whole number")
    return arg


def number(arg: Any, form: Form) -> float:
    """A number, whole or not."""
    if type(arg) not in (int, float):
        raise BadTap("not a number")
    return float(arg)


def text(arg: Any, form: Form) -> str:
    if not isinstance(arg, str):
        raise BadTap("not text")
    return arg


def flag(arg: Any, form: Form) -> bool:
    if not isinstance(arg, bool):
        raise BadTap("not true or false")
    return arg


def obj(arg: Any, form: Form) -> dict[str, Any]:
    """A JSON object: its keys are checked by the handler (a game's rules, a session)."""
    if not isinstance(arg, dict):
        raise BadTap("not an object")
    return arg


def maybe(read: Read[A]) -> Read[A | None]:
    """`read`, or None when the tap has no argument."""

    def read_maybe(arg: Any, form: Form) -> A | None:
        return None if arg is None else read(arg, form)

    return read_maybe


def one_of(*choices: str) -> Read[str]:
    def read_choice(arg: Any, form: Form) -> str:
        if arg not in choices:
            raise BadTap(f"not one of {choices}")
        return str(arg)

    return read_choice


@dataclass(frozen=True)
class Field:
    """An input on screen whose words a command reads (the screen names the input by it):
    they arrive with the tap in the form's values, not as its argument."""

    name: str

    def __call__(self, arg: Any, form: Form) -> str:
        return form.get(self.name, "")


def whole_or_field(field: Field) -> Read[int]:
    """A whole number given as the argument, else the value of the input `field` (a slider)."""

    def read_whole(arg: Any, form: Form) -> int:
        if arg is not None:
            return whole(arg, form)
        typed = field(arg, form).strip()
        if not typed.lstrip("-").isdigit():
            raise BadTap(f"{field.name} is not a whole number")
        return int(typed)

    return read_whole


def the_form(arg: Any, form: Form) -> dict[str, str]:
    """Every value of the form on screen (a settings sheet, checked as a whole)."""
    return dict(form)


FIELD_PREFIX = "field."  # an input a game's move reads: `field.<the move's field>`


def move(arg: Any, form: Form) -> dict[str, Any]:
    """A game action: the tap's object, with the words typed into the screen's
    `field.<name>` inputs riding along (a clue, a name: the game keeps only the fields its move
    declares)."""
    action = obj(arg, form)
    typed = {k[len(FIELD_PREFIX) :]: v for k, v in form.items() if k.startswith(FIELD_PREFIX)}
    return {**typed, **action}


# -- the handlers ----------------------------------------------------------------------------

_handled: dict[Callable[..., None], Command[Any]] = {}


def handles(command: Command[A]) -> Callable[[Callable[[S, A], None]], Callable[[S, A], None]]:
    """Declare the method below as `command`'s handler: a tap of `command` runs it with the
    parameter `command` reads (the type checker holds the two to the same type)."""

    def declare(handler: Callable[[S, A], None]) -> Callable[[S, A], None]:
        if command.page:
            raise TypeError(f"{command.name} is done by the page: the app never handles it")
        _handled[handler] = command
        return handler

    return declare


def handlers_of(cls: type) -> dict[str, tuple[Command[Any], Callable[[Any, Any], None]]]:
    """Each command a class handles (by its own methods or its bases'), by name, with its
    handler; two handlers for one command are an error."""
    found: dict[str, tuple[Command[Any], Callable[[Any, Any], None]]] = {}
    for klass in reversed(cls.__mro__):
        for member in vars(klass).values():
            command = _handled.get(member) if callable(member) else None
            if command is None:
                continue
            if command.name in found and found[command.name][1] is not member:
                raise TypeError(f"{command.name} has two handlers in {cls.__name__}")
            found[command.name] = (command, member)
    return found


# -- the commands ----------------------------------------------------------------------------

# every screen
LANG = Command("lang", one_of(*LANGUAGES))
SOUND = Command.plain("sound")
REFRESH = Command.plain("refresh")  # redraw with the form's values (a seat's kind changed)
DISMISS = Command.plain("dismiss")

# choosing, setting up and playing on this device (commands/game.py)
HOME = Command.plain("home")
CHOOSE = Command("choose", text)  # a game's id
ADD_SEAT = Command.plain("add-seat")
REMOVE_SEAT = Command("remove-seat", whole)
START = Command.plain("start")
AGAIN = Command("again", maybe(text))  # the game to deal next (None: the same)
RULES = Command("rules", maybe(text))  # a game's id (`+more`: all of it), or None to close
SHEET = Command("sheet", maybe(text))  # the table's sheet to open, or None to close
LIFT_CURTAIN = Command.plain("lift-curtain")
ACT = Command("act", move)
SHOWING = Command("showing", obj)  # {seat, move}: the screen's script shows a bot's move
SHOWN = Command("shown", obj)  # ... and has shown it
UI = Command("ui", obj)  # a gesture that only changes what this screen shows
TABLE_DISPLAY = Command.plain("table-display")

# saving and resuming (commands/saving.py)
RESUME = Command.plain("resume")
DISCARD_SAVE = Command.plain("discard-save")
TAKE_OVER = Command.plain("take-over")

# several phones (commands/party.py)
GUEST_NAME = Field("guest-name")
ANSWER_CODE = Field("answer")
INVITATION_CODE = Field("invitation")
INVITE = Command.plain("invite")
REINVITE = Command("reinvite", whole)  # the seat of the guest to invite again
ANSWER = Command("answer", ANSWER_CODE)
SCANNED = Command("scanned", text)
OPEN_INVITATION = Command("open-invitation", INVITATION_CODE)
SCAN_FAILED = Command("scan-failed", obj)  # {code, message}
COPIED = Command.plain("copied")
COPY_REFUSED = Command.plain("copy-refused")
BOT_SEAT = Command("bot-seat", whole)
REMOVE_GUEST = Command("remove-guest", whole)
REMOVE_WATCHER = Command("remove-watcher", whole)
LOBBY_BACK = Command.plain("lobby-back")
KEEP_WAITING = Command.plain("keep-waiting")
START_PARTY = Command("start-party", maybe(one_of("anyway")))
JOIN = Command("join", GUEST_NAME)
WATCH = Command("watch", GUEST_NAME)

# replays (commands/replays.py)
REPLAY_AT = Field("replay-jump")  # the slider: its value is the step
REPLAY_CLOSE = Command.plain("replay-close")
REPLAY_OPEN = Command("replay-open", whole)  # a game of the history
SHARE_REPLAY = Command("share-replay", maybe(whole))  # a game of the history, or the one here
WATCH_REPLAY = Command.plain("watch-replay")
SHARE_CLOSE = Command.plain("share-close")
REPLAY_STEP = Command("replay-step", whole)
REPLAY_JUMP = Command("replay-jump", whole_or_field(REPLAY_AT))
REPLAY_SEAT = Command("replay-seat", maybe(whole))  # whose eyes (None: the table's)
REPLAY_SPEED = Command("replay-speed", number)
REPLAY_PLAY = Command.plain("replay-play")
REPLAY_PAUSE = Command.plain("replay-pause")

# the network settings (commands/network.py)
SETTINGS = Command.plain("settings")
SETTINGS_SAVE = Command("settings-save", the_form)
ANSWER_DELIVERED = Command("answer-delivered", flag)

# done by the page itself: the button's data-copy or data-share text, the camera
COPY = Command.plain("copy", page=True)
SHARE = Command.plain("share", page=True)
SCAN = Command.plain("scan", page=True)


def _by_name(declared: list[Command[Any]]) -> dict[str, Command[Any]]:
    """Every command by its name, each name once (two commands of one name fail the import)."""
    names = [c.name for c in declared]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise TypeError(f"commands declared twice: {twice}")
    return {c.name: c for c in declared}


COMMANDS = _by_name([c for c in list(globals().values()) if isinstance(c, Command)])
