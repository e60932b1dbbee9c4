"""Tests of agot_qt.outcomes."""
