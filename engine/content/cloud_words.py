"""The words of Cloud Mine: concepts with their Spanish and English words.

A cloud's tags are concept keys (what it resembles, its category, a few features); each concept
lists words in both languages, the first of each list being the tag word itself and the rest its
synonyms and near words. The bots read this one table both ways: a Daydreamer bot turns concepts
into a name, a Spectator bot turns a typed name (stemmed) back into concepts.
"""

from __future__ import annotations

# key: (Spanish words, English words); the first word of each list is the tag word.
CONCEPTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # -- categories ------------------------------------------------------------------------
    "animal": (("animal", "bicho", "bestia", "criatura"), ("animal", "creature", "beast")),
    "object": (("objeto", "cosa", "trasto", "cacharro"), ("object", "thing", "item", "gadget")),
    "face": (("cara", "rostro", "persona", "careto"), ("face", "person", "mug", "head")),
    "vehicle": (("vehículo", "transporte", "máquina"), ("vehicle", "transport", "ride")),
    "food": (("comida", "alimento", "manjar", "merienda"), ("food", "snack", "treat", "meal")),
    "nature": (("naturaleza", "planta", "paisaje"), ("nature", "plant", "outdoors")),
    "sign": (("símbolo", "signo", "figura", "forma"), ("symbol", "sign", "shape", "figure")),
    "building": (("edificio", "casa", "construcción"), ("building", "house", "construction")),
    "sea": (("mar", "océano", "agua", "marino"), ("sea", "ocean", "water", "marine")),
    "sky": (("cielo", "aire", "volar", "alto"), ("sky", "air", "flight", "high")),
    "music": (("música", "canción", "sonar", "melodía"), ("music", "song", "tune", "sound")),
    # -- features --------------------------------------------------------------------------
    "sleeping": (
        ("dormido", "durmiendo", "sueño", "siesta", "dormilón"),
        ("sleeping", "asleep", "nap", "dozing", "sleepy"),
    ),
    "lying": (("tumbado", "echado", "acostado", "tendido"), ("lying", "resting", "lazy")),
    "sitting": (("sentado", "quieto", "posando"), ("sitting", "seated", "posing")),
    "running": (("corriendo", "carrera", "rápido", "veloz"), ("running", "race", "fast", "quick")),
    "flying": (("volando", "vuelo", "planeando"), ("flying", "soaring", "gliding")),
    "swimming": (("nadando", "nadar", "buceando"), ("swimming", "swim", "diving")),
    "ears": (("orejas", "oreja", "orejudo"), ("ears", "ear", "eared")),
    "long_ears": (("orejotas", "orejas largas", "orejón"), ("long ears", "floppy", "lop")),
    "tail": (("cola", "rabo", "colita"), ("tail", "tailed")),
    "legs": (("patas", "pata", "piernas", "pies"), ("legs", "leg", "paws", "feet")),
    "long_neck": (("cuello", "cuellilargo", "pescuezo"), ("neck", "necked", "tall")),
    "trunk": (("trompa", "nariz", "hocico"), ("trunk", "nose", "snout")),
    "wings": (("alas", "ala", "alado"), ("wings", "wing", "winged")),
    "beak": (("pico", "picotazo"), ("beak", "bill", "peck")),
    "fins": (("aletas", "aleta", "escamas"), ("fins", "fin", "scales")),
    "shell": (("caparazón", "concha", "coraza"), ("shell", "armour", "carapace")),
    "slow": (("lento", "despacio", "tranquilo", "pachorra"), ("slow", "sluggish", "calm")),
    "big": (("grande", "enorme", "gigante", "gordo"), ("big", "huge", "giant", "fat")),
    "small": (("pequeño", "chiquito", "diminuto", "mini"), ("small", "tiny", "little", "mini")),
    "round": (("redondo", "bola", "círculo", "esfera"), ("round", "ball", "circle", "sphere")),
    "long": (("largo", "alargado", "estirado"), ("long", "stretched", "elongated")),
    "pointy": (("puntiagudo", "pincho", "punta", "afilado"), ("pointy", "spike", "sharp", "point")),
    "horns": (("cuernos", "antenas", "cuernitos"), ("horns", "antennae", "feelers")),
    "claws": (("pinzas", "garras", "tenazas"), ("claws", "pincers", "nippers")),
    "arms": (("brazos", "tentáculos", "manos"), ("arms", "tentacles", "hands")),
    "eyes": (("ojos", "ojo", "mirada", "ojazos"), ("eyes", "eye", "staring", "gaze")),
    "spiral": (("espiral", "rizo", "remolino"), ("spiral", "swirl", "curl")),
    "hump": (("joroba", "jorobas", "chepa"), ("hump", "humps", "hunch")),
    "wool": (("lana", "lanudo", "esponjoso"), ("wool", "woolly", "fluffy")),
    "smile": (("sonrisa", "sonriente", "feliz", "alegre"), ("smile", "smiling", "happy", "grin")),
    "beard": (("barba", "barbudo", "bigote"), ("beard", "bearded", "whiskers")),
    "scary": (("miedo", "susto", "terror", "fantasmal"), ("scary", "spooky", "fright", "boo")),
    "nose": (("narizota", "narizón", "perfil"), ("big nose", "profile", "conk")),
    "fingers": (("dedos", "dedo", "palma"), ("fingers", "finger", "palm")),
    "wheels": (("ruedas", "rueda", "neumático"), ("wheels", "wheel", "tyre", "tire")),
    "sail": (("vela", "velas", "viento"), ("sail", "sails", "wind")),
    "smoke": (("humo", "vapor", "humeante"), ("smoke", "steam", "smoking")),
    "rain": (("lluvia", "llover", "mojado"), ("rain", "rainy", "wet")),
    "handle": (("asa", "mango", "agarradera"), ("handle", "grip", "holder")),
    "hot": (("caliente", "ardiente", "calor"), ("hot", "warm", "steaming")),
    "light": (("luz", "brillo", "brillante", "luminoso"), ("light", "shine", "bright", "glow")),
    "sweet": (("dulce", "azúcar", "golosina", "rico"), ("sweet", "sugar", "candy", "yummy")),
    "fruit": (("fruta", "fruto", "frutal"), ("fruit", "fruity")),
    "night": (("noche", "nocturno", "oscuridad"), ("night", "nocturnal", "dark")),
    "king": (("rey", "reina", "real", "corona"), ("king", "queen", "royal", "crown")),
    "love": (("amor", "enamorado", "cariño", "romántico"), ("love", "loving", "romance")),
    "party": (("fiesta", "cumpleaños", "celebración"), ("party", "birthday", "celebration")),
    "cold": (("frío", "invierno", "helado", "nieve"), ("cold", "winter", "icy", "snow")),
    "fight": (("lucha", "batalla", "pelea", "guerra"), ("fight", "battle", "war", "duel")),
    "tool": (("herramienta", "utensilio", "trabajo"), ("tool", "utensil", "work")),
    "time": (("hora", "tiempo", "despertar", "tictac"), ("time", "hour", "wake", "ticking")),
    "open": (("abierto", "abierta", "extendido"), ("open", "spread", "outstretched")),
    "jump": (("salto", "saltando", "brinco"), ("jump", "jumping", "hop", "leap")),
    "curly": (("rizado", "enroscado", "retorcido"), ("curly", "twisted", "coiled")),
    "tall": (("alto", "altísimo", "torre"), ("tall", "towering", "tower")),
    "crescent": (("media luna", "curvo", "arco"), ("crescent", "curved", "arc")),
    "wide": (("ancho", "apaisado", "horizontal", "chato"), ("wide", "flat", "low", "broad")),
    "chunky": (("macizo", "compacto", "gordito", "relleno"), ("chunky", "solid", "plump")),
    "thin": (("flaco", "delgado", "fino", "palitos"), ("thin", "skinny", "spindly", "sticks")),
    "holes": (("agujero", "agujeros", "hueco", "ventanas"), ("hole", "holes", "gap", "windows")),
    "striped": (("rayas", "raya", "rayado"), ("stripes", "striped", "stripe")),
}

# Words a name is made of that say nothing about a cloud.
_STOP = (
    "un una unos unas el la los las lo de del al a en con sin por para y o que es muy su sus mi "
    "se como pero mas más este esta ese esa eso le les nos me te tu "
    "a an the of in on with without for and or is are very his her its my your this that it "
    "at to by from as be so like"
)
STOPWORDS: frozenset[str] = frozenset(_STOP.split())
