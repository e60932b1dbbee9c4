"""Every house card: a real combat set up with build_position, cards chosen and every
question answered through the public API, and the card's exact effect asserted."""
from __future__ import annotations

from typing import Any

import pytest

from engine.commands import ChooseHouseCard, Choose, DeclareSupport, ResolveMarch, Retreat, SelectUnits
from engine.errors import IllegalCommand
from engine.positions import build_position
from engine.ruleset import load_ruleset

RS = load_ruleset()
HOUSES = ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")
BLOCKER_REGION = "the-arbor"


def army(house: str, *units: str, routed: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


class Fight:
    """A march from `source` into `area` started through the API; helpers answer the rest.

    A house with no units in the spec gets a march order in a far-away area, so once the
    combat is over the game stops at that house's march instead of running on.
    """

    def __init__(self, attacker: str, source: str, area: str, *, units: dict[str, Any],
                 orders: dict[str, list[str]] | None = None, token: str = "march",
                 moving: tuple[str, ...] | None = None, **spec: Any) -> None:
        units = dict(units)
        orders = dict(orders or {})
        orders[source] = [attacker, token]
        used = {a["house"] for a in units.values()}
        self.blocker = next(h for h in reversed(HOUSES) if h not in used)
        units[BLOCKER_REGION] = army(self.blocker, "footman")
        orders[BLOCKER_REGION] = [self.blocker, "march"]
        spec.setdefault("blade_used", True)
        spec.setdefault("supply", {h: 6 for h in HOUSES})
        self.g = build_position({"players": 6, "phase": "march", "turn": attacker,
                                 "units": units, "orders": orders, **spec})
        self.events: list[Any] = []
        self.attacker, self.area = attacker, area
        moving = moving if moving is not None else tuple(units[source]["units"])
        self.act(attacker, ResolveMarch(source, ((area, tuple(moving)),)))

    # -- driving ---------------------------------------------------------------
    def act(self, seat: str, cmd: Any) -> list[Any]:
        evs = self.g.act(seat, cmd)
        self.events.extend(evs)
        return evs

    def decision(self, kind: str, seat: str | None = None):
        ds = [d for d in self.g.waiting_for() if d.kind == kind and (seat is None or d.seat == seat)]
        assert len(ds) == 1, f"expected one {kind} decision for {seat}, got {self.g.waiting_for()}"
        return ds[0]

    def support(self, seat: str, **choices: str) -> None:
        d = self.decision("support", seat)
        regions = {r.replace("_", "-"): side for r, side in choices.items()}
        assert sorted(regions) == sorted(d.options["regions"])
        self.act(seat, DeclareSupport(tuple(sorted(regions.items()))))

    def play(self, **cards: str) -> None:
        for house, card in cards.items():
            self.decision("house-card", house)
            self.act(house, ChooseHouseCard(card))

    def choose(self, seat: str, prompt: str, choice: Any) -> dict[str, Any]:
        d = self.decision("choose", seat)
        assert d.options["prompt"] == prompt, d.options
        opts = dict(d.options)
        self.act(seat, Choose(choice))
        return opts

    def casualties(self, seat: str, n: int, *units: str) -> None:
        d = self.decision("select-units", seat)
        assert d.options["prompt"] == "casualties"
        assert d.options["min"] == d.options["max"] == n
        self.act(seat, SelectUnits(tuple((self.area, u) for u in units)))

    def retreat(self, seat: str, region: str) -> list[str]:
        d = self.decision("retreat", seat)
        opts = list(d.options["options"])
        self.act(seat, Retreat(region))
        return opts

    # -- reading ---------------------------------------------------------------
    @property
    def s(self):
        return self.g.s

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.kind == kind]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    @property
    def result(self) -> dict[str, Any]:
        (r,) = self.of_kind("CombatResolved")
        return r

    def strength(self, side: str) -> dict[str, int]:
        return self.result["breakdown"][side]

    def destroyed(self, why: str | None = None) -> list[tuple[str, str, tuple[str, ...]]]:
        return [(e["house"], e["region"], tuple(e["units"])) for e in self.of_kind("UnitsDestroyed")
                if why is None or e["why"] == why]

    def over(self) -> bool:
        return not any(f["kind"] == "combat" for f in self.s.stack) and bool(self.of_kind("CombatEnded"))

    def units(self, region: str) -> dict[str, Any] | None:
        return self.s.units.get(region)


def hand_without(house: str, *cards: str) -> list[str]:
    return [c for c in RS.house_card_ids[house] if c not in cards]


# =============================================================================
# Cards without abilities: printed strength, swords and fortifications
# =============================================================================

PRINTED = {  # card: (strength, swords, fortifications) as printed
    "eddard-stark": (4, 2, 0), "greatjon-umber": (2, 1, 0), "ser-rodrick-cassel": (1, 0, 2),
    "ser-gregor-clegane": (3, 3, 0), "ser-jaime-lannister": (2, 1, 0), "the-hound": (2, 0, 2),
    "brienne-of-tarth": (2, 1, 1), "melisandre": (1, 1, 0),
    "euron-crows-eye": (4, 1, 0), "dagmar-cleftjaw": (1, 1, 1),
    "randyll-tarly": (2, 1, 0), "ser-garlan-tyrell": (2, 2, 0), "margaery-tyrell": (1, 0, 1),
    "alester-florent": (1, 0, 1),
    "the-red-viper": (4, 2, 1), "areo-hotah": (3, 0, 1), "darkstar": (2, 1, 0), "obara-sand": (2, 1, 0),
}


def test_printed_table_matches_the_ruleset():
    for card, (st, sw, fo) in PRINTED.items():
        c = RS.house_cards[card]
        assert (c.strength, c.swords, c.fortifications) == (st, sw, fo), card
        assert c.ability is None


def _foe(house: str) -> str:
    return "lannister" if house != "lannister" else "stark"


def _attack_with(card: str) -> None:
    """The card's house attacks 4 defending footmen with 3 knights and wins: strength and swords."""
    house = RS.house_cards[card].house
    foe = _foe(house)
    blank = "cersei-lannister" if foe == "lannister" else "catelyn-stark"  # 0 strength, no icons
    f = Fight(house, "stoney-sept", "harrenhal",
              units={"stoney-sept": army(house, "knight", "knight", "knight"),
                     "harrenhal": army(foe, "footman", "footman", "footman", "footman")})
    f.play(**{house: card, foe: blank})
    st, sw, _ = PRINTED[card]
    assert f.strength("attacker") == {"units": 6, "order": 0, "support": 0, "card": st}
    assert f.strength("defender") == {"units": 4, "order": 0, "garrison": 0, "support": 0, "card": 0}
    assert f.result["winner"] == house
    if sw:
        f.casualties(foe, sw, *["footman"] * sw)
    assert f.destroyed("casualties") == ([(foe, "harrenhal", ("footman",) * sw)] if sw else [])
    f.retreat(foe, "blackwater")
    assert f.units("blackwater") == army(foe, routed=("footman",) * (4 - sw))
    assert f.units("harrenhal") == army(house, "knight", "knight", "knight")
    assert f.s.discards[house] == [card] and card not in f.s.hands[house]
    assert f.over()


def _defend_with(card: str) -> None:
    """The card's house loses a defence against a sword card: fortifications cancel swords."""
    house = RS.house_cards[card].house
    foe = _foe(house)
    swords_card = "ser-gregor-clegane" if foe == "lannister" else "eddard-stark"
    foe_swords = RS.house_cards[swords_card].swords
    f = Fight(foe, "stoney-sept", "harrenhal",
              units={"stoney-sept": army(foe, "knight", "knight", "knight", "knight"),
                     "harrenhal": army(house, "footman", "footman", "footman", "footman")})
    f.play(**{house: card, foe: swords_card})
    st, _, fo = PRINTED[card]
    assert f.strength("defender")["card"] == st
    assert f.result["winner"] == foe
    n = max(0, foe_swords - fo)
    if n:
        f.casualties(house, n, *["footman"] * n)
    assert f.destroyed("casualties") == ([(house, "harrenhal", ("footman",) * n)] if n else [])
    f.retreat(house, "riverrun")
    assert f.units("riverrun") == army(house, routed=("footman",) * (4 - n))
    assert f.over()


def _plain(card: str) -> None:
    _attack_with(card)
    _defend_with(card)


def test_eddard_stark():
    _plain("eddard-stark")


def test_greatjon_umber():
    _plain("greatjon-umber")


def test_ser_rodrick_cassel():
    _plain("ser-rodrick-cassel")


def test_ser_gregor_clegane():
    _plain("ser-gregor-clegane")


def test_ser_jaime_lannister():
    _plain("ser-jaime-lannister")


def test_the_hound():
    _plain("the-hound")


def test_brienne_of_tarth():
    _plain("brienne-of-tarth")


def test_melisandre():
    _plain("melisandre")


def test_euron_crows_eye():
    _plain("euron-crows-eye")


def test_dagmar_cleftjaw():
    _plain("dagmar-cleftjaw")


def test_randyll_tarly():
    _plain("randyll-tarly")


def test_ser_garlan_tyrell():
    _plain("ser-garlan-tyrell")


def test_margaery_tyrell():
    _plain("margaery-tyrell")


def test_alester_florent():
    _plain("alester-florent")


def test_the_red_viper():
    _plain("the-red-viper")


def test_areo_hotah():
    _plain("areo-hotah")


def test_darkstar():
    _plain("darkstar")


def test_obara_sand():
    _plain("obara-sand")


# =============================================================================
# Stark
# =============================================================================

def test_robb_stark():
    # Lannister (supply 1: armies 3,2) already has 2 footmen in Riverrun: retreating its two
    # footmen there would cost a unit, so only Blackwater and Crackclaw Point are offered.
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman"),
                     "riverrun": army("lannister", "footman", "footman")},
              supply={"lannister": 1})
    f.play(stark="robb-stark", lannister="cersei-lannister")
    assert f.strength("attacker")["card"] == 3 and f.result["winner"] == "stark"
    # Stark, not the loser, picks the retreat area, among the legal fewest-loss areas only
    assert not [d for d in f.g.waiting_for() if d.seat == "lannister"]
    before = f.g.digest()
    with pytest.raises(IllegalCommand):
        f.act("stark", Retreat("riverrun"))
    assert f.g.digest() == before
    opts = f.retreat("stark", "crackclaw-point")
    assert opts == ["blackwater", "crackclaw-point"]
    assert f.units("crackclaw-point") == army("lannister", routed=("footman", "footman"))
    assert f.units("harrenhal") == army("stark", "knight", "knight")
    assert f.over()


def test_robb_stark_loser_picks_without_robb():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(stark="greatjon-umber", lannister="cersei-lannister")
    f.casualties("lannister", 1, "footman")
    assert f.decision("retreat").seat == "lannister"
    f.retreat("lannister", "riverrun")
    assert f.units("riverrun") == army("lannister", routed=("footman",))


def test_roose_bolton():
    # Stark loses with Roose: its whole discard pile, Roose included, comes back to hand
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight", "knight"),
                     "harrenhal": army("stark", "footman", "footman")},
              hands={"stark": hand_without("stark", "eddard-stark", "greatjon-umber")},
              discards={"stark": ["eddard-stark", "greatjon-umber"]})
    f.play(stark="roose-bolton", lannister="ser-jaime-lannister")
    assert f.strength("defender")["card"] == 2 and f.result["winner"] == "lannister"
    f.casualties("stark", 1, "footman")
    f.retreat("stark", "riverrun")
    assert sorted(f.s.hands["stark"]) == sorted(RS.house_card_ids["stark"])
    assert f.s.discards["stark"] == []
    (ret,) = f.of_kind("HouseCardsReturned")
    assert ret == {"house": "stark", "cards": sorted(["eddard-stark", "greatjon-umber", "roose-bolton"]),
                   "why": "roose-bolton"}
    assert f.s.discards["lannister"] == ["ser-jaime-lannister"]


def test_roose_bolton_winning_stays_discarded():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                     "harrenhal": army("lannister", "footman")},
              hands={"stark": hand_without("stark", "eddard-stark")}, discards={"stark": ["eddard-stark"]})
    f.play(stark="roose-bolton", lannister="cersei-lannister")
    assert f.result["winner"] == "stark"
    f.retreat("lannister", "riverrun")
    assert f.s.discards["stark"] == ["eddard-stark", "roose-bolton"]
    assert not f.of_kind("HouseCardsReturned")


def _blackfish_defends(attacker_card: str, attacker: str = "lannister"):
    f = Fight(attacker, "stoney-sept", "harrenhal",
              units={"stoney-sept": army(attacker, "footman", "knight", "knight", "knight"),
                     "harrenhal": army("stark", "footman", "footman", "footman")})
    f.play(**{"stark": "the-blackfish", attacker: attacker_card})
    return f


def test_the_blackfish():
    # Gregor's three swords would kill three footmen: the Blackfish takes no casualties
    f = _blackfish_defends("ser-gregor-clegane")
    assert f.strength("defender")["card"] == 1
    assert f.result["winner"] == "lannister"
    assert not [d for d in f.g.waiting_for() if d.kind == "select-units"]
    f.retreat("stark", "riverrun")
    assert f.destroyed() == []
    assert f.units("riverrun") == army("stark", routed=("footman", "footman", "footman"))


def test_the_blackfish_vs_mace_tyrell():
    f = _blackfish_defends("mace-tyrell", attacker="tyrell")
    assert f.destroyed("mace-tyrell") == []
    assert f.strength("defender")["units"] == 3
    assert f.result["winner"] == "tyrell"
    f.retreat("stark", "riverrun")
    assert f.units("riverrun") == army("stark", routed=("footman", "footman", "footman"))


def test_the_blackfish_ignores_tides_skulls(monkeypatch):
    from engine.phases.combat import CombatStep
    monkeypatch.setattr(CombatStep, "_draw_tide", lambda self, g: "skull")
    # Stark wins: Lannister's skull cannot kill a Blackfish unit; Stark has no swords here
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")},
              options={"tides_of_battle": True})
    f.play(stark="the-blackfish", lannister="cersei-lannister")
    assert f.result["winner"] == "stark"
    # Stark's own skull still kills one Lannister unit
    f.casualties("lannister", 1, "footman")
    f.retreat("lannister", "riverrun")
    assert f.destroyed("casualties") == [("lannister", "harrenhal", ("footman",))]
    assert f.units("harrenhal") == army("stark", "footman", "knight", "knight")


@pytest.mark.parametrize("order, bonus", [("defense-plus-one-1", 2), ("defense-plus-two", 4),
                                          ("support-1", 0), (None, 0)])
def test_catelyn_stark(order, bonus):
    orders = {"harrenhal": ["stark", order]} if order else {}
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight", "knight"),
                     "harrenhal": army("stark", "footman", "footman")}, orders=orders)
    f.play(stark="catelyn-stark", lannister="ser-jaime-lannister")
    assert f.strength("defender") == {"units": 2, "order": bonus, "garrison": 0, "support": 0, "card": 0}


def test_catelyn_stark_attacking_has_no_order_to_double():
    f = Fight("stark", "stoney-sept", "harrenhal", token="march-plus-one",
              units={"stoney-sept": army("stark", "knight"),
                     "harrenhal": army("lannister", "footman")})
    f.play(stark="catelyn-stark", lannister="cersei-lannister")
    assert f.strength("attacker") == {"units": 2, "order": 1, "support": 0, "card": 0}


# =============================================================================
# Lannister
# =============================================================================

def test_tywin_lannister():
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight"),
                     "harrenhal": army("stark", "footman")})
    f.play(lannister="tywin-lannister", stark="catelyn-stark")
    assert f.strength("attacker")["card"] == 4 and f.result["winner"] == "lannister"
    assert f.s.power["lannister"] == 7
    assert {"house": "lannister", "amount": 2, "why": "tywin-lannister"} in f.of_kind("PowerGained")


def test_tywin_lannister_losing_gains_nothing():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                     "harrenhal": army("lannister", "footman")})
    f.play(lannister="tywin-lannister", stark="eddard-stark")
    assert f.result["winner"] == "stark"
    assert f.s.power["lannister"] == 5
    assert not f.of_kind("PowerGained")


def test_ser_kevan_lannister():
    # attacking: Lannister footmen (fighting and supporting) count 2; knights and an ally's
    # supporting footman are unchanged
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "footman", "footman", "knight"),
                     "blackwater": army("lannister", "footman", "knight"),
                     "crackclaw-point": army("baratheon", "footman"),
                     "harrenhal": army("stark", "footman", "footman")},
              orders={"blackwater": ["lannister", "support-1"], "crackclaw-point": ["baratheon", "support-2"]})
    f.support("lannister", blackwater="attacker")
    f.support("baratheon", crackclaw_point="attacker")
    f.play(lannister="ser-kevan-lannister", stark="catelyn-stark")
    assert f.strength("attacker") == {"units": 6, "order": 0, "support": 4 + 1, "card": 1}


def test_ser_kevan_lannister_defending_is_plain():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "footman"),
                     "blackwater": army("lannister", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")},
              orders={"blackwater": ["lannister", "support-1"]})
    f.support("lannister", blackwater="defender")
    f.play(lannister="ser-kevan-lannister", stark="catelyn-stark")
    assert f.strength("defender") == {"units": 2, "order": 0, "garrison": 0, "support": 1, "card": 1}


def _tyrion_vs(stark_card: str, **spec: Any) -> Fight:
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")}, **spec)
    f.play(stark=stark_card, lannister="tyrion-lannister")
    return f


def test_tyrion_lannister():
    f = _tyrion_vs("eddard-stark")
    opts = f.choose("lannister", "tyrion-lannister", "cancel")
    assert opts["options"] == ["cancel", "keep"] and opts["opponent_card"] == "eddard-stark"
    assert f.of_kind("HouseCardCancelled") == [{"house": "lannister", "victim": "stark", "card": "eddard-stark"}]
    d = f.decision("house-card", "stark")
    assert d.options["replacement"] is True and d.options["opponent"] == "lannister"
    assert d.options["hand"] == hand_without("stark", "eddard-stark")
    before = f.g.digest()
    with pytest.raises(IllegalCommand):  # the cancelled card cannot be chosen again
        f.act("stark", ChooseHouseCard("eddard-stark"))
    assert f.g.digest() == before
    f.act("stark", ChooseHouseCard("greatjon-umber"))
    assert f.strength("attacker") == {"units": 3, "order": 0, "support": 0, "card": 2}
    assert f.strength("defender")["card"] == 1
    assert f.result["winner"] == "stark"
    f.casualties("lannister", 1, "footman")
    f.retreat("lannister", "riverrun")
    assert f.s.discards["stark"] == ["greatjon-umber"]
    assert "eddard-stark" in f.s.hands["stark"]  # handed back, not discarded
    assert f.s.discards["lannister"] == ["tyrion-lannister"]


def test_tyrion_lannister_keep():
    f = _tyrion_vs("eddard-stark")
    f.choose("lannister", "tyrion-lannister", "keep")
    assert f.strength("attacker")["card"] == 4
    assert not f.of_kind("HouseCardCancelled")
    assert f.s.discards["stark"] == ["eddard-stark"]


def test_tyrion_lannister_opponent_without_other_card_fights_without_one():
    f = _tyrion_vs("eddard-stark", hands={"stark": ["eddard-stark"]},
                   discards={"stark": hand_without("stark", "eddard-stark")})
    f.choose("lannister", "tyrion-lannister", "cancel")
    assert not [d for d in f.g.waiting_for() if d.kind == "house-card"]
    assert f.strength("attacker") == {"units": 3, "order": 0, "support": 0}  # no card at all
    assert f.strength("defender")["card"] == 1
    assert f.result["winner"] == "stark"  # 3 against 2 + 1: Stark holds the tie on the Fiefdoms track
    f.retreat("lannister", "riverrun")
    assert f.s.hands["stark"] == ["eddard-stark"]  # kept, not played
    assert "eddard-stark" not in f.s.discards["stark"]


def test_tyrion_lannister_cancelled_card_ability_does_not_fire():
    # Tyrion cancels Mace before "immediately": no footman dies, Loras fights instead
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(tyrell="mace-tyrell", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")
    f.play(tyrell="ser-loras-tyrell")
    assert f.destroyed("mace-tyrell") == []
    assert f.strength("defender")["units"] == 2
    assert f.strength("attacker")["card"] == 3
    assert "mace-tyrell" in f.s.hands["tyrell"]


def test_tyrion_lannister_vs_aeron_damphair_cancel():
    # Tyrion cancels before Aeron could act: Greyjoy picks another card, pays nothing
    f = Fight("greyjoy", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("greyjoy", "knight", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(greyjoy="aeron-damphair", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")
    d = f.decision("house-card", "greyjoy")
    assert "aeron-damphair" not in d.options["hand"]
    f.act("greyjoy", ChooseHouseCard("euron-crows-eye"))
    assert f.s.power["greyjoy"] == 5
    assert f.strength("attacker")["card"] == 4
    assert "aeron-damphair" in f.s.hands["greyjoy"]


def test_tyrion_lannister_vs_aeron_damphair_keep():
    # kept: Aeron still resolves at "immediately", after the cancel point
    f = Fight("greyjoy", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("greyjoy", "knight", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(greyjoy="aeron-damphair", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "keep")
    f.choose("greyjoy", "aeron-damphair", "swap")
    f.play(greyjoy="balon-greyjoy")
    assert f.s.power["greyjoy"] == 3
    assert f.strength("attacker")["card"] == 2
    assert f.strength("defender")["card"] == 0  # Balon: Tyrion's printed 1 counts 0


def test_tyrion_cancel_then_aeron_cannot_bring_the_cancelled_card_back():
    # Greyjoy holds only Euron and Aeron. Tyrion cancels Euron, so Greyjoy must play Aeron;
    # Aeron has no other playable card to swap for (Euron stays barred), so no question.
    f = Fight("greyjoy", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("greyjoy", "knight", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")},
              hands={"greyjoy": ["aeron-damphair", "euron-crows-eye"]},
              discards={"greyjoy": hand_without("greyjoy", "aeron-damphair", "euron-crows-eye")})
    f.play(greyjoy="euron-crows-eye", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")
    assert f.decision("house-card", "greyjoy").options["hand"] == ["aeron-damphair"]
    f.act("greyjoy", ChooseHouseCard("aeron-damphair"))
    assert not [d for d in f.g.waiting_for() if d.kind == "choose" and d.options["prompt"] == "aeron-damphair"]
    assert f.s.power["greyjoy"] == 5
    assert f.strength("attacker")["card"] == 0


def test_cersei_lannister():
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight"),
                     "harrenhal": army("stark", "footman"),
                     "winterfell": army("stark", "footman"),
                     "karhold": army("stark", "footman"),
                     "lannisport": army("lannister", "footman")},
              orders={"harrenhal": ["stark", "defense-plus-one-1"], "winterfell": ["stark", "consolidate-power-1"],
                      "karhold": ["stark", "raid-1"], "lannisport": ["lannister", "support-1"]})
    f.play(lannister="cersei-lannister", stark="catelyn-stark")
    assert f.result["winner"] == "lannister"
    opts = f.choose("lannister", "cersei-lannister", "winterfell")
    assert opts["options"] == ["harrenhal", "karhold", "winterfell", "none"]
    assert "winterfell" not in f.s.orders
    assert f.s.orders["karhold"] == {"house": "stark", "token": "raid-1"}
    assert f.s.orders["lannisport"] == {"house": "lannister", "token": "support-1"}
    assert {"house": "lannister", "region": "winterfell", "victim": "stark", "token": "consolidate-power-1",
            "why": "cersei-lannister"} in f.of_kind("OrderRemoved")


def test_cersei_lannister_none_and_losing():
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight"),
                     "harrenhal": army("stark", "footman"), "winterfell": army("stark", "footman")},
              orders={"winterfell": ["stark", "consolidate-power-1"]})
    f.play(lannister="cersei-lannister", stark="catelyn-stark")
    f.choose("lannister", "cersei-lannister", "none")
    assert f.s.orders["winterfell"]["token"] == "consolidate-power-1"
    # losing: no question at all
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                     "harrenhal": army("lannister", "footman"), "winterfell": army("stark", "footman")},
              orders={"winterfell": ["stark", "consolidate-power-1"]})
    f.play(lannister="cersei-lannister", stark="eddard-stark")
    assert f.result["winner"] == "stark"
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]
    assert f.s.orders["winterfell"]["token"] == "consolidate-power-1"


# =============================================================================
# Baratheon
# =============================================================================

def _stannis(tracks: dict[str, list[str]] | None) -> Fight:
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "footman"),
                     "harrenhal": army("lannister", "footman")},
              **({"tracks": tracks} if tracks else {}))
    f.play(baratheon="stannis-baratheon", lannister="cersei-lannister")
    return f


def test_stannis_baratheon():
    # default 6-player Iron Throne: Baratheon first, Lannister below -> printed 4
    assert _stannis(None).strength("attacker")["card"] == 4
    above = {"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]}
    assert _stannis(above).strength("attacker")["card"] == 5


def _renly(**spec: Any) -> Fight:
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "footman", "knight"),
                     "blackwater": army("baratheon", "footman"),
                     "harrenhal": army("lannister", "footman"), **spec.pop("extra", {})},
              orders={"blackwater": ["baratheon", "support-1"]}, **spec)
    f.support("baratheon", blackwater="attacker")
    f.play(baratheon="renly-baratheon", lannister="cersei-lannister")
    return f


def test_renly_baratheon():
    f = _renly()
    assert f.strength("attacker") == {"units": 3, "order": 0, "support": 1, "card": 3}
    opts = f.choose("baratheon", "renly-baratheon", "harrenhal")
    assert opts["options"] == ["harrenhal", "blackwater", "none"]
    f.retreat("lannister", "riverrun")
    assert f.units("harrenhal") == army("baratheon", "knight", "knight")
    assert f.units("blackwater") == army("baratheon", "footman")


def test_renly_baratheon_swaps_a_supporting_footman():
    f = _renly()
    f.choose("baratheon", "renly-baratheon", "blackwater")
    f.retreat("lannister", "riverrun")
    assert f.units("harrenhal") == army("baratheon", "footman", "knight")
    assert f.units("blackwater") == army("baratheon", "knight")
    assert f.of_kind("UnitSwapped") == [{"house": "baratheon", "region": "blackwater", "old": "footman",
                                         "new": "knight", "why": "renly-baratheon"}]


def test_renly_baratheon_without_knights_in_reserve():
    # one knight attacking and four elsewhere: all five Baratheon knights are on the board
    extra = {r: army("baratheon", "knight") for r in ("dragonstone", "kingswood", "storms-end", "the-boneway")}
    f = _renly(extra=extra)
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]
    f.retreat("lannister", "riverrun")
    assert f.units("harrenhal") == army("baratheon", "footman", "knight")
    assert not f.of_kind("UnitSwapped")


def test_ser_davos_seaworth():
    def fight(discards: list[str]) -> Fight:
        f = Fight("baratheon", "stoney-sept", "harrenhal",
                  units={"stoney-sept": army("baratheon", "knight", "knight"),
                         "harrenhal": army("lannister", "footman", "footman")},
                  hands={"baratheon": hand_without("baratheon", *discards)}, discards={"baratheon": discards})
        f.play(baratheon="ser-davos-seaworth", lannister="cersei-lannister")
        return f

    f = fight([])
    assert f.strength("attacker")["card"] == 2
    f.retreat("lannister", "riverrun")  # no sword: no casualty
    assert f.units("riverrun") == army("lannister", routed=("footman", "footman"))
    f = fight(["stannis-baratheon"])
    assert f.strength("attacker")["card"] == 3
    f.casualties("lannister", 1, "footman")  # the extra sword
    f.retreat("lannister", "riverrun")
    assert f.units("riverrun") == army("lannister", routed=("footman",))


def _salladhor(with_support: bool) -> Fight:
    units = {"blackwater-bay": army("greyjoy", "ship", "ship", "ship"),
             "shipbreaker-bay": army("baratheon", "ship", "ship"),
             "east-summer-sea": army("martell", "ship")}
    orders = {"east-summer-sea": ["martell", "support-1"]}
    if with_support:
        units["the-narrow-sea"] = army("baratheon", "ship")
        orders["the-narrow-sea"] = ["baratheon", "support-1"]
    f = Fight("greyjoy", "blackwater-bay", "shipbreaker-bay", units=units, orders=orders)
    f.support("martell", east_summer_sea="attacker")
    if with_support:
        f.support("baratheon", the_narrow_sea="defender")
    f.play(greyjoy="dagmar-cleftjaw", baratheon="salladhor-saan")
    return f


def test_salladhor_saan():
    f = _salladhor(with_support=True)
    assert f.strength("attacker") == {"units": 0, "order": 0, "support": 0, "card": 1}
    assert f.strength("defender") == {"units": 2, "order": 0, "garrison": 0, "support": 1, "card": 1}
    assert f.result["winner"] == "baratheon"


def test_salladhor_saan_without_support():
    f = _salladhor(with_support=False)
    assert f.strength("attacker") == {"units": 3, "order": 0, "support": 1, "card": 1}
    assert f.strength("defender") == {"units": 2, "order": 0, "garrison": 0, "support": 0, "card": 1}
    assert f.result["winner"] == "greyjoy"


def test_patchface():
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "knight", "knight"),
                     "harrenhal": army("stark", "footman")})
    f.play(baratheon="patchface", stark="catelyn-stark")
    assert f.strength("attacker")["card"] == 0
    f.retreat("stark", "riverrun")
    # after the combat (cards already discarded) Baratheon sees Stark's hand and picks one
    opts = f.choose("baratheon", "patchface", "eddard-stark")
    assert opts["options"] == sorted(hand_without("stark", "catelyn-stark")) + ["none"]
    assert f.s.discards["stark"] == ["catelyn-stark", "eddard-stark"]
    assert sorted(f.s.hands["stark"]) == sorted(hand_without("stark", "catelyn-stark", "eddard-stark"))
    assert f.over()


def test_patchface_none():
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "knight", "knight"),
                     "harrenhal": army("stark", "footman")})
    f.play(baratheon="patchface", stark="catelyn-stark")
    f.retreat("stark", "riverrun")
    f.choose("baratheon", "patchface", "none")
    assert f.s.discards["stark"] == ["catelyn-stark"]


def test_patchface_emptying_a_hand_recycles_it():
    # Stark holds two cards, plays one; Patchface discards the last: Stark takes back every
    # discarded card except the one Patchface just discarded
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "knight", "knight"),
                     "harrenhal": army("stark", "footman")},
              hands={"stark": ["catelyn-stark", "robb-stark"]},
              discards={"stark": hand_without("stark", "catelyn-stark", "robb-stark")})
    f.play(baratheon="patchface", stark="catelyn-stark")
    f.retreat("stark", "riverrun")
    opts = f.choose("baratheon", "patchface", "robb-stark")
    assert opts["options"] == ["robb-stark", "none"]
    assert f.s.discards["stark"] == ["robb-stark"]
    assert sorted(f.s.hands["stark"]) == sorted(hand_without("stark", "robb-stark"))


# =============================================================================
# Greyjoy
# =============================================================================

def test_victarion_greyjoy():
    f = Fight("greyjoy", "blackwater-bay", "shipbreaker-bay",
              units={"blackwater-bay": army("greyjoy", "ship", "ship"),
                     "the-narrow-sea": army("greyjoy", "ship"),
                     "east-summer-sea": army("martell", "ship"),
                     "shipbreaker-bay": army("baratheon", "ship", "ship")},
              orders={"the-narrow-sea": ["greyjoy", "support-plus-one"],
                      "east-summer-sea": ["martell", "support-1"]})
    f.support("greyjoy", the_narrow_sea="attacker")
    f.support("martell", east_summer_sea="attacker")
    f.play(greyjoy="victarion-greyjoy", baratheon="brienne-of-tarth")
    # own ships 2 each (fighting and supporting), Martell's supporting ship 1, support +1
    assert f.strength("attacker") == {"units": 4, "order": 0, "support": 2 + 1 + 1, "card": 3}


def test_victarion_greyjoy_defending_is_plain():
    f = Fight("baratheon", "shipbreaker-bay", "blackwater-bay",
              units={"shipbreaker-bay": army("baratheon", "ship"),
                     "blackwater-bay": army("greyjoy", "ship", "ship")})
    f.play(greyjoy="victarion-greyjoy", baratheon="brienne-of-tarth")
    assert f.strength("defender") == {"units": 2, "order": 0, "garrison": 0, "support": 0, "card": 3}


def test_balon_greyjoy():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                     "harrenhal": army("greyjoy", "footman", "footman", "footman")})
    f.play(greyjoy="balon-greyjoy", stark="eddard-stark")
    assert f.strength("attacker")["card"] == 0  # Eddard's printed 4 counts 0
    assert f.strength("defender")["card"] == 2
    assert f.result["winner"] == "stark"  # 6 against 5
    f.casualties("greyjoy", 2, "footman", "footman")  # Eddard's swords still count


def test_balon_greyjoy_vs_ser_davos_seaworth():
    # Davos's printed 2 counts 0; his +1 and extra sword (Stannis discarded) still apply
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "knight", "knight", "knight"),
                     "harrenhal": army("greyjoy", "footman", "footman")},
              hands={"baratheon": hand_without("baratheon", "stannis-baratheon")},
              discards={"baratheon": ["stannis-baratheon"]})
    f.play(greyjoy="balon-greyjoy", baratheon="ser-davos-seaworth")
    assert f.strength("attacker")["card"] == 1
    assert f.result["winner"] == "baratheon"
    f.casualties("greyjoy", 1, "footman")


def _theon(area: str, castle: bool) -> Fight:
    f = Fight("stark", "stoney-sept", area,
              units={"stoney-sept": army("stark", "footman", "footman"),
                     area: army("greyjoy", "footman", "footman")})
    f.play(greyjoy="theon-greyjoy", stark="catelyn-stark")
    return f


def test_theon_greyjoy():
    f = _theon("harrenhal", castle=True)
    assert f.strength("defender")["card"] == 3
    assert f.result["winner"] == "greyjoy"
    # the extra sword kills one of the two attacking footmen
    f.casualties("stark", 1, "footman")
    assert f.destroyed("casualties") == [("stark", "harrenhal", ("footman",))]
    assert f.units("stoney-sept") == army("stark", routed=("footman",))


def test_theon_greyjoy_defending_without_castle():
    f = _theon("blackwater", castle=False)
    assert f.strength("defender")["card"] == 2
    assert f.result["winner"] == "greyjoy"  # 4 against 2
    assert f.destroyed() == []
    assert f.units("stoney-sept") == army("stark", routed=("footman", "footman"))


def test_theon_greyjoy_attacking_a_castle_is_plain():
    f = Fight("greyjoy", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("greyjoy", "knight", "knight"),
                     "harrenhal": army("stark", "footman", "footman")})
    f.play(greyjoy="theon-greyjoy", stark="catelyn-stark")
    assert f.strength("attacker")["card"] == 2
    f.retreat("stark", "riverrun")  # no sword: no casualty
    assert f.units("riverrun") == army("stark", routed=("footman", "footman"))


def _asha(supported: bool) -> Fight:
    units = {"stoney-sept": army("greyjoy", "knight", "knight"),
             "harrenhal": army("stark", "footman", "footman", "footman")}
    orders = {}
    if supported:
        units["blackwater"] = army("greyjoy", "footman")
        orders["blackwater"] = ["greyjoy", "support-1"]
    f = Fight("greyjoy", "stoney-sept", "harrenhal", units=units, orders=orders)
    if supported:
        f.support("greyjoy", blackwater="attacker")
    f.play(greyjoy="asha-greyjoy", stark="catelyn-stark")
    return f


def test_asha_greyjoy():
    f = _asha(supported=False)
    assert f.strength("attacker")["card"] == 1 and f.result["winner"] == "greyjoy"  # 5 against 3
    f.casualties("stark", 2, "footman", "footman")  # two swords when unsupported
    f.retreat("stark", "riverrun")
    assert f.units("riverrun") == army("stark", routed=("footman",))


def test_asha_greyjoy_supported():
    f = _asha(supported=True)
    assert f.result["winner"] == "greyjoy"
    assert not [d for d in f.g.waiting_for() if d.kind == "select-units"]
    f.retreat("stark", "riverrun")
    assert f.units("riverrun") == army("stark", routed=("footman", "footman", "footman"))


def test_asha_greyjoy_fortification_when_losing_unsupported():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                     "harrenhal": army("greyjoy", "footman", "footman", "footman")})
    f.play(greyjoy="asha-greyjoy", stark="eddard-stark")
    assert f.result["winner"] == "stark"
    f.casualties("greyjoy", 1, "footman")  # Eddard's 2 swords minus Asha's fortification
    f.retreat("greyjoy", "riverrun")
    assert f.units("riverrun") == army("greyjoy", routed=("footman", "footman"))


def _aeron(**spec: Any) -> Fight:
    f = Fight("greyjoy", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("greyjoy", "knight", "footman"),
                     "harrenhal": army("stark", "footman", "footman")}, **spec)
    f.play(greyjoy="aeron-damphair", stark="greatjon-umber")
    return f


def test_aeron_damphair():
    f = _aeron()
    opts = f.choose("greyjoy", "aeron-damphair", "swap")
    assert opts["options"] == ["swap", "keep"]
    assert f.s.power["greyjoy"] == 3
    d = f.decision("house-card", "greyjoy")
    assert d.options["hand"] == hand_without("greyjoy", "aeron-damphair")
    f.act("greyjoy", ChooseHouseCard("euron-crows-eye"))
    assert f.strength("attacker")["card"] == 4
    assert f.result["winner"] == "greyjoy"  # 7 against 4
    f.casualties("stark", 1, "footman")
    f.retreat("stark", "riverrun")
    assert f.s.discards["greyjoy"] == ["aeron-damphair", "euron-crows-eye"]


def test_aeron_damphair_keep():
    f = _aeron()
    f.choose("greyjoy", "aeron-damphair", "keep")
    assert f.s.power["greyjoy"] == 5
    assert f.strength("attacker")["card"] == 0
    assert f.result["winner"] == "stark"  # 3 against 4
    f.casualties("greyjoy", 1, "footman")  # Greatjon's sword
    assert f.units("stoney-sept") == army("greyjoy", routed=("knight",))
    assert f.s.discards["greyjoy"] == ["aeron-damphair"]


def test_aeron_damphair_without_two_power():
    f = _aeron(power={"greyjoy": 1})
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]
    assert f.strength("attacker")["card"] == 0
    assert f.s.power["greyjoy"] == 1


def test_aeron_damphair_as_the_last_card():
    f = _aeron(hands={"greyjoy": ["aeron-damphair"]},
               discards={"greyjoy": hand_without("greyjoy", "aeron-damphair")})
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]
    assert f.strength("attacker")["card"] == 0
    assert f.s.power["greyjoy"] == 5


# =============================================================================
# Tyrell
# =============================================================================

def test_mace_tyrell():
    # attacking: one defending footman dies at once, before strength is counted
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "footman"),
                     "harrenhal": army("stark", "footman", "knight"),
                     "blackwater": army("stark", "footman")},
              orders={"blackwater": ["stark", "support-1"]})
    f.support("stark", blackwater="defender")
    f.play(tyrell="mace-tyrell", stark="catelyn-stark")
    assert f.destroyed("mace-tyrell") == [("stark", "harrenhal", ("footman",))]
    assert f.kinds().index("UnitsDestroyed") < f.kinds().index("CombatResolved")
    assert f.strength("defender") == {"units": 2, "order": 0, "garrison": 0, "support": 1, "card": 0}
    assert f.units("blackwater") == army("stark", "footman")  # supporters are not eligible


def test_mace_tyrell_defending():
    f = Fight("stark", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("stark", "footman", "knight"),
                     "harrenhal": army("tyrell", "footman")})
    f.play(tyrell="mace-tyrell", stark="catelyn-stark")
    assert f.destroyed("mace-tyrell") == [("stark", "harrenhal", ("footman",))]
    assert f.strength("attacker") == {"units": 2, "order": 0, "support": 0, "card": 0}
    assert f.result["winner"] == "tyrell"
    assert f.units("stoney-sept") == army("stark", routed=("knight",))


def test_mace_tyrell_without_enemy_footman():
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "footman"),
                     "harrenhal": army("stark", "knight")})
    f.play(tyrell="mace-tyrell", stark="catelyn-stark")
    assert f.destroyed("mace-tyrell") == []
    assert f.strength("defender")["units"] == 2


def _loras(win: bool) -> Fight:
    f = Fight("tyrell", "stoney-sept", "harrenhal", token="march-plus-one",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("stark", "footman", "knight", "knight")})
    f.play(tyrell="ser-loras-tyrell", stark="catelyn-stark" if win else "eddard-stark")
    return f


def test_ser_loras_tyrell():
    f = _loras(win=True)
    assert f.strength("attacker")["card"] == 3 and f.result["winner"] == "tyrell"
    f.retreat("stark", "riverrun")
    assert f.s.orders["harrenhal"] == {"house": "tyrell", "token": "march-plus-one"}
    assert {"house": "tyrell", "region": "harrenhal", "token": "march-plus-one",
            "why": "ser-loras-tyrell"} in f.of_kind("OrderMoved")
    assert f.over()
    # the moved order is resolved again this round, after the blocker's turn
    f.act(f.blocker, ResolveMarch(BLOCKER_REGION, ()))
    d = f.decision("march", "tyrell")
    assert list(d.options["marches"]) == ["harrenhal"]
    f.act("tyrell", ResolveMarch("harrenhal", (("crackclaw-point", ("knight",)),)))
    assert f.units("crackclaw-point") == army("tyrell", "knight")
    assert f.units("harrenhal") == army("tyrell", "knight")
    assert "harrenhal" not in f.s.orders


def test_ser_loras_tyrell_losing():
    f = _loras(win=False)
    assert f.result["winner"] == "stark"
    assert "harrenhal" not in f.s.orders or f.s.orders["harrenhal"]["house"] != "tyrell"
    assert not f.of_kind("OrderMoved")


def test_queen_of_thorns():
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("stark", "footman"),
                     "riverrun": army("stark", "footman"),
                     "crackclaw-point": army("stark", "footman"),
                     "winterfell": army("stark", "footman"),
                     "blackwater": army("tyrell", "footman")},
              orders={"riverrun": ["stark", "support-1"], "crackclaw-point": ["stark", "raid-1"],
                      "winterfell": ["stark", "consolidate-power-1"], "blackwater": ["tyrell", "raid-1"],
                      "harrenhal": ["stark", "defense-plus-two"]})
    f.support("stark", riverrun="defender")
    f.play(tyrell="queen-of-thorns", stark="the-blackfish")
    opts = f.choose("tyrell", "queen-of-thorns", "riverrun")
    # adjacent Stark orders only: not Winterfell (far away), not Tyrell's own, not the contested area
    assert opts["options"] == ["crackclaw-point", "riverrun"]
    assert "riverrun" not in f.s.orders
    assert f.s.orders["crackclaw-point"]["token"] == "raid-1"
    # the removed support order no longer supports: 4 against 4, Tyrell wins the tie on Fiefdoms
    assert f.strength("defender") == {"units": 1, "order": 2, "garrison": 0, "support": 0, "card": 1}
    assert f.result["winner"] == "tyrell"


def test_queen_of_thorns_without_targets():
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("stark", "footman")})
    f.play(tyrell="queen-of-thorns", stark="catelyn-stark")
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]
    assert f.result["winner"] == "tyrell"


# =============================================================================
# Martell
# =============================================================================

def test_arianne_martell():
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight"),
                     "harrenhal": army("martell", "footman")},
              orders={"harrenhal": ["martell", "defense-plus-one-1"]})
    f.play(martell="arianne-martell", lannister="ser-kevan-lannister")
    assert f.strength("defender")["card"] == 1 and f.result["winner"] == "lannister"  # 5 against 3
    f.retreat("martell", "riverrun")
    assert f.units("riverrun") == army("martell", routed=("footman",))
    assert f.units("stoney-sept") == army("lannister", "knight", "knight")  # back, not routed
    assert f.units("harrenhal") is None
    assert "harrenhal" not in f.s.orders


def test_arianne_martell_winning_or_attacking_is_plain():
    f = Fight("martell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("martell", "knight", "knight"),
                     "harrenhal": army("lannister", "footman")})
    f.play(martell="arianne-martell", lannister="cersei-lannister")
    f.retreat("lannister", "riverrun")
    assert f.units("harrenhal") == army("martell", "knight", "knight")


def test_arianne_martell_stops_ser_loras_tyrell():
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("martell", "footman")})
    f.play(martell="arianne-martell", tyrell="ser-loras-tyrell")
    f.retreat("martell", "riverrun")
    assert f.units("stoney-sept") == army("tyrell", "knight", "knight")
    assert "harrenhal" not in f.s.orders
    assert not f.of_kind("OrderMoved")


def test_nymeria_sand():
    # attacking: one sword
    f = Fight("martell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("martell", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(martell="nymeria-sand", lannister="cersei-lannister")
    assert f.strength("attacker")["card"] == 1
    f.casualties("lannister", 1, "footman")
    f.retreat("lannister", "riverrun")
    assert f.units("riverrun") == army("lannister", routed=("footman",))


def test_nymeria_sand_defending():
    # defending: one fortification cancels Jaime's sword
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight"),
                     "harrenhal": army("martell", "footman", "footman")})
    f.play(martell="nymeria-sand", lannister="ser-jaime-lannister")
    assert f.result["winner"] == "lannister"
    f.retreat("martell", "riverrun")
    assert f.destroyed() == []
    assert f.units("riverrun") == army("martell", routed=("footman", "footman"))


def test_doran_martell():
    f = Fight("martell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("martell", "knight", "knight"),
                     "harrenhal": army("stark", "footman")})
    f.play(martell="doran-martell", stark="catelyn-stark")
    opts = f.choose("martell", "doran-martell", "kings_court")
    assert opts["options"] == ["iron_throne", "fiefdoms", "kings_court"]
    assert f.s.tracks["kings_court"] == ["lannister", "martell", "baratheon", "tyrell", "greyjoy", "stark"]
    assert f.s.tracks["iron_throne"] == ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell"]
    assert f.kinds().index("TrackChanged") < f.kinds().index("CombatResolved")


def test_doran_martell_fiefdoms_moves_the_blade():
    # Greyjoy holds the blade (Fiefdoms first); Doran sends it last before the blade step
    f = Fight("martell", "stoney-sept", "harrenhal", blade_used=False,
              units={"stoney-sept": army("martell", "knight", "knight"),
                     "harrenhal": army("greyjoy", "footman")})
    f.play(martell="doran-martell", greyjoy="dagmar-cleftjaw")
    f.choose("martell", "doran-martell", "fiefdoms")
    assert f.s.tracks["fiefdoms"][-1] == "greyjoy"
    assert f.s.tracks["fiefdoms"][0] == "tyrell"
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]  # no blade question now
    assert "blade" not in f.strength("defender")


# =============================================================================
# Two abilities at one timing point: Iron Throne order decides
# =============================================================================

@pytest.mark.parametrize("greyjoy_first", [True, False])
def test_shared_timing_point_follows_iron_throne_order(greyjoy_first):
    # Aeron (Greyjoy) and Mace (Tyrell) both resolve "immediately"
    it = ["greyjoy", "tyrell"] if greyjoy_first else ["tyrell", "greyjoy"]
    f = Fight("greyjoy", "stoney-sept", "harrenhal",
              tracks={"iron_throne": it + ["baratheon", "lannister", "stark", "martell"]},
              units={"stoney-sept": army("greyjoy", "footman", "knight"),
                     "harrenhal": army("tyrell", "footman", "footman")})
    f.play(greyjoy="aeron-damphair", tyrell="mace-tyrell")
    if greyjoy_first:
        assert f.destroyed("mace-tyrell") == []  # Mace waits for Aeron's question
        f.choose("greyjoy", "aeron-damphair", "swap")
        f.play(greyjoy="euron-crows-eye")
    else:
        assert f.destroyed("mace-tyrell") == [("greyjoy", "harrenhal", ("footman",))]
        f.choose("greyjoy", "aeron-damphair", "swap")
        f.play(greyjoy="euron-crows-eye")
    kinds = f.kinds()
    mace = kinds.index("UnitsDestroyed")
    aeron = kinds.index("HouseCardDiscarded")
    assert (aeron < mace) == greyjoy_first
    assert f.strength("attacker") == {"units": 2, "order": 0, "support": 0, "card": 4}
    assert f.s.power["greyjoy"] == 3


def test_every_house_card_has_a_test():
    names = set(globals())
    for house, cards in RS.house_card_ids.items():
        for card in cards:
            assert "test_" + card.replace("-", "_") in names, card
    assert sum(len(c) for c in RS.house_card_ids.values()) == 42
