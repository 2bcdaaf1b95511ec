"""Several phones at one table: the host's lobby and invitations, the guest's join screens.

Codes travel as a QR code, a link (Web Share or copy) and plain text to paste: whichever the
two phones can manage. The guest's answer comes back the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games import get_game
from sobremesa_web.html import button, esc, field
from sobremesa_web.i18n import Translator

if TYPE_CHECKING:
    from sobremesa_web.multi import GuestVisit, HostParty, Invite

STRINGS = {
    "es": {
        "net.invite": "Invitar móviles",
        "net.invite_more": "Invitar otro móvil",
        "net.lobby": "{game}: mesa compartida",
        "net.lobby_hint": "Cada invitado abre el enlace o escanea el código con su móvil, "
        "y te enseña su código de respuesta.",
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
        "net.answer_title": "Enséñale esto a quien te invitó",
        "net.answer_hint": "Que escanee el código o pegue este texto en su móvil.",
        "net.your_code": "Tu código de respuesta",
        "net.joined": "Conectado. Esperando a que empiece la partida…",
        "net.lost": "Se perdió la conexión con el anfitrión. Pídele una invitación nueva "
        "y ábrela: recuperarás tu asiento y tu mano.",
        "net.rejoin_hint": "Si ya estabas en esta mesa, recuperarás tu asiento.",
        "net.used": "Ya usaste esta invitación. Si el anfitrión te ve desconectado, pídele "
        "una nueva y ábrela: recuperarás tu asiento y tu mano.",
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
        "net.lobby_hint": "Each guest opens the link or scans the code on their phone, "
        "then shows you their answer code.",
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
        "net.answer_title": "Show this to the person who invited you",
        "net.answer_hint": "They scan the code, or paste this text on their phone.",
        "net.your_code": "Your answer code",
        "net.joined": "Connected. Waiting for the game to start…",
        "net.lost": "The connection to the host was lost. Ask the host for a new "
        "invitation and open it: you will get your seat and hand back.",
        "net.rejoin_hint": "If you were already at this table, you get your seat back.",
        "net.used": "You already used this invitation. If the host sees you as "
        "disconnected, ask for a new one and open it: you get your seat and hand back.",
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


def render_invite(invite: Invite, t: Translator) -> str:
    """The QR code, the link to share or copy, and where to paste the guest's answer."""
    if invite.status == "preparing":
        return f'<div class="invite card-panel"><p>{esc(t("net.preparing"))}</p></div>'
    parts = ['<div class="invite card-panel">']
    if invite.qr:
        parts.append(f'<div class="qr">{invite.qr}</div>')
    link = field(
        "input",
        type="text",
        readonly=True,
        value=invite.link,
        aria_label=t("net.link"),
        class_="code",
    )
    answer = field(
        "textarea",
        name="answer",
        rows=3,
        aria_label=t("net.answer"),
        placeholder=t("net.answer"),
        autocomplete="off",
        spellcheck="false",
    )
    parts.append(
        link
        + '<div class="actions">'
        + button(t("net.copy"), "copy", cls="ghost", data={"copy": invite.link})
        + button(t("net.share"), "share", cls="ghost share", data={"share": invite.link})
        + "</div>"
    )
    parts.append(
        answer
        + '<div class="actions">'
        + button(t("net.scan"), "scan", cls="ghost")
        + button(t("net.connect"), "answer", cls="primary")
        + "</div>"
    )
    if invite.status == "connecting":
        parts.append(f'<p class="hint" role="status">{esc(t("net.connecting"))}</p>')
    if invite.error:
        parts.append(
            f'<p class="error" role="alert">{esc(t("net.failed", error=invite.error))}</p>'
        )
    parts.append('<div class="scanner" data-island hidden><video playsinline muted></video></div>')
    parts.append("</div>")
    return "".join(parts)


def _seat_list(party: HostParty, t: Translator) -> str:
    """Who is at the table; a guest or a bot can be sent away from here before the game."""
    items = []
    for i, seat in enumerate(party.host.lobby()["seats"]):
        if seat["kind"] == "remote":
            state = t("net.connected") if seat["connected"] else t("net.away")
        else:
            state = t("net.bot") if seat["kind"] == "bot" else t("net.here")
        remove = ""
        if seat["kind"] != "human":
            label = t("net.remove", name=seat["name"])
            remove = button(
                "✕", "remove-guest", i, cls="icon small", aria_label=label, key=f"remove-guest-{i}"
            )
        items.append(f"<li><strong>{esc(seat['name'])}</strong> · {esc(state)} {remove}</li>")
    return f'<ul class="players-strip" aria-label="{esc(t("net.seats"))}">{"".join(items)}</ul>'


def _mismatch(party: HostParty, t: Translator) -> str:
    """A phone on another build tried to join: say what to do, in this phone's language."""
    if not party.mismatch:
        return ""
    return f'<p class="error mismatch" role="alert">{esc(t("net.build_mismatch"))}</p>'


def render_guest_status(visit: GuestVisit, t: Translator) -> str:
    """During a game, on a guest: the host is gone, silent, or on another build."""
    if visit.mismatch:
        return f'<p class="error mismatch" role="alert">{esc(t("net.build_mismatch"))}</p>'
    if visit.status == "closed":
        return f'<p class="error" role="alert">{esc(t("net.lost"))}</p>'
    if visit.host_silent:
        return f'<p class="away-line host-silent" role="status">{esc(t("net.host_silent"))}</p>'
    if visit.guest.bad_view is not None:
        return f'<p class="error bad-view" role="alert">{esc(t("net.bad_view"))}</p>'
    return ""


def render_lobby(party: HostParty, t: Translator) -> str:
    game = get_game(party.host.game_id).title
    parts = [
        '<section class="lobby">',
        f"<h2>{esc(t('net.lobby', game=game))}</h2>",
        f'<p class="hint">{esc(t("net.lobby_hint"))}</p>',
        _seat_list(party, t),
        _mismatch(party, t),
    ]
    invite = party.open_invite
    if invite is not None:
        parts.append(render_invite(invite, t))
    else:
        parts.append(button(t("net.invite_more"), "invite", cls="ghost"))
    parts.append(
        '<div class="actions">'
        + button(t("setup.back"), "home", cls="ghost")
        + button(t("net.start"), "start-party", cls="primary")
        + "</div></section>"
    )
    return "".join(parts)


def render_guests(party: HostParty, t: Translator, names: list[str]) -> str:
    """During a game, on the host: any guest's seat can go to a bot, or the guest be removed
    (a guest who never acts must not stall the table)."""
    guests = [i for i, s in enumerate(party.host.seats) if s.kind == "remote"]
    if not guests:
        return ""
    rows = "".join(
        f'<li><strong>{esc(names[i])}</strong><div class="actions">'
        + button(t("net.to_bot", name=names[i]), "bot-seat", i, cls="ghost small", key=f"bot-{i}")
        + button(
            t("net.remove", name=names[i]), "remove-guest", i, cls="ghost small", key=f"out-{i}"
        )
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
            + button(t("net.reinvite", name=name), "reinvite", seat, cls="ghost")
            + button(t("net.to_bot", name=name), "bot-seat", seat, cls="ghost")
            + "</div>"
        )
    invite = party.open_invite
    if invite is not None and invite.seat in away:
        parts.append(render_invite(invite, t))
    parts.append("</div>")
    return "".join(parts)


def render_join(visit: GuestVisit, t: Translator) -> str:
    parts = ['<section class="join">', f"<h2>{esc(t('net.join_title'))}</h2>"]
    if visit.status in ("name", "failed"):
        name = field(
            "input",
            type="text",
            name="guest-name",
            value=visit.name,
            maxlength=24,
            aria_label=t("net.your_name"),
            placeholder=t("net.your_name"),
            autocomplete="name",
        )
        parts.append(
            f'<form class="seats" onsubmit="return false">{name}</form>'
            f'<p class="hint">{esc(t("net.used" if visit.used_before else "net.rejoin_hint"))}</p>'
            + button(t("net.join"), "join", cls="primary big")
        )
        if visit.error == "name":
            parts.append(f'<p class="error" role="alert">{esc(t("err.bad_name"))}</p>')
        elif visit.error:
            parts.append(
                f'<p class="error" role="alert">{esc(t("net.failed", error=visit.error))}</p>'
            )
    elif visit.status == "preparing":
        parts.append(f'<p role="status">{esc(t("net.preparing"))}</p>')
    elif visit.status == "answer":
        parts.append(
            f"<h3>{esc(t('net.answer_title'))}</h3>"
            f'<div class="qr">{visit.qr}</div>'
            f'<p class="hint">{esc(t("net.answer_hint"))}</p>'
            + field(
                "textarea",
                visit.code,
                readonly=True,
                rows=3,
                aria_label=t("net.your_code"),
                class_="code",
            )
            + button(t("net.copy"), "copy", cls="ghost", data={"copy": visit.code})
        )
    elif visit.status == "open" and visit.host_silent:
        parts.append(f'<p role="status">{esc(t("net.host_silent"))}</p>')
    elif visit.status == "open" and visit.guest.bad_view is not None:
        parts.append(f'<p class="error bad-view" role="alert">{esc(t("net.bad_view"))}</p>')
    elif visit.status == "open":
        parts.append(f'<p role="status">{esc(t("net.joined"))}</p>')
    elif visit.mismatch:
        parts.append(f'<p class="mismatch" role="alert">{esc(t("net.build_mismatch"))}</p>')
    else:
        parts.append(f'<p role="alert">{esc(t("net.lost"))}</p>')
    parts.append(button(t("game.home"), "home", cls="ghost") + "</section>")
    return "".join(parts)
