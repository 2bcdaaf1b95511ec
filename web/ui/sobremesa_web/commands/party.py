"""Several phones: the host's lobby (inviting, answering, seats for bots and guests, starting)
and a guest's or watcher's joining, with the codes typed, pasted, scanned and copied on the
way. A part of `sobremesa_web.app.App` (its `cmd_*` handlers are found by name)."""

from __future__ import annotations

from typing import Any

from engine.core import GameError, Teams
from sobremesa_web import screens
from sobremesa_web.multi import GuestVisit, HostParty, invitation_code

COPIED_FOR = 2.0  # seconds a Copy button says "Copied"


class PartyCommands:
    """The host's lobby and invitations, a guest's joining and getting back in."""

    def _read_lobby_teams(self) -> None:
        """Who plays with whom, as the host set it in the lobby (guests are told)."""
        assert self.party is not None
        host = self.party.host
        if host.started:
            return
        for option in host.game.options:
            if isinstance(option, Teams):
                current = host.options.get(option.name)
                chosen = screens.setup.read_teams(option, current, self.form, len(host.seats))
                if chosen != current:
                    try:
                        host.set_options({option.name: chosen})
                    except GameError as err:
                        self.notice = self.t.error(err.to_dict())

    def _keep_typed_codes(self) -> None:
        """A code pasted but not yet sent stays in its field through the repaints that follow
        any tap (Copy, say): the screen is drawn from these."""
        invite = self.party.open_invite if self.party is not None else None
        if invite is not None and "answer" in self.form:
            invite.answer = self.form["answer"][:2000]
        if self.visit is not None and "invitation" in self.form:
            self.visit.pasted = self.form["invitation"][:2000]

    def cmd_invite(self, _: Any) -> None:
        """From the set-up screen: open a lobby on this phone and invite the first guest."""
        if self.net is None or not self.net.connects:
            return
        if self.party is None:
            if self.setup is None:
                return
            try:
                seats = screens.setup.seats_from(self.setup)
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
            self.screen = "lobby"
        self.party.invite(qr_label=self.t("net.qr_invite"))

    def cmd_reinvite(self, seat: Any) -> None:
        """A guest dropped (or the host reloaded): a fresh invitation brings them back."""
        if self.party is not None and isinstance(seat, int) and seat in self.party.away():
            self.party.invite(seat=seat, qr_label=self.t("net.qr_invite"))

    def cmd_answer(self, _: Any) -> None:
        if self.party is not None:
            self.party.accept(self.form.get("answer", ""))

    def cmd_scanned(self, code: Any) -> None:
        """The camera read a QR code: on the host, a guest's answer; on a guest waiting to get
        back in, the host's new invitation."""
        if not isinstance(code, str):
            return
        if self.party is not None:
            self.party.accept(code)
        elif self.visit is not None and (self.screen == "join" or self.visit.rejoin):
            self._open_pasted(code)

    def cmd_open_invitation(self, _: Any) -> None:
        """A guest pasted the host's new invitation (the link or its code), on the join screen
        or at a table whose host is gone."""
        if self.visit is not None and (self.screen == "join" or self.visit.rejoin):
            self._open_pasted(self.form.get("invitation", ""))

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

    def cmd_scan_failed(self, data: Any) -> None:
        """The camera could not scan: say why in the player's language (qr.js's English
        sentence only for a reason this app has no words for)."""
        if not isinstance(data, dict):
            return
        key = f"scan.{data.get('code')}"
        self.notice = self.t(key) if self.t.has(key) else str(data.get("message", ""))[:300]

    def cmd_copied(self, _: Any) -> None:
        self._copy_feedback("copied")

    def cmd_copy_refused(self, _: Any) -> None:
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

    def cmd_bot_seat(self, seat: Any) -> None:
        if self.party is None or not isinstance(seat, int):
            return
        try:
            self.party.host.hand_to_bot(seat)
        except GameError as err:
            self.notice = self.t.error(err.to_dict())

    def cmd_remove_guest(self, seat: Any) -> None:
        """The host sends a guest (or, in the lobby, a bot) away from the table."""
        if self.party is None or not isinstance(seat, int):
            return
        try:
            if self.party.host.started or self.party.host.seats[seat].kind == "remote":
                self.party.host.remove_guest(seat)
            else:
                self.party.host.remove_seat(seat)
        except (GameError, IndexError) as err:
            self.notice = self.t.error(err.to_dict()) if isinstance(err, GameError) else None

    def cmd_remove_watcher(self, index: Any) -> None:
        """The host sends a watcher away (its place is free for another phone)."""
        if self.party is None or type(index) is not int:
            return
        try:
            self.party.host.remove_watcher(index)
        except GameError as err:
            self.notice = self.t.error(err.to_dict())

    def cmd_lobby_back(self, _: Any) -> None:
        """From the lobby back to the set-up it came from (guests already in are told the host
        left); the set-up is kept as it was."""
        if self.party is not None:
            self.party.close()
        self.party = None
        self.screen = "setup" if self.setup is not None else "home"

    def cmd_keep_waiting(self, _: Any) -> None:
        if self.party is not None:
            self.party.confirm_start = False

    def cmd_start_party(self, arg: Any) -> None:
        """Start the shared game. With an invitation still open, the first tap only asks
        "start without that guest?" (a tap meant for the lobby must not drop a friend who is
        about to join); `"anyway"` confirms."""
        if self.party is None:
            return
        if self.party.open_invite is not None:
            if arg != "anyway":
                self.party.confirm_start = True
                return
            self.party.cancel_invite()
        try:
            self.party.start()
        except GameError as err:
            self.notice = self.t.error(err.to_dict())
            return
        self._begin(self.party.host)

    def open_invitation(self, offer: str) -> None:
        """This phone was sent an invitation link: show the join screen."""
        if self.net is None or not offer:
            return
        if self.session is not None:
            self.session.stop()
        self.session, self.party = None, None
        self.visit = GuestVisit(offer, self.net, self.storage, self._guest_changed, **self._live())
        self.screen = "join"

    def _live(self) -> dict[str, Any]:
        """What a party or a visit needs to check builds and keep its links alive."""
        return {"build": self.build, "scheduler": self.scheduler, "clock": self.clock}

    def cmd_join(self, _: Any) -> None:
        if self.visit is not None and self.visit.net.connects:
            self.visit.join(self.form.get("guest-name", ""), self.t("net.qr_answer"))

    def cmd_watch(self, _: Any) -> None:
        """Join the table as a watcher: no seat, the table as everyone sees it."""
        if self.visit is not None and self.visit.net.connects:
            self.visit.join(self.form.get("guest-name", ""), self.t("net.qr_answer"), watch=True)

    def _guest_changed(self) -> None:
        visit = self.visit
        if visit is not None and visit.guest.started and self.session is None:
            self._begin(visit.guest)
        self.invalidate()
