"""Tests of agot_qt.decisions."""
