"""A guest hears why the host refused its move in its own language, details included: the
`rejected` message carries the refusal's params (Colorful's clue rule names the word and the
colour found in it; a guest used to see "“{word}” contains a colour ({found})")."""

import json

import pytest

from engine.protocol import MAX_PARAMS, VERSION, ProtocolError, encode, parse, rejection_params
from tests.fake_net import Switchboard
from tests.test_multi import seated


def refused_clue_on_a_guest(lang: str, word: str) -> str:
    board = Switchboard()
    host, (guest,) = seated(board, "colorful", "Ana")
    guest.handle("lang", json.dumps(lang))
    apps = {host.session.viewer: host, guest.session.viewer: guest}
    table = host.session.table.table

    def act(seat: int, action: dict, form: dict | None = None) -> None:
        apps[seat].handle("act", json.dumps(action), form or {})
        board.pump()

    for colour in range(table.state["set_aside"]):
        act(table.state["remover"], {"type": "remove", "colour": colour})
    act(table.state["namer"], {"type": "clue"}, {"field.word": "jazz"})
    for seat in apps:
        act(seat, table.legal_actions(seat)[0])
    assert apps[table.state["namer"]] is guest  # the namer passed clockwise to the guest
    act(guest.session.viewer, {"type": "clue"}, {"field.word": word})
    assert table.state["categories"][-1]["clue"] is None
    return guest.render()


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", "“pelirrojo” contains a colour (rojo). Try another word."),
        ("es", "«pelirrojo» contiene un color (rojo). Prueba otra palabra."),
    ],
)
def test_a_guests_refused_clue_names_the_word_and_the_colour(lang, shown):
    html = refused_clue_on_a_guest(lang, "pelirrojo")
    assert shown in html
    assert "{word}" not in html and "{found}" not in html


def test_rejected_carries_plain_params_and_refuses_anything_else():
    text = encode("rejected", 3, ref_seq=2, code="x", message="No", params={"word": "a", "n": 2})
    assert parse(text, sender="host")["params"] == {"word": "a", "n": 2}
    for params in ({"list": [1]}, {"nested": {"a": 1}}, {"long": "x" * 101}, {"f": 0.5}):
        bad = json.dumps(
            {"v": VERSION, "seq": 3, "type": "rejected", "ref_seq": 2, "code": "x", "message": "",
             "params": params}
        )  # fmt: skip
        with pytest.raises(ProtocolError):
            parse(bad, sender="host")


def test_the_host_sends_only_a_few_plain_params():
    params = {f"k{i}": i for i in range(20)} | {"cards": [1, 2], "word": "w" * 500}
    sent = rejection_params(params)
    assert len(sent) == MAX_PARAMS and all(isinstance(v, int) for v in sent.values())
    assert rejection_params({"word": "w" * 500})["word"] == "w" * 100
