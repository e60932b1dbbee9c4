"""Tests of agot_qt.games."""
