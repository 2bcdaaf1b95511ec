"""One value checker (engine.values) for a move's fields, a view and a message: one wording of
what is wrong, each receiver's own error, the wrong part named by its path."""

from __future__ import annotations

import json

import pytest

from engine import protocol
from engine.core import IllegalAction, MalformedAction, Move, Wrong
from engine.games import get_game
from engine.protocol import ProtocolError, parse
from engine.table import SeatInfo, Table
from engine.values import BadView, Int, ListOf, Name, Record, Text


def test_one_check_says_the_same_thing_to_a_move_a_view_and_a_message():
    card = Int(0, 15)
    table = Table("the_mind", [SeatInfo("Ana"), SeatInfo("Bea", "bot")], seed=1)
    with pytest.raises(MalformedAction) as move:
        table.submit(0, {"type": "play", "card": 101})
    assert move.value.code == "malformed"
    assert move.value.message == "card must be an integer from 1 to 100"
    with pytest.raises(BadView) as view:
        Record({"seat": card}).check({"seat": 16}, "view")
    assert view.value.message == "view.seat must be an integer from 0 to 15"
    message = json.dumps({"v": protocol.VERSION, "seq": 1, "type": "action", "seat": 16})
    with pytest.raises(ProtocolError) as wire:
        parse(message, sender="guest")
    assert wire.value.message == "action: seat must be an integer from 0 to 15"


def test_a_moves_list_field_names_the_wrong_card():
    table = Table("claro", [SeatInfo("Ana"), SeatInfo("Bea")], seed=3)
    claro = get_game("claro")
    assert claro.moves["discard"].fields["cards"] == ListOf(Int(1, 55), 5)
    while table.state["phase"] != "refill":
        seat = table.active_seats()[0]
        table.submit(seat, table.legal_actions(seat)[0])
    seat = table.active_seats()[0]
    with pytest.raises(MalformedAction) as err:
        table.submit(seat, {"type": "discard", "cards": [1, "2"]})
    assert err.value.message == "cards[1] must be an integer from 1 to 55"
    with pytest.raises(MalformedAction) as err:
        table.submit(seat, {"type": "discard", "cards": list(range(1, 7))})
    assert err.value.message == "cards must be a list of 0 to 5 items"


def test_typed_text_is_cleaned_and_its_limits_are_the_players_to_fix():
    word = Text(20, max_words=2)
    assert word.clean("  luna \u00a0 llena ") == "luna llena"
    with pytest.raises(Wrong) as err:
        word.clean("una luna llena")
    assert (err.value.code, err.value.params) == ("too_many_words", {"words": 3, "max": 2})
    shout = Move(lambda state, seat, action, rng: [], {"words": word})
    assert shout.fields["words"].max_words == 2  # what a screen reads to draw its field
    with pytest.raises(IllegalAction) as refused:
        get_game("colorful").normalise({"type": "clue", "word": "x" * 31})
    assert refused.value.code == "text_length" and refused.value.message == (
        "word must be 1 to 30 characters"
    )
    assert refused.value.params == {"field": "word", "min": 1, "max": 30}


def test_a_name_from_another_phone_is_cleaned_but_a_views_name_must_already_be_clean():
    assert Name(cleans=True).clean("  Ana\u200b ") == "Ana"
    assert Name().clean("Ana") == "Ana"
    for name in ("  Ana ", "\u202eAna", "", "x" * 25, 7):
        with pytest.raises(Wrong) as err:
            Name().clean(name)
        assert err.value.why == "must be a name of 1 to 24 visible characters"
