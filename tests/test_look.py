"""The look's hooks, without a browser: the sound preference (off until turned on, remembered),
its toggle on the screens, the cues a move asks for, and the attributes web/js/motion.js reads
(`data-fly`, `data-fly-from`, `data-pulse`, `data-cue`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sobremesa_web import screens
from sobremesa_web.app import SOUND_KEY, App
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.screens import claro as claro_screen  # its card drawing

from engine.content.claro_deck import CARDS, JOKER_IDS
from engine.games import catalog
from engine.table import SeatInfo, Table
from tests.test_app import Clock

mind_screen = for_game("the_mind")


def toggle(html: str, key: str) -> str:
    """The sound toggle's opening tag (by its id)."""
    found = re.search(rf'<button[^>]*id="{key}"[^>]*>', html)
    assert found, f"no #{key} in the page"
    return found.group(0)


def test_sound_is_off_until_turned_on_and_the_choice_is_remembered():
    storage: dict[str, str] = {}
    app = App(storage, Clock(), lang="en")
    assert app.sound is False
    assert 'aria-pressed="false"' in toggle(app.render(), "sound")
    app.handle("sound")
    assert storage[SOUND_KEY] == "on"
    assert 'aria-pressed="true"' in toggle(app.render(), "sound")
    again = App(storage, Clock(), lang="es")  # the next visit
    assert again.sound is True
    assert ">Sonido<" in again.render()
    again.handle("sound")
    assert SOUND_KEY not in storage and again.sound is False


def test_the_table_s_menu_has_the_sound_toggle_and_the_table_its_cue():
    app = App({}, Clock(), lang="en", seed=3, tempo=1000)
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    assert 'id="sound' not in app.render()  # not in the bar: in the menu, said in words
    app.handle("sheet", json.dumps("menu"))
    menu = app.render()
    assert 'aria-pressed="false"' in toggle(menu, "sound") and "<span>Sound</span>" in menu
    app.handle("sheet")
    assert 'data-cue-n="0"' in app.render()
    session = app.session
    seat = session.table.view(None)["active"][0]
    session.table.submit(seat, session.table.view(seat)["legal"][0])
    assert session.cue == "play" and session.cues == 1
    assert 'data-cue="play" data-cue-n="1"' in app.render()


def test_one_move_asks_for_its_strongest_cue():
    mind, claro = for_game("the_mind"), for_game("claro")
    assert mind.cue([{"type": "played"}, {"type": "mistake"}]) == "mistake"
    assert mind.cue([{"type": "played"}, {"type": "level_complete"}]) == "won"
    assert claro.cue([{"type": "played"}]) == "play"
    assert claro.cue([{"type": "passed"}]) is None


def test_the_mind_marks_what_flies_and_what_pulses():
    seats = [SeatInfo("Ana"), SeatInfo("Bot", "bot")]
    table = Table("the_mind", seats, seed=5)
    for seat in (0, 1):
        table.submit(seat, {"type": "ready"})
    low = min((table.state["hands"][s][0], s) for s in (0, 1))
    table.submit(low[1], {"type": "play", "card": low[0]})
    view = {**table.view(0), "recent": [{"type": "played", "seat": low[1], "card": low[0]}]}
    html = screens.frame.body(mind_screen, view, {}, Translator("en").for_game("the_mind"))
    top = re.search(r"<span[^>]*data-top=[^>]*>", html).group(0)
    # another player's card comes from that player's hand face down on the table
    source = "seat-0" if low[1] == 0 else f"mind-hand-{low[1]}"
    assert f'data-fly="card-{low[0]}"' in top and f'data-fly-from="{source}"' in top
    assert 'data-fly="mind-hand-1"' in html and 'data-fly="mind-hand-0"' not in html
    for card in table.state["hands"][0]:
        assert re.search(rf'<span[^>]*data-fly="card-{card}" data-card="{card}"', html)
    assert 'data-fly="seat-1"' in html
    assert re.search(r'class="lives" data-pulse="2"', html)


def test_claro_cards_draw_a_different_star_per_colour_and_jokers_are_marked():
    paths = {c: claro_screen.STAR_PATHS[c] for c in ("yellow", "blue", "pink")}
    assert len(set(paths.values())) == 3
    points = {c: p.count("L") + 1 for c, p in paths.items()}
    assert points == {"yellow": 10, "blue": 8, "pink": 12}  # 5, 4 and 6 points
    t = Translator("en").for_game("claro")
    two = next(c for c, card in CARDS.items() if card["stars"] == ["yellow", "blue"])
    face = claro_screen.card_face(two, t)
    assert 'class="star star-yellow"' in face and 'class="star star-blue"' in face
    assert f'<span class="num">{two}</span>' in face
    joker = claro_screen.card_span(t, JOKER_IDS[0], "card big", "seat-2")
    assert "joker" in joker and ">Joker<" in joker
    assert 'aria-label="Card star joker"' in joker and 'data-fly-from="seat-2"' in joker


def test_claro_chips_fly_and_pulse():
    app = App({}, Clock(), lang="en", seed=3, tempo=1000)
    app.handle("choose", json.dumps("claro"))
    app.handle("start")
    html = app.render()
    assert 'data-fly="seat-0"' in html and 'data-fly="seat-1"' in html
    assert 'class="star-count" data-pulse="0"' in html


# -- light and dark ---------------------------------------------------------------------------

APP_CSS = Path(__file__).resolve().parent.parent / "web" / "app.css"


def scheme_blocks() -> tuple[str, str]:
    """app.css's first `:root` (dark, the default) and the `:root` inside
    `@media (prefers-color-scheme: light)`, which overrides it."""
    css = APP_CSS.read_text()
    dark = re.search(r"^:root \{(.*?)^\}", css, re.S | re.M)
    light = re.search(r"@media \(prefers-color-scheme: light\) \{\s*:root \{(.*?)\}", css, re.S)
    assert dark and light, "app.css has no dark :root or no light scheme"
    return dark.group(1), light.group(1)


def scheme_variables() -> dict[str, dict[str, str]]:
    """app.css's variables by scheme (the light one is the dark one overridden)."""
    dark, light = scheme_blocks()
    pairs = {
        scheme: dict(
            re.findall(r"(--[\w-]+):\s*([^;]+);", re.sub(r"/\*.*?\*/", "", block, flags=re.S))
        )
        for scheme, block in (("dark", dark), ("light", light))
    }
    return {"dark": pairs["dark"], "light": {**pairs["dark"], **pairs["light"]}}


def contrast(one: str, other: str) -> float:
    """WCAG's contrast ratio of two #rrggbb colours."""

    def luminance(hex_colour: str) -> float:
        channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_light_scheme_redefines_every_colour_of_the_dark_one():
    dark, light = scheme_blocks()
    colours = {name for name, value in re.findall(r"(--[\w-]+):\s*([^;]+);", dark) if "#" in value}
    assert colours - set(re.findall(r"(--[\w-]+):", light)) <= {"--on-accent"}
    assert "color-scheme: dark light" in dark


def test_words_on_the_page_read_at_4_5_to_1_in_both_schemes():
    pairs = [
        *((words, ground) for words in ("--ink", "--muted", "--accent")
          for ground in ("--bg", "--panel", "--panel-2")),
        *((words, ground) for words in ("--danger", "--ok") for ground in ("--bg", "--panel")),
        ("--ink", "--field"), ("--ink", "--notice"), ("--danger", "--notice"),
    ]  # fmt: skip
    for scheme, colours in scheme_variables().items():
        for words, ground in pairs:
            ratio = contrast(colours[words], colours[ground])
            assert ratio >= 4.5, f"{scheme}: {words} on {ground} is {ratio:.2f}:1"
        assert contrast(colours["--on-accent"], colours["--accent-fill"]) >= 4.5, scheme


def test_every_game_has_a_box_by_day_and_by_night_and_its_words_read_on_it():
    colours = scheme_variables()
    for game in catalog():
        screen = for_game(game.id)
        palette = screen.palette
        assert set(palette) >= {"tile", "glow", "tile_light", "glow_light"}, game.id
        style = screens.frame.identity(screen)
        for name in ("--tile-dark", "--glow-dark", "--tile-light", "--glow-light"):
            assert f"{name}:#" in style, (game.id, name)
        for scheme, tile in (("dark", palette["tile"]), ("light", palette["tile_light"])):
            for words in ("--ink", "--muted", "--accent"):  # title, blurb, players
                ratio = contrast(colours[scheme][words], tile)
                assert ratio >= 4.5, f"{game.id} {scheme}: {words} on its tile is {ratio:.2f}:1"


def test_no_dark_panel_is_left_over_in_the_light_scheme():
    """A panel, field or notice painted with a night colour by hand stays dark by day: the
    page's grounds come from the scheme's variables (cards and card backs may keep their own)."""
    night = ("#1d2340", "#2a3158", "#353d6b", "#151a33", "#3b2440", "#454f8a")
    sheets = [APP_CSS, *sorted((APP_CSS.parent / "ui" / "sobremesa_web" / "screens").glob("*.css"))]
    for sheet in sheets:
        for ground in re.findall(
            r"background(?:-color)?:\s*(#[0-9a-fA-F]{3,6})\b", sheet.read_text()
        ):
            assert ground.lower() not in night, f"{sheet.name}: background {ground}"
