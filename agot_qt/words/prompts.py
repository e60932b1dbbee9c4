"""What a decision asks, in words: its heading, its explanation and its choices, and the same
choices where the log names an answer.

A decision of kind `choose` (and `select-units`, `order-houses`) names what it asks by a prompt
id: a fixed question ("valyrian-steel-blade", "port-takeover"), a card whose text asks it (a house
card, a Westeros card, a wildling card), a step of such a card ("scattering-dissent:move": the
card, a colon, the step), a track's bid ("clash-of-kings:fiefdoms", "hand-out-bid:iron_throne") or
an Iron Bank question ("iron-bank-loan", "loan-…"). Everything here reads the prompt and what the
decision carries generically: a prompt id is looked up in the catalogue below, a card's step
falls back to the card's name and text with a sentence for the step, and an option is worded by
its shape (an area, a house, a card, a unit, a number, a pair of areas: "From A to B").
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from . import names

translate = QCoreApplication.translate

# the steps a card's question may have after its id ("<card>:<step>")
STEPS = ("area", "house", "unit", "move", "cancel", "token")
# Westeros decks as the data numbers them
DECKS = ("I", "II", "III", "IV")


def split(prompt: str) -> tuple[str, str]:
    """(the card or question, its step): "scattering-dissent:move" -> ("scattering-dissent", "move")."""
    base, _, step = prompt.partition(":")
    return (base, step) if step in STEPS else (prompt, "")


def is_card(card_id: str) -> bool:
    rs = names.ruleset()
    return (is_house_card(card_id) or card_id in rs.westeros_cards
            or names.wildling_card(card_id) is not None)


def is_house_card(card_id: str) -> bool:
    """A house card of the game's edition, or of another deck a draft dealt into a hand."""
    return card_id in names.ruleset().house_cards or names.library_card(card_id) is not None


# ----- the Iron Bank's questions (docs/PROTOCOL.md §8, "The Iron Bank's prompts") -------------

def is_bank_prompt(prompt: str) -> bool:
    return prompt == "iron-bank-loan" or prompt.startswith("loan-")


def bank_prompt_text(prompt: str, options: dict[str, Any]) -> str:
    """What a loan question asks, in the interface language (rich text; "" for another prompt)."""
    loan = f"<b>{html.escape(names.any_id(options.get('loan', '')))}</b>" if options.get("loan") else ""
    region = html.escape(names.region(options["region"])) if options.get("region") else ""
    if prompt == "iron-bank-loan":
        return html.escape(translate(
            "IronBank", "Your Iron Bank order in {region}: buy one loan on offer with power now (it then costs "
            "1 power of interest every Westeros phase), or none.")).format(region=region)
    texts = {
        "loan-place-unit": translate("IronBank", "{loan}: where does the new {unit} go?"),
        "loan-crown-area": translate("IronBank", "{loan}: which land area gains a power crown?"),
        "loan-barrel-area": translate("IronBank", "{loan}: which land area gains a supply barrel?"),
        "loan-stronghold-area": translate("IronBank", "{loan}: which Castle becomes a Stronghold?"),
        "loan-castle-to-remove": translate("IronBank", "{loan}: which Castle is torn down?"),
        "loan-improvement-kind": translate("IronBank", "{loan}: a power crown or a supply barrel in {region}?"),
        "loan-spymaster-deck": translate("IronBank", "{loan}: look at the top two cards of which Westeros deck?"),
        "loan-spymaster-arrange": translate("IronBank", "{loan}: the top cards of deck {deck} are {cards}. Which go "
                                                        "to the bottom, and in which order do the others stay?"),
        "loan-destroy-knight": translate("IronBank", "{loan}: destroy a knight in which area?"),
        "loan-destroy-footman": translate("IronBank", "{loan}: destroy a footman in which area?"),
    }
    text = texts.get(prompt)
    if text is None:
        return ""
    cards = names.listing(html.escape(names.card(c)) for c in options.get("cards", []))
    return html.escape(text).format(loan=loan, region=region, unit=html.escape(names.unit(options.get("unit", ""))),
                                    deck=html.escape(str(options.get("deck", ""))), cards=cards)


def bank_option_label(prompt: str, option: Any, options: dict[str, Any]) -> str | None:
    """A loan on offer with what it costs ("Customs Officer — 4 power"); None for other options."""
    if prompt == "iron-bank-loan" and isinstance(option, str) and option in (options.get("costs") or {}):
        return translate("IronBank", "{loan} — {cost} power").format(loan=names.any_id(option),
                                                                      cost=options["costs"][option])
    if prompt == "iron-bank-loan" and option == "none":
        return translate("IronBank", "No loan")
    if prompt == "loan-spymaster-arrange" and isinstance(option, (list, tuple)) and len(option) == 2:
        top, bottom = ([names.card(c) for c in part] for part in option)  # [[on top, first first], [bottom]]
        return translate("IronBank", "On top: {top} · at the bottom: {bottom}").format(
            top=names.listing(top) or "—", bottom=names.listing(bottom) or "—")
    return None


# ----- headings -----------------------------------------------------------------------------

def title(prompt: str) -> str:
    """A decision's heading: what it is about, never its id."""
    titles = {
        "valyrian-steel-blade": translate("Decisions", "Valyrian Steel Blade"),
        "valyrian-steel-blade-redraw": translate("Decisions", "Valyrian Steel Blade"),
        "special-consolidate-power": translate("Decisions", "Special Consolidate Power"),
        "port-takeover": translate("Decisions", "Ships in a captured port"),
        "raven-peek": translate("Decisions", "The top wildling card"),
        "wildlings-lowest-bidder": translate("Decisions", "Tie for the lowest bid"),
        "wildlings-highest-bidder": translate("Decisions", "Tie for the highest bid"),
        "casualties": translate("Decisions", "Casualties"),
        "reconcile-supply": translate("Decisions", "Supply limit"),
        "retreat-supply": translate("Decisions", "Supply limit"),
        "supply": translate("Decisions", "Supply limit"),
        "preemptive-raid-track": translate("Decisions", "Preemptive Raid"),
        "a-king-beyond-the-wall-nw": translate("Decisions", "A King Beyond the Wall"),
        "crow-killers-footmen": names.any_id("crow-killers"),
        "special-raid-more": translate("Decisions", "Starred raid: a second order"),
        "nights-watch-card-back": translate("Decisions", "The Night's Watch holds"),
        "wildlings-losses": translate("Decisions", "The wildlings win"),
        "objective-pool": translate("Decisions", "Shifting Ambitions"),
        "claim-vassals": translate("Vassals", "Claim vassals"),
        "iron-bank-interest": translate("Decisions", "Interest the Iron Bank was not paid"),
    }
    if prompt in titles:
        return titles[prompt]
    if is_bank_prompt(prompt):
        return translate("IronBank", "The Iron Bank")
    if prompt.startswith("clash-of-kings:") or prompt.startswith("hand-out-bid:"):
        return names.bid_purpose("clash-of-kings:" + prompt.split(":", 1)[1])
    base, step = split(prompt)
    if is_card(base) or base in names.WORDS:
        return names.any_id(base)
    return translate("Decisions", "A choice")  # a question this window does not know yet: never its id


# ----- explanations -------------------------------------------------------------------------

def _card_text(card: str) -> str:
    rs = names.ruleset()
    if is_house_card(card):
        return html.escape(names.house_card_text(card))
    if card in rs.westeros_cards:
        return html.escape(names.westeros_text(card))
    if names.wildling_card(card):
        return "<br>".join(names.pair(f"<u>{html.escape(a)}</u>", html.escape(b)) for a, b in names.wildling_texts(card))
    return ""


def _step_text(card: str, step: str, options: dict[str, Any]) -> str:
    """What a card's step asks (rich text)."""
    area = html.escape(names.region(options["area"])) if options.get("area") else ""
    specific = {
        ("fire-made-flesh", "area"): translate(
            "Decisions", "Choose the Dragon to destroy: every Dragon grows one step stronger at once."),
        ("fire-made-flesh", "token"): translate(
            "Decisions", "Choose which Dragon strength token on the round track goes into the box now: the "
                         "Dragons will not grow stronger again in that token's round."),
        ("playing-with-fire", "area"): translate(
            "Decisions", "Choose the uncontrolled land area that gets the loyalty token and another player's unit."),
        ("playing-with-fire", "house"): translate(
            "Decisions", "Choose the player who puts one of its land units from its reserve there."),
        ("playing-with-fire", "unit"): translate(
            "Decisions", "A loyalty token goes on {area} with one land unit of yours from your reserve: which one?"),
        ("the-long-plan", "house"): translate(
            "Decisions", "Choose the player who places two loyalty tokens in Westeros land areas of its choice."),
        ("the-long-plan", "area"): translate(
            "Decisions", "Place a loyalty token in a Westeros land area (two different areas in all)."),
        ("watering-the-seed", "area"): translate(
            "Decisions", "Place a loyalty token on a land area next to a river that you do not control (two "
                         "different areas in all)."),
        ("domestic-disputes", "house"): translate(
            "Decisions", "Choose a house: a loyalty token goes on its home area (up to four houses), or stop."),
    }
    text = specific.get((card, step))
    if text is None:
        text = {
            "area": translate("Decisions", "Choose an area."),
            "house": translate("Decisions", "Choose a house."),
            "unit": translate("Decisions", "Choose a unit."),
            "token": translate("Decisions", "Choose a token."),
            "move": translate("Decisions", "You may move one loyalty token to an adjacent land area."),
            "cancel": translate("Decisions", "A loyalty token is to move from {source} to {dest}: discard {n} "
                                             "Power token(s) to cancel the move?"),
        }[step]
    return html.escape(text).format(
        area=area, n=options.get("cost", 0),
        source=html.escape(names.region(options.get("source", ""))),
        dest=html.escape(names.region(options.get("dest", ""))))


def text(prompt: str, options: dict[str, Any], view: dict[str, Any] | None = None) -> str:
    """A decision's explanation (rich text): what it asks and why."""
    rs = names.ruleset()
    if is_bank_prompt(prompt):
        return bank_prompt_text(prompt, options)
    if prompt in ("valyrian-steel-blade", "valyrian-steel-blade-redraw"):
        out = translate("Decisions", "You hold the Valyrian Steel Blade: use it once this round in this battle?")
        st = options.get("strengths")
        if st:
            out += "<br>" + translate("Decisions", "Attacker {a}, defender {d} so far.").format(
                a=sum(st["attacker"].values()), d=sum(st["defender"].values()))
        return out
    if prompt == "special-consolidate-power":
        return translate("Decisions", "Consolidate power in {area}, or muster there?").format(
            area=names.region(options.get("region", "")))
    if prompt == "special-raid-more":
        return translate("Decisions", "Your starred raid from {area} may remove one more adjacent order.").format(
            area=names.region(options.get("source", "")))
    if prompt == "nights-watch-card-back":
        return translate("Decisions", "You bid the most: take one of your used house cards back?")
    if prompt == "port-takeover":
        return translate("Decisions", "How many enemy ships in {port} become yours (the rest are destroyed)?") \
            .format(port=names.region(options.get("port", "")))
    if prompt == "raven-peek":
        card = options.get("card", "")
        parts = [translate("Decisions", "The top wildling card is <b>{card}</b>. Leave it on top or put it at "
                                        "the bottom of the deck?").format(card=html.escape(names.card(card)))]
        for label, t in names.wildling_texts(card):
            parts.append(names.pair(f"<u>{html.escape(label)}</u>", html.escape(t)))
        return "<br>".join(parts)
    if is_house_card(prompt) and options.get("opponent_card"):  # an ability that may cancel a card
        card = options["opponent_card"]
        return (translate("Decisions", "Your opponent revealed <b>{card}</b>. Cancel it?")
                .format(card=html.escape(names.card(card))) + "<br><i>"
                + html.escape(names.house_card_text(prompt)) + "</i>")
    if prompt == "objective-pool":
        return translate("Decisions", "Take one objective card from the pool into your hand.")
    if prompt == "crow-killers-footmen":
        return translate("Decisions", "Too few footmen are left in your reserve: choose the knights that "
                                      "become footmen. Your other knights are destroyed.")
    if prompt == "preemptive-raid-track":
        return html.escape(translate("Decisions", "Choose the influence track on which you drop two places."))
    if prompt == "a-king-beyond-the-wall-nw":
        return html.escape(translate("Decisions", "You bid the most: move to the top of one influence track of "
                                                  "your choice."))
    if prompt == "iron-bank-interest":
        return html.escape(translate(
            "Decisions", "A house could not pay all the interest it owes the Iron Bank: choose which of its units "
                         "are destroyed, one for each Power token it is short."))
    if prompt.startswith("hand-out-bid:"):
        return html.escape(translate(
            "Decisions", "Your bid on the {track} track is not yours to keep: it is handed out, one Power token at "
                         "a time, to the other houses' bids. Which house gets the next token ({n} left)?")).format(
            track=html.escape(names.track(prompt.split(":", 1)[1])), n=options.get("left", 0))
    if prompt.startswith("wildlings-") and prompt not in ("wildlings-losses",):
        return translate("Decisions", "As holder of the Iron Throne, decide which house is affected.")
    base, step = split(prompt)
    parts = []
    if step:
        parts.append(_step_text(base, step, options))
    elif base in rs.westeros_cards and "cost" in options:  # a Westeros card's paid option
        parts.append(html.escape(translate("Decisions", "Discard {n} Power token(s) for this card's option?"))
                     .format(n=options["cost"]))
    card = _card_text(base)
    if card:
        parts.append(f"<i>{card}</i>" if step or "cost" in options else card)
    if prompt.startswith("wildlings-"):
        parts.insert(0, translate("Decisions", "As holder of the Iron Throne, decide which house is affected."))
    return "<br>".join(parts)


# ----- choices ------------------------------------------------------------------------------

def _is_area_pair(option: Any) -> bool:
    regions = names.ruleset().regions
    return (isinstance(option, (list, tuple)) and len(option) == 2
            and all(isinstance(r, str) and r in regions for r in option))


def option_label(prompt: str, option: Any, options: dict[str, Any] | None = None) -> str:
    """A choice as its button says it (and as the log names the answer)."""
    options = options or {}
    bank = bank_option_label(prompt, option, options)
    if bank is not None:
        return bank
    base, step = split(prompt)
    cost = options.get("cost")
    if isinstance(option, bool):
        return translate("Decisions", "Yes") if option else translate("Decisions", "No")
    if isinstance(option, int):
        if step == "token":  # a strength token, by the round it lies on
            return translate("Decisions", "The token of round {n}").format(n=option)
        return str(option)
    if _is_area_pair(option):  # a token or a unit moving from one area to another
        return translate("Decisions", "From {source} to {dest}").format(
            source=names.region(option[0]), dest=names.region(option[1]))
    if option == "none":
        if step == "move":
            return translate("Decisions", "Move no token")
        if cost is not None:
            return translate("Decisions", "Do not pay")
        if is_house_card(prompt):
            return translate("Decisions", "Do not use the ability")
    if option == "pay":
        return (translate("Decisions", "Pay {n} power").format(n=cost) if cost is not None
                else translate("Decisions", "Pay"))
    if option == "keep" and cost is not None:  # keep one's power rather than pay
        return translate("Decisions", "Do not pay")
    if option == "cancel" and step == "cancel":
        return (translate("Decisions", "Cancel the move ({n} power)").format(n=cost) if cost is not None
                else translate("Decisions", "Cancel the move"))
    if option == "discard" and prompt == "alayne-stone":
        return translate("Decisions", "Pay 2 power: the opponent discards all its available power")
    if isinstance(option, str) and option in names.ruleset().objective_cards:  # the pool's cards, with their text
        return f"{names.objective(option)} — {names.objective_text(option)}"
    words = {
        "swap": lambda: translate("Decisions", "Pay 2 power: swap this card for another"),
        "allow": lambda: translate("Decisions", "Let it move"),
        "done": lambda: translate("Decisions", "Done"),
        "sacrifice": lambda: translate("Decisions", "Destroy a Dragon: dragons grow stronger now"),
        "revive": lambda: translate("Decisions", "Put a destroyed Dragon back in your home area"),
        "crown": lambda: translate("Decisions", "A power crown"),
        "barrel": lambda: translate("Decisions", "A supply barrel"),
    }
    if isinstance(option, str) and option in words:
        return words[option]()
    if isinstance(option, str) and option in DECKS:
        return translate("Decisions", "Westeros deck {deck}").format(deck=option)
    if isinstance(option, (list, tuple)) and not option:
        return translate("Decisions", "None")
    label = names.any_id(option)
    return label[:1].upper() + label[1:]  # a button's label, not a word inside a sentence


def answer(prompt: str, choice: Any) -> str:
    """The answer a log line names ("Martell chooses: From Karhold to Winterfell")."""
    return option_label(prompt, choice)
