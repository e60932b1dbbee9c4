"""Public reports of outcomes: a resolved combat, a Clash of Kings track, a wildling attack.

Every window (players, spectators, a host-only board, a replay) shows these outcomes from
the engine's own numbers, so nothing has to be recomputed or guessed from log lines. A
report is built only from what is public when it is made: house cards once revealed, Tides
of Battle cards once turned up, bids once all are in. The latest of each kind also stays
in the state (`last_battle`, `last_bidding`) so a late joiner's or a replay's view has it.

A combat frame keeps a `record` of the public events emitted while it is on the stack
(`Game.emit` appends them); the summary reads casualties, retreats and ability effects
from that record, and learns which abilities fired where every timed ability runs
(`cards.run_ability`), so it names no card and follows whatever the abilities did.
Passive texts that only change numbers (a unit counting more, a card +1, a doubled
defense order) are noted by `cards.noting` while combat computes its final numbers;
a card an ability cancels or replaces is read from the same record.
"""
from __future__ import annotations

from typing import Any

Frame = dict[str, Any]
RETREAT_LOSSES = ("cannot-retreat", "no-retreat")


def start_record(f: Frame) -> None:
    """From now on, public events emitted while `f` is the innermost recording frame are kept."""
    f["record"] = []
    f["abilities"] = []


def note_ability(f: Frame, step: str, house: str, card: str, since: int, asked: bool) -> None:
    """An ability hook ran: keep it when it did something public or asked a question.

    A hook that asks runs again with the answer; both runs make one entry whose
    events are everything public from the first run's start to the last run's end."""
    record = f.get("record")
    if record is None:
        return
    entries = f.setdefault("abilities", [])
    last = entries[-1] if entries else None
    if last and (last["house"], last["card"], last["step"]) == (house, card, step) and last.get("open"):
        last["events"] = [dict(e) for e in record[last["from"]:]]
        last["open"] = asked
        return
    if not asked and len(record) == since:
        return  # the hook found nothing to do
    entries.append({"house": house, "card": card, "step": step, "from": since, "open": asked,
                    "events": [dict(e) for e in record[since:]]})


def _abilities(f: Frame) -> list[dict[str, Any]]:
    return [{"house": a["house"], "card": a["card"], "step": a["step"], "events": list(a["events"])}
            for a in f.get("abilities", [])]


def _casualties(record: list[dict[str, Any]]) -> list[dict[str, str]]:
    """Every unit lost while the combat lasted, one entry per unit."""
    out = []
    for e in record:
        if e["kind"] == "UnitsDestroyed":
            d = e["data"]
            out += [{"house": d["house"], "unit": u, "region": d["region"], "why": d.get("why", "")}
                    for u in d["units"]]
    return out


def _retreat(f: Frame, record: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Where the loser went back to, or that it had nowhere to go."""
    loser = f.get("loser")
    if loser is None:
        return None
    for e in record:
        d = e["data"]
        if e["kind"] == "UnitsRetreated" and d["house"] == loser:
            return {"house": loser, "dest": d["dest"], "units": list(d["units"]), "destroyed": []}
    destroyed = [u for e in record if e["kind"] == "UnitsDestroyed" and e["data"]["house"] == loser
                 and e["data"].get("why") in RETREAT_LOSSES for u in e["data"]["units"]]
    if destroyed:
        return {"house": loser, "dest": None, "units": [], "destroyed": destroyed}
    return None


# the events by which an ability takes a house card out of play or out of a hand
CARD_EVENTS = ("HouseCardCancelled", "HouseCardDiscarded", "HouseCardTextCancelled", "HouseCardReplaced")


def _ability_at(f: Frame, index: int) -> dict[str, str] | None:
    """The ability whose run emitted the recorded event at `index`, if one did."""
    for a in f.get("abilities", []):
        if a["from"] <= index < a["from"] + len(a["events"]):
            return {"house": a["house"], "card": a["card"]}
    return None


def _card_changes(f: Frame, record: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each house card an ability cancelled, discarded, left without text or took from a
    hand, with the card that replaced it in play: read from the public events, so every
    card named here was face up (or shown from the hand) when it happened."""
    in_play: dict[str, str] = {}
    out: list[dict[str, Any]] = []
    waiting: dict[str, dict[str, Any]] = {}  # a house that must play another card
    for i, e in enumerate(record):
        d = e["data"]
        if e["kind"] == "HouseCardsRevealed":
            in_play = dict(d["cards"])
        if e["kind"] not in CARD_EVENTS:
            continue
        by = _ability_at(f, i)
        if e["kind"] == "HouseCardReplaced":
            in_play[d["house"]] = d["card"]
            change = waiting.pop(d["house"], None)
            if change is not None:
                change["replaced_by"] = d["card"]
            continue
        if e["kind"] == "HouseCardCancelled":
            victim, card, how = d["victim"], d["card"], "cancelled"
        elif e["kind"] == "HouseCardTextCancelled":
            victim, card, how = d["victim"], d["victim_card"], "text-cancelled"
        else:
            victim, card = d["house"], d["card"]
            how = "discarded" if in_play.get(victim) == card else "discarded-from-hand"
        change = {"house": victim, "card": card, "change": how, "by": by, "replaced_by": None}
        out.append(change)
        if how in ("cancelled", "discarded"):
            waiting[victim] = change
    return out


def _garrison_removed(record: list[dict[str, Any]]) -> dict[str, Any] | None:
    for e in record:
        if e["kind"] == "GarrisonRemoved":
            return {"house": e["data"]["house"], "region": e["data"]["region"]}
    return None


def _passive(f: Frame) -> list[dict[str, Any]]:
    """What the cards' passive texts changed in the final numbers (cards.noting)."""
    return [{k: v for k, v in n.items() if k != "key"} for n in f.get("passive", [])]


def battle_summary(f: Frame, round_no: int) -> dict[str, Any]:
    """Everything a window shows about a combat that has just ended (all public by now)."""
    record = f.get("record", [])
    resolved = f.get("resolved", {})
    out: dict[str, Any] = {
        "round": round_no, "area": f["area"], "attacker": f["attacker"], "defender": f["defender"],
        "source": f["source"], "neutral": False, "winner": f.get("winner"), "loser": f.get("loser"),
        "cards": dict(f.get("cards", {})),
        "ended_early": bool(resolved.get("ended_early")),
        "casualties": _casualties(record),
        "retreat": _retreat(f, record),
        "abilities": _abilities(f),
        "passive": _passive(f),
        "card_changes": _card_changes(f, record),
        "garrison_removed": _garrison_removed(record),
    }
    for key in ("units", "strength", "support_areas", "totals", "icons", "tie_break", "tides",
                "blade", "casualties_due"):
        if key in resolved:
            out[key] = resolved[key]
    return out


def neutral_summary(f: Frame, round_no: int, strength: dict[str, int], support_areas: list[dict[str, Any]],
                    needed: int, won: bool) -> dict[str, Any]:
    """The short form for a march against a neutral force."""
    return {"round": round_no, "area": f["area"], "attacker": f["attacker"], "defender": None,
            "source": f["source"], "neutral": True, "winner": f["attacker"] if won else None,
            "units": {"attacker": list(f["attackers"])}, "strength": {"attacker": strength},
            "support_areas": support_areas, "totals": {"attacker": sum(strength.values()), "defender": needed},
            "needed": needed, "won": won}


def clash_report(track: str, before: list[str], bids: dict[str, int], order: list[str],
                 ties: list[dict[str, Any]], round_no: int) -> dict[str, Any]:
    """One Clash of Kings track: every bid, the new order and how its ties were settled."""
    return {"kind": "clash-of-kings", "purpose": f"clash-of-kings:{track}", "round": round_no,
            "track": track, "before": list(before),
            "bids": dict(bids), "order": list(order), "ties": [dict(t) for t in ties]}


def wildling_report(f: Frame, holder: str, threat_before: int, threat: int, round_no: int) -> dict[str, Any]:
    """A wildling attack: every bid, the outcome, who was singled out and how, and the card."""
    bids, seats = f["bids"], f["seats"]
    levels = sorted(set(bids.values()), reverse=True)
    order = [h for v in levels for h in seats if bids[h] == v]
    target = f["target"]
    nw = f["nw"]
    return {"kind": "wildlings", "purpose": "wildlings", "round": round_no, "strength": f["strength"],
            "bids": dict(bids),
            "order": order, "total": sum(bids.values()), "nights_watch_won": nw,
            "tied": list(f.get("tied", [target])),
            "settled_by": holder if len(f.get("tied", [])) > 1 else None,
            "target": target, "target_role": "highest_bidder" if nw else "lowest_bidder",
            "others": [] if nw else [h for h in seats if h != target],
            "card": f["card"], "threat_before": threat_before, "threat": threat}
