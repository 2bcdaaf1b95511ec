"""The network settings: play across the internet (public STUN) on or off, the STUN list, and
the player's own relay (TURN). What is stored is read by the page (web/boot.js) at each
connection; this screen only shows and edits it (`commands/network.py` checks and saves)."""

from __future__ import annotations

from typing import Any

from sobremesa_web.commands.declared import HOME, SETTINGS_SAVE
from sobremesa_web.html import button, esc, field
from sobremesa_web.i18n import Translator

STRINGS = {
    "es": {
        "settings.open": "Ajustes de red",
        "settings.title": "Red",
        "settings.internet": "Jugar por internet (STUN público)",
        "settings.internet_hint": "Para unir móviles en redes distintas, la invitación pregunta "
        "a un servidor STUN público la dirección pública de este móvil. Ese servidor solo ve "
        "esa dirección: ningún dato de la partida pasa por él. Apagado, solo se conectan "
        "móviles en la misma wifi o punto de acceso.",
        "settings.stun": "Servidores STUN (uno por línea)",
        "settings.relay": "Tu propio relé (TURN), opcional",
        "settings.relay_hint": "Algunas redes (datos móviles en los dos extremos, ciertas "
        "oficinas) no se cruzan con STUN: un relé TURN sí. Lo usa solo este móvil al invitar; "
        "nunca va en una invitación, una repetición ni una partida guardada.",
        "settings.turn_url": "Dirección del relé (turn:…)",
        "settings.turn_user": "Usuario del relé",
        "settings.turn_credential": "Contraseña del relé",
        "settings.save": "Guardar",
        "settings.saved": "Ajustes guardados.",
        "settings.back": "Volver",
        "settings.bad_stun": "Cada servidor STUN empieza por «stun:» (p. ej. "
        "stun:stun.l.google.com:19302). No se ha cambiado nada.",
        "settings.bad_turn": "La dirección del relé empieza por «turn:» o «turns:» y necesita "
        "usuario y contraseña. No se ha cambiado nada.",
        "settings.off_offline": "Sin conexión a internet, el móvil no pregunta a nadie: juega "
        "en la misma wifi como siempre.",
    },
    "en": {
        "settings.open": "Network settings",
        "settings.title": "Network",
        "settings.internet": "Play across the internet (public STUN)",
        "settings.internet_hint": "To connect phones on different networks, an invitation asks a "
        "public STUN server for this phone's public address. That server only sees the "
        "address: no game data ever passes through it. Turned off, only phones on the same "
        "Wi-Fi or hotspot connect.",
        "settings.stun": "STUN servers (one per line)",
        "settings.relay": "Your own relay (TURN), optional",
        "settings.relay_hint": "Some networks (mobile data on both ends, some offices) cannot be "
        "crossed with STUN: a TURN relay can. Only this phone uses it, when it invites; it is "
        "never put in an invitation, a replay or a saved game.",
        "settings.turn_url": "Relay address (turn:…)",
        "settings.turn_user": "Relay user name",
        "settings.turn_credential": "Relay password",
        "settings.save": "Save",
        "settings.saved": "Settings saved.",
        "settings.back": "Back",
        "settings.bad_stun": "Each STUN server starts with “stun:” (e.g. "
        "stun:stun.l.google.com:19302). Nothing was changed.",
        "settings.bad_turn": "The relay address starts with “turn:” or “turns:” and needs a "
        "user name and a password. Nothing was changed.",
        "settings.off_offline": "With no internet connection the phone asks no one: play on the "
        "same Wi-Fi as ever.",
    },
}


def render(
    settings: dict[str, Any], form: dict[str, str] | None, error: str, saved: bool, t: Translator
) -> str:
    """The sheet: the saved settings, or what was typed when it was refused (`form`)."""
    shown = form or {}
    stun_on = shown.get("net-stun", "on" if settings["stun"] else "") == "on"
    stun_list = shown.get("net-stun-servers", "\n".join(settings["stun_servers"]))
    turn = settings.get("turn") or {}
    checkbox = (
        '<label class="switch-row"><input type="checkbox" name="net-stun" value="on"'
        + (" checked" if stun_on else "")
        + f" data-refresh> <span>{esc(t('settings.internet'))}</span></label>"
    )

    def labelled(label: str, name: str, value: str, kind: str = "text") -> str:
        return (
            f'<label class="field-row"><span>{esc(label)}</span>'
            + field(
                "input",
                type=kind,
                name=name,
                value=value,
                autocomplete="off",
                autocapitalize="off",
                spellcheck="false",
            )
            + "</label>"
        )

    status = ""
    if error:
        status = f'<p class="error" role="alert">{esc(t(error))}</p>'
    elif saved:
        status = f'<p class="ok-line" role="status">{esc(t("settings.saved"))}</p>'
    return (
        '<section class="settings card-panel" aria-labelledby="settings-title">'
        f'<h2 id="settings-title" tabindex="-1" data-focus-main>{esc(t("settings.title"))}</h2>'
        '<form class="settings-form" onsubmit="return false">'
        + checkbox
        + f'<p class="hint">{esc(t("settings.internet_hint"))}</p>'
        + '<label class="field-row"><span>'
        + esc(t("settings.stun"))
        + "</span>"
        + field(
            "textarea",
            stun_list,
            name="net-stun-servers",
            rows=2,
            autocomplete="off",
            autocapitalize="off",
            spellcheck="false",
            class_="code",
        )
        + "</label>"
        + f"<h3>{esc(t('settings.relay'))}</h3>"
        + f'<p class="hint">{esc(t("settings.relay_hint"))}</p>'
        + labelled(
            t("settings.turn_url"), "net-turn-url", shown.get("net-turn-url", turn.get("urls", ""))
        )
        + labelled(
            t("settings.turn_user"),
            "net-turn-user",
            shown.get("net-turn-user", turn.get("username", "")),
        )
        + labelled(
            t("settings.turn_credential"),
            "net-turn-credential",
            shown.get("net-turn-credential", turn.get("credential", "")),
            "password",
        )
        + "</form>"
        + status
        + '<div class="actions">'
        + button(t("settings.save"), SETTINGS_SAVE, cls="primary", key="settings-save")
        + button(t("settings.back"), HOME, cls="ghost", key="settings-back")
        + "</div></section>"
    )
