"""Colorful's table: the category card with this round's slot lit, the namer's word, your
colours as large swatches (each with its name, a pattern and a symbol, so no one needs to tell
colours apart by hue alone), who has chosen (never what), the reveal and the scores.

A colour is picked locally first (a tap selects, a second button lays it face down), because a
laid colour is final. The frame adds the "How to play" (`how_to`) and the table log
(`log_line`); the styles are in colorful.css beside this module.
"""

from __future__ import annotations

from typing import Any

from engine.art.colours import svg
from engine.content.colorful_cards import CARDS, SLOTS
from engine.content.colorful_colours import COLOURS, name
from engine.content.colorful_lexicon import gloss
from sobremesa_web.commands.declared import FIELD_PREFIX, UI
from sobremesa_web.contract import Regions, Screen, Standing, Standings, places
from sobremesa_web.html import act, attrs, button, esc
from sobremesa_web.i18n import Translator

STRINGS = {
    "es": {
        "blurb": "Una palabra, un color secreto: coincide con la mayoría.",
        "option.teams": "Equipos",
        "option.teams.0": "Sin equipos",
        "option.teams.2": "2 equipos",
        "option.teams.3": "3 equipos",
        "option.teams.4": "4 equipos",
        "option.teams.5": "5 equipos",
        "option.teams.6": "6 equipos",
        "option.base": "Categoría base (sin palabra)",
        "option.base.false": "No: el nombrador dice una palabra",
        "option.base.true": "Sí: el tema es la categoría",
        "option.double": "Colores dobles",
        "option.double.false": "No: un color por ronda",
        "option.double.true": "Sí: dos colores por ronda",
        "option.spoken": "Palabra en voz alta",
        "option.spoken.false": "No: se escribe",
        "option.spoken.true": "Sí: se puede decir en voz alta",
        "option.lang": "Idioma de las palabras",
        'option.lang."es"': "Español",
        'option.lang."en"': "Inglés",
        "cf.round": "Ronda {n} de {total}",
        "cf.card": "Carta de categoría",
        "cf.remove_me": "Aparta {n} colores: nadie los usará (te quedan {left}).",
        "cf.remove_other": "{name} aparta {n} colores para todos…",
        "cf.removed": "Apartados",
        "cf.set_aside": "Apartar {colour}",
        "cf.namer_me": "Eres quien nombra: di una palabra para «{category}».",
        "cf.namer_other": "{name} piensa una palabra para «{category}»…",
        "cf.clue_label": "Tu palabra",
        "cf.clue_hint": "Una sola palabra, sin ningún color en ninguna parte "
        "(ni «blues» ni «azulejo»).",
        "cf.say": "Decir esta palabra",
        "cf.said_aloud": "La he dicho en voz alta",
        "cf.word_is": "La palabra de {name}",
        "cf.word_aloud": "{name} dijo la palabra en voz alta.",
        "cf.theme_is": "El tema es la categoría:",
        "cf.choose": "Elige en secreto un color para esta palabra.",
        "cf.choose_two": "Elige en secreto dos colores para esta palabra.",
        "cf.lay": "Poner boca abajo: {colours}",
        "cf.chosen_mine": "Has puesto: {colours}. Esperando a los demás…",
        "cf.who_chose": "Quién ya ha elegido",
        "cf.has_chosen": "ya eligió",
        "cf.thinking": "pensando",
        "cf.naming": "busca la palabra",
        "cf.players": "Jugadores",
        "cf.removing": "aparta colores",
        "cf.your_colours": "Tus colores",
        "cf.used": "Ya usados",
        "cf.reveal_title": "Revelación, categoría a categoría",
        "cf.reveal_next": "Revelar la categoría {n}",
        "cf.hidden": "aún boca abajo",
        "cf.majority": "Mayoría",
        "cf.scores": "Puntuación",
        "cf.player": "Jugador",
        "cf.total": "Total",
        "cf.team": "Equipo {n}",
        "cf.team_points": "Equipo {n}: {points} puntos",
        "cf.coop": "¡Todos eligieron lo mismo en cada categoría: ganáis todos juntos!",
        "cf.no_word": "(sin palabra)",
        "cf.aloud": "(dicha en voz alta)",
        "cf.log.removed": "{name} apartó {colour}.",
        "cf.log.card": "Ronda {n}: {name} da la vuelta a una carta («{category}»).",
        "cf.log.clue": "{name} dijo «{word}».",
        "cf.log.spoken": "{name} dijo su palabra en voz alta.",
        "cf.log.chose_me": "Pusiste {colours} boca abajo.",
        "cf.log.chose": "{name} eligió un color.",
        "cf.log.revealed": "Revelada «{category}»: mayoría {colours}.",
        "cf.log.over": "Fin de la partida.",
        "how.1": "Un jugador aparta 5 colores de los 15; todos apartan los mismos.",
        "how.2": "Cada ronda, el que nombra da la vuelta a una carta de categoría y dice una "
        "palabra para la categoría de la ronda (ronda 1: la «1)», ronda 2: la «2)»…). "
        "La palabra no puede contener ningún color.",
        "how.3": "Todos, también el que nombra, ponen en secreto un color boca abajo. "
        "Cada color solo se puede usar una vez por partida.",
        "how.4": "Al final se revela categoría a categoría. Si todos pusieron siempre el mismo "
        "color, ganáis todos. Si no, cada color de la mayoría da 1 punto a quien lo puso "
        "(en un empate, todos los empatados puntúan).",
        "how.5": "Variantes: equipos, categoría base (sin palabra), colores dobles (dos por "
        "ronda: solo cuenta la pareja exacta) y palabra en voz alta.",
        "how.example": "Ejemplo: «Música» → «jazz»",
        "err.colour_in_clue": "«{word}» contiene un color ({found}). Prueba otra palabra.",
        "err.one_word": "Di una sola palabra, sin espacios.",
        "err.not_a_word": "La pista debe ser una palabra.",
        "err.text_length": "La palabra debe tener de {min} a {max} letras.",
        "err.used": "Ya usaste ese color.",
        "err.set_aside": "Ese color está apartado.",
        "err.removed": "Ese color ya está apartado.",
        "err.already_chose": "Ya elegiste en esta ronda.",
        "err.not_namer": "La palabra la da quien nombra.",
        "err.not_remover": "Los colores los aparta otro jugador.",
        "err.type_the_word": "Escribe la palabra para todos.",
        "err.choose_two": "Elige dos colores distintos.",
        "err.choose_one": "Elige un solo color.",
        "err.team_size": "Cada equipo necesita al menos 2 jugadores.",
        "err.not_remove": "Ahora no se apartan colores.",
        "err.not_name": "Ahora no toca decir la palabra.",
        "err.not_choose": "Ahora no se eligen colores.",
        "err.not_reveal": "Todavía no se revela.",
        "err.not_over": "La partida no ha terminado.",
        "cf.points_n": "{n} puntos",
        "cf.points_n.one": "1 punto",
        "cf.team_of": "Equipo {n}: {names}",
        "cf.decided": "Última pista, «{clue}»: {n} de {of} eligieron lo mismo que la mayoría.",
    },
    "en": {
        "blurb": "One word, one secret colour: side with the majority.",
        "option.teams": "Teams",
        "option.teams.0": "No teams",
        "option.teams.2": "2 teams",
        "option.teams.3": "3 teams",
        "option.teams.4": "4 teams",
        "option.teams.5": "5 teams",
        "option.teams.6": "6 teams",
        "option.base": "Base category (no word)",
        "option.base.false": "No: the namer says a word",
        "option.base.true": "Yes: the category is the theme",
        "option.double": "Double colours",
        "option.double.false": "No: one colour a round",
        "option.double.true": "Yes: two colours a round",
        "option.spoken": "Word said aloud",
        "option.spoken.false": "No: it is typed",
        "option.spoken.true": "Yes: it may be said aloud",
        "option.lang": "Language of the words",
        'option.lang."es"': "Spanish",
        'option.lang."en"': "English",
        "cf.round": "Round {n} of {total}",
        "cf.card": "Category card",
        "cf.remove_me": "Set aside {n} colours: nobody will use them ({left} to go).",
        "cf.remove_other": "{name} is setting aside {n} colours for everyone…",
        "cf.removed": "Set aside",
        "cf.set_aside": "Set aside {colour}",
        "cf.namer_me": "You are the namer: say one word for “{category}”.",
        "cf.namer_other": "{name} is thinking of a word for “{category}”…",
        "cf.clue_label": "Your word",
        "cf.clue_hint": "One word, with no colour in any part of it (not “blues”, not “azulejo”).",
        "cf.say": "Say this word",
        "cf.said_aloud": "I said it aloud",
        "cf.word_is": "{name}'s word",
        "cf.word_aloud": "{name} said the word aloud.",
        "cf.theme_is": "The theme is the category:",
        "cf.choose": "Secretly choose a colour for this word.",
        "cf.choose_two": "Secretly choose two colours for this word.",
        "cf.lay": "Lay face down: {colours}",
        "cf.chosen_mine": "You laid {colours}. Waiting for the others…",
        "cf.who_chose": "Who has chosen",
        "cf.has_chosen": "has chosen",
        "cf.thinking": "thinking",
        "cf.naming": "is finding the word",
        "cf.players": "Players",
        "cf.removing": "is setting colours aside",
        "cf.your_colours": "Your colours",
        "cf.used": "Used",
        "cf.reveal_title": "The reveal, category by category",
        "cf.reveal_next": "Reveal category {n}",
        "cf.hidden": "still face down",
        "cf.majority": "Majority",
        "cf.scores": "Scores",
        "cf.player": "Player",
        "cf.total": "Total",
        "cf.team": "Team {n}",
        "cf.team_points": "Team {n}: {points} points",
        "cf.coop": "Everyone chose the same colour in every category: you all win together!",
        "cf.no_word": "(no word)",
        "cf.aloud": "(said aloud)",
        "cf.log.removed": "{name} set aside {colour}.",
        "cf.log.card": "Round {n}: {name} turns up a card (“{category}”).",
        "cf.log.clue": "{name} said “{word}”.",
        "cf.log.spoken": "{name} said their word aloud.",
        "cf.log.chose_me": "You laid {colours} face down.",
        "cf.log.chose": "{name} has chosen a colour.",
        "cf.log.revealed": "“{category}” revealed: majority {colours}.",
        "cf.log.over": "The game is over.",
        "how.1": "One player sets aside 5 of the 15 colours; everyone sets aside the same ones.",
        "how.2": "Each round the namer turns up a category card and says one word for the "
        "round's category (round 1: slot “1)”, round 2: slot “2)”…). The word may not "
        "contain a colour.",
        "how.3": "Everyone, the namer too, secretly lays one colour face down. Each colour "
        "can be used once per game.",
        "how.4": "At the end, reveal category by category. If everyone always laid the same "
        "colour, you all win. Otherwise each majority colour scores 1 point for whoever laid "
        "it (on a tie, all the tied colours score).",
        "how.5": "Variants: teams, base category (no word), double colours (two a round: only "
        "the exact pair matches) and the word said aloud.",
        "how.example": "Example: “Music” → “jazz”",
        "err.colour_in_clue": "“{word}” contains a colour ({found}). Try another word.",
        "err.one_word": "Say just one word, with no spaces.",
        "err.not_a_word": "The clue must be a word.",
        "err.text_length": "The word must be {min} to {max} letters long.",
        "err.used": "You already used that colour.",
        "err.set_aside": "That colour was set aside.",
        "err.removed": "That colour is already set aside.",
        "err.already_chose": "You have already chosen this round.",
        "err.not_namer": "The namer gives the word.",
        "err.not_remover": "Another player sets the colours aside.",
        "err.type_the_word": "Type the word for everyone.",
        "err.choose_two": "Choose two different colours.",
        "err.choose_one": "Choose one colour.",
        "err.team_size": "Each team needs at least 2 players.",
        "err.not_remove": "Colours are not being set aside now.",
        "err.not_name": "It is not time for the word.",
        "err.not_choose": "Colours are not being chosen now.",
        "err.not_reveal": "It is not time to reveal.",
        "err.not_over": "The game is not over.",
        "cf.points_n": "{n} points",
        "cf.points_n.one": "1 point",
        "cf.team_of": "Team {n}: {names}",
        "cf.decided": "Last clue, “{clue}”: {n} of {of} chose what most chose.",
    },
}


# -- colours: a swatch (engine.art.colours) and a name with a symbol ----------------------------


def swatch(colour: int) -> str:
    """The colour with its pattern (decorative: the name beside it is what is read)."""
    return f'<span class="cf-sw" aria-hidden="true">{svg(colour)}</span>'


def colour_name(colour: int, t: Translator) -> str:
    """ "Rojo ●": the name in the screen's language and the colour's symbol."""
    return f"{name(colour, t.lang).capitalize()} {COLOURS[colour].symbol}"


def names(colours: list[int], t: Translator) -> str:
    """The colours a button names: a symbol never on a line of its own (a no-break space holds
    it to its name)."""
    return " + ".join(colour_name(c, t).replace(" ", "\u00a0") for c in colours)


def mini(colours: list[int], t: Translator) -> str:
    """Small swatches with names, for the reveal and the log."""
    return "".join(
        f'<span class="cf-mini" data-colour="{c}">{swatch(c)}'
        f'<span class="cf-name">{esc(colour_name(c, t))}</span></span>'
        for c in colours
    )


def chips(colours: list[int], t: Translator) -> str:
    """Small swatches named for screen readers only: the reveal's compact rows."""
    return "".join(
        f'<span class="cf-chip" role="img" aria-label="{esc(colour_name(c, t))}" '
        f'data-colour="{c}">{swatch(c)}</span>'
        for c in colours
    )


def tile(colour: int, t: Translator) -> str:
    return f'{swatch(colour)}<span class="cf-name">{esc(colour_name(colour, t))}</span>'


# -- the table ---------------------------------------------------------------------------------


def category_text(category: dict[str, Any], lang: str) -> str:
    card: int = category["card"]
    slot: int = category["slot"]
    return CARDS[card][slot].text(lang)


def _card(category: dict[str, Any], t: Translator) -> str:
    items = []
    for slot, (label, cat) in enumerate(zip(SLOTS, CARDS[category["card"]], strict=True)):
        cls = "now" if slot == category["slot"] else ("past" if slot < category["slot"] else None)
        items.append(
            f"<li{attrs(class_=cls, aria_current='true' if cls == 'now' else None)}>"
            f'<span class="cf-slot">{esc(label)}</span><span>{esc(cat.text(t.lang))}</span></li>'
        )
    return (
        f'<div class="cf-card" role="group" aria-label="{esc(t("cf.card"))}">'
        f"<ol>{''.join(items)}</ol></div>"
    )


def _seat_facts(view: dict[str, Any], t: Translator) -> tuple[str, ...]:
    """What each seat is doing now: setting colours aside, finding the word, still thinking
    or done choosing; and its team, when there are teams."""
    state = view["state"]
    facts = []
    for seat, done in enumerate(state["done"]):
        if state["phase"] == "remove":
            mark = t("cf.removing") if seat == state["remover"] else ""
        elif state["phase"] == "name":
            mark = t("cf.naming") if seat == state["namer"] else ""
        elif state["phase"] == "choose":
            mark = "✓ " + t("cf.has_chosen") if done else "… " + t("cf.thinking")
        else:
            mark = ""
        if state.get("teams") is not None:
            team = t("cf.team", n=state["teams"][seat] + 1)
            mark = f"{team} · {mark}" if mark else team
        cls = "done" if done and state["phase"] == "choose" else None
        facts.append(f"<span{attrs(class_=cls)}>{esc(mark)}</span>" if mark else "")
    return tuple(facts)


def _remove(view: dict[str, Any], t: Translator) -> tuple[str, str]:
    """The remover's choice: the colours to set aside are the dock's buttons."""
    state = view["state"]
    parts = []
    dock = ""
    if view["legal"]:
        left = state["set_aside"] - len(state["removed"])
        parts.append(
            f'<p class="status" role="status">'
            f"{esc(t('cf.remove_me', n=state['set_aside'], left=left))}</p>"
        )
        buttons = [
            act(
                "",
                a,
                aria_label=t("cf.set_aside", colour=colour_name(a["colour"], t)),
                inner_html=tile(a["colour"], t),
                key=f"cf-remove-{a['colour']}",
            )
            for a in view["legal"]
        ]
        dock = f'<div class="cf-hand">{"".join(buttons)}</div>'
    else:
        who = view["seats"][state["remover"]]["name"]
        parts.append(
            f'<p class="status" role="status">'
            f"{esc(t('cf.remove_other', name=who, n=state['set_aside']))}</p>"
        )
    if state["removed"]:
        parts.append(f"<h3>{esc(t('cf.removed'))}</h3><div>{mini(state['removed'], t)}</div>")
    return "".join(parts), dock


def _name(view: dict[str, Any], t: Translator) -> tuple[str, str]:
    """The namer's word field and its buttons go in the dock; the table says whose word it is."""
    state = view["state"]
    category = state["categories"][-1]
    text = category_text(category, t.lang)
    if not view["legal"]:
        who = view["seats"][state["namer"]]["name"]
        return (
            f'<p class="status" role="status">'
            f"{esc(t('cf.namer_other', name=who, category=text))}</p>",
            "",
        )
    field = attrs(
        name=f"{FIELD_PREFIX}word",
        id="cf-word",
        type="text",
        maxlength=30,
        autocomplete="off",
        autocapitalize="off",
        spellcheck="false",
        aria_label=t("cf.clue_label"),
        placeholder=t("cf.clue_label"),
        enterkeyhint="done",
    )
    table = (
        f'<p class="status" role="status">{esc(t("cf.namer_me", category=text))}</p>'
        f'<p class="hint">{esc(t("cf.clue_hint"))}</p>'
    )
    dock = [
        '<div class="cf-clue">',
        f"<input{field}>",
        act(t("cf.say"), {"type": "clue"}, cls="primary", key="cf-say"),
        "</div>",
    ]
    if any(a["type"] == "spoken" for a in view["legal"]):
        dock.append(act(t("cf.said_aloud"), {"type": "spoken"}, cls="ghost", key="cf-spoken"))
    return table, "".join(dock)


def _theme(view: dict[str, Any], t: Translator) -> str:
    """This round's word (or that it was said aloud, or that the category is the theme)."""
    category = view["state"]["categories"][-1]
    who = view["seats"][category["namer"]]["name"]
    if category["clue"]:
        meaning = gloss(category["clue"], t.lang)
        extra = f' <span class="cf-gloss">({esc(meaning)})</span>' if meaning else ""
        return (
            f'<p class="hint">{esc(t("cf.word_is", name=who))}</p>'
            f'<p class="cf-word" data-clue="{esc(category["clue"])}">'
            f"{esc(category['clue'])}{extra}</p>"
        )
    if category["spoken"]:
        return f'<p class="cf-word-aloud">{esc(t("cf.word_aloud", name=who))}</p>'
    return (
        f'<p class="hint">{esc(t("cf.theme_is"))}</p>'
        f'<p class="cf-word">{esc(category_text(category, t.lang))}</p>'
    )


def _hand(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> str:
    """Your colours in the dock, and under them the dock's fixed bar with Lay: the grid never
    moves when a colour is picked (the button is there from the start, waiting)."""
    state = view["state"]
    hand = state["hand"] or []
    used = [c for laid in state["mine"] or [] for c in laid]
    choosing = bool(view["legal"]) and state["phase"] == "choose"
    picked = [c for c in ui.get("picked", []) if c in hand] if choosing else []
    tiles = []
    for colour in hand:
        if choosing:
            tiles.append(
                button(
                    "",
                    UI,
                    {"pick": colour},
                    aria_label=colour_name(colour, t),
                    pressed=colour in picked,
                    inner_html=tile(colour, t),
                    key=f"cf-pick-{colour}",
                    data={"colour": str(colour)},
                )
            )
        else:
            tiles.append(f'<span class="cf-tile" data-colour="{colour}">{tile(colour, t)}</span>')
    for colour in used:
        tiles.append(
            f'<span class="cf-tile used" data-colour="{colour}" '
            f'aria-label="{esc(t("cf.used"))}: {esc(colour_name(colour, t))}">'
            f"{tile(colour, t)}</span>"
        )
    parts = [f'<div class="cf-hand" aria-label="{esc(t("cf.your_colours"))}">']
    parts.append("".join(tiles) + "</div>")
    if choosing:
        ready = len(picked) == state["per_round"]
        if ready:
            action = (
                {"type": "choose", "colour": picked[0]}
                if state["per_round"] == 1
                else {"type": "choose_two", "colours": sorted(picked)}
            )
            label = t("cf.lay", colours=names(picked, t))
        else:
            action = {"type": "choose"}
            label = t("cf.choose" if state["per_round"] == 1 else "cf.choose_two")
        parts.append(
            '<div class="dock-bar">'
            + act(label, action, cls="primary big", key="cf-lay", disabled=not ready)
            + "</div>"
        )
    return "".join(parts)


def _choose(view: dict[str, Any], t: Translator) -> str:
    state = view["state"]
    parts = [_theme(view, t)]
    if view["seat"] is not None and state["mine"] and state["done"][view["seat"]]:
        laid = state["mine"][-1]
        parts.append(
            f'<p class="status" role="status">{esc(t("cf.chosen_mine", colours=names(laid, t)))}'
            "</p>"
        )
    return "".join(parts)


def _reveal(view: dict[str, Any], t: Translator) -> tuple[str, str]:
    """The reveal leads with the result and the scores, then one compact row per category:
    the category, its word, and each seat's colours (a tick for the majority)."""
    state = view["state"]
    outcome = state["outcome"]
    parts = [_scores(view, t, outcome)] if outcome is not None else []
    parts.append(f'<h3 class="cf-reveal-title">{esc(t("cf.reveal_title"))}</h3>')
    parts.append('<ol class="cf-reveal">')
    for k, category in enumerate(state["categories"]):
        text = category_text(category, t.lang)
        word = category["clue"] or t("cf.aloud" if category["spoken"] else "cf.no_word")
        parts.append(
            f'<li data-category="{k}"><span class="cf-what"><strong>{esc(text)}</strong>'
            f" · <em>{esc(word)}</em></span>"
        )
        if k < len(state["reveals"]):
            laid = state["reveals"][k]
            counts: dict[tuple[int, ...], int] = {}
            for colours in laid:
                counts[tuple(colours)] = counts.get(tuple(colours), 0) + 1
            top = max(counts.values())
            parts.append('<span class="cf-laid">')
            for seat, colours in enumerate(laid):
                hit = counts[tuple(colours)] == top
                who = view["seats"][seat]["name"]
                parts.append(
                    f"<span{attrs(class_='hit' if hit else None, data_seat=seat, title=who)}>"
                    f'<span class="cf-who-name">{esc(who)}</span>{chips(colours, t)}'
                    f"{' ✓' if hit else ''}</span>"
                )
            parts.append("</span>")
        else:
            parts.append(f' <span class="hint">({esc(t("cf.hidden"))})</span>')
        parts.append("</li>")
    parts.append("</ol>")
    dock = ""
    if state["phase"] == "reveal" and view["legal"]:
        n = len(state["reveals"]) + 1
        dock = (
            '<div class="dock-bar">'
            + act(t("cf.reveal_next", n=n), {"type": "reveal"}, cls="primary big", key="cf-reveal")
            + "</div>"
        )
    return "".join(parts), dock


def _scores(view: dict[str, Any], t: Translator, outcome: dict[str, Any]) -> str:
    state = view["state"]
    rows = []
    head = "".join(
        f'<th title="{esc(category_text(c, t.lang))}">{k + 1}</th>'
        for k, c in enumerate(state["categories"])
    )
    for seat, info in enumerate(view["seats"]):
        cells = []
        for laid in state["reveals"]:
            hit = sorted(laid[seat]) in _majority_of(laid)
            cells.append(f"<td>{'✓' if hit else '·'}</td>")
        who = info["name"]
        if state["teams"] is not None:
            who += f" ({t('cf.team', n=state['teams'][seat] + 1)})"
        rows.append(
            f'<tr data-seat="{seat}"><td>{esc(who)}</td>{"".join(cells)}'
            f"<td><strong>{outcome['points'][seat]}</strong></td></tr>"
        )
    parts = [
        f'<h3 class="cf-score-title">{esc(t("cf.scores"))}</h3>',
        f'<table class="cf-scores"><thead><tr><th>{esc(t("cf.player"))}</th>{head}'
        f"<th>{esc(t('cf.total'))}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>",
    ]
    if outcome.get("team_points") is not None:
        parts.append(
            "<p>"
            + " · ".join(
                esc(t("cf.team_points", n=i + 1, points=p))
                for i, p in enumerate(outcome["team_points"])
            )
            + "</p>"
        )
    if outcome["cooperative"]:
        parts.append(f'<p class="cf-coop" role="status">{esc(t("cf.coop"))}</p>')
    return "".join(parts)


def _majority_of(laid: list[list[int]]) -> list[list[int]]:
    counts: dict[tuple[int, ...], int] = {}
    for colours in laid:
        key = tuple(sorted(colours))
        counts[key] = counts.get(key, 0) + 1
    top = max(counts.values())
    return [list(k) for k, n in counts.items() if n == top]


def render_regions(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    """The category card and the word on the table; your colours, the word field or the
    reveal's next step in the dock. Your colours are there from the start: while another
    player sets colours aside, you watch your own hand lose them."""
    state = view["state"]
    parts = []
    phase = state["phase"]
    dock = ""
    if state["round"]:
        label = t("cf.round", n=state["round"], total=state["rounds"])
        parts.append(f'<p class="hint cf-round">{esc(label)}</p>')
    if phase == "remove":
        table, dock = _remove(view, t)
        parts.append(table)
        if not dock and state["hand"] is not None:  # while another sets aside: what you keep
            dock = _hand(view, ui, t)
    elif phase in ("name", "choose"):
        parts.append(_card(state["categories"][-1], t))
        if phase == "name":
            table, dock = _name(view, t)
            parts.append(table)
            if not dock and state["hand"] is not None:
                dock = _hand(view, ui, t)
        else:
            parts.append(_choose(view, t))
            if state["hand"] is not None:
                dock = _hand(view, ui, t)
    else:
        table, dock = _reveal(view, t)
        parts.append(table)
    return Regions("".join(parts), dock, _seat_facts(view, t))


def on_ui(ui: dict[str, Any], data: dict[str, Any], view: dict[str, Any]) -> None:
    """Select (or unselect) a colour before laying it face down."""
    state = view["state"]
    colour = data.get("pick")
    if colour not in (state.get("hand") or []):
        return
    picked = [c for c in ui.get("picked", []) if c in state["hand"]]
    if colour in picked:
        picked.remove(colour)
    else:
        picked.append(colour)
        picked = picked[-state["per_round"] :]
    ui["picked"] = picked


# -- the table log and the rules ---------------------------------------------------------------


def log_line(event: dict[str, Any], view: dict[str, Any], t: Translator) -> str | None:
    """One short sentence for the table log."""
    kind = event.get("type")
    seats = view["seats"]

    def who(seat: Any) -> str:
        return seats[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(seats) else "?"

    if kind == "removed":
        return t("cf.log.removed", name=who(event["seat"]), colour=colour_name(event["colour"], t))
    if kind == "card":
        category = CARDS[event["card"]][event["slot"]].text(t.lang)
        return t("cf.log.card", n=event["round"], name=who(event["namer"]), category=category)
    if kind == "clue":
        meaning = gloss(event["word"], t.lang)
        word = f"{event['word']} ({meaning})" if meaning else event["word"]
        return t("cf.log.clue", name=who(event["seat"]), word=word)
    if kind == "spoken":
        return t("cf.log.spoken", name=who(event["seat"]))
    if kind == "chose":
        if "colours" in event and event["seat"] == view.get("seat"):
            return t("cf.log.chose_me", colours=names(event["colours"], t))
        return t("cf.log.chose", name=who(event["seat"]))
    if kind == "revealed":
        categories = view["state"]["categories"]
        k = event["category"]
        text = category_text(categories[k], t.lang) if k < len(categories) else "?"
        top = _majority_of(event["colours"])
        return t("cf.log.revealed", category=text, colours=" / ".join(names(m, t) for m in top))
    if kind == "game_over":
        return t("cf.log.over")
    return None


def _how_card(t: Translator) -> str:
    """An illustration: a category card with slot 1) lit, the namer's word, three cards laid
    face down, and the same three turned up with the majority marked."""
    sample = CARDS[4]  # Profesiones / Jobs, Países / Countries, Emociones, El futuro
    rows = []
    for i, (label, cat) in enumerate(zip(SLOTS, sample, strict=True)):
        y = 26 + i * 22
        if i == 0:
            rows.append(
                f'<rect x="10" y="{y - 15}" width="200" height="21" rx="5" fill="#ffce54"/>'
            )
        rows.append(
            f'<text x="16" y="{y}" font-size="13" fill="#1d2340">{esc(label)} '
            f"{esc(cat.text(t.lang))}</text>"
        )
    laid = []
    for i, colour in enumerate((6, 6, 10)):
        x = 12 + i * 46
        laid.append(
            f'<rect x="{x}" y="160" width="38" height="30" rx="5" fill="#353d6b" stroke="#b9bdd6"/>'
            + svg(colour, f'x="{x + 168}" y="160" width="38" height="30"')
        )
    return (
        f'<svg class="cf-how-art" viewBox="0 0 320 200" role="img" '
        f'aria-label="{esc(t("how.example"))}">'
        '<rect class="cf-how-card" x="4" y="4" width="212" height="100" rx="10" fill="#f4f1ea"/>'
        + "".join(rows)
        + '<rect x="12" y="114" width="296" height="34" rx="10" fill="#ffce54"/>'
        f'<text x="24" y="137" font-size="15" font-weight="700" fill="#1d2340">'
        f"{esc(t('how.example'))}</text>"
        + "".join(laid)
        + '<text class="cf-how-arrow" x="150" y="182" font-size="18" fill="#ffce54">→</text>'
        '<text class="cf-how-hit" x="232" y="155" font-size="13" fill="#7be0a1">✓ ✓</text></svg>'
    )


def how_to(t: Translator) -> str:
    """The illustrated rules, in the screen's language."""
    steps = "".join(f"<li>{esc(t(f'how.{i}'))}</li>" for i in range(1, 6))
    palette = "".join(
        f'<span class="cf-mini">{swatch(c.id)}<span class="cf-name">'
        f"{esc(colour_name(c.id, t))}</span></span>"
        for c in COLOURS
    )
    return f'<div class="cf-how">{_how_card(t)}<ol>{steps}</ol><div>{palette}</div></div>'


# The game's face: the colour cards themselves, fanned like a painter's swatches.
PALETTE = {
    "tile": "#2b2350",
    "glow": "#f9d71c",
    "tile_light": "#e8e2f7",  # by day: a pale tint of the same box
    "glow_light": "#8a6a00",
}


def emblem() -> str:
    picks = (0, 1, 2, 4, 6, 7)
    swatches = "".join(
        f'<rect x="42" y="8" width="12" height="44" rx="4" fill="{COLOURS[c].hex}" '
        f'stroke="#fdfbf5" stroke-width="1.5" transform="rotate({-40 + 16 * i} 48 58)"/>'
        for i, c in enumerate(picks)
    )
    return (
        '<svg class="emblem" viewBox="0 0 96 68" aria-hidden="true" focusable="false">'
        f'{swatches}<circle cx="48" cy="58" r="4" fill="#fdfbf5"/></svg>'
    )


def standings(view: dict[str, Any], t: Translator) -> Standings:
    """Points decide Colorful: each seat's (or, in teams, each team's) points, most first;
    the moment is the last clue and how many chose what most chose, or the shared win."""
    state, seats = view["state"], view["seats"]
    outcome = state["outcome"]
    winners = set(outcome["winners"])
    teams = state["teams"]
    if teams is not None:
        points = list(outcome["team_points"])
        members = [[s for s in range(len(seats)) if teams[s] == k] for k in range(len(points))]
        names = [
            t("cf.team_of", n=k + 1, names=", ".join(seats[s]["name"] for s in group))
            for k, group in enumerate(members)
        ]
        won = [any(s in winners for s in group) for group in members]
        who: list[int | None] = [None] * len(points)
    else:
        points = list(outcome["points"])
        names = [info["name"] for info in seats]
        won = [s in winners for s in range(len(seats))]
        who = list(range(len(seats)))
    place = places(points)
    order = sorted(range(len(points)), key=lambda k: (place[k], k))
    rows = tuple(
        Standing(names[k], t("cf.points_n", n=points[k]), place[k], who[k], won[k]) for k in order
    )
    if outcome["cooperative"]:
        return Standings(rows=rows, moment=t("cf.coop"))
    moment = ""
    if state["reveals"] and state["categories"]:
        laid = state["reveals"][-1]
        top = _majority_of(laid)
        n = sum(1 for colours in laid if sorted(colours) in top)
        last = state["categories"][-1]
        clue = last.get("clue") or category_text(last, t.lang)  # said aloud: no word kept
        moment = t("cf.decided", clue=clue, n=n, of=len(laid))
    return Standings(rows=rows, moment=moment)


SCREEN = Screen(
    id="colorful",
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
