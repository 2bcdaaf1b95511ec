"""Every string the player reads, in Spanish and English.

Screens add their own strings with `add`; a missing key shows itself (`[key]`) instead of
crashing, so a gap in a catalog is visible in a screenshot and caught by the catalog test.
"""

from __future__ import annotations

from typing import Any

LANGUAGES = ("es", "en")

CATALOG: dict[str, dict[str, str]] = {
    "es": {
        "app.tagline": "Cinco juegos para la mesa, sin conexión.",
        "app.language": "Idioma",
        "lang.es": "Español",
        "lang.en": "English",
        "home.title": "Elige un juego",
        "home.players": "{min}–{max} jugadores",
        "home.players_solo": "1–{max} jugadores",
        "home.play": "Jugar a {game}",
        "home.soon": "Muy pronto",
        "home.resume": "Continuar la partida de {game}",
        "home.resume_hint": "Jugada {turn}, con {names}",
        "home.discard_save": "Descartar la partida guardada",
        "save.broken": "No se pudo cargar la partida guardada ({reason}). La hemos apartado.",
        "setup.title": "{game}: jugadores",
        "setup.seat": "Asiento {n}",
        "setup.name": "Nombre del asiento {n}",
        "setup.kind": "Quién juega en el asiento {n}",
        "setup.human": "Persona",
        "setup.bot": "Bot",
        "setup.level": "Nivel del bot del asiento {n}",
        "setup.level.easy": "Fácil",
        "setup.level.normal": "Normal",
        "setup.level.strong": "Fuerte",
        "setup.add": "Añadir jugador",
        "setup.remove": "Quitar el asiento {n}",
        "setup.start": "Empezar",
        "setup.back": "Volver",
        "setup.one_human": "En este dispositivo, The Mind se juega con una persona y de 1 a "
        "3 bots: las manos son secretas y se juega a la vez, así que no se puede pasar el móvil.",
        "setup.pass_and_play": "Varias personas pueden compartir este dispositivo: se lo pasáis "
        "por turnos y una cortina tapa la mano hasta que la siguiente persona la abre.",
        "setup.seed": "Partida con semilla {seed}",
        "default.name": "Jugador {n}",
        "default.bot": "Bot {n}",
        "game.seat_you": "{name} (tú)",
        "game.turn_of": "Turno de {name}",
        "game.your_turn": "Tu turno",
        "game.home": "Salir al inicio",
        "game.again": "Jugar otra vez",
        "game.winner": "¡Gana {names}!",
        "game.winners": "¡Ganan {names}!",
        "game.over": "Fin de la partida",
        "curtain.title": "Pasa el dispositivo a {name}",
        "curtain.hint": "Que nadie más mire la pantalla.",
        "curtain.show": "Soy {name}: ver mi mano",
        "error.generic": "No se puede: {message}",
        "err.not_your_turn": "No es tu turno.",
        "err.game_over": "La partida ha terminado.",
        "err.player_count": "Este juego es para {min}–{max} jugadores.",
        "err.bad_name": "Cada asiento necesita un nombre de 1 a 24 caracteres.",
        "err.too_many_humans": "En este dispositivo solo puede jugar una persona.",
        "err.need_human": "Hace falta al menos una persona.",
        "game.the_mind": "The Mind",
        "game.claro": "Claro",
        "game.colorful": "Colorful",
        "game.cloud_mine": "Cloud Mine",
        "game.catch_the_moon": "Catch the Moon",
        "blurb.the_mind": "Cooperativo, en tiempo real: jugad en orden sin hablar.",
        "blurb.claro": "Sube o sigue el color; la última carta gana la estrella.",
        "blurb.colorful": "Asocia colores a palabras y coincide con la mayoría.",
        "blurb.cloud_mine": "Describe la nube en cinco palabras.",
        "blurb.catch_the_moon": "Apila escaleras hasta la luna sin que caigan.",
    },
    "en": {
        "app.tagline": "Five games for the table, offline.",
        "app.language": "Language",
        "lang.es": "Español",
        "lang.en": "English",
        "home.title": "Choose a game",
        "home.players": "{min}–{max} players",
        "home.players_solo": "1–{max} players",
        "home.play": "Play {game}",
        "home.soon": "Coming soon",
        "home.resume": "Resume the {game} game",
        "home.resume_hint": "Move {turn}, with {names}",
        "home.discard_save": "Discard the saved game",
        "save.broken": "The saved game could not be loaded ({reason}). It has been set aside.",
        "setup.title": "{game}: players",
        "setup.seat": "Seat {n}",
        "setup.name": "Name of seat {n}",
        "setup.kind": "Who plays seat {n}",
        "setup.human": "Person",
        "setup.bot": "Bot",
        "setup.level": "Bot level of seat {n}",
        "setup.level.easy": "Easy",
        "setup.level.normal": "Normal",
        "setup.level.strong": "Strong",
        "setup.add": "Add a player",
        "setup.remove": "Remove seat {n}",
        "setup.start": "Start",
        "setup.back": "Back",
        "setup.one_human": "On one device, The Mind is one person with 1 to 3 bots: hands are "
        "secret and everyone plays at once, so it cannot be passed around.",
        "setup.pass_and_play": "Several people can share this device: pass it round, and a "
        "curtain hides the hand until the next person opens it.",
        "setup.seed": "Game with seed {seed}",
        "default.name": "Player {n}",
        "default.bot": "Bot {n}",
        "game.seat_you": "{name} (you)",
        "game.turn_of": "{name}'s turn",
        "game.your_turn": "Your turn",
        "game.home": "Leave to home",
        "game.again": "Play again",
        "game.winner": "{names} wins!",
        "game.winners": "{names} win!",
        "game.over": "Game over",
        "curtain.title": "Pass the device to {name}",
        "curtain.hint": "Nobody else should look at the screen.",
        "curtain.show": "I'm {name}: show my hand",
        "error.generic": "Not allowed: {message}",
        "err.not_your_turn": "It is not your turn.",
        "err.game_over": "The game is over.",
        "err.player_count": "This game is for {min}–{max} players.",
        "err.bad_name": "Each seat needs a name of 1 to 24 characters.",
        "err.too_many_humans": "Only one person can play on this device.",
        "err.need_human": "At least one person must play.",
        "game.the_mind": "The Mind",
        "game.claro": "Claro",
        "game.colorful": "Colorful",
        "game.cloud_mine": "Cloud Mine",
        "game.catch_the_moon": "Catch the Moon",
        "blurb.the_mind": "Cooperative, in real time: play in order without talking.",
        "blurb.claro": "Climb or follow a colour; the last card wins the star.",
        "blurb.colorful": "Match colours to words and side with the majority.",
        "blurb.cloud_mine": "Describe the cloud in five words.",
        "blurb.catch_the_moon": "Stack ladders up to the moon before they fall.",
    },
}


def add(strings: dict[str, dict[str, str]]) -> None:
    """Merge a screen's own strings into the catalog."""
    for lang, table in strings.items():
        CATALOG[lang].update(table)


def pick_language(stored: str | None, browser: str | None) -> str:
    """A remembered choice wins; otherwise the browser's language, Spanish by default."""
    for candidate in (stored, (browser or "")[:2].lower()):
        if candidate in LANGUAGES:
            return candidate
    return "es"


class Translator:
    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "es"

    def __call__(self, key: str, **params: Any) -> str:
        text = CATALOG[self.lang].get(key)
        if text is None:
            return f"[{key}]"
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text

    def has(self, key: str) -> bool:
        return key in CATALOG[self.lang]

    def error(self, err: dict[str, Any]) -> str:
        """A GameError as a player reads it: translated by code, else the engine's message."""
        key = f"err.{err.get('code')}"
        if self.has(key):
            return self(key, **(err.get("params") or {}))
        return self("error.generic", message=err.get("message", ""))
