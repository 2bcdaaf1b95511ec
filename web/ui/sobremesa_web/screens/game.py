"""A game in play: the table frame (`screens.frame`) around the game's own regions, with who
is at the table, errors, the curtain, the menu and the result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games import get_game, playable
from sobremesa_web.commands.declared import (
    AGAIN,
    DISMISS,
    HOME,
    LIFT_CURTAIN,
    RULES,
    SHEET,
    TABLE_DISPLAY,
)
from sobremesa_web.contract import Screen, Standings
from sobremesa_web.html import ESCAPE, button, esc
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.screens import home, join, lobby
from sobremesa_web.screens.frame import (
    MENU_ICON,
    dock,
    emblem,
    how_to_button,
    how_to_panel,
    icon_button,
    identity,
    log,
    log_lines,
    log_row,
    regions,
    seat_strip,
    sentence,
    sheet,
    side_log,
    story,
    style_link,
    table_area,
    table_log,
    winners_line,
)

if TYPE_CHECKING:
    from sobremesa_web.multi import GuestVisit, HostParty
    from sobremesa_web.session import GameSession


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
    parts = [f'<h3 id="menu-title" tabindex="-1" data-autofocus>{esc(t("game.menu"))}</h3>']
    parts.append('<div class="menu-body">')  # scrolls on a short screen; the close stays
    if over:
        parts.append(_rematch(t, game_id, choices))
    items = []
    if how_to:
        items.append(button(t("game.how_to"), RULES, game_id, cls="ghost", key="menu-how-to"))
    if sound is not None:
        items.append(home.sound_toggle(t, sound))
    items.append(button(t("game.home"), HOME, cls="ghost", key="game-home"))
    parts.append(f'<div class="menu-items">{"".join(items)}</div></div>')
    parts.append(
        '<div class="sheet-foot">'
        + button(t("game.close"), SHEET, None, cls="primary", key="menu-close", data=ESCAPE)
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
        for seen in session.seen(session.latest):
            line = log_line(seen, view, t)
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


def _rematch(t: Translator, game_id: str, choices: list[str]) -> str:
    """Deal again at this table: the same game first, then any other that fits its seats."""
    if game_id not in choices:
        return ""
    others = [g for g in choices if g != game_id]
    parts = [button(t("game.again"), AGAIN, game_id, cls="primary", key="menu-again")]
    if others:
        parts.append(f'<p class="hint">{esc(t("game.another"))}</p><div class="others">')
        for other in others:
            title = get_game(other).title
            parts.append(button(title, AGAIN, other, cls="ghost small", key=f"again-{other}"))
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
        + button(t("game.home"), HOME, cls="ghost", key="result-home")
        + (button(t("game.again"), AGAIN, game_id, cls="primary", key="again") if again else "")
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
        f'data-game="{esc(game_id)}" data-layout="{"display" if shown else "phone"}" '
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
                TABLE_DISPLAY,
                cls="ghost small",
                pressed=bool(shown),
                key="table-display",
            )
            if watching
            else ""
        ),
        icon_button(t("game.menu"), MENU_ICON, SHEET, "menu", key="menu-open"),
        "</div></header>",
    ]
    if session.curtain is not None:
        name = session.names()[session.curtain]
        parts.append(
            '<div class="table-area" id="table-area">'
            '<div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">'
            f'<h3 id="curtain-title" tabindex="-1" data-focus-main data-autofocus>'
            f"{esc(t('curtain.title', name=name))}</h3>"
            f'<p class="hint">{esc(t("curtain.hint"))}</p>'
            + button(t("curtain.show", name=name), LIFT_CURTAIN, cls="primary big", key="curtain")
            + "</div></div>"
        )
    else:
        drawn = regions(screen, view, session.ui, t)
        notices = []
        if party is not None:
            notices.append(lobby.render_away(party, t, session.names()))
        if visit is not None:
            notices.append(join.render_guest_status(visit, t, display=bool(shown)))
        if party is not None:
            notices.append(lobby.watchers_line(party.host.lobby(), t))
        elif visit is not None and not shown:  # the display is the one watching: no need to say
            notices.append(lobby.watchers_line(visit.guest.lobby(), t))
        if party is None:  # the host's own panel above says this, with what to do about it
            for seat in view["seats"]:
                if seat.get("connected") is False:
                    text = t("net.waiting_for", name=seat["name"])
                    notices.append(f'<p class="away-line" role="status">{esc(text)}</p>')
        if session.error:
            notices.append(
                f'<div class="error" role="alert"><p>{esc(t.error(session.error))}</p>'
                + button("OK", DISMISS, cls="ghost small", key="error-ok")
                + "</div>"
            )
        parts.append(seat_strip(view, drawn.seats, t))
        said = "".join(notices)
        notes = f'<div class="table-notices">{said}</div>' if said else ""
        parts.append(table_area(t, notes + drawn.table))
        if shown:
            told = ""
            parts.append(display_turn(view, t, 0) + side_log(screen, view, t))
        else:
            lines = log_lines(screen, view, t)
            # the last moves at the top of a dock that holds anything (on a phone on its side)
            told = story(lines) if drawn.dock and not over else ""
            parts.append(log_row(lines, t, session.changes, told=bool(told)))
        if over and sharing:
            parts.append(sheet("share", "replay-share-title", sharing))
        elif over:
            people = len(session.humans)
            ranked = final_standings(screen, view, t)
            again = game_id in rematch
            parts.append(result_sheet(t, view, game_id, people, again, replay, ranked))
        else:
            parts.append(dock(told + drawn.dock))
    if rules_open:
        parts.append(how_to_panel(screen, t, rules_more))
    elif open_sheet == "menu":
        parts.append(menu(t, game_id, rematch, over, sound, screen.how_to is not None))
    elif open_sheet == "log" and session.curtain is None:
        parts.append(table_log(screen, view, t))
    parts.append("</section>")
    return "".join(parts)
