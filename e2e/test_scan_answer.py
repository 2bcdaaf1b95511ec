"""The host points the phone's camera at the guest's answer QR code instead of pasting it."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Browser, expect

from e2e.conftest import CHROMIUM_FLAGS, separate_chromium, wait_ready
from e2e.test_multiplayer import host_lobby
from e2e.test_qr import y4m


def test_the_host_scans_the_guests_answer_with_the_camera(
    browser: Browser, browser_context_args: dict, site: str, tmp_path: Path
):
    video = tmp_path / "camera.y4m"
    video.write_bytes(y4m(["0" * 21] * 21))  # the camera sees a blank card until the answer
    flags = [
        *CHROMIUM_FLAGS,
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}",
    ]
    held: dict = {}

    def host_invites(host_browser: Browser) -> str:
        held["context"] = host_browser.new_context(**browser_context_args)
        page = held["page"] = held["context"].new_page()
        host_lobby(page, site, "Claro")
        link = page.get_by_role("textbox", name="Invitation link")
        expect(link).to_have_value(re.compile("#join="), timeout=15_000)
        return link.input_value()

    def host_scans(_: Browser) -> None:
        page = held["page"]
        page.bring_to_front()
        page.get_by_role("button", name="Scan the answer").click()
        seats = page.get_by_role("list", name="Seats")
        expect(seats).to_contain_text("Ana · connected", timeout=20_000)

    def host_leaves(_: Browser) -> None:
        held["context"].close()

    with separate_chromium(flags) as run:
        link = run(host_invites)
        context = browser.new_context(**browser_context_args)
        guest = context.new_page()
        guest.goto(link)
        wait_ready(guest)
        guest.get_by_role("textbox", name="Your name").fill("Ana")
        guest.get_by_role("button", name="Join").click()
        answer_box = guest.get_by_role("textbox", name="Your answer code")
        expect(answer_box).to_be_visible(timeout=15_000)
        expect(guest.get_by_role("img", name="Your answer QR code")).to_be_visible()
        # the answer's QR as the guest's screen draws it (Python draws it in its worker: the
        # page's own copy of the library is loaded here)
        rows = guest.evaluate(
            "async c => { await sobremesaQR.load(); return sobremesaQR.matrix(c).rows; }",
            answer_box.input_value(),
        )
        video.write_bytes(y4m(rows))
        run(host_scans)
        expect(guest.get_by_text("Waiting for the game to start")).to_be_visible()
        context.close()
        run(host_leaves)
