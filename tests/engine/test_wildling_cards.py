"""The nine wildling cards, both outcomes, set up as a Westeros phase whose deck III card is
"Wildlings Attack" and whose wildling deck order is known; every choice goes through the API.

Decks I and II open with Last Days of Summer (no effect, one wildling icon each), so the
threat rises by 4 before the attack: a threat of 2 attacks with strength 6.
3 players unless said: Iron Throne baratheon > lannister > stark (Baratheon settles ties).
"""
from __future__ import annotations

from typing import Any

import pytest

from engine.commands import Bid, Choose, Muster, PlaceOrders, SelectUnits, UseRaven
from engine.errors import IllegalCommand
from engine.positions import build_position
from engine.ruleset import load_ruleset

RS = load_ruleset()
CARDS = list(RS.wildling_cards)


def army(house: str, *units: str, routed: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


UNITS = {
    "winterfell": army("stark", "footman", "knight"),
    "white-harbor": army("stark", "footman"),
    "lannisport": army("lannister", "footman", "knight"),
    "stoney-sept": army("lannister", "footman"),
    "dragonstone": army("baratheon", "footman", "knight"),
    "kingswood": army("baratheon", "footman"),
}


UNCHANGED = {r: {"house": a["house"], "units": sorted(a["units"]), "routed": []} for r, a in UNITS.items()}


class Attack:
    def __init__(self, card: str, *, threat: int = 2, players: int = 3, units: dict[str, Any] | None = None,
                 next_cards: tuple[str, ...] = (), **spec: Any) -> None:
        rest = list(next_cards) + [c for c in CARDS if c != card and c not in next_cards]
        self.g = build_position({
            "players": players, "phase": "westeros", "wildling_threat": threat,
            "wildling_deck": [card] + rest,
            "westeros": {"I": ["last-days-of-summer", "supply", "mustering"],
                         "II": ["last-days-of-summer", "game-of-thrones", "clash-of-kings"],
                         "III": ["wildlings-attack", "storm-of-swords", "web-of-lies"]},
            "units": UNITS if units is None else units, **spec})
        self.events: list[Any] = []
        self.card = card
        assert self.g.s.wildling_threat == threat + 4
        assert [d.kind for d in self.g.waiting_for()] == ["bid"] * players

    def act(self, seat: str, cmd: Any) -> None:
        self.events.extend(self.g.act(seat, cmd))

    def decision(self, kind: str, seat: str):
        ds = [d for d in self.g.waiting_for() if d.kind == kind and d.seat == seat]
        assert len(ds) == 1, (kind, seat, self.g.waiting_for())
        return ds[0]

    def bid(self, **amounts: int) -> None:
        assert sorted(d.seat for d in self.g.waiting_for() if d.kind == "bid") == sorted(amounts)
        for house, n in amounts.items():
            self.act(house, Bid(n))

    def choose(self, seat: str, prompt: str, choice: Any) -> list[Any]:
        d = self.decision("choose", seat)
        assert d.options["prompt"] == prompt, d.options
        opts = list(d.options["options"])
        self.act(seat, Choose(choice))
        return opts

    def select(self, seat: str, prompt: str, *units: tuple[str, str], n: tuple[int, int] | None = None):
        d = self.decision("select-units", seat)
        assert d.options["prompt"] == prompt, d.options
        if n is not None:
            assert (d.options["min"], d.options["max"]) == n
        self.act(seat, SelectUnits(tuple(units)))
        return d.options

    @property
    def s(self):
        return self.g.s

    def resolved(self) -> dict[str, Any]:
        out = [e.data for e in self.events if e.kind == "WildlingsAttackResolved"]
        return out[0]

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.kind == kind]

    def done(self) -> bool:
        """The attack is over and the Planning phase waits for orders."""
        kinds = [f["kind"] for f in self.s.stack]
        deck = self.s.wildling_deck
        assert len(deck) == 9 and deck[-1] == self.card, deck  # the used card goes to the bottom
        return "wildling-attack" not in kinds and "westeros" not in kinds and \
            {d.kind for d in self.g.waiting_for()} == {"place-orders"}


def units_of(g, house: str) -> dict[str, list[str]]:
    return {r: sorted(a["units"] + a["routed"]) for r, a in g.s.units.items() if a["house"] == house}


def _nights_watch(card: str, **spec: Any) -> Attack:
    """Night's Watch wins 7 against 6; Baratheon is the highest bidder."""
    a = Attack(card, **spec)
    a.bid(baratheon=4, lannister=2, stark=1)
    return a


def _wildlings(card: str, **spec: Any) -> Attack:
    """The wildlings win 3 against 6; Stark is the lowest bidder."""
    a = Attack(card, **spec)
    a.bid(baratheon=2, lannister=1, stark=0)
    return a


def _check_nw(a: Attack, target: str = "baratheon") -> None:
    r = a.resolved()
    assert r["card"] == a.card and r["nights_watch_won"] is True and r["target"] == target
    assert a.s.wildling_threat == 0


def _check_wildlings(a: Attack, target: str = "stark") -> None:
    r = a.resolved()
    assert r["card"] == a.card and r["nights_watch_won"] is False and r["target"] == target
    assert a.s.wildling_threat == 2  # 6 - 4


# ----- Silence at the Wall -----------------------------------------------------------

def test_silence_at_the_wall_nights_watch():
    a = _nights_watch("silence-at-the-wall")
    _check_nw(a)
    assert a.s.power == {"stark": 4, "lannister": 3, "baratheon": 1}  # every bid is lost
    assert a.s.units == UNCHANGED
    assert a.done()


def test_silence_at_the_wall_wildlings():
    a = _wildlings("silence-at-the-wall")
    _check_wildlings(a)
    assert a.s.power == {"stark": 5, "lannister": 4, "baratheon": 3}
    assert a.s.units == UNCHANGED
    assert a.done()


# ----- Preemptive Raid ---------------------------------------------------------------

def test_preemptive_raid_nights_watch():
    # the highest bidder (Baratheon) sits out a second attack of strength 6; it still settles
    # that attack's tie as Iron Throne holder
    a = _nights_watch("preemptive-raid")  # next card in the deck: silence-at-the-wall
    _check_nw(a)
    # (the first attack began while the position was built)
    assert a.of_kind("WildlingsAttack") == [{"strength": 6, "houses": ["lannister", "stark"]}]
    assert sorted(d.seat for d in a.g.waiting_for()) == ["lannister", "stark"]
    a.bid(lannister=0, stark=0)
    opts = a.choose("baratheon", "wildlings-lowest-bidder", "lannister")
    assert opts == ["lannister", "stark"]
    second = a.of_kind("WildlingsAttackResolved")[1]
    report = second.pop("bidding")
    assert second == {"card": "silence-at-the-wall", "nights_watch_won": False, "total": 0, "strength": 6,
                      "target": "lannister", "threat": 0}
    # the public report: both bids tied at 0, settled by the Iron Throne holder sitting out
    assert report["bids"] == {"lannister": 0, "stark": 0} and report["tied"] == ["lannister", "stark"]
    assert report["settled_by"] == "baratheon" and report["target"] == "lannister"
    assert report["target_role"] == "lowest_bidder" and report["others"] == ["stark"]
    assert report["card"] == "silence-at-the-wall" and not report["nights_watch_won"]
    assert a.s.power == {"stark": 4, "lannister": 3, "baratheon": 1}
    assert a.s.wildling_deck[-2:] == ["silence-at-the-wall", "preemptive-raid"]
    assert a.done()


def test_preemptive_raid_nights_watch_second_attack_skinchanger():
    # the second attack's card hits the others only: Baratheon keeps its power
    a = Attack("preemptive-raid", next_cards=("skinchanger-scout",))
    a.bid(baratheon=5, lannister=1, stark=1)
    a.bid(lannister=1, stark=0)  # 1 against 6: wildlings; Stark lowest
    assert a.s.power == {"baratheon": 0, "lannister": 1, "stark": 0}
    second = a.of_kind("WildlingsAttackResolved")[1]
    assert second["card"] == "skinchanger-scout" and second["target"] == "stark"
    assert a.done()


def test_preemptive_raid_wildlings():
    a = _wildlings("preemptive-raid")
    _check_wildlings(a)
    opts = a.choose("stark", "preemptive-raid", "destroy")
    assert opts == ["destroy", "track"]
    a.select("stark", "preemptive-raid", ("winterfell", "knight"), ("white-harbor", "footman"), n=(2, 2))
    assert units_of(a.g, "stark") == {"winterfell": ["footman"]}
    assert units_of(a.g, "lannister") == {"lannisport": ["footman", "knight"], "stoney-sept": ["footman"]}
    assert a.done()


def test_preemptive_raid_wildlings_drop_on_highest_track():
    a = _wildlings("preemptive-raid")
    tracks = {k: list(v) for k, v in a.s.tracks.items()}
    a.choose("stark", "preemptive-raid", "track")
    # Stark is first on Fiefdoms, its best track: no question, two places down
    assert a.s.tracks["fiefdoms"] == ["baratheon", "lannister", "stark"]
    assert a.s.tracks["iron_throne"] == tracks["iron_throne"]
    assert a.s.tracks["kings_court"] == tracks["kings_court"]
    assert units_of(a.g, "stark") == {"winterfell": ["footman", "knight"], "white-harbor": ["footman"]}
    assert a.done()


def test_preemptive_raid_wildlings_track_tie_is_chosen():
    a = Attack("preemptive-raid", players=4, units={**UNITS, "pyke": army("greyjoy", "footman")},
               tracks={"kings_court": ["stark", "lannister", "baratheon", "greyjoy"],
                       "fiefdoms": ["stark", "greyjoy", "baratheon", "lannister"]})
    a.bid(baratheon=2, lannister=1, greyjoy=1, stark=0)
    a.choose("stark", "preemptive-raid", "track")
    opts = a.choose("stark", "preemptive-raid-track", "kings_court")
    assert opts == ["fiefdoms", "kings_court"]
    assert a.s.tracks["kings_court"] == ["lannister", "baratheon", "stark", "greyjoy"]
    assert a.s.tracks["fiefdoms"] == ["stark", "greyjoy", "baratheon", "lannister"]
    assert a.done()


# ----- Crow Killers --------------------------------------------------------------------

def test_crow_killers_nights_watch():
    a = _nights_watch("crow-killers")
    _check_nw(a)
    a.select("baratheon", "crow-killers", ("dragonstone", "footman"), ("kingswood", "footman"), n=(0, 2))
    assert units_of(a.g, "baratheon") == {"dragonstone": ["knight", "knight"], "kingswood": ["knight"]}
    assert a.done()


def test_crow_killers_nights_watch_may_swap_none():
    a = _nights_watch("crow-killers")
    a.select("baratheon", "crow-killers")
    assert units_of(a.g, "baratheon") == {"dragonstone": ["footman", "knight"], "kingswood": ["footman"]}


def test_crow_killers_wildlings():
    units = {**UNITS, "lannisport": army("lannister", "knight", "knight"), "stoney-sept": army("lannister", "knight"),
             "winterfell": army("stark", "knight", "knight"), "white-harbor": army("stark", "knight")}
    a = _wildlings("crow-killers", units=units)
    _check_wildlings(a)
    # lowest (Stark): every knight becomes a footman, no question
    assert units_of(a.g, "stark") == {"winterfell": ["footman", "footman"], "white-harbor": ["footman"]}
    # everyone else: two knights; Baratheon's only knight is swapped without a question
    assert units_of(a.g, "baratheon") == {"dragonstone": ["footman", "footman"], "kingswood": ["footman"]}
    a.select("lannister", "crow-killers", ("lannisport", "knight"), ("stoney-sept", "knight"), n=(2, 2))
    assert units_of(a.g, "lannister") == {"lannisport": ["footman", "knight"], "stoney-sept": ["footman"]}
    assert a.done()


def test_crow_killers_wildlings_knight_without_footman_is_destroyed():
    # Stark has all ten footmen on the board: its knight cannot be swapped and is destroyed
    units = dict(UNITS)
    units["winterfell"] = army("stark", "knight", "footman")
    for r in ("white-harbor", "moat-cailin", "castle-black", "karhold", "the-stony-shore", "widows-watch",
              "greywater-watch", "flints-finger"):
        units[r] = army("stark", "footman")
    units["the-twins"] = army("stark", "footman")
    a = _wildlings("crow-killers", units=units)
    assert units_of(a.g, "stark")["winterfell"] == ["footman"]
    assert ("stark", "winterfell", ["knight"]) in [(e["house"], e["region"], e["units"])
                                                   for e in a.of_kind("UnitsDestroyed")]


def test_crow_killers_lowest_bidder_chooses_which_knights_get_the_last_footmen():
    """With one footman left in reserve, Stark picks which of its three knights becomes a
    footman; the other two are destroyed (docs/RULES.md, "Rulings")."""
    units = {**UNITS, "winterfell": army("stark", "knight", *["footman"] * 9), "white-harbor": army("stark", "knight"),
             "moat-cailin": army("stark", "knight")}
    a = _wildlings("crow-killers", units=units)
    _check_wildlings(a)
    opts = a.select("stark", "crow-killers-footmen", ("moat-cailin", "knight"), n=(1, 1))
    assert opts["candidates"] == [["moat-cailin", "knight"], ["white-harbor", "knight"], ["winterfell", "knight"]]
    assert units_of(a.g, "stark") == {"winterfell": ["footman"] * 9, "moat-cailin": ["footman"]}
    assert sorted(e["region"] for e in a.of_kind("UnitsDestroyed") if e["house"] == "stark") == \
        ["white-harbor", "winterfell"]
    assert a.done()  # the others' single knights are swapped without a question


def test_crow_killers_others_choose_which_of_their_two_knights_gets_the_last_footman():
    units = {**UNITS, "lannisport": army("lannister", "knight", *["footman"] * 9), "stoney-sept": army("lannister", "knight"),
             "harrenhal": army("lannister", "knight")}
    a = _wildlings("crow-killers", units=units)
    # Lannister first picks the two knights the card takes, then which of them keeps a footman
    a.select("lannister", "crow-killers", ("harrenhal", "knight"), ("lannisport", "knight"), n=(2, 2))
    opts = a.select("lannister", "crow-killers-footmen", ("lannisport", "knight"), n=(1, 1))
    assert opts["candidates"] == [["harrenhal", "knight"], ["lannisport", "knight"]]
    assert units_of(a.g, "lannister") == {"lannisport": ["footman"] * 10, "stoney-sept": ["knight"]}
    assert a.done()


# ----- Rattleshirt's Raiders -----------------------------------------------------------

def test_rattleshirts_raiders_nights_watch():
    a = _nights_watch("rattleshirts-raiders", supply={"baratheon": 2, "lannister": 2, "stark": 1})
    _check_nw(a)
    assert a.s.supply == {"baratheon": 3, "lannister": 2, "stark": 1}
    assert a.done()


def test_rattleshirts_raiders_nights_watch_not_above_six():
    a = _nights_watch("rattleshirts-raiders", supply={"baratheon": 6})
    assert a.s.supply["baratheon"] == 6


def test_rattleshirts_raiders_wildlings():
    units = {**UNITS, "winterfell": army("stark", "footman", "footman", "knight")}
    a = _wildlings("rattleshirts-raiders", units=units, supply={"stark": 2, "lannister": 2, "baratheon": 1})
    _check_wildlings(a)
    # Stark first, 2 -> 0 (armies of at most 2): its army of 3 must lose one unit
    assert a.s.supply == {"stark": 0, "lannister": 2, "baratheon": 1}
    opts = a.select("stark", "reconcile-supply", ("winterfell", "footman"))
    assert opts["rule"] == "supply"
    assert units_of(a.g, "stark") == {"winterfell": ["footman", "knight"], "white-harbor": ["footman"]}
    assert a.s.supply == {"stark": 0, "lannister": 1, "baratheon": 0}
    # the others' armies of 2 still fit supply 1 and 0: no losses
    assert units_of(a.g, "lannister") == {"lannisport": ["footman", "knight"], "stoney-sept": ["footman"]}
    assert a.done()


# ----- Massing on the Milkwater ----------------------------------------------------------

def _hand(house: str, *cards: str) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    return ({house: list(cards)}, {house: [c for c in RS.house_card_ids[house] if c not in cards]})


def test_massing_on_the_milkwater_nights_watch():
    a = _nights_watch("massing-on-the-milkwater", hands={"baratheon": ["patchface", "melisandre"]},
                      discards={"baratheon": ["stannis-baratheon", "renly-baratheon", "ser-davos-seaworth",
                                              "brienne-of-tarth", "salladhor-saan"]})
    _check_nw(a)
    assert sorted(a.s.hands["baratheon"]) == sorted(RS.house_card_ids["baratheon"])
    assert a.s.discards["baratheon"] == []
    assert a.done()


def test_massing_on_the_milkwater_wildlings():
    stark_hand, stark_disc = _hand("stark", "roose-bolton", "greatjon-umber", "ser-rodrick-cassel")
    bar_hand, bar_disc = _hand("baratheon", "patchface")
    a = _wildlings("massing-on-the-milkwater", hands={**stark_hand, **bar_hand},
                   discards={**stark_disc, **bar_disc})
    _check_wildlings(a)
    # lowest: every card sharing the highest printed strength (Roose and Greatjon, 2)
    assert a.s.hands["stark"] == ["ser-rodrick-cassel"]
    assert sorted(a.s.discards["stark"]) == sorted(stark_disc["stark"] + ["roose-bolton", "greatjon-umber"])
    # Baratheon holds one card: nothing; Lannister chooses one
    opts = a.choose("lannister", "massing-on-the-milkwater", "the-hound")
    assert opts == sorted(RS.house_card_ids["lannister"])
    assert a.s.discards["lannister"] == ["the-hound"]
    assert a.s.hands["baratheon"] == ["patchface"]
    assert a.done()


# ----- A King Beyond the Wall -----------------------------------------------------------

def test_a_king_beyond_the_wall_nights_watch():
    a = _nights_watch("a-king-beyond-the-wall")
    _check_nw(a)
    opts = a.choose("baratheon", "a-king-beyond-the-wall-nw", "kings_court")
    assert opts == ["iron_throne", "fiefdoms", "kings_court"]
    assert a.s.tracks["kings_court"] == ["baratheon", "lannister", "stark"]
    assert a.done()


def test_a_king_beyond_the_wall_wildlings():
    a = _wildlings("a-king-beyond-the-wall")
    _check_wildlings(a)
    # lowest: last on all three tracks, at once
    assert a.s.tracks["iron_throne"] == ["baratheon", "lannister", "stark"]
    assert a.s.tracks["fiefdoms"] == ["baratheon", "lannister", "stark"]
    assert a.s.tracks["kings_court"] == ["lannister", "baratheon", "stark"]
    # then, in Iron Throne order, each other house picks Fiefdoms or King's Court
    assert [d.seat for d in a.g.waiting_for()] == ["baratheon"]
    opts = a.choose("baratheon", "a-king-beyond-the-wall", "fiefdoms")
    assert opts == ["fiefdoms", "kings_court"]
    a.choose("lannister", "a-king-beyond-the-wall", "kings_court")
    assert a.s.tracks["fiefdoms"] == ["lannister", "stark", "baratheon"]
    assert a.s.tracks["kings_court"] == ["baratheon", "stark", "lannister"]
    assert a.s.tracks["iron_throne"] == ["baratheon", "lannister", "stark"]
    assert a.done()


# ----- Mammoth Riders -------------------------------------------------------------------

def test_mammoth_riders_nights_watch():
    a = _nights_watch("mammoth-riders", hands={"baratheon": ["patchface", "melisandre", "salladhor-saan"]},
                      discards={"baratheon": ["stannis-baratheon", "renly-baratheon", "ser-davos-seaworth",
                                              "brienne-of-tarth"]})
    _check_nw(a)
    opts = a.choose("baratheon", "mammoth-riders", "stannis-baratheon")
    assert opts == ["brienne-of-tarth", "renly-baratheon", "ser-davos-seaworth", "stannis-baratheon", "none"]
    assert "stannis-baratheon" in a.s.hands["baratheon"]
    assert sorted(a.s.discards["baratheon"]) == ["brienne-of-tarth", "renly-baratheon", "ser-davos-seaworth"]
    assert a.done()


def test_mammoth_riders_wildlings():
    units = {**UNITS, "winterfell": army("stark", "footman", "footman", "knight")}
    a = _wildlings("mammoth-riders", units=units)
    _check_wildlings(a)
    a.select("stark", "mammoth-riders", ("winterfell", "footman"), ("winterfell", "knight"),
             ("white-harbor", "footman"), n=(3, 3))
    assert units_of(a.g, "stark") == {"winterfell": ["footman"]}
    a.select("baratheon", "mammoth-riders", ("dragonstone", "knight"), ("kingswood", "footman"), n=(2, 2))
    assert units_of(a.g, "baratheon") == {"dragonstone": ["footman"]}
    a.select("lannister", "mammoth-riders", ("lannisport", "footman"), ("stoney-sept", "footman"), n=(2, 2))
    assert units_of(a.g, "lannister") == {"lannisport": ["knight"]}
    assert a.done()


# ----- The Horde Descends ---------------------------------------------------------------

def test_the_horde_descends_nights_watch():
    a = _nights_watch("the-horde-descends")
    _check_nw(a)
    opts = a.choose("baratheon", "the-horde-descends", "dragonstone")
    assert opts == ["dragonstone", "none"]
    d = a.decision("muster", "baratheon")
    assert list(d.options["castles"]) == ["dragonstone"]
    a.act("baratheon", Muster((("dragonstone", "upgrade:knight", "dragonstone"), ("dragonstone", "footman", "dragonstone"))))
    assert units_of(a.g, "baratheon")["dragonstone"] == ["footman", "knight", "knight"]
    assert a.done()


def test_the_horde_descends_wildlings():
    units = {**UNITS, "winterfell": army("stark", "footman", "footman", "knight")}
    a = _wildlings("the-horde-descends", units=units)
    _check_wildlings(a)
    # lowest: two units from ONE castle/stronghold area (Winterfell; White Harbor has only one)
    d = a.decision("select-units", "stark")
    assert {tuple(c)[0] for c in d.options["candidates"]} == {"winterfell"}
    before = a.g.digest()
    with pytest.raises(IllegalCommand):
        a.act("stark", SelectUnits((("winterfell", "footman"), ("white-harbor", "footman"))))
    assert a.g.digest() == before
    a.select("stark", "the-horde-descends", ("winterfell", "footman"), ("winterfell", "knight"), n=(2, 2))
    assert units_of(a.g, "stark") == {"winterfell": ["footman"], "white-harbor": ["footman"]}
    # everyone else: one unit anywhere
    a.select("baratheon", "the-horde-descends", ("kingswood", "footman"), n=(1, 1))
    a.select("lannister", "the-horde-descends", ("lannisport", "knight"), n=(1, 1))
    assert units_of(a.g, "baratheon") == {"dragonstone": ["footman", "knight"]}
    assert units_of(a.g, "lannister") == {"lannisport": ["footman"], "stoney-sept": ["footman"]}
    assert a.done()


def test_the_horde_descends_wildlings_without_castle_army():
    # Stark has no castle area with two units: it destroys two units anywhere
    units = {**UNITS, "winterfell": army("stark", "footman"), "karhold": army("stark", "footman", "knight")}
    a = _wildlings("the-horde-descends", units=units)
    opts = a.select("stark", "the-horde-descends", ("karhold", "knight"), ("white-harbor", "footman"), n=(2, 2))
    assert opts["rule"] is None
    assert units_of(a.g, "stark") == {"winterfell": ["footman"], "karhold": ["footman"]}


# ----- Skinchanger Scout ----------------------------------------------------------------

def test_skinchanger_scout_nights_watch():
    a = _nights_watch("skinchanger-scout")
    _check_nw(a)
    assert a.s.power == {"baratheon": 5, "lannister": 3, "stark": 4}  # Baratheon's 4 come back
    assert {"house": "baratheon", "amount": 4, "why": "skinchanger-scout"} in a.of_kind("PowerGained")
    assert a.done()


def test_skinchanger_scout_wildlings():
    a = _wildlings("skinchanger-scout", power={"baratheon": 5, "lannister": 2, "stark": 5})
    _check_wildlings(a)
    # lowest loses all; the others lose two (or what they have)
    assert a.s.power == {"baratheon": 1, "lannister": 0, "stark": 0}
    assert a.done()


# ----- ties for highest / lowest bidder ---------------------------------------------------

def test_tie_for_highest_bidder_settled_by_iron_throne_holder():
    a = Attack("skinchanger-scout")
    a.bid(baratheon=1, lannister=3, stark=3)
    opts = a.choose("baratheon", "wildlings-highest-bidder", "stark")
    assert opts == ["lannister", "stark"]
    _check_nw(a, target="stark")
    assert a.s.power == {"baratheon": 4, "lannister": 2, "stark": 5}


def test_tie_for_lowest_bidder_settled_by_iron_throne_holder():
    a = Attack("skinchanger-scout")
    a.bid(baratheon=1, lannister=0, stark=0)
    opts = a.choose("baratheon", "wildlings-lowest-bidder", "lannister")
    assert opts == ["lannister", "stark"]
    _check_wildlings(a, target="lannister")
    assert a.s.power == {"baratheon": 2, "lannister": 0, "stark": 3}


def test_every_wildling_card_has_both_outcomes_tested():
    names = set(globals())
    assert len(CARDS) == 9
    for card in CARDS:
        base = "test_" + card.replace("-", "_")
        assert base + "_nights_watch" in names and base + "_wildlings" in names, card


# ----- the Messenger Raven's look at the top card ---------------------------------------------

def test_messenger_raven_peek_is_seen_only_by_the_raven_holder():
    g = build_position({"players": 3, "phase": "planning",
                        "units": {"lannisport": army("lannister", "footman"), "winterfell": army("stark", "footman")},
                        "wildling_deck": ["mammoth-riders"] + [c for c in CARDS if c != "mammoth-riders"]})
    events = []
    events += g.act("lannister", PlaceOrders((("lannisport", "support-1"),)))
    events += g.act("stark", PlaceOrders((("winterfell", "raid-1"),)))
    holder = g.s.tracks["kings_court"][0]
    assert holder == "lannister"
    (d,) = g.waiting_for()
    assert d.kind == "raven" and d.seat == "lannister"
    events += g.act("lannister", UseRaven("peek"))
    (d,) = g.waiting_for()
    assert d.kind == "raven-peek" and d.options["card"] == "mammoth-riders"
    assert g.view("lannister")["wildling_top"] == "mammoth-riders"
    assert g.view("lannister")["decisions"][0]["options"]["card"] == "mammoth-riders"
    for seat in ("stark", "baratheon", None):
        v = g.view(seat)
        assert "wildling_top" not in v
        assert v["decisions"] == []
        assert "mammoth-riders" not in repr(v)
    events += g.act("lannister", Choose("keep"))
    assert g.s.wildling_deck[0] == "mammoth-riders"
    assert g.view("lannister")["wildling_top"] == "mammoth-riders"  # still known to the holder
    assert "wildling_top" not in g.view("stark") and "wildling_top" not in g.view(None)
    for e in events:  # no public event names the card
        assert "mammoth-riders" not in repr(e.data) or e.audience == ("lannister",)


def test_messenger_raven_bury_sends_the_card_to_the_bottom():
    g = build_position({"players": 3, "phase": "planning", "units": {"lannisport": army("lannister", "footman")},
                        "wildling_deck": list(CARDS)})
    g.act("lannister", PlaceOrders((("lannisport", "support-1"),)))
    g.act("lannister", UseRaven("peek"))
    g.act("lannister", Choose("bury"))
    assert g.s.wildling_deck == CARDS[1:] + CARDS[:1]
    assert "wildling_top" not in g.view("lannister")
