"""The draft scenario (reference `draft-scenario`, Swords and Ravens' "draft map"): before the
house-card draft, every player house reshapes its own start, then all approve the board.

1. Territories: each player house gets the areas it controls and free areas spreading out
   from them step by step (a free area: in play, nobody's, no garrison or neutral force, not a
   port; from a land area only to land, from a sea area to any neighbour). In each step every
   house looks at the areas it gained in the step before; an area exactly one house reaches
   becomes that house's, one several houses reach in the same step stays nobody's for good.
2. Editing, all at once: in its own areas a house adds units (its pieces, their terrain, its
   supply), removes its units (not when the area's barrels, lost, would break the supply of its
   other armies), places or takes back its power tokens on land (never on its home area), adds
   a garrison of 2 to 6 to a land area without one or removes one. Supply follows the barrels
   a house holds. An edit clears its house's ready mark; the step ends when all are ready.
3. Approval: every player approves the board or rejects it; a rejection reopens the editing.

Vassals keep their printed positions and take no part. Each decision is of kind
`draft-scenario`, answered by a `Choose` of one of its options: an edit as a list
(["add-unit", area, unit], ["remove-unit", area, unit], ["add-power", area],
["remove-power", area], ["add-garrison", area, strength], ["remove-garrison", area]),
"ready", or "approve"/"reject". So that every game ends, a house makes at most `MAX_EDITS`
edits, and after `MAX_REJECTIONS` rejections the board can only be approved.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import board as B
from ..commands import Choose
from ..errors import require
from ..flow import Decision, Handler, finish, handler, push
from ..phases.common import plain

if TYPE_CHECKING:
    from ..game import Game

MAX_EDITS = 40  # edits a house may make in one editing step
MAX_REJECTIONS = 2  # rejected boards after which the board can only be approved
GARRISONS = (2, 3, 4, 5, 6)


# ----- territories ---------------------------------------------------------------------------

def territories(g: "Game", houses: list[str]) -> dict[str, list[str]]:
    """Each house's areas: those it controls, then the free areas only it reaches, step by step."""
    rs, s = g.rs, g.s
    control = B.control_map(rs, s)
    owner: dict[str, str | None] = {r: h for r, h in control.items() if h in houses}
    frontier = {h: [r for r, o in owner.items() if o == h] for h in houses}

    def free(region: str) -> bool:
        reg = rs.regions[region]
        return (region not in owner and region not in control and region not in s.blocked
                and reg.kind != "port" and region not in s.garrisons and region not in s.neutral)

    while any(frontier.values()):
        reached: dict[str, set[str]] = {}
        for house, areas in frontier.items():
            for area in areas:
                land = rs.regions[area].kind == "land"
                for n in rs.neighbours[area]:
                    if free(n) and (not land or rs.regions[n].kind == "land"):
                        reached.setdefault(n, set()).add(house)
        frontier = {h: [] for h in houses}
        for region in sorted(reached):
            by = reached[region]
            if len(by) == 1:
                house = next(iter(by))
                owner[region] = house
                frontier[house].append(region)
            else:
                owner[region] = None  # reached by several at once: nobody's for good
    return {h: sorted(r for r, o in owner.items() if o == h) for h in houses}


def set_up(g: "Game") -> None:
    """The scenario's frame, on top of everything set up before it (a card draft follows it)."""
    houses = g.seats()
    push(g, {"kind": "draft-scenario", "step": "edit", "houses": houses, "areas": territories(g, houses),
             "ready": [], "answers": {}, "edits": {h: 0 for h in houses}, "rejections": 0})


# ----- edits ---------------------------------------------------------------------------------

def _supply(g: "Game", house: str) -> int:
    return min(len(g.rs.supply_table) - 1, B.barrels(g.rs, g.s, house))


def _fits(g: "Game", house: str) -> bool:
    """Its armies fit the supply its barrels give."""
    s = g.s
    before = s.supply[house]
    s.supply[house] = _supply(g, house)
    ok = B.within_supply(g.rs, s, house)
    s.supply[house] = before
    return ok


def edits(g: "Game", f: dict[str, Any], house: str) -> list[list[Any]]:
    """Every edit `house` may make now."""
    rs, s = g.rs, g.s
    if f["edits"][house] >= MAX_EDITS:
        return []
    out: list[list[Any]] = []
    pieces = B.pieces_on_board(s, house)
    limits = rs.unit_limits_of(house)
    home = rs.home_of_house.get(house)
    for region in f["areas"][house]:
        reg = rs.regions[region]
        army = s.units.get(region)
        if reg.kind == "port" or (army is not None and army["house"] != house):
            continue  # (a port is never edited: what it holds follows its land and sea)
        for unit, ut in rs.unit_types.items():
            if ut.muster_cost is None or (unit == "ship") != (reg.kind != "land") or pieces[unit] >= limits.get(unit, 0):
                continue
            if _fits_after(g, house, ["add-unit", region, unit]):
                out.append(["add-unit", region, unit])
        for unit in sorted(set(army["units"]) if army else ()):
            if _fits_after(g, house, ["remove-unit", region, unit]):
                out.append(["remove-unit", region, unit])
        if reg.kind != "land":
            continue
        if s.tokens.get(region) == house:
            if _fits_after(g, house, ["remove-power", region]):
                out.append(["remove-power", region])
        elif region not in s.tokens and region != home and s.power[house] > 0:
            out.append(["add-power", region])
        if B.controller(rs, s, region) != house:
            continue  # a garrison defends for the area's holder: only where the house holds it
        if region in s.garrisons:
            out.append(["remove-garrison", region])
        elif region not in s.neutral:
            out.extend(["add-garrison", region, n] for n in GARRISONS)
    return out


def _add_unit(s: Any, house: str, region: str, unit: str) -> None:
    army = s.units.setdefault(region, {"house": house, "units": [], "routed": []})
    army["units"] = sorted(army["units"] + [unit])


def _remove_unit(s: Any, region: str, unit: str) -> None:
    army = s.units[region]
    army["units"] = [u for i, u in enumerate(army["units"]) if i != army["units"].index(unit)]
    if not army["units"] and not army["routed"]:
        del s.units[region]


def _fits_after(g: "Game", house: str, edit: list[Any]) -> bool:
    """Whether the house's armies fit the supply its barrels give after `edit` (undone at once;
    nothing else on the board changes meanwhile)."""
    s = g.s
    what, region = edit[0], edit[1]
    army = s.units.get(region)
    before = None if army is None else army["units"]
    token = s.tokens.get(region)
    if what == "add-unit":
        _add_unit(s, house, region, edit[2])
    elif what == "remove-unit":
        _remove_unit(s, region, edit[2])
    else:
        s.tokens.pop(region, None)
    ok = _fits(g, house)
    if before is None:
        s.units.pop(region, None)
    elif region in s.units:
        s.units[region]["units"] = before
    else:
        s.units[region] = army
        army["units"] = before
    if token is not None:
        s.tokens[region] = token
    return ok


def apply_edit(g: "Game", house: str, edit: list[Any]) -> None:
    s = g.s
    what, region = edit[0], edit[1]
    if what == "add-unit":
        _add_unit(s, house, region, edit[2])
    elif what == "remove-unit":
        _remove_unit(s, region, edit[2])
    elif what == "add-power":
        s.power[house] -= 1
        s.tokens[region] = house
    elif what == "remove-power":
        del s.tokens[region]
        s.power[house] += 1
    elif what == "add-garrison":
        s.garrisons[region] = int(edit[2])
    elif what == "remove-garrison":
        del s.garrisons[region]
    for h in g.seats():  # supply follows the barrels each house holds now
        s.supply[h] = _supply(g, h)


# ----- the frame -------------------------------------------------------------------------------

@handler
class DraftScenarioStep(Handler):
    """Frame `draft-scenario`: step "edit" (ready: houses done) or "approve" (answers)."""

    kind = "draft-scenario"

    def run(self, g, f):
        if f["step"] == "edit":
            if set(f["ready"]) >= set(f["houses"]):
                for h in f["houses"]:
                    g.s.supply[h] = _supply(g, h)
                f["step"], f["answers"] = "approve", {}
                g.emit("ScenarioToApprove", houses=list(f["houses"]))
                return True
            return False
        if len(f["answers"]) < len(f["houses"]):
            return False
        rejected = sorted(h for h, a in f["answers"].items() if a == "reject")
        if rejected:
            f["step"], f["ready"], f["rejections"] = "edit", [], f["rejections"] + 1
            f["edits"] = {h: 0 for h in f["houses"]}
            g.emit("ScenarioRejected", houses=rejected)
            return True
        g.emit("ScenarioApproved")
        return finish(g, f)

    def decisions(self, g, f):
        if f["step"] == "edit":
            return [Decision(h, "draft-scenario", "Choose",
                             {"prompt": "scenario-edit", "options": edits(g, f, h) + ["ready"],
                              "areas": list(f["areas"][h])})
                    for h in f["houses"] if h not in f["ready"]]
        answers = ["approve"] if f["rejections"] >= MAX_REJECTIONS else ["approve", "reject"]
        return [Decision(h, "draft-scenario", "Choose", {"prompt": "scenario-approve", "options": answers})
                for h in f["houses"] if h not in f["answers"]]

    def apply(self, g, f, house, cmd: Choose):
        choice = plain(cmd.choice)
        if f["step"] == "approve":
            require(choice == "approve" or (choice == "reject" and f["rejections"] < MAX_REJECTIONS),
                    "choice-not-an-option")
            f["answers"][house] = choice
            return
        if choice == "ready":
            f["ready"].append(house)
            g.emit("ScenarioReady", house=house)
            return
        require(isinstance(choice, list) and choice in edits(g, f, house), "choice-not-an-option")
        apply_edit(g, house, choice)
        f["edits"][house] += 1
        f["ready"] = [h for h in f["ready"] if h != house]
        g.emit("ScenarioEdited", house=house, edit=choice[0], region=choice[1],
               what=str(choice[2]) if len(choice) > 2 else "")
