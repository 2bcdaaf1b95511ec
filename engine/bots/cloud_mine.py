"""Cloud Mine bots: a Lookout that picks, a Daydreamer that names, a Spectator that guesses.

A bot reads only its seat's view: the Lookout bot the round's cards it holds, the Daydreamer bot
the one cloud it was shown, the Spectator bot the name and the clouds face up. They think in the
concepts of `engine.content.cloud_words` and each cloud's own words (`engine.content.clouds`).

- The Lexicon turns text into concepts: words are lower-cased, stripped of accents and stop
  words, and stemmed in Spanish and in English (snowballstemmer), so "un perro dormido",
  "perritos dormidos" and "sleeping dog" all reach the concepts dog + sleeping, whichever
  language a person typed in.
- Spectator: scores every cloud face up by the concepts the name shares with its tags, each
  weighted by how rare it is among the clouds shown (a word that fits one cloud says more than
  a word that fits three) and by its kind (what the cloud is counts most). A name said aloud is
  out of its reach: it then points at random among the clouds face up. easy: half the time
  points at random anyway.
- Daydreamer: names the cloud in its table's bot language ("words" option), neither too
  obvious nor impossible: normal usually avoids the cloud's own name, saying a near word for
  it and one feature ("chucho dormilón"), or sometimes only features and the category; easy
  says the plain name.
- Lookout: normal picks the cloud that shares the most concepts with the others it holds (the
  hardest to single out); easy picks at random.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache

import snowballstemmer

from engine.content.cloud_words import CONCEPTS, STOPWORDS
from engine.content.clouds import CLOUDS, Cloud
from engine.core import Action, Decision, Random, View

DELAY = 1.2  # seconds a bot "thinks"
WEIGHT = {"thing": 3.0, "category": 0.6, "feature": 1.0}
VAGUE = 0.75  # how often the normal Daydreamer names only features
DOUBT = 0.5  # a Spectator bot hesitates between clouds scoring at least half the best

_ES = snowballstemmer.stemmer("spanish")
_EN = snowballstemmer.stemmer("english")


def plain(text: str) -> str:
    """Lower case without accents: "Vehículo" -> "vehiculo"."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_STOP = frozenset(plain(w) for w in STOPWORDS)


def tokens(text: str) -> list[str]:
    """The words of a text that can say something about a cloud."""
    return [w for w in re.findall(r"[a-z]+", plain(text)) if len(w) > 1 and w not in _STOP]


@cache
def stems(word: str) -> frozenset[str]:
    """A word's Spanish and English stems (a name may be in either language)."""
    return frozenset({word, _ES.stemWord(word), _EN.stemWord(word)})


def words_of(concept: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A concept's Spanish and English words, the tag word first."""
    if concept in CONCEPTS:
        return CONCEPTS[concept]
    cloud = _by_key()[concept]
    return cloud.es, cloud.en


@cache
def _by_key() -> dict[str, Cloud]:
    return {c.key: c for c in CLOUDS}


def tag_words(cloud: Cloud) -> set[str]:
    """The cloud's own tag words: the first word of each of its concepts, in both languages."""
    out = set()
    for concept in cloud.concepts:
        es, en = words_of(concept)
        out |= {es[0], en[0]}
    return out


class Lexicon:
    """Stems -> the concepts they may mean; `without` leaves some words out of it."""

    def __init__(self, without: Iterable[str] = ()) -> None:
        left_out = {plain(w) for w in without}
        index: dict[str, set[str]] = {}
        keys = list(CONCEPTS) + [c.key for c in CLOUDS]
        for concept in keys:
            es, en = words_of(concept)
            for word in (*es, *en):
                if plain(word) in left_out:
                    continue
                for token in tokens(word):
                    for stem in stems(token):
                        index.setdefault(stem, set()).add(concept)
        self.index = index

    def concepts(self, text: str) -> set[str]:
        """Every concept some word of `text` may mean."""
        found: set[str] = set()
        for token in tokens(text):
            for stem in stems(token):
                found |= self.index.get(stem, set())
        return found


@cache
def lexicon() -> Lexicon:
    return Lexicon()


def _kind(cloud: Cloud, concept: str) -> str:
    if concept == cloud.key:
        return "thing"
    return "category" if concept == cloud.category else "feature"


def scores(name: str, shown: list[int], lex: Lexicon | None = None) -> dict[int, float]:
    """How well `name` fits each cloud in `shown`."""
    heard = (lex or lexicon()).concepts(name)
    clouds = [CLOUDS[c] for c in shown]
    share = {k: sum(k in c.concepts for c in clouds) for k in heard}
    return {
        cloud.id: sum(WEIGHT[_kind(cloud, k)] / share[k] for k in heard if k in cloud.concepts)
        for cloud in clouds
    }


def best_guess(
    name: str | None, shown: list[int], rng: Random, lex: Lexicon | None = None, doubt: float = 1.0
) -> int:
    """The cloud the name fits best (ties and a name nobody could read: at random).

    With `doubt` below 1 any cloud scoring at least that share of the best is a candidate, as
    a person hesitates between two clouds that both fit."""
    if not name:
        return rng.choice(sorted(shown))
    fit = scores(name, shown, lex)
    top = max(fit.values())
    return rng.choice(sorted(c for c, s in fit.items() if s >= top * doubt))


# -- naming --------------------------------------------------------------------------------


@cache
def feature_count() -> dict[str, int]:
    """How many of the 80 clouds show each feature (public knowledge: the deck is known)."""
    count: dict[str, int] = {}
    for cloud in CLOUDS:
        for feature in cloud.concepts[2:]:
            count[feature] = count.get(feature, 0) + 1
    return count


def _near(words: tuple[str, ...], rng: Random, avoid: set[str]) -> str | None:
    """A word for a concept other than the ones to avoid."""
    banned = {t for w in avoid for t in tokens(w)}
    choices = [w for w in words if w not in avoid and not set(tokens(w)) & banned]
    return rng.choice(choices) if choices else None


def make_name(card: int, lang: str, rng: Random, style: str = "normal") -> str:
    """A name for a cloud, in at most five words.

    "plain": its name and a feature ("perro dormido"). "normal": mostly a near word for what it
    is and a feature ("chucho dormilón"), sometimes two features and the category ("animal
    orejudo con rabo"). "clear": a near word and a feature, never its own tag words."""
    cloud = CLOUDS[card]
    pick = 0 if lang == "es" else 1
    literal = tag_words(cloud)
    features = list(cloud.concepts[2:])
    rng.shuffle(features)
    parts: list[str] = []
    if style == "plain":
        parts = [cloud.name(lang)]
        if features:
            parts.append(words_of(features[0])[pick][0])
    elif style == "normal" and rng.random() < VAGUE:
        # Only features, the ones most clouds share first: which of the clouds face up it is
        # stays open.
        common = sorted(features, key=lambda f: -feature_count()[f])
        for feature in common[: 1 + (rng.random() < 0.25)]:
            word = _near(words_of(feature)[pick], rng, literal)
            if word:
                parts.append(word)
        if not parts or rng.random() < 0.3:
            category = _near(words_of(cloud.category)[pick], rng, literal)
            if category:
                parts.insert(0, category)
    else:
        # A near word for what it is, and one feature (two when no near word is left).
        thing = _near(words_of(cloud.key)[pick], rng, literal)
        if thing:
            parts.append(thing)
        for feature in features[: 1 if thing else 2]:
            word = _near(words_of(feature)[pick], rng, literal)
            if word:
                parts.append(word)
    name = " ".join(parts)
    return " ".join(name.split()[:5])


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
            return Decision(self.pick(state["drawn"], rng), DELAY)
        if kind in ("name", "aloud"):
            style = "plain" if self.level == "easy" else "normal"
            name = make_name(state["cloud"], state["bot_words"], rng, style)
            return Decision({"type": "name", "name": name}, DELAY * 2)
        if kind == "guess":
            return Decision({"type": "guess", "card": self.guess(state, rng)}, DELAY)
        return None

    def pick(self, drawn: list[int], rng: Random) -> Action:
        if self.level == "easy":
            return {"type": "choose", "card": rng.choice(drawn)}
        top = max(_spread(c, drawn) for c in drawn)
        return {
            "type": "choose",
            "card": rng.choice([c for c in drawn if _spread(c, drawn) == top]),
        }

    def guess(self, state: dict, rng: Random) -> int:
        shown = state["display"]
        if self.level == "easy" and rng.random() < 0.5:
            return rng.choice(sorted(shown))
        return best_guess(state["name"], shown, rng, doubt=DOUBT)


def make_bot(level: str = "normal") -> CloudBot:
    return CloudBot(level)
