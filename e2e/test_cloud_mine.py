"""Cloud Mine as people play it: one person with four bots offline, three people passing one
phone, and three phones over the real invitation flow where no guest ever receives the cloud it
must not know."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import open_app, set_up_game, wait_ready
from e2e.test_multiplayer import host_python, phones, record_messages, start_table
from engine.bots.cloud_mine import person
from engine.table import SeatInfo, Table

__all__ = ["phones"]  # the fixture, shared with the other multi-phone tests

ACTIONABLE = ".result, .curtain button, [data-cmd=act]"


def act_once(page: Page, name: str = "fluffy round thing") -> str:
    """Do whatever the screen on show asks of its player: pick, name or guess a cloud."""
    page.wait_for_selector(ACTIONABLE, timeout=60_000)
    if page.locator(".curtain button").count():
        page.locator(".curtain button").click()
        return "curtain"
    if page.locator(".result").count():
        return "over"
    field = page.get_by_role("textbox", name="The cloud's name")
    if field.count():
        field.fill(name)
        page.get_by_role("button", name="Say the name").click()
        return "named"
    page.locator("[data-cmd=act]").first.click()
    return "clicked"


@pytest.mark.long(3)
@pytest.mark.service_worker
def test_one_person_and_four_bots_play_a_whole_game_offline(page: Page, site: str):
    open_app(page, site, "?seed=21&tempo=0.05")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    set_up_game(
        page, "Cloud Mine", ["Ana", "Bot B", "Bot C", "Bot D", "Bot E"], ["human"] + ["bot"] * 4
    )
    expect(page.get_by_role("list", name="players").get_by_text("Ana (you)")).to_be_visible()
    done = set()
    for _ in range(300):
        if page.locator(".result").count():
            break
        done.add(act_once(page, "nube con patas"))
    assert {"named", "clicked"} <= done  # Ana named clouds and picked or guessed some
    ranking = page.locator(".ranking-list li")
    expect(ranking).to_have_count(5)
    counts = [int(re.search(r"(\d+) cards", t).group(1)) for t in ranking.all_inner_texts()]
    assert counts == sorted(counts, reverse=True) and sum(counts) == 80  # 16 rounds of 5 cards
    expect(page.get_by_role("heading", name=re.compile("wins?!"))).to_be_visible()
    page.get_by_role("button", name="At the table").click()  # the log, one tap away
    expect(page.locator(".table-log li").first).to_be_visible()


def test_a_bot_names_a_cloud_and_a_person_finds_it_by_what_the_words_bring_to_mind(
    page: Page, site: str
):
    """Ana plays with three bots until a bot Daydreamer has named a cloud and it is her turn to
    guess. She reads the name as a person would, through each cloud's everyday associations
    (the clouds face up are the buttons to point at), points, and the table judges her guess."""
    open_app(page, site, "?seed=6&tempo=0.05")
    set_up_game(page, "Cloud Mine", ["Ana", "Bot B", "Bot C", "Bot D"], ["human"] + ["bot"] * 3)
    for _ in range(40):
        page.wait_for_selector(ACTIONABLE, timeout=60_000)
        if page.get_by_text("Your turn: point at the cloud").count():
            break
        act_once(page, "nube con patas")
    else:
        raise AssertionError("Ana never had a guess to make")
    name = page.locator(".the-name").inner_text().strip("«»")
    assert name != "nube con patas" and 1 <= len(name.split()) <= 5
    buttons = page.locator("[data-cmd=act][id^=act-guess-]")
    shown = [int(b.get_attribute("id").rsplit("-", 1)[1]) for b in buttons.all()]
    assert len(shown) == 6  # 4 seats: 6 clouds face up
    scores = person().scores(name, shown, typos=False)
    guess = max(shown, key=lambda c: scores[c])
    assert scores[guess] > 0, f"{name!r} brings none of the clouds to mind"
    page.locator(f"#act-guess-{guess}").click()
    page.get_by_role("button", name="At the table").click()  # the log, one tap away
    log = page.locator(".table-log")
    expect(log).to_contain_text(re.compile("Ana (found the cloud|pointed at the wrong cloud)"))
    expect(log).to_contain_text("Ana found the cloud!")  # this seed's name is a telling one


def test_three_people_pass_the_phone_for_a_round(page: Page, site: str):
    open_app(page, site, "?seed=4&tempo=0.05")
    set_up_game(page, "Cloud Mine", ["Ana", "Luis", "Eva"], ["human"] * 3)
    curtains = 0
    roles_seen = set()
    for _ in range(12):
        page.wait_for_selector(ACTIONABLE, timeout=30_000)
        if page.locator(".curtain").count():
            curtains += 1
            assert page.locator(".cloud").count() == 0, "a cloud shows behind the curtain"
            name = re.search(r"to (\w+)", page.locator(".curtain h3").inner_text()).group(1)
            page.get_by_role("button", name=re.compile(f"I'm {name}")).click()
            expect(page.get_by_text(f"{name} (you)")).to_be_visible()
            continue
        if page.locator(".round-result").count():
            break
        if page.get_by_text("secretly choose the cloud").count():
            roles_seen.add("lookout")
            page.locator("button.cloud").nth(1).click()
        elif page.get_by_role("textbox", name="The cloud's name").count():
            roles_seen.add("daydreamer")
            page.get_by_role("textbox", name="The cloud's name").fill("one two three four five six")
            page.get_by_role("button", name="Say the name").click()
            expect(page.get_by_role("alert")).to_contain_text("At most 5 words (you wrote 6)")
            page.get_by_role("button", name="OK").click()
            page.get_by_role("textbox", name="The cloud's name").fill("a sleepy cloud")
            page.get_by_role("button", name="Say the name").click()
        else:
            roles_seen.add("spectator")
            expect(page.locator(".the-name")).to_have_text("«a sleepy cloud»")
            assert page.locator(".cloud.known, .badge").count() == 0, "the cloud is marked"
            before = page.locator(".temp-pile .cloud").count()
            page.locator("button.cloud").first.click()
            if not page.locator(".round-result").count():
                expect(page.locator(".temp-pile .cloud")).to_have_count(before + 1)
    assert roles_seen == {"lookout", "daydreamer", "spectator"}
    assert curtains >= 2  # to the Daydreamer, to the Spectator (the first Lookout may hold it)
    expect(page.locator(".round-result")).to_contain_text("The cloud was this one")
    expect(page.locator(".round-result")).to_contain_text("a sleepy cloud")


def _pick_of(host: Page) -> list[dict]:
    """The host's table replayed here: after each move, who knew the cloud and which it was,
    and the round's cards while they were still in the Lookout's hand."""
    snap = json.loads(host_python(host, "json.dumps(app.session.table.table.snapshot())"))
    seats = [SeatInfo.from_data(s) for s in snap["seats"]]
    table = Table(snap["game"], seats, seed=snap["seed"], options=snap["options"])
    states = [json.loads(json.dumps(table.state))]
    for entry in snap["log"]:
        table.submit(entry["seat"], entry["action"])
        states.append(json.loads(json.dumps(table.state)))
    return states


@pytest.mark.long(5)
def test_host_and_two_guests_play_a_whole_game_and_no_guest_learns_the_pick(
    phones: list[Page], site: str
):
    host, ana, luis = phones
    start_table(phones, site, "Cloud Mine", "?seed=5")
    moves = 0
    for _ in range(400):
        host.bring_to_front()
        if host.locator(".ranking").count():
            break
        acted = False
        for page in phones:
            page.bring_to_front()
            field = page.get_by_role("textbox", name="The cloud's name")
            if field.count():
                field.fill("a woolly beast")
                page.get_by_role("button", name="Say the name").click()
            elif page.locator("[data-cmd=act]").count():
                page.locator("[data-cmd=act]").first.click()
            else:
                continue
            acted = True
            moves += 1
            for other in phones:  # every phone catches up before anyone moves again
                expect(other.locator(".game")).to_have_attribute(
                    "data-turn", str(moves), timeout=20_000
                )
            break
        if not acted:
            host.wait_for_timeout(50)
    for page in phones:
        page.bring_to_front()
        expect(page.locator(".ranking-list li")).to_have_count(3, timeout=20_000)
    assert moves >= 40  # 20 rounds of three players
    states = _pick_of(host)
    checked = 0
    for seat, page in ((1, ana), (2, luis)):
        for record in record_messages(page):
            message = json.loads(record["data"])
            if message.get("type") != "view":
                continue
            view = message["view"]
            state = states[view["turn"]]
            mine = view["state"]
            if state["phase"] in ("choose", "name", "guess") and seat not in (
                state["lookout"],
                state["daydreamer"],
            ):
                checked += 1
                assert mine["cloud"] is None, f"seat {seat} was sent the pick"
                assert mine["drawn"] == []
                for event in view["events"]:
                    assert not (event["type"] == "chose" and "card" in event), event
            if state["phase"] in ("choose", "name") and seat != state["lookout"]:
                held = set(state["drawn"][state["lookout"]])
                shown = set(mine["drawn"]) | set(mine["display"]) | set(mine["temp"])
                assert not held & shown, f"seat {seat} saw the Lookout's cards"
            text = json.dumps(message)
            assert '"deck": [' not in text and '"cloud": [' not in text
    assert checked > 20
