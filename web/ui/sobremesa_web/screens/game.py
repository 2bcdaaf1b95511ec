"""The frame every game screen shares: who is at the table, errors, the curtain, the result."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.games import get_game
from sobremesa_web.contract import Screen
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game

if TYPE_CHECKING:
    from sobremesa_web.app import GameSession
    from sobremesa_web.multi import GuestVisit, HostParty


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


LOG_LINES = 6
log = logging.getLogger("sobremesa.screens")


def body(screen: Screen, view: dict[str, Any], ui: dict[str, Any], t: Translator) -> str:
    """The game's own screen; a view it cannot draw (a bug, or a host sending nonsense) says
    so in one line instead of leaving the phone with no screen at all."""
    try:
        return screen.render_body(view, ui, t)
    except Exception:  # noqa: BLE001 - whatever the screen tripped on, the app stays up
        log.exception("could not draw this view")
        return f'<p class="error" role="alert">{esc(t("game.bad_view"))}</p>'


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


def how_to_button(screen: Screen, t: Translator) -> str:
    if screen.how_to is None:
        return ""
    return button(t("game.how_to"), "rules", screen.id, cls="ghost small", key="how-to")


def how_to_panel(screen: Screen, t: Translator) -> str:
    """The game's illustrated rules, over whatever screen asked for them."""
    if screen.how_to is None:
        return ""
    title = t("game.how_to_title", game=get_game(screen.id).title)
    return (
        '<section class="how-to card-panel" role="dialog" aria-labelledby="how-to-title">'
        + style_link(screen)
        + f'<h3 id="how-to-title" tabindex="-1" data-autofocus>{esc(title)}</h3>'
        + screen.how_to(t)
        + button(t("game.close"), "rules", None, cls="primary", key="how-to-close")
        + "</section>"
    )


def table_log(screen: Screen, view: dict[str, Any], t: Translator) -> str:
    """The last few things that happened at the table, one short sentence each."""
    log_line = screen.log_line
    if log_line is None:
        return ""
    lines = [line for line in (log_line(e, view, t) for e in view.get("recent", [])) if line]
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines[-LOG_LINES:])
    return (
        f'<section class="table-log" aria-label="{esc(t("game.log"))}">'
        f"<h3>{esc(t('game.log'))}</h3><ol>{items}</ol></section>"
    )


def news(session: GameSession, t: Translator) -> str:
    """What the table's last change did, in the table log's words ("Bot 2 played 33"), then
    the result, or "Your turn" when the move is now this phone's: the text of the live region
    a screen reader announces, so a change is heard once and the screen is not read again."""
    game_id = session.game_id
    log_line = for_game(game_id).log_line
    t = t.for_game(game_id)
    view = session.view()
    lines: list[str] = []
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
    return ". ".join(line.rstrip(".") for line in lines[-4:])


def _rematch(t: Translator, game_id: str, choices: list[str]) -> str:
    """Deal again at this table: the same game first, then any other that fits its seats."""
    if game_id not in choices:
        return ""
    others = [g for g in choices if g != game_id]
    parts = [button(t("game.again"), "again", game_id, cls="primary", key="again")]
    if others:
        parts.append(f'<p class="hint">{esc(t("game.another"))}</p><div class="actions">')
        for other in others:
            title = get_game(other).title
            parts.append(button(title, "again", other, cls="ghost", key=f"again-{other}"))
        parts.append("</div>")
    return "".join(parts)


def render(
    session: GameSession,
    t: Translator,
    party: HostParty | None = None,
    visit: GuestVisit | None = None,
    rematch: list[str] | None = None,
    rules_open: bool = False,
    sound: bool | None = None,
    display: bool = False,
) -> str:
    """A game's screen. `display`: a watcher's table display, the public table large and in
    landscape for a tablet or laptop in the middle of the table (the phones hold the hands)."""
    from sobremesa_web import screens

    game_id = session.game_id
    screen = for_game(game_id)
    t = t.for_game(game_id)
    view = session.view()
    watching = visit is not None and visit.guest.watching
    shown = " table-display" if watching and display else ""
    parts = [
        f'<section class="game game-{esc(game_id)}{shown}" data-game="{esc(game_id)}" '
        f'data-turn="{esc(view["turn"])}" style="{esc(identity(screen))}" '
        f'data-cue="{esc(session.cue or "")}" data-cue-n="{session.cues}">',
        style_link(screen),
        '<div class="game-bar">',
        f'<h2 class="game-title" tabindex="-1" data-focus-main>{emblem(screen)}'
        f"{esc(get_game(game_id).title)}</h2>",
        '<div class="bar-actions">',
        how_to_button(screen, t),
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
        button(t("game.home"), "home", cls="ghost small", key="game-home"),
        screens.home.sound_toggle(t, sound, small=True) if sound is not None else "",
        "</div></div>",
    ]
    if rules_open:
        parts.append(how_to_panel(screen, t))
    if session.curtain is not None:
        name = session.names()[session.curtain]
        parts.append(
            '<div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">'
            f'<h3 id="curtain-title" tabindex="-1" data-focus-main data-autofocus>'
            f"{esc(t('curtain.title', name=name))}</h3>"
            f'<p class="hint">{esc(t("curtain.hint"))}</p>'
            + button(t("curtain.show", name=name), "lift-curtain", cls="primary big", key="curtain")
            + "</div></section>"
        )
        return "".join(parts)
    if party is not None:
        parts.append(screens.lobby.render_away(party, t, session.names()))
    if visit is not None:
        parts.append(screens.lobby.render_guest_status(visit, t))
    if party is not None or visit is not None:
        lobby = (party.host if party is not None else visit.guest).lobby()
        parts.append(screens.lobby.watchers_line(lobby, t))
    if party is None:  # the host's own panel above says this, with what to do about it
        for seat in view["seats"]:
            if seat.get("connected") is False:
                text = t("net.waiting_for", name=seat["name"])
                parts.append(f'<p class="away-line" role="status">{esc(text)}</p>')
    if session.error:
        parts.append(
            f'<div class="error" role="alert"><p>{esc(t.error(session.error))}</p>'
            + button("OK", "dismiss", cls="ghost small", key="error-ok")
            + "</div>"
        )
    parts.append(body(screen, view, session.ui, t))
    parts.append(table_log(screen, view, t))
    if view.get("result") is not None:
        parts.append(
            f'<div class="result{" celebrate" if view["result"].get("winners") else ""}">'
            f'<h3 class="result-title">{esc(winners_line(t, view, len(session.humans)))}</h3>'
            + _rematch(t, game_id, rematch or [])
            + button(t("game.home"), "home", cls="ghost", key="result-home")
            + "</div>"
        )
    parts.append("</section>")
    return "".join(parts)
