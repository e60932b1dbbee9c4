"""The variants the engine knows, by the reference's ids (`variants.json`, after Swords and
Ravens), with the relations the reference gives: which rulesets and house counts each is
played with, what it needs and what it cannot be played with. The web version's lobby turns
other settings on or off when one changes; here a combination is either taken or refused with
its reason, and a window may offer the same switching.

An entry names its `module` once the variant plays (see the package's docstring)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import Variant, register
from .starts import vassal_columns_fit
from .westeros_decks import fits as mixed_deck_fits

if TYPE_CHECKING:
    from ..ruleset import Ruleset

AFFC = "a_feast_for_crows"
FIRST_EDITION = "first_edition"  # its wildling penalties weigh units by muster cost: no dragons there
DRAFTS = "house-card drafts"
DECKS = "house-card decks"
HOUSES = "houses and starts"
VICTORY = "victory and length"
COMBAT = "combat and Westeros"
DRAGONS = "dragons and balance"
HIDDEN = "hidden information"
TABLE = "organisation"
STRENGTH_SLOTS = {0: 1, 1: 2, 2: 2, 3: 1, 4: 1}  # a hand of the 2nd edition: one 0, two 1s ...
DRAFTS_MODULE = "engine.variants.drafts"
DECKS_MODULE = "engine.variants.fixed_decks"
STARTS_MODULE = "engine.variants.starts"
DECK_GROUPS = ("base-and-mod-a", "dwd-ffc-mod-b", "storm-of-swords", "first-edition")
FIXED_DECKS = ("asos-house-cards", "adwd-house-cards", "first-edition-house-cards", "house-cards-evolution")


def hands_of_the_slots(rs: "Ruleset", houses: int) -> bool:
    """Drafted hands end as the strength slots: the ruleset's own hands must be such hands
    (every 2nd-edition deck is; the 1st edition's 3, 2, 2, 1, 1, 0, 0 is not)."""
    for house, cards in rs.house_card_ids.items():
        counts: dict[int, int] = {}
        for c in cards:
            counts[rs.house_cards[c].strength] = counts.get(rs.house_cards[c].strength, 0) + 1
        if counts != STRENGTH_SLOTS:
            return False
    return True


def custom_balanced(rs: "Ruleset", houses: int) -> bool:
    """Custom balancing exists for the base game with 6 houses and Mother of Dragons with 8."""
    return (rs.id, houses) in (("second_edition", 6), ("mother_of_dragons", 8))


for entry in (
    # ----- house-card drafts ---------------------------------------------------------------
    Variant("draft-house-cards", "Draft house cards", DRAFTS, fits=hands_of_the_slots,
            excludes=FIXED_DECKS, module=DRAFTS_MODULE,
            summary="player houses draft their hands in turns from a pool of decks; any house may "
                    "take any card; picks are public"),
    Variant("draft-influence-tracks", "Draft the influence tracks", DRAFTS,
            requires=("draft-house-cards",), module=DRAFTS_MODULE,
            summary="a draft turn may take the best free place on a track instead of a card"),
    Variant("thematic-draft", "Thematic draft", DRAFTS, requires=("draft-house-cards",),
            excludes=("draft-influence-tracks", "limited-draft", "random-draft"), module=DRAFTS_MODULE,
            summary="every house picks its own house's cards from every deck drafted from, at the "
                    "same time and hidden until all are done"),
    Variant("limited-draft", "Limited draft", DRAFTS, requires=("draft-house-cards",), module=DRAFTS_MODULE,
            summary="the pool keeps only cards of the houses in the game"),
    Variant("random-draft", "Random draft", DRAFTS, requires=("draft-house-cards",), module=DRAFTS_MODULE,
            summary="hands (and track places with the track draft) are dealt at random"),
    Variant("blind-draft", "Blind draft", DRAFTS, requires=("random-draft",), module="engine.variants.blind",
            summary="a random draft whose hands stay hidden from the other players until the end"),
    Variant("perpetuum-random", "Perpetuum random", DRAFTS, requires=("random-draft",),
            module="engine.variants.perpetuum",
            summary="a house taking its discards back swaps them for random pool cards of the same strength"),
    Variant("draft-deck-selection", "Decks drafted from", DRAFTS, kind="subset", allowed=DECK_GROUPS,
            requires=("draft-house-cards",), module=DRAFTS_MODULE,
            summary="the deck groups the draft pool is made of (default: every group offered)"),
    Variant("draft-scenario", "Draft scenario", DRAFTS, module="engine.variants.draft_scenario",
            summary="before the card draft each player reshapes its own start within its territory"),
    # ----- other decks -----------------------------------------------------------------------
    Variant("asos-house-cards", "A Storm of Swords house cards", DECKS, fits=hands_of_the_slots,
            excludes=("adwd-house-cards", "first-edition-house-cards", "house-cards-evolution"),
            module=DECKS_MODULE,
            summary="the six base houses fight with A Storm of Swords' cards"),
    Variant("adwd-house-cards", "A Dance with Dragons house cards", DECKS, fits=hands_of_the_slots,
            excludes=("first-edition-house-cards", "house-cards-evolution"), module=DECKS_MODULE,
            summary="the base houses use A Dance with Dragons' decks, Arryn A Feast for Crows', "
                    "Targaryen deck B"),
    Variant("first-edition-house-cards", "First-edition house cards", DECKS, not_rulesets=(AFFC,),
            houses=(1, 6), excludes=("house-cards-evolution",), fits=hands_of_the_slots, module=DECKS_MODULE,
            summary="the six base houses use the first edition's decks"),
    Variant("house-cards-evolution", "House-card evolution", DECKS, kind="number", allowed=(2, 10),
            when_on=5, not_rulesets=(AFFC,), fits=hands_of_the_slots, module=DECKS_MODULE,
            summary="from the chosen round a house out of cards takes its alternative deck instead "
                    "of its discards"),
    # ----- houses and starts -----------------------------------------------------------------
    Variant("random-houses", "Random houses", HOUSES, excludes=("random-chosen-houses",),
            module="engine.variants.houses",
            summary="the seated players are dealt random houses of the setup"),
    Variant("random-chosen-houses", "Random chosen houses", HOUSES, module="engine.variants.houses",
            summary="the houses taken are shuffled among the seated players"),
    Variant("random-vassal-assignment", "Random vassal assignment", HOUSES, requires=("vassals",),
            module="engine.variants.vassal_deal",
            summary="vassals are handed out at random each round instead of claimed"),
    Variant("random-start-positions", "Random start positions", HOUSES, module=STARTS_MODULE,
            summary="houses (Targaryen excepted) start from each other's positions"),
    Variant("vassal-start-positions", "Vassal start positions", HOUSES, not_rulesets=(AFFC,),
            excludes=("custom-balancing",), fits=vassal_columns_fit, module=STARTS_MODULE,
            summary="player houses start with their vassal setup's units"),
    Variant("preceding-mustering", "Preceding mustering", HOUSES, module="engine.variants.mustering",
            summary="round 1 starts with a full Mustering before orders"),
    Variant("mod-modules-in-any-setup", "Mother of Dragons' modules in any setup", HOUSES,
            not_rulesets=(FIRST_EDITION,), module="engine.variants.modules",
            summary="vassals, the Iron Bank, sea orders and power-token gifts in every setup"),
    # ----- victory and length ----------------------------------------------------------------
    Variant("victory-points-needed", "Victory points needed", VICTORY, kind="number", allowed=(6, 15),
            module="engine.variants.victory_rules",
            summary="castles and strongholds (or victory points) a house needs to win at once "
                    "(default: the ruleset's, 7)"),
    Variant("loyalty-tokens-needed", "Loyalty tokens needed", VICTORY, kind="number", allowed=(6, 15),
            rulesets=("mother_of_dragons",), houses=(8, 8),
            module="engine.variants.victory_rules",
            summary="loyalty tokens Targaryen needs to win (default 7)"),
    Variant("hold-victory-points", "Hold victory points to the end of the round", VICTORY,
            module="engine.variants.victory_rules",
            summary="the target wins only if it is still held when the round ends"),
    Variant("endless", "Endless", VICTORY, not_rulesets=(AFFC,), excludes=("game-length",),
            module="engine.variants.length",
            summary="no round limit; decks III, wildling and loans reshuffled every 10 rounds"),
    Variant("game-length", "Game length", VICTORY, kind="choice", allowed=(6, 10, 1000),
            module="engine.variants.length",
            summary="rounds played (default: the ruleset's)"),
    # ----- combat and Westeros ---------------------------------------------------------------
    Variant("tob-remove-threes", "Tides of Battle without 3s", COMBAT, requires=("tides_of_battle",),
            module="engine.variants.tides",
            summary="both 3s leave the Tides of Battle deck"),
    Variant("tob-remove-skulls", "Tides of Battle without skulls", COMBAT, requires=("tides_of_battle",),
            module="engine.variants.tides",
            summary="both skulls leave the Tides of Battle deck"),
    Variant("tob-limit-twos", "Tides of Battle with two 2s", COMBAT, requires=("tides_of_battle",),
            module="engine.variants.tides",
            summary="two of the four 2s leave the Tides of Battle deck"),
    Variant("mixed-westeros-deck-i", "Mixed Westeros deck I", COMBAT, not_rulesets=(AFFC,),
            fits=mixed_deck_fits, module="engine.variants.westeros_decks",
            summary="three deck I cards swapped for A Feast for Crows' ones"),
    Variant("cok-westeros-phase", "Look ahead at the Westeros decks", COMBAT,
            module="engine.variants.look_ahead",
            summary="the next 3 cards of every Westeros deck are open to every player"),
    # ----- dragons and balance ---------------------------------------------------------------
    Variant("dragon-war", "Dragon War", DRAGONS, not_rulesets=(FIRST_EDITION,),
            module="engine.variants.dragons",
            summary="every house starts with a dragon; home garrisons rise; two cards weakened"),
    Variant("dragon-revenge", "Dragon Revenge", DRAGONS, not_rulesets=(FIRST_EDITION,),
            module="engine.variants.dragons",
            summary="a house without castles whose last land unit remains sees it become a dragon"),
    Variant("custom-balancing", "Custom balancing", DRAGONS, fits=custom_balanced,
            module="engine.variants.balancing",
            summary="community ship and dragon changes for the 6-house base game and 8-house "
                    "Mother of Dragons"),
    Variant("eyrie-port-affc", "A port for the Eyrie", DRAGONS, rulesets=(AFFC,),
            module="engine.variants.eyrie_port",
            summary="the Eyrie has a port; Mercantile Ventures scores 1 for Arryn"),
    # ----- hidden information ----------------------------------------------------------------
    Variant("fog-of-war", "Fog of war", HIDDEN, module="engine.variants.fog",
            summary="each seat sees only the areas within sight of its units, kept by the host"),
    Variant("faceless", "Faceless", HIDDEN, module="engine.variants.faceless",
            summary="players' names are hidden from each other until the end"),
    Variant("disable-private-chats", "No private chats", HIDDEN, module="engine.variants.private_chats",
            summary="only the public chat exists"),
    # ----- organisation ------------------------------------------------------------------------
    Variant("tournament-mode", "Tournament mode", TABLE, module="engine.variants.table",
            summary="only pause, resume and replacing a player by a vassal can be voted"),
    Variant("private-game", "Private game", TABLE, module="engine.variants.table",
            summary="a game among known people; a paused clock is not resumed by itself"),
    Variant("game-clock", "Chess clock per player", TABLE, kind="choice", allowed=(30, 45, 60, 75, 90, 120),
            when_on=60, module="engine.variants.table",
            summary="minutes on each player's clock; a house whose clock runs out becomes a vassal"),
):
    register(entry)
