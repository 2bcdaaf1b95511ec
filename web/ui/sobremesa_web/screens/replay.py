"""The replay viewer, the Share replay panel and the home screen's finished games.

The viewer draws the replayed game with its own screen (`render_regions` and `log_line` of
the game's `SCREEN`, in reading order) from a view with no move to make, under controls to
step, jump and play; every text that came from the link (names, moves) reaches the page only
through escaped views.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games import get_game
from sobremesa_web.html import ESCAPE, attrs, button, esc, field
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game

if TYPE_CHECKING:
    from sobremesa_web.replaying import Finished, Share, Viewer

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
    from sobremesa_web import screens

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
        + screens.lobby.copy_row(share.link, "replay", share.copied, t)
        + button(t("replay.close"), "share-close", cls="ghost", key="share-close", data=ESCAPE)
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
            + button(t("replay.watch"), "replay-open", i, cls="ghost small", key=f"watch-{i}")
            + button(t("replay.share"), "share-replay", i, cls="ghost small", key=f"share-{i}")
            + "</div></li>"
        )
    return (
        f'<section class="history card-panel"><h3>{esc(t("replay.history"))}</h3>'
        f'<ol class="finished-games">{"".join(rows)}</ol></section>'
    )


def _controls(viewer: Viewer, t: Translator) -> str:
    total, step = viewer.replay.moves, viewer.step
    where = t("replay.move", n=step, total=total) if step else t("replay.dealt")
    nav = "".join(
        button(t(f"replay.{name}"), "replay-step", target, cls="ghost small", disabled=off, key=k)
        for name, target, off, k in (
            ("first", 0, step == 0, "replay-first"),
            ("back", step - 1, step == 0, "replay-back"),
            ("next", step + 1, step == total, "replay-next"),
            ("last", total, step == total, "replay-last"),
        )
    )
    play = (
        button(t("replay.pause"), "replay-pause", cls="primary small", key="replay-play")
        if viewer.playing
        else button(t("replay.play"), "replay-play", cls="primary small", key="replay-play")
    )
    from sobremesa_web.replaying import SPEEDS

    speeds = "".join(
        button(
            f"{s:g}×",
            "replay-speed",
            s,
            cls="chip",
            pressed=s == viewer.speed,
            key=f"replay-speed-{s:g}",
        )
        for s in SPEEDS
    )
    slider = "<input" + attrs(
        type="range",
        name="replay-jump",
        min="0",
        max=str(total),
        value=str(step),
        aria_label=t("replay.jump"),
        id="replay-jump",
    )
    slider += ">"
    return (
        '<div class="replay-controls" role="group" '
        f'aria-label="{esc(t("replay.jump"))}">'
        f'<p class="replay-where" id="replay-where" data-step="{step}" data-total="{total}">'
        f"{esc(where)}</p>"
        f'<div class="actions">{nav}{play}</div>'
        f"{slider}"
        f'<div class="actions speeds" role="group" aria-label="{esc(t("replay.speed"))}">'
        f"{speeds}</div></div>"
    )


def _eyes(viewer: Viewer, t: Translator, names: list[str]) -> str:
    """Whose eyes the table is seen through: the table's (public), or one seat's, hand and
    all (the game is over, nothing is secret any more)."""
    chips = [
        button(
            t("replay.table"),
            "replay-seat",
            None,
            cls="chip",
            pressed=viewer.seat is None,
            key="replay-seat-table",
        )
    ]
    for i, name in enumerate(names):
        chips.append(
            button(
                t("replay.hand_of", name=name),
                "replay-seat",
                i,
                cls="chip",
                pressed=viewer.seat == i,
                key=f"replay-seat-{i}",
            )
        )
    return (
        f'<div class="actions replay-eyes" role="group" aria-label="{esc(t("replay.eyes"))}">'
        + "".join(chips)
        + "</div>"
    )


def move_line(viewer: Viewer, view: dict[str, Any], t: Translator) -> str:
    """The log line of the move on screen ("Ana played 33")."""
    log_line = for_game(viewer.replay.game_id).log_line
    if log_line is None:
        return ""
    game_t = t.for_game(viewer.replay.game_id)
    lines = [line for line in (log_line(e, view, game_t) for e in viewer.latest()) if line]
    return " ".join(lines)


def render(viewer: Viewer, t: Translator, share: Share | None = None) -> str:
    from sobremesa_web import screens

    game_id = viewer.replay.game_id
    screen = for_game(game_id)
    game_t = t.for_game(game_id)
    view = viewer.view()
    names = [s["name"] for s in view["seats"]]
    line = move_line(viewer, view, t)
    parts = [
        f'<section class="game replay game-{esc(game_id)}" data-game="{esc(game_id)}" '
        f'data-turn="{esc(view["turn"])}" style="{esc(screens.game.identity(screen))}">',
        screens.game.style_link(screen),
        '<div class="game-bar">',
        f'<h2 class="game-title" tabindex="-1" data-focus-main>{screens.game.emblem(screen)}'
        f"{esc(t('replay.title', game=get_game(game_id).title))}</h2>",
        '<div class="bar-actions">',
        button(t("replay.share"), "share-replay", cls="ghost small", key="replay-share"),
        button(t("game.home"), "home", cls="ghost small", key="game-home"),
        "</div></div>",
    ]
    if share is not None:
        parts.append(share_panel(share, t))
    parts.append(_controls(viewer, t))
    parts.append(f'<p class="replay-move" role="status">{esc(line)}</p>')
    parts.append(_eyes(viewer, t, names))
    parts.append(screens.game.body(screen, view, {}, game_t))
    lines = screens.game.log_lines(screen, view, game_t)[-screens.game.LOG_LINES :]
    if lines:
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        parts.append(
            f'<section class="table-log" aria-label="{esc(t("game.log"))}">'
            f"<h3>{esc(t('game.log'))}</h3><ol>{items}</ol></section>"
        )
    if view.get("result") is not None and viewer.step == viewer.replay.moves:
        parts.append(
            '<div class="result">'
            f'<h3 class="result-title">{esc(screens.game.winners_line(game_t, view, 0))}</h3>'
            "</div>"
        )
    parts.append("</section>")
    return "".join(parts)
