"""The app's state, declared in one place with its types, and what every group of commands does
with it: the one paint path, beginning a game, going home, opening a link, writing the save.

`App` (sobremesa_web/app.py) is this state with its commands: each group of them
(`sobremesa_web.commands`: game, saving, party, replays, network) is a part of `App` built on
`AppState`, so what a group reads or changes is declared here, once, and a type checker holds
every group to it.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, MutableMapping
from enum import StrEnum
from typing import Any

from engine.core import CorruptSave, GameError, Physics
from engine.host import HostTable
from engine.protocol import too_deep
from engine.replay_code import BadReplay
from engine.table import Table, TableLike
from sobremesa_web import replaying
from sobremesa_web.i18n import Translator
from sobremesa_web.multi import GuestVisit, HostParty
from sobremesa_web.net import Network
from sobremesa_web.session import GameSession, Scheduler
from sobremesa_web.storage import StorageFull

SAVE_KEY = "sobremesa.save"
BROKEN_SAVE_KEY = "sobremesa.save.broken"  # the newest save set aside; older ones get .2 … .5
BROKEN_KEPT = 5
MAX_SAVE_NESTING = 64
RESTORE: dict[str, Callable[[Any], Table | HostTable]] = {
    "table": Table.restore,
    "host": HostTable.restore,
}


class AppScreen(StrEnum):
    """The screen on show (a string on the wire: the browser glue reports it)."""

    HOME = "home"
    SETUP = "setup"  # a game's seats and options
    LOBBY = "lobby"  # the host's, inviting phones
    JOIN = "join"  # a guest's, answering an invitation
    GAME = "game"
    REPLAY = "replay"
    SETTINGS = "settings"  # the network settings
    ELSEWHERE = "elsewhere"  # another tab plays the saved game


class AppState:
    """Everything the app knows between two taps, and what all its commands share."""

    def __init__(
        self,
        storage: MutableMapping[str, str],
        scheduler: Scheduler,
        *,
        lang: str = "es",
        seed: int | None = None,
        tempo: float = 1.0,
        new_seed: Callable[[], int] | None = None,
        net: Network | None = None,
        join: str | None = None,
        frame: Callable[[Callable[[], None]], None] | None = None,
        persist: Callable[[], None] | None = None,
        claim: Callable[[], None] | None = None,
        build: str = "",
        clock: Callable[[], float] = time.monotonic,
        replay: str | None = None,
        page: str = "",
    ) -> None:
        self.storage = storage
        self.build = build  # this page's build (build.json): phones must share it to play
        self.clock = clock
        self.scheduler = scheduler
        self.frame: Callable[[Callable[[], None]], None] = frame or (lambda paint: paint())
        self.t = Translator(lang)
        self.fixed_seed = seed  # a development build's ?seed=N: it deals the first game only
        self.tempo = tempo
        self.new_seed: Callable[[], int] = new_seed or (lambda: secrets.randbits(128))
        self.screen = AppScreen.HOME
        self.notice: str | None = None
        self.setup: dict[str, Any] | None = None  # the set-up screen's seats and options
        self.session: GameSession | None = None
        self.net = net
        self.party: HostParty | None = None
        self.visit: GuestVisit | None = None
        self.on_change: Callable[[], None] = lambda: None
        # Another device's continuous input for the screen's own script (seat, data); the
        # browser glue sets it. Never repaints.
        self.on_input: Callable[[int, dict[str, Any]], None] = lambda seat, data: None
        # This device's physics engine, once a game's browser half has loaded one: every
        # table this app referees is handed it (a PHYSICS game's checks and bots).
        self.physics: Physics | None = None
        self.rules: str | None = None  # the game whose "How to play" is open
        self.rules_more = False  # and whether it shows its part drawn only when asked
        self.sheet: str | None = None  # the table's sheet that is open: "menu" or "log"
        self.persist: Callable[[], None] = persist or (lambda: None)
        # tell the app's other tabs this one plays now
        self.claim: Callable[[], None] = claim or (lambda: None)
        self.page = page  # this page's address, for the links it makes (replays)
        self.viewer: replaying.Viewer | None = None
        self.table_display = False  # a watcher's big-screen table (screens.game.render)
        self.sharing: replaying.Share | None = None
        # the network settings sheet: what was typed when it was refused, why, or "saved"
        self.settings_form: dict[str, str] | None = None
        self.settings_error = ""
        self.settings_saved = False
        self._persist_asked = False
        self._save_failed = False
        self._frame_pending = False
        self._dirty = False  # changed since the last flush
        self._handling = False  # inside a tap: its one flush comes at its end
        self._handled_changes = -1
        self._resumable = self._check_save()
        if join:
            self.open_invitation(join)
        if replay:
            self.open_replay(replay)

    # -- the one paint path ---------------------------------------------------------------------

    def invalidate(self) -> None:
        """Something changed: ask for one flush (several changes in a frame share it). During
        a tap nothing is asked for: the tap flushes once, at its end, with all it changed."""
        self._dirty = True
        if not self._frame_pending and not self._handling:
            self._frame_pending = True
            self.frame(self._on_frame)

    def _on_frame(self) -> None:
        """The frame asked for: it flushes only what is still unpainted (a tap in between
        may have painted it already)."""
        self._frame_pending = False
        if self._dirty:
            self.flush()

    def flush(self) -> None:
        """Save if the table changed since last time, paint, then re-plan the bots. The bots
        think after the paint has gone to the page: a Cloud Mine bot reading a name takes
        30-40 ms in the worker, which the screen answering a tap need not wait for. (A refused
        save is told on this same paint.)"""
        self._dirty = False
        session = self.session
        if session is not None and session.changes == self._handled_changes:
            session = None  # its table unchanged: nothing to save or plan
        if session is not None:
            self._handled_changes = session.changes
            self._save()
            self._remember()
        self.on_change()
        if session is not None and session is self.session:
            session.schedule_bots(self.scheduler)

    # -- a game begins, the app goes home, a link is opened ------------------------------------

    def _begin(self, table: TableLike) -> GameSession:
        if table.referee is not None:
            table.referee.use_physics(self.physics)
        self.session = GameSession(table, self.tempo, self.invalidate, self._heard_input)
        self.sharing = None
        self._handled_changes = -1
        self.screen = AppScreen.GAME
        self.setup = None
        self.notice = None
        self.rules = None
        self.sheet = None
        if table.referee is not None:  # this device saves it
            self.claim()
        self.invalidate()
        return self.session

    def _heard_input(self, session: GameSession, seat: int, data: dict[str, Any]) -> None:
        if session is self.session:  # a table left behind by an earlier session stays quiet
            self.on_input(seat, data)

    def _seed(self) -> int:
        return self.fixed_seed if self.fixed_seed is not None else self.new_seed()

    def _live(self) -> dict[str, Any]:
        """What a party or a visit needs to check builds and keep its links alive."""
        return {"build": self.build, "scheduler": self.scheduler, "clock": self.clock}

    def go_home(self) -> None:
        """Leave whatever is on screen for the home screen: a replay stops, the game in play is
        saved and stopped, a party's guests are told, a guest's link closes."""
        if self.viewer is not None:
            self.viewer.stop()
        self.viewer, self.sharing = None, None
        if self.session is not None:
            self.session.stop()
        self._save()
        if self.party is not None:
            self.party.close()
        if self.visit is not None and self.visit.link is not None:
            self.visit.link.close()
        self.session, self.party, self.visit = None, None, None
        self.screen = AppScreen.HOME
        self._resumable = self._check_save()

    def open_invitation(self, offer: str) -> None:
        """This phone was sent an invitation link: show the join screen."""
        if self.net is None or not offer:
            return
        if self.session is not None:
            self.session.stop()
        self.session, self.party = None, None
        self.visit = GuestVisit(offer, self.net, self.storage, self._guest_changed, **self._live())
        self.screen = AppScreen.JOIN

    def _guest_changed(self) -> None:
        visit = self.visit
        if visit is not None and visit.guest.started and self.session is None:
            self._begin(visit.guest)
        self.invalidate()

    def open_replay(self, code: str) -> None:
        """A replay link was opened: check it by the rules and show its viewer, or say in the
        player's language why it cannot be opened (nothing else changes)."""
        try:
            viewer = replaying.open_code(code)
        except BadReplay as err:
            self.notice = self.t(replaying.refusal(err))
            return
        if self.viewer is not None:
            self.viewer.stop()
        self.viewer, self.sharing, self.notice = viewer, None, None
        self.sheet, self.rules = None, None
        self.screen = AppScreen.REPLAY

    # -- this device's storage: the save of the game in play, the finished games ---------------

    def _check_save(self) -> dict[str, Any] | None:
        """The saved game, if there is one that can be resumed; a broken one is set aside."""
        raw = self.storage.get(SAVE_KEY)
        if raw is None:
            return None
        try:
            if too_deep(raw, MAX_SAVE_NESTING):  # json.loads would recurse off the stack
                raise CorruptSave("This save is nested too deeply")
            save = json.loads(raw)
            kinds = [k for k in RESTORE if isinstance(save, dict) and k in save]
            if not kinds:
                raise CorruptSave("This is not a saved game")
            table = RESTORE[kinds[0]](save[kinds[0]])
            if not table.started:
                raise CorruptSave("The saved lobby had not started a game")
        except (ValueError, RecursionError, CorruptSave, GameError) as err:
            reason = err.message if isinstance(err, GameError) else "not JSON"
            self._set_aside(raw)
            self.notice = self.t("save.broken", reason=reason)
            return None
        if table.result() is not None:
            del self.storage[SAVE_KEY]
            return None
        return {"save": save, "table": table}

    def _set_aside(self, raw: str) -> None:
        """Keep an unreadable save (the last few of them) for a bug report, out of the way."""
        keys = [BROKEN_SAVE_KEY] + [f"{BROKEN_SAVE_KEY}.{n}" for n in range(2, BROKEN_KEPT + 1)]
        for newer, older in zip(reversed(keys[:-1]), reversed(keys[1:]), strict=True):
            if newer in self.storage:
                self._store(older, self.storage[newer])
        self._store(BROKEN_SAVE_KEY, raw)
        self.storage.pop(SAVE_KEY, None)

    def _store(self, key: str, value: str) -> bool:
        """Write to the device's storage; a refusal is told to the player, once."""
        try:
            self.storage[key] = value
        except StorageFull:
            if not self._save_failed:
                self.notice = self.t("save.failed")
            self._save_failed = True
            return False
        if self._save_failed and key == SAVE_KEY:
            self._save_failed = False
            self.notice = None
        return True

    def _save(self) -> None:
        session = self.session
        if session is None:
            return
        table = session.table.referee
        if table is None:
            return  # a guest's game lives on the host; the guest keeps only its seat secret
        if table.result() is not None:
            self.storage.pop(SAVE_KEY, None)
            return
        saved = self._store(
            SAVE_KEY, json.dumps({table.save_kind: table.snapshot(), "viewer": session.viewer})
        )
        if saved and not self._persist_asked:
            self._persist_asked = True
            self.persist()  # ask the browser not to evict our saves under storage pressure

    def _remember(self) -> None:
        """A game that just ended joins the history of finished games (to watch or share)."""
        session = self.session
        referee = session.table.referee if session is not None else None
        if referee is None or referee.result() is None:
            return
        items = replaying.remember(self.storage, referee)
        if items is not None:
            self._store(replaying.HISTORY_KEY, json.dumps(items))
