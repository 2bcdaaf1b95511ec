"""The home screen: the games with their player counts, and the saved game to resume."""

from __future__ import annotations

from typing import Any

from engine.core import Game
from engine.games import Coming
from sobremesa_web.commands.declared import CHOOSE, DISCARD_SAVE, LANG, RESUME, SETTINGS, SOUND
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import LANGUAGES, Translator
from sobremesa_web.registry import for_game
from sobremesa_web.screens.frame import emblem, identity


def language_switch(t: Translator) -> str:
    buttons = "".join(
        button(t(f"lang.{lang}"), LANG, lang, cls="chip", pressed=(lang == t.lang))
        for lang in LANGUAGES
    )
    return f'<nav class="langs" aria-label="{esc(t("app.language"))}">{buttons}</nav>'


# A speaker, with sound waves when on and a cross when off (drawn, nothing downloaded).
_SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>'
_WAVES = (
    '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" '
    'stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
)
_MUTED = (
    '<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
)


def sound_toggle(t: Translator, on: bool, small: bool = False) -> str:
    """Sound cues on or off: one toggle button (aria-pressed), the same on the home screen
    and in the game bar; in the bar only its icon shows, its name is still read out."""
    icon = (
        '<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" '
        f'focusable="false">{_SPEAKER}{_WAVES if on else _MUTED}</svg>'
    )
    label = t("app.sound")
    text = "" if small else f"<span>{esc(label)}</span>"
    return button(
        label,
        SOUND,
        cls="chip sound-toggle" + (" small" if small else ""),
        pressed=on,
        aria_label=label if small else None,
        title=label if small else None,
        inner_html=icon + text,
        key="sound" if not small else "sound-bar",
    )


def _players(t: Translator, lo: int, hi: int) -> str:
    if lo == 1:
        return t("home.players_solo", max=hi)
    return t("home.players", min=lo, max=hi)


def _play(t: Translator, game_id: str, title: str) -> str:
    """A tile's Play: the short word shown beside the title (five tiles fit one phone screen),
    the whole "Play The Mind" read out (the shown word begins it: label in name)."""
    full = t("home.play", game=title)
    return button(
        t("home.play_short"),
        CHOOSE,
        game_id,
        cls="primary",
        key=f"play-{game_id}",
        aria_label=full,
    )


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
    sound: bool = False,
) -> str:
    parts = [f'<section class="home"><p class="tagline">{esc(t("app.tagline"))}</p>']
    if resumable is not None:
        table = resumable["table"]
        seats = table.seat_infos()
        names = ", ".join(s.name for s in seats)
        title = next((g.title for g in games if g.id == table.game_id), table.game_id)
        turn = table.view(None)["turn"]
        parts.append(
            '<div class="resume card-panel">'
            + button(t("home.resume", game=title), RESUME, cls="primary", key="resume")
            + f'<p class="hint">{esc(t("home.resume_hint", turn=turn, names=names))}</p>'
            + button(t("home.discard_save"), DISCARD_SAVE, cls="ghost", key="discard-save")
            + "</div>"
        )
    parts.append(
        f'<h2 tabindex="-1" data-focus-main>{esc(t("home.title"))}</h2>'
        f'<ul class="games" aria-label="{esc(t("home.title"))}">'
    )
    for game in games:
        screen = for_game(game.id)
        blurb = t.for_game(game.id)("blurb")
        action = _play(t, game.id, game.title)
        players = _players(t, game.min_players, game.max_players)
        art, style = emblem(screen, "tile-art"), identity(screen)
        parts.append(_tile(game.id, game.title, players, blurb, action, art, style))
    for soon in coming:
        action = f'<span class="soon">{esc(t("home.soon"))}</span>'
        players = _players(t, soon.min_players, soon.max_players)
        parts.append(_tile(soon.id, soon.title, players, soon.blurb[t.lang], action))
    parts.append("</ul>")
    net = button(t("settings.open"), SETTINGS, cls="chip", key="settings")  # screens/settings.py
    parts.append(f'<div class="prefs">{language_switch(t)}{sound_toggle(t, sound)}{net}</div>')
    parts.append("</section>")
    return "".join(parts)
