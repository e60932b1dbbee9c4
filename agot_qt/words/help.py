"""Help in the window: a rules quick reference for each phase and decision, and the shortcuts.

*Help > Rules quick reference* (F1) opens `HelpDialog`; every decision panel links to the
sections it needs (`sections_for(decision, view)`: its kind's, and those of the rules an expansion
or option adds that the decision shows, each of which has a section of its own,
`ADDED_SECTIONS`). The texts are short reminders of the rules the engine
enforces (docs/RULES.md has them in full), in English, 简体中文 and 繁體中文 like every string.
An edition that plays a section differently has its own paragraphs (`EDITION_SECTIONS`), and
the reference shows the edition of the game on screen.
"""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QListWidget, QTextBrowser, QVBoxLayout, QWidget

from engine.ruleset import ruleset_of_view

from . import names
from ..style import theme

translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    return text


# paragraphs both editions share
SUPPLY_SHRINKS = QT_TRANSLATE_NOOP("Help", "An army larger than your supply allows must shrink: choose the units to remove.")
BIDS_SECRET = QT_TRANSLATE_NOOP("Help", "Bids are secret and revealed together; the power bid is spent. In a Clash of Kings the highest bids take the first places on each track; the Iron Throne holder orders ties.")

# (key, title, paragraphs) in the order a round is played
SECTIONS: list[tuple[str, str, tuple[str, ...]]] = [
    ("round", QT_TRANSLATE_NOOP("Help", "A round"), (
        QT_TRANSLATE_NOOP("Help", "Each of the ten rounds has three phases: Westeros (from round 2), Planning and Action."),
        QT_TRANSLATE_NOOP("Help", "Houses act in Iron Throne order. Whoever first controls seven castles and strongholds wins at once; after round 10 the most castles wins (ties: land areas, then supply, then the Iron Throne)."),
    )),
    ("westeros", QT_TRANSLATE_NOOP("Help", "Westeros phase"), (
        QT_TRANSLATE_NOOP("Help", "One card is drawn from each of the decks I, II and III and resolved in that order. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once."),
        QT_TRANSLATE_NOOP("Help", "Supply recounts barrels; Mustering lets every house recruit in its castles; Clash of Kings re-bids the three influence tracks; Game of Thrones gives power for crowns and ports."),
    )),
    ("place-orders", QT_TRANSLATE_NOOP("Help", "Planning: orders"), (
        QT_TRANSLATE_NOOP("Help", "Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power. All orders are revealed together."),
        QT_TRANSLATE_NOOP("Help", "Starred orders are limited by your position on the King's Court track. Drag a token from the tray onto an area, or click an area and then a token."),
    )),
    ("raven", QT_TRANSLATE_NOOP("Help", "Messenger Raven"), (
        QT_TRANSLATE_NOOP("Help", "The holder of the Messenger Raven may replace one of its orders with an unused token, or look at the top wildling card and keep it there or put it at the bottom."),
    )),
    ("raid", QT_TRANSLATE_NOOP("Help", "Raids"), (
        QT_TRANSLATE_NOOP("Help", "A raid removes an adjacent enemy Support, Raid or Consolidate Power order (a starred raid also a Defense order). Raiding Consolidate Power gives the raider one power and takes one from its owner. Land units cannot raid a sea."),
    )),
    ("march", QT_TRANSLATE_NOOP("Help", "Marches"), (
        QT_TRANSLATE_NOOP("Help", "Move any of the area's units to adjacent areas (land units also across chains of your own ships). Only one of the moves may enter an area held by another house: that starts a combat."),
        QT_TRANSLATE_NOOP("Help", "Leaving an area empty, you may leave a power token to keep control of it. Drag units onto a highlighted area."),
    )),
    ("support", QT_TRANSLATE_NOOP("Help", "Support"), (
        QT_TRANSLATE_NOOP("Help", "Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea; a port supports only its sea."),
    )),
    ("house-card", QT_TRANSLATE_NOOP("Help", "Combat and house cards"), (
        QT_TRANSLATE_NOOP("Help", "Strength = units (footman 1, knight 2, ship 1, siege engine 4 against a castle) + order bonus + support + garrison (defender at home) + house card + Valyrian Steel Blade (+1, once a round) + Tides of Battle."),
        QT_TRANSLATE_NOOP("Help", "Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track."),
    )),
    ("select-units", QT_TRANSLATE_NOOP("Help", "Casualties and supply"), (
        QT_TRANSLATE_NOOP("Help", "The loser loses one unit per sword of the winner's card beyond the fortifications of its own; Tides of Battle skulls kill one unit each. Routed units and siege engines that must retreat are destroyed."),
        SUPPLY_SHRINKS,
    )),
    ("retreat", QT_TRANSLATE_NOOP("Help", "Retreats"), (
        QT_TRANSLATE_NOOP("Help", "The defeated attacker goes back where it came from; the defeated defender retreats to an adjacent area that is empty or its own, never where the attack came from, choosing among those that cost the fewest units to supply. Retreated units are routed until the round ends."),
    )),
    ("muster", QT_TRANSLATE_NOOP("Help", "Mustering"), (
        QT_TRANSLATE_NOOP("Help", "A castle gives one mustering point, a stronghold two: a footman or ship costs 1, a knight or siege engine 2, upgrading a footman to a knight 1. Ships go to the castle's port or an adjacent sea; armies must fit your supply."),
    )),
    ("bid", QT_TRANSLATE_NOOP("Help", "Bids"), (
        BIDS_SECRET,
        QT_TRANSLATE_NOOP("Help", "Against the wildlings, all bids together must reach the threat: then the highest bidder is rewarded; otherwise the lowest bidder suffers most and everyone else a little."),
    )),
    ("order-houses", QT_TRANSLATE_NOOP("Help", "Ties"), (
        QT_TRANSLATE_NOOP("Help", "Equal bids are put in order by the holder of the Iron Throne (in a Clash of Kings for the Iron Throne itself, by the house that holds it before the bid)."),
    )),
    ("choose", QT_TRANSLATE_NOOP("Help", "Choices"), (
        QT_TRANSLATE_NOOP("Help", "Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, which Westeros card applies, or a wildling card's effect. The panel names the card and each option."),
    )),
    ("consolidate", QT_TRANSLATE_NOOP("Help", "Consolidate Power"), (
        QT_TRANSLATE_NOOP("Help", "A Consolidate Power order gains one power plus one for each crown in its area (in a port: one, unless an enemy ship is in its sea). A starred one in a castle may muster there instead."),
    )),
    ("draft", QT_TRANSLATE_NOOP("Help", "House-card drafts"), (
        QT_TRANSLATE_NOOP("Help", "In a drafted game the player houses make their hands before round 1 from a pool of decks: every hand ends with one card of strength 0, two of 1, two of 2, one of 3 and one of 4, and any house may hold any house's card. Vassals keep their own deck."),
        QT_TRANSLATE_NOOP("Help", "Step by step, the houses pick one card at a time in the draft's order, and every pick is public; with the track draft a turn may take the best free place on an influence track instead. In a thematic draft every house picks its own house's cards at once and in secret. A random draft deals the hands; a blind one keeps them hidden until the game ends."),
        QT_TRANSLATE_NOOP("Help", "With the draft scenario each player house first reshapes its own start in the areas it is given (its own and the free ones nearest to it): it adds or removes units within its supply, places or takes back Power tokens and sets garrisons, then says it is ready. Once every start is ready, each player approves the board or rejects it, and a rejection opens the changes again."),
    )),
]

SHORTCUTS: list[tuple[str, str]] = [
    ("Ctrl+N", QT_TRANSLATE_NOOP("Help", "New game")),
    ("Ctrl+O", QT_TRANSLATE_NOOP("Help", "Load a game")),
    ("Ctrl+S / Ctrl+Shift+S", QT_TRANSLATE_NOOP("Help", "Save / save as")),
    ("Ctrl++ / Ctrl+-", QT_TRANSLATE_NOOP("Help", "Zoom in / out")),
    ("Ctrl+0", QT_TRANSLATE_NOOP("Help", "Fit the map to the window")),
    ("F11 / Esc", QT_TRANSLATE_NOOP("Help", "Full screen / leave full screen")),
    ("F1", QT_TRANSLATE_NOOP("Help", "This rules quick reference")),
    ("← / →", QT_TRANSLATE_NOOP("Help", "Replay: step back / forward")),
    ("PgUp / PgDown", QT_TRANSLATE_NOOP("Help", "Replay: previous / next round")),
    ("Home / End", QT_TRANSLATE_NOOP("Help", "Replay: start / end")),
    ("Space", QT_TRANSLATE_NOOP("Help", "Replay and watching: play / pause")),
    ("N", QT_TRANSLATE_NOOP("Help", "Watching: one step while paused")),
]

# sections an edition plays differently: key -> (title or None to keep it, paragraphs)
EDITION_SECTIONS: dict[str, dict[str, tuple[str | None, tuple[str, ...]]]] = {
    "first_edition": {
        "round": (None, (
            QT_TRANSLATE_NOOP("Help", "Each of the ten rounds has five phases: events (from round 2), planning, raids, marches and combat, and consolidating power."),
            QT_TRANSLATE_NOOP("Help", "Houses act in Iron Throne order. Whoever first controls seven cities and strongholds (eight with three players) wins at once; after round 10 the most wins (ties: supply barrels, then power tokens; a tie on all of them is a shared win)."),
        )),
        "westeros": (QT_TRANSLATE_NOOP("Help", "Event phase"), (
            QT_TRANSLATE_NOOP("Help", "One card is drawn from each of the event decks I, II and III and resolved in that order. Each mammoth icon moves the wildling marker up by 2 (to 12 at most); only a Wildling Attack card makes the wildlings attack, and after an attack the marker goes back to 0."),
            QT_TRANSLATE_NOOP("Help", "Supply recounts barrels; Mustering lets every house recruit; Clash of Kings re-bids the three influence tracks; Game of Thrones gives one power per crown; Winter is Coming reshuffles its deck and draws again; Sea of Storms, Feast for Crows and Storm of Swords forbid Raid, Consolidate Power or Defense orders this round; in Rains of Autumn supporting footmen count 0."),
        )),
        "place-orders": (None, (
            QT_TRANSLATE_NOOP("Help", "Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power (on land only). All orders are revealed together."),
            QT_TRANSLATE_NOOP("Help", "Starred orders by your place on the King's Court track: 3, 3, 2, 1, 0. Drag a token from the tray onto an area, or click an area and then a token."),
        )),
        "raven": (None, (
            QT_TRANSLATE_NOOP("Help", "The holder of the Messenger Raven may replace one of its orders with an unused token."),
        )),
        "raid": (None, (
            QT_TRANSLATE_NOOP("Help", "A raid removes an adjacent enemy Support, Raid or Consolidate Power order; a starred raid removes up to two, never March or Defense. Raiding Consolidate Power gives the raider one power. Land units cannot raid a sea; ships raid land and sea."),
        )),
        "support": (None, (
            QT_TRANSLATE_NOOP("Help", "Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea. Supporting units never die and never retreat."),
        )),
        "house-card": (None, (
            QT_TRANSLATE_NOOP("Help", "Strength = units (footman 1, knight 2, ship 1) + order bonus + support + house card + Valyrian Steel Blade (+1, once a round). A neutral force must be matched: it plays no card."),
            QT_TRANSLATE_NOOP("Help", "Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track. Once all seven cards were played, the house takes all seven back."),
        )),
        "select-units": (None, (
            QT_TRANSLATE_NOOP("Help", "The loser loses one unit per sword of the winner's card beyond the fortifications of its own. Routed units that must retreat are destroyed."),
            SUPPLY_SHRINKS,
        )),
        "muster": (None, (
            QT_TRANSLATE_NOOP("Help", "A city gives one mustering point, a stronghold two: a footman or ship costs 1, a knight 2, upgrading a footman to a knight 1. Ships go to an adjacent sea not held by a neutral force; armies must fit your supply."),
        )),
        "bid": (None, (
            BIDS_SECRET,
            QT_TRANSLATE_NOOP("Help", "Against the wildlings, all bids together must reach the threat: then the highest bidder may take back one used house card. Otherwise every house removes units worth 2 and the lowest bidder 2 more."),
        )),
        "choose": (None, (
            QT_TRANSLATE_NOOP("Help", "Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, or which units a wildling victory costs. The panel names the card and each option."),
        )),
        "consolidate": (None, (
            QT_TRANSLATE_NOOP("Help", "A Consolidate Power order (on land only) gains one power plus one for each crown in its area. A starred one gains the same; it does not muster."),
        )),
    },
    "a_feast_for_crows": {
        "round": (None, (
            QT_TRANSLATE_NOOP("Help", "Stark, Lannister, Baratheon and Arryn play ten rounds: Westeros (from round 2), Planning, Action, then the end of the round. Castles do not win: victory points do."),
            QT_TRANSLATE_NOOP("Help", "Each house keeps three secret objective cards (five dealt, two shuffled back). At the end of every round supply is recounted and armies reconciled; each house meeting its open special objective gains 1 point; in turn order each house may score one objective it meets now, for good and face up, for that card's points for its house; a house holding fewer than three draws one."),
            QT_TRANSLATE_NOOP("Help", "Whoever then has 7 victory points wins (ties: more land areas, then the Iron Throne); after round 10 the most points win (ties: the Iron Throne)."),
        )),
        "westeros": (None, (
            QT_TRANSLATE_NOOP("Help", "One card is drawn from each of the decks I, II and III and resolved in that order; deck I is the scenario's own. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once."),
            QT_TRANSLATE_NOOP("Help", "Rally the Men musters in castles only; The Burden of Power lets the Iron Throne reset the wildling threat or muster; Famine lowers every supply by one; Ironborn Raid costs a point to every house with two scored objectives; Shifting Ambitions pools one objective of each house and deals them out again; New Information draws one objective and shuffles one back."),
        )),
    },
}

# the rules an expansion ruleset or a game option adds, each a section of its own (whatever the
# edition on screen: a reference to read before choosing them too), after the base game's
ADDED_SECTIONS: list[tuple[str, str, tuple[str, ...]]] = [
    ("tides", QT_TRANSLATE_NOOP("Help", "Tides of Battle (option)"), (
        QT_TRANSLATE_NOOP("Help", "With Tides of Battle each side of a combat draws a card once the house cards are revealed: it adds 0 to 3 strength, a sword or a fortification, or a skull that kills one enemy unit whatever the result."),
        QT_TRANSLATE_NOOP("Help", "The holder of the Valyrian Steel Blade may use the blade to redraw its card instead of taking +1."),
    )),
    ("dragons", QT_TRANSLATE_NOOP("Help", "Mother of Dragons: dragons"), (
        QT_TRANSLATE_NOOP("Help", "Targaryen's dragons have strength 0 in round 1 and grow one step stronger on rounds 2, 4, 6, 8 and 10, up to 5 (Fire Made Flesh can bring a step early). The map shows a dragon's strength now on the dragon, and the houses panel under Targaryen."),
        QT_TRANSLATE_NOOP("Help", "An army made only of dragons marches to any land area in play, in Westeros or Essos; in a mixed army the dragons may fly off alone. Dragons are never mustered, and Targaryen has no siege engines."),
    )),
    ("loyalty", QT_TRANSLATE_NOOP("Help", "Mother of Dragons: Targaryen's loyalty"), (
        QT_TRANSLATE_NOOP("Help", "Targaryen does not win by castles: it wins at once with 7 loyalty. It takes for good every loyalty token in an area it controls; Pentos' printed loyalty counts while Targaryen holds it."),
        QT_TRANSLATE_NOOP("Help", "Targaryen stays last on all three influence tracks. In a Clash of Kings it bids and pays like everyone, but its bid is handed out, one Power token at a time, to the other houses' bids."),
    )),
    ("deck-iv", QT_TRANSLATE_NOOP("Help", "Mother of Dragons: Westeros deck IV"), (
        QT_TRANSLATE_NOOP("Help", "With eight houses a fourth Westeros deck is drawn after decks I, II and III. Each of its cards puts loyalty tokens on the areas it names; then Targaryen may pay Power tokens for the card's option: more tokens, tokens on other houses' home areas, or a dragon destroyed so that every dragon grows stronger at once."),
        QT_TRANSLATE_NOOP("Help", "Under Scattering Dissent (in reverse turn order) and Word Spreads Quickly (in turn order) each house may move one loyalty token to an adjacent land area; Targaryen may cancel another house's move by paying 1 Power token (Word Spreads Quickly: 2)."),
    )),
    ("essos", QT_TRANSLATE_NOOP("Help", "Mother of Dragons: Essos"), (
        QT_TRANSLATE_NOOP("Help", "With eight houses the Essos side board lies east of Westeros: the free cities Braavos, Pentos (Targaryen's home), Volantis, Myr and Norvos with their seas and ports. It plays like the rest of the board; Braavos starts with a neutral force, and with the Iron Bank its holder pays 1 less for a loan. With seven houses Essos is out of play."),
    )),
    ("vassals", QT_TRANSLATE_NOOP("Help", "Vassals (option)"), (
        QT_TRANSLATE_NOOP("Help", "Houses nobody plays stand on the board as vassals. At the start of every Planning phase the players claim them for the round in Iron Throne order (an even share each, the last player takes the rest) and decide everything for them."),
        QT_TRANSLATE_NOOP("Help", "A vassal places at most two orders from its own four tokens, after every player; it never gains power, bids or wins, and musters only at home. In combat it draws three cards from the shared vassal deck and its commander picks one; a win gives the commander a Power token. A commander and its vassals never march into each other's areas and support each other unasked."),
    )),
    ("iron-bank", QT_TRANSLATE_NOOP("Help", "The Iron Bank (option)"), (
        QT_TRANSLATE_NOOP("Help", "Three loans are on offer for 7, 4 and 1 Power tokens; every round they slide one place cheaper and a new loan comes in at 7. The house controlling Braavos pays 1 less."),
        QT_TRANSLATE_NOOP("Help", "Each player has an Iron Bank order, placed only in a sea holding its ships, on top of its other orders. In the Consolidate Power step it buys one loan on offer, which acts at once. Before every Westeros phase from round 2 a house pays 1 Power token for each loan it ever bought; for each token it cannot pay, the Valyrian Steel Blade's holder destroys one of its units."),
    )),
    ("sea-orders", QT_TRANSLATE_NOOP("Help", "Sea orders (option)"), (
        QT_TRANSLATE_NOOP("Help", "Each player also has a Sea March −1 and a Sea Support order, placed in sea areas only (never in a port). They count toward the orders a house must place."),
    )),
    ("gifts", QT_TRANSLATE_NOOP("Help", "Power-token gifts (option)"), (
        QT_TRANSLATE_NOOP("Help", "A player may give some of its available Power tokens to another player with the Give power… button under the tracks: at any time, but in a combat only while support is declared, never while bids are open, and not while it owes an answer that may spend power. A gift cannot be refused; vassals neither give nor receive."),
    )),
    ("a-dance-with-dragons", QT_TRANSLATE_NOOP("Help", "A Dance with Dragons: six rounds and garrisons"), (
        QT_TRANSLATE_NOOP("Help", "The scenario starts later in the story: new positions, Power tokens already on the board, seven new house cards for each house, and Stark plays as the Boltons. The game ends after round 6 (the most castles, then the usual tiebreaks) unless a house holds seven castles first."),
        QT_TRANSLATE_NOOP("Help", "Storm's End (4) and Oldtown (3) have garrisons: each defends for whoever holds its area, not for a printed house, and is removed for good once beaten."),
    )),
]

ADDED_KEYS = [k for k, _, _ in ADDED_SECTIONS]
KEYS = [k for k, _, _ in SECTIONS] + ADDED_KEYS + ["shortcuts"]
# decisions that share a section
ALIASES = {"raven-peek": "raven", "ship-takeover": "choose", "gift": "gifts", "draft-scenario": "draft"}
# decisions of a combat: a ruleset with garrisons of its own (A Dance with Dragons) links them too
BATTLE_KINDS = ("march", "support", "house-card", "retreat")


def section_for(kind: str) -> str:
    """The reference section a decision of `kind` needs."""
    kind = ALIASES.get(kind, kind)
    return kind if kind in KEYS else "round"


def sections_for(decision: dict, view: dict | None = None) -> list[str]:
    """Every section a decision needs, the one it needs most first: its kind's, and the sections
    of the rules an expansion or option adds that the decision itself shows (a vassal's
    decision, a sea order or the Iron Bank's order in the tray, a loan's question, a bid handed
    out, a deck IV card, a march of dragons or into Essos, a battle with Tides of Battle or in A
    Dance with Dragons). Read from the decision, the view and the ruleset, never from a rule."""
    from . import prompts

    kind = decision.get("kind", "")
    o = decision.get("options") or {}
    prompt = str(o.get("prompt", ""))
    view = view or {}
    rs = ruleset_of_view(view) if view.get("ruleset") else names.ruleset()
    options = view.get("options") or {}
    out: list[str] = []
    base = prompt.partition(":")[0]  # the card that asks, whatever its step (Fire Made Flesh's token too)
    if prompt == "claim-vassals":
        out.append("vassals")
    if prompts.is_bank_prompt(prompt) or prompt == "iron-bank-interest":
        out.append("iron-bank")
    if prompt.startswith("hand-out-bid:"):
        out.append("loyalty")
    if base in (rs.westeros_decks.get("IV") or ()):
        out.append("deck-iv")
    if base == "fire-made-flesh" or (kind == "march" and o.get("flight_destinations")):
        out.append("dragons")
    if prompt == "valyrian-steel-blade-redraw":
        out.append("tides")
    out.append(section_for(kind))
    if decision.get("house") and decision.get("house") != decision.get("seat"):
        out.append("vassals")
    if set(o.get("sea_only") or ()) & set(rs.sea_token_ids):  # the module's own tokens (not the Iron Bank's)
        out.append("sea-orders")
    if o.get("extra_tokens"):
        out.append("iron-bank")
    if kind == "bid" and str(o.get("purpose", "")).startswith("clash-of-kings") and rs.rules.get("bid_handed_out"):
        out.append("loyalty")
    side = set(rs.rules.get("side_board_areas") or ())
    if side and kind in ("march", "retreat", "muster") and side & _areas_of(o):
        out.append("essos")
    if kind == "house-card" and options.get("tides_of_battle"):
        out.append("tides")
    if kind in BATTLE_KINDS and _garrisons_follow_holders(rs):
        out.append("a-dance-with-dragons")
    return list(dict.fromkeys(out))


def _garrisons_follow_holders(rs) -> bool:
    """A ruleset with a garrison in an area that is nobody's home (it fights for the holder)."""
    return any(not rs.regions[a].home_of for n in rs.player_counts
               for a in (rs.player_setup(n).get("home_garrisons") or {}))


def _areas_of(options: dict) -> set[str]:
    """The areas a march, retreat or muster decision offers."""
    found: set[str] = set()

    def walk(v) -> None:
        if isinstance(v, str):
            found.add(v)
        elif isinstance(v, dict):
            for k, x in v.items():
                found.add(k)
                walk(x)
        elif isinstance(v, list | tuple):
            for x in v:
                walk(x)

    for key in ("marches", "options", "castles", "area"):
        walk(options.get(key))
    return found


def _section(key: str, ruleset_id: str | None) -> tuple[str, tuple[str, ...]] | None:
    """(title, paragraphs) of `key` as the edition `ruleset_id` plays it (untranslated)."""
    for k, t, paras in ADDED_SECTIONS:
        if k == key:
            return t, paras
    for k, t, paras in SECTIONS:
        if k == key:
            own_title, own_paras = EDITION_SECTIONS.get(ruleset_id or names.current_ruleset(), {}).get(key, (None, paras))
            return own_title or t, own_paras
    return None


def title(key: str, ruleset_id: str | None = None) -> str:
    if key == "shortcuts":
        return translate("Help", "Keyboard shortcuts")
    found = _section(key, ruleset_id)
    return translate("Help", found[0]) if found else key


def section_html(key: str, ruleset_id: str | None = None) -> str:
    """A section as HTML, for the edition `ruleset_id` (by default the one on screen)."""
    if key == "shortcuts":
        rows = "".join(f"<tr><td style='padding:2px 12px 2px 0'><b>{html.escape(k)}</b></td>"
                       f"<td>{html.escape(translate('Help', what))}</td></tr>" for k, what in SHORTCUTS)
        return f"<h2>{html.escape(title(key))}</h2><table>{rows}</table>"
    found = _section(key, ruleset_id)
    if found is None:
        return ""
    body = "".join(f"<p>{html.escape(translate('Help', p))}</p>" for p in found[1])
    if key in ADDED_KEYS:  # its title names the expansion or option it belongs to, whatever is on screen
        return f"<h2>{html.escape(translate('Help', found[0]))}</h2>{body}"
    edition = names.edition(ruleset_id or names.current_ruleset())
    return (f"<h2>{html.escape(translate('Help', found[0]))}</h2>"
            f"<p style='color:#6b5b3e'><i>{html.escape(edition)}</i></p>{body}")


class HelpDialog(QDialog):
    """Sections on the left, the chosen one on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(760, 480)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.sections = QListWidget()
        self.sections.setFixedWidth(220)
        self.text = QTextBrowser()
        self.text.setFont(theme.ui_font(11))
        self.text.setStyleSheet("QTextBrowser { background: #fbf7ec; color: #2b2418; }")
        row.addWidget(self.sections)
        row.addWidget(self.text, 1)
        lay.addLayout(row, 1)
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.sections.currentRowChanged.connect(lambda i: self._show(KEYS[i]) if 0 <= i < len(KEYS) else None)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "Rules quick reference"))
        self.close_button.setText(translate("Help", "Close"))
        row = max(0, self.sections.currentRow())
        self.sections.clear()
        for key in KEYS:
            self.sections.addItem(title(key))
        self.sections.setCurrentRow(row)

    def open_section(self, key: str) -> None:
        self.retranslate()  # the titles of the edition on screen
        self.sections.setCurrentRow(KEYS.index(key) if key in KEYS else 0)
        self._show(key if key in KEYS else KEYS[0])
        self.show()
        self.raise_()
        self.activateWindow()

    def _show(self, key: str) -> None:
        self.text.setHtml(section_html(key))

    def current_key(self) -> str:
        i = self.sections.currentRow()
        return KEYS[i] if 0 <= i < len(KEYS) else KEYS[0]


def rules_link_html(decision: dict | str, view: dict | None = None) -> str:
    """The small links a decision panel shows: 'Rules: Planning: orders · Vassals (option)'."""
    keys = sections_for(decision, view) if isinstance(decision, dict) else [section_for(decision)]
    links = [f"<a href='help:{k}' style='color:#1d4f7a'>{html.escape(title(k))}</a>" for k in keys]
    return html.escape(translate("Help", "Rules: {section}")).format(section=" · ".join(links))


__all__ = ["ADDED_SECTIONS", "EDITION_SECTIONS", "HelpDialog", "KEYS", "SECTIONS", "rules_link_html", "section_for",
           "sections_for"]
