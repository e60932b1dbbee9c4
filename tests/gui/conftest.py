import os
import tempfile

import pytest

# settings written by the tests (e.g. the chosen language) go to a scratch folder
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="agot-gui-tests-")


@pytest.fixture(scope="session", autouse=True)
def _app():
    """The application as `agot` sets it up, in English unless a test switches."""
    from agot_qt import i18n
    from agot_qt.app import application

    app = application()
    i18n.set_language("en")
    yield app


@pytest.fixture
def english():
    from agot_qt import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
