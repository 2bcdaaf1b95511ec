"""The app's flow: home → seat set-up → a game, with saving, resuming and bots on timers.

`App` knows nothing of the DOM: the browser glue feeds it commands (a button's `data-cmd` and
`data-arg`, plus the values of the form fields on screen) and asks it for HTML. A storage
mapping and a scheduler are injected, so the whole flow runs under pytest as it does in Pyodide.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Callable, MutableMapping
from typing import Any, Protocol

from engine.core import Action, CorruptSave, Decision, GameError, Physics, Teams
from engine.games import COMING, catalog, get_game, playable
from engine.host import HostTable
from engine.protocol import too_deep
from engine.replay import BadReplay
from engine.table import Table, TableLike
from sobremesa_web import replaying, screens
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import LANGUAGES, Translator
from sobremesa_web.multi import GuestVisit, HostParty, invitation_code
from sobremesa_web.net import Network
from sobremesa_web.registry import for_game
from sobremesa_web.storage import StorageFull

SAVE_KEY = "sobremesa.save"
BROKEN_SAVE_KEY = "sobremesa.save.broken"  # the newest save set aside; older ones get .2 … .5
BROKEN_KEPT = 5
MAX_SAVE_NESTING = 64

LANG_KEY = "sobremesa.lang"
COPIED_FOR = 2.0  # seconds a Copy button says "Copied"
SOUND_KEY = "sobremesa.sound"  # "on" or absent: sound is off until the player turns it on
RECENT_EVENTS = 24
SHEETS = ("menu", "log")
log = logging.getLogger("sobremesa.app")


class Timer(Protocol):
    def cancel(self) -> None: ...


Scheduler = Callable[[float, Callable[[], None]], Timer]


class GameSession:
    """One game on this device: the table, whose screen is showing, the curtain and the bots.

    The table may be local (`Table`), the network host's (`HostTable`) or a guest's mirror
    (`GuestTable`): all three are a `TableLike`, and nothing here asks which. The session is
    the one listener that follows the game on this device: it records what happened (the
    events the screen narrates, the curtain), counts the change, and only then tells the app,
    which saves, re-plans bots and paints once per frame. Around a network table the lobby's
    `multi.HostParty` or `multi.GuestVisit` listens too, for the network's own news only (a
    phone on another build, the seat secret to keep, the host closing), never to move the
    game. `viewer` is the seat whose view is on screen; with several people sharing the device
    the curtain goes up whenever the next of them to act is not the one looking.
    """

    def __init__(
        self,
        table: TableLike,
        tempo: float = 1.0,
        on_change: Callable[[], None] | None = None,
        on_input: Callable[[GameSession, int, dict[str, Any]], None] | None = None,
    ) -> None:
        self.table = table
        self.tempo = tempo
        self.on_change = on_change or (lambda: None)
        self.humans: list[int] = list(table.local_seats)
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.curtain: int | None = None
        self.error: dict[str, Any] | None = None
        self.ui: dict[str, Any] = {}
        self.recent: list[dict[str, Any]] = []
        self.latest: list[dict[str, Any]] = []  # what the table's last change did: the news
        self.changes = 0
        self.cue: str | None = None  # the sound of the last move worth one ("play", "won"...)
        self.cues = 0  # counts them: the page plays a cue when this changes
        self._timers: dict[int, Timer] = {}
        self._planned: dict[int, Decision] = {}  # what each pending timer will play
        table.listen(self._heard)
        # Another device's continuous input (a ladder being dragged there): shown live, never
        # a change of the table, so it neither saves nor repaints.
        heard_input = on_input or (lambda session, seat, data: None)
        table.listen_input(lambda seat, data: heard_input(self, seat, data))
        self._update_curtain()

    @property
    def game_id(self) -> str:
        return self.table.game_id

    def names(self) -> list[str]:
        return [s["name"] for s in self.table.view(self.viewer)["seats"]]

    def _heard(self, table: Any, events: list[dict[str, Any]]) -> None:
        """Record a change of the table, then ask for one repaint."""
        if any(e.get("type") == "net.rematch" for e in events):
            self.recent, self.error = [], None
            self.ui.clear()
        game_events = [e for e in events if not str(e.get("type", "")).startswith("net.")]
        self.recent = (self.recent + game_events)[-RECENT_EVENTS:]
        self.latest = game_events
        cue = for_game(self.table.game_id).cue(game_events)
        if cue is not None:
            self.cue, self.cues = cue, self.cues + 1
        if self.humans != list(table.local_seats):  # a guest learns its seat on arrival
            self.humans = list(table.local_seats)
            self.viewer = self.humans[0] if self.humans else None
        rejected = [e for e in events if e.get("type") == "net.rejected"]
        if rejected:
            self.error = {k: rejected[-1].get(k) for k in ("code", "message", "params")}
        self._update_curtain()
        self.changes += 1
        self.on_change()

    def view(self) -> dict[str, Any]:
        """The viewer's view, plus the recent events as the viewer may see them."""
        recent = (self.table.redact(e, self.viewer) for e in self.recent)
        return {**self.table.view(self.viewer), "recent": [e for e in recent if e]}

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
        """(Re)plan every bot from its current view; called once after each change of the
        table (whose listener, this session, then hears of each move a bot makes). A bot that
        decides exactly as before (the same action after the same delay) keeps its timer: it
        was already thinking, so its move lands when first planned, not a full delay after
        whatever else changed (Colorful's players each mark "has chosen" at their own time)."""
        if self.table.result() is not None:
            self.stop()
            return
        decisions = self.table.bot_decisions()
        for seat in list(self._timers):
            if decisions.get(seat) != self._planned.get(seat):
                self._timers.pop(seat).cancel()
        self._planned = {s: d for s, d in decisions.items() if s in self._timers}
        for seat, decision in decisions.items():
            if seat in self._timers:
                continue

            def fire(seat: int = seat, action: Action = decision.action) -> None:
                self._timers.pop(seat, None)
                try:
                    self.table.submit(seat, action)
                except GameError:
                    # Refused: the view it decided on is unchanged, so asking again would only
                    # repeat the choice. It re-plans at the table's next change.
                    return

            self._timers[seat] = scheduler(max(0.0, decision.delay * self.tempo), fire)
            self._planned[seat] = decision

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        self._planned.clear()


RESTORE: dict[str, Callable[[Any], Any]] = {"table": Table.restore, "host": HostTable.restore}


def fits(game_id: str, seats: list[Any]) -> bool:
    """Whether a table of these seats can deal this game (for "play again" with another game)."""
    game = get_game(game_id)
    humans = sum(1 for s in seats if s.kind == "human")
    return game.fits(len(seats)) and (game.pass_and_play or humans <= 1)


class App:
    """The whole app as plain Python: commands in, HTML out.

    Every change, whatever its source (a tap, a bot's timer, a message from another phone),
    ends in `invalidate()`; the browser then calls `flush()` once per animation frame, which
    saves, re-plans the bots (once per change of the table) and paints. A tap flushes at once,
    and only then: what it changed is painted with it, and a frame already asked for finds
    nothing left to paint (one flush, one render per tap).
    """

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
        self.frame = frame or (lambda paint: paint())
        self.t = Translator(lang)
        self.fixed_seed = seed  # a development build's ?seed=N: it deals the first game only
        self.tempo = tempo
        self.new_seed = new_seed or (lambda: secrets.randbits(128))
        self.screen = "home"
        self.notice: str | None = None
        self.setup: dict[str, Any] | None = None
        self.session: GameSession | None = None
        self.net = net
        self.party: HostParty | None = None
        self.visit: GuestVisit | None = None
        self.on_change: Callable[[], None] = lambda: None
        # Another device's continuous input for the screen's own script (seat, data); the
        # browser glue sets it. Never repaints.
        self.on_input: Callable[[int, dict[str, Any]], None] = lambda seat, data: None
        # This device's physics engine, once a game's browser half has loaded one: every
        # table this app plays is handed it (a PHYSICS game's checks and bots).
        self.physics: Physics | None = None
        self.form: dict[str, str] = {}
        self.rules: str | None = None  # the game whose "How to play" is open
        self.sheet: str | None = None  # the table's sheet that is open: "menu" or "log"
        self.persist = persist or (lambda: None)
        self.claim = claim or (lambda: None)  # tell the app's other tabs this one plays now
        self._persist_asked = False
        self._save_failed = False
        self._frame_pending = False
        self._dirty = False  # changed since the last flush
        self._handling = False  # inside a tap: its one flush comes at its end
        self._handled_changes = -1
        self._resumable = self._check_save()
        self.page = page  # this page's address, for the links it makes (replays)
        self.viewer: replaying.Viewer | None = None
        self.table_display = False  # a watcher's big-screen table (screens.game.render)
        self.sharing: replaying.Share | None = None
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
        """Save and re-plan the bots if the table changed since last time, then paint."""
        self._dirty = False
        session = self.session
        if session is not None and session.changes != self._handled_changes:
            self._handled_changes = session.changes
            self._save()
            self._remember()
            session.schedule_bots(self.scheduler)
        self.on_change()

    # -- saving ---------------------------------------------------------------------------------

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
        table = session.table
        if table.save_kind is None:
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
        if session is None or session.table.result() is None:
            return
        items = replaying.remember(self.storage, session.table)
        if items is not None:
            self._store(replaying.HISTORY_KEY, json.dumps(items))

    # -- commands -------------------------------------------------------------------------------

    def handle(self, cmd: str, arg: str | None = None, form: dict[str, str] | None = None) -> None:
        """One user gesture, flushed once at its end. Unknown commands and bad arguments are
        ignored, never fatal."""
        handled, self._handling = False, True
        try:
            handled = self._run(cmd, arg, form or {})
        finally:
            self._handling = False
            if handled or self._dirty:
                self.flush()

    def _run(self, cmd: str, arg: str | None, form: dict[str, str]) -> bool:
        """Read the form on screen, then run the gesture's `cmd_*` handler if there is one."""
        self.form = form
        if self.screen == "setup" and self.setup is not None:
            screens.setup.read_form(self.setup, self.form, self.t)
        if self.screen == "lobby" and self.party is not None:
            self._read_lobby_teams()
        self._keep_typed_codes()
        try:
            data = json.loads(arg) if arg else None
        except ValueError:
            data = None
        handler = getattr(self, f"cmd_{cmd.replace('-', '_')}", None)
        if handler is None:
            return False
        handler(data)
        return True

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

    def cmd_lang(self, lang: Any) -> None:
        if lang in LANGUAGES:
            self.t = Translator(lang)
            self._store(LANG_KEY, lang)

    @property
    def sound(self) -> bool:
        """Whether the player turned the table's sound cues on (remembered on this device;
        web/js/motion.js reads the same key when a cue is due)."""
        return self.storage.get(SOUND_KEY) == "on"

    def cmd_table_display(self, _: Any) -> None:
        """A watcher's phone, tablet or laptop shows the table large, for everyone at it."""
        self.table_display = not self.table_display

    def cmd_sound(self, _: Any) -> None:
        """Turn the sound cues on or off."""
        if self.sound:
            self.storage.pop(SOUND_KEY, None)
        else:
            self._store(SOUND_KEY, "on")

    def cmd_home(self, _: Any) -> None:
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
        self.screen = "home"
        self._resumable = self._check_save()

    def cmd_choose(self, game_id: Any) -> None:
        if not isinstance(game_id, str) or not playable(game_id):
            return
        self.setup = screens.setup.new_setup(game_id, self.t)
        self.screen = "setup"
        self.rules = None
        self.notice = None

    def cmd_add_seat(self, _: Any) -> None:
        if self.setup is not None:
            screens.setup.add_seat(self.setup, self.t)

    def cmd_remove_seat(self, index: Any) -> None:
        if self.setup is not None and isinstance(index, int):
            screens.setup.remove_seat(self.setup, index)

    def _seed(self) -> int:
        return self.fixed_seed if self.fixed_seed is not None else self.new_seed()

    def cmd_start(self, _: Any) -> None:
        if self.setup is None:
            return
        try:
            seats = screens.setup.seats_from(self.setup)
            table = Table(
                self.setup["game"], seats, seed=self._seed(), options=self.setup["options"]
            )
        except GameError as err:
            self.setup["error"] = self.t.error(err.to_dict())
            return
        self._begin(table)

    def cmd_again(self, game_id: Any) -> None:
        """At the end of a game: deal again at the same seats (the same game, or another)."""
        session = self.session
        if session is None or not session.table.can_rematch or session.table.result() is None:
            return
        table = session.table
        game_id = game_id if isinstance(game_id, str) and playable(game_id) else table.game_id
        self.sheet = None
        self.sharing = None
        try:
            table.rematch(game_id, self.new_seed())  # fresh, even after a fixed first deal
        except GameError as err:
            session.error = err.to_dict()

    def rematch_choices(self) -> list[str]:
        """The games this table could deal next."""
        session = self.session
        if session is None or not session.table.can_rematch:
            return []
        table = session.table
        seats = table.seat_infos()
        others = [game.id for game in catalog() if game.id != table.game_id]
        return [g for g in [table.game_id, *others] if fits(g, seats)]

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

    def cmd_rules(self, game_id: Any) -> None:
        """Open a game's "How to play" (from its set-up or its table), or close it."""
        self.rules = game_id if isinstance(game_id, str) and playable(game_id) else None

    def cmd_sheet(self, name: Any) -> None:
        """Open one of the table's sheets (the menu, the whole log), or close it."""
        self.sheet = name if name in SHEETS else None

    def cmd_lift_curtain(self, _: Any) -> None:
        if self.session is not None:
            self.session.lift_curtain()

    def cmd_act(self, action: Any) -> None:
        """Submit an action of the seat on screen. Words typed into the screen's fields
        (`field.<name>` inputs: a clue, a name) ride along; the game keeps only the fields
        its move declares."""
        session = self.session
        if session is None or session.viewer is None or session.curtain is not None:
            return
        if not isinstance(action, dict):
            return
        self.sheet = None
        typed = {k[len("field.") :]: v for k, v in self.form.items() if k.startswith("field.")}
        session.submit(session.viewer, {**typed, **action})  # the session hears the change

    def cmd_ui(self, data: Any) -> None:
        """A gesture that only changes what this screen shows (e.g. selecting cards)."""
        session = self.session
        if session is None or not isinstance(data, dict):
            return
        local = for_game(session.game_id).on_ui
        if local is not None:
            local(session.ui, data, session.view())

    # -- several phones -------------------------------------------------------------------------

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

    def cmd_refresh(self, _: Any) -> None:
        """Repaint with the form's values (e.g. a seat switched between person and bot)."""

    def cmd_dismiss(self, _: Any) -> None:
        self.notice = None
        if self.session is not None:
            self.session.error = None

    # -- replays --------------------------------------------------------------------------------

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
        self.screen = "replay"

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
        if self.session is None:
            return None
        table = self.session.table
        return replaying.code_of(table) or getattr(table, "replay", None)

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

    def elsewhere(self) -> None:
        """Another tab of this app took over the saved game: stop playing it here, without
        saving over what that tab saves, and offer to take it back."""
        session = self.session
        if session is None or session.table.save_kind is None:
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

    def send_input(self, data: Any) -> None:
        """The viewer's continuous input (a ladder being dragged), for the other devices to
        show live; not an action: nothing changes, nothing is saved. Refused data is dropped."""
        session = self.session
        if session is None or session.viewer is None or not isinstance(data, dict):
            return
        try:
            session.table.send_input(session.viewer, data)
        except GameError as err:
            log.info("input not sent: %s", err.message)

    def _heard_input(self, session: GameSession, seat: int, data: dict[str, Any]) -> None:
        if session is self.session:  # a table left behind by an earlier session stays quiet
            self.on_input(seat, data)

    def replan_bots(self) -> None:
        """Ask every bot again, though the table did not change (e.g. the physics a bot places
        with has just finished loading)."""
        self._handled_changes = -1
        self.invalidate()

    def use_physics(self, physics: Physics | None) -> None:
        """This device's physics, for the table in play and every later one."""
        self.physics = physics
        if self.session is not None:
            self.session.table.use_physics(physics)
        self.replan_bots()

    def _begin(self, table: TableLike) -> GameSession:
        table.use_physics(self.physics)
        self.session = GameSession(table, self.tempo, self.invalidate, self._heard_input)
        self.sharing = None
        self._handled_changes = -1
        self.screen = "game"
        self.setup = None
        self.notice = None
        self.rules = None
        self.sheet = None
        if table.save_kind is not None:
            self.claim()
        self.invalidate()
        return self.session

    # -- rendering ------------------------------------------------------------------------------

    def news(self) -> str:
        """What just happened, for the screen's live region (a screen reader says it once)."""
        if self.screen == "game" and self.session is not None:
            text = screens.game.news(self.session, self.t)
            # Each change of the table changes the region, even when its words repeat ("Bot 2
            # passed" in two rounds): a zero-width space on every other change, so it is heard.
            return text + ("\u200b" if text and self.session.changes % 2 else "")
        return ""

    def render(self) -> str:
        """The screen as HTML. It opens with the live region of news: screen readers announce
        its text as it changes (the move just made, the result), never the whole screen."""
        t = self.t
        parts = [f'<p id="news" class="visually-hidden" role="status">{esc(self.news())}</p>']
        if self.notice:
            parts.append(
                f'<div class="notice" role="alert"><p>{esc(self.notice)}</p>'
                + button("OK", "dismiss", cls="ghost", key="notice-ok")
                + "</div>"
            )
        if self.screen == "setup" and self.setup is not None:
            parts.append(
                screens.setup.render(
                    self.setup,
                    t,
                    self.fixed_seed,
                    self.net is not None,
                    self.rules is not None,
                    connects=self.net is None or self.net.connects,
                )
            )
        elif self.screen == "replay" and self.viewer is not None:
            parts.append(screens.replay.render(self.viewer, t, self.sharing))
        elif self.screen == "game" and self.session is not None:
            parts.append(
                screens.game.render(
                    self.session,
                    t,
                    self.party,
                    self.visit,
                    self.rematch_choices(),
                    rules_open=self.rules == self.session.game_id,
                    sound=self.sound,
                    display=self.table_display,
                    open_sheet=self.sheet,
                    replay=self._replay_offer(),
                    sharing=self._sharing_sheet(),
                )
            )
        elif self.screen == "lobby" and self.party is not None:
            parts.append(screens.lobby.render_lobby(self.party, t))
        elif self.screen == "join" and self.visit is not None:
            parts.append(screens.lobby.render_join(self.visit, t))
        elif self.screen == "elsewhere":
            parts.append(
                '<section class="elsewhere card-panel" role="alert">'
                f"<h2>{esc(t('tabs.elsewhere'))}</h2><p>{esc(t('tabs.hint'))}</p>"
                + button(t("tabs.take_over"), "take-over", cls="primary big", key="take-over")
                + button(t("game.home"), "home", cls="ghost", key="elsewhere-home")
                + "</section>"
            )
        else:
            if self.sharing is not None:
                parts.append(screens.replay.share_panel(self.sharing, t))
            parts.append(
                screens.home.render(t, self._resumable, catalog(), COMING, sound=self.sound)
            )
            parts.append(screens.replay.history(replaying.history(self.storage), t))
        return "".join(parts)

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
        """At a game's end, in the result sheet: Share replay, and Watch replay on a phone
        that did not referee the game (it was sent the host's code)."""
        session = self.session
        if session is None or not self._replayable():
            return ""
        watch = ""
        if session.table.save_kind is None:  # a guest's or watcher's phone: the host's code
            watch = button(self.t("replay.watch"), "watch-replay", cls="ghost", key="watch-replay")
        return (
            '<div class="replay-offer">'
            + watch
            + button(self.t("replay.share"), "share-replay", cls="ghost", key="share-replay")
            + "</div>"
        )
