"""What a question asks, in words a window can give it (docs/PROTOCOL.md §8, "Questions").

A `choose` or `select-units` decision (and an `order-houses` tie) names its `question`: a key of
QUESTIONS, whose English heading and explanation a window translates (their parameters are
fields of the decision's options). When a card's text asks it (a house, Westeros or wildling
card) the decision also names the `card`, whose name heads it and whose text explains it; a
loan's question names its `loan` (already in the options). A `choose` describes each of its
options in `choices`, in the order of `options`: a map with one key saying what the option is
(KINDS), so a window words every answer from its name catalogue and never shows a raw id.

Prompts that are card ids ask what the card's text says (question "card"); a card's further
questions (`card:part`) are named in its ruleset's ability registry (`Registry.prompt_questions`),
so this module names no card. Nothing here changes a frame: the description is worked out
from the prompt and the options when the decision is, so saved games are as they were.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game

# question id -> (English heading, English explanation); "{card}" in a heading is the card's name
QUESTIONS: dict[str, tuple[str, str]] = {
    # a card's text asks it: the card is named in the decision
    "card": ("{card}", "Answer what the card's text asks."),
    # the game's own questions (the prompt is the question's id)
    "claim-vassals": ("Vassals to command", "Take at most {most} of the vassals nobody commands yet, to command "
                                            "them this round, or none; the last player takes those left."),
    "valyrian-steel-blade": ("Valyrian Steel Blade", "Use the Valyrian Steel Blade, once this round: +1 combat "
                                                     "strength in this battle."),
    "valyrian-steel-blade-redraw": ("Valyrian Steel Blade", "Use the Valyrian Steel Blade, once this round: draw "
                                                            "the Tides of Battle card again."),
    "special-consolidate-power": ("Special Consolidate Power", "Consolidate power in {region}, or muster there as "
                                                               "in a castle."),
    "special-raid-more": ("Starred raid: a second order", "Your starred raid from {source} may remove one more "
                                                          "adjacent order, or none."),
    "port-takeover": ("Ships in a captured port", "How many of the enemy ships in {port} become yours; the rest "
                                                  "are destroyed."),
    "raven-peek": ("The top wildling card", "Leave the top wildling card on top of the deck, or put it at the "
                                            "bottom."),
    "wildlings-lowest-bidder": ("Tie for the lowest bid", "As holder of the Iron Throne, choose which of the tied "
                                                          "houses is the lowest bidder."),
    "wildlings-highest-bidder": ("Tie for the highest bid", "As holder of the Iron Throne, choose which of the "
                                                            "tied houses is the highest bidder."),
    "nights-watch-card-back": ("The Night's Watch holds", "You bid the most: take one of your used house cards "
                                                          "back into your hand, or none."),
    "preemptive-raid-track": ("Preemptive Raid", "The influence track on which you fall two places (you are "
                                                 "highest on each of these)."),
    "a-king-beyond-the-wall": ("A King Beyond the Wall", "The influence track on which you go to the bottom."),
    "a-king-beyond-the-wall-nw": ("A King Beyond the Wall", "The influence track on which you go to the top."),
    "objective-pool": ("Shifting Ambitions", "Take one objective card from the pool into your hand."),
    "hand-out-bid": ("Targaryen's bid", "Hand one token of your bid to a house bidding on the {track} track "
                                        "({left} left to hand out)."),
    "iron-bank-loan": ("The Iron Bank", "Buy one of the loans on offer with your Iron Bank order in {region}, or "
                                        "none."),
    "loan-place-unit": ("{loan}", "Where a {unit} from your reserve goes."),
    "loan-crown-area": ("{loan}", "The land area that gains a crown."),
    "loan-barrel-area": ("{loan}", "A land area that gains a supply barrel."),
    "loan-stronghold-area": ("{loan}", "The castle that becomes a stronghold."),
    "loan-castle-to-remove": ("{loan}", "The castle that is torn down."),
    "loan-improvement-kind": ("{loan}", "What {region} gains: a crown or a supply barrel."),
    "loan-spymaster-deck": ("{loan}", "The Westeros deck whose top two cards you look at."),
    "loan-spymaster-arrange": ("{loan}", "Which of the cards {cards} go back on top of Westeros deck {deck}, in "
                                         "order, and which go to the bottom."),
    "loan-destroy-footman": ("{loan}", "The area where a footman is destroyed."),
    "loan-destroy-knight": ("{loan}", "The area where a knight is destroyed."),
    # a card's further questions (its ruleset's registry names its prompts)
    "loyalty-on-home": ("{card}", "Another house whose home area gets a loyalty token, or done."),
    "dragon-to-destroy": ("{card}", "The area where one of your dragons is destroyed."),
    "dragon-strength-token": ("{card}", "The dragon strength token that moves from the round track to the box: "
                                        "dragons grow stronger now, and not again on that round."),
    "loyalty-area-with-unit": ("{card}", "The area that gets a loyalty token and another player's unit."),
    "player-placing-unit": ("{card}", "The player whose unit goes to that area."),
    "unit-to-place": ("{card}", "The unit from your reserve placed in {area}."),
    "loyalty-move": ("{card}", "Move one loyalty token to an adjacent land area, or none."),
    "loyalty-move-cancel": ("{card}", "Cancel the move of a loyalty token from {source} to {dest} for {cost} "
                                      "power, or allow it."),
    "loyalty-area": ("{card}", "A land area of Westeros that gets a loyalty token."),
    "player-placing-loyalty": ("{card}", "The player who places two loyalty tokens."),
    "loyalty-river-area": ("{card}", "A land area next to a river that gets a loyalty token."),
    # units picked (`select-units`)
    "casualties": ("Casualties", "The units you lose in this battle."),
    "reconcile-supply": ("Supply limit", "The units you destroy to bring your armies within your supply."),
    "retreat-supply": ("Supply limit", "The units you destroy so the army that retreated fits your supply."),
    "iron-bank-interest": ("The Iron Bank", "The units the debtor loses for the interest it could not pay."),
    "crow-killers-footmen": ("Crow Killers", "Too few footmen are left in your reserve: the knights that become "
                                             "footmen; your other knights are destroyed."),
    "wildlings-losses": ("The wildlings win", "The units you lose to the wildlings."),
    # a tie put in order (`order-houses`)
    "tie-order": ("A tie", "As holder of the Iron Throne, put the tied houses in order."),
}

# the words an option may be (`{"word": ...}`), in English
WORDS: dict[str, str] = {
    "none": "none", "done": "done", "pay": "pay", "keep": "keep", "bury": "put at the bottom",
    "cancel": "cancel", "allow": "allow", "swap": "swap", "discard": "discard",
    "sacrifice": "destroy a dragon", "revive": "a dragon back", "consolidate": "consolidate power",
    "muster": "muster", "redraw": "redraw", "+1": "+1", "crown": "a crown", "barrel": "a supply barrel",
    "destroy": "destroy", "raid": "raid", "support": "support", "march": "march", "defense": "defense",
    "track": "fall on an influence track", "up": "one space up", "down": "one space down",
    "mustering": "a Mustering", "wildling-reset": "the wildling threat back to 0",
}

# what an option may be: the one key of its description
KINDS = ("word", "region", "house", "unit", "card", "loan", "objective", "deck", "track", "order",
         "number", "round", "move", "houses", "arrangement")
TRACKS = ("iron_throne", "fiefdoms", "kings_court")


def question_of(g: "Game", prompt: str) -> tuple[str, str | None]:
    """(question, card) for a prompt: the game's own prompts are their question; a card's id asks
    what its text says; a card's further prompts are named by its ruleset's registry."""
    from .abilities import registry_for

    if prompt in QUESTIONS:
        return prompt, None
    if prompt.startswith("hand-out-bid:"):
        return "hand-out-bid", None
    rs = g.rs
    if prompt in rs.house_cards or prompt in rs.westeros_cards or prompt in rs.wildling_cards:
        return "card", prompt
    asked = registry_for(rs).prompt_questions.get(prompt)
    if asked is not None:
        return asked, prompt.split(":", 1)[0]
    return "card", None  # a prompt nothing names (a frame of an older save): a card's question


def describe(g: "Game", value: Any, question: str = "") -> dict[str, Any]:
    """An option as a window words it: a map with one key of KINDS ({"raw": value} when it is
    none of them: a test keeps every option known)."""
    rs = g.rs
    if isinstance(value, bool):
        return {"word": "yes" if value else "no"}
    if isinstance(value, int):
        return {"round": value} if question == "dragon-strength-token" else {"number": value}
    if isinstance(value, str):
        if value in rs.houses:
            return {"house": value}
        if value in rs.regions:
            return {"region": value}
        if value in rs.unit_types:
            return {"unit": value}
        if value in TRACKS:
            return {"track": value}
        if value in rs.house_cards or value in rs.westeros_cards or value in rs.wildling_cards:
            return {"card": value}
        if value in rs.objective_cards:
            return {"objective": value}
        if rs.iron_bank and value in {loan["id"] for loan in rs.iron_bank["loans"]}:
            return {"loan": value}
        if value in rs.westeros_decks:
            return {"deck": value}
        if value in WORDS:
            return {"word": value}
        if value in rs.order_tokens or value in {t.type for t in rs.order_tokens.values()}:
            return {"order": value}
        return {"raw": value}
    if isinstance(value, list):
        if question == "loyalty-move" and len(value) == 2:
            return {"move": {"from": value[0], "to": value[1]}}
        if question == "loan-spymaster-arrange" and len(value) == 2:
            return {"arrangement": {"top": list(value[0]), "bottom": list(value[1])}}
        if all(isinstance(v, str) and v in rs.houses for v in value):
            return {"houses": list(value)}
    return {"raw": value}


def described(g: "Game", kind: str, options: dict[str, Any]) -> dict[str, Any]:
    """The fields a decision of `kind` (`choose`, `select-units`) adds to its options: `question`,
    `card` and, for a `choose`, `choices` (and the track a handed-out bid is for)."""
    question, card = question_of(g, options["prompt"])
    out: dict[str, Any] = {"question": question}
    if card is not None:
        out["card"] = card
    if question == "hand-out-bid":
        out["track"] = options["prompt"].split(":", 1)[1]
    if kind == "choose":
        out["choices"] = [describe(g, o, question) for o in options["options"]]
    return out
