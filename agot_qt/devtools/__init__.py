"""Developers' tools, never imported by the window: `python -m agot_qt.bench` (frame and
start-up times) and `python -m agot_qt.screenshots OUT_DIR` (the documentation screenshots).
"""
