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
from typing import Any

from engine.core import GameError, Physics
from engine.games import COMING, catalog
from engine.table import TableLike
from sobremesa_web import replaying, screens
from sobremesa_web.commands.game import GameCommands
from sobremesa_web.commands.network import NetworkCommands
from sobremesa_web.commands.party import PartyCommands
from sobremesa_web.commands.replays import ReplayCommands
from sobremesa_web.commands.saving import SavingCommands
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import LANGUAGES, Translator
from sobremesa_web.multi import GuestVisit, HostParty
from sobremesa_web.net import Network
from sobremesa_web.session import GameSession, Scheduler

LANG_KEY = "sobremesa.lang"
SOUND_KEY = "sobremesa.sound"  # "on" or absent: sound is off until the player turns it on
log = logging.getLogger("sobremesa.app")


class App(GameCommands, SavingCommands, PartyCommands, ReplayCommands, NetworkCommands):
    """The whole app as plain Python: commands in, HTML out.

    Every change, whatever its source (a tap, a bot's timer, a message from another phone),
    ends in `invalidate()`; the browser then calls `flush()` once per animation frame, which
    saves, re-plans the bots (once per change of the table) and paints. A tap flushes at once,
    and only then: what it changed is painted with it, and a frame already asked for finds
    nothing left to paint (one flush, one render per tap).

    A tap's `data-cmd` names its handler: `cmd_<name>`, dashes as underscores, found on the
    App by name. The handlers live with their group in `sobremesa_web.commands` (`game`,
    `saving`, `party`, `replays`); the few every screen has (language, sound, refresh,
    dismiss) are here.
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
        self.rules_more = False  # and whether it shows its part drawn only when asked
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

    def cmd_lang(self, lang: Any) -> None:
        if lang in LANGUAGES:
            self.t = Translator(lang)
            self._store(LANG_KEY, lang)

    @property
    def sound(self) -> bool:
        """Whether the player turned the table's sound cues on (remembered on this device;
        web/js/motion.js reads the same key when a cue is due)."""
        return self.storage.get(SOUND_KEY) == "on"

    def cmd_sound(self, _: Any) -> None:
        """Turn the sound cues on or off."""
        if self.sound:
            self.storage.pop(SOUND_KEY, None)
        else:
            self._store(SOUND_KEY, "on")

    def cmd_refresh(self, _: Any) -> None:
        """Repaint with the form's values (e.g. a seat switched between person and bot)."""

    def cmd_dismiss(self, _: Any) -> None:
        self.notice = None
        if self.session is not None:
            self.session.error = None

    def send_input(self, data: Any) -> None:
        """The viewer's continuous input (a ladder being dragged), for the other devices to
        show live; not an action: nothing changes, nothing is saved. Refused data is dropped."""
        session = self.session
        if session is None or session.viewer is None or not isinstance(data, dict):
            return
        networked = session.table.networked
        if networked is None:  # a local table: every seat plays on this device
            return
        try:
            networked.send_input(session.viewer, data)
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
        referee = self.session.table.referee if self.session is not None else None
        if referee is not None:  # a guest's phone: the host's physics checks and places
            referee.use_physics(physics)
        self.replan_bots()

    def _begin(self, table: TableLike) -> GameSession:
        if table.referee is not None:
            table.referee.use_physics(self.physics)
        self.session = GameSession(table, self.tempo, self.invalidate, self._heard_input)
        self.sharing = None
        self._handled_changes = -1
        self.screen = "game"
        self.setup = None
        self.notice = None
        self.rules = None
        self.sheet = None
        if table.referee is not None:  # this device saves it
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
                    rules_more=self.rules_more,
                    connects=self.net is None or self.net.connects,
                )
            )
        elif self.screen == "replay" and self.viewer is not None:
            parts.append(
                screens.replay.render(
                    self.viewer,
                    t,
                    self.sharing,
                    rules_open=self.rules == self.viewer.replay.game_id,
                    rules_more=self.rules_more,
                    open_sheet=self.sheet,
                )
            )
        elif self.screen == "game" and self.session is not None:
            parts.append(
                screens.game.render(
                    self.session,
                    t,
                    self.party,
                    self.visit,
                    self.rematch_choices(),
                    rules_open=self.rules == self.session.game_id,
                    rules_more=self.rules_more,
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
            parts.append(screens.join.render_join(self.visit, t))
        elif self.screen == "settings":
            parts.append(self.settings_screen())
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
