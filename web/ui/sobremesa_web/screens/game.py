"""The frame every game screen shares: who is at the table, errors, the curtain, the result."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.games import get_game, playable
from sobremesa_web.contract import Regions, Screen, Standings
from sobremesa_web.html import ESCAPE, attrs, button, esc
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game

if TYPE_CHECKING:
    from sobremesa_web.multi import GuestVisit, HostParty
    from sobremesa_web.session import GameSession


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


def icon_button(label: str, icon: str, cmd: str, arg: Any = None, **kwargs: Any) -> str:
    """A square button of the top bar: only its icon shows, its name is read out."""
    return button(
        label, cmd, arg, cls="icon-button", aria_label=label, title=label, inner_html=icon, **kwargs
    )


def how_to_button(screen: Screen, t: Translator, icon: bool = False) -> str:
    game_id = screen.id
    if screen.how_to is None:
        return ""
    if icon:
        return icon_button(t("game.how_to"), HELP_ICON, "rules", game_id, key="how-to")
    return button(t("game.how_to"), "rules", game_id, cls="ghost small", key="how-to")


def sheet(name: str, title_id: str, content: str, cls: str = "") -> str:
    """A sheet over the screen (How to play, the menu, the log, the result): a `<dialog>`
    that opens with the focus on its heading (`data-autofocus`), never pushing the screen
    under it down."""
    classes = f"sheet sheet-{name} {cls}".strip()
    return f'<dialog open class="{classes}" aria-labelledby="{title_id}">{content}</dialog>'


def how_to_panel(screen: Screen, t: Translator, more: bool = False) -> str:
    """The game's illustrated rules, as a sheet over whatever screen asked for them; `more`:
    with the part drawn only when asked."""
    how_to = screen.how_to
    if how_to is None:
        return ""
    extra = screen.how_to_more(t, more) if screen.how_to_more is not None else ""
    title = t("game.how_to_title", game=get_game(screen.id).title)
    return sheet(
        "how-to",
        "how-to-title",
        style_link(screen)
        + f'<h3 id="how-to-title" tabindex="-1" data-autofocus>{esc(title)}</h3>'
        + f'<div class="sheet-body" tabindex="0">{how_to(t)}{extra}</div>'
        + '<div class="sheet-foot">'
        + button(t("game.close"), "rules", None, cls="primary", key="how-to-close", data=ESCAPE)
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
        + button(t("game.close"), "sheet", None, cls="primary", key="log-close", data=ESCAPE)
        + "</div>",
    )


def log_row(screen: Screen, view: dict[str, Any], t: Translator, changes: int) -> str:
    """The log drawer's handle: the latest line, shown a few seconds after each change (a
    screen reader hears it from the live region instead), and the whole log one tap away."""
    lines = log_lines(screen, view, t)
    latest = lines[-1] if lines else ""
    return (
        '<div class="log-row">'
        + icon_button(t("game.log"), LOG_ICON, "sheet", "log", key="log-open")
        + f'<p class="log-latest" id="log-latest-{changes}" aria-hidden="true">{esc(latest)}</p>'
        + "</div>"
    )


def side_log(screen: Screen, view: dict[str, Any], t: Translator) -> str:
    """The whole table log in the log's place, for the table display: a big screen has the room
    to show it beside the table, and nobody reaches out to open it."""
    return (
        '<section class="table-log side-log" tabindex="0" aria-labelledby="side-log-title">'
        f'<h3 id="side-log-title">{esc(t("game.log"))}</h3>{log_list(screen, view, t)}</section>'
    )


def menu(
    t: Translator,
    game_id: str,
    choices: list[str],
    over: bool,
    sound: bool | None = None,
    how_to: bool = False,
) -> str:
    """The top bar's menu, what a player looks for there: at a game's end deal again here (or
    another game), How to play (`how_to`), sound on or off (`sound`, None: no toggle), leave;
    and a close. The bar keeps only its icons: How to play, the menu (and a watcher's display)."""
    from sobremesa_web import screens

    parts = [f'<h3 id="menu-title" tabindex="-1" data-autofocus>{esc(t("game.menu"))}</h3>']
    parts.append('<div class="menu-body">')  # scrolls on a short screen; the close stays
    if over:
        parts.append(_rematch(t, game_id, choices))
    items = []
    if how_to:
        items.append(button(t("game.how_to"), "rules", game_id, cls="ghost", key="menu-how-to"))
    if sound is not None:
        items.append(screens.home.sound_toggle(t, sound))
    items.append(button(t("game.home"), "home", cls="ghost", key="game-home"))
    parts.append(f'<div class="menu-items">{"".join(items)}</div></div>')
    parts.append(
        '<div class="sheet-foot">'
        + button(t("game.close"), "sheet", None, cls="primary", key="menu-close", data=ESCAPE)
        + "</div>"
    )
    return sheet("menu", "menu-title", "".join(parts))


def news(session: GameSession, t: Translator) -> str:
    """What the table's last change did, in the table log's words ("Bot 2 played 33"), then
    the result, or "Your turn" when the move is now this phone's: the text of the live region
    a screen reader announces, so a change is heard once and the screen is not read again."""
    game_id = session.game_id
    t = t.for_game(game_id)
    view = session.view()
    lines: list[str] = []
    log_line = for_game(game_id).log_line
    if log_line is not None:
        for event in session.latest:
            seen = session.table.redact(event, session.viewer)
            line = log_line(seen, view, t) if seen else None
            if line:
                lines.append(line)
    if view.get("result") is not None:
        lines.append(winners_line(t, view, len(session.humans)))
    elif (
        session.curtain is None
        and not get_game(game_id).realtime
        and view.get("legal")
        and view.get("seat") in view.get("active", [])
    ):
        lines.append(t("game.your_turn"))
    elif not lines and not get_game(game_id).realtime and len(view.get("active", [])) == 1:
        lines.append(t("game.turn_of", name=view["seats"][view["active"][0]]["name"]))  # at first
    return " ".join(sentence(line) for line in lines[-4:])


def sentence(line: str) -> str:
    """A log line as a sentence of the news: its own closing mark kept ("¡Bot 4 encontró la
    nube!"), a full stop added only where it has none, so lines never run on or double up."""
    line = line.strip()
    return line if not line or line[-1] in ".!?…" else line + "."


def _rematch(t: Translator, game_id: str, choices: list[str]) -> str:
    """Deal again at this table: the same game first, then any other that fits its seats."""
    if game_id not in choices:
        return ""
    others = [g for g in choices if g != game_id]
    parts = [button(t("game.again"), "again", game_id, cls="primary", key="menu-again")]
    if others:
        parts.append(f'<p class="hint">{esc(t("game.another"))}</p><div class="others">')
        for other in others:
            title = get_game(other).title
            parts.append(button(title, "again", other, cls="ghost small", key=f"again-{other}"))
        parts.append("</div>")
    return "".join(parts)


def final_standings(screen: Screen, view: dict[str, Any], t: Translator) -> Standings | None:
    """The game's own standings of its final view, if it declares them; a view it cannot rank
    (a bug, or a host sending nonsense) leaves the result with its winners' line alone."""
    if screen.standings is None or view.get("result") is None:
        return None
    try:
        return screen.standings(view, t)
    except Exception:  # noqa: BLE001 - the result still shows who won
        log.exception("could not rank this view")
        return None


def standings_list(standings: Standings, view: dict[str, Any], t: Translator) -> str:
    """The standings as a list: each row's place (ties share one), name ("you" marked) and
    what the game counts, the winners' rows marked."""
    rows = []
    for row in standings.rows:
        you = row.seat is not None and row.seat == view.get("seat")
        name = t("game.seat_you", name=row.name) if you else row.name
        classes = " ".join(["standing"] + (["won"] if row.won else []) + (["you"] if you else []))
        place = (
            f'<span class="place"><span class="visually-hidden">{esc(t("game.place"))} </span>'
            f"{row.place}</span>"
            if row.place is not None
            else ""
        )
        mark = '<span class="crown" aria-hidden="true">★</span>' if row.won else ""
        rows.append(
            f'<li class="{classes}">{place}<span class="who">{mark}{esc(name)}</span>'
            f'<span class="score">{esc(row.score)}</span></li>'
        )
    label = esc(t("game.standings"))
    return f'<ul class="standings" aria-label="{label}">{"".join(rows)}</ul>'


def result_sheet(
    t: Translator,
    view: dict[str, Any],
    game_id: str,
    people: int,
    again: bool,
    replay: str = "",
    standings: Standings | None = None,
) -> str:
    """The result screen, leading: who won, the moment that decided it, the standings (place,
    name, what the game counts), the replay's buttons (`replay`), home and play again. It takes
    the dock's place, so the table's end (the last card, the structure) stays in view above."""
    won = view["result"].get("winners")
    moment = ranked = ""
    if standings is not None:
        if standings.moment:
            moment = f'<p class="result-moment">{esc(standings.moment)}</p>'
        if standings.rows:
            ranked = standings_list(standings, view, t)
    return sheet(
        "result",
        "result-title",
        f'<h3 class="result-title" id="result-title" tabindex="-1" data-autofocus>'
        f"{esc(winners_line(t, view, people))}</h3>"
        + moment
        + ranked
        + '<div class="sheet-foot result-actions">'
        + replay
        + button(t("game.home"), "home", cls="ghost", key="result-home")
        + (button(t("game.again"), "again", game_id, cls="primary", key="again") if again else "")
        + "</div>",
        "result celebrate" if won else "result",
    )


def display_turn(view: dict[str, Any], t: Translator, people: int) -> str:
    """Whose turn it is, for the table display: large, read from two metres (the strip marks
    it too); at the end, who won. A game everyone plays at once has no turn to show."""
    if view.get("result") is not None:
        text = winners_line(t, view, people)
    else:
        game_id = view.get("game")
        realtime = isinstance(game_id, str) and playable(game_id) and get_game(game_id).realtime
        active = [s for s in view.get("active", []) if 0 <= s < len(view["seats"])]
        if realtime or not active:
            return ""
        text = t("game.turn_of", name=", ".join(view["seats"][s]["name"] for s in active))
    return f'<p class="display-turn" aria-hidden="true">{esc(text)}</p>'


def render(
    session: GameSession,
    t: Translator,
    party: HostParty | None = None,
    visit: GuestVisit | None = None,
    rematch: list[str] | None = None,
    rules_open: bool = False,
    sound: bool | None = None,
    display: bool = False,
    open_sheet: str | None = None,
    replay: str = "",
    sharing: str = "",
    rules_more: bool = False,
) -> str:
    """The table frame every game fills: the top bar, the seat strip, the table area, the log's
    handle and the dock, with How to play, the menu, the log and the result as sheets. At a
    game's end `replay` is the result's replay buttons and `sharing` the replay link's sheet,
    open in the result's place. `display`: a watcher's table display, the public table large
    and in landscape for a tablet or laptop in the middle of the table (the phones hold the
    hands), the whole log beside it instead of its handle."""
    from sobremesa_web import screens

    game_id = session.game_id
    screen = for_game(game_id)
    t = t.for_game(game_id)
    view = session.view()
    watching = visit is not None and visit.guest.watching
    shown = " table-display" if watching and display else ""
    rematch = rematch or []
    over = view.get("result") is not None
    parts = [
        f'<section class="game game-{esc(game_id)}{shown}{" over" if over else ""}" '
        f'data-game="{esc(game_id)}" '
        f'data-turn="{esc(view["turn"])}" style="{esc(identity(screen))}" '
        f'data-cue="{esc(session.cue or "")}" data-cue-n="{session.cues}">',
        style_link(screen),
        '<header class="game-bar">',
        f'<h2 class="game-title" tabindex="-1" data-focus-main>{emblem(screen)}'
        f'<span class="game-name">{esc(get_game(game_id).title)}</span></h2>',
        '<div class="bar-actions">',
        how_to_button(screen, t, icon=True),
        (
            button(
                t("net.display"),
                "table-display",
                cls="ghost small",
                pressed=bool(shown),
                key="table-display",
            )
            if watching
            else ""
        ),
        icon_button(t("game.menu"), MENU_ICON, "sheet", "menu", key="menu-open"),
        "</div></header>",
    ]
    if session.curtain is not None:
        name = session.names()[session.curtain]
        parts.append(
            '<div class="table-area">'
            '<div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">'
            f'<h3 id="curtain-title" tabindex="-1" data-focus-main data-autofocus>'
            f"{esc(t('curtain.title', name=name))}</h3>"
            f'<p class="hint">{esc(t("curtain.hint"))}</p>'
            + button(t("curtain.show", name=name), "lift-curtain", cls="primary big", key="curtain")
            + "</div></div>"
        )
    else:
        drawn = regions(screen, view, session.ui, t)
        notices = []
        if party is not None:
            notices.append(screens.lobby.render_away(party, t, session.names()))
        if visit is not None:
            notices.append(screens.join.render_guest_status(visit, t))
        networked = party.host if party is not None else visit.guest if visit is not None else None
        if networked is not None:
            notices.append(screens.lobby.watchers_line(networked.lobby(), t))
        if party is None:  # the host's own panel above says this, with what to do about it
            for seat in view["seats"]:
                if seat.get("connected") is False:
                    text = t("net.waiting_for", name=seat["name"])
                    notices.append(f'<p class="away-line" role="status">{esc(text)}</p>')
        if session.error:
            notices.append(
                f'<div class="error" role="alert"><p>{esc(t.error(session.error))}</p>'
                + button("OK", "dismiss", cls="ghost small", key="error-ok")
                + "</div>"
            )
        parts.append(seat_strip(view, drawn.seats, t))
        area = attrs(class_="table-area", role="region", tabindex="0", aria_label=t("game.table"))
        parts.append(
            f"<div{area}>"
            + (f'<div class="table-notices">{"".join(notices)}</div>' if any(notices) else "")
            + drawn.table
            + "</div>"
        )
        if shown:
            parts.append(display_turn(view, t, 0) + side_log(screen, view, t))
        else:
            parts.append(log_row(screen, view, t, session.changes))
        if over and sharing:
            parts.append(sheet("share", "replay-share-title", sharing))
        elif over:
            people = len(session.humans)
            ranked = final_standings(screen, view, t)
            again = game_id in rematch
            parts.append(result_sheet(t, view, game_id, people, again, replay, ranked))
        else:
            parts.append(f'<div class="dock">{drawn.dock}</div>')
    if rules_open:
        parts.append(how_to_panel(screen, t, rules_more))
    elif open_sheet == "menu":
        parts.append(menu(t, game_id, rematch, over, sound, screen.how_to is not None))
    elif open_sheet == "log" and session.curtain is None:
        parts.append(table_log(screen, view, t))
    parts.append("</section>")
    return "".join(parts)
