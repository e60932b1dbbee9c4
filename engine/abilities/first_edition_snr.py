"""The first edition's house cards as Swords and Ravens plays them in a 2nd-edition game
(`resources/variants/first_edition_snr.json`; docs/RULES.md, Variants), through
`first-edition-house-cards` or a draft's `first-edition` group.

Most texts are those of the 1st edition's cards (engine/abilities/first_edition.py) or of
2nd-edition cards, registered again under these cards' ids; the cards whose text differs, and
the Martell deck the first_edition ruleset has not, have their own class here.
"""
from __future__ import annotations

from .. import board as B
from . import Ability, Registry, opponent
from .first_edition import (AshaGreyjoy, BrienneOfTarth, JaimeLannister, MaesterLuwin, MelisandreOfAsshai,
                            QueenOfThorns, RobbStark, VargoHoat, VictarionGreyjoy)
from .second_edition import BalonGreyjoy, CatelynStark, CerseiLannister, MaceTyrell

REGISTRY = Registry("first_edition_snr")
card = REGISTRY.card

# the same text as a card of another deck
for card_id, shape in (("jaime-lannister-1st", JaimeLannister), ("vargo-hoat-1st", VargoHoat),
                       ("cercei-lannister-1st", CerseiLannister), ("robb-stark-1st", RobbStark),
                       ("catelyn-stark-1st", CatelynStark), ("maester-luwin-1st", MaesterLuwin),
                       ("melisandre-of-asshai-1st", MelisandreOfAsshai), ("asha-greyjoy-1st", AshaGreyjoy),
                       ("victarion-greyjoy-1st", VictarionGreyjoy), ("balon-greyjoy-1st", BalonGreyjoy),
                       ("loras-tyrell-1st", MaceTyrell), ("brienne-of-tarth-1st", BrienneOfTarth),
                       ("queen-of-thorns-1st", QueenOfThorns)):
    card(card_id)(shape)


def _won(f, house: str) -> bool:
    return f.get("winner") == house


def _upgrade(g, f, house: str, region: str, why: str) -> None:
    """One of `house`'s footmen in the embattled area becomes a knight."""
    if region == f["area"] and house == f["attacker"]:
        f["attackers"].remove("footman")
        f["attackers"] = sorted(f["attackers"] + ["knight"])
    else:
        B.remove_units(g.s, region, ["footman"])
        B.add_units(g.s, region, house, ["knight"])
    g.emit("UnitSwapped", house=house, region=region, old="footman", new="knight", why=why)


def _knight_left(g, f, house: str) -> bool:
    moving = f["attackers"].count("knight") if house == f["attacker"] else 0
    return B.reserve(g.rs, g.s, house, "knight") - moving >= 1


def _fighting(g, f, house: str) -> list[str]:
    return list(f["attackers"]) if house == f["attacker"] else list((g.s.units.get(f["area"]) or {}).get("units", []))


@card("renly-baratheon-1st")
class RenlyBaratheon(Ability):
    """Winning: one of its footmen fighting in the area (not a supporting one) becomes a knight."""

    question = "upgrade-footman"

    def on_result(self, g, f, house):
        if not _won(f, house) or not _knight_left(g, f, house) or "footman" not in _fighting(g, f, house):
            return False
        if not self.asked(f):
            return self.ask(g, f, house, [f["area"], "none"])
        if self.answer(f) != "none":
            _upgrade(g, f, house, f["area"], self.card)
        return False


@card("salladhor-saan-1st")
class SalladhorSaan(Ability):
    """Supporting ships of other houses add nothing, whichever side they support."""

    def supporting_strength(self, g, f, house, unit_house, unit, side, value):
        return 0 if unit == "ship" and unit_house != house else value


@card("obara-sand-1st")
class ObaraSand(Ability):
    """Attacking: a sword."""

    def icons(self, g, f, house, swords, forts):
        return (swords + 1, forts) if house == f["attacker"] else (swords, forts)


@card("ellaria-sand-1st")
class EllariaSand(Ability):
    """Defending: may at once make one of its defending footmen a knight."""

    question = "upgrade-footman"

    def immediately(self, g, f, house):
        if house != f.get("defender") or not _knight_left(g, f, house) or "footman" not in _fighting(g, f, house):
            return False
        if not self.asked(f):
            return self.ask(g, f, house, [f["area"], "none"])
        if self.answer(f) != "none":
            _upgrade(g, f, house, f["area"], self.card)
        return False


@card("doran-martell-1st")
class DoranMartell(Ability):
    """Winning: may take a dominance token the opponent holds until the next Clash of Kings."""

    question = "take-dominance-token"

    def on_result(self, g, f, house):
        opp = opponent(f, house)
        held = [t for t in ("iron_throne", "fiefdoms", "kings_court") if g.holder(t) == opp]
        if not _won(f, house) or not held:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, held + ["none"])
        track = self.answer(f)
        if track != "none":
            g.s.tokens_held[track] = house
            g.emit("DominanceTokenTaken", house=house, track=track, victim=opp, why=self.card)
        return False


@card("arianne-martell-1st")
class ArianneMartell(Ability):
    """Losing: may destroy one of the opponent's units that fought; its last one destroyed, the
    opponent does not take the area."""

    question = "destroy-enemy-unit"

    def on_result(self, g, f, house):
        opp = opponent(f, house)
        units = sorted(set(_fighting(g, f, opp)))
        if f.get("loser") != house or not units:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, units + ["none"])
        unit = self.answer(f)
        if unit == "none":
            return False
        if opp == f["attacker"]:
            f["attackers"].remove(unit)
        else:
            B.remove_units(g.s, f["area"], [unit])
        g.emit("UnitsDestroyed", house=opp, region=f["area"], units=[unit], why=self.card)
        return False


__all__ = ["REGISTRY"]
