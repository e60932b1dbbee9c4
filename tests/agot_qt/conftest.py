import os
import tempfile

import pytest

# settings written by the tests (e.g. the chosen language) go to a scratch folder, and so do
# the autosaves and LAN saves (the user's data folder)
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="agot-gui-tests-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="agot-gui-data-")


@pytest.fixture(scope="session", autouse=True)
def _app():
    """The application as `agot` sets it up, in English unless a test switches."""
    from agot_qt.words import i18n
    from agot_qt.app import application

    app = application()
    i18n.set_language("en")
    yield app


@pytest.fixture
def english():
    from agot_qt.words import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _no_leave_questions():
    """Windows closed by the tests end their games without asking; tests of the question
    itself ask for `asks_before_leaving`."""
    from agot_qt.games import leave

    leave.ASK = False
    yield
    leave.ASK = False


@pytest.fixture
def asks_before_leaving(qtbot):
    """The window asks before ending a game (as it does outside the tests); torn down before
    qtbot closes the test's windows."""
    from agot_qt.games import leave

    leave.ASK = True
    yield
    leave.ASK = False
