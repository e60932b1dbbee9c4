"""Tests of agot_qt.devtools."""
