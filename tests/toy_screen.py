"""The screen of the tests' small game (see toy_game.py): the total, the hand, the moves."""

from __future__ import annotations

from typing import Any

from sobremesa_web.contract import Regions, Screen
from sobremesa_web.html import act, esc
from sobremesa_web.i18n import Translator

STRINGS = {
    "es": {"blurb": "Llega a diez.", "total": "Total: {n}", "shout": "Grita"},
    "en": {"blurb": "Reach ten.", "total": "Total: {n}", "shout": "Shout"},
}


def render_regions(view: dict[str, Any], ui: dict[str, Any], t: Translator) -> Regions:
    state = view["state"]
    table = f'<p class="total">{esc(t("total", n=state["total"]))}</p>'
    dock = [f'<p class="hand">{esc(state["hand"])}</p>']
    for action in view["legal"]:
        dock.append(act(esc(action), action))
    return Regions(table, "".join(dock))


SCREEN = Screen(id="race_to_ten", strings=STRINGS, render_regions=render_regions)
