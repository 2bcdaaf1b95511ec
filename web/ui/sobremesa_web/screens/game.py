"""The frame every game screen shares: who is at the table, errors, the curtain, the result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sobremesa_web.html import button, esc
from sobremesa_web.i18n import Translator

if TYPE_CHECKING:
    from sobremesa_web.app import GameSession
    from sobremesa_web.multi import GuestVisit, HostParty


def winners_line(t: Translator, view: dict[str, Any]) -> str:
    result = view.get("result") or {}
    names = [view["seats"][s]["name"] for s in result.get("winners", [])]
    if not names:
        return t("game.over")
    key = "game.winner" if len(names) == 1 else "game.winners"
    return t(key, names=", ".join(names))


def render(
    session: GameSession,
    t: Translator,
    party: HostParty | None = None,
    visit: GuestVisit | None = None,
) -> str:
    from sobremesa_web import screens

    game_id = session.game_id
    parts = [
        f'<section class="game game-{esc(game_id)}" data-game="{esc(game_id)}">',
        '<div class="game-bar">',
        f"<h2>{esc(t('game.' + game_id))}</h2>",
        button(t("game.home"), "home", cls="ghost small"),
        "</div>",
    ]
    if session.curtain is not None:
        name = session.names()[session.curtain]
        parts.append(
            '<div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">'
            f'<h3 id="curtain-title">{esc(t("curtain.title", name=name))}</h3>'
            f'<p class="hint">{esc(t("curtain.hint"))}</p>'
            + button(t("curtain.show", name=name), "lift-curtain", cls="primary big")
            + "</div></section>"
        )
        return "".join(parts)
    if party is not None:
        parts.append(screens.lobby.render_away(party, t, session.names()))
    if visit is not None and visit.status == "closed":
        parts.append(f'<p class="error" role="alert">{esc(t("net.lost"))}</p>')
    view = session.view()
    if party is None:  # the host's own panel above says this, with what to do about it
        for seat in view["seats"]:
            if seat.get("connected") is False:
                text = t("net.waiting_for", name=seat["name"])
                parts.append(f'<p class="away-line" role="status">{esc(text)}</p>')
    if session.error:
        parts.append(
            f'<div class="error" role="alert"><p>{esc(t.error(session.error))}</p>'
            + button("OK", "dismiss", cls="ghost small")
            + "</div>"
        )
    module = screens.for_game(game_id)
    if module is not None:
        parts.append(module.render_body(view, session.ui, t))
    if view.get("result") is not None:
        parts.append(
            '<div class="result" role="status">'
            f'<h3 class="result-title">{esc(winners_line(t, view))}</h3>'
            + (button(t("game.again"), "again", cls="primary") if session.local else "")
            + button(t("game.home"), "home", cls="ghost")
            + "</div>"
        )
    parts.append("</section>")
    return "".join(parts)
