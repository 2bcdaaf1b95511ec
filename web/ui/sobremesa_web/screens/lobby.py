"""Several phones at one table: the host's lobby and invitations, and the words and parts
both phones use (the numbered steps, Copy and Share, the code field, connection errors); the
guest's screens are in `screens.join`.

Codes travel as a QR code, a link (Web Share or copy) and plain text to paste: whichever the
two phones can manage. The guest's answer comes back the same way.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.core import Teams
from engine.games import get_game
from sobremesa_web.commands.declared import (
    ANSWER,
    ANSWER_CODE,
    BOT_SEAT,
    COPY,
    INVITE,
    KEEP_WAITING,
    LOBBY_BACK,
    REINVITE,
    REMOVE_GUEST,
    REMOVE_WATCHER,
    SCAN,
    SHARE,
    START_PARTY,
)
from sobremesa_web.html import button, esc, field
from sobremesa_web.i18n import Translator
from sobremesa_web.screens import setup

if TYPE_CHECKING:
    from sobremesa_web.multi import HostParty, Invite

log = logging.getLogger(__name__)

STRINGS = {
    "es": {
        "net.invite": "Invitar móviles",
        "net.invite_more": "Invitar otro móvil",
        "net.lobby": "{game}: mesa compartida",
        "net.art_host": "Anfitrión",
        "net.art_guest": "Invitado",
        "net.step_done": "✓ hecho",
        "net.copied": "Copiado ✓",
        "net.copied_hint": "Copiado: pégalo en un mensaje.",
        "net.copy_refused": "El navegador no dejó copiar: mantén el dedo sobre el texto y "
        "cópialo a mano.",
        "net.new_invite": "Hacer una invitación nueva",
        "net.step1_title": "Enséñale este QR al invitado",
        "net.step1_text": "Que lo enfoque con la cámara de su móvil y abra el enlace.",
        "net.step1_far": "¿No está a tu lado? Mándale el enlace:",
        "net.step2_title": "Escanea su respuesta",
        "net.step2_text": "Su móvil enseñará otro QR: toca «Escanear la respuesta» y enfócalo.",
        "net.step2_paste": "O pega aquí el código de respuesta que te mande:",
        "net.invite_again": "Invitar de nuevo",
        "net.invite_again_who": "Invitar de nuevo a {name}",
        "net.start_away": "{name} está desconectado: invítalo de nuevo o quítalo de la mesa.",
        "net.confirm_start": "Nadie se ha unido aún con la invitación abierta. ¿Empezar sin "
        "ese invitado?",
        "net.keep_waiting": "Seguir esperando",
        "net.start_anyway": "Empezar sin él",
        "net.rejoin_title": "Para volver a la mesa",
        "net.rejoin_ask": "Pide al anfitrión que invite de nuevo a {name}: en su móvil saldrá "
        "una invitación nueva.",
        "net.rejoin_open": "Escanea su QR aquí (o con la cámara del móvil) o pega su enlace.",
        "net.scan_invite": "Escanear la invitación nueva",
        "net.paste_invite": "Enlace de la invitación nueva",
        "net.paste_invite_hint": "¿Te la mandó por mensaje? Pega el enlace:",
        "net.open_invite": "Abrir la invitación",
        "net.guest1_title": "Has abierto la invitación",
        "net.guest1_text": "El anfitrión te enseñó su QR y tu cámara abrió el enlace.",
        "net.guest2_title": "Únete y enséñale tu respuesta",
        "net.guest2_text": "Escribe tu nombre y toca «Unirme»: saldrá un QR para que el "
        "anfitrión lo escanee.",
        "net.answer_far": "¿No está a tu lado? Mándale este enlace (Copiar o Compartir) o el "
        "código:",
        "p2p.code_empty": "No hay ningún código: pégalo o escanéalo.",
        "p2p.code_not_ours": "Esto no es un código de Sobremesa.",
        "p2p.code_short": "El código está incompleto: cópialo entero.",
        "p2p.code_incomplete": "El código está incompleto: cópialo entero.",
        "p2p.code_version": "Este código es de otra versión de Sobremesa: actualizad los dos "
        "móviles.",
        "p2p.code_damaged": "El código está dañado: cópialo otra vez o escanea el QR.",
        "p2p.code_is_invitation": "Eso es una invitación, no una respuesta: escanea el código "
        "del invitado.",
        "p2p.code_is_answer": "Eso es un código de respuesta: abre la invitación del anfitrión.",
        "p2p.code_unusable": "Esta invitación no sirve: pide una nueva.",
        "p2p.answer_taken": "Esta invitación ya recibió una respuesta: haz una nueva.",
        "p2p.invite_used": "Es la invitación que ya usaste: pide una nueva.",
        "p2p.no_network": "No hay red: conectaos a la misma wifi o al mismo punto de acceso.",
        "p2p.no_connection": "vuestras dos redes no dejan que estos móviles se alcancen. "
        "Conectaos a la misma wifi o al punto de acceso de uno de los móviles, o pon un relé "
        "(TURN) en los ajustes de red, y probad con una invitación nueva.",
        "p2p.bad_relay": "el relé (TURN) de los ajustes de red no sirve: revisa su dirección.",
        "net.slow": "Aún sin conexión. Si el anfitrión ya tiene tu respuesta, vuestras redes no "
        "dejan que los móviles se alcancen: usad la misma wifi o el punto de acceso de uno, o "
        "que el anfitrión ponga un relé en sus ajustes de red. Si aún no la tiene, mándasela: "
        "esto sigue esperando.",
        "net.answer_delivered": "Respuesta entregada a la invitación que espera en otra "
        "pestaña: vuelve a ella (puedes cerrar esta).",
        "net.answer_nobody": "Ninguna invitación espera esta respuesta en este navegador: "
        "ábrela en el navegador donde invitaste, o pega el código allí.",
        "p2p.not_open": "La conexión no está abierta.",
        "p2p.no_webrtc": "este navegador no puede conectar móviles entre sí (no tiene WebRTC).",
        "p2p.unknown": "algo falló en la conexión: probad con una invitación nueva.",
        "net.no_webrtc": "Este navegador no puede conectar móviles (no tiene WebRTC). Jugad en un "
        "solo móvil, o abrid Sobremesa en Safari, Chrome o Firefox.",
        "scan.no_camera_api": "Este navegador no puede usar la cámara aquí: pega el código o "
        "abre el enlace.",
        "scan.denied": "No se dio permiso para la cámara. Permítela en los ajustes del navegador "
        "o pega el código.",
        "scan.no_camera": "Este móvil no tiene cámara: pega el código o abre el enlace.",
        "scan.busy": "La cámara está ocupada por otra aplicación. Ciérrala y vuelve a probar.",
        "scan.ended": "La cámara se paró. Vuelve a escanear.",
        "scan.failed": "No se pudo encender la cámara: pega el código o abre el enlace.",
        "net.qr_invite": "Código QR de la invitación",
        "net.qr_answer": "Código QR de tu respuesta",
        "net.preparing": "Preparando la invitación…",
        "net.link": "Enlace de invitación",
        "net.copy": "Copiar",
        "net.share": "Compartir",
        "net.answer": "Código de respuesta del invitado",
        "net.connect": "Conectar",
        "net.scan": "Escanear la respuesta",
        "net.connecting": "Conectando…",
        "net.connected": "conectado",
        "net.away": "desconectado",
        "net.here": "en este móvil",
        "net.bot": "bot",
        "net.start": "Empezar la partida",
        "net.reinvite": "Invitar de nuevo a {name}",
        "net.remove": "Quitar a {name} de la mesa",
        "net.guests": "Invitados: dejar a un bot o quitar de la mesa",
        "net.to_bot": "Que un bot juegue por {name}",
        "net.waiting_for": "Esperando a {name}: se ha desconectado.",
        "net.join_title": "Te han invitado a una mesa de Sobremesa",
        "net.your_name": "Tu nombre",
        "net.join": "Unirme",
        "net.watch": "Solo mirar",
        "net.display": "Pantalla de mesa",
        "net.watch_hint": "Mirar la partida sin asiento: ves la mesa, nunca una mano.",
        "net.watchers": "Mirando: {names}",
        "net.watcher_away": "{name} (desconectado)",
        "net.remove_watcher": "Que {name} deje de mirar",
        "net.you_watch": "Estás mirando: ves lo que la mesa enseña a todos.",
        "net.answer_title": "Enséñale esto a quien te invitó",
        "net.answer_hint": "Que toque «Escanear la respuesta» en su móvil y enfoque este QR.",
        "net.your_code": "Tu código de respuesta",
        "net.joined": "Conectado. Esperando a que empiece la partida…",
        "net.lost": "Se perdió la conexión con el anfitrión. Pídele una invitación nueva "
        "y ábrela: recuperarás tu asiento y tu mano.",
        "net.rejoin_hint": "Si ya estabas en esta mesa, recuperarás tu asiento.",
        "net.used": "Ya usaste esta invitación (cada una sirve una vez). Con una nueva "
        "recuperarás tu asiento y tu mano.",
        "net.failed": "No se pudo conectar: {error}",
        "net.seats": "Asientos",
        "err.seat_empty": "Falta un invitado por conectarse.",
        "err.table_full": "La mesa está llena.",
        "err.not_away": "Ese asiento no está desconectado.",
        "err.bad_secret": "Esta mesa no te reconoce: pide una invitación nueva.",
        "err.offline": "No hay conexión con el anfitrión.",
        "err.not_your_seat": "Solo puedes jugar por tu asiento.",
        "net.build_mismatch": "Estos móviles tienen versiones distintas de Sobremesa. Recargad "
        "la aplicación en los dos para tener la misma versión y volved a invitar.",
        "net.host_silent": "El anfitrión no responde. Esperando a que vuelva…",
        "net.bad_view": "El móvil del anfitrión envió una partida que este móvil no entiende; "
        "se queda con lo último que recibió bien. Si se repite, recargad los dos móviles.",
        "err.build_mismatch": "Los móviles tienen versiones distintas de Sobremesa: recargad "
        "la aplicación en los dos.",
        "err.rate_limited": "Demasiados mensajes seguidos: espera un momento.",
        "err.checking": "El anfitrión aún está comprobando tu jugada anterior.",
        "err.moved_on": "La mesa siguió adelante mientras se comprobaba tu jugada.",
        "err.input_rate_limited": "Demasiados movimientos seguidos: espera un momento.",
        "err.not_started": "La partida aún no ha empezado.",
        "err.no_seat": "Aún no tienes asiento en esta mesa.",
        "err.already_seated": "Ya tienes asiento en esta mesa.",
        "err.not_local": "Ese asiento juega en otro móvil.",
        "err.replaced": "Tu asiento se ha pasado a otra conexión.",
        "err.bad_seq": "Un mensaje llegó fuera de orden y se descartó.",
        "err.garbage": "Llegó un mensaje ilegible y se descartó.",
        "err.too_big": "Llegó un mensaje demasiado grande y se descartó.",
        "err.too_deep": "Llegó un mensaje demasiado anidado y se descartó.",
        "err.version": "El otro móvil tiene otra versión de Sobremesa.",
        "err.unknown_type": "Llegó un mensaje desconocido y se descartó.",
        "err.bad_field": "Llegó un mensaje mal formado y se descartó.",
        "err.unknown_peer": "Llegó un mensaje de una conexión cerrada.",
        "err.internal": "El anfitrión no pudo atender esa jugada.",
    },
    "en": {
        "net.invite": "Invite phones",
        "net.invite_more": "Invite another phone",
        "net.lobby": "{game}: shared table",
        "net.art_host": "Host",
        "net.art_guest": "Guest",
        "net.step_done": "✓ done",
        "net.copied": "Copied ✓",
        "net.copied_hint": "Copied: paste it into a message.",
        "net.copy_refused": "The browser would not copy: press and hold the text to copy it "
        "by hand.",
        "net.new_invite": "Make a new invitation",
        "net.step1_title": "Show this QR to your guest",
        "net.step1_text": "They point their phone's camera at it and open the link.",
        "net.step1_far": "Not next to you? Send them the link:",
        "net.step2_title": "Scan their answer",
        "net.step2_text": "Their phone then shows a QR of its own: tap “Scan the answer” and "
        "point at it.",
        "net.step2_paste": "Or paste the answer code they send you:",
        "net.invite_again": "Invite again",
        "net.invite_again_who": "Invite again: {name}",
        "net.start_away": "{name} is disconnected: invite them again or remove them from the "
        "table.",
        "net.confirm_start": "Nobody has joined with the open invitation yet. Start without that "
        "guest?",
        "net.keep_waiting": "Keep waiting",
        "net.start_anyway": "Start without them",
        "net.rejoin_title": "To get back to the table",
        "net.rejoin_ask": "Ask the host to invite {name} again: a new invitation appears on "
        "their phone.",
        "net.rejoin_open": "Scan its QR here (or with your phone's camera), or paste its link.",
        "net.scan_invite": "Scan the new invitation",
        "net.paste_invite": "The new invitation link",
        "net.paste_invite_hint": "Sent to you in a message? Paste the link:",
        "net.open_invite": "Open the invitation",
        "net.guest1_title": "You opened the invitation",
        "net.guest1_text": "The host showed you a QR and your camera opened its link.",
        "net.guest2_title": "Join, then show your answer",
        "net.guest2_text": "Type your name and tap Join: a QR appears for the host to scan.",
        "net.answer_far": "Not next to you? Send them this link (Copy or Share), or the code:",
        "p2p.code_empty": "There is no code here: paste or scan one.",
        "p2p.code_not_ours": "This is not a Sobremesa code.",
        "p2p.code_short": "This code is incomplete: copy all of it.",
        "p2p.code_incomplete": "This code is incomplete: copy all of it.",
        "p2p.code_version": "This code comes from another version of Sobremesa: update both "
        "phones.",
        "p2p.code_damaged": "This code is damaged: copy it again, or scan the QR code.",
        "p2p.code_is_invitation": "That is an invitation, not an answer: scan the guest's code.",
        "p2p.code_is_answer": "That is an answer code: open the host's invitation instead.",
        "p2p.code_unusable": "This invitation cannot be used: ask for a new one.",
        "p2p.answer_taken": "This invitation already took an answer: make a new one.",
        "p2p.invite_used": "That is the invitation you already used: ask for a new one.",
        "p2p.no_network": "No network: join the same Wi-Fi or hotspot.",
        "p2p.no_connection": "your two networks do not let these phones reach each other. "
        "Join the same Wi-Fi, or one phone's hotspot, or set a relay (TURN) in the network "
        "settings, then try a new invitation.",
        "p2p.bad_relay": "the relay (TURN) in the network settings cannot be used: check its "
        "address.",
        "net.slow": "Not connected yet. If the host already has your answer, your networks do "
        "not let the phones reach each other: use the same Wi-Fi or one phone's hotspot, or "
        "the host sets a relay in its network settings. If not, send it to them: this keeps "
        "waiting.",
        "net.answer_delivered": "Answer delivered to the invitation waiting in another tab: go "
        "back to it (you can close this one).",
        "net.answer_nobody": "No invitation in this browser waits for this answer: open it in "
        "the browser you invited from, or paste the code there.",
        "p2p.not_open": "The connection is not open.",
        "p2p.no_webrtc": "this browser cannot connect phones to each other (it has no WebRTC).",
        "p2p.unknown": "something went wrong with the connection: try a new invitation.",
        "net.no_webrtc": "This browser cannot connect phones (it has no WebRTC). Play on one "
        "phone, or open Sobremesa in Safari, Chrome or Firefox.",
        "scan.no_camera_api": "This browser cannot use the camera here: paste the code or "
        "open the link.",
        "scan.denied": "Camera permission was denied. Allow the camera in the browser's settings, "
        "or paste the code.",
        "scan.no_camera": "This phone has no camera: paste the code or open the link.",
        "scan.busy": "Another app is using the camera. Close it and try again.",
        "scan.ended": "The camera stopped. Scan again.",
        "scan.failed": "The camera could not start: paste the code or open the link.",
        "net.qr_invite": "Invitation QR code",
        "net.qr_answer": "Your answer QR code",
        "net.preparing": "Preparing the invitation…",
        "net.link": "Invitation link",
        "net.copy": "Copy",
        "net.share": "Share",
        "net.answer": "Guest's answer code",
        "net.connect": "Connect",
        "net.scan": "Scan the answer",
        "net.connecting": "Connecting…",
        "net.connected": "connected",
        "net.away": "disconnected",
        "net.here": "on this phone",
        "net.bot": "bot",
        "net.start": "Start the game",
        "net.reinvite": "Invite {name} again",
        "net.remove": "Remove {name} from the table",
        "net.guests": "Guests: hand to a bot or remove",
        "net.to_bot": "Let a bot play for {name}",
        "net.waiting_for": "Waiting for {name}: disconnected.",
        "net.join_title": "You're invited to a Sobremesa table",
        "net.your_name": "Your name",
        "net.join": "Join",
        "net.watch": "Just watch",
        "net.display": "Table display",
        "net.watch_hint": "Watch the game without a seat: you see the table, never a hand.",
        "net.watchers": "Watching: {names}",
        "net.watcher_away": "{name} (disconnected)",
        "net.remove_watcher": "Stop {name} watching",
        "net.you_watch": "You are watching: you see what the table shows everyone.",
        "net.answer_title": "Show this to the person who invited you",
        "net.answer_hint": "They tap “Scan the answer” on their phone and point it at this QR.",
        "net.your_code": "Your answer code",
        "net.joined": "Connected. Waiting for the game to start…",
        "net.lost": "The connection to the host was lost. Ask the host for a new "
        "invitation and open it: you will get your seat and hand back.",
        "net.rejoin_hint": "If you were already at this table, you get your seat back.",
        "net.used": "You already used this invitation (each one works once). A new one "
        "gets you your seat and hand back.",
        "net.failed": "Could not connect: {error}",
        "net.seats": "Seats",
        "err.seat_empty": "A guest has not connected yet.",
        "err.table_full": "The table is full.",
        "err.not_away": "That seat is not disconnected.",
        "err.bad_secret": "This table does not know you: ask for a new invitation.",
        "err.offline": "Not connected to the host.",
        "err.not_your_seat": "You can only play your own seat.",
        "net.build_mismatch": "These phones have different versions of Sobremesa. Reload the "
        "app on both so that they run the same version, then invite again.",
        "net.host_silent": "The host is not answering. Waiting for it to come back…",
        "net.bad_view": "The host's phone sent a game this phone cannot read; it keeps the "
        "last one it understood. If this goes on, reload both phones.",
        "err.build_mismatch": "The phones run different versions of Sobremesa: reload the app "
        "on both.",
        "err.rate_limited": "Too many messages at once: wait a moment.",
        "err.checking": "The host is still checking your last move.",
        "err.moved_on": "The table moved on while your move was being checked.",
        "err.input_rate_limited": "Too many movements at once: wait a moment.",
        "err.not_started": "The game has not started yet.",
        "err.no_seat": "You have no seat at this table yet.",
        "err.already_seated": "You already have a seat at this table.",
        "err.not_local": "That seat plays on another phone.",
        "err.replaced": "Your seat moved to another connection.",
        "err.bad_seq": "A message arrived out of order and was dropped.",
        "err.garbage": "An unreadable message arrived and was dropped.",
        "err.too_big": "A message too large arrived and was dropped.",
        "err.too_deep": "A message nested too deeply arrived and was dropped.",
        "err.version": "The other phone runs another version of Sobremesa.",
        "err.unknown_type": "An unknown message arrived and was dropped.",
        "err.bad_field": "A malformed message arrived and was dropped.",
        "err.unknown_peer": "A message came from a closed connection.",
        "err.internal": "The host could not handle that move.",
    },
}


def _step_art(step: int, t: Translator) -> str:
    """A small drawing of one step: the host's phone on the left, the guest's on the right;
    the phone showing a QR code points at the other one's camera. Drawn here (no image file),
    so it is crisp at any size and its two labels are in the player's language."""

    def phone(x: int, label: str, shows_qr: bool) -> str:
        parts = [
            f'<rect x="{x}" y="6" width="64" height="100" rx="10" class="art-phone"/>',
            f'<rect x="{x + 6}" y="16" width="52" height="78" rx="4" class="art-screen"/>',
        ]
        if shows_qr:
            cells = []
            for r in range(7):
                for c in range(7):
                    finder = (r < 2 and c < 2) or (r < 2 and c > 4) or (r > 4 and c < 2)
                    if finder or (r * 3 + c * 5 + r * c) % 4 == 0:
                        cells.append(
                            f'<rect x="{x + 11 + c * 6}" y="{34 + r * 6}" width="6" height="6"/>'
                        )
            parts.append(f'<rect x="{x + 9}" y="32" width="46" height="46" class="art-paper"/>')
            parts.append(f'<g class="art-qr">{"".join(cells)}</g>')
        else:
            box = f"M{x + 14} 42v-8h8 M{x + 42} 34h8v8 M{x + 50} 70v8h-8 M{x + 22} 78h-8v-8"
            parts.append(f'<path d="{box}" class="art-finder"/>')
            parts.append(f'<circle cx="{x + 32}" cy="56" r="6" class="art-lens"/>')
        parts.append(
            f'<text x="{x + 32}" y="124" text-anchor="middle" class="art-label">{esc(label)}</text>'
        )
        return "".join(parts)

    host, guest = t("net.art_host"), t("net.art_guest")
    arrow = (
        '<path d="M96 56h64 m-10 -8l10 8l-10 8" class="art-arrow"/>'
        if step == 1
        else '<path d="M160 56h-64 m10 -8l-10 8l10 8" class="art-arrow"/>'
    )
    return (
        '<svg class="step-art" viewBox="0 0 256 132" aria-hidden="true" focusable="false">'
        + phone(24, host, step == 1)
        + arrow
        + phone(168, guest, step == 2)
        + "</svg>"
    )


def step(n: int, title: str, text: str, body: str, t: Translator, state: str = "") -> str:
    """One numbered step of the guide: its drawing, what to do, and its controls."""
    cls = f"step {state}".strip()
    done = f' <span class="step-done">{esc(t("net.step_done"))}</span>' if state == "done" else ""
    return (
        f'<li class="{cls}"><div class="step-head"><span class="step-no" aria-hidden="true">{n}'
        f"</span><h3>{esc(title)}{done}</h3></div>"
        + ("" if state == "done" else _step_art(n, t))
        + f'<p class="hint">{esc(text)}</p>{body}</li>'
    )


def copy_row(text: str, key: str, copied: str, t: Translator) -> str:
    """Copy (which says "Copied" for a moment, or that the browser refused) and Share (shown
    only where the browser can share)."""
    label = t("net.copied") if copied == "copied" else t("net.copy")
    row = (
        '<div class="actions copy-row">'
        + button(label, COPY, cls="ghost", data={"copy": text}, key=f"copy-{key}")
        + button(t("net.share"), SHARE, cls="ghost share", data={"share": text}, key=f"share-{key}")
        + "</div>"
    )
    if copied == "copied":
        row += f'<p class="ok-line" role="status">{esc(t("net.copied_hint"))}</p>'
    elif copied == "refused":
        row += f'<p class="error" role="alert">{esc(t("net.copy_refused"))}</p>'
    return row


def paste_field(value: str, name: str, label: str, rows: int) -> str:
    """Where a code from the other phone is pasted (the guest's answer on the host, the host's
    invitation on a guest): a code, so the keyboard neither corrects nor capitalises it."""
    return field(
        "textarea",
        value,
        name=name,
        rows=rows,
        aria_label=label,
        placeholder=label,
        autocomplete="off",
        autocapitalize="off",
        spellcheck="false",
        class_="code",
    )


def p2p_error(code: str, message: str, t: Translator) -> str:
    """A connection problem in the player's language. A reason this app has no words for (a
    browser's own exception, in its own language) is logged for whoever debugs, never shown."""
    if code and t.has(f"p2p.{code}"):
        return t(f"p2p.{code}")
    if message:
        log.warning("connection failed: %s (%s)", message, code or "no code")
    return t("p2p.unknown")


def failure(code: str, message: str, t: Translator) -> str:
    text = t("net.failed", error=p2p_error(code, message, t))
    return f'<p class="error" role="alert">{esc(text)}</p>'


def render_invite(invite: Invite, t: Translator) -> str:
    """The two steps on the host's phone: show the invitation (QR, or the link to copy or
    share), then take the guest's answer (scan its QR, or paste it)."""
    if invite.status == "preparing":
        return (
            f'<div class="invite card-panel"><p role="status">{esc(t("net.preparing"))}</p></div>'
        )
    if invite.spent or not invite.link:  # no invitation could be made, or it connects no more
        again = (
            button(t("net.new_invite"), INVITE, cls="primary", key="new-invite")
            if invite.seat is None
            else button(t("net.new_invite"), REINVITE, invite.seat, cls="primary", key="new-invite")
        )
        return (
            '<div class="invite card-panel">'
            + failure(invite.error_code, invite.error, t)
            + again
            + "</div>"
        )
    qr = f'<div class="qr">{invite.qr}</div>' if invite.qr else ""
    link = field(
        "input",
        type="text",
        readonly=True,
        value=invite.link,
        aria_label=t("net.link"),
        class_="code",
    )
    one = step(
        1,
        t("net.step1_title"),
        t("net.step1_text"),
        qr
        + f'<p class="hint fallback">{esc(t("net.step1_far"))}</p>'
        + link
        + copy_row(invite.link, "link", invite.copied, t),
        t,
        "current" if invite.status == "waiting" else "",
    )
    answer = paste_field(invite.answer, ANSWER_CODE.name, t("net.answer"), rows=4)
    status = ""
    if invite.status == "connecting":
        status = f'<p class="hint" role="status">{esc(t("net.connecting"))}</p>'
    elif invite.error or invite.error_code:
        status = failure(invite.error_code, invite.error, t)
    two = step(
        2,
        t("net.step2_title"),
        t("net.step2_text"),
        button(t("net.scan"), SCAN, cls="primary big", key="scan")
        + '<div class="scanner" data-island hidden><video playsinline muted></video></div>'
        + f'<p class="hint fallback">{esc(t("net.step2_paste"))}</p>'
        + answer
        + '<div class="actions">'
        + button(t("net.connect"), ANSWER, cls="ghost", key="connect")
        + "</div>"
        + status,
        t,
        "current" if invite.status in ("connecting", "failed") else "",
    )
    return f'<div class="invite card-panel"><ol class="steps">{one}{two}</ol></div>'


def _seat_list(party: HostParty, t: Translator) -> str:
    """Who is at the table. Before the game a guest or a bot can be sent away from here, and a
    guest whose phone dropped (it reloaded, say) invited again."""
    items = []
    for i, seat in enumerate(party.host.lobby()["seats"]):
        if seat["kind"] == "remote":
            state = t("net.connected") if seat["connected"] else t("net.away")
        else:
            state = t("net.bot") if seat["kind"] == "bot" else t("net.here")
        controls = ""
        if seat["kind"] == "remote" and not seat["connected"]:
            controls += button(
                t("net.invite_again"),
                REINVITE,
                i,
                cls="ghost small",
                aria_label=t("net.invite_again_who", name=seat["name"]),
                key=f"reinvite-{i}",
            )
        if seat["kind"] != "human":
            label = t("net.remove", name=seat["name"])
            controls += button(
                "✕", REMOVE_GUEST, i, cls="icon small", aria_label=label, key=f"remove-guest-{i}"
            )
        items.append(
            f'<li class="{"seat-away" if state == t("net.away") else ""}"><span><strong>'
            f"{esc(seat['name'])}</strong> · {esc(state)}</span>"
            + (f'<span class="seat-controls">{controls}</span>' if controls else "")
            + "</li>"
        )
    return f'<ul class="lobby-seats" aria-label="{esc(t("net.seats"))}">{"".join(items)}</ul>'


def watchers_line(lobby: dict[str, Any] | None, t: Translator) -> str:
    """Who watches the table without a seat, on every phone at it (empty when nobody does)."""
    watchers = (lobby or {}).get("watchers") or []
    if not watchers:
        return ""
    names = ", ".join(
        w["name"] if w["connected"] else t("net.watcher_away", name=w["name"]) for w in watchers
    )
    return f'<p class="watchers hint" role="status">{esc(t("net.watchers", names=names))}</p>'


def _watcher_controls(party: HostParty, t: Translator) -> str:
    """On the host's lobby, one small button per watcher to send it away: places are few
    (MAX_WATCHERS), and phones that watch and then idle must not hold them all."""
    watchers = party.host.lobby()["watchers"]
    if not watchers:
        return ""
    buttons = "".join(
        button(
            t("net.remove_watcher", name=w["name"]),
            REMOVE_WATCHER,
            i,
            cls="ghost small",
            key=f"remove-watcher-{i}",
        )
        for i, w in enumerate(watchers)
    )
    return f'<div class="actions lobby-watchers">{buttons}</div>'


def _mismatch(party: HostParty, t: Translator) -> str:
    """A phone on another build tried to join: say what to do, in this phone's language."""
    if not party.mismatch:
        return ""
    return f'<p class="error mismatch" role="alert">{esc(t("net.build_mismatch"))}</p>'


def _start_row(party: HostParty, t: Translator) -> str:
    """Back to the set-up, and Start: disabled, saying why, while the game cannot start (too
    few players, a guest away); with an invitation still open, a tap asks first."""
    problem = party.blocker()
    reason = ""
    if problem is not None:
        err = problem.to_dict()
        if err["code"] == "seat_empty":
            reason = t("net.start_away", name=err["params"].get("name", ""))
        else:
            reason = t.error(err)
    start = button(
        t("net.start"),
        START_PARTY,
        cls="primary",
        disabled=problem is not None,
        key="start-party",
    )
    parts = []
    if party.confirm_start and party.open_invite is not None and problem is None:
        parts.append(
            '<div class="confirm card-panel" role="alertdialog" aria-labelledby="confirm-q">'
            f'<p id="confirm-q">{esc(t("net.confirm_start"))}</p><div class="actions">'
            + button(t("net.keep_waiting"), KEEP_WAITING, cls="ghost", key="keep-waiting")
            + button(
                t("net.start_anyway"), START_PARTY, "anyway", cls="primary", key="start-anyway"
            )
            + "</div></div>"
        )
        start = ""
    parts.append(
        '<div class="actions lobby-nav">'
        + button(t("setup.back"), LOBBY_BACK, cls="ghost", key="lobby-back")
        + start
        + "</div>"
    )
    if reason:
        parts.append(f'<p class="hint start-reason" id="start-reason">{esc(reason)}</p>')
    return "".join(parts)


def _teams(party: HostParty, t: Translator) -> str:
    """Who plays with whom, guests included (each joins the smallest team as it sits down)."""
    game = get_game(party.host.game_id)
    seats = party.host.lobby()["seats"]
    tg = t.for_game(game.id)
    fields = [
        setup.teams_fields(option, party.host.options.get(option.name), seats, tg)
        for option in game.options
        if isinstance(option, Teams)
    ]
    if not fields:
        return ""
    return f'<form class="seats lobby-teams" onsubmit="return false">{"".join(fields)}</form>'


def render_lobby(party: HostParty, t: Translator) -> str:
    game = get_game(party.host.game_id).title
    parts = [
        '<section class="lobby">',
        f"<h2>{esc(t('net.lobby', game=game))}</h2>",
        _seat_list(party, t),
        _teams(party, t),
        watchers_line(party.host.lobby(), t),
        _watcher_controls(party, t),
        _mismatch(party, t),
    ]
    invite = party.open_invite
    if invite is not None:
        parts.append(render_invite(invite, t))
    else:
        parts.append(button(t("net.invite_more"), INVITE, cls="ghost", key="invite-more"))
    parts.append(_start_row(party, t) + "</section>")
    return "".join(parts)


def render_guests(party: HostParty, t: Translator, names: list[str]) -> str:
    """During a game, on the host: any guest's seat can go to a bot, or the guest be removed
    (a guest who never acts must not stall the table)."""
    guests = [i for i, s in enumerate(party.host.seats) if s.kind == "remote"]
    if not guests:
        return ""
    rows = "".join(
        f'<li><strong>{esc(names[i])}</strong><div class="actions">'
        + button(t("net.to_bot", name=names[i]), BOT_SEAT, i, cls="ghost small", key=f"bot-{i}")
        + button(t("net.remove", name=names[i]), REMOVE_GUEST, i, cls="ghost small", key=f"out-{i}")
        + "</div></li>"
        for i in guests
    )
    return (
        f'<details class="guests card-panel"><summary>{esc(t("net.guests"))}</summary>'
        f'<ul class="guest-list">{rows}</ul></details>'
    )


def render_away(party: HostParty, t: Translator, names: list[str]) -> str:
    """During a game, on the host: bring back a guest who dropped, or let a bot sit in."""
    away = party.away()
    if not away:
        return render_guests(party, t, names)
    parts = ['<div class="away card-panel">', _mismatch(party, t)]
    for seat in away:
        name = names[seat]
        parts.append(
            f'<p role="status">{esc(t("net.waiting_for", name=name))}</p>'
            '<div class="actions">'
            + button(t("net.reinvite", name=name), REINVITE, seat, cls="ghost")
            + button(t("net.to_bot", name=name), BOT_SEAT, seat, cls="ghost")
            + "</div>"
        )
    invite = party.open_invite
    if invite is not None and invite.seat in away:
        parts.append(render_invite(invite, t))
    parts.append("</div>")
    return "".join(parts)
