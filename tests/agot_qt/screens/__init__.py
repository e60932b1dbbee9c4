"""Tests of agot_qt.screens."""
