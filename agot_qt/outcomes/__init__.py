"""Outcomes every window shows: battle summaries, bid tables and the Westeros draw.

`report_html` turns the engine's public reports into rich text in the interface language;
`overlay.OutcomeOverlay` shows the latest one over the map until it is dismissed.
"""
from __future__ import annotations

from .overlay import OutcomeOverlay, outcome_of

__all__ = ["OutcomeOverlay", "outcome_of"]
