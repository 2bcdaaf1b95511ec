"""Colorful's content: what people say for every category, in both languages, and the colours
they would lay for it. Every word could be said at the table (the clue rule lets it through),
none is the category's own word, and each reads as people read it."""

from __future__ import annotations

import pytest

from engine.content.colorful_cards import CARDS, SLOTS
from engine.content.colorful_lexicon import key
from engine.content.colorful_words import LANGS, PEOPLE, WORDS_SAID, said_for
from engine.games.colorful import check_clue, fold

CATEGORIES = [(c, s) for c in range(len(CARDS)) for s in range(len(SLOTS))]
LINKS = {"del", "las", "los", "que", "and", "the"}  # the little words of a category's name


def test_every_card_and_slot_has_its_words_in_both_languages():
    assert len(WORDS_SAID) == len(CARDS) == 60
    assert all(len(card) == len(SLOTS) for card in WORDS_SAID)
    assert len(CATEGORIES) == 240


@pytest.mark.parametrize("lang", LANGS)
def test_every_category_has_at_least_eight_distinct_words(lang):
    short, repeated = [], []
    for card, slot in CATEGORIES:
        words = [fold(w.word) for w in said_for(card, slot, lang)]
        if len(words) < 8:
            short.append(CARDS[card][slot].text(lang))
        if len(set(words)) < len(words):
            repeated.append(CARDS[card][slot].text(lang))
    assert not short, short
    assert not repeated, repeated


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_breaks_the_clue_rule(lang):
    refused = []
    for card, slot in CATEGORIES:
        for said in said_for(card, slot, lang):
            try:
                check_clue(said.word)
            except Exception as err:  # noqa: BLE001 - any refusal is a failure of the content
                refused.append((said.word, str(err)))
    assert not refused, refused


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_is_the_categorys_own_word(lang):
    own = []
    for card, slot in CATEGORIES:
        category = CARDS[card][slot].text(lang)
        parts = category.replace("'", " ").split()
        names = {key(part, lang) for part in parts if len(part) > 2 and part.lower() not in LINKS}
        names |= {fold(category)}
        for said in said_for(card, slot, lang):
            if key(said.word, lang) in names or fold(said.word) in names:
                own.append((category, said.word))
    assert not own, own


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_splits_ten_people_over_real_colours_most_first(lang):
    for card, slot in CATEGORIES:
        for said in said_for(card, slot, lang):
            people = [n for _, n in said.votes]
            assert sum(people) == PEOPLE, said
            assert people == sorted(people, reverse=True), said
            assert len({c for c, _ in said.votes}) == len(said.votes), said
            assert abs(sum(said.share().values()) - 1) < 1e-9


def test_the_table_reads_like_the_cards():
    strawberry = said_for(0, 0, "es")[0]
    assert (strawberry.word, strawberry.top, strawberry.share()) == ("fresa", 0, {0: 0.8, 8: 0.2})
    assert said_for(0, 0, "en")[0].word == "strawberry"
    # a word people agree on lists one colour; a word people argue about lists several
    assert said_for(0, 0, "es")[1].votes == ((2, 10),)
