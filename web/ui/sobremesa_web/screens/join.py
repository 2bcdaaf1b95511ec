"""Several phones at one table, on a guest's phone: joining (a name, then the answer code to
show the host), getting back in with a new invitation, and what a guest sees of its host
during the game. The words are the lobby's (`screens.lobby.STRINGS`), shared by both phones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import GameError
from engine.games import get_game
from sobremesa_web.commands.declared import (
    GUEST_NAME,
    HOME,
    INVITATION_CODE,
    JOIN,
    OPEN_INVITATION,
    SCAN,
    WATCH,
)
from sobremesa_web.html import button, esc, field
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.screens import setup
from sobremesa_web.screens.frame import emblem, identity
from sobremesa_web.screens.lobby import copy_row, failure, paste_field, step

if TYPE_CHECKING:
    from sobremesa_web.multi import GuestVisit


def render_guest_status(visit: GuestVisit, t: Translator, display: bool = False) -> str:
    """During a game, on a guest: the host is gone, silent, or on another build; a watcher's
    phone says it watches (a table display, there for everyone, does not)."""
    if visit.mismatch:
        return f'<p class="error mismatch" role="alert">{esc(t("net.build_mismatch"))}</p>'
    if visit.status == "closed":  # the way back in, right here: scan or paste a new invitation
        return f'<p class="error" role="alert">{esc(t("net.lost"))}</p>' + _rejoin(visit, t)
    if visit.host_silent:
        return f'<p class="away-line host-silent" role="status">{esc(t("net.host_silent"))}</p>'
    if visit.guest.bad_view is not None:
        return f'<p class="error bad-view" role="alert">{esc(t("net.bad_view"))}</p>'
    if visit.guest.watching and not display:
        return f'<p class="hint you-watch" role="status">{esc(t("net.you_watch"))}</p>'
    return ""


def _rejoin(visit: GuestVisit, t: Translator) -> str:
    """A guest whose invitation is spent (used before a reload, or the host is gone): the only
    way back is a new invitation from the host, so that is all this offers: scan it here, or
    paste its link."""
    pasted = paste_field(visit.pasted, INVITATION_CODE.name, t("net.paste_invite"), rows=3)
    problem = ""
    if visit.error_code:
        problem = failure(visit.error_code, visit.error, t)
    return (
        '<div class="rejoin card-panel">'
        f"<h3>{esc(t('net.rejoin_title'))}</h3>"
        f'<ol class="rejoin-steps"><li>{esc(t("net.rejoin_ask", name=visit.name or "…"))}</li>'
        f"<li>{esc(t('net.rejoin_open'))}</li></ol>"
        + button(t("net.scan_invite"), SCAN, cls="primary big", key="scan-invite")
        + '<div class="scanner" data-island hidden><video playsinline muted></video></div>'
        + f'<p class="hint fallback">{esc(t("net.paste_invite_hint"))}</p>'
        + pasted
        + '<div class="actions">'
        + button(t("net.open_invite"), OPEN_INVITATION, cls="ghost", key="open-invite")
        + "</div>"
        + problem
        + "</div>"
    )


def _leave(t: Translator) -> str:
    """Leaving is kept apart from the codes and their buttons, at the foot of the screen."""
    return (
        '<div class="leave-row">'
        + button(t("game.home"), HOME, cls="ghost", key="leave")
        + "</div>"
    )


def _game(visit: GuestVisit) -> str:
    """The game this phone joins, named with its emblem in its colours: as the host's lobby
    says once connected, before that as the invitation's link says."""
    lobby = visit.guest.lobby()
    game_id = lobby.get("game") if isinstance(lobby, dict) else visit.game
    if not isinstance(game_id, str):
        return ""
    try:
        title, screen = get_game(game_id).title, for_game(game_id)
    except GameError:  # a host on another build: its game is not ours to name
        return ""
    return (
        f'<p class="join-game game-title" style="{esc(identity(screen))}">'
        f"{emblem(screen)}<strong>{esc(title)}</strong></p>"
    )


def render_join(visit: GuestVisit, t: Translator) -> str:
    parts = ['<section class="join">', f"<h2>{esc(t('net.join_title'))}</h2>", _game(visit)]
    if visit.rejoin:
        why = "net.lost" if visit.status == "closed" else "net.used"
        parts.append(f'<p class="notice-line" role="status">{esc(t(why))}</p>')
        parts.append(_rejoin(visit, t))
        parts.append(_leave(t) + "</section>")
        return "".join(parts)
    if visit.status in ("name", "failed", "preparing"):
        name = field(
            "input",
            type="text",
            name=GUEST_NAME.name,
            value=visit.name,
            maxlength=24,
            aria_label=t("net.your_name"),
            placeholder=t("net.your_name"),
            autocomplete="name",
            enterkeyhint="go",
        )
        problem = ""
        if not visit.net.connects:
            problem = setup.no_webrtc(t)
        elif visit.error == "name":
            problem = f'<p class="error" role="alert">{esc(t("err.bad_name"))}</p>'
        elif visit.error or visit.error_code:
            problem = failure(visit.error_code, visit.error, t)
        closed = visit.status == "preparing" or not visit.net.connects
        body = (
            f'<form class="seats" onsubmit="return false">{name}</form>'
            + button(t("net.join"), JOIN, cls="primary big", disabled=closed, key="join")
            + button(t("net.watch"), WATCH, cls="ghost", disabled=closed, key="watch")
            + f'<p class="hint">{esc(t("net.watch_hint"))}</p>'
            + (
                f'<p role="status">{esc(t("net.preparing"))}</p>'
                if visit.status == "preparing"
                else f'<p class="hint">{esc(t("net.rejoin_hint"))}</p>'
            )
            + problem
        )
        parts.append(
            '<ol class="steps">'
            + step(1, t("net.guest1_title"), t("net.guest1_text"), "", t, "done")
            + step(2, t("net.guest2_title"), t("net.guest2_text"), body, t, "current")
            + "</ol>"
        )
        if visit.error_code.startswith("code_"):  # the link itself is broken: ask for another
            parts.append(_rejoin(visit, t))
    elif visit.status == "answer":
        code = field(
            "textarea",
            visit.code,
            readonly=True,
            rows=4,
            aria_label=t("net.your_code"),
            class_="code answer-code",
        )
        body = (
            f'<div class="qr">{visit.qr}</div>'
            f'<p class="hint fallback">{esc(t("net.answer_far"))}</p>'
            + code
            + copy_row(visit.answer_link or visit.code, "answer", visit.copied, t)
            + (f'<p class="error slow" role="alert">{esc(t("net.slow"))}</p>' if visit.slow else "")
        )
        parts.append(
            '<ol class="steps">'
            + step(2, t("net.answer_title"), t("net.answer_hint"), body, t, "current")
            + "</ol>"
        )
    elif visit.status == "open" and visit.host_silent:
        parts.append(f'<p role="status">{esc(t("net.host_silent"))}</p>')
    elif visit.status == "open" and visit.guest.bad_view is not None:
        parts.append(f'<p class="error bad-view" role="alert">{esc(t("net.bad_view"))}</p>')
    elif visit.status == "open":
        parts.append(f'<p role="status">{esc(t("net.joined"))}</p>')
        lobby, seat = visit.guest.lobby(), visit.guest.seat
        if lobby is not None and seat is not None:
            names = [s["name"] for s in lobby["seats"]]
            parts.append(setup.team_line(lobby["game"], lobby["options"], seat, names, t))
    elif visit.mismatch:
        parts.append(f'<p class="mismatch" role="alert">{esc(t("net.build_mismatch"))}</p>')
    else:
        parts.append(f'<p role="alert">{esc(t("net.lost"))}</p>')
    parts.append(_leave(t) + "</section>")
    return "".join(parts)
