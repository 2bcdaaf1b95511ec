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
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from engine.core import MAX_SEATS, SEAT_KINDS, GameError, Wrong
from engine.values import Bool, Int, ListOf, Name, Nullable, Record, Str, Value, encodable

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


# -- the fields, in the engine's one vocabulary of checked values (engine.values) ---------------


_SECRET_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


@dataclass(frozen=True)
class Secret(Value):
    """A seat's or a watcher's secret: URL-safe characters, 16 to 64 of them."""

    def clean(self, value: Any, seats: int = MAX_SEATS) -> str:
        if (
            not isinstance(value, str)
            or not SECRET_MIN <= len(value) <= SECRET_MAX
            or not set(value) <= _SECRET_CHARS
        ):
            raise Wrong("is not a seat secret")
        return value


def is_secret(value: Any) -> bool:
    """Whether `value` could be a seat secret (the host checks it against its own)."""
    try:
        Secret().clean(value)
    except Wrong:
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


@dataclass(frozen=True)
class Object(Value):
    """Any object nested at most `depth` deep (an action, a view: its receiver judges the rest),
    and at most `max_bytes` as compact JSON when given (a finger's continuous input)."""

    depth: int = MAX_DEPTH
    max_bytes: int | None = None

    def clean(self, value: Any, seats: int = MAX_SEATS) -> dict[str, Any]:
        if not isinstance(value, dict) or _depth(value, self.depth) > self.depth:
            raise Wrong(f"must be an object nested at most {self.depth} deep")
        if self.max_bytes is not None:
            text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
            try:
                size = len(text.encode("utf-8"))
            except UnicodeEncodeError:  # a lone surrogate, which JSON's \u escapes can carry
                raise Wrong("must hold only valid text") from None
            if size > self.max_bytes:
                raise Wrong(f"must be at most {self.max_bytes} bytes")
        return value


@dataclass(frozen=True)
class ActionShape(Object):
    """The shape every game action shares, a short `type`; the game itself judges the rest."""

    def clean(self, value: Any, seats: int = MAX_SEATS) -> dict[str, Any]:
        action = super().clean(value, seats)
        kind = action.get("type")
        if not isinstance(kind, str) or not 1 <= len(kind) <= 32 or not encodable(kind):
            raise Wrong("must have a type")
        return action


_BUILD = re.compile(r"[A-Za-z0-9._+-]*")


@dataclass(frozen=True)
class Build(Value):
    """The app's build: a hash from build.json (empty when unknown)."""

    def clean(self, value: Any, seats: int = MAX_SEATS) -> str:
        if not isinstance(value, str) or len(value) > BUILD_MAX or not _BUILD.fullmatch(value):
            raise Wrong(f"must be a build label of at most {BUILD_MAX} plain characters")
        return value


def plain(text: str) -> str:
    """`text` with anything UTF-8 cannot hold (a lone surrogate a guest sent) replaced: a
    refusal may quote what it refuses, and must still cross the wire."""
    return text if encodable(text) else text.encode("utf-8", "replace").decode("utf-8")


MAX_PARAMS = 8
PARAM_TEXT = 100


def rejection_params(params: dict[str, Any]) -> dict[str, Any]:
    """The details of a refusal worth sending: plain values only, text cut short."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if len(out) == MAX_PARAMS or not isinstance(key, str) or len(key) > 32:
            continue
        if isinstance(value, str):
            out[key] = plain(value[:PARAM_TEXT])
        elif value is None or isinstance(value, (bool, int)) and abs(value) <= MAX_SEQ:
            out[key] = value
    return out


@dataclass(frozen=True)
class Params(Value):
    """A refusal's details: a flat object of at most MAX_PARAMS short plain values."""

    def clean(self, value: Any, seats: int = MAX_SEATS) -> dict[str, Any]:
        if not isinstance(value, dict) or rejection_params(value) != value:
            raise Wrong(f"must be at most {MAX_PARAMS} short plain values")
        return value


_SEAT = Int(0, MAX_SEATS - 1)
_GAME = Str(min_len=1, max_len=40)
_CODE = Str(min_len=1, max_len=40)
_WORDS = Str(max_len=300)
_SEATS = ListOf(
    Record({"name": Name(cleans=True), "kind": Str(choices=SEAT_KINDS), "connected": Bool()}),
    MAX_SEATS,
)
_WATCHERS = ListOf(Record({"name": Name(cleans=True), "connected": Bool()}), MAX_WATCHERS)

# type -> its fields; every other field is refused.
MESSAGES: dict[str, Record] = {
    "hello": Record(
        {"name": Name(cleans=True), "build": Build()},
        optional={"secret": Secret(), "watch": Bool()},
    ),
    "action": Record({"seat": _SEAT, "action": ActionShape()}),
    "input": Record({"seat": _SEAT, "data": Object(MAX_INPUT_DEPTH, MAX_INPUT_DATA)}),
    "ping": Record({}),
    "welcome": Record({"seat": _SEAT, "secret": Secret(), "game": _GAME, "build": Build()}),
    "watching": Record({"secret": Secret(), "game": _GAME, "build": Build()}),
    "lobby": Record(
        {"game": _GAME, "started": Bool(), "seats": _SEATS},
        # options: checked by the game's options (GuestTable._on_lobby)
        optional={"watchers": _WATCHERS, "options": Object()},
    ),
    "view": Record({"view": Object()}),
    "rejected": Record(
        {"ref_seq": Nullable(Int(1, MAX_SEQ)), "code": _CODE, "message": _WORDS},
        optional={"params": Params()},
    ),
    "pong": Record({"ref_seq": Int(1, MAX_SEQ)}),
    "replay": Record({"code": Str(min_len=1, max_len=MAX_REPLAY)}),
    "bye": Record({"code": _CODE, "message": _WORDS}),
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
    body = {key: value for key, value in message.items() if key not in _ENVELOPE}
    try:
        fields = MESSAGES[kind].clean(body)
    except Wrong as wrong:
        where = wrong.path("")
        raise ProtocolError(f"{kind}: {where} {wrong.why}", code="bad_field", field=where) from None
    return {"v": VERSION, "seq": seq, "type": kind, **fields}


def encode(kind: str, seq: int, **fields: Any) -> str:
    """The wire text of one message; it is checked like a received one, so we never send junk."""
    message = {"v": VERSION, "seq": seq, "type": kind, **fields}
    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    parse(text, max_size=MAX_HOST_MESSAGE)
    return text
