"""Rulings where the sources leave a choice (docs/RULES.md, "Rulings"): one test each."""
from __future__ import annotations

from engine.commands import Bid, Choose, ChooseHouseCard, ResolveMarch, Retreat

from .helpers import army, decision, decisions, events_of, fight, hands, march, position, support_all, units


def test_mace_tyrell_kills_the_last_defender_and_the_combat_ends():
    g = position(phase="march", turn="tyrell",
                 units={"highgarden": army("tyrell", "footman", "footman"),
                        "the-reach": army("stark", "footman"),
                        "winterfell": army("stark", "knight")},
                 orders={"highgarden": ["tyrell", "march"], "winterfell": ["stark", "march-minus-one"]},
                 garrisons={})
    march(g, "tyrell", "highgarden", ("the-reach", ("footman", "footman")))
    support_all(g)
    g.act("tyrell", ChooseHouseCard("mace-tyrell"))
    ev = g.act("stark", ChooseHouseCard("eddard-stark"))
    resolved = events_of(ev, "CombatResolved")[0]
    assert resolved["winner"] == "tyrell" and resolved.get("ended_early") is True
    assert units(g, "the-reach") == ["footman", "footman"] and g.s.units["the-reach"]["house"] == "tyrell"
    assert not events_of(ev, "UnitsRetreated")
    assert "mace-tyrell" in g.s.discards["tyrell"] and "eddard-stark" in g.s.discards["stark"]


def test_salladhor_saan_zeroes_victarion_ships():
    g = position(phase="march", turn="greyjoy",
                 units={"ironmans-bay": army("greyjoy", "ship", "ship"),
                        "the-golden-sound": army("baratheon", "ship"),
                        "sunset-sea": army("baratheon", "ship"),
                        "pyke": army("greyjoy", "footman")},
                 orders={"ironmans-bay": ["greyjoy", "march"], "sunset-sea": ["baratheon", "support-1"],
                         "pyke": ["greyjoy", "defense-plus-one-1"]},
                 garrisons={})
    march(g, "greyjoy", "ironmans-bay", ("the-golden-sound", ("ship", "ship")))
    ev = fight(g, {"greyjoy": "victarion-greyjoy", "baratheon": "salladhor-saan"},
               support={"sunset-sea": "defender"})
    result = events_of(ev, "CombatResolved")[0]
    assert result["breakdown"]["attacker"]["units"] == 0  # not 4: Salladhor's 0 wins over Victarion's 2
    assert result["breakdown"]["defender"]["units"] == 1 and result["breakdown"]["defender"]["support"] == 1


def _wildling_loss(card: str, power: dict[str, int]):
    g = position(players=3, phase="westeros", round=2, wildling_threat=10, power=power,
                 wildling_deck=[card, "silence-at-the-wall"],
                 westeros={"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["wildlings-attack"]})
    return g


def test_wildling_penalties_lowest_bidder_first_then_turn_order():
    g = _wildling_loss("skinchanger-scout", {"stark": 5, "lannister": 5, "baratheon": 5})
    events = []
    for d in decisions(g, "bid"):
        events += g.act(d.seat, Bid({"stark": 0, "lannister": 1, "baratheon": 2}[d.seat]))
    lost = [(e["house"], e["amount"]) for e in events_of(events, "PowerLost")]
    # stark bid least; everyone else follows in Iron Throne order (baratheon, lannister)
    assert lost == [("stark", 5), ("baratheon", 2), ("lannister", 2)]


def test_massing_on_the_milkwater_discards_all_equal_cards_then_recycles():
    spec = hands(stark=["greatjon-umber", "roose-bolton"])
    g = position(players=3, phase="westeros", round=2, wildling_threat=10,
                 wildling_deck=["massing-on-the-milkwater"],
                 westeros={"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["wildlings-attack"]},
                 **spec)
    for d in decisions(g, "bid"):
        g.act(d.seat, Bid(0 if d.seat == "stark" else 1))
    for _ in range(4):  # everyone else discards one card of their choice
        found = [d for d in decisions(g, "choose") if d.options["prompt"] == "massing-on-the-milkwater"]
        if not found:
            break
        g.act(found[0].seat, Choose(found[0].options["options"][0]))
    # both of Stark's cards share the top strength 2: both stay discarded, the empty hand takes back the rest
    assert sorted(g.s.hands["stark"]) == sorted(
        ["eddard-stark", "robb-stark", "ser-rodrick-cassel", "the-blackfish", "catelyn-stark"])


def test_doran_reordering_the_throne_mid_phase_skips_nobody():
    g = position(phase="march", turn="baratheon",
                 units={"dragonstone": army("baratheon", "footman"),
                        "kingswood": army("baratheon", "footman"),
                        "sunspear": army("martell", "footman", "footman"),
                        "salt-shore": army("martell", "footman"),
                        "lannisport": army("lannister", "footman"),
                        "winterfell": army("stark", "footman")},
                 orders={"kingswood": ["baratheon", "march"], "dragonstone": ["baratheon", "march-minus-one"],
                         "lannisport": ["lannister", "march"], "winterfell": ["stark", "march"],
                         "sunspear": ["martell", "defense-plus-one-1"]},
                 garrisons={})
    # order: baratheon, lannister, stark, martell, greyjoy, tyrell
    march(g, "baratheon", "kingswood", ("the-boneway", ("footman",)))
    support_all(g)
    assert g.waiting_for() and decision(g, "march").seat == "lannister"
    g.act("lannister", ResolveMarch("lannisport", ()))
    assert decision(g, "march").seat == "stark"
    g.act("stark", ResolveMarch("winterfell", ()))
    # a new cycle starts with baratheon again
    assert decision(g, "march").seat == "baratheon"


def test_robb_stark_defending_picks_where_the_beaten_attacker_retreats():
    g = position(phase="march", turn="lannister",
                 units={"harrenhal": army("lannister", "footman", "footman"),
                        "riverrun": army("stark", "knight", "knight")},
                 orders={"harrenhal": ["lannister", "march"], "riverrun": ["stark", "defense-plus-one-1"]},
                 garrisons={}, **hands(stark=["robb-stark"], lannister=["ser-jaime-lannister"]))
    march(g, "lannister", "harrenhal", ("riverrun", ("footman",)))
    ev = fight(g, {"stark": "robb-stark", "lannister": "ser-jaime-lannister"})
    assert events_of(ev, "CombatResolved")[0]["winner"] == "stark"
    d = decision(g, "retreat")
    assert d.seat == "stark" and d.options["house"] == "lannister"
    # any legal area: the attack's origin too, never the enemy's Ironman's Bay or the sea
    assert d.options["options"] == ["harrenhal", "lannisport", "seagard", "stoney-sept"]
    ev = g.act("stark", Retreat("seagard"))
    assert events_of(ev, "UnitsRetreated") == [
        {"house": "lannister", "source": "riverrun", "dest": "seagard", "units": ["footman"]}]
    assert g.s.units["seagard"]["house"] == "lannister" and units(g, "harrenhal") == ["footman"]


def test_robb_stark_defending_offers_only_the_retreats_with_fewest_losses():
    # Lannister at supply 0 may keep two armies of 2: the footman back in Harrenhal or
    # Lannisport would make one of 3 and be lost, so only the free areas are offered
    g = position(phase="march", turn="lannister",
                 units={"harrenhal": army("lannister", "footman", "footman", "footman"),
                        "lannisport": army("lannister", "footman", "footman"),
                        "riverrun": army("stark", "knight", "knight", "knight")},
                 orders={"harrenhal": ["lannister", "march"], "riverrun": ["stark", "defense-plus-one-1"]},
                 supply={"lannister": 0}, garrisons={},
                 **hands(stark=["robb-stark"], lannister=["ser-jaime-lannister"]))
    march(g, "lannister", "harrenhal", ("riverrun", ("footman",)))
    fight(g, {"stark": "robb-stark", "lannister": "ser-jaime-lannister"})
    d = decision(g, "retreat")
    assert d.seat == "stark" and d.options["options"] == ["seagard", "stoney-sept"]
