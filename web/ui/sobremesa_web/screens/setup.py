"""The seat set-up screen: a name and a person-or-bot choice for every chair."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from engine.core import MAX_NAME, GameError, Option, Teams
from engine.games import get_game
from engine.table import SeatInfo
from sobremesa_web.commands.declared import ADD_SEAT, HOME, INVITE, REFRESH, REMOVE_SEAT, START
from sobremesa_web.html import attrs, button, esc
from sobremesa_web.i18n import Translator
from sobremesa_web.registry import for_game
from sobremesa_web.screens.frame import (
    emblem,
    how_to_button,
    how_to_panel,
    identity,
    style_link,
)


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
    for option in game.options:
        if isinstance(option, Option) and option.language and t.lang in option.choices:
            options[option.name] = t.lang  # a game's own words start in the screen's language
    return {"game": game_id, "seats": seats, "options": options, "error": None}


def read_form(setup: dict[str, Any], form: Mapping[str, str], t: Translator) -> None:
    """Keep what the player typed, so adding or removing a seat never loses a name."""
    game = get_game(setup["game"])
    for option in game.options:
        if isinstance(option, Teams):
            setup["options"][option.name] = read_teams(
                option, setup["options"].get(option.name), form, len(setup["seats"])
            )
            continue
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


def read_teams(option: Teams, current: Any, form: Mapping[str, str], players: int) -> Any:
    """The arrangement the form shows: a new number of teams starts again from seat order;
    otherwise each seat's team as picked (a team may end up too small: the screen says so and
    Start waits)."""
    count = len(current) if isinstance(current, list) else 0
    counts = {str(n): n for n in (0, *range(option.min_teams, option.max_teams + 1))}
    wanted = counts.get(form.get(f"option-{option.name}", str(count)), count)
    if wanted != count:
        return option.in_seat_order(players, wanted) if wanted else None
    if not count:
        return current
    numbers = {str(n): n for n in range(count)}
    picks = {seat: number for number, team in enumerate(current) for seat in team}
    for seat in range(players):
        number = numbers.get(form.get(f"team-{seat}", ""))
        if number is not None:
            picks[seat] = number
    return [[s for s in range(players) if picks.get(s) == number] for number in range(count)]


def team_line(
    game_id: str, options: dict[str, Any], seat: int, names: list[str], t: Translator
) -> str:
    """On a guest's phone before the game: the team its seat plays in, and with whom."""
    for option in get_game(game_id).options:
        arrangement = options.get(option.name)
        if not isinstance(option, Teams) or not isinstance(arrangement, list):
            continue
        for number, team in enumerate(arrangement):
            if seat in team:
                mates = [names[s] for s in team if s != seat and 0 <= s < len(names)]
                text = (
                    t("net.your_team", n=number + 1, names=", ".join(mates))
                    if mates
                    else t("net.your_team_alone", n=number + 1)
                )
                return f'<p class="your-team team-{number % 6}">{esc(text)}</p>'
    return ""


def add_seat(setup: dict[str, Any], t: Translator) -> None:
    game = get_game(setup["game"])
    n = len(setup["seats"]) + 1
    if n <= game.max_players:
        setup["seats"].append(
            {"name": _default_name(t, "bot", n), "kind": "bot", "level": "normal"}
        )
        for option in game.options:
            setup["options"][option.name] = option.seat_added(setup["options"][option.name], n)


def remove_seat(setup: dict[str, Any], index: int) -> None:
    """Down to one seat: guests on other phones may fill the rest (Start checks the count)."""
    if len(setup["seats"]) > 1 and 0 <= index < len(setup["seats"]):
        del setup["seats"][index]
        for option in get_game(setup["game"]).options:
            value = setup["options"][option.name]
            setup["options"][option.name] = option.seat_removed(value, index)


def options_problem(setup: dict[str, Any]) -> GameError | None:
    """Why the options cannot be dealt to these seats (a team too small), if they cannot."""
    try:
        get_game(setup["game"]).options_for(len(setup["seats"]), setup["options"])
    except GameError as err:
        return err
    return None


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


# A game's setting with this many choices or fewer is a stacked choice (each its own line: the
# games say theirs in a short sentence); one with more keeps its picker.
MOST_CHOICES_SHOWN = 4


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
        if isinstance(option, Teams):
            rows.append(teams_fields(option, current, setup["seats"], tg))
            continue
        label = tg(f"option.{option.name}")
        chosen = _value(current)
        values = tuple(_value(c) for c in option.choices)
        words = {v: tg(f"option.{option.name}.{v}") for v in values}
        if len(values) <= MOST_CHOICES_SHOWN:
            title = f"option-{option.name}-name"
            rows.append(
                f'<div class="option"><span class="option-name" id="{title}">{esc(label)}</span>'
                + choices(
                    f"option-{option.name}",
                    values,
                    chosen,
                    words.__getitem__,
                    stacked=True,
                    aria_labelledby=title,
                )
                + "</div>"
            )
            continue
        listed = "".join(
            f"<option{attrs(value=v, selected=(v == chosen))}>{esc(words[v])}</option>"
            for v in values
        )
        rows.append(
            f'<label class="option">{esc(label)} '
            f"<select{attrs(name=f'option-{option.name}')}>{listed}</select></label>"
        )
    return (
        f'<fieldset class="options"><legend>{esc(t("setup.options"))}</legend>'
        f"{''.join(rows)}</fieldset>"
    )


def teams_fields(option: Teams, current: Any, seats: list[dict[str, Any]], t: Translator) -> str:
    """How many teams (the game's own words: `option.<name>.<count>`, 0 for none), then each
    seat's team: anyone may be put with anyone, as the players see fit. The set-up and the
    host's lobby (where guests take seats) both draw it; `read_teams` reads it back."""
    count = len(current) if isinstance(current, list) else 0
    counts = [0, *range(option.min_teams, option.max_teams + 1)]
    choices = "".join(
        f"<option{attrs(value=str(c), selected=(c == count))}>"
        f"{esc(t(f'option.{option.name}.{c}'))}</option>"
        for c in counts
    )
    label = t(f"option.{option.name}")
    html = (
        f'<label class="option">{esc(label)} '
        f"<select{attrs(name=f'option-{option.name}', data_refresh='1')}>{choices}</select>"
        "</label>"
    )
    if not count:
        return html
    team_of = {seat: number for number, team in enumerate(current) for seat in team}
    rows = []
    for i, seat in enumerate(seats):
        picks = "".join(
            f"<option{attrs(value=str(n), selected=(team_of.get(i) == n))}>"
            f"{esc(t('setup.team', n=n + 1))}</option>"
            for n in range(count)
        )
        name = seat["name"] or t("setup.seat", n=i + 1)
        select = attrs(name=f"team-{i}", aria_label=t("setup.team_of", name=name), data_refresh="1")
        rows.append(
            f'<li class="team-pick team-{team_of.get(i, -1) % 6}">'
            f'<span class="team-seat">{esc(name)}</span>'
            f"<select{select}>{picks}</select></li>"
        )
    return (
        html + f'<fieldset class="teams"><legend>{esc(t("setup.teams"))}</legend>'
        f'<ul class="team-picks">{"".join(rows)}</ul></fieldset>'
    )


QUOTE = '"'


def choices(
    name: str,
    values: tuple[str, ...],
    current: str,
    words: Callable[[str], str],
    stacked: bool = False,
    **group: Any,
) -> str:
    """A segmented choice (`stacked`: one button a line): one toggle button per value, the
    current one pressed; a tap sends the form with `name`=value (`html.button`'s `field`) and
    the screen is drawn again. A few choices are one tap this way, not a picker to open, all of
    them in sight. And they are cheap to draw: with a <select> for each (a button, a popover
    and a list built into every one), four seats took 22 ms of style and layout at 4x CPU to
    show, against 14 with these (measured when these replaced them)."""
    buttons = "".join(
        button(
            words(value),
            REFRESH,
            pressed=value == current,
            key=f"{name}-{value.strip(QUOTE)}",  # an option's value is JSON ("es")
            field=(name, value),
        )
        for value in values
    )
    # One Tab stop, on the chosen button; the arrows move along the row (web/js/paint.js).
    cls = "choice stacked" if stacked else "choice"
    roving = attrs(class_=cls, role="group", data_roving="pressed", **group)
    return f"<span{roving}>{buttons}</span>"


def _seat_row(
    t: Translator, i: int, seat: dict[str, Any], removable: bool, levels: tuple[str, ...]
) -> str:
    n = i + 1
    name_input = attrs(
        type="text",
        name=f"name-{i}",
        value=seat["name"],
        maxlength=MAX_NAME,
        aria_label=t("setup.name", n=n),
        autocomplete="off",
        required=True,
    )
    kind = choices(
        f"kind-{i}",
        ("human", "bot"),
        seat["kind"],
        lambda k: t("setup." + k),
        aria_label=t("setup.kind", n=n),
    )
    level = choices(
        f"level-{i}",
        levels,
        seat["level"],
        lambda lv: t("setup.level." + lv),
        aria_label=t("setup.level", n=n),
        hidden=seat["kind"] != "bot",
    )
    remove = button(
        "✕", REMOVE_SEAT, i, cls="icon", aria_label=t("setup.remove", n=n), key=f"remove-{i}"
    )
    return (
        f'<li class="seat-row" data-seat="{i}">'
        f'<span class="seat-no" aria-hidden="true">{n}</span>'
        f"<input{name_input}>"
        f'<span class="seat-plays">{kind}{level}</span>' + (remove if removable else "") + "</li>"
    )


def no_webrtc(t: Translator) -> str:
    """Why Invite and Join are off, said before anyone taps them."""
    return f'<p class="hint no-webrtc" id="no-webrtc">{esc(t("net.no_webrtc"))}</p>'


def render(
    setup: dict[str, Any],
    t: Translator,
    seed: int | None,
    networked: bool = False,
    rules_open: bool = False,
    connects: bool = True,
    rules_more: bool = False,
) -> str:
    """`networked`: the app has a peer-to-peer transport; `connects`: this browser can use it
    (no WebRTC: Invite phones is shown off, with the reason beside it)."""
    game = get_game(setup["game"])
    screen = for_game(game.id)
    seats = setup["seats"]
    removable = len(seats) > 1
    tg = t.for_game(game.id)  # a game may name its own bot levels
    rows = "".join(_seat_row(tg, i, s, removable, game.bot_levels) for i, s in enumerate(seats))
    hint = t("setup.pass_and_play") if game.pass_and_play else t("setup.one_human")
    # Back and How to play on one row at the top; Start (with Invite phones) in a dock fixed
    # at the foot of the screen: never wrapped, never below the fold, however many seats.
    parts = [
        f'<section class="setup" style="{esc(identity(screen))}">',
        # the game's stylesheet loads while the seats are chosen: the table's first frame is
        # drawn with it (added with the table, it came a frame or more late, and The Mind's
        # Ready grew under the thumb when it did)
        style_link(screen),
        '<div class="setup-nav">'
        + button(
            t("setup.back"),
            HOME,
            cls="ghost small",
            key="setup-back",
            inner_html=f'<span aria-hidden="true">‹ </span>{esc(t("setup.back"))}',
        )
        + how_to_button(screen, tg)
        + "</div>",
        f'<h2 class="game-title" tabindex="-1" data-focus-main>{emblem(screen)}'
        f"{esc(t('setup.title', game=game.title))}</h2>",
        how_to_panel(screen, tg, rules_more) if rules_open else "",
        f'<p class="hint">{esc(hint)}</p>',
        f'<form class="seats" onsubmit="return false"><ol class="seat-list">{rows}</ol>'
        f"{_options(setup, t)}</form>",
    ]
    if len(seats) < game.max_players:
        parts.append(button(t("setup.add"), ADD_SEAT, cls="ghost", key="add-seat"))
    problem = options_problem(setup)
    why = t("setup.start_off", why=t.error(problem.to_dict())) if problem else ""
    if seed is not None:
        parts.append(f'<p class="hint seed">{esc(t("setup.seed", seed=seed))}</p>')
    if networked and not connects:
        parts.append(no_webrtc(t))
    parts.append(
        '<div class="setup-dock">'
        + (f'<p class="error" role="alert">{esc(setup["error"])}</p>' if setup.get("error") else "")
        + (f'<p class="hint start-reason" id="start-reason">{esc(why)}</p>' if why else "")
        + '<div class="actions">'
        + (
            button(t("net.invite"), INVITE, cls="ghost", disabled=not connects, key="invite")
            if networked
            else ""
        )
        + button(
            t("setup.start"),
            START,
            cls="primary",
            key="start",
            disabled=problem is not None,
        )
        + "</div></div></section>"
    )
    return "".join(parts)
