"""Tests of agot_qt.style."""
