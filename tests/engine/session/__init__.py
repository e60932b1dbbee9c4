"""Tests of engine.session."""
