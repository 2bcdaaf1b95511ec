"""Colorful as people play it: against bots offline, passing one phone between three, and on
separate phones over the real invitation flow, where no phone ever learns another's colour
before the reveal."""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import Browser, Error, Page, expect

from e2e.conftest import open_app, set_up_game, wait_ready
from e2e.test_multiplayer import (
    exchange_codes,
    host_lobby,
    host_python,
    invite_guest,
    record_messages,
)
from scripts.harness import RECORDER

# What a screen may offer, in the order a player looks for it (the first found is done).
OFFERS = (
    ("result", ".result"),
    ("curtain", ".curtain button"),
    ("clue", "#cf-word"),
    ("lay", "#cf-lay:not([disabled])"),
    ("pick", "[id^=cf-pick-]"),
    ("remove", "[id^=cf-remove-]"),
    ("reveal", "#cf-reveal"),
)
ACTIONABLE = ", ".join(selector for _, selector in OFFERS)
# One look at the screen per call (not one round trip per selector): play_all looks at up to
# nine phones every 50 ms, and the looks were what kept the processor busy.
OFFERED = """offers => {
  for (const [what, selector] of offers) if (document.querySelector(selector)) return what;
  return null;
}"""
WORDS = ("jazz", "fresa", "nieve", "sol", "bosque", "mar", "carbón", "tren", "cielo", "café")


def act_once(page: Page, said: list[str], wait: bool = True) -> str | None:
    """Do the first thing this screen offers; returns what was done (None: nothing yet)."""
    if wait:
        page.wait_for_selector(ACTIONABLE, timeout=60_000)
    try:
        what = page.evaluate(OFFERED, [list(offer) for offer in OFFERS])
        if what == "curtain":
            page.locator(".curtain button").click(timeout=5_000)
        elif what == "clue":
            word = WORDS[len(said) % len(WORDS)]
            page.locator("#cf-word").fill(word, timeout=5_000)
            page.locator("#cf-say").click(timeout=5_000)
            said.append(word)
        elif what == "lay":
            page.locator("#cf-lay").click(timeout=5_000)
        elif what == "pick":
            page.locator("[id^=cf-pick-]").first.click(timeout=5_000)
        elif what == "remove":
            page.locator("[id^=cf-remove-]").first.click(timeout=5_000)
        elif what == "reveal":
            page.locator("#cf-reveal").click(timeout=5_000)
    except Error:
        return "retry"  # the screen moved on under the finger: look again
    return what


@pytest.mark.service_worker
def test_one_person_and_three_bots_play_a_whole_game_offline(page: Page, site: str):
    open_app(page, site, "?seed=3&tempo=0.05")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    set_up_game(
        page, "Colorful", ["Ana", "Bot B", "Bot C", "Bot D"], ["human", "bot", "bot", "bot"]
    )
    page.get_by_role("button", name="How to play").click()
    expect(page.get_by_role("dialog", name="How to play Colorful")).to_contain_text("jazz")
    page.get_by_role("button", name="Got it").click()
    said: list[str] = []
    refused = False
    for _ in range(400):
        # Ana's word field comes after the bots' moves, not with the paint of her own last tap:
        # look once the screen offers something to do.
        page.wait_for_selector(ACTIONABLE, timeout=60_000)
        if page.locator(".result").count():
            break
        if not refused and page.locator("#cf-word").count():
            # a word with a colour in it is refused, and the screen says why
            page.locator("#cf-word").fill("Azulejo")
            page.locator("#cf-say").click()
            expect(page.get_by_role("alert")).to_contain_text("contains a colour (azul)")
            refused = True
        act_once(page, said)
    expect(page.locator(".result")).to_be_visible()
    expect(page.get_by_role("heading", name="Scores")).to_be_visible()
    assert page.locator(".cf-scores tbody tr").count() == 4
    assert page.locator(".cf-reveal > li").count() == 5
    assert page.locator(".cf-reveal .cf-laid").count() == 5
    assert refused, "Ana's word with a colour in it was refused"
    assert said, "Ana named at least once"
    expect(page.locator(".result-title")).to_contain_text(re.compile("wins|win"))


def test_twelve_seats_one_person_and_eleven_bots_play_twelve_rounds(page: Page, site: str):
    open_app(page, site, "?seed=12&tempo=0.02")
    names = ["Ana", *(f"Bot {n}" for n in range(2, 13))]
    set_up_game(page, "Colorful", names, ["human", *["bot"] * 11])
    said: list[str] = []
    for _ in range(600):
        if page.locator(".result").count():
            break
        act_once(page, said)
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".cf-scores tbody tr")).to_have_count(12)
    expect(page.locator(".cf-reveal .cf-laid")).to_have_count(12)
    assert said, "Ana named once in twelve rounds"


def test_three_people_pass_the_phone_and_the_curtain_hides_each_colour(page: Page, site: str):
    open_app(page, site, "?seed=21&tempo=0.05")
    set_up_game(page, "Colorful", ["Ana", "Luis", "Eva"], ["human", "human", "human"])
    curtains, said = 0, []
    for _ in range(200):
        page.wait_for_selector(ACTIONABLE, timeout=30_000)
        if page.get_by_text("Round 2 of 5").count():
            break
        curtain = page.locator(".curtain")
        if curtain.count():
            curtains += 1
            assert page.locator(".cf-hand").count() == 0, "colours visible behind the curtain"
            assert page.locator(".seat-strip").count() == 0  # nor who has chosen
            name = re.search(r"to (\w+)", curtain.get_by_role("heading").inner_text()).group(1)
            page.get_by_role("button", name=f"I'm {name}: show my hand").click()
            expect(page.get_by_text(f"{name} (you)").first).to_be_visible()
            continue
        act_once(page, said)
    expect(page.get_by_text("Round 2 of 5")).to_be_visible()
    assert curtains >= 2
    # the log tells who has chosen, never what
    page.get_by_role("button", name="At the table").click()  # the log, one tap away
    log = page.locator(".table-log").inner_text()
    assert "has chosen a colour" in log or "You laid" in log


# -- several phones ------------------------------------------------------------------------------


def boot(pages: list[Page], site: str, query: str) -> None:
    """Open the app on every phone (the host with `query`); on a busy machine several
    Pythons booting at once take a while, so each gets minutes, not seconds."""
    for i, page in enumerate(pages):
        page.goto(site + (query if i == 0 else ""), wait_until="commit", timeout=120_000)
    for page in pages:
        wait_ready(page, timeout=400_000)


def colorful_table(
    host: Page, guests: list[Page], names: list[str], watcher: Page | None = None
) -> None:
    """Hana hosts Colorful; every guest joins through its own invitation link and answer, and
    `watcher` (if any) through one of its own, to watch."""
    host_lobby(host, "", "Colorful", opened=True)
    for i, (guest, name) in enumerate(zip(guests, names, strict=True)):
        if i:
            host.bring_to_front()
            host.get_by_role("button", name="Invite another phone").click()
        invite_guest(host, guest, name)
    if watcher is not None:
        host.bring_to_front()
        host.get_by_role("button", name="Invite another phone").click()
        exchange_codes(host, watcher, "Wanda", button="Just watch")
        expect(host.get_by_text("Watching: Wanda")).to_be_visible(timeout=30_000)
    host.bring_to_front()
    host.get_by_role("button", name="Start the game").click()
    for page, me in zip([host, *guests], ["Hana", *names], strict=True):
        expect(page.get_by_text(f"{me} (you)").first).to_be_visible(timeout=60_000)


def play_all(pages: list[Page], timeout: float = 600.0) -> None:
    """Every phone does what its screen offers until every phone shows the result.

    After a look at every phone in which none could act (all waiting for the host's news), the
    next look waits twice as long, from 50 ms up to 400: each look is a round trip to every
    page, and looking at nine idle phones every 50 ms cost more processor time than their game."""
    said: list[str] = []
    deadline = time.monotonic() + timeout
    pause = 50
    while True:
        done = acted = 0
        for page in pages:
            what = act_once(page, said, wait=False)
            done += what == "result"
            acted += what not in (None, "result")
        if done == len(pages):
            return
        assert time.monotonic() < deadline, "the game did not finish in time"
        pages[0].wait_for_timeout(pause)
        pause = 50 if acted else min(pause * 2, 400)


def host_log(host: Page) -> dict:
    return json.loads(host_python(host, "json.dumps(app.session.table.table.snapshot())"))


def assert_no_colour_of_another(host: Page, guests: dict[int, Page]) -> int:
    """Each guest was sent its own seat's colours only: no other seat's laid colour in any
    view or event before the reveal (the reveal then shows every colour to everyone)."""
    snap = host_log(host)
    assert snap["game"] == "colorful"
    chosen = snap["state"]["chosen"]
    views = 0
    for seat, page in guests.items():
        for record in record_messages(page):
            message = json.loads(record["data"])
            text = record["data"]
            assert '"chosen"' not in text and '"deck"' not in text
            if message.get("type") != "view":
                continue
            views += 1
            view = message["view"]
            assert view["seat"] == seat
            state = view["state"]
            mine = state["mine"]
            assert mine == chosen[seat][: len(mine)], "a guest was shown colours not its own"
            for event in view["events"]:
                if event["type"] == "chose":
                    assert event["seat"] == seat or "colours" not in event, text
                if event["type"] == "revealed":
                    assert event["category"] < len(state["reveals"])
            for k, laid in enumerate(state["reveals"]):
                assert laid == [chosen[s][k] for s in range(len(chosen))]
    return views


@pytest.fixture
def many_phones(browser: Browser, browser_context_args: dict, request):
    """`request.param` phones: separate browser contexts, each with the message recorder."""
    contexts = [browser.new_context(**browser_context_args) for _ in range(request.param)]
    for context in contexts:
        context.add_init_script(RECORDER)
    pages = [c.new_page() for c in contexts]
    yield pages
    for context in contexts:
        context.close()


def assert_watcher_saw_no_colour_before_its_reveal(host: Page, watcher: Page) -> int:
    """A watcher is sent the view for no seat: nobody's colour until that category's reveal."""
    chosen = host_log(host)["state"]["chosen"]
    views = 0
    for record in record_messages(watcher):
        text = record["data"]
        assert '"chosen"' not in text and '"deck"' not in text
        message = json.loads(text)
        if message.get("type") != "view":
            continue
        views += 1
        view = message["view"]
        assert view["seat"] is None and view["legal"] == []
        assert view["state"].get("mine") is None and view["state"].get("hand") is None
        for event in view["events"]:
            assert event["type"] != "chose" or "colours" not in event, text
        for k, laid in enumerate(view["state"]["reveals"]):
            assert laid == [chosen[s][k] for s in range(len(chosen))]
    return views


@pytest.mark.long(3)
@pytest.mark.parametrize("many_phones", [4], indirect=True)
def test_host_and_two_guests_play_a_whole_colorful_game_watched_live(
    many_phones: list[Page], site: str
):
    host, ana, luis, wanda = many_phones
    boot(many_phones, site, "?seed=4&tempo=0.05")
    colorful_table(host, [ana, luis], ["Ana", "Luis"], watcher=wanda)
    expect(wanda.get_by_text("You are watching")).to_be_visible()
    play_all([host, ana, luis])
    for page in many_phones:
        expect(page.locator(".cf-scores tbody tr")).to_have_count(3)
        expect(page.locator(".cf-reveal .cf-laid")).to_have_count(5)
    views = assert_no_colour_of_another(host, {1: ana, 2: luis})
    assert views > 20
    assert assert_watcher_saw_no_colour_before_its_reveal(host, wanda) > 10
    # The game over, the watcher watches it again from the host's replay code, to the end.
    scores = wanda.locator(".cf-scores tbody").text_content()
    wanda.get_by_role("button", name="Watch replay").click()
    expect(wanda.get_by_role("heading", name="Replay: Colorful")).to_be_visible()
    wanda.get_by_role("button", name="To the end").click()
    expect(wanda.locator(".cf-scores tbody")).to_have_text(scores)


@pytest.mark.long(12)  # nine phones booting: the longest of all
@pytest.mark.parametrize("many_phones", [9], indirect=True)
def test_nine_phones_play_colorful_over_the_invitation_flow(many_phones: list[Page], site: str):
    host, *guests = many_phones
    names = ["Ana", "Luis", "Eva", "Iker", "Noa", "Pau", "Sara", "Teo"]
    boot(many_phones, site, "?seed=9&tempo=0.05")
    colorful_table(host, guests, names)
    play_all(many_phones, timeout=1200.0)
    for page in many_phones:
        expect(page.locator(".cf-scores tbody tr")).to_have_count(9)
    views = assert_no_colour_of_another(host, dict(enumerate(guests, start=1)))
    assert views > 9 * 8


MARKS = """() => {
    // When the word shows (everyone "… thinking" in the seat strip), then when each seat's
    // "has chosen" shows there.
    window.__marks = {};
    window.__word = null;
    const poll = setInterval(() => {
        const who = document.querySelector(".seat-strip");
        if (!who) return;
        if (window.__word === null && who.textContent.includes("thinking")) {
            window.__word = performance.now();
        }
        if (window.__word === null) return;
        for (const li of who.querySelectorAll("li[data-seat]:has(.facts .done)")) {
            if (!(li.dataset.seat in window.__marks)) {
                window.__marks[li.dataset.seat] = performance.now() - window.__word;
            }
        }
        if (Object.keys(window.__marks).length >= 3) clearInterval(poll);
    }, 15);
}"""


def test_bots_mark_has_chosen_at_their_own_times_and_never_within_two_seconds(
    page: Page, site: str
):
    """At a person's pace (tempo 1): Ana sets the colours aside and says the word, then each
    bot's "has chosen" arrives on its own, the first more than two seconds after the word."""
    open_app(page, site, "?seed=175&tempo=1")
    set_up_game(
        page, "Colorful", ["Ana", "Bot B", "Bot C", "Bot D"], ["human", "bot", "bot", "bot"]
    )
    for _ in range(5):
        page.locator("[id^=cf-remove-]").first.click()
        page.wait_for_function("document.querySelectorAll('[id^=cf-remove-]').length !== 15")
    expect(page.locator("#cf-word")).to_be_visible()
    page.evaluate(MARKS)
    page.locator("#cf-word").fill("strawberry")
    page.locator("#cf-say").click()
    page.wait_for_function("Object.keys(window.__marks).length >= 3", timeout=30_000)
    marks = page.evaluate("window.__marks")
    assert set(marks) == {"1", "2", "3"}, marks  # the bots; Ana has not laid hers
    times = sorted(marks.values())
    print(f"\nhas chosen after {', '.join(f'{t / 1000:.2f}s' for t in times)}")
    assert times[0] >= 2000, times
    assert all(b - a >= 300 for a, b in zip(times, times[1:], strict=False)), times
    expect(page.locator("[id^=cf-pick-]").first).to_be_visible()  # Ana may still choose
