"""Catch the Moon, a dexterity game of stacked ladders for 1 to 6 players.

The rules as Sobremesa plays them, and the physics contract: docs/rules/catch-the-moon.md.

Two straight ladders stand in the base; the other 28 form the supply. On a turn a player rolls
the die (two faces each of "one", "two" and "moon"), draws a random ladder and places it
one-handed: touching exactly one other ladder, exactly two, or (moon) with its top the highest
point of the structure while touching one or two. A miss, or any ladder falling or touching the
table or the base, costs a tear from the Moon's seven; the ladders that fell are removed from
the game (the base's two never are), and so is the drawn one if it was never let go. The game
ends when the last ladder is placed or the last tear taken; whoever takes the last tear is
eliminated and the fewest tears wins.

The physics is not here. A placement arrives as a report of what the physics saw (the physics
contract: `trace`, `release`, `touching`, `top`, `fallen`, `released`, `poses`); these rules
check the report is consistent with the state and judge it. Whether the report is what
the physics would really do is `verify`'s question, asked by a network host of every guest's
placement through the referee of the physics its table was given (`engine.core.Physics`); a
device's own placements and a replayed log are trusted, so replay never needs the physics.

Decisions the printed rules leave open, settled here:
- The first player is chosen at random; turns go round the seats in order.
- A placement counts as "placed" (the solo score, the `placed` counts) when it takes no tear.
- The game also ends when the supply is empty after a turn, whatever that turn's outcome: no
  ladder can be drawn any more.
- Two players: the first to three tears is eliminated and the other wins; if the supply runs
  out first, the fewest tears wins and a tie is shared.
- Solo: place as many ladders as you can before the seventh tear (or the supply runs out); the
  result has no winner and reports the count.
- Tie-break (three or more players, a tie for the fewest tears with ladders left): the tied
  players play on, the next of them after the one who ended the game first; every roll counts
  as "moon"; whoever errs is eliminated (no tear is left to take); the last one standing wins,
  and if the ladders run out the ones still in share the win.
"""

from __future__ import annotations

from typing import Any

from engine.content.moon_ladders import LADDERS, as_data
from engine.core import (
    PHYSICS,
    Action,
    Check,
    Event,
    Game,
    GameError,
    IllegalAction,
    Move,
    NotYourTurn,
    Option,
    Physics,
    Random,
    Result,
    Seat,
    State,
    Verdict,
    View,
)
from engine.values import Bool, Int, ListOf, Nullable, PerSeat, Record, SeatNo, Str

# -- components ------------------------------------------------------------------------------

TEARS = 7
FACES = ("one", "one", "two", "two", "moon", "moon")  # the six faces of the die
BASE_IDS = (0, 1)  # the two straight ladders standing in the base: never removed
SUPPLY = tuple(ladder.id for ladder in LADDERS if ladder.id not in BASE_IDS)
LAYOUTS = ("upright", "leaning", "apart")
TWO_PLAYER_LIMIT = 3  # with two players, the third tear eliminates
ROLL, PLACE, OVER = "roll", "place", "over"

# The wire's bounds (the physics contract's "Units on the wire"): tenths of a millimetre,
# milliradians, physics steps.
STEPS_PER_SECOND = 60  # the physics' fixed step: time on the wire counts these
MAX_TRACE = 3600
STEP_MAX = 20000
X_MIN, X_MAX = -20000, 20000
Y_MIN, Y_MAX = -2000, 20000
TRACE_A = 7000
POSE_A = 3142  # a body angle normalised to (-pi, pi], in milliradians, rounded
MAX_ID = max(ladder.id for ladder in LADDERS)

# What a person does in a turn, which bounds what a host re-runs of a guest's placement (a
# forged report may claim anything the wire allows: 20,000 steps cost the host half a second).
# The live phone makes a trace entry at most every other step (60 steps a second) while the
# finger moves, so a drag gives at most 30 entries a second, and it lets go by itself when the
# trace is full (MAX_TRACE: 30 s of a finger never at rest) or when it has held the ladder for
# HOLD_MAX steps. A person carries a ladder over and sets it down in a few seconds (the e2e
# tests' person-like drag: 1-2 s and about 30 entries; a slow, careful placement: 10-20 s);
# a minute is three times the slowest of them, and a slow phone takes no more steps, only
# fewer (its simulation slows down rather than jumping ahead). After the release the physics
# settles for at most SETTLE_CAP steps. So a report holds at most HOLD_MAX steps of hand and
# SETTLE_CAP of settling: a fifth of what the wire's bounds allow.
HOLD_MAX = 3600  # steps (60 s) a ladder may be held; the phone lets go there
SETTLE_CAP = 600  # steps (10 s) the physics lets a structure settle after a release
THINK_MAX = 600  # steps (10 s) a bot's hand waits at most before it moves (the planner's bound)

# The numbers the physics in the browser (the screen's browser half, catch_the_moon.js and its
# modules) must agree on with these rules, written only here: the build writes them into
# games/catch_the_moon_numbers.js, a module the browser half imports (`Game.physics_numbers`).
PHYSICS_NUMBERS = {
    "STEPS_PER_SECOND": STEPS_PER_SECOND,
    "MAX_TRACE": MAX_TRACE,
    "STEP_MAX": STEP_MAX,
    "X_MIN": X_MIN,
    "X_MAX": X_MAX,
    "Y_MIN": Y_MIN,
    "Y_MAX": Y_MAX,
    "TRACE_A": TRACE_A,
    "POSE_A": POSE_A,
    "HOLD_MAX": HOLD_MAX,
    "SETTLE_CAP": SETTLE_CAP,
    "THINK_MAX": THINK_MAX,
}

# Why a tear was taken (the screen translates these).
HELD_FAULT = "held_fault"  # something touched the table or the base while the ladder was held
FELL = "fell"  # a ladder fell or touched the table or the base after the release
WHY_DIE = {"one": "touching_one", "two": "touching_two"}
MOON_NOT_TOP, MOON_TOUCHING = "moon_not_top", "moon_touching"


def world(state: State) -> dict[str, Any]:
    """The world at the start of the current placement, as the physics builds it."""
    return {
        "ladders": as_data(),
        "layout": state["layout"],
        "structure": [list(p) for p in state["structure"]],
        "drawn": state["drawn"],
    }


# -- set-up ----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], rng: Random) -> State:
    """Two straight ladders in the base at the chosen layout, the other 28 in the supply."""
    first = rng.below(players)
    return {
        "players": players,
        "layout": options["base"],
        "phase": ROLL,
        "turn": first,
        "die": None,
        "drawn": None,
        "supply": list(SUPPLY),  # kept sorted: the draw is random, the contents are public
        "structure": [],  # [[id, x, y, a], ...] sorted by id, the base ladders not included
        "removed": [],
        "tears": [0] * players,
        "tears_left": TEARS,
        "placed": [0] * players,
        "eliminated": [],
        "tiebreak": False,
        "contenders": list(range(players)),
        "last": None,
        "winners": None,
    }


# -- a turn: roll ----------------------------------------------------------------------------


def roll(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Roll the die (in a tie-break every roll counts as moon) and draw a ladder at random."""
    die = "moon" if state["tiebreak"] else FACES[rng.below(len(FACES))]
    drawn = state["supply"].pop(rng.below(len(state["supply"])))
    state["die"], state["drawn"], state["phase"] = die, drawn, PLACE
    return [{"type": "rolled", "seat": seat, "die": die, "drawn": drawn}]


# -- a turn: place ---------------------------------------------------------------------------


def _ids(flat: list[int]) -> list[int]:
    return flat[0::4]


def _strictly_increasing(items: list[int]) -> bool:
    return all(a < b for a, b in zip(items, items[1:], strict=False))


def check_report(state: State, action: Action) -> None:
    """Refuse a placement report that cannot describe this turn: a trace out of order or out
    of the world, ids that are not on the table, poses for the wrong set of ladders."""
    trace, release, released = action["trace"], action["release"], action["released"]
    drawn = state["drawn"]
    before = [p[0] for p in state["structure"]]
    if len(trace) % 4:
        raise IllegalAction("The trace is not [step, x, y, a] entries", code="bad_trace")
    steps = trace[0::4]
    if not _strictly_increasing(steps) or any(not 0 <= s <= STEP_MAX for s in steps):
        raise IllegalAction("The trace's steps must be increasing", code="bad_trace")
    for i in range(0, len(trace), 4):
        _, x, y, a = trace[i : i + 4]
        if not (X_MIN <= x <= X_MAX and Y_MIN <= y <= Y_MAX and -TRACE_A <= a <= TRACE_A):
            raise IllegalAction("The trace leaves the world", code="bad_trace")
    if released != (release != -1):
        raise IllegalAction("released must say whether release is set", code="bad_release")
    if release != -1 and steps and release < steps[-1]:
        raise IllegalAction("The ladder was let go before its last move", code="bad_release")
    touching, fallen = action["touching"], action["fallen"]
    if not _strictly_increasing(touching) or not _strictly_increasing(fallen):
        raise IllegalAction("touching and fallen must be sorted ids", code="bad_ids")
    if not set(touching) <= set(BASE_IDS) | set(before):
        raise IllegalAction("The ladder touches a ladder that is not there", code="bad_touching")
    if set(fallen) & set(BASE_IDS) or not set(fallen) <= set(before) | {drawn}:
        raise IllegalAction("Only ladders of the structure can fall", code="bad_fallen")
    if (not released or drawn in fallen) and touching:
        raise IllegalAction("A ladder that fell touches nothing", code="bad_touching")
    poses = action["poses"]
    if len(poses) % 4:
        raise IllegalAction("The poses are not [id, x, y, a] entries", code="bad_poses")
    expected = (set(before) | {drawn}) - set(fallen)
    if not released:
        expected.discard(drawn)
    ids = _ids(poses)
    if not _strictly_increasing(ids) or set(ids) != expected:
        raise IllegalAction(
            "The poses must be those of the ladders still standing", code="bad_poses"
        )
    for i in range(0, len(poses), 4):
        _, x, y, a = poses[i : i + 4]
        if not (X_MIN <= x <= X_MAX and Y_MIN <= y <= Y_MAX and -POSE_A <= a <= POSE_A):
            raise IllegalAction("A pose is outside the world", code="bad_poses")


def judge(die: str, action: Action) -> str | None:
    """Why this placement costs a tear, or None if it meets the die."""
    if not action["released"]:
        return HELD_FAULT
    if action["fallen"]:
        return FELL
    touching = len(action["touching"])
    if die == "moon":
        if not action["top"]:
            return MOON_NOT_TOP
        return None if 1 <= touching <= 2 else MOON_TOUCHING
    return None if touching == {"one": 1, "two": 2}[die] else WHY_DIE[die]


def place(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Judge the placement: the structure becomes the reported poses, the fallen ladders (and
    the drawn one if never let go) leave the game, and a miss or a fall costs a tear."""
    check_report(state, action)
    die, drawn = state["die"], state["drawn"]
    why = judge(die, action)
    tear = why is not None
    removed = list(action["fallen"])
    if not action["released"] and drawn not in removed:
        removed.append(drawn)
    removed.sort()
    state["last"] = {
        "seat": seat,
        "die": die,
        "drawn": drawn,
        "structure_before": [list(p) for p in state["structure"]],
        "trace": list(action["trace"]),
        "release": action["release"],
        "touching": list(action["touching"]),
        "top": action["top"],
        "fallen": list(action["fallen"]),
        "released": action["released"],
        "tear": tear,
        "why": why,
        "removed": removed,
    }
    poses = action["poses"]
    state["structure"] = [poses[i : i + 4] for i in range(0, len(poses), 4)]
    state["removed"] = sorted(state["removed"] + removed)
    state["die"], state["drawn"] = None, None
    events: list[Event] = [
        {
            "type": "placed",
            "seat": seat,
            "die": die,
            "drawn": drawn,
            "touching": list(action["touching"]),
            "tear": tear,
            "why": why,
            "removed": removed,
        }
    ]
    if state["tiebreak"]:
        _tiebreak_turn(state, seat, tear, events)
    elif tear:
        _take_tear(state, seat, events)
    else:
        state["placed"][seat] += 1
        _next_turn(state, seat, events)
    return events


def _take_tear(state: State, seat: Seat, events: list[Event]) -> None:
    state["tears"][seat] += 1
    state["tears_left"] -= 1
    events.append({"type": "tear", "seat": seat, "tears": state["tears"][seat]})
    if state["players"] == 2 and state["tears"][seat] >= TWO_PLAYER_LIMIT:
        _eliminate(state, seat, events)
        _end(state, [s for s in range(2) if s != seat], events)
    elif state["tears_left"] == 0:
        if state["players"] > 1:
            _eliminate(state, seat, events)
        _game_over(state, seat, events)
    else:
        _next_turn(state, seat, events)


def _eliminate(state: State, seat: Seat, events: list[Event]) -> None:
    state["eliminated"].append(seat)
    events.append({"type": "eliminated", "seat": seat})


def _next_turn(state: State, seat: Seat, events: list[Event]) -> None:
    """The next player rolls, unless the supply is empty: then the game is over."""
    if not state["supply"]:
        _game_over(state, seat, events)
        return
    state["phase"] = ROLL
    state["turn"] = _after(seat, state["contenders"], state["players"])


def _after(seat: Seat, among: list[Seat], players: int) -> Seat:
    """The first of `among` after `seat`, going round the table."""
    for k in range(1, players + 1):
        if (seat + k) % players in among:
            return (seat + k) % players
    return seat


def _game_over(state: State, seat: Seat, events: list[Event]) -> None:
    """The last ladder placed or the last tear taken: the fewest tears among those still in
    wins; a tie with ladders left goes to a tie-break."""
    players = state["players"]
    if players == 1:
        _end(state, [], events)
        return
    standing = [s for s in range(players) if s not in state["eliminated"]]
    best = min(state["tears"][s] for s in standing)
    tied = [s for s in standing if state["tears"][s] == best]
    if len(tied) == 1 or not state["supply"]:
        _end(state, tied, events)
        return
    state["tiebreak"], state["contenders"] = True, tied
    state["phase"] = ROLL
    state["turn"] = _after(seat, tied, players)
    events.append({"type": "tiebreak", "contenders": list(tied)})


def _tiebreak_turn(state: State, seat: Seat, erred: bool, events: list[Event]) -> None:
    """Whoever errs in the tie-break is eliminated; the last one in wins; with no ladders
    left the ones still in share the win."""
    if erred:
        _eliminate(state, seat, events)
        state["contenders"] = [s for s in state["contenders"] if s != seat]
    else:
        state["placed"][seat] += 1
    if len(state["contenders"]) == 1 or not state["supply"]:
        _end(state, list(state["contenders"]), events)
        return
    state["phase"] = ROLL
    state["turn"] = _after(seat, state["contenders"], state["players"])


def _end(state: State, winners: list[Seat], events: list[Event]) -> None:
    state["phase"], state["winners"] = OVER, sorted(winners)
    state["die"], state["drawn"] = None, None
    events.append(
        {
            "type": "game_over",
            "winners": list(state["winners"]),
            "tears": list(state["tears"]),
            "placed": list(state["placed"]),
        }
    )


def result(state: State) -> Result | None:
    """None while playing; the winners (none in solo), every seat's tears and placements."""
    if state["winners"] is None:
        return None
    return {
        "winners": list(state["winners"]),
        "tears": list(state["tears"]),
        "placed": list(state["placed"]),
        "eliminated": list(state["eliminated"]),
        "solo": state["players"] == 1,
    }


# -- who may do what -------------------------------------------------------------------------


def _example(
    state: State,
    touching: list[int],
    *,
    top: bool = False,
    fallen: tuple[int, ...] = (),
    released: bool = True,
) -> Action:
    """A report the rules accept for this turn: the drawn ladder set down above the base."""
    drawn = state["drawn"]
    height = min(1800 + 600 * len(state["structure"]), Y_MAX - 1000)
    trace = [0, 0, height + 400, 0, 30, 0, height, 0]
    standing = {p[0]: list(p) for p in state["structure"]}
    if released:
        standing[drawn] = [drawn, 0, height, 0]
    for gone in fallen:
        standing.pop(gone, None)
    poses = [n for i in sorted(standing) for n in standing[i]]
    return {
        "type": "place",
        "trace": trace,
        "release": 30 if released else -1,
        "touching": touching,
        "top": top,
        "fallen": sorted(fallen),
        "released": released,
        "poses": poses,
    }


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Roll when it is your turn to; then a few placement reports that stand for every report
    the physics could give: one meeting the die, a miss, a fall, a fault while holding."""
    if state["winners"] is not None or seat != state["turn"]:
        return []
    if state["phase"] == ROLL:
        return [{"type": "roll"}]
    meets = {"one": [0], "two": [0, 1], "moon": [1]}[state["die"]]
    miss = [] if state["die"] != "one" else [0, 1]
    falls = (state["structure"][0][0],) if state["structure"] else (state["drawn"],)
    return [
        _example(state, meets, top=True),
        _example(state, miss),
        _example(state, [], fallen=falls),
        _example(state, [], released=False),
    ]


_MOMENT = {"roll": ROLL, "place": PLACE}


def guard(state: State, seat: Seat | None, kind: str) -> None:
    """Only the player whose turn it is acts: first a roll, then a placement."""
    if seat != state["turn"]:
        raise NotYourTurn("It is not your turn", code="not_your_turn")
    if state["phase"] != _MOMENT[kind]:
        code = "roll_first" if kind == "place" else "place_first"
        raise IllegalAction(
            "Roll the die first" if kind == "place" else "Place your ladder first", code=code
        )


REPORT = ("touching", "top", "fallen", "released", "poses")


def check_hold(action: Action) -> None:
    """Refuse a placement no person makes: held longer than HOLD_MAX steps (see HOLD_MAX)."""
    trace, release = action["trace"], action["release"]
    if (trace and trace[-4] > HOLD_MAX) or release > HOLD_MAX:
        raise IllegalAction(
            "The ladder was held longer than a turn allows", code="held_too_long", most=HOLD_MAX
        )


def verify(state: State, seat: Seat, action: Action, physics: Physics | None) -> Check | None:
    """Check a placement another device vouches for. Every cheap check comes first (whose turn,
    the report's shape, bounds and ids, a hold a person could make), so a report that cannot be
    costs the host no physics; then the host recomputes it with its physics' referee and
    refuses it if any reported field differs. Never run on replay."""
    if action.get("type") != "place":
        return None  # a roll: the rules alone decide
    guard(state, seat, "place")
    check_report(state, action)
    check_hold(action)
    judge_with = physics.referee if physics is not None else None
    if judge_with is None:
        raise IllegalAction("This device cannot check placements", code="no_physics")
    recompute = {**world(state), "trace": list(action["trace"]), "release": action["release"]}
    claimed = {key: action[key] for key in REPORT}

    def run(seconds: float, verdict: Verdict) -> None:
        def answer(found: dict[str, Any]) -> None:
            verdict(_judged(found, claimed), _spent(found))

        try:
            judge_with(recompute, seconds, answer)
        except Exception:  # noqa: BLE001 - a referee that trips refuses, it never accepts
            verdict(IllegalAction("The placement could not be checked", code="no_physics"), 0.0)

    return run


def _spent(found: Any) -> float:
    spent = found.get("spent") if isinstance(found, dict) else None
    return float(spent) if isinstance(spent, (int, float)) and spent >= 0 else 0.0


def _judged(found: Any, claimed: dict[str, Any]) -> GameError | None:
    """The referee's answer as a refusal (None: the report is what the physics does)."""
    if not isinstance(found, dict) or found.get("error") is not None:
        return IllegalAction("The placement could not be checked", code="no_physics")
    if found.get("aborted"):
        return IllegalAction("The placement took too long to check", code="check_too_long")
    report = found.get("report")
    if not isinstance(report, dict):
        return IllegalAction("The placement could not be checked", code="no_physics")
    if any(report.get(key) != value for key, value in claimed.items()):
        return IllegalAction("That placement is not what the physics says", code="forged_placement")
    return None


# -- what a seat may see ---------------------------------------------------------------------


def view(state: State, seat: Seat | None) -> View:
    """Everything is on the table for all to see; of the supply, only how many are left. The
    Moon's tears are counted whole too (`tears_total`), so a screen draws the pool it is shown."""
    return {
        "phase": state["phase"],
        "turn": state["turn"] if state["phase"] != OVER else None,
        "die": state["die"],
        "drawn": state["drawn"],
        "layout": state["layout"],
        "structure": [list(p) for p in state["structure"]],
        "tears": list(state["tears"]),
        "tears_left": state["tears_left"],
        "tears_total": TEARS,
        "supply": len(state["supply"]),
        "removed": list(state["removed"]),
        "eliminated": list(state["eliminated"]),
        "tiebreak": state["tiebreak"],
        "contenders": list(state["contenders"]),
        "last": state["last"],
        "placed": list(state["placed"]),
        "players": state["players"],
        "winners": state["winners"],
    }


_ID = Int(0, MAX_ID)
_IDS = ListOf(_ID, len(LADDERS))
_NUMBERS = ListOf(Int(X_MIN, max(X_MAX, Y_MAX)), 4 * len(LADDERS))
_POSES = ListOf(ListOf(Int(X_MIN, max(X_MAX, Y_MAX)), 4, min_len=4), len(LADDERS))
_FACE = Str(choices=tuple(sorted(set(FACES))))
VIEW_SCHEMA = Record(
    {
        "phase": Str(choices=(ROLL, PLACE, OVER)),
        "turn": Nullable(SeatNo()),
        "die": Nullable(_FACE),
        "drawn": Nullable(_ID),
        "layout": Str(choices=LAYOUTS),
        "structure": _POSES,
        "tears": PerSeat(Int(0, TEARS)),
        "tears_left": Int(0, TEARS),
        "tears_total": Int(TEARS, TEARS),
        "supply": Int(0, len(SUPPLY)),
        "removed": _IDS,
        "eliminated": ListOf(SeatNo(), 6),
        "tiebreak": Bool(),
        "contenders": ListOf(SeatNo(), 6),
        "last": Nullable(
            Record(
                {
                    "seat": SeatNo(),
                    "die": _FACE,
                    "drawn": _ID,
                    "structure_before": _POSES,
                    "trace": ListOf(Int(X_MIN, max(X_MAX, Y_MAX)), MAX_TRACE),
                    "release": Int(-1, STEP_MAX),
                    "touching": _IDS,
                    "top": Bool(),
                    "fallen": _IDS,
                    "released": Bool(),
                    "tear": Bool(),
                    "why": Nullable(
                        Str(
                            choices=(
                                HELD_FAULT,
                                FELL,
                                *WHY_DIE.values(),
                                MOON_NOT_TOP,
                                MOON_TOUCHING,
                            )
                        )
                    ),
                    "removed": _IDS,
                }
            )
        ),
        "placed": PerSeat(Int(0, len(LADDERS))),
        "players": Int(1, 6),
        "winners": Nullable(ListOf(SeatNo(), 6)),
    }
)
"""The shape of `view`, which a guest checks every view against."""

GAME = Game(
    id="catch_the_moon",
    title="Catch the Moon",
    min_players=1,
    max_players=6,
    kind=PHYSICS,
    pass_and_play=True,
    setup=setup,
    moves={
        "roll": Move(roll),
        "place": Move(
            place,
            {
                "trace": ListOf(Int(X_MIN, max(X_MAX, Y_MAX)), MAX_TRACE),
                "release": Int(-1, STEP_MAX),
                "touching": ListOf(Int(0, MAX_ID), len(LADDERS)),
                "top": Bool(),
                "fallen": ListOf(Int(0, MAX_ID), len(LADDERS)),
                "released": Bool(),
                "poses": ListOf(Int(X_MIN, max(X_MAX, Y_MAX)), 4 * len(LADDERS)),
            },
        ),
    },
    legal_actions=legal_actions,
    view=view,
    result=result,
    options=(Option("base", "upright", LAYOUTS),),
    guard=guard,
    verify=verify,
    view_schema=VIEW_SCHEMA,
    physics_numbers=PHYSICS_NUMBERS,
)
