"""The replay viewer, the Share replay panel and the home screen's finished games.

The viewer is the table frame of a live game (`screens.frame`): the top bar, the seat strip,
the table area drawn by the game's own `render_regions`, the log's handle and its sheet, and
the dock, which holds the transport (play, step, jump, speed) at the bottom, where a player's
controls always are. Whose view is shown is picked in the seat strip, for a game whose seats
saw different tables; otherwise the strip only names them. Every text that came from the link
(names, moves) reaches the page only through escaped views.
"""

from __future__ import annotations

from typing import Any

from engine.games import get_game
from sobremesa_web.commands.declared import (
    REPLAY_AT,
    REPLAY_CLOSE,
    REPLAY_OPEN,
    REPLAY_PAUSE,
    REPLAY_PLAY,
    REPLAY_SEAT,
    REPLAY_SPEED,
    REPLAY_STEP,
    SHARE_CLOSE,
    SHARE_REPLAY,
)
from sobremesa_web.html import ESCAPE, attrs, button, esc, field
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.replaying import SPEEDS, Finished, Share, Viewer, has_views
from sobremesa_web.screens import frame
from sobremesa_web.screens.lobby import copy_row

STRINGS = {
    "es": {
        "replay.share": "Compartir repetición",
        "replay.share_title": "Repetición de la partida",
        "replay.share_hint": "Quien abra este enlace verá la partida jugada a jugada, con todas "
        "las manos a la vista. El enlace lleva la partida entera: no pasa por ningún servidor.",
        "replay.link": "Enlace de la repetición",
        "replay.qr": "Código QR de la repetición",
        "replay.no_qr": "El enlace es demasiado largo para un código QR: compártelo como enlace.",
        "replay.close": "Cerrar",
        "replay.leave": "Cerrar la repetición",
        "replay.controls": "Controles de la repetición",
        "replay.speed_is": "Velocidad {speed}",
        "replay.ended": "Final de la partida",
        "replay.title": "Repetición: {game}",
        "replay.move": "Jugada {n} de {total}",
        "replay.dealt": "Reparto inicial",
        "replay.first": "Al principio",
        "replay.back": "Jugada anterior",
        "replay.next": "Jugada siguiente",
        "replay.last": "Al final",
        "replay.play": "Reproducir",
        "replay.pause": "Pausa",
        "replay.speed": "Velocidad",
        "replay.jump": "Ir a la jugada",
        "replay.eyes": "Ver la mesa como",
        "replay.table": "La mesa",
        "replay.hand_of": "Mano de {name}",
        "replay.history": "Partidas terminadas",
        "replay.watch": "Ver repetición",
        "replay.played_by": "{names}",
        "replay.won_by": "Ganó: {names}",
        "replay.bad.unreadable": "Este enlace de repetición está dañado o incompleto: "
        "pide que te lo envíen otra vez.",
        "replay.bad.too_long": "Este enlace de repetición es demasiado largo para abrirlo.",
        "replay.bad.other_version": "Esta repetición es de otra versión de la aplicación y no "
        "se puede abrir aquí.",
        "replay.bad.illegal": "Esta repetición tiene una jugada que las reglas no permiten: "
        "no se puede abrir.",
        "replay.bad.unfinished": "Esta repetición es de una partida que no terminó: no se "
        "puede abrir.",
    },
    "en": {
        "replay.share": "Share replay",
        "replay.share_title": "Replay of the game",
        "replay.share_hint": "Whoever opens this link sees the game move by move, with every "
        "hand showing. The link carries the whole game: no server ever sees it.",
        "replay.link": "Replay link",
        "replay.qr": "Replay QR code",
        "replay.no_qr": "The link is too long for a QR code: share it as a link.",
        "replay.close": "Close",
        "replay.leave": "Close the replay",
        "replay.controls": "Replay controls",
        "replay.speed_is": "Speed {speed}",
        "replay.ended": "End of the game",
        "replay.title": "Replay: {game}",
        "replay.move": "Move {n} of {total}",
        "replay.dealt": "As dealt",
        "replay.first": "To the start",
        "replay.back": "Previous move",
        "replay.next": "Next move",
        "replay.last": "To the end",
        "replay.play": "Play",
        "replay.pause": "Pause",
        "replay.speed": "Speed",
        "replay.jump": "Go to move",
        "replay.eyes": "See the table as",
        "replay.table": "The table",
        "replay.hand_of": "{name}'s hand",
        "replay.history": "Finished games",
        "replay.watch": "Watch replay",
        "replay.played_by": "{names}",
        "replay.won_by": "Won: {names}",
        "replay.bad.unreadable": "This replay link is damaged or incomplete: ask for it again.",
        "replay.bad.too_long": "This replay link is too long to open.",
        "replay.bad.other_version": "This replay is from another version of the app and cannot "
        "be opened here.",
        "replay.bad.illegal": "This replay has a move the rules do not allow: it cannot be opened.",
        "replay.bad.unfinished": "This replay is of a game that did not end: it cannot be opened.",
    },
}


def share_panel(share: Share, t: Translator) -> str:
    """The link to a replay, to copy or share, and its QR code when it fits in one."""
    return (
        '<section class="replay-share card-panel" role="dialog" '
        'aria-labelledby="replay-share-title">' + share_content(share, t) + "</section>"
    )


def share_content(share: Share, t: Translator) -> str:
    """What the share panel holds (also the table's share sheet at a game's end)."""
    qr = (
        f'<div class="qr">{share.qr}</div>'
        if share.qr
        else f'<p class="hint">{esc(t("replay.no_qr"))}</p>'
    )
    link = field(
        "input",
        type="text",
        readonly=True,
        value=share.link,
        aria_label=t("replay.link"),
        class_="code",
        id="replay-link",
    )
    return (
        f'<h3 id="replay-share-title" tabindex="-1" data-autofocus>'
        f"{esc(t('replay.share_title'))}</h3>"
        f'<p class="hint">{esc(t("replay.share_hint"))}</p>'
        + qr
        + link
        + copy_row(share.link, "replay", share.copied, t)
        + button(t("replay.close"), SHARE_CLOSE, cls="ghost", key="share-close", data=ESCAPE)
    )


def history(items: list[Finished], t: Translator) -> str:
    """The last finished games on this device, each to watch again or share."""
    if not items:
        return ""
    rows = []
    for i, item in enumerate(items):
        try:
            title = get_game(item.game).title
        except Exception:  # noqa: BLE001 - a game this build no longer has: its code is refused
            title = item.game
        names = ", ".join(item.names)
        winners = ", ".join(item.names[w] for w in item.winners if 0 <= w < len(item.names))
        won = f'<p class="hint">{esc(t("replay.won_by", names=winners))}</p>' if winners else ""
        rows.append(
            f'<li class="finished"><h4>{esc(title)}</h4><p class="hint">{esc(names)}</p>{won}'
            '<div class="actions">'
            + button(t("replay.watch"), REPLAY_OPEN, i, cls="ghost small", key=f"watch-{i}")
            + button(t("replay.share"), SHARE_REPLAY, i, cls="ghost small", key=f"share-{i}")
            + "</div></li>"
        )
    return (
        f'<section class="history card-panel"><h3>{esc(t("replay.history"))}</h3>'
        f'<ol class="finished-games">{"".join(rows)}</ol></section>'
    )


# The transport's and the top bar's icons (drawn, nothing downloaded).
_ICON = (
    '<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" '
    'focusable="false">{}</svg>'
)
_LINE = 'fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" '
ICONS = {
    "first": _ICON.format(
        f'<path d="M6 5v14" {_LINE}/><path d="M19 5 9 12l10 7z" fill="currentColor"/>'
    ),
    "back": _ICON.format(f'<path d="M15 5 8 12l7 7" {_LINE} stroke-linejoin="round"/>'),
    "next": _ICON.format(f'<path d="m9 5 7 7-7 7" {_LINE} stroke-linejoin="round"/>'),
    "last": _ICON.format(
        f'<path d="M18 5v14" {_LINE}/><path d="M5 5l10 7-10 7z" fill="currentColor"/>'
    ),
    "play": _ICON.format('<path d="M7 4.5v15L19.5 12z" fill="currentColor"/>'),
    "pause": _ICON.format('<path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor"/>'),
    "share": _ICON.format(
        f'<path d="M12 3.5V15M7.5 8 12 3.5 16.5 8" {_LINE} '
        f'stroke-linejoin="round"/><path d="M5 12v7.5h14V12" {_LINE} '
        'stroke-linejoin="round"/>'
    ),
    "eye": _ICON.format(
        f'<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" '
        f'{_LINE} stroke-linejoin="round"/><circle cx="12" cy="12" r="3" fill="currentColor"/>'
    ),
    "leave": _ICON.format(f'<path d="m6 6 12 12M18 6 6 18" {_LINE}/>'),
}


def _transport(viewer: Viewer, t: Translator) -> str:
    """Play or pause, the four steps, the speed and the scrubber: every control keeps its size
    and its place whatever the step (a step's words sit in a slot of their own)."""
    total, step = viewer.replay.moves, viewer.step
    where = t("replay.move", n=step, total=total) if step else t("replay.dealt")

    def icon(name: str, target: int, off: bool) -> str:
        label = t(f"replay.{name}")
        return button(
            label,
            REPLAY_STEP,
            target,
            cls="icon-button",
            disabled=off,
            aria_label=label,
            title=label,
            inner_html=ICONS[name],
            key=f"replay-{name}",
        )

    playing = viewer.playing
    play_label = t("replay.pause") if playing else t("replay.play")
    play = button(
        play_label,
        REPLAY_PAUSE if playing else REPLAY_PLAY,
        cls="icon-button primary",
        aria_label=play_label,
        title=play_label,
        inner_html=ICONS["pause" if playing else "play"],
        key="replay-play",
    )
    following = SPEEDS[(SPEEDS.index(viewer.speed) + 1) % len(SPEEDS)]
    speed_label = t("replay.speed_is", speed=f"{viewer.speed:g}×")
    speed = button(
        speed_label,
        REPLAY_SPEED,
        following,
        cls="ghost replay-speed",
        aria_label=speed_label,
        title=t("replay.speed"),
        inner_html=f"{viewer.speed:g}×",
        key="replay-speed",
    )
    slider = (
        "<input"
        + attrs(
            type="range",
            name=REPLAY_AT.name,
            min="0",
            max=str(total),
            value=str(step),
            aria_label=t("replay.jump"),
            id="replay-jump",
        )
        + ">"
    )
    return (
        f'<div class="replay-transport" role="group" aria-label="{esc(t("replay.controls"))}">'
        '<div class="replay-scrub">'
        f'<p class="replay-where" id="replay-where" data-step="{step}" '
        f'data-total="{total}">{esc(where)}</p>{slider}</div>'
        '<div class="replay-buttons">'
        + icon("first", 0, step == 0)
        + icon("back", step - 1, step == 0)
        + play
        + icon("next", step + 1, step == total)
        + icon("last", total, step == total)
        + speed
        + "</div></div>"
    )


def _seat_picker(
    viewer: Viewer, view: dict[str, Any], facts: tuple[str, ...], t: Translator
) -> str:
    """The seat strip of a game whose seats saw different tables: each seat is a chip to see
    the table as that seat saw it, hand and all (the game is over, nothing is secret any
    more), and "the table" the public view, as a watcher saw it."""
    realtime = get_game(viewer.replay.game_id).realtime  # everyone at once: no one's turn
    active = set() if realtime else set(view.get("active", []))
    items = [
        '<li class="seat seat-table">'
        + button(
            t("replay.table"),
            REPLAY_SEAT,
            None,
            cls="seat-pick",
            pressed=viewer.seat is None,
            inner_html=(ICONS["eye"] if viewer.seat is None else "") + esc(t("replay.table")),
            key="replay-seat-table",
        )
        + "</li>"
    ]
    for seat, info in enumerate(view["seats"]):
        fact = facts[seat] if seat < len(facts) else ""
        eye = ICONS["eye"] if viewer.seat == seat else ""
        inner = f'<strong class="seat-name">{eye}{esc(info["name"])}</strong>' + (
            f'<span class="facts">{fact}</span>' if fact else ""
        )
        turn = seat in active
        items.append(
            "<li"
            + attrs(
                class_="seat active" if turn else "seat",
                data_seat=seat,
                aria_current="true" if turn else None,
            )
            + ">"
            + button(
                info["name"],
                REPLAY_SEAT,
                seat,
                cls="seat-pick",
                pressed=viewer.seat == seat,
                inner_html=inner,
                key=f"replay-seat-{seat}",
            )
            + "</li>"
        )
    # the frame's even rows of chips, "the table" counted as one more chip
    n = len(items)
    cols = f"--cols:{frame.strip_columns(n, 4)};--cols-side:{1 if n <= 7 else 2}"
    return (
        '<ul class="players-strip seat-strip replay-seats" '
        f'aria-label="{esc(t("replay.eyes"))}" style="{cols}">{"".join(items)}</ul>'
    )


def move_line(viewer: Viewer, view: dict[str, Any], t: Translator) -> str:
    """The log lines of the move on screen ("Ana played 33."), as sentences."""
    log_line = for_game(viewer.replay.game_id).log_line
    if log_line is None:
        return ""
    game_t = t.for_game(viewer.replay.game_id)
    lines = [line for line in (log_line(e, view, game_t) for e in viewer.latest()) if line]
    return " ".join(frame.sentence(line) for line in lines)


def render(
    viewer: Viewer,
    t: Translator,
    share: Share | None = None,
    *,
    rules_open: bool = False,
    rules_more: bool = False,
    open_sheet: str | None = None,
) -> str:
    """The viewer: the replayed table in the frame of a live one, the transport in its dock,
    and the frame's sheets (How to play, the log up to the step, the replay's link)."""
    game_id = viewer.replay.game_id
    screen = for_game(game_id)
    game_t = t.for_game(game_id)
    view = viewer.view()
    drawn = frame.regions(screen, view, {}, game_t)
    title = t("replay.title", game=get_game(game_id).title)
    parts = [
        f'<section class="game replay game-{esc(game_id)}" data-game="{esc(game_id)}" '
        f'data-turn="{esc(view["turn"])}" style="{esc(frame.identity(screen))}">',
        frame.style_link(screen),
        '<header class="game-bar">',
        f'<h2 class="game-title" tabindex="-1" data-focus-main>{frame.emblem(screen)}'
        f'<span class="game-name">{esc(title)}</span></h2>',
        '<div class="bar-actions">',
        frame.how_to_button(screen, t, icon=True),
        frame.icon_button(t("replay.share"), ICONS["share"], SHARE_REPLAY, key="replay-share"),
        frame.icon_button(t("replay.leave"), ICONS["leave"], REPLAY_CLOSE, key="replay-close"),
        "</div></header>",
    ]
    if has_views(game_id):
        parts.append(_seat_picker(viewer, view, drawn.seats, t))
    else:
        parts.append(frame.seat_strip(view, drawn.seats, t))
    ended = ""
    if view.get("result") is not None and viewer.step == viewer.replay.moves:
        ended = (
            f'<p class="replay-result celebrate"><span class="replay-ended">'
            f"{esc(t('replay.ended'))}</span> {esc(frame.winners_line(game_t, view, 0))}</p>"
        )
    parts.append(frame.table_area(t, ended + drawn.table))
    lines = frame.log_lines(screen, view, game_t)
    told = frame.story(lines)
    parts.append(frame.log_row(lines, game_t, viewer.step, told=bool(told)))
    # Heard once per step (a screen reader): where the replay is, and what that move did.
    where = t("replay.move", n=viewer.step, total=viewer.replay.moves) if viewer.step else ""
    said = " ".join(frame.sentence(x) for x in (where, move_line(viewer, view, t)) if x)
    parts.append(f'<p class="replay-move visually-hidden" role="status">{esc(said)}</p>')
    hand = ""
    if viewer.seat is not None and drawn.dock:  # the public view has no hand: no "your" words
        name = view["seats"][viewer.seat]["name"]
        hand = (
            f'<section class="replay-hand" aria-label="{esc(t("replay.hand_of", name=name))}">'
            f"{drawn.dock}</section>"
        )
    parts.append(frame.dock(hand + told + _transport(viewer, t)))
    if share is not None:
        parts.append(frame.sheet("share", "replay-share-title", share_content(share, t)))
    elif rules_open:
        parts.append(frame.how_to_panel(screen, game_t, rules_more))
    elif open_sheet == "log":
        parts.append(frame.table_log(screen, viewer.log_view(), game_t))
    parts.append("</section>")
    return "".join(parts)
