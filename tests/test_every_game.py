"""Tests every game gets for free: whatever module `engine.games.catalog()` lists is played here.

- Random seeded playouts (hypothesis draws the seed and the table size): the same seed and
  actions rebuild the same game byte for byte, even with Python's global `random` disturbed
  between moves (RLCard's determinism test); a snapshot restored mid-game has the same future.
- Hidden information, by scrambling: everything a seat cannot see (the state keys the game
  declares `private`) is shuffled among the places it cannot see; that seat's view, legal
  actions and refusals must not change.
- What a guest accepts: every view of random playouts (every seat's and a spectator's, with
  random options) fits the game's declared `view_schema`, the shape a guest's phone checks each
  view from the host against; a game that declares none fails here.
- Golden playthroughs: recorded seeded games with the hash of every seat's view after each
  move, checked in under tests/golden/, so a change to what any seat (a guest's phone) receives
  shows in review. After a deliberate change, rewrite them with
  `.venv/bin/python -m tests.test_every_game --update` and read the diff.
"""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import NOBODY, SEAT, Game, GameError, Random, canonical
from engine.games import catalog, register
from engine.table import SeatInfo, Table, check_view
from tests.toy_game import GAME as TOY

GOLDEN = Path(__file__).parent / "golden"
MAX_MOVES = 400
GAMES = [*catalog(), TOY]


def seats_for(game: Game, players: int) -> list[SeatInfo]:
    return [SeatInfo(f"P{i + 1}") for i in range(players)]


def playout(game: Game, players: int, seed: int, moves: int = MAX_MOVES) -> Table:
    """A game played by random legal moves, chosen by a generator of its own (`seed`)."""
    table = Table(game.id, seats_for(game, players), seed=seed)
    chooser = Random(seed ^ 0x5EED)
    for _ in range(moves):
        if table.result() is not None:
            break
        active = table.active_seats()
        if not active:
            break
        seat = chooser.choice(active)
        table.submit(seat, chooser.choice(table.legal_actions(seat)))
    return table


def replay(game: Game, players: int, seed: int, log: list[dict[str, Any]]) -> Table:
    table = Table(game.id, seats_for(game, players), seed=seed)
    for entry in log:
        random.seed(len(table.log) * 7919)  # disturb the global generator: it must not matter
        random.random()
        table.submit(entry["seat"], entry["action"])
    return table


def view_hashes(table: Table) -> list[str]:
    seats: list[int | None] = [*range(len(table.seats)), None]
    return [hashlib.sha256(canonical(table.view(s)).encode()).hexdigest()[:16] for s in seats]


# -- determinism and saves -----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=12)
@given(seed=st.integers(0, 2**40), size=st.integers(0, 20), cut=st.floats(0, 1))
def test_a_seed_and_its_moves_rebuild_the_game_and_a_save_has_the_same_future(
    game: Game, seed: int, size: int, cut: float
):
    players = game.min_players + size % (game.max_players - game.min_players + 1)
    played = playout(game, players, seed)
    again = replay(game, players, seed, played.log)
    assert canonical(again.snapshot()) == canonical(played.snapshot())

    middle = int(len(played.log) * cut)
    early = replay(game, players, seed, played.log[:middle])
    restored = Table.restore(json.loads(json.dumps(early.snapshot())))
    for entry in played.log[middle:]:
        restored.submit(entry["seat"], entry["action"])
    assert canonical(restored.state) == canonical(played.state)
    assert restored.rng.to_data() == played.rng.to_data()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_actions_are_logged_as_the_rules_read_them(game: Game):
    """Extra fields a phone sends are dropped before the move is applied and saved."""
    table = Table(game.id, seats_for(game, game.min_players), seed=3)
    seat = table.active_seats()[0]
    action = table.legal_actions(seat)[0]
    table.submit(seat, {**action, "padding": "x" * 10_000})
    assert table.log[-1]["action"] == action


# -- hidden information ----------------------------------------------------------------------------


def _sorted(items: list[Any]) -> bool:
    try:
        return items == sorted(items)
    except TypeError:
        return False


def scramble(game: Game, state: dict[str, Any], seat: int, rng: Random) -> dict[str, Any]:
    """`state` with everything `seat` cannot see shuffled among the places it cannot see.

    The places are the lists the game declares private: another seat's entry of a SEAT key,
    the whole of a NOBODY key. Items of the same type are pooled and dealt back into the same
    places, keeping each place's size (and its order, if it was sorted)."""
    state = copy.deepcopy(state)
    places: list[list[Any]] = []
    for key, who in game.private.items():
        value = state[key]
        if who == SEAT:
            places += [value[other] for other in range(len(value)) if other != seat]
        elif who == NOBODY:
            places.append(value)
    pools: dict[str, list[Any]] = {}
    for place in places:
        for item in place:
            pools.setdefault(type(item).__name__, []).append(item)
    for pool in pools.values():
        rng.shuffle(pool)
    for place in places:
        keep_sorted = _sorted(place)
        refill = [pools[type(item).__name__].pop() for item in place]
        place[:] = sorted(refill) if keep_sorted else refill
    return state


def probes(game: Game, table: Table) -> list[dict[str, Any]]:
    """Actions to try for any seat: every seat's legal moves, and every number seen anywhere
    in the state put into every integer field (so a refusal that reads a hidden card shows)."""
    found: list[dict[str, Any]] = []
    for seat in range(len(table.seats)):
        found += table.legal_actions(seat)
    numbers = sorted({n for n in _numbers(table.state) if isinstance(n, int)})[:60]
    for kind, move in game.moves.items():
        for name, field in move.fields.items():
            lo, hi = getattr(field, "lo", None), getattr(field, "hi", None)
            if lo is None or type(field).__name__ != "Int":
                continue
            for n in numbers:
                if lo <= n <= hi:
                    found.append({"type": kind, name: n})
    unique = {canonical(a): a for a in found}
    return list(unique.values())


def _numbers(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    return [value] if isinstance(value, int) and not isinstance(value, bool) else []


def outcome(game: Game, state: bytes, seat: int, action: bytes) -> Any:
    """What the rules answer `seat`'s pickled `action` in a fresh copy of the pickled `state`.

    Both are pickled once and unpickled per try: the same deep copy as `copy.deepcopy` (shared
    parts stay shared) at a fraction of its cost. Copying by `deepcopy` was nine tenths of this
    check's time: hundreds of tries at every fourth move."""
    try:
        game.apply(pickle.loads(state), seat, pickle.loads(action), Random(1))
    except GameError as err:
        return err.to_dict()
    return "accepted"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=6)
@given(seed=st.integers(0, 2**40), size=st.integers(0, 20))
def test_no_seat_can_tell_what_it_cannot_see(game: Game, seed: int, size: int):
    players = game.min_players + size % (game.max_players - game.min_players + 1)
    played = playout(game, players, seed, moves=160)
    table = Table(game.id, seats_for(game, players), seed=seed)
    rng = Random(seed)
    for step, entry in enumerate([None, *played.log]):
        if entry is not None:
            table.submit(entry["seat"], entry["action"])
        if step % 4:
            continue
        tries = [pickle.dumps(action) for action in probes(game, table)]
        state = pickle.dumps(table.state)
        for seat in range(players):
            other = scramble(game, table.state, seat, rng)
            assert game.view(other, seat) == game.view(table.state, seat), (game.id, step, seat)
            assert game.legal_actions(other, seat) == game.legal_actions(table.state, seat)
            scrambled = pickle.dumps(other)
            for action in tries:
                mine = outcome(game, state, seat, action)
                if mine != "accepted":
                    assert outcome(game, scrambled, seat, action) == mine, (
                        game.id,
                        seat,
                        pickle.loads(action),
                    )


def test_scrambling_finds_a_view_that_shows_a_secret():
    """The check above can fail: a view showing every hand is caught."""
    leaky = Game(**{**TOY.__dict__, "view": lambda state, seat: {"hands": state["hands"]}})
    table = Table(TOY.id, seats_for(TOY, 3), seed=5)
    seen = [
        leaky.view(scramble(leaky, table.state, 0, Random(i)), 0) != leaky.view(table.state, 0)
        for i in range(10)
    ]
    assert any(seen)


# -- what a guest accepts ------------------------------------------------------------------------


def random_options(game: Game, rng: Random, players: int) -> dict[str, Any]:
    return {o.name: rng.choice(o.choices_for(players)) for o in game.options}


def assert_every_view_fits(game: Game, players: int, seed: int, moves: int = MAX_MOVES) -> int:
    """Play a random game and check every seat's view and a spectator's after every move against
    the game's schema (as a guest's phone does); returns how many views were checked."""
    assert game.view_schema is not None, (
        f"{game.id} declares no view_schema: a guest's phone cannot check the views its host "
        f"sends. Declare the shape of view() in engine/games/{game.id}.py (see engine.core)."
    )
    chooser = Random(seed ^ 0x5EED)
    try:
        table = Table(
            game.id,
            seats_for(game, players),
            seed=seed,
            options=random_options(game, chooser, players),
        )
    except GameError:  # options that do not fit this many players (teams of one)
        table = Table(game.id, seats_for(game, players), seed=seed)
    checked = 0
    for move in range(moves + 1):
        for seat in [*range(players), None]:
            view = json.loads(json.dumps(table.view(seat)))  # as it crosses the wire
            try:
                check_view(view, game.id)
            except GameError as err:
                raise AssertionError(
                    f"{game.id}, seed {seed}, {players} players, after move {move}, "
                    f"seat {seat}: {err.message}"
                ) from err
            checked += 1
        active = table.active_seats()
        if table.result() is not None or not active:
            break
        seat = chooser.choice(active)
        table.submit(seat, chooser.choice(table.legal_actions(seat)))
    return checked


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=8)
@given(seed=st.integers(0, 2**40), size=st.integers(0, 20))
def test_every_view_of_every_phase_fits_the_games_view_schema(game: Game, seed: int, size: int):
    players = game.min_players + size % (game.max_players - game.min_players + 1)
    assert assert_every_view_fits(game, players, seed) > players


def test_a_game_without_a_view_schema_or_with_a_wrong_one_fails_the_check_above():
    bare = Game(**{**TOY.__dict__, "view_schema": None})
    with pytest.raises(AssertionError, match="declares no view_schema"):
        assert_every_view_fits(bare, 2, 1)
    more = Game(**{**TOY.__dict__, "view": lambda state, seat: {**TOY.view(state, seat), "x": 1}})
    register(more)
    try:
        with pytest.raises(AssertionError, match=r"view\.state\.x is not expected"):
            assert_every_view_fits(more, 2, 1)
    finally:
        register(TOY)


# -- golden playthroughs ---------------------------------------------------------------------------


def golden_game(game: Game) -> dict[str, Any]:
    players = min(game.max_players, max(game.min_players, 3))
    seed = 2026
    played = playout(game, players, seed, moves=120)
    table = Table(game.id, seats_for(game, players), seed=seed)
    steps = [{"seat": None, "action": None, "views": view_hashes(table)}]
    for entry in played.log:
        table.submit(entry["seat"], entry["action"])
        steps.append({**entry, "views": view_hashes(table)})
    return {"game": game.id, "players": players, "seed": seed, "steps": steps}


@pytest.mark.parametrize("game", catalog(), ids=lambda g: g.id)
def test_golden_playthrough_gives_every_seat_the_same_views(game: Game):
    path = GOLDEN / f"{game.id}.json"
    assert path.exists(), f"no golden playthrough for {game.id}: see this module's docstring"
    golden = json.loads(path.read_text())
    table = Table(game.id, seats_for(game, golden["players"]), seed=golden["seed"])
    assert view_hashes(table) == golden["steps"][0]["views"]
    for number, step in enumerate(golden["steps"][1:], 1):
        table.submit(step["seat"], step["action"])
        assert view_hashes(table) == step["views"], f"{game.id}: views differ after move {number}"


def update() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for game in catalog():
        data = golden_game(game)
        text = json.dumps(data, indent=0, sort_keys=True) + "\n"
        (GOLDEN / f"{game.id}.json").write_text(text)
        print(f"{game.id}: {len(data['steps']) - 1} moves")


if __name__ == "__main__":
    if "--update" in sys.argv:
        update()
    else:
        print(__doc__)


@pytest.mark.parametrize("game", catalog(), ids=lambda g: g.id)
def test_a_table_of_the_wrong_size_is_refused_with_the_games_own_numbers(game: Game):
    """The set-up, a deal, the lobby's Start and a rematch all ask the game itself (`fits`)
    whether a table of this size can play: one answer, with the numbers the player is shown."""
    sizes = range(max(1, game.min_players - 1), game.max_players + 2)
    for players in sizes:
        seats = [SeatInfo(f"P{i}", "bot") for i in range(players)]
        assert game.fits(players) == (game.min_players <= players <= game.max_players)
        if game.fits(players):
            Table(game.id, seats, seed=1)
            continue
        with pytest.raises(GameError) as dealt:
            Table(game.id, seats, seed=1)
        assert dealt.value.code == "player_count"
        assert dealt.value.params == {"min": game.min_players, "max": game.max_players}
