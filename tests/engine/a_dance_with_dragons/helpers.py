"""Positions of the A Dance with Dragons ruleset (six houses) for its rules and card tests."""
from __future__ import annotations

from typing import Any

from engine.commands import Choose, ChooseHouseCard, DeclareSupport, ResolveMarch, SelectUnits
from engine.positions import build_position
from engine.ruleset import load_ruleset

RS = load_ruleset("a_dance_with_dragons")
HOUSES = RS.houses
BLOCKER_REGION = "the-arbor"


def army(house: str, *units: str, routed: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


def position(**spec: Any):
    spec.setdefault("players", 6)
    spec["ruleset"] = "a_dance_with_dragons"
    return build_position(spec)


def hand(house: str, *cards: str, options: dict[str, Any] | None = None) -> dict[str, list[str]]:
    """{"hands": ..., "discards": ...} entries: exactly `cards` in hand, the rest discarded."""
    deck = RS.house_deck(house, options)
    return {"hands": list(cards), "discards": [c for c in deck if c not in cards]}


class Fight:
    """A march from `source` into `area` started through the API; helpers answer the rest.
    A house with no units gets a march order far away, so the game stops there afterwards."""

    def __init__(self, attacker: str, source: str, area: str, *, units: dict[str, Any],
                 orders: dict[str, list[str]] | None = None, token: str = "march",
                 moving: tuple[str, ...] | None = None, hands: dict[str, list[str]] | None = None,
                 discards: dict[str, list[str]] | None = None, **spec: Any) -> None:
        units = dict(units)
        orders = dict(orders or {})
        orders[source] = [attacker, token]
        used = {a["house"] for a in units.values()}
        self.blocker = next(h for h in ("tyrell", "greyjoy", "martell", "stark") if h not in used)
        units[BLOCKER_REGION] = army(self.blocker, "footman")
        orders[BLOCKER_REGION] = [self.blocker, "march"]
        spec.setdefault("blade_used", True)
        spec.setdefault("tokens", {})  # no scenario power tokens unless a test places them
        spec.setdefault("garrisons", {})  # nor garrisons
        spec.setdefault("supply", {h: 6 for h in HOUSES})
        if hands:
            spec["hands"] = hands
            spec["discards"] = {h: [c for c in RS.house_deck(h, spec.get("options")) if c not in cs]
                                for h, cs in hands.items()}
            spec["discards"].update(discards or {})
        self.g = position(phase="march", turn=attacker, units=units, orders=orders, **spec)
        self.events: list[Any] = []
        self.attacker, self.area = attacker, area
        moving = moving if moving is not None else tuple(units[source]["units"])
        self.act(attacker, ResolveMarch(source, ((area, tuple(moving)),)))

    def act(self, seat: str, cmd: Any) -> list[Any]:
        evs = self.g.act(seat, cmd)
        self.events.extend(evs)
        return evs

    def decision(self, kind: str, seat: str | None = None):
        ds = [d for d in self.g.waiting_for() if d.kind == kind and (seat is None or d.seat == seat)]
        assert len(ds) == 1, f"expected one {kind} decision for {seat}, got {self.g.waiting_for()}"
        return ds[0]

    def support(self, seat: str, **choices: str) -> None:
        d = self.decision("support", seat)
        regions = {r.replace("_", "-"): side for r, side in choices.items()}
        assert sorted(regions) == sorted(d.options["regions"])
        self.act(seat, DeclareSupport(tuple(sorted(regions.items()))))

    def play(self, **cards: str) -> None:
        for house, card in cards.items():
            self.decision("house-card", house)
            self.act(house, ChooseHouseCard(card.replace("_", "-")))

    def choose(self, seat: str, prompt: str, choice: Any) -> dict[str, Any]:
        d = self.decision("choose", seat)
        assert d.options["prompt"] == prompt, d.options
        opts = dict(d.options)
        self.act(seat, Choose(choice))
        return opts

    def casualties(self, seat: str, *units: str) -> None:
        d = self.decision("select-units", seat)
        assert d.options["prompt"] == "casualties"
        self.act(seat, SelectUnits(tuple((self.area, u) for u in units)))

    def settle(self) -> None:
        """Answer casualties and retreats with their first options until the battle is over
        or a card asks a question."""
        from engine.commands import Retreat

        for _ in range(10):
            ds = [d for d in self.g.waiting_for() if d.kind in ("select-units", "retreat")]
            if not ds or self.over():
                return
            d = ds[0]
            if d.kind == "retreat":
                self.act(d.seat, Retreat(d.options["options"][0]))
            else:
                self.act(d.seat, SelectUnits(tuple(tuple(c) for c in d.options["candidates"][:d.options["min"]])))

    @property
    def s(self):
        return self.g.s

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.kind == kind]

    @property
    def result(self) -> dict[str, Any]:
        (r,) = self.of_kind("CombatResolved")
        return r

    def strength(self, side: str) -> dict[str, int]:
        return self.result["breakdown"][side]

    def over(self) -> bool:
        return not any(f["kind"] == "combat" for f in self.s.stack) and bool(self.of_kind("CombatEnded"))
