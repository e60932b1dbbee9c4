"""Tests of agot_qt.words."""
