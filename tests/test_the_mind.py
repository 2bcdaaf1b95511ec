"""The Mind's rules, each shown by a scenario from a fixed deal, plus whole random games."""

from __future__ import annotations

import copy
import json
import pickle
import random
from typing import Any

import pytest

from engine.core import (
    GameError,
    GameOver,
    IllegalAction,
    MalformedAction,
    Random,
    canonical,
)
from engine.games.the_mind import GAME, LEVELS, LIVES, REWARDS
from engine.table import SeatInfo, Table

NAMES = ["Ana", "Luis", "Marta", "Pablo"]


def seats(players: int) -> list[SeatInfo]:
    return [SeatInfo(name) for name in NAMES[:players]]


def table_with(
    hands: list[list[int]],
    *,
    level: int | None = None,
    lives: int | None = None,
    stars: int = 1,
    phase: str = "play",
    pile: list[int] | None = None,
    seed: int = 0,
) -> Table:
    """A table whose deal is replaced by a fixed one (the rest as after set-up)."""
    table = Table("the_mind", seats(len(hands)), seed=seed)
    state = table.state
    state["hands"] = [sorted(hand) for hand in hands]
    state["level"] = level if level is not None else max(len(hand) for hand in hands)
    if lives is not None:
        state["lives"] = lives
    state["stars"] = stars
    state["phase"] = phase
    state["pile"] = list(pile or [])
    return table


def all_ready(table: Table) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for seat in range(len(table.seats)):
        events += table.submit(seat, {"type": "ready"})
    return events


def types(events: list[dict[str, Any]]) -> list[str]:
    return [event["type"] for event in events]


def refused(table: Table, seat: int, action: Any, code: str) -> GameError:
    """Submit an action that must be refused with `code`, and check nothing changed."""
    before = canonical(table.snapshot())
    with pytest.raises(GameError) as err:
        table.submit(seat, action)
    assert err.value.code == code, err.value.message
    assert err.value.message
    assert canonical(table.snapshot()) == before
    return err.value


# -- Set-up and dealing -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "levels", "lives"), [(2, 12, 2), (3, 10, 3), (4, 8, 4)])
def test_setup_by_player_count(players, levels, lives):
    table = Table("the_mind", seats(players), seed=1)
    state = table.state
    assert (state["levels"], state["lives"], state["stars"]) == (levels, lives, 1)
    assert (LEVELS[players], LIVES[players]) == (levels, lives)
    assert state["level"] == 1 and state["phase"] == "concentrate"
    assert state["ready"] == [False] * players and state["pile"] == []
    assert [len(hand) for hand in state["hands"]] == [1] * players
    assert table.result() is None


def test_setup_refuses_a_wrong_player_count():
    for players in (1, 5):
        with pytest.raises(GameError) as err:
            GAME.setup(players, {}, Random(1))
        assert err.value.code == "player_count"


def test_level_n_deals_n_cards_each_from_all_100_cards_reshuffled():
    table = table_with([[7], [], [90]], level=4, lives=3)
    table.state["pile"] = [1, 2, 3]
    table.state["discarded"] = [{"seat": 1, "card": 5, "reason": "star"}]
    expected = list(range(1, 101))
    Random(state=table.rng.state).shuffle(expected)  # the deal must use this very shuffle
    table.submit(0, {"type": "play", "card": 7})
    events = table.submit(2, {"type": "play", "card": 90})
    assert types(events) == ["played", "level_complete", "level_started"]
    assert events[-1] == {"type": "level_started", "level": 5}
    state = table.state
    assert state["level"] == 5
    assert state["hands"] == [sorted(expected[i * 5 : (i + 1) * 5]) for i in range(3)]
    assert state["pile"] == [] and state["discarded"] == []
    assert state["phase"] == "concentrate" and state["ready"] == [False] * 3


def test_deals_draw_distinct_cards_from_all_100():
    seen: set[int] = set()
    for seed in range(100):
        state = GAME.setup(4, {}, Random(seed))
        cards = [card for hand in state["hands"] for card in hand]
        assert len(set(cards)) == len(cards)
        seen.update(cards)
    assert seen <= set(range(1, 101)) and len(seen) >= 95


# -- The ready gate -----------------------------------------------------------------------------


def test_a_level_starts_only_when_everyone_is_ready():
    table = Table("the_mind", seats(3), seed=4)
    card = table.state["hands"][0][0]
    refused(table, 0, {"type": "play", "card": card}, "not_ready")
    assert table.submit(0, {"type": "ready"}) == [{"type": "ready", "seat": 0}]
    refused(table, 0, {"type": "ready"}, "already_ready")
    refused(table, 0, {"type": "play", "card": card}, "not_ready")
    table.submit(1, {"type": "ready"})
    assert table.view(0)["state"]["players"][1]["ready"] is True
    events = table.submit(2, {"type": "ready"})
    assert events == [{"type": "ready", "seat": 2}, {"type": "all_ready"}]
    assert table.state["phase"] == "play" and table.state["ready"] == [False] * 3
    refused(table, 1, {"type": "ready"}, "not_concentrating")
    assert table.submit(0, {"type": "play", "card": card})[0]["type"] == "played"


def test_pause_sends_everyone_back_to_concentrate():
    table = table_with([[10, 40], [20, 50]])
    refused(table, 0, {"type": "ready"}, "not_concentrating")
    assert table.submit(1, {"type": "pause"}) == [{"type": "paused", "seat": 1}]
    assert table.state["phase"] == "concentrate"
    refused(table, 0, {"type": "play", "card": 10}, "not_ready")
    refused(table, 0, {"type": "pause"}, "not_playing")
    all_ready(table)
    assert table.state["phase"] == "play"
    assert {"type": "pause"} in table.legal_actions(0)


def test_a_mistake_and_a_star_each_call_for_ready_again():
    table = table_with([[10, 40, 45], [20, 50, 55]])
    table.submit(1, {"type": "play", "card": 20})
    assert table.state["phase"] == "concentrate"
    refused(table, 0, {"type": "play", "card": 40}, "not_ready")
    all_ready(table)
    table.submit(0, {"type": "propose_star"})
    table.submit(1, {"type": "vote_star", "accept": True})
    assert table.state["phase"] == "concentrate"
    assert table.legal_actions(0) == [{"type": "ready"}]  # no stars left to propose


# -- Playing a card -----------------------------------------------------------------------------


def test_only_the_lowest_card_may_be_played():
    table = table_with([[12, 64], [25, 53]])
    err = refused(table, 0, {"type": "play", "card": 64}, "not_lowest")
    assert err.message == "You must play your lowest card (12)"
    assert err.params == {"card": 12}
    refused(table, 0, {"type": "play", "card": 25}, "not_in_hand")
    assert table.legal_actions(0) == [
        {"type": "play", "card": 12},
        {"type": "pause"},
        {"type": "propose_star"},
    ]
    assert table.submit(0, {"type": "play", "card": 12}) == [
        {"type": "played", "seat": 0, "card": 12}
    ]
    assert table.state["pile"] == [12] and table.state["hands"][0] == [64]


def test_a_stale_play_of_a_discarded_card_is_refused():
    table = table_with([[30, 90], [10, 70, 80]])
    table.submit(1, {"type": "play", "card": 10})
    table.submit(1, {"type": "play", "card": 70})  # a mistake: the 30 is discarded
    all_ready(table)
    err = refused(table, 0, {"type": "play", "card": 30}, "not_in_hand")
    assert err.message == "You do not hold the 30" and err.params == {"card": 30}


def test_a_seat_with_an_empty_hand_has_no_play():
    table = table_with([[], [20, 50]], level=2)
    assert table.legal_actions(0) == [{"type": "pause"}, {"type": "propose_star"}]
    refused(table, 0, {"type": "play", "card": 20}, "no_cards")


def test_the_worked_example_of_the_rules():
    """Ana, Luis and Marta, level 2: the seed text's round, step by step."""
    table = table_with([[12, 64], [25, 53], [21, 80]], level=2, phase="concentrate")
    ana, luis, marta = 0, 1, 2
    assert (table.state["lives"], table.state["stars"]) == (3, 1)
    assert types(all_ready(table))[-1] == "all_ready"

    assert table.submit(ana, {"type": "play", "card": 12}) == [
        {"type": "played", "seat": ana, "card": 12}
    ]
    events = table.submit(luis, {"type": "play", "card": 25})
    assert events == [
        {"type": "played", "seat": luis, "card": 25},
        {
            "type": "mistake",
            "seat": luis,
            "card": 25,
            "discarded": [{"seat": marta, "cards": [21]}],
            "lives": 2,
        },
    ]
    state = table.state
    assert state["lives"] == 2 and state["pile"] == [12, 25]
    assert state["hands"] == [[64], [53], [80]]
    assert state["discarded"] == [{"seat": marta, "card": 21, "reason": "mistake"}]
    assert state["phase"] == "concentrate" and state["level"] == 2

    assert table.submit(ana, {"type": "propose_star"}) == [{"type": "star_proposed", "seat": ana}]
    assert table.view(marta)["state"]["proposal"] == {"seat": ana, "votes": [True, None, None]}
    assert table.submit(luis, {"type": "vote_star", "accept": True}) == [
        {"type": "star_vote", "seat": luis, "accept": True}
    ]
    events = table.submit(marta, {"type": "vote_star", "accept": True})
    assert events == [
        {"type": "star_vote", "seat": marta, "accept": True},
        {
            "type": "star_used",
            "discarded": [
                {"seat": ana, "cards": [64]},
                {"seat": luis, "cards": [53]},
                {"seat": marta, "cards": [80]},
            ],
            "stars": 0,
        },
        {
            "type": "level_complete",
            "level": 2,
            "reward": "star",
            "gained": True,
            "lives": 2,
            "stars": 1,
        },
        {"type": "level_started", "level": 3},
    ]
    state = table.state
    assert (state["level"], state["lives"], state["stars"]) == (3, 2, 1)
    assert [len(hand) for hand in state["hands"]] == [3, 3, 3]
    assert state["phase"] == "concentrate" and state["proposal"] is None


def test_a_mistake_costs_one_life_however_many_cards_it_jumps():
    table = table_with([[50, 90], [10, 20, 60], [30, 40]], level=3, lives=3)
    events = table.submit(0, {"type": "play", "card": 50})
    assert events[1] == {
        "type": "mistake",
        "seat": 0,
        "card": 50,
        "discarded": [{"seat": 1, "cards": [10, 20]}, {"seat": 2, "cards": [30, 40]}],
        "lives": 2,
    }
    assert table.state["hands"] == [[90], [60], []]
    assert table.state["pile"] == [50]
    assert [d["card"] for d in table.view(2)["state"]["discarded"]] == [10, 20, 30, 40]


def test_a_mistake_that_empties_every_hand_completes_the_level():
    table = table_with([[70], [20]], level=3, lives=2, stars=1)
    events = table.submit(0, {"type": "play", "card": 70})
    assert types(events) == ["played", "mistake", "level_complete", "level_started"]
    assert events[2]["reward"] == "life" and table.state["lives"] == 2  # 2 - 1 + 1
    assert table.state["level"] == 4


def test_losing_the_last_life_ends_the_game_at_once():
    table = table_with([[70], [20]], level=3, lives=1)
    events = table.submit(0, {"type": "play", "card": 70})
    assert types(events) == ["played", "mistake", "lost"]  # no level completion after a loss
    assert table.result() == {"outcome": "lost", "winners": [], "level": 3}
    assert table.view(1)["state"]["outcome"] == "lost"
    assert table.legal_actions(1) == []
    with pytest.raises(GameOver):
        table.submit(1, {"type": "ready"})
    with pytest.raises(GameOver):
        GAME.apply(copy.deepcopy(table.state), 1, {"type": "ready"}, Random(1))


def test_completing_the_last_level_wins():
    table = table_with([[40], [], [99]], level=10, lives=1, stars=0)
    assert table.state["levels"] == 10
    table.submit(0, {"type": "play", "card": 40})
    events = table.submit(2, {"type": "play", "card": 99})
    assert types(events) == ["played", "level_complete", "won"]
    assert events[1]["reward"] is None and events[1]["gained"] is False
    assert table.result() == {"outcome": "won", "winners": [0, 1, 2], "level": 10}
    assert table.active_seats() == []


# -- Rewards and caps ---------------------------------------------------------------------------


def test_rewards_table():
    assert REWARDS == {2: "star", 3: "life", 5: "star", 6: "life", 8: "star", 9: "life"}


@pytest.mark.parametrize(
    ("level", "lives", "stars", "after"),
    [
        (3, 5, 1, (5, 1, "life", False)),  # lives are capped at 5
        (3, 4, 1, (5, 1, "life", True)),
        (2, 2, 3, (2, 3, "star", False)),  # stars are capped at 3
        (5, 2, 2, (2, 3, "star", True)),
        (4, 2, 1, (2, 1, None, False)),
    ],
)
def test_level_rewards_within_the_caps(level, lives, stars, after):
    table = table_with([[10], [20]], level=level, lives=lives, stars=stars)
    table.submit(0, {"type": "play", "card": 10})
    events = table.submit(1, {"type": "play", "card": 20})
    done = events[1]
    assert done["type"] == "level_complete" and done["level"] == level
    assert (table.state["lives"], table.state["stars"], done["reward"], done["gained"]) == after


# -- The throwing star --------------------------------------------------------------------------


def test_a_star_needs_every_vote_and_a_refusal_costs_nothing():
    table = table_with([[10, 60], [20, 70], [30, 80]], level=2, stars=2)
    before = copy.deepcopy(table.state)
    table.submit(2, {"type": "propose_star"})
    assert table.legal_actions(2) == []  # the proposer has voted already
    assert table.legal_actions(0) == [
        {"type": "vote_star", "accept": True},
        {"type": "vote_star", "accept": False},
    ]
    table.submit(0, {"type": "vote_star", "accept": True})
    refused(table, 0, {"type": "vote_star", "accept": False}, "already_voted")
    events = table.submit(1, {"type": "vote_star", "accept": False})
    assert events == [
        {"type": "star_vote", "seat": 1, "accept": False},
        {"type": "star_refused", "seat": 1},
    ]
    assert table.state == before  # no star spent, no card gone, still playing


def test_while_a_star_is_voted_nobody_plays_pauses_or_readies():
    table = table_with([[10, 60], [20, 70]], level=2)
    table.submit(0, {"type": "propose_star"})
    for action in ({"type": "play", "card": 20}, {"type": "pause"}, {"type": "propose_star"}):
        refused(table, 1, action, "vote_pending")
    table.state["phase"] = "concentrate"
    refused(table, 1, {"type": "ready"}, "vote_pending")


def test_a_star_discards_nothing_from_an_empty_hand_and_can_complete_a_level():
    table = table_with([[], [70], [80]], level=4, stars=1)
    table.submit(1, {"type": "propose_star"})
    table.submit(0, {"type": "vote_star", "accept": True})
    events = table.submit(2, {"type": "vote_star", "accept": True})
    assert events[1] == {
        "type": "star_used",
        "discarded": [{"seat": 1, "cards": [70]}, {"seat": 2, "cards": [80]}],
        "stars": 0,
    }
    assert types(events)[2:] == ["level_complete", "level_started"]


def test_no_star_without_stars():
    table = table_with([[10], [20]], stars=0)
    assert {"type": "propose_star"} not in table.legal_actions(0)
    refused(table, 0, {"type": "propose_star"}, "no_stars")
    refused(table, 0, {"type": "vote_star", "accept": True}, "no_proposal")


# -- Refusals never change anything -------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ("play 12", "malformed"),
        ({"type": "fly"}, "unknown_action"),
        ({"kind": "play"}, "unknown_action"),
        ({"type": "play"}, "malformed"),
        ({"type": "play", "card": "12"}, "malformed"),
        ({"type": "play", "card": True}, "malformed"),
        ({"type": "play", "card": 101}, "malformed"),
        ({"type": "play", "card": 12.0}, "malformed"),
        ({"type": "vote_star", "accept": "yes"}, "malformed"),
        ({"type": "vote_star"}, "malformed"),
    ],
)
def test_malformed_actions_are_refused_and_change_nothing(action, code):
    table = table_with([[12, 64], [25, 53]])
    err = refused(table, 0, action, code)
    assert isinstance(err, MalformedAction)


def test_illegal_actions_are_refused_and_change_nothing():
    table = table_with([[12, 64], [25, 53]], phase="concentrate")
    with pytest.raises(IllegalAction):
        table.submit(5, {"type": "ready"})
    refused(table, 0, {"type": "play", "card": 12}, "not_ready")
    refused(table, 0, {"type": "pause"}, "not_playing")
    refused(table, 0, {"type": "vote_star", "accept": True}, "no_proposal")
    all_ready(table)
    refused(table, 0, {"type": "play", "card": 64}, "not_lowest")
    refused(table, 1, {"type": "play", "card": 12}, "not_in_hand")
    with pytest.raises(IllegalAction) as err:
        GAME.apply(copy.deepcopy(table.state), 7, {"type": "ready"}, Random(0))
    assert err.value.code == "bad_seat"
    assert GAME.legal_actions(table.state, 7) == []


# -- Whole random games -------------------------------------------------------------------------


def random_game(players: int, seed: int, steps: int = 400) -> Table:
    """A game driven by a chooser that usually plays the true lowest card, sometimes anything.

    The chooser reads the whole state (it is the test, not a player), so that games reach late
    levels, rewards, stars, wins and losses. Every step is checked by `check_step`.
    """
    chooser = random.Random(seed)
    table = Table("the_mind", seats(players), seed=seed)
    check_step(table)
    for _ in range(steps):
        if table.result() is not None:
            break
        moves = [(s, a) for s in table.active_seats() for a in table.legal_actions(s)]
        plays = [(s, a) for s, a in moves if a["type"] == "play"]
        best = min(plays, key=lambda m: m[1]["card"], default=None)
        if best is not None and chooser.random() < 0.93:
            seat, action = best
        elif chooser.random() < 0.7 and any(a["type"] != "pause" for _, a in moves):
            seat, action = chooser.choice([m for m in moves if m[1]["type"] != "pause"])
        else:
            seat, action = chooser.choice(moves)
        table.submit(seat, action)
        check_step(table)
    return table


def check_step(table: Table) -> None:
    """What must hold after every step: plain JSON state, private hands, sound legal moves."""
    state = table.state
    assert json.loads(json.dumps(state)) == state  # no tuples, sets or int keys
    assert canonical(json.loads(canonical(state))) == canonical(state)
    top = state["pile"][-1] if state["pile"] else 0
    for hand in state["hands"]:
        assert hand == sorted(hand) and all(card > top for card in hand)
    held = {card for hand in state["hands"] for card in hand}
    discarded = {d["card"] for d in state["discarded"]}
    new_level = "level_started" in types(table.last_events)
    for event in table.last_events:
        assert "hand" not in event and "hands" not in event
        for entry in event.get("discarded", []):
            if not new_level:  # a new deal may hand out the same cards again
                assert set(entry["cards"]) <= discarded and not set(entry["cards"]) & held
    votes = state["proposal"]["votes"] if state["proposal"] else [None] * len(state["hands"])
    for seat in [None, *range(len(table.seats))]:
        view = table.view(seat)
        json.dumps(view)
        assert view["state"]["hand"] == (None if seat is None else state["hands"][seat])
        assert view["state"]["players"] == [
            {"cards": len(hand), "ready": ready, "vote": vote}
            for hand, ready, vote in zip(state["hands"], state["ready"], votes, strict=True)
        ]
        assert hides_other_hands(table, seat)
    frozen = pickle.dumps(state)  # unpickled per action: a deep copy at a fraction of deepcopy's
    for seat in range(len(table.seats)):
        for action in table.legal_actions(seat):
            GAME.apply(pickle.loads(frozen), seat, copy.deepcopy(action), Random(1))


def hides_other_hands(table: Table, seat: int | None) -> bool:
    """A seat's view must not change when the other hands are swapped for other cards."""
    state = table.state
    before = canonical(table.view(seat))
    top = state["pile"][-1] if state["pile"] else 0
    public = set(state["pile"]) | {d["card"] for d in state["discarded"]}
    own = set(state["hands"][seat]) if seat is not None else set()
    held = [c for s, h in enumerate(state["hands"]) if s != seat for c in h]
    spare = [c for c in range(top + 1, 101) if c not in public and c not in own]
    swapped = pickle.loads(pickle.dumps(state))  # a deep copy, quicker than deepcopy
    rng = random.Random(len(held) * 31 + (seat or 0))
    pool = rng.sample(spare, len(held))
    for s in range(len(swapped["hands"])):
        if s != seat:
            swapped["hands"][s] = sorted(pool.pop() for _ in swapped["hands"][s])
    original, table.state = table.state, swapped
    try:
        return canonical(table.view(seat)) == before
    finally:
        table.state = original


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_and_replay_exactly(players):
    outcomes = set()
    for seed in range(6):
        table = random_game(players, seed * 10 + players)
        outcomes.add((table.result() or {}).get("outcome"))
        again = Table.replay("the_mind", seats(players), seed=table.seed, log=table.log)
        assert canonical(again.state) == canonical(table.state)
        assert again.rng.state == table.rng.state
        restored = Table.restore(json.loads(json.dumps(table.snapshot())))
        assert canonical(restored.snapshot()) == canonical(table.snapshot())
    assert outcomes <= {"won", "lost"}


def test_random_games_reach_wins_rewards_and_stars():
    seen: set[str] = set()
    won = 0
    for seed in range(40):
        table = Table("the_mind", seats(2), seed=seed)
        chooser = random.Random(seed)
        while table.result() is None and len(table.log) < 600:
            moves = [(s, a) for s in table.active_seats() for a in table.legal_actions(s)]
            plays = sorted((a["card"], s) for s, a in moves if a["type"] == "play")
            if plays and chooser.random() < 0.98:
                card, seat = plays[0]
                action = {"type": "play", "card": card}
            else:
                seat, action = chooser.choice(moves)
            seen.update(types(table.submit(seat, action)))
        won += (table.result() or {}).get("outcome") == "won"
    assert won > 0
    assert {"star_used", "star_refused", "paused", "mistake", "level_complete"} <= seen


def test_replay_is_immune_to_global_random_disturbance():
    table = Table("the_mind", seats(3), seed=77)
    chooser = random.Random(5)
    for _ in range(120):
        if table.result() is not None:
            break
        random.seed(chooser.random())
        moves = [(s, a) for s in table.active_seats() for a in table.legal_actions(s)]
        seat, action = chooser.choice(moves)
        table.submit(seat, action)
    again = Table.replay("the_mind", seats(3), seed=77, log=table.log)
    assert canonical(again.state) == canonical(table.state)


def test_the_same_seed_deals_the_same_and_another_seed_differs():
    a = Table("the_mind", seats(4), seed=42)
    b = Table("the_mind", seats(4), seed=42)
    c = Table("the_mind", seats(4), seed=43)
    assert canonical(a.state) == canonical(b.state) != canonical(c.state)


def test_the_view_shows_the_table_and_only_ones_own_hand():
    table = table_with([[12, 64], [25, 53], [21, 80]], level=2, phase="concentrate")
    table.submit(1, {"type": "ready"})
    view = table.view(0)["state"]
    assert view == {
        "level": 2,
        "levels": 10,
        "lives": 3,
        "stars": 1,
        "phase": "concentrate",
        "pile": [],
        "top": None,
        "discarded": [],
        "players": [
            {"cards": 2, "ready": False, "vote": None},
            {"cards": 2, "ready": True, "vote": None},
            {"cards": 2, "ready": False, "vote": None},
        ],
        "cards_out": 6,
        "proposal": None,
        "hand": [12, 64],
        "outcome": None,
    }
    assert table.view(None)["state"]["hand"] is None
    assert table.view(2)["state"]["hand"] == [21, 80]
