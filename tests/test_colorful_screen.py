"""Colorful's screen: what each seat is shown, in Spanish and English."""

from sobremesa_web import screens
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game

from engine.art.colours import PATTERNS, svg
from engine.content.colorful_colours import COLOURS
from engine.core import GameError
from engine.table import SeatInfo, Table

screen = for_game("colorful")
EN, ES = Translator("en").for_game("colorful"), Translator("es").for_game("colorful")
PINK, BLUE = 8, 6


def started(seed: int = 5) -> Table:
    t = Table("colorful", [SeatInfo("Ana"), SeatInfo("Luis"), SeatInfo("Eva")], seed=seed)
    for colour in (3, 5, 11, 13, 9):  # lime, sky, grey, silver, brown
        t.submit(t.state["remover"], {"type": "remove", "colour": colour})
    t.submit(t.state["namer"], {"type": "clue", "word": "corbata"})
    return t


def page(t: Table, seat: int, t_: Translator = EN) -> str:
    view = {**t.view(seat), "recent": t.last_events}
    body = screens.frame.body(screen, view, {}, t_)
    log = [screen.log_line(e, view, t_) for e in view["events"]]
    return body + repr(log)


def test_another_players_colour_changes_nothing_on_my_screen_until_the_reveal():
    pink, blue = started(), started()
    pink.submit(1, {"type": "choose", "colour": PINK})
    blue.submit(1, {"type": "choose", "colour": BLUE})
    for seat in (0, 2):
        for lang in (EN, ES):
            assert page(pink, seat, lang) == page(blue, seat, lang)
    assert page(pink, 1) != page(blue, 1)
    assert "Luis has chosen a colour" in page(pink, 0)
    assert "You laid Pink" in page(pink, 1)


def test_while_another_sets_colours_aside_my_hand_shows_and_loses_them():
    t = Table("colorful", [SeatInfo("Ana"), SeatInfo("Luis"), SeatInfo("Eva")], seed=5)
    remover = t.state["remover"]
    watcher = (remover + 1) % 3

    def hand(seat: int) -> str:
        body = page(t, seat)
        assert body.count('class="cf-hand"') == 1, body
        return body.split('class="cf-hand"')[1].split("</div>")[0]

    assert hand(watcher).count('class="cf-tile"') == 15 and 'data-colour="3"' in hand(watcher)
    assert "data-cmd" not in hand(watcher)  # to look at, not to tap
    t.submit(remover, {"type": "remove", "colour": 3})
    assert hand(watcher).count('class="cf-tile"') == 14 and 'data-colour="3"' not in hand(watcher)
    assert hand(remover).count('data-cmd="act"') == 14  # the remover's colours are its buttons


def test_the_round_slot_is_highlighted_and_a_foreign_clue_is_glossed():
    t = started()
    html = page(t, 0)
    assert html.count('class="now"') == 1
    assert "corbata" in html and "(tie)" in html
    assert "(tie)" not in page(t, 0, ES)


def test_a_refused_clue_reads_clearly_in_both_languages():
    t = Table("colorful", [SeatInfo("Ana"), SeatInfo("Luis")], seed=1)
    for colour in (3, 5, 11, 13, 9):
        t.submit(t.state["remover"], {"type": "remove", "colour": colour})
    try:
        t.submit(t.state["namer"], {"type": "clue", "word": "ROJIZO"})
    except GameError as err:
        assert EN.error(err.to_dict()) == "“ROJIZO” contains a colour (rojo). Try another word."
        assert ES.error(err.to_dict()).startswith("«ROJIZO» contiene un color")
    else:
        raise AssertionError("ROJIZO was accepted")


def test_how_to_play_is_illustrated_in_both_languages():
    for lang in (EN, ES):
        html = screen.how_to(lang)
        assert "<svg" in html and html.count("cf-mini") == 15
    assert "jazz" in screen.how_to(EN) and "Música" in screen.how_to(ES)


def test_the_tables_language_starts_at_the_screens_language():
    """The bots name in the table's language: set-up starts it at the screen's, and it can be
    changed like any option."""
    new_setup = screens.setup.new_setup
    assert new_setup("colorful", Translator("en"))["options"]["lang"] == "en"
    assert new_setup("colorful", Translator("es"))["options"]["lang"] == "es"
    assert "lang" not in new_setup("claro", Translator("en"))["options"]


def test_every_colour_has_its_own_pattern_drawn_over_its_swatch():
    drawn = {c.pattern: PATTERNS[c.pattern] for c in COLOURS}
    assert all(shapes.count("<") >= 2 for shapes in drawn.values())
    assert len(set(drawn.values())) == len(COLOURS)  # no two patterns look the same
    for colour in COLOURS:
        picture = svg(colour.id)
        assert f'fill="{colour.hex}"' in picture and PATTERNS[colour.pattern] in picture
