"""The Iron Bank on screen (Mother of Dragons' option `iron_bank`): the loans on offer with what
each costs the player on screen, how many are left in the deck, and each house's loans and the
interest it owes every Westeros phase. Everything comes from the view's `iron_bank` field
(docs/PROTOCOL.md §9); the panel hides itself in games without the Bank.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QToolTip, QWidget

from ..words import names
from ..style import theme
from .base import RichTextPanel

translate = QCoreApplication.translate

# the loans' texts (resources/rulesets/mother_of_dragons.json, iron_bank.loans[].effect)
LOAN_TEXTS = (
    QT_TRANSLATE_NOOP("CardText", "Gain 10 Power tokens."),
    QT_TRANSLATE_NOOP("CardText", "Put a power improvement (+1 crown) on any land area, then gain 8 Power tokens."),
    QT_TRANSLATE_NOOP("CardText", "Place 1 Footman, 1 Knight, 1 Siege Engine and 1 Ship from reserve in areas the "
                                  "buyer controls or has units in (supply limits apply)."),
    QT_TRANSLATE_NOOP("CardText", "Put a supply improvement (+1 barrel) on each of two different land areas."),
    QT_TRANSLATE_NOOP("CardText", "Upgrade two Castles (any areas, anyone's) to Strongholds."),
    QT_TRANSLATE_NOOP("CardText", "Degrade one Castle (any area) so it no longer has a Castle, then put a power or a "
                                  "supply improvement in that area."),
    QT_TRANSLATE_NOOP("CardText", "Put a supply improvement on any land area, then move up one space on the Supply "
                                  "track."),
    QT_TRANSLATE_NOOP("CardText", "Place 1 Footman and 3 Ships from reserve in areas the buyer controls or has units "
                                  "in."),
    QT_TRANSLATE_NOOP("CardText", "Place 1 Footman and 2 Siege Engines from reserve in areas the buyer controls or "
                                  "has units in."),
    QT_TRANSLATE_NOOP("CardText", "Look at the top two cards of one Westeros deck; put any of them on the bottom and "
                                  "the rest on top, in any order."),
    QT_TRANSLATE_NOOP("CardText", "Destroy one Knight in one area and one Footman in a different area; they may "
                                  "belong to any player or vassal."),
    QT_TRANSLATE_NOOP("CardText", "Place 3 Knights from reserve in areas the buyer controls or has units in."),
)


def loan_text(loan: str) -> str:
    """A loan's effect in the interface language ("" for an unknown id)."""
    bank = names.ruleset().iron_bank or {}
    c = next((c for c in bank.get("loans", []) if c["id"] == loan), None)
    return translate("CardText", c["effect"]) if c else ""


def loan_tooltip(loan: str) -> str:
    return f"<b>{html.escape(names.any_id(loan))}</b><br>{html.escape(loan_text(loan))}"


class IronBankPanel(RichTextPanel):
    """The market, the deck and the debts; hovering a loan shows what it does."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.hide()

    def refresh(self, view: dict[str, Any] | None) -> None:
        self.view = view
        bank = (view or {}).get("iron_bank")
        self.setVisible(bool(bank))
        if not bank:
            self.setText("")
            return
        self.setText(self.html(view, bank))

    @staticmethod
    def html(view: dict[str, Any], bank: dict[str, Any]) -> str:
        seat = view.get("seat")
        prices = (bank.get("prices") or {}).get(seat) if seat else None
        parts = [f"<b>{html.escape(translate('IronBank', 'The Iron Bank'))}</b>"]
        rows = []
        for i, slot in enumerate(bank.get("slots", [])):
            cost = slot.get("cost")
            price = prices[i] if prices and i < len(prices) else cost
            loan = slot.get("loan")
            if loan:
                name = (f"<a href='loan:{loan}' style='color:#5b3a12;text-decoration:none'>"
                        f"{html.escape(names.any_id(loan))}</a>")
            else:
                name = f"<i>{html.escape(translate('IronBank', 'empty'))}</i>"  # bought, or not filled yet
            what = translate("IronBank", "{cost} power").format(cost=price)
            if price != cost:
                what = translate("IronBank", "{cost} power (you pay {price})").format(cost=cost, price=price)
            rows.append(f"<tr><td>{slot.get('slot', i + 1)}.</td><td>{name}</td>"
                        f"<td align=right>{html.escape(what)}</td></tr>")
        parts[-1] += "<table cellspacing=2 style='margin-top:0'>" + "".join(rows) + "</table>"
        facts = [translate("IronBank", "{n} loans left in the deck").format(n=bank.get("deck_size", 0))]
        if bank.get("discount_holder"):
            facts.append(translate("IronBank", "{house} holds Braavos and pays less").format(
                house=names.house(bank["discount_holder"])))
        facts.append(translate("IronBank", "interest from round {n}").format(n=bank.get("interest_from_round", 2)))
        parts.append(html.escape(" · ".join(facts)))
        debts = []
        for house in view.get("tracks", {}).get("iron_throne", []):
            loans = (bank.get("loans") or {}).get(house) or []
            owed = (bank.get("interest") or {}).get(house, 0)
            if not loans and not owed:
                continue
            listed = names.listing(f"<a href='loan:{c}' style='color:#5b3a12;text-decoration:none'>"
                                   f"{html.escape(names.any_id(c))}</a>" for c in loans)
            owe = html.escape(translate("IronBank", "owes {n} power each Westeros phase").format(n=owed))
            debts.append(f"{theme.house_dot(house)} <b>{html.escape(names.house(house))}</b>: {listed} — {owe}")
        if debts:
            parts.append("<br>".join(debts))
        else:
            parts.append(f"<i>{html.escape(translate('IronBank', 'Nobody owes the Iron Bank anything yet.'))}</i>")
        return "<br>".join(parts)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and self.view:
            anchor = self._anchor_at(e.pos())
            if anchor and anchor.startswith("loan:"):
                QToolTip.showText(e.globalPos(), loan_tooltip(anchor.split(":", 1)[1]), self)
                return True
            QToolTip.hideText()
            return True
        return super().event(e)

    def _anchor_at(self, pos) -> str | None:
        from .westeros import WesterosPanel

        return WesterosPanel._anchor_at(self, pos)  # the same rich-text label lookup
