"""What people say for each category of Colorful, and the colours they would lay for it.

Written for Sobremesa, in Spanish and in English. For every card and slot (the 240 categories of
`engine.content.colorful_cards`, in the same order) there is one line per language: the
category as printed, then the words people would say for it, each with how ten people would
split their colours for it ("fresa red 8 pink 2": eight lay red, two lay pink; a colour with no
number gets all ten); a long line goes on, indented. The table reads, and is checked, like the
cards themselves: tests/test_colorful_words.py checks that every line names its card's category,
that every category has at least 8 words in each language, that no word breaks the clue rule or
is the category's own word, and that words within a category are distinct.

A bot that names says one of these words in the table's language; the same votes are what a
bot (and `scripts/sim_colorful.py`) takes as what a table of people would lay for the word.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.content.colorful_cards import CARDS, SLOTS
from engine.content.colorful_colours import BY_KEY

LANGS = ("es", "en")
PEOPLE = 10  # the votes of a word add up to this many people


@dataclass(frozen=True)
class Said:
    """A word people say for a category, and how many of ten people lay each colour."""

    word: str
    votes: tuple[tuple[int, int], ...]  # (colour, people), most people first

    @property
    def top(self) -> int:
        """The colour most people lay for it."""
        return self.votes[0][0]

    def share(self) -> dict[int, float]:
        """The share of people who lay each colour (adds up to 1)."""
        total = sum(n for _, n in self.votes)
        return {colour: n / total for colour, n in self.votes}


_TABLE = """
Frutas: fresa red 8 pink 2; plátano yellow; limón yellow 7 lime 3; cereza red; kiwi green 7 lime 3;
    uva purple 6 green 4; sandía red 5 green 3 pink 2; arándano blue 6 purple 4; mandarina orange;
    coco white 6 brown 4; pera green 6 lime 3 yellow 1
Fruit: strawberry red 8 pink 2; banana yellow; lemon yellow 7 lime 3; cherry red;
    kiwi green 7 lime 3; grape purple 6 green 4; watermelon red 5 green 3 pink 2;
    plum purple 8 red 2; tangerine orange; coconut white 6 brown 4; pear green 6 lime 3 yellow 1
Postres: flan yellow 6 brown 3 orange 1; tarta pink 4 brown 3 white 3; chocolate brown;
    natillas yellow 8 white 2; merengue white; bizcocho yellow 6 brown 4; tiramisú brown 7 white 3;
    helado pink 4 white 4 brown 2; arroz white; crepe yellow 4 brown 4 white 2;
    churros yellow 5 brown 5
Desserts: flan yellow 6 brown 3 orange 1; cake pink 4 brown 3 white 3; chocolate brown;
    custard yellow 8 white 2; meringue white; tiramisu brown 7 white 3;
    sundae pink 4 white 4 brown 2; pudding brown 6 yellow 2 pink 2; pancake yellow 5 brown 5;
    cheesecake white 6 yellow 4; cupcake pink 6 white 2 brown 2
Olores: lavanda purple 8 pink 2; café brown 8 black 2; hierba green 8 lime 2; pan brown 6 yellow 4;
    mar blue 6 sky 4; humo grey 8 black 2; perfume pink 6 purple 3 gold 1; canela brown 8 orange 2;
    gasolina black 4 grey 3 yellow 3; jazmín white 8 yellow 2; menta green 6 lime 4
Smells: lavender purple 8 pink 2; coffee brown 8 black 2; grass green 8 lime 2;
    bread brown 6 yellow 4; sea blue 6 sky 4; smoke grey 8 black 2; perfume pink 6 purple 3 gold 1;
    cinnamon brown 8 orange 2; petrol black 4 grey 3 yellow 3; jasmine white 8 yellow 2;
    mint green 6 lime 4
Nostalgia: fotos brown 5 grey 3 yellow 2; abuela grey 5 brown 3 pink 2;
    verano yellow 6 orange 2 sky 2; colegio yellow 4 green 3 brown 3; vinilo black 8 brown 2;
    infancia yellow 4 pink 3 sky 3; pueblo brown 5 green 3 white 2; otoño orange 6 brown 4;
    casete black 6 brown 2 grey 2; recuerdos brown 4 sky 3 grey 3
Nostalgia: photos brown 5 grey 3 yellow 2; grandma grey 5 brown 3 pink 2;
    summer yellow 6 orange 2 sky 2; school yellow 4 green 3 brown 3; vinyl black 8 brown 2;
    childhood yellow 4 pink 3 sky 3; hometown brown 5 green 3 white 2; autumn orange 6 brown 4;
    cassette black 6 brown 2 grey 2; memories brown 4 sky 3 grey 3

Animales de granja: cerdo pink 9 brown 1; vaca white 4 black 4 brown 2;
    gallina white 5 brown 4 red 1; pollito yellow; oveja white 8 grey 2; caballo brown 8 black 2;
    burro grey 7 brown 3; pato white 5 yellow 4 green 1; cabra white 5 brown 4 grey 1;
    conejo white 5 grey 3 brown 2
Farm animals: pig pink 9 brown 1; cow white 4 black 4 brown 2; hen brown 5 white 4 red 1;
    chick yellow; sheep white 8 grey 2; horse brown 8 black 2; donkey grey 7 brown 3;
    duck white 5 yellow 4 green 1; goat white 5 brown 4 grey 1; rabbit white 5 grey 3 brown 2
Deportes: fútbol green 6 white 3 black 1; tenis lime 5 yellow 3 green 2;
    baloncesto orange 9 brown 1; natación blue 6 sky 4; golf green 9 white 1; esquí white 8 sky 2;
    boxeo red 8 black 2; ciclismo yellow 5 red 3 black 2; rugby green 5 brown 3 white 2;
    hockey white 5 black 3 blue 2
Sports: football green 6 white 3 black 1; tennis lime 5 yellow 3 green 2;
    basketball orange 9 brown 1; swimming blue 6 sky 4; golf green 9 white 1; skiing white 8 sky 2;
    boxing red 8 black 2; cycling yellow 5 red 3 black 2; rugby green 5 brown 3 white 2;
    hockey white 5 black 3 blue 2
Sonidos de la ciudad: bocina yellow 5 red 3 grey 2; sirena red 6 blue 4;
    tráfico grey 7 black 2 red 1; metro grey 6 black 3 red 1; obras orange 5 yellow 4 grey 1;
    campanas gold 5 grey 3 silver 2; taxi yellow 9 black 1; tranvía red 4 grey 3 yellow 3;
    moto black 6 red 3 grey 1; palomas grey 9 white 1
City sounds: horn yellow 5 red 3 grey 2; siren red 6 blue 4; traffic grey 7 black 2 red 1;
    subway grey 6 black 3 red 1; roadworks orange 5 yellow 4 grey 1; bells gold 5 grey 3 silver 2;
    taxi yellow 9 black 1; tram red 4 grey 3 yellow 3; motorbike black 6 red 3 grey 1;
    pigeons grey 9 white 1
Libertad: pájaro sky 6 blue 2 white 2; cielo sky 8 blue 2; alas white 7 sky 3;
    viento sky 5 white 3 grey 2; mar blue 7 sky 3; carretera grey 7 black 3; gaviota white 8 grey 2;
    montaña green 4 white 3 grey 3; bandera red 4 white 3 blue 3; vuelo sky 7 white 3
Freedom: bird sky 6 blue 2 white 2; sky sky 8 blue 2; wings white 7 sky 3;
    wind sky 5 white 3 grey 2; ocean blue 7 sky 3; highway grey 7 black 3; seagull white 8 grey 2;
    eagle brown 6 white 2 gold 2; flag red 4 white 3 blue 3; flight sky 7 white 3

Verduras: lechuga green 7 lime 3; zanahoria orange; tomate red; berenjena purple; brócoli green;
    pimiento red 5 green 4 yellow 1; calabacín green 8 lime 2; espinacas green;
    remolacha purple 6 red 4; pepino green 8 lime 2; coliflor white
Vegetables: lettuce green 7 lime 3; carrot orange; tomato red; aubergine purple; broccoli green;
    pepper red 5 green 4 yellow 1; courgette green 8 lime 2; spinach green; beetroot purple 6 red 4;
    cucumber green 8 lime 2; cauliflower white
Juguetes: pelota red 5 blue 2 yellow 3; muñeca pink 8 white 1 yellow 1; lego red 4 yellow 3 blue 3;
    peluche brown 6 pink 3 white 1; cochecito red 7 blue 2 yellow 1; yoyó red 5 blue 3 yellow 2;
    cometa red 4 yellow 3 sky 3; barbie pink; canicas blue 4 sky 3 green 3;
    plastilina pink 3 yellow 3 blue 2 green 2
Toys: ball red 5 blue 2 yellow 3; doll pink 8 white 1 yellow 1; lego red 4 yellow 3 blue 3;
    teddy brown 8 pink 2; racecar red 7 blue 2 yellow 1; yoyo red 5 blue 3 yellow 2;
    kite red 4 yellow 3 sky 3; barbie pink; marbles blue 4 sky 3 green 3;
    playdough pink 3 yellow 3 blue 2 green 2
Días de la semana: lunes grey 7 blue 2 brown 1; martes red 5 orange 3 grey 2;
    miércoles green 4 yellow 3 blue 3; jueves orange 4 purple 3 yellow 3;
    viernes yellow 5 orange 3 pink 2; sábado yellow 5 orange 3 red 2;
    domingo sky 4 yellow 3 white 3; finde yellow 6 orange 4; festivo red 5 yellow 5
Days of the week: monday grey 7 blue 2 brown 1; tuesday red 5 orange 3 grey 2;
    wednesday green 4 yellow 3 blue 3; thursday orange 4 purple 3 yellow 3;
    friday yellow 5 orange 3 pink 2; saturday yellow 5 orange 3 red 2;
    sunday sky 4 yellow 3 white 3; weekend yellow 6 orange 4; holiday red 5 yellow 5
Sabiduría: búho brown 6 grey 2 purple 2; libro brown 5 red 3 white 2; anciano grey 6 white 4;
    biblioteca brown 8 green 2; mago purple 8 blue 2; barba white 6 grey 4;
    filósofo white 4 grey 3 purple 3; pergamino brown 5 yellow 5; maestro grey 4 brown 3 purple 3;
    elefante grey
Wisdom: owl brown 6 grey 2 purple 2; book brown 5 red 3 white 2; elder grey 6 white 4;
    library brown 8 green 2; wizard purple 8 blue 2; beard white 6 grey 4;
    philosopher white 4 grey 3 purple 3; scroll brown 5 yellow 5; teacher grey 4 brown 3 purple 3;
    elephant grey

Ropa: vaqueros blue; camiseta white 6 black 2 blue 2; jersey red 4 grey 3 blue 3;
    abrigo black 5 brown 3 grey 2; pijama sky 5 pink 3 white 2; calcetines white 6 black 4;
    corbata red 5 blue 3 black 2; bufanda red 5 grey 3 yellow 2; falda black 4 pink 3 red 3;
    chándal blue 4 black 3 grey 3
Clothes: jeans blue; tshirt white 6 black 2 blue 2; jumper red 4 grey 3 blue 3;
    coat black 5 brown 3 grey 2; pyjamas sky 5 pink 3 white 2; socks white 6 black 4;
    tie red 5 blue 3 black 2; scarf red 5 grey 3 yellow 2; skirt black 4 pink 3 red 3;
    tracksuit blue 4 black 3 grey 3
Instrumentos musicales: guitarra brown 7 red 2 black 1; piano black 7 white 3;
    trompeta gold 8 silver 2; violín brown 8 red 2; batería red 4 black 3 silver 3;
    flauta silver 6 brown 4; saxofón gold 9 silver 1; arpa gold 7 brown 3; tambor red 5 brown 5;
    xilófono red 3 yellow 3 blue 2 green 2
Musical instruments: guitar brown 7 red 2 black 1; piano black 7 white 3; trumpet gold 8 silver 2;
    violin brown 8 red 2; drums red 4 black 3 silver 3; flute silver 6 brown 4;
    saxophone gold 9 silver 1; harp gold 7 brown 3; tambourine brown 5 red 3 gold 2;
    xylophone red 3 yellow 3 blue 2 green 2
Fenómenos del tiempo: lluvia grey 6 sky 2 blue 2; sol yellow 8 orange 2; nieve white;
    niebla grey 7 white 3; tormenta grey 5 black 3 purple 2; granizo white 8 grey 2;
    rayo yellow 7 white 2 purple 1; arcoíris red 3 yellow 3 blue 2 green 2; huracán grey 7 black 3;
    helada white 6 sky 3 silver 1
Weather: rain grey 6 sky 2 blue 2; sunshine yellow 8 orange 2; snow white; fog grey 7 white 3;
    storm grey 5 black 3 purple 2; hail white 8 grey 2; lightning yellow 7 white 2 purple 1;
    rainbow red 3 yellow 3 blue 2 green 2; hurricane grey 7 black 3; frost white 6 sky 3 silver 1
Paciencia: tortuga green 8 brown 2; caracol brown 6 grey 2 green 2; espera grey 6 white 2 sky 2;
    monje orange 6 brown 4; cola grey 6 black 4; semilla brown 6 green 4;
    pescador blue 4 green 3 brown 3; reloj silver 5 gold 3 black 2; árbol green 7 brown 3;
    ganchillo pink 4 white 3 purple 3
Patience: tortoise green 8 brown 2; snail brown 6 grey 2 green 2; waiting grey 6 white 2 sky 2;
    monk orange 6 brown 4; queue grey 6 black 4; seed brown 6 green 4;
    fishing blue 4 green 3 brown 3; clock silver 5 gold 3 black 2; tree green 7 brown 3;
    knitting pink 4 white 3 purple 3

Profesiones: médico white 8 sky 1 green 1; bombero red 8 yellow 2; policía blue 8 black 2;
    cocinero white 8 black 2; cartero yellow 6 blue 4; enfermera white 6 sky 2 pink 2;
    carpintero brown 8 orange 2; astronauta white 6 silver 3 black 1; jardinero green 8 brown 2;
    piloto blue 5 white 3 black 2
Jobs: doctor white 8 sky 1 green 1; firefighter red 8 yellow 2; police blue 8 black 2;
    chef white 8 black 2; postman yellow 6 blue 4; nurse white 6 sky 2 pink 2;
    carpenter brown 8 orange 2; astronaut white 6 silver 3 black 1; gardener green 8 brown 2;
    pilot blue 5 white 3 black 2
Países: china red 8 yellow 2; brasil green 5 yellow 5; irlanda green 9 orange 1;
    japón white 5 red 5; holanda orange 9 blue 1; suecia blue 5 yellow 5;
    méxico green 5 red 3 white 2; egipto yellow 6 gold 2 orange 2; suiza red 6 white 4;
    australia yellow 4 orange 3 green 3
Countries: china red 8 yellow 2; brazil green 5 yellow 5; ireland green 9 orange 1;
    japan white 5 red 5; netherlands orange 9 blue 1; sweden blue 5 yellow 5;
    mexico green 5 red 3 white 2; egypt yellow 6 gold 2 orange 2; switzerland red 6 white 4;
    australia yellow 4 orange 3 green 3
Emociones: ira red 9 black 1; alegría yellow 8 orange 2; tristeza blue 6 grey 4;
    miedo black 6 purple 2 grey 2; amor red 7 pink 3; envidia green 8 lime 2;
    vergüenza red 6 pink 4; calma sky 6 white 2 blue 2; asco green 5 lime 4 brown 1;
    sorpresa yellow 5 orange 3 pink 2
Emotions: anger red 9 black 1; happiness yellow 8 orange 2; sadness blue 6 grey 4;
    fear black 6 purple 2 grey 2; love red 7 pink 3; envy green 8 lime 2; shame red 6 pink 4;
    calm sky 6 white 2 blue 2; disgust green 5 lime 4 brown 1; surprise yellow 5 orange 3 pink 2
El futuro: robot silver 7 grey 3; cohete silver 4 white 3 red 3; marte red 7 orange 3;
    holograma sky 6 blue 2 silver 2; pantalla black 5 blue 3 silver 2;
    galaxia purple 5 black 3 blue 2; coche silver 5 black 3 red 2; ciudad grey 6 silver 4;
    láser red 6 blue 2 lime 2; nave silver 6 white 2 grey 2
The future: robot silver 7 grey 3; rocket silver 4 white 3 red 3; mars red 7 orange 3;
    hologram sky 6 blue 2 silver 2; screen black 5 blue 3 silver 2; galaxy purple 5 black 3 blue 2;
    car silver 5 black 3 red 2; city grey 6 silver 4; laser red 6 blue 2 lime 2;
    spaceship silver 6 white 2 grey 2

Comida rápida: hamburguesa brown 7 red 2 yellow 1; patatas yellow 9 brown 1; kétchup red;
    mostaza yellow; pizza red 5 yellow 3 orange 2; perrito red 4 brown 4 yellow 2;
    nuggets yellow 5 brown 3 orange 2; refresco brown 5 red 3 black 2;
    batido pink 6 white 2 brown 2; burrito brown 6 yellow 2 green 2
Fast food: burger brown 7 red 2 yellow 1; fries yellow 9 brown 1; ketchup red; mustard yellow;
    pizza red 5 yellow 3 orange 2; hotdog red 4 brown 4 yellow 2; nuggets yellow 5 brown 3 orange 2;
    soda brown 5 red 3 black 2; milkshake pink 6 white 2 brown 2; burrito brown 6 yellow 2 green 2
Personajes de cuento: caperucita red; cenicienta sky 5 blue 3 silver 2; lobo grey 7 black 2 brown 1;
    bruja black 6 purple 2 green 2; hada pink 5 purple 3 sky 2; pinocho brown 5 red 3 yellow 2;
    princesa pink 8 gold 1 purple 1; dragón green 6 red 4; rey gold 7 red 2 purple 1;
    sirenita green 4 red 3 sky 3
Fairy-tale characters: cinderella sky 5 blue 3 silver 2; wolf grey 7 black 2 brown 1;
    witch black 6 purple 2 green 2; fairy pink 5 purple 3 sky 2; pinocchio brown 5 red 3 yellow 2;
    princess pink 8 gold 1 purple 1; dragon green 6 red 4; king gold 7 red 2 purple 1;
    mermaid green 4 red 3 sky 3; rapunzel yellow 6 gold 3 purple 1
Supersticiones: gato black 9 grey 1; trébol green; espejo silver 7 white 3;
    herradura silver 5 grey 3 brown 2; martes red 4 black 4 grey 2; escalera brown 5 grey 3 black 2;
    sal white; amuleto red 4 gold 3 blue 3; cuervo black; paraguas black 6 grey 2 red 2
Superstitions: cat black 9 grey 1; clover green; mirror silver 7 white 3;
    horseshoe silver 5 grey 3 brown 2; thirteen black 6 red 2 grey 2; ladder brown 5 grey 3 black 2;
    salt white; umbrella black 6 grey 2 red 2; raven black; horoscope purple 5 sky 3 gold 2
La infancia: chupete pink 5 sky 5; columpio red 4 yellow 3 blue 3; cumpleaños pink 5 yellow 3 sky 2;
    recreo yellow 5 green 3 orange 2; tobogán red 4 yellow 4 blue 2;
    ceras red 3 yellow 3 blue 2 green 2; cuentos yellow 4 pink 3 sky 3; osito brown 8 pink 2;
    merienda brown 6 yellow 2 white 2; chuches pink 6 red 2 lime 2
Childhood: dummy pink 5 sky 5; swing red 4 yellow 3 blue 3; birthday pink 5 yellow 3 sky 2;
    playground yellow 5 green 3 orange 2; slide red 4 yellow 4 blue 2;
    crayons red 3 yellow 3 blue 2 green 2; bedtime sky 4 purple 3 blue 3; teddy brown 8 pink 2;
    lollipop pink 5 red 3 yellow 2; sweets pink 6 red 2 lime 2

Cosas del mar: ola blue 6 white 2 sky 2; pez orange 5 blue 3 silver 2; alga green 8 brown 2;
    coral pink 5 orange 3 red 2; ballena blue 6 grey 4; tiburón grey 8 blue 2;
    estrella orange 5 red 3 yellow 2; medusa pink 4 sky 3 purple 3; concha white 5 pink 3 brown 2;
    pulpo red 5 purple 3 pink 2
Things in the sea: wave blue 6 white 2 sky 2; fish orange 5 blue 3 silver 2;
    seaweed green 8 brown 2; coral pink 5 orange 3 red 2; whale blue 6 grey 4; shark grey 8 blue 2;
    starfish orange 5 red 3 yellow 2; jellyfish pink 4 sky 3 purple 3; shell white 5 pink 3 brown 2;
    octopus red 5 purple 3 pink 2
Medios de transporte: autobús red 4 yellow 3 blue 3; taxi yellow 9 black 1;
    tren grey 4 red 3 black 3; avión white 7 silver 3; bici red 4 blue 3 black 3;
    barco white 6 blue 4; metro grey 5 red 3 blue 2; moto black 6 red 4;
    helicóptero grey 4 red 3 yellow 3; submarino yellow 8 grey 2
Transport: bus red 6 yellow 3 blue 1; taxi yellow 9 black 1; train grey 4 red 3 black 3;
    plane white 7 silver 3; bike red 4 blue 3 black 3; boat white 6 blue 4;
    tube red 4 grey 4 blue 2; scooter red 4 black 3 sky 3; helicopter grey 4 red 3 yellow 3;
    submarine yellow 8 grey 2
Palabras de amor: corazón red 8 pink 2; beso red 6 pink 4; cariño pink 7 red 3; cielo sky 8 blue 2;
    tesoro gold 9 yellow 1; amorcito pink 6 red 4; abrazo pink 5 orange 3 red 2;
    pasión red 9 purple 1; reina gold 6 purple 2 red 2; bombón brown 6 pink 3 red 1
Words of love: heart red 8 pink 2; kiss red 6 pink 4; honey gold 5 yellow 5; darling pink 6 red 4;
    sweetheart pink 6 red 4; hug pink 5 orange 3 red 2; passion red 9 purple 1;
    treasure gold 9 yellow 1; cupid pink 6 red 3 gold 1; valentine red 6 pink 4
Misterio: detective brown 5 black 3 grey 2; sombra black 7 grey 3; niebla grey 8 white 2;
    lupa silver 5 brown 3 black 2; noche black 7 blue 3; máscara black 5 purple 3 gold 2;
    enigma purple 6 black 2 grey 2; capa black 7 red 2 purple 1; huella grey 4 brown 3 black 3;
    candado silver 5 gold 3 grey 2
Mystery: detective brown 5 black 3 grey 2; shadow black 7 grey 3; fog grey 8 white 2;
    magnifier silver 5 brown 3 black 2; night black 7 blue 3; mask black 5 purple 3 gold 2;
    riddle purple 6 black 2 grey 2; cloak black 7 red 2 purple 1;
    fingerprint grey 4 brown 3 black 3; padlock silver 5 gold 3 grey 2

Bebidas: café brown 8 black 2; leche white; zumo orange 8 yellow 2; vino red 7 purple 3;
    cerveza yellow 6 gold 3 brown 1; té brown 5 green 3 orange 2; horchata white 8 brown 2;
    refresco brown 5 red 3 black 2; limonada yellow 7 lime 3; cava gold 6 yellow 3 white 1
Drinks: coffee brown 8 black 2; milk white; juice orange 8 yellow 2; wine red 7 purple 3;
    beer yellow 6 gold 3 brown 1; tea brown 5 green 3 orange 2; cola brown 6 black 3 red 1;
    lemonade yellow 7 lime 3; champagne gold 6 yellow 3 white 1; smoothie pink 5 purple 3 green 2
Fiestas: confeti red 3 yellow 3 pink 2 sky 2; globo red 6 pink 2 yellow 2;
    tarta pink 5 white 3 brown 2; nochevieja gold 6 silver 2 black 2;
    carnaval red 4 purple 3 yellow 3; velas white 5 yellow 3 red 2; fuegos red 4 gold 4 yellow 2;
    farolillos red 5 yellow 3 orange 2; brindis gold 7 yellow 3; piñata pink 4 red 3 yellow 3
Celebrations: confetti red 3 yellow 3 pink 2 sky 2; balloon red 6 pink 2 yellow 2;
    cake pink 5 white 3 brown 2; fireworks red 4 gold 4 yellow 2; candles white 5 yellow 3 red 2;
    carnival red 4 purple 3 yellow 3; lanterns red 5 yellow 3 orange 2; toast gold 7 yellow 3;
    pinata pink 4 red 3 yellow 3; glitter gold 6 silver 4
Monumentos: pirámide yellow 6 gold 2 brown 2; coliseo brown 5 grey 3 orange 2;
    estatua grey 6 white 2 green 2; torre grey 6 brown 2 silver 2; catedral grey 7 brown 2 gold 1;
    obelisco grey 6 white 4; acueducto grey 5 brown 5; arco white 4 grey 4 brown 2;
    esfinge yellow 6 brown 3 gold 1; partenón white 7 grey 3
Monuments: pyramid yellow 6 gold 2 brown 2; colosseum brown 5 grey 3 orange 2;
    statue grey 6 white 2 green 2; tower grey 6 brown 2 silver 2; cathedral grey 7 brown 2 gold 1;
    obelisk grey 6 white 4; aqueduct grey 5 brown 5; arch white 4 grey 4 brown 2;
    sphinx yellow 6 brown 3 gold 1; parthenon white 7 grey 3
Calma: lago blue 6 sky 4; siesta sky 4 white 3 yellow 3; yoga purple 4 sky 3 white 3;
    nube white 8 sky 2; té green 5 brown 3 white 2; brisa sky 7 white 3; almohada white 8 sky 2;
    respirar sky 6 white 4; meditación purple 5 white 3 orange 2; hamaca brown 4 sky 3 white 3
Calm: lake blue 6 sky 4; nap sky 4 white 3 yellow 3; yoga purple 4 sky 3 white 3;
    cloud white 8 sky 2; tea green 5 brown 3 white 2; breeze sky 7 white 3; pillow white 8 sky 2;
    breathing sky 6 white 4; meditation purple 5 white 3 orange 2; hammock brown 4 sky 3 white 3

Herramientas: martillo brown 4 grey 3 red 3; destornillador red 4 yellow 3 silver 3;
    sierra silver 6 grey 4; llave silver 6 grey 4; alicates red 5 silver 3 grey 2;
    taladro yellow 4 black 3 red 3; clavo silver 6 grey 4; metro yellow 8 silver 2;
    tornillo silver 7 grey 3; pala grey 5 brown 3 silver 2
Tools: hammer brown 4 grey 3 red 3; screwdriver red 4 yellow 3 silver 3; saw silver 6 grey 4;
    wrench silver 6 grey 4; pliers red 5 silver 3 grey 2; drill yellow 4 black 3 red 3;
    nail silver 6 grey 4; tape yellow 8 silver 2; screw silver 7 grey 3;
    shovel grey 5 brown 3 silver 2
Insectos: abeja yellow 7 black 3; mariquita red 8 black 2; hormiga black 8 red 2;
    mosca black 7 green 2 grey 1; mariposa orange 3 blue 3 yellow 2 purple 2;
    saltamontes green 8 lime 2; avispa yellow 7 black 3; luciérnaga yellow 5 lime 5;
    escarabajo black 6 green 4; cucaracha brown 8 black 2
Insects: bee yellow 7 black 3; ladybird red 8 black 2; ant black 8 red 2;
    fly black 7 green 2 grey 1; butterfly orange 3 blue 3 yellow 2 purple 2;
    grasshopper green 8 lime 2; wasp yellow 7 black 3; firefly yellow 5 lime 5;
    beetle black 6 green 4; cockroach brown 8 black 2
Superhéroes: superman blue 5 red 5; batman black 9 grey 1; hulk green 9 purple 1;
    spiderman red 7 blue 3; capitán blue 5 red 3 white 2; flash red 7 yellow 3;
    aquaman orange 5 green 5; thor red 4 silver 3 blue 3; wolverine yellow 6 blue 2 silver 2;
    ironman red 6 gold 4
Superheroes: superman blue 5 red 5; batman black 9 grey 1; hulk green 9 purple 1;
    spiderman red 7 blue 3; captain blue 5 red 3 white 2; flash red 7 yellow 3;
    aquaman orange 5 green 5; thor red 4 silver 3 blue 3; wolverine yellow 6 blue 2 silver 2;
    ironman red 6 gold 4
Ambición: trofeo gold 9 silver 1; corona gold 9 red 1; dinero green 6 gold 4;
    cima white 5 grey 3 gold 2; medalla gold 8 silver 2; escalera brown 4 gold 3 grey 3;
    rascacielos grey 6 silver 4; león gold 6 orange 2 brown 2; imperio gold 5 purple 3 red 2;
    cohete red 5 silver 3 white 2
Ambition: trophy gold 9 silver 1; crown gold 9 red 1; money green 6 gold 4;
    summit white 5 grey 3 gold 2; medal gold 8 silver 2; ladder brown 4 gold 3 grey 3;
    skyscraper grey 6 silver 4; lion gold 6 orange 2 brown 2; empire gold 5 purple 3 red 2;
    rocket red 5 silver 3 white 2

Flores: girasol yellow; amapola red 9 orange 1; margarita white 6 yellow 4;
    tulipán red 5 pink 3 yellow 2; lavanda purple 9 pink 1; lirio purple 4 white 4 blue 2;
    clavel red 6 pink 3 white 1; orquídea pink 5 purple 4 white 1; azucena white 9 pink 1;
    jazmín white 8 yellow 2
Flowers: sunflower yellow; poppy red 9 orange 1; daisy white 6 yellow 4;
    tulip red 5 pink 3 yellow 2; lavender purple 9 pink 1; lily white 6 pink 2 purple 2;
    carnation red 6 pink 3 white 1; orchid pink 5 purple 4 white 1; dandelion yellow 8 white 2;
    jasmine white 8 yellow 2
Cosas de la cocina: sartén black 7 silver 2 grey 1; cuchara silver 8 grey 2;
    nevera white 7 silver 3; horno black 4 silver 3 orange 3; olla silver 6 black 2 grey 2;
    delantal white 5 red 3 blue 2; tostadora silver 6 red 2 black 2; cuchillo silver 9 black 1;
    microondas white 5 black 3 silver 2; fregona blue 4 grey 3 white 3
Kitchen things: pan black 7 silver 2 grey 1; spoon silver 8 grey 2; fridge white 7 silver 3;
    oven black 4 silver 3 orange 3; pot silver 6 black 2 grey 2; apron white 5 red 3 blue 2;
    toaster silver 6 red 2 black 2; knife silver 9 black 1; microwave white 5 black 3 silver 2;
    kettle silver 6 white 2 black 2
Miedos: araña black 9 brown 1; oscuridad black; fantasma white 9 grey 1;
    payaso red 5 white 3 yellow 2; serpiente green 7 black 2 brown 1; sangre red;
    murciélago black 8 brown 2; tiburón grey 8 blue 2; dentista white 8 sky 2;
    altura sky 5 grey 3 white 2
Fears: spider black 9 brown 1; darkness black; ghost white 9 grey 1; clown red 5 white 3 yellow 2;
    snake green 7 black 2 brown 1; blood red; bat black 8 brown 2; shark grey 8 blue 2;
    dentist white 8 sky 2; heights sky 5 grey 3 white 2
Honestidad: agua sky 5 white 3 blue 2; cristal white 5 sky 3 silver 2; espejo silver 8 white 2;
    palabra white 6 black 2 blue 2; niño yellow 4 sky 3 pink 3; transparente white 7 sky 3;
    juramento gold 4 white 3 blue 3; paloma white 9 grey 1; mirada sky 4 blue 3 brown 3;
    sinceridad white 8 sky 2
Honesty: water sky 5 white 3 blue 2; glass white 5 sky 3 silver 2; mirror silver 8 white 2;
    promise white 5 gold 3 blue 2; child yellow 4 sky 3 pink 3; transparent white 7 sky 3;
    oath gold 4 white 3 blue 3; dove white 9 grey 1; eyes blue 4 brown 4 sky 2;
    sincerity white 8 sky 2

Pájaros: canario yellow; cuervo black; flamenco pink; loro green 6 red 3 yellow 1;
    paloma grey 6 white 4; cisne white 9 black 1; gorrión brown 8 grey 2; pingüino black 6 white 4;
    jilguero yellow 5 red 3 brown 2; pavo blue 5 green 4 brown 1
Birds: canary yellow; crow black; flamingo pink; parrot green 6 red 3 yellow 1;
    pigeon grey 6 white 4; swan white 9 black 1; sparrow brown 8 grey 2; penguin black 6 white 4;
    robin red 6 brown 3 orange 1; peacock blue 5 green 4 brown 1
Golosinas: chicle pink; regaliz black 6 red 4; gominola red 4 green 3 yellow 3;
    piruleta red 6 pink 4; nube pink 6 white 4; caramelo orange 4 yellow 3 red 3;
    fresón red 7 pink 3; chocolatina brown; gusanitos orange 6 yellow 4; peta pink 5 red 3 blue 2
Sweets: bubblegum pink; liquorice black 6 red 4; jellybean red 4 green 3 yellow 3;
    lollipop red 6 pink 4; marshmallow pink 6 white 4; toffee brown 6 gold 2 orange 2;
    gummies red 4 green 3 yellow 3; chocolate brown; candyfloss pink 8 sky 2; mints white 6 green 4
Estaciones del año: primavera green 6 pink 2 yellow 2; verano yellow 7 orange 3;
    otoño orange 6 brown 4; invierno white 8 sky 2; hojas orange 5 green 3 brown 2; nieve white;
    calor red 5 orange 3 yellow 2; brotes green 7 lime 3; castañas brown 9 orange 1;
    vendimia purple 8 green 2
Seasons: spring green 6 pink 2 yellow 2; summer yellow 7 orange 3; autumn orange 6 brown 4;
    winter white 8 sky 2; leaves orange 5 green 3 brown 2; snow white;
    heatwave red 5 orange 3 yellow 2; blossom pink 7 white 3; chestnuts brown 9 orange 1;
    harvest yellow 5 gold 3 orange 2
El tiempo que pasa: reloj silver 5 gold 3 black 2; arrugas grey 6 brown 2 white 2;
    canas white 6 grey 3 silver 1; arena yellow 7 brown 3; calendario white 6 red 2 grey 2;
    óxido brown 6 orange 4; otoño orange 6 brown 4; polvo grey 8 brown 2;
    fotografía brown 5 grey 3 white 2; ruinas grey 6 brown 4
Time passing: clock silver 5 gold 3 black 2; wrinkles grey 6 brown 2 white 2;
    hourglass yellow 5 gold 3 brown 2; sand yellow 7 brown 3; calendar white 6 red 2 grey 2;
    rust brown 6 orange 4; autumn orange 6 brown 4; dust grey 8 brown 2;
    photograph brown 5 grey 3 white 2; ruins grey 6 brown 4

Cosas del colegio: lápiz yellow 7 brown 2 black 1; pizarra black 6 green 4; goma pink 6 white 4;
    mochila blue 4 red 3 black 3; tiza white 9 yellow 1; cuaderno blue 4 white 3 red 3;
    regla white 4 yellow 3 silver 3; sacapuntas silver 5 red 3 blue 2; pupitre brown 8 green 2;
    autobús yellow 7 red 2 blue 1
School things: pencil yellow 7 brown 2 black 1; chalkboard black 6 green 4; eraser pink 6 white 4;
    backpack blue 4 red 3 black 3; chalk white 9 yellow 1; notebook blue 4 white 3 red 3;
    ruler white 4 yellow 3 silver 3; sharpener silver 5 red 3 blue 2; desk brown 8 green 2;
    schoolbus yellow 9 black 1
Piedras preciosas: rubí red; esmeralda green; zafiro blue; diamante white 6 silver 3 sky 1;
    amatista purple; topacio yellow 5 orange 3 sky 2; perla white 9 pink 1;
    ámbar orange 6 yellow 3 brown 1; ópalo white 4 sky 3 pink 3; jade green 9 lime 1
Gemstones: ruby red; emerald green; sapphire blue; diamond white 6 silver 3 sky 1; amethyst purple;
    topaz yellow 5 orange 3 sky 2; pearl white 9 pink 1; amber orange 6 yellow 3 brown 1;
    opal white 4 sky 3 pink 3; jade green 9 lime 1
Cuentos de miedo: vampiro black 5 red 4 purple 1; zombi green 6 grey 3 brown 1;
    calavera white 7 black 3; momia white 6 brown 2 grey 2; tumba grey 8 black 2;
    castillo grey 6 black 3 purple 1; bruja black 6 purple 2 green 2; niebla grey 8 white 2;
    cementerio grey 6 black 4
Scary stories: vampire black 5 red 4 purple 1; zombie green 6 grey 3 brown 1; skull white 7 black 3;
    werewolf grey 6 brown 3 black 1; mummy white 6 brown 2 grey 2; tomb grey 8 black 2;
    castle grey 6 black 3 purple 1; witch black 6 purple 2 green 2; fog grey 8 white 2;
    graveyard grey 6 black 4
Energía: rayo yellow 8 white 2; sol yellow 8 orange 2; pila orange 4 black 3 silver 3;
    fuego red 6 orange 4; café brown 8 black 2; electricidad yellow 8 sky 1 white 1;
    volcán red 6 orange 3 black 1; molino white 7 grey 3; placa black 4 blue 4 silver 2;
    enchufe white 8 grey 2
Energy: lightning yellow 8 white 2; sun yellow 8 orange 2; battery orange 4 black 3 silver 3;
    fire red 6 orange 4; coffee brown 8 black 2; electricity yellow 8 sky 1 white 1;
    volcano red 6 orange 3 black 1; windmill white 7 grey 3; solar blue 4 black 4 yellow 2;
    socket white 8 grey 2

Árboles: pino green 9 brown 1; roble brown 6 green 4; olivo green 6 grey 2 silver 2;
    abedul white 6 silver 2 green 2; sauce green 7 lime 3; palmera green 6 brown 4;
    cerezo pink 8 white 2; secuoya brown 6 red 2 green 2; arce red 5 orange 4 brown 1;
    almendro white 6 pink 4
Trees: pine green 9 brown 1; oak brown 6 green 4; olive green 6 grey 2 silver 2;
    birch white 6 silver 2 green 2; willow green 7 lime 3; palm green 6 brown 4;
    cherry pink 8 white 2; sequoia brown 6 red 2 green 2; maple red 5 orange 4 brown 1;
    almond white 6 pink 4
Bailes: flamenco red 7 black 3; tango red 6 black 4; salsa red 6 orange 2 yellow 2;
    vals white 5 gold 3 sky 2; ballet pink 8 white 2; disco silver 5 purple 3 gold 2;
    samba yellow 4 green 3 orange 3; jota red 5 white 3 black 2; twist red 4 pink 3 yellow 3;
    breakdance black 5 red 3 grey 2
Dances: flamenco red 7 black 3; tango red 6 black 4; salsa red 6 orange 2 yellow 2;
    waltz white 5 gold 3 sky 2; ballet pink 8 white 2; disco silver 5 purple 3 gold 2;
    samba yellow 4 green 3 orange 3; conga orange 4 red 3 yellow 3; twist red 4 pink 3 yellow 3;
    breakdance black 5 red 3 grey 2
Inventos: bombilla yellow 8 white 2; rueda black 6 grey 2 brown 2; teléfono black 5 silver 3 red 2;
    imprenta black 6 grey 2 brown 2; brújula gold 4 red 3 silver 3; internet blue 7 sky 3;
    avión white 6 silver 4; radio brown 4 black 3 silver 3; vacuna white 8 sky 2;
    penicilina white 7 green 3
Inventions: lightbulb yellow 8 white 2; wheel black 6 grey 2 brown 2;
    telephone black 5 silver 3 red 2; printing black 6 grey 2 brown 2;
    compass gold 4 red 3 silver 3; internet blue 7 sky 3; aeroplane white 6 silver 4;
    radio brown 4 black 3 silver 3; vaccine white 8 sky 2; penicillin white 7 green 3
Soledad: faro white 5 red 3 grey 2; luna silver 6 white 3 grey 1; isla green 4 yellow 3 sky 3;
    desierto yellow 7 orange 2 brown 1; lluvia grey 7 sky 2 blue 1; invierno white 6 grey 4;
    silencio white 6 grey 4; habitación grey 5 white 3 brown 2; banco brown 5 green 3 grey 2;
    lobo grey 8 black 2
Loneliness: lighthouse white 5 red 3 grey 2; moon silver 6 white 3 grey 1;
    island green 4 yellow 3 sky 3; desert yellow 7 orange 2 brown 1; rain grey 7 sky 2 blue 1;
    winter white 6 grey 4; silence white 6 grey 4; room grey 5 white 3 brown 2;
    bench brown 5 green 3 grey 2; wolf grey 8 black 2

Comida de desayuno: tostada brown 6 yellow 4; huevo yellow 5 white 5; café brown 8 black 2;
    cereales yellow 6 brown 4; zumo orange 8 yellow 2; churros yellow 5 brown 5;
    croissant yellow 5 brown 3 gold 2; mantequilla yellow 9 white 1; yogur white 8 pink 2;
    magdalena yellow 6 brown 4
Breakfast food: toast brown 6 yellow 4; egg yellow 5 white 5; coffee brown 8 black 2;
    cereal yellow 6 brown 4; juice orange 8 yellow 2; bacon red 5 pink 3 brown 2;
    croissant yellow 5 brown 3 gold 2; butter yellow 9 white 1; yogurt white 8 pink 2;
    porridge white 5 brown 3 yellow 2
Películas: titanic blue 6 sky 2 white 2; shrek green; matrix green 7 black 3;
    frozen sky 6 white 3 blue 1; avatar blue 8 sky 2; jurassic green 6 brown 3 black 1;
    cars red 8 yellow 2; grease black 5 pink 3 red 2; tiburón blue 5 grey 3 red 2; barbie pink
Films: titanic blue 6 sky 2 white 2; shrek green; matrix green 7 black 3;
    frozen sky 6 white 3 blue 1; avatar blue 8 sky 2; jaws blue 5 grey 3 red 2; cars red 8 yellow 2;
    grease black 5 pink 3 red 2; ghostbusters red 4 white 4 black 2; barbie pink
Palabras que dan risa: cosquillas pink 5 yellow 3 orange 2; pedo brown 5 green 3 yellow 2;
    moco green 8 lime 2; churro yellow 5 brown 5; chichón red 5 purple 3 pink 2;
    cachivache brown 5 grey 3 orange 2; zapatilla white 4 red 3 blue 3; pompa sky 5 white 3 pink 2;
    ñoño pink 6 yellow 2 white 2; patata yellow 6 brown 4
Funny words: tickle pink 5 yellow 3 orange 2; fart brown 5 green 3 yellow 2; bogey green 8 lime 2;
    wobble pink 5 yellow 3 orange 2; noodle yellow 8 white 2; pickle green 8 lime 2;
    kerfuffle orange 4 red 3 yellow 3; bubbles sky 5 white 3 pink 2; banana yellow;
    hiccup pink 5 red 3 yellow 2
Poder: corona gold 9 red 1; trono gold 7 red 3; rey gold 7 red 2 purple 1; espada silver 8 grey 2;
    león gold 6 orange 2 brown 2; dinero green 6 gold 4; cetro gold 8 purple 2;
    rayo yellow 7 white 2 purple 1; ejército green 6 brown 2 black 2;
    martillo grey 5 silver 3 brown 2
Power: crown gold 9 red 1; throne gold 7 red 3; king gold 7 red 2 purple 1; sword silver 8 grey 2;
    lion gold 6 orange 2 brown 2; money green 6 gold 4; sceptre gold 8 purple 2;
    lightning yellow 7 white 2 purple 1; army green 6 brown 2 black 2;
    dynamite red 7 black 2 orange 1

El espacio: luna silver 5 white 3 grey 2; estrella yellow 6 white 2 silver 2; marte red 8 orange 2;
    cohete silver 4 white 3 red 3; astronauta white 7 silver 3; galaxia purple 5 black 3 blue 2;
    meteorito grey 5 brown 3 orange 2; saturno orange 4 yellow 4 brown 2; agujero black;
    cometa white 4 sky 3 yellow 3
Space: moon silver 5 white 3 grey 2; star yellow 6 white 2 silver 2; mars red 8 orange 2;
    rocket silver 4 white 3 red 3; astronaut white 7 silver 3; galaxy purple 5 black 3 blue 2;
    meteor grey 5 brown 3 orange 2; saturn orange 4 yellow 4 brown 2; asteroid grey 6 brown 4;
    comet white 4 sky 3 yellow 3
Reptiles: cocodrilo green 9 brown 1; lagartija green 6 brown 3 grey 1; tortuga green 7 brown 3;
    serpiente green 6 black 2 brown 2; camaleón green 6 lime 4; iguana green 8 lime 2;
    caimán green 6 brown 4; dragón green 6 red 4; cobra black 5 brown 3 yellow 2;
    geco lime 5 green 5
Reptiles: crocodile green 9 brown 1; lizard green 6 brown 3 grey 1; turtle green 7 brown 3;
    snake green 6 black 2 brown 2; chameleon green 6 lime 4; iguana green 8 lime 2;
    alligator green 6 brown 4; dragon green 6 red 4; cobra black 5 brown 3 yellow 2;
    gecko lime 5 green 5
Viajes: maleta black 4 red 3 brown 3; avión white 7 silver 3; pasaporte red 6 blue 3 brown 1;
    playa yellow 5 sky 5; mapa sky 4 yellow 3 green 3; tren grey 5 red 3 black 2;
    mochila green 4 red 3 blue 3; crucero white 7 blue 3; billete white 5 yellow 3 green 2;
    postal sky 5 yellow 3 white 2
Travel: suitcase black 4 red 3 brown 3; plane white 7 silver 3; passport red 6 blue 3 brown 1;
    beach yellow 5 sky 5; map sky 4 yellow 3 green 3; train grey 5 red 3 black 2;
    backpack green 4 red 3 blue 3; cruise white 7 blue 3; ticket white 5 yellow 3 green 2;
    postcard sky 5 yellow 3 white 2
Esperanza: semilla green 6 brown 4; amanecer orange 6 yellow 3 pink 1; brote green 8 lime 2;
    arcoíris yellow 3 red 3 blue 2 green 2; vela yellow 5 white 4 orange 1; paloma white 9 grey 1;
    primavera green 6 pink 2 yellow 2; luz yellow 6 white 4; estrella yellow 6 white 2 silver 2;
    trébol green
Hope: seed green 6 brown 4; sunrise orange 6 yellow 3 pink 1; sprout green 8 lime 2;
    rainbow yellow 3 red 3 blue 2 green 2; candle yellow 5 white 4 orange 1; dove white 9 grey 1;
    spring green 6 pink 2 yellow 2; light yellow 6 white 4; star yellow 6 white 2 silver 2;
    clover green

Cosas redondas: pelota red 5 white 3 orange 2; canica blue 4 sky 3 green 3; sol yellow 8 orange 2;
    luna silver 5 white 3 yellow 2; moneda gold 7 silver 3; rueda black 8 grey 2;
    pizza red 5 yellow 3 orange 2; botón black 4 white 3 red 3; reloj silver 5 white 3 gold 2;
    donut pink 5 brown 5
Round things: ball red 5 white 3 orange 2; marble blue 4 sky 3 green 3; sun yellow 8 orange 2;
    moon silver 5 white 3 yellow 2; coin gold 7 silver 3; wheel black 8 grey 2;
    pizza red 5 yellow 3 orange 2; button black 4 white 3 red 3; clock silver 5 white 3 gold 2;
    donut pink 5 brown 5
Mascotas: perro brown 7 black 2 white 1; gato black 4 orange 3 white 3; pez orange 8 gold 2;
    hámster brown 5 orange 3 white 2; conejo white 6 grey 2 brown 2; tortuga green 8 brown 2;
    loro green 6 red 3 yellow 1; canario yellow; cobaya brown 5 white 3 orange 2;
    hurón white 4 brown 4 grey 2
Pets: dog brown 7 black 2 white 1; cat black 4 orange 3 white 3; fish orange 8 gold 2;
    hamster brown 5 orange 3 white 2; bunny white 6 grey 2 brown 2; tortoise green 8 brown 2;
    parrot green 6 red 3 yellow 1; canary yellow; guineapig brown 5 white 3 orange 2;
    ferret white 4 brown 4 grey 2
Lugares de vacaciones: playa yellow 6 sky 4; montaña green 5 white 3 grey 2;
    caribe sky 7 blue 2 green 1; isla green 4 yellow 3 sky 3; camping green 7 brown 3;
    crucero white 7 blue 3; piscina sky 8 blue 2; parís grey 5 pink 3 silver 2;
    desierto yellow 7 orange 3; pueblo white 6 brown 3 green 1
Holiday places: beach yellow 6 sky 4; mountains green 5 white 3 grey 2;
    caribbean sky 7 blue 2 green 1; island green 4 yellow 3 sky 3; campsite green 7 brown 3;
    cruise white 7 blue 3; pool sky 8 blue 2; paris grey 5 pink 3 silver 2;
    desert yellow 7 orange 3; cottage white 5 brown 3 green 2
Envidia: ojos green 7 lime 3; monstruo green 8 lime 2; serpiente green 7 black 3;
    vecino green 5 grey 3 lime 2; dinero green 6 gold 4; hierba green 8 lime 2;
    bilis green 5 lime 3 yellow 2; celos green 8 red 2; grinch green 9 lime 1;
    rival red 5 green 4 black 1
Envy: eyes green 7 lime 3; monster green 8 lime 2; snake green 7 black 3;
    neighbour green 5 grey 3 lime 2; money green 6 gold 4; grass green 8 lime 2;
    bile green 5 lime 3 yellow 2; jealousy green 8 red 2; grinch green 9 lime 1;
    rival red 5 green 4 black 1

Especias: pimentón red 8 orange 2; azafrán yellow 5 orange 3 red 2; canela brown 8 orange 2;
    pimienta black 8 grey 2; cúrcuma yellow 7 orange 3; comino brown 8 yellow 2;
    orégano green 8 brown 2; guindilla red 9 orange 1; clavo brown 8 black 2;
    vainilla white 4 yellow 3 brown 3
Spices: paprika red 8 orange 2; saffron yellow 5 orange 3 red 2; cinnamon brown 8 orange 2;
    pepper black 8 grey 2; turmeric yellow 7 orange 3; cumin brown 8 yellow 2;
    oregano green 8 brown 2; chilli red 9 orange 1; cloves brown 8 black 2;
    vanilla white 4 yellow 3 brown 3
Metales: hierro grey 8 black 2; cobre orange 6 brown 3 red 1; bronce brown 6 orange 2 gold 2;
    acero silver 6 grey 4; aluminio silver 8 grey 2; mercurio silver 9 grey 1;
    estaño grey 6 silver 4; plomo grey 8 black 2; titanio silver 6 grey 4; latón gold 6 yellow 4
Metals: iron grey 8 black 2; copper orange 6 brown 3 red 1; bronze brown 6 orange 2 gold 2;
    steel silver 6 grey 4; aluminium silver 8 grey 2; mercury silver 9 grey 1; tin grey 6 silver 4;
    lead grey 8 black 2; titanium silver 6 grey 4; brass gold 6 yellow 4
Cosas que brillan: diamante white 6 silver 3 sky 1; estrella yellow 6 white 2 silver 2;
    brillantina gold 5 silver 3 pink 2; espejo silver 8 white 2; sol yellow 8 orange 2;
    luciérnaga yellow 5 lime 5; trofeo gold 9 silver 1; lentejuelas silver 5 gold 5;
    faro white 6 yellow 4; anillo gold 7 silver 3
Shiny things: diamond white 6 silver 3 sky 1; star yellow 6 white 2 silver 2;
    sequins silver 5 gold 5; mirror silver 8 white 2; sun yellow 8 orange 2;
    firefly yellow 5 lime 5; trophy gold 9 silver 1; tinsel silver 6 gold 4;
    lighthouse white 6 yellow 4; ring gold 7 silver 3
Lujo: caviar black 9 grey 1; champán gold 7 yellow 3; yate white 8 blue 2;
    diamante white 6 silver 3 sky 1; limusina black 8 white 2; mansión white 6 gold 4;
    ferrari red 9 yellow 1; rolex gold 6 silver 4; perlas white 9 pink 1;
    terciopelo red 5 purple 3 black 2
Luxury: caviar black 9 grey 1; champagne gold 7 yellow 3; yacht white 8 blue 2;
    diamonds white 6 silver 3 sky 1; limousine black 8 white 2; mansion white 6 gold 4;
    ferrari red 9 yellow 1; rolex gold 6 silver 4; pearls white 9 pink 1;
    velvet red 5 purple 3 black 2

Quesos: manchego yellow 7 white 2 brown 1; brie white 8 yellow 2; cheddar orange 7 yellow 3;
    mozzarella white; emmental yellow 9 white 1; parmesano yellow 7 white 3;
    roquefort white 4 blue 3 green 3; gouda yellow 6 red 2 orange 2; feta white;
    camembert white 8 yellow 2
Cheeses: manchego yellow 7 white 2 brown 1; brie white 8 yellow 2; cheddar orange 7 yellow 3;
    mozzarella white; swiss yellow 9 white 1; parmesan yellow 7 white 3;
    stilton white 4 blue 3 green 3; gouda yellow 6 red 2 orange 2; feta white;
    camembert white 8 yellow 2
Cosas de la playa: arena yellow 8 brown 2; sombrilla red 4 yellow 3 sky 3;
    toalla sky 4 yellow 3 red 3; cubo red 5 yellow 3 blue 2; olas blue 6 white 2 sky 2;
    crema white 8 yellow 2; gaviota white 8 grey 2; chanclas blue 4 pink 3 black 3;
    castillo yellow 8 brown 2; socorrista red 8 yellow 2
Beach things: sand yellow 8 brown 2; parasol red 4 yellow 3 sky 3; towel sky 4 yellow 3 red 3;
    bucket red 5 yellow 3 blue 2; waves blue 6 white 2 sky 2; suncream white 8 yellow 2;
    seagull white 8 grey 2; flipflops blue 4 pink 3 black 3; sandcastle yellow 8 brown 2;
    lifeguard red 8 yellow 2
Ruidos de la noche: búho brown 6 grey 2 black 2; grillo green 5 black 3 brown 2;
    lobo grey 7 black 3; ronquido grey 5 brown 3 black 2; viento grey 6 sky 2 black 2;
    perro brown 7 black 3; trueno grey 5 black 3 purple 2; gato black 8 grey 2;
    murciélago black 8 brown 2; goteo sky 5 grey 3 blue 2
Night noises: owl brown 6 grey 2 black 2; crickets green 5 black 3 brown 2; howl grey 7 black 3;
    snoring grey 5 brown 3 black 2; wind grey 6 sky 2 black 2; barking brown 7 black 3;
    thunder grey 5 black 3 purple 2; creak brown 6 grey 3 black 1; bat black 8 brown 2;
    dripping sky 5 grey 3 blue 2
Tristeza: lágrima sky 6 blue 4; lluvia grey 6 blue 2 sky 2; nube grey 7 white 3;
    otoño brown 5 orange 3 grey 2; despedida grey 5 blue 3 white 2; funeral black 9 grey 1;
    llanto blue 6 sky 4; soledad grey 6 blue 2 black 2; invierno grey 5 white 3 sky 2;
    pañuelo white 9 grey 1
Sadness: tears sky 6 blue 4; rain grey 6 blue 2 sky 2; cloud grey 7 white 3;
    autumn brown 5 orange 3 grey 2; goodbye grey 5 blue 3 white 2; funeral black 9 grey 1;
    crying blue 6 sky 4; loneliness grey 6 blue 2 black 2; winter grey 5 white 3 sky 2;
    tissue white 9 grey 1

Vehículos de emergencia: ambulancia white 6 yellow 3 red 1; bomberos red 9 yellow 1;
    policía blue 8 white 1 black 1; grúa yellow 6 orange 3 red 1; helicóptero red 4 yellow 3 grey 3;
    sirena red 6 blue 4; guardacostas red 4 orange 3 white 3; quitanieves orange 5 yellow 3 white 2;
    patrulla blue 6 white 2 black 2; rescate orange 6 red 3 yellow 1
Emergency vehicles: ambulance white 6 yellow 3 red 1; firetruck red 9 yellow 1;
    police blue 8 white 1 black 1; tow yellow 6 orange 3 red 1; helicopter red 4 yellow 3 grey 3;
    siren red 6 blue 4; coastguard red 4 orange 3 white 3; snowplough orange 5 yellow 3 white 2;
    patrol blue 6 white 2 black 2; rescue orange 6 red 3 yellow 1
Partes del cuerpo: labios red 6 pink 4; lengua pink 7 red 3; ojo blue 4 brown 4 green 2;
    pelo brown 5 black 3 yellow 2; diente white 9 yellow 1; sangre red; piel pink 4 brown 4 white 2;
    uña pink 6 white 4; vena blue 6 purple 3 green 1; mejillas pink 7 red 3
Body parts: lips red 6 pink 4; tongue pink 7 red 3; eye blue 4 brown 4 green 2;
    hair brown 5 black 3 yellow 2; tooth white 9 yellow 1; blood red; skin pink 4 brown 4 white 2;
    fingernail pink 6 white 4; vein blue 6 purple 3 green 1; cheeks pink 7 red 3
Cosas pegajosas: miel gold 6 yellow 3 orange 1; chicle pink; pegamento white 8 yellow 2;
    caramelo orange 5 brown 3 yellow 2; mermelada red 6 orange 2 purple 2;
    resina yellow 5 brown 3 orange 2; celo white 6 sky 2 silver 2; babosa brown 5 green 3 grey 2;
    algodón pink 7 white 3; sirope brown 7 gold 3
Sticky things: honey gold 6 yellow 3 orange 1; bubblegum pink; glue white 8 yellow 2;
    caramel orange 5 brown 3 yellow 2; jam red 6 orange 2 purple 2; sap yellow 5 brown 3 orange 2;
    tape white 6 sky 2 silver 2; slug brown 5 green 3 grey 2; candyfloss pink 7 white 3;
    syrup brown 7 gold 3
Peligro: fuego red 7 orange 3; semáforo red 8 yellow 1 green 1; calavera black 5 white 5;
    veneno green 5 purple 3 black 2; avispa yellow 7 black 3; volcán red 6 orange 3 black 1;
    tiburón grey 8 blue 2; alarma red 9 yellow 1; rayo yellow 7 white 2 purple 1;
    dinamita red 7 black 2 orange 1
Danger: fire red 7 orange 3; stoplight red 8 yellow 1 green 1; skull black 5 white 5;
    poison green 5 purple 3 black 2; wasp yellow 7 black 3; volcano red 6 orange 3 black 1;
    shark grey 8 blue 2; alarm red 9 yellow 1; lightning yellow 7 white 2 purple 1;
    dynamite red 7 black 2 orange 1

Dinosaurios: tiranosaurio green 6 brown 3 red 1; diplodocus green 6 grey 3 brown 1;
    triceratops green 5 brown 3 grey 2; fósil brown 5 grey 3 white 2; huevo white 5 brown 3 green 2;
    meteorito grey 5 orange 3 red 2; velociraptor green 5 brown 4 grey 1;
    pterodáctilo brown 5 grey 3 green 2; estegosaurio green 6 orange 2 brown 2;
    hueso white 8 grey 2
Dinosaurs: trex green 6 brown 3 red 1; diplodocus green 6 grey 3 brown 1;
    triceratops green 5 brown 3 grey 2; fossil brown 5 grey 3 white 2; egg white 5 brown 3 green 2;
    meteorite grey 5 orange 3 red 2; raptor green 5 brown 4 grey 1;
    pterodactyl brown 5 grey 3 green 2; stegosaurus green 6 orange 2 brown 2; bone white 8 grey 2
Juegos de mesa: parchís red 3 yellow 3 green 2 blue 2; ajedrez black 5 white 5;
    monopoly green 4 red 3 white 3; dados white 7 red 2 black 1; damas black 5 red 3 white 2;
    oca yellow 5 white 3 orange 2; dominó white 5 black 5; trivial blue 3 pink 3 yellow 2 green 2;
    tablero brown 6 green 2 black 2; cartas red 5 black 3 white 2
Board games: ludo red 3 yellow 3 green 2 blue 2; chess black 5 white 5;
    monopoly green 4 red 3 white 3; dice white 7 red 2 black 1; draughts black 5 red 3 white 2;
    scrabble brown 5 white 3 red 2; dominoes white 5 black 5; trivia blue 3 pink 3 yellow 2 green 2;
    counters red 4 blue 3 yellow 3; cards red 5 black 3 white 2
Cosas suaves: algodón white 8 pink 2; peluche brown 5 pink 3 white 2; almohada white 8 sky 2;
    nube white 8 sky 2; pluma white 8 grey 2; terciopelo red 4 purple 4 black 2;
    gatito grey 4 white 3 orange 3; manta sky 4 pink 3 brown 3; seda white 4 pink 3 red 3;
    lana white 6 grey 2 brown 2
Soft things: cotton white 8 pink 2; plush brown 5 pink 3 white 2; pillow white 8 sky 2;
    cloud white 8 sky 2; feather white 8 grey 2; velvet red 4 purple 4 black 2;
    kitten grey 4 white 3 orange 3; blanket sky 4 pink 3 brown 3; silk white 4 pink 3 red 3;
    wool white 6 grey 2 brown 2
Alegría: sol yellow 9 orange 1; risa yellow 6 orange 2 pink 2; fiesta red 3 yellow 4 orange 3;
    girasol yellow; confeti yellow 3 red 3 pink 2 sky 2; verano yellow 6 orange 2 sky 2;
    sonrisa yellow 7 pink 2 white 1; globo red 5 yellow 3 pink 2; baile red 4 yellow 3 orange 3;
    payaso red 5 yellow 3 orange 2
Joy: sunshine yellow 9 orange 1; laughter yellow 6 orange 2 pink 2; party red 3 yellow 4 orange 3;
    sunflower yellow; confetti yellow 3 red 3 pink 2 sky 2; summer yellow 6 orange 2 sky 2;
    smile yellow 7 pink 2 white 1; balloon red 5 yellow 3 pink 2; dancing red 4 yellow 3 orange 3;
    puppy brown 6 yellow 3 white 1

Marcas de coche: ferrari red 9 yellow 1; lamborghini yellow 6 orange 3 lime 1;
    seat red 5 white 3 grey 2; volkswagen blue 5 white 3 silver 2; mercedes silver 6 black 4;
    bmw blue 5 white 3 black 2; porsche silver 4 black 3 red 3; tesla white 5 red 3 black 2;
    fiat red 6 white 2 yellow 2; renault yellow 6 silver 2 black 2
Car makes: ferrari red 9 yellow 1; lamborghini yellow 6 orange 3 lime 1;
    jaguar green 5 silver 3 black 2; volkswagen blue 5 white 3 silver 2; mercedes silver 6 black 4;
    bmw blue 5 white 3 black 2; porsche silver 4 black 3 red 3; tesla white 5 red 3 black 2;
    fiat red 6 white 2 yellow 2; ford blue 7 silver 2 black 1
Cosas del jardín: césped green 9 lime 1; regadera green 5 silver 3 red 2; maceta orange 5 brown 5;
    gnomo red 6 blue 2 white 2; tierra brown 9 black 1; manguera green 6 yellow 2 black 2;
    tulipanes red 5 pink 3 yellow 2; rastrillo brown 5 grey 3 green 2;
    caracol brown 6 grey 2 green 2; setos green 9 brown 1
Garden things: lawn green 9 lime 1; wateringcan green 5 silver 3 red 2; flowerpot orange 5 brown 5;
    gnome red 6 blue 2 white 2; soil brown 9 black 1; hose green 6 yellow 2 black 2;
    tulips red 5 pink 3 yellow 2; rake brown 5 grey 3 green 2; snail brown 6 grey 2 green 2;
    hedge green 9 brown 1
Lenguas del mundo: español red 5 yellow 5; inglés red 4 blue 4 white 2;
    francés blue 5 white 3 red 2; italiano green 5 red 3 white 2; alemán black 4 red 3 yellow 3;
    chino red 8 yellow 2; japonés white 5 red 5; árabe green 5 gold 3 white 2;
    ruso red 4 white 3 blue 3; portugués green 6 red 4
Languages: spanish red 5 yellow 5; english red 4 blue 4 white 2; french blue 5 white 3 red 2;
    italian green 5 red 3 white 2; german black 4 red 3 yellow 3; chinese red 8 yellow 2;
    japanese white 5 red 5; arabic green 5 gold 3 white 2; russian red 4 white 3 blue 3;
    portuguese green 6 red 4
Silencio: biblioteca brown 6 white 2 green 2; nieve white; noche black 7 blue 3;
    desierto yellow 6 orange 2 white 2; mimo white 5 black 5; monasterio brown 5 grey 3 white 2;
    espacio black 7 purple 2 blue 1; niebla grey 6 white 4; luna silver 6 white 3 grey 1;
    secreto black 5 purple 3 grey 2
Silence: library brown 6 white 2 green 2; snow white; night black 7 blue 3;
    desert yellow 6 orange 2 white 2; mime white 5 black 5; monastery brown 5 grey 3 white 2;
    space black 7 purple 2 blue 1; fog grey 6 white 4; moon silver 6 white 3 grey 1;
    secret black 5 purple 3 grey 2

Cereales: trigo yellow 7 gold 2 brown 1; arroz white; maíz yellow 9 orange 1;
    avena brown 5 yellow 3 white 2; cebada yellow 6 brown 3 gold 1; centeno brown 7 yellow 3;
    mijo yellow 7 white 3; quinoa white 5 yellow 3 brown 2; espiga yellow 6 gold 4; harina white
Grains: wheat yellow 7 gold 2 brown 1; rice white; corn yellow 9 orange 1;
    oats brown 5 yellow 3 white 2; barley yellow 6 brown 3 gold 1; rye brown 7 yellow 3;
    millet yellow 7 white 3; quinoa white 5 yellow 3 brown 2; straw yellow 6 gold 4; flour white
Cosas de invierno: nieve white; bufanda red 5 grey 3 sky 2; chimenea red 5 orange 3 brown 2;
    muñeco white 9 orange 1; guantes red 4 black 3 grey 3; hielo sky 6 white 4;
    trineo red 5 brown 3 white 2; abrigo black 5 brown 3 grey 2; escarcha white 6 silver 3 sky 1;
    chocolate brown
Winter things: snow white; scarf red 5 grey 3 sky 2; fireplace red 5 orange 3 brown 2;
    snowman white 9 orange 1; gloves red 4 black 3 grey 3; ice sky 6 white 4;
    sledge red 5 brown 3 white 2; coat black 5 brown 3 grey 2; frost white 6 silver 3 sky 1;
    cocoa brown
Mitología: zeus gold 5 white 3 sky 2; poseidón blue 7 sky 2 green 1; medusa green 7 grey 2 lime 1;
    pegaso white 9 sky 1; minotauro brown 6 black 2 red 2; olimpo white 5 gold 5;
    unicornio white 5 pink 3 purple 2; fénix red 5 orange 3 gold 2; tritón blue 5 green 4 silver 1;
    hércules gold 6 brown 2 red 2
Mythology: zeus gold 5 white 3 sky 2; poseidon blue 7 sky 2 green 1; medusa green 7 grey 2 lime 1;
    pegasus white 9 sky 1; minotaur brown 6 black 2 red 2; olympus white 5 gold 5;
    unicorn white 5 pink 3 purple 2; phoenix red 5 orange 3 gold 2; trident gold 5 silver 3 blue 2;
    hercules gold 6 brown 2 red 2
Rabia: fuego red 7 orange 3; volcán red 6 orange 3 black 1; toro red 6 black 4;
    grito red 7 black 2 orange 1; portazo brown 5 red 3 black 2; tormenta grey 5 black 3 purple 2;
    puño red 6 black 2 pink 2; cara red 7 pink 3; bomba black 7 red 3; dragón red 6 green 4
Anger: fire red 7 orange 3; volcano red 6 orange 3 black 1; bull red 6 black 4;
    shout red 7 black 2 orange 1; slam brown 5 red 3 black 2; storm grey 5 black 3 purple 2;
    fist red 6 black 2 pink 2; tantrum red 7 pink 3; bomb black 7 red 3; dragon red 6 green 4

Cosas de la granja: tractor green 5 red 4 yellow 1; paja yellow 8 gold 2; granero red 7 brown 3;
    huevos white 6 brown 4; valla brown 7 white 3; establo brown 8 red 2;
    heno yellow 6 gold 2 green 2; barro brown 9 black 1; espantapájaros brown 4 yellow 3 orange 3;
    leche white
Farmyard things: tractor green 5 red 4 yellow 1; hay yellow 6 gold 2 green 2; barn red 7 brown 3;
    eggs white 6 brown 4; fence brown 7 white 3; stable brown 8 red 2; haystack yellow 8 gold 2;
    mud brown 9 black 1; scarecrow brown 4 yellow 3 orange 3; milk white
Monstruos: frankenstein green 8 grey 1 black 1; godzilla green 7 grey 3;
    zombi green 6 grey 3 brown 1; vampiro black 5 red 4 purple 1; yeti white 9 grey 1;
    ogro green 8 brown 2; kraken purple 4 red 3 green 3; troll green 5 brown 3 grey 2;
    momia white 6 brown 2 grey 2; cíclope brown 4 green 3 grey 3
Monsters: frankenstein green 8 grey 1 black 1; godzilla green 7 grey 3;
    zombie green 6 grey 3 brown 1; vampire black 5 red 4 purple 1; yeti white 9 grey 1;
    ogre green 8 brown 2; kraken purple 4 red 3 green 3; troll green 5 brown 3 grey 2;
    mummy white 6 brown 2 grey 2; cyclops brown 4 green 3 grey 3
Olimpiadas: medalla gold 8 silver 2; antorcha orange 5 gold 3 red 2; podio gold 4 white 4 silver 2;
    anillas blue 3 yellow 2 black 2 green 2 red 1; atleta red 4 white 3 blue 3;
    maratón white 4 red 3 blue 3; récord gold 7 red 3; llama orange 6 red 3 yellow 1;
    pódium gold 4 white 4 silver 2; estadio green 5 grey 3 white 2
Olympics: medal gold 8 silver 2; torch orange 5 gold 3 red 2; podium gold 4 white 4 silver 2;
    rings blue 3 yellow 2 black 2 green 2 red 1; athlete red 4 white 3 blue 3;
    marathon white 4 red 3 blue 3; record gold 7 red 3; flame orange 6 red 3 yellow 1;
    sprint red 6 white 2 orange 2; stadium green 5 grey 3 white 2
Calor: sol yellow 7 orange 3; fuego red 6 orange 4; desierto yellow 6 orange 4;
    horno orange 5 red 3 black 2; agosto yellow 6 orange 4; sudor sky 4 white 3 yellow 3;
    lava red 6 orange 4; ventilador white 6 grey 2 sky 2; sauna brown 6 red 2 white 2;
    guindilla red 9 orange 1
Heat: sun yellow 7 orange 3; fire red 6 orange 4; desert yellow 6 orange 4;
    oven orange 5 red 3 black 2; august yellow 6 orange 4; sweat sky 4 white 3 yellow 3;
    lava red 6 orange 4; fan white 6 grey 2 sky 2; sauna brown 6 red 2 white 2;
    chilli red 9 orange 1

Platos típicos: paella yellow 8 orange 2; gazpacho red 8 orange 2; tortilla yellow 9 brown 1;
    cocido brown 5 yellow 3 orange 2; fabada brown 5 orange 3 white 2; pulpo red 4 purple 3 pink 3;
    salmorejo orange 6 red 4; croquetas brown 6 yellow 3 gold 1; migas brown 6 yellow 4;
    jamón red 6 pink 3 brown 1
Traditional dishes: paella yellow 8 orange 2; roast brown 8 gold 2; pie brown 6 yellow 3 gold 1;
    curry yellow 5 orange 3 brown 2; stew brown 8 orange 2; haggis brown 6 grey 2 black 2;
    goulash red 6 brown 4; sushi white 5 red 3 black 2; lasagne red 5 yellow 3 orange 2;
    tacos yellow 5 brown 3 red 2
Cosas del cielo: nube white 8 sky 2; sol yellow 8 orange 2; avión white 7 silver 3;
    luna silver 5 white 3 yellow 2; arcoíris red 3 yellow 3 blue 2 green 2;
    pájaro sky 5 black 3 white 2; estrella yellow 6 white 2 silver 2; cometa red 4 yellow 3 sky 3;
    globo red 5 yellow 3 sky 2; rayo yellow 8 white 2
Things in the sky: cloud white 8 sky 2; sun yellow 8 orange 2; plane white 7 silver 3;
    moon silver 5 white 3 yellow 2; rainbow red 3 yellow 3 blue 2 green 2;
    bird sky 5 black 3 white 2; star yellow 6 white 2 silver 2; kite red 4 yellow 3 sky 3;
    balloon red 5 yellow 3 sky 2; lightning yellow 8 white 2
Reyes y reinas: corona gold 9 red 1; trono gold 7 red 3; cetro gold 8 purple 2;
    capa red 5 purple 4 gold 1; castillo grey 6 white 2 gold 2; palacio white 5 gold 5;
    joyas gold 5 red 3 silver 2; armiño white 8 black 2; príncipe sky 5 gold 3 blue 2;
    banquete gold 4 red 3 brown 3
Kings and queens: crown gold 9 red 1; throne gold 7 red 3; sceptre gold 8 purple 2;
    robe red 5 purple 4 gold 1; castle grey 6 white 2 gold 2; palace white 5 gold 5;
    jewels gold 5 red 3 silver 2; ermine white 8 black 2; prince sky 5 gold 3 blue 2;
    banquet gold 4 red 3 brown 3
Elegancia: esmoquin black 9 white 1; perlas white 9 pink 1; tacones black 6 red 4;
    seda white 4 red 3 black 3; cisne white 9 black 1; champán gold 7 yellow 3;
    gala black 6 gold 2 silver 2; corbata black 5 red 3 blue 2; guantes white 6 black 4;
    piano black 8 white 2
Elegance: tuxedo black 9 white 1; pearls white 9 pink 1; heels black 6 red 4;
    silk white 4 red 3 black 3; swan white 9 black 1; champagne gold 7 yellow 3;
    gala black 6 gold 2 silver 2; bowtie black 7 red 3; gloves white 6 black 4;
    piano black 8 white 2

Cosas de pirata: parche black; cofre brown 6 gold 4; loro green 6 red 3 yellow 1;
    bandera black 8 white 2; barco brown 7 black 2 white 1; espada silver 8 grey 2;
    mapa brown 5 yellow 5; doblones gold; ron brown 7 gold 2 black 1; calavera white 6 black 4
Pirate things: eyepatch black; chest brown 6 gold 4; parrot green 6 red 3 yellow 1;
    flag black 8 white 2; ship brown 7 black 2 white 1; cutlass silver 8 grey 2;
    map brown 5 yellow 5; doubloons gold; rum brown 7 gold 2 black 1; skull white 6 black 4
Formas: círculo red 4 blue 3 yellow 3; cuadrado blue 4 red 3 yellow 3;
    triángulo yellow 4 red 3 green 3; corazón red 8 pink 2; estrella yellow 8 gold 2;
    rombo red 5 green 3 blue 2; óvalo white 5 yellow 3 sky 2; espiral purple 4 black 3 blue 3;
    cubo red 5 blue 3 yellow 2; rectángulo blue 4 grey 3 white 3
Shapes: circle red 4 blue 3 yellow 3; square blue 4 red 3 yellow 3; triangle yellow 4 red 3 green 3;
    heart red 8 pink 2; star yellow 8 gold 2; diamond red 5 green 3 blue 2;
    oval white 5 yellow 3 sky 2; spiral purple 4 black 3 blue 3; cube red 5 blue 3 yellow 2;
    rectangle blue 4 grey 3 white 3
Sabores: ácido lime 6 yellow 4; dulce pink 8 white 2; amargo brown 6 black 2 green 2;
    salado white 6 grey 2 blue 2; picante red 9 orange 1; menta green 6 lime 4;
    vainilla white 5 yellow 5; limón yellow 7 lime 3; fresa red 6 pink 4; regaliz black 7 red 3
Flavours: sour lime 6 yellow 4; sweet pink 8 white 2; bitter brown 6 black 2 green 2;
    salty white 6 grey 2 blue 2; spicy red 9 orange 1; mint green 6 lime 4;
    vanilla white 5 yellow 5; lemon yellow 7 lime 3; strawberry red 6 pink 4;
    liquorice black 7 red 3
Timidez: rubor red 6 pink 4; mejillas pink 7 red 3; ratón grey 8 white 2; tortuga green 7 brown 3;
    susurro white 5 grey 3 pink 2; esquina grey 7 white 3; flequillo brown 6 black 2 yellow 2;
    caracol brown 6 grey 2 green 2; niebla grey 6 white 4; escondite grey 5 black 3 white 2
Shyness: blush pink 7 red 3; cheeks pink 7 red 3; mouse grey 8 white 2; tortoise green 7 brown 3;
    whisper white 5 grey 3 pink 2; corner grey 7 white 3; fringe brown 6 black 2 yellow 2;
    snail brown 6 grey 2 green 2; wallflower grey 5 pink 3 white 2; hiding grey 5 black 3 white 2

Dulces de feria: algodón pink 8 sky 2; manzana red 9 pink 1; churros yellow 5 brown 5;
    palomitas white 6 yellow 4; garrapiñadas brown 7 orange 3; gofre yellow 6 brown 4;
    turrón brown 6 white 2 gold 2; regaliz black 6 red 4; nubes pink 6 white 4;
    piruleta red 6 pink 4
Fairground treats: candyfloss pink 8 sky 2; toffeeapple red 9 pink 1;
    doughnuts brown 5 pink 3 yellow 2; popcorn white 6 yellow 4; fudge brown 8 gold 2;
    waffle yellow 6 brown 4; nougat white 5 brown 3 gold 2; liquorice black 6 red 4;
    marshmallows pink 6 white 4; lollipop red 6 pink 4
Cosas que vuelan: avión white 7 silver 3; pájaro sky 5 black 3 white 2;
    mariposa orange 3 blue 3 yellow 2 purple 2; cometa red 4 yellow 3 sky 3;
    globo red 5 yellow 3 sky 2; dron black 6 grey 2 silver 2; helicóptero grey 4 red 3 yellow 3;
    murciélago black 8 brown 2; abeja yellow 7 black 3; avioneta white 5 red 3 yellow 2
Things that fly: plane white 7 silver 3; bird sky 5 black 3 white 2;
    butterfly orange 3 blue 3 yellow 2 purple 2; kite red 4 yellow 3 sky 3;
    balloon red 5 yellow 3 sky 2; drone black 6 grey 2 silver 2; helicopter grey 4 red 3 yellow 3;
    bat black 8 brown 2; bee yellow 7 black 3; glider white 7 sky 3
Números: cero white 6 black 2 grey 2; uno red 5 white 3 black 2; siete gold 4 green 3 yellow 3;
    trece black 7 red 3; cien gold 6 red 2 white 2; millón gold 6 green 4; pi sky 4 white 3 grey 3;
    dos blue 4 red 3 yellow 3; infinito black 5 purple 3 sky 2; docena white 6 brown 4
Numbers: zero white 6 black 2 grey 2; one red 5 white 3 black 2; seven gold 4 green 3 yellow 3;
    thirteen black 7 red 3; hundred gold 6 red 2 white 2; million gold 6 green 4;
    pi sky 4 white 3 grey 3; two blue 4 red 3 yellow 3; infinity black 5 purple 3 sky 2;
    dozen white 6 brown 4
Generosidad: regalo red 5 gold 3 pink 2; corazón red 7 pink 3; abrazo pink 5 orange 3 red 2;
    donación green 5 gold 3 yellow 2; propina gold 5 silver 3 green 2; sol yellow 8 orange 2;
    abuela pink 4 grey 3 brown 3; pan brown 6 yellow 4; manos pink 5 brown 3 orange 2;
    caridad gold 4 white 3 red 3
Generosity: gift red 5 gold 3 pink 2; heart red 7 pink 3; hug pink 5 orange 3 red 2;
    donation green 5 gold 3 yellow 2; tip gold 5 silver 3 green 2; sunshine yellow 8 orange 2;
    grandma pink 4 grey 3 brown 3; bread brown 6 yellow 4; hands pink 5 brown 3 orange 2;
    charity gold 4 white 3 red 3

Uniformes: policía blue 9 black 1; médico white 8 green 2; bombero yellow 5 red 3 black 2;
    militar green 8 brown 2; enfermera white 7 sky 3; marinero white 6 blue 4;
    colegio blue 5 grey 3 red 2; cocinero white 9 black 1; azafata blue 5 red 3 white 2;
    butanero orange 8 black 2
Uniforms: police blue 9 black 1; doctor white 8 green 2; firefighter yellow 5 red 3 black 2;
    army green 8 brown 2; nurse white 7 sky 3; sailor white 6 blue 4; school blue 5 grey 3 red 2;
    chef white 9 black 1; surgeon green 6 sky 4; scout green 6 brown 2 yellow 2
Flores de primavera: margarita white 6 yellow 4; tulipán red 5 pink 3 yellow 2;
    narciso yellow 9 white 1; glicinia purple 8 sky 1 white 1; amapola red 9 orange 1;
    almendro pink 5 white 5; lirio purple 6 blue 2 white 2; jacinto purple 6 blue 3 pink 1;
    prímula yellow 6 pink 3 purple 1; azahar white 9 yellow 1
Spring flowers: daisy white 6 yellow 4; tulip red 5 pink 3 yellow 2; daffodil yellow 9 white 1;
    wisteria purple 8 sky 1 white 1; poppy red 9 orange 1; blossom pink 5 white 5;
    crocus purple 6 yellow 2 white 2; hyacinth purple 6 blue 3 pink 1;
    primrose yellow 6 pink 3 purple 1; snowdrop white 9 green 1
Medicinas: aspirina white 9 red 1; jarabe red 4 pink 3 orange 3; pastilla white 6 pink 2 red 2;
    tirita pink 5 brown 3 white 2; vacuna white 6 sky 3 silver 1;
    jeringuilla silver 5 white 3 sky 2; pomada white 8 yellow 2; vitaminas orange 6 yellow 4;
    antibiótico white 5 red 3 blue 2; gotas sky 6 white 4
Medicines: aspirin white 9 red 1; syrup red 4 pink 3 orange 3; pill white 6 pink 2 red 2;
    plaster pink 5 brown 3 white 2; vaccine white 6 sky 3 silver 1; syringe silver 5 white 3 sky 2;
    ointment white 8 yellow 2; vitamins orange 6 yellow 4; antibiotic white 5 red 3 blue 2;
    drops sky 6 white 4
Sueños: nube white 6 sky 3 pink 1; luna silver 6 white 2 purple 2;
    estrellas yellow 5 silver 3 purple 2; almohada white 8 sky 2; unicornio pink 5 white 3 purple 2;
    volar sky 8 white 2; pesadilla black 8 purple 2; cama white 6 sky 2 blue 2;
    noche black 5 blue 3 purple 2; oveja white 9 grey 1
Dreams: cloud white 6 sky 3 pink 1; moon silver 6 white 2 purple 2;
    stars yellow 5 silver 3 purple 2; pillow white 8 sky 2; unicorn pink 5 white 3 purple 2;
    flying sky 8 white 2; nightmare black 8 purple 2; bed white 6 sky 2 blue 2;
    night black 5 blue 3 purple 2; sheep white 9 grey 1

Personajes de dibujos: pitufo blue 9 white 1; simpson yellow 9 blue 1; garfield orange 9 black 1;
    mickey black 6 red 3 yellow 1; bob yellow 9 brown 1; peppa pink 9 red 1; shrek green;
    pikachu yellow 9 red 1; piolín yellow; pantera pink 9 white 1
Cartoon characters: smurf blue 9 white 1; simpsons yellow 9 blue 1; garfield orange 9 black 1;
    mickey black 6 red 3 yellow 1; spongebob yellow 9 brown 1; peppa pink 9 red 1; shrek green;
    pikachu yellow 9 red 1; tweety yellow; scooby brown 8 black 1 sky 1
Cosas del bosque: pino green 9 brown 1; musgo green 8 lime 2; seta red 5 white 3 brown 2;
    ardilla orange 5 brown 4 red 1; tronco brown 9 green 1; helecho green 8 lime 2;
    piña brown 8 green 2; hojas green 6 orange 2 brown 2; ciervo brown 9 white 1;
    zorro orange 9 red 1
Forest things: pine green 9 brown 1; moss green 8 lime 2; mushroom red 5 white 3 brown 2;
    squirrel orange 5 brown 4 red 1; log brown 9 green 1; fern green 8 lime 2;
    pinecone brown 8 green 2; leaves green 6 orange 2 brown 2; deer brown 9 white 1;
    fox orange 9 red 1
Secretos: diario pink 5 brown 3 purple 2; candado gold 4 silver 4 grey 2;
    susurro grey 5 white 3 purple 2; sobre white 8 brown 2; caja brown 6 black 2 gold 2;
    llave gold 5 silver 4 grey 1; máscara black 6 purple 2 gold 2; sombra black 7 grey 3;
    código green 5 black 3 grey 2; cofre brown 6 gold 4
Secrets: diary pink 5 brown 3 purple 2; padlock gold 4 silver 4 grey 2;
    whisper grey 5 white 3 purple 2; envelope white 8 brown 2; box brown 6 black 2 gold 2;
    key gold 5 silver 4 grey 1; mask black 6 purple 2 gold 2; shadow black 7 grey 3;
    code green 5 black 3 grey 2; vault grey 5 silver 3 black 2
Locura: payaso red 4 yellow 3 green 3; sombrerero purple 4 orange 3 green 3;
    manicomio white 7 grey 3; espiral purple 5 lime 3 black 2; carcajada yellow 5 orange 3 red 2;
    caos red 4 orange 3 black 3; gato purple 5 pink 3 black 2; risa yellow 5 orange 3 pink 2;
    laberinto green 5 grey 3 purple 2; joker purple 5 green 4 white 1
Madness: clown red 4 yellow 3 green 3; hatter purple 4 orange 3 green 3; asylum white 7 grey 3;
    spiral purple 5 lime 3 black 2; cackle yellow 5 orange 3 red 2; chaos red 4 orange 3 black 3;
    cheshire purple 5 pink 3 black 2; laughter yellow 5 orange 3 pink 2;
    maze green 5 grey 3 purple 2; joker purple 5 green 4 white 1

Mares y ríos: amazonas green 6 brown 4; mediterráneo blue 7 sky 3; nilo blue 5 green 3 brown 2;
    caribe sky 8 blue 2; ola blue 6 white 2 sky 2; cascada white 5 sky 3 blue 2;
    delta green 5 brown 3 blue 2; muerto grey 4 blue 3 white 3; danubio blue 8 sky 2;
    ebro blue 5 brown 3 green 2
Seas and rivers: amazon green 6 brown 4; mediterranean blue 7 sky 3; nile blue 5 green 3 brown 2;
    caribbean sky 8 blue 2; wave blue 6 white 2 sky 2; waterfall white 5 sky 3 blue 2;
    thames grey 6 brown 3 blue 1; mississippi brown 6 blue 4; danube blue 8 sky 2;
    tide blue 6 grey 2 sky 2
Tiendas: frutería green 4 red 3 orange 3; panadería brown 6 yellow 4; carnicería red 9 white 1;
    farmacia green 9 white 1; floristería pink 4 green 3 red 3; joyería gold 7 silver 3;
    ferretería grey 6 silver 2 red 2; librería brown 6 white 2 red 2;
    pescadería silver 5 blue 3 white 2; quiosco green 4 red 3 yellow 3
Shops: grocer green 6 red 2 orange 2; bakery brown 6 yellow 4; butcher red 9 white 1;
    pharmacy green 9 white 1; florist pink 4 green 3 red 3; jeweller gold 7 silver 3;
    hardware grey 6 silver 2 red 2; bookshop brown 6 white 2 red 2;
    fishmonger silver 5 blue 3 white 2; newsagent red 4 white 3 yellow 3
Ruidos de animales: ladrido brown 7 black 3; maullido orange 4 black 3 grey 3;
    mugido white 5 black 3 brown 2; rugido orange 6 gold 2 yellow 2; relincho brown 8 black 2;
    cacareo white 5 brown 3 red 2; croar green 9 lime 1; zumbido yellow 7 black 3;
    gruñido pink 5 brown 3 black 2; aullido grey 8 black 2
Animal sounds: woof brown 7 black 3; meow orange 4 black 3 grey 3; moo white 5 black 3 brown 2;
    roar orange 6 gold 2 yellow 2; neigh brown 8 black 2; cluck white 5 brown 3 red 2;
    croak green 9 lime 1; buzz yellow 7 black 3; oink pink 9 brown 1; howl grey 8 black 2
Aburrimiento: lunes grey 7 blue 2 brown 1; lluvia grey 7 sky 2 blue 1;
    reunión grey 7 black 2 white 1; bostezo grey 5 white 3 pink 2; techo white 6 grey 4;
    espera grey 6 white 4; sofá brown 5 grey 3 red 2; domingo grey 5 sky 3 white 2;
    cola grey 6 black 4
Boredom: monday grey 7 blue 2 brown 1; rain grey 7 sky 2 blue 1; meeting grey 7 black 2 white 1;
    yawn grey 5 white 3 pink 2; wall white 6 grey 4; waiting grey 6 white 4;
    sofa brown 5 grey 3 red 2; sunday grey 5 sky 3 white 2; queue grey 6 black 4;
    paperwork white 7 grey 3

Cosas frías: hielo sky 6 white 4; nieve white; nevera white 7 silver 3;
    helado pink 5 white 3 brown 2; polo sky 4 red 3 white 3; iglú white 8 sky 2;
    pingüino black 5 white 5; granizado red 4 sky 3 yellow 3; escarcha white 6 silver 3 sky 1;
    glaciar sky 6 white 4
Cold things: ice sky 6 white 4; snow white; fridge white 7 silver 3;
    icecream pink 5 white 3 brown 2; icelolly sky 4 red 3 white 3; igloo white 8 sky 2;
    penguin black 5 white 5; slushie red 4 sky 3 yellow 3; frost white 6 silver 3 sky 1;
    glacier sky 6 white 4
Magia: varita black 6 brown 3 white 1; mago purple 8 blue 2; sombrero black 8 purple 2;
    conejo white 9 grey 1; chistera black 9 red 1; hechizo purple 7 lime 2 green 1;
    bola purple 5 sky 3 silver 2; estrellas yellow 5 silver 3 purple 2;
    pócima green 5 purple 4 lime 1; capa black 5 purple 4 red 1
Magic: wand black 6 brown 3 white 1; wizard purple 8 blue 2; tophat black 9 red 1;
    rabbit white 9 grey 1; spell purple 7 lime 2 green 1; crystal purple 5 sky 3 silver 2;
    stars yellow 5 silver 3 purple 2; potion green 5 purple 4 lime 1; cape black 5 purple 4 red 1;
    merlin purple 6 blue 3 white 1
Palabras difíciles: otorrinolaringólogo white 6 grey 4; esternocleidomastoideo red 5 pink 3 grey 2;
    idiosincrasia purple 5 grey 3 black 2; paralelepípedo grey 6 blue 2 white 2;
    electroencefalograma grey 5 white 3 silver 2; onomatopeya yellow 4 orange 3 purple 3;
    desoxirribonucleico blue 4 purple 3 grey 3; hipopótamo grey 7 purple 2 pink 1;
    ornitorrinco brown 8 grey 2
Hard words: onomatopoeia yellow 4 orange 3 purple 3;
    antidisestablishmentarianism grey 6 black 2 purple 2;
    supercalifragilistic pink 4 purple 3 sky 3; hippopotamus grey 7 purple 2 pink 1;
    platypus brown 8 grey 2; rhythm black 4 purple 3 red 3; worcestershire brown 6 red 2 black 2;
    pneumonia white 5 grey 3 green 2; mississippi brown 6 blue 4; quinoa white 5 yellow 3 brown 2
Inocencia: bebé pink 4 white 3 sky 3; cordero white 9 grey 1; paloma white 9 grey 1;
    niña pink 8 white 1 yellow 1; ángel white 8 gold 2; nieve white; lirio white 7 purple 3;
    margarita white 6 yellow 4; pollito yellow 9 white 1; leche white
Innocence: baby pink 4 white 3 sky 3; lamb white 9 grey 1; dove white 9 grey 1;
    angel white 8 gold 2; snow white; lily white 7 purple 3; daisy white 6 yellow 4;
    chick yellow 9 white 1; milk white; bunny white 8 pink 2

Frutos secos: almendra brown 7 white 3; nuez brown 9 yellow 1; avellana brown 9 orange 1;
    cacahuete brown 6 orange 2 yellow 2; pistacho green 6 lime 2 brown 2;
    anacardo white 5 yellow 3 brown 2; castaña brown 9 orange 1; piñón white 6 yellow 3 brown 1;
    pipas black 4 white 3 grey 3; dátil brown 9 orange 1
Nuts: almond brown 7 white 3; walnut brown 9 yellow 1; hazelnut brown 9 orange 1;
    peanut brown 6 orange 2 yellow 2; pistachio green 6 lime 2 brown 2;
    cashew white 5 yellow 3 brown 2; chestnut brown 9 orange 1; pecan brown 9 orange 1;
    macadamia white 6 yellow 2 brown 2; acorn brown 8 green 2
Cosas de circo: payaso red 5 yellow 3 white 2; carpa red 6 white 3 yellow 1; elefante grey 9 pink 1;
    trapecio red 4 gold 3 silver 3; malabares red 4 yellow 3 blue 3; león gold 5 orange 3 yellow 2;
    acróbata red 4 gold 3 white 3; nariz red; zancos red 4 white 3 yellow 3;
    domador red 6 gold 3 black 1
Circus things: clown red 5 yellow 3 white 2; tent red 6 white 3 yellow 1; elephant grey 9 pink 1;
    trapeze red 4 gold 3 silver 3; juggler red 4 yellow 3 blue 3; lion gold 5 orange 3 yellow 2;
    acrobat red 4 gold 3 white 3; ringmaster red 6 gold 3 black 1; stilts red 4 white 3 yellow 3;
    unicycle red 5 silver 3 black 2
Redes sociales: facebook blue 9 white 1; instagram pink 5 purple 3 orange 2; twitter sky 8 blue 2;
    tiktok black 6 pink 2 sky 2; whatsapp green 9 lime 1; youtube red 9 white 1;
    snapchat yellow 9 white 1; seguidores blue 5 pink 3 red 2; corazones red 6 pink 2 blue 2;
    selfie pink 4 yellow 3 sky 3; linkedin blue 9 white 1
Social media: facebook blue 9 white 1; instagram pink 5 purple 3 orange 2; twitter sky 8 blue 2;
    tiktok black 6 pink 2 sky 2; whatsapp green 9 lime 1; youtube red 9 white 1;
    snapchat yellow 9 white 1; likes red 6 pink 2 blue 2; selfie pink 4 yellow 3 sky 3;
    linkedin blue 9 white 1
Orgullo: león gold 6 orange 2 brown 2; pavo blue 5 green 4 gold 1; medalla gold 8 silver 2;
    bandera red 3 yellow 3 blue 2 purple 2; arcoíris red 3 yellow 3 blue 2 purple 2;
    trofeo gold 9 silver 1; diploma white 6 gold 2 red 2; pecho red 5 gold 3 pink 2;
    corona gold 9 red 1; padre blue 5 grey 3 brown 2
Pride: lion gold 6 orange 2 brown 2; peacock blue 5 green 4 gold 1; medal gold 8 silver 2;
    flag red 3 yellow 3 blue 2 purple 2; rainbow red 3 yellow 3 blue 2 purple 2;
    trophy gold 9 silver 1; diploma white 6 gold 2 red 2; parade red 4 yellow 3 purple 3;
    crown gold 9 red 1; parents blue 5 grey 3 brown 2

Hobbies: pintura red 4 blue 3 yellow 3; jardinería green 9 brown 1; pesca blue 5 green 3 brown 2;
    lectura brown 5 white 3 red 2; cocina red 4 white 3 orange 3; ganchillo pink 5 purple 3 white 2;
    fotografía black 6 silver 2 grey 2; senderismo green 7 brown 3; ajedrez black 5 white 5;
    guitarra brown 7 red 2 black 1
Hobbies: painting red 4 blue 3 yellow 3; gardening green 9 brown 1; fishing blue 5 green 3 brown 2;
    reading brown 5 white 3 red 2; cooking red 4 white 3 orange 3; knitting pink 5 purple 3 white 2;
    photography black 6 silver 2 grey 2; hiking green 7 brown 3; chess black 5 white 5;
    guitar brown 7 red 2 black 1
Cosas del baño: bañera white 9 sky 1; jabón white 5 pink 3 sky 2; toalla white 5 sky 3 pink 2;
    espuma white 9 sky 1; patito yellow; cepillo white 4 sky 3 pink 3; grifo silver 7 sky 3;
    champú pink 4 sky 3 green 3; esponja yellow 7 pink 2 orange 1; ducha sky 6 white 2 silver 2
Bathroom things: bathtub white 9 sky 1; soap white 5 pink 3 sky 2; towel white 5 sky 3 pink 2;
    foam white 9 sky 1; rubberduck yellow; toothbrush white 4 sky 3 pink 3; tiles sky 5 white 5;
    shampoo pink 4 sky 3 green 3; sponge yellow 7 pink 2 orange 1; shower sky 6 white 2 silver 2
Trabajos del campo: arar brown 9 black 1; siega yellow 7 gold 3; ordeñar white 9 black 1;
    vendimia purple 8 green 2; cosecha yellow 5 gold 3 orange 2; tractor green 5 red 4 yellow 1;
    sembrar brown 6 green 4; regar blue 5 sky 3 green 2; pastor brown 6 white 2 green 2;
    poda green 6 brown 4
Farm work: ploughing brown 9 black 1; mowing green 7 yellow 3; milking white 9 black 1;
    harvest yellow 5 gold 3 orange 2; tractor green 5 red 4 yellow 1; sowing brown 6 green 4;
    watering blue 5 sky 3 green 2; shepherd brown 6 white 2 green 2; pruning green 6 brown 4;
    shearing white 8 grey 2
Suerte: trébol green; herradura silver 5 grey 3 brown 2; lotería gold 5 green 3 red 2;
    dados white 6 red 2 black 2; mariquita red 8 black 2; casino red 4 gold 3 green 3;
    siete gold 4 green 3 yellow 3; moneda gold 7 silver 3; estrella yellow 6 gold 2 silver 2;
    conejo white 6 grey 2 brown 2
Luck: clover green; horseshoe silver 5 grey 3 brown 2; lottery gold 5 green 3 red 2;
    dice white 6 red 2 black 2; ladybird red 8 black 2; casino red 4 gold 3 green 3;
    seven gold 4 green 3 yellow 3; coin gold 7 silver 3; jackpot gold 8 yellow 2;
    wishbone white 7 brown 3

Cosas que pican: guindilla red 9 orange 1; mosquito black 5 grey 3 brown 2; ortiga green 9 lime 1;
    avispa yellow 7 black 3; abeja yellow 7 black 3; jersey red 4 grey 3 brown 3;
    wasabi lime 6 green 4; pimienta black 8 grey 2; medusa pink 4 sky 3 purple 3;
    cactus green 9 lime 1
Things that sting: chilli red 9 orange 1; mosquito black 5 grey 3 brown 2; nettle green 9 lime 1;
    wasp yellow 7 black 3; bee yellow 7 black 3; jellyfish pink 4 sky 3 purple 3;
    wasabi lime 6 green 4; scorpion black 5 brown 3 yellow 2; cactus green 9 lime 1;
    hornet yellow 6 black 3 orange 1
Fiestas de cumpleaños: tarta pink 5 white 3 brown 2; velas white 4 pink 3 yellow 3;
    globos red 4 pink 3 sky 3; regalos red 5 gold 3 pink 2; gorro pink 4 yellow 3 sky 3;
    confeti red 3 yellow 3 pink 2 sky 2; piñata pink 4 red 3 yellow 3;
    serpentinas yellow 4 pink 3 sky 3; chuches pink 6 red 2 lime 2; payaso red 5 yellow 3 white 2
Birthday parties: cake pink 5 white 3 brown 2; candles white 4 pink 3 yellow 3;
    balloons red 4 pink 3 sky 3; presents red 5 gold 3 pink 2; partyhat pink 4 yellow 3 sky 3;
    confetti red 3 yellow 3 pink 2 sky 2; pinata pink 4 red 3 yellow 3;
    streamers yellow 4 pink 3 sky 3; sweets pink 6 red 2 lime 2; clown red 5 yellow 3 white 2
Edificios: rascacielos grey 6 silver 3 sky 1; iglesia grey 6 white 2 brown 2;
    hospital white 9 sky 1; castillo grey 7 brown 2 white 1; granero red 7 brown 3;
    faro white 5 red 5; iglú white 9 sky 1; cabaña brown 9 green 1; palacio white 5 gold 5;
    fábrica grey 8 brown 1 black 1
Buildings: skyscraper grey 6 silver 3 sky 1; church grey 6 white 2 brown 2; hospital white 9 sky 1;
    castle grey 7 brown 2 white 1; barn red 7 brown 3; lighthouse white 5 red 5;
    igloo white 9 sky 1; cabin brown 9 green 1; palace white 5 gold 5;
    factory grey 8 brown 1 black 1
Verdad: espejo silver 7 white 3; agua sky 5 white 3 blue 2; luz white 6 yellow 4;
    cristal white 5 sky 3 silver 2; juez black 6 white 2 grey 2; pinocho brown 5 red 3 yellow 2;
    detector grey 5 silver 3 red 2; papel white 9 grey 1; niño yellow 4 sky 3 pink 3;
    prueba white 5 grey 3 black 2
Truth: mirror silver 7 white 3; water sky 5 white 3 blue 2; light white 6 yellow 4;
    glass white 5 sky 3 silver 2; judge black 6 white 2 grey 2; pinocchio brown 5 red 3 yellow 2;
    detector grey 5 silver 3 red 2; paper white 9 grey 1; child yellow 4 sky 3 pink 3;
    evidence white 5 grey 3 black 2

Comida italiana: pizza red 5 yellow 3 orange 2; espaguetis yellow 7 red 3;
    lasaña red 5 orange 3 yellow 2; tiramisú brown 7 white 3; pesto green 9 lime 1;
    risotto white 5 yellow 5; mozzarella white; albahaca green 9 lime 1;
    macarrones yellow 6 red 3 orange 1; carbonara white 5 yellow 5
Italian food: pizza red 5 yellow 3 orange 2; spaghetti yellow 7 red 3;
    lasagne red 5 orange 3 yellow 2; tiramisu brown 7 white 3; pesto green 9 lime 1;
    risotto white 5 yellow 5; mozzarella white; basil green 9 lime 1;
    macaroni yellow 6 red 3 orange 1; carbonara white 5 yellow 5
Piezas de ajedrez: rey gold 5 black 3 white 2; reina gold 5 black 3 white 2;
    torre grey 6 black 2 white 2; alfil white 5 black 5; caballo black 5 brown 3 white 2;
    peón black 5 white 5; tablero black 5 white 5; jaque red 5 black 5; casilla black 5 white 5;
    partida black 5 white 5
Chess pieces: king gold 5 black 3 white 2; queen gold 5 black 3 white 2;
    rook grey 6 black 2 white 2; bishop white 5 black 5; knight black 5 brown 3 white 2;
    pawn black 5 white 5; chessboard black 5 white 5; checkmate red 5 black 5;
    square black 5 white 5; castling grey 5 black 3 white 2
Deportes de invierno: esquí white 8 sky 2; snowboard white 5 black 3 sky 2;
    patinaje white 6 sky 3 silver 1; trineo red 5 brown 3 white 2; hockey white 5 black 3 sky 2;
    curling grey 6 red 2 white 2; biatlón white 6 green 2 black 2; pista white 8 sky 2;
    telesilla red 4 silver 3 grey 3; nieve white
Winter sports: skiing white 8 sky 2; snowboard white 5 black 3 sky 2;
    skating white 6 sky 3 silver 1; sledging red 5 brown 3 white 2; hockey white 5 black 3 sky 2;
    curling grey 6 red 2 white 2; biathlon white 6 green 2 black 2; slope white 8 sky 2;
    chairlift red 4 silver 3 grey 3; snow white
Amistad: abrazo pink 5 orange 3 yellow 2; pulsera red 3 pink 3 yellow 2 sky 2;
    perro brown 7 yellow 2 black 1; sol yellow 8 orange 2; manos pink 4 orange 3 yellow 3;
    risas yellow 6 orange 2 pink 2; corazón red 6 pink 4; café brown 8 black 2;
    secreto purple 5 black 3 pink 2; equipo blue 4 red 3 yellow 3
Friendship: hug pink 5 orange 3 yellow 2; bracelet red 3 pink 3 yellow 2 sky 2;
    dog brown 7 yellow 2 black 1; sunshine yellow 8 orange 2; hands pink 4 orange 3 yellow 3;
    laughs yellow 6 orange 2 pink 2; heart red 6 pink 4; coffee brown 8 black 2;
    buddy yellow 5 orange 3 sky 2; team blue 4 red 3 yellow 3

Herramientas de arte: pincel brown 5 black 3 red 2; acuarela sky 4 blue 3 pink 3;
    lápiz yellow 6 brown 2 grey 2; carboncillo black 9 grey 1; paleta brown 4 red 3 yellow 3;
    lienzo white 9 brown 1; tiza white 6 pink 2 sky 2; ceras red 3 yellow 3 blue 2 green 2;
    caballete brown 9 white 1; tijeras silver 5 red 3 black 2
Art supplies: paintbrush brown 5 black 3 red 2; watercolour sky 4 blue 3 pink 3;
    pencil yellow 6 brown 2 grey 2; charcoal black 9 grey 1; palette brown 4 red 3 yellow 3;
    canvas white 9 brown 1; chalk white 6 pink 2 sky 2; crayons red 3 yellow 3 blue 2 green 2;
    easel brown 9 white 1; scissors silver 5 red 3 black 2
Cosas de hospital: bata white 8 green 2; camilla white 7 grey 3; jeringa silver 5 white 3 sky 2;
    mascarilla sky 6 white 3 green 1; tirita pink 5 brown 3 white 2;
    ambulancia white 6 yellow 3 red 1; quirófano green 6 white 3 sky 1;
    suero white 6 sky 3 yellow 1; escayola white 9 grey 1; pijama sky 5 white 3 green 2
Hospital things: gown white 8 green 2; stretcher white 7 grey 3; syringe silver 5 white 3 sky 2;
    facemask sky 6 white 3 green 1; plaster pink 5 brown 3 white 2;
    ambulance white 6 yellow 3 red 1; scrubs green 6 sky 3 blue 1; drip white 6 sky 3 yellow 1;
    cast white 9 grey 1; wheelchair black 5 silver 3 grey 2
Premios: trofeo gold 9 silver 1; medalla gold 8 silver 2; copa gold 9 silver 1;
    diploma white 6 gold 2 red 2; óscar gold; nobel gold 8 white 2; lazo red 4 blue 3 gold 3;
    corona gold 9 red 1; cheque green 5 white 3 gold 2; estatuilla gold 9 silver 1
Prizes: trophy gold 9 silver 1; medal gold 8 silver 2; cup gold 9 silver 1;
    diploma white 6 gold 2 red 2; oscar gold; nobel gold 8 white 2; rosette red 4 blue 3 gold 3;
    crown gold 9 red 1; cheque green 5 white 3 gold 2; statuette gold 9 silver 1
Valentía: león gold 5 orange 3 brown 2; caballero silver 6 grey 2 red 2; bombero red 9 yellow 1;
    escudo silver 5 red 3 gold 2; espada silver 8 grey 2; corazón red 9 pink 1;
    armadura silver 7 grey 3; héroe red 5 gold 3 blue 2; soldado green 7 brown 3;
    capa red 6 black 2 purple 2
Courage: lion gold 5 orange 3 brown 2; knight silver 6 grey 2 red 2; firefighter red 9 yellow 1;
    shield silver 5 red 3 gold 2; sword silver 8 grey 2; heart red 9 pink 1; armour silver 7 grey 3;
    hero red 5 gold 3 blue 2; soldier green 7 brown 3; cape red 6 black 2 purple 2

Cosas de la noche: luna silver 6 white 3 yellow 1; estrellas yellow 5 silver 3 white 2;
    búho brown 6 grey 2 black 2; murciélago black 8 brown 2; farola yellow 6 orange 2 grey 2;
    pijama sky 5 blue 3 pink 2; sueño purple 4 sky 3 blue 3; oscuridad black;
    linterna yellow 6 silver 2 black 2; discoteca purple 5 pink 3 black 2
Night things: moon silver 6 white 3 yellow 1; stars yellow 5 silver 3 white 2;
    owl brown 6 grey 2 black 2; bat black 8 brown 2; streetlight yellow 6 orange 2 grey 2;
    pyjamas sky 5 blue 3 pink 2; sleep purple 4 sky 3 blue 3; darkness black;
    torch yellow 6 silver 2 black 2; nightclub purple 5 pink 3 black 2
Sombreros: chistera black 9 red 1; boina black 5 red 3 brown 2; gorra red 4 blue 3 black 3;
    panamá white 6 yellow 3 black 1; vaquero brown 9 black 1; pamela white 5 yellow 3 pink 2;
    bombín black 9 brown 1; gorro red 4 white 3 sky 3; casco yellow 5 white 3 red 2;
    bruja black 8 purple 2
Hats: tophat black 9 red 1; beret black 5 red 3 brown 2; cap red 4 blue 3 black 3;
    sombrero yellow 5 brown 3 red 2; cowboy brown 9 black 1; sunhat white 5 yellow 3 pink 2;
    bowler black 9 brown 1; beanie red 4 white 3 sky 3; helmet yellow 5 white 3 red 2;
    witch black 8 purple 2
Música clásica: mozart white 5 gold 3 pink 2; beethoven black 6 grey 2 white 2;
    violín brown 8 red 2; piano black 7 white 3; orquesta black 7 gold 2 white 1;
    ópera red 6 gold 3 black 1; director black 8 white 2; sinfonía gold 4 white 3 black 3;
    vivaldi green 4 yellow 3 gold 3; partitura white 6 black 4
Classical music: mozart white 5 gold 3 pink 2; beethoven black 6 grey 2 white 2;
    violin brown 8 red 2; piano black 7 white 3; orchestra black 7 gold 2 white 1;
    opera red 6 gold 3 black 1; conductor black 8 white 2; symphony gold 4 white 3 black 3;
    vivaldi green 4 yellow 3 gold 3; sheetmusic white 6 black 4
Paz: paloma white 9 grey 1; olivo green 7 grey 3; bandera white 9 sky 1; lago sky 6 blue 4;
    cielo sky 8 white 2; abrazo pink 5 orange 3 white 2; nube white 8 sky 2; tregua white 9 grey 1;
    yoga purple 4 sky 3 white 3; gandhi white 6 orange 4
Peace: dove white 9 grey 1; olive green 7 grey 3; flag white 9 sky 1; lake sky 6 blue 4;
    sky sky 8 white 2; hug pink 5 orange 3 white 2; cloud white 8 sky 2; truce white 9 grey 1;
    yoga purple 4 sky 3 white 3; gandhi white 6 orange 4

Cosas de bebé: chupete pink 5 sky 5; biberón white 6 sky 3 pink 1; pañal white 9 sky 1;
    sonajero yellow 4 pink 3 sky 3; cuna white 6 sky 2 pink 2; carrito sky 4 pink 3 grey 3;
    babero white 5 sky 3 pink 2; papilla orange 5 yellow 3 white 2; peluche brown 5 pink 3 white 2;
    patucos sky 5 pink 5
Baby things: dummy pink 5 sky 5; bottle white 6 sky 3 pink 1; nappy white 9 sky 1;
    rattle yellow 4 pink 3 sky 3; cot white 6 sky 2 pink 2; pram sky 4 pink 3 grey 3;
    bib white 5 sky 3 pink 2; mush orange 5 yellow 3 white 2; teddy brown 5 pink 3 white 2;
    booties sky 5 pink 5
Ciudades: madrid red 6 white 2 yellow 2; parís grey 5 pink 3 silver 2; londres red 5 grey 4 black 1;
    berlín grey 6 black 2 red 2; venecia blue 4 sky 3 orange 3; roma orange 5 red 3 yellow 2;
    tokio red 4 pink 3 white 3; sevilla orange 5 yellow 3 white 2; barcelona red 4 blue 3 yellow 3;
    santorini white 6 blue 4
Cities: madrid red 6 white 2 yellow 2; paris grey 5 pink 3 silver 2; london red 5 grey 4 black 1;
    berlin grey 6 black 2 red 2; venice blue 4 sky 3 orange 3; rome orange 5 red 3 yellow 2;
    tokyo red 4 pink 3 white 3; seville orange 5 yellow 3 white 2; barcelona red 4 blue 3 yellow 3;
    santorini white 6 blue 4
Cosas antiguas: baúl brown 8 gold 2; gramófono gold 5 brown 3 black 2; pergamino yellow 5 brown 5;
    momia white 5 brown 3 grey 2; reloj gold 5 brown 3 silver 2; fósil brown 5 grey 3 white 2;
    moneda gold 5 silver 3 brown 2; máquina black 5 grey 3 silver 2; ruinas grey 6 brown 4;
    vinilo black 9 brown 1
Old things: trunk brown 8 gold 2; gramophone gold 5 brown 3 black 2; scroll yellow 5 brown 5;
    mummy white 5 brown 3 grey 2; pocketwatch gold 6 silver 4; fossil brown 5 grey 3 white 2;
    coin gold 5 silver 3 brown 2; typewriter black 5 grey 3 silver 2; ruins grey 6 brown 4;
    vinyl black 9 brown 1
Vergüenza: rubor red 6 pink 4; mejillas red 5 pink 5; tomate red; caída brown 4 red 3 grey 3;
    tropiezo red 5 brown 3 grey 2; avestruz grey 5 black 3 brown 2;
    calzoncillos white 5 red 3 sky 2; cara red 7 pink 3; eructo green 4 brown 3 yellow 3;
    escondite grey 5 black 3 red 2
Embarrassment: blush red 6 pink 4; cheeks red 5 pink 5; tomato red; tumble brown 4 red 3 grey 3;
    trip red 5 brown 3 grey 2; ostrich grey 5 black 3 brown 2; underpants white 5 red 3 sky 2;
    face red 7 pink 3; burp green 4 brown 3 yellow 3; oops red 6 pink 4

Aves nocturnas: búho brown 7 grey 2 white 1; lechuza white 6 brown 3 gold 1;
    mochuelo brown 7 grey 3; autillo grey 5 brown 5; chotacabras brown 6 grey 4;
    cárabo brown 8 grey 2; murciélago black 8 brown 2; plumas brown 5 grey 3 white 2;
    ojos gold 5 yellow 4 orange 1; nido brown 9 grey 1
Night birds: owl brown 7 grey 2 white 1; barnowl white 6 brown 3 gold 1; nightjar brown 6 grey 4;
    tawny brown 8 orange 2; hedwig white 9 grey 1; eagleowl brown 6 orange 2 grey 2;
    feathers brown 5 grey 3 white 2; eyes gold 5 yellow 4 orange 1; nest brown 9 grey 1;
    hoot brown 5 grey 3 black 2
Cosas eléctricas: bombilla yellow 8 white 2; enchufe white 8 grey 2; cable black 7 grey 2 red 1;
    pila orange 4 black 3 silver 3; rayo yellow 8 white 2; tostadora silver 6 red 2 black 2;
    móvil black 7 silver 3; linterna yellow 5 silver 3 black 2; robot silver 7 grey 3;
    tele black 8 grey 2
Electric things: lightbulb yellow 8 white 2; plug white 8 grey 2; cable black 7 grey 2 red 1;
    battery orange 4 black 3 silver 3; spark yellow 8 white 2; toaster silver 6 red 2 black 2;
    phone black 7 silver 3; torch yellow 5 silver 3 black 2; robot silver 7 grey 3;
    telly black 8 grey 2
Tormentas: rayo yellow 6 white 3 purple 1; trueno grey 6 black 3 purple 1; nubarrón grey 7 black 3;
    lluvia grey 6 blue 2 sky 2; granizo white 8 grey 2; viento grey 6 sky 2 white 2;
    paraguas black 6 grey 2 red 2; relámpago yellow 6 white 3 purple 1; tornado grey 8 black 2;
    charco grey 5 brown 3 sky 2
Storms: lightning yellow 6 white 3 purple 1; thunder grey 6 black 3 purple 1;
    stormcloud grey 7 black 3; rain grey 6 blue 2 sky 2; hail white 8 grey 2;
    wind grey 6 sky 2 white 2; umbrella black 6 grey 2 red 2; flash yellow 6 white 3 purple 1;
    tornado grey 8 black 2; puddle grey 5 brown 3 sky 2
Sorpresa: regalo red 5 gold 3 pink 2; confeti red 3 yellow 3 pink 2 sky 2;
    tarta pink 5 white 3 brown 2; lazo red 6 pink 3 gold 1; caja red 4 brown 3 gold 3;
    globo red 5 yellow 3 pink 2; fiesta yellow 4 red 3 orange 3; boca pink 5 red 5;
    huevo brown 5 white 3 gold 2; susto white 5 black 3 yellow 2
Surprise: present red 5 gold 3 pink 2; confetti red 3 yellow 3 pink 2 sky 2;
    cake pink 5 white 3 brown 2; ribbon red 6 pink 3 gold 1; box red 4 brown 3 gold 3;
    balloon red 5 yellow 3 pink 2; party yellow 4 red 3 orange 3;
    jackinthebox red 4 yellow 3 blue 3; kinder brown 5 white 3 orange 2;
    boo white 5 black 3 yellow 2

Comidas picantes: guindilla red 9 orange 1; curry yellow 6 orange 3 brown 1; jalapeño green 8 red 2;
    tabasco red 9 orange 1; wasabi lime 6 green 4; chorizo red 8 orange 2;
    bravas red 5 orange 3 yellow 2; mole brown 8 black 2; pimienta black 8 grey 2;
    harissa red 9 orange 1
Spicy food: chilli red 9 orange 1; curry yellow 6 orange 3 brown 1; jalapeno green 8 red 2;
    tabasco red 9 orange 1; wasabi lime 6 green 4; chorizo red 8 orange 2;
    vindaloo red 6 orange 3 brown 1; mole brown 8 black 2; pepper black 8 grey 2;
    sriracha red 9 orange 1
Zapatos: botas black 6 brown 4; zapatillas white 7 red 2 black 1; tacones red 5 black 4 pink 1;
    sandalias brown 7 white 2 gold 1; chanclas blue 4 pink 3 black 3; mocasines brown 8 black 2;
    bailarinas pink 7 black 2 white 1; katiuskas yellow 6 green 2 red 2;
    alpargatas white 5 blue 3 red 2; zuecos brown 5 red 3 yellow 2
Shoes: boots black 6 brown 4; trainers white 7 red 2 black 1; heels red 5 black 4 pink 1;
    sandals brown 7 white 2 gold 1; flipflops blue 4 pink 3 black 3; loafers brown 8 black 2;
    slippers pink 5 brown 3 grey 2; wellies green 6 yellow 3 red 1; clogs brown 5 red 3 yellow 2;
    sneakers white 7 red 2 black 1
Juegos de niños: escondite green 5 yellow 3 brown 2; rayuela white 5 yellow 3 pink 2;
    comba pink 4 red 3 yellow 3; canicas blue 4 sky 3 green 3; pillapilla red 5 yellow 3 green 2;
    columpio red 4 yellow 3 blue 3; peonza red 5 yellow 3 brown 2; cromos yellow 4 red 3 blue 3;
    tobogán red 4 yellow 4 blue 2; aro red 5 yellow 3 pink 2
Children's games: hideandseek green 5 yellow 3 brown 2; hopscotch white 5 yellow 3 pink 2;
    skipping pink 4 red 3 yellow 3; marbles blue 4 sky 3 green 3; tag red 5 yellow 3 green 2;
    swings red 4 yellow 3 blue 3; spinningtop red 5 yellow 3 brown 2;
    stickers yellow 4 red 3 blue 3; slide red 4 yellow 4 blue 2; hulahoop red 5 yellow 3 pink 2
Serenidad: lago sky 6 blue 4; montaña white 4 green 3 sky 3; monje orange 6 brown 4;
    nube white 8 sky 2; brisa sky 7 white 3; amanecer orange 4 pink 3 sky 3; vela white 6 yellow 4;
    bambú green 8 lime 2; cisne white 9 grey 1; jardín green 8 lime 2
Serenity: lake sky 6 blue 4; mountain white 4 green 3 sky 3; monk orange 6 brown 4;
    cloud white 8 sky 2; breeze sky 7 white 3; dawn orange 4 pink 3 sky 3; candle white 6 yellow 4;
    bamboo green 8 lime 2; swan white 9 grey 1; zen white 5 green 3 sky 2

Mariscos: gamba pink 6 orange 4; langosta red 7 orange 3; mejillón black 7 orange 3;
    almeja white 6 grey 4; cangrejo red 6 orange 4; pulpo red 5 purple 3 pink 2;
    calamar white 7 purple 2 grey 1; ostra grey 6 white 3 silver 1; percebe brown 5 grey 3 black 2;
    nécora red 5 brown 3 orange 2
Seafood: prawn pink 6 orange 4; lobster red 7 orange 3; mussel black 7 orange 3;
    clam white 6 grey 4; crab red 6 orange 4; octopus red 5 purple 3 pink 2;
    squid white 7 purple 2 grey 1; oyster grey 6 white 3 silver 1; scallop white 6 orange 2 pink 2;
    shrimp pink 6 orange 4
Cosas de la oficina: grapadora black 6 grey 2 red 2; papel white 9 grey 1;
    ordenador black 5 grey 3 silver 2; bolígrafo blue 7 black 3; carpeta blue 4 grey 3 red 3;
    clip silver 8 grey 2; fotocopiadora grey 8 white 2; corbata blue 5 red 3 black 2;
    café brown 8 black 2; post yellow 9 pink 1
Office things: stapler black 6 grey 2 red 2; paper white 9 grey 1; computer black 5 grey 3 silver 2;
    biro blue 7 black 3; folder blue 4 grey 3 red 3; paperclip silver 8 grey 2;
    photocopier grey 8 white 2; tie blue 5 red 3 black 2; coffee brown 8 black 2;
    postit yellow 9 pink 1
Héroes de la historia: colón brown 5 blue 3 red 2; napoleón blue 5 black 3 gold 2;
    cleopatra gold 7 blue 2 black 1; juana silver 5 white 3 blue 2; cid silver 5 red 3 white 2;
    bolívar gold 4 blue 3 red 3; gandhi white 6 orange 4; mandela gold 4 green 3 black 3;
    espartaco red 6 brown 2 silver 2; viriato brown 6 red 2 grey 2
Historical heroes: columbus brown 5 blue 3 red 2; napoleon blue 5 black 3 gold 2;
    cleopatra gold 7 blue 2 black 1; joan silver 5 white 3 blue 2; churchill black 6 grey 2 brown 2;
    lincoln black 8 grey 2; gandhi white 6 orange 4; mandela gold 4 green 3 black 3;
    spartacus red 6 brown 2 silver 2; nightingale white 7 grey 2 blue 1
Confianza: perro brown 7 black 2 white 1; llave silver 5 gold 4 grey 1; mano pink 5 brown 3 white 2;
    ancla blue 5 silver 3 grey 2; amigo yellow 5 blue 3 orange 2; médico white 8 sky 2;
    roca grey 8 brown 2; puente grey 5 brown 3 red 2; promesa white 5 gold 3 blue 2;
    abrazo pink 5 orange 3 blue 2
Trust: dog brown 7 black 2 white 1; key silver 5 gold 4 grey 1; handshake pink 5 brown 3 white 2;
    anchor blue 5 silver 3 grey 2; friend yellow 5 blue 3 orange 2; doctor white 8 sky 2;
    rock grey 8 brown 2; bridge grey 5 brown 3 red 2; promise white 5 gold 3 blue 2;
    hug pink 5 orange 3 blue 2

Montañas: everest white 8 grey 2; cumbre white 7 grey 3; nieve white; roca grey 8 brown 2;
    pico white 6 grey 4; pirineos green 5 white 3 grey 2; volcán red 5 black 3 grey 2;
    cabra brown 5 white 3 grey 2; alpes white 6 green 3 sky 1; teide brown 5 white 3 grey 2
Mountains: everest white 8 grey 2; summit white 7 grey 3; snow white; rock grey 8 brown 2;
    peak white 6 grey 4; alps white 6 green 3 sky 1; volcano red 5 black 3 grey 2;
    goat brown 5 white 3 grey 2; kilimanjaro white 5 brown 3 green 2; himalayas white 8 grey 2
Animales de la selva: tigre orange 9 black 1; loro green 6 red 3 yellow 1; mono brown 8 black 2;
    tucán black 4 orange 4 yellow 2; jaguar yellow 6 orange 3 black 1; rana green 7 red 2 lime 1;
    serpiente green 7 black 2 yellow 1; gorila black 8 grey 2; perezoso brown 8 grey 2;
    leopardo yellow 6 orange 3 black 1
Jungle animals: tiger orange 9 black 1; parrot green 6 red 3 yellow 1; monkey brown 8 black 2;
    toucan black 4 orange 4 yellow 2; jaguar yellow 6 orange 3 black 1; frog green 7 red 2 lime 1;
    python green 6 brown 2 yellow 2; gorilla black 8 grey 2; sloth brown 8 grey 2;
    leopard yellow 6 orange 3 black 1
Cosas digitales: pantalla black 5 blue 3 silver 2; ratón black 6 grey 2 white 2;
    wifi sky 5 blue 3 white 2; píxel green 4 red 3 blue 3; código green 7 black 3;
    nube white 7 sky 3; teclado black 7 grey 2 white 1; emoji yellow 9 orange 1;
    virus red 5 green 3 black 2; app blue 5 sky 3 white 2
Digital things: screen black 5 blue 3 silver 2; mouse black 6 grey 2 white 2;
    wifi sky 5 blue 3 white 2; pixel green 4 red 3 blue 3; code green 7 black 3;
    cloud white 7 sky 3; keyboard black 7 grey 2 white 1; emoji yellow 9 orange 1;
    virus red 5 green 3 black 2; app blue 5 sky 3 white 2
Melancolía: lluvia grey 6 blue 2 sky 2; otoño brown 5 orange 3 grey 2; ventana grey 5 sky 3 white 2;
    violín brown 6 black 2 grey 2; fado black 5 grey 3 blue 2; atardecer orange 5 purple 3 pink 2;
    fotos brown 5 grey 3 white 2; niebla grey 8 white 2; domingo grey 5 blue 3 white 2;
    carta white 5 brown 3 yellow 2
Melancholy: rain grey 6 blue 2 sky 2; autumn brown 5 orange 3 grey 2; window grey 5 sky 3 white 2;
    violin brown 6 black 2 grey 2; jazz black 5 blue 3 brown 2; sunset orange 5 purple 3 pink 2;
    photos brown 5 grey 3 white 2; mist grey 8 white 2; sunday grey 5 blue 3 white 2;
    letter white 5 brown 3 yellow 2

Pasteles: tarta pink 5 white 3 brown 2; bizcocho yellow 6 brown 4; cupcake pink 6 white 2 brown 2;
    selva brown 7 black 2 red 1; cheesecake white 5 yellow 3 red 2;
    milhojas white 5 yellow 3 brown 2; profiteroles brown 6 white 4; sacher brown 9 black 1;
    roscón gold 4 white 3 red 3; merengue white
Cakes: sponge yellow 6 brown 4; cupcake pink 6 white 2 brown 2; cheesecake white 5 yellow 3 red 2;
    gateau brown 7 black 2 red 1; muffin brown 6 yellow 2 purple 2; eclair brown 6 white 2 yellow 2;
    profiteroles brown 6 white 4; sacher brown 9 black 1; meringue white; carrot orange 6 brown 4
Cosas de la mañana: café brown 8 black 2; amanecer orange 6 yellow 2 pink 2;
    despertador red 4 silver 3 black 3; tostada brown 6 yellow 4; ducha sky 6 white 2 silver 2;
    gallo red 6 orange 2 brown 2; rocío sky 5 white 3 green 2; periódico grey 6 white 3 black 1;
    legañas yellow 6 white 2 green 2; zumo orange 8 yellow 2
Morning things: coffee brown 8 black 2; sunrise orange 6 yellow 2 pink 2;
    alarm red 4 silver 3 black 3; toast brown 6 yellow 4; shower sky 6 white 2 silver 2;
    rooster red 6 orange 2 brown 2; dew sky 5 white 3 green 2; newspaper grey 6 white 3 black 1;
    yawn pink 4 yellow 3 white 3; juice orange 8 yellow 2
Reglas: semáforo red 8 green 1 yellow 1; árbitro black 7 yellow 2 red 1; tarjeta red 5 yellow 5;
    señal red 6 white 2 blue 2; multa red 5 yellow 3 white 2; ley black 5 grey 3 blue 2;
    juez black 7 white 3; prohibido red 9 white 1; silbato silver 5 black 3 red 2;
    profesor grey 5 brown 3 black 2
Rules: stoplight red 8 green 1 yellow 1; referee black 7 yellow 2 red 1; card red 5 yellow 5;
    sign red 6 white 2 blue 2; fine red 5 yellow 3 white 2; law black 5 grey 3 blue 2;
    judge black 7 white 3; forbidden red 9 white 1; whistle silver 5 black 3 red 2;
    teacher grey 5 brown 3 black 2
Caos: tráfico red 5 grey 3 orange 2; tornado grey 8 black 2; explosión orange 5 red 4 yellow 1;
    desorden brown 4 red 3 orange 3; niños red 4 yellow 3 orange 3; guerra red 6 black 3 grey 1;
    rebajas red 8 yellow 2; terremoto brown 6 grey 3 red 1; fuego red 6 orange 4;
    atasco red 5 grey 3 black 2
Chaos: traffic red 5 grey 3 orange 2; tornado grey 8 black 2; explosion orange 5 red 4 yellow 1;
    mess brown 4 red 3 orange 3; toddlers red 4 yellow 3 orange 3; war red 6 black 3 grey 1;
    sales red 8 yellow 2; earthquake brown 6 grey 3 red 1; fire red 6 orange 4;
    jam red 5 grey 3 black 2

Cosas del verano: sol yellow 8 orange 2; playa yellow 5 sky 5; helado pink 5 white 3 brown 2;
    piscina sky 8 blue 2; sandía red 5 green 3 pink 2; chanclas blue 4 pink 3 black 3;
    abanico red 5 black 3 pink 2; sombrilla red 4 yellow 3 sky 3; mosquito black 5 grey 3 brown 2;
    bronceado brown 6 orange 2 gold 2
Summer things: sun yellow 8 orange 2; beach yellow 5 sky 5; icecream pink 5 white 3 brown 2;
    pool sky 8 blue 2; watermelon red 5 green 3 pink 2; flipflops blue 4 pink 3 black 3;
    fan white 5 sky 3 grey 2; parasol red 4 yellow 3 sky 3; mosquito black 5 grey 3 brown 2;
    suntan brown 6 orange 2 gold 2
Ropa de abuela: rebeca purple 4 brown 3 grey 3; bata pink 5 purple 3 sky 2;
    zapatillas brown 5 grey 3 pink 2; mantón black 5 red 3 purple 2;
    pañuelo purple 4 grey 3 white 3; delantal white 5 sky 3 pink 2; medias brown 6 black 2 white 2;
    broche gold 7 silver 3; camisón white 6 pink 2 sky 2; chal purple 5 grey 3 black 2
Grandma's clothes: cardigan purple 4 brown 3 grey 3; nightie pink 5 white 3 sky 2;
    slippers brown 5 grey 3 pink 2; shawl purple 5 grey 3 black 2;
    headscarf purple 4 grey 3 white 3; apron white 5 sky 3 pink 2; tights brown 6 black 2 white 2;
    brooch gold 7 silver 3; housecoat pink 5 purple 3 sky 2; tweed brown 6 grey 2 green 2
Canciones de cuna: luna silver 5 white 3 sky 2; estrellita yellow 6 silver 2 white 2;
    nana sky 5 white 3 pink 2; bebé pink 4 sky 4 white 2; mamá pink 6 white 2 red 2;
    ovejita white 9 grey 1; almohada white 8 sky 2; sueño sky 4 purple 3 blue 3;
    arrullo sky 5 pink 3 white 2; coco black 6 brown 4
Lullabies: moon silver 5 white 3 sky 2; twinkle yellow 6 silver 2 white 2;
    hush sky 5 white 3 pink 2; cradle white 6 sky 2 pink 2; mummy pink 6 white 2 red 2;
    lamb white 9 grey 1; pillow white 8 sky 2; sleep sky 4 purple 3 blue 3;
    rockabye sky 5 pink 3 white 2; stars yellow 5 silver 3 white 2
Rebeldía: punk black 6 pink 2 red 2; cresta pink 4 lime 3 red 3; chupa black 8 brown 2;
    tatuaje black 7 blue 2 red 1; grafiti red 3 lime 3 purple 2 black 2;
    guitarra black 5 red 3 brown 2; calavera black 5 white 5; adolescente black 5 purple 3 red 2;
    pancarta white 5 red 3 black 2; motero black 8 silver 2
Rebellion: punk black 6 pink 2 red 2; mohawk pink 4 lime 3 red 3; leather black 8 brown 2;
    tattoo black 7 blue 2 red 1; graffiti red 3 lime 3 purple 2 black 2;
    guitar black 5 red 3 brown 2; skull black 5 white 5; teenager black 5 purple 3 red 2;
    placard white 5 red 3 black 2; biker black 8 silver 2

Sopas: gazpacho red 8 orange 2; consomé brown 5 yellow 3 gold 2; crema orange 5 yellow 3 green 2;
    caldo yellow 5 brown 3 gold 2; fideos yellow 7 white 3; calabaza orange 9 yellow 1;
    tomate red 9 orange 1; miso brown 6 white 2 green 2; cebolla brown 6 white 2 gold 2;
    guisantes green 9 lime 1
Soups: gazpacho red 8 orange 2; broth yellow 5 brown 3 gold 2; noodle yellow 7 white 3;
    pumpkin orange 9 yellow 1; tomato red 9 orange 1; miso brown 6 white 2 green 2;
    onion brown 6 white 2 gold 2; pea green 9 lime 1; minestrone red 5 orange 3 green 2;
    chowder white 7 yellow 3
Cosas de castillo: torre grey 7 brown 2 white 1; foso green 4 blue 3 brown 3; puente brown 6 grey 4;
    armadura silver 7 grey 3; dragón green 6 red 4; trono gold 7 red 3; mazmorra black 6 grey 4;
    estandarte red 5 gold 3 blue 2; almena grey 8 brown 2; princesa pink 8 gold 1 purple 1
Castle things: tower grey 7 brown 2 white 1; moat green 4 blue 3 brown 3; drawbridge brown 6 grey 4;
    armour silver 7 grey 3; dragon green 6 red 4; throne gold 7 red 3; dungeon black 6 grey 4;
    banner red 5 gold 3 blue 2; battlements grey 8 brown 2; princess pink 8 gold 1 purple 1
Tradiciones: navidad red 5 green 3 gold 2; procesión purple 6 black 2 gold 2;
    fallas orange 5 red 4 yellow 1; uvas green 6 purple 4; turrón brown 5 white 3 gold 2;
    sanfermines red 5 white 5; belén brown 5 gold 3 white 2; reyes gold 7 purple 2 red 1;
    romería white 4 green 3 yellow 3; tamborrada red 4 white 3 blue 3
Traditions: christmas red 5 green 3 gold 2; thanksgiving orange 5 brown 4 gold 1;
    halloween orange 6 black 4; easter yellow 5 pink 3 lime 2; turkey brown 8 gold 2;
    maypole red 3 yellow 3 green 2 white 2; pancake yellow 6 brown 4; bonfire orange 6 red 4;
    carols red 5 green 3 white 2; mistletoe green 8 white 2
Curiosidad: gato orange 4 black 3 grey 3; lupa silver 5 brown 3 black 2; mono brown 8 orange 2;
    niño yellow 5 sky 3 orange 2; pregunta yellow 5 orange 3 purple 2;
    telescopio black 5 silver 3 brown 2; mapa brown 4 yellow 3 sky 3;
    cerradura gold 5 black 3 silver 2; explorador green 5 brown 3 orange 2;
    libro brown 5 red 3 white 2
Curiosity: cat orange 4 black 3 grey 3; magnifier silver 5 brown 3 black 2; monkey brown 8 orange 2;
    child yellow 5 sky 3 orange 2; question yellow 5 orange 3 purple 2;
    telescope black 5 silver 3 brown 2; map brown 4 yellow 3 sky 3; keyhole gold 5 black 3 silver 2;
    explorer green 5 brown 3 orange 2; book brown 5 red 3 white 2

Cosas que se derriten: helado pink 5 white 3 brown 2; hielo sky 6 white 4; chocolate brown;
    mantequilla yellow 9 white 1; vela white 5 red 3 yellow 2; muñeco white 9 orange 1;
    queso yellow 8 orange 2; cera yellow 5 white 3 red 2; glaciar sky 6 white 4;
    polo red 4 sky 3 orange 3
Things that melt: icecream pink 5 white 3 brown 2; ice sky 6 white 4; chocolate brown;
    butter yellow 9 white 1; candle white 5 red 3 yellow 2; snowman white 9 orange 1;
    cheese yellow 8 orange 2; wax yellow 5 white 3 red 2; glacier sky 6 white 4;
    icicle sky 5 white 4 silver 1
Animales del polo: oso white 8 grey 2; pingüino black 5 white 5; foca grey 7 white 2 black 1;
    morsa brown 6 grey 4; zorro white 8 grey 2; reno brown 8 grey 2; ballena blue 5 grey 3 black 2;
    orca black 6 white 4; lobo white 5 grey 5; búho white 8 grey 2
Polar animals: bear white 8 grey 2; penguin black 5 white 5; seal grey 7 white 2 black 1;
    walrus brown 6 grey 4; fox white 8 grey 2; reindeer brown 8 grey 2; whale blue 5 grey 3 black 2;
    orca black 6 white 4; husky white 5 grey 5; owl white 8 grey 2
Lunes: despertador red 4 silver 3 black 3; oficina grey 8 white 2; café brown 8 black 2;
    atasco grey 5 red 3 black 2; lluvia grey 7 sky 2 blue 1; sueño grey 4 purple 3 sky 3;
    cole yellow 4 green 3 red 3; reunión grey 7 black 2 white 1; garfield orange 9 black 1;
    cansancio grey 7 brown 2 purple 1
Mondays: alarm red 4 silver 3 black 3; office grey 8 white 2; coffee brown 8 black 2;
    commute grey 6 black 2 red 2; rain grey 7 sky 2 blue 1; sleepy grey 7 purple 2 brown 1;
    school yellow 4 green 3 red 3; meeting grey 7 black 2 white 1; garfield orange 9 black 1;
    emails white 5 grey 3 blue 2
Dulzura: miel gold 6 yellow 4; azúcar white 8 pink 2; bebé pink 5 white 3 sky 2;
    abuela pink 5 white 3 grey 2; algodón pink 7 white 3; caramelo pink 4 orange 3 yellow 3;
    gatito grey 4 white 3 orange 3; beso pink 6 red 4; melocotón orange 5 pink 5;
    nube pink 5 white 5
Sweetness: honey gold 6 yellow 4; sugar white 8 pink 2; baby pink 5 white 3 sky 2;
    granny pink 5 white 3 grey 2; candyfloss pink 7 white 3; candy pink 4 orange 3 yellow 3;
    kitten grey 4 white 3 orange 3; kiss pink 6 red 4; peach orange 5 pink 5;
    cupcake pink 7 white 3

Plantas de interior: cactus green 9 lime 1; potus green 7 lime 3; helecho green 8 lime 2;
    orquídea pink 5 purple 4 white 1; bonsái green 7 brown 3; aloe green 7 lime 3;
    maceta orange 5 brown 5; monstera green 9 lime 1; ficus green 9 brown 1;
    albahaca green 9 lime 1
House plants: cactus green 9 lime 1; pothos green 7 lime 3; fern green 8 lime 2;
    orchid pink 5 purple 4 white 1; bonsai green 7 brown 3; aloe green 7 lime 3;
    pot orange 5 brown 5; monstera green 9 lime 1; ficus green 9 brown 1; succulent green 7 lime 3
Oficios antiguos: herrero black 6 grey 3 orange 1; zapatero brown 9 black 1;
    afilador silver 6 grey 4; deshollinador black 9 grey 1; sereno black 5 grey 3 blue 2;
    molinero white 7 brown 3; alfarero brown 6 orange 4; tejedor brown 4 red 3 purple 3;
    pregonero red 4 brown 3 gold 3; lechero white 9 sky 1
Old trades: smith black 6 grey 3 orange 1; cobbler brown 9 black 1; sweep black 9 grey 1;
    miller white 7 brown 3; potter brown 6 orange 4; weaver brown 4 red 3 purple 3;
    milkman white 9 sky 1; lamplighter yellow 6 black 2 gold 2; tanner brown 9 orange 1;
    thatcher yellow 6 brown 4
Cosas del universo: galaxia purple 5 black 3 blue 2; estrella yellow 6 white 2 silver 2;
    planeta blue 4 red 3 orange 3; nebulosa purple 5 pink 3 blue 2; cometa white 5 sky 3 yellow 2;
    sol yellow 8 orange 2; agujero black; asteroide grey 7 brown 3; luna silver 6 white 3 grey 1;
    saturno orange 4 yellow 4 brown 2
The universe: galaxy purple 5 black 3 blue 2; star yellow 6 white 2 silver 2;
    planet blue 4 red 3 orange 3; nebula purple 5 pink 3 blue 2; comet white 5 sky 3 yellow 2;
    sun yellow 8 orange 2; void black; asteroid grey 7 brown 3; moon silver 6 white 3 grey 1;
    saturn orange 4 yellow 4 brown 2
Celos: ojos green 7 lime 3; monstruo green 8 lime 2; serpiente green 7 black 3;
    novio red 5 pink 3 green 2; rival red 5 green 4 black 1; móvil black 6 green 2 red 2;
    hermano green 4 red 3 blue 3; bilis green 5 lime 3 yellow 2; espía black 7 grey 3;
    sospecha grey 5 green 3 black 2
Jealousy: eyes green 7 lime 3; monster green 8 lime 2; snake green 7 black 3;
    boyfriend red 5 pink 3 green 2; rival red 5 green 4 black 1; phone black 6 green 2 red 2;
    sibling green 4 red 3 blue 3; bile green 5 lime 3 yellow 2; spy black 7 grey 3;
    suspicion grey 5 green 3 black 2

Cosas que se rompen: cristal white 5 sky 3 silver 2; espejo silver 8 white 2; plato white 9 grey 1;
    huevo white 6 brown 3 yellow 1; jarrón white 4 blue 3 pink 3; corazón red 7 pink 3;
    hueso white 9 grey 1; galleta brown 8 yellow 2; pantalla black 7 grey 3;
    promesa white 5 grey 3 gold 2
Things that break: glass white 5 sky 3 silver 2; mirror silver 8 white 2; plate white 9 grey 1;
    egg white 6 brown 3 yellow 1; vase white 4 blue 3 pink 3; heart red 7 pink 3;
    bone white 9 grey 1; biscuit brown 8 yellow 2; screen black 7 grey 3;
    promise white 5 grey 3 gold 2
Ensaladas: lechuga green 7 lime 3; tomate red; pepino green 8 lime 2; aceituna green 5 black 5;
    cebolla white 5 purple 3 brown 2; atún grey 5 pink 3 brown 2; rúcula green 9 lime 1;
    aguacate green 9 lime 1; maíz yellow 9 orange 1; pimiento red 5 green 4 yellow 1
Salads: lettuce green 7 lime 3; tomato red; cucumber green 8 lime 2; olive green 5 black 5;
    onion white 5 purple 3 brown 2; tuna grey 5 pink 3 brown 2; rocket green 9 lime 1;
    avocado green 9 lime 1; sweetcorn yellow 9 orange 1; feta white
Mensajes: carta white 7 brown 3; sobre white 8 brown 2; whatsapp green 9 lime 1;
    paloma white 8 grey 2; botella green 5 sky 3 brown 2; postal sky 5 yellow 3 white 2;
    sello red 5 blue 3 gold 2; telegrama yellow 5 white 3 brown 2; buzón yellow 6 red 3 blue 1;
    emoji yellow 9 orange 1
Messages: letter white 7 brown 3; envelope white 8 brown 2; whatsapp green 9 lime 1;
    pigeon white 8 grey 2; bottle green 5 sky 3 brown 2; postcard sky 5 yellow 3 white 2;
    stamp red 5 blue 3 gold 2; telegram yellow 5 white 3 brown 2; mailbox red 6 yellow 3 blue 1;
    emoji yellow 9 orange 1
Perdón: abrazo pink 5 orange 3 white 2; paloma white 9 grey 1; flores pink 5 red 3 yellow 2;
    lágrimas sky 6 blue 4; bandera white 9 grey 1; mano pink 5 white 3 brown 2;
    disculpa white 6 pink 2 sky 2; confesión purple 4 brown 3 white 3;
    iglesia grey 5 white 3 gold 2; corazón red 6 pink 4
Forgiveness: hug pink 5 orange 3 white 2; dove white 9 grey 1; flowers pink 5 red 3 yellow 2;
    tears sky 6 blue 4; flag white 9 grey 1; handshake pink 5 white 3 brown 2;
    apology white 6 pink 2 sky 2; confession purple 4 brown 3 white 3; church grey 5 white 3 gold 2;
    heart red 6 pink 4

Cosas de Halloween: calabaza orange; bruja black 6 purple 2 green 2; fantasma white 9 grey 1;
    murciélago black 8 brown 2; esqueleto white 6 black 4; caramelos orange 4 red 3 purple 3;
    escoba brown 7 black 3; telaraña white 5 grey 3 black 2; vampiro black 5 red 4 purple 1;
    zombi green 6 grey 3 brown 1
Halloween things: pumpkin orange; witch black 6 purple 2 green 2; ghost white 9 grey 1;
    bat black 8 brown 2; skeleton white 6 black 4; candy orange 4 red 3 purple 3;
    broomstick brown 7 black 3; cobweb white 5 grey 3 black 2; vampire black 5 red 4 purple 1;
    zombie green 6 grey 3 brown 1
Cosas del mercado: tomates red; frutas red 4 orange 3 green 3; pescado silver 6 blue 2 grey 2;
    carne red 8 pink 2; flores pink 4 red 3 yellow 3; cesta brown 9 yellow 1;
    puesto red 4 white 3 green 3; balanza silver 6 grey 2 gold 2; lechugas green 8 lime 2;
    pimientos red 5 green 3 yellow 2
Market things: tomatoes red; fruit red 4 orange 3 green 3; fish silver 6 blue 2 grey 2;
    meat red 8 pink 2; flowers pink 4 red 3 yellow 3; basket brown 9 yellow 1;
    stall red 4 white 3 green 3; scales silver 6 grey 2 gold 2; lettuces green 8 lime 2;
    peppers red 5 green 3 yellow 2
Leyendas: dragón green 6 red 4; unicornio white 6 pink 2 purple 2; excalibur silver 7 gold 3;
    atlántida blue 7 sky 2 green 1; sirena green 5 sky 3 blue 2; grial gold 9 silver 1;
    duende green 8 brown 2; fénix red 5 orange 3 gold 2; yeti white 9 grey 1;
    nessie green 6 grey 2 brown 2
Legends: dragon green 6 red 4; unicorn white 6 pink 2 purple 2; excalibur silver 7 gold 3;
    atlantis blue 7 sky 2 green 1; mermaid green 5 sky 3 blue 2; grail gold 9 silver 1;
    leprechaun green 8 gold 2; phoenix red 5 orange 3 gold 2; bigfoot brown 8 black 2;
    nessie green 6 grey 2 brown 2
Prisa: reloj silver 5 black 3 red 2; conejo white 8 grey 2; tren grey 4 red 4 black 2;
    ambulancia white 5 red 3 yellow 2; carrera red 6 white 2 orange 2;
    semáforo red 5 yellow 3 green 2; guepardo yellow 6 orange 3 black 1;
    cohete red 5 silver 3 white 2; rayo yellow 7 white 2 purple 1; metro red 4 grey 4 blue 2
Hurry: clock silver 5 black 3 red 2; rabbit white 8 grey 2; train grey 4 red 4 black 2;
    ambulance white 5 red 3 yellow 2; race red 6 white 2 orange 2; deadline red 7 black 2 grey 1;
    cheetah yellow 6 orange 3 black 1; rocket red 5 silver 3 white 2;
    lightning yellow 7 white 2 purple 1; rush red 6 orange 3 yellow 1

Desiertos: arena yellow 7 orange 2 brown 1; camello brown 7 yellow 3; cactus green 9 lime 1;
    oasis green 5 sky 3 blue 2; duna yellow 7 orange 3; sáhara yellow 6 orange 3 brown 1;
    espejismo sky 5 yellow 3 white 2; escorpión black 5 brown 3 yellow 2; sol yellow 7 orange 3;
    beduino white 4 blue 3 brown 3
Deserts: sand yellow 7 orange 2 brown 1; camel brown 7 yellow 3; cactus green 9 lime 1;
    oasis green 5 sky 3 blue 2; dune yellow 7 orange 3; sahara yellow 6 orange 3 brown 1;
    mirage sky 5 yellow 3 white 2; scorpion black 5 brown 3 yellow 2; sun yellow 7 orange 3;
    tumbleweed brown 8 yellow 2
Cosas de ciencia: microscopio black 5 silver 3 white 2; probeta sky 5 white 3 lime 2;
    bata white 9 grey 1; átomo blue 5 sky 3 red 2; imán red 6 silver 3 grey 1;
    laboratorio white 8 silver 2; molécula blue 4 red 3 white 3; gafas sky 4 black 3 white 3;
    bacteria green 7 lime 3; telescopio black 5 silver 3 white 2
Science things: microscope black 5 silver 3 white 2; beaker sky 5 white 3 lime 2;
    scientist white 8 grey 2; atom blue 5 sky 3 red 2; magnet red 6 silver 3 grey 1;
    laboratory white 8 silver 2; molecule blue 4 red 3 white 3; goggles sky 4 black 3 white 3;
    bacteria green 7 lime 3; telescope black 5 silver 3 white 2
Cuadros famosos: gioconda brown 6 green 2 black 2; guernica grey 6 black 3 white 1;
    girasoles yellow 9 orange 1; meninas brown 5 grey 3 gold 2; noche blue 6 yellow 4;
    grito orange 6 red 2 blue 2; nenúfares green 4 sky 3 purple 3; beso gold 9 yellow 1;
    perla blue 5 yellow 3 white 2; vangogh yellow 5 blue 5
Famous paintings: monalisa brown 6 green 2 black 2; guernica grey 6 black 3 white 1;
    sunflowers yellow 9 orange 1; meninas brown 5 grey 3 gold 2; starry blue 6 yellow 4;
    scream orange 6 red 2 blue 2; waterlilies green 4 sky 3 purple 3; klimt gold 9 yellow 1;
    vermeer blue 5 yellow 3 white 2; picasso blue 4 grey 3 black 3
Éxito: trofeo gold 9 silver 1; medalla gold 8 silver 2; dinero green 6 gold 4;
    cima white 5 gold 3 grey 2; aplausos gold 4 red 3 yellow 3; champán gold 7 yellow 3;
    diploma white 6 gold 2 red 2; alfombra red 6 brown 3 purple 1; oscar gold;
    estrella gold 5 yellow 3 silver 2
Success: trophy gold 9 silver 1; medal gold 8 silver 2; money green 6 gold 4;
    summit white 5 gold 3 grey 2; applause gold 4 red 3 yellow 3; champagne gold 7 yellow 3;
    diploma white 6 gold 2 red 2; fame gold 6 red 2 yellow 2; oscar gold;
    star gold 5 yellow 3 silver 2

Pescados: salmón pink 6 orange 4; atún red 4 grey 3 silver 3; merluza white 6 silver 4;
    sardina silver 8 grey 2; trucha silver 5 pink 3 brown 2; bacalao white 6 grey 4;
    lubina silver 7 grey 3; caballa silver 5 blue 3 grey 2; boquerón silver 7 white 3;
    rape brown 6 grey 4
Fish: salmon pink 6 orange 4; tuna red 4 grey 3 silver 3; hake white 6 silver 4;
    sardine silver 8 grey 2; trout silver 5 pink 3 brown 2; cod white 6 grey 4;
    bass silver 7 grey 3; haddock grey 5 white 5; anchovy silver 7 white 3;
    mackerel silver 5 blue 3 grey 2
Cosas de Navidad: árbol green 9 gold 1; papá red 9 white 1; reno brown 8 red 2;
    estrella gold 7 yellow 3; belén brown 5 gold 3 white 2; nieve white;
    turrón brown 5 white 3 gold 2; regalos red 5 gold 3 green 2; acebo green 6 red 4;
    espumillón gold 5 silver 3 red 2
Christmas things: tree green 9 gold 1; santa red 9 white 1; reindeer brown 8 red 2;
    star gold 7 yellow 3; nativity brown 5 gold 3 white 2; snow white; tinsel gold 5 silver 3 red 2;
    presents red 5 gold 3 green 2; holly green 6 red 4; mistletoe green 8 white 2
Lugares embrujados: castillo grey 6 black 3 purple 1; cementerio grey 6 black 4;
    mansión black 5 grey 3 purple 2; cripta black 6 grey 4; sótano black 5 grey 3 brown 2;
    manicomio white 6 grey 4; bosque black 5 green 3 grey 2; faro grey 5 white 3 black 2;
    ático brown 6 grey 3 black 1; catacumbas grey 5 black 3 brown 2
Haunted places: castle grey 6 black 3 purple 1; graveyard grey 6 black 4;
    mansion black 5 grey 3 purple 2; crypt black 6 grey 4; cellar black 5 grey 3 brown 2;
    asylum white 6 grey 4; woods black 5 green 3 grey 2; lighthouse grey 5 white 3 black 2;
    attic brown 6 grey 3 black 1; catacombs grey 5 black 3 brown 2
Tranquilidad: lago sky 6 blue 4; bosque green 8 brown 2; hamaca brown 4 sky 3 white 3;
    siesta sky 4 white 3 yellow 3; té green 5 brown 3 white 2; campo green 8 yellow 2;
    nube white 8 sky 2; río blue 5 sky 3 green 2; gato grey 4 orange 3 white 3;
    biblioteca brown 7 green 3
Quietness: lake sky 6 blue 4; forest green 8 brown 2; hammock brown 4 sky 3 white 3;
    nap sky 4 white 3 yellow 3; tea green 5 brown 3 white 2; meadow green 8 yellow 2;
    cloud white 8 sky 2; river blue 5 sky 3 green 2; cat grey 4 orange 3 white 3;
    library brown 7 green 3

Frutas tropicales: piña yellow 8 green 2; mango orange 6 yellow 3 green 1; papaya orange 8 yellow 2;
    coco brown 5 white 5; plátano yellow; maracuyá purple 4 yellow 4 orange 2;
    guayaba pink 6 green 4; lichi pink 5 white 3 red 2; pitaya pink 7 white 2 green 1;
    carambola yellow 8 lime 2
Tropical fruit: pineapple yellow 8 green 2; mango orange 6 yellow 3 green 1;
    papaya orange 8 yellow 2; coconut brown 5 white 5; banana yellow;
    passionfruit purple 4 yellow 4 orange 2; guava pink 6 green 4; lychee pink 5 white 3 red 2;
    dragonfruit pink 7 white 2 green 1; starfruit yellow 8 lime 2
Cosas de carpintería: madera brown 9 orange 1; serrín yellow 6 brown 4;
    martillo brown 5 grey 3 silver 2; clavos silver 7 grey 3; sierra silver 6 grey 4;
    lija brown 5 yellow 3 grey 2; barniz brown 6 gold 3 orange 1; cepillo brown 6 silver 2 grey 2;
    banco brown 9 grey 1; tablón brown 9 yellow 1
Woodwork: timber brown 9 orange 1; sawdust yellow 6 brown 4; hammer brown 5 grey 3 silver 2;
    nails silver 7 grey 3; saw silver 6 grey 4; sandpaper brown 5 yellow 3 grey 2;
    varnish brown 6 gold 3 orange 1; chisel silver 6 brown 4; workbench brown 9 grey 1;
    plank brown 9 yellow 1
Sueños de infancia: astronauta white 6 silver 2 sky 2; princesa pink 8 gold 1 purple 1;
    bombero red 8 yellow 2; futbolista green 5 white 3 red 2; dinosaurio green 7 brown 3;
    unicornio pink 5 white 3 purple 2; pirata black 6 red 2 brown 2; volar sky 8 white 2;
    poni pink 5 white 3 brown 2; castillo pink 4 grey 3 white 3
Childhood dreams: astronaut white 6 silver 2 sky 2; princess pink 8 gold 1 purple 1;
    firefighter red 8 yellow 2; footballer green 5 white 3 red 2; dinosaur green 7 brown 3;
    unicorn pink 5 white 3 purple 2; pirate black 6 red 2 brown 2; flying sky 8 white 2;
    pony pink 5 white 3 brown 2; treehouse brown 7 green 3
Nobleza: corona gold 9 purple 1; caballero silver 6 grey 2 blue 2; escudo gold 4 blue 3 red 3;
    palacio white 5 gold 5; duque blue 5 purple 3 gold 2; sangre blue 7 red 3;
    caballo white 6 brown 3 black 1; terciopelo purple 5 red 3 black 2; anillo gold 7 silver 3;
    perro brown 6 white 2 gold 2
Nobility: crown gold 9 purple 1; knight silver 6 grey 2 blue 2; crest gold 4 blue 3 red 3;
    palace white 5 gold 5; duke blue 5 purple 3 gold 2; bloodline blue 7 red 3;
    stallion white 6 brown 3 black 1; velvet purple 5 red 3 black 2; signet gold 7 silver 3;
    lord purple 5 gold 3 blue 2

Cosas de acampada: tienda green 6 orange 3 blue 1; hoguera orange 6 red 4;
    saco green 4 blue 3 red 3; linterna yellow 5 silver 3 black 2; brújula silver 5 red 3 gold 2;
    malvaviscos white 6 pink 4; mochila green 5 red 3 brown 2; mosquitos black 5 grey 3 brown 2;
    cantimplora silver 5 green 3 grey 2; leña brown 9 orange 1
Camping things: tent green 6 orange 3 blue 1; campfire orange 6 red 4;
    lantern yellow 6 orange 2 black 2; torch yellow 5 silver 3 black 2;
    compass silver 5 red 3 gold 2; marshmallows white 6 pink 4; rucksack green 5 red 3 brown 2;
    mosquitoes black 5 grey 3 brown 2; flask silver 5 green 3 grey 2; firewood brown 9 orange 1
Bichos raros: axolote pink 8 white 2; ornitorrinco brown 8 grey 2; camaleón green 6 lime 4;
    narval grey 5 white 3 blue 2; pulpo red 4 purple 3 pink 3; tardígrado grey 5 brown 3 pink 2;
    mantis green 8 lime 2; medusa pink 4 sky 3 purple 3; babosa lime 4 brown 3 yellow 3;
    pangolín brown 8 grey 2
Odd creatures: axolotl pink 8 white 2; platypus brown 8 grey 2; chameleon green 6 lime 4;
    narwhal grey 5 white 3 blue 2; octopus red 4 purple 3 pink 3; tardigrade grey 5 brown 3 pink 2;
    mantis green 8 lime 2; jellyfish pink 4 sky 3 purple 3; slug lime 4 brown 3 yellow 3;
    pangolin brown 8 grey 2
Cosas de museo: momia white 5 brown 3 grey 2; dinosaurio brown 5 grey 3 green 2;
    cuadro gold 5 brown 3 red 2; estatua white 7 grey 3; vitrina silver 5 white 3 sky 2;
    jarrón blue 4 white 3 orange 3; armadura silver 7 grey 3; vigilante black 5 blue 3 grey 2;
    marco gold 8 brown 2; sarcófago gold 8 blue 2
Museum things: mummy white 5 brown 3 grey 2; skeleton white 6 grey 2 brown 2;
    painting gold 5 brown 3 red 2; statue white 7 grey 3; showcase silver 5 white 3 sky 2;
    vase blue 4 white 3 orange 3; armour silver 7 grey 3; guard black 5 blue 3 grey 2;
    frame gold 8 brown 2; sarcophagus gold 8 blue 2
Fuerza: músculo red 5 pink 3 brown 2; hulk green 9 purple 1; toro black 5 red 3 brown 2;
    elefante grey 9 brown 1; pesas black 6 silver 3 grey 1; gorila black 8 grey 2;
    roca grey 8 brown 2; hierro grey 6 black 3 silver 1; león gold 5 orange 3 brown 2;
    sansón brown 6 gold 2 red 2
Strength: muscle red 5 pink 3 brown 2; hulk green 9 purple 1; bull black 5 red 3 brown 2;
    elephant grey 9 brown 1; weights black 6 silver 3 grey 1; gorilla black 8 grey 2;
    rock grey 8 brown 2; iron grey 6 black 3 silver 1; lion gold 5 orange 3 brown 2;
    samson brown 6 gold 2 red 2

Helados: vainilla white 6 yellow 4; fresa pink 8 red 2; chocolate brown; pistacho green 6 lime 4;
    menta green 5 lime 3 sky 2; limón yellow 7 lime 3; cucurucho brown 6 yellow 4;
    polo red 4 sky 3 orange 3; nata white; stracciatella white 6 brown 2 black 2
Ice creams: vanilla white 6 yellow 4; strawberry pink 8 red 2; chocolate brown;
    pistachio green 6 lime 4; mint green 5 lime 3 sky 2; lemon yellow 7 lime 3;
    cone brown 6 yellow 4; lolly red 4 sky 3 orange 3; sprinkles pink 3 yellow 3 sky 2 red 2;
    sundae pink 4 white 4 brown 2
Cosas de granja de abejas: miel gold 6 yellow 4; colmena yellow 5 brown 3 gold 2;
    apicultor white 8 yellow 2; panal yellow 6 gold 4; reina gold 7 yellow 3;
    cera yellow 7 white 2 gold 1; velo white 8 black 2; aguijón black 6 yellow 4;
    polen yellow 9 orange 1; zángano black 5 yellow 3 brown 2
Beekeeping: honey gold 6 yellow 4; hive yellow 5 brown 3 gold 2; bee yellow 7 black 3;
    honeycomb yellow 6 gold 4; queen gold 7 yellow 3; wax yellow 7 white 2 gold 1;
    veil white 8 black 2; sting black 6 yellow 4; pollen yellow 9 orange 1;
    drone black 5 yellow 3 brown 2
Trucos de magia: conejo white 9 grey 1; chistera black 9 red 1; varita black 7 white 3;
    cartas red 5 black 4 white 1; pañuelo red 4 white 3 purple 3; paloma white 9 grey 1;
    serrucho silver 6 grey 4; moneda silver 5 gold 5; capa black 5 purple 3 red 2;
    humo grey 7 white 3
Magic tricks: rabbit white 9 grey 1; tophat black 9 red 1; wand black 7 white 3;
    cards red 5 black 4 white 1; handkerchief red 4 white 3 purple 3; dove white 9 grey 1;
    sawing silver 6 grey 4; coin silver 5 gold 5; cape black 5 purple 3 red 2; smoke grey 7 white 3
Vejez: canas white 6 grey 3 silver 1; arrugas grey 5 brown 3 white 2; bastón brown 8 black 2;
    abuelo grey 6 brown 3 white 1; gafas black 4 brown 3 gold 3; mecedora brown 8 white 2;
    dentadura white 7 pink 3; otoño orange 5 brown 4 grey 1; jubilación grey 4 sky 3 gold 3;
    ceniza grey 8 white 2
Old age: wrinkles grey 5 brown 3 white 2; cane brown 8 black 2; grandpa grey 6 brown 3 white 1;
    glasses black 4 brown 3 gold 3; cardigan brown 5 grey 3 purple 2; dentures white 7 pink 3;
    autumn orange 5 brown 4 grey 1; retirement grey 4 sky 3 gold 3; ash grey 8 white 2;
    pension grey 6 gold 2 brown 2

Cosas de la lluvia: paraguas black 5 red 3 yellow 2; charco grey 5 brown 3 sky 2;
    botas yellow 6 green 2 red 2; chubasquero yellow 8 blue 2; nube grey 8 white 2;
    gota sky 7 blue 3; arcoíris red 3 yellow 3 blue 2 green 2; rana green 9 lime 1;
    caracol brown 6 grey 2 green 2; barro brown 9 black 1
Rainy things: umbrella black 5 red 3 yellow 2; puddle grey 5 brown 3 sky 2;
    wellies yellow 6 green 2 red 2; raincoat yellow 8 blue 2; cloud grey 8 white 2;
    drop sky 7 blue 3; rainbow red 3 yellow 3 blue 2 green 2; frog green 9 lime 1;
    snail brown 6 grey 2 green 2; mud brown 9 black 1
Cosas de oficina de correos: buzón yellow 8 red 2; sello red 5 blue 3 gold 2; sobre white 7 brown 3;
    paquete brown 9 white 1; cartero yellow 6 blue 4; carta white 8 brown 2;
    postal sky 5 yellow 3 white 2; cola grey 7 black 3; báscula silver 6 grey 4;
    cuerno yellow 8 gold 2
Post office: postbox red 9 gold 1; stamp red 5 blue 3 gold 2; envelope white 7 brown 3;
    parcel brown 9 white 1; postman red 5 blue 3 yellow 2; letter white 8 brown 2;
    postcard sky 5 yellow 3 white 2; queue grey 7 black 3; scales silver 6 grey 4;
    van red 7 white 3
Cosas del futuro: robot silver 7 grey 3; holograma sky 6 blue 2 silver 2;
    teletransporte sky 5 white 3 purple 2; androide silver 6 white 2 grey 2;
    dron black 5 silver 3 grey 2; colonia red 5 white 3 silver 2; láser red 6 lime 2 blue 2;
    implante silver 6 grey 4; coche silver 5 white 3 sky 2; cápsula white 6 silver 4
Future things: robot silver 7 grey 3; hologram sky 6 blue 2 silver 2;
    teleporter sky 5 white 3 purple 2; android silver 6 white 2 grey 2;
    drone black 5 silver 3 grey 2; colony red 5 white 3 silver 2; laser red 6 lime 2 blue 2;
    implant silver 6 grey 4; hoverboard silver 5 sky 3 black 2; pod white 6 silver 4
Ilusión: viaje sky 5 yellow 3 orange 2; regalo red 5 gold 3 pink 2; boda white 9 gold 1;
    reyes gold 6 red 2 purple 2; cumpleaños pink 5 yellow 3 sky 2; verano yellow 7 orange 3;
    bebé pink 4 sky 4 white 2; concierto purple 4 black 3 red 3; estreno red 5 gold 3 black 2;
    primavera green 6 pink 2 yellow 2
Excitement: trip sky 5 yellow 3 orange 2; present red 5 gold 3 pink 2; wedding white 9 gold 1;
    fireworks red 4 gold 4 yellow 2; birthday pink 5 yellow 3 sky 2; holidays yellow 7 orange 3;
    rollercoaster red 5 yellow 3 blue 2; concert purple 4 black 3 red 3;
    premiere red 5 gold 3 black 2; christmas red 5 green 3 gold 2

Animales del mar: delfín grey 6 blue 3 sky 1; ballena blue 6 grey 4; tiburón grey 8 blue 2;
    pulpo red 5 purple 3 pink 2; estrella orange 5 red 3 yellow 2; tortuga green 8 brown 2;
    foca grey 8 black 2; orca black 6 white 4; cangrejo red 6 orange 4;
    caballito yellow 4 orange 3 brown 3
Sea animals: dolphin grey 6 blue 3 sky 1; whale blue 6 grey 4; shark grey 8 blue 2;
    octopus red 5 purple 3 pink 2; starfish orange 5 red 3 yellow 2; turtle green 8 brown 2;
    seal grey 8 black 2; orca black 6 white 4; crab red 6 orange 4;
    seahorse yellow 4 orange 3 brown 3
Cosas de otoño: hojas orange 6 brown 3 red 1; castañas brown 9 orange 1; calabaza orange;
    setas brown 6 red 2 white 2; lluvia grey 7 sky 2 blue 1; bellota brown 8 green 2;
    bufanda red 5 brown 3 grey 2; viento grey 6 brown 2 sky 2; membrillo orange 5 yellow 3 red 2;
    granada red 9 pink 1
Autumn things: leaves orange 6 brown 3 red 1; chestnuts brown 9 orange 1; pumpkin orange;
    mushrooms brown 6 red 2 white 2; rain grey 7 sky 2 blue 1; acorn brown 8 green 2;
    scarf red 5 brown 3 grey 2; wind grey 6 brown 2 sky 2; conkers brown 9 red 1;
    apples red 6 green 4
Palabras en inglés: okay green 5 white 3 sky 2; selfie pink 4 yellow 3 sky 3;
    sandwich brown 5 white 3 green 2; hobby green 5 orange 3 blue 2; bacon red 5 pink 3 brown 2;
    marketing blue 5 red 3 grey 2; parking blue 6 grey 4; jersey red 4 grey 3 blue 3;
    fútbol green 6 white 3 black 1; wifi sky 5 blue 3 white 2
English words: okay green 5 white 3 sky 2; teatime brown 6 white 2 pink 2;
    queen gold 6 purple 2 red 2; weekend yellow 6 orange 4; cheers gold 6 yellow 4;
    london red 6 grey 3 black 1; sorry grey 5 blue 3 pink 2; pudding brown 6 pink 2 yellow 2;
    bus red 9 white 1; rain grey 7 sky 2 blue 1
Valor: león gold 5 orange 3 brown 2; caballero silver 6 grey 2 red 2; bombero red 9 yellow 1;
    escudo silver 5 red 3 gold 2; corazón red 9 pink 1; soldado green 7 brown 3;
    medalla gold 8 silver 2; toro black 5 red 3 brown 2; dragón red 5 green 5;
    héroe red 5 gold 3 blue 2
Bravery: lion gold 5 orange 3 brown 2; knight silver 6 grey 2 red 2; firefighter red 9 yellow 1;
    shield silver 5 red 3 gold 2; heart red 9 pink 1; soldier green 7 brown 3;
    medal gold 8 silver 2; bull black 5 red 3 brown 2; warrior red 5 silver 3 brown 2;
    hero red 5 gold 3 blue 2

Panes: baguette brown 5 yellow 3 gold 2; chapata brown 6 white 4; integral brown 9 yellow 1;
    molde white 8 brown 2; pita white 7 brown 3; pistola brown 6 yellow 4; centeno brown 8 black 2;
    brioche yellow 7 gold 3; picos brown 5 yellow 5; hogaza brown 9 gold 1
Breads: baguette brown 5 yellow 3 gold 2; ciabatta brown 6 white 4; wholemeal brown 9 yellow 1;
    sliced white 8 brown 2; pitta white 7 brown 3; sourdough brown 8 white 2; rye brown 8 black 2;
    brioche yellow 7 gold 3; bagel brown 6 yellow 4; crumpet yellow 5 brown 5
Cosas de fútbol: balón white 6 black 4; césped green 9 lime 1; portería white 8 grey 2;
    árbitro black 7 yellow 2 red 1; tarjeta red 5 yellow 5; camiseta white 4 red 3 blue 3;
    silbato silver 5 black 3 red 2; estadio green 5 grey 3 white 2; gol green 5 white 3 gold 2;
    copa gold 8 silver 2
Football things: ball white 6 black 4; pitch green 9 lime 1; goalposts white 8 grey 2;
    referee black 7 yellow 2 red 1; card red 5 yellow 5; shirt white 4 red 3 blue 3;
    whistle silver 5 black 3 red 2; stadium green 5 grey 3 white 2; goal green 5 white 3 gold 2;
    trophy gold 8 silver 2
Sonidos de la casa: timbre yellow 4 silver 3 white 3; grifo silver 7 sky 3;
    lavadora white 8 silver 2; puerta brown 8 white 2; reloj silver 5 gold 3 black 2;
    tetera silver 5 red 3 white 2; aspiradora red 4 grey 3 silver 3; escalera brown 7 grey 3;
    perro brown 7 black 3; microondas white 5 black 3 silver 2
House sounds: doorbell yellow 4 silver 3 white 3; tap silver 7 sky 3; fridge white 8 silver 2;
    door brown 8 white 2; clock silver 5 gold 3 black 2; kettle silver 5 red 3 white 2;
    hoover red 4 grey 3 silver 3; stairs brown 7 grey 3; dog brown 7 black 3;
    microwave white 5 black 3 silver 2
Misericordia: ángel white 8 gold 2; monja black 5 white 5; paloma white 9 grey 1;
    mano pink 5 white 3 brown 2; lágrima sky 6 white 4; vela white 5 yellow 3 gold 2;
    cruz gold 4 red 3 white 3; abrazo pink 5 orange 3 white 2; perdón white 7 pink 3;
    madre pink 6 white 3 red 1
Mercy: angel white 8 gold 2; nun black 5 white 5; dove white 9 grey 1; hand pink 5 white 3 brown 2;
    tear sky 6 white 4; candle white 5 yellow 3 gold 2; cross gold 4 red 3 white 3;
    hug pink 5 orange 3 white 2; pardon white 7 pink 3; mother pink 6 white 3 red 1

Cosas de bomberos: camión red 9 yellow 1; manguera red 4 yellow 3 grey 3;
    casco yellow 5 red 3 black 2; escalera silver 5 red 3 grey 2; sirena red 6 blue 4;
    hacha red 5 silver 3 black 2; humo grey 8 black 2; extintor red 9 black 1;
    llamas orange 6 red 4; dálmata white 6 black 4
Firefighting: engine red 9 yellow 1; hose red 4 yellow 3 grey 3; helmet yellow 5 red 3 black 2;
    ladder silver 5 red 3 grey 2; siren red 6 blue 4; axe red 5 silver 3 black 2;
    smoke grey 8 black 2; extinguisher red 9 black 1; flames orange 6 red 4;
    dalmatian white 6 black 4
Cosas de dentista: diente white 9 yellow 1; cepillo white 4 sky 3 pink 3;
    pasta white 5 sky 3 pink 2; torno silver 6 grey 4; caries black 6 brown 4;
    sillón sky 5 white 3 grey 2; espejito silver 8 white 2; aparato silver 7 grey 3;
    flúor pink 4 sky 3 white 3; hilo white 8 sky 2
Dentist things: tooth white 9 yellow 1; toothbrush white 4 sky 3 pink 3;
    toothpaste white 5 sky 3 pink 2; drill silver 6 grey 4; cavity black 6 brown 4;
    chair sky 5 white 3 grey 2; mouthwash sky 5 lime 3 green 2; braces silver 7 grey 3;
    fluoride pink 4 sky 3 white 3; floss white 8 sky 2
Robots: androide silver 6 white 2 grey 2; tornillo silver 7 grey 3; metal silver 6 grey 4;
    circuito green 6 silver 2 black 2; chatarra grey 5 brown 3 orange 2;
    terminator silver 5 black 3 red 2; aspiradora black 4 grey 3 silver 3;
    brazo silver 5 grey 3 orange 2; antena silver 6 grey 2 red 2; engranaje silver 5 grey 3 gold 2
Robots: android silver 6 white 2 grey 2; bolt silver 7 grey 3; metal silver 6 grey 4;
    circuit green 6 silver 2 black 2; scrap grey 5 brown 3 orange 2;
    terminator silver 5 black 3 red 2; roomba black 4 grey 3 silver 3;
    droid white 5 silver 3 blue 2; antenna silver 6 grey 2 red 2; cog silver 5 grey 3 gold 2
Justicia: balanza gold 6 silver 3 grey 1; juez black 7 white 3; mazo brown 8 black 2;
    venda white 8 grey 2; toga black 9 white 1; espada silver 7 gold 3; ley black 5 blue 3 grey 2;
    policía blue 8 black 2; tribunal brown 5 black 3 grey 2; cárcel grey 7 black 3
Justice: scales gold 6 silver 3 grey 1; judge black 7 white 3; gavel brown 8 black 2;
    blindfold white 8 grey 2; robe black 9 white 1; sword silver 7 gold 3;
    law black 5 blue 3 grey 2; police blue 8 black 2; court brown 5 black 3 grey 2;
    prison grey 7 black 3

Cosas del tren: vía grey 6 brown 3 silver 1; locomotora black 7 red 3; vagón red 4 brown 3 grey 3;
    estación grey 6 brown 2 red 2; billete white 5 yellow 3 green 2; revisor blue 5 black 3 grey 2;
    túnel black 9 grey 1; humo grey 7 white 2 black 1; silbato silver 5 black 3 red 2;
    andén grey 8 yellow 2
Train things: rails grey 6 brown 3 silver 1; locomotive black 7 red 3;
    carriage red 4 brown 3 grey 3; station grey 6 brown 2 red 2; ticket white 5 yellow 3 orange 2;
    conductor blue 5 black 3 grey 2; tunnel black 9 grey 1; steam white 6 grey 4;
    whistle silver 5 black 3 red 2; platform grey 8 yellow 2
Legumbres: lentejas brown 8 orange 2; garbanzos yellow 6 brown 4; judías white 5 red 3 brown 2;
    guisantes green 9 lime 1; habas green 8 lime 2; alubias white 5 red 3 black 2;
    soja yellow 5 green 3 brown 2; cacahuete brown 6 orange 2 yellow 2;
    hummus yellow 5 brown 3 white 2; edamame green 8 lime 2
Pulses: lentils brown 8 orange 2; chickpeas yellow 6 brown 4; beans red 4 brown 3 white 3;
    peas green 9 lime 1; broadbeans green 8 lime 2; kidney red 8 brown 2;
    soya yellow 5 green 3 brown 2; peanuts brown 6 orange 2 yellow 2;
    hummus yellow 5 brown 3 white 2; edamame green 8 lime 2
Cosas pequeñas: hormiga black 8 red 2; grano yellow 5 white 3 brown 2; botón white 4 black 3 red 3;
    semilla brown 6 green 4; mota grey 7 white 3; ratón grey 8 white 2; pulga black 6 brown 4;
    dedal silver 8 gold 2; perla white 9 pink 1; átomo sky 5 blue 3 white 2
Tiny things: ant black 8 red 2; grain yellow 5 white 3 brown 2; button white 4 black 3 red 3;
    seed brown 6 green 4; speck grey 7 white 3; mouse grey 8 white 2; flea black 6 brown 4;
    thimble silver 8 gold 2; pearl white 9 pink 1; atom sky 5 blue 3 white 2
Ternura: bebé pink 5 white 3 sky 2; gatito grey 4 white 3 orange 3; abuela pink 5 white 3 grey 2;
    osito brown 7 pink 3; cachorro brown 6 yellow 2 white 2; abrazo pink 6 orange 2 white 2;
    beso pink 6 red 4; pollito yellow 9 white 1; mimos pink 7 white 3; conejito white 7 pink 3
Tenderness: baby pink 5 white 3 sky 2; kitten grey 4 white 3 orange 3; granny pink 5 white 3 grey 2;
    teddy brown 7 pink 3; puppy brown 6 yellow 2 white 2; cuddle pink 6 orange 2 white 2;
    kiss pink 6 red 4; chick yellow 9 white 1; caress pink 7 white 3; bunny white 7 pink 3

Cosas de pintor: pincel brown 5 black 3 red 2; paleta brown 4 red 3 yellow 3;
    lienzo white 9 brown 1; caballete brown 9 white 1; boina black 7 red 3;
    óleo brown 4 red 3 yellow 3; acuarela sky 4 blue 3 pink 3; rodillo white 6 grey 2 sky 2;
    trementina yellow 5 white 3 brown 2; mancha red 3 blue 3 yellow 2 black 2
Painter things: paintbrush brown 5 black 3 red 2; palette brown 4 red 3 yellow 3;
    canvas white 9 brown 1; easel brown 9 white 1; beret black 7 red 3; oils brown 4 red 3 yellow 3;
    watercolours sky 4 blue 3 pink 3; roller white 6 grey 2 sky 2;
    turpentine yellow 5 white 3 brown 2; smudge red 3 blue 3 yellow 2 black 2
Cosas del zoo: jirafa yellow 7 orange 2 brown 1; cebra white 5 black 5; elefante grey 9 brown 1;
    león gold 5 orange 3 yellow 2; flamenco pink; panda black 5 white 5;
    hipopótamo grey 7 purple 2 pink 1; mono brown 8 black 2; cuidador green 6 brown 4;
    pingüino black 5 white 5
Zoo things: giraffe yellow 7 orange 2 brown 1; zebra white 5 black 5; elephant grey 9 brown 1;
    lion gold 5 orange 3 yellow 2; flamingo pink; panda black 5 white 5;
    hippo grey 7 purple 2 pink 1; monkey brown 8 black 2; keeper green 6 brown 4;
    penguin black 5 white 5
Enigmas: esfinge yellow 6 gold 2 brown 2; laberinto green 5 grey 3 purple 2;
    acertijo purple 5 yellow 3 grey 2; rubik red 3 yellow 3 blue 2 green 2;
    interrogación purple 4 yellow 3 black 3; clave black 5 gold 3 grey 2; sudoku white 6 black 4;
    jeroglífico gold 5 yellow 3 brown 2; candado silver 5 gold 3 grey 2; misterio purple 6 black 4
Riddles: sphinx yellow 6 gold 2 brown 2; maze green 5 grey 3 purple 2;
    puzzle red 3 blue 3 yellow 2 green 2; rubik red 3 yellow 3 blue 2 green 2;
    question purple 4 yellow 3 black 3; cipher black 5 gold 3 grey 2; sudoku white 6 black 4;
    hieroglyph gold 5 yellow 3 brown 2; padlock silver 5 gold 3 grey 2; mystery purple 6 black 4
Riqueza: dinero green 6 gold 4; diamante white 6 silver 3 sky 1; lingote gold 9 silver 1;
    yate white 8 blue 2; mansión white 6 gold 4; joyas gold 6 red 2 silver 2;
    billetes green 7 purple 1 red 2; tesoro gold 9 yellow 1; cofre brown 5 gold 5
Wealth: money green 6 gold 4; diamond white 6 silver 3 sky 1; bullion gold 9 silver 1;
    yacht white 8 blue 2; mansion white 6 gold 4; jewels gold 6 red 2 silver 2;
    banknotes green 7 purple 1 red 2; treasure gold 9 yellow 1; millionaire gold 7 green 3;
    bank grey 5 gold 3 green 2

Cosas del pueblo: plaza brown 5 yellow 3 white 2; iglesia grey 5 brown 3 white 2;
    campanario brown 5 grey 3 gold 2; fuente grey 5 sky 3 white 2; abuelos grey 5 brown 3 white 2;
    gallinas brown 5 white 4 red 1; tractor green 5 red 4 yellow 1; tejado orange 6 red 3 brown 1;
    fiestas red 4 yellow 3 gold 3; huerto green 8 brown 2
Village things: square brown 5 yellow 3 white 2; church grey 5 brown 3 white 2;
    belltower brown 5 grey 3 gold 2; well grey 6 brown 4; pub brown 8 black 2;
    hens brown 5 white 4 red 1; tractor green 5 red 4 yellow 1; cottage white 5 brown 3 green 2;
    fete red 4 yellow 3 white 3; allotment green 8 brown 2
Dulces de Navidad: turrón brown 6 white 2 gold 2; polvorón white 7 brown 3;
    mazapán yellow 5 brown 3 white 2; roscón gold 4 white 3 red 3; bastón red 5 white 5;
    peladilla white 9 pink 1; mantecado brown 6 white 4; bombón brown 8 gold 2;
    panettone yellow 6 brown 4; galletas brown 8 gold 2
Christmas sweets: mincepie brown 8 gold 2; candycane red 5 white 5; pudding brown 8 black 2;
    gingerbread brown 9 white 1; marzipan yellow 5 white 3 brown 2; stollen white 6 brown 4;
    panettone yellow 6 brown 4; chocolates brown 8 gold 2; fudge brown 8 gold 2;
    shortbread yellow 6 brown 4
Fantasmas: sábana white; cadena grey 6 silver 3 black 1; castillo grey 6 black 3 purple 1;
    susto white 6 black 2 grey 2; espíritu white 8 sky 2; casper white 9 sky 1;
    niebla grey 7 white 3; cementerio grey 6 black 4; aullido grey 6 black 2 white 2;
    alma white 9 sky 1
Ghosts: sheet white; chains grey 6 silver 3 black 1; castle grey 6 black 3 purple 1;
    boo white 6 black 2 grey 2; spirit white 8 sky 2; casper white 9 sky 1; mist grey 7 white 3;
    graveyard grey 6 black 4; wail grey 6 black 2 white 2; soul white 9 sky 1
Infinito: universo black 6 purple 3 blue 1; espacio black 7 purple 2 blue 1;
    ocho black 5 gold 3 white 2; estrellas yellow 5 silver 3 white 2;
    horizonte sky 5 orange 3 blue 2; mar blue 7 sky 3; eternidad white 5 sky 3 gold 2;
    espejo silver 8 white 2; cielo sky 8 blue 2; tiempo grey 5 silver 3 black 2
Infinity: universe black 6 purple 3 blue 1; space black 7 purple 2 blue 1;
    eight black 5 gold 3 white 2; stars yellow 5 silver 3 white 2; horizon sky 5 orange 3 blue 2;
    ocean blue 7 sky 3; eternity white 5 sky 3 gold 2; mirrors silver 8 white 2; sky sky 8 blue 2;
    time grey 5 silver 3 black 2
"""


def _votes(parts: list[str]) -> tuple[tuple[int, int], ...]:
    """`red 8 pink 2` (or `red` alone, all ten) as (colour, people) pairs, most first."""
    votes: list[tuple[int, int]] = []
    for part in parts:
        if part.isdigit():
            colour, _ = votes[-1]
            votes[-1] = (colour, int(part))
        else:
            votes.append((BY_KEY[part], PEOPLE))
    return tuple(sorted(votes, key=lambda v: -v[1]))


def _said(line: str) -> tuple[str, tuple[Said, ...]]:
    category, _, rest = line.partition(":")
    words = []
    for entry in rest.split(";"):
        word, *parts = entry.split()
        words.append(Said(word, _votes(parts)))
    return category.strip(), tuple(words)


def _parse(table: str) -> tuple[tuple[dict[str, tuple[Said, ...]], ...], ...]:
    """Per card, per slot, per language: the words. Each line must name its category."""
    lines: list[str] = []
    for line in table.strip().splitlines():
        if line.startswith(" "):  # a long line goes on, indented, on the next
            lines[-1] += " " + line.strip()
        elif line:
            lines.append(line)
    categories = [category for card in CARDS for category in card]
    assert len(lines) == len(LANGS) * len(categories), len(lines)
    slots = []
    for k, category in enumerate(categories):
        entry = {}
        for i, lang in enumerate(LANGS):
            name, words = _said(lines[len(LANGS) * k + i])
            assert name == category.text(lang), (name, category.text(lang))
            entry[lang] = words
        slots.append(entry)
    per_card = len(SLOTS)
    return tuple(tuple(slots[c : c + per_card]) for c in range(0, len(slots), per_card))


WORDS_SAID = _parse(_TABLE)


def said_for(card: int, slot: int, lang: str) -> tuple[Said, ...]:
    """The words people say for the category on `card`'s `slot`, in `lang`."""
    return WORDS_SAID[card][slot][lang]
