"""The questions combat asks of the house cards in play, answered by the game's abilities
(`Game.abilities`: the ruleset's, with every deck's in a game that plays variants).

Combat knows only timing points and questions; which card answers what is in the
ruleset's ability registry (`engine/abilities/`). Abilities at one timing point
run in Iron Throne order (docs/RULES.md says so); one that asks a question
pushes a `choose` child, puts itself back at the head of the queue and finishes
when the answer is in. Passive questions ask the attacker's card first, then
the defender's.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from .abilities import opponent
from .reports import note_ability

if TYPE_CHECKING:
    from .game import Game

Frame = dict[str, Any]
# each combat timing point and the step after it
ABILITY_STEPS = {"cancel": "immediately", "immediately": "tides", "on_result": "casualties",
                 "after_combat": "end"}


# ----- what passive abilities did, for the battle summary --------------------------

@contextmanager
def noting(f: Frame) -> Iterator[None]:
    """While combat computes its final numbers, every passive answer that changed one is
    noted in `f["passive"]` (the battle summary lists them). One computation's notes replace
    those of an earlier one with the same key, so computing the same thing twice counts once."""
    f["noting"] = {}
    try:
        yield
    finally:
        notes = f.pop("noting")
        kept = {n["key"]: n for n in f.get("passive", [])}
        kept.update(notes)
        f["passive"] = list(kept.values())


def _note(f: Frame, house: str, card: str, effect: str, before: int, after: int,
          counted: bool = False, **subject: str) -> None:
    """`card` of `house` changed a number from `before` to `after` (`counted`: one unit's
    strength, added up over every unit it changed)."""
    notes = f.get("noting")
    if notes is None or before == after:
        return
    key = "|".join([house, card, effect] + [f"{k}={v}" for k, v in sorted(subject.items())])
    note = notes.get(key)
    if note is None:
        note = notes[key] = {"key": key, "house": house, "card": card, "effect": effect, **subject,
                             "before": before, "after": after, "delta": 0, "count": 0}
    note["delta"] += after - before
    if counted:
        note["count"] += 1


def _note_flag(f: Frame, house: str, card: str, effect: str) -> None:
    """`card` of `house` decided something that is not a number (who retreats where...)."""
    notes = f.get("noting")
    if notes is not None:
        key = f"{house}|{card}|{effect}"
        notes[key] = {"key": key, "house": house, "card": card, "effect": effect}


# ----- passive questions ---------------------------------------------------------

def live_card(g: "Game", f: Frame, house: str) -> str | None:
    """`house`'s card in play with its text in force: None when it plays none, or when the
    opponent's card takes its text away (1st edition Queen of Thorns)."""
    cards = f.get("cards")
    if not cards:
        return None
    card = cards.get(house)
    if card is None:
        return None
    att = f["attacker"]
    if house == att:
        opp = f["defender"]
    elif house == f.get("defender"):
        opp = att
    else:
        return card
    other = cards.get(opp)
    if other is None:
        return card
    reg = g.abilities
    if other in reg.hooks["blanks_opponent"] and reg.cards[other].blanks_opponent(g, f, opp):
        return None
    return card


def card_strength(g: "Game", f: Frame, house: str, card: str) -> int:
    """The combat strength of `house`'s card: printed, as the opponent's card and its own leave it."""
    reg = g.abilities
    value = g.rs.house_cards[card].strength
    opp = opponent(f, house)
    other = live_card(g, f, opp)
    if other in reg.hooks["opponent_strength"]:
        before, value = value, reg.cards[other].opponent_strength(g, f, opp, value)
        _note(f, opp, other, "opponent-card-strength", before, value, victim=house)
    if card in reg.hooks["strength"] and live_card(g, f, house) == card:
        before, value = value, reg.cards[card].strength(g, f, house, value)
        _note(f, house, card, "card-strength", before, value)
    changes = f.get("card_strength_changes")  # what an ability left to the card a side plays next
    if changes and house in changes:
        value += changes[house]
    return value


def card_icons(g: "Game", f: Frame, house: str, card: str) -> tuple[int, int]:
    """(swords, fortifications) of `house`'s card."""
    c = g.rs.house_cards[card]
    reg = g.abilities
    if card in reg.hooks["icons"] and live_card(g, f, house) == card:
        swords, forts = reg.cards[card].icons(g, f, house, c.swords, c.fortifications)
        _note(f, house, card, "swords", c.swords, swords)
        _note(f, house, card, "fortifications", c.fortifications, forts)
        return swords, forts
    return c.swords, c.fortifications


def unit_strength(g: "Game", f: Frame, unit_house: str, unit: str, attacking: bool, value: int) -> int:
    """One unit's strength as the cards in play leave it."""
    cards = f.get("cards")
    if not cards:
        return value
    reg = g.abilities
    hooked = reg.hooks["unit_strength"]
    for house in (f["attacker"], f.get("defender")):
        card = live_card(g, f, house)
        if card in hooked:
            before, value = value, reg.cards[card].unit_strength(g, f, house, unit_house, unit, attacking, value)
            _note(f, house, card, "unit-strength", before, value, counted=True, unit_house=unit_house, unit=unit)
    return value


def supporting_strength(g: "Game", f: Frame, unit_house: str, unit: str, side: str, value: int) -> int:
    """One supporting unit's strength as the cards in play leave it."""
    if not f.get("cards"):
        return value
    reg = g.abilities
    hooked = reg.hooks["supporting_strength"]
    for house in (f["attacker"], f.get("defender")):
        card = live_card(g, f, house)
        if card in hooked:
            before, value = value, reg.cards[card].supporting_strength(g, f, house, unit_house, unit, side, value)
            _note(f, house, card, "supporting-strength", before, value, counted=True,
                  unit_house=unit_house, unit=unit)
    return value


def _own_then_opponent(g: "Game", f: Frame, house: str, value: int, hook: str, note: str) -> int:
    """A number of `house`'s side that its own card may change (`hook`) and then the opponent's
    card (`opponent_<hook>`), each change noted for the battle summary."""
    reg = g.abilities
    card = live_card(g, f, house)
    if card in reg.hooks[hook]:
        before, value = value, getattr(reg.cards[card], hook)(g, f, house, value)
        _note(f, house, card, note, before, value)
    opp = opponent(f, house)
    other = live_card(g, f, opp)
    if other in reg.hooks["opponent_" + hook]:
        before, value = value, getattr(reg.cards[other], "opponent_" + hook)(g, f, opp, value)
        _note(f, opp, other, "opponent-" + note, before, value, victim=house)
    return value


def defense_bonus(g: "Game", f: Frame, house: str, bonus: int) -> int:
    """The bonus of the defender's defense order in the contested area."""
    return _own_then_opponent(g, f, house, bonus, "defense_bonus", "defense-order")


def final_strength(g: "Game", f: Frame, house: str, total: int) -> int:
    """A side's final combat strength: the sum of its parts, unless its own card and then the
    opponent's card set it to a fixed number."""
    return _own_then_opponent(g, f, house, total, "final_strength", "final-strength")


def immune_to_casualties(g: "Game", f: Frame, house: str) -> bool:
    card = live_card(g, f, house)
    reg = g.abilities
    immune = card in reg.hooks["immune_to_casualties"] and reg.cards[card].immune_to_casualties(g, f, house)
    if immune:
        _note_flag(f, house, card, "immune-to-casualties")
    return immune


def immune_to_skulls(g: "Game", f: Frame, house: str) -> bool:
    """Whether skull icons spare `house`'s units: its card's answer, else as every casualty."""
    card = live_card(g, f, house)
    reg = g.abilities
    if card not in reg.hooks["immune_to_skulls"]:
        return immune_to_casualties(g, f, house)
    immune = reg.cards[card].immune_to_skulls(g, f, house)
    if immune:
        _note_flag(f, house, card, "immune-to-skulls")
    return immune


def extra_casualties(g: "Game", f: Frame, winner: str) -> int:
    """Casualties the winner's card adds that fortifications do not stop."""
    card = live_card(g, f, winner)
    reg = g.abilities
    if card not in reg.hooks["extra_casualties"]:
        return 0
    n = reg.cards[card].extra_casualties(g, f, winner)
    if n:
        _note_flag(f, winner, card, "extra-casualties")
    return n


def retreat_routed(g: "Game", f: Frame, house: str) -> bool:
    """Whether `house`'s retreating units are routed (its card may spare them)."""
    card = live_card(g, f, house)
    reg = g.abilities
    if card in reg.hooks["retreat_routed"] and not reg.cards[card].retreat_routed(g, f, house):
        _note_flag(f, house, card, "retreat-not-routed")
        return False
    return True


def winner_retreats(g: "Game", f: Frame) -> bool:
    """The losing attacker's card makes the winning defender retreat out of the area too."""
    att = f["attacker"]
    card = live_card(g, f, att)
    reg = g.abilities
    if f.get("loser") == att and card in reg.hooks["winner_retreats"] and reg.cards[card].winner_retreats(g, f, att):
        _note_flag(f, att, card, "winner-retreats")
        return True
    return False


def retreat_chooser(g: "Game", f: Frame) -> str | None:
    """The winner when its card lets it pick the loser's retreat, else None."""
    w = f["winner"]
    card = live_card(g, f, w)
    reg = g.abilities
    if card in reg.hooks["chooses_retreat"] and reg.cards[card].chooses_retreat(g, f, w):
        _note_flag(f, w, card, "chooses-retreat")
        return w
    return None


def attacker_bounced(g: "Game", f: Frame) -> bool:
    """The attacker won but the defender's card sends it back where it came from."""
    d = f["defender"]
    card = live_card(g, f, d)
    reg = g.abilities
    bounced = (f["winner"] == f["attacker"] and card in reg.hooks["bounces_attacker"]
               and reg.cards[card].bounces_attacker(g, f, d))
    if bounced:
        _note_flag(f, d, card, "sends-attacker-back")
    return bounced


# ----- timing points ---------------------------------------------------------------

def queue_for(g: "Game", f: Frame, step: str, only: str | None = None) -> list[list[str]]:
    """The (house, card) pairs with an ability at `step`, in Iron Throne order."""
    hooked = g.abilities.hooks[step]
    out = []
    for house in g.turn_order():
        if house not in f["houses"] or (only and house != only):
            continue
        card = live_card(g, f, house)
        if card in hooked:
            out.append([house, card])
    return out


def run_ability(g: "Game", f: Frame, step: str, house: str, card: str) -> bool:
    """Run one ability; True when it pushed a question (the queue resumes after it).

    Every timed ability passes here, so this is where the battle summary learns which
    abilities fired and what they did."""
    since = len(f.get("record", []))
    asked = getattr(g.abilities.cards[card], step)(g, f, house)
    note_ability(f, step, house, card, since, asked)
    return asked


def after_cards_discarded(g: "Game", f: Frame) -> None:
    """Clean-up: the cards in play have been discarded; abilities that act now do."""
    for house, card in queue_for(g, f, "after_discards"):
        run_ability(g, f, "after_discards", house, card)


__all__ = ["ABILITY_STEPS", "noting", "queue_for", "run_ability"]
