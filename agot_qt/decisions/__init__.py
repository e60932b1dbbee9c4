"""Widgets for every decision the game asks of a player, one module per family.

    common.py    DecisionWidget (the base), order and unit pixmaps, labels and buttons
    orders.py    placing orders (with the token tray) and the Messenger Raven
    action.py    resolving a raid, planning a march
    combat.py    support, house cards, retreats, and the combat panel
    choices.py   choices with a list of answers, selecting units, ordering tied houses
    muster.py    mustering
    bids.py      secret bids
    objectives.py  objective cards (A Feast for Crows): keep, score, give, return
    vassals.py   claiming vassals (a seat's decisions for a vassal are built as the vassal's)
    draft.py     a house-card draft's pick: a card or a place on a track
    panel.py     DecisionPanel: hosts the widget for the decision this window's seat owes
"""
from .action import MarchWidget, RaidWidget
from .bids import BidWidget
from .choices import ChooseWidget, OrderHousesWidget, SelectUnitsWidget, option_label, prompt_text, prompt_title
from .combat import CombatPanel, HouseCardWidget, RetreatWidget, SupportWidget
from .common import SECRET_KINDS, DecisionWidget, is_secret, kind_label, order_pixmap, unit_pixmap
from .draft import DraftWidget
from .muster import MusterWidget
from .orders import OrderTray, PlaceOrdersWidget, RavenWidget, TrayToken
from .panel import WIDGETS, DecisionPanel

__all__ = [
    "SECRET_KINDS", "WIDGETS", "BidWidget", "ChooseWidget", "CombatPanel", "DecisionPanel", "DecisionWidget",
    "DraftWidget", "HouseCardWidget", "MarchWidget", "MusterWidget", "OrderHousesWidget", "OrderTray", "PlaceOrdersWidget",
    "RaidWidget", "RavenWidget", "RetreatWidget", "SelectUnitsWidget", "SupportWidget", "TrayToken", "is_secret",
    "kind_label", "option_label", "order_pixmap", "prompt_text", "prompt_title", "unit_pixmap",
]
