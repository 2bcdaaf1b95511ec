"""Resuming the saved game, setting it aside, and another tab taking the game over: a part of
`sobremesa_web.app.App` (each handler is declared for its command by `handles`). The save
itself is written after every change of the table (`AppState.flush`)."""

from __future__ import annotations

from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import handles
from sobremesa_web.multi import HostParty
from sobremesa_web.state import SAVE_KEY, AppScreen, AppState


class SavingCommands(AppState):
    """Resuming and taking over the saved game."""

    @handles(declared.RESUME)
    def cmd_resume(self, _: None) -> None:
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

    @handles(declared.DISCARD_SAVE)
    def cmd_discard_save(self, _: None) -> None:
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
        self.screen = AppScreen.ELSEWHERE
        self.invalidate()

    @handles(declared.TAKE_OVER)
    def cmd_take_over(self, _: None) -> None:
        self._resumable = self._check_save()
        if self._resumable is None:
            self.screen = AppScreen.HOME
            return
        self.cmd_resume(None)
