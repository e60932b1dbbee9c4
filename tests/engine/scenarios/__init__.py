"""Tests of engine.scenarios."""
