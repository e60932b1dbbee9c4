"""Qt desktop client for the game (PySide6). Only this package imports Qt."""
