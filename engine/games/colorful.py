"""Colorful (Jordan Draper): which colour is this word? Side with the table.

The rules as Sobremesa plays them: docs/rules/colorful.md.

Each round one player, the namer, turns up a category card and says one word for the category
on this round's slot; then every player, the namer too, secretly lays one of their colour cards
face down. A colour card once laid stays on the table, so each colour serves a player once per
game. At the end the cards are revealed category by category: if everyone laid the same colour
every time, the whole table wins together; otherwise each category's most-laid colour scores a
point for everyone who laid it.

The module follows the rulebook: the box's facts, set-up (setting aside the same colours),
a round (the card, the clue word and its check, the secret colours), the reveal, the score.
State is plain JSON; colours are the ids of `engine.content.colorful_colours`, category cards
the indexes of `engine.content.colorful_cards.CARDS`.

The clue check ("the word may not contain a colour in any of its parts"; the whole rule, with
its word lists, is docs/rules/colorful.md "The clue rule"): the word is folded (case and
accents dropped, letters only; a word in pieces, "fire-red", is also read piece by piece) and
refused when a colour occurs in it as a part:
- any spelling of the 15 colours' names in Spanish or English (`NAMES`), or a root their
  derived words are built on (`STEMS`: roji-, amarill-, verdos-, negruz-, blanqu-, grisac-,
  purpl-...), found anywhere in the word: "blues", "Azulejo", "blackboard", "greyhound",
  "golden", "rojizo", "amarillento", "purplish";
- except the spellings that ordinary words contain by accident (`WEAK`: red, gray, lime; rojo,
  roja, rosa, oro, lima, plata, gris, dorad-, morad-). One of those is a part only when
  * before it stands nothing, a prefix (infra-, ultra-, semi-; en-, son- before an r), a
    Spanish joint (a part of 2 letters or more, -i- and the doubled r: pel-i-rrojo,
    alb-i-rroja; or a prefix's vowel and the doubled r: infra-rrojo) or a word of the lexicon
    (4 letters or more; in English not one ending -e or -r, as "covered" and "starred" are
    past tenses), and
  * after it stands nothing, an ending of the colour's own language (English -s, -y, -ish,
    -er, -est, -en, -ness; Spanish -s, -es, -ito, -izo, -ado, -áceo, -al...), a word of the
    lexicon or of `PARTS` (eye, pel), or, for an English colour, any rest of 3 letters or
    more beginning with a consonant other than r (English compounds freely: redneck,
    redcoat, limestone; "redraw" and "limerick" are not red, nor "redo" and "reduce").
  So "pelirrojo", "infrarrojo", "redneck", "redeye", "oropel", "reddish" and "rosal" are
  refused while "credo", "bored", "adoro", "cerrojo", "redondo", "redes", "reducir", "redeem",
  "tesoro", "sonoro", "rosario", "gristle" and "stingray" pass;
- and a spelling inside one of the few ordinary words the rule cannot tell (`ACCIDENTS`:
  overdose, resemblance, winegrower, camarilla) does not count.
One word means no spaces; it must hold a letter.

Decisions the printed rules leave open, taken here:
- The remover is a random player; they set aside 5 colours one at a time, and every hand
  loses the same ones. With 7-12 players there is one round per player, so fewer colours are
  set aside (15 - rounds, at most 5) for every hand to last the game.
- The first namer is random ("the youngest" cannot be known); then it passes clockwise. Every
  round the namer turns up a new category card; round r uses slot r, rounds 4 and beyond the
  slot "4-5)".
- A laid colour is final. Who has laid is public; what, nobody else sees until the reveal
  (the `chose` event is trimmed for every other seat).
- The reveal is a step of the game: any player turns up the next category (a bot waits a few
  seconds so people can look); after the last one the game is over.
- A category's majority is every colour laid most often; with everyone laying a different
  colour that is every colour, so each of them scores, as the printed tie rule reads.
- Options: `teams` (the players split into teams as they see fit at set-up, at least 2 in
  each, every player in one: `engine.core.Teams`; the set-up starts from seat order, seat s in
  team s mod the number of teams) scores each team, per category, one point per member whose
  colour matches another member's; `base` (no clue word: the category itself is the theme);
  `double` (keep all 15, lay two per round, only the same pair matches; at most 7 rounds, as
  15 cards make 7 pairs); `spoken` (at one table the namer may say the word aloud instead of
  typing it); `lang` (the table's language, "es" or "en": the language the bots name in; the
  set-up screen starts it at the screen's language).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from itertools import combinations
from typing import Any

from engine.content.colorful_cards import CARDS, SLOTS
from engine.content.colorful_colours import (
    ACCIDENTS,
    COLOURS,
    ENGLISH_STEMS,
    IDS,
    NAMES,
    STEMS,
    WEAK,
)
from engine.content.colorful_lexicon import WORDS
from engine.content.colorful_words import LANGS
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
    Teams,
    View,
    require,
)
from engine.values import Bool, Int, ListOf, Nullable, PerSeat, Record, SeatNo, Str, Text

# -- the box ---------------------------------------------------------------------------------

COLOURS_IN_DECK = len(COLOURS)  # 15
SET_ASIDE = 5
MAX_CLUE = 30
REMOVE, NAME, CHOOSE, REVEAL, OVER = "remove", "name", "choose", "reveal", "over"
EXAMPLE_CLUES = ("jazz", "sol", "mar", "tren", "fiesta", "bosque", "hielo")


def rounds_for(players: int, double: bool = False) -> int:
    """5 rounds; 6 with six players; one per player with 7-12; at most 7 pairs in double."""
    rounds = 5 if players <= 5 else 6 if players == 6 else players
    return min(rounds, COLOURS_IN_DECK // 2) if double else rounds


def set_aside_for(rounds: int, double: bool) -> int:
    """How many colours every hand sets aside: 5, fewer when the game needs more cards."""
    return 0 if double else max(0, min(SET_ASIDE, COLOURS_IN_DECK - rounds))


def slot_of(round_no: int) -> int:
    """The category slot a round uses: 1), 2), 3), then 4-5) (index 0-3)."""
    return min(round_no, len(SLOTS)) - 1


def teams_of(players: int, arrangement: list[list[int]] | None) -> list[int] | None:
    """Each seat's team (its place in the arrangement chosen at set-up); None without teams."""
    if arrangement is None:
        return None
    team_of = {seat: team for team, seats in enumerate(arrangement) for seat in seats}
    return [team_of[s] for s in range(players)]


# -- the clue check --------------------------------------------------------------------------

# Prefixes a colour may follow: any colour (infrarrojo, ultrared, semidorado), or one beginning
# with r (en-, son-: enrojecer, sonrojo, sonrosado; "sonoro" is not gold).
PREFIXES = frozenset({"infra", "ultra", "semi"})
R_PREFIXES = frozenset({"en", "son"})
# The endings a colour takes in its own language: "reds", "redness", "reddish", "limey";
# "rojos", "rosita", "rosal", "rosáceo", "dorado", "grises". Spanish "redes" (nets) is not red.
_EN_ENDINGS = "s y ish er est en ened ening ness"
_ES_ENDINGS = (
    "s es a as o os ito ita itos itas izo iza izos izas ado ada ados adas do da dos das aceo "
    "acea ceo cea ento enta uzco ecer ear eado eada ez ura ote ota ones ona l les illo illa"
)
ENDINGS = {"en": frozenset(_EN_ENDINGS.split()), "es": frozenset(_ES_ENDINGS.split())}
# Parts of everyday compounds that are no word of the lexicon: redeye, oropel (oro + piel).
PARTS = frozenset({"eye", "eyes", "pel", "peles"})


def _letters(text: str) -> str:
    """Lower case and no accents; every other character than a letter becomes a space."""
    plain = unicodedata.normalize("NFD", text.casefold())
    return "".join(c if c.isalpha() else " " for c in plain if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Lower case, no accents, letters only: how a clue and a colour name are compared."""
    return "".join(_letters(text).split())


def _roots() -> list[tuple[str, int]]:
    """Every folded colour spelling and root, the longest first (it names the colour best)."""
    roots = {fold(r): c for c, spellings in NAMES.items() for r in spellings}
    roots.update({fold(r): c for c, stems in STEMS.items() for r in stems})
    return sorted(roots.items(), key=lambda item: (-len(item[0]), item[0]))


def _named() -> dict[str, str]:
    """How a refusal names each root: a name as it is spelt ("marrón", "sky blue"), a root by
    its colour's name in the root's language ("rojiz-": rojo, "redd-": red)."""
    named: dict[str, str] = {}
    for spellings in NAMES.values():
        for spelling in spellings:
            named.setdefault(fold(spelling), spelling)
    for c, stems in STEMS.items():
        for stem in stems:
            named[fold(stem)] = COLOURS[c].en if stem in ENGLISH_STEMS else COLOURS[c].es
    return named


ROOTS = _roots()
NAMED = _named()
_WEAK = {fold(w): lang for w, lang in WEAK.items()}
_WORDS = frozenset(w for w in (fold(x) for x in WORDS) if len(w) >= 4) | PARTS


def _linked(before: str, root: str) -> bool:
    """A Spanish compound joined to a colour beginning with r: the parts meet with -i- and the
    r doubles (pel-i-rrojo, alb-i-rroja, oj-i-rrojo), or a prefix's vowel doubles it
    (infra-rrojo). "cerrojo", "arrojo" and "borrosa" have no such joint."""
    if not (_WEAK[root] == "es" and root.startswith("r") and before.endswith("r")):
        return False
    joint = before[:-1]
    return (len(joint) >= 3 and joint.endswith("i")) or joint in PREFIXES


def _before_is_part(before: str, root: str) -> bool:
    """Whether what precedes a colour is nothing, a prefix, a Spanish joint or a word. An
    English word ending -ered or -rred is a past tense (covered, starred), not red."""
    if before == "" or before in PREFIXES or _linked(before, root):
        return True
    if before in R_PREFIXES:
        return root.startswith("r")
    if _WEAK[root] == "en" and before.endswith(("e", "r")):
        return False
    return before in _WORDS


def _after_is_part(after: str, root: str) -> bool:
    """Whether what follows a colour is nothing, an ending of its language, or a word. English
    makes compounds freely (redneck, redcoat, limestone): any rest of 3 letters or more that
    begins with a consonant is a word there, but for r (redraw, redress: re- + dr-; limerick);
    an English rest beginning with a vowel is re- + d- (redo, reduce, redeem) unless a word."""
    if after == "" or after in ENDINGS[_WEAK[root]] or after in _WORDS:
        return True
    return _WEAK[root] == "en" and len(after) >= 3 and after[0] not in "aeiouyr"


def _accidents(folded: str) -> set[int]:
    """Where the letters of the words in `ACCIDENTS` stand in `folded`: a colour spelling
    that touches them is no colour."""
    spans: set[int] = set()
    for accident in ACCIDENTS:
        at = folded.find(accident)
        while at >= 0:
            spans.update(range(at, at + len(accident)))
            at = folded.find(accident, at + 1)
    return spans


def _found(folded: str) -> tuple[int, str] | None:
    """The first colour spelling in `folded` that is a part of it, longest spellings first."""
    accidental = _accidents(folded)
    for root, colour in ROOTS:
        at = folded.find(root)
        while at >= 0:
            span = range(at, at + len(root))
            if accidental.isdisjoint(span) and (
                root not in _WEAK
                or (
                    _before_is_part(folded[:at], root) and _after_is_part(folded[span.stop :], root)
                )
            ):
                return colour, root
            at = folded.find(root, at + 1)
    return None


def colour_in(word: str) -> tuple[int, str] | None:
    """The colour a word contains as a part, with the spelling found, or None. A word written
    in pieces ("fire-red", "sky blue") is read whole and piece by piece."""
    pieces = _letters(word).split()
    for folded in ["".join(pieces), *(pieces if len(pieces) > 1 else [])]:
        found = _found(folded)
        if found is not None:
            return found
    return None


def check_clue(word: str) -> None:
    """Refuse, with the reason, a clue that is not one word or that contains a colour."""
    if any(c.isspace() for c in word):
        raise IllegalAction("Say just one word", code="one_word", word=word)
    if not fold(word):
        raise IllegalAction("The clue must be a word", code="not_a_word", word=word)
    found = colour_in(word)
    if found is not None:
        colour, root = found
        raise IllegalAction(
            f"“{word}” contains a colour ({NAMED[root]})",
            code="colour_in_clue",
            word=word,
            found=NAMED[root],
            colour=COLOURS[colour].key,
        )


# -- set-up ----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], rng: Random) -> State:
    """Shuffle the category cards, pick the remover and the first namer."""
    double = options["double"]
    rounds = rounds_for(players, double)
    deck = list(range(len(CARDS)))
    rng.shuffle(deck)
    remover = rng.below(players)
    state: State = {
        "options": dict(options),
        "rounds": rounds,
        "set_aside": set_aside_for(rounds, double),
        "per_round": 2 if double else 1,
        "teams": teams_of(players, options["teams"]),
        "phase": REMOVE,
        "remover": remover,
        "removed": [],
        "deck": deck,  # drawn from the end
        "round": 0,
        "namer": rng.below(players),
        "categories": [],  # per round: {card, slot, namer, clue, spoken}
        "chosen": [[] for _ in range(players)],  # per seat, per round: the colours laid
        "done": [False] * players,
        "reveals": [],  # per revealed category: every seat's colours
        "winners": None,
    }
    if state["set_aside"] == 0:
        state["remover"] = None
        _start_round(state, [])
    return state


def held(state: State, seat: Seat) -> list[int]:
    """The colours still in `seat`'s hand: the deck, less what was set aside and laid."""
    laid = {c for choice in state["chosen"][seat] for c in choice}
    return [c for c in IDS if c not in state["removed"] and c not in laid]


def remove(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """The remover sets one colour aside, and every other hand loses the same one."""
    colour = action["colour"]
    require(colour not in state["removed"], "That colour is already set aside", code="removed")
    state["removed"].append(colour)
    events: list[Event] = [{"type": "removed", "seat": seat, "colour": colour}]
    if len(state["removed"]) == state["set_aside"]:
        state["removed"].sort()
        _start_round(state, events)
    return events


# -- a round ---------------------------------------------------------------------------------


def _start_round(state: State, events: list[Event]) -> None:
    """The namer turns up the next category card; in the base game everyone chooses at once."""
    if state["round"] > 0:
        state["namer"] = (state["namer"] + 1) % len(state["done"])
    state["round"] += 1
    card = state["deck"].pop()
    slot = slot_of(state["round"])
    state["categories"].append(
        {"card": card, "slot": slot, "namer": state["namer"], "clue": None, "spoken": False}
    )
    state["done"] = [False] * len(state["done"])
    state["phase"] = CHOOSE if state["options"]["base"] else NAME
    events.append(
        {
            "type": "card",
            "round": state["round"],
            "card": card,
            "slot": slot,
            "namer": state["namer"],
        }
    )


def clue(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """The namer says one word for this round's category: no colour in any part of it."""
    word = action["word"]
    check_clue(word)
    state["categories"][-1]["clue"] = word
    state["phase"] = CHOOSE
    return [{"type": "clue", "seat": seat, "word": word}]


def spoken(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """At one table the namer may say the word aloud instead (the `spoken` option)."""
    require(state["options"]["spoken"], "Type the word for everyone", code="type_the_word")
    state["categories"][-1]["spoken"] = True
    state["phase"] = CHOOSE
    return [{"type": "spoken", "seat": seat}]


def _lay(state: State, seat: Seat, colours: list[int]) -> list[Event]:
    """Lay colours face down: each must still be in the hand; a laid colour is final."""
    hand = held(state, seat)
    for colour in colours:
        if colour in state["removed"]:
            raise IllegalAction("That colour was set aside", code="set_aside", colour=colour)
        require(colour in hand, "You already used that colour", code="used", colour=colour)
    state["chosen"][seat].append(sorted(colours))
    state["done"][seat] = True
    events: list[Event] = [{"type": "chose", "seat": seat, "colours": sorted(colours)}]
    if all(state["done"]):
        events.append({"type": "all_chose", "round": state["round"]})
        if state["round"] < state["rounds"]:
            _start_round(state, events)
        else:
            state["phase"] = REVEAL
    return events


def choose(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Lay one colour card face down for this round's word."""
    require(state["per_round"] == 1, "Choose two colours", code="choose_two")
    return _lay(state, seat, [action["colour"]])


def choose_two(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Double colours: lay two different colour cards face down."""
    require(state["per_round"] == 2, "Choose one colour", code="choose_one")
    colours = action["colours"]
    require(len(colours) == 2 and colours[0] != colours[1], "Choose two colours", code="choose_two")
    return _lay(state, seat, colours)


# -- the reveal ------------------------------------------------------------------------------


def reveal(state: State, seat: Seat, action: Action, rng: Random) -> list[Event]:
    """Turn up everyone's cards for the next category; after the last, score."""
    k = len(state["reveals"])
    laid = [state["chosen"][s][k] for s in range(len(state["done"]))]
    state["reveals"].append(laid)
    events: list[Event] = [{"type": "revealed", "category": k, "colours": laid}]
    if len(state["reveals"]) == state["rounds"]:
        state["phase"] = OVER
        outcome = score(state["reveals"], state["teams"])
        state["winners"] = outcome["winners"]
        events.append({"type": "game_over", **outcome})
    return events


# -- the score -------------------------------------------------------------------------------


def majority(laid: list[list[int]]) -> list[tuple[int, ...]]:
    """The colours (or exact pairs) laid most often in one category; a tie keeps them all."""
    counts = Counter(tuple(sorted(c)) for c in laid)
    top = max(counts.values())
    return sorted(k for k, n in counts.items() if n == top)


def score(reveals: list[list[list[int]]], teams: list[int] | None) -> dict[str, Any]:
    """Points per player (or team) over every revealed category, and who wins."""
    players = len(reveals[0]) if reveals else 0
    points = [0] * players
    majorities = []
    for laid in reveals:
        top = majority(laid)
        majorities.append([list(k) for k in top])
        for s, colours in enumerate(laid):
            if tuple(sorted(colours)) in top:
                points[s] += 1
    cooperative = bool(reveals) and all(len({tuple(c) for c in laid}) == 1 for laid in reveals)
    outcome: dict[str, Any] = {
        "points": points,
        "majorities": majorities,
        "cooperative": cooperative,
    }
    if teams is not None:
        team_points = [0] * (max(teams) + 1)
        for laid in reveals:
            for s, colours in enumerate(laid):
                mates = [laid[m] for m in range(players) if m != s and teams[m] == teams[s]]
                if sorted(colours) in [sorted(c) for c in mates]:
                    team_points[teams[s]] += 1
        outcome["team_points"] = team_points
        best = max(team_points)
        winners = [s for s in range(players) if team_points[teams[s]] == best]
    else:
        best = max(points) if points else 0
        winners = [s for s in range(players) if points[s] == best]
    outcome["winners"] = list(range(players)) if cooperative else winners
    return outcome


def result(state: State) -> Result | None:
    """Over once every category is revealed: the cooperative win, or the most points."""
    if state["phase"] != OVER:
        return None
    return score(state["reveals"], state["teams"])


# -- whose move ------------------------------------------------------------------------------


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """The remover's colours, the namer's clue (an example word: any word may be typed), each
    undecided player's colours, or anyone's reveal."""
    phase = state["phase"]
    if phase == REMOVE:
        if seat != state["remover"]:
            return []
        return [{"type": "remove", "colour": c} for c in IDS if c not in state["removed"]]
    if phase == NAME:
        if seat != state["namer"]:
            return []
        moves: list[Action] = [
            {"type": "clue", "word": EXAMPLE_CLUES[state["round"] % len(EXAMPLE_CLUES)]}
        ]
        if state["options"]["spoken"]:
            moves.append({"type": "spoken"})
        return moves
    if phase == CHOOSE:
        if state["done"][seat]:
            return []
        hand = held(state, seat)
        if state["per_round"] == 1:
            return [{"type": "choose", "colour": c} for c in hand]
        return [{"type": "choose_two", "colours": list(p)} for p in combinations(hand, 2)]
    if phase == REVEAL:
        return [{"type": "reveal"}]
    return []


PHASE_OF = {
    "remove": REMOVE,
    "clue": NAME,
    "spoken": NAME,
    "choose": CHOOSE,
    "choose_two": CHOOSE,
    "reveal": REVEAL,
}


def guard(state: State, seat: Seat | None, kind: str) -> None:
    """Each move belongs to its phase and to its player."""
    phase = state["phase"]
    if PHASE_OF[kind] != phase:
        raise IllegalAction(f"Not now: the table is at {phase}", code=f"not_{phase}")
    if phase == REMOVE and seat != state["remover"]:
        raise NotYourTurn("The remover sets the colours aside", code="not_remover")
    if phase == NAME and seat != state["namer"]:
        raise NotYourTurn("The namer gives the word", code="not_namer")
    if phase == CHOOSE and seat is not None and state["done"][seat]:
        raise IllegalAction("You have already chosen this round", code="already_chose")


# -- what a seat may see ---------------------------------------------------------------------


def view(state: State, seat: Seat | None) -> View:
    """Everything public, plus `seat`'s own hand and laid colours; nobody else's colours
    until the reveal turns them up."""
    return {
        "phase": state["phase"],
        "options": dict(state["options"]),
        "rounds": state["rounds"],
        "round": state["round"],
        "per_round": state["per_round"],
        "teams": state["teams"],
        "set_aside": state["set_aside"],
        "remover": state["remover"],
        "removed": list(state["removed"]),
        "namer": state["namer"],
        "categories": [dict(c) for c in state["categories"]],
        "done": list(state["done"]),
        "reveals": [[list(c) for c in laid] for laid in state["reveals"]],
        "hand": held(state, seat) if seat is not None else None,
        "mine": [list(c) for c in state["chosen"][seat]] if seat is not None else None,
        "outcome": result(state),
    }


MAX_PLAYERS = 12
MAX_ROUNDS = rounds_for(MAX_PLAYERS)
MAX_TEAMS = 6
_COLOUR = Int(0, COLOURS_IN_DECK - 1)
_LAID = ListOf(_COLOUR, 2, min_len=1)  # one colour, or two in `double`

SCORE_SCHEMA = Record(
    {
        "points": PerSeat(Int(0, MAX_ROUNDS)),
        "majorities": ListOf(ListOf(_LAID, MAX_PLAYERS, min_len=1), MAX_ROUNDS),
        "cooperative": Bool(),
        "winners": ListOf(SeatNo(), MAX_PLAYERS),
    },
    optional={"team_points": ListOf(Int(0, MAX_ROUNDS * MAX_PLAYERS), MAX_TEAMS)},
)

VIEW_SCHEMA = Record(
    {
        "phase": Str(choices=(REMOVE, NAME, CHOOSE, REVEAL, OVER)),
        "options": Record(
            {
                "teams": Nullable(ListOf(ListOf(SeatNo(), MAX_PLAYERS, min_len=2), MAX_TEAMS)),
                "base": Bool(),
                "double": Bool(),
                "spoken": Bool(),
            },
            optional={"lang": Str(choices=LANGS)},
        ),
        "rounds": Int(1, MAX_ROUNDS),
        "round": Int(0, MAX_ROUNDS),
        "per_round": Int(1, 2),
        "teams": Nullable(PerSeat(Int(0, MAX_TEAMS - 1))),
        "set_aside": Int(0, SET_ASIDE),
        "remover": Nullable(SeatNo()),
        "removed": ListOf(_COLOUR, SET_ASIDE),
        "namer": SeatNo(),
        "categories": ListOf(
            Record(
                {
                    "card": Int(0, len(CARDS) - 1),
                    "slot": Int(0, len(SLOTS) - 1),
                    "namer": SeatNo(),
                    "clue": Nullable(Str(max_len=MAX_CLUE)),
                    "spoken": Bool(),
                }
            ),
            MAX_ROUNDS,
        ),
        "done": PerSeat(Bool()),
        "reveals": ListOf(PerSeat(_LAID), MAX_ROUNDS),
        "hand": Nullable(ListOf(_COLOUR, COLOURS_IN_DECK)),
        "mine": Nullable(ListOf(_LAID, MAX_ROUNDS)),
        "outcome": Nullable(SCORE_SCHEMA),
    }
)
"""The shape of `view`, which a guest checks every view against."""


def redact(event: Event, seat: Seat | None) -> Event | None:
    """A laid colour is seen by its player only; the others learn that they chose."""
    if event.get("type") == "chose" and event.get("seat") != seat:
        return {"type": "chose", "seat": event["seat"]}
    return event


GAME = Game(
    id="colorful",
    title="Colorful",
    min_players=2,
    max_players=MAX_PLAYERS,
    kind=TURNS,
    pass_and_play=True,
    setup=setup,
    moves={
        "remove": Move(remove, {"colour": Int(0, COLOURS_IN_DECK - 1)}),
        "clue": Move(clue, {"word": Text(MAX_CLUE)}),
        "spoken": Move(spoken),
        "choose": Move(choose, {"colour": Int(0, COLOURS_IN_DECK - 1)}),
        "choose_two": Move(choose_two, {"colours": ListOf(Int(0, COLOURS_IN_DECK - 1), 2)}),
        "reveal": Move(reveal),
    },
    legal_actions=legal_actions,
    view=view,
    result=result,
    options=(
        Teams("teams", min_size=2, max_teams=MAX_TEAMS),
        Option("base", False, (False, True)),
        Option("double", False, (False, True)),
        Option("spoken", False, (False, True)),
        Option("lang", "es", LANGS, language=True),
    ),
    private={"chosen": SEAT, "deck": NOBODY},
    guard=guard,
    redact=redact,
    view_schema=VIEW_SCHEMA,
)
