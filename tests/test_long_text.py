"""Typed text (a clue, a cloud's name, a seat's name) is refused for its length before it is
cleaned: a hostile megabyte costs a length check, never a pass of Unicode normalisation."""

import json
import unicodedata

import pytest

from engine import core
from engine.core import GameError, IllegalAction, Wrong, canonical, clean_name
from engine.protocol import VERSION, ProtocolError, parse
from engine.table import SeatInfo, Table
from engine.values import Text

MEGABYTE = "é" * (1 << 20)


@pytest.fixture
def cleanings(monkeypatch):
    """Every string Unicode normalisation is asked to clean, by its length."""
    lengths: list[int] = []
    normalize = unicodedata.normalize

    def spy(form: str, text: str) -> str:
        lengths.append(len(text))
        return normalize(form, text)

    monkeypatch.setattr(core.unicodedata, "normalize", spy)
    return lengths


def test_a_megabyte_of_text_is_refused_for_its_length_without_being_cleaned(cleanings):
    with pytest.raises(Wrong) as err:
        Text(30).clean(MEGABYTE)
    assert err.value.code == "text_length" and err.value.params["max"] == 30
    assert cleanings == []


def test_a_megabyte_long_name_is_refused_without_being_cleaned(cleanings):
    with pytest.raises(GameError) as err:
        clean_name(MEGABYTE)
    assert err.value.code == "bad_name"
    assert cleanings == []


def test_honest_text_padded_and_with_decomposed_accents_still_fits():
    decomposed = "  " + "e\u0301" * 24 + "   "  # 53 characters, 24 once composed and trimmed
    assert clean_name(decomposed) == "é" * 24
    assert Text(24).clean(decomposed) == "é" * 24
    with pytest.raises(Wrong):
        Text(24).clean("e\u0301" * 25)  # cleaned, then one character too long


def test_a_megabyte_clue_is_refused_by_its_length_and_changes_nothing(cleanings):
    t = Table("colorful", [SeatInfo(f"P{i}") for i in range(3)], seed=2)
    for colour in range(t.state["set_aside"]):
        t.submit(t.state["remover"], {"type": "remove", "colour": colour})
    before = canonical(t.snapshot())
    cleanings.clear()
    with pytest.raises(IllegalAction) as err:
        t.submit(t.state["namer"], {"type": "clue", "word": MEGABYTE})
    assert err.value.code == "text_length"
    assert max(cleanings, default=0) < 1000
    assert canonical(t.snapshot()) == before


def test_a_megabyte_cloud_name_is_refused_by_its_length_and_changes_nothing(cleanings):
    t = Table("cloud_mine", [SeatInfo(n) for n in "ABCD"], seed=5)
    lookout, daydreamer = t.state["lookout"], t.state["daydreamer"]
    t.submit(lookout, {"type": "choose", "card": t.state["drawn"][lookout][0]})
    before = canonical(t.snapshot())
    cleanings.clear()
    with pytest.raises(IllegalAction) as err:
        t.submit(daydreamer, {"type": "name", "name": "nube " * 200_000})
    assert err.value.code == "text_length"
    assert max(cleanings, default=0) < 1000
    assert canonical(t.snapshot()) == before


def test_a_guests_long_name_is_refused_before_it_is_cleaned(cleanings):
    hello = json.dumps({"v": VERSION, "seq": 1, "type": "hello", "name": "a" * 20_000, "build": ""})
    with pytest.raises(ProtocolError) as err:
        parse(hello, sender="guest")
    assert err.value.code == "bad_field" and err.value.params["field"] == "name"
    assert max(cleanings, default=0) < 1000


def test_a_seat_named_at_set_up_or_in_a_save_is_refused_before_it_is_cleaned(cleanings):
    with pytest.raises(GameError) as err:
        SeatInfo.from_data({"name": MEGABYTE, "kind": "human"})
    assert err.value.code == "bad_name"
    assert max(cleanings, default=0) < 1000


def test_a_guests_own_megabyte_name_is_cut_before_it_is_trimmed(monkeypatch):
    from tests.fake_net import Switchboard
    from tests.test_multi import host_app, join

    trimmed: list[int] = []

    class Watched(str):
        def strip(self, chars=None):
            trimmed.append(len(self))
            return Watched(str.strip(self, chars))

        def __getitem__(self, key):
            return Watched(str.__getitem__(self, key))

    board = Switchboard()
    host = host_app(board, "claro")
    guest = join(board, host, Watched("  Ana" + "a" * (1 << 20)))
    assert guest.visit.name == "Ana" + "a" * 21
    assert trimmed and max(trimmed) <= core.RAW_FACTOR * core.MAX_NAME
