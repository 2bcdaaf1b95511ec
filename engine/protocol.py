"""The messages a host and its guests exchange over a data channel, checked before anything acts.

A guest's phone is not trusted: whatever arrives may be garbage, from another version of the
app, replayed, forged or enormous. Every message is therefore one small JSON object with a
version (`v`), a per-sender sequence number (`seq`, strictly increasing on one connection) and a
`type` from a short fixed list, and `parse` refuses anything else before the host looks at it.
The message shapes are declared as data below so that both directions, the tests and a reader
see the whole protocol in one screen.

guest -> host
    hello   {name, build, secret?, watch?}  join a free seat, or (with the secret of a seat)
                                 rejoin it; with `watch`, watch the table instead (with a
                                 watcher's secret, as the same watcher)
    action  {seat, action}       act for one's own seat; the host knows which seat that is
    input   {seat, data}         continuous input of one's own seat (a finger dragging), relayed
                                 to the others, never applied to the table nor logged
host -> guest
    welcome {seat, secret, game, build}  the seat this connection now holds, the secret proving
                                 it, and the build of the app the host runs
    watching {secret, game, build}  this connection watches: no seat, the public view only
    lobby   {game, started, seats: [{name, kind, connected}], watchers?: [{name, connected}]}
    view    {view}               that seat's view, and nothing else (a watcher's: the view
                                 for no seat, which holds no hand nor secret)
    input   {seat, data}         another seat's continuous input (a guest's, or the host's own)
    rejected {ref_seq, code, message, params?}  why the host refused; `params` are the
                                 refusal's details (the word and the colour found in it), so
                                 the guest's screen words the reason in its own language
    replay  {code}               the game is over: its replay link's code (every phone at the
                                 table may watch it again; the link holds every hand, so only
                                 once the game has ended)
    bye     {code, message}      the host is done with this connection ("build_mismatch": the
                                 two phones run different versions of the app)
both ways
    ping    {}                   liveness (each side pings every second or so) ...
    pong    {ref_seq}            ... and round-trip time

Version 2 added `build`, `input` and pings from the host. Two phones must run the same build:
the host answers a hello from another build, or in another protocol version, with
`bye {code: "build_mismatch"}`, and a guest takes any message in another protocol version as
the same news, so both can tell their players to reload on the same version.
"""

from __future__ import annotations

import json
import re
from array import array
from collections.abc import Callable
from itertools import accumulate
from typing import Any

from engine.core import MAX_NAME, MAX_SEATS, SEAT_KINDS, GameError, clean_name

VERSION = 2
MAX_GUEST_MESSAGE = 32 * 1024  # a guest only ever sends names and small actions
MAX_HOST_MESSAGE = 256 * 1024  # a whole view; also Chromium's SCTP max-message-size
MAX_SEQ = 2**53 - 1  # the largest integer a JavaScript number holds exactly
MAX_DEPTH = 16  # nesting allowed inside an action or a view
MAX_NESTING = MAX_DEPTH + 4  # the same, counted on the raw text around it
# A guest's largest message (a Catch the Moon placement) holds about ten lists and objects;
# parsing thousands of tiny ones is what makes a 32 KB message slow, so they are refused first.
MAX_GUEST_CONTAINERS = 256
MAX_WATCHERS = 8  # phones watching a table without a seat
MAX_REPLAY = 60_000  # characters of a replay link's code: far above any real game
SECRET_MIN, SECRET_MAX = 16, 64
BUILD_MAX = 64  # a build hash (or, under pytest, any short label)
MAX_INPUT_DATA = 1024  # bytes of one `input`'s data, as compact JSON
MAX_INPUT_DEPTH = 4
MAX_INPUT_MESSAGE = MAX_INPUT_DATA + 256  # the whole `input` message, envelope included

GUEST_TYPES = ("hello", "action", "input", "ping", "pong")
HOST_TYPES = (
    "welcome",
    "watching",
    "lobby",
    "view",
    "input",
    "rejected",
    "replay",
    "ping",
    "pong",
    "bye",
)


class ProtocolError(GameError):
    """A message the receiver refuses before acting on it; `code` says which rule it broke."""

    code = "protocol"


# -- field checks: each returns the cleaned value or raises ProtocolError ----------------------


def _bad(field: str, why: str) -> ProtocolError:
    return ProtocolError(f"{field} {why}", code="bad_field", field=field)


def _int(lo: int, hi: int) -> Callable[[str, Any], int]:
    def check(field: str, value: Any) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise _bad(field, f"must be an integer from {lo} to {hi}")
        return value

    return check


def _text(lo: int, hi: int) -> Callable[[str, Any], str]:
    def check(field: str, value: Any) -> str:
        if not isinstance(value, str) or not lo <= len(value) <= hi:
            raise _bad(field, f"must be text of {lo} to {hi} characters")
        return value

    return check


def _name(field: str, value: Any) -> str:
    """A player's name: shown on every device, so cleaned of anything invisible (see
    `engine.core.clean_name`) and short."""
    try:
        return clean_name(value)
    except GameError as err:
        raise _bad(field, f"must be 1 to {MAX_NAME} visible characters") from err


_SECRET_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def _secret(field: str, value: Any) -> str:
    if (
        not isinstance(value, str)
        or not SECRET_MIN <= len(value) <= SECRET_MAX
        or not set(value) <= _SECRET_CHARS
    ):
        raise _bad(field, "is not a seat secret")
    return value


def is_secret(value: Any) -> bool:
    """Whether `value` could be a seat secret (the host checks it against its own)."""
    try:
        _secret("secret", value)
    except ProtocolError:
        return False
    return True


def _depth(value: Any, limit: int) -> int:
    """How deeply `value` nests, giving up (returning limit + 1) as soon as it is too deep."""
    if limit < 0:
        return 1
    if isinstance(value, dict):
        return 1 + max((_depth(v, limit - 1) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v, limit - 1) for v in value), default=0)
    return 0


def _object(field: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or _depth(value, MAX_DEPTH) > MAX_DEPTH:
        raise _bad(field, f"must be an object nested at most {MAX_DEPTH} deep")
    return value


_BUILD = re.compile(r"[A-Za-z0-9._+-]*")


def _build(field: str, value: Any) -> str:
    """The app's build: a hash from build.json (empty when unknown)."""
    if not isinstance(value, str) or len(value) > BUILD_MAX or not _BUILD.fullmatch(value):
        raise _bad(field, f"must be a build label of at most {BUILD_MAX} plain characters")
    return value


def _input_data(field: str, value: Any) -> dict[str, Any]:
    """A small object of continuous input (a position, an angle): shallow and at most 1 KB."""
    if not isinstance(value, dict) or _depth(value, MAX_INPUT_DEPTH) > MAX_INPUT_DEPTH:
        raise _bad(field, f"must be an object nested at most {MAX_INPUT_DEPTH} deep")
    size = len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
    if size > MAX_INPUT_DATA:
        raise _bad(field, f"must be at most {MAX_INPUT_DATA} bytes")
    return value


def _action(field: str, value: Any) -> dict[str, Any]:
    """The shape every game action shares; the game itself judges the rest."""
    action = _object(field, value)
    kind = action.get("type")
    if not isinstance(kind, str) or not 1 <= len(kind) <= 32:
        raise _bad(field, "must have a type")
    return action


MAX_PARAMS = 8
PARAM_TEXT = 100


def rejection_params(params: dict[str, Any]) -> dict[str, Any]:
    """The details of a refusal worth sending: plain values only, text cut short."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if len(out) == MAX_PARAMS or not isinstance(key, str) or len(key) > 32:
            continue
        if isinstance(value, str):
            out[key] = value[:PARAM_TEXT]
        elif value is None or isinstance(value, (bool, int)) and abs(value) <= MAX_SEQ:
            out[key] = value
    return out


def _params(field: str, value: Any) -> dict[str, Any]:
    """A refusal's details: a flat object of at most MAX_PARAMS short plain values."""
    if not isinstance(value, dict) or rejection_params(value) != value:
        raise _bad(field, f"must be at most {MAX_PARAMS} short plain values")
    return value


def _bool(field: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise _bad(field, "must be true or false")
    return value


def _optional_int(lo: int, hi: int) -> Callable[[str, Any], int | None]:
    check = _int(lo, hi)
    return lambda field, value: None if value is None else check(field, value)


def _seats(field: str, value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        raise _bad(field, f"must be a list of at most {MAX_SEATS} seats")
    seats = []
    for i, seat in enumerate(value):
        where = f"{field}[{i}]"
        if not isinstance(seat, dict) or set(seat) != {"name", "kind", "connected"}:
            raise _bad(where, "must be {name, kind, connected}")
        if seat["kind"] not in SEAT_KINDS:
            raise _bad(where, "has an unknown kind")
        seats.append(
            {
                "name": _name(f"{where}.name", seat["name"]),
                "kind": seat["kind"],
                "connected": _bool(f"{where}.connected", seat["connected"]),
            }
        )
    return seats


def _watchers(field: str, value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or len(value) > MAX_WATCHERS:
        raise _bad(field, f"must be a list of at most {MAX_WATCHERS} watchers")
    watchers = []
    for i, watcher in enumerate(value):
        where = f"{field}[{i}]"
        if not isinstance(watcher, dict) or set(watcher) != {"name", "connected"}:
            raise _bad(where, "must be {name, connected}")
        watchers.append(
            {
                "name": _name(f"{where}.name", watcher["name"]),
                "connected": _bool(f"{where}.connected", watcher["connected"]),
            }
        )
    return watchers


Check = Callable[[str, Any], Any]

# type -> (required fields, optional fields); every other field is refused.
MESSAGES: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    "hello": ({"name": _name, "build": _build}, {"secret": _secret, "watch": _bool}),
    "action": ({"seat": _int(0, MAX_SEATS - 1), "action": _action}, {}),
    "input": ({"seat": _int(0, MAX_SEATS - 1), "data": _input_data}, {}),
    "ping": ({}, {}),
    "welcome": (
        {
            "seat": _int(0, MAX_SEATS - 1),
            "secret": _secret,
            "game": _text(1, 40),
            "build": _build,
        },
        {},
    ),
    "watching": ({"secret": _secret, "game": _text(1, 40), "build": _build}, {}),
    "lobby": (
        {"game": _text(1, 40), "started": _bool, "seats": _seats},
        # options: checked by the game's options (GuestTable._on_lobby)
        {"watchers": _watchers, "options": _object},
    ),
    "view": ({"view": _object}, {}),
    "rejected": (
        {"ref_seq": _optional_int(1, MAX_SEQ), "code": _text(1, 40), "message": _text(0, 300)},
        {"params": _params},
    ),
    "pong": ({"ref_seq": _int(1, MAX_SEQ)}, {}),
    "replay": ({"code": _text(1, MAX_REPLAY)}, {}),
    "bye": ({"code": _text(1, 40), "message": _text(0, 300)}, {}),
}
_ENVELOPE = ("v", "seq", "type")


_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # +1 opens, -1 (as a signed byte) closes
_LEAF = b"\x01\xff"  # an innermost pair: an open bracket closed at once
_WINDOW = 256  # brackets added up at a time: the running depth stays a small, cached int


def _brackets(raw: str) -> bytes:
    """The brackets of `raw` outside its strings, as steps: b"\\x01" opens, b"\\xff" closes.

    Escaped backslashes go first, then escaped quotes (what is left of a backslash then escapes
    the next character, as in JSON), so strings are what lies between every other quote. Each
    step is a pass in C over bytes.
    """
    plain = raw.encode("utf-8", "surrogatepass").replace(b"\\\\", b"").replace(b'\\"', b"")
    return b"".join(plain.split(b'"')[::2]).translate(_STEP, _NOT_BRACKETS)


def too_deep(raw: str | bytes, limit: int = MAX_NESTING) -> bool:
    """Whether the brackets of `raw`, outside strings, nest deeper than `limit`, without parsing it.

    Checked before `json.loads`: a few kilobytes of `[[[[` make the JSON parser recurse so deep
    that Pyodide's WebAssembly stack overflows, a fatal error no `except` can catch. `raw` may be
    text or its `_brackets`. Every step is a pass in C, so a hostile 32 KB message costs well
    under a millisecond (scripts/bench_messages.py): removing the innermost pairs lowers every
    peak by one (twice at most: that alone settles most shapes); a run of `limit + 1` opening
    brackets is too deep at once; what is left is added up a window at a time, skipping a
    window that cannot climb past `limit`, and stopping where the depth falls below zero (the
    JSON parser stops there too). Exact for valid JSON; for text with an unclosed bracket the
    answer errs towards "too deep".
    """
    steps = _brackets(raw) if isinstance(raw, str) else raw
    for _ in range(2):
        if _LEAF not in steps:
            break
        if limit == 0:
            return True
        steps = steps.replace(_LEAF, b"")
        limit -= 1
    if b"\x01" * (limit + 1) in steps:
        return True
    depth = 0
    for start in range(0, len(steps), _WINDOW):
        window = steps[start : start + _WINDOW]
        opens = window.count(1)
        if depth + opens > limit and max(accumulate(array("b", window), initial=depth)) > limit:
            return True
        depth += 2 * opens - len(window)
        if depth < 0:
            return False
    return False


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse(raw: Any, *, sender: str | None = None, max_size: int | None = None) -> dict[str, Any]:
    """Turn received text into a checked message dict, or raise ProtocolError saying why.

    `sender` ("guest" or "host") limits the types to that direction, so a guest cannot pose as
    the host. The size is checked before any parsing: a huge message costs nothing to refuse.
    """
    if max_size is None:
        max_size = MAX_HOST_MESSAGE if sender == "host" else MAX_GUEST_MESSAGE
    if not isinstance(raw, str):
        raise ProtocolError("A message must be text", code="garbage")
    if len(raw) > max_size or len(raw.encode("utf-8", "replace")) > max_size:
        raise ProtocolError(f"Message larger than {max_size} bytes", code="too_big")
    brackets = _brackets(raw)
    if sender == "guest" and brackets.count(1) > MAX_GUEST_CONTAINERS:
        raise ProtocolError(
            f"A message holds at most {MAX_GUEST_CONTAINERS} lists and objects", code="too_big"
        )
    if too_deep(brackets):
        raise ProtocolError("Message nested too deeply", code="too_deep")
    try:
        message = json.loads(raw, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as err:
        raise ProtocolError("A message must be JSON", code="garbage") from err
    if not isinstance(message, dict):
        raise ProtocolError("A message must be a JSON object", code="garbage")
    if message.get("v") != VERSION or isinstance(message.get("v"), bool):
        got = message.get("v")
        raise ProtocolError(
            f"This device speaks protocol version {VERSION}",
            code="version",
            got=got if isinstance(got, int | str) and len(str(got)) <= 20 else None,
        )
    kind = message.get("type")
    allowed = {"guest": GUEST_TYPES, "host": HOST_TYPES}.get(sender or "", tuple(MESSAGES))
    if not isinstance(kind, str) or kind not in allowed:
        raise ProtocolError(f"Unknown message type {str(kind)[:40]!r}", code="unknown_type")
    seq = message.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool) or not 1 <= seq <= MAX_SEQ:
        raise ProtocolError("seq must be a positive integer", code="bad_seq")
    required, optional = MESSAGES[kind]
    extra = set(message) - set(_ENVELOPE) - set(required) - set(optional)
    if extra:
        field = sorted(extra)[0][:40]
        raise ProtocolError(f"Unexpected field {field!r} in {kind}", code="bad_field", field=field)
    clean: dict[str, Any] = {"v": VERSION, "seq": seq, "type": kind}
    for field, check in required.items():
        if field not in message:
            raise ProtocolError(f"{kind} needs {field}", code="bad_field", field=field)
        clean[field] = check(field, message[field])
    for field, check in optional.items():
        if field in message:
            clean[field] = check(field, message[field])
    return clean


def encode(kind: str, seq: int, **fields: Any) -> str:
    """The wire text of one message; it is checked like a received one, so we never send junk."""
    message = {"v": VERSION, "seq": seq, "type": kind, **fields}
    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    parse(text, max_size=MAX_HOST_MESSAGE)
    return text
