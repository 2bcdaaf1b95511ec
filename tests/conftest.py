import pytest
from hypothesis import HealthCheck, settings
from sobremesa_web import registry

from engine.games import register
from tests import toy_screen
from tests.toy_game import GAME, use_toy_bots

# Hypothesis's default deadline (200 ms an example) and its too-slow health check judge the
# machine, not the code: on a loaded machine they failed a property that holds. What a property
# says is checked on every example, however long it takes.
settings.register_profile("sobremesa", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("sobremesa")


@pytest.fixture(autouse=True, scope="session")
def _toy_game_registered():
    register(GAME)
    registry.register(toy_screen.SCREEN)


@pytest.fixture
def toy_bots(monkeypatch):
    """Bots for the toy game that add 1 after half a second."""
    use_toy_bots(monkeypatch, 0.5)
