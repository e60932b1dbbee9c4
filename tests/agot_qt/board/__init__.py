"""Tests of agot_qt.board."""
