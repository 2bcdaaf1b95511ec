"""Cloud Mine's bots speak the table's language and guess like people: a setting that sets a
language is declared as such and starts at the app's language (and survives a rematch and a
save); a Spectator bot finds a name at the first guess about half the time, as people do, and
when it misses it points at a cloud that shares something with the words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sobremesa_web.i18n import LANGUAGES, Translator
from sobremesa_web.screens.setup import new_setup

from engine.bots.cloud_mine import (
    LEVELS,
    appeal,
    kinship,
    make_bot,
    make_name,
    tokens,
)
from engine.content.clouds import ALL_IDS, BY_KEY, CLOUDS
from engine.core import Option, Random
from engine.games import catalog, get_game
from engine.table import SeatInfo, Table

ROOT = Path(__file__).resolve().parent.parent
PERSON_NAMES = json.loads((ROOT / "tests" / "fixtures" / "cloud_person_names.json").read_text())


# -- a language setting follows the app's language -------------------------------------------


def test_every_setting_whose_choices_are_languages_is_declared_a_language():
    """Declared on the option, not guessed from its name: Cloud Mine's `words` and Colorful's
    `lang` both, and no other setting."""
    declared = {
        (game.id, o.name)
        for game in catalog()
        for o in game.options
        if isinstance(o, Option) and o.language
    }
    assert declared == {("cloud_mine", "words"), ("colorful", "lang")}
    for game in catalog():
        for option in game.options:
            if isinstance(option, Option) and set(option.choices) == set(LANGUAGES):
                assert option.language, (game.id, option.name)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_set_up_starts_the_bots_words_in_the_app_s_language(lang):
    assert new_setup("cloud_mine", Translator(lang))["options"]["words"] == lang
    assert new_setup("colorful", Translator(lang))["options"]["lang"] == lang


def test_english_bots_name_clouds_in_english_on_an_english_table():
    setup = new_setup("cloud_mine", Translator("en"))
    seats = [SeatInfo("Ana", "human"), *(SeatInfo(f"Bot {i}", "bot") for i in (2, 3, 4))]
    table = Table("cloud_mine", seats, seed=5, options=setup["options"])
    english = {t for c in CLOUDS for w in _english_words(c.key) for t in tokens(w)}
    spanish_only = {t for c in CLOUDS for w in _spanish_words(c.key) for t in tokens(w)} - english
    named = []
    while table.result() is None and len(named) < 6:
        seat, action = step(table)
        if action["type"] == "name" and seat != 0:
            named.append(action["name"])
    assert len(named) >= 3
    for name in named:
        words = set(tokens(name))
        assert words & english and not words & spanish_only, name


def step(table: Table) -> tuple[int, dict]:
    """One move: a bot's when one may act, else the person's first legal move."""
    for seat, decision in sorted(table.bot_decisions().items()):
        table.submit(seat, decision.action)
        return seat, decision.action
    seat = table.active_seats()[0]
    action = table.legal_actions(seat)[0]
    table.submit(seat, action)
    return seat, action


def _english_words(key: str) -> list[str]:
    from engine.content.cloud_associations import ASSOCIATIONS

    return [*BY_KEY[key].en, *ASSOCIATIONS[key]["en"]]


def _spanish_words(key: str) -> list[str]:
    from engine.content.cloud_associations import ASSOCIATIONS

    return [*BY_KEY[key].es, *ASSOCIATIONS[key]["es"]]


def test_a_rematch_keeps_the_language_and_carries_it_into_another_game():
    seats = [SeatInfo("Ana", "human"), SeatInfo("B", "bot"), SeatInfo("C", "bot")]
    table = Table("colorful", seats, seed=1, options={"lang": "en"})
    table.rematch("cloud_mine", 2)
    assert table.options["words"] == "en"
    table.rematch(None, 3)
    assert table.options["words"] == "en"
    table.rematch("colorful", 4)
    assert table.options["lang"] == "en"
    table.rematch("claro", 5)  # a game with no language setting deals as before
    assert table.game_id == "claro"
    table.rematch("cloud_mine", 6)  # nothing to carry: the game's own default
    assert table.options["words"] == get_game("cloud_mine").options[1].default


def test_a_saved_english_table_comes_back_english():
    seats = [SeatInfo("Ana", "human"), *(SeatInfo(f"B{i}", "bot") for i in range(3))]
    table = Table("cloud_mine", seats, seed=8, options={"words": "en"})
    for _ in range(5):
        step(table)
    back = Table.restore(json.loads(json.dumps(table.snapshot())))
    assert back.options["words"] == "en" and back.state == table.state


# -- guessing like people ----------------------------------------------------------------------


def _six(card: int, rng: Random) -> list[int]:
    others = [c for c in ALL_IDS if c != card]
    rng.shuffle(others)
    return sorted([card, *others[:5]])


def first_try_on_bot_names(level: str, rounds: int = 600) -> tuple[float, list[tuple]]:
    """A `level` Spectator bot's first guesses at the normal Daydreamer bot's names, the Lookout
    bot's pick among 6 clouds face up: the share right, and each miss."""
    lookout, spectator, right, misses = make_bot("normal"), make_bot(level), 0, []
    for n in range(rounds):
        rng = Random(31_000 + n)
        drawn = _six(rng.below(80), rng)
        card = lookout.pick(drawn, rng)["card"]
        name = make_name(card, "es" if n % 2 else "en", rng)
        guess = spectator.guess({"display": drawn, "name": name}, rng)
        right += guess == card
        if guess != card:
            misses.append((name, drawn, card, guess))
    return right / rounds, misses


def test_a_normal_bot_finds_a_bot_s_name_at_the_first_guess_about_half_the_time():
    rate, _ = first_try_on_bot_names("normal")
    print(f"\nnormal Spectator bot, first try on bot names: {rate:.0%}")
    assert 0.38 <= rate <= 0.6


def test_a_normal_bot_finds_names_people_wrote_at_the_first_guess_about_half_the_time():
    bot, right, total = make_bot("normal"), 0, 0
    for key, by_lang in PERSON_NAMES.items():
        card = BY_KEY[key].id
        for said in by_lang.values():
            for name in said:
                for _ in range(3):
                    rng = Random(card * 1000 + total)
                    right += bot.guess({"display": _six(card, rng), "name": name}, rng) == card
                    total += 1
    print(f"\nnormal Spectator bot, first try on people's names: {right / total:.0%}")
    assert 0.4 <= right / total <= 0.62


def test_an_easy_bot_misses_more_often_than_a_normal_one():
    easy, _ = first_try_on_bot_names("easy")
    normal, _ = first_try_on_bot_names("normal")
    assert easy < normal - 0.05
    assert easy > 1 / 6 + 0.05  # still reading the name, not pointing at random


def test_a_miss_points_at_a_cloud_that_shares_something_with_the_words():
    """A wrong first guess is a cloud the words call to (never a cloud they have nothing to do
    with), and on the whole a cloud nearer the right one than the others face up."""
    _, misses = first_try_on_bot_names("normal")
    nearer = 0
    for name, drawn, card, guess in misses:
        assert appeal(name, drawn, LEVELS["normal"].pull)[guess] >= LEVELS["normal"].floor
        others = [c for c in drawn if c not in (card, guess)]
        nearer += kinship(guess, card) > sum(kinship(o, card) for o in others) / len(others)
    assert nearer / len(misses) >= 0.6


def test_the_helicopter_s_pilot_is_mistaken_for_the_plane_not_the_pizza():
    heli, plane, pizza = BY_KEY["helicopter"].id, BY_KEY["plane"].id, BY_KEY["pizza"].id
    shown = [heli, plane, pizza]
    bot = make_bot("normal")
    picks = [bot.guess({"display": shown, "name": "pilot"}, Random(s)) for s in range(200)]
    assert picks.count(heli) > picks.count(plane) > picks.count(pizza)


def test_a_guess_is_the_same_for_the_same_seed():
    bot, shown = make_bot("normal"), _six(BY_KEY["shark"].id, Random(3))
    for seed in range(30):
        state = {"display": shown, "name": "surfer and teeth"}
        assert bot.guess(state, Random(seed)) == make_bot("normal").guess(state, Random(seed))


def test_a_spectator_bot_reads_only_its_own_view_never_the_pick():
    table = Table("cloud_mine", [SeatInfo(f"B{i}", "bot") for i in range(5)], seed=12)
    while table.state["phase"] != "guess":
        seat, decision = next(iter(table.bot_decisions().items()))
        table.submit(seat, decision.action)
    seat = table.active_seats()[0]
    view = table.view(seat)
    legal = table.legal_actions(seat)
    before = [make_bot("normal").decide(view, legal, Random(s)) for s in range(20)]
    pick = table.state["cloud"][table.state["lookout"]][0]
    other = next(c for c in table.state["display"] if c != pick)
    for seen in table.state["cloud"]:  # the pick, changed behind the Spectator's back
        seen[:] = [other] if seen else []
    after = [
        make_bot("normal").decide(table.view(seat), table.legal_actions(seat), Random(s))
        for s in range(20)
    ]
    assert before == after


def test_a_shared_english_table_keeps_english_through_a_rematch_into_another_game():
    """A host whose app is in English: its guests play with English bot words, and a rematch
    into Colorful deals them an English table too."""
    from tests.fake_net import Switchboard
    from tests.test_multi import play_to_the_end, seated

    board = Switchboard()
    host, guests = seated(board, "cloud_mine", "Ana", "Luis")
    for app in (host, *guests):
        assert app.session.view()["state"]["bot_words"] == "en"
    play_to_the_end(board, [host, *guests])
    host.handle("again", json.dumps("colorful"))
    board.pump()
    for app in (host, *guests):
        view = app.session.view()
        assert view["game"] == "colorful" and view["state"]["options"]["lang"] == "en"
