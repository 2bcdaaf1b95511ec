"""The 80 cloud cards of Cloud Mine, as data: what each is, what people call it, its tags and
its silhouette. They are drawn by code (`engine.art.clouds`, no image assets) from the card id
where they are shown: views carry ids, never drawings.

Each cloud is shaped after something people can name. Its silhouette is a handful of plain
shapes on a 100 x 100 sky (circles, ellipses, capsules, polygons; upper-case ones are holes cut
back to the sky: eyes, a window, a doughnut's hole).

The shape language, one token per shape, numbers separated by commas:
  c x,y,r                 circle
  e x,y,rx,ry[,deg]       ellipse, turned by deg
  k x1,y1,x2,y2,r         capsule: a segment thickened to radius r (legs, tails, necks)
  p x1,y1,x2,y2,...       polygon
  s x,y,R,r               five-pointed star
  C E K P S               the same, cut out of the cloud (drawn as sky)
"""

from __future__ import annotations

from dataclasses import dataclass

# id, key, Spanish words, English words, category, features, shape
# (the first words of each language are what the cloud is called; the rest are near words)
_TABLE: tuple[tuple[str, tuple[str, ...], tuple[str, ...], str, tuple[str, ...], str], ...] = (
    # -- animals -----------------------------------------------------------------------------
    (
        "dog",
        ("perro", "perrito", "can", "chucho"),
        ("dog", "puppy", "hound", "doggy"),
        "animal",
        ("sleeping", "lying", "tail", "ears"),
        "e58,66,25,11 k40,62,32,50,8 c30,44,12 e16,50,9,6 e35,49,5,11,-12 k42,74,18,78,3.5"
        " k78,60,93,50,3.5 k74,73,60,78,3.5 K22,42,27,43,1 C8,48,1.6",
    ),
    (
        "cat",
        ("gato", "gatito", "minino", "felino"),
        ("cat", "kitty", "kitten", "feline"),
        "animal",
        ("sitting", "tail", "ears", "pointy"),
        "e50,66,15,19 c50,36,12 p39,31,41,16,48,27 p52,27,59,16,61,31 k63,80,80,64,3.5"
        " k80,64,77,50,3 C45,35,1.6 C55,35,1.6",
    ),
    (
        "rabbit",
        ("conejo", "conejito", "liebre", "gazapo"),
        ("rabbit", "bunny", "hare", "rabbit"),
        "animal",
        ("long_ears", "jump", "tail", "small"),
        "e56,66,20,14 c34,52,10 k30,46,22,20,4 k37,45,39,18,4 c78,60,5.5 e44,79,10,3",
    ),
    (
        "elephant",
        ("elefante", "paquidermo", "mamut"),
        ("elephant", "jumbo", "mammoth"),
        "animal",
        ("trunk", "big", "ears", "legs"),
        "e56,54,25,17 c29,47,13 k19,52,12,79,4.5 e37,46,9,12 k42,66,42,85,5.5 k69,66,69,85,5.5"
        " k81,50,87,63,1.6",
    ),
    (
        "fish",
        ("pez", "pescado", "pececito"),
        ("fish", "goldfish", "fishy"),
        "sea",
        ("fins", "swimming", "tail"),
        "e46,50,28,15 p70,50,92,33,89,50,92,67 p40,37,52,24,58,37 p44,63,50,73,56,63 C28,46,2.5",
    ),
    (
        "bird",
        ("pájaro", "ave", "pajarito", "gorrión"),
        ("bird", "birdie", "sparrow", "bird"),
        "sky",
        ("flying", "wings", "beak"),
        "e50,56,18,8,-8 p38,54,16,24,56,48 p52,50,78,20,66,54 c31,56,7 p24,53,14,57,25,60"
        " p66,58,84,51,82,65",
    ),
    (
        "snail",
        ("caracol", "caracola", "babosa"),
        ("snail", "slug", "snail"),
        "animal",
        ("slow", "shell", "horns", "spiral"),
        "c60,52,19 k18,73,84,73,6 k22,70,15,50,2 k27,70,27,49,2 c15,49,3 c27,48,3 C60,52,5",
    ),
    (
        "turtle",
        ("tortuga", "galápago", "quelonio"),
        ("turtle", "tortoise", "terrapin"),
        "animal",
        ("shell", "slow", "legs"),
        "p22,62,26,48,38,40,50,38,62,40,74,48,78,62 c15,60,7.5 k31,64,27,77,4.5 k69,64,73,77,4.5"
        " k78,60,86,64,2",
    ),
    (
        "giraffe",
        ("jirafa", "jirafita", "camelopardo"),
        ("giraffe", "giraffe", "camelopard"),
        "animal",
        ("long_neck", "legs", "tall", "horns"),
        "e60,60,18,9 k48,56,30,20,5 e25,16,9,5,-15 k27,12,26,4,1.6 k22,13,20,5,1.6"
        " k48,66,46,90,3 k70,66,72,90,3 k57,67,57,90,3 k76,56,82,70,1.6",
    ),
    (
        "horse",
        ("caballo", "yegua", "potro", "corcel"),
        ("horse", "pony", "mare", "stallion"),
        "animal",
        ("running", "legs", "tail"),
        "e56,50,22,10 k40,46,29,28,7 e22,28,10,6,30 p25,21,27,11,31,21 k40,56,28,76,3"
        " k46,57,50,82,3 k68,57,66,82,3 k73,56,86,72,3 k77,46,90,64,3.5",
    ),
    (
        "whale",
        ("ballena", "cachalote", "ballenato"),
        ("whale", "orca", "humpback"),
        "sea",
        ("big", "swimming", "tail"),
        "e44,60,32,16 k72,56,86,44,4.5 e86,38,9,4,35 e92,46,9,4,-60 k30,44,30,32,2 c24,29,4.5"
        " c36,29,4.5 C24,57,2.5",
    ),
    (
        "duck",
        ("pato", "patito", "ánade", "pata"),
        ("duck", "duckling", "drake", "mallard"),
        "animal",
        ("beak", "swimming", "wings"),
        "e55,63,24,13 c33,40,10 k36,46,41,60,6 e20,42,8,3.5 p74,56,88,47,82,65 e58,58,12,5,-10",
    ),
    (
        "snake",
        ("serpiente", "culebra", "víbora", "serpenteo"),
        ("snake", "serpent", "viper", "cobra"),
        "animal",
        ("long", "curly"),
        "k8,70,28,50,5 k28,50,48,70,5 k48,70,68,50,5 e77,47,10,6.5 k86,47,94,45,1 C80,45,1.4",
    ),
    (
        "butterfly",
        ("mariposa", "polilla", "mariposita"),
        ("butterfly", "moth", "butterfly"),
        "sky",
        ("wings", "flying", "horns"),
        "e35,38,15,16,-20 e65,38,15,16,20 e38,66,11,12,20 e62,66,11,12,-20 k50,30,50,76,3"
        " k50,30,40,14,1.3 k50,30,60,14,1.3",
    ),
    (
        "crab",
        ("cangrejo", "centollo", "nécora"),
        ("crab", "lobster", "crab"),
        "sea",
        ("claws", "legs", "eyes"),
        "e50,62,22,12 c18,38,9 c82,38,9 k30,58,20,44,3 k70,58,80,44,3 k32,67,18,80,2"
        " k40,71,32,84,2 k68,67,82,80,2 k60,71,68,84,2 k44,52,42,44,1.5 k56,52,58,44,1.5"
        " c42,42,3 c58,42,3 C18,36,3 C82,36,3",
    ),
    (
        "octopus",
        ("pulpo", "calamar", "sepia"),
        ("octopus", "squid", "cuttlefish"),
        "sea",
        ("arms", "eyes", "swimming"),
        "e50,34,20,19 k36,48,20,80,3.5 k44,52,38,86,3.5 k56,52,62,86,3.5 k64,48,80,80,3.5"
        " C43,36,2.8 C57,36,2.8",
    ),
    (
        "owl",
        ("búho", "lechuza", "mochuelo"),
        ("owl", "owlet", "barn owl"),
        "animal",
        ("eyes", "night", "beak"),
        "e50,58,19,25 p33,40,35,22,45,33 p55,33,65,22,67,40 e33,62,5,14,12 e67,62,5,14,-12"
        " C43,44,5 C57,44,5 P48,50,52,50,50,56",
    ),
    (
        "dinosaur",
        ("dinosaurio", "diplodoco", "brontosaurio"),
        ("dinosaur", "dino", "brontosaurus"),
        "animal",
        ("long_neck", "tail", "big"),
        "e58,62,20,13 k45,56,30,22,4.5 e26,19,9,5 k76,64,95,78,4 k50,72,50,88,4.5 k66,72,66,88,4.5",
    ),
    (
        "camel",
        ("camello", "dromedario", "camélido"),
        ("camel", "dromedary", "camel"),
        "animal",
        ("hump", "legs", "long_neck"),
        "e52,56,22,10 c44,45,9 c61,45,9 k33,56,22,38,4 e17,36,8,4.5 k38,62,38,87,2.5"
        " k44,62,44,87,2.5 k62,62,62,87,2.5 k68,62,68,87,2.5 k74,54,78,66,1.5",
    ),
    (
        "swan",
        ("cisne", "oca", "ganso"),
        ("swan", "goose", "swan"),
        "animal",
        ("long_neck", "swimming", "beak"),
        "e57,66,25,11 k41,62,33,44,4 k33,44,37,28,4 e34,24,7,5 p28,22,18,27,29,28"
        " p78,62,92,52,86,68 e60,60,12,5,-8",
    ),
    (
        "frog",
        ("rana", "sapo", "ranita"),
        ("frog", "toad", "froggy"),
        "animal",
        ("jump", "eyes", "legs"),
        "e50,62,22,14 c38,46,7.5 c62,46,7.5 e26,75,12,5,-10 e74,75,12,5,10 C38,45,2.5"
        " C62,45,2.5 K40,64,60,64,1.2",
    ),
    (
        "sheep",
        ("oveja", "cordero", "borrego", "carnero"),
        ("sheep", "lamb", "ram", "ewe"),
        "animal",
        ("wool", "legs"),
        "c40,48,12 c54,44,13 c66,50,12 c50,58,14 e22,50,7,9,20 k38,64,37,82,2.5"
        " k46,66,46,82,2.5 k60,66,60,82,2.5 k68,62,70,82,2.5 e27,43,6,2.5,-20",
    ),
    (
        "bear",
        ("oso", "osito", "osezno"),
        ("bear", "teddy", "cub"),
        "face",
        ("ears", "round", "big"),
        "c50,54,24 c29,31,9.5 c71,31,9.5 e50,64,10,7.5 C41,48,2.6 C59,48,2.6 C50,61,2.6",
    ),
    (
        "penguin",
        ("pingüino", "pájaro bobo", "pingüinito"),
        ("penguin", "emperor", "penguin"),
        "animal",
        ("cold", "beak", "sitting"),
        "e50,58,14,24 c50,30,10 p58,29,68,32,58,35 e36,58,4.5,13,18 e64,58,4.5,13,-18"
        " e43,83,7,2.5 e57,83,7,2.5 C52,27,1.5",
    ),
    (
        "shark",
        ("tiburón", "escualo", "tintorera"),
        ("shark", "great white", "jaws"),
        "sea",
        ("fins", "pointy", "swimming", "scary"),
        "e46,56,32,10 p36,48,50,24,58,48 p72,55,94,36,86,56,94,72 p40,63,46,75,54,63"
        " P20,60,28,58,28,62",
    ),
    (
        "hen",
        ("gallina", "pollo", "gallo", "pollito"),
        ("hen", "chicken", "rooster", "chick"),
        "animal",
        ("beak", "wings", "legs"),
        "e53,58,20,15 c34,38,8.5 c31,28,3.5 c36,27,3.5 p26,37,18,40,26,43 p68,50,86,34,82,60"
        " k49,72,47,86,1.5 k57,72,59,86,1.5 e56,56,10,6,-15 C33,36,1.3",
    ),
    (
        "spider",
        ("araña", "tarántula", "arañita"),
        ("spider", "tarantula", "spider"),
        "animal",
        ("legs", "scary", "small"),
        "c50,56,12 c50,38,7 k44,50,20,36,2 k42,56,16,54,2 k44,62,20,76,2 k46,66,30,88,2"
        " k56,50,80,36,2 k58,56,84,54,2 k56,62,80,76,2 k54,66,70,88,2 k50,32,50,10,0.8",
    ),
    # -- faces and people --------------------------------------------------------------------
    (
        "smile",
        ("sonrisa", "carita", "emoticono", "risa"),
        ("smiley", "grin", "emoji", "laugh"),
        "face",
        ("smile", "round", "eyes"),
        "c50,50,30 C40,42,4 C60,42,4 K36,58,50,67,2.6 K50,67,64,58,2.6",
    ),
    (
        "ghost",
        ("fantasma", "espectro", "espíritu", "sábana"),
        ("ghost", "spook", "spirit", "phantom"),
        "face",
        ("scary", "night", "eyes"),
        "k50,40,50,66,21 c33,76,8 c50,78,8 c67,76,8 k29,50,16,40,4 k71,50,84,40,4 C43,38,3.2"
        " C57,38,3.2 E50,52,3.2,5",
    ),
    (
        "skull",
        ("calavera", "cráneo", "esqueleto"),
        ("skull", "skeleton", "cranium"),
        "face",
        ("scary", "eyes", "round"),
        "c50,42,23 e50,68,13,10 C41,42,6.5 C59,42,6.5 P50,51,46,58,54,58 K44,72,44,76,1.2"
        " K50,73,50,77,1.2 K56,72,56,76,1.2",
    ),
    (
        "hand",
        ("mano", "manita", "palma", "saludo"),
        ("hand", "palm", "wave", "high five"),
        "face",
        ("fingers", "open"),
        "e50,64,15,17 k40,54,34,22,3.8 k47,51,46,16,3.8 k54,51,57,17,3.8 k61,54,67,26,3.8"
        " k38,66,22,52,4.5",
    ),
    (
        "snowman",
        ("muñeco de nieve", "muñeco", "nieve"),
        ("snowman", "frosty", "snow man"),
        "face",
        ("cold", "round", "smile"),
        "c50,72,17 c50,44,12 c50,22,9 k41,44,24,36,1.6 k59,44,76,36,1.6 C47,21,1.4 C53,21,1.4"
        " P50,24,58,26,50,27 C50,66,1.6 C50,76,1.6",
    ),
    (
        "runner",
        ("corredor", "atleta", "hombre", "persona"),
        ("runner", "athlete", "man", "jogger"),
        "face",
        ("running", "legs", "arms"),
        "c56,16,8 k53,26,46,54,5 k51,32,32,42,3 k32,42,26,32,3 k51,32,68,42,3 k68,42,78,34,3"
        " k46,54,30,64,3.5 k30,64,22,80,3.5 k46,54,62,70,3.5 k62,70,56,88,3.5",
    ),
    (
        "angel",
        ("ángel", "querubín", "angelito"),
        ("angel", "cherub", "halo"),
        "face",
        ("wings", "flying", "light"),
        "c50,30,9 p40,40,60,40,68,86,32,86 e30,48,14,7,30 e70,48,14,7,-30 e50,16,11,3 E50,16,7,1.3",
    ),
    # -- objects -----------------------------------------------------------------------------
    (
        "umbrella",
        ("paraguas", "sombrilla", "parasol"),
        ("umbrella", "brolly", "parasol"),
        "object",
        ("rain", "handle", "open"),
        "p14,50,18,36,28,26,40,21,50,20,60,21,72,26,82,36,86,50 k50,50,50,80,2.6"
        " k50,80,44,86,2.6 k44,86,38,80,2.6",
    ),
    (
        "key",
        ("llave", "llavín", "cerradura"),
        ("key", "keys", "lock"),
        "object",
        ("long", "tool"),
        "c24,50,14 k36,50,88,50,4 k74,50,74,64,3.6 k85,50,85,62,3.6 C24,50,5.5",
    ),
    (
        "hat",
        ("sombrero", "chistera", "gorro", "bombín"),
        ("hat", "top hat", "cap", "bowler"),
        "object",
        ("tall", "round"),
        "p34,18,66,18,66,62,34,62 e50,66,32,6.5 e50,18,16,3",
    ),
    (
        "bell",
        ("campana", "campanilla", "cencerro"),
        ("bell", "chime", "cowbell"),
        "object",
        ("music", "party", "round"),
        "p30,70,34,42,42,26,58,26,66,42,70,70,78,77,22,77 c50,84,6 c50,22,5",
    ),
    (
        "anchor",
        ("ancla", "áncora", "fondeo"),
        ("anchor", "mooring", "grapnel"),
        "sea",
        ("tool", "long"),
        "k50,26,50,80,3.8 c50,18,7 k34,32,66,32,3 k50,80,26,64,3.8 k50,80,74,64,3.8"
        " p19,58,26,56,24,68 p81,58,74,56,76,68 C50,18,2.8",
    ),
    (
        "guitar",
        ("guitarra", "guitarrita", "laúd", "ukelele"),
        ("guitar", "lute", "ukulele", "banjo"),
        "object",
        ("music", "long", "round"),
        "c40,67,17 c54,51,12 k60,45,84,18,3.6 e87,14,4.5,7,45 C45,60,4.5",
    ),
    (
        "hammer",
        ("martillo", "mazo", "maza"),
        ("hammer", "mallet", "gavel"),
        "object",
        ("tool", "long", "fight"),
        "p24,14,72,14,72,32,24,32 p24,14,14,20,24,30 k48,32,52,88,4.2",
    ),
    (
        "scissors",
        ("tijeras", "tijera", "cortar"),
        ("scissors", "shears", "cut"),
        "object",
        ("tool", "pointy", "open"),
        "k14,22,60,58,3.8 k14,78,60,42,3.8 c70,66,10 c70,34,10 C70,66,5 C70,34,5",
    ),
    (
        "chair",
        ("silla", "asiento", "banqueta", "taburete"),
        ("chair", "seat", "stool"),
        "object",
        ("legs", "sitting"),
        "p28,54,74,54,74,63,28,63 p28,14,37,14,37,63,28,63 k31,63,30,88,3 k70,63,71,88,3",
    ),
    (
        "house",
        ("casa", "casita", "hogar", "cabaña"),
        ("house", "home", "cottage", "cabin"),
        "building",
        ("smoke",),
        "p26,50,74,50,74,84,26,84 p16,52,50,20,84,52 p62,24,70,24,70,42,62,36 c66,14,4 c72,8,5"
        " P44,64,56,64,56,84,44,84 P32,58,40,58,40,66,32,66",
    ),
    (
        "castle",
        ("castillo", "fortaleza", "palacio"),
        ("castle", "fortress", "palace"),
        "building",
        ("tall", "king", "fight"),
        "p22,48,78,48,78,86,22,86 p14,28,32,28,32,86,14,86 p68,28,86,28,86,86,68,86"
        " p14,20,19,20,19,28,14,28 p27,20,32,20,32,28,27,28 p68,20,73,20,73,28,68,28"
        " p81,20,86,20,86,28,81,28 p36,40,42,40,42,48,36,48 p58,40,64,40,64,48,58,48"
        " P43,86,43,70,50,62,57,70,57,86",
    ),
    (
        "tree",
        ("árbol", "arbolito", "roble", "bosque"),
        ("tree", "oak", "forest", "woods"),
        "nature",
        ("tall", "round"),
        "k50,58,50,88,5.5 c50,34,21 c32,46,13 c68,46,13 k50,74,40,62,2.5",
    ),
    (
        "mushroom",
        ("seta", "champiñón", "hongo", "níscalo"),
        ("mushroom", "toadstool", "fungus", "mushroom"),
        "nature",
        ("round", "small"),
        "p12,50,16,36,26,26,38,20,50,18,62,20,74,26,84,36,88,50 p42,50,58,50,61,84,39,84"
        " C34,34,3.5 C56,28,3.5 C68,40,3.5",
    ),
    (
        "heart",
        ("corazón", "corazoncito", "cariño"),
        ("heart", "sweetheart", "valentine"),
        "sign",
        ("love", "pointy"),
        "c35,38,17 c65,38,17 p20,47,80,47,50,84",
    ),
    (
        "star",
        ("estrella", "lucero", "astro"),
        ("star", "starfish", "twinkle"),
        "sky",
        ("pointy", "night", "light"),
        "s50,54,38,16",
    ),
    (
        "moon",
        ("luna", "lunita", "luna creciente"),
        ("moon", "crescent", "new moon", "lunar"),
        "sky",
        ("night", "crescent"),
        "c46,50,32 C64,40,26",
    ),
    (
        "crown",
        ("corona", "diadema", "tiara"),
        ("crown", "tiara", "diadem", "coronation"),
        "object",
        ("king", "pointy"),
        "p18,74,82,74,86,36,66,54,50,26,34,54,14,36 c14,33,4.5 c50,23,4.5 c86,33,4.5 e50,78,32,4",
    ),
    (
        "balloon",
        ("globo", "globito", "pompa"),
        ("balloon", "party balloon", "bubble"),
        "object",
        ("party", "round", "flying"),
        "e50,38,20,25 p45,63,55,63,50,68 k50,68,46,80,1.2 k46,80,52,92,1.2",
    ),
    (
        "kite",
        ("cometa", "papalote", "barrilete"),
        ("kite", "kite", "flying kite"),
        "sky",
        ("flying", "tail", "pointy"),
        "p50,10,74,38,50,70,26,38 k50,70,42,80,1.3 k42,80,54,90,1.3 e44,80,3.5,2 e52,89,3.5,2",
    ),
    (
        "sword",
        ("espada", "sable", "florete"),
        ("sword", "sabre", "blade"),
        "object",
        ("fight", "pointy", "long"),
        "p46,18,50,6,54,18,54,66,46,66 k32,68,68,68,3.8 k50,70,50,84,3.2 c50,89,4.5",
    ),
    (
        "glasses",
        ("gafas", "anteojos", "lentes"),
        ("glasses", "spectacles", "specs"),
        "object",
        ("round", "eyes"),
        "c31,52,14 c69,52,14 k44,48,56,48,2.2 k18,48,9,40,2.2 k82,48,91,40,2.2 C31,52,8.5"
        " C69,52,8.5",
    ),
    (
        "clock",
        ("despertador", "reloj", "alarma"),
        ("alarm clock", "clock", "alarm"),
        "object",
        ("time", "round", "legs"),
        "c50,54,24 c30,30,8.5 c70,30,8.5 k36,74,28,86,3.2 k64,74,72,86,3.2 k50,30,50,26,2"
        " C50,54,16 c50,54,3 k50,54,50,42,1.8 k50,54,59,58,1.8",
    ),
    (
        "note",
        ("nota musical", "corchea", "nota"),
        ("music note", "quaver", "note"),
        "sign",
        ("music", "round"),
        "e34,72,12,9,-20 k44,70,44,18,3 k44,18,70,30,5 k70,30,68,44,3",
    ),
    (
        "cactus",
        ("cactus", "chumbera", "desierto"),
        ("cactus", "cacti", "desert"),
        "nature",
        ("pointy", "hot", "tall"),
        "k50,20,50,86,9 k38,58,26,58,5 k26,58,26,38,5 k62,48,74,48,5 k74,48,74,30,5 e50,88,16,3",
    ),
    # -- vehicles ----------------------------------------------------------------------------
    (
        "car",
        ("coche", "auto", "carro", "automóvil"),
        ("car", "automobile", "auto", "motor"),
        "vehicle",
        ("wheels", "running"),
        "p12,58,88,58,88,72,12,72 p26,58,36,42,64,42,76,58 c30,74,8.5 c70,74,8.5"
        " P39,56,41,46,49,46,49,56 P53,56,53,46,61,46,68,56 C30,74,3 C70,74,3",
    ),
    (
        "sailboat",
        ("velero", "barco", "barca", "bote"),
        ("sailboat", "boat", "yacht", "ship"),
        "vehicle",
        ("sail", "sea"),
        "p12,66,88,66,76,80,24,80 p48,12,48,62,18,62 p54,20,54,62,80,62 k51,10,51,66,1.5",
    ),
    (
        "plane",
        ("avión", "avioneta", "aeroplano", "reactor"),
        ("plane", "airplane", "jet", "aircraft"),
        "vehicle",
        ("wings", "flying", "sky"),
        "k12,50,86,50,7 p38,48,56,48,44,16,36,16 p38,52,56,52,44,84,36,84"
        " p76,48,86,48,92,32,84,32 E20,48,2.5,2",
    ),
    (
        "rocket",
        ("cohete", "nave", "cohete espacial"),
        ("rocket", "spaceship", "missile"),
        "vehicle",
        ("flying", "pointy", "smoke"),
        "e50,44,12,32 p38,58,26,80,40,74 p62,58,74,80,60,74 p43,74,57,74,50,92 C50,38,5",
    ),
    (
        "train",
        ("tren", "locomotora", "ferrocarril", "vagón"),
        ("train", "locomotive", "railway", "engine"),
        "vehicle",
        ("smoke", "wheels"),
        "p18,44,60,44,60,70,18,70 p60,26,84,26,84,70,60,70 p24,24,36,24,34,44,26,44"
        " c28,74,7.5 c48,74,7.5 c72,74,7.5 c30,14,5 c40,7,6 P66,34,78,34,78,46,66,46",
    ),
    (
        "bicycle",
        ("bicicleta", "bici", "ciclo"),
        ("bicycle", "bike", "cycle"),
        "vehicle",
        ("wheels", "running"),
        "c24,66,15 c76,66,15 k24,66,44,44,2.5 k44,44,76,66,2.5 k44,44,68,44,2.5 k68,44,76,66,2.5"
        " k44,44,40,34,2.5 e40,32,6,2.5 k68,44,66,30,2.5 k66,30,74,28,2.5 C24,66,10 C76,66,10",
    ),
    (
        "submarine",
        ("submarino", "sumergible", "batiscafo"),
        ("submarine", "sub", "u-boat"),
        "vehicle",
        ("sea", "swimming"),
        "e50,58,37,14 p40,45,60,45,57,30,43,30 k50,30,50,18,2 k50,18,60,18,2 e90,58,3,9"
        " C32,58,3.6 C50,58,3.6 C68,58,3.6",
    ),
    (
        "helicopter",
        ("helicóptero", "helicóptera", "hélice"),
        ("helicopter", "chopper", "copter"),
        "vehicle",
        ("flying", "tail", "sky"),
        "e42,56,21,14 k58,52,90,44,3 k14,32,74,32,2 k42,32,42,42,2 k24,78,62,78,2"
        " k32,70,32,78,1.5 k52,70,52,78,1.5 c90,40,5 E32,52,8,6",
    ),
    (
        "airballoon",
        ("globo aerostático", "aerostático", "zepelín"),
        ("hot air balloon", "balloon ride", "zeppelin"),
        "vehicle",
        ("flying", "round", "sky"),
        "c50,38,26 p28,52,72,52,57,74,43,74 p42,81,58,81,56,93,44,93 k44,74,44,81,1 k56,74,56,81,1",
    ),
    (
        "truck",
        ("camión", "camioneta", "furgón"),
        ("truck", "lorry", "van"),
        "vehicle",
        ("wheels", "big"),
        "p8,34,60,34,60,72,8,72 p60,46,78,46,90,58,90,72,60,72 c24,76,7.5 c74,76,7.5"
        " P66,50,76,50,84,58,66,58",
    ),
    # -- food --------------------------------------------------------------------------------
    (
        "icecream",
        ("helado", "cucurucho", "polo"),
        ("ice cream", "cone", "gelato", "sundae"),
        "food",
        ("cold", "sweet", "pointy"),
        "c50,28,14 c39,40,11 c61,40,11 p36,46,64,46,50,92",
    ),
    (
        "banana",
        ("plátano", "banana", "banano"),
        ("banana", "plantain", "banana"),
        "food",
        ("fruit", "crescent", "long"),
        "k16,38,28,58,7 k28,58,50,68,8 k50,68,74,60,7 k74,60,86,42,5 k86,42,88,34,2.5",
    ),
    (
        "apple",
        ("manzana", "manzanita", "poma"),
        ("apple", "apples", "cider"),
        "food",
        ("fruit", "round"),
        "c40,58,21 c60,58,21 k50,38,54,22,2 e64,25,9,4,-30",
    ),
    (
        "carrot",
        ("zanahoria", "zanahorias", "nabo"),
        ("carrot", "carrots", "veggie"),
        "food",
        ("long", "pointy"),
        "p36,28,64,28,52,92,48,92 k46,26,38,8,3 k50,26,50,6,3 k54,26,62,8,3",
    ),
    (
        "pizza",
        ("pizza", "porción", "trozo"),
        ("pizza", "slice", "pizza slice"),
        "food",
        ("pointy", "hot"),
        "p20,22,80,22,50,90 k20,20,80,20,5.5 C42,34,4 C58,42,4 C50,58,4",
    ),
    (
        "cake",
        ("tarta", "pastel", "bizcocho", "torta"),
        ("cake", "birthday cake", "gateau"),
        "food",
        ("party", "sweet", "light"),
        "p20,52,80,52,80,84,20,84 p30,36,70,36,70,52,30,52 k50,22,50,36,2 e50,16,3.5,6 e50,86,36,4",
    ),
    (
        "cherries",
        ("cerezas", "cereza", "guindas"),
        ("cherries", "cherry", "cherry pair"),
        "food",
        ("fruit", "round", "small"),
        "c34,70,12 c66,72,12 k34,58,52,18,1.6 k66,60,52,18,1.6 e62,16,10,4,-15",
    ),
    (
        "bread",
        ("pan", "barra", "hogaza", "panecillo"),
        ("bread", "loaf", "bun", "roll"),
        "food",
        ("round", "long", "striped"),
        "e50,56,38,18 p12,58,88,58,86,72,14,72 K34,46,28,58,1.5 K50,44,44,58,1.5 K66,46,60,58,1.5",
    ),
    (
        "lollipop",
        ("piruleta", "chupachús", "caramelo"),
        ("lollipop", "lolly", "candy"),
        "food",
        ("sweet", "round", "spiral"),
        "c50,36,23 k50,59,50,92,2.5 C50,36,12 c50,36,6",
    ),
    (
        "donut",
        ("rosquilla", "dónut", "rosco", "berlina"),
        ("doughnut", "donut", "ring"),
        "food",
        ("round", "sweet"),
        "c50,52,28 C50,52,10",
    ),
    (
        "bone",
        ("hueso", "huesito", "osamenta"),
        ("bone", "dog bone", "bones"),
        "food",
        ("long", "round"),
        "k26,50,74,50,6.5 c20,42,8.5 c20,58,8.5 c80,42,8.5 c80,58,8.5",
    ),
    (
        "drumstick",
        ("muslo de pollo", "muslo", "pollo asado"),
        ("drumstick", "chicken leg", "roast chicken"),
        "food",
        ("hot", "round"),
        "e38,40,20,16,-35 k52,56,72,76,4.2 c76,72,5.5 c72,82,5.5",
    ),
)


@dataclass(frozen=True)
class Cloud:
    """One card: what it looks like, and the words that say so."""

    id: int
    key: str
    es: tuple[str, ...]  # what it is called, then near words
    en: tuple[str, ...]
    category: str
    features: tuple[str, ...]
    shape: str

    @property
    def name_es(self) -> str:
        return self.es[0]

    @property
    def name_en(self) -> str:
        return self.en[0]

    def name(self, lang: str) -> str:
        return self.es[0] if lang == "es" else self.en[0]

    @property
    def looks(self) -> tuple[str, ...]:
        """What its outline shows at a glance (wide, tall, thin, chunky, big, small, holes)."""
        return looks(self.id)

    @property
    def concepts(self) -> tuple[str, ...]:
        """Its tags as concept keys: itself first, then its category, features and looks."""
        extra = tuple(f for f in self.looks if f not in self.features)
        return (self.key, self.category, *self.features, *extra)


CLOUDS: tuple[Cloud, ...] = tuple(
    Cloud(i, key, es, en, category, features, shape)
    for i, (key, es, en, category, features, shape) in enumerate(_TABLE)
)
ALL_IDS: tuple[int, ...] = tuple(c.id for c in CLOUDS)
BY_KEY: dict[str, Cloud] = {c.key: c for c in CLOUDS}


# -- what each outline shows -------------------------------------------------------------


# What each outline shows, as `engine.art.clouds.measure_looks` measures it (a test keeps them
# in step; it takes a second to measure all 80, too slow for a phone at every start).
LOOKS: dict[str, tuple[str, ...]] = {
    "dog": ("wide", "holes"),
    "cat": ("tall", "holes"),
    "rabbit": (),
    "elephant": ("big",),
    "fish": ("wide", "holes"),
    "bird": ("wide", "small"),
    "snail": ("holes",),
    "turtle": ("wide",),
    "giraffe": ("thin",),
    "horse": ("thin",),
    "whale": ("wide", "holes"),
    "duck": ("wide",),
    "snake": ("wide", "small", "holes"),
    "butterfly": (),
    "crab": ("holes",),
    "octopus": ("holes",),
    "owl": ("tall", "holes"),
    "dinosaur": ("thin",),
    "camel": (),
    "swan": ("thin",),
    "frog": ("wide", "holes"),
    "sheep": (),
    "bear": ("chunky", "holes"),
    "penguin": ("tall", "chunky", "holes"),
    "shark": ("holes",),
    "hen": ("holes",),
    "spider": ("thin",),
    "smile": ("chunky", "big", "holes"),
    "ghost": ("big", "holes"),
    "skull": ("holes",),
    "hand": (),
    "snowman": ("tall", "holes"),
    "runner": ("tall", "thin"),
    "angel": ("holes",),
    "umbrella": (),
    "key": ("wide", "thin", "small", "holes"),
    "hat": (),
    "bell": ("tall",),
    "anchor": ("thin", "small", "holes"),
    "guitar": ("thin", "holes"),
    "hammer": ("tall", "thin"),
    "scissors": ("thin", "holes"),
    "chair": ("tall", "thin", "small"),
    "house": ("tall", "holes"),
    "castle": ("chunky", "big", "holes"),
    "tree": ("tall", "big"),
    "mushroom": ("holes",),
    "heart": ("chunky", "big"),
    "star": (),
    "moon": ("holes",),
    "crown": (),
    "balloon": ("tall",),
    "kite": ("tall",),
    "sword": ("tall", "thin", "small"),
    "glasses": ("wide", "small", "holes"),
    "clock": ("holes",),
    "note": ("thin", "small"),
    "cactus": ("tall",),
    "car": ("wide", "holes"),
    "sailboat": ("big",),
    "plane": ("thin", "holes"),
    "rocket": ("tall", "holes"),
    "train": ("big", "holes"),
    "bicycle": ("thin", "holes"),
    "submarine": ("holes",),
    "helicopter": ("thin", "small", "holes"),
    "airballoon": ("tall", "big"),
    "truck": ("chunky", "big", "holes"),
    "icecream": ("tall",),
    "banana": ("wide",),
    "apple": ("chunky",),
    "carrot": ("tall",),
    "pizza": ("holes",),
    "cake": ("big",),
    "cherries": ("tall", "thin", "small"),
    "bread": ("wide", "chunky", "holes"),
    "lollipop": ("tall", "holes"),
    "donut": ("chunky", "holes"),
    "bone": ("wide",),
    "drumstick": ("thin",),
}


def looks(card: int) -> tuple[str, ...]:
    """What `engine.art.clouds.measure_looks` reads off the card's outline (kept in LOOKS)."""
    return LOOKS[CLOUDS[card].key]
