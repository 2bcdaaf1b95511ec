"""The home screen: the five games with their player counts, and the saved game to resume."""

from __future__ import annotations

from typing import Any

from engine.games import Entry, playable
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import LANGUAGES, Translator


def language_switch(t: Translator) -> str:
    buttons = "".join(
        button(t(f"lang.{lang}"), "lang", lang, cls="chip", pressed=(lang == t.lang))
        for lang in LANGUAGES
    )
    return f'<nav class="langs" aria-label="{esc(t("app.language"))}">{buttons}</nav>'


def _players(t: Translator, entry: Entry) -> str:
    if entry.min_players == 1:
        return t("home.players_solo", max=entry.max_players)
    return t("home.players", min=entry.min_players, max=entry.max_players)


def render(t: Translator, resumable: dict[str, Any] | None, catalog: tuple[Entry, ...]) -> str:
    parts = [f'<section class="home"><p class="tagline">{esc(t("app.tagline"))}</p>']
    if resumable is not None:
        table = resumable["table"]
        game = getattr(table, "table", None) or table  # a network host's game is inside it
        names = ", ".join(s.name for s in game.seats)
        game_name = t(f"game.{game.game_id}")
        parts.append(
            '<div class="resume card-panel">'
            + button(t("home.resume", game=game_name), "resume", cls="primary")
            + f'<p class="hint">{esc(t("home.resume_hint", turn=len(game.log), names=names))}</p>'
            + button(t("home.discard_save"), "discard-save", cls="ghost")
            + "</div>"
        )
    parts.append(
        f'<h2>{esc(t("home.title"))}</h2><ul class="games" aria-label="{esc(t("home.title"))}">'
    )
    for entry in catalog:
        name = t(f"game.{entry.id}")
        if playable(entry.id):
            action = button(t("home.play", game=name), "choose", entry.id, cls="primary")
        else:
            action = f'<span class="soon">{esc(t("home.soon"))}</span>'
        parts.append(
            f'<li class="game-tile" data-game="{esc(entry.id)}">'
            f"<h3>{esc(name)}</h3>"
            f'<p class="players">{esc(_players(t, entry))}</p>'
            f'<p class="blurb">{esc(t(f"blurb.{entry.id}"))}</p>'
            f"{action}</li>"
        )
    parts.append("</ul>")
    parts.append(language_switch(t))
    parts.append("</section>")
    return "".join(parts)
