"""Claro's table: the last card large, who is still in, your hand with the valid cards lit.

Invalid cards stay tappable (aria-disabled) so a tap can say why they cannot be played; between
rounds the hand becomes a selection of cards to discard.
"""

from __future__ import annotations

import math
from typing import Any

from engine.content.claro_deck import CARDS
from sobremesa_web.commands.declared import UI
from sobremesa_web.contract import Regions, Screen, Standing, Standings, places
from sobremesa_web.html import act, attrs, button, esc
from sobremesa_web.i18n import Translator

STRINGS = {
    "es": {
        "blurb": "Sube o sigue el color; la última carta gana la estrella.",
        "claro.last": "Última carta",
        "claro.none_yet": "{name} abre la ronda con cualquier carta.",
        "claro.your_open": "Abres la ronda: juega cualquier carta.",
        "claro.played": "Cartas de esta ronda",
        "claro.hand": "Tu mano",
        "claro.pass": "Paso (no tengo carta válida)",
        "claro.cards": "{n} cartas",
        "claro.cards.one": "{n} carta",
        "claro.star_label.one": "{n} estrella",
        "claro.passed": "pasó",
        "claro.stars": "{n} ★",
        "claro.star_label": "{n} estrellas",
        "claro.card": "Carta {label}",
        "claro.joker": "comodín",
        "claro.joker_face": "Comodín",
        "claro.colour.yellow": "amarilla",
        "claro.colour.blue": "azul",
        "claro.colour.pink": "rosa",
        "claro.round_won": "{name} gana la ronda y una estrella ★ ({n}/3).",
        "claro.discard_title": "Descarta las cartas que quieras y roba hasta tener 5.",
        "claro.discard": "Descartar {n} y robar",
        "claro.keep": "Quedarme con mi mano",
        "claro.waiting_discard": "{name} elige qué descartar…",
        "claro.draw_pile": "Mazo: {n}",
        "claro.reserve": "Reserva: {n} ★",
        "err.not_higher": "Juega un número mayor que {last} o una carta con una estrella de "
        "su color.",
        "err.needs_star": "Sobre un comodín solo puede ir una carta con estrella.",
        "err.joker_needs_star": "El comodín solo puede ir sobre una carta con estrella.",
        "err.must_play": "Tienes una carta válida: debes jugarla.",
        "err.not_in_hand": "Esa carta no está en tu mano.",
        "err.discard_first": "Primero elige qué descartar.",
        "howto.goal": "Gana quien consiga antes 3 estrellas ★.",
        "howto.play": "En tu turno, pon una carta sobre la última: un número mayor, o una "
        "carta que comparta un color de estrella con ella (o las dos cosas).",
        "howto.joker": "Los comodines muestran los tres colores: solo van sobre una carta con "
        "estrella, y sobre ellos solo va una carta con estrella.",
        "howto.pass": "¿Sin carta válida? Pasas y quedas fuera de la ronda. Quien puso la "
        "última carta gana la ronda y una estrella.",
        "howto.refill": "Entre rondas, quien ganó roba hasta tener 5; los demás pueden "
        "descartar las cartas que quieran y roban hasta 5. Empieza quien ganó.",
        "log.played": "{name} juega {card}",
        "log.passed": "{name} pasa",
        "log.round_won": "{name} gana la ronda ★",
        "log.discarded": "{name} descarta {n}",
        "log.reshuffled": "El descarte se baraja como nuevo mazo",
        "claro.decided": "{name} ganó la ronda {round} y llegó a {stars}.",
    },
    "en": {
        "blurb": "Climb or follow a colour; the last card wins the star.",
        "claro.last": "Last card",
        "claro.none_yet": "{name} opens the round with any card.",
        "claro.your_open": "You open the round: play any card.",
        "claro.played": "Cards this round",
        "claro.hand": "Your hand",
        "claro.pass": "Pass (no valid card)",
        "claro.cards": "{n} cards",
        "claro.cards.one": "{n} card",
        "claro.star_label.one": "{n} star",
        "claro.passed": "passed",
        "claro.stars": "{n} ★",
        "claro.star_label": "{n} stars",
        "claro.card": "Card {label}",
        "claro.joker": "star joker",
        "claro.joker_face": "Joker",
        "claro.colour.yellow": "yellow",
        "claro.colour.blue": "blue",
        "claro.colour.pink": "pink",
        "claro.round_won": "{name} wins the round and a star ★ ({n}/3).",
        "claro.discard_title": "Discard any cards you like, then draw up to 5.",
        "claro.discard": "Discard {n} and draw",
        "claro.keep": "Keep my hand",
        "claro.waiting_discard": "{name} is choosing what to discard…",
        "claro.draw_pile": "Draw pile: {n}",
        "claro.reserve": "Reserve: {n} ★",
        "err.not_higher": "Play a higher number than {last} or a card sharing a star colour "
        "with it.",
        "err.needs_star": "Only a card showing a star can go on a star joker.",
        "err.joker_needs_star": "A star joker can only go on a card showing a star.",
        "err.must_play": "You have a valid card: you must play it.",
        "err.not_in_hand": "That card is not in your hand.",
        "err.discard_first": "Choose what to discard first.",
        "howto.goal": "The first to win 3 stars ★ wins the game.",
        "howto.play": "On your turn lay one card on the last one: a higher number, or a card "
        "sharing a star colour with it (or both).",
        "howto.joker": "Star jokers show all three colours: they go only on a card with a "
        "star, and only a card with a star goes on them.",
        "howto.pass": "No valid card? You pass and are out of this round. Whoever laid the "
        "last card wins the round and a star.",
        "howto.refill": "Between rounds the winner draws up to 5; everyone else may discard "
        "any cards, then draws up to 5. The winner starts.",
        "log.played": "{name} played {card}",
        "log.passed": "{name} passed",
        "log.round_won": "{name} won the round ★",
        "log.discarded": "{name} discarded {n}",
        "log.reshuffled": "The discard pile became the new draw pile",
        "claro.decided": "{name} won round {round} and reached {stars}.",
    },
}


def card_label(t: Translator, card_id: int) -> str:
    """What a screen reader says: "23, yellow and blue", "star joker"."""
    card = CARDS[card_id]
    if card["joker"]:
        return t("claro.joker")
    colours = [t(f"claro.colour.{c}") for c in card["stars"]]
    return ", ".join([str(card["number"]), *colours])


# Each star colour has its own shape too, so a player who cannot tell the colours apart can
# still tell which cards share a star: yellow ★ (five points), blue ✦ (four), pink ✶ (six).
# The glyphs name them in text; the cards draw them as shapes (`star_svg`).
STAR_SHAPES = {"yellow": "★", "blue": "✦", "pink": "✶"}
STAR_POINTS = {"yellow": (5, 0.45), "blue": (4, 0.34), "pink": (6, 0.5)}  # points, inner radius


def _star_path(points: int, inner: float) -> str:
    corners = []
    for k in range(points * 2):
        radius = 11.5 if k % 2 == 0 else 11.5 * inner
        angle = math.pi * k / points - math.pi / 2
        corners.append(f"{12 + radius * math.cos(angle):.2f},{12 + radius * math.sin(angle):.2f}")
    return "M" + "L".join(corners) + "Z"


STAR_PATHS = {colour: _star_path(*shape) for colour, shape in STAR_POINTS.items()}


def star_svg(colour: str) -> str:
    """One star of a card, drawn: its colour and its number of points both say which it is."""
    return (
        f'<svg class="star star-{colour}" viewBox="0 0 24 24" aria-hidden="true" '
        f'focusable="false"><path d="{STAR_PATHS[colour]}" fill="currentColor"/></svg>'
    )


def card_face(card_id: int, t: Translator | None = None) -> str:
    """The face of a card: its number large, its stars below as shapes. A joker has no number:
    its three stars big, on a striped frame, with the word "Joker" on it."""
    card = CARDS[card_id]
    stars = "".join(star_svg(c) for c in card["stars"])
    if card["joker"]:
        word = f'<span class="joker-word">{esc(t("claro.joker_face"))}</span>' if t else ""
        return f'<span class="stars joker-stars">{stars}</span>{word}'
    return f'<span class="num">{esc(card["number"])}</span><span class="stars">{stars}</span>'


def _card_class(card_id: int, cls: str) -> str:
    return f"{cls} claro-card joker" if CARDS[card_id]["joker"] else f"{cls} claro-card"


def card_span(t: Translator, card_id: int, cls: str = "card", fly_from: str | None = None) -> str:
    """A card shown but not playable, named for screen readers."""
    label = t("claro.card", label=card_label(t, card_id))
    return (
        f'<span class="{_card_class(card_id, cls)}" role="img" aria-label="{esc(label)}" '
        f'data-card="{card_id}" data-fly="card-{card_id}"{attrs(data_fly_from=fly_from)}>'
        f"{card_face(card_id, t)}</span>"
    )


def _seat_facts(view: dict[str, Any], t: Translator) -> tuple[str, ...]:
    """Each seat's cards in hand, whether it passed this round, and its stars."""
    facts = []
    for player in view["state"]["players"]:
        bits = [t("claro.cards", n=player["cards"])]
        if player["passed"]:
            bits.append(t("claro.passed"))
        facts.append(
            f"{esc(' · '.join(bits))} · "
            f'<span class="star-count" data-pulse="{esc(player["stars"])}" '
            f'aria-label="{esc(t("claro.star_label", n=player["stars"]))}">'
            f"{esc(t('claro.stars', n=player['stars']))}</span>"
        )
    return tuple(facts)


FANNED = 4  # the pile shows this round's last few cards, every number readable


def _fan(view: dict[str, Any], t: Translator) -> str:
    """This round's pile as a fanned stack: the last card large on top, the few before it
    tucked under its left edge, each turned a little and each number in view."""
    state = view["state"]
    under = state["played"][:-1][-(FANNED - 1) :]
    cards = "".join(
        f'<span class="{_card_class(c, "card fanned")}" role="img" '
        f'aria-label="{esc(t("claro.card", label=card_label(t, c)))}">{card_face(c, t)}</span>'
        for c in under
    )
    earlier = len(state["played"]) - 1 - len(under)
    more = f'<span class="fan-more">+{earlier}</span>' if earlier > 0 else ""
    return (
        f'<div class="fan" role="group" aria-label="{esc(t("claro.played"))}">'
        f"{more}{cards}{card_span(t, state['last'], 'card big', _fly_from(state))}</div>"
    )


def _last_round(view: dict[str, Any], t: Translator) -> str:
    """Who won the last round, shown until the first card of the next one is laid."""
    for event in reversed(view.get("recent", [])):
        if event.get("type") == "played":
            return ""
        if event.get("type") == "round_won":
            name = view["seats"][event["seat"]]["name"]
            text = t("claro.round_won", name=name, n=event["stars"])
            return f'<p class="round-won celebrate">{esc(text)}</p>'
    return ""


def _hand(t: Translator, cards: str) -> str:
    """The hand as one group with one Tab stop: arrows move between its cards (web/js/paint.js),
    Enter or Space plays or selects the card under focus, and the hand itself takes the focus
    when the card just played leaves it."""
    return (
        f'<div class="hand" role="group" tabindex="-1" data-roving data-focus-fallback '
        f'aria-label="{esc(t("claro.hand"))}">{cards}</div>'
    )


def _play_hand(
    view: dict[str, Any], ui: dict[str, Any], t: Translator, my_turn: bool
) -> tuple[str, str]:
    """The hand (cards that play, cards that say why not) and the dock's action bar."""
    state = view["state"]
    buttons = []
    for card_id in state["hand"] or []:
        label = t("claro.card", label=card_label(t, card_id))
        if my_turn and card_id in state["playable"]:
            buttons.append(
                act(
                    "",
                    {"type": "play", "card": card_id},
                    cls=_card_class(card_id, "card valid"),
                    aria_label=label,
                    inner_html=card_face(card_id, t),
                    key=f"card-{card_id}",
                    data={"fly": f"card-{card_id}"},
                )
            )
        elif my_turn:
            buttons.append(
                button(
                    "",
                    UI,
                    {"why": card_id},
                    cls=_card_class(card_id, "card invalid"),
                    aria_label=label,
                    inner_html=card_face(card_id, t),
                    key=f"card-{card_id}",
                    data={"fly": f"card-{card_id}"},
                ).replace("<button", '<button aria-disabled="true"', 1)
            )
        else:
            buttons.append(card_span(t, card_id))
    bar = ""
    if ui.get("why") is not None:
        bar = f'<p class="error" role="alert">{esc(t.error(ui["why"]))}</p>'
    if my_turn and view["legal"] == [{"type": "pass"}]:
        bar += act(t("claro.pass"), {"type": "pass"}, cls="primary big")
    return _hand(t, "".join(buttons)), bar


def _discard_hand(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> tuple[str, str]:
    chosen = set(ui.get("discard", []))
    buttons = [
        button(
            "",
            UI,
            {"toggle": card_id},
            cls=_card_class(card_id, "card selected" if card_id in chosen else "card"),
            aria_label=t("claro.card", label=card_label(t, card_id)),
            pressed=card_id in chosen,
            inner_html=card_face(card_id, t),
            key=f"card-{card_id}",
            data={"fly": f"card-{card_id}"},
        )
        for card_id in view["state"]["hand"] or []
    ]
    picked = sorted(chosen)
    confirm = (
        act(
            t("claro.discard", n=len(picked)),
            {"type": "discard", "cards": picked},
            cls="primary big",
        )
        if picked
        else act(t("claro.keep"), {"type": "discard", "cards": []}, cls="primary big")
    )
    return _hand(t, "".join(buttons)), confirm


def _dock(hand: str, bar: str) -> str:
    return hand + f'<div class="dock-bar">{bar}</div>'


def _held(view: dict[str, Any], ui: dict[str, Any], t: Translator, my_turn: bool) -> str:
    """The dock with this phone's hand; a watcher holds no hand, and its dock stays empty."""
    if view["seat"] is None:
        return ""
    return _dock(*_play_hand(view, ui, t, my_turn))


def render_regions(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    """The pile fanned in the middle of the table, the hand and Pass (or the discard) in the
    dock."""
    state = view["state"]
    seat = view["seat"]
    turn = state["turn"]
    my_turn = turn is not None and turn == seat and bool(view["legal"])
    parts = [_last_round(view, t)]
    seats = _seat_facts(view, t)
    if state["phase"] == "refill":
        if my_turn:
            parts.append(f'<h3 class="status">{esc(t("claro.discard_title"))}</h3>')
            return Regions("".join(parts), _dock(*_discard_hand(view, ui, t)), seats)
        name = view["seats"][turn]["name"]
        parts.append(f'<p class="status">{esc(t("claro.waiting_discard", name=name))}</p>')
        return Regions("".join(parts), _held(view, ui, t, False), seats)
    if state["phase"] == "play":
        status = (
            t("game.your_turn") if my_turn else t("game.turn_of", name=view["seats"][turn]["name"])
        )
        # the news says "Your turn"; a table display says whose in large type (`turn-line`)
        parts.append(f'<p class="status turn-line">{esc(status)}</p>')
    last = state["last"]
    if last is None:
        if state["phase"] == "play":
            opener = view["seats"][turn]["name"]
            text = t("claro.your_open") if my_turn else t("claro.none_yet", name=opener)
            parts.append(f'<p class="hint">{esc(text)}</p>')
    else:
        parts.append(_fan(view, t))
    parts.append(
        f'<p class="hint piles">{esc(t("claro.draw_pile", n=state["draw_pile"]))} · '
        f"{esc(t('claro.reserve', n=state['reserve']))}</p>"
    )
    return Regions("".join(parts), _held(view, ui, t, my_turn), seats)


def on_ui(ui: dict[str, Any], data: dict[str, Any], view: dict[str, Any]) -> None:
    """Local gestures: ask why a card cannot be played; pick cards to discard."""
    state = view["state"]
    hand = state["hand"] or []
    reasons = {card: code for card, code in state["refused"]}
    if "why" in data and data["why"] in reasons:
        ui["why"] = {"code": reasons[data["why"]], "params": {"last": state["last"]}}
    elif "toggle" in data and data["toggle"] in hand:
        chosen = set(ui.get("discard", []))
        chosen ^= {data["toggle"]}
        ui["discard"] = sorted(chosen)


def _fly_from(state: dict[str, Any]) -> str | None:
    """The chip of the player who laid the last card: a card from another hand flies in from
    there."""
    seat = state.get("last_player")
    return f"seat-{seat}" if isinstance(seat, int) else None


def _picture(t: Translator, *cards: int) -> str:
    """A row of small cards, as an illustration: the same faces the table shows."""
    faces = "".join(
        f'<span class="{_card_class(c, "card")}">{card_face(c, t)}</span>' for c in cards
    )
    return f'<div class="how-to-cards" aria-hidden="true">{faces}</div>'


def how_to(t: Translator) -> str:
    """The rules in five steps, each with the cards it talks about."""
    climb = [c for c in CARDS if not CARDS[c]["joker"]]
    low_star = next(c for c in climb if CARDS[c]["stars"] and CARDS[c]["number"] < 20)
    colour = CARDS[low_star]["stars"][0]
    higher = next(c for c in climb if CARDS[c]["number"] > CARDS[low_star]["number"] + 10)
    match = next(
        c
        for c in climb
        if colour in CARDS[c]["stars"]
        and c != low_star
        and CARDS[c]["number"] < CARDS[higher]["number"]
    )
    joker = next(c for c in CARDS if CARDS[c]["joker"])
    steps = [
        ("howto.goal", ""),
        ("howto.play", _picture(t, low_star, higher, match)),
        ("howto.joker", _picture(t, match, joker, low_star)),
        ("howto.pass", ""),
        ("howto.refill", ""),
    ]
    items = "".join(f"<li><p>{esc(t(key))}</p>{picture}</li>" for key, picture in steps)
    return f'<ol class="how-to-steps">{items}</ol>'


def log_line(event: dict[str, Any], view: dict[str, Any], t: Translator) -> str | None:
    """One line of the table log per thing a player did."""
    kind = event.get("type")
    name = view["seats"][event["seat"]]["name"] if isinstance(event.get("seat"), int) else ""
    if kind == "played":
        return t("log.played", name=name, card=card_label(t, event["card"]))
    if kind in ("passed", "round_won"):
        return t(f"log.{kind}", name=name)
    if kind == "discarded":
        return t("log.discarded", name=name, n=event["count"])
    if kind == "reshuffled":
        return t("log.reshuffled")
    return None


# The game's face: warm, bright, a fanned hand of numbers with their stars.
PALETTE = {
    "tile": "#5a2330",
    "glow": "#ffb46b",
    "tile_light": "#f6e0da",  # by day: a pale tint of the same box
    "glow_light": "#b4471f",
}


def emblem() -> str:
    cards = (
        (-16, "#fdfbf5", "12", "yellow"),
        (0, "#fdfbf5", "33", "blue"),
        (16, "#fdfbf5", "47", "pink"),
    )
    fill = {"yellow": "#b07800", "blue": "#1d4ed8", "pink": "#c2185b"}
    parts = []
    for angle, face, number, star in cards:
        parts.append(
            f'<g transform="rotate({angle} 48 62)">'
            f'<rect x="36" y="10" width="24" height="36" rx="4" fill="{face}" stroke="#5a2330"/>'
            f'<text x="48" y="31" text-anchor="middle" font-size="12" font-weight="800" '
            f'fill="#5a2330">{number}</text>'
            f'<text x="48" y="43" text-anchor="middle" font-size="9" fill="{fill[star]}">'
            f"{STAR_SHAPES[star]}</text></g>"
        )
    return (
        '<svg class="emblem" viewBox="0 0 96 68" aria-hidden="true" focusable="false">'
        + "".join(parts)
        + "</svg>"
    )


def standings(view: dict[str, Any], t: Translator) -> Standings:
    """Stars decide Claro: every seat by its stars, the winner first; the moment is the round
    whose last card gave the winner the star that ended the game."""
    players = view["state"]["players"]
    winners = set((view.get("result") or {}).get("winners", []))
    stars = [p["stars"] for p in players]
    place = places(stars)
    order = sorted(range(len(players)), key=lambda s: (s not in winners, place[s], s))
    rows = tuple(
        Standing(
            name=view["seats"][s]["name"],
            score=t("claro.star_label", n=stars[s]),
            place=1 if s in winners else place[s],
            seat=s,
            won=s in winners,
        )
        for s in order
    )
    moment = ""
    if winners:
        first = min(winners)
        label = t("claro.star_label", n=stars[first])
        name = view["seats"][first]["name"]
        moment = t("claro.decided", name=name, round=view["state"]["round"], stars=label)
    return Standings(rows=rows, moment=moment)


SCREEN = Screen(
    id="claro",
    strings=STRINGS,
    render_regions=render_regions,
    how_to=how_to,
    log_line=log_line,
    palette=PALETTE,
    emblem=emblem,
    css=True,
    standings=standings,
    on_ui=on_ui,
)
