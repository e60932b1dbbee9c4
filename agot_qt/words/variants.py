"""Variants in the interface language: each variant's name and one-line explanation, its
group, its default and values, the deck groups a draft takes from, the engine options a
variant may need, why a combination is refused, and the log lines of the variants' events.

The list of variants is the engine's registry (`engine.variants.VARIANTS`), never a copy: this
module only words them. Every id of the registry has its words here (context "Variants";
tests/agot_qt/words/test_variant_words.py checks all of them in three languages); a variant
registered later without an entry still shows, in the registry's English, until it gets one.
The refusal templates are the engine's `VARIANT_REFUSALS` (context "VariantRefusal") and the
log templates its `log.VARIANT_TEMPLATES` (context "Log"), key for key.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.variants import VARIANTS, Variant

from . import names

translate = QCoreApplication.translate

# id -> (name, one-line explanation), in our own words after the reference's texts
VARIANT_WORDS: dict[str, tuple[str, str]] = {
    "draft-house-cards": (
        QT_TRANSLATE_NOOP("Variants", "Draft house cards"),
        QT_TRANSLATE_NOOP("Variants", "Before round 1 the player houses take turns picking their hands from a "
                                      "pool of decks; any house may take any card, and every pick is public.")),
    "draft-influence-tracks": (
        QT_TRANSLATE_NOOP("Variants", "Draft the influence tracks"),
        QT_TRANSLATE_NOOP("Variants", "A draft turn may take the best free place on an influence track instead "
                                      "of a card.")),
    "thematic-draft": (
        QT_TRANSLATE_NOOP("Variants", "Thematic draft"),
        QT_TRANSLATE_NOOP("Variants", "Each house picks only its own house's cards, from every deck drafted "
                                      "from, all at once and in secret until everyone is done.")),
    "limited-draft": (
        QT_TRANSLATE_NOOP("Variants", "Limited draft"),
        QT_TRANSLATE_NOOP("Variants", "The pool keeps only the cards of houses that are in the game.")),
    "random-draft": (
        QT_TRANSLATE_NOOP("Variants", "Random draft"),
        QT_TRANSLATE_NOOP("Variants", "Nobody picks: the hands (and, with the track draft, the track places) "
                                      "are dealt at random.")),
    "blind-draft": (
        QT_TRANSLATE_NOOP("Variants", "Blind draft"),
        QT_TRANSLATE_NOOP("Variants", "A random draft whose hands stay hidden from the other players until "
                                      "the game ends; a card shows when it is played.")),
    "perpetuum-random": (
        QT_TRANSLATE_NOOP("Variants", "Perpetuum random"),
        QT_TRANSLATE_NOOP("Variants", "When a house takes its discards back, each is swapped for a random "
                                      "pool card of the same strength.")),
    "draft-deck-selection": (
        QT_TRANSLATE_NOOP("Variants", "Decks to draft from"),
        QT_TRANSLATE_NOOP("Variants", "The deck groups the draft pool is made of.")),
    "draft-scenario": (
        QT_TRANSLATE_NOOP("Variants", "Draft the starting positions"),
        QT_TRANSLATE_NOOP("Variants", "Before the card draft each player reshapes its starting units within "
                                      "its own territory.")),
    "asos-house-cards": (
        QT_TRANSLATE_NOOP("Variants", "A Storm of Swords house cards"),
        QT_TRANSLATE_NOOP("Variants", "The six base houses fight with A Storm of Swords' house cards.")),
    "adwd-house-cards": (
        QT_TRANSLATE_NOOP("Variants", "A Dance with Dragons house cards"),
        QT_TRANSLATE_NOOP("Variants", "The base houses fight with A Dance with Dragons' decks, Arryn with A "
                                      "Feast for Crows' and Targaryen with its second deck.")),
    "first-edition-house-cards": (
        QT_TRANSLATE_NOOP("Variants", "First-edition house cards"),
        QT_TRANSLATE_NOOP("Variants", "The six base houses fight with the first edition's house cards.")),
    "house-cards-evolution": (
        QT_TRANSLATE_NOOP("Variants", "House cards evolve"),
        QT_TRANSLATE_NOOP("Variants", "From the chosen round on, a house that has played its last card takes "
                                      "up its alternative deck instead of its discards.")),
    "random-houses": (
        QT_TRANSLATE_NOOP("Variants", "Random houses"),
        QT_TRANSLATE_NOOP("Variants", "The players are dealt houses at random.")),
    "random-chosen-houses": (
        QT_TRANSLATE_NOOP("Variants", "Shuffle the chosen houses"),
        QT_TRANSLATE_NOOP("Variants", "The houses taken at the table are shuffled among the players.")),
    "random-vassal-assignment": (
        QT_TRANSLATE_NOOP("Variants", "Random vassal assignment"),
        QT_TRANSLATE_NOOP("Variants", "Each round the vassals are handed out at random instead of claimed.")),
    "random-start-positions": (
        QT_TRANSLATE_NOOP("Variants", "Random starting positions"),
        QT_TRANSLATE_NOOP("Variants", "The houses (Targaryen excepted) start from each other's starting "
                                      "positions.")),
    "vassal-start-positions": (
        QT_TRANSLATE_NOOP("Variants", "Vassal starting positions"),
        QT_TRANSLATE_NOOP("Variants", "Player houses start with the units of their vassal setup.")),
    "preceding-mustering": (
        QT_TRANSLATE_NOOP("Variants", "Mustering before round 1"),
        QT_TRANSLATE_NOOP("Variants", "Round 1 begins with a full Mustering before any order is placed.")),
    "mod-modules-in-any-setup": (
        QT_TRANSLATE_NOOP("Variants", "Mother of Dragons' modules everywhere"),
        QT_TRANSLATE_NOOP("Variants", "Vassals, the Iron Bank, sea orders and power-token gifts in every "
                                      "edition.")),
    "victory-points-needed": (
        QT_TRANSLATE_NOOP("Variants", "Castles needed to win"),
        QT_TRANSLATE_NOOP("Variants", "Castles and strongholds (or victory points) a house needs to win at "
                                      "once.")),
    "loyalty-tokens-needed": (
        QT_TRANSLATE_NOOP("Variants", "Loyalty needed to win"),
        QT_TRANSLATE_NOOP("Variants", "Loyalty tokens Targaryen needs to win.")),
    "hold-victory-points": (
        QT_TRANSLATE_NOOP("Variants", "Hold the target to the round's end"),
        QT_TRANSLATE_NOOP("Variants", "Reaching the target wins only if the house still holds it when the "
                                      "round ends.")),
    "endless": (
        QT_TRANSLATE_NOOP("Variants", "Endless"),
        QT_TRANSLATE_NOOP("Variants", "No last round; some decks are reshuffled every ten rounds.")),
    "game-length": (
        QT_TRANSLATE_NOOP("Variants", "Game length"),
        QT_TRANSLATE_NOOP("Variants", "How many rounds the game lasts.")),
    "tob-remove-threes": (
        QT_TRANSLATE_NOOP("Variants", "Tides of Battle without 3s"),
        QT_TRANSLATE_NOOP("Variants", "Both 3s leave the Tides of Battle deck.")),
    "tob-remove-skulls": (
        QT_TRANSLATE_NOOP("Variants", "Tides of Battle without skulls"),
        QT_TRANSLATE_NOOP("Variants", "Both skulls leave the Tides of Battle deck.")),
    "tob-limit-twos": (
        QT_TRANSLATE_NOOP("Variants", "Tides of Battle with two 2s"),
        QT_TRANSLATE_NOOP("Variants", "Two of the four 2s leave the Tides of Battle deck.")),
    "mixed-westeros-deck-i": (
        QT_TRANSLATE_NOOP("Variants", "Mixed Westeros deck I"),
        QT_TRANSLATE_NOOP("Variants", "Three cards of Westeros deck I are swapped for A Feast for Crows' "
                                      "cards.")),
    "cok-westeros-phase": (
        QT_TRANSLATE_NOOP("Variants", "Look ahead at the Westeros decks"),
        QT_TRANSLATE_NOOP("Variants", "The next three cards of every Westeros deck are open to everyone.")),
    "dragon-war": (
        QT_TRANSLATE_NOOP("Variants", "Dragon War"),
        QT_TRANSLATE_NOOP("Variants", "Every house starts with a dragon; home garrisons are stronger and two "
                                      "cards weaker.")),
    "dragon-revenge": (
        QT_TRANSLATE_NOOP("Variants", "Dragon Revenge"),
        QT_TRANSLATE_NOOP("Variants", "A house without castles whose last land unit is left sees it become a "
                                      "dragon.")),
    "custom-balancing": (
        QT_TRANSLATE_NOOP("Variants", "Community balancing"),
        QT_TRANSLATE_NOOP("Variants", "Ships and dragons adjusted for the six-house base game and the "
                                      "eight-house Mother of Dragons.")),
    "eyrie-port-affc": (
        QT_TRANSLATE_NOOP("Variants", "A port for the Eyrie"),
        QT_TRANSLATE_NOOP("Variants", "In A Feast for Crows the Eyrie has a port, and Mercantile Ventures "
                                      "scores 1 for Arryn.")),
    "fog-of-war": (
        QT_TRANSLATE_NOOP("Variants", "Fog of war"),
        QT_TRANSLATE_NOOP("Variants", "Each player sees only the areas in sight of its own pieces; the host "
                                      "keeps the rest secret.")),
    "faceless": (
        QT_TRANSLATE_NOOP("Variants", "Faceless"),
        QT_TRANSLATE_NOOP("Variants", "The players' names are hidden from each other until the game ends.")),
    "disable-private-chats": (
        QT_TRANSLATE_NOOP("Variants", "No private chats"),
        QT_TRANSLATE_NOOP("Variants", "Only the public chat is open.")),
    "tournament-mode": (
        QT_TRANSLATE_NOOP("Variants", "Tournament mode"),
        QT_TRANSLATE_NOOP("Variants", "Only pausing, resuming and replacing a player by a vassal can be put to "
                                      "a vote.")),
    "private-game": (
        QT_TRANSLATE_NOOP("Variants", "Private game"),
        QT_TRANSLATE_NOOP("Variants", "A game among people who know each other: a paused clock does not "
                                      "start again by itself.")),
    "game-clock": (
        QT_TRANSLATE_NOOP("Variants", "Chess clock"),
        QT_TRANSLATE_NOOP("Variants", "Minutes on each player's clock; a house whose clock runs out becomes a "
                                      "vassal.")),
}

# the registry's groups (`Variant.group`), as a player reads them
GROUP_NAMES: dict[str, str] = {
    "house-card drafts": QT_TRANSLATE_NOOP("Variants", "House-card drafts"),
    "house-card decks": QT_TRANSLATE_NOOP("Variants", "Other house cards"),
    "houses and starts": QT_TRANSLATE_NOOP("Variants", "Houses and starts"),
    "victory and length": QT_TRANSLATE_NOOP("Variants", "Victory and length"),
    "combat and Westeros": QT_TRANSLATE_NOOP("Variants", "Combat and Westeros"),
    "dragons and balance": QT_TRANSLATE_NOOP("Variants", "Dragons and balance"),
    "hidden information": QT_TRANSLATE_NOOP("Variants", "Hidden information"),
    "organisation": QT_TRANSLATE_NOOP("Variants", "At the table"),
}

# the deck groups a draft takes from (engine/decks.py, `draft-deck-selection`'s values)
DECK_GROUP_NAMES: dict[str, str] = {
    "base-and-mod-a": QT_TRANSLATE_NOOP("Variants", "Second edition and Mother of Dragons (deck A)"),
    "dwd-ffc-mod-b": QT_TRANSLATE_NOOP("Variants", "A Dance with Dragons, A Feast for Crows and Mother of "
                                                   "Dragons (deck B)"),
    "storm-of-swords": QT_TRANSLATE_NOOP("Variants", "A Storm of Swords"),
    "first-edition": QT_TRANSLATE_NOOP("Variants", "First edition"),
}

# the engine options a variant may need (refusal parameter `option`)
OPTION_NAMES: dict[str, str] = {
    "tides_of_battle": QT_TRANSLATE_NOOP("Variants", "Tides of Battle"),
    "vassals": QT_TRANSLATE_NOOP("Variants", "Vassals"),
    "iron_bank": QT_TRANSLATE_NOOP("Variants", "The Iron Bank"),
    "sea_orders": QT_TRANSLATE_NOOP("Variants", "Sea orders"),
    "power_token_trading": QT_TRANSLATE_NOOP("Variants", "Power-token gifts"),
}

# the same keys and texts as engine.errors.VARIANT_REFUSALS (tests/agot_qt/words/test_variant_words.py)
VARIANT_REFUSAL_TEMPLATES: dict[str, str] = {
    "variant-unknown": QT_TRANSLATE_NOOP("VariantRefusal", "there is no variant {variant}"),
    "variant-not-playable": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} cannot be played yet"),
    "variant-value": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} cannot be set to {value}"),
    "variant-value-ruleset": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} cannot be set to {value} in {ruleset}"),
    "variant-range": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} takes a number from {min} to {max}"),
    "variant-ruleset": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} is not played in {ruleset}"),
    "variant-houses": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} is not played with {n} houses"),
    "variant-requires": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} is played only together with {other}"),
    "variant-needs-option": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} is played only with the option {option}"),
    "variant-excludes": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} cannot be played together with {other}"),
    "variant-decks-too-few": QT_TRANSLATE_NOOP("VariantRefusal", "{variant} needs at least {n} deck groups to draft from"),  # noqa: E501
    "variant-deck-not-offered": QT_TRANSLATE_NOOP("VariantRefusal", "{deck} cannot be drafted from in this game"),
    "draft-pool-short": QT_TRANSLATE_NOOP("VariantRefusal", "the decks drafted from hold too few cards of strength {n} for every player"),  # noqa: E501
    "draft-pool-short-house": QT_TRANSLATE_NOOP("VariantRefusal", "the decks drafted from hold too few cards of strength {n} for {house}"),  # noqa: E501
}

# the same kinds and texts as engine.log.VARIANT_TEMPLATES
VARIANT_LOG_TEMPLATES: dict[str, str] = {
    "HouseCardDrafted": QT_TRANSLATE_NOOP("Log", "{house} drafts {card}."),
    "HouseCardDraftedHidden": QT_TRANSLATE_NOOP("Log", "{house} drafts its card number {n}."),
    "TrackPlaceDrafted": QT_TRANSLATE_NOOP("Log", "{house} takes place {place} on the {track} track."),
    "DraftEnded": QT_TRANSLATE_NOOP("Log", "The draft is over: {hands}."),
    "HouseCardSwapped": QT_TRANSLATE_NOOP("Log", "{house} swaps {old} for {new} from the draft pool."),
    "HouseCardsEvolved": QT_TRANSLATE_NOOP("Log", "{house} sets its house cards aside and takes its new deck: {cards}."),
    "ScenarioEdited": QT_TRANSLATE_NOOP("Log", "{house} changes its start in {region}: {edit} {what}."),
    "ScenarioReady": QT_TRANSLATE_NOOP("Log", "{house} is ready with its start."),
    "ScenarioToApprove": QT_TRANSLATE_NOOP("Log", "Every start is ready: {houses} approve the board or reject it."),
    "ScenarioRejected": QT_TRANSLATE_NOOP("Log", "{houses} reject the board: the starts are changed again."),
    "ScenarioApproved": QT_TRANSLATE_NOOP("Log", "The board is approved."),
    "DominanceTokenTaken": QT_TRANSLATE_NOOP("Log", "{house} takes the {track} token from {victim} until the next Clash of Kings ({why})."),  # noqa: E501
    "DominanceTokensBack": QT_TRANSLATE_NOOP("Log", "The dominance tokens return to the first place of their tracks."),
    "OrderPlaced": QT_TRANSLATE_NOOP("Log", "{house} places {token} in {region} ({why})."),
    "DecksReshuffled": QT_TRANSLATE_NOOP("Log", "After round {round} Westeros deck {decks}, the wildling deck and the loans are reshuffled."),  # noqa: E501
    "DenseFogFell": QT_TRANSLATE_NOOP("Log", "Dense Fog: every unit sees one area less until the round ends."),
}

# what a house changed in its start in a draft scenario (ScenarioEdited's `edit`)
SCENARIO_EDITS: dict[str, str] = {
    "add-unit": QT_TRANSLATE_NOOP("Log", "adds"),
    "remove-unit": QT_TRANSLATE_NOOP("Log", "removes"),
    "add-power": QT_TRANSLATE_NOOP("Log", "places a Power token"),
    "remove-power": QT_TRANSLATE_NOOP("Log", "takes back its Power token"),
    "add-garrison": QT_TRANSLATE_NOOP("Log", "sets a garrison of strength"),
    "remove-garrison": QT_TRANSLATE_NOOP("Log", "removes the garrison"),
}

VALUE_WORDS = {
    "off": QT_TRANSLATE_NOOP("Variants", "off"),
    "edition": QT_TRANSLATE_NOOP("Variants", "as the edition plays it"),
    "all": QT_TRANSLATE_NOOP("Variants", "all of them"),
}


def variant(variant_id: str) -> Variant | None:
    return VARIANTS.get(variant_id)


def name(variant_id: str) -> str:
    """A variant's name in the interface language (the registry's English for one without words)."""
    words = VARIANT_WORDS.get(variant_id)
    if words is not None:
        return translate("Variants", words[0])
    v = VARIANTS.get(variant_id)
    return v.name if v is not None else variant_id


def explanation(variant_id: str) -> str:
    """The one line that says what a variant does."""
    words = VARIANT_WORDS.get(variant_id)
    if words is not None:
        return translate("Variants", words[1])
    v = VARIANTS.get(variant_id)
    return (v.summary[:1].upper() + v.summary[1:] + ".") if v is not None and v.summary else ""


def group(group_id: str) -> str:
    source = GROUP_NAMES.get(group_id)
    return translate("Variants", source) if source else group_id[:1].upper() + group_id[1:]


def deck_group(deck_id: str) -> str:
    source = DECK_GROUP_NAMES.get(deck_id)
    return translate("Variants", source) if source else deck_id


def option(option_id: str) -> str:
    source = OPTION_NAMES.get(option_id)
    return translate("Variants", source) if source else option_id


def value_text(variant_id: str, value: Any) -> str:
    """One value of a variant as a player reads it (a deck group by its name, minutes of a
    clock, a number as it is)."""
    if isinstance(value, (list, tuple)):
        return names.listing(value_text(variant_id, v) for v in value)
    if isinstance(value, str) and value in DECK_GROUP_NAMES:
        return deck_group(value)
    if variant_id == "game-clock" and isinstance(value, int):
        return translate("Variants", "{n} min").format(n=value)
    if isinstance(value, bool):
        return translate("Variants", "on") if value else translate("Variants", VALUE_WORDS["off"])
    return str(value)


def default_text(variant_id: str) -> str:
    """'Default: …' as the registry says: off for a flag, the edition's own where the default is
    left to the ruleset, every value of a set, else the value."""
    v = VARIANTS[variant_id]
    if v.kind == "flag":
        shown = translate("Variants", VALUE_WORDS["off"]) if not v.default else translate("Variants", "on")
    elif v.default is None:
        shown = translate("Variants", VALUE_WORDS["all"] if v.kind == "subset" else VALUE_WORDS["edition"])
    else:
        shown = value_text(variant_id, v.default)
    return translate("Variants", "Default: {value}").format(value=shown)


def groups_in_order(only_playable: bool = True) -> list[tuple[str, list[Variant]]]:
    """The registry's groups in its order, each with its variants (only those playable now)."""
    out: dict[str, list[Variant]] = {}
    for v in VARIANTS.values():
        if v.implemented or not only_playable:
            out.setdefault(v.group, []).append(v)
    return list(out.items())


def chosen_text(chosen: dict[str, Any]) -> str:
    """The variants a game plays, as one line ('Draft house cards, Limited draft'); a variant
    set to a value says it ('Decks to draft from: …')."""
    parts = []
    for vid, val in chosen.items():
        v = VARIANTS.get(vid)
        if v is not None and v.kind != "flag":
            parts.append(names.pair(name(vid), value_text(vid, val)))
        else:
            parts.append(name(vid))
    return names.listing(parts)
