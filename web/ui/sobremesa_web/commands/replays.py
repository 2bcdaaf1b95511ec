"""Replays: opening a link or a game of the history, the viewer's controls, and sharing a
finished game's link. A part of `sobremesa_web.app.App` (its `cmd_*` handlers are found by
name)."""

from __future__ import annotations

from typing import Any

from engine.replay_code import BadReplay
from sobremesa_web import replaying, screens
from sobremesa_web.html import button


class ReplayCommands:
    """Opening, playing through and sharing replays."""

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
        self.screen = "replay"

    def cmd_replay_close(self, _: Any) -> None:
        """Leave the viewer: back to the end of the game it was opened from, else home."""
        if self.viewer is not None:
            self.viewer.stop()
        self.viewer, self.sharing, self.sheet, self.rules = None, None, None, None
        session = self.session
        if session is not None and session.table.result() is not None:
            self.screen = "game"
        else:
            self.cmd_home(None)

    def cmd_replay_open(self, index: Any) -> None:
        """Watch a game of the history again."""
        items = replaying.history(self.storage)
        if isinstance(index, int) and 0 <= index < len(items):
            self.open_replay(items[index].code)

    def cmd_share_replay(self, index: Any) -> None:
        """Make the link of a replay: the game just finished, the replay on screen, or a game
        of the history."""
        code = None
        if isinstance(index, int):
            items = replaying.history(self.storage)
            code = items[index].code if 0 <= index < len(items) else None
        elif self.screen == "replay" and self.viewer is not None:
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

    def cmd_watch_replay(self, _: Any) -> None:
        """Watch the game that just ended again, every hand shown (a guest's or watcher's
        phone opens the host's code, checked by the rules like any link)."""
        code = self._finished_code()
        if code is not None:
            self.open_replay(code)

    def cmd_share_close(self, _: Any) -> None:
        self.sharing = None

    def cmd_replay_step(self, step: Any) -> None:
        if self.viewer is not None and isinstance(step, int) and not isinstance(step, bool):
            self.viewer.stop()
            self.viewer.go(step)

    def cmd_replay_jump(self, step: Any) -> None:
        """The slider moved: its value arrives as the argument, or in the form."""
        raw = step if step is not None else self.form.get("replay-jump")
        try:
            self.cmd_replay_step(int(raw))
        except (TypeError, ValueError):
            return

    def cmd_replay_seat(self, seat: Any) -> None:
        viewer = self.viewer
        if viewer is None:
            return
        seats = len(viewer.replay.record.names)
        if seat is None or (isinstance(seat, int) and 0 <= seat < seats):
            viewer.seat = seat

    def cmd_replay_speed(self, speed: Any) -> None:
        viewer = self.viewer
        if viewer is not None and speed in replaying.SPEEDS:
            viewer.speed = float(speed)
            if viewer.playing:
                viewer.play(self.scheduler, self._replay_tick)

    def cmd_replay_play(self, _: Any) -> None:
        if self.viewer is not None:
            self.viewer.play(self.scheduler, self._replay_tick)

    def cmd_replay_pause(self, _: Any) -> None:
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
        return screens.replay.share_content(self.sharing, self.t)

    def _replay_offer(self) -> str:
        """At a game's end, in the result sheet: Watch replay and Share replay (on a guest's
        or watcher's phone once the host's code has come)."""
        if self.session is None or not self._replayable():
            return ""
        return (
            '<div class="replay-offer">'
            + button(self.t("replay.watch"), "watch-replay", cls="ghost", key="watch-replay")
            + button(self.t("replay.share"), "share-replay", cls="ghost", key="share-replay")
            + "</div>"
        )
