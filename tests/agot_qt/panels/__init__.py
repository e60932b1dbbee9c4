"""Tests of agot_qt.panels."""
