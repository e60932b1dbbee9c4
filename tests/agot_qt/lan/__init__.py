"""Tests of agot_qt.lan."""
