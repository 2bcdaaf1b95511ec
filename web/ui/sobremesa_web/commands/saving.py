"""Saving on this device: the game in play after every change, the finished ones for their
replays, a broken save set aside; resuming, and another tab taking the game over. A part of
`sobremesa_web.app.App` (its `cmd_*` handlers are found by name)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engine.core import CorruptSave, GameError
from engine.host import HostTable
from engine.protocol import too_deep
from engine.table import Table
from sobremesa_web import replaying
from sobremesa_web.multi import HostParty
from sobremesa_web.storage import StorageFull

SAVE_KEY = "sobremesa.save"
BROKEN_SAVE_KEY = "sobremesa.save.broken"  # the newest save set aside; older ones get .2 … .5
BROKEN_KEPT = 5
MAX_SAVE_NESTING = 64
RESTORE: dict[str, Callable[[Any], Any]] = {"table": Table.restore, "host": HostTable.restore}


class SavingCommands:
    """The save of the game in play, the finished games kept, resuming and taking over."""

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

    def cmd_resume(self, _: Any) -> None:
        if self._resumable is None:
            return
        table = self._resumable["table"]
        if table.save_kind == "host":  # its guests come back through new invitations
            if self.net is None:
                return
            self.party = HostParty(table, self.net, self.invalidate, **self._live())
        viewer = self._resumable["save"].get("viewer")
        self._resumable = None
        session = self._begin(table)
        if table.migrated:
            self.notice = self.t("save.migrated")
        if viewer in session.humans:
            session.viewer = viewer
            session.curtain = None
            session._update_curtain()

    def cmd_discard_save(self, _: Any) -> None:
        self.storage.pop(SAVE_KEY, None)
        self._resumable = None

    def elsewhere(self) -> None:
        """Another tab of this app took over the saved game: stop playing it here, without
        saving over what that tab saves, and offer to take it back."""
        session = self.session
        if session is None or session.table.referee is None:
            return
        session.stop()
        if self.party is not None:
            self.party.close()  # its guests come back to the tab that now plays
        self.session, self.party = None, None
        self.screen = "elsewhere"
        self.invalidate()

    def cmd_take_over(self, _: Any) -> None:
        self._resumable = self._check_save()
        if self._resumable is None:
            self.screen = "home"
            return
        self.cmd_resume(None)
