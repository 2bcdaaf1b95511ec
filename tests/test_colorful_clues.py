"""Colorful's clue rule (docs/rules/colorful.md, "The clue rule"): a word may not contain a
colour of either language in any of its parts, compounds included, while words that merely
hold a colour's letters stay allowed. Both sides are long lists, in both languages."""

import pytest

from engine.core import IllegalAction
from engine.games.colorful import check_clue, colour_in
from engine.table import SeatInfo, Table


def words(text: str) -> list[str]:
    return text.split()


# The compounds the rule book's "in any of its parts" reaches (the list first).
REFUSED_ES = words("""
pelirrojo pelirroja infrarrojo albirroja barbirrojo carirrojo oropel
pelirrojos pelirrojas infrarroja infrarrojos ultrarrojo albirrojo ojirrojo cuellirrojo oropeles
rojo rojos roja rojas rojizo rojiza rojito rojillo rojiblanco rojigualda rojez enrojecer sonrojo
sonrojar sonrosado rosado rosada rosas rosita rosáceo rosal oro oros dorado dorada semidorado
plata platas plateado lima limas gris grises grisáceo morado morados morada amarillento azulado
verdoso verdusco negruzco blancuzco blanquecino anaranjado naranjal celeste marrones azulejo
verdiblanco ojiverde pelinegro cariblanco
""")
REFUSED_EN = words("""
redneck redcoat redbird redshift redeye Redwing
reddish redness reds redder reddest redden reddened redhead redwood redskin redcurrant
redbreast redfish redstart infrared ultrared fire-red blood-red blueberry bluebird bluebell
blues greyhound grayscale grayish blackboard blackout blackbird whitewash
whiteboard golden goldfish marigold greenhouse evergreen pinkie brownie silverware yellowish
purplish orangeade limestone limelight limes limey skyblue sky-blue
""")
INNOCENT_ES = words("""
adoro adorado tesoro loro coro toro moro poro decoro sonoro sonora deterioro meteoro oración
orégano oroya orondo orografía rosario prosa prosista arrojar arrojo arroja cerrojo cerrojos
barroso barrosa borrosa ferrosa terrosa airosa generosa amorosa olorosa hermosa clima
climático limón limonada plátano plataforma verdad verdadero verdura redondo reducir redes
redada redacción redil redimir rédito grisú demorado enamorado corona florero aurora horario
dorsal moral corral sublimar sorpresa rostro orilla camarilla
""")
INNOCENT_EN = words("""
credo bored adore hundred tired fired hired sacred kindred hatred shred shredded bred covered
inspired starred occurred preferred stirred tapered redeem reduce redo redact redirect redesign
redeploy redundant redraw redress redolent redox redial redouble gristle grisly grist sublime
slime limerick climate climb orangutan frederick predator predict credit scared altered ordered
offered answered stored golf bluff blunt prose rosy oral oracle shredder stingray project
overdose overdevelop resemblance winegrower
""")


def test_the_lists_are_long_enough_to_mean_something():
    for words in (REFUSED_ES, REFUSED_EN, INNOCENT_ES, INNOCENT_EN):
        assert len(set(words)) >= 40


@pytest.mark.parametrize("word", REFUSED_ES + REFUSED_EN)
def test_a_word_with_a_colour_in_any_part_is_refused(word):
    with pytest.raises(IllegalAction) as err:
        check_clue(word)
    assert err.value.code == "colour_in_clue"
    assert err.value.params["found"] and err.value.params["colour"]


@pytest.mark.parametrize("word", INNOCENT_ES + INNOCENT_EN)
def test_a_word_that_merely_holds_a_colours_letters_is_allowed(word):
    check_clue(word)


@pytest.mark.parametrize(
    ("word", "colour", "found"),
    [
        ("pelirrojo", "red", "rojo"),
        ("infrarrojo", "red", "rojo"),
        ("Redwing", "red", "red"),
        ("redeye", "red", "red"),
        ("oropel", "gold", "oro"),
        ("rosal", "pink", "rosa"),
        ("reddish", "red", "red"),
        ("rojizo", "red", "rojo"),
        ("rosita", "pink", "rosa"),
        ("purplish", "purple", "purple"),
        ("blanquecino", "white", "blanco"),
        ("Marron", "brown", "marrón"),
        ("sky-blue", "sky", "sky blue"),
        ("blueberry", "blue", "blue"),
        ("greyhound", "grey", "grey"),
        ("golden", "gold", "gold"),
    ],
)
def test_the_refusal_names_the_colour_as_a_player_reads_it(word, colour, found):
    with pytest.raises(IllegalAction) as err:
        check_clue(word)
    assert (err.value.params["colour"], err.value.params["found"]) == (colour, found)


def test_case_and_accents_do_not_hide_a_colour():
    for word in ("PELIRROJO", "PeliRroja", "ROSÁCEO", "Oropel", "REDNECK", "Marrón", "marron"):
        assert colour_in(word) is not None, word


def test_a_word_in_pieces_is_read_whole_and_piece_by_piece():
    assert colour_in("fire-red") == (0, "red")
    assert colour_in("cherry-red") == (0, "red")
    assert colour_in("peli-rrojo") == (0, "rojo")
    assert colour_in("tired") is None and colour_in("hat-red") == (0, "red")


def test_the_namer_cannot_give_a_compound_and_the_table_is_unchanged():
    t = Table("colorful", [SeatInfo(f"P{i}") for i in range(3)], seed=4, options={})
    for colour in range(t.state["set_aside"]):
        t.submit(t.state["remover"], {"type": "remove", "colour": colour})
    namer = t.state["namer"]
    before = t.snapshot()
    for word in ("pelirrojo", "Redwing", "oropel"):
        with pytest.raises(IllegalAction) as err:
            t.submit(namer, {"type": "clue", "word": word})
        assert err.value.code == "colour_in_clue"
        assert t.snapshot() == before
    t.submit(namer, {"type": "clue", "word": "cerrojo"})
    assert t.state["categories"][-1]["clue"] == "cerrojo"
