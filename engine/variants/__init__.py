"""Variants: settings a game is played with on top of its ruleset (docs/RULES.md, Variants).

A variant is an option of a game, like vassals: chosen when the game is made
(`Game.new(..., variants={"draft-house-cards": True})`), kept in the game's options under
`options["variants"]` (only the variants set to something other than their default, so a
game without variants keeps its options, saves and digests as before), saved and replayed
with the game, and public in every view. Phase code never asks which ruleset is played: it
asks `value(s, id)` or `on(s, id)`, or the variant's own module does the work.

The registry (`VARIANTS`, filled by `catalog.py`) holds one `Variant` per id of the reference
(`variants.json`): its value (a flag, a number, one of some values, or a set of them) and
default, the rulesets and house counts it is played with, the variants or engine options it
needs and those it cannot be played with. `normalise` checks a choice against all of these and
raises `VariantRefused` (a keyed refusal, `errors.VARIANT_REFUSALS`) naming the first problem,
before anything is set up.

Adding a variant, in one place:

1. its entry in `catalog.py` (`Variant(id, name, group, ...)`, the relations the reference
   gives), with `module` naming the module that plays it (say `engine.variants.my_variant`);
2. that module, with whichever of these functions the variant needs:
   - `validate(rs, houses, chosen, options)`: more checks of a choice (raise `refuse_variant`);
   - `set_up(g)`: run by `Game.new` once the ruleset's own setup is done (deal, push a frame);
   - `check(g)`: invariants the playouts check after every step (raise `InvariantError`);
   - `ruleset_data(raw, ruleset_id, chosen, facts)`: the facts it changes (a target, a deck,
     the board, where houses start), edited in a copy of the ruleset file's data: the game's
     ruleset is built from it (`game_ruleset`), so every rule reads the changed facts;
   - where the engine asks it: `public_view(g, view)`, `own_view(g, house, view)` and
     `seat_view(g, parts, seat, view)` (what views show), `PRIVATE_KINDS` with
     `private_audience(g, kind, data)` (a public event told to some seats only),
     `renderings(g, kind, data)` (a public event told differently to each seat), and
     `transform(g, hook, value, ...)` hooks (`cards_back`, `westeros_deck`);
   and the rules' questions it answers (a phase asks `value(g.s, id)`, or a hook the
   variant's module defines where the engine offers one: `transform` hooks, `frames`,
   `round_ended`, `seated`, `card_texts`, `public_view`, `own_view`);
3. its rows in docs/RULES.md's Variants section, each rule with its test, and
   `python -m engine.selfplay --variant ID --check` playing it to the end.

An entry without a module is known (listed, its relations checked) but refused as
`variant-not-playable` until its module exists.
"""
from __future__ import annotations

import copy
import importlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

from ..errors import refuse_variant

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset

KINDS = ("flag", "number", "choice", "subset")
FLAG_WORDS = {"": True, "on": True, "true": True, "yes": True, "1": True,
              "off": False, "false": False, "no": False, "0": False}


@dataclass(frozen=True)
class Variant:
    """One variant: what values it takes and what it is played with.

    `kind`: "flag" (on or off), "number" (an int from `allowed[0]` to `allowed[1]`), "choice"
    (one of `allowed`) or "subset" (a non-empty list of `allowed`). `default` is its value when
    not chosen (None: off, or "as the ruleset says"); `when_on` the value `ID` alone chooses for
    a number or a choice. `rulesets` (when not empty) are the only rulesets it is played in,
    `not_rulesets` those it is not; `houses` the house counts (low, high) on the board; `fits`
    a test of a ruleset and house count that data alone decides (refusal `variant-ruleset`).
    `requires` names variants (ids with a hyphen) or engine options (`tides_of_battle`,
    `vassals`) that must be on too; `excludes` variants it cannot be played with (the relation
    is made symmetric by `register`). `module` plays it; without one it is not playable yet."""

    id: str
    name: str
    group: str
    kind: str = "flag"
    default: Any = None
    allowed: tuple[Any, ...] = ()
    when_on: Any = None
    rulesets: tuple[str, ...] = ()
    not_rulesets: tuple[str, ...] = ()
    houses: tuple[int, int] = (1, 8)
    fits: Callable[["Ruleset", int], bool] | None = None
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    module: str = ""
    summary: str = ""

    def __post_init__(self) -> None:
        if self.kind == "flag" and self.default is None:
            object.__setattr__(self, "default", False)  # a flag is off unless chosen

    @property
    def implemented(self) -> bool:
        return bool(self.module)

    def parse(self, text: str) -> Any:
        """A value given as text (the command line's `ID=VALUE`, or `ID` alone: text "")."""
        text = text.strip()
        if self.kind == "flag":
            if text.lower() in FLAG_WORDS:
                return FLAG_WORDS[text.lower()]
            raise refuse_variant("variant-value", variant=self.id, value=text)
        if text == "":
            if self.when_on is None:
                raise refuse_variant("variant-value", variant=self.id, value=text)
            return self.when_on
        if text.lower() in ("off", "none"):
            return None
        if self.kind == "subset":
            return [_number_or_text(part.strip()) for part in text.split(",") if part.strip()]
        return _number_or_text(text)

    def canonical(self, value: Any) -> Any:
        """`value` checked for this variant's kind, in the one form a game keeps it in."""
        if self.kind == "flag":
            if value is None:
                return False
            if not isinstance(value, bool):
                raise refuse_variant("variant-value", variant=self.id, value=_shown(value))
            return value
        if value is None:
            return None
        if self.kind == "number":
            low, high = self.allowed
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise refuse_variant("variant-range", variant=self.id, min=low, max=high)
            return value
        if self.kind == "choice":
            if isinstance(value, bool) or value not in self.allowed:
                raise refuse_variant("variant-value", variant=self.id, value=_shown(value))
            return value
        if not isinstance(value, (list, tuple)) or not value or len(set(map(_shown, value))) != len(value) \
                or any(isinstance(v, bool) or v not in self.allowed for v in value):
            raise refuse_variant("variant-value", variant=self.id, value=_shown(value))
        return [v for v in self.allowed if v in value]  # in the order the entry lists them

    def describe(self) -> dict[str, Any]:
        """The entry as plain data (`python -m engine.selfplay --list-variants`)."""
        out: dict[str, Any] = {"id": self.id, "name": self.name, "group": self.group,
                               "implemented": self.implemented, "kind": self.kind, "default": self.default}
        if self.allowed:
            out["allowed"] = list(self.allowed)
        if self.when_on is not None:
            out["when_on"] = self.when_on
        for key in ("rulesets", "not_rulesets", "requires", "excludes"):
            if getattr(self, key):
                out[key] = list(getattr(self, key))
        if self.houses != (1, 8):
            out["houses"] = list(self.houses)
        if self.summary:
            out["summary"] = self.summary
        return out


def _number_or_text(text: str) -> Any:
    try:
        return int(text)
    except ValueError:
        return text


def _shown(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ",".join(map(str, value))
    return str(value)


VARIANTS: dict[str, Variant] = {}


def register(v: Variant) -> Variant:
    """Add a variant to the registry (ids are unique; `excludes` holds both ways)."""
    if v.id in VARIANTS:
        raise ValueError(f"variant {v.id!r} registered twice")
    if v.kind not in KINDS:
        raise ValueError(f"variant {v.id!r} has an unknown kind {v.kind!r}")
    VARIANTS[v.id] = v
    for other in v.excludes:
        o = VARIANTS.get(other)
        if o is not None and v.id not in o.excludes:
            VARIANTS[other] = _with(o, excludes=o.excludes + (v.id,))
    for o in list(VARIANTS.values()):
        if v.id in o.excludes and o.id not in VARIANTS[v.id].excludes:
            VARIANTS[v.id] = _with(VARIANTS[v.id], excludes=VARIANTS[v.id].excludes + (o.id,))
    return VARIANTS[v.id]


def _with(v: Variant, **changes: Any) -> Variant:
    from dataclasses import replace

    return replace(v, **changes)


# ----- what a game plays ---------------------------------------------------------------------

def chosen(options: Mapping[str, Any]) -> dict[str, Any]:
    """The variants a game's options hold (id -> value; only those not at their default)."""
    return options.get("variants") or {}


def value(s: Any, variant_id: str) -> Any:
    """The value of a variant in the game whose state is `s`: as chosen, else its default."""
    got = (s.options.get("variants") or {}).get(variant_id)
    return VARIANTS[variant_id].default if got is None else got


def on(s: Any, variant_id: str) -> bool:
    """Whether the game plays this variant (it was chosen, to something but its default)."""
    return variant_id in (s.options.get("variants") or {})


# ----- choosing ------------------------------------------------------------------------------

def parse_arg(text: str) -> tuple[str, Any]:
    """`ID` or `ID=VALUE` from a command line: (id, value); VariantRefused when unknown."""
    vid, _, given = text.partition("=")
    vid = vid.strip()
    v = VARIANTS.get(vid)
    if v is None:
        raise refuse_variant("variant-unknown", variant=vid)
    return vid, v.parse(given)


def parse_args(texts: list[str]) -> dict[str, Any]:
    """Several `ID[=VALUE]` (a later one of the same id wins)."""
    return dict(parse_arg(t) for t in texts)


def normalise(rs: "Ruleset", houses: int, asked: Mapping[str, Any] | None,
              options: Mapping[str, Any]) -> dict[str, Any]:
    """The variants a new game keeps in `options["variants"]` for `asked` (id -> value), in
    the registry's order and without those at their default; VariantRefused naming the first
    problem (`houses`: houses on the board; `options`: the game's other options, resolved)."""
    if not asked:
        return {}
    if not isinstance(asked, Mapping):
        raise refuse_variant("variant-value", variant="variants", value=_shown(asked))
    for vid in asked:
        if vid not in VARIANTS:
            raise refuse_variant("variant-unknown", variant=str(vid))
    kept: dict[str, Any] = {}
    for vid, v in VARIANTS.items():
        if vid not in asked:
            continue
        val = v.canonical(asked[vid])
        if val == v.default or (v.kind == "flag" and not val) or val is None:
            continue
        if not v.implemented:
            raise refuse_variant("variant-not-playable", variant=vid)
        kept[vid] = val
    for vid, val in kept.items():
        _check_setup(VARIANTS[vid], rs, houses, kept, options)
    for module in _modules(kept):
        check = getattr(module, "validate", None)
        if check is not None:
            check(rs, houses, kept, options)
    return kept


def _check_setup(v: Variant, rs: "Ruleset", houses: int, kept: Mapping[str, Any],
                 options: Mapping[str, Any]) -> None:
    if (v.rulesets and rs.id not in v.rulesets) or rs.id in v.not_rulesets \
            or (v.fits is not None and not v.fits(rs, houses)):
        raise refuse_variant("variant-ruleset", variant=v.id, ruleset=rs.id)
    if not v.houses[0] <= houses <= v.houses[1]:
        raise refuse_variant("variant-houses", variant=v.id, n=houses)
    for need in v.requires:
        if "-" in need:
            if need not in kept:
                raise refuse_variant("variant-requires", variant=v.id, other=need)
        elif not options.get(need):
            raise refuse_variant("variant-needs-option", variant=v.id, option=need)
    for other in v.excludes:
        if other in kept:
            raise refuse_variant("variant-excludes", variant=v.id, other=other)


def _modules(kept: Mapping[str, Any]) -> list[Any]:
    """The modules of the variants played, each once, in the registry's order."""
    names = list(dict.fromkeys(VARIANTS[vid].module for vid in kept))
    return [importlib.import_module(name) for name in names]


# ----- the rules a game plays ----------------------------------------------------------------

# the key of `GameState.variant_state` under which a game keeps the public facts its ruleset is
# made with (a random start's positions): a variant id never has this form
FACTS = "ruleset"


def game_ruleset(ruleset_id: str, played: Mapping[str, Any] | None,
                 facts: Mapping[str, Any] | None = None) -> "Ruleset":
    """The ruleset a game playing `played` is played with: its edition's data as the played
    variants' modules change it (`ruleset_data(raw, ruleset_id, chosen, facts)`, editing a copy of the
    ruleset file's data: a target, a deck, the board), built once per combination. Without
    such a module it is the edition's own ruleset. `facts` are what the game drew when it was
    set up and keeps under `variant_state[FACTS]` (public: views carry them as
    `ruleset_facts`). What is not a choice a new game keeps (a damaged save) gives the
    edition's ruleset; the save's checks then refuse it (`check_stored`)."""
    from ..ruleset import load_ruleset

    try:
        key = (json.dumps(dict(played or {}), sort_keys=True),
               json.dumps(dict(facts or {}), sort_keys=True))
        names = [VARIANTS[vid].module for vid in played or {}]
    except (TypeError, ValueError, KeyError):
        return load_ruleset(ruleset_id)
    if not any(hasattr(importlib.import_module(n), "ruleset_data") for n in dict.fromkeys(names) if n):
        return load_ruleset(ruleset_id)
    try:
        return _built(ruleset_id, *key)
    except (TypeError, ValueError, KeyError, AttributeError):
        return load_ruleset(ruleset_id)


@lru_cache(maxsize=64)
def _built(ruleset_id: str, played_key: str, facts_key: str) -> "Ruleset":
    from ..ruleset import build_ruleset, load_ruleset

    played, facts = json.loads(played_key), json.loads(facts_key)
    raw = copy.deepcopy(load_ruleset(ruleset_id).raw)
    for module in _modules(played):
        fn = getattr(module, "ruleset_data", None)
        if fn is not None:
            fn(raw, ruleset_id, played, facts)
    return build_ruleset(ruleset_id, raw)


def options_ruleset(rs: "Ruleset", asked: Mapping[str, Any]) -> "Ruleset":
    """The ruleset a new game's options (vassals, the Iron Bank...) are read against: the
    edition's, or the one the asked variants whose modules bring options make
    (`OPTIONS_DATA`: Mother of Dragons' modules in any setup)."""
    picked: dict[str, Any] = {}
    for vid, val in asked.items() if isinstance(asked, Mapping) else ():
        v = VARIANTS.get(vid)
        if v is not None and v.module and val and getattr(importlib.import_module(v.module), "OPTIONS_DATA", False):
            picked[vid] = val
    return game_ruleset(rs.id, picked) if picked else rs


def card_texts(registry: Any, played: Mapping[str, Any]) -> Any:
    """The card texts (an abilities `Registry`) a game fights with, as the played variants'
    modules change them (`card_texts(registry, played)`: Dragon War's weakened cards)."""
    try:
        modules = _modules(played)
    except (KeyError, TypeError):  # a damaged save's variants: refused by its checks
        return registry
    for module in modules:
        fn = getattr(module, "card_texts", None)
        if fn is not None:
            registry = fn(registry, played)
    return registry


def seated(rs: "Ruleset", s: Any, played: Mapping[str, Any], houses: list[str], people: int,
           asked: list[str] | None) -> list[str] | None:
    """The houses people play in a new game with vassals, when a played variant draws them
    (`seated(rs, s, houses, people, asked)`, with the state's generator): else `asked`."""
    for module in _modules(played):
        fn = getattr(module, "seated", None)
        if fn is not None:
            asked = fn(rs, s, houses, people, asked)
    return asked


def frames(g: "Game", hook: str) -> list[dict[str, Any]]:
    """The phase frames the played variants' modules add where the engine asks `hook(g)`
    (first to run first): a round's own steps a variant adds."""
    out: list[dict[str, Any]] = []
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, hook, None)
        if fn is not None:
            out.extend(fn(g))
    return out


def round_ended(g: "Game") -> bool:
    """A round other than the last is over: the played variants' modules do what they do then
    (`round_ended(g)`); True when one of them ended the game."""
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "round_ended", None)
        if fn is not None and fn(g):
            return True
    return False


# ----- a game that plays them ----------------------------------------------------------------

def set_up(g: "Game") -> None:
    """After the ruleset's setup: each played variant's module sets up what it changes."""
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "set_up", None)
        if fn is not None:
            fn(g)


def transform(g: "Game", hook: str, value: Any, *args: Any) -> Any:
    """`value` passed through the played variants' modules that define `hook(g, *args, value)`
    (each gets the last one's result): where the engine lets a variant change a result."""
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, hook, None)
        if fn is not None:
            value = fn(g, *args, value)
    return value


def public_view(g: "Game", view: dict[str, Any], parts: dict[str, Any] | None = None) -> None:
    """What the played variants change of the view every seat sees (a blind draft's hands);
    the facts the game's ruleset is made with, so a client makes the same one
    (`ruleset.ruleset_of_view`). A variant that also shows each seat fields of its own
    (`seat_view`: fog of war) changes the view last: `parts["unfiltered"]` keeps the view as
    every other variant left it, which its `seat_view` builds a seat's fields from, so what
    those variants keep from every seat (a blind draft's card questions) stays kept."""
    facts = g.s.variant_state.get(FACTS)
    if facts:
        view["ruleset_facts"] = copy.deepcopy(facts)
    last = []
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "public_view", None)
        if fn is None:
            continue
        if hasattr(module, "seat_view"):
            last.append(fn)
        else:
            fn(g, view)
    if parts is not None:
        parts["unfiltered"] = dict(view)
    for fn in last:
        fn(g, view)


def own_view(g: "Game", house: str, view: dict[str, Any]) -> None:
    """What the played variants add to `house`'s own view (its hidden hand)."""
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "own_view", None)
        if fn is not None:
            fn(g, house, view)


def seat_view(g: "Game", parts: dict[str, Any], seat: str | None, view: dict[str, Any]) -> list[dict[str, Any]]:
    """The fields the played variants show `seat` in place of the public view's (fog of war:
    what it sees of the areas), each a map of fields kept for the state in `parts` (the view's
    template: `parts["unfiltered"]` is its public view as `public_view` left it before the
    variants with a `seat_view` changed it). The caller copies them into the view (read-only:
    they are shared by the seat's views)."""
    out = []
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "seat_view", None)
        if fn is not None:
            got = fn(g, parts, seat, view)
            if got:
                out.append(got)
    return out


def renderers(options: Mapping[str, Any]) -> list[Callable[..., Any]]:
    """The played variants' `renderings(g, kind, data)`: how a public event reaches each seat
    (`Game.emit` asks them; events.Event keeps the answer, `events_for` reads it)."""
    return [m.renderings for m in _modules(chosen(options)) if hasattr(m, "renderings")]


def private_kinds(options: Mapping[str, Any]) -> frozenset[str]:
    """The event kinds a played variant may make private (`PRIVATE_KINDS` of its module)."""
    out: frozenset[str] = frozenset()
    for module in _modules(chosen(options)):
        out |= getattr(module, "PRIVATE_KINDS", frozenset())
    return out


def private_audience(g: "Game", kind: str, data: dict[str, Any]) -> tuple[str, ...] | None:
    """Who may hear an event the game would tell everyone, as the played variants say (None:
    everyone)."""
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "private_audience", None)
        if fn is not None and kind in getattr(module, "PRIVATE_KINDS", ()):
            audience = fn(g, kind, data)
            if audience is not None:
                return audience
    return None


def check(g: "Game") -> None:
    """The played variants' own invariants (InvariantError when one is broken)."""
    for module in _modules(chosen(g.s.options)):
        fn = getattr(module, "check", None)
        if fn is not None:
            fn(g)


def check_stored(g: "Game") -> str | None:
    """What is wrong with the variants a loaded state keeps (None: nothing): each known,
    playable, of its kind's canonical form and not at its default, and together a choice
    `normalise` takes for the game's ruleset and houses."""
    stored = g.s.options.get("variants")
    if stored is None:
        return None
    if not isinstance(stored, dict) or not stored:
        return "the variants are not a map of chosen variants"
    try:
        options = {k: v for k, v in g.s.options.items() if k != "variants"}
        again = normalise(g.rs, len(g.s.houses), stored, options)
    except ValueError as exc:  # VariantRefused is one
        return str(exc)
    if again != stored or list(again) != list(stored):
        return "the variants are not kept as a new game keeps them"
    return None


def listing(only_implemented: bool = False) -> list[dict[str, Any]]:
    """Every variant as plain data, in the registry's order."""
    return [v.describe() for v in VARIANTS.values() if v.implemented or not only_implemented]


from . import catalog  # noqa: E402,F401  (fills VARIANTS)
