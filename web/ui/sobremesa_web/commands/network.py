"""The network settings' commands (opening the sheet, saving it) and the news of an answer link
opened in another tab. The settings live under NETWORK_KEY on this device only: web/boot.js
reads them at each connection, and nothing else (an invitation, a replay, a save) ever holds
them, so a TURN credential never leaves the phone it was typed on."""

from __future__ import annotations

import contextlib
import json
from collections.abc import MutableMapping
from typing import Any

from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import handles
from sobremesa_web.screens import settings as settings_sheet
from sobremesa_web.state import AppScreen, AppState
from sobremesa_web.storage import StorageFull

NETWORK_KEY = "sobremesa.network"
# The well-known public STUN servers (the same list as PUBLIC_STUN in web/js/p2p.js, which
# uses its own when nothing is saved): tried at once, the first answer is kept.
PUBLIC_STUN = ("stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478")
MAX_STUN = 4
MAX_FIELD = 300


def network_settings(storage: MutableMapping[str, str]) -> dict[str, Any]:
    """The saved settings, with the defaults for whatever is missing or unreadable."""
    try:
        saved = json.loads(storage.get(NETWORK_KEY) or "{}")
    except ValueError:
        saved = {}
    saved = saved if isinstance(saved, dict) else {}
    servers = saved.get("stun_servers")
    stun_servers = (
        [str(s) for s in servers][:MAX_STUN]
        if isinstance(servers, list) and servers
        else list(PUBLIC_STUN)
    )
    turn = saved.get("turn")
    return {
        "stun": saved.get("stun") is not False,
        "stun_servers": stun_servers,
        "turn": turn if isinstance(turn, dict) and turn.get("urls") else None,
    }


def parse_settings(form: dict[str, str]) -> tuple[dict[str, Any] | None, str]:
    """The settings a form asks for, checked, or (None, the string key of what is wrong)."""
    lines = [s.strip() for s in form.get("net-stun-servers", "").splitlines() if s.strip()]
    if len(lines) > MAX_STUN or any(
        not (s.startswith(("stun:", "stuns:")) and 5 < len(s) <= MAX_FIELD and " " not in s)
        for s in lines
    ):
        return None, "settings.bad_stun"
    url = form.get("net-turn-url", "").strip()
    user = form.get("net-turn-user", "").strip()
    credential = form.get("net-turn-credential", "")
    turn = None
    if url or user or credential:
        good = (
            url.startswith(("turn:", "turns:"))
            and " " not in url
            and user
            and credential
            and max(len(url), len(user), len(credential)) <= MAX_FIELD
        )
        if not good:
            return None, "settings.bad_turn"
        turn = {"urls": url, "username": user, "credential": credential}
    settings: dict[str, Any] = {"stun": form.get("net-stun") == "on"}
    if lines and tuple(lines) != PUBLIC_STUN:
        settings["stun_servers"] = lines
    if turn:
        settings["turn"] = turn
    return settings, ""


class NetworkCommands(AppState):
    """Part of `App`: the network settings sheet (screen "settings")."""

    @handles(declared.SETTINGS)
    def cmd_settings(self, _: None) -> None:
        """Open the network settings (from the home screen)."""
        self.screen = AppScreen.SETTINGS
        self.settings_form, self.settings_error, self.settings_saved = None, "", False

    @handles(declared.SETTINGS_SAVE)
    def cmd_settings_save(self, form: dict[str, str]) -> None:
        """Check what was typed; save it all, or change nothing and say what is wrong."""
        if self.screen != AppScreen.SETTINGS:
            return
        settings, problem = parse_settings(form)
        if settings is None:
            self.settings_form, self.settings_error, self.settings_saved = form, problem, False
            return
        # a page whose storage refused the last write: the app says storage is full elsewhere;
        # this tab still uses what was typed
        with contextlib.suppress(StorageFull):
            self.storage[NETWORK_KEY] = json.dumps(settings)
        self.settings_form, self.settings_error, self.settings_saved = None, "", True

    def settings_screen(self) -> str:
        return settings_sheet.render(
            network_settings(self.storage),
            self.settings_form,
            self.settings_error,
            self.settings_saved,
            self.t,
        )

    @handles(declared.ANSWER_DELIVERED)
    def cmd_answer_delivered(self, taken: bool) -> None:
        """This tab was opened by a guest's answer link (a messenger opens links in a new tab):
        web/boot.js handed the answer to the tab whose invitation waits, and says if one took it."""
        self.notice = self.t("net.answer_delivered" if taken else "net.answer_nobody")
