"""agot_qt.net imports no Qt: its tests run without the window's application and settings that
tests/agot_qt/conftest.py gives every window test."""
import pytest


@pytest.fixture(scope="session", autouse=True)
def _app():
    yield None


@pytest.fixture(autouse=True)
def _no_leave_questions():
    yield
