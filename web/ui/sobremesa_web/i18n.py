"""Every string the player reads, in Spanish and English.

Screens add their own strings with `add`; a missing key shows itself (`[key]`) instead of
crashing, so a gap in a catalog is visible in a screenshot and caught by the catalog test.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

LANGUAGES = ("es", "en")

CATALOG: dict[str, dict[str, str]] = {
    "es": {
        "app.tagline": "Cinco juegos para la mesa, sin conexión.",
        "app.language": "Idioma",
        "app.sound": "Sonido",
        "lang.es": "Español",
        "lang.en": "English",
        "home.title": "Elige un juego",
        "home.players": "{min}–{max} jugadores",
        "home.players_solo": "1–{max} jugadores",
        "home.play": "Jugar a {game}",
        "home.play_short": "Jugar",
        "home.soon": "Muy pronto",
        "home.resume": "Continuar la partida de {game}",
        "home.resume_hint": "Jugada {turn}, con {names}",
        "home.discard_save": "Descartar la partida guardada",
        "save.broken": "No se pudo cargar la partida guardada ({reason}). La hemos apartado.",
        "tabs.elsewhere": "Esta partida sigue en otra pestaña",
        "tabs.hint": "Solo una pestaña puede jugarla a la vez, para que ninguna borre las "
        "jugadas de la otra.",
        "tabs.take_over": "Seguir aquí",
        "save.migrated": "La aplicación se ha actualizado: la partida sigue con las reglas "
        "nuevas, desde la misma jugada.",
        "save.failed": "No se puede guardar la partida en este dispositivo (almacenamiento lleno o "
        "modo privado): si recargas, se perderá. Libera espacio para seguir guardando.",
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
        "setup.one_human": "En este dispositivo juega una persona con bots: las manos son "
        "secretas y se juega a la vez, así que no se puede pasar el móvil. Para jugar con más "
        "personas, invitad a sus móviles.",
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
        "game.another": "O jugad a otro juego en esta mesa:",
        "game.how_to": "Cómo se juega",
        "game.bad_view": "No se puede mostrar esta jugada. Si sigue pasando, salid y volved a "
        "empezar en la misma versión.",
        "game.how_to_title": "Cómo se juega a {game}",
        "game.close": "Entendido",
        "game.log": "En la mesa",
        "game.log_empty": "Aún no ha pasado nada en esta partida.",
        "game.menu": "Menú",
        "game.table": "La mesa",
        "game.players": "Jugadores",
        "setup.options": "Opciones",
        "err.malformed": "Esa jugada no es válida.",
        "err.unknown_game": "Ese juego no está disponible.",
        "err.bad_option": "Una opción de la partida no es válida.",
        "err.text_length": "Escribe de {min} a {max} caracteres.",
        "game.winner": "¡Gana {names}!",
        "game.winners": "¡Ganan {names}!",
        "game.you_win": "¡Has ganado!",
        "game.all_win": "¡Habéis ganado todos juntos!",
        "game.over": "Fin de la partida",
        "game.standings": "Clasificación",
        "game.place": "Puesto",
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
        "err.same_name": "Dos asientos tienen el mismo nombre: cambia uno.",
        "setup.teams": "Quién juega con quién",
        "setup.team": "Equipo {n}",
        "setup.team_of": "Equipo de {name}",
        "setup.start_off": "Para empezar: {why}",
        "err.team_size": "El equipo {team} tiene menos de {min} jugadores: cada equipo necesita "
        "al menos {min}.",
        "err.team_twice": "El asiento {n} está en dos equipos.",
        "err.team_seat": "El asiento {n} no está en la mesa.",
        "err.team_none": "El asiento {n} no está en ningún equipo.",
        "err.team_count": "Elige de {min} a {max} equipos.",
        "net.your_team": "Juegas en el equipo {n}, con {names}.",
        "net.your_team_alone": "Juegas en el equipo {n}; faltan compañeros.",
    },
    "en": {
        "app.tagline": "Five games for the table, offline.",
        "app.language": "Language",
        "app.sound": "Sound",
        "lang.es": "Español",
        "lang.en": "English",
        "home.title": "Choose a game",
        "home.players": "{min}–{max} players",
        "home.players_solo": "1–{max} players",
        "home.play": "Play {game}",
        "home.play_short": "Play",
        "home.soon": "Coming soon",
        "home.resume": "Resume the {game} game",
        "home.resume_hint": "Move {turn}, with {names}",
        "home.discard_save": "Discard the saved game",
        "save.broken": "The saved game could not be loaded ({reason}). It has been set aside.",
        "tabs.elsewhere": "This game goes on in another tab",
        "tabs.hint": "Only one tab can play it at a time, so that neither erases the other's "
        "moves.",
        "tabs.take_over": "Continue here",
        "save.migrated": "The app was updated: the game goes on under the new rules, from the "
        "same move.",
        "save.failed": "This device will not store the game (storage full or private "
        "browsing): a reload would lose it. Free some space to keep saving.",
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
        "setup.one_human": "On one device, one person plays with bots: hands are secret and "
        "everyone plays at once, so it cannot be passed around. To play with more people, "
        "invite their phones.",
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
        "game.another": "Or play another game at this table:",
        "game.how_to": "How to play",
        "game.bad_view": "This move cannot be shown. If it keeps happening, leave and start "
        "again on the same version.",
        "game.how_to_title": "How to play {game}",
        "game.close": "Got it",
        "game.log": "At the table",
        "game.log_empty": "Nothing has happened in this game yet.",
        "game.menu": "Menu",
        "game.table": "The table",
        "game.players": "Players",
        "setup.options": "Options",
        "err.malformed": "That move is not valid.",
        "err.unknown_game": "That game is not available.",
        "err.bad_option": "One of the game's options is not valid.",
        "err.text_length": "Write {min} to {max} characters.",
        "game.winner": "{names} wins!",
        "game.winners": "{names} win!",
        "game.you_win": "You win!",
        "game.all_win": "You all win together!",
        "game.over": "Game over",
        "game.standings": "Standings",
        "game.place": "Place",
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
        "err.same_name": "Two seats have the same name: change one.",
        "setup.teams": "Who plays with whom",
        "setup.team": "Team {n}",
        "setup.team_of": "{name}'s team",
        "setup.start_off": "To start: {why}",
        "err.team_size": "Team {team} has fewer than {min} players: each team needs at least "
        "{min}.",
        "err.team_twice": "Seat {n} is in two teams.",
        "err.team_seat": "Seat {n} is not at the table.",
        "err.team_none": "Seat {n} is in no team.",
        "err.team_count": "Choose {min} to {max} teams.",
        "net.your_team": "You play in team {n}, with {names}.",
        "net.your_team_alone": "You play in team {n}; your teammates are still to come.",
    },
}


_GAMES: dict[str, dict[str, dict[str, str]]] = {}


def add_shared(strings: dict[str, dict[str, str]]) -> None:
    """Strings every screen may use (the lobby's, say)."""
    for lang, table in strings.items():
        CATALOG[lang].update(table)


def add_game(game_id: str, strings: Mapping[str, Mapping[str, str]]) -> None:
    """A game's own strings, in its own namespace: two games may both say `err.not_in_hand`
    their own way, and neither depends on the other's screen having been loaded."""
    _GAMES[game_id] = {lang: dict(strings.get(lang, {})) for lang in LANGUAGES}


def game_keys(game_id: str, lang: str) -> set[str]:
    return set(_GAMES.get(game_id, {}).get(lang, {}))


def pick_language(stored: str | None, browser: str | None) -> str:
    """A remembered choice wins; otherwise the browser's language, Spanish by default."""
    for candidate in (stored, (browser or "")[:2].lower()):
        if candidate in LANGUAGES:
            return candidate
    return "es"


class Translator:
    """Text in one language; `for_game` gives one that looks in that game's strings first."""

    def __init__(self, lang: str, game: str | None = None) -> None:
        self.lang = lang if lang in LANGUAGES else "es"
        self.game = game

    def for_game(self, game_id: str) -> Translator:
        return Translator(self.lang, game_id)

    def _text(self, key: str) -> str | None:
        if self.game is not None:
            text = _GAMES.get(self.game, {}).get(self.lang, {}).get(key)
            if text is not None:
                return text
        return CATALOG[self.lang].get(key)

    def __call__(self, key: str, **params: Any) -> str:
        """The text of `key`; with `n=1` its singular (`key.one`) when the catalog has one."""
        text = self._text(f"{key}.one") if params.get("n") == 1 else None
        text = text if text is not None else self._text(key)
        if text is None:
            return f"[{key}]"
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text

    def has(self, key: str) -> bool:
        return self._text(key) is not None

    def error(self, err: dict[str, Any]) -> str:
        """A GameError as a player reads it: translated by code (the game's own wording first),
        else the engine's message."""
        key = f"err.{err.get('code')}"
        if self.has(key):
            return self(key, **(err.get("params") or {}))
        return self("error.generic", message=err.get("message", ""))
