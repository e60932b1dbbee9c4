"""The standings table: winners first, then by castles and the edition's tie-breaks."""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from engine.ruleset import ruleset_of_view

from ..style import theme
from ..words import names

translate = QCoreApplication.translate


def standings_html(view: dict) -> str:
    """Final (or current) standings: the engine's winners first (all of a shared win on one
    place, and said so), then by castles and the edition's tie-breaks."""
    from ..model import barrel_counts, castle_counts, controller

    rs = ruleset_of_view(view)
    castles = castle_counts(view)
    barrels = barrel_counts(view)
    lands = {h: sum(1 for r, reg in rs.regions.items() if reg.kind == "land" and r not in view.get("blocked", [])
                    and controller(view, r) == h) for h in view["houses"]}
    supply = view["supply"]  # under fog of war only the seat's own: the others are not known
    measures = {"lands": lambda h: -lands[h], "supply": lambda h: -supply.get(h, -1),
                "barrels": lambda h: -barrels[h], "power": lambda h: -view["power"][h],
                "iron_throne": lambda h: view["tracks"]["iron_throne"].index(h)}
    ties = [measures[k] for k in rs.rules["final_tiebreaks"] if k in measures]  # the edition's tiebreaks
    winners = [h for h in (view.get("winners") or ([view["winner"]] if view.get("winner") else []))
               if h in view["houses"]] if view.get("finished") else []
    # a ruleset that scores some house by another measure (Targaryen: loyalty) ranks by the view's scores
    scores = view.get("victory_scores") or castles
    loyal = [h for h, rule in ((rs.rules.get("victory") or {}).get("by_house") or {}).items()
             if rule.get("measure") == "loyalty" and h in view["houses"]]
    others = sorted((h for h in view["houses"] if h not in winners),
                    key=lambda h: (-scores.get(h, castles[h]), *(m(h) for m in ties),
                                   view["tracks"]["iron_throne"].index(h)))
    heads = [translate("Screens", "House"), translate("Screens", "Castles")]
    heads += [translate("Names", "Loyalty")] if loyal else []
    points = view.get("victory_points")  # A Feast for Crows: the victory-point track decides
    heads += [translate("Screens", "Victory points")] if points is not None else []
    heads += [translate("Screens", "Lands"), translate("Screens", "Supply"), translate("Screens", "Power")]
    rows = ["<tr><th></th><th align=left>" + "</th><th>".join(html.escape(h) for h in heads) + "</th></tr>"]
    shared = len(winners) > 1
    for i, h in enumerate(winners + others):
        place = 1 if h in winners else len(winners) + others.index(h) + 1
        mark = (" <i>" + html.escape(translate("Screens", "shared win")) + "</i>") if shared and h in winners else ""
        rows.append(f"<tr><td>{place}.</td><td>{theme.house_dot(h, '■', '□')} "
                    f"<b>{html.escape(names.house(h))}</b>{mark}</td><td align=center>{castles[h]}</td>"
                    + (f"<td align=center>{scores.get(h, 0) if h in loyal else '–'}</td>" if loyal else "")
                    + (f"<td align=center>{points.get(h, 0)}</td>" if points is not None else "")
                    + f"<td align=center>{lands[h]}</td><td align=center>{supply.get(h, '?')}</td>"
                    f"<td align=center>{view['power'][h]}</td></tr>")
    table = "<table cellspacing=4>" + "".join(rows) + "</table>"
    if shared:
        who = translate("Names", ", ").join(names.house(h) for h in winners)
        table = ("<p><b>" + html.escape(translate("Screens", "A shared win: {houses}").format(houses=who))
                 + "</b></p>" + table)
    return table
