"""The bots' colour lexicon: common words in Spanish and English, and the colours they evoke.

Written for Sobremesa. One line per idea (`Spanish words | English words | colours`, most
likely colour first); the 240 categories of `engine.content.colorful_cards` join it with their
own colours. Words are matched through a real stemmer (Snowball, the `snowballstemmer`
package, pure Python, bundled with the engine) so that "fresas", "Fresa" and "strawberries"
all find the entry for strawberry; accents are dropped after stemming, so "platano" finds
"plátano". A clue may come in either language whatever the screen's language: both are
looked up.

`colours_for(word)` gives the colours a word evokes, as weights in (0, 1]; an unknown word
evokes nothing.

`people_lay(word)` is what the bots read: the share of people who lay each colour for a typed
word, from every category's words (`engine.content.colorful_words`, with how ten people split
their colours), this lexicon and a table of names, characters, brands and materials
(`_NAMES`); plurals, accents and a one-letter typo are matched without the stemmer, which is
too slow to run over every word on a phone.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import snowballstemmer

from engine.content.colorful_cards import CARDS
from engine.content.colorful_colours import BY_KEY

# Weights of the colours an entry lists, in order: the first is what most people would say.
RANKS = (1.0, 0.6, 0.4, 0.3)

_TABLE = """
fresa | strawberry | red pink
cereza | cherry | red
tomate | tomato | red
manzana | apple | red green
sandía | watermelon | red green pink
frambuesa | raspberry | red pink
plátano | banana | yellow
limón | lemon | yellow lime
piña | pineapple | yellow
maíz | corn | yellow
mantequilla | butter | yellow
queso | cheese | yellow orange
mandarina | tangerine | orange
zanahoria | carrot | orange
calabaza | pumpkin | orange
melocotón | peach | orange pink
mango | mango | orange yellow
uva | grape | purple green
berenjena | aubergine, eggplant | purple
ciruela | plum | purple
mora | bramble | black purple
arándano | bilberry | blue purple
lechuga | lettuce | green lime
brócoli | broccoli | green
pepino | cucumber | green
guisante | pea | green
aguacate | avocado | green
kiwi | kiwi | green lime
aceituna | olive | green black
espinaca | spinach | green
menta | mint | green lime
albahaca | basil | green
pera | pear | lime green yellow
coco | coconut | white brown
chocolate | chocolate | brown
café | coffee | brown black
pan | bread | brown yellow
galleta | biscuit, cookie | brown
patata | potato | brown yellow
castaña | chestnut | brown
nuez | walnut | brown
canela | cinnamon | brown orange
miel | honey | gold yellow
azúcar | sugar | white
sal | salt | white
leche | milk | white
arroz | rice | white
harina | flour | white
huevo | egg | white yellow
nata | cream | white
yogur | yogurt | white pink
nube | cloud | white grey sky
nieve | snow | white
hielo | ice | sky white
invierno | winter | white sky
fantasma | ghost | white
novia | bride | white
boda | wedding | white gold
paloma | dove, pigeon | white grey
oveja | sheep | white
algodón | cotton | white
papel | paper | white
diente | tooth | white
hueso | bone | white
luna | moon | silver white
estrella | star | gold yellow white
sol | sun | yellow orange
fuego | fire | red orange
llama | flame | orange red
volcán | volcano | red orange black
lava | lava | orange red
sangre | blood | red
corazón | heart | red pink
amor | love | red pink
beso | kiss | red pink
pasión | passion | red
rabia | rage | red
vergüenza | shame | red pink
peligro | danger | red yellow
alarma | alarm | red
stop | stop | red
semáforo | traffic light | red green
bombero | firefighter | red
camión | truck, lorry | red grey
manzano | appletree | green
rubí | ruby | red
ladrillo | brick | red orange brown
tijeras | scissors | silver
cuchillo | knife | silver
tenedor | fork | silver
cuchara | spoon | silver
espejo | mirror | silver
moneda | coin | gold silver
dinero | money | green gold
billete | banknote | green
euro | euro | gold silver
tesoro | treasure | gold
corona | crown | gold
rey | king | gold purple
reina | queen | purple gold
príncipe | prince | blue gold
princesa | princess | pink purple
trono | throne | gold red
medalla | medal | gold silver
trofeo | trophy | gold
campeón | champion | gold
premio | prize | gold
ganador | winner | gold
lujo | luxury | gold black
joya | jewel | gold silver
anillo | ring | gold silver
collar | necklace | gold silver
diamante | diamond | white silver
perla | pearl | white
esmeralda | emerald | green
zafiro | sapphire | blue
amatista | amethyst | purple
cielo | sky, heaven | sky blue
mar | sea | blue sky
océano | ocean | blue
agua | water | sky blue
lluvia | rain | grey sky blue
río | river | blue
lago | lake | blue
ola | wave | blue sky white
playa | beach | yellow sky
arena | sand | yellow brown
piscina | pool | sky blue
barco | boat, ship | blue white
pez | fish | blue orange silver
ballena | whale | blue grey
delfín | dolphin | grey sky
tiburón | shark | grey
pingüino | penguin | black white
cebra | zebra | black white
panda | panda | black white
vaca | cow | black white
oso | bear | brown
perro | dog | brown
gato | cat | black grey
caballo | horse | brown
ratón | mouse | grey
elefante | elephant | grey
lobo | wolf | grey
burro | donkey | grey
rata | rat | grey
mono | monkey | brown
león | lion | yellow orange gold
tigre | tiger | orange black
jirafa | giraffe | yellow orange
zorro | fox | orange
pollito | chick | yellow
pato | duck | yellow white
canario | canary | yellow
abeja | bee | yellow black
mariquita | ladybird, ladybug | red black
hormiga | ant | black
araña | spider | black
murciélago | bat | black
cuervo | crow, raven | black
mosca | fly | black
escarabajo | beetle | black green
rana | frog | green
sapo | toad | brown green
lagarto | lizard | green
serpiente | snake | green black
cocodrilo | crocodile | green
dinosaurio | dinosaur | green
tortuga | turtle, tortoise | green
loro | parrot | green red
flamenco | flamingo | pink
cerdo | pig | pink
chicle | chewing gum | pink
algodón de azúcar | candyfloss | pink
bebé | baby | pink sky
niña | girl | pink
niño | boy | sky blue
muñeca | doll | pink
mariposa | butterfly | yellow sky purple
flor | flower | pink red yellow
amapola | poppy | red
girasol | sunflower | yellow
tulipán | tulip | red yellow
margarita | daisy | white yellow
lavanda | lavender | purple
violeta | violet | purple
lirio | lily | white purple
árbol | tree | green brown
hoja | leaf | green
hierba | grass | green
césped | lawn | green
bosque | forest | green
selva | jungle | green
jardín | garden | green
planta | plant | green
cactus | cactus | green
musgo | moss | green
primavera | spring | green pink
verano | summer | yellow orange
otoño | autumn, fall | orange brown
madera | wood | brown
tronco | log, trunk | brown
tierra | earth, soil | brown
barro | mud | brown
montaña | mountain | grey brown
roca | rock | grey
piedra | stone | grey
cemento | cement, concrete | grey
ciudad | city | grey
humo | smoke | grey
niebla | fog | grey
ceniza | ash | grey
polvo | dust | grey
acero | steel | silver grey
hierro | iron | grey black
metal | metal | silver grey
robot | robot | silver grey
avión | plane | white silver
cohete | rocket | silver red
astronauta | astronaut | white silver
espacio | space | black
noche | night | black blue
oscuridad | darkness | black
sombra | shadow | black grey
carbón | coal | black
petróleo | oil | black
pirata | pirate | black
bruja | witch | black purple
magia | magic | purple
mago | wizard | purple
misterio | mystery | purple black
luto | mourning | black
muerte | death | black
miedo | fear | black purple
pesadilla | nightmare | black
tristeza | sadness | blue grey
lágrima | tear | sky blue
soledad | loneliness | grey blue
calma | calm | sky blue
paz | peace | white sky
esperanza | hope | green
envidia | envy | green
celos | jealousy | green
suerte | luck | green gold
trébol | clover | green
alegría | joy | yellow orange
risa | laughter | yellow
fiesta | party | orange pink purple
cumpleaños | birthday | pink yellow
regalo | gift, present | red gold
navidad | christmas | red green gold
halloween | halloween | orange black
payaso | clown | red yellow
circo | circus | red yellow
tren | train | black red
coche | car | red black silver
taxi | taxi, cab | yellow black
autobús | bus | red yellow
bicicleta | bicycle, bike | red blue
policía | police | blue
médico | doctor | white
hospital | hospital | white green
enfermera | nurse | white
cocinero | cook, chef | white
uniforme | uniform | blue
vaquero | cowboy | brown blue
tela | cloth, fabric | white
camisa | shirt | white blue
pantalón | trousers, pants | blue
calcetín | sock | white
zapato | shoe | black brown
bota | boot | brown black
sombrero | hat | black brown
gorra | cap | blue
traje | suit | black grey
corbata | tie | red blue
vestido | dress | red pink
pijama | pyjamas | sky pink
bufanda | scarf | red
guante | glove | black
paraguas | umbrella | black
gafas | glasses | black
reloj | clock, watch | silver gold
teléfono | phone | black silver
ordenador | computer | grey black
televisión | television | black
internet | internet | blue
libro | book | brown white
lápiz | pencil | yellow
pizarra | chalkboard | black green
tiza | chalk | white
colegio | school | yellow
clase | class | white
examen | exam | white grey
lunes | monday | grey blue
domingo | sunday | yellow sky
mañana | morning, tomorrow | yellow orange
tarde | afternoon | orange
atardecer | sunset | orange red purple
amanecer | sunrise, dawn | orange pink yellow
arcoíris | rainbow | red yellow blue
luz | light | yellow white
rayo | lightning | yellow
electricidad | electricity | yellow
energía | energy | yellow orange
tormenta | storm | grey black
viento | wind | white sky
aire | air | sky white
calor | heat | red orange
frío | cold | sky white blue
desierto | desert | yellow orange
camello | camel | brown yellow
pirámide | pyramid | yellow gold
castillo | castle | grey
dragón | dragon | green red
caballero | knight | silver grey
espada | sword | silver
escudo | shield | silver
unicornio | unicorn | white pink purple
hada | fairy | pink purple
duende | goblin, elf | green
monstruo | monster | green purple
zombi | zombie | green grey
alien | alien | green lime
música | music | purple black
jazz | jazz | purple blue black
rock | rock music | black red
ópera | opera | red gold
guitarra | guitar | brown red
piano | piano | black white
tambor | drum | red brown
trompeta | trumpet | gold
violín | violin | brown
baile | dance | red purple
bailaora | dancer | red black
fútbol | football, soccer | green white
tenis | tennis | lime yellow green
baloncesto | basketball | orange
golf | golf | green white
natación | swimming | sky blue
esquí | skiing | white
carrera | race | red
pelota | ball | red white
cabeza | head | pink brown
pelo | hair | brown black yellow
juguete | toy | red yellow blue
cometa | kite | red yellow
globo | balloon | red pink
caramelo | candy, sweet | pink red
helado | ice cream | pink white
tarta | cake | pink white
pastel | pie | brown pink
churro | churro | brown yellow
paella | paella | yellow orange
pizza | pizza | red yellow
hamburguesa | hamburger, burger | brown
patatas fritas | chips, fries | yellow
ketchup | ketchup | red
mostaza | mustard | yellow
mayonesa | mayonnaise | white yellow
pimienta | pepper | black
pimiento | bell pepper | red green
guindilla | chilli | red
picante | spicy | red orange
ajo | garlic | white
cebolla | onion | white purple
sopa | soup | orange yellow
vino | wine | red purple
cerveza | beer | gold yellow
zumo | juice | orange
té | tea | brown green
agua con gas | soda | white
cine | cinema | black red
teatro | theatre | red gold
palomitas | popcorn | white yellow
fama | fame | gold
orgullo | pride | gold purple
poder | power | black red gold
fuerza | strength | red
valor | courage | red orange
honor | honour | gold
verdad | truth | white
mentira | lie | black grey
secreto | secret | black purple
silencio | silence | white grey
sueño | dream, sleep | purple sky
cama | bed | white
almohada | pillow | white
jabón | soap | white sky
baño | bathroom, bath | white sky
sábana | sheet | white
nube de tormenta | thundercloud | grey
abuelo | grandfather, grandpa | grey brown
abuela | grandmother, grandma | grey purple
vejez | old age | grey white
pasado | past | brown grey
futuro | future | silver white
tecnología | technology | silver blue
ciencia | science | white green
química | chemistry | green
veneno | poison | green purple
medicina | medicine | white red
salud | health | green white
naturaleza | nature | green
ecología | ecology | green
reciclaje | recycling | green
planeta | planet | blue green
tierra firme | land | brown green
marte | mars | red orange
júpiter | jupiter | orange brown
galaxia | galaxy | purple black
universo | universe | black purple
infinito | infinity | black
cero | zero | white
pan tostado | toast | brown
tostada | toasted | brown
desayuno | breakfast | yellow brown
cena | dinner | black
comida | food, meal | orange
hambre | hunger | orange
sed | thirst | sky
dulce | sweet | pink
salado | salty | white
amargo | bitter | brown green
ácido | sour | lime yellow
fosforito | neon | lime pink
marciano | martian | green lime
real | royal | purple gold
iglesia | church | white gold
ángel | angel | white gold
diablo | devil | red black
infierno | hell | red black
paraíso | paradise | sky white
isla | island | green sky
palmera | palm tree | green
vacaciones | holiday, vacation | sky yellow
viaje | journey, trip | sky orange
maleta | suitcase | brown black
mapa | map | brown sky
aventura | adventure | orange green
explorador | explorer | brown green
soldado | soldier | green brown
guerra | war | red black grey
bandera | flag | red yellow
españa | spain | red yellow
francia | france | blue white red
italia | italy | green white red
japón | japan | white red
brasil | brazil | green yellow
irlanda | ireland | green
holanda | netherlands | orange
china | china | red yellow
méxico | mexico | green red
inglaterra | england | white red
estados unidos | usa | red blue white
"""


# Names, characters, brands and less common words people type: matched like the rest, but not
# part of `WORDS` (the clue rule reads that list, and these add nothing to it).
_NAMES = """
barbie | barbie | pink
batman | batman | black grey
superman | superman | blue red
spiderman | spiderman | red blue
hulk | hulk | green purple
pitufo | smurf | blue white
garfield | garfield | orange black
shrek | shrek | green
pikachu | pikachu | yellow red
simpson, homer, bart | simpson, homer, bart | yellow blue
peppa | peppa | pink red
grinch | grinch | green
minion | minion | yellow blue
nemo | nemo | orange white
dumbo | dumbo | grey pink
sonic | sonic | blue
mario | mario | red blue
luigi | luigi | green blue
olaf | olaf | white
snoopy | snoopy | white black
vader | vader | black
yoda | yoda | green
kermit, gustavo | kermit | green
bambi | bambi | brown
winnie | winnie, pooh | yellow red
tigger | tigger | orange
patricio | patrick | pink
bob, esponja | spongebob | yellow
piolín | tweety | yellow
scooby | scooby | brown
mickey | mickey | black red
elsa | elsa | sky white
rapunzel | rapunzel | yellow purple
caperucita | hood | red
pantera | panther | black pink
pacman | pacman | yellow
joker | joker | purple green
flash | flash | red yellow
thor | thor | red silver
aquaman | aquaman | orange green
ironman | ironman | red gold
wolverine | wolverine | yellow blue
stormtrooper | stormtrooper | white
drácula | dracula | black red
frankenstein | frankenstein | green
cocacola, coca | cocacola, coke | red
fanta | fanta | orange
pepsi | pepsi | blue
nutella | nutella | brown
ferrari | ferrari | red
lamborghini | lamborghini | yellow orange
whatsapp | whatsapp | green
facebook | facebook | blue
twitter | twitter | sky
youtube | youtube | red
instagram | instagram | pink purple
snapchat | snapchat | yellow
spotify | spotify | green black
starbucks | starbucks | green
mcdonalds | mcdonalds | yellow red
ikea | ikea | blue yellow
guinness | guinness | black
heineken | heineken | green
mercurio | mercury | silver grey
azabache | jet | black
ébano | ebony | black
marfil | ivory | white
yema | yolk | yellow orange
rubí | ruby | red
esmeralda | emerald | green
zafiro | sapphire | blue
amatista | amethyst | purple
ámbar | amber | orange yellow
ceniza | ash | grey
azufre | sulphur, sulfur | yellow
aluminio | aluminium, aluminum | silver grey
acero | steel | silver grey
cobre | copper | orange brown
bronce | bronze | brown gold
hierro | iron | grey black
óxido | rust | brown orange
cemento | cement, concrete | grey
asfalto | asphalt, tarmac | black grey
ladrillo | brick | red orange
arcilla | clay | orange brown
rinoceronte | rhino, rhinoceros | grey
hipopótamo | hippo, hippopotamus | grey purple
lechón, cerdito | piglet | pink
koala | koala | grey
burro | donkey | grey brown
camello | camel | brown yellow
jirafa | giraffe | yellow orange
mariquita | ladybug, ladybird | red black
luciérnaga | firefly | yellow lime
tiburón | shark | grey blue
langosta | lobster | red orange
cangrejo | crab | red orange
gamba | prawn, shrimp | pink orange
murciélago | bat | black
hormiga | ant | black red
gaviota | seagull, gull | white grey
girasol | sunflower | yellow
amapola | poppy | red
lavanda | lavender | purple
chicle | bubblegum | pink
ketchup, kétchup | ketchup | red
bombero | fireman, firemen | red yellow
mostaza | mustard | yellow
nata | cream | white
harina | flour | white
canela | cinnamon | brown orange
cacao | cocoa | brown
vino | wine | red purple
cerveza | beer | yellow gold
pepino | cucumber | green
espinaca | spinach | green
guisante | pea | green
alegría | joy, happiness | yellow orange
tristeza | sadness | blue grey
rabia, ira, enfado | anger, rage | red black
miedo | fear | black purple
amor | love | red pink
envidia | envy | green
calma | calm | sky white
"""

_STEMMERS = {"es": snowballstemmer.stemmer("spanish"), "en": snowballstemmer.stemmer("english")}


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=4096)
def key(word: str, lang: str) -> str:
    """How a word is matched: lower case, stemmed in its language, then without accents."""
    words = word.casefold().split()
    return " ".join(_plain(_STEMMERS[lang].stemWord(w)) for w in words)


def _entries() -> list[tuple[list[str], list[str], tuple[int, ...]]]:
    entries = []
    for line in _TABLE.strip().splitlines():
        es, en, colours = (part.strip() for part in line.split("|"))
        entries.append(
            (
                [w.strip() for w in es.split(",")],
                [w.strip() for w in en.split(",")],
                tuple(BY_KEY[c] for c in colours.split()),
            )
        )
    for card in CARDS:
        for category in card:
            entries.append(([category.es], [category.en], category.colours))
    return entries


ENTRIES = _entries()
# Every single word the lexicon knows, in either language (the clue check reads compounds
# such as "redhead" against it).
WORDS: frozenset[str] = frozenset(
    w.casefold() for es, en, _ in ENTRIES for w in es + en if " " not in w
)


def _index() -> dict[str, dict[str, dict[int, float]]]:
    index: dict[str, dict[str, dict[int, float]]] = {"es": {}, "en": {}}
    for es, en, colours in ENTRIES:
        for lang, words in (("es", es), ("en", en)):
            for word in words:
                weights = index[lang].setdefault(key(word, lang), {})
                for rank, colour in enumerate(colours):
                    weight = RANKS[min(rank, len(RANKS) - 1)]
                    weights[colour] = max(weights.get(colour, 0.0), weight)
    return index


INDEX = _index()


def colours_for(word: str) -> dict[int, float]:
    """The colours `word` evokes (either language), as weights; {} for an unknown word."""
    found: dict[int, float] = {}
    for lang in ("es", "en"):
        for colour, weight in INDEX[lang].get(key(word, lang), {}).items():
            found[colour] = max(found.get(colour, 0.0), weight)
    return found


def _glosses() -> dict[str, dict[str, str]]:
    """For each language, the word it has for a word of the other language."""
    out: dict[str, dict[str, str]] = {"es": {}, "en": {}}
    for es, en, _ in ENTRIES:
        for word in es:
            out["en"].setdefault(key(word, "es"), en[0])
        for word in en:
            out["es"].setdefault(key(word, "en"), es[0])
    return out


GLOSSES = _glosses()


def gloss(word: str, lang: str) -> str | None:
    """What a clue in the other language means in `lang` ("corbata" in English: "tie"), or
    None when it is a word of `lang` already or one the lexicon does not know."""
    other = "en" if lang == "es" else "es"
    if key(word, lang) in INDEX[lang]:
        return None
    meaning = GLOSSES[lang].get(key(word, other))
    return meaning if meaning and meaning.casefold() != word.casefold() else None


# -- what people lay for a word -----------------------------------------------------------------

Shares = dict[int, float]


def _ranked_shares(colours: tuple[int, ...]) -> Shares:
    """An entry's colours, most likely first, as shares of people (adding up to 1)."""
    weights = [RANKS[min(rank, len(RANKS) - 1)] for rank in range(len(colours))]
    total = sum(weights)
    return {colour: w / total for colour, w in zip(colours, weights, strict=True)}


def _name_entries() -> list[tuple[list[str], list[str], tuple[int, ...]]]:
    entries = []
    for line in _NAMES.strip().splitlines():
        es, en, colours = (part.strip() for part in line.split("|"))
        entries.append(
            (
                [w.strip() for w in es.split(",")],
                [w.strip() for w in en.split(",")],
                tuple(BY_KEY[c] for c in colours.split()),
            )
        )
    return entries


def _mean(readings: list[Shares]) -> Shares:
    total: Shares = {}
    for reading in readings:
        for colour, share in reading.items():
            total[colour] = total.get(colour, 0.0) + share / len(readings)
    return total


@lru_cache(maxsize=1)
def _people_index() -> dict[str, dict[str, Shares]]:
    """Per language, each word's shares of people (every reading of it averaged), keyed by its
    `light` spelling. Built on first use from the words of every category (`colorful_words`),
    the lexicon and the names."""
    from engine.content.colorful_words import LANGS, WORDS_SAID

    readings: dict[str, dict[str, list[Shares]]] = {lang: {} for lang in LANGS}
    for card in WORDS_SAID:
        for slot in card:
            for lang in LANGS:
                for said in slot[lang]:
                    readings[lang].setdefault(light(said.word), []).append(said.share())
    for es, en, colours in ENTRIES + _name_entries():
        shares = _ranked_shares(colours)
        for lang, words in (("es", es), ("en", en)):
            for word in words:
                readings[lang].setdefault(light(word), []).append(shares)
    return {lang: {k: _mean(r) for k, r in by_key.items()} for lang, by_key in readings.items()}


def fold(text: str) -> str:
    """Lower case, no accents, letters only: how a typed word is compared."""
    return "".join(c for c in _plain(text.casefold()) if c.isalpha())


def light(word: str) -> str:
    """A typed word folded, less a final -s and then a final -e: "tomates", "tomate" and
    "Tomate" meet, as do "limones" and "limón". Cheap (the stemmer costs a millisecond a word,
    too slow for every word of every category on a phone); what it misses ("cherries",
    "cherry") the typo match finds."""
    folded = fold(word)
    for ending in ("s", "e"):
        if len(folded) > 3 and folded.endswith(ending):
            folded = folded[:-1]
    return folded


def _near(a: str, b: str) -> bool:
    """One letter off: one missing, one extra, one changed, or two side by side swapped."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) < len(b):
        return a[i:] == b[i + 1 :]
    swapped = a[i : i + 2] == b[i : i + 2][::-1] and a[i + 2 :] == b[i + 2 :]
    return a[i + 1 :] == b[i + 1 :] or swapped


def _deletions(word: str) -> set[str]:
    return {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}


@lru_cache(maxsize=1)
def _typo_index() -> dict[str, dict[str, list[str]]]:
    """Per language, every known word of 4 letters or more under each one-letter deletion."""
    index: dict[str, dict[str, list[str]]] = {}
    for lang, words in _people_index().items():
        by_variant = index[lang] = {}
        for word in words:
            if len(word) >= 4:
                for variant in _deletions(word):
                    by_variant.setdefault(variant, []).append(word)
    return index


def _readings(typed: str, lang: str) -> list[Shares]:
    """How `lang` reads a `light` spelling: the word itself, or else the words one letter away
    (for words of 5 letters or more)."""
    index = _people_index()[lang]
    if typed in index:
        return [index[typed]]
    if len(typed) < 5:
        return []
    by_variant = _typo_index()[lang]
    near = {w for v in _deletions(typed) for w in by_variant.get(v, ()) if _near(typed, w)}
    return [index[w] for w in sorted(near)]


def people_lay(
    word: str, card: int | None = None, slot: int | None = None, lang: str | None = None
) -> Shares:
    """What share of people lay each colour for a typed word, adding up to 1; {} for a word
    nobody knows. Said for the category on `card`'s `slot`, the word is read as that
    category's list reads it (a cherry among trees is a blossom). It is read in the table's
    `lang` first, then in the other language. Plurals and accents are matched (`light`); a word
    not found that way, through a one-letter typo."""
    from engine.content.colorful_words import LANGS, said_for

    typed = light(word)
    if not typed:
        return {}
    if card is not None and slot is not None:
        for each in LANGS:
            for said in said_for(card, slot, each):
                if light(said.word) == typed:
                    return said.share()
    order = sorted(LANGS, key=lambda each: each != lang) if lang else list(LANGS)
    exact = [_people_index()[each][typed] for each in order if typed in _people_index()[each]]
    if exact:
        return exact[0] if lang else _mean(exact)
    for each in order:
        found = _readings(typed, each)
        if found:
            return _mean(found)
    return {}


def language_of(word: str) -> str | None:
    """The language a typed word belongs to ("es" or "en"), or None when both or neither."""
    typed = light(word)
    langs = [lang for lang in _people_index() if _readings(typed, lang)]
    return langs[0] if len(langs) == 1 else None
