"""Secret bids of power tokens (Clash of Kings tracks, wildling attacks)."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox

from engine import commands as C

from ..words import names
from ..style import theme
from .common import DecisionWidget, action_button, confirm_row, text_label

translate = QCoreApplication.translate


class BidWidget(DecisionWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        purpose = o["purpose"]
        self.lay.addWidget(text_label(names.bid_purpose(purpose), bold=True, size=11))
        if purpose.startswith("clash-of-kings:"):
            track = purpose.split(":", 1)[1]
            order = self.view["tracks"][track]
            text = translate("Decisions", "Bid power tokens for the {track} track. All bids are revealed together "
                                          "and every token bid is lost. Now: {order}.").format(
                track=names.track(track), order=names.listing(names.house(h) for h in order))
        else:
            wa = self.view.get("wildling_attack") or {}
            text = translate("Decisions", "The wildlings attack with strength {n}. Bid power tokens for the "
                                          "Night's Watch; all bids are lost.").format(
                n=wa.get("strength", self.view.get("wildling_threat", 0)))
        self.lay.addWidget(text_label(text))
        self.table = text_label(self._table_html())
        self.lay.addWidget(self.table)
        row = QHBoxLayout()
        self.lay.addLayout(row)
        self.spin = QSpinBox()
        self.spin.setRange(0, o["max"])
        self.spin.setSuffix(" " + translate("Decisions", "power"))
        row.addWidget(QLabel(translate("Decisions", "Your bid (you have {n}):").format(n=o["max"]), self))
        row.addWidget(self.spin)
        self.spin.lineEdit().returnPressed.connect(self.submit)  # Enter in the box places the bid
        b = action_button(translate("Decisions", "Place bid"), primary=True)
        b.clicked.connect(self.submit)
        confirm_row(self.lay, b)

    def _table_html(self) -> str:
        """Each house's power and whether it has bid yet (✔) or not (…)."""
        bidding = self.view.get("bidding") or {}
        placed = set(bidding.get("placed", []))
        rows = []
        for h in bidding.get("houses", self.view["houses"]):
            mark = "✔" if h in placed else "…"
            rows.append(f"<tr><td>{theme.house_dot(h)} "
                        f"{html.escape(names.house(h))}</td><td align=right>{self.view['power'][h]}</td>"
                        f"<td align=center>{mark}</td></tr>")
        head = [html.escape(translate("Decisions", "House")), html.escape(translate("Decisions", "Power")),
                html.escape(translate("Decisions", "Bid"))]
        return (f"<table cellspacing=0 cellpadding=3><tr><th align=left>{head[0]}</th><th align=right>{head[1]}</th>"
                f"<th align=center>{head[2]}</th></tr>" + "".join(rows) + "</table>")

    def view_changed(self, view: dict[str, Any]) -> None:
        super().view_changed(view)
        self.table.setText(self._table_html())

    def set_amount(self, n: int) -> bool:
        if not 0 <= n <= self.options["max"]:
            return False
        self.spin.setValue(n)
        return True

    def submit(self) -> None:
        if not self.sent:  # Enter and a click on the button are one bid
            self.submit_command(C.Bid(self.spin.value()))

    def draft(self) -> dict[str, Any]:
        return {"amount": self.spin.value()}

    def restore(self, draft: dict[str, Any]) -> None:
        self.set_amount(int(draft.get("amount", 0)))
