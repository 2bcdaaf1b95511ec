"""The screen of the tests' small game (see toy_game.py): the total, the hand, the moves."""

from __future__ import annotations

from typing import Any

from sobremesa_web.contract import Screen
from sobremesa_web.html import act, esc
from sobremesa_web.i18n import Translator

STRINGS = {
    "es": {"blurb": "Llega a diez.", "total": "Total: {n}", "shout": "Grita"},
    "en": {"blurb": "Reach ten.", "total": "Total: {n}", "shout": "Shout"},
}


def render_body(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> str:
    state = view["state"]
    parts = [f'<p class="total">{esc(t("total", n=state["total"]))}</p>']
    parts.append(f'<p class="hand">{esc(state["hand"])}</p>')
    for action in view["legal"]:
        parts.append(act(esc(action), action))
    return "".join(parts)


SCREEN = Screen(id="race_to_ten", strings=STRINGS, render_body=render_body)
