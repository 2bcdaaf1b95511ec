import pytest
from sobremesa_web import registry

from engine.games import register
from tests import toy_screen
from tests.toy_game import GAME


@pytest.fixture(autouse=True, scope="session")
def _toy_game_registered():
    register(GAME)
    registry.register(toy_screen.SCREEN)
