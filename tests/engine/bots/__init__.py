"""Tests of engine.bots."""
