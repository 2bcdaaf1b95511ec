"""Catch the Moon's table: the die, the drawn ladder, the Moon's tears, who is placing, why the
last tear fell, and the canvas where the structure stands (drawn and simulated by this game's
browser half, catch_the_moon.js beside this module, with Rapier; this screen hands it the data
as JSON in `#moon-data`).

The canvas is an island: the morph never touches it, so the physics keeps its world between
paints. Everything else is plain HTML drawn from the view, and every id read from it is checked
before it is drawn, since a guest must not trust the host's bytes either. `in_browser` is the
game's own browser wiring: it installs the physics (referee and planner) the rules and bots
use, and hands other devices' live input to the canvas.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from engine.content.moon_ladders import LADDERS, RAIL, RUNG_START, RUNG_STEP, as_data
from engine.core import Physics
from sobremesa_web.contract import Browser, Regions, Screen, Standing, Standings
from sobremesa_web.html import act, esc
from sobremesa_web.i18n import Translator

# The pinned npm file the game's browser half (catch_the_moon.js and the modules it imports
# beside it: physics, referee, the bots' planner, the canvas) imports when it first needs the
# physics: Rapier's deterministic 2D build, an ES module with its wasm inlined, which the build
# writes out beside it as rapier2d.wasm (npm package, file, whether the build prepends a license
# notice).
VENDOR = {
    "rapier2d.mjs": ("@dimforge/rapier2d-deterministic-compat", "dist/rapier.mjs", True),
    "rapier2d.LICENSE.txt": ("@dimforge/rapier2d-deterministic-compat", "LICENSE", False),
}
log = logging.getLogger("sobremesa.moon")

STRINGS = {
    "es": {
        "blurb": "Apila escaleras hasta la luna sin que caigan.",
        "option.base": "Escaleras de la base",
        'option.base."upright"': "Rectas",
        'option.base."leaning"': "Inclinadas hacia dentro",
        'option.base."apart"': "Separadas, abiertas",
        "moon.die": "Dado",
        "moon.die.one": "Uno: debe tocar exactamente una escalera",
        "moon.die.two": "Dos: debe tocar exactamente dos escaleras",
        "moon.die.moon": "Luna: su punta, la más alta; tocando una o dos",
        "moon.die.none": "Aún sin tirar",
        "moon.roll": "Tirar el dado",
        "moon.rolling": "{name} va a tirar el dado…",
        "moon.your_roll": "Tu turno: tira el dado.",
        "moon.drawn": "Escalera sacada",
        "moon.placing": "{name} está colocando la escalera…",
        "moon.turn_left": "Girar a la izquierda",
        "moon.turn_right": "Girar a la derecha",
        "moon.release": "Soltar",
        "moon.tears": "Lágrimas",
        "moon.tears_left": "Quedan {n} lágrimas de la luna",
        "moon.tears_left.one": "Queda 1 lágrima de la luna",
        "moon.supply": "{n} escaleras en la caja",
        "moon.supply.one": "1 escalera en la caja",
        "moon.placed": "{n} colocadas",
        "moon.placed.one": "1 colocada",
        "moon.out": "eliminado",
        "moon.tiebreak": "Desempate: {names}. Cada tirada es luna; quien falle queda fuera.",
        "moon.last.ok": "{name} colocó la escalera tocando {n} escaleras.",
        "moon.last.ok.one": "{name} colocó la escalera tocando 1 escalera.",
        "moon.last.tear": "{name} se llevó una lágrima: {why}",
        "moon.last.out": "{name} falló en el desempate: {why}",
        "moon.why.fell": "se cayó una escalera o tocó la mesa o la base.",
        "moon.why.held_fault": "algo tocó la mesa o la base mientras la sujetaba.",
        "moon.why.touching_one": "no tocaba exactamente una escalera.",
        "moon.why.touching_two": "no tocaba exactamente dos escaleras.",
        "moon.why.moon_not_top": "su punta no era la más alta.",
        "moon.why.moon_touching": "en luna debe tocar una o dos escaleras.",
        "moon.removed": "Fuera del juego: {ids}",
        "moon.ladder": "escalera {id}",
        "moon.solo_result": "Has colocado {n} escaleras.",
        "moon.solo_result.one": "Has colocado 1 escalera.",
        "moon.final": "Lágrimas al final",
        "moon.pool": "Quedan {tears} lágrimas de la luna y {ladders} escaleras en la caja",
        "moon.canvas": "La estructura de escaleras",
        "moon.hint": "Arrastra la escalera a su sitio; gírala con dos dedos, la rueda o "
        "manteniendo ⟲ ⟳. Al levantar el dedo sigue sujeta: pulsa Soltar para dejarla.",
        "moon.skip": "Saltar",
        "howto.goal": "Entre todos subís una estructura de escaleras hacia la luna. Dos "
        "escaleras rectas empiezan en la base; el resto sale de la caja al azar.",
        "howto.turn": "En tu turno tiras el dado, sacas una escalera y la colocas con una sola "
        "mano: arrástrala, gírala con dos dedos, la rueda o manteniendo pulsado un botón de "
        "giro. Al levantar el dedo la escalera sigue sujeta, para mirarla y ajustarla; cuando "
        "esté en su sitio, pulsa Soltar.",
        "howto.die": "El dado dice dónde va: tocando exactamente una escalera, exactamente dos, "
        "o (luna) con su punta como el punto más alto, tocando una o dos.",
        "howto.tear": "Si fallas el dado, o cualquier escalera cae o toca la mesa o la base, "
        "te llevas una de las 7 lágrimas de la luna. Las escaleras caídas se retiran (las dos "
        "de la base nunca).",
        "howto.end": "Se acaba al colocar la última escalera o al tomar la última lágrima: "
        "quien la toma queda eliminado y gana quien tenga menos lágrimas. Con dos jugadores, "
        "quien llega a tres lágrimas pierde. Solo: coloca todas las que puedas antes de 7.",
        "log.rolled": "{name} sacó {face}.",
        "log.face.one": "«uno»",
        "log.face.two": "«dos»",
        "log.face.moon": "«luna»",
        "log.placed": "{name} colocó la escalera tocando {n}.",
        "log.tear": "{name} se llevó una lágrima: {why}",
        "log.removed": "Se retiran: {ids}.",
        "log.eliminated": "{name} queda eliminado.",
        "log.tiebreak": "Empate: desempate entre {names}.",
        "err.bad_trace": "El movimiento de la escalera no es válido.",
        "err.bad_release": "El momento de soltar no es válido.",
        "err.bad_ids": "El informe de la colocación no es válido.",
        "err.bad_touching": "El informe de la colocación no es válido.",
        "err.bad_fallen": "El informe de la colocación no es válido.",
        "err.bad_poses": "El informe de la colocación no es válido.",
        "err.forged_placement": "La física del anfitrión no ve lo mismo: repite la colocación.",
        "err.no_physics": "El anfitrión aún está cargando la física: inténtalo de nuevo.",
        "err.held_too_long": "La escalera se sostuvo más de lo que dura un turno.",
        "err.check_too_long": "El anfitrión no pudo comprobar la colocación a tiempo.",
        "err.roll_first": "Primero tira el dado.",
        "err.place_first": "Primero coloca tu escalera.",
        "err.not_your_turn": "No es tu turno.",
        "moon.decided": "La última lágrima fue para {name}: {why}",
        "moon.solo_score": "{n} escaleras colocadas",
        "moon.decided_supply": "No quedaban escaleras en la caja: gana quien tiene menos lágrimas.",
    },
    "en": {
        "blurb": "Stack ladders up to the moon before they fall.",
        "option.base": "Base ladders",
        'option.base."upright"': "Upright",
        'option.base."leaning"': "Leaning inwards",
        'option.base."apart"': "Apart, splayed",
        "moon.die": "Die",
        "moon.die.one": "One: touch exactly one ladder",
        "moon.die.two": "Two: touch exactly two ladders",
        "moon.die.moon": "Moon: its top the highest, touching one or two",
        "moon.die.none": "Not rolled yet",
        "moon.roll": "Roll the die",
        "moon.rolling": "{name} is about to roll…",
        "moon.your_roll": "Your turn: roll the die.",
        "moon.drawn": "Drawn ladder",
        "moon.placing": "{name} is placing the ladder…",
        "moon.turn_left": "Turn left",
        "moon.turn_right": "Turn right",
        "moon.release": "Release",
        "moon.tears": "Tears",
        "moon.tears_left": "{n} moon tears left",
        "moon.tears_left.one": "1 moon tear left",
        "moon.supply": "{n} ladders in the box",
        "moon.supply.one": "1 ladder in the box",
        "moon.placed": "{n} placed",
        "moon.placed.one": "1 placed",
        "moon.out": "out",
        "moon.tiebreak": "Tie-break: {names}. Every roll is moon; whoever errs is out.",
        "moon.last.ok": "{name} placed the ladder touching {n} ladders.",
        "moon.last.ok.one": "{name} placed the ladder touching 1 ladder.",
        "moon.last.tear": "{name} took a tear: {why}",
        "moon.last.out": "{name} erred in the tie-break: {why}",
        "moon.why.fell": "a ladder fell or touched the table or the base.",
        "moon.why.held_fault": "something touched the table or the base while holding it.",
        "moon.why.touching_one": "it did not touch exactly one ladder.",
        "moon.why.touching_two": "it did not touch exactly two ladders.",
        "moon.why.moon_not_top": "its top was not the highest.",
        "moon.why.moon_touching": "on a moon it must touch one or two ladders.",
        "moon.removed": "Out of the game: {ids}",
        "moon.ladder": "ladder {id}",
        "moon.solo_result": "You placed {n} ladders.",
        "moon.solo_result.one": "You placed 1 ladder.",
        "moon.final": "Tears at the end",
        "moon.pool": "{tears} moon tears and {ladders} ladders in the box left",
        "moon.canvas": "The structure of ladders",
        "moon.hint": "Drag the ladder into place; turn it with two fingers, the wheel or by "
        "holding ⟲ ⟳. Lifting your finger keeps it held: tap Release to let go.",
        "moon.skip": "Skip",
        "howto.goal": "Together you build a structure of ladders up to the moon. Two straight "
        "ladders start in the base; the rest come out of the box at random.",
        "howto.turn": "On your turn roll the die, draw a ladder and place it one-handed: drag "
        "it, turn it with two fingers, the wheel or by holding a turn button down. Lifting your "
        "finger keeps it held, to look and adjust; when it is where you want it, tap Release.",
        "howto.die": "The die says where it goes: touching exactly one ladder, exactly two, "
        "or (moon) with its top the highest point, touching one or two.",
        "howto.tear": "Miss the die, or let any ladder fall or touch the table or the base, "
        "and you take one of the moon's 7 tears. Fallen ladders leave the game (the two in "
        "the base never do).",
        "howto.end": "It ends when the last ladder is placed or the last tear taken: whoever "
        "takes it is out, and the fewest tears wins. With two players, three tears lose. "
        "Solo: place as many as you can before 7 tears.",
        "log.rolled": "{name} rolled {face}.",
        "log.face.one": "“one”",
        "log.face.two": "“two”",
        "log.face.moon": "“moon”",
        "log.placed": "{name} placed the ladder touching {n}.",
        "log.tear": "{name} took a tear: {why}",
        "log.removed": "Removed: {ids}.",
        "log.eliminated": "{name} is out.",
        "log.tiebreak": "A tie: tie-break between {names}.",
        "err.bad_trace": "The ladder's movement is not valid.",
        "err.bad_release": "The moment it was let go is not valid.",
        "err.bad_ids": "The placement's report is not valid.",
        "err.bad_touching": "The placement's report is not valid.",
        "err.bad_fallen": "The placement's report is not valid.",
        "err.bad_poses": "The placement's report is not valid.",
        "err.forged_placement": "The host's physics sees it differently: place it again.",
        "err.no_physics": "The host is still loading the physics: try again.",
        "err.held_too_long": "The ladder was held longer than a turn allows.",
        "err.check_too_long": "The host could not check the placement in time.",
        "err.roll_first": "Roll the die first.",
        "err.place_first": "Place your ladder first.",
        "err.not_your_turn": "It is not your turn.",
        "moon.decided": "The last tear went to {name}: {why}",
        "moon.solo_score": "{n} ladders placed",
        "moon.decided_supply": "The box ran out of ladders: the fewest tears win.",
    },
}

FACES = ("one", "two", "moon")
LADDER_IDS = frozenset(ladder.id for ladder in LADDERS)
WHYS = ("fell", "held_fault", "touching_one", "touching_two", "moon_not_top", "moon_touching")


# -- reading the view safely -------------------------------------------------------------------


def _is_ladder(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in LADDER_IDS


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _ints(value: Any) -> list[int]:
    return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []


def _name(view: dict[str, Any], seat: Any) -> str:
    seats = view["seats"]
    return seats[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(seats) else "?"


def _ids_text(t: Translator, ids: list[int]) -> str:
    return ", ".join(t("moon.ladder", id=i) for i in ids if _is_ladder(i))


# -- pictures ----------------------------------------------------------------------------------


def ladder_svg(ladder_id: int, size: int = 72, label: str = "") -> str:
    """A ladder seen from the side, from its spine: a rail along it and a rung every step."""
    if not _is_ladder(ladder_id):
        return ""
    spine = LADDERS[ladder_id].spine
    rungs = []
    travelled, next_rung = 0.0, float(RUNG_START)
    for (x1, y1), (x2, y2) in zip(spine, spine[1:], strict=False):
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        while next_rung <= travelled + length:
            d = next_rung - travelled
            px, py = x1 + ux * d, y1 + uy * d
            half = RAIL / 2 + 7
            rungs.append(
                f'<line x1="{px - uy * half:.1f}" y1="{py + ux * half:.1f}" '
                f'x2="{px + uy * half:.1f}" y2="{py - ux * half:.1f}"/>'
            )
            next_rung += RUNG_STEP
        travelled += length
    xs, ys = [p[0] for p in spine], [p[1] for p in spine]
    pad = RAIL + 8
    x0, x1_ = min(xs) - pad, max(xs) + pad
    y0, y1_ = min(ys) - pad, max(ys) + pad
    points = " ".join(f"{x},{y}" for x, y in spine)
    who = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (
        f'<svg class="ladder-svg" viewBox="{x0} {-y1_} {x1_ - x0} {y1_ - y0}" '
        f'width="{size}" height="{size}" {who}>'
        f'<g transform="scale(1,-1)">'
        f'<g class="rungs" stroke-width="5" stroke-linecap="round">{"".join(rungs)}</g>'
        f'<polyline class="rail" points="{points}" fill="none" stroke-width="{RAIL}" '
        'stroke-linecap="round" stroke-linejoin="round"/></g></svg>'
    )


_PIPS = {"one": [(50, 50)], "two": [(30, 30), (70, 70)]}
MOON_PATH = "M62 22a30 30 0 1 0 0 56a24 24 0 1 1 0-56z"


def die_svg(face: Any, size: int = 96, label: str = "") -> str:
    """The die showing `face`: one pip, two pips, or the moon."""
    inner = ""
    if face in _PIPS:
        inner = "".join(f'<circle cx="{x}" cy="{y}" r="11"/>' for x, y in _PIPS[face])
    elif face == "moon":
        inner = f'<path d="{MOON_PATH}"/>'
    who = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (
        f'<svg class="die-svg" viewBox="0 0 100 100" width="{size}" height="{size}" {who}>'
        '<rect x="4" y="4" width="92" height="92" rx="18" class="die-face"/>'
        f'<g class="die-mark">{inner}</g></svg>'
    )


TEAR_PATH = "M10 1C10 1 2 11 2 15a8 8 0 0 0 16 0C18 11 10 1 10 1z"


def tear_svg(cls: str = "tear") -> str:
    return (
        f'<svg class="{cls}" viewBox="0 0 20 24" width="16" height="20" aria-hidden="true">'
        f'<path d="{TEAR_PATH}"/></svg>'
    )


def base_svg() -> str:
    """The base with its two straight ladders (for "how to play")."""
    ladders = "".join(
        f'<g transform="translate({x} 70) rotate({lean})">'
        '<line x1="0" y1="0" x2="0" y2="-62" class="rail"/>'
        + "".join(
            f'<line x1="-7" y1="{-y}" x2="7" y2="{-y}" class="rung"/>' for y in range(8, 60, 12)
        )
        + "</g>"
        for x, lean in ((44, -8), (76, 8))
    )
    return (
        '<svg class="howto-base" viewBox="0 0 120 84" width="120" height="84" aria-hidden="true">'
        '<rect x="0" y="78" width="120" height="6" class="table-top"/>'
        '<rect x="30" y="66" width="60" height="12" rx="2" class="base-block"/>'
        f"{ladders}</svg>"
    )


# -- the parts of the table --------------------------------------------------------------------


def _seat_facts(view: dict[str, Any], t: Translator) -> tuple[str, ...]:
    """Each seat's tears (drawn and counted), the ladders it placed, and whether it is out."""
    state = view["state"]
    total = _int(state.get("tears_total"))
    tears, placed = _ints(state.get("tears")), _ints(state.get("placed"))
    out = _ints(state.get("eliminated"))
    facts = []
    for seat in range(len(view["seats"])):
        count = tears[seat] if seat < len(tears) else 0
        drops = tear_svg() * min(count, total)
        done = placed[seat] if seat < len(placed) else 0
        gone = f'<span class="out">{esc(t("moon.out"))}</span> · ' if seat in out else ""
        facts.append(
            f'{gone}<span class="tears" aria-label="{esc(t("moon.tears"))}: {count}">{drops}'
            f'<span class="n">{count}</span></span> · '
            f'<span class="placed">{esc(t("moon.placed", n=done))}</span>'
        )
    return tuple(facts)


def _pool(view: dict[str, Any], t: Translator, short: bool = False) -> str:
    """The Moon's tears left (drawn, and counted) and the ladders in the box; `short` is the
    die's row: one drop and the numbers, the sentence for a screen reader."""
    state = view["state"]
    total = _int(state.get("tears_total"))
    left = max(0, min(_int(state.get("tears_left")), total))
    supply = _int(state.get("supply"))
    if short:
        said = esc(t("moon.pool", tears=left, ladders=supply))
        return (
            f'<p class="moon-pool short" role="img" aria-label="{said}" title="{said}">'
            f'{tear_svg()}<span class="n">{left}</span>'
            f'{ladder_svg(2, 18)}<span class="n">{supply}</span></p>'
        )
    drops = tear_svg() * left + tear_svg("tear gone") * (total - left)
    return (
        f'<div class="moon-pool"><span class="pool-tears">{drops}</span>'
        f"<span>{esc(t('moon.tears_left', n=left))}</span> · "
        f"<span>{esc(t('moon.supply', n=supply))}</span></div>"
    )


def _info(view: dict[str, Any], t: Translator) -> str:
    """One row under the sky: the die and the drawn ladder once rolled (with the pool, short),
    else the pool in words."""
    state = view["state"]
    face = state.get("die") if state.get("die") in FACES else None
    if face is None:
        return f'<div class="moon-info">{_pool(view, t)}</div>'
    text = t(f"moon.die.{face}")
    drawn = state.get("drawn")
    ladder = ""
    if _is_ladder(drawn):
        label = t("moon.ladder", id=drawn)
        ladder = (
            f'<figure class="drawn">{ladder_svg(drawn, 40, label)}'
            f'<figcaption class="visually-hidden">{esc(t("moon.drawn"))}</figcaption></figure>'
        )
    return (
        f'<div class="moon-info moon-die">{die_svg(face, 40, t("moon.die") + ": " + text)}'
        f'<p class="die-text">{esc(text)}</p>{ladder}{_pool(view, t, short=True)}</div>'
    )


def _status(view: dict[str, Any], t: Translator) -> tuple[str, str]:
    """Whose move it is (for the one placing: how to place), and this phone's controls."""
    state = view["state"]
    turn = state.get("turn")
    mine = turn == view["seat"] and bool(view.get("legal"))
    if state.get("phase") == "roll":
        if mine:
            return f'<p class="status" role="status">{esc(t("moon.your_roll"))}</p>', act(
                t("moon.roll"), {"type": "roll"}, cls="primary big", key="moon-roll"
            )
        text = t("moon.rolling", name=_name(view, turn))
        return f'<p class="status" role="status">{esc(text)}</p>', ""
    if state.get("phase") == "place":
        if mine:
            return (
                f'<p class="status moon-hint" role="status">{esc(t("moon.hint"))}</p>',
                '<div class="moon-turns">'
                f'<button type="button" class="moon-turn-left ghost" data-moon="left" '
                f'id="moon-left" aria-label="{esc(t("moon.turn_left"))}">⟲</button>'
                f'<button type="button" class="moon-turn-right ghost" data-moon="right" '
                f'id="moon-right" aria-label="{esc(t("moon.turn_right"))}">⟳</button>'
                f'<button type="button" class="moon-release primary" data-moon="release" '
                f'id="moon-release">{esc(t("moon.release"))}</button></div>',
            )
        text = t("moon.placing", name=_name(view, turn))
        return f'<p class="status" role="status">{esc(text)}</p>', ""
    return "", ""


def _last(view: dict[str, Any], t: Translator) -> str:
    """Why the last tear was taken (or how the last ladder went), and what left the game."""
    last = view["state"].get("last")
    if not isinstance(last, dict):
        return ""
    name = _name(view, last.get("seat"))
    why = last.get("why")
    if why in WHYS:
        out = last.get("seat") in _ints(view["state"].get("eliminated")) and view["state"].get(
            "tiebreak"
        )
        key = "moon.last.out" if out else "moon.last.tear"
        line = t(key, name=name, why=t(f"moon.why.{why}"))
    else:
        line = t("moon.last.ok", name=name, n=len(_ints(last.get("touching"))))
    removed = [i for i in _ints(last.get("removed")) if _is_ladder(i)]
    gone = ""
    if removed:
        gone = f'<p class="removed">{esc(t("moon.removed", ids=_ids_text(t, removed)))}</p>'
    cls = "moon-last tear" if why in WHYS else "moon-last"
    return f'<div class="{cls}" role="status"><p>{esc(line)}</p>{gone}</div>'


def _tiebreak(view: dict[str, Any], t: Translator) -> str:
    state = view["state"]
    if not state.get("tiebreak") or state.get("phase") == "over":
        return ""
    names = ", ".join(_name(view, s) for s in _ints(state.get("contenders")))
    return f'<p class="moon-tiebreak" role="status">{esc(t("moon.tiebreak", names=names))}</p>'


def _final(view: dict[str, Any], t: Translator) -> str:
    """The end, in one line above the sky: the ladders placed (solo), or everyone's tears."""
    state = view["state"]
    result = view.get("result") or {}
    if result.get("solo"):
        placed = _ints(result.get("placed"))
        n = placed[0] if placed else 0
        return f'<p class="moon-final big">{esc(t("moon.solo_result", n=n))}</p>'
    tears, total = _ints(state.get("tears")), _int(state.get("tears_total"))
    lines = "".join(
        f"<li>{esc(_name(view, s))}: {tears[s]} "
        f'<span class="tears">{tear_svg() * min(tears[s], total)}</span></li>'
        for s in range(len(tears))
    )
    return f'<section class="moon-final"><h3>{esc(t("moon.final"))}</h3><ul>{lines}</ul></section>'


def _json_for_script(data: Any) -> str:
    """JSON safe inside <script>: no `<`, `>` or `&` can end the element or open a comment."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def placing(view: dict[str, Any]) -> bool:
    """Whether the person holding this phone must place the drawn ladder now."""
    state = view["state"]
    return (
        state.get("phase") == "place"
        and view.get("seat") is not None
        and state.get("turn") == view["seat"]
        and any(isinstance(a, dict) and a.get("type") == "place" for a in view.get("legal", []))
    )


def moon_data(view: dict[str, Any], t: Translator) -> dict[str, Any]:
    """What catch_the_moon.js reads from `#moon-data` (docs/rules/catch-the-moon.md)."""
    state = view["state"]
    return {
        "ladders": as_data(),
        "view": state,
        "turn": view.get("turn"),
        "seat": view.get("seat"),
        "placing": placing(view),
        "labels": {"skip": t("moon.skip")},  # the note drawn on the sky during a replay
    }


def _stage(view: dict[str, Any], t: Translator) -> str:
    """The canvas filling the box it is given (catch_the_moon.js sizes its drawing to it):
    nothing is laid over its sky."""
    return (
        f'<div class="moon-stage"><canvas class="moon-canvas" id="moon-canvas" data-island '
        f'role="img" aria-label="{esc(t("moon.canvas"))}"></canvas>'
        f'<script type="application/json" id="moon-data">'
        f"{_json_for_script(moon_data(view, t))}</script></div>"
    )


def render_regions(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    """The sky is the player's: the canvas alone fills the table area, for the one placing and
    for everyone watching. The tie-break, how the last placement went (not while this phone
    places: the log row has it), the die, the drawn ladder, the pool, whose move it is and the
    controls are the dock's; each seat's tears are the seat strip's. At the end the result is
    one line above the sky, and the result sheet takes the dock's place."""
    state = view["state"]
    seats = _seat_facts(view, t)
    if state.get("phase") == "over":
        head = f'<div class="moon-head">{_final(view, t)}{_last(view, t)}</div>'
        return Regions(head + _stage(view, t), "", seats)
    status, controls = _status(view, t)
    last = "" if placing(view) else _last(view, t)
    dock = _tiebreak(view, t) + last + _info(view, t) + status + controls
    return Regions(_stage(view, t), dock, seats)


# -- how to play and the table log -------------------------------------------------------------


def how_to(t: Translator) -> str:
    """The game in five steps, with the base, the die's three faces and a tear drawn."""
    faces = "".join(die_svg(face, 48) for face in FACES)
    steps = [
        ("howto.goal", f'<div class="howto-pic">{base_svg()}</div>'),
        ("howto.turn", f'<div class="howto-pic">{ladder_svg(9, 56)}{ladder_svg(22, 56)}</div>'),
        ("howto.die", f'<div class="howto-pic">{faces}</div>'),
        ("howto.tear", f'<div class="howto-pic">{tear_svg("tear big") * 3}</div>'),
        ("howto.end", ""),
    ]
    items = "".join(f"<li><p>{esc(t(k))}</p>{picture}</li>" for k, picture in steps)
    return f'<ol class="how-to-steps moon-how-to">{items}</ol>'


def log_line(event: dict[str, Any], view: dict[str, Any], t: Translator) -> str | None:
    """One line per thing that happened: a roll, a placement, a tear and why, removals."""
    kind = event.get("type")
    name = _name(view, event.get("seat"))
    if kind == "rolled" and event.get("die") in FACES:
        return t("log.rolled", name=name, face=t(f"log.face.{event['die']}"))
    if kind == "placed":
        removed = [i for i in _ints(event.get("removed")) if _is_ladder(i)]
        gone = " " + t("log.removed", ids=_ids_text(t, removed)) if removed else ""
        if event.get("why") in WHYS:
            return t("log.tear", name=name, why=t(f"moon.why.{event['why']}")) + gone
        return t("log.placed", name=name, n=len(_ints(event.get("touching")))) + gone
    if kind == "eliminated":
        return t("log.eliminated", name=name)
    if kind == "tiebreak":
        names = ", ".join(_name(view, s) for s in _ints(event.get("contenders")))
        return t("log.tiebreak", names=names)
    return None


# -- the browser wiring ------------------------------------------------------------------------


def in_browser(app: Any, window: Any) -> None:
    """Give the rules and bots the physics of catch_the_moon.js, and its watcher the other
    devices' live input. Called by the browser glue once that script has loaded: on the page
    itself (a test's stand-in window), or from the app's worker, which reaches the page's script
    in messages (`window.page`)."""

    page = getattr(window, "page", None)
    moon = PageMoon(page) if page is not None else getattr(window, "sobremesaMoon", None)
    if moon is None:
        log.warning("no physics on this page (catch_the_moon.js): placements cannot be checked")
        app.use_physics(None)  # none coming: the bots place without
        return

    # The bots plan between frames (planFor answers {"pending": true} until done), so the
    # page never freezes while a bot weighs its spots; when a plan is ready they are asked again.
    def plan(world: dict[str, Any]) -> dict[str, Any]:
        answer = json.loads(str(moon.planFor(json.dumps(world))))
        if not isinstance(answer, dict):
            raise ValueError("sobremesaMoon.planFor did not answer an object")
        return answer

    def referee(world: dict[str, Any], seconds: float, reply: Any) -> None:
        """catch_the_moon.js's `check`: the placement re-run in slices between the page's other
        tasks (its screen, its messages), answering from the last of them."""

        def heard(text: Any) -> None:
            try:
                answer = json.loads(str(text))
            except ValueError:
                answer = {"error": "sobremesaMoon.check did not answer JSON"}
            reply(answer)

        moon.check(json.dumps(world), seconds, _once(heard) if page is None else heard)

    app.use_physics(Physics(referee=referee, planner=plan))

    def watch(seat: int, data: dict[str, Any]) -> None:
        if hasattr(moon, "watch"):
            try:
                moon.watch(seat, json.dumps(data))
            except Exception:  # noqa: BLE001 - a live view that trips only misses a frame
                log.exception("sobremesaMoon.watch failed")

    app.on_input = watch
    try:
        from pyodide.ffi import create_once_callable, create_proxy
    except ImportError:  # a test's stand-in window takes plain functions
        create_once_callable = create_proxy = lambda fn: fn
    if page is not None:
        create_once_callable = create_proxy = lambda fn: fn
    # A bot's plan is ready: the bots are asked again, and this time it has its placement.
    moon.onPlanned = create_proxy(lambda *_: app.replan_bots())
    ready = getattr(moon, "ready", None)
    if ready is not None and hasattr(ready, "then"):
        # A bot waiting for the physics asks again once it has loaded.
        ready.then(create_once_callable(lambda *_: app.replan_bots()))


PENDING = json.dumps({"pending": True})


class _Later:
    """A promise's `then`, for Python: the functions given run once `settle` is called."""

    def __init__(self) -> None:
        self._then: list[Any] = []
        self._settled = False

    def then(self, fn: Any) -> None:
        if self._settled:
            fn(None)
        else:
            self._then.append(fn)

    def settle(self, *_: Any) -> None:
        self._settled = True
        for fn in self._then:
            fn(None)
        self._then.clear()


class PageMoon:
    """catch_the_moon.js's physics, seen from the app's worker: it runs on the page (its canvas
    shows a bot's hand carry the ladder it planned), reached in messages. `planFor` answers at
    once as the page's does: the plan once the page has sent it, {"pending": true} until then
    (the page's `onPlanned` says a plan is ready: it is asked for, and the bots asked again)."""

    KEPT = 8  # plans remembered, as the page remembers them

    def __init__(self, page: Any) -> None:
        self._page = page
        self._plans: dict[str, str] = {}  # a bot's world (JSON) -> its plan (JSON)
        self._asked: set[str] = set()  # worlds whose plan is not here yet
        self._in_flight: set[str] = set()  # worlds asked for, the page's answer on its way
        self.onPlanned: Any = None
        self.ready = _Later()
        page.listen("sobremesaMoon", "onPlanned", self._planned)
        page.call("sobremesaMoon", "ready", [], reply=self.ready.settle)

    def planFor(self, text: str) -> str:  # noqa: N802 - catch_the_moon.js's name
        if text in self._plans:
            self._page.call("sobremesaMoon", "planFor", [text])  # the canvas shows the carry
            return self._plans[text]
        self._ask(text)  # again, too: asked before its physics had loaded, the page only loaded it
        return PENDING

    def _ask(self, text: str) -> None:
        self._asked.add(text)
        if text in self._in_flight:
            return
        self._in_flight.add(text)
        # Fetched, not shown: a carry started now would tell "showing" before the bot has
        # decided, unheard, and its move would land on time while a slow page still carries.
        self._page.call(
            "sobremesaMoon",
            "planFor",
            [text, False],
            reply=lambda answer: self._answered(text, answer),
        )

    def _answered(self, text: str, answer: Any) -> None:
        self._in_flight.discard(text)
        try:
            plan = json.loads(str(answer))
        except ValueError:
            plan = None
        if not isinstance(plan, dict) or plan.get("pending"):
            return  # the page is still planning: its onPlanned says when to ask again
        self._asked.discard(text)
        self._plans[text] = str(answer)
        while len(self._plans) > self.KEPT:
            del self._plans[next(iter(self._plans))]
        if self.onPlanned is not None:
            self.onPlanned()

    def _planned(self, *_: Any) -> None:
        for text in list(self._asked):
            self._ask(text)

    def check(self, text: str, seconds: float, done: Any) -> None:
        self._page.call("sobremesaMoon", "check", [text, seconds, None], reply=done, callback=2)

    def watch(self, seat: int, text: str) -> None:
        self._page.call("sobremesaMoon", "watch", [seat, text])


def _once(call: Any) -> Any:
    """`call` as a function JavaScript may call back once, later (pytest's fake window calls
    it at once, as a plain function)."""
    try:
        from pyodide.ffi import create_once_callable
    except ImportError:
        return call
    return create_once_callable(call)


# The game's face: a night sky, two ladders leaning together and one reaching for the moon.
PALETTE = {
    "tile": "#1b1f4a",
    "glow": "#ffe08a",
    "tile_light": "#e3e1f5",  # by day: a pale tint of the same box
    "glow_light": "#a07a10",
}


def emblem() -> str:
    rails = (
        ((30, 64), (40, 22)),
        ((58, 64), (48, 22)),
        ((44, 30), (66, 10)),
    )
    ladders = []
    for (x1, y1), (x2, y2) in rails:
        rungs = "".join(
            f'<circle cx="{x1 + (x2 - x1) * k / 5:.1f}" cy="{y1 + (y2 - y1) * k / 5:.1f}" r="2"/>'
            for k in range(1, 5)
        )
        ladders.append(
            f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke-width="4" '
            f'stroke-linecap="round"/>{rungs}'
        )
    return (
        '<svg class="emblem" viewBox="0 0 96 68" aria-hidden="true" focusable="false">'
        '<path d="M80 6a12 12 0 0 0 0 24a15 15 0 0 1 0-24z" fill="#ffe08a"/>'
        '<g fill="#fdfbf5" opacity=".7"><circle cx="14" cy="12" r="1.2"/>'
        '<circle cx="24" cy="26" r="1"/><circle cx="66" cy="38" r="1"/></g>'
        f'<g stroke="#d9b38c" fill="#d9b38c">{"".join(ladders)}</g>'
        '<rect x="18" y="62" width="52" height="6" rx="2" fill="#8a5a3c"/></svg>'
    )


def standings(view: dict[str, Any], t: Translator) -> Standings:
    """Fewest tears win, the last tear's taker is out; solo counts its ladders. The moment is
    the last tear: whose it was and why."""
    state, seats, won = view["state"], view["seats"], set(_ints(view["state"].get("winners")))
    tears, out = _ints(state.get("tears")) + [0] * len(seats), _ints(state.get("eliminated"))
    if len(seats) == 1:
        n = (_ints(state.get("placed")) or [0])[0]
        return Standings(rows=(Standing(seats[0]["name"], t("moon.solo_score", n=n), None, 0),))
    rank = [(s in out, tears[s]) for s in range(len(seats))]
    place = [1 if s in won else 1 + sum(o < rank[s] for o in rank) for s in range(len(seats))]
    said = [f"{t('moon.tears')}: {n}" for n in tears]
    said = [w + (f" · {t('moon.out')}" if s in out else "") for s, w in enumerate(said)]
    rows = tuple(
        Standing(seats[s]["name"], said[s], place[s], s, s in won)
        for s in sorted(range(len(seats)), key=lambda s: (s not in won, place[s], s))
    )
    last, moment = state.get("last") or {}, ""
    if last.get("tear") and last.get("why") in WHYS and isinstance(last.get("seat"), int):
        why = t(f"moon.why.{last['why']}")
        moment = t("moon.decided", name=seats[last["seat"]]["name"], why=why)
    elif _int(state.get("supply"), 1) == 0:
        moment = t("moon.decided_supply")
    return Standings(rows=rows, moment=moment)


SCREEN = Screen(
    id="catch_the_moon",
    strings=STRINGS,
    render_regions=render_regions,
    how_to=how_to,
    log_line=log_line,
    palette=PALETTE,
    emblem=emblem,
    css=True,
    standings=standings,
    browser=Browser(script="catch_the_moon.js", wire=in_browser, vendor=VENDOR),
)
