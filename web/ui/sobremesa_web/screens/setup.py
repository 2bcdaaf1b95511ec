"""The seat set-up screen: a name and a person-or-bot choice for every chair."""

from __future__ import annotations

import json
from typing import Any

from engine.core import MAX_NAME, GameError
from engine.games import get_game
from engine.table import SeatInfo
from sobremesa_web.html import attrs, button, esc
from sobremesa_web.i18n import Translator


def _default_name(t: Translator, kind: str, n: int) -> str:
    return t("default.bot" if kind == "bot" else "default.name", n=n)


def new_setup(game_id: str, t: Translator) -> dict[str, Any]:
    """A sensible starting table: one person, and bots up to the game's minimum (at least 2)."""
    game = get_game(game_id)
    count = max(game.min_players, 2 if game.max_players >= 2 else 1)
    if not game.realtime:
        count = max(count, min(4, game.max_players))
    seats = [{"name": _default_name(t, "human", 1), "kind": "human", "level": "normal"}]
    for n in range(2, count + 1):
        seats.append({"name": _default_name(t, "bot", n), "kind": "bot", "level": "normal"})
    options = {o.name: o.default for o in game.options}
    return {"game": game_id, "seats": seats, "options": options, "error": None}


def read_form(setup: dict[str, Any], form: dict[str, str], t: Translator) -> None:
    """Keep what the player typed, so adding or removing a seat never loses a name."""
    game = get_game(setup["game"])
    for option in game.options:
        raw = form.get(f"option-{option.name}")
        for choice in option.choices:
            if raw == _value(choice):
                setup["options"][option.name] = choice
    for i, seat in enumerate(setup["seats"]):
        name = form.get(f"name-{i}")
        if isinstance(name, str):
            seat["name"] = name[:MAX_NAME]
        kind = form.get(f"kind-{i}")
        if kind in ("human", "bot") and kind != seat["kind"]:
            # A seat switched between bot and person loses the default name of what it was
            # ("Bot 3" becomes "Player 3"); a name someone typed stays.
            if seat["name"] == _default_name(t, seat["kind"], i + 1):
                seat["name"] = _default_name(t, kind, i + 1)
            seat["kind"] = kind
        level = form.get(f"level-{i}")
        if level in game.bot_levels:
            seat["level"] = level


def add_seat(setup: dict[str, Any], t: Translator) -> None:
    game = get_game(setup["game"])
    n = len(setup["seats"]) + 1
    if n <= game.max_players:
        setup["seats"].append(
            {"name": _default_name(t, "bot", n), "kind": "bot", "level": "normal"}
        )


def remove_seat(setup: dict[str, Any], index: int) -> None:
    """Down to one seat: guests on other phones may fill the rest (Start checks the count)."""
    if len(setup["seats"]) > 1 and 0 <= index < len(setup["seats"]):
        del setup["seats"][index]


def seats_from(setup: dict[str, Any]) -> list[SeatInfo]:
    """The seats to start with, or a GameError saying what to fix."""
    game = get_game(setup["game"])
    seats = [SeatInfo.from_data(s) for s in setup["seats"]]
    names = [s.name.casefold() for s in seats]
    if len(set(names)) < len(names):
        raise GameError("Two seats have the same name", code="same_name")
    humans = sum(1 for s in seats if s.kind == "human")
    if humans == 0:
        raise GameError("At least one person must play", code="need_human")
    if not game.pass_and_play and humans > 1:
        raise GameError("Only one person can play on this device", code="too_many_humans")
    return seats


def _value(choice: Any) -> str:
    """An option's value as a form field carries it."""
    return json.dumps(choice)


def _options(setup: dict[str, Any], t: Translator) -> str:
    """The game's own settings, drawn from its declaration; labels come from its strings
    (`option.<name>` and `option.<name>.<value>`)."""
    game = get_game(setup["game"])
    if not game.options:
        return ""
    tg = t.for_game(game.id)
    rows = []
    for option in game.options:
        current = setup["options"].get(option.name, option.default)
        choices = "".join(
            f"<option{attrs(value=_value(c), selected=(c == current))}>"
            f"{esc(tg(f'option.{option.name}.{_value(c)}'))}</option>"
            for c in option.choices
        )
        label = tg(f"option.{option.name}")
        rows.append(
            f'<label class="option">{esc(label)} '
            f"<select{attrs(name=f'option-{option.name}')}>{choices}</select></label>"
        )
    return (
        f'<fieldset class="options"><legend>{esc(t("setup.options"))}</legend>'
        f"{''.join(rows)}</fieldset>"
    )


def _seat_row(
    t: Translator, i: int, seat: dict[str, Any], removable: bool, levels: tuple[str, ...]
) -> str:
    n = i + 1
    kind_options = "".join(
        f"<option{attrs(value=k, selected=(seat['kind'] == k))}>{esc(t('setup.' + k))}</option>"
        for k in ("human", "bot")
    )
    level_options = "".join(
        f"<option{attrs(value=lv, selected=(seat['level'] == lv))}>"
        f"{esc(t('setup.level.' + lv))}</option>"
        for lv in levels
    )
    name_input = attrs(
        type="text",
        name=f"name-{i}",
        value=seat["name"],
        maxlength=MAX_NAME,
        aria_label=t("setup.name", n=n),
        autocomplete="off",
        required=True,
    )
    kind_select = attrs(name=f"kind-{i}", aria_label=t("setup.kind", n=n))
    level_select = attrs(
        name=f"level-{i}", aria_label=t("setup.level", n=n), hidden=seat["kind"] != "bot"
    )
    remove = button(
        "✕", "remove-seat", i, cls="icon", aria_label=t("setup.remove", n=n), key=f"remove-{i}"
    )
    return (
        f'<li class="seat-row" data-seat="{i}">'
        f'<span class="seat-no" aria-hidden="true">{n}</span>'
        f"<input{name_input}>"
        f"<select{kind_select}>{kind_options}</select>"
        f"<select{level_select}>{level_options}</select>" + (remove if removable else "") + "</li>"
    )


def render(
    setup: dict[str, Any],
    t: Translator,
    seed: int | None,
    networked: bool = False,
    rules_open: bool = False,
    connects: bool = True,
) -> str:
    """`networked`: the app has a peer-to-peer transport; `connects`: this browser can use it
    (no WebRTC: Invite phones is shown off, with the reason beside it)."""
    from sobremesa_web import screens

    game = get_game(setup["game"])
    module = screens.for_game(game.id)
    seats = setup["seats"]
    removable = len(seats) > 1
    tg = t.for_game(game.id)  # a game may name its own bot levels
    rows = "".join(_seat_row(tg, i, s, removable, game.bot_levels) for i, s in enumerate(seats))
    hint = t("setup.pass_and_play") if game.pass_and_play else t("setup.one_human")
    parts = [
        f'<section class="setup" style="{esc(screens.game.identity(module))}">',
        f'<h2 class="game-title" tabindex="-1" data-focus-main>{screens.game.emblem(module)}'
        f"{esc(t('setup.title', game=game.title))}</h2>",
        screens.game.how_to_button(module, game.id, t.for_game(game.id)),
        screens.game.how_to_panel(module, game.id, t.for_game(game.id)) if rules_open else "",
        f'<p class="hint">{esc(hint)}</p>',
        f'<form class="seats" onsubmit="return false"><ol class="seat-list">{rows}</ol>'
        f"{_options(setup, t)}</form>",
    ]
    if len(seats) < game.max_players:
        parts.append(button(t("setup.add"), "add-seat", cls="ghost", key="add-seat"))
    if setup.get("error"):
        parts.append(f'<p class="error" role="alert">{esc(setup["error"])}</p>')
    if seed is not None:
        parts.append(f'<p class="hint seed">{esc(t("setup.seed", seed=seed))}</p>')
    parts.append(
        '<div class="actions">'
        + button(t("setup.back"), "home", cls="ghost", key="setup-back")
        + (
            button(t("net.invite"), "invite", cls="ghost", disabled=not connects, key="invite")
            if networked
            else ""
        )
        + button(t("setup.start"), "start", cls="primary", key="start")
        + "</div>"
        + (screens.lobby.no_webrtc(t) if networked and not connects else "")
        + "</section>"
    )
    return "".join(parts)
