import pytest

from engine.games import register
from tests.toy_game import GAME


@pytest.fixture(autouse=True, scope="session")
def _toy_game_registered():
    register(GAME)
