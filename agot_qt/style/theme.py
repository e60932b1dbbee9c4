"""Colours, fonts and sizes shared by the map and the panels."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor, QFont, QFontDatabase

# Board colours of the houses' pieces: (fill, outline, text on fill)
HOUSE_COLORS: dict[str, tuple[str, str, str]] = {
    "stark": ("#eef1f4", "#27313b", "#222222"),
    "lannister": ("#b3202a", "#4d0a0e", "#ffffff"),
    "baratheon": ("#f0c419", "#6e5400", "#222222"),
    "greyjoy": ("#2b2b2e", "#c9c9c9", "#ffffff"),
    "tyrell": ("#3f9c4a", "#061a08", "#ffffff"),
    "martell": ("#e8781a", "#6b3100", "#222222"),
    "arryn": ("#2a5fd0", "#0b1d4a", "#ffffff"),
    "targaryen": ("#550066", "#ff6a4a", "#ffffff"),
}
NEUTRAL = ("#8d8a80", "#3b3a36", "#ffffff")

LAND = QColor("#e7dcc0")

# The land a house controls. Chosen apart from neutral land and from each other in lightness as
# well as hue, so they stay apart for the common colour-vision deficiencies too (tests/agot_qt/
# test_house_colours.py simulates deuteranopia, protanopia and tritanopia and measures CIEDE2000).
HOUSE_TERRITORY: dict[str, str] = {
    "stark": "#a1b3c4",      # winter blue-grey
    "lannister": "#aa545d",  # crimson
    "baratheon": "#edc051",  # gold
    "greyjoy": "#7f818f",    # iron grey
    "tyrell": "#3a6e12",     # deep green
    "martell": "#bd8851",    # sand orange
    "arryn": "#4477dd",      # sky blue
    "targaryen": "#551133",  # dark wine
}
LAND_DARK = QColor("#cdbf98")
SEA = QColor("#5f8fb0")
SEA_DEEP = QColor("#3f6d8f")
PORT = QColor("#8a6a45")
BORDER = QColor("#5b4a32")
SEA_BORDER = QColor("#2c4c66")
RIVER = QColor("#4f86b5")
WALL = QColor("#f4f7fb")
BLOCKED = QColor(30, 26, 22, 170)
FOG = QColor(128, 134, 142, 170)  # fog of war: the veil over an area out of sight
FOG_MIST = QColor(236, 240, 244, 80)  # and the drifts of mist across it
HIGHLIGHT = QColor("#ffd54a")
LEGAL = QColor("#5fd35f")
DANGER = QColor("#e0463c")
INK = QColor("#2b2418")
PANEL_BG = "#f4efe3"


def house_color(house: str | None) -> QColor:
    return QColor(HOUSE_COLORS.get(house or "", NEUTRAL)[0])


def territory_color(house: str | None) -> QColor:
    """The fill of land controlled by `house` (neutral land for none)."""
    return QColor(HOUSE_TERRITORY.get(house or "", LAND.name()))


def house_outline(house: str | None) -> QColor:
    return QColor(HOUSE_COLORS.get(house or "", NEUTRAL)[1])


HOUSE_INK = {"stark": "#4f4f4f", "lannister": "#9b1b24", "baratheon": "#8a6a00", "greyjoy": "#1f1f22",
             "tyrell": "#23712f", "martell": "#b85a0c", "arryn": "#1f56b8", "targaryen": "#6a1b7a"}


def house_ink(house: str | None) -> QColor:
    """The house's colour for text on the light panels."""
    return QColor(HOUSE_INK.get(house or "", "#555555"))


def house_dot(house: str | None, filled: str = "●", hollow: str = "○") -> str:
    """A house's dot for the tables (rich text): a house whose own colour is light (Stark's white)
    gets a hollow dot, so its dark-grey ink is not taken for Greyjoy's black."""
    light = QColor(HOUSE_COLORS.get(house or "", NEUTRAL)[0]).lightness() > 200
    return f"<span style='color:{house_ink(house).name()}'>{hollow if light else filled}</span>"


def house_text(house: str | None) -> QColor:
    return QColor(HOUSE_COLORS.get(house or "", NEUTRAL)[2])


CJK_FAMILIES = ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Microsoft YaHei",
                "PingFang SC", "Heiti SC", "SimHei")
# Traditional Chinese reads best with its own glyph shapes; the Simplified families still cover it
CJK_FAMILIES_TC = ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC", "Heiti TC")


def ui_families() -> tuple[str, ...]:
    """Preferred font families, with a CJK fallback so Chinese never shows as boxes (in the
    interface language's script when such a font is installed)."""
    from ..words import i18n

    return _families(i18n.current_language() == "zh_TW")


@lru_cache(maxsize=2)
def _families(traditional: bool) -> tuple[str, ...]:
    installed = set(QFontDatabase.families())
    out = [f for f in ("Noto Sans", "DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial") if f in installed][:1]
    cjk = CJK_FAMILIES_TC + CJK_FAMILIES if traditional else CJK_FAMILIES + CJK_FAMILIES_TC
    out += [f for f in cjk if f in installed][:1]
    return tuple(out)


def ui_font(point_size: float = 10, bold: bool = False) -> QFont:
    font = QFont()
    fams = ui_families()
    if fams:
        font.setFamilies(list(fams))
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def map_font(pixel_size: int, bold: bool = False, serif: bool = True) -> QFont:
    """Fonts on the map are sized in scene pixels so they zoom with it."""
    font = QFont()
    fams = list(ui_families())
    installed = set(QFontDatabase.families())
    if serif:
        for f in ("DejaVu Serif", "Noto Serif", "Georgia", "Times New Roman"):
            if f in installed:
                fams.insert(0, f)
                break
    if fams:
        font.setFamilies(fams)
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    return font
