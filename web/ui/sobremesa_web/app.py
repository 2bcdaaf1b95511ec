"""The app's flow: home → seat set-up → a game, with saving, resuming and bots on timers.

`App` knows nothing of the DOM: the browser glue feeds it commands (a button's `data-cmd` and
`data-arg`, plus the values of the form fields on screen) and asks it for HTML. A storage
mapping and a scheduler are injected, so the whole flow runs under pytest as it does in Pyodide.
"""

from __future__ import annotations

import json
from collections.abc import Callable, MutableMapping
from typing import Any, Protocol

from engine.core import Action, CorruptSave, GameError
from engine.games import CATALOG, playable
from engine.remote import GuestTable, HostTable
from engine.table import Table
from sobremesa_web import screens
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import LANGUAGES, Translator
from sobremesa_web.multi import GuestVisit, HostParty
from sobremesa_web.net import Network

SAVE_KEY = "sobremesa.save"
BROKEN_SAVE_KEY = "sobremesa.save.broken"
LANG_KEY = "sobremesa.lang"
RECENT_EVENTS = 24


class Timer(Protocol):
    def cancel(self) -> None: ...


Scheduler = Callable[[float, Callable[[], None]], Timer]


class GameSession:
    """One game on this device: the table, whose screen is showing, the curtain and the bots.

    The table may be local (`Table`), the network host's (`HostTable`) or a guest's mirror
    (`GuestTable`): all three answer view / submit / listen / result / local_seats alike.
    `viewer` is the seat whose view is on screen. With several people sharing the device the
    curtain goes up whenever the next of them to act is not the one looking.
    """

    def __init__(self, table: Any, tempo: float = 1.0) -> None:
        self.table = table
        self.tempo = tempo
        self.humans: list[int] = list(table.local_seats)
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.curtain: int | None = None
        self.error: dict[str, Any] | None = None
        self.ui: dict[str, Any] = {}
        self.recent: list[dict[str, Any]] = []
        self._timers: dict[int, Timer] = {}
        table.listen(self._heard)
        self._update_curtain()

    @property
    def game_id(self) -> str:
        return self.table.game_id

    @property
    def local(self) -> bool:
        """Every seat is on this phone, so "play again" can simply deal a new game."""
        return isinstance(self.table, Table)

    def names(self) -> list[str]:
        return [s["name"] for s in self.table.view(self.viewer)["seats"]]

    def _heard(self, table: Any, events: list[dict[str, Any]]) -> None:
        """Keep the last few public events, for what the screen narrates ("Ana takes a star")."""
        game_events = [e for e in events if not str(e.get("type", "")).startswith("net.")]
        self.recent = (self.recent + game_events)[-RECENT_EVENTS:]
        if self.humans != list(table.local_seats):  # a guest learns its seat on arrival
            self.humans = list(table.local_seats)
            self.viewer = self.humans[0] if self.humans else None
        rejected = [e for e in events if e.get("type") == "net.rejected"]
        if rejected:
            self.error = {k: rejected[-1].get(k) for k in ("code", "message")}
        self._update_curtain()

    def view(self) -> dict[str, Any]:
        """The viewer's view, plus the recent public events."""
        return {**self.table.view(self.viewer), "recent": list(self.recent)}

    def _update_curtain(self) -> None:
        if len(self.humans) < 2 or self.table.result() is not None:
            self.curtain = None
            return
        waiting = [s for s in self.table.view(None)["active"] if s in self.humans]
        if waiting and self.viewer not in waiting:
            self.curtain = waiting[0]

    def lift_curtain(self) -> None:
        if self.curtain is not None:
            self.viewer, self.curtain = self.curtain, None
            self.ui.clear()

    def submit(self, seat: int, action: Action) -> bool:
        try:
            self.table.submit(seat, action)
        except GameError as err:
            self.error = err.to_dict()
            return False
        self.error = None
        self.ui.clear()
        return True

    def schedule_bots(self, scheduler: Scheduler) -> None:
        """(Re)plan every bot from its current view; called after every change of the table
        (whose listeners, the app's among them, then hear of each move a bot makes)."""
        self.stop()
        if self.table.result() is not None:
            return
        for seat, decision in self.table.bot_decisions().items():

            def fire(seat: int = seat, action: Action = decision.action) -> None:
                self._timers.pop(seat, None)
                try:
                    self.table.submit(seat, action)
                except GameError:
                    # Refused: the view it decided on is unchanged, so asking again would only
                    # repeat the choice. It re-plans at the table's next change.
                    return

            self._timers[seat] = scheduler(max(0.0, decision.delay * self.tempo), fire)

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()


class App:
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
    ) -> None:
        self.storage = storage
        self.scheduler = scheduler
        self.t = Translator(lang)
        self.fixed_seed = seed
        self.tempo = tempo
        self.new_seed = new_seed or (lambda: 0)
        self.screen = "home"
        self.notice: str | None = None
        self.setup: dict[str, Any] | None = None
        self.session: GameSession | None = None
        self.net = net
        self.party: HostParty | None = None
        self.visit: GuestVisit | None = None
        self.on_change: Callable[[], None] = lambda: None
        self.form: dict[str, str] = {}
        self._resumable = self._check_save()
        if join:
            self.open_invitation(join)

    # -- saving ---------------------------------------------------------------------------------

    def _check_save(self) -> dict[str, Any] | None:
        """The saved game, if there is one that can be resumed; a broken one is set aside."""
        raw = self.storage.get(SAVE_KEY)
        if raw is None:
            return None
        try:
            save = json.loads(raw)
            if isinstance(save, dict) and "host" in save:
                table: Any = HostTable.restore(save["host"])
                if table.table is None:
                    raise CorruptSave("The saved lobby had not started a game")
            else:
                table = Table.restore(save.get("table") if isinstance(save, dict) else None)
        except (ValueError, CorruptSave, GameError) as err:
            reason = err.message if isinstance(err, GameError) else "not JSON"
            self.storage[BROKEN_SAVE_KEY] = raw
            del self.storage[SAVE_KEY]
            self.notice = self.t("save.broken", reason=reason)
            return None
        if table.result() is not None:
            del self.storage[SAVE_KEY]
            return None
        return {"save": save, "table": table}

    def _save(self) -> None:
        session = self.session
        if session is None:
            return
        table = session.table
        if isinstance(table, GuestTable):
            return  # a guest's game lives on the host; the guest keeps only its seat secret
        if table.result() is not None:
            self.storage.pop(SAVE_KEY, None)
            return
        key = "host" if isinstance(table, HostTable) else "table"
        self.storage[SAVE_KEY] = json.dumps({key: table.snapshot(), "viewer": session.viewer})

    def changed(self) -> None:
        """After any change of the table: save, re-plan the bots, repaint."""
        self._save()
        if self.session is not None:
            self.session.schedule_bots(self.scheduler)
        self.on_change()

    # -- commands -------------------------------------------------------------------------------

    def handle(self, cmd: str, arg: str | None = None, form: dict[str, str] | None = None) -> None:
        """One user gesture. Unknown commands and bad arguments are ignored, never fatal."""
        self.form = form or {}
        if self.screen == "setup" and self.setup is not None:
            screens.setup.read_form(self.setup, self.form)
        try:
            data = json.loads(arg) if arg else None
        except ValueError:
            data = None
        handler = getattr(self, f"cmd_{cmd.replace('-', '_')}", None)
        if handler is None:
            return
        handler(data)
        self.on_change()

    def cmd_lang(self, lang: Any) -> None:
        if lang in LANGUAGES:
            self.t = Translator(lang)
            self.storage[LANG_KEY] = lang

    def cmd_home(self, _: Any) -> None:
        if self.session is not None:
            self.session.stop()
        self._save()
        if self.party is not None:
            self.party.close()
        if self.visit is not None and self.visit.link is not None:
            self.visit.link.close()
        self.session, self.party, self.visit = None, None, None
        self.screen = "home"
        self._resumable = self._check_save()

    def cmd_choose(self, game_id: Any) -> None:
        if not isinstance(game_id, str) or not playable(game_id):
            return
        self.setup = screens.setup.new_setup(game_id, self.t)
        self.screen = "setup"
        self.notice = None

    def cmd_add_seat(self, _: Any) -> None:
        if self.setup is not None:
            screens.setup.add_seat(self.setup, self.t)

    def cmd_remove_seat(self, index: Any) -> None:
        if self.setup is not None and isinstance(index, int):
            screens.setup.remove_seat(self.setup, index)

    def cmd_start(self, _: Any) -> None:
        if self.setup is None:
            return
        try:
            seats = screens.setup.seats_from(self.setup)
            seed = self.fixed_seed if self.fixed_seed is not None else self.new_seed()
            table = Table(self.setup["game"], seats, seed=seed)
        except GameError as err:
            self.setup["error"] = self.t.error(err.to_dict())
            return
        self._begin(GameSession(table, self.tempo))

    def cmd_again(self, _: Any) -> None:
        if self.session is None or not self.session.local:
            return
        old = self.session.table
        self.session.stop()
        seed = self.new_seed() if self.fixed_seed is None else old.seed + 1
        self._begin(GameSession(Table(old.game_id, old.seats, seed=seed), self.tempo))

    def cmd_resume(self, _: Any) -> None:
        if self._resumable is None:
            return
        table = self._resumable["table"]
        if isinstance(table, HostTable):
            if self.net is None:
                return
            self.party = HostParty(table, self.net, self.repaint)
            table.listen(lambda *_: self.changed())
        session = GameSession(table, self.tempo)
        viewer = self._resumable["save"].get("viewer")
        if viewer in session.humans:
            session.viewer = viewer
            session.curtain = None
            session._update_curtain()
        self._resumable = None
        self._begin(session)

    def cmd_discard_save(self, _: Any) -> None:
        self.storage.pop(SAVE_KEY, None)
        self._resumable = None

    def cmd_lift_curtain(self, _: Any) -> None:
        if self.session is not None:
            self.session.lift_curtain()

    def cmd_act(self, action: Any) -> None:
        session = self.session
        if session is None or session.viewer is None or session.curtain is not None:
            return
        if not isinstance(action, dict):
            return
        session.submit(session.viewer, action)  # the table's listeners save and repaint

    def cmd_ui(self, data: Any) -> None:
        """A gesture that only changes what this screen shows (e.g. selecting cards)."""
        session = self.session
        if session is None or not isinstance(data, dict):
            return
        module = screens.for_game(session.game_id)
        local = getattr(module, "on_ui", None)
        if local is not None:
            local(session.ui, data, session.view())

    # -- several phones -------------------------------------------------------------------------

    def repaint(self) -> None:
        """Ask the browser to paint (a stable callable for the network's callbacks)."""
        self.on_change()

    def cmd_invite(self, _: Any) -> None:
        """From the set-up screen: open a lobby on this phone and invite the first guest."""
        if self.net is None:
            return
        if self.party is None:
            if self.setup is None:
                return
            try:
                seats = screens.setup.seats_from(self.setup)
                seed = self.fixed_seed if self.fixed_seed is not None else self.new_seed()
                self.party = HostParty.from_setup(
                    self.setup["game"], seats, seed, self.net, self.repaint
                )
            except GameError as err:
                self.setup["error"] = self.t.error(err.to_dict())
                return
            self.party.host.listen(lambda *_: self.changed())
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
        if self.party is not None and isinstance(code, str):
            self.party.accept(code)

    def cmd_bot_seat(self, seat: Any) -> None:
        if self.party is None or not isinstance(seat, int):
            return
        try:
            self.party.host.hand_to_bot(seat)
        except GameError as err:
            self.notice = self.t.error(err.to_dict())

    def cmd_start_party(self, _: Any) -> None:
        if self.party is None:
            return
        try:
            self.party.start()
        except GameError as err:
            self.notice = self.t.error(err.to_dict())
            return
        self._begin(GameSession(self.party.host, self.tempo))

    def open_invitation(self, offer: str) -> None:
        """This phone was sent an invitation link: show the join screen."""
        if self.net is None or not offer:
            return
        if self.session is not None:
            self.session.stop()
        self.session, self.party = None, None
        self.visit = GuestVisit(offer, self.net, self.storage, self._guest_changed)
        self.screen = "join"

    def cmd_join(self, _: Any) -> None:
        if self.visit is not None:
            self.visit.join(self.form.get("guest-name", ""), self.t("net.qr_answer"))

    def _guest_changed(self) -> None:
        visit = self.visit
        if visit is not None and visit.guest.started and self.session is None:
            self.session = GameSession(visit.guest, self.tempo)
            self.screen = "game"
        self.on_change()

    def cmd_refresh(self, _: Any) -> None:
        """Repaint with the form's values (e.g. a seat switched between person and bot)."""

    def cmd_dismiss(self, _: Any) -> None:
        self.notice = None
        if self.session is not None:
            self.session.error = None

    def _begin(self, session: GameSession) -> None:
        if session.local:  # a host table already reports to `changed` from its lobby on
            session.table.listen(lambda *_: self.changed())
        self.session = session
        self.screen = "game"
        self.setup = None
        self.notice = None
        self.changed()

    # -- rendering ------------------------------------------------------------------------------

    def render(self) -> str:
        t = self.t
        parts = []
        if self.notice:
            parts.append(
                f'<div class="notice" role="alert"><p>{esc(self.notice)}</p>'
                + button("OK", "dismiss", cls="ghost")
                + "</div>"
            )
        if self.screen == "setup" and self.setup is not None:
            parts.append(screens.setup.render(self.setup, t, self.fixed_seed, self.net is not None))
        elif self.screen == "game" and self.session is not None:
            parts.append(screens.game.render(self.session, t, self.party, self.visit))
        elif self.screen == "lobby" and self.party is not None:
            parts.append(screens.lobby.render_lobby(self.party, t))
        elif self.screen == "join" and self.visit is not None:
            parts.append(screens.lobby.render_join(self.visit, t))
        else:
            parts.append(screens.home.render(t, self._resumable, CATALOG))
        return "".join(parts)
