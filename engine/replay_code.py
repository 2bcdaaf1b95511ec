"""A finished game as a link's code: its game, options, seats' names, seed and action log,
compressed, and read back. `engine.replay` plays a code read here again by the rules; tables
write theirs here (`Table.replay_code`), which is why this module knows no table.

A replay link carries everything needed to play the game again move by move, and nothing else:
the rules rebuild every state from the seed and the log, exactly as a save is restored. The
link lives in the address's #fragment, so no server ever sees it; and since anyone can write
one, it is untrusted input from its first character: its length is bounded before it is
decompressed (and the decompression itself is bounded, so a zip bomb stops at the limit), and
the rules replay every move and refuse the first illegal one.

The payload is JSON, raw-deflated (zlib with no header, as the browser's
`CompressionStream('deflate-raw')` writes it) and base64url-encoded without padding. Each logged
action is written as `[seat, type, *fields]` in the order its move declares its fields: the
names repeat in every move, the values do not. A `trace` field (a placement's recorded path of
`[step, x, y, a]` entries) is written as each entry's difference from the one before: a hand
moves by small steps, so the differences repeat and deflate well, and the trace comes back
exactly (nothing is rounded: the physics replays it to the same result).
"""

from __future__ import annotations

import base64
import json
import zlib
from dataclasses import dataclass
from typing import Any

from engine.core import MAX_SEATS, CorruptSave, GameError, clean_name
from engine.games import get_game, rules_version
from engine.protocol import MAX_REPLAY, too_deep

FORMAT = 1
MAX_LINK = MAX_REPLAY  # characters of a link's code (a host sends one to its guests at the end)
MAX_JSON = 400_000  # bytes a code may inflate to; a longer one is refused mid-inflate
MAX_NESTING = 16
# What a link may cost is bounded by what a real game can reach, checked in the cheapest order:
# the count of moves before any is replayed, then (rehearsing the moves on one state, no copies)
# the moves that lead back to a state the game was already in, then a time budget.
#
# A real game's moves are bounded by its cards and rounds: bots and random legal play reached at
# most 290 (Claro, six players) and a won game of The Mind stays under 260 moves that change
# its position. Only The Mind can go round in circles (pause and ready again, as it does by
# itself for a phone that drops; propose a star and refuse it), and each move that comes back
# to a position the game was already in is a revisit. The chaos table (scripts/chaos.py, a
# flaky net whose drops pause the game, players who pause and refuse stars at random) played
# 300 games of The Mind: the longest and most circular had 442 moves, 370 of them revisits.
# A link is refused past MAX_MOVES before any move is replayed, and past MAX_REVISITS (in
# `engine.replay`) while
# its moves are rehearsed; at those bounds it still opens in well under a second on a phone
# four times slower than a laptop (scripts/bench_replay.py).
MAX_MOVES = 1_500  # over three times the longest game seen
STRIDES = {"trace": 4}  # fields written as differences, and the size of one entry


class BadReplay(CorruptSave):
    """A replay link that cannot be trusted: the player reads why, in their language, by `why`
    (`unreadable`, `too_long`, `other_version`, `illegal`, `unfinished`)."""

    code = "bad_replay"


def refuse(why: str, message: str) -> BadReplay:
    return BadReplay(message, why=why)


@dataclass(frozen=True)
class Record:
    """What a replay link says: enough to deal the game again and make every move of it."""

    game: str
    names: list[str]
    bots: list[int]
    seed: int
    options: dict[str, Any]
    log: list[dict[str, Any]]


def _ints(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    )


def _differences(name: str, value: Any) -> Any:
    stride = STRIDES.get(name)
    if stride is None or not _ints(value):
        return value
    return value[:stride] + [value[i] - value[i - stride] for i in range(stride, len(value))]


def _sums(name: str, value: Any) -> Any:
    stride = STRIDES.get(name)
    if stride is None or not _ints(value):
        return value  # not ints: the move's own check refuses it
    total = list(value[:stride])
    for i in range(stride, len(value)):
        total.append(total[i - stride] + value[i])
    return total


def _pack_action(game_id: str, entry: dict[str, Any]) -> list[Any]:
    action = entry["action"]
    fields = get_game(game_id).moves[action["type"]].fields
    return [entry["seat"], action["type"], *(_differences(n, action[n]) for n in fields)]


def _unpack_action(game_id: str, packed: Any) -> dict[str, Any]:
    """A `[seat, type, *fields]` entry back as a logged `{seat, action}`; the table checks the
    values when it replays the move."""
    moves = get_game(game_id).moves
    if not isinstance(packed, list) or len(packed) < 2 or packed[1] not in moves:
        raise refuse("unreadable", "a move of the replay is not [seat, type, ...fields]")
    fields = list(moves[packed[1]].fields)
    if len(packed) != 2 + len(fields):
        raise refuse("unreadable", f"a {packed[1]} move has the wrong number of fields")
    return {
        "seat": packed[0],
        "action": {
            "type": packed[1],
            **{name: _sums(name, value) for name, value in zip(fields, packed[2:], strict=True)},
        },
    }


def encode(record: Record) -> str:
    """The replay code of a game's record (what follows `#replay=` in a link)."""
    payload = {
        "v": FORMAT,
        "r": rules_version(record.game),
        "g": record.game,
        "o": record.options,
        "n": record.names,
        "b": record.bots,
        "s": record.seed,
        "l": [_pack_action(record.game, entry) for entry in record.log],
    }
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    squeezer = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    raw = squeezer.compress(text.encode()) + squeezer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _inflate(code: Any) -> bytes:
    if not isinstance(code, str) or not code:
        raise refuse("unreadable", "there is no replay in this link")
    if len(code) > MAX_LINK:
        raise refuse("too_long", f"a replay link is at most {MAX_LINK} characters")
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except ValueError as err:
        raise refuse("unreadable", "the replay is not base64url") from err
    inflater = zlib.decompressobj(-15)
    try:
        text = inflater.decompress(raw, MAX_JSON)
    except zlib.error as err:
        raise refuse("unreadable", "the replay is not deflated data (cut short?)") from err
    if inflater.unconsumed_tail:
        raise refuse("too_long", f"a replay inflates to at most {MAX_JSON} bytes")
    if not inflater.eof:
        raise refuse("unreadable", "the replay is cut short")
    return text


def decode(code: Any) -> Record:
    """The record a replay code carries, checked for shape (not yet replayed: see `check`)."""
    text = _inflate(code)
    try:
        if too_deep(text.decode(), MAX_NESTING):
            raise refuse("unreadable", "the replay is nested too deeply")
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise refuse("unreadable", "the replay is not JSON") from err
    if not isinstance(data, dict) or type(data.get("v")) is not int or data["v"] != FORMAT:
        raise refuse("other_version", "this replay is from another version of the app")
    game_id, names, bots, seed = data.get("g"), data.get("n"), data.get("b"), data.get("s")
    options, log = data.get("o"), data.get("l")
    try:
        game = get_game(game_id) if isinstance(game_id, str) else None
    except GameError:
        game = None
    if game is None:
        raise refuse("unreadable", "the replay names no game of this app")
    if data.get("r") != rules_version(game.id):
        raise refuse("other_version", "this replay was played under other rules")
    if not isinstance(names, list) or not 1 <= len(names) <= MAX_SEATS:
        raise refuse("unreadable", "the replay's seats are not a list of names")
    if not isinstance(bots, list) or not all(type(b) is int and 0 <= b < len(names) for b in bots):
        raise refuse("unreadable", "the replay's bots are not seats")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(options, dict):
        raise refuse("unreadable", "the replay's seed or options are not readable")
    if not isinstance(log, list):
        raise refuse("unreadable", "the replay's moves are not a list")
    if len(log) > MAX_MOVES:  # refused before a single move is replayed
        raise refuse("too_long", f"a replay holds at most {MAX_MOVES} moves")
    try:
        clean = [clean_name(n) for n in names]
    except GameError as err:
        raise refuse("unreadable", f"a seat's name is not a name: {err.message}") from err
    return Record(
        game=game.id,
        names=clean,
        bots=sorted(set(bots)),
        seed=seed,
        options=options,
        log=[_unpack_action(game.id, entry) for entry in log],
    )
