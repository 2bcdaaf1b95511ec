"""Cloud Mine, a guessing game of roles for 3 to 8 players (docs/rules/cloud-mine.md).

Each round the Daydreamer draws the round's cards unseen and hands them to the Lookout (the
player to the Daydreamer's right), who secretly picks one: the cloud. The Daydreamer looks at the
cloud alone and names it in at most five words. The cards are shuffled and laid face up; the
Spectators guess in turn from the Daydreamer's left. A wrong guess moves that card to the
Daydreamer's temporary pile; a right one wins the guesser the cloud and every card still face up,
and the Daydreamer the temporary pile. If nobody finds it, the Lookout takes every card of the
round. Most cards at the end wins.

The module reads like the rules: components, set-up, a round (pick, name, show, guess), the end
of a round, the rotation of roles, the end of the game, then what each seat may see. Cards are
the int ids of `engine.content.clouds`; views carry ids, and screens draw the clouds from them.

Decisions the printed rules leave open, settled here:
- The first Daydreamer is chosen at random ("who looked at the sky most recently").
- The Daydreamer's name is typed (one to five words, punctuation allowed, at most 60 letters);
  with the option `aloud` a table sitting together may instead say it aloud and tap "said
  aloud": the name is then not in the game at all, and bot Spectators guess at random among the
  clouds still face up (they cannot hear).
- With 3 players the one Spectator guesses twice in a row; with 4 they alternate A B A B; with
  5 or more each Spectator guesses once. In every case at least two cards are still face up at
  the last attempt, so the last guesser always has a real choice.
- The cloud stays hidden from the Spectators until the round ends: in views (`cloud` is a
  per-seat list where only the Lookout's and the Daydreamer's entries hold the card) and in events
  (`redact` trims the pick from everyone else). When the round ends it is public
  (`last_round`).
- Before the pile is shown, only the Lookout sees the round's cards (`drawn`); the Daydreamer
  sees only the cloud, as the bottom card of the pile.
- The game ends when a round should start and the deck holds fewer cards than a round needs
  (80 cards: 3 players play 20 rounds, 6 players 13). A tie for most cards is a shared win.
"""

from __future__ import annotations

from typing import Any

from engine.content.clouds import ALL_IDS
from engine.core import (
    NOBODY,
    SEAT,
    TURNS,
    Action,
    Event,
    Game,
    IllegalAction,
    Move,
    NotYourTurn,
    Option,
    Random,
    Result,
    Seat,
    State,
    View,
    require,
)
from engine.values import Bool, Int, ListOf, Nullable, Pair, PerSeat, Record, SeatNo, Str, Text

# -- components ------------------------------------------------------------------------------

DECK_SIZE = len(ALL_IDS)  # 80 cloud cards
MAX_WORDS = 5
MAX_NAME_CHARS = 60
CHOOSE, NAME, GUESS, OVER = "choose", "name", "guess", "over"
EXAMPLE_NAME = {"es": "una nube", "en": "a cloud"}


def cards_per_round(players: int) -> int:
    """3 players draw 4 cards, 4 players draw 6, otherwise one card per player."""
    return {3: 4, 4: 6}.get(players, players)


def attempts(players: int) -> int:
    """Guesses a round allows: two per Spectator with 3 or 4 players, else one each."""
    spectators = players - 2
    return 2 * spectators if players <= 4 else spectators


def right_of(seat: Seat, players: int) -> Seat:
    """The player to a seat's right: seats are numbered clockwise, so the previous one."""
    return (seat - 1) % players


def spectators(daydreamer: Seat, players: int) -> list[Seat]:
    """The Spectators from the Daydreamer's left, clockwise (the Lookout, on the right, is last
    round the table and is not one of them)."""
    return [(daydreamer + k) % players for k in range(1, players - 1)]


def guess_order(daydreamer: Seat, players: int) -> list[Seat]:
    """Who guesses at each attempt: 3p A A, 4p A B A B, otherwise each Spectator once."""
    seats = spectators(daydreamer, players)
    return seats * (attempts(players) // len(seats))


# -- set-up ----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], rng: Random) -> State:
    """Shuffle the 80 clouds into a face-down deck; a random first Daydreamer starts round 1."""
    deck = list(ALL_IDS)
    rng.shuffle(deck)
    first = rng.below(players)
    state: State = {
        "phase": CHOOSE,
        "round": 0,
        "players": players,
        "aloud_allowed": options["aloud"],
        "bot_words": options["words"],
        "deck": deck,  # drawn from the end
        "daydreamer": first,
        "lookout": right_of(first, players),
        "drawn": [[] for _ in range(players)],  # the round's cards, in the Lookout's hand
        "cloud": [[] for _ in range(players)],  # the pick: [card] for Lookout and Daydreamer
        "name": None,
        "aloud": False,
        "display": [],  # the cards face up on the table
        "temp": [],  # the Daydreamer's temporary pile
        "order": [],  # who guesses at each attempt
        "attempt": 0,
        "won": [[] for _ in range(players)],
        "last_round": None,
        "winners": None,
    }
    _start_round(state, [])
    return state


# -- a round ---------------------------------------------------------------------------------


def _start_round(state: State, events: list[Event]) -> None:
    """The Daydreamer draws the round's cards unseen and hands them to the Lookout; with too few
    cards left in the deck the game ends instead."""
    players = state["players"]
    need = cards_per_round(players)
    if len(state["deck"]) < need:
        _end_game(state, events)
        return
    cards = [state["deck"].pop() for _ in range(need)]
    state["round"] += 1
    state["phase"] = CHOOSE
    state["drawn"] = [[] for _ in range(players)]
    state["drawn"][state["lookout"]] = sorted(cards)
    state["cloud"] = [[] for _ in range(players)]
    state["name"], state["aloud"] = None, False
    state["display"], state["temp"] = [], []
    state["order"], state["attempt"] = guess_order(state["daydreamer"], players), 0
    events.append(
        {
            "type": "round_started",
            "round": state["round"],
            "daydreamer": state["daydreamer"],
            "lookout": state["lookout"],
            "cards": need,
        }
    )


def choose(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """The Lookout picks the cloud among the cards they hold; only they and the Daydreamer
    will know which it is."""
    card = action["card"]
    hand = state["drawn"][seat]
    require(card in hand, "Pick one of the clouds you are holding", code="not_drawn")
    state["cloud"][seat] = [card]
    state["cloud"][state["daydreamer"]] = [card]
    state["phase"] = NAME
    return [{"type": "chose", "seat": seat, "card": card, "knowers": [seat, state["daydreamer"]]}]


def name_cloud(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """The Daydreamer names the cloud in at most five words (the `name` field of its move
    holds them to that); then the pile is shown."""
    name = action["name"]
    state["name"] = name
    events: list[Event] = [{"type": "named", "seat": seat, "name": name, "aloud": False}]
    _show(state, rng, events)
    return events


def said_aloud(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """At one table, the Daydreamer may say the name aloud instead of typing it."""
    require(state["aloud_allowed"], "This table types the cloud's names", code="aloud_not_allowed")
    state["aloud"] = True
    events: list[Event] = [{"type": "named", "seat": seat, "name": None, "aloud": True}]
    _show(state, rng, events)
    return events


def _show(state: State, rng: Random, events: list[Event]) -> None:
    """The Daydreamer shuffles the pile and lays every card face up, the cloud unmarked."""
    cards = list(state["drawn"][state["lookout"]])
    rng.shuffle(cards)
    state["drawn"] = [[] for _ in range(state["players"])]
    state["display"] = cards
    state["phase"] = GUESS
    events.append({"type": "shown", "cards": list(cards)})


def guesser(state: State) -> Seat | None:
    """The Spectator whose attempt it is now."""
    if state["phase"] != GUESS:
        return None
    seat: Seat = state["order"][state["attempt"]]
    return seat


def guess(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Point at a cloud face up. Wrong: it goes to the Daydreamer's temporary pile and the next
    Spectator tries. Right: the round is won."""
    card = action["card"]
    require(card in state["display"], "Point at one of the clouds on the table", code="not_shown")
    right = card in state["cloud"][state["lookout"]]
    events: list[Event] = [{"type": "guessed", "seat": seat, "card": card, "right": right}]
    if right:
        _end_round(state, seat, events)
        return events
    state["display"].remove(card)
    state["temp"].append(card)
    state["attempt"] += 1
    if state["attempt"] >= len(state["order"]):
        _end_round(state, None, events)
    return events


# -- the end of a round ----------------------------------------------------------------------


def _end_round(state: State, finder: Seat | None, events: list[Event]) -> None:
    """Share out the round's cards, reveal the cloud, rotate the roles, start the next round.

    Found: the finder takes the cloud and every card still face up, the Daydreamer their
    temporary pile. Not found: the Lookout takes every card of the round."""
    d, lookout = state["daydreamer"], state["lookout"]
    cloud = state["cloud"][lookout][0]
    takes: dict[Seat, list[int]] = {}
    if finder is not None:
        takes[finder] = list(state["display"])
        if state["temp"]:
            takes[d] = list(state["temp"])
    else:
        takes[lookout] = list(state["display"]) + list(state["temp"])
    for seat, cards in takes.items():
        state["won"][seat].extend(cards)
    summary = {
        "round": state["round"],
        "cloud": cloud,
        "name": state["name"],
        "aloud": state["aloud"],
        "daydreamer": d,
        "lookout": lookout,
        "finder": finder,
        "wrong": list(state["temp"]),
        "takes": [[seat, sorted(cards)] for seat, cards in sorted(takes.items())],
    }
    state["last_round"] = summary
    events.append({"type": "round_over", **summary})
    _rotate(state)
    _start_round(state, events)


def _rotate(state: State) -> None:
    """The Lookout becomes the Daydreamer; the player to the new Daydreamer's right, Lookout."""
    state["daydreamer"] = state["lookout"]
    state["lookout"] = right_of(state["daydreamer"], state["players"])


# -- the end of the game ---------------------------------------------------------------------


def _end_game(state: State, events: list[Event]) -> None:
    """The deck cannot supply a round: whoever won the most cards wins (ties share it)."""
    counts = [len(w) for w in state["won"]]
    best = max(counts)
    state["phase"] = OVER
    state["winners"] = [s for s, n in enumerate(counts) if n == best]
    state["drawn"] = [[] for _ in range(state["players"])]
    state["cloud"] = [[] for _ in range(state["players"])]
    state["order"], state["display"], state["temp"] = [], [], []
    events.append({"type": "game_over", "winners": list(state["winners"]), "cards": counts})


def result(state: State) -> Result | None:
    if state["winners"] is None:
        return None
    return {"winners": list(state["winners"]), "cards": [len(w) for w in state["won"]]}


# -- who may do what -------------------------------------------------------------------------


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """The Lookout picks any card held; the Daydreamer names (an example name stands for any
    typed one) or says it aloud; the Spectator whose attempt it is points at any card shown."""
    phase = state["phase"]
    if phase == CHOOSE and seat == state["lookout"]:
        return [{"type": "choose", "card": c} for c in state["drawn"][seat]]
    if phase == NAME and seat == state["daydreamer"]:
        actions: list[Action] = [{"type": "name", "name": EXAMPLE_NAME[state["bot_words"]]}]
        if state["aloud_allowed"]:
            actions.append({"type": "aloud"})
        return actions
    if phase == GUESS and seat == guesser(state):
        return [{"type": "guess", "card": c} for c in sorted(state["display"])]
    return []


_WHO = {"choose": "lookout", "name": "daydreamer", "aloud": "daydreamer"}
_PHASE = {"choose": CHOOSE, "name": NAME, "aloud": NAME, "guess": GUESS}
_WAIT = {
    CHOOSE: "The Lookout is choosing the cloud",
    NAME: "The Daydreamer is naming the cloud",
    GUESS: "The Spectators are guessing",
}


def guard(state: State, seat: Seat | None, kind: str) -> None:
    """Each move belongs to one role and one moment of the round."""
    if state["phase"] != _PHASE[kind]:
        raise IllegalAction(_WAIT[state["phase"]], code=f"wait_{state['phase']}")
    if kind == "guess":
        if seat != guesser(state):
            raise NotYourTurn("It is not your turn to guess", code="not_your_turn")
        return
    if seat != state[_WHO[kind]]:
        role = _WHO[kind]
        raise NotYourTurn(f"Only the {role.capitalize()} can do that", code=f"only_{role}")


# -- what a seat may see ---------------------------------------------------------------------


def view(state: State, seat: Seat | None) -> View:
    """Everything public, plus what `seat`'s role lets it see: the Lookout the round's cards and
    the pick, the Daydreamer the pick; never the pick for a Spectator."""
    mine = seat is not None
    return {
        "phase": state["phase"],
        "round": state["round"],
        "deck": len(state["deck"]),
        "per_round": cards_per_round(state["players"]),
        "daydreamer": state["daydreamer"] if state["phase"] != OVER else None,
        "lookout": state["lookout"] if state["phase"] != OVER else None,
        "aloud_allowed": state["aloud_allowed"],
        "bot_words": state["bot_words"],
        "drawn": list(state["drawn"][seat]) if mine else [],
        "cloud": state["cloud"][seat][0] if mine and state["cloud"][seat] else None,
        "name": state["name"],
        "aloud": state["aloud"],
        "display": list(state["display"]),
        "temp": list(state["temp"]),
        "guesser": guesser(state),
        "attempt": state["attempt"],
        "attempts": len(state["order"]),
        "order": list(state["order"]),
        "won": [len(w) for w in state["won"]],
        "last_round": state["last_round"],
        "winners": state["winners"],
    }


MAX_PLAYERS = 8
_CARD = Int(min(ALL_IDS), max(ALL_IDS))
_ROUND_CARDS = ListOf(_CARD, MAX_PLAYERS)  # a round draws at most one card per player
_MOST_ATTEMPTS = 2 * MAX_PLAYERS
_NAME = Nullable(Str(max_len=MAX_NAME_CHARS))

VIEW_SCHEMA = Record(
    {
        "phase": Str(choices=(CHOOSE, NAME, GUESS, OVER)),
        "round": Int(0, DECK_SIZE),
        "deck": Int(0, DECK_SIZE),
        "per_round": Int(1, MAX_PLAYERS),
        "daydreamer": Nullable(SeatNo()),
        "lookout": Nullable(SeatNo()),
        "aloud_allowed": Bool(),
        "bot_words": Str(choices=tuple(EXAMPLE_NAME)),
        "drawn": _ROUND_CARDS,
        "cloud": Nullable(_CARD),
        "name": _NAME,
        "aloud": Bool(),
        "display": _ROUND_CARDS,
        "temp": _ROUND_CARDS,
        "guesser": Nullable(SeatNo()),
        "attempt": Int(0, _MOST_ATTEMPTS),
        "attempts": Int(0, _MOST_ATTEMPTS),
        "order": ListOf(SeatNo(), _MOST_ATTEMPTS),
        "won": PerSeat(Int(0, DECK_SIZE)),
        "last_round": Nullable(
            Record(
                {
                    "round": Int(1, DECK_SIZE),
                    "cloud": _CARD,
                    "name": _NAME,
                    "aloud": Bool(),
                    "daydreamer": SeatNo(),
                    "lookout": SeatNo(),
                    "finder": Nullable(SeatNo()),
                    "wrong": _ROUND_CARDS,
                    "takes": ListOf(Pair(SeatNo(), _ROUND_CARDS), 2),
                }
            )
        ),
        "winners": Nullable(ListOf(SeatNo(), MAX_PLAYERS)),
    }
)
"""The shape of `view`, which a guest checks every view against."""


def redact(event: Event, seat: Seat | None) -> Event | None:
    """The Lookout's pick reaches only the Lookout and the Daydreamer."""
    if event.get("type") == "chose" and seat not in event.get("knowers", []):
        return {k: v for k, v in event.items() if k != "card"}
    return event


GAME = Game(
    id="cloud_mine",
    title="Cloud Mine",
    min_players=3,
    max_players=MAX_PLAYERS,
    kind=TURNS,
    pass_and_play=True,
    setup=setup,
    moves={
        "choose": Move(choose, {"card": Int(min(ALL_IDS), max(ALL_IDS))}),
        "name": Move(name_cloud, {"name": Text(MAX_NAME_CHARS, max_words=MAX_WORDS)}),
        "aloud": Move(said_aloud),
        "guess": Move(guess, {"card": Int(min(ALL_IDS), max(ALL_IDS))}),
    },
    legal_actions=legal_actions,
    view=view,
    result=result,
    options=(
        Option("aloud", False, (False, True)),
        Option("words", "es", ("es", "en"), language=True),  # the bots' words: the app's
    ),
    bot_levels=("easy", "normal"),
    private={"drawn": SEAT, "cloud": SEAT, "deck": NOBODY},
    guard=guard,
    redact=redact,
    view_schema=VIEW_SCHEMA,
)
