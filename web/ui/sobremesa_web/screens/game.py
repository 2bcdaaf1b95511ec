"""The frame every game screen shares: who is at the table, errors, the curtain, the result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games import get_game
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
) -> str:
    from sobremesa_web import screens

    game_id = session.game_id
    module = screens.for_game(game_id)
    t = t.for_game(game_id)
    parts = [
        f'<section class="game game-{esc(game_id)}" data-game="{esc(game_id)}">',
        f'<link rel="stylesheet" href="games/{esc(game_id)}.css">'
        if getattr(module, "CSS", False)
        else "",
        '<div class="game-bar">',
        f"<h2>{esc(get_game(game_id).title)}</h2>",
        button(t("game.home"), "home", cls="ghost small", key="game-home"),
        "</div>",
    ]
    if session.curtain is not None:
        name = session.names()[session.curtain]
        parts.append(
            '<div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">'
            f'<h3 id="curtain-title">{esc(t("curtain.title", name=name))}</h3>'
            f'<p class="hint">{esc(t("curtain.hint"))}</p>'
            + button(t("curtain.show", name=name), "lift-curtain", cls="primary big", key="curtain")
            + "</div></section>"
        )
        return "".join(parts)
    if party is not None:
        parts.append(screens.lobby.render_away(party, t, session.names()))
    if visit is not None:
        parts.append(screens.lobby.render_guest_status(visit, t))
    view = session.view()
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
    parts.append(module.render_body(view, session.ui, t))
    if view.get("result") is not None:
        parts.append(
            '<div class="result" role="status">'
            f'<h3 class="result-title">{esc(winners_line(t, view))}</h3>'
            + _rematch(t, game_id, rematch or [])
            + button(t("game.home"), "home", cls="ghost", key="result-home")
            + "</div>"
        )
    parts.append("</section>")
    return "".join(parts)
