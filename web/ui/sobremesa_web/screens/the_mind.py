"""The Mind's table, made for a phone in one hand: one big "play" for your lowest card.

The pile, the level, lives and stars and everyone's card count stay in view; a mistake or a
star says plainly which cards went, from whom, until the table is ready again.
"""

from __future__ import annotations

from typing import Any

from sobremesa_web.contract import Regions, Screen, Standing, Standings
from sobremesa_web.html import act, attrs, esc
from sobremesa_web.i18n import Translator

STRINGS = {
    "es": {
        "blurb": "Cooperativo, en tiempo real: jugad en orden sin hablar.",
        "err.not_in_hand": "No tienes el {card}.",
        "mind.level": "Nivel {level}/{levels}",
        "mind.lives": "Vidas: {n}",
        "mind.stars": "Estrellas: {n}",
        "mind.pile": "Pila",
        "mind.pile_empty": "Aún no se ha jugado ninguna carta en este nivel.",
        "mind.top": "Última carta: {card}",
        "mind.hand": "Tu mano",
        "mind.others": "Las manos de los demás",
        "mind.card": "Tu carta {card}",
        "mind.pile_cards": "Pila de este nivel: {cards}",
        "mind.play": "Jugar mi {card}",
        "mind.ready": "Estoy listo (mano en la mesa)",
        "mind.waiting_ready": "Esperando a que todos estén listos…",
        "mind.concentrate": "Concentraos: cuando todos estén listos, empieza el juego.",
        "mind.playing": "¡A jugar! Sin hablar.",
        "mind.pause": "Pausa",
        "mind.propose_star": "Proponer estrella ★",
        "mind.accept_star": "Aceptar la estrella",
        "mind.refuse_star": "Rechazar la estrella",
        "mind.star_asked": "{name} propone usar una estrella: todos descartan su carta más baja.",
        "mind.star_waiting": "Esperando los votos…",
        "mind.cards": "{n} cartas",
        "mind.cards.one": "{n} carta",
        "mind.is_ready": "listo",
        "mind.not_ready": "no listo",
        "mind.no_cards": "Te has quedado sin cartas: espera a los demás.",
        "mind.mistake": "¡Error! {name} jugó el {card}: perdéis una vida.",
        "mind.discarded_by": "{name} descarta {cards}",
        "mind.star_used": "Estrella usada: cada uno descarta su carta más baja.",
        "mind.star_refused": "{name} rechaza la estrella.",
        "mind.paused": "{name} ha pedido una pausa.",
        "mind.level_complete": "¡Nivel {level} superado!",
        "mind.reward.star": "Recompensa: una estrella.",
        "mind.reward.life": "Recompensa: una vida.",
        "mind.reward.capped": "(ya teníais el máximo)",
        "mind.discarded": "Descartadas en este nivel",
        "mind.won": "¡Habéis superado todos los niveles!",
        "mind.lost": "Sin vidas: la partida termina en el nivel {level}.",
        "err.not_lowest": "Solo puedes jugar tu carta más baja ({card}).",
        "err.not_playing": "Aún no: esperad a que todos estén listos.",
        "err.vote_pending": "Espera: se está votando una estrella.",
        "err.no_stars": "No quedan estrellas.",
        "err.no_cards": "No te quedan cartas.",
        "howto.goal": "Juntos, jugad todas vuestras cartas en una sola pila, en orden "
        "creciente, sin hablar.",
        "howto.play": "No hay turnos: cuando sientas que es el momento, juega tu carta más "
        "baja (el botón Jugar).",
        "howto.mistake": "Si alguien tenía una carta más baja, es un error: perdéis una vida "
        "y se descartan todas las cartas más bajas.",
        "howto.ready": "Antes de cada nivel, y tras un error o una pausa, todos ponéis la "
        "mano en la mesa (Estoy listo). Cualquiera puede pedir una pausa.",
        "howto.star": "Estrella: cualquiera puede proponerla; si todos aceptan, cada uno "
        "descarta su carta más baja.",
        "howto.levels": "Superad todos los niveles para ganar; algunos dan de recompensa una "
        "vida o una estrella.",
        "log.played": "{name} juega {card}",
        "log.mistake": "Error: se pierde una vida",
        "log.paused": "{name} pide una pausa",
        "log.star_used": "Se usa una estrella",
        "log.star_refused": "{name} rechaza la estrella",
        "log.star_proposed": "{name} propone una estrella",
        "log.level_complete": "Nivel {level} superado",
        "mind.table": "Toda la mesa",
        "mind.reached": "Nivel {level} de {levels} · {lives}",
        "mind.lives_left": "quedan {n} vidas",
        "mind.lives_left.one": "queda 1 vida",
    },
    "en": {
        "blurb": "Cooperative, in real time: play in order without talking.",
        "err.not_in_hand": "You do not hold the {card}.",
        "mind.level": "Level {level}/{levels}",
        "mind.lives": "Lives: {n}",
        "mind.stars": "Stars: {n}",
        "mind.pile": "Pile",
        "mind.pile_empty": "No card played yet this level.",
        "mind.top": "Top card: {card}",
        "mind.hand": "Your hand",
        "mind.others": "The others' hands",
        "mind.card": "Your card {card}",
        "mind.pile_cards": "Pile this level: {cards}",
        "mind.play": "Play my {card}",
        "mind.ready": "I'm ready (hand on the table)",
        "mind.waiting_ready": "Waiting for everyone to be ready…",
        "mind.concentrate": "Concentrate: play starts when everyone is ready.",
        "mind.playing": "Play! No talking.",
        "mind.pause": "Pause",
        "mind.propose_star": "Propose a star ★",
        "mind.accept_star": "Accept the star",
        "mind.refuse_star": "Refuse the star",
        "mind.star_asked": "{name} proposes a throwing star: everyone discards their lowest card.",
        "mind.star_waiting": "Waiting for the votes…",
        "mind.cards": "{n} cards",
        "mind.cards.one": "{n} card",
        "mind.is_ready": "ready",
        "mind.not_ready": "not ready",
        "mind.no_cards": "Your hand is empty: wait for the others.",
        "mind.mistake": "Mistake! {name} played {card}: you lose a life.",
        "mind.discarded_by": "{name} discards {cards}",
        "mind.star_used": "Star used: everyone discards their lowest card.",
        "mind.star_refused": "{name} refuses the star.",
        "mind.paused": "{name} called a pause.",
        "mind.level_complete": "Level {level} complete!",
        "mind.reward.star": "Reward: a star.",
        "mind.reward.life": "Reward: a life.",
        "mind.reward.capped": "(you already had the most)",
        "mind.discarded": "Discarded this level",
        "mind.won": "You completed every level!",
        "mind.lost": "No lives left: the game ends at level {level}.",
        "err.not_lowest": "You can only play your lowest card ({card}).",
        "err.not_playing": "Not yet: wait until everyone is ready.",
        "err.vote_pending": "Wait: the table is voting on a star.",
        "err.no_stars": "There are no stars left.",
        "err.no_cards": "You have no cards left.",
        "howto.goal": "Together, play all your cards onto one pile in rising order, without a "
        "word.",
        "howto.play": "There are no turns: when you feel it is time, play your lowest card "
        "(the Play button).",
        "howto.mistake": "If someone still held a lower card, that is a mistake: you lose a "
        "life and every lower card is discarded.",
        "howto.ready": "Before each level, and after a mistake or a pause, everyone puts a "
        "hand on the table (I'm ready). Anyone may call a pause.",
        "howto.star": "Throwing star: anyone may propose one; if everyone accepts, each "
        "player discards their lowest card.",
        "howto.levels": "Complete every level to win; some levels reward a life or a star.",
        "log.played": "{name} played {card}",
        "log.mistake": "Mistake: a life is lost",
        "log.paused": "{name} called a pause",
        "log.star_used": "A star was used",
        "log.star_refused": "{name} refused the star",
        "log.star_proposed": "{name} proposed a star",
        "log.level_complete": "Level {level} complete",
        "mind.table": "The whole table",
        "mind.reached": "Level {level} of {levels} · {lives}",
        "mind.lives_left": "{n} lives left",
        "mind.lives_left.one": "1 life left",
    },
}

NOTABLE = ("mistake", "star_used", "star_refused", "paused", "level_complete")


def _name(view: dict[str, Any], seat: int) -> str:
    name: str = view["seats"][seat]["name"]
    return name


def _discards(view: dict[str, Any], t: Translator, groups: list[dict[str, Any]]) -> str:
    lines = [
        t("mind.discarded_by", name=_name(view, g["seat"]), cards=", ".join(map(str, g["cards"])))
        for g in groups
    ]
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def _notice(view: dict[str, Any], t: Translator, event: dict[str, Any]) -> str:
    kind = event["type"]
    if kind == "mistake":
        text = t("mind.mistake", name=_name(view, event["seat"]), card=event["card"])
        items = _discards(view, t, event["discarded"])
        return (
            f'<div class="news mistake"><p>{esc(text)}</p><ul class="discards">{items}</ul></div>'
        )
    if kind == "star_used":
        items = _discards(view, t, event["discarded"])
        return (
            f'<div class="news"><p>{esc(t("mind.star_used"))}</p>'
            f'<ul class="discards">{items}</ul></div>'
        )
    if kind == "level_complete":
        text = t("mind.level_complete", level=event["level"])
        if event.get("reward"):
            text += " " + t(f"mind.reward.{event['reward']}")
            if not event.get("gained"):
                text += " " + t("mind.reward.capped")
        return f'<div class="news good celebrate"><p>{esc(text)}</p></div>'
    key = "mind.star_refused" if kind == "star_refused" else "mind.paused"
    text = t(key, name=_name(view, event["seat"]))
    return f'<div class="news"><p>{esc(text)}</p></div>'


def _news(view: dict[str, Any], t: Translator) -> str:
    """What the last move did that the table must notice (a mistake and the level it ended,
    say), shown until the next card is played or the table is ready again."""
    notable = []
    for event in reversed(view.get("recent", [])):
        if event.get("type") in ("all_ready", "played"):
            break
        if event.get("type") in NOTABLE:
            notable.append(event)
    return "".join(_notice(view, t, event) for event in reversed(notable))


def _face(card: int, cls: str, **extra: Any) -> str:
    """A card of The Mind: the number large in the middle of a deep night-blue face, small
    indices in two corners (the same face in the hand, on the pile and in the rules).
    `data-fly` lets the page fly it from the hand to the pile when it is played."""
    corner = f'<span class="corner" aria-hidden="true">{esc(card)}</span>'
    return (
        f"<span{attrs(class_=f'{cls} mind-card', data_fly=f'card-{card}', **extra)}>"
        f'{corner}<span class="num">{esc(card)}</span>{corner.replace("corner", "corner end")}'
        "</span>"
    )


def _played_by(view: dict[str, Any], card: int) -> str | None:
    """Where `card` flies onto the pile from: another player's hand face down on the table;
    this phone's own card from its chip (the card itself flew from the hand it left)."""
    for event in reversed(view.get("recent", [])):
        if event.get("type") == "played" and event.get("card") == card:
            seat = event["seat"]
            return f"seat-{seat}" if seat == view["seat"] else f"mind-hand-{seat}"
    return None


def _others(view: dict[str, Any], t: Translator) -> str:
    """Everyone else's hand on the table, face down: how many cards each still holds (public:
    never which), and before play starts whether their hand is on the table."""
    state = view["state"]
    hands = []
    for seat, player in enumerate(state["players"]):
        if seat == view["seat"]:
            continue
        n = player["cards"]
        label = f"{_name(view, seat)}: {t('mind.cards', n=n)}"
        ready = ""
        if state["phase"] == "concentrate" and state["outcome"] is None:
            label += " · " + t("mind.is_ready" if player["ready"] else "mind.not_ready")
            if player["ready"]:
                ready = '<span class="ready-mark" aria-hidden="true">✓</span>'
        backs = '<span class="mind-back"></span>' * n
        hands.append(
            f"<li{attrs(class_='other ready' if ready else 'other', data_fly=f'mind-hand-{seat}')}>"
            f'<span class="other-hand" role="img" aria-label="{esc(label)}">'
            f'<span class="other-name">{ready}{esc(_name(view, seat))}</span>'
            f'<span class="backs" style="--n:{n}">{backs}</span></span></li>'
        )
    if not hands:
        return ""
    return f'<ul class="others" aria-label="{esc(t("mind.others"))}">{"".join(hands)}</ul>'


def _seat_facts(view: dict[str, Any], t: Translator) -> tuple[str, ...]:
    """Each seat's cards left and, before play starts, whether its hand is on the table."""
    state = view["state"]
    facts = []
    for player in state["players"]:
        bits = [t("mind.cards", n=player["cards"])]
        if state["phase"] == "concentrate":
            bits.append("✓ " + t("mind.is_ready") if player["ready"] else t("mind.not_ready"))
        facts.append(esc(" · ".join(bits)))
    return tuple(facts)


def render_regions(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    """The pile in the middle of the table; the hand and the one control ("ready", then "play
    my lowest") in the dock, where the thumb waits and nothing moves as news comes and goes.
    A vote on a star appears up on the table, never where the thumb is waiting to play."""
    state = view["state"]
    legal = view["legal"]
    level = t("mind.level", level=state["level"], levels=state["levels"])
    extras = []
    if {"type": "pause"} in legal:
        extras.append(act(t("mind.pause"), {"type": "pause"}, cls="ghost small"))
    if {"type": "propose_star"} in legal:
        extras.append(act(t("mind.propose_star"), {"type": "propose_star"}, cls="ghost small"))
    parts = [
        '<div class="stats">'
        f'<span class="level">{esc(level)}</span>'
        f'<span class="lives" data-pulse="{esc(state["lives"])}">'
        f"{esc(t('mind.lives', n=state['lives']))}</span>"
        f'<span class="stars-count" data-pulse="{esc(state["stars"])}">'
        f"{esc(t('mind.stars', n=state['stars']))}</span>"
        + (f'<span class="actions extras">{"".join(extras)}</span>' if extras else "")
        + "</div>",
    ]
    parts.append('<div class="mind-felt">' + _others(view, t))
    pile = "".join(f'<span class="mini mind-card">{esc(c)}</span>' for c in state["pile"])
    pile_label = t("mind.pile_cards", cards=", ".join(map(str, state["pile"])))
    top = state["top"]
    parts.append(
        f'<section class="pile-area" aria-label="{esc(t("mind.pile"))}">'
        + (
            _face(
                top,
                "card big",
                data_top=top,
                role="img",
                aria_label=t("mind.top", card=top),
                data_fly_from=_played_by(view, top),
            )
            if top is not None
            else '<span class="pile-slot" aria-hidden="true"></span>'
            f'<p class="hint">{esc(t("mind.pile_empty"))}</p>'
        )
        + (
            f'<div class="pile" role="img" aria-label="{esc(pile_label)}">{pile}</div>'
            if state["pile"]
            else '<div class="pile"></div>'
        )
        + "</section></div>"
    )
    parts.append(_news(view, t))
    if state["outcome"] == "won":
        parts.append(f'<p class="status">{esc(t("mind.won"))}</p>')
    elif state["outcome"] == "lost":
        parts.append(f'<p class="status">{esc(t("mind.lost", level=state["level"]))}</p>')

    dock = ""
    vote = ""
    proposal = state["proposal"]
    if proposal is not None:
        parts.append(
            f'<p class="status">'  # the news region says it (log.star_proposed)
            f"{esc(t('mind.star_asked', name=_name(view, proposal['seat'])))}</p>"
        )
        if {"type": "vote_star", "accept": True} in legal:
            # over the hand, never where Play was (a tap meant for Play must not accept a
            # star), and always on the screen, which the table's narrow column on a phone on
            # its side was not
            vote = (
                '<div class="actions vote" data-no-refocus>'
                + act(t("mind.accept_star"), {"type": "vote_star", "accept": True}, cls="primary")
                + act(t("mind.refuse_star"), {"type": "vote_star", "accept": False}, cls="ghost")
                + "</div>"
            )
        else:
            parts.append(f'<p class="hint">{esc(t("mind.star_waiting"))}</p>')
    elif state["outcome"] is None and state["phase"] == "concentrate":
        if {"type": "ready"} in legal:
            parts.append(f'<p class="status">{esc(t("mind.concentrate"))}</p>')
            dock = act(
                t("mind.ready"),
                {"type": "ready"},
                cls="primary big",
                key="mind-ready",
                data={"hotkey": ""},
            )
        else:
            parts.append(f'<p class="status">{esc(t("mind.waiting_ready"))}</p>')
    elif state["outcome"] is None:
        parts.append(f'<p class="status">{esc(t("mind.playing"))}</p>')
    if state["discarded"]:
        items = ", ".join(f"{d['card']} ({_name(view, d['seat'])})" for d in state["discarded"])
        parts.append(f'<p class="hint discarded">{esc(t("mind.discarded"))}: {esc(items)}</p>')

    hand = state["hand"] or []
    cards = "".join(
        _face(
            c,
            "card lowest" if i == 0 else "card",
            data_card=c,
            role="img",
            aria_label=t("mind.card", card=c),
        )
        for i, c in enumerate(hand)
    )
    # The hand takes the focus when a control under it went away; Enter or Space there (or
    # anywhere but on another control) presses the dock's control, the screen's hotkey: Ready,
    # or Play (the lowest card).
    docked = [
        vote,
        f'<div class="hand" role="group" tabindex="-1" data-focus-fallback '
        f'aria-label="{esc(t("mind.hand"))}">{cards}</div>',
    ]
    play = next((a for a in legal if a["type"] == "play"), None)
    if play is not None:
        label = t("mind.play", card=play["card"])
        dock = act(label, play, cls="primary big play", key="mind-play", data={"hotkey": ""})
    elif state["outcome"] is None and not hand:
        docked.append(f'<p class="hint">{esc(t("mind.no_cards"))}</p>')
    if state["outcome"] is None:
        docked.append(f'<div class="dock-bar">{dock}</div>')
    return Regions(table="".join(parts), dock="".join(docked), seats=_seat_facts(view, t))


def _cards(*numbers: int, crossed: int | None = None) -> str:
    """Small cards as an illustration; `crossed` marks the one played too soon."""
    faces = "".join(_face(n, "card crossed" if n == crossed else "card") for n in numbers)
    return f'<div class="how-to-cards" aria-hidden="true">{faces}</div>'


def how_to(t: Translator) -> str:
    """The rules in six steps, two of them with the pile they describe."""
    steps = [
        ("howto.goal", _cards(7, 23, 48, 91)),
        ("howto.play", ""),
        ("howto.mistake", _cards(23, 48, 31, crossed=48)),
        ("howto.ready", ""),
        ("howto.star", ""),
        ("howto.levels", ""),
    ]
    items = "".join(f"<li><p>{esc(t(key))}</p>{picture}</li>" for key, picture in steps)
    return f'<ol class="how-to-steps">{items}</ol>'


def log_line(event: dict[str, Any], view: dict[str, Any], t: Translator) -> str | None:
    """One line of the table log per card played and per thing the table must notice."""
    kind = event.get("type")
    seat = event.get("seat")
    name = _name(view, seat) if isinstance(seat, int) else ""
    if kind == "played":
        return t("log.played", name=name, card=event["card"])
    if kind in ("mistake", "star_used"):
        return t(f"log.{kind}")
    if kind in ("paused", "star_refused", "star_proposed"):
        return t(f"log.{kind}", name=name)
    if kind == "level_complete":
        return t("log.level_complete", level=event["level"])
    return None


# The game's face on the home tile, the set-up screen and the table: calm, night-blue, one card
# held out with the ripples of a thought around it.
PALETTE = {
    "tile": "#1f2d5c",
    "glow": "#8fd3ff",
    "tile_light": "#dde6f7",  # by day: a pale tint of the same box
    "glow_light": "#2d63b8",
}


def emblem() -> str:
    ripples = "".join(
        f'<circle cx="48" cy="34" r="{r}" fill="none" stroke="#8fd3ff" '
        f'stroke-opacity="{o}" stroke-width="2"/>'
        for r, o in ((30, 0.2), (23, 0.35), (16, 0.55))
    )
    return (
        '<svg class="emblem" viewBox="0 0 96 68" aria-hidden="true" focusable="false">'
        f"{ripples}"
        '<rect x="36" y="14" width="24" height="36" rx="4" fill="#fdfbf5" '
        'transform="rotate(-8 48 32)"/>'
        '<text x="47" y="39" text-anchor="middle" font-size="15" font-weight="800" '
        'fill="#1f2d5c" transform="rotate(-8 48 32)">37</text></svg>'
    )


def standings(view: dict[str, Any], t: Translator) -> Standings:
    """The Mind is won or lost together: one row for the whole table, the level it reached of
    the levels and the lives left; the moment is how it ended."""
    state = view["state"]
    won = state["outcome"] == "won"
    score = t(
        "mind.reached",
        level=state["level"],
        levels=state["levels"],
        lives=t("mind.lives_left", n=state["lives"]),
    )
    moment = t("mind.won") if won else t("mind.lost", level=state["level"])
    row = Standing(name=t("mind.table"), score=score, place=None, won=won)
    return Standings(rows=(row,), moment=moment)


SCREEN = Screen(
    id="the_mind",
    strings=STRINGS,
    render_regions=render_regions,
    how_to=how_to,
    log_line=log_line,
    palette=PALETTE,
    emblem=emblem,
    css=True,
    standings=standings,
)
