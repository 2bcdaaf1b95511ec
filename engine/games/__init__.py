"""The games of the box: the one place that names them, and the registry that finds them.

`MODULES` lists the game modules; everything else (the home screen's catalogue, the set-up
screen, the tables, the bots, the screens, the tests every game gets) is derived from each
module's own `GAME` declaration. A game still being made is listed in `COMING` with just what
the home screen shows, until its module exists and it moves to `MODULES`.
"""

from __future__ import annotations

import hashlib
import importlib
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from engine.core import Game, GameError

MODULES: tuple[str, ...] = ("the_mind", "claro", "colorful", "cloud_mine", "catch_the_moon")


@dataclass(frozen=True)
class Coming:
    """A game announced on the home screen but not playable yet."""

    id: str
    title: str
    min_players: int
    max_players: int
    blurb: dict[str, str]


COMING: tuple[Coming, ...] = ()

_extra: dict[str, Game] = {}


def register(game: Game) -> None:
    """Make a game findable by id (the tests register their own small game this way)."""
    _extra[game.id] = game


def game_module(package: str, game_id: str, what: str) -> ModuleType:
    """A game's module in `package` (its rules, its bots, its screen), imported by name; a
    missing one is an error that names the game and `what` it lacks."""
    name = f"{package}.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        raise GameError(
            f"The game {game_id!r} has no {what} ({name})", code="unknown_game", game=game_id
        ) from missing


def get_game(game_id: str) -> Game:
    """The rules of `game_id`, or a GameError naming it."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in MODULES:
        raise GameError(f"No game called {game_id!r}", code="unknown_game", game=str(game_id))
    game: Game = game_module("engine.games", game_id, "rules").GAME
    if game.id != game_id:
        raise GameError(f"engine.games.{game_id} declares the id {game.id!r}", code="unknown_game")
    return game


def bots_for(game_id: str) -> ModuleType:
    """The module whose `make_bot(level)` makes this game's bots."""
    return game_module("engine.bots", game_id, "bots")


def catalog() -> tuple[Game, ...]:
    """Every playable game, in the box's order."""
    return tuple(get_game(game_id) for game_id in MODULES)


_versions: dict[str, str] = {}  # a rules module's file -> its fingerprint


def rules_version(game_id: str) -> str:
    """A fingerprint of the rules module: a save made under other rules is replayed under
    these (see `engine.table.Table.restore`).

    Read once per module file and kept: the browser's memory snapshot holds every game's
    (snapshot-worker.js asks for them), so a reopened app checks a save or a replay link on
    its first screen without the rules' files, which it unpacks only after that screen."""
    module = sys.modules.get(get_game(game_id).setup.__module__)
    source = getattr(module, "__file__", None)
    if not source:
        return "unknown"
    if source not in _versions:
        _versions[source] = hashlib.sha256(Path(source).read_bytes()).hexdigest()[:12]
    return _versions[source]


def playable(game_id: str) -> bool:
    return game_id in MODULES or game_id in _extra
