"""Cloud Mine bots: a Lookout that picks, a Daydreamer that names, a Spectator that guesses.

A bot reads only its seat's view: the Lookout bot the round's cards it holds, the Daydreamer bot
the one cloud it was shown, the Spectator bot the name and the clouds face up. What they know of
the 80 clouds is public (the deck is known): each cloud's names, its everyday associations
(`engine.content.cloud_associations`: what a person sees in it) and its tags
(`engine.content.cloud_words`: its category and features).

- The Reader turns text into clouds: words are lower-cased, stripped of accents and stop words,
  and stemmed in Spanish and in English (snowballstemmer), and a word it does not know is read
  as the known word one typo away, so "perritos", "perro" and "pero" all reach the dog. A word
  counts most as a cloud's name, then as one of its associations, little as a tag.
- Spectator: scores every cloud face up by the words of the name, each weighted by how few of
  the clouds shown it fits (a word that fits one cloud says more than a word that fits three).
  It hesitates, as a person does, between clouds scoring nearly the best, and is often talked
  out of its reading by a rival: a cloud face up that shares associations and tags with what
  the words bring to mind (the submarine for "surfer and teeth", the snowman for "waddle"),
  never one the words have nothing to do with. So it finds a name at the first guess about
  half the time (normal), as people do; easy is swayed more often. A name said aloud is out
  of its reach: it then points at random among the clouds face up.
- Daydreamer: names what a person sees in the cloud, in its table's bot language ("words"
  option), never with the cloud's own name (normal): one or two of its associations, usually
  obvious ones and sometimes a clever one, and only words that point at this cloud among all 80
  as a person would read them. easy says the plain name.
- Lookout: normal picks the cloud that shares the most concepts with the others it holds (the
  hardest to single out); easy picks at random.

Bots take a person's time (`engine.bots.human_time`): longer to name a cloud with few telling
words, longer to guess when two clouds fit the name almost equally.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

import snowballstemmer

from engine.bots.human_time import think
from engine.content.cloud_associations import ASSOCIATIONS, LANGS
from engine.content.cloud_words import CONCEPTS, STOPWORDS
from engine.content.clouds import ALL_IDS, CLOUDS, Cloud
from engine.core import Action, Decision, Random, View

# What a word is to a cloud, and how much it says: its name, an association, a tag.
WEIGHT = {"name": 3.0, "association": 2.0, "category": 0.6, "feature": 1.0}
DOUBT = 0.85  # a Spectator bot hesitates between clouds scoring at least this share of the best
OBVIOUS = 5  # the first associations are the obvious ones
CLEVER = 0.3  # how often the normal Daydreamer says a clever association instead
PAIR = 0.4  # how often it says two obvious associations instead of one
THINK = {"choose": 2.5, "name": 5.0, "guess": 3.0}  # a person's usual seconds


@dataclass(frozen=True)
class Level:
    """How a Spectator bot of one level reads a name."""

    pull: float  # how strongly clouds sharing associations with the words call to it
    slip: float  # how often a rival talks it out of its first reading, besides the rival's call
    floor: float  # clouds calling less than this share of the loudest never tempt it


# Tuned with scripts/sim_cloud_mine.py: a normal Spectator finds a name at the first guess about
# half the time, as people at the table do (a person found 2 or 3 of 13); easy a little less.
LEVELS = {
    "easy": Level(pull=3.0, slip=0.3, floor=0.2),
    "normal": Level(pull=2.5, slip=0.2, floor=0.2),
}

_ES = snowballstemmer.stemmer("spanish")
_EN = snowballstemmer.stemmer("english")


def plain(text: str) -> str:
    """Lower case without accents: "Vehículo" -> "vehiculo"."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_STOP = frozenset(plain(w) for w in STOPWORDS)


def tokens(text: str) -> list[str]:
    """The words of a text that can say something about a cloud."""
    return list(_tokens(text))


@cache
def _tokens(text: str) -> tuple[str, ...]:
    words = re.findall(r"[a-zñ]+", plain(text))
    return tuple(w for w in words if len(w) > 1 and w not in _STOP)


@cache
def stems(word: str) -> frozenset[str]:
    """A word's Spanish and English stems (a name may be in either language)."""
    return frozenset({word, _ES.stemWord(word), _EN.stemWord(word)})


def says_its_name(cloud: Cloud, text: str) -> bool:
    """Whether a text says what the cloud is called, even as a diminutive ("tortuguita")."""
    own = [t for w in (*cloud.es, *cloud.en) for t in tokens(w)]
    own_stems = {s for t in own for s in stems(t)}
    return any(stems(t) & own_stems or any(t.startswith(o[:5]) for o in own) for t in tokens(text))


def _sources(cloud: Cloud) -> Iterable[tuple[str, str]]:
    """Every text that points at the cloud, with what it is to the cloud."""
    for word in (*cloud.es, *cloud.en):
        yield word, "name"
    for lang in LANGS:
        for word in ASSOCIATIONS[cloud.key][lang]:
            yield word, "association"
    for concept in cloud.concepts[1:]:
        kind = "category" if concept == cloud.category else "feature"
        for word in (*CONCEPTS[concept][0], *CONCEPTS[concept][1]):
            yield word, kind


_DIMINUTIVES = (
    *(("ecito", ""), ("ecita", ""), ("cito", ""), ("cita", ""), ("illo", "o"), ("illa", "a")),
    *(("ito", "o"), ("ita", "a"), ("ito", "e"), ("ita", "e"), ("ito", ""), ("ita", "")),
    *(("quito", "co"), ("quita", "ca"), ("cecillo", "z"), ("ie", ""), ("y", "")),
    *(("ador", "ar"), ("edor", "er"), ("er", "")),  # doers: nadador, swimmer
)


def plain_forms(word: str) -> list[str]:
    """What a fond word may be the diminutive of ("trompita" -> "trompa", "barquito" ->
    "barco", "duckie" -> "duck", "froggy" -> "frog"), or whom a doer does it ("nadador" ->
    "nadar", "swimmer" -> "swim")."""
    singular = word[:-1] if word.endswith("s") and len(word) > 4 else word
    out = []
    for ending, plain_end in _DIMINUTIVES:
        if singular.endswith(ending) and len(singular) - len(ending) >= 3:
            base = singular[: -len(ending)] + plain_end
            out.append(base)
            if len(base) > 3 and base[-1] == base[-2]:
                out.append(base[:-1])
    return out


def _deletes(word: str) -> set[str]:
    return {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}


def one_typo(a: str, b: str) -> bool:
    """Whether two words differ by at most one letter added, dropped, changed or swapped."""
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        i, j = diff[0], diff[-1]
        return len(diff) == 2 and j == i + 1 and a[i] == b[j] and a[j] == b[i]
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


class Reader:
    """Words -> the clouds they point at and how strongly.

    A typed word reaches a known word with a common stem (Spanish or English), or, when none
    has, a known word one typo away. Known words are stemmed only when a typed word could share
    their stem (the same first letters): stemming every known word up front would keep a phone
    busy for seconds."""

    def __init__(self, only: tuple[str, ...] | None = None) -> None:
        """`only` keeps some kinds of word (a person who knows just the names and the
        associations)."""
        index: dict[str, dict[int, float]] = {}
        for cloud in CLOUDS:
            for text, kind in _sources(cloud):
                if only is not None and kind not in only:
                    continue
                for token in _tokens(text):
                    fits = index.setdefault(token, {})
                    fits[cloud.id] = max(fits.get(cloud.id, 0.0), WEIGHT[kind])
        self.index = index
        self.by_start: dict[str, set[str]] = {}
        self.known: dict[str, set[str]] = {}
        for token in index:
            self.by_start.setdefault(token[:3], set()).add(token)
            for delete in _deletes(token):
                self.known.setdefault(delete, set()).add(token)

    def _same_stem(self, token: str) -> set[str]:
        mine = stems(token)
        return {w for w in self.by_start.get(token[:3], ()) if stems(w) & mine}

    def _near(self, token: str) -> set[str]:
        """Known words one typo away from an unknown one (words of 4 letters or more)."""
        if len(token) < 4:
            return set()
        near = set().union(*(self.known.get(d, set()) for d in _deletes(token)))
        return {w for w in near if len(w) >= 4 and one_typo(token, w)}

    def fits(self, token: str, typos: bool = True) -> dict[int, float]:
        """The clouds a word points at, with weights (read through one typo if unknown)."""
        words = self._same_stem(token) | ({token} & self.index.keys())
        if not words and typos:
            for form in plain_forms(token):
                words |= self._same_stem(form) | ({form} & self.index.keys())
        if not words and typos:
            words = self._near(token)
        found: dict[int, float] = {}
        for word in words:
            for cloud, weight in self.index[word].items():
                found[cloud] = max(found.get(cloud, 0.0), weight)
        return found

    def scores(self, name: str, shown: list[int], typos: bool = True) -> dict[int, float]:
        """How well `name` fits each cloud in `shown`: each word's weight for a cloud, shared
        out among the clouds shown it fits."""
        out = dict.fromkeys(shown, 0.0)
        for token in dict.fromkeys(tokens(name)):
            fits = {c: w for c, w in self.fits(token, typos).items() if c in out}
            for cloud, weight in fits.items():
                out[cloud] += weight / len(fits)
        return out


@cache
def reader() -> Reader:
    """What a Spectator bot reads: names, associations and tags."""
    return Reader()


@cache
def person() -> Reader:
    """What anyone at the table knows of the clouds: their names and everyday associations."""
    return Reader(only=("name", "association"))


def scores(name: str, shown: list[int], read: Reader | None = None) -> dict[int, float]:
    """How well `name` fits each cloud in `shown`."""
    return (read or reader()).scores(name, shown)


def best_guess(
    name: str | None,
    shown: list[int],
    rng: Random,
    read: Reader | None = None,
    doubt: float = 1.0,
) -> int:
    """The cloud the name fits best (ties and a name nobody could read: at random).

    With `doubt` below 1 any cloud scoring at least that share of the best is a candidate, as
    a person hesitates between two clouds that both fit."""
    if not name:
        return rng.choice(sorted(shown))
    fit = scores(name, shown, read)
    top = max(fit.values())
    return rng.choice(sorted(c for c, s in fit.items() if s >= top * doubt))


# -- guessing as a person does -------------------------------------------------------------


LOOKS = frozenset({"wide", "tall", "chunky", "thin", "big", "small", "holes"})


@cache
def _associated(card: int) -> frozenset[str]:
    """The stems of a cloud's everyday associations, in both languages."""
    cloud = CLOUDS[card]
    words = {t for lang in LANGS for w in ASSOCIATIONS[cloud.key][lang] for t in _tokens(w)}
    return frozenset({_EN.stemWord(t) for t in words} | {_ES.stemWord(t) for t in words})


def _jaccard(a: frozenset[str] | set[str], b: frozenset[str] | set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


@cache
def kinship(a: int, b: int) -> float:
    """How much two clouds share in a person's mind (0..1): what they are and look like (an
    animal with a tail and ears, a tall thin thing) and what they bring to mind (a pilot flies
    a helicopter and a plane; a bone is a dog's and a skeleton's)."""
    if a == b:
        return 1.0
    mine, theirs = CLOUDS[a], CLOUDS[b]
    looks = _jaccard(set(mine.looks), set(theirs.looks))  # only the outline: counts little
    tags = _jaccard(set(mine.concepts[1:]) - LOOKS, set(theirs.concepts[1:]) - LOOKS)
    return 0.45 * tags + 0.15 * looks + 0.4 * _jaccard(_associated(a), _associated(b))


def appeal(
    name: str, shown: list[int], pull: float, read: Reader | None = None
) -> dict[int, float]:
    """How strongly a name calls to each cloud face up, for a person (0..1 of the best).

    A cloud the words fit calls the most; a cloud that shares associations with what the words
    bring to mind (among all 80 clouds) calls too, `pull` saying how much: that is the wrong
    cloud a person points at ("piloto" for the helicopter's name, and the plane is face up)."""
    fit = scores(name, shown, read)
    evoked = (read or reader()).scores(name, list(ALL_IDS))
    total = sum(evoked.values())
    out = {}
    loudest = max(fit.values(), default=0.0) or 1.0
    for card in shown:
        near = sum(w * kinship(card, d) for d, w in evoked.items() if w and d != card)
        out[card] = fit[card] + pull * loudest * (near / total if total else 0.0)
    top = max(out.values(), default=0.0)
    return {c: v / top for c, v in out.items()} if top else dict.fromkeys(shown, 1.0)


def human_guess(name: str | None, shown: list[int], rng: Random, level: Level) -> int:
    """The cloud a person points at.

    A person reads the name, the cloud it fits best comes to mind (hesitating between clouds
    that fit almost as well), and then, as often as people do, a rival talks them out of it: a
    cloud face up that shares associations with what the words bring to mind, the more it
    shares the likelier. The likelier too when the rival calls almost as loudly. A cloud that
    has nothing to do with the words never tempts them."""
    if not name:
        return rng.choice(sorted(shown))
    calls = appeal(name, shown, level.pull)
    best = best_guess(name, shown, rng, doubt=DOUBT)
    rivals = [(c, calls[c] ** 2) for c in sorted(shown) if c != best and calls[c] >= level.floor]
    if not rivals:
        return best
    strongest = max(calls[c] for c, _ in rivals)
    if rng.random() >= min(0.9, level.slip + strongest):
        return best
    target = rng.random() * sum(w for _, w in rivals)
    for card, weight in rivals:
        target -= weight
        if target <= 0:
            return card
    return rivals[-1][0]


def closeness(name: str | None, shown: list[int]) -> float:
    """How hard the choice is: 1 when the two best clouds fit equally (or nothing fits), 0
    when one stands alone."""
    if not name or len(shown) < 2:
        return 1.0
    best, second = sorted(scores(name, shown).values(), reverse=True)[:2]
    return 1.0 if best == 0 else second / best


# -- naming --------------------------------------------------------------------------------


@cache
def telling(card: int, lang: str) -> tuple[str, ...]:
    """The cloud's associations a person would read as this cloud among all 80, in order from
    the obvious to the clever, leaving out any that says its own name."""
    cloud = CLOUDS[card]
    every = [c.id for c in CLOUDS]
    out = []
    for word in ASSOCIATIONS[cloud.key][lang]:
        if says_its_name(cloud, word):
            continue
        fit = person().scores(word, every, typos=False)
        others = max(s for c, s in fit.items() if c != card)
        if fit[card] > others:
            out.append(word)
    return tuple(out)


@cache
def clever(card: int, lang: str) -> tuple[str, ...]:
    """The cloud's other associations: ones another cloud shares (a pilot flies a helicopter,
    and a plane), and the telling ones further down its list (the famous ones)."""
    cloud = CLOUDS[card]
    plain_words = telling(card, lang)
    shared = [
        w
        for w in ASSOCIATIONS[cloud.key][lang]
        if w not in plain_words
        and not says_its_name(cloud, w)
        and person().scores(w, [card], typos=False)[card] > 0
    ]
    return tuple(shared) + plain_words[OBVIOUS:]


def _fits_in_five(*words: str) -> bool:
    return sum(len(w.split()) for w in words) <= 5


def make_name(card: int, lang: str, rng: Random, style: str = "normal") -> str:
    """A name for a cloud, in at most five words.

    "plain": what it is called ("perro"). "normal": an obvious association ("correa"), often
    two joined ("correa y caseta"), and now and then a clever one alone ("Snoopy", or "paseo"
    that a horse may also bring to mind), which keeps a table guessing."""
    cloud = CLOUDS[card]
    if style == "plain":
        return cloud.name(lang)
    obvious, others = telling(card, lang)[:OBVIOUS], clever(card, lang)
    if others and (not obvious or rng.random() < CLEVER):
        return " ".join(rng.choice(others).split()[:5])
    if not obvious:
        return cloud.name(lang)
    first = rng.choice(obvious)
    rest = [w for w in obvious if w != first]
    if rest and rng.random() < PAIR:
        second = rng.choice(rest)
        if _fits_in_five(first, "y", second):
            return first + (" y " if lang == "es" else " and ") + second
    return " ".join(first.split()[:5])


# -- the bots ------------------------------------------------------------------------------


def _spread(card: int, others: list[int]) -> int:
    """How many concepts a card shares with the others: the more, the harder to single out."""
    mine = set(CLOUDS[card].concepts)
    return sum(len(mine & set(CLOUDS[o].concepts)) for o in others if o != card)


class CloudBot:
    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        if not legal:
            return None
        state = view["state"]
        kind = legal[0]["type"]
        if kind == "choose":
            drawn = state["drawn"]
            return Decision(self.pick(drawn, rng), think(rng, THINK["choose"], len(drawn) / 8))
        if kind in ("name", "aloud"):
            style = "plain" if self.level == "easy" else "normal"
            card, lang = state["cloud"], state["bot_words"]
            name = make_name(card, lang, rng, style)
            few = 1.0 - min(1.0, len(telling(card, lang)) / 10)
            return Decision({"type": "name", "name": name}, think(rng, THINK["name"], few))
        if kind == "guess":
            hard = closeness(state["name"], state["display"])
            action = {"type": "guess", "card": self.guess(state, rng)}
            return Decision(action, think(rng, THINK["guess"], hard))
        return None

    def pick(self, drawn: list[int], rng: Random) -> Action:
        if self.level == "easy":
            return {"type": "choose", "card": rng.choice(drawn)}
        top = max(_spread(c, drawn) for c in drawn)
        return {
            "type": "choose",
            "card": rng.choice([c for c in drawn if _spread(c, drawn) == top]),
        }

    def guess(self, state: dict[str, Any], rng: Random) -> int:
        return human_guess(state["name"], state["display"], rng, LEVELS[self.level])


def make_bot(level: str = "normal") -> CloudBot:
    return CloudBot(level)
