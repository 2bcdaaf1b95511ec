"""Colorful's 15 colours: names in Spanish and English, a display colour, and a pattern each.

Every player's deck holds the same 15 colour cards (docs/rules/colorful.md). A colour's id is
its index here and never changes. The pattern (drawn over the swatch) and the symbol (shown
beside the name) are what let a colour-blind player tell "green" from "brown" or "silver"
from "grey": no two colours share either.

`NAMES` and `STEMS` feed the clue check in `engine.games.colorful`: every spelling a colour
has in either language, and the roots its derived words are built on (rojizo, amarillento,
verdoso, negruzco, blanquecino, grisáceo, dorado, plateado...), and which of them ordinary
words contain by accident (`WEAK`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Colour:
    id: int
    key: str
    es: str
    en: str
    hex: str
    pattern: str  # how the swatch is textured (drawn by engine.art.colours)
    symbol: str  # a glyph shown beside the name


COLOURS: tuple[Colour, ...] = (
    Colour(0, "red", "rojo", "red", "#d62828", "dots", "●"),
    Colour(1, "orange", "naranja", "orange", "#f3722c", "hstripes", "▲"),
    Colour(2, "yellow", "amarillo", "yellow", "#f9d71c", "sun", "☀"),
    Colour(3, "lime", "lima", "lime", "#a3d12a", "vstripes", "◆"),
    Colour(4, "green", "verde", "green", "#2b9348", "leaves", "♣"),
    Colour(5, "sky", "celeste", "sky blue", "#6cc4ee", "waves", "☁"),
    Colour(6, "blue", "azul", "blue", "#1d4ed8", "drops", "▼"),
    Colour(7, "purple", "morado", "purple", "#7b2cbf", "diag", "✦"),
    Colour(8, "pink", "rosa", "pink", "#f497b6", "hearts", "♥"),
    Colour(9, "brown", "marrón", "brown", "#7f4f24", "checker", "■"),
    Colour(10, "black", "negro", "black", "#1b1b1b", "stars", "★"),
    Colour(11, "grey", "gris", "grey", "#8e8e8e", "cross", "✚"),
    Colour(12, "white", "blanco", "white", "#fbfbf6", "rings", "○"),
    Colour(13, "silver", "plata", "silver", "#c3cad3", "zigzag", "☾"),
    Colour(14, "gold", "oro", "gold", "#d4a514", "crowns", "♛"),
)
IDS: tuple[int, ...] = tuple(c.id for c in COLOURS)
BY_KEY: dict[str, int] = {c.key: c.id for c in COLOURS}


def name(colour: int, lang: str) -> str:
    """The colour's name in `lang` ("es" or "en")."""
    return COLOURS[colour].es if lang == "es" else COLOURS[colour].en


# Every spelling of each colour's name, both languages: what a clue word may not contain.
NAMES: dict[int, tuple[str, ...]] = {
    0: ("rojo", "roja", "red"),
    1: ("naranja", "anaranjado", "orange"),
    2: ("amarillo", "amarilla", "yellow"),
    3: ("lima", "lime"),
    4: ("verde", "green"),
    5: ("celeste", "sky blue", "skyblue"),
    6: ("azul", "blue"),
    7: ("morado", "morada", "purple"),
    8: ("rosa", "pink"),
    9: ("marrón", "brown"),
    10: ("negro", "negra", "black"),
    11: ("gris", "grey", "gray"),
    12: ("blanco", "blanca", "white"),
    13: ("plata", "silver"),
    14: ("oro", "gold"),
}

# Roots of words derived from a colour name whose spelling the name itself does not contain.
STEMS: dict[int, tuple[str, ...]] = {
    0: ("roji", "rojez", "enroj", "sonroj", "redd"),
    1: ("naranj",),
    2: ("amarill",),
    4: ("verdos", "verdus", "verdor", "verdea", "verdec", "verdin"),
    5: ("celest",),
    7: ("morad", "purpur", "purpl"),
    8: ("rosit",),
    10: ("negruz", "negrur", "negrit", "ennegr"),
    11: ("grisac", "grisea"),
    12: ("blanc", "blanq", "whitish"),
    13: ("platead", "plateri"),
    14: ("dorad", "golden"),
}

# The roots above that are English; the others are Spanish (a refusal names the colour in the
# language of the root it found: "reddish" contains red, "rojizo" contains rojo).
ENGLISH_STEMS: frozenset[str] = frozenset({"redd", "whitish", "golden", "purpl"})

# Names and roots that ordinary words contain by accident ("clima", "tesoro", "hundred",
# "plátano", "prosa", "arrojar", "adorado", "gristle", "stingray"), with the language whose
# endings they take: these count only as a part the word is made of (`engine.games.colorful`).
WEAK: dict[str, str] = {
    "red": "en",
    "redd": "en",
    "lime": "en",
    "rojo": "es",
    "roja": "es",
    "oro": "es",
    "rosa": "es",
    "rosit": "es",
    "lima": "es",
    "plata": "es",
    "gris": "es",
    "gray": "en",
    "dorad": "es",
    "morad": "es",
    "morada": "es",
    "morado": "es",
}

# Ordinary words (or their stems) in which a colour's spelling or root occurs by accident and
# which the rule above cannot tell: overdose, overdevelop (verd-), resemblance (blanc),
# winegrower (negro), camarilla (amarill-). A spelling found inside one of them does not count.
ACCIDENTS: tuple[str, ...] = ("overd", "semblanc", "winegrow", "camarill")
