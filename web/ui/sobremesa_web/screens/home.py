"""The home screen: the games with their player counts, and the saved game to resume."""

from __future__ import annotations

from typing import Any

from engine.core import Game
from engine.games import Coming
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import LANGUAGES, Translator


def language_switch(t: Translator) -> str:
    buttons = "".join(
        button(t(f"lang.{lang}"), "lang", lang, cls="chip", pressed=(lang == t.lang))
        for lang in LANGUAGES
    )
    return f'<nav class="langs" aria-label="{esc(t("app.language"))}">{buttons}</nav>'


def _players(t: Translator, lo: int, hi: int) -> str:
    if lo == 1:
        return t("home.players_solo", max=hi)
    return t("home.players", min=lo, max=hi)


def _tile(
    game_id: str, title: str, players: str, blurb: str, action: str, art: str = "", style: str = ""
) -> str:
    return (
        f'<li class="game-tile" data-game="{esc(game_id)}" style="{esc(style)}">'
        f"{art}<h3>{esc(title)}</h3>"
        f'<p class="players">{esc(players)}</p>'
        f'<p class="blurb">{esc(blurb)}</p>'
        f"{action}</li>"
    )


def render(
    t: Translator,
    resumable: dict[str, Any] | None,
    games: tuple[Game, ...],
    coming: tuple[Coming, ...] = (),
) -> str:
    from sobremesa_web import screens

    parts = [f'<section class="home"><p class="tagline">{esc(t("app.tagline"))}</p>']
    if resumable is not None:
        table = resumable["table"]
        seats = table.seat_infos()
        names = ", ".join(s.name for s in seats)
        title = next((g.title for g in games if g.id == table.game_id), table.game_id)
        turn = table.view(None)["turn"]
        parts.append(
            '<div class="resume card-panel">'
            + button(t("home.resume", game=title), "resume", cls="primary", key="resume")
            + f'<p class="hint">{esc(t("home.resume_hint", turn=turn, names=names))}</p>'
            + button(t("home.discard_save"), "discard-save", cls="ghost", key="discard-save")
            + "</div>"
        )
    parts.append(
        f'<h2>{esc(t("home.title"))}</h2><ul class="games" aria-label="{esc(t("home.title"))}">'
    )
    for game in games:
        module = screens.for_game(game.id)
        blurb = t.for_game(game.id)("blurb")
        action = button(
            t("home.play", game=game.title), "choose", game.id, cls="primary", key=f"play-{game.id}"
        )
        players = _players(t, game.min_players, game.max_players)
        art, style = screens.game.emblem(module, "tile-art"), screens.game.identity(module)
        parts.append(_tile(game.id, game.title, players, blurb, action, art, style))
    for soon in coming:
        action = f'<span class="soon">{esc(t("home.soon"))}</span>'
        players = _players(t, soon.min_players, soon.max_players)
        parts.append(_tile(soon.id, soon.title, players, soon.blurb[t.lang], action))
    parts.append("</ul>")
    parts.append(language_switch(t))
    parts.append("</section>")
    return "".join(parts)
