"""The table frame's parts: what a game in play (`screens.game`) and its replay
(`screens.replay`) both draw around the game's own regions (the seat strip, the log, the sheets,
the top bar's buttons), and the game's look that its home tile and set-up share (its colours,
its emblem, How to play)."""

from __future__ import annotations

import logging
from typing import Any, TypeVar

from engine.games import get_game, playable
from sobremesa_web.commands.declared import RULES, SHEET, Command
from sobremesa_web.contract import Regions, Screen
from sobremesa_web.html import ESCAPE, attrs, button, esc
from sobremesa_web.i18n import Translator


def winners_line(t: Translator, view: dict[str, Any], people_here: int = 1) -> str:
    """Who won, said to the person holding the phone: "You win!" when it is them alone, "You
    all win together!" when the whole table wins (The Mind), names otherwise."""
    result = view.get("result") or {}
    winners = result.get("winners", [])
    if not winners:
        return t("game.over")
    if len(view["seats"]) > 1 and len(winners) == len(view["seats"]):
        return t("game.all_win")
    if winners == [view.get("seat")] and people_here == 1:
        return t("game.you_win")
    names = [view["seats"][s]["name"] for s in winners]
    key = "game.winner" if len(names) == 1 else "game.winners"
    return t(key, names=", ".join(names))


LOG_LINES = 6  # the replay viewer's numbered lines around its step
log = logging.getLogger("sobremesa.screens")
A = TypeVar("A")


def regions(screen: Screen, view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    """The game's own regions; a view it cannot draw (a bug, or a host sending nonsense) says
    so in one line instead of leaving the phone with no screen at all."""
    try:
        return screen.render_regions(view, ui, t)
    except Exception:  # noqa: BLE001 - whatever the screen tripped on, the app stays up
        log.exception("could not draw this view")
        return Regions(f'<p class="error" role="alert">{esc(t("game.bad_view"))}</p>')


def body(screen: Screen, view: dict[str, Any], ui: dict[str, Any], t: Translator) -> str:
    """The game's part of the screen in reading order: the seat strip, the table, the dock
    (what tests and a screen reader go through)."""
    drawn = regions(screen, view, ui, t)
    return seat_strip(view, drawn.seats, t) + drawn.table + drawn.dock


def strip_columns(seats: int, per_row: int) -> int:
    """How many seat chips share a row when at most `per_row` fit: the rows as even as they
    can be (eight seats in two rows of four, never a row of four over a row of one)."""
    rows = max(1, -(-seats // per_row))
    return max(1, -(-seats // rows))


def seat_strip(view: dict[str, Any], facts: tuple[str, ...], t: Translator) -> str:
    """Everyone at the table at once, never a sideways swipe: each seat a compact chip (its
    name, "you", what the game says of the seat), the chips wrapping into even rows (four to
    a row, three on a narrow phone; down the side in landscape), and whose turn it is filled
    in the accent colour."""
    game_id = view.get("game")  # from a host, so anything: only a game we know is asked
    realtime = isinstance(game_id, str) and playable(game_id) and get_game(game_id).realtime
    active = set() if realtime else set(view.get("active", []))
    items = []
    for seat, info in enumerate(view["seats"]):
        you = seat == view.get("seat")
        name = t("game.seat_you", name=info["name"]) if you else info["name"]
        fact = facts[seat] if seat < len(facts) else ""
        turn = seat in active
        classes = ["seat"] + (["active"] if turn else []) + (["you"] if you else [])
        items.append(
            "<li"
            + attrs(
                class_=" ".join(classes),
                data_seat=seat,
                data_fly=f"seat-{seat}",
                aria_current="true" if turn else None,
            )
            + f'><strong class="seat-name">{esc(name)}</strong>'
            + (f'<span class="facts">{fact}</span>' if fact else "")
            + "</li>"
        )
    label = esc(t("game.players"))
    n = len(view["seats"])
    cols = f"--cols:{strip_columns(n, 4)};--cols-narrow:{strip_columns(n, 3)}"
    cols += f";--cols-side:{1 if n <= 7 else 2}"
    # A tab stop of its own: a keyboard scrolls it if a very long name still overflows.
    return (
        f'<ul class="players-strip seat-strip" tabindex="0" aria-label="{label}" '
        f'data-seats="{n}" style="{cols}">{"".join(items)}</ul>'
    )


def style_link(screen: Screen) -> str:
    """The game's own stylesheet, wherever its cards are drawn."""
    if not screen.css:
        return ""
    return f'<link rel="stylesheet" href="games/{esc(screen.id)}.css">'


# A game's PALETTE keys and the CSS variables they become: web/app.css picks the pair for the
# phone's colour scheme as --tile and --glow (the emblem keeps the dark tile in both).
PALETTE_VARIABLES = {
    "tile": "--tile-dark",
    "glow": "--glow-dark",
    "tile_light": "--tile-light",
    "glow_light": "--glow-light",
}


def identity(screen: Screen) -> str:
    """The game's colours as CSS variables for an element's style, one pair per colour scheme:
    each game looks like its own box on the home tile, the set-up screen and the table, by day
    and by night."""
    return ";".join(
        f"{PALETTE_VARIABLES[key]}:{value}"
        for key, value in screen.palette.items()
        if key in PALETTE_VARIABLES and isinstance(value, str) and value.startswith("#")
    )


def emblem(screen: Screen, cls: str = "emblem-box") -> str:
    """The game's small picture (drawn by its screen), or nothing."""
    return f'<span class="{cls}">{screen.emblem()}</span>' if screen.emblem is not None else ""


# The top bar's icons (drawn, nothing downloaded): a question mark, a list, three dots.
_ICON = (
    '<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" '
    'focusable="false">{}</svg>'
)
HELP_ICON = _ICON.format(
    '<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/>'
    '<path d="M9.2 9.3a2.9 2.9 0 1 1 4 2.7c-.8.4-1.2 1-1.2 1.9v.4" fill="none" '
    'stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
    '<circle cx="12" cy="17.4" r="1.3" fill="currentColor"/>'
)
LOG_ICON = _ICON.format(
    '<path d="M4 6h16M4 12h16M4 18h10" stroke="currentColor" stroke-width="2" '
    'stroke-linecap="round"/>'
)
MENU_ICON = _ICON.format(
    '<circle cx="12" cy="5" r="2" fill="currentColor"/><circle cx="12" cy="12" r="2" '
    'fill="currentColor"/><circle cx="12" cy="19" r="2" fill="currentColor"/>'
)


def icon_button(label: str, icon: str, cmd: Command[A], arg: A | None = None, **kwargs: Any) -> str:
    """A square button of the top bar: only its icon shows, its name is read out."""
    return button(
        label, cmd, arg, cls="icon-button", aria_label=label, title=label, inner_html=icon, **kwargs
    )


def how_to_button(screen: Screen, t: Translator, icon: bool = False) -> str:
    game_id = screen.id
    if screen.how_to is None:
        return ""
    if icon:
        return icon_button(t("game.how_to"), HELP_ICON, RULES, game_id, key="how-to")
    return button(t("game.how_to"), RULES, game_id, cls="ghost small", key="how-to")


def sheet(name: str, title_id: str, content: str, cls: str = "") -> str:
    """A sheet over the screen (How to play, the menu, the log, the result): a `<dialog>`
    that opens with the focus on its heading (`data-autofocus`), never pushing the screen
    under it down."""
    classes = f"sheet sheet-{name} {cls}".strip()
    return f'<dialog open class="{classes}" aria-labelledby="{title_id}">{content}</dialog>'


def how_to_panel(screen: Screen, t: Translator, more: bool = False) -> str:
    """The game's illustrated rules, as a sheet over whatever screen asked for them (set-up, table,
    replay: each carries the game's stylesheet, `style_link`); `more`:
    with the part drawn only when asked."""
    how_to = screen.how_to
    if how_to is None:
        return ""
    extra = screen.how_to_more(t, more) if screen.how_to_more is not None else ""
    title = t("game.how_to_title", game=get_game(screen.id).title)
    return sheet(
        "how-to",
        "how-to-title",
        f'<h3 id="how-to-title" tabindex="-1" data-autofocus>{esc(title)}</h3>'
        + f'<div class="sheet-body" tabindex="0">{how_to(t)}{extra}</div>'
        + '<div class="sheet-foot">'
        + button(t("game.close"), RULES, None, cls="primary", key="how-to-close", data=ESCAPE)
        + "</div>",
    )


def log_lines(screen: Screen, view: dict[str, Any], t: Translator) -> list[str]:
    """What happened at the table lately, one short sentence each, oldest first."""
    log_line = screen.log_line
    if log_line is None:
        return []
    return [line for line in (log_line(e, view, t) for e in view.get("recent", [])) if line]


def log_list(screen: Screen, view: dict[str, Any], t: Translator) -> str:
    """Every line the table remembers, newest first (what just happened is what a player opens
    the log to read, and it must not hide below the fold), or a word that it is empty."""
    lines = log_lines(screen, view, t)
    items = "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))
    empty = f'<p class="hint">{esc(t("game.log_empty"))}</p>' if not lines else ""
    return f"{empty}<ol reversed>{items}</ol>"


def table_log(screen: Screen, view: dict[str, Any], t: Translator) -> str:
    """The whole table log, as a sheet one tap away from the table."""
    return sheet(
        "log",
        "log-title",
        f'<h3 id="log-title" tabindex="-1" data-autofocus>{esc(t("game.log"))}</h3>'
        f'<section class="table-log sheet-body" tabindex="0" aria-labelledby="log-title">'
        f'{log_list(screen, view, t)}</section><div class="sheet-foot">'
        + button(t("game.close"), SHEET, None, cls="primary", key="log-close", data=ESCAPE)
        + "</div>",
    )


# The frame's regions carry ids, which keep each one the same node through a paint: without
# them the morph took the old dock for the new table area when a card's ids moved from hand to
# table (its SVG art's), and rebuilt both, a whole table's style and layout at once.


def table_area(t: Translator, inner: str) -> str:
    """The table's region: what lies on it, the game's to draw."""
    area = attrs(
        class_="table-area",
        id="table-area",
        role="region",
        tabindex="0",
        aria_label=t("game.table"),
    )
    return f"<div{area}>{inner}</div>"


def dock(inner: str) -> str:
    """The dock under the table: the player's hand and controls (a replay's transport)."""
    return f'<div class="dock" id="dock">{inner}</div>'


def log_row(lines: list[str], t: Translator, changes: int, told: bool = False) -> str:
    """The log drawer's handle: the latest of the table's `log_lines`, shown a few seconds
    after each change (a screen reader hears it from the live region instead), and the whole
    log one tap away. `told`: the dock tells the last moves (`story`), and a phone on its side
    shows that instead of the line cut short here."""
    latest = lines[-1] if lines else ""
    return (
        f'<div class="log-row{" told" if told else ""}" id="log-row">'
        + icon_button(t("game.log"), LOG_ICON, SHEET, "log", key="log-open")
        + f'<p class="log-latest" id="log-latest-{changes}" aria-hidden="true">{esc(latest)}</p>'
        + "</div>"
    )


STORY_LINES = 6


def story(lines: list[str]) -> str:
    """The last of the table's `log_lines`, newest last, for the top of a dock on a phone on its
    side: the dock is then a column the screen's height whose controls need only its bottom,
    and the room above tells what led here without opening the log. (Upright the dock has no
    room to spare: the log's handle says the latest line.)"""
    if not lines:
        return ""
    items = "".join(f"<li>{esc(sentence(line))}</li>" for line in lines[-STORY_LINES:])
    return f'<ol class="story" aria-hidden="true">{items}</ol>'


def side_log(screen: Screen, view: dict[str, Any], t: Translator) -> str:
    """The whole table log in the log's place, for the table display: a big screen has the room
    to show it beside the table, and nobody reaches out to open it."""
    return (
        '<section class="table-log side-log" tabindex="0" aria-labelledby="side-log-title">'
        f'<h3 id="side-log-title">{esc(t("game.log"))}</h3>{log_list(screen, view, t)}</section>'
    )


def sentence(line: str) -> str:
    """A log line as a sentence of the news: its own closing mark kept ("¡Bot 4 encontró la
    nube!"), a full stop added only where it has none, so lines never run on or double up."""
    line = line.strip()
    return line if not line or line[-1] in ".!?…" else line + "."
