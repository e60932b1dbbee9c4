"""House-card abilities, one registry per ruleset, one class per card.

A ruleset names its ability module in its JSON (`"abilities": "second_edition"`,
by default the ruleset id); that module (`engine/abilities/<name>.py`) builds a
`Registry` and registers one `Ability` subclass per card id with `@REGISTRY.card(id)`.
An ability overrides only the hooks it needs:

* timing points, run in Iron Throne order, each returning True when it pushed a
  question (a `choose` child) and must run again to read the answer:
  `cancel`, `immediately`, `on_result`, `after_combat`, and `after_discards`
  (clean-up, once the cards in play are discarded);
* questions combat asks of the cards in play (`engine/cards.py` asks them):
  `strength` (its own printed strength, after the opponent's card),
  `opponent_strength`, `icons`, `unit_strength`, `supporting_strength`,
  `defense_bonus`, `opponent_defense_bonus`, `immune_to_casualties`,
  `chooses_retreat`, `bounces_attacker`, `blanks_opponent` (the opposing
  card then has no text at all: none of its hooks is asked), and last
  `final_strength` / `opponent_final_strength` (a side's whole combat strength
  set to a fixed number; the opponent's card is asked after the side's own).

Effects several cards share (within a deck or across editions) are written once in
`shapes.py`; such a card subclasses its shape and sets only its numbers.

Combat and the generic plumbing name no card: a test scans them for card ids.
An ability that asks a question may name its kind in `question`, so bots can
answer by what is asked rather than by which card asks it.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ..flow import push
from ..phases.common import choose

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset

Frame = dict[str, Any]
TIMED = ("cancel", "immediately", "on_result", "after_combat", "after_discards")
PASSIVE = ("strength", "opponent_strength", "icons", "unit_strength", "supporting_strength",
           "defense_bonus", "opponent_defense_bonus", "immune_to_casualties", "chooses_retreat",
           "bounces_attacker", "blanks_opponent", "final_strength", "opponent_final_strength",
           "extra_casualties", "immune_to_skulls", "retreat_routed", "winner_retreats")
TRACKS = ["iron_throne", "fiefdoms", "kings_court"]


def opponent(f: Frame, house: str) -> str:
    return f["defender"] if house == f["attacker"] else f["attacker"]


def side_of(f: Frame, house: str) -> str:
    return "attacker" if house == f["attacker"] else "defender"


def supported(f: Frame, side: str) -> bool:
    """Whether any support order backs `side` in this combat."""
    return any(v == side for v in f.get("supports", {}).values())


class Ability:
    """A card's effects. Every hook's default does nothing; `house` is the card's holder."""

    card: str = ""
    question: str | None = None  # the kind of question it asks through `choose`, for bots

    # ----- timing points (True: a question was pushed; run again for the answer)
    def cancel(self, g: "Game", f: Frame, house: str) -> bool:
        return False

    def immediately(self, g: "Game", f: Frame, house: str) -> bool:
        return False

    def on_result(self, g: "Game", f: Frame, house: str) -> bool:
        return False

    def after_combat(self, g: "Game", f: Frame, house: str) -> bool:
        return False

    def after_discards(self, g: "Game", f: Frame, house: str) -> bool:
        return False

    # ----- questions combat asks --------------------------------------------------
    def strength(self, g: "Game", f: Frame, house: str, value: int) -> int:
        """This card's combat strength, given its printed one (as the opponent's card left it)."""
        return value

    def opponent_strength(self, g: "Game", f: Frame, house: str, value: int) -> int:
        """The opposing card's printed strength as this card leaves it."""
        return value

    def icons(self, g: "Game", f: Frame, house: str, swords: int, forts: int) -> tuple[int, int]:
        return swords, forts

    def unit_strength(self, g: "Game", f: Frame, house: str, unit_house: str, unit: str,
                      attacking: bool, value: int) -> int:
        """Strength of one unit of `unit_house` fighting on the attacking side or not."""
        return value

    def supporting_strength(self, g: "Game", f: Frame, house: str, unit_house: str, unit: str,
                            side: str, value: int) -> int:
        """Strength of one unit of `unit_house` supporting `side` (after `unit_strength`)."""
        return value

    def defense_bonus(self, g: "Game", f: Frame, house: str, bonus: int) -> int:
        """The bonus of the holder's defense order in the contested area."""
        return bonus

    def opponent_defense_bonus(self, g: "Game", f: Frame, house: str, bonus: int) -> int:
        """The bonus of the opponent's defense order as this card leaves it."""
        return bonus

    def blanks_opponent(self, g: "Game", f: Frame, house: str) -> bool:
        """The opposing card loses its text (this takes priority over that text)."""
        return False

    def immune_to_casualties(self, g: "Game", f: Frame, house: str) -> bool:
        return False

    def final_strength(self, g: "Game", f: Frame, house: str, total: int) -> int:
        """The holder's final combat strength, given the sum of everything else."""
        return total

    def opponent_final_strength(self, g: "Game", f: Frame, house: str, total: int) -> int:
        """The opponent's final combat strength as this card leaves it (asked last)."""
        return total

    def chooses_retreat(self, g: "Game", f: Frame, house: str) -> bool:
        """The holder, having won, picks where the loser retreats."""
        return False

    def extra_casualties(self, g: "Game", f: Frame, house: str) -> int:
        """The holder, having won: casualties the loser takes besides its swords' that
        fortifications do not stop (a card sparing every casualty still spares them)."""
        return 0

    def immune_to_skulls(self, g: "Game", f: Frame, house: str) -> bool:
        """Tides of Battle skulls spare the holder's units: by default when every casualty does."""
        return self.immune_to_casualties(g, f, house)

    def retreat_routed(self, g: "Game", f: Frame, house: str) -> bool:
        """The holder's units that retreat from this combat are routed."""
        return True

    def winner_retreats(self, g: "Game", f: Frame, house: str) -> bool:
        """The holder, having lost as the attacker: the winning defender retreats out of the
        area too, after the attacker's retreat."""
        return False

    def bounces_attacker(self, g: "Game", f: Frame, house: str) -> bool:
        """The holder, having lost as the defender, sends the winning attacker back."""
        return False

    # ----- helpers for abilities that ask ------------------------------------------
    def ask(self, g: "Game", f: Frame, house: str, options: list[Any], secret: bool = False,
            **info: Any) -> bool:
        """Push a question for this card and requeue it to read the answer (`secret`: only the
        holder hears the answer)."""
        f["queue"].insert(0, [house, self.card])
        push(g, choose(house, self.card, options, f"answer:{self.card}", secret=secret, **info))
        f[f"answer:{self.card}"] = None
        return True

    def asked(self, f: Frame) -> bool:
        return f.get(f"answer:{self.card}") is not None

    def answer(self, f: Frame) -> Any:
        return f.pop(f"answer:{self.card}", None)


def partner(g: "Game", house: str, card_id: str, strength: int) -> str | None:
    """The card a text names by id (`card_id`, printed in the holder's own deck with `strength`)
    as it is read for the hand `house` holds: the card itself in a printed deck; in a drafted
    hand, the holder's card of that printed strength (a drafted hand holds one each of 0, 3
    and 4), as Swords and Ravens reads Ser Davos, Reek and Ramsay Bolton there."""
    drafted = (g.s.options.get("variants") or {}).get("draft-house-cards")
    if not drafted or house in g.s.vassals:
        return card_id
    owned = [*g.s.hands.get(house, ()), *g.s.discards.get(house, ())]
    return next((c for c in owned if g.rs.house_cards[c].strength == strength), None)


class Registry:
    """One ruleset's abilities by card id, with the cards that use each hook."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cards: dict[str, Ability] = {}
        self.hooks: dict[str, frozenset[str]] = {h: frozenset() for h in TIMED + PASSIVE}
        # Westeros cards with an option of their own: card id -> effect(g, frame) -> True when
        # done, False when it pushed a question and must run again to read the answer
        self.westeros: dict[str, Any] = {}
        # objective cards and special objectives: id -> condition(g, house) -> met now
        self.objectives: dict[str, Any] = {}
        # the areas whose control meets (part of) an objective: what bots pursue
        self.objective_areas: dict[str, tuple[str, ...]] = {}
        # objectives won by holding more areas of a kind than every other house: id -> which
        # areas count (a test on an area); bots value every such area a little more
        self.objective_counts: dict[str, Any] = {}
        # a card's further prompts ("card:part") -> the question each asks (engine/questions.py)
        self.prompt_questions: dict[str, str] = {}

    def include(self, other: "Registry", but: frozenset[str] = frozenset()) -> None:
        """Take over every ability of another ruleset's registry (an expansion keeps the base
        game's cards), but those of the cards named in `but` (cards the expansion has not)."""
        self.cards.update({c: a for c, a in other.cards.items() if c not in but})
        for hook, ids in other.hooks.items():
            self.hooks[hook] = self.hooks[hook] | (ids - but)
        self.westeros.update(other.westeros)
        self.objectives.update(other.objectives)
        self.objective_areas.update(other.objective_areas)
        self.objective_counts.update(other.objective_counts)
        self.prompt_questions.update(other.prompt_questions)

    def westeros_card(self, card_id: str):
        """Decorator: register the option a Westeros card offers."""
        def deco(fn):
            self.westeros[card_id] = fn
            return fn
        return deco

    def objective(self, objective_id: str, areas: tuple[str, ...] = (), counts: Any = None):
        """Decorator: register an objective's condition (engine/objectives.py), the areas
        whose control helps to meet it and, for one that counts areas of a kind, which count."""
        def deco(fn):
            self.objectives[objective_id] = fn
            if areas:
                self.objective_areas[objective_id] = tuple(areas)
            if counts is not None:
                self.objective_counts[objective_id] = counts
            return fn
        return deco

    def card(self, card_id: str):
        """Class decorator: register one instance of the class as `card_id`'s ability."""
        def deco(cls: type[Ability]) -> type[Ability]:
            ability = cls()
            ability.card = card_id
            self.cards[card_id] = ability
            for hook in TIMED + PASSIVE:
                if getattr(cls, hook) is not getattr(Ability, hook):
                    self.hooks[hook] = self.hooks[hook] | {card_id}
            return cls
        return deco

    def question(self, prompt: str) -> str | None:
        """The kind of question a card's prompt asks (None for any other prompt)."""
        ability = self.cards.get(prompt)
        return ability.question if ability else None


_REGISTRIES: dict[str, Registry] = {}


def registry_for(rs: "Ruleset") -> Registry:
    """The ruleset's ability registry, its module imported on first use."""
    reg = _REGISTRIES.get(rs.abilities)
    if reg is None:
        reg = registry_of_module(rs.abilities)
    return reg


def registry_of_module(name: str) -> Registry:
    """The registry of the ability module `engine/abilities/<name>.py`."""
    reg = _REGISTRIES.get(name)
    if reg is None:
        module = importlib.import_module(f"{__name__}.{name}")
        reg = _REGISTRIES[name] = module.REGISTRY
    return reg
