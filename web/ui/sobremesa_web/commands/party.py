"""Several phones: the host's lobby (inviting, answering, seats for bots and guests, starting)
and a guest's or watcher's joining, with the codes typed, pasted, scanned and copied on the
way. A part of `sobremesa_web.app.App` (each handler is declared for its command by
`handles`)."""

from __future__ import annotations

from typing import Any

from engine.core import GameError, Teams
from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import Form, handles
from sobremesa_web.multi import HostParty, invitation_code
from sobremesa_web.screens import setup as setup_screen
from sobremesa_web.state import AppScreen, AppState

COPIED_FOR = 2.0  # seconds a Copy button says "Copied"


class PartyCommands(AppState):
    """The host's lobby and invitations, a guest's joining and getting back in."""

    def _read_lobby_teams(self, form: Form) -> None:
        """Who plays with whom, as the host set it in the lobby (guests are told)."""
        assert self.party is not None
        host = self.party.host
        if host.started:
            return
        for option in host.game.options:
            if isinstance(option, Teams):
                current = host.options.get(option.name)
                chosen = setup_screen.read_teams(option, current, form, len(host.seats))
                if chosen != current:
                    try:
                        host.set_options({option.name: chosen})
                    except GameError as err:
                        self.notice = self.t.error(err.to_dict())

    def _keep_typed_codes(self, form: Form) -> None:
        """A code pasted but not yet sent stays in its field through the repaints that follow
        any tap (Copy, say): the screen is drawn from these."""
        invite = self.party.open_invite if self.party is not None else None
        if invite is not None and declared.ANSWER_CODE.name in form:
            invite.answer = form[declared.ANSWER_CODE.name][:2000]
        if self.visit is not None and declared.INVITATION_CODE.name in form:
            self.visit.pasted = form[declared.INVITATION_CODE.name][:2000]

    @handles(declared.INVITE)
    def cmd_invite(self, _: None) -> None:
        """From the set-up screen: open a lobby on this phone and invite the first guest."""
        if self.net is None or not self.net.connects:
            return
        if self.party is None:
            if self.setup is None:
                return
            try:
                seats = setup_screen.seats_from(self.setup)
                self.party = HostParty.from_setup(
                    self.setup["game"],
                    seats,
                    self._seed(),
                    self.net,
                    self.invalidate,
                    options=self.setup["options"],
                    **self._live(),
                )
            except GameError as err:
                self.setup["error"] = self.t.error(err.to_dict())
                return
            self.screen = AppScreen.LOBBY
        self.party.invite(qr_label=self.t("net.qr_invite"))

    @handles(declared.REINVITE)
    def cmd_reinvite(self, seat: int) -> None:
        """A guest dropped (or the host reloaded): a fresh invitation brings them back."""
        if self.party is not None and seat in self.party.away():
            self.party.invite(seat=seat, qr_label=self.t("net.qr_invite"))

    @handles(declared.ANSWER)
    def cmd_answer(self, answer: str) -> None:
        if self.party is not None:
            self.party.accept(answer)

    @handles(declared.SCANNED)
    def cmd_scanned(self, code: str) -> None:
        """The camera read a QR code: on the host, a guest's answer; on a guest waiting to get
        back in, the host's new invitation."""
        if self.party is not None:
            self.party.accept(code)
        elif self.visit is not None and (self.screen == AppScreen.JOIN or self.visit.rejoin):
            self._open_pasted(code)

    @handles(declared.OPEN_INVITATION)
    def cmd_open_invitation(self, pasted: str) -> None:
        """A guest pasted the host's new invitation (the link or its code), on the join screen
        or at a table whose host is gone."""
        if self.visit is not None and (self.screen == AppScreen.JOIN or self.visit.rejoin):
            self._open_pasted(pasted)

    def _open_pasted(self, text: str) -> None:
        visit = self.visit
        assert visit is not None
        code, problem = invitation_code(text)
        if not problem and code == visit.offer and visit.rejoin:
            problem = "invite_used"
        if problem:
            visit.pasted, visit.error, visit.error_code = text[:2000], problem, problem
            return
        self.open_invitation(code)

    @handles(declared.SCAN_FAILED)
    def cmd_scan_failed(self, data: dict[str, Any]) -> None:
        """The camera could not scan: say why in the player's language (qr.js's English
        sentence only for a reason this app has no words for)."""
        key = f"scan.{data.get('code')}"
        self.notice = self.t(key) if self.t.has(key) else str(data.get("message", ""))[:300]

    @handles(declared.COPIED)
    def cmd_copied(self, _: None) -> None:
        self._copy_feedback("copied")

    @handles(declared.COPY_REFUSED)
    def cmd_copy_refused(self, _: None) -> None:
        self._copy_feedback("refused")

    def _copy_feedback(self, what: str) -> None:
        """Say on the screen that the code is on the clipboard ("Copied", for two seconds), or
        that the browser refused (that stays until the next tap: the text can be copied by
        hand)."""
        holder: Any = self.party.open_invite if self.party is not None else self.visit
        holder = self.sharing or holder
        if holder is None:
            return
        holder.copied = what
        if what == "copied":

            def fade() -> None:
                if holder.copied == what:
                    holder.copied = ""
                    self.invalidate()

            self.scheduler(COPIED_FOR, fade)

    @handles(declared.BOT_SEAT)
    def cmd_bot_seat(self, seat: int) -> None:
        if self.party is None:
            return
        try:
            self.party.host.hand_to_bot(seat)
        except GameError as err:
            self.notice = self.t.error(err.to_dict())

    @handles(declared.REMOVE_GUEST)
    def cmd_remove_guest(self, seat: int) -> None:
        """The host sends a guest (or, in the lobby, a bot) away from the table."""
        if self.party is None:
            return
        try:
            if self.party.host.started or self.party.host.seats[seat].kind == "remote":
                self.party.host.remove_guest(seat)
            else:
                self.party.host.remove_seat(seat)
        except (GameError, IndexError) as err:
            self.notice = self.t.error(err.to_dict()) if isinstance(err, GameError) else None

    @handles(declared.REMOVE_WATCHER)
    def cmd_remove_watcher(self, index: int) -> None:
        """The host sends a watcher away (its place is free for another phone)."""
        if self.party is None:
            return
        try:
            self.party.host.remove_watcher(index)
        except GameError as err:
            self.notice = self.t.error(err.to_dict())

    @handles(declared.LOBBY_BACK)
    def cmd_lobby_back(self, _: None) -> None:
        """From the lobby back to the set-up it came from (guests already in are told the host
        left); the set-up is kept as it was."""
        if self.party is not None:
            self.party.close()
        self.party = None
        self.screen = AppScreen.SETUP if self.setup is not None else AppScreen.HOME

    @handles(declared.KEEP_WAITING)
    def cmd_keep_waiting(self, _: None) -> None:
        if self.party is not None:
            self.party.confirm_start = False

    @handles(declared.START_PARTY)
    def cmd_start_party(self, anyway: str | None) -> None:
        """Start the shared game. With an invitation still open, the first tap only asks
        "start without that guest?" (a tap meant for the lobby must not drop a friend who is
        about to join); `"anyway"` confirms."""
        if self.party is None:
            return
        if self.party.open_invite is not None:
            if anyway is None:
                self.party.confirm_start = True
                return
            self.party.cancel_invite()
        try:
            self.party.start()
        except GameError as err:
            self.notice = self.t.error(err.to_dict())
            return
        self._begin(self.party.host)

    @handles(declared.JOIN)
    def cmd_join(self, name: str) -> None:
        if self.visit is not None and self.visit.net.connects:
            self.visit.join(name, self.t("net.qr_answer"))

    @handles(declared.WATCH)
    def cmd_watch(self, name: str) -> None:
        """Join the table as a watcher: no seat, the table as everyone sees it."""
        if self.visit is not None and self.visit.net.connects:
            self.visit.join(name, self.t("net.qr_answer"), watch=True)
