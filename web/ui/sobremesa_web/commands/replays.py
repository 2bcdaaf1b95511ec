"""Replays: opening a game of the history, the viewer's controls, and sharing a finished game's
link. A part of `sobremesa_web.app.App` (each handler is declared for its command by
`handles`); a replay link is opened by `AppState.open_replay`."""

from __future__ import annotations

from sobremesa_web import replaying
from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import handles
from sobremesa_web.html import button
from sobremesa_web.screens import replay as replay_screen
from sobremesa_web.state import AppScreen, AppState


class ReplayCommands(AppState):
    """Opening, playing through and sharing replays."""

    @handles(declared.REPLAY_CLOSE)
    def cmd_replay_close(self, _: None) -> None:
        """Leave the viewer: back to the end of the game it was opened from, else home."""
        if self.viewer is not None:
            self.viewer.stop()
        self.viewer, self.sharing, self.sheet, self.rules = None, None, None, None
        session = self.session
        if session is not None and session.table.result() is not None:
            self.screen = AppScreen.GAME
        else:
            self.go_home()

    @handles(declared.REPLAY_OPEN)
    def cmd_replay_open(self, index: int) -> None:
        """Watch a game of the history again."""
        items = replaying.history(self.storage)
        if 0 <= index < len(items):
            self.open_replay(items[index].code)

    @handles(declared.SHARE_REPLAY)
    def cmd_share_replay(self, index: int | None) -> None:
        """Make the link of a replay: the game just finished, the replay on screen, or a game
        of the history."""
        code = None
        if index is not None:
            items = replaying.history(self.storage)
            code = items[index].code if 0 <= index < len(items) else None
        elif self.screen == AppScreen.REPLAY and self.viewer is not None:
            code = self.viewer.replay.code()
        elif self.session is not None:
            code = self._finished_code()
        if code is None:
            return
        link = replaying.link_of(self.page, code)
        qr = ""
        if self.net is not None and len(link) <= replaying.QR_MAX:
            qr = self.net.qr_svg(link, self.t("replay.qr"))
        self.sharing = replaying.Share(link, qr)

    def _finished_code(self) -> str | None:
        """The replay code of the game on screen, once it has ended: made here when this device
        refereed it, else the one its host sent (a guest's or a watcher's phone)."""
        return None if self.session is None else self.session.table.replay_code()

    @handles(declared.WATCH_REPLAY)
    def cmd_watch_replay(self, _: None) -> None:
        """Watch the game that just ended again, every hand shown (a guest's or watcher's
        phone opens the host's code, checked by the rules like any link)."""
        code = self._finished_code()
        if code is not None:
            self.open_replay(code)

    @handles(declared.SHARE_CLOSE)
    def cmd_share_close(self, _: None) -> None:
        self.sharing = None

    @handles(declared.REPLAY_STEP)
    def cmd_replay_step(self, step: int) -> None:
        if self.viewer is not None:
            self.viewer.stop()
            self.viewer.go(step)

    @handles(declared.REPLAY_JUMP)
    def cmd_replay_jump(self, step: int) -> None:
        """The slider moved: its value arrives as the argument, or in the form."""
        self.cmd_replay_step(step)

    @handles(declared.REPLAY_SEAT)
    def cmd_replay_seat(self, seat: int | None) -> None:
        viewer = self.viewer
        if viewer is None:
            return
        seats = len(viewer.replay.record.names)
        if seat is None or 0 <= seat < seats:
            viewer.seat = seat

    @handles(declared.REPLAY_SPEED)
    def cmd_replay_speed(self, speed: float) -> None:
        viewer = self.viewer
        if viewer is not None and speed in replaying.SPEEDS:
            viewer.speed = float(speed)
            if viewer.playing:
                viewer.play(self.scheduler, self._replay_tick)

    @handles(declared.REPLAY_PLAY)
    def cmd_replay_play(self, _: None) -> None:
        if self.viewer is not None:
            self.viewer.play(self.scheduler, self._replay_tick)

    @handles(declared.REPLAY_PAUSE)
    def cmd_replay_pause(self, _: None) -> None:
        if self.viewer is not None:
            self.viewer.stop()

    def _replay_tick(self) -> None:
        viewer = self.viewer
        if viewer is None or not viewer.playing:
            return
        viewer.timer = None
        viewer.go(viewer.step + 1)
        if viewer.playing:
            viewer.play(self.scheduler, self._replay_tick)
        self.invalidate()

    def _replayable(self) -> bool:
        session = self.session
        return not (
            session is None or session.table.result() is None or self._finished_code() is None
        )

    def _sharing_sheet(self) -> str:
        """At a game's end, once Share replay is pressed: the link and its QR, as a sheet."""
        if self.sharing is None or not self._replayable():
            return ""
        return replay_screen.share_content(self.sharing, self.t)

    def _replay_offer(self) -> str:
        """At a game's end, in the result sheet: Watch replay and Share replay (on a guest's
        or watcher's phone once the host's code has come)."""
        if self.session is None or not self._replayable():
            return ""
        return (
            '<div class="replay-offer">'
            + button(self.t("replay.watch"), declared.WATCH_REPLAY, cls="ghost", key="watch-replay")
            + button(self.t("replay.share"), declared.SHARE_REPLAY, cls="ghost", key="share-replay")
            + "</div>"
        )
