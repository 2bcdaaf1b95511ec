"""The commands of choosing, setting up and playing a game on this device: a part of
`sobremesa_web.app.App` (each handler is declared for its command by `handles`)."""

from __future__ import annotations

from typing import Any

from engine.core import GameError
from engine.games import catalog, get_game, playable
from engine.table import SeatInfo, Table
from sobremesa_web.commands import declared
from sobremesa_web.commands.declared import handles
from sobremesa_web.registry import for_game
from sobremesa_web.screens import setup as setup_screen
from sobremesa_web.state import AppScreen, AppState

SHEETS = ("menu", "log")


def fits(game_id: str, seats: list[SeatInfo]) -> bool:
    """Whether a table of these seats can deal this game (for "play again" with another game)."""
    game = get_game(game_id)
    humans = sum(1 for s in seats if s.kind == "human")
    return game.fits(len(seats)) and (game.pass_and_play or humans <= 1)


class GameCommands(AppState):
    """Home, set-up, the table's sheets and the moves of the seat on screen."""

    @handles(declared.HOME)
    def cmd_home(self, _: None) -> None:
        self.go_home()

    @handles(declared.CHOOSE)
    def cmd_choose(self, game_id: str) -> None:
        if not playable(game_id):
            return
        self.setup = setup_screen.new_setup(game_id, self.t)
        self.screen = AppScreen.SETUP
        self.rules = None
        self.notice = None

    @handles(declared.ADD_SEAT)
    def cmd_add_seat(self, _: None) -> None:
        if self.setup is not None:
            setup_screen.add_seat(self.setup, self.t)

    @handles(declared.REMOVE_SEAT)
    def cmd_remove_seat(self, index: int) -> None:
        if self.setup is not None:
            setup_screen.remove_seat(self.setup, index)

    @handles(declared.START)
    def cmd_start(self, _: None) -> None:
        if self.setup is None:
            return
        try:
            seats = setup_screen.seats_from(self.setup)
            table = Table(
                self.setup["game"], seats, seed=self._seed(), options=self.setup["options"]
            )
        except GameError as err:
            self.setup["error"] = self.t.error(err.to_dict())
            return
        self._begin(table)

    @handles(declared.AGAIN)
    def cmd_again(self, game_id: str | None) -> None:
        """At the end of a game: deal again at the same seats (the same game, or another)."""
        session = self.session
        table = session.table.referee if session is not None else None
        if session is None or table is None or table.result() is None:
            return  # a game in play, or a guest's: its host deals the next game
        game_id = game_id if game_id is not None and playable(game_id) else table.game_id
        self.sheet = None
        self.sharing = None
        try:
            table.rematch(game_id, self.new_seed())  # fresh, even after a fixed first deal
        except GameError as err:
            session.error = err.to_dict()

    def rematch_choices(self) -> list[str]:
        """The games this table could deal next."""
        table = self.session.table.referee if self.session is not None else None
        if table is None:  # a guest's host deals the next game
            return []
        seats = table.seat_infos()
        others = [game.id for game in catalog() if game.id != table.game_id]
        return [g for g in [table.game_id, *others] if fits(g, seats)]

    @handles(declared.RULES)
    def cmd_rules(self, game_id: str | None) -> None:
        """Open a game's "How to play" (from its set-up or its table), or close it;
        `<game id>+more` shows it with the part drawn only when asked."""
        more = game_id is not None and game_id.endswith("+more")
        if game_id is not None and more:
            game_id = game_id.removesuffix("+more")
        self.rules = game_id if game_id is not None and playable(game_id) else None
        self.rules_more = more and self.rules is not None

    @handles(declared.SHEET)
    def cmd_sheet(self, name: str | None) -> None:
        """Open one of the table's sheets (the menu, the whole log), or close it."""
        self.sheet = name if name in SHEETS else None

    @handles(declared.LIFT_CURTAIN)
    def cmd_lift_curtain(self, _: None) -> None:
        if self.session is not None:
            self.session.lift_curtain()

    @handles(declared.ACT)
    def cmd_act(self, action: dict[str, Any]) -> None:
        """Submit an action of the seat on screen (with the words typed into the screen's
        fields, `declared.move`)."""
        session = self.session
        if session is None or session.viewer is None or session.curtain is not None:
            return
        self.sheet = None
        session.submit(session.viewer, action)  # the session hears the change

    @handles(declared.SHOWING)
    def cmd_showing(self, data: dict[str, Any]) -> None:
        """The screen's own script has started showing a bot's move ({"seat", "move"}): the
        move waits until it is shown (`GameSession.showing`)."""
        if self.session is not None:
            self.session.showing(data.get("seat"), data.get("move"))

    @handles(declared.SHOWN)
    def cmd_shown(self, data: dict[str, Any]) -> None:
        """The screen's own script has shown that move to its end: it may land."""
        if self.session is not None:
            self.session.shown(data.get("seat"), data.get("move"))

    @handles(declared.UI)
    def cmd_ui(self, data: dict[str, Any]) -> None:
        """A gesture that only changes what this screen shows (e.g. selecting cards)."""
        session = self.session
        if session is None:
            return
        local = for_game(session.game_id).on_ui
        if local is not None:
            local(session.ui, data, session.view())

    @handles(declared.TABLE_DISPLAY)
    def cmd_table_display(self, _: None) -> None:
        """A watcher's phone, tablet or laptop shows the table large, for everyone at it."""
        self.table_display = not self.table_display
