"""Cloud Mine's table: who plays which role, the private screens of the Lookout (choose) and the
Daydreamer (see the cloud, name it), the clouds face up to guess in turn, the Daydreamer's
temporary pile, each round's result and everyone's cards.

The clouds are drawn here from their ids (`engine.art.clouds.svg`): views carry ids only.
Every id is checked before it is drawn, since a guest must not trust the host's bytes either.
"""

from __future__ import annotations

from typing import Any

from engine.art.clouds import svg
from engine.content.clouds import ALL_IDS, CLOUDS
from engine.games import get_game
from engine.values import Text
from sobremesa_web.commands.declared import FIELD_PREFIX, RULES, UI
from sobremesa_web.contract import Regions, Screen, Standing, Standings, places
from sobremesa_web.html import act, attrs, button, esc, field
from sobremesa_web.i18n import Translator

LETTERS = "ABCDEFGH"


def _name_field() -> Text:
    """The name field's limits, as the rules declare them."""
    declared = get_game("cloud_mine").moves["name"].fields["name"]
    if not isinstance(declared, Text):
        raise TypeError(f"Cloud Mine's name is {declared!r}, not Text")
    return declared


NAME = _name_field()

STRINGS = {
    "es": {
        "blurb": "Describe la nube en cinco palabras.",
        "option.aloud": "Nombre de la nube",
        "option.aloud.false": "Se escribe",
        "option.aloud.true": "Se puede decir en voz alta (misma mesa)",
        "option.words": "Los bots nombran en",
        'option.words."es"': "español",
        'option.words."en"': "inglés",
        "cm.daydreamer": "Soñador",
        "cm.lookout": "Vigía",
        "cm.spectator": "Espectador",
        "cm.cards": "{n} cartas",
        "cm.cards_one": "1 carta",
        "cm.round": "Ronda {n} · quedan {deck} cartas en el mazo",
        "cm.choose_title": "Eres el Vigía: elige en secreto la nube",
        "cm.choose_hint": "Nadie más ve estas cartas. Elige la que creas que costará adivinar.",
        "cm.choosing": "{name} (Vigía) mira {n} cartas y elige una en secreto…",
        "cm.name_title": "Eres el Soñador: esta es la nube",
        "cm.name_hint": "Ponle un nombre de {max} palabras como máximo: ni muy obvio ni "
        "imposible. Ganas las cartas que fallen, si alguien acaba acertando.",
        "cm.name_field": "Nombre de la nube",
        "cm.say": "Decir el nombre",
        "cm.said_aloud": "Lo he dicho en voz alta",
        "cm.naming": "{name} (Soñador) mira la nube y le inventa un nombre…",
        "cm.your_pick": "Tu nube (solo la veis tú y el Soñador)",
        "cm.the_cloud": "la nube",
        "cm.name_is": "El nombre de la nube:",
        "cm.aloud": "(dicho en voz alta)",
        "cm.your_guess": "Tu turno: señala la nube que crees que es",
        "cm.guessing": "Turno de {name} (intento {k} de {n})",
        "cm.you_know": "Tú sabes cuál es: la marcada.",
        "cm.peek": "Ver cuál es mi nube",
        "cm.hide": "Ocultar mi nube",
        "cm.display": "Nubes sobre la mesa",
        "cm.cloud_letter": "Nube {letter}",
        "cm.pile": "Montón provisional de {name}",
        "cm.pile_empty": "Aún vacío: aquí van las nubes falladas.",
        "cm.last_round": "Ronda {n}",
        "cm.was": "La nube era esta, «{name}».",
        "cm.was_aloud": "La nube era esta (nombre dicho en voz alta).",
        "cm.found": "{name} la encontró.",
        "cm.not_found": "Nadie la encontró.",
        "cm.takes": "{name} gana {n} cartas",
        "cm.takes_one": "{name} gana 1 carta",
        "cm.ranking": "Clasificación final",
        "cm.rank_line": "{pos}. {name}: {n} cartas",
        "cm.rank_line_one": "{pos}. {name}: 1 carta",
        "cm.gallery": "Ver las 80 nubes",
        "cm.gallery_hint": "Todas las cartas del juego, con lo que cada una pretende ser.",
        "howto.goal": "Se juega por rondas y los papeles rotan: el Soñador, el Vigía (a su "
        "derecha) y los Espectadores. Todos quieren llevarse cartas de nube.",
        "howto.pick": "El Vigía mira en secreto las cartas de la ronda (tantas como jugadores; "
        "4 con 3 jugadores, 6 con 4) y elige una: la nube.",
        "howto.name": "El Soñador ve solo esa nube y le pone un nombre de cinco palabras como "
        "máximo. Ni muy obvio ni imposible.",
        "howto.name_example": "«chucho dormilón»",
        "howto.guess": "Las cartas se barajan boca arriba. Desde la izquierda del Soñador, cada "
        "Espectador señala una. Si falla, esa carta va al montón provisional del Soñador.",
        "howto.win": "Si alguien acierta, se lleva la nube y las que quedan en la mesa, y el "
        "Soñador su montón. Si nadie acierta, el Vigía se lo lleva todo. Con 3 o 4 jugadores "
        "cada Espectador tiene dos intentos.",
        "howto.end": "Después el Vigía pasa a Soñador. Cuando el mazo no da para otra ronda, "
        "gana quien tenga más cartas.",
        "log.round": "Ronda {n}: sueña {d}, vigila {l}.",
        "log.chose": "{name} eligió la nube.",
        "log.named": "{name} la llamó «{text}».",
        "log.aloud": "{name} dijo el nombre en voz alta.",
        "log.wrong": "{name} señaló la nube equivocada.",
        "log.right": "¡{name} encontró la nube!",
        "log.none": "Nadie la encontró: {name} se lleva {n} cartas.",
        "log.takes": "{name} gana {n} cartas.",
        "log.takes_one": "{name} gana 1 carta.",
        "err.too_many_words": "Como mucho {max} palabras (has escrito {words}).",
        "err.aloud_not_allowed": "En esta partida el nombre se escribe.",
        "err.not_drawn": "Elige una de las nubes que tienes.",
        "err.not_shown": "Señala una de las nubes de la mesa.",
        "err.only_lookout": "Eso solo lo hace el Vigía.",
        "err.only_daydreamer": "Eso solo lo hace el Soñador.",
        "err.wait_choose": "El Vigía está eligiendo la nube.",
        "err.wait_name": "El Soñador está poniendo nombre a la nube.",
        "err.wait_guess": "Los Espectadores están adivinando.",
        "err.not_your_turn": "No es tu turno.",
        "cm.decided": "Última nube, «{name}»: la encontró {finder}.",
        "cm.decided_none": "Última nube, «{name}»: nadie la encontró.",
    },
    "en": {
        "blurb": "Describe the cloud in five words.",
        "option.aloud": "The cloud's name",
        "option.aloud.false": "Typed",
        "option.aloud.true": "May be said aloud (one table)",
        "option.words": "Bots name clouds in",
        'option.words."es"': "Spanish",
        'option.words."en"': "English",
        "cm.daydreamer": "Daydreamer",
        "cm.lookout": "Lookout",
        "cm.spectator": "Spectator",
        "cm.cards": "{n} cards",
        "cm.cards_one": "1 card",
        "cm.round": "Round {n} · {deck} cards left in the deck",
        "cm.choose_title": "You are the Lookout: secretly choose the cloud",
        "cm.choose_hint": "Nobody else sees these cards. Pick one you think will be hard to find.",
        "cm.choosing": "{name} (Lookout) looks at {n} cards and secretly picks one…",
        "cm.name_title": "You are the Daydreamer: this is the cloud",
        "cm.name_hint": "Give it a name of at most {max} words: neither too obvious nor "
        "impossible. You win the wrong guesses, if someone finds it in the end.",
        "cm.name_field": "The cloud's name",
        "cm.say": "Say the name",
        "cm.said_aloud": "I said it aloud",
        "cm.naming": "{name} (Daydreamer) looks at the cloud and makes up a name…",
        "cm.your_pick": "Your cloud (only you and the Daydreamer see it)",
        "cm.the_cloud": "the cloud",
        "cm.name_is": "The cloud's name:",
        "cm.aloud": "(said aloud)",
        "cm.your_guess": "Your turn: point at the cloud you think it is",
        "cm.guessing": "{name}'s turn (attempt {k} of {n})",
        "cm.you_know": "You know which it is: the marked one.",
        "cm.peek": "Show which is my cloud",
        "cm.hide": "Hide my cloud",
        "cm.display": "Clouds on the table",
        "cm.cloud_letter": "Cloud {letter}",
        "cm.pile": "{name}'s temporary pile",
        "cm.pile_empty": "Empty so far: wrong guesses land here.",
        "cm.last_round": "Round {n}",
        "cm.was": "The cloud was this one, “{name}”.",
        "cm.was_aloud": "The cloud was this one (name said aloud).",
        "cm.found": "{name} found it.",
        "cm.not_found": "Nobody found it.",
        "cm.takes": "{name} wins {n} cards",
        "cm.takes_one": "{name} wins 1 card",
        "cm.ranking": "Final ranking",
        "cm.rank_line": "{pos}. {name}: {n} cards",
        "cm.rank_line_one": "{pos}. {name}: 1 card",
        "cm.gallery": "See all 80 clouds",
        "cm.gallery_hint": "Every card of the game, with what each one is meant to be.",
        "howto.goal": "Play in rounds as the roles rotate: the Daydreamer, the Lookout (on "
        "their right) and the Spectators. Everyone wants to win cloud cards.",
        "howto.pick": "The Lookout secretly looks at the round's cards (one per player; 4 with "
        "3 players, 6 with 4) and picks one: the cloud.",
        "howto.name": "The Daydreamer sees only that cloud and names it in at most five words. "
        "Neither too obvious nor impossible.",
        "howto.name_example": "“sleepy hound”",
        "howto.guess": "The cards are shuffled face up. From the Daydreamer's left, each "
        "Spectator points at one. A wrong one goes to the Daydreamer's temporary pile.",
        "howto.win": "If someone finds it, they win the cloud and the cards still on the "
        "table, and the Daydreamer wins the pile. If nobody does, the Lookout wins them all. "
        "With 3 or 4 players each Spectator has two attempts.",
        "howto.end": "Then the Lookout becomes the Daydreamer. When the deck cannot supply "
        "another round, most cards wins.",
        "log.round": "Round {n}: {d} dreams, {l} keeps lookout.",
        "log.chose": "{name} picked the cloud.",
        "log.named": "{name} named it “{text}”.",
        "log.aloud": "{name} said the name aloud.",
        "log.wrong": "{name} pointed at the wrong cloud.",
        "log.right": "{name} found the cloud!",
        "log.none": "Nobody found it: {name} wins {n} cards.",
        "log.takes": "{name} wins {n} cards.",
        "log.takes_one": "{name} wins 1 card.",
        "err.too_many_words": "At most {max} words (you wrote {words}).",
        "err.aloud_not_allowed": "At this table the name is typed.",
        "err.not_drawn": "Pick one of the clouds you hold.",
        "err.not_shown": "Point at one of the clouds on the table.",
        "err.only_lookout": "Only the Lookout does that.",
        "err.only_daydreamer": "Only the Daydreamer does that.",
        "err.wait_choose": "The Lookout is choosing the cloud.",
        "err.wait_name": "The Daydreamer is naming the cloud.",
        "err.wait_guess": "The Spectators are guessing.",
        "err.not_your_turn": "It is not your turn.",
        "cm.decided": "Last cloud, “{name}”: {finder} found it.",
        "cm.decided_none": "Last cloud, “{name}”: nobody found it.",
    },
}


def count_of(t: Translator, key: str, n: int, **params: Any) -> str:
    """A sentence with a count in it: its `_one` form for exactly one."""
    return t(f"{key}_one", **params) if n == 1 else t(key, n=n, **params)


# -- drawing clouds ----------------------------------------------------------------------------


def _is_card(card: Any) -> bool:
    return isinstance(card, int) and not isinstance(card, bool) and card in ALL_IDS


def art(card: Any, ns: str) -> str:
    """A cloud's picture, from its id alone (anything else draws nothing)."""
    return svg(card, ns) if _is_card(card) else ""


def _cards(view: dict[str, Any], key: str) -> list[int]:
    return [c for c in view["state"].get(key) or [] if _is_card(c)]


def _name(view: dict[str, Any], seat: Any) -> str:
    seats = view["seats"]
    return seats[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(seats) else "?"


def _cloud(card: int, ns: str, label: str, cls: str = "cloud", badge: str = "") -> str:
    """A cloud shown (not tapped); a small one without a label is left out of screen readers."""
    mark = f'<span class="badge">{esc(badge)}</span>' if badge else ""
    who = {"role": "img", "aria_label": label} if label else {"aria_hidden": "true"}
    return f"<span{attrs(class_=cls, data_card=card, **who)}>{art(card, ns)}{mark}</span>"


# -- the parts of the table --------------------------------------------------------------------


def _seat_facts(view: dict[str, Any], t: Translator) -> tuple[str, ...]:
    """Each seat's role this round (Daydreamer, Lookout) and the clouds it has won."""
    state = view["state"]
    won = state.get("won") or []
    facts = []
    for seat in range(len(view["seats"])):
        role = ""
        if seat == state.get("daydreamer"):
            role = t("cm.daydreamer")
        elif seat == state.get("lookout"):
            role = t("cm.lookout")
        count = won[seat] if seat < len(won) else 0
        role_html = f'<span class="role">{esc(role)}</span> · ' if role else ""
        facts.append(f'{role_html}<span class="won">{esc(count_of(t, "cm.cards", count))}</span>')
    return tuple(facts)


def _grid(clouds: list[str], label: str = "") -> str:
    """Clouds laid out to fit the table area whatever its size: as many columns as keep them
    large (two for four, three for six or nine), rows sharing the height that is left."""
    n = len(clouds)
    cols = 2 if n <= 4 else 3 if n <= 9 else 4
    wide = max(2, -(-n // 2)) if n > 2 else n or 1
    named = f' aria-label="{esc(label)}"' if label else ""
    return (
        f'<div class="clouds" style="--cols:{cols};--wide-cols:{wide}"{named}>'
        f"{''.join(clouds)}</div>"
    )


def _last_round(view: dict[str, Any], t: Translator) -> str:
    last = view["state"].get("last_round")
    if not isinstance(last, dict) or not _is_card(last.get("cloud")):
        return ""
    cloud = last["cloud"]
    said = str(last.get("name") or "")
    was = t("cm.was_aloud") if last.get("aloud") else t("cm.was", name=said)
    finder = last.get("finder")
    found = t("cm.found", name=_name(view, finder)) if finder is not None else t("cm.not_found")
    takes = []
    for entry in last.get("takes") or []:
        if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], list):
            seat, cards = entry
            minis = "".join(_cloud(c, "r", "", "cloud mini") for c in cards)
            line = count_of(t, "cm.takes", len(cards), name=_name(view, seat))
            takes.append(f'<li><span>{esc(line)}</span><span class="minis">{minis}</span></li>')
    return (
        '<section class="round-result card-panel" role="status">'
        f"<h3>{esc(t('cm.last_round', n=last.get('round', '')))}</h3>"
        f'<div class="reveal">{_cloud(cloud, "w", t("cm.the_cloud"), "cloud big")}'
        f"<div><p>{esc(was)}</p><p><strong>{esc(found)}</strong></p></div></div>"
        f'<ul class="takes">{"".join(takes)}</ul></section>'
    )


def _choose(view: dict[str, Any], t: Translator) -> str:
    state = view["state"]
    mine = view["seat"] == state["lookout"] and bool(view["legal"])
    if not mine:
        text = t("cm.choosing", name=_name(view, state["lookout"]), n=state["per_round"])
        backs = '<span class="back" aria-hidden="true"></span>' * int(state["per_round"] or 0)
        return f'<p class="status" role="status">{esc(text)}</p><div class="backs">{backs}</div>'
    buttons = []
    for i, card in enumerate(_cards(view, "drawn")):
        label = t("cm.cloud_letter", letter=LETTERS[i % len(LETTERS)])
        buttons.append(
            act(
                "",
                {"type": "choose", "card": card},
                cls="cloud pick",
                aria_label=label,
                inner_html=art(card, "c") + f'<span class="letter">{esc(LETTERS[i])}</span>',
            )
        )
    return (
        f'<h3 class="private">{esc(t("cm.choose_title"))}</h3>'
        f'<p class="hint">{esc(t("cm.choose_hint"))}</p>' + _grid(buttons)
    )


def _name_step(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> tuple[str, str]:
    """The Daydreamer's cloud on the table and the name field in the dock."""
    state = view["state"]
    seat = view["seat"]
    cloud = state.get("cloud")
    if seat == state["daydreamer"] and view["legal"] and _is_card(cloud):
        aloud = (
            act(t("cm.said_aloud"), {"type": "aloud"}, cls="ghost", key="cm-aloud")
            if {"type": "aloud"} in view["legal"]
            else ""
        )
        table = (
            f'<h3 class="private">{esc(t("cm.name_title"))}</h3>'
            f'<div class="mine">{_cloud(cloud, "m", t("cm.the_cloud"), "cloud big")}</div>'
            f'<p class="hint">{esc(t("cm.name_hint", max=NAME.max_words))}</p>'
        )
        dock = (
            '<div class="name-form">'
            + field(
                "input",
                name=f"{FIELD_PREFIX}name",
                id="cm-name",
                maxlength=NAME.max_len,
                autocomplete="off",
                aria_label=t("cm.name_field"),
                placeholder=t("cm.name_field"),
            )
            + act(t("cm.say"), {"type": "name"}, cls="primary", key="cm-say")
            + "</div>"
            + aloud
        )
        return table, dock
    parts = [
        f'<p class="status" role="status">'
        f"{esc(t('cm.naming', name=_name(view, state['daydreamer'])))}</p>"
    ]
    dock = ""
    if seat == state["lookout"] and _is_card(cloud):
        dock = _peek_button(ui, t)
        if ui.get("peek"):
            parts.append(
                f'<p class="hint">{esc(t("cm.your_pick"))}</p>'
                f'<div class="mine">{_cloud(cloud, "m", t("cm.the_cloud"), "cloud big")}</div>'
            )
    return "".join(parts), dock


def _peek_button(ui: dict[str, Any], t: Translator) -> str:
    """The Lookout and the Daydreamer may look again at the cloud they know; it stays hidden
    until they ask, since on a shared phone the others may be looking at the screen."""
    label = t("cm.hide") if ui.get("peek") else t("cm.peek")
    return button(label, UI, {"peek": True}, cls="ghost small", key="cm-peek")


def _guess(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> tuple[str, str]:
    """The name and the clouds on the table, sized to fit; the pile and the peek in the dock."""
    state = view["state"]
    seat = view["seat"]
    knows = state.get("cloud") if _is_card(state.get("cloud")) and ui.get("peek") else None
    peek = _peek_button(ui, t) if _is_card(state.get("cloud")) else ""
    my_turn = seat == state.get("guesser") and bool(view["legal"])
    if state.get("aloud"):
        name = f'<p class="the-name aloud">{esc(t("cm.aloud"))}</p>'
    else:
        name = f'<p class="the-name">«{esc(state.get("name") or "")}»</p>'
    if my_turn:
        status = t("cm.your_guess")
    else:
        status = t(
            "cm.guessing",
            name=_name(view, state.get("guesser")),
            k=int(state.get("attempt", 0)) + 1,
            n=state.get("attempts", 0),
        )
    clouds = []
    for i, card in enumerate(_cards(view, "display")):
        letter = LETTERS[i % len(LETTERS)]
        label = t("cm.cloud_letter", letter=letter)
        badge = t("cm.the_cloud") if card == knows else ""
        inner = art(card, "d") + f'<span class="letter">{esc(letter)}</span>'
        if badge:
            inner += f'<span class="badge">{esc(badge)}</span>'
        if my_turn:
            clouds.append(
                act(
                    "",
                    {"type": "guess", "card": card},
                    cls="cloud pick",
                    aria_label=label,
                    inner_html=inner,
                )
            )
        else:
            cls = "cloud known" if badge else "cloud"
            shown = attrs(class_=cls, role="img", aria_label=label, data_card=card)
            clouds.append(f"<span{shown}>{inner}</span>")
    pile = _cards(view, "temp")
    minis = (
        "".join(_cloud(c, "p", "", "cloud mini") for c in pile)
        or f'<span class="hint">{esc(t("cm.pile_empty"))}</span>'
    )
    table = (
        f'<div class="name-box"><span class="hint">{esc(t("cm.name_is"))}</span>{name}</div>'
        f'<p class="status" role="status">{esc(status)}</p>'
        + (f'<p class="hint">{esc(t("cm.you_know"))}</p>' if knows is not None else "")
        + _grid(clouds, t("cm.display"))
    )
    pile_name = t("cm.pile", name=_name(view, state["daydreamer"]))
    dock = (
        f'<section class="temp-pile" aria-label="{esc(pile_name)}">'
        f"<h3>{esc(pile_name)}</h3>"
        f'<div class="minis">{minis}</div></section>' + peek
    )
    return table, dock


def _ranking(view: dict[str, Any], t: Translator) -> str:
    won = view["state"].get("won") or []
    order = sorted(range(len(won)), key=lambda s: (-won[s], s))
    lines = []
    place = 0
    for i, seat in enumerate(order):
        if i == 0 or won[seat] != won[order[i - 1]]:
            place = i + 1
        text = count_of(t, "cm.rank_line", won[seat], pos=place, name=_name(view, seat))
        lines.append(f"<li{attrs(class_='winner' if place == 1 else None)}>{esc(text)}</li>")
    return (
        f'<section class="ranking card-panel"><h3>{esc(t("cm.ranking"))}</h3>'
        f'<ol class="ranking-list">{"".join(lines)}</ol></section>'
    )


def render_regions(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    """The clouds on the table, sized to fit it; the name field (or the pile and the peek) in
    the dock; the last round's result in the dock while the Lookout chooses (the clouds keep
    the table's height), under the Daydreamer's cloud as it is named."""
    state = view["state"]
    phase = state.get("phase")
    seats = _seat_facts(view, t)
    if phase == "over":  # the last cloud first: the result sheet over the table ranks them
        return Regions(_last_round(view, t) + _ranking(view, t), "", seats)
    parts = [
        f'<p class="hint round-line">'
        f"{esc(t('cm.round', n=state.get('round', 0), deck=state.get('deck', 0)))}</p>"
    ]
    dock = ""
    if phase == "choose":
        parts.append(_choose(view, t))
    elif phase == "name":
        table, dock = _name_step(view, ui, t)
        parts.append(table)
    elif phase == "guess":
        table, dock = _guess(view, ui, t)
        parts.append(table)
    if phase == "choose":  # the dock is free: the reveal there (under the table upright, beside
        dock = _last_round(view, t)  # it on a phone on its side, where the clouds need the height)
    elif phase == "name":  # under the clouds: the one who acts next sees the reveal too
        parts.append(_last_round(view, t))
    return Regions("".join(parts), dock, seats)


# -- how to play and the table log -------------------------------------------------------------


def _row(cards: list[int], ns: str, marked: int | None = None, extra: str = "") -> str:
    items = "".join(
        f'<span class="cloud{" known" if c == marked else ""}">{art(c, ns)}</span>' for c in cards
    )
    return f'<div class="how-to-clouds" aria-hidden="true">{items}{extra}</div>'


def gallery(t: Translator, shown: bool) -> str:
    """All 80 clouds with what each is meant to be, for a person to judge them; drawn only
    when asked for (80 pictures on every opening of How to play held the page up)."""
    if not shown:
        return button(
            t("cm.gallery"), RULES, "cloud_mine+more", cls="ghost cloud-gallery", key="cm-gallery"
        )
    lang = t.lang
    figures = "".join(
        f'<figure data-card="{c.id}">{art(c.id, "g")}'
        f"<figcaption>{esc(c.name(lang))}</figcaption></figure>"
        for c in CLOUDS
    )
    return (
        '<section class="cloud-gallery" id="cm-gallery" aria-labelledby="cm-gallery-title">'
        f'<h4 id="cm-gallery-title" tabindex="-1" data-autofocus>{esc(t("cm.gallery"))}</h4>'
        f'<p class="hint">{esc(t("cm.gallery_hint"))}</p>'
        f'<div class="gallery">{figures}</div></section>'
    )


def how_to(t: Translator) -> str:
    """The round in six steps, illustrated with real clouds (the gallery of all 80 follows)."""
    key = {c.key: c.id for c in CLOUDS}
    four = [key["dog"], key["snail"], key["crown"], key["rocket"]]
    example = f'<p class="the-name">{esc(t("howto.name_example"))}</p>'
    steps = [
        ("howto.goal", ""),
        ("howto.pick", _row(four, "h1", marked=key["dog"])),
        ("howto.name", _row([key["dog"]], "h2", extra=example)),
        ("howto.guess", _row([key["crown"], key["dog"], key["rocket"]], "h3")),
        ("howto.win", ""),
        ("howto.end", ""),
    ]
    items = "".join(f"<li><p>{esc(t(k))}</p>{picture}</li>" for k, picture in steps)
    return f'<ol class="how-to-steps">{items}</ol>'


def log_line(event: dict[str, Any], view: dict[str, Any], t: Translator) -> str | None:
    """One line of the table log per thing a player did (never which cloud was picked)."""
    kind = event.get("type")
    name = _name(view, event.get("seat"))
    if kind == "round_started":
        return t(
            "log.round",
            n=event.get("round"),
            d=_name(view, event.get("daydreamer")),
            l=_name(view, event.get("lookout")),
        )
    if kind == "chose":
        return t("log.chose", name=name)
    if kind == "named":
        if event.get("aloud"):
            return t("log.aloud", name=name)
        return t("log.named", name=name, text=str(event.get("name") or ""))
    if kind == "guessed":
        return t("log.right" if event.get("right") else "log.wrong", name=name)
    if kind == "round_over":
        takes = [e for e in event.get("takes") or [] if isinstance(e, list) and len(e) == 2]
        if event.get("finder") is None and takes:
            seat, cards = takes[0]
            return t("log.none", name=_name(view, seat), n=len(cards))
        lines = [count_of(t, "log.takes", len(c), name=_name(view, s)) for s, c in takes]
        return " ".join(lines) or None
    return None


def on_ui(ui: dict[str, Any], data: dict[str, Any], view: dict[str, Any]) -> None:
    """Local gestures: the Lookout or the Daydreamer shows or hides the cloud they know."""
    if data.get("peek") is True:
        ui["peek"] = not ui.get("peek")


# The game's face: a sky with one of the deck's own clouds drifting in it.
PALETTE = {
    "tile": "#1d4f7a",
    "glow": "#bfe6ff",
    "tile_light": "#d8ecfa",  # by day: a pale tint of the same box
    "glow_light": "#2f7fbf",
}


def emblem() -> str:
    return (
        '<svg class="emblem" viewBox="0 0 96 68" aria-hidden="true" focusable="false">'
        '<circle cx="76" cy="16" r="9" fill="#ffd23f"/>'
        '<g fill="#fdfbf5"><circle cx="34" cy="40" r="13"/><circle cx="50" cy="33" r="16"/>'
        '<circle cx="64" cy="42" r="11"/><rect x="24" y="40" width="50" height="13" rx="6.5"/></g>'
        '<g fill="#fdfbf5" opacity=".6"><circle cx="18" cy="20" r="6"/>'
        '<circle cx="26" cy="17" r="8"/>'
        '<rect x="12" y="19" width="22" height="7" rx="3.5"/></g></svg>'
    )


def standings(view: dict[str, Any], t: Translator) -> Standings:
    """Cloud cards won decide Cloud Mine: every seat by its cards, most first; the moment is
    the last cloud, its name and who found it."""
    state, seats = view["state"], view["seats"]
    winners = set((view.get("result") or {}).get("winners") or state.get("winners") or [])
    won = list(state.get("won") or [0] * len(seats))
    place = places(won)
    order = sorted(range(len(seats)), key=lambda s: (place[s], s))
    rows = tuple(
        Standing(seats[s]["name"], count_of(t, "cm.cards", won[s]), place[s], s, s in winners)
        for s in order
    )
    last = state.get("last_round") or {}
    moment = ""
    if last:
        name = last.get("name") or t("cm.aloud")  # a name said aloud was never typed
        finder = last.get("finder")
        if isinstance(finder, int) and 0 <= finder < len(seats):
            moment = t("cm.decided", name=name, finder=seats[finder]["name"])
        else:
            moment = t("cm.decided_none", name=name)
    return Standings(rows=rows, moment=moment)


SCREEN = Screen(
    id="cloud_mine",
    strings=STRINGS,
    render_regions=render_regions,
    how_to=how_to,
    how_to_more=gallery,
    log_line=log_line,
    palette=PALETTE,
    emblem=emblem,
    css=True,
    standings=standings,
    on_ui=on_ui,
)
