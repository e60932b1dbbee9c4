"""The game log: one human-readable line for every event kind.

Lines are built from templates keyed by event kind; names of houses, areas
and cards come from the ruleset. A test checks every kind the engine emits
has a template, so no event ever shows up as raw data.
"""
from __future__ import annotations

from typing import Any

from .events import Event
from .ruleset import DEFAULT_RULESET, load_ruleset

TEMPLATES: dict[str, str] = {
    "GameStarted": "A {players}-player game begins: {houses}.",
    "SeatAway": "{name} ({house}) has lost the connection: the seat waits for them.",
    "SeatBack": "{name} ({house}) is back.",
    "SeatStandIn": "The host lets a bot ({level}) play {house} until {name} is back.",
    "SeatStandInEnded": "The bot stops playing {house}: the seat waits for {name}.",
    "SeatTakenOver": "{name} takes over {house}.",
    "SeatHandedBack": "{name} hands {house} back.",
    "SeatToBot": "A bot plays {house} from now on.",
    "SeatsSwapped": "{name} and {other_name} swap houses: {name} plays {house} now, {other_name} {other}.",
    "SeatClockRanOut": "The chess clock of {house} ({name}) has run out.",
    "TablePaused": "The game is paused: nobody moves and no clock runs until it resumes.",
    "TableResumed": "The game resumes.",
    "GameWon": "{house} wins the game ({why}).",
    "RoundStarted": "Round {round} begins.",
    "RoundEnded": "Round {round} ends.",
    "WesterosCardsRevealed": "Westeros cards: {cards}; wildling threat {threat}.",
    "WesterosDeckReshuffled": "Winter is Coming: deck {deck} is reshuffled and {card} is drawn; wildling threat {threat}.",
    "OrdersRestricted": "{card}: no {banned} orders this round.",
    "SupplyAdjusted": "Supply is adjusted: {supply}.",
    "SupplyChanged": "{house} supply becomes {level} ({why}).",
    "PowerGained": "{house} gains {amount} power ({why}).",
    "PowerLost": "{house} loses {amount} power ({why}).",
    "PowerConsolidated": "{house} consolidates power in {region}: +{amount}.",
    "PowerRaided": "{house} raids power from {victim}: +{gained}/-{lost}.",
    "PowerTokenPlaced": "{house} leaves a power token in {region}.",
    "PowerTokenRemoved": "{house}'s power token in {region} is removed.",
    "VassalClaimStarted": "Vassals are claimed in Iron Throne order: {vassals}.",
    "VassalsClaimed": "{house} commands {vassals} this round.",
    "VassalClaimPassed": "{house} takes no vassal.",
    "VassalsCommanded": "Who commands each vassal this round: {commanders}.",
    "VassalCardsDrawn": "{house} draws {n} vassal cards for this battle.",
    "VassalCardsDrawnSecret": "Drawn for {house}: {cards}.",
    "VassalVictoryRewarded": "{vassal} wins: its commander {house} gains {power} power.",
    "PlayerReplacedByVassal": "{house}'s player has left: {house} plays on as a vassal.",
    "VassalTakenByPlayer": "A player takes {house}: it is no longer a vassal.",
    "LastRoundSet": "The table decides: round {round} is the last, and the game ends after it.",
    "PowerGiven": "{house} gives {amount} power to {to}.",
    "OrderKept": "{house} raids nothing from {region}: the order stays there as a Support order.",
    "OrderMusterResolved": "{house}'s Defense/Muster order in {region} is resolved: it may muster there.",
    "PlanningStarted": "Planning: houses place their orders.",
    "OrdersPlaced": "{house} has placed its orders.",
    "OrdersPlacedSecret": "You placed: {orders}.",
    "OrdersRevealed": "Orders are revealed.",
    "OrderReplaced": "{house} uses the Messenger Raven: {old} in {region} becomes {new}.",
    "RavenUnused": "{house} does not use the Messenger Raven.",
    "WildlingCardPeeked": "{house} looks at the top wildling card.",
    "WildlingCardKept": "{house} leaves the wildling card on top.",
    "WildlingCardBuried": "{house} puts the wildling card at the bottom.",
    "OrderRaided": "{house} raids from {source}: {victim}'s {token} in {target} is removed.",
    "RaidSkipped": "{house} removes its raid in {region} without effect.",
    "OrderRemoved": "{house} removes {victim}'s {token} in {region} ({why}).",
    "OrderMoved": "{house}'s {token} moves to {region} ({why}).",
    "MarchSkipped": "{house} removes its march in {region} without moving.",
    "UnitsMoved": "{house} moves {units} from {source} to {dest}.",
    "UnitsRetreated": "{house} retreats {units} from {source} to {dest}.",
    "UnitsDestroyed": "{house} loses {units} in {region} ({why}).",
    "UnitSwapped": "{house} swaps a {old} for a {new} in {region}.",
    "UnitUpgraded": "{house} upgrades a footman to a {new} in {region}.",
    "UnitMustered": "{house} musters a {unit} in {region}.",
    "Mustered": "{house} finishes mustering ({count} actions).",
    "ShipsTakenOver": "{house} takes over {count} ships in {region}.",
    "GarrisonRemoved": "{house}'s garrison in {region} is removed.",
    "CombatStarted": "{attacker} attacks {area} ({defender}) from {source} with {units}.",
    "SupportChosen": "{house} declares support: {choices}.",
    "SupportDeclared": "Support is declared.",
    "HouseCardChosen": "{house} has chosen a house card.",
    "HouseCardChosenSecret": "You chose {card}.",
    "HouseCardsRevealed": "House cards revealed: {cards}.",
    "HouseCardCancelled": "{house} cancels {victim}'s {card}.",
    "HouseCardReplaced": "{house} plays {card} instead.",
    "HouseCardDiscarded": "{house} discards {card}{cards} ({why}).",
    "HouseCardsReturned": "{house} takes back {cards}.",
    "TidesOfBattleDrawnFaceDown": "Tides of Battle cards are drawn face down.",
    "TidesOfBattleDrawn": "Tides of Battle: {cards}.",
    "ValyrianSteelBladeUsed": "{house} uses the Valyrian Steel Blade ({use}).",
    "CombatResolved": "{winner} wins in {area}: {attacker_strength} to {defender_strength}.",
    "CombatEnded": "The battle for {area} is over.",
    "NeutralForceAttacked": "{house} attacks the neutral force in {area}: {strength} against {needed}.",
    "TrackChanged": "{track} track: {order}.",
    "BidPlaced": "{house} has bid.",
    "BidPlacedSecret": "You bid {amount}.",
    "BidsRevealed": "Bids ({purpose}): {bids}.",
    "TieSettled": "{house} settles the tie: {order}.",
    "Chose": "{house} chooses {choice} ({prompt}).",
    "WildlingsAttack": "The wildlings attack with strength {strength}!",
    "WildlingsAttackResolved": "{outcome} ({total} against {strength}); card: {card}; {target} is singled out.",
    "HouseCardTextCancelled": "{house}'s {card} cancels the text of {victim}'s {victim_card}.",
    "RoundRuleInEffect": "{card}: footmen add no strength when supporting this round.",
    "WinShared": "The win is shared: {houses}.",
    "WildlingsAttackDecided": "{outcome} ({total} against {strength}); {target} is singled out.",
    "GarrisonReturned": "{house}'s garrison returns to {region}.",
    "LoyaltyMoved": "A loyalty token moves from {region} to {dest} ({card}).",
    "LoyaltyMoveCancelled": "{house} cancels the move of the loyalty token in {region} ({card}).",
    "UnitStrengthAdvanced": "Every {unit} grows one step stronger ({why}).",
    "LoyaltyPlaced": "A loyalty token is placed in {region} ({card}).",
    "LoyaltyGained": "{house} gains {n} loyalty in {region} (total {total}).",
    "LoyaltySupplyEmpty": "No loyalty tokens are left to place ({card}).",
    "BidTokenHandedOut": "{house} hands a bid token to {to} ({track}).",
    "HouseCardRemovedFromGame": "{house}'s {card} is removed from the game ({why}).",
    "SupportTurned": "The support from {regions} goes to {house} ({why}).",
    "HouseCardCopied": "{house}'s {card} fights with the strength and icons of {copied}.",
    "WesterosDeckSearched": "{house} looks through Westeros deck {deck} and puts a card of its choice on top ({why}).",
    "WildlingThreatChanged": "The wildling threat moves to {threat} ({why}).",
    "ObjectivesKept": "{house} keeps {kept} objective cards.",
    "ObjectivesKeptSecret": "You keep {cards}.",
    "ObjectivesChosen": "{house} has chosen its objective cards.",
    "ObjectivesReturned": "{house} shuffles {n} objective card back into the deck.",
    "ObjectivesReturnedSecret": "You shuffle back {cards}.",
    "ObjectiveScored": "{house} scores the objective {card}: {points} victory points.",
    "VictoryPointsChanged": "{house} now has {points} victory points ({why}).",
    "SpecialObjectiveScored": "{house} meets its special objective: +{points} victory point.",
    "ObjectiveDrawn": "{house} draws an objective card.",
    "ObjectiveDrawnSecret": "You draw {card}.",
    "ObjectiveDeckEmpty": "The objective deck is empty: {house} draws nothing.",
    "ObjectivePoolRevealed": "{card}: the objectives in the pool are {cards}.",
    "ObjectiveTakenFromPool": "{house} takes {card} from the pool.",
    "VictoryChecked": "Victory points are checked at the end of round {round}.",
    "LoanMarketChanged": "The Iron Bank offers: {loans}.",
    "LoanBought": "{house} buys {loan} from the Iron Bank for {cost} power.",
    "IronBankPassed": "{house} takes no loan from the Iron Bank.",
    "InterestPaid": "{house} pays the Iron Bank {paid} of {owed} power in interest.",
    "AreaCrownAdded": "{region} gains a power crown ({why}).",
    "AreaBarrelAdded": "{region} gains a supply barrel ({why}).",
    "AreaCastleUpgraded": "The castle in {region} becomes a stronghold ({why}).",
    "AreaCastleRemoved": "{region} loses its castle ({why}).",
    "WesterosDeckArranged": "{house} looks at the top {looked} cards of Westeros deck {deck} and puts {bottom} of them at the bottom ({why}).",
}


# the events of the variants (engine/variants), kept apart from the base game's: a window
# words them in its own language as it words TEMPLATES (docs/RULES.md, Variants)
VARIANT_TEMPLATES: dict[str, str] = {
    "HouseCardDrafted": "{house} drafts {card}.",
    "HouseCardDraftedHidden": "{house} drafts its card number {n}.",
    "TrackPlaceDrafted": "{house} takes place {place} on the {track} track.",
    "DraftEnded": "The draft is over: {hands}.",
    "HouseCardSwapped": "{house} swaps {old} for {new} from the draft pool.",
    "HouseCardsEvolved": "{house} sets its house cards aside and takes its new deck: {cards}.",
    "ScenarioEdited": "{house} changes its start in {region}: {edit} {what}.",
    "ScenarioReady": "{house} is ready with its start.",
    "ScenarioToApprove": "Every start is ready: {houses} approve the board or reject it.",
    "ScenarioRejected": "{houses} reject the board: the starts are changed again.",
    "ScenarioApproved": "The board is approved.",
    "DominanceTokenTaken": "{house} takes the {track} token from {victim} until the next Clash of Kings ({why}).",
    "DominanceTokensBack": "The dominance tokens return to the first place of their tracks.",
    "OrderPlaced": "{house} places {token} in {region} ({why}).",
    "DecksReshuffled": "After round {round} Westeros deck {decks}, the wildling deck and the loans are reshuffled.",
    "DenseFogFell": "Dense Fog: every unit sees one area less until the round ends.",
}


class _Names(dict):
    """Format mapping that renders ids as names and tolerates missing fields."""

    def __init__(self, data: dict[str, Any], names: dict[str, str]) -> None:
        super().__init__(data)
        self.names = names

    def _name(self, value: Any) -> str:
        if isinstance(value, str):
            name = self.names.get(value)
            if name is None and "-" in value:  # a card of another deck, in a drafted hand
                from .decks import library_card

                card = library_card(value)
                return card.name if card else value
            return value if name is None else name
        if isinstance(value, list | tuple):
            return ", ".join(self._name(v) for v in value)
        if isinstance(value, dict):
            return ", ".join(f"{self._name(k)} {self._name(v)}" for k, v in value.items())
        return str(value)

    def __getitem__(self, key: str) -> str:
        if key == "outcome":
            return "The Night's Watch holds" if self.get("nights_watch_won") else "The wildlings win"
        if not dict.__contains__(self, key):
            return ""
        return self._name(dict.__getitem__(self, key))

    def __missing__(self, key: str) -> str:
        return ""


def _names(ruleset_id: str) -> dict[str, str]:
    rs = load_ruleset(ruleset_id)
    names: dict[str, str] = {}
    names.update({r.id: r.name for r in rs.regions.values()})
    names.update(rs.house_names)
    names.update(rs.raw.get("display_names") or {})  # a house playing under another name there
    names.update({c.id: c.name for c in rs.house_cards.values()})
    names.update({cid: c["name"] for cid, c in rs.westeros_cards.items()})
    names.update({c["id"]: c["name"] for c in rs.raw["wildling_cards"]})
    names.update({cid: c["name"] for cid, c in rs.objective_cards.items()})
    names.update({c["id"]: c["name"] for c in rs.special_objectives.values()})
    names.update({c["id"]: c["name"] for c in (rs.iron_bank or {}).get("loans", [])})
    names["iron-bank-interest"] = "unpaid interest to the Iron Bank"
    from .ruleset import RULESET_FILES

    for other in RULESET_FILES:  # a variant may bring another edition's area or Westeros card
        if other != ruleset_id:
            more = load_ruleset(other)
            for r in more.regions.values():
                names.setdefault(r.id, r.name)
            for cid, c in more.westeros_cards.items():
                names.setdefault(cid, c["name"])
    return names


_NAME_CACHE: dict[str, dict[str, str]] = {}


def describe(event: Event, ruleset_id: str = DEFAULT_RULESET) -> str:
    if ruleset_id not in _NAME_CACHE:
        _NAME_CACHE[ruleset_id] = _names(ruleset_id)
    template = TEMPLATES.get(event.kind) or VARIANT_TEMPLATES.get(event.kind)
    if template is None:
        return f"{event.kind}: {event.data}"
    return template.format_map(_Names(event.data, _NAME_CACHE[ruleset_id]))
