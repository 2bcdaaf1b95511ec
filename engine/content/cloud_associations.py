"""What people think of when they see each cloud: everyday associations, in Spanish and English.

A cloud's tags (`engine.content.clouds`) say what it is and how it is shaped; people name a
cloud by what it brings to mind instead: a near word, what it does, where it is found, a famous
one (a helicopter: propeller, rotor, rescue, pilot). Each cloud has at least ten associations
per language, written from its picture, ordered from the obvious to the clever: a Daydreamer bot
names a cloud from the first ones (normal) or further on, and a Spectator bot reads what a person
types through them.

Each entry is a comma-separated list; an association may be a few words ("media luna").
"""

from __future__ import annotations

# key: (Spanish, English), each from the obvious to the clever.
_TABLE: dict[str, tuple[str, str]] = {
    "dog": (
        "guau, ladrido, hueso, mascota, cachorro tumbado, collar, correa, caseta, pulgas, siesta "
        "en la alfombra, paseo, Snoopy, Pluto",
        "woof, bark, bone, pet, lazy puppy, collar, leash, kennel, fleas, nap on the rug, "
        "walkies, Snoopy, Pluto",
    ),
    "cat": (
        "miau, bigotes, ronroneo, felino sentado, ovillo, ratón, arenero, maullido, siete vidas, "
        "tejado, Garfield, gato con botas",
        "meow, whiskers, purr, kitty sitting, ball of yarn, mouse, litter box, mew, nine lives, "
        "rooftop, Garfield, puss in boots",
    ),
    "rabbit": (
        "orejas largas, zanahoria, conejera, pascua, brinco, madriguera, mago, chistera, Bugs "
        "Bunny, Tambor",
        "long ears, carrot, hutch, easter, hop, burrow, magician, top hat, Bugs Bunny, Thumper",
    ),
    "elephant": (
        "trompa, colmillos, elefantito, marfil, circo, sabana, memoria, cacahuete, manada, Dumbo, "
        "Babar",
        "trunk, tusks, pachyderm, ivory, circus, savanna, memory, peanut, herd, Dumbo, Babar",
    ),
    "fish": (
        "aletas, pecera, escamas, pescar, anzuelo, acuario, burbujas, nadar, río, espina, Nemo, "
        "Dory",
        "fins, fishbowl, scales, fishing, hook, aquarium, bubbles, swim, river, gills, Nemo, Dory",
    ),
    "bird": (
        "alas, pico, nido, pío pío, plumas, vuelo, huevo, jaula, canto, rama, golondrina, Piolín",
        "wings, beak, nest, tweet, feathers, flight, egg, birdcage, song, branch, swallow, Tweety",
    ),
    "snail": (
        "concha, caparazón, babas, lento, antenas, lluvia, jardín, lechuga, espiral, a paso de "
        "caracol, Turbo",
        "shell, slime, slow, feelers, rain, garden, lettuce, spiral, snail's pace, slowpoke, Turbo",
    ),
    "turtle": (
        "caparazón, lenta, playa, tortuguita, huevos en la arena, cien años, la liebre y la "
        "tortuga, Tortugas Ninja, Crush, tortuga marina, andar despacio",
        "shell, slow, beach, eggs in the sand, hundred years, tortoise and the hare, Ninja "
        "Turtles, Crush, sea turtle, slow and steady, pond",
    ),
    "giraffe": (
        "cuello largo, manchas, sabana, acacia, altísima, África, hojas de árbol, cuernitos, zoo, "
        "Melman",
        "long neck, spots, savanna, acacia, tallest, Africa, tree leaves, little horns, zoo, "
        "Melman",
    ),
    "horse": (
        "galope, crin, herradura, jinete, establo, relincho, silla de montar, carrera, vaquero, "
        "Rocinante, Spirit",
        "gallop, mane, horseshoe, rider, stable, neigh, saddle, race, cowboy, Black Beauty, Spirit",
    ),
    "whale": (
        "chorro, océano, gigante del mar, orca, aleta, canto, Moby Dick, Pinocho, soplido, "
        "ballena azul",
        "blowhole, sperm whale, ocean, sea giant, flipper, whale song, calf, Moby Dick, "
        "Pinocchio, big blue, krill",
    ),
    "duck": (
        "cuac, estanque, pico, plumas, charca, pan, patito de goma, laguna, pato Donald, patito "
        "feo",
        "quack, pond, bill, feathers, puddle, bread, rubber duck, lake, Donald Duck, ugly duckling",
    ),
    "snake": (
        "veneno, silbido, reptil, zigzag, cobra, lengua, encantador, Kaa, serpentear, cascabel, "
        "Jungla",
        "venom, hiss, reptile, zigzag, forked tongue, charmer, Kaa, slither, rattlesnake, jungle",
    ),
    "butterfly": (
        "alas, flores, oruga, polen, primavera, colores, jardín, capullo, revolotear, mariposas "
        "en el estómago",
        "wings, flowers, caterpillar, pollen, spring, colours, garden, cocoon, flutter, "
        "butterflies in the stomach",
    ),
    "crab": (
        "pinzas, playa, marisco, arena, roca, caminar de lado, bogavante, marea, Sebastián, "
        "cangrejito",
        "claws, pincers, beach, seafood, sand, rock pool, sideways, tide, Sebastian, crabby, "
        "crustacean",
    ),
    "octopus": (
        "tentáculos, ocho brazos, tinta, ventosas, fondo del mar, pulpo a la gallega, abrazo, "
        "Paul, Úrsula, acuario",
        "tentacles, eight arms, ink, suckers, seabed, calamari, hug, kraken, Paul, Ursula",
    ),
    "owl": (
        "noche, uhu, ojos grandes, sabio, rama, nocturno, bosque, ratón, Hedwig, Harry Potter",
        "hoot, night, big eyes, wise, branch, nocturnal, forest, mouse, night watch, Hedwig, "
        "Harry Potter",
    ),
    "dinosaur": (
        "cuello largo, jurásico, prehistoria, fósil, reptil gigante, meteorito, huesos, museo, "
        "Parque Jurásico, Piecito",
        "long neck, jurassic, prehistoric, fossil, giant reptile, meteor, bones, museum, Jurassic "
        "Park, Littlefoot",
    ),
    "camel": (
        "joroba, desierto, arena, oasis, sed, caravana, dunas, Sáhara, Reyes Magos, Egipto",
        "hump, desert, sand, oasis, thirst, caravan, dunes, Sahara, three wise men, Egypt",
    ),
    "swan": (
        "cuello curvo, lago, blanco, elegante, plumas, estanque, patito feo, el lago de los "
        "cisnes, ballet, cuento",
        "curved neck, lake, white, graceful, feathers, pond, ugly duckling, swan lake, ballet, "
        "fairy tale",
    ),
    "frog": (
        "croac, charca, saltar, nenúfar, renacuajo, mosca, verde, príncipe, beso, Gustavo, rana "
        "René",
        "ribbit, pond, jump, lily pad, tadpole, fly, green, prince, kiss, Kermit, leap frog",
    ),
    "sheep": (
        "lana, beee, rebaño, pastor, corderito, prado, esquilar, contar ovejas, dormir, Dolly, "
        "Shaun",
        "wool, baa, flock, shepherd, little lamb, meadow, shearing, counting sheep, sleep, Dolly, "
        "Shaun",
    ),
    "bear": (
        "peluche, miel, oso panda, bosque, garras, hibernar, orejas redondas, Winnie the Pooh, "
        "Baloo, Yogui",
        "cuddly toy, honey, panda, woods, paws, hibernate, round ears, Winnie the Pooh, Baloo, "
        "Yogi",
    ),
    "penguin": (
        "hielo, frío, polo sur, frac, Antártida, pez, nieve, andar torpe, emperador, Pingu, "
        "Madagascar",
        "ice, cold, south pole, tuxedo, Antarctica, fish, snow, waddle, Pingu, Madagascar",
    ),
    "shark": (
        "aleta, dientes, mordisco, océano, peligro, tiburón blanco, surfista, mandíbula, miedo en "
        "el agua, aleta en el agua",
        "fin, teeth, bite, ocean, danger, surfer, shark attack, baby shark, hammerhead, fin above "
        "the water",
    ),
    "hen": (
        "huevo, kikiriki, granja, corral, plumas, cacarear, nido, Gallina Turuleta, gallinero, "
        "poner huevos",
        "egg, cock-a-doodle-doo, farm, coop, feathers, cluck, nest, Chicken Little, henhouse, "
        "laying eggs",
    ),
    "spider": (
        "telaraña, ocho patas, bicho, hilo, rincón, insecto, miedo, veneno, Spiderman, Charlotte",
        "cobweb, eight legs, bug, thread, corner, creepy crawly, fear, venom, Spiderman, Charlotte",
    ),
    "smile": (
        "carita feliz, emoji, alegría, buen humor, contento, guiño, smiley, ja ja, payaso, feliz",
        "smile, happy face, joy, good mood, cheerful, wink, ha ha, clown, big smile, laughing "
        "face, cheer up",
    ),
    "ghost": (
        "buuu, susto, castillo encantado, Halloween, cadenas, noche, fantasmita, cazafantasmas, "
        "Casper, alma en pena",
        "boo, bed sheet, fright, haunted house, Halloween, chains, midnight, ghostbusters, "
        "Casper, spooky",
    ),
    "skull": (
        "pirata, huesos, muerte, veneno, Halloween, cementerio, ser o no ser, día de muertos, "
        "tibias cruzadas, bandera pirata",
        "pirate, bones, death, poison, Halloween, graveyard, cemetery, Hamlet, day of "
        "the dead, crossbones, Jolly Roger",
    ),
    "hand": (
        "dedos, choca esos cinco, hola, adiós, guante, uñas, cinco, palmada, la mano de Fátima, "
        "saludar",
        "fingers, hello, goodbye, glove, nails, five, stop, hand print, thumbs up, wave hello",
    ),
    "snowman": (
        "zanahoria, bufanda, invierno, frío, Navidad, bolas de nieve, botones, escoba, Olaf, "
        "nariz de zanahoria",
        "snow, carrot nose, scarf, winter, cold, Christmas, snowballs, buttons, broom, Olaf",
    ),
    "runner": (
        "carrera, correr, maratón, meta, deporte, zapatillas, prisa, medalla, Olimpiadas, Usain "
        "Bolt",
        "race, jogging, marathon, finish line, sport, trainers, hurry, medal, Olympics, Usain Bolt",
    ),
    "angel": (
        "alas, aureola, cielo, ángel de la guarda, arpa, cupido, Navidad, plumas, bueno, paraíso, "
        "halo",
        "wings, heaven, guardian angel, harp, cupid, Christmas, feathers, good, paradise, heavenly",
    ),
    "umbrella": (
        "lluvia, mojarse, tormenta, charco, abrir, mango, gotas, Mary Poppins, cantando bajo la "
        "lluvia, día lluvioso",
        "rain, wet, storm, puddle, open, handle, drops, Mary Poppins, singing in the rain, rainy "
        "day",
    ),
    "key": (
        "abrir, puerta, llavero, candado, cerrar, casa, bolsillo, secreto, tesoro, llave maestra",
        "unlock, door, keyring, padlock, locked, house, pocket, secret, treasure, skeleton key",
    ),
    "hat": (
        "mago, conejo, cabeza, copa, elegante, señor, Sombrerero Loco, Abraham Lincoln, sombrero "
        "de copa, chistera de mago",
        "magician, rabbit, head, gentleman, tall hat, fancy, Mad Hatter, Abraham Lincoln, chimney "
        "pot, top of the head",
    ),
    "bell": (
        "ding dong, campanario, iglesia, sonar, tañer, escuela, recreo, Navidad, boda, Quasimodo, "
        "chime",
        "ding dong, bell tower, church, ring, school, break time, Christmas, wedding, Quasimodo, "
        "church bell",
    ),
    "anchor": (
        "barco, puerto, marinero, fondear, cadena, mar, tatuaje, capitán, muelle, pirata, Popeye",
        "ship, harbour, sailor, moor, chain, sea, tattoo, captain, dock, pirate, Popeye",
    ),
    "guitar": (
        "cuerdas, música, tocar, canción, rock, flamenco, concierto, acorde, serenata, rasguear, "
        "Paco de Lucía",
        "strings, music, strum, song, rock, band, concert, chord, serenade, campfire, Elvis",
    ),
    "hammer": (
        "clavo, golpe, herramienta, carpintero, caja de herramientas, bricolaje, obra, Thor, "
        "martillazo, mazo de juez",
        "nail, bang, tool, carpenter, toolbox, DIY, building site, Thor, hammering, judge's gavel",
    ),
    "scissors": (
        "papel, peluquero, tijeretazo, costura, recortar, filo, piedra papel o tijera, Eduardo "
        "Manostijeras, tijeretear, manualidades",
        "paper, hairdresser, snip, sewing, cut out, blade, rock paper scissors, Edward "
        "Scissorhands, cutting, crafts",
    ),
    "chair": (
        "sentarse, mesa, respaldo, patas, comedor, cocina, silla vacía, juego de las sillas, "
        "sentarse a la mesa, silla de cocina",
        "sit down, table, backrest, legs, dining room, kitchen, empty chair, musical chairs, take "
        "a seat, kitchen chair",
    ),
    "house": (
        "chimenea, tejado, puerta, ventana, familia, humo, jardín, dulce hogar, los tres "
        "cerditos, casita con chimenea",
        "chimney, roof, door, window, family, smoke, garden, home sweet home, three little pigs, "
        "front door",
    ),
    "castle": (
        "torres, almenas, rey, princesa, muralla, puerta, medieval, caballero, dragón, Disney",
        "towers, battlements, king, princess, wall, gate, medieval, knight, dragon, Disney",
    ),
    "tree": (
        "hojas, tronco, ramas, sombra, raíces, copa, otoño, nido, árbol de Navidad, casa del árbol",
        "leaves, trunk, branches, shade, roots, treetop, autumn, nest, Christmas tree, treehouse",
    ),
    "mushroom": (
        "bosque, lunares, sombrero, otoño, duende, venenosa, enanito, pitufos, Mario, seta "
        "venenosa",
        "forest, spots, cap, autumn, fairy, poisonous, gnome, smurfs, Super Mario, woodland",
    ),
    "heart": (
        "amor, San Valentín, te quiero, enamorado, latido, beso, cupido, pareja, flechazo, "
        "corazón partido",
        "love, I love you, in love, heartbeat, kiss, darling, cupid, couple, crush, true love",
    ),
    "star": (
        "cielo, noche, brillar, cinco puntas, deseo, estrella fugaz, estrella de mar, sheriff, "
        "Belén, famoso, luz",
        "sky, night, five points, wish, shooting star, sheriff, Christmas star, celebrity, "
        "twinkle twinkle, Bethlehem",
    ),
    "moon": (
        "media luna, noche, lunar, astronauta, cielo, dormir, lobo, creciente, buenas noches, "
        "hombre lobo, luna llena",
        "night, astronaut, sky, sleep, wolf, moonlight, good night, werewolf, full moon, crescent "
        "moon",
    ),
    "crown": (
        "rey, reina, princesa, trono, oro, joyas, reino, castillo, Reyes Magos, Burger King",
        "king, queen, princess, throne, gold, jewels, kingdom, castle, royal, Burger King",
    ),
    "balloon": (
        "fiesta, cumpleaños, hilo, inflar, explotar, feria, payaso, helio, soplar, Up",
        "party, birthday, string, blow up, pop, fair, clown, helium, float away, Up",
    ),
    "kite": (
        "viento, hilo, volar, playa, cielo, cola, tirar, tarde de viento, parque, Mary Poppins",
        "wind, string, fly, beach, sky, tail, pull, windy day, park, go fly a kite",
    ),
    "sword": (
        "caballero, pelea, duelo, esgrima, pirata, armadura, batalla, Excalibur, rey Arturo, "
        "sable de luz",
        "knight, duel, fencing, pirate, armour, battle, Excalibur, King Arthur, lightsaber, "
        "swordfight",
    ),
    "glasses": (
        "ver, miopía, óptica, leer, cristales, gafas de sol, monturas, Harry Potter, Mortadelo, "
        "cuatro ojos",
        "see, short sighted, lenses, optician, reading, sunglasses, frames, Harry Potter, nerd, "
        "four eyes",
    ),
    "clock": (
        "tic tac, hora, madrugar, ring ring, mañana, agujas, dormir, campanas, el conejo blanco, "
        "reloj de mesilla",
        "tick tock, time, wake up, ring, morning, clock hands, sleep, bedside, white rabbit, "
        "bedtime",
    ),
    "note": (
        "música, canción, melodía, do re mi, partitura, pentagrama, cantar, piano, solfeo, Mozart",
        "music, song, tune, do re mi, sheet music, stave, singing, piano, la la la, Mozart",
    ),
    "cactus": (
        "pinchos, espinas, maceta, México, calor, sed, oeste, vaquero, agave, Arizona",
        "prickles, spines, pot plant, Mexico, heat, thirst, wild west, cowboy, saguaro, prickly "
        "pear",
    ),
    "car": (
        "ruedas, volante, conducir, carretera, motor, gasolina, atasco, taxi, piloto, Fórmula 1, "
        "Rayo McQueen",
        "wheels, steering wheel, driving, road, engine, petrol, traffic jam, taxi, racing, "
        "Formula 1, Lightning McQueen",
    ),
    "sailboat": (
        "vela, mar, viento, navegar, marinero, regata, puerto, olas, isla, Titanic, yate",
        "sail, sea, wind, sailing, sailor, regatta, harbour, waves, island, sailing boat, mast",
    ),
    "plane": (
        "aeropuerto, volar, vacaciones, piloto, alas, viaje, despegar, azafata, nubes, aterrizar, "
        "pasajeros",
        "airport, fly, holiday, pilot, wings, trip, take off, flight attendant, clouds, landing",
    ),
    "rocket": (
        "espacio, astronauta, luna, despegue, cuenta atrás, nave espacial, NASA, estrellas, "
        "planeta, Tintín",
        "space, astronaut, moon, launch, countdown, NASA, stars, planet, blast off, space travel",
    ),
    "train": (
        "vías, estación, chu chu, vapor, humo, viaje, maquinista, Thomas, Hogwarts Express, tren "
        "de vapor",
        "tracks, station, choo choo, steam, smoke, carriage, journey, driver, Thomas, Hogwarts "
        "Express",
    ),
    "bicycle": (
        "pedales, ruedas, ciclista, manillar, Tour de Francia, pedalear, casco, paseo, timbre, "
        "bicicleta de paseo",
        "pedals, wheels, cyclist, handlebars, Tour de France, ride, helmet, bell, cycling, cycle "
        "path",
    ),
    "submarine": (
        "fondo del mar, periscopio, bajo el agua, bucear, ojos de buey, sumergirse, capitán Nemo, "
        "submarino amarillo, Beatles, marinero",
        "deep sea, periscope, underwater, dive, portholes, submerge, Captain Nemo, yellow "
        "submarine, Beatles, sonar",
    ),
    "helicopter": (
        "rotor, rescate, piloto, aspas, volar, helipuerto, ruido, emergencia, montaña, policía",
        "propeller, rotor, rescue, pilot, blades, fly, helipad, noise, emergency, mountain, police",
    ),
    "airballoon": (
        "globo, cesta, viajar por el aire, fuego, paisaje, volar alto, vuelta al mundo, amanecer, "
        "Julio Verne, globo gigante",
        "balloon, basket, floating, burner, flame, view, up high, around the world, sunrise, "
        "Jules Verne",
    ),
    "truck": (
        "camionero, carga, mudanza, carretera, remolque, transporte, ruedas, reparto, grúa, "
        "bomberos, tráiler",
        "trucker, cargo, moving house, highway, trailer, haulage, wheels, delivery, fire engine, "
        "big rig",
    ),
    "icecream": (
        "verano, bola, vainilla, chocolate, fresa, heladería, frío, lamer, derretir, cono",
        "summer, scoop, vanilla, chocolate, strawberry, ice cream van, cold, lick, melt, ice "
        "cream parlour",
    ),
    "banana": (
        "mono, fruta, amarillo, cáscara, resbalar, Canarias, batido, merienda, Minions, Carmen "
        "Miranda",
        "monkey, fruit, yellow, peel, slip, bunch, smoothie, snack, split, Minions",
    ),
    "apple": (
        "fruta, rabito, roja, morder, manzano, gusano, Blancanieves, Newton, Adán y Eva, Apple",
        "fruit, stalk, red, bite, apple tree, worm, Snow White, Newton, Adam and Eve, teacher",
    ),
    "carrot": (
        "conejo, huerto, verdura, naranja, ensalada, vista, raíz, nariz de muñeco de nieve, Bugs "
        "Bunny, conejito",
        "rabbit, vegetable patch, vegetable, orange, salad, eyesight, root, snowman's nose, Bugs "
        "Bunny, bunny food",
    ),
    "pizza": (
        "queso, Italia, tomate, pepperoni, horno, pizzería, masa, a domicilio, Tortugas Ninja, "
        "pizza de pepperoni",
        "cheese, Italy, tomato, pepperoni, oven, pizzeria, dough, takeaway, Ninja Turtles, "
        "Italian food",
    ),
    "cake": (
        "cumpleaños, vela, soplar, fiesta, nata, felicidades, pastelería, boda, tarta de "
        "cumpleaños, pide un deseo",
        "birthday, candle, blow out, party, cream, sponge, happy birthday, bakery, wedding, make "
        "a wish",
    ),
    "cherries": (
        "rabitos, fruta, roja, pareja, pendientes, árbol, verano, hueso, guinda del pastel, par "
        "de cerezas",
        "stalks, fruit, red, pair, earrings, cherry tree, summer, pit, cherry on top, cherry "
        "stones",
    ),
    "bread": (
        "panadería, horno, corteza, miga, desayuno, tostada, bocadillo, panadero, pan de molde, "
        "pan recién hecho",
        "bakery, baguette, oven, crust, crumbs, breakfast, toast, sandwich, baker, fresh bread",
    ),
    "lollipop": (
        "dulce, palo, chupar, golosina, azúcar, niños, feria, espiral de colores, caramelo de "
        "palo, chuche",
        "sweet, stick, lick, sugar, kids, sweet shop, fair, rainbow swirl, candy stick, treat",
    ),
    "donut": (
        "agujero, glaseado, azúcar, desayuno, café, policía, virutas, bollo, Homer Simpson, donuts",
        "hole, glaze, sugar, breakfast, coffee, cops, sprinkles, pastry, Homer Simpson, glazed "
        "ring",
    ),
    "bone": (
        "perro, esqueleto, roer, enterrar, radiografía, premio, perrito, arqueólogo, Scooby Doo, "
        "mascota",
        "dog, skeleton, chew, bury, x-ray, dog treat, puppy, fetch, archaeologist, Scooby Doo",
    ),
    "drumstick": (
        "muslito, barbacoa, frito, comida, carne, cena, pollo frito, Pedro Picapiedra, alitas, "
        "pierna de pollo",
        "barbecue, fried chicken, dinner, meat, Sunday roast, finger food, Fred Flintstone, "
        "picnic, drumsticks, crispy chicken",
    ),
}

LANGS = ("es", "en")


def associations(key: str, lang: str) -> tuple[str, ...]:
    """A cloud's associations in one language, from the obvious to the clever."""
    text = _TABLE[key][LANGS.index(lang)]
    return tuple(word.strip() for word in text.split(","))


ASSOCIATIONS: dict[str, dict[str, tuple[str, ...]]] = {
    key: {lang: associations(key, lang) for lang in LANGS} for key in _TABLE
}
