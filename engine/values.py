"""Typed values, checked: the one vocabulary in which the engine says what a value may be.

Three receivers trust nothing they are handed, and all three declare its shape in these words:
a move's fields (`engine.core.Move`: the card a player plays, the clue they type), a game's view
(`Game.view_schema`: what a guest accepts from its host) and the messages between phones
(`engine.protocol.MESSAGES`). Each value's `clean` returns it checked (typed text and names also
cleaned, containers rebuilt from their checked items) or raises `engine.core.Wrong`, saying why
and where inside the value; the receiver turns that into its own error: a move's
MalformedAction, a view's BadView, a message's ProtocolError, each naming the wrong part by its
path (`cards[2]`, `view.state.players[2].cards`, `seats[0].name`).

`seats` is the number of seats at the table: a seat number must name one of them, and a
per-seat list must hold one entry for each (a screen indexes names by seat).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import MAX_NAME, MAX_SEATS, GameError, Move, Wrong, clean_name, could_fit


class Value:
    """The declared shape of a value."""

    def clean(self, value: Any, seats: int = MAX_SEATS) -> Any:
        """`value` as its receiver keeps it, or Wrong naming the first wrong part of it."""
        raise NotImplementedError

    def check(self, value: Any, path: str = "view", seats: int = MAX_SEATS) -> None:
        """Return if `value` has this shape, else raise BadView naming the first wrong field."""
        try:
            self.clean(value, seats)
        except Wrong as wrong:
            where = wrong.path(path)
            raise BadView(f"{where} {wrong.why}", path=where) from None


class BadView(GameError):
    """A view that does not have the shape its game declares; `params["path"]` names the first
    wrong field, e.g. `view.state.players[2].cards`."""

    code = "bad_view"


def inside(value_type: Value, value: Any, seats: int, where: str | int) -> Any:
    """`value_type.clean(value)` for a part of a container, which `where` names."""
    try:
        return value_type.clean(value, seats)
    except Wrong as wrong:
        wrong.where.append(where)
        raise


def encodable(text: str) -> bool:
    """Whether `text` is real text: JSON's \\u escapes can carry a lone surrogate, which no
    UTF-8 (and so no message, page or storage) can hold."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# -- single values -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Int(Value):
    """A whole number from `lo` to `hi` (never true or false, which JSON keeps apart)."""

    lo: int
    hi: int

    def clean(self, value: Any, seats: int = MAX_SEATS) -> int:
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise Wrong(f"must be an integer from {self.lo} to {self.hi}")
        return value


@dataclass(frozen=True)
class SeatNo(Value):
    """A seat at this table: 0 to seats - 1."""

    def clean(self, value: Any, seats: int = MAX_SEATS) -> int:
        if type(value) is not int or not 0 <= value < seats:
            raise Wrong(f"must be a seat from 0 to {seats - 1}")
        return value


@dataclass(frozen=True)
class Bool(Value):
    def clean(self, value: Any, seats: int = MAX_SEATS) -> bool:
        if type(value) is not bool:
            raise Wrong("must be true or false")
        return value


@dataclass(frozen=True)
class Str(Value):
    """Text as it was sent: one of `choices` when given, else `min_len` to `max_len` characters."""

    choices: tuple[str, ...] | None = None
    max_len: int = 64
    min_len: int = 0

    def clean(self, value: Any, seats: int = MAX_SEATS) -> str:
        if type(value) is not str or not encodable(value):
            raise Wrong("must be text")
        if self.choices is not None and value not in self.choices:
            raise Wrong(f"must be one of {', '.join(self.choices)}")
        if not self.min_len <= len(value) <= self.max_len:
            if self.min_len:
                raise Wrong(f"must be text of {self.min_len} to {self.max_len} characters")
            raise Wrong(f"must be at most {self.max_len} characters")
        return value


@dataclass(frozen=True)
class Text(Value):
    """Typed words (a clue, a cloud's name): one line, printable, `min_len` to `max_len`
    characters and, when `max_words` is given, at most that many words; returned cleaned
    (accents composed, spaces collapsed). A screen reads these limits from the move's
    declaration to draw its field. A text too long or too wordy is the player's to fix, so its
    refusal carries a code and the limits the screen words it with."""

    max_len: int
    min_len: int = 1
    max_words: int | None = None

    def clean(self, value: Any, seats: int = MAX_SEATS) -> str:
        if not isinstance(value, str):
            raise Wrong("must be text")
        if not could_fit(value, self.max_len):
            raise self._length_wrong()
        text = " ".join(unicodedata.normalize("NFC", value).split())
        if any(unicodedata.category(c)[0] == "C" for c in text):
            raise Wrong("must be printable text")
        if not self.min_len <= len(text) <= self.max_len:
            raise self._length_wrong()
        words = len(text.split())
        if self.max_words is not None and words > self.max_words:
            raise Wrong(
                f"has at most {self.max_words} words (this one has {words})",
                code="too_many_words",
                words=words,
                max=self.max_words,
            )
        return text

    def _length_wrong(self) -> Wrong:
        return Wrong(
            f"must be {self.min_len} to {self.max_len} characters",
            code="text_length",
            min=self.min_len,
            max=self.max_len,
        )


@dataclass(frozen=True)
class Name(Value):
    """A player's name as `clean_name` leaves it: nothing invisible, no bidi override, short.

    A name another phone types (a guest's hello, a lobby's seats) is taken cleaned (`cleans`);
    a name in a view is drawn as it is, so there it must already be clean."""

    cleans: bool = False

    def clean(self, value: Any, seats: int = MAX_SEATS) -> str:
        try:
            name = clean_name(value)
        except GameError:
            name = None
        if name is None or not self.cleans and name != value:
            raise Wrong(f"must be a name of 1 to {MAX_NAME} visible characters")
        return name


# -- containers ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Nullable(Value):
    inner: Value

    def clean(self, value: Any, seats: int = MAX_SEATS) -> Any:
        return None if value is None else self.inner.clean(value, seats)


@dataclass(frozen=True)
class ListOf(Value):
    item: Value
    max_len: int
    min_len: int = 0

    def clean(self, value: Any, seats: int = MAX_SEATS) -> list[Any]:
        if type(value) is not list or not self.min_len <= len(value) <= self.max_len:
            raise Wrong(f"must be a list of {self.min_len} to {self.max_len} items")
        return [inside(self.item, item, seats, i) for i, item in enumerate(value)]


@dataclass(frozen=True)
class PerSeat(Value):
    """A list with one entry per seat, in seat order."""

    item: Value

    def clean(self, value: Any, seats: int = MAX_SEATS) -> list[Any]:
        if type(value) is not list or len(value) != seats:
            raise Wrong(f"must be a list of one item per seat ({seats})")
        return [inside(self.item, item, seats, i) for i, item in enumerate(value)]


@dataclass(frozen=True)
class Pair(Value):
    """A two-item list of fixed meaning, e.g. [seat, cards]."""

    first: Value
    second: Value

    def clean(self, value: Any, seats: int = MAX_SEATS) -> list[Any]:
        if type(value) is not list or len(value) != 2:
            raise Wrong("must be a pair")
        return [inside(self.first, value[0], seats, 0), inside(self.second, value[1], seats, 1)]


@dataclass(frozen=True)
class Record(Value):
    """An object with exactly these keys (and any of `optional`); `open` lets other keys pass
    unchecked (an event, a result: read loosely)."""

    fields: Mapping[str, Value]
    optional: Mapping[str, Value] = field(default_factory=dict)
    open: bool = False

    def clean(self, value: Any, seats: int = MAX_SEATS) -> dict[str, Any]:
        if type(value) is not dict:
            raise Wrong("must be an object")
        out = dict(value) if self.open else {}
        for key, value_type in self.fields.items():
            if key not in value:
                raise Wrong("is missing", key)
            out[key] = inside(value_type, value[key], seats, key)
        for key, value_type in self.optional.items():
            if key in value:
                out[key] = inside(value_type, value[key], seats, key)
        if not self.open and len(out) < len(value):
            extra = [k for k in value if k not in self.fields and k not in self.optional]
            raise Wrong("is not expected", str(extra[0])[:40])
        return out


@dataclass(frozen=True)
class Actions(Value):
    """Legal actions: objects of one of `moves`' types, each field as its move declares."""

    moves: Mapping[str, Move]
    max_len: int = 512

    def clean(self, value: Any, seats: int = MAX_SEATS) -> list[Any]:
        if type(value) is not list or len(value) > self.max_len:
            raise Wrong(f"must be a list of at most {self.max_len} actions")
        return [self._action(action, seats, i) for i, action in enumerate(value)]

    def _action(self, action: Any, seats: int, i: int) -> dict[str, Any]:
        if type(action) is not dict:
            raise Wrong("must be an object", i)
        kind = action.get("type")
        if type(kind) is not str or kind not in self.moves:
            raise Wrong("is not one of the game's moves", "type", i)
        fields = self.moves[kind].fields
        clean = {"type": kind}
        try:
            for name, value_type in fields.items():
                if name not in action:
                    raise Wrong("is missing", name)
                clean[name] = inside(value_type, action[name], seats, name)
        except Wrong as wrong:
            wrong.where.append(i)
            raise
        if len(action) > len(clean):
            raise Wrong("has a field its move does not declare", i)
        return clean
