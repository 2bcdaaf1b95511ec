"""The commands of choosing, setting up and playing a game on this device: a part of
`sobremesa_web.app.App` (its `cmd_*` handlers are found by name)."""

from __future__ import annotations

from typing import Any

from engine.core import GameError
from engine.games import catalog, get_game, playable
from engine.table import Table
from sobremesa_web import screens
from sobremesa_web.registry import for_game

SHEETS = ("menu", "log")


def fits(game_id: str, seats: list[Any]) -> bool:
    """Whether a table of these seats can deal this game (for "play again" with another game)."""
    game = get_game(game_id)
    humans = sum(1 for s in seats if s.kind == "human")
    return game.fits(len(seats)) and (game.pass_and_play or humans <= 1)


class GameCommands:
    """Home, set-up, the table's sheets and the moves of the seat on screen."""

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
        table = session.table.referee if session is not None else None
        if session is None or table is None or table.result() is None:
            return  # a game in play, or a guest's: its host deals the next game
        game_id = game_id if isinstance(game_id, str) and playable(game_id) else table.game_id
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

    def cmd_rules(self, game_id: Any) -> None:
        """Open a game's "How to play" (from its set-up or its table), or close it;
        `<game id>+more` shows it with the part drawn only when asked."""
        more = isinstance(game_id, str) and game_id.endswith("+more")
        if more:
            game_id = game_id.removesuffix("+more")
        self.rules = game_id if isinstance(game_id, str) and playable(game_id) else None
        self.rules_more = more and self.rules is not None

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

    def cmd_showing(self, data: Any) -> None:
        """The screen's own script has started showing a bot's move ({"seat", "move"}): the
        move waits until it is shown (`GameSession.showing`)."""
        if self.session is not None and isinstance(data, dict):
            self.session.showing(data.get("seat"), data.get("move"))

    def cmd_shown(self, data: Any) -> None:
        """The screen's own script has shown that move to its end: it may land."""
        if self.session is not None and isinstance(data, dict):
            self.session.shown(data.get("seat"), data.get("move"))

    def cmd_ui(self, data: Any) -> None:
        """A gesture that only changes what this screen shows (e.g. selecting cards)."""
        session = self.session
        if session is None or not isinstance(data, dict):
            return
        local = for_game(session.game_id).on_ui
        if local is not None:
            local(session.ui, data, session.view())

    def cmd_table_display(self, _: Any) -> None:
        """A watcher's phone, tablet or laptop shows the table large, for everyone at it."""
        self.table_display = not self.table_display
