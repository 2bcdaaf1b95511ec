"""A four-phone game of Claro that survives what a real table does to it: mid-round one guest's
browser is killed (its processes, at once, as a phone's system kills an app) and started again
on the same profile, and later the host's page reloads; the game goes on to its end and every
phone shows the right winner and stars: the ones the rules give the host's whole log, replayed
here from its seed, with every move made in the journey in it once.

Each phone is a browser of its own (a returning player's, as `e2e/conftest.py` makes them);
the killed guest's is launched here on a profile folder this test keeps, so that what the
browser had written to disk (its seat's secret) is there when it starts again.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import _Returning, wait_ready
from e2e.test_multiplayer import (
    boot,
    exchange_codes,
    hand_of,
    host_lobby,
    host_python,
    invite_guest,
    play_claro,
    settle,
)
from engine.table import SeatInfo, Table
from scripts.harness import RECORDER

pytestmark = pytest.mark.long(9)  # four phones and a whole game: it starts first

NAMES = ("Hana", "Ana", "Luis", "Eva")


def _browser_pids(profile: Path) -> list[int]:
    """The processes of the Chromium running on `profile` (its browser and its children)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
            if f"--user-data-dir={profile}".encode() in cmdline:
                pids.append(int(entry.name))
    return pids


class KillablePhone:
    """A phone whose browser can be killed and started again on the same profile."""

    def __init__(self, browser: Browser, launch: dict, options: dict, folder: Path) -> None:
        self.launch, self.options, self.profile = launch, options, folder / "killable-phone"
        assert _Returning.template is not None, "make a returning phone first"
        shutil.copytree(
            _Returning.template, self.profile, ignore=shutil.ignore_patterns("Singleton*")
        )
        self.browser_type = browser.browser_type
        self.context = None
        self.page = self.start()

    def start(self) -> Page:
        for lock in self.profile.glob("Singleton*"):  # a killed browser leaves its locks
            lock.unlink()
        self.context = self.browser_type.launch_persistent_context(
            str(self.profile), **self.launch, **self.options
        )
        self.context.add_init_script(RECORDER)
        page = self.context.pages[0] if self.context.pages else self.context.new_page()
        return page

    def kill(self) -> None:
        pids = _browser_pids(self.profile)
        assert pids, "no browser runs on the phone's profile"
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 15
        while _browser_pids(self.profile) and time.monotonic() < deadline:
            time.sleep(0.05)
        with contextlib.suppress(Exception):  # Playwright's side of a browser already gone
            self.context.close()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.context.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def result_of(page: Page) -> object:
    return json.loads(str(host_python(page, "json.dumps(app.session.table.result())")))


def test_a_killed_guest_and_a_reloaded_host_and_the_game_ends_right(
    browser: Browser,
    browser_context_args: dict,
    browser_type_launch_args: dict,
    site: str,
    tmp_path: Path,
):
    contexts = [browser.new_context(**browser_context_args) for _ in range(3)]
    for context in contexts:
        context.add_init_script(RECORDER)
    host, ana, luis = [c.new_page() for c in contexts]
    launch = {"headless": True, **browser_type_launch_args}
    eva_phone = KillablePhone(browser, launch, browser_context_args, tmp_path)
    eva = eva_phone.page
    try:
        phones = [host, ana, luis, eva]
        boot(phones, site, "?seed=12")
        host_lobby(host, site, "Claro", "?seed=12", opened=True)
        for i, (page, name) in enumerate(zip(phones[1:], NAMES[1:], strict=True)):
            if i:
                host.get_by_role("button", name="Invite another phone").click()
            invite_guest(host, page, name)
        host.bring_to_front()
        host.get_by_role("button", name="Start the game").click()
        for page, me in zip(phones, NAMES, strict=True):
            page.bring_to_front()
            expect(page.get_by_text(f"{me} (you)")).to_be_visible()
        made = len(play_claro(phones, NAMES, moves=5))
        eva_hand = hand_of(eva)
        assert eva_hand and host_python(host, "app.session.table.result() is None")

        # Mid-round, Eva's browser is killed. The others play on until the table waits for her.
        eva_phone.kill()
        host.bring_to_front()
        # A killed browser closes nothing: the host sees Eva away once she has been silent
        # (engine.remote.SILENCE) or WebRTC gives the link up.
        expect(host.get_by_text("Waiting for Eva: disconnected.")).to_be_visible(timeout=30_000)
        stuck = lambda snaps: not any(s["acts"] for s in snaps)  # noqa: E731
        made += len(play_claro([host, ana, luis], NAMES[:3], moves=8, until=stuck))

        # Her phone starts its browser again, and the host invites her back: same seat, hand.
        eva = eva_phone.start()
        eva.goto(site)
        wait_ready(eva)
        host.bring_to_front()
        host.get_by_role("button", name="Invite Eva again").click()
        exchange_codes(host, eva, "Eva")
        eva.bring_to_front()
        expect(eva.get_by_text("Eva (you)")).to_be_visible()
        assert hand_of(eva) == eva_hand
        phones = [host, ana, luis, eva]
        made += len(play_claro(phones, NAMES, moves=4))
        assert host_python(host, "app.session.table.result() is None"), "not mid-game"
        hands = [hand_of(page) for page in phones]

        # The host's page reloads mid-round: it resumes from its save and invites everyone back.
        host.bring_to_front()
        host.reload()
        wait_ready(host)
        host.get_by_role("button", name="Resume the Claro game").click()
        expect(host.get_by_text("Hana (you)")).to_be_visible()
        for page, name in zip(phones[1:], NAMES[1:], strict=True):
            host.bring_to_front()
            host.get_by_role("button", name=f"Invite {name} again").click()
            exchange_codes(host, page, name)
            page.bring_to_front()
            expect(page.get_by_text(f"{name} (you)")).to_be_visible()
        snaps = settle(phones)
        assert [sorted(s["hand"]) for s in snaps] == hands

        # The game goes on to its end.
        made += len(play_claro(phones, NAMES))
        saved = "json.dumps(app.session.table.snapshot()['table'])"
        snapshot = json.loads(str(host_python(host, saved)))
        log = snapshot["log"]
        assert len(log) == made, "a move was lost or counted twice"
        table = Table("claro", [SeatInfo(n, "human") for n in NAMES], seed=snapshot["seed"])
        for entry in log:
            table.submit(entry["seat"], entry["action"])
        expected = table.result()
        assert expected is not None
        winner = expected["winners"][0]
        for seat, page in enumerate(phones):
            page.bring_to_front()
            assert result_of(page) == expected, f"{NAMES[seat]}'s phone ends otherwise"
            title = page.locator(".result-title")
            expect(title).to_have_text("You win!" if seat == winner else f"{NAMES[winner]} wins!")
    finally:
        eva_phone.close()
        for context in contexts:
            with contextlib.suppress(Exception):
                context.close()
