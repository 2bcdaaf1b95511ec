"""Colorful's 60 category cards, written for Sobremesa in Spanish and English.

The rules they serve: docs/rules/colorful.md.

Each card holds four categories, on the slots 1), 2), 3) and 4-5): round r plays slot r, and
rounds 4 and beyond play 4-5). The first slot is something you can point at (fruit, toys); the
later ones are less concrete, and the last is an idea (nostalgia, freedom, envy), which is
where the table disagrees most.

Each category also carries the colours it most likely calls to mind, most likely first: the
bots' lexicon (`engine.content.colorful_lexicon`) reads them, and a bot leans on them when the
clue word alone says little (or was said aloud).

The table is text, one category per line (`Spanish | English | colours`), one card per
paragraph, so that it reads, and is checked, like the printed cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.content.colorful_colours import BY_KEY

SLOTS: tuple[str, ...] = ("1)", "2)", "3)", "4-5)")


@dataclass(frozen=True)
class Category:
    es: str
    en: str
    colours: tuple[int, ...]  # the colours it most likely calls to mind, most likely first

    def text(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


_TABLE = """
Frutas | Fruit | red yellow orange
Postres | Desserts | brown pink white
Olores | Smells | green pink lime
Nostalgia | Nostalgia | brown sky gold

Animales de granja | Farm animals | pink brown white
Deportes | Sports | green orange white
Sonidos de la ciudad | City sounds | grey black red
Libertad | Freedom | sky blue white

Verduras | Vegetables | green orange red
Juguetes | Toys | red yellow blue
Días de la semana | Days of the week | grey yellow orange
Sabiduría | Wisdom | purple silver white

Ropa | Clothes | blue black white
Instrumentos musicales | Musical instruments | brown gold black
Fenómenos del tiempo | Weather | grey sky white
Paciencia | Patience | green sky blue

Profesiones | Jobs | blue white black
Países | Countries | red yellow green
Emociones | Emotions | red blue yellow
El futuro | The future | silver white sky

Comida rápida | Fast food | red yellow brown
Personajes de cuento | Fairy-tale characters | pink gold purple
Supersticiones | Superstitions | black green red
La infancia | Childhood | yellow pink sky

Cosas del mar | Things in the sea | blue sky green
Medios de transporte | Transport | red yellow grey
Palabras de amor | Words of love | red pink white
Misterio | Mystery | black purple grey

Bebidas | Drinks | brown orange white
Fiestas | Celebrations | gold red purple
Monumentos | Monuments | grey gold white
Calma | Calm | sky blue white

Herramientas | Tools | grey silver red
Insectos | Insects | black green yellow
Superhéroes | Superheroes | red blue black
Ambición | Ambition | gold red purple

Flores | Flowers | pink red yellow
Cosas de la cocina | Kitchen things | silver white red
Miedos | Fears | black purple red
Honestidad | Honesty | white sky blue

Pájaros | Birds | black blue yellow
Golosinas | Sweets | pink red lime
Estaciones del año | Seasons | orange green white
El tiempo que pasa | Time passing | grey silver brown

Cosas del colegio | School things | yellow green brown
Piedras preciosas | Gemstones | red green blue
Cuentos de miedo | Scary stories | black purple red
Energía | Energy | yellow orange red

Árboles | Trees | green brown orange
Bailes | Dances | red purple gold
Inventos | Inventions | silver yellow grey
Soledad | Loneliness | grey blue black

Comida de desayuno | Breakfast food | yellow brown white
Películas | Films | black red gold
Palabras que dan risa | Funny words | yellow orange pink
Poder | Power | gold black red

El espacio | Space | black purple silver
Reptiles | Reptiles | green brown lime
Viajes | Travel | sky blue orange
Esperanza | Hope | green yellow sky

Cosas redondas | Round things | orange yellow white
Mascotas | Pets | brown orange white
Lugares de vacaciones | Holiday places | sky yellow green
Envidia | Envy | green lime yellow

Especias | Spices | red orange brown
Metales | Metals | silver gold grey
Cosas que brillan | Shiny things | gold silver white
Lujo | Luxury | gold black purple

Quesos | Cheeses | yellow white orange
Cosas de la playa | Beach things | yellow sky blue
Ruidos de la noche | Night noises | black purple blue
Tristeza | Sadness | blue grey black

Vehículos de emergencia | Emergency vehicles | red white yellow
Partes del cuerpo | Body parts | pink red brown
Cosas pegajosas | Sticky things | brown yellow pink
Peligro | Danger | red black yellow

Dinosaurios | Dinosaurs | green brown grey
Juegos de mesa | Board games | red green blue
Cosas suaves | Soft things | white pink sky
Alegría | Joy | yellow orange pink

Marcas de coche | Car makes | red silver black
Cosas del jardín | Garden things | green brown pink
Lenguas del mundo | Languages | red blue yellow
Silencio | Silence | white grey black

Cereales | Grains | yellow brown white
Cosas de invierno | Winter things | white sky silver
Mitología | Mythology | gold purple white
Rabia | Anger | red black orange

Cosas de la granja | Farmyard things | brown yellow green
Monstruos | Monsters | green purple black
Olimpiadas | Olympics | gold silver white
Calor | Heat | red orange yellow

Platos típicos | Traditional dishes | yellow red brown
Cosas del cielo | Things in the sky | sky blue white
Reyes y reinas | Kings and queens | gold purple red
Elegancia | Elegance | black white silver

Cosas de pirata | Pirate things | black gold brown
Formas | Shapes | red blue yellow
Sabores | Flavours | lime yellow pink
Timidez | Shyness | pink grey white

Dulces de feria | Fairground treats | pink red yellow
Cosas que vuelan | Things that fly | white sky grey
Números | Numbers | black white red
Generosidad | Generosity | gold green orange

Uniformes | Uniforms | blue green black
Flores de primavera | Spring flowers | yellow pink purple
Medicinas | Medicines | white red blue
Sueños | Dreams | purple sky pink

Personajes de dibujos | Cartoon characters | yellow blue red
Cosas del bosque | Forest things | green brown orange
Secretos | Secrets | black purple grey
Locura | Madness | purple lime orange

Mares y ríos | Seas and rivers | blue sky green
Tiendas | Shops | red yellow white
Ruidos de animales | Animal sounds | brown black yellow
Aburrimiento | Boredom | grey brown white

Cosas frías | Cold things | white sky silver
Magia | Magic | purple black gold
Palabras difíciles | Hard words | grey black purple
Inocencia | Innocence | white pink sky

Frutos secos | Nuts | brown orange white
Cosas de circo | Circus things | red yellow white
Redes sociales | Social media | blue pink purple
Orgullo | Pride | gold red purple

Hobbies | Hobbies | green orange blue
Cosas del baño | Bathroom things | white sky blue
Trabajos del campo | Farm work | brown green yellow
Suerte | Luck | green gold red

Cosas que pican | Things that sting | red yellow orange
Fiestas de cumpleaños | Birthday parties | pink yellow sky
Edificios | Buildings | grey white brown
Verdad | Truth | white blue sky

Comida italiana | Italian food | red yellow green
Piezas de ajedrez | Chess pieces | black white brown
Deportes de invierno | Winter sports | white sky blue
Amistad | Friendship | yellow orange pink

Herramientas de arte | Art supplies | red yellow blue
Cosas de hospital | Hospital things | white sky green
Premios | Prizes | gold silver red
Valentía | Courage | red orange gold

Cosas de la noche | Night things | black blue silver
Sombreros | Hats | black brown red
Música clásica | Classical music | black white gold
Paz | Peace | white sky blue

Cosas de bebé | Baby things | sky pink white
Ciudades | Cities | grey red yellow
Cosas antiguas | Old things | brown grey gold
Vergüenza | Embarrassment | red pink purple

Aves nocturnas | Night birds | brown grey black
Cosas eléctricas | Electric things | yellow silver black
Tormentas | Storms | grey black purple
Sorpresa | Surprise | yellow pink orange

Comidas picantes | Spicy food | red orange lime
Zapatos | Shoes | black brown white
Juegos de niños | Children's games | red yellow green
Serenidad | Serenity | sky white blue

Mariscos | Seafood | orange pink red
Cosas de la oficina | Office things | grey white black
Héroes de la historia | Historical heroes | gold red blue
Confianza | Trust | blue green white

Montañas | Mountains | white grey brown
Animales de la selva | Jungle animals | green orange yellow
Cosas digitales | Digital things | blue silver black
Melancolía | Melancholy | blue grey purple

Pasteles | Cakes | pink brown white
Cosas de la mañana | Morning things | yellow orange white
Reglas | Rules | black red grey
Caos | Chaos | red orange black

Cosas del verano | Summer things | yellow orange sky
Ropa de abuela | Grandma's clothes | brown purple grey
Canciones de cuna | Lullabies | sky pink white
Rebeldía | Rebellion | black red purple

Sopas | Soups | orange green yellow
Cosas de castillo | Castle things | grey gold purple
Tradiciones | Traditions | red gold green
Curiosidad | Curiosity | orange yellow lime

Cosas que se derriten | Things that melt | white yellow brown
Animales del polo | Polar animals | white black sky
Lunes | Mondays | grey blue brown
Dulzura | Sweetness | pink white yellow

Plantas de interior | House plants | green lime brown
Oficios antiguos | Old trades | brown grey black
Cosas del universo | The universe | black purple silver
Celos | Jealousy | green lime red

Cosas que se rompen | Things that break | silver white grey
Ensaladas | Salads | green lime red
Mensajes | Messages | white blue yellow
Perdón | Forgiveness | white sky pink

Cosas de Halloween | Halloween things | orange black purple
Cosas del mercado | Market things | red green yellow
Leyendas | Legends | gold purple brown
Prisa | Hurry | red orange yellow

Desiertos | Deserts | yellow orange brown
Cosas de ciencia | Science things | silver green white
Cuadros famosos | Famous paintings | blue yellow gold
Éxito | Success | gold green silver

Pescados | Fish | silver blue orange
Cosas de Navidad | Christmas things | red green gold
Lugares embrujados | Haunted places | black grey purple
Tranquilidad | Quietness | sky green white

Frutas tropicales | Tropical fruit | yellow orange green
Cosas de carpintería | Woodwork | brown grey yellow
Sueños de infancia | Childhood dreams | sky pink yellow
Nobleza | Nobility | purple gold blue

Cosas de acampada | Camping things | green brown orange
Bichos raros | Odd creatures | lime purple green
Cosas de museo | Museum things | gold brown grey
Fuerza | Strength | red black orange

Helados | Ice creams | pink white brown
Cosas de granja de abejas | Beekeeping | yellow gold brown
Trucos de magia | Magic tricks | purple black red
Vejez | Old age | grey white silver

Cosas de la lluvia | Rainy things | grey sky blue
Cosas de oficina de correos | Post office | yellow red blue
Cosas del futuro | Future things | silver white sky
Ilusión | Excitement | yellow orange pink

Animales del mar | Sea animals | blue grey orange
Cosas de otoño | Autumn things | orange brown red
Palabras en inglés | English words | red blue white
Valor | Bravery | red gold orange

Panes | Breads | brown yellow white
Cosas de fútbol | Football things | green white black
Sonidos de la casa | House sounds | grey brown white
Misericordia | Mercy | white pink gold

Cosas de bomberos | Firefighting | red yellow black
Cosas de dentista | Dentist things | white sky silver
Robots | Robots | silver grey blue
Justicia | Justice | blue white gold

Cosas del tren | Train things | black grey red
Legumbres | Pulses | brown green orange
Cosas pequeñas | Tiny things | white pink lime
Ternura | Tenderness | pink white sky

Cosas de pintor | Painter things | red blue yellow
Cosas del zoo | Zoo things | orange yellow green
Enigmas | Riddles | purple black grey
Riqueza | Wealth | gold green silver

Cosas del pueblo | Village things | brown green white
Dulces de Navidad | Christmas sweets | brown gold white
Fantasmas | Ghosts | white grey black
Infinito | Infinity | black purple sky
"""


def _parse(table: str) -> tuple[tuple[Category, ...], ...]:
    cards = []
    for paragraph in table.strip().split("\n\n"):
        card = []
        for line in paragraph.strip().splitlines():
            es, en, colours = (part.strip() for part in line.split("|"))
            card.append(Category(es, en, tuple(BY_KEY[c] for c in colours.split())))
        assert len(card) == len(SLOTS), paragraph
        cards.append(tuple(card))
    return tuple(cards)


CARDS: tuple[tuple[Category, ...], ...] = _parse(_TABLE)
assert len(CARDS) == 60
