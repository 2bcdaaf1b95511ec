"""The app's flow: home → seat set-up → a game, with saving, resuming and bots on timers.

`App` knows nothing of the DOM: the browser glue feeds it commands (a button's `data-cmd` and
`data-arg`, plus the values of the form fields on screen) and asks it for HTML. A storage
mapping and a scheduler are injected, so the whole flow runs under pytest as it does in Pyodide.
"""

from __future__ import annotations

import logging
from typing import Any, assert_never

from engine.core import GameError, Physics
from engine.games import COMING, catalog
from sobremesa_web import replaying, screens
from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import BadTap, Form, handlers_of, handles
from sobremesa_web.commands.game import GameCommands
from sobremesa_web.commands.network import NetworkCommands
from sobremesa_web.commands.party import PartyCommands
from sobremesa_web.commands.replays import ReplayCommands
from sobremesa_web.commands.saving import SavingCommands
from sobremesa_web.html import button, esc
from sobremesa_web.i18n import Translator
from sobremesa_web.state import AppScreen

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

    A tap's `data-cmd` names a command declared in `sobremesa_web.commands.declared`; its
    handler is the method declared for it (`handles`), in its group in
    `sobremesa_web.commands` (`game`, `saving`, `party`, `replays`, `network`); the few every
    screen has (language, sound, refresh, dismiss) are here. What they all share is
    `sobremesa_web.state.AppState`.
    """

    def handle(self, cmd: str, arg: str | None = None, form: dict[str, str] | None = None) -> None:
        """One user gesture, flushed once at its end. Unknown commands and arguments their
        command cannot read are ignored, never fatal."""
        handled, self._handling = False, True
        try:
            handled = self._run(cmd, arg, form or {})
        finally:
            self._handling = False
            if handled or self._dirty:
                self.flush()

    def _run(self, cmd: str, arg: str | None, form: Form) -> bool:
        """Read the form on screen, then run the gesture's command's handler if it has one
        (a command it does not know: False, nothing flushed)."""
        if self.screen == AppScreen.SETUP and self.setup is not None:
            screens.setup.read_form(self.setup, form, self.t)
        if self.screen == AppScreen.LOBBY and self.party is not None:
            self._read_lobby_teams(form)
        self._keep_typed_codes(form)
        found = HANDLERS.get(cmd)
        if found is None:
            return False
        command, handler = found
        try:
            parameter = command.parse(arg, form)
        except BadTap as err:
            log.info("a %s tap it cannot read: %s", cmd, err)
            return True  # the form it brought was read: it is painted
        handler(self, parameter)
        return True

    @handles(declared.LANG)
    def cmd_lang(self, lang: str) -> None:
        self.t = Translator(lang)
        self._store(LANG_KEY, lang)

    @property
    def sound(self) -> bool:
        """Whether the player turned the table's sound cues on (remembered on this device;
        web/js/motion.js reads the same key when a cue is due)."""
        return self.storage.get(SOUND_KEY) == "on"

    @handles(declared.SOUND)
    def cmd_sound(self, _: None) -> None:
        """Turn the sound cues on or off."""
        if self.sound:
            self.storage.pop(SOUND_KEY, None)
        else:
            self._store(SOUND_KEY, "on")

    @handles(declared.REFRESH)
    def cmd_refresh(self, _: None) -> None:
        """Repaint with the form's values (e.g. a seat switched between person and bot)."""

    @handles(declared.DISMISS)
    def cmd_dismiss(self, _: None) -> None:
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

    # -- rendering ------------------------------------------------------------------------------

    def news(self) -> str:
        """What just happened, for the screen's live region (a screen reader says it once)."""
        if self.screen == AppScreen.GAME and self.session is not None:
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
                + button("OK", declared.DISMISS, cls="ghost", key="notice-ok")
                + "</div>"
            )
        shown = self._screen()
        if shown is None:  # home, or a screen whose subject is gone
            if self.sharing is not None:
                parts.append(screens.replay.share_panel(self.sharing, t))
            parts.append(
                screens.home.render(t, self._resumable, catalog(), COMING, sound=self.sound)
            )
            parts.append(screens.replay.history(replaying.history(self.storage), t))
        else:
            parts.append(shown)
        return "".join(parts)

    def _screen(self) -> str | None:
        """The screen on show, as HTML; None for the home screen, which any screen whose
        subject is gone (a set-up, a viewer, a session, a party, a visit) falls back to."""
        t = self.t
        match self.screen:
            case AppScreen.HOME:
                return None
            case AppScreen.SETUP:
                if self.setup is None:
                    return None
                return screens.setup.render(
                    self.setup,
                    t,
                    self.fixed_seed,
                    self.net is not None,
                    self.rules is not None,
                    rules_more=self.rules_more,
                    connects=self.net is None or self.net.connects,
                )
            case AppScreen.REPLAY:
                if self.viewer is None:
                    return None
                return screens.replay.render(
                    self.viewer,
                    t,
                    self.sharing,
                    rules_open=self.rules == self.viewer.replay.game_id,
                    rules_more=self.rules_more,
                    open_sheet=self.sheet,
                )
            case AppScreen.GAME:
                if self.session is None:
                    return None
                return screens.game.render(
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
            case AppScreen.LOBBY:
                return None if self.party is None else screens.lobby.render_lobby(self.party, t)
            case AppScreen.JOIN:
                return None if self.visit is None else screens.join.render_join(self.visit, t)
            case AppScreen.SETTINGS:
                return self.settings_screen()
            case AppScreen.ELSEWHERE:
                return (
                    '<section class="elsewhere card-panel" role="alert">'
                    f"<h2>{esc(t('tabs.elsewhere'))}</h2><p>{esc(t('tabs.hint'))}</p>"
                    + button(
                        t("tabs.take_over"), declared.TAKE_OVER, cls="primary big", key="take-over"
                    )
                    + button(t("game.home"), declared.HOME, cls="ghost", key="elsewhere-home")
                    + "</section>"
                )
            case unknown:
                assert_never(unknown)


HANDLERS = handlers_of(App)  # each command's name -> (its declaration, its handler)
