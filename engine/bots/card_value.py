"""What a house card would do in the battle at hand, asked of the ruleset's own card texts.

A bot choosing a house card needs each card's worth in this fight, not its printed strength:
Mance Rayder fights at the wildling threat, Quentyn Martell counts the discard pile, Doran
Martell weakens with every card left in hand, Margaery Tyrell sets the attacker to 2, Walder
Frey turns a third house's support. None of that is written here. The bot builds the combat
frame the engine would build once cards are revealed, lets the cards' abilities that act before
the numbers are counted (`cancel`, `immediately`) run on a scratch copy of its state (a card's
question answered as the bot would answer it), and asks the engine's own combat arithmetic
(`strength_breakdown`) for both sides' totals. A new card is valued as soon as its ability
exists.

Only what the seat may see is read: the bot's view (or its own sampled state), the hands (which
are public) and the declared supports; never the card the opponent has already chosen.
"""
from __future__ import annotations

import copy
import marshal
from dataclasses import dataclass
from typing import Any, Callable

from .. import cards as C
from ..abilities import registry_for
from ..phases.combat import strength_breakdown
from ..ruleset import Ruleset

# parts of the state an ability acting before the count may change (Stannis removes support
# orders, Reek takes a card back, Aeron Damphair and Qyburn spend power...)
_CHANGEABLE = ("orders", "units", "power", "hands", "discards", "tracks", "tokens", "stack",
               "garrisons")
# what a view does not carry but the combat arithmetic reads
_DEFAULTS: dict[str, Any] = {"stack": [], "unit_steps_advanced": {}, "round_rules": [], "vassals": []}
_TIMED_BEFORE_COUNT = ("cancel", "immediately")
_MAX_QUESTIONS = 4  # questions one ability may ask in a row here (Rodrik's search asks two)

Answer = Callable[[str, dict[str, Any]], Any]  # (seat, choose frame) -> the choice


class _Scratch:
    """A bot's state (view or sample) whose changeable parts are copied on first use, so an
    ability tried here changes nothing the bot holds. `counting()` ends the copying: the
    combat arithmetic only reads, so the parts it reads first are not copied. A part read
    once is kept on the instance, so it is found without asking again."""

    def __init__(self, st: Any, copying: bool) -> None:
        object.__setattr__(self, "_st", st)
        object.__setattr__(self, "_copying", copying)

    def __getattr__(self, name: str) -> Any:
        try:
            value = getattr(object.__getattribute__(self, "_st"), name)
        except AttributeError:
            if name not in _DEFAULTS:
                raise
            value = _DEFAULTS[name]
        if object.__getattribute__(self, "_copying") and name in _CHANGEABLE:
            value = _copy(value)
        object.__setattr__(self, name, value)
        return value

    def counting(self) -> None:
        """The abilities acting before the count are done: what is read from now on is read only."""
        object.__setattr__(self, "_copying", False)


def _copy(value: Any) -> Any:
    """A deep copy of plain state data (marshal in C, several times faster than copy.deepcopy);
    anything marshal cannot write is copied by copy.deepcopy."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return copy.deepcopy(value)


def abilities_of(rs: Ruleset, st: Any) -> Any:
    """The card texts a game fights with: the ruleset's, every deck's when it plays variants
    (a drafted hand may hold other decks' cards), as `Game.abilities`."""
    options = getattr(st, "options", None) or {}
    if "variants" in options:
        from ..decks import abilities_for

        return abilities_for(rs, options)
    return registry_for(rs)


class _Probe:
    """Stands in for the game when the bot asks card texts: its state is the scratch state,
    and what the cards announce is heard by nobody."""

    def __init__(self, rs: Ruleset, st: Any, copying: bool, abilities: Any) -> None:
        self.rs = rs
        self.s = _Scratch(st, copying)
        self.abilities = abilities  # what engine/cards.py asks, as Game.abilities (`abilities_of`)

    def emit(self, kind: str, **data: Any) -> None:
        return None


@dataclass(frozen=True)
class Outlook:
    """Both sides' final combat strength with some cards in play (the others not yet known)."""

    mine: int
    theirs: int
    mine_fixed: bool  # a card set this side's strength to a number, whatever else counts
    theirs_fixed: bool


def _frame(st: Any, combat: dict[str, Any], cards: dict[str, str]) -> dict[str, Any]:
    att, dfn = combat["attacker"], combat["defender"]
    return {"kind": "combat", "area": combat["area"], "attacker": att, "defender": dfn,
            "source": combat.get("source"), "attackers": list(combat.get("attacking_units", [])),
            "token": combat.get("token"), "supports": dict(combat.get("supports", {})),
            "cards": dict(cards), "houses": [att, dfn], "queue": [], "step": "immediately"}


def _run_before_count(g: _Probe, f: dict[str, Any], answer: Answer) -> None:
    """The cards' abilities that act before the numbers are counted, attacker's first."""
    reg = g.abilities
    for step in _TIMED_BEFORE_COUNT:
        for house in (f["attacker"], f["defender"]):
            card = C.live_card(g, f, house)
            if card not in reg.hooks[step]:
                continue
            ability = reg.cards[card]
            for _ in range(_MAX_QUESTIONS):
                if not getattr(ability, step)(g, f, house):
                    break
                asked = g.s.stack.pop()  # the question it pushed: answered as the bot would
                f["queue"].clear()
                f[asked["result_key"]] = answer(asked["seat"], asked)


def outlook(rs: Ruleset, st: Any, seat: str, combat: dict[str, Any], cards: dict[str, str],
            answer: Answer) -> Outlook:
    """Both sides' totals, `seat`'s first, with `cards` in play ({} for none)."""
    reg = abilities_of(rs, st)
    timed = any(c in reg.hooks[step] for c in cards.values() for step in _TIMED_BEFORE_COUNT)
    g = _Probe(rs, st, timed, reg)
    f = _frame(st, combat, cards)
    if timed:
        _run_before_count(g, f, answer)
        g.s.counting()
    mine_side = "attacker" if seat == combat["attacker"] else "defender"
    their_side = "defender" if mine_side == "attacker" else "attacker"
    mine, theirs = strength_breakdown(g, f, mine_side), strength_breakdown(g, f, their_side)
    return Outlook(sum(mine.values()), sum(theirs.values()), "fixed" in mine, "fixed" in theirs)


def has_text(rs: Ruleset, card: str) -> bool:
    """Whether any ability hook of the ruleset belongs to `card` (a card without one is its
    printed numbers only)."""
    return card in registry_for(rs).cards


# hooks asked only once the numbers are counted (who retreats, casualties, what follows the
# battle) or that count no strength (icons): a card with no other hook counts its printed strength
_AFTER_THE_COUNT = frozenset({"after_combat", "after_discards", "bounces_attacker", "chooses_retreat", "icons",
                              "immune_to_casualties", "on_result"})
# hooks that, with no card on the other side, change only the card's own strength
_OWN_STRENGTH = frozenset({"strength", "opponent_strength"})
_KINDS: dict[str, dict[str, str]] = {}


def _kind(rs: Ruleset, card: str) -> str:
    """How a card alone in the battle is counted: "printed" (no hook acts on the count), "own"
    (its hooks change only its own strength) or "played" (the whole count, with the abilities
    before it)."""
    kinds = _KINDS.get(rs.abilities)
    if kinds is None:
        kinds = _KINDS[rs.abilities] = {}
        for h, ids in registry_for(rs).hooks.items():
            if h in _AFTER_THE_COUNT:
                continue
            for c in ids:
                kinds[c] = "own" if h in _OWN_STRENGTH and kinds.get(c, "own") == "own" else "played"
    return kinds.get(card, "printed")


def counts_text(rs: Ruleset, card: str) -> bool:
    """Whether `card` has a hook that acts before or in the count of combat strength (any hook
    but those known to come after it): a card with none fights with its printed strength."""
    return _kind(rs, card) != "printed"


def matchups(rs: Ruleset, st: Any, seat: str, combat: dict[str, Any], hand: list[str],
             their_hand: list[str], answer: Answer) -> dict[tuple[str, str], tuple[int, int]]:
    """(own total, their total) for each own card against each card the opponent may play.

    Each card is tried against the other side playing none, and the two are put together:
    a side's strength is its own card's doing plus what the opposing card does to it, unless a
    card sets it to a fixed number (the opponent's card has the last word, as in combat).
    A card whose text does not act on the count adds its printed strength to the totals with no
    card in play, and one whose text changes only its own strength (Stannis Baratheon, Quentyn
    Martell) adds that strength as its text counts it."""
    opp = combat["defender"] if seat == combat["attacker"] else combat["attacker"]
    base = outlook(rs, st, seat, combat, {}, answer)
    probe = _Probe(rs, st, False, abilities_of(rs, st))

    def own(house: str, card: str) -> int:
        """The strength of a card whose text changes only its own (the count is the base's)."""
        if not counts_text(rs, card):
            return rs.house_cards[card].strength
        return C.card_strength(probe, _frame(st, combat, {house: card}), house, card)

    mine: dict[str, Outlook] = {}
    for c in hand:
        mine[c] = (outlook(rs, st, seat, combat, {seat: c}, answer) if _kind(rs, c) == "played" else
                   Outlook(base.mine + own(seat, c), base.theirs, False, False))
    theirs: dict[str, Outlook] = {}
    for t in their_hand:
        theirs[t] = (outlook(rs, st, seat, combat, {opp: t}, answer) if _kind(rs, t) == "played" else
                     Outlook(base.mine, base.theirs + own(opp, t), False, False))
    out: dict[tuple[str, str], tuple[int, int]] = {}
    for c, m in mine.items():
        for t, o in theirs.items():
            if o.mine_fixed:  # their card fixes this side: it is asked last
                me = o.mine
            elif m.mine_fixed:
                me = m.mine
            else:
                me = m.mine + (o.mine - base.mine)
            if m.theirs_fixed:
                them = m.theirs
            elif o.theirs_fixed:
                them = o.theirs
            else:
                them = o.theirs + (m.theirs - base.theirs)
            out[(c, t)] = (me, them)
    return out
