"""The engine's public reports as rich text: a battle summary, a bid table, the Westeros draw.

Only words and layout are made here: every number (strengths, icons, casualties, tie-breaks,
bids, orders) comes from the report the engine sent (docs/PROTOCOL.md, "battle summary" and
"bid report"); nothing is recomputed.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.events import Event

from ..words import log_text, names
from ..style import theme

translate = QCoreApplication.translate
SIDES = ("attacker", "defender")
# the strength terms in the order a player adds them up
TERMS = ("units", "order", "garrison", "support", "card", "blade", "tides", "fixed")


def _t(text: str) -> str:
    return translate("Outcomes", text)


def _esc(text: Any) -> str:
    return html.escape(str(text))


def house_html(house: str | None) -> str:
    if not house:
        return _esc(names.any_id("neutral"))
    return f"<b style='color:{theme.house_ink(house).name()}'>{_esc(names.house(house))}</b>"


def _term_label(term: str) -> str:
    return {
        "units": _t("Units"), "order": _t("Order"), "garrison": _t("Garrison"), "support": _t("Support"),
        "card": _t("House card"), "blade": _t("Valyrian Steel Blade"), "tides": _t("Tides of Battle"),
        "fixed": _t("Fixed by a card"),  # a card set the whole strength (the difference it made)
    }[term]


def _place(n: int) -> str:
    """A place on a track: "3rd" in English, the translation's form elsewhere."""
    from ..words import i18n

    if i18n.current_language() == "en":
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"
    return _t("{n}.").format(n=n)


def _signed(n: int) -> str:
    return f"{n:+d}".replace("-", "−")


TABLE = "cellspacing='0' cellpadding='3' width='100%' style='border-collapse:collapse'"
ROW_RULE = "style='border-top:1px solid #d8ccb0'"


def battle_title(s: dict[str, Any]) -> str:
    return _t("Battle for {area}").format(area=names.region(s["area"]))


def battle_html(s: dict[str, Any], columns: int = 1) -> str:
    """The whole battle summary; a fight against a neutral force gets the short form.

    With `columns` 2 the cards and strengths stand on the left and what came of them
    (result, casualties, retreat, abilities) on the right, for a wide and low screen."""
    if s.get("neutral"):
        return _neutral_html(s)
    att, dfn = s["attacker"], s["defender"]
    houses = {"attacker": att, "defender": dfn}
    parts = [f"<p>{_t('{attacker} attacks from {source}; {defender} defends.').format(attacker=house_html(att), source=_esc(names.region(s['source'])), defender=house_html(dfn))}</p>"]
    rows = [f"<tr><td></td><th align='left'>{house_html(att)}<br><small>{_esc(_t('attacker'))}</small></th>"
            f"<th align='left'>{house_html(dfn)}<br><small>{_esc(_t('defender'))}</small></th></tr>"]
    units = s.get("units", {})
    if units:
        rows.append(_row(_t("Fighting"), {side: _esc(names.units(units.get(side, [])) or "–") for side in SIDES}))
    cards = s.get("cards", {})
    changes = s.get("card_changes") or []
    rows.append(_row(_t("House card"), {side: _card_cell(cards.get(houses[side]), [
        c for c in changes if c.get("house") == houses[side]]) for side in SIDES}))
    tides = s.get("tides") or {}
    strength = s.get("strength") or {}
    support_areas = s.get("support_areas") or {}
    full = bool(strength) and not s.get("ended_early")
    if tides and not full:
        rows.append(_row(_t("Tides of Battle"), {side: _tide_cell(tides.get(houses[side])) for side in SIDES}))
    if full:
        for term in TERMS:
            if not any(term in strength.get(side, {}) for side in SIDES):
                continue
            if term == "garrison" and not any(strength.get(side, {}).get(term) for side in SIDES):
                continue  # no garrison in this fight (nor in the 1st edition): a row of nothing
            cells = {}
            for side in SIDES:
                if term not in strength.get(side, {}):
                    cells[side] = "–"
                    continue
                cell = _esc(strength[side][term])
                if term == "tides" and tides.get(houses[side]):  # the Tides card drawn, with its icons
                    cell += "<br><small>" + _tide_icons(tides[houses[side]]) + "</small>"
                if term == "support":
                    lines = [_t("{area} ({house}) {n}").format(area=_esc(names.region(a["region"])),
                                                               house=_esc(names.house(a["house"])),
                                                               n=_signed(a["strength"]))
                             for a in support_areas.get(side, [])]
                    if lines:
                        cell += "<br><small>" + "<br>".join(lines) + "</small>"
                cells[side] = cell
            rows.append(_row(_term_label(term), cells))
        totals = s.get("totals", {})
        rows.append(_row(f"<b>{_esc(_t('Total'))}</b>",
                         {side: f"<b>{_esc(totals.get(side, ''))}</b>" for side in SIDES}, raw=True))
    icons = s.get("icons") or {}
    if icons:
        kinds = [("swords", _t("Swords")), ("fortifications", _t("Fortifications"))]
        if any(icons.get(side, {}).get("skulls") for side in SIDES):  # only from Tides of Battle
            kinds.append(("skulls", _t("Skulls")))
        for key, label in kinds:
            rows.append(_row(label, {side: _esc(icons.get(side, {}).get(key, 0)) for side in SIDES}))
    parts.append(f"<table {TABLE}>{''.join(rows)}</table>")
    after = [f"<p>{_result_line(s)}</p>"]
    after += _casualty_lines(s)
    retreat = _retreat_line(s)
    if retreat:
        after.append(f"<p>{retreat}</p>")
    garrison = s.get("garrison_removed")
    if garrison:
        after.append("<p>" + _t("{house}'s garrison in {area} is removed: the area was taken.").format(
            house=house_html(garrison.get("house")), area=_esc(names.region(garrison.get("region", "")))) + "</p>")
    after += _ability_lines(s)
    if columns == 2:
        return (f"<table cellspacing='0' cellpadding='0' width='100%'><tr>"
                f"<td valign='top' width='56%'>{''.join(parts)}</td><td width='14'></td>"
                f"<td valign='top'>{''.join(after)}</td></tr></table>")
    return "".join(parts + after)


def _row(label: str, cells: dict[str, str], raw: bool = False) -> str:
    head = label if raw else _esc(label)
    return (f"<tr {ROW_RULE}><td valign='top'>{head}</td>"
            f"<td valign='top'>{cells['attacker']}</td><td valign='top'>{cells['defender']}</td></tr>")


FADED = "color:#8a7d66"


def _card_cell(card: str | None, changes: list[dict[str, Any]] | None = None) -> str:
    """The card a side fought with, after the cards an ability took out of play (struck
    through and faded, with what took them and the card that came instead)."""
    changes = changes or []
    out = ""
    for c in changes:
        if c.get("change") not in ("cancelled", "discarded"):
            continue
        by = c.get("by") or {}
        how = (_t("cancelled by {card}") if c["change"] == "cancelled" and by.get("card") != c.get("card")
               else _t("discarded by {card}") if by.get("card") != c.get("card") else _t("discarded by its own text"))
        out += (f"<span style='{FADED}'><s>{_esc(names.card(c['card']))}</s> "
                f"<small>({_esc(how.format(card=names.card(by.get('card', ''))))})</small></span><br>")
        if not c.get("replaced_by"):
            out += f"<small>{_esc(_t('no card in its place'))}</small><br>"
    blanked = any(c.get("change") == "text-cancelled" and c.get("card") == card for c in changes)
    if not card and not out:
        out += f"<i>{_esc(_t('none'))}</i>"
    elif not card:
        pass  # the struck card's "no card in its place" says it
    else:
        if out:
            out += "→ "
        c = names.ruleset().house_cards.get(card)
        out += f"<b>{_esc(names.card(card))}</b>"
        if c is not None:
            icons = _icon_words(c.swords, c.fortifications)
            out += " " + _esc(_t("(printed {n})").format(n=c.strength))
            if icons:
                out += "<br><small>" + _esc(translate("Names", ", ").join(icons)) + "</small>"
        text = names.house_card_text(card)
        if text and blanked:
            by = next(c.get("by") or {} for c in changes if c.get("change") == "text-cancelled")
            out += (f"<br><small style='{FADED}'><s><i>{_esc(text)}</i></s></small>"
                    f"<br><small>{_esc(_t('no text: cancelled by {card}').format(card=names.card(by.get('card', ''))))}"
                    "</small>")
        elif text:
            out += f"<br><small><i>{_esc(text)}</i></small>"
    for c in changes:
        if c.get("change") == "discarded-from-hand":
            by = c.get("by") or {}
            out += (f"<br><small>{_esc(_t('discarded from the hand by {card}:').format(card=names.card(by.get('card', ''))))}"
                    f" <span style='{FADED}'><s>{_esc(names.card(c['card']))}</s></span></small>")
    return out


def _count_swords(n: int) -> str:
    return _t("no swords") if n == 0 else (_t("1 sword") if n == 1 else _t("{n} swords").format(n=n))


def _count_forts(n: int) -> str:
    return (_t("no fortifications") if n == 0 else
            (_t("1 fortification") if n == 1 else _t("{n} fortifications").format(n=n)))


def _icon_words(swords: int, forts: int, skulls: int = 0) -> list[str]:
    out = []
    if swords:
        out.append(_t("{n} swords").format(n=swords) if swords > 1 else _t("1 sword"))
    if forts:
        out.append(_t("{n} fortifications").format(n=forts) if forts > 1 else _t("1 fortification"))
    if skulls:
        out.append(_t("{n} skulls").format(n=skulls) if skulls > 1 else _t("1 skull"))
    return out


def _tide_icons(card: str) -> str:
    t = names.ruleset().tides_cards.get(card)
    return _esc(translate("Names", ", ").join(_icon_words(t.swords, t.fortifications, t.skulls))) if t else ""


def _tide_cell(card: str | None) -> str:
    t = names.ruleset().tides_cards.get(card) if card else None
    if t is None:
        return "–"
    words = [_t("strength {n}").format(n=t.strength)] + _icon_words(t.swords, t.fortifications, t.skulls)
    return _esc(translate("Names", ", ").join(words))


def _result_line(s: dict[str, Any]) -> str:
    totals = s.get("totals", {})
    winner = s.get("winner")
    if s.get("ended_early"):
        return _t("{house} wins: the other side has nothing left to fight with.").format(house=house_html(winner))
    line = _t("{house} wins, {a} to {d}.").format(house=house_html(winner), a=totals.get("attacker", ""),
                                                  d=totals.get("defender", ""))
    tie = s.get("tie_break")
    if tie:
        places = translate("Names", ", ").join(
            f"{_esc(names.house(h))} {_place(p)}" for h, p in sorted(tie["positions"].items(), key=lambda kv: kv[1]))
        line += " " + _t("A tie: won by the house higher on the {track} track ({places}).").format(
            track=_esc(names.track(tie["track"])), places=places)
    return line


def _casualty_lines(s: dict[str, Any]) -> list[str]:
    out = []
    icons = s.get("icons") or {}
    due = s.get("casualties_due") or {}
    houses = {s["attacker"]: "attacker", s["defender"]: "defender"}
    winner, loser = s.get("winner"), s.get("loser")
    for house, n in due.items():
        side = houses.get(house)
        if house == loser and winner in houses:
            w, l_ = icons.get(houses[winner], {}), icons.get(side, {})
            why = _t("{swords} against {forts}").format(swords=_count_swords(w.get("swords", 0)),
                                                        forts=_count_forts(l_.get("fortifications", 0)))
            if w.get("skulls"):
                why = translate("Names", ", ").join([why] + _icon_words(0, 0, w.get("skulls", 0)))
        else:
            why = translate("Names", ", ").join(_icon_words(0, 0, icons.get(houses.get(loser, "defender"), {})
                                                           .get("skulls", 0)))
        out.append(_t("{house} must lose {n}: {why}.").format(house=house_html(house), n=n, why=_esc(why)))
    lost = s.get("casualties") or []
    if lost:
        def one(c: dict[str, Any]) -> str:
            if c.get("why") == "casualties":  # the battle's own losses: the line says so already
                return _t("{unit} of {house} in {area}").format(
                    unit=_esc(names.unit(c["unit"])), house=_esc(names.house(c["house"])),
                    area=_esc(names.region(c["region"])))
            return _t("{unit} of {house} in {area} ({why})").format(
                unit=_esc(names.unit(c["unit"])), house=_esc(names.house(c["house"])),
                area=_esc(names.region(c["region"])), why=_esc(names.any_id(c["why"])))

        items = translate("Names", ", ").join(one(c) for c in lost)
        out.append(f"{_esc(_t('Casualties:'))} {items}")
    elif not s.get("ended_early"):
        out.append(_esc(_t("No casualties.")))
    return [f"<p>{line}</p>" for line in out]


def _retreat_line(s: dict[str, Any]) -> str:
    r = s.get("retreat")
    if not r:
        return ""
    if r.get("dest"):
        return _t("{house} retreats to {area} with {units}.").format(
            house=house_html(r["house"]), area=_esc(names.region(r["dest"])), units=_esc(names.units(r["units"])))
    return _t("{house} could not retreat: {units} destroyed.").format(
        house=house_html(r["house"]), units=_esc(names.units(r.get("destroyed", []))))


def _passive_text(n: dict[str, Any]) -> str:
    """What a card's passive text changed, in words (every number is the engine's)."""
    effect = n.get("effect")
    nums = {"before": n.get("before", ""), "after": n.get("after", ""), "delta": _signed(n.get("delta", 0)),
            "count": n.get("count", 0)}
    victim = names.house(n.get("victim", "")) if n.get("victim") else ""
    holder = names.house(n.get("house", ""))
    if effect in ("unit-strength", "supporting-strength"):
        template = (_t("{count} × {unit} of {house} count {after} each instead of {before} ({delta}).")
                    if effect == "unit-strength" else
                    _t("{count} × supporting {unit} of {house} count {after} each instead of {before} ({delta})."))
        return template.format(unit=names.unit(n.get("unit", "")), house=names.house(n.get("unit_house", "")),
                               **nums)
    templates = {
        "card-strength": _t("its card counts {after} instead of {before}."),
        "opponent-card-strength": _t("{victim}'s card counts {after} instead of {before}."),
        "swords": _t("{after} swords instead of {before}."),
        "fortifications": _t("{after} fortifications instead of {before}."),
        "defense-order": _t("the defense order counts {after} instead of {before}."),
        "opponent-defense-order": _t("{victim}'s defense order counts {after} instead of {before}."),
        "immune-to-casualties": _t("{house} loses no units to casualties."),
        "chooses-retreat": _t("{house} chooses where the loser retreats."),
        "sends-attacker-back": _t("the winning attacker goes back where it came from."),
    }
    template = templates.get(str(effect))
    if template is None:
        return ""  # an effect this window does not know (a newer host): nothing to say
    return template.format(victim=victim, house=holder, **nums)


def _ability_lines(s: dict[str, Any]) -> list[str]:
    out = []
    passive: dict[tuple[str, str], list[str]] = {}  # one line per card, its effects in order
    for n in s.get("passive") or []:
        text = _passive_text(n)
        if text:
            passive.setdefault((str(n.get("house", "")), str(n.get("card", ""))), []).append(text)
    for (house, card), texts in passive.items():
        who = _t("{card} ({house}):").format(card=f"<b>{_esc(names.card(card))}</b>",
                                              house=_esc(names.house(house)))
        out.append(f"<p>{who} {_esc(' '.join(texts))}</p>")
    for a in s.get("abilities") or []:
        events = a.get("events", [])
        if any(e["kind"] != "Chose" for e in events):  # the card's question is said by what it did
            events = [e for e in events if e["kind"] != "Chose"]
        did = [log_text.describe(Event(e["kind"], e.get("data", {}))) for e in events]
        text = " ".join(_esc(d) for d in did) if did else _esc(_t("used, without effect."))
        who = _t("{card} ({house}):").format(card=f"<b>{_esc(names.card(a['card']))}</b>",
                                              house=_esc(names.house(a["house"])))
        out.append(f"<p>{who} {text}</p>")
    if out:
        out.insert(0, f"<p><b>{_esc(_t('Card abilities'))}</b></p>")
    return out


def _neutral_html(s: dict[str, Any]) -> str:
    att = s["attacker"]
    st = s.get("strength", {}).get("attacker", {})
    rows = [_row(_term_label(term), {"attacker": _esc(st[term]), "defender": ""})
            for term in TERMS if term in st]
    rows.insert(0, f"<tr><td></td><th align='left'>{house_html(att)}</th><th align='left'>"
                   f"{_esc(names.any_id('neutral'))}</th></tr>")
    totals = s.get("totals", {})
    rows.append(_row(f"<b>{_esc(_t('Total'))}</b>", {"attacker": f"<b>{totals.get('attacker', '')}</b>",
                                                     "defender": f"<b>{totals.get('defender', '')}</b>"}, raw=True))
    outcome = (_t("{house} takes {area} from the neutral force.") if s.get("won")
               else _t("The neutral force in {area} holds against {house}."))
    return (f"<table {TABLE}>{''.join(rows)}</table>"
            f"<p>{outcome.format(house=house_html(att), area=_esc(names.region(s['area'])))}</p>")


# ----- bids -------------------------------------------------------------------------------

def bidding_title(r: dict[str, Any]) -> str:
    if r.get("kind") == "clash-of-kings":
        return names.bid_purpose(r["purpose"])
    return _t("Wildling attack (strength {n})").format(n=r.get("strength", ""))


def bidding_html(r: dict[str, Any]) -> str:
    if r.get("kind") == "clash-of-kings":
        return _clash_html(r)
    return _wildlings_html(r)


def _clash_html(r: dict[str, Any]) -> str:
    before = r.get("before", [])
    head = (f"<tr><th align='left'>{_esc(_t('House'))}</th><th>{_esc(_t('Bid'))}</th>"
            f"<th>{_esc(_t('Before'))}</th><th>{_esc(_t('Now'))}</th></tr>")
    rows = [head]
    for i, h in enumerate(r.get("order", [])):
        old = before.index(h) + 1 if h in before else ""
        rows.append(f"<tr {ROW_RULE}><td>{house_html(h)}</td><td align='center'>{_esc(r['bids'].get(h, 0))}</td>"
                    f"<td align='center'>{_esc(old)}</td><td align='center'><b>{i + 1}</b></td></tr>")
    parts = [f"<table cellspacing='6' cellpadding='0' width='100%'>{''.join(rows)}</table>"]
    for tie in r.get("ties", []):
        parts.append("<p>" + _t("Tie between {houses}: {holder} (Iron Throne) put them in this order: {order}.").format(
            houses=_esc(translate("Names", ", ").join(names.house(h) for h in tie["houses"])),
            holder=house_html(tie.get("settled_by")),
            order=_esc(translate("Names", ", ").join(names.house(h) for h in tie.get("order", [])))) + "</p>")
    if not r.get("ties"):
        parts.append(f"<p>{_esc(_t('No ties.'))}</p>")
    return "".join(parts)


def _wildlings_html(r: dict[str, Any]) -> str:
    rows = [f"<tr><th align='left'>{_esc(_t('House'))}</th><th>{_esc(_t('Bid'))}</th></tr>"]
    for h in r.get("order", []):
        mark = ""
        if h == r.get("target"):
            mark = " ← " + _esc(names.any_id("wildlings-" + r.get("target_role", "").replace("_bidder", "-bidder")))
        rows.append(f"<tr {ROW_RULE}><td>{house_html(h)}{mark}</td>"
                    f"<td align='center'>{_esc(r['bids'].get(h, 0))}</td></tr>")
    parts = [f"<table {TABLE}>{''.join(rows)}</table>"]
    outcome = _t("The Night's Watch holds") if r.get("nights_watch_won") else _t("The wildlings win")
    parts.append("<p><b>" + _esc(_t("{outcome}: {total} against {strength}.").format(
        outcome=outcome, total=r.get("total", 0), strength=r.get("strength", 0))) + "</b></p>")
    if r.get("settled_by") and len(r.get("tied", [])) > 1:
        parts.append("<p>" + _t("Tied: {houses}; {holder} (Iron Throne) chose {target}.").format(
            houses=_esc(translate("Names", ", ").join(names.house(h) for h in r["tied"])),
            holder=house_html(r["settled_by"]), target=house_html(r.get("target"))) + "</p>")
    card = r.get("card")
    if card:
        parts.append(f"<p>{_esc(_t('Wildling card:'))} <b>{_esc(names.card(card))}</b></p>")
        c = names.wildling_card(card) or {}
        side = "nights_watch_victory" if r.get("nights_watch_won") else "wildling_victory"
        texts = c.get(side, {})
        role = r.get("target_role", "")
        if role in texts:
            parts.append(f"<p>{house_html(r.get('target'))}: {_esc(translate('CardText', texts[role]))}</p>")
        others = r.get("others") or []
        if others and "everyone_else" in texts:
            who = _esc(translate("Names", ", ").join(names.house(h) for h in others))
            parts.append(f"<p>{who}: {_esc(translate('CardText', texts['everyone_else']))}</p>")
    parts.append("<p>" + _esc(_t("Wildling threat: {before} → {after}").format(
        before=r.get("threat_before", ""), after=r.get("threat", ""))) + "</p>")
    return "".join(parts)


# ----- the Westeros draw -----------------------------------------------------------------------

def westeros_title() -> str:
    return _t("Event phase") if names.westeros_is_events() else _t("Westeros phase")


DECK_COLOURS = {"I": ("#e4ead2", "#6b7f3a"), "II": ("#dde6ee", "#3f6d8f"), "III": ("#f0dcd3", "#8f4a3a")}


def westeros_html(data: dict[str, Any]) -> str:
    """`data` is a WesterosCardsRevealed event's: cards, decks, wildling_icons, threat_before, threat.
    Each card is drawn as a card: its deck's colour and numeral, its title, its text, and the
    wildling (or mammoth) icon at its foot when it has one."""
    cards = data.get("cards", [])
    decks = data.get("decks") or ["I", "II", "III"]
    icons = data.get("wildling_icons") or [False] * len(cards)
    icon_name = _t("mammoth icon") if names.westeros_is_events() else _t("wildling icon")
    cells = []
    width = max(1, 100 // max(1, len(cards)))
    for deck, card, icon in zip(decks, cards, icons):
        paper, ink = DECK_COLOURS.get(deck, ("#efe6cf", "#5b4a32"))
        foot = (f"<p align='center' style='margin-top:6px; color:{ink}'><b>▲ {_esc(icon_name)}</b></p>"
                if icon else "")
        cells.append(
            f"<td width='{width}%' valign='top' bgcolor='{paper}' "
            f"style='border: 2px solid {ink}; padding: 6px'>"
            f"<p align='center' style='color:{ink}; margin:0'><small><b>{_esc(_t('Deck {deck}').format(deck=deck))}"
            f"</b></small></p>"
            f"<p align='center' style='margin:2px 0 4px 0'><b>{_esc(names.card(card))}</b></p>"
            f"<p style='margin:0'><small>{_esc(names.westeros_text(card))}</small></p>{foot}</td>")
    rows = [f"<tr>{''.join(cells)}</tr>"]
    parts = [f"<table {TABLE}>{''.join(rows)}</table>"]
    before, after = data.get("threat_before"), data.get("threat")
    if before is not None and after is not None:
        parts.append("<p>" + _esc(_t("Wildling threat: {before} → {after}").format(before=before, after=after))
                     + "</p>")
    return "".join(parts)
