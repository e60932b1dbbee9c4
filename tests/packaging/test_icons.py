"""The icon set is the game's own artwork (resources/icons/agot.svg) at every size a desktop asks
for, and the Windows .ico and macOS .icns hold the right images."""
from __future__ import annotations

import struct

import pytest

from .helpers import PACKAGING, RESOURCES, load_script

ICONS = PACKAGING / "icons"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def image(data: bytes):
    from PySide6.QtGui import QImage

    img = QImage()
    assert img.loadFromData(data, "PNG")
    return img


def test_png_set_has_every_size_and_the_svg():
    mk = load_script("make_icons")
    assert mk.PNG_SIZES == (16, 24, 32, 48, 64, 128, 256)
    for s in mk.PNG_SIZES:
        data = (ICONS / "hicolor" / f"{s}x{s}" / "apps" / "agot.png").read_bytes()
        assert png_size(data) == (s, s)
    svg = ICONS / "hicolor" / "scalable" / "apps" / "agot.svg"
    assert svg.read_bytes() == (RESOURCES / "icons" / "agot.svg").read_bytes()


@pytest.mark.parametrize("size", [16, 64, 256])
def test_committed_pngs_match_the_artwork(qapp, size):
    """Re-render the SVG: the committed PNG shows the same picture (a stale icon set fails)."""
    mk = load_script("make_icons")
    fresh = image(mk.render_png(RESOURCES / "icons" / "agot.svg", size))
    committed = image((ICONS / "hicolor" / f"{size}x{size}" / "apps" / "agot.png").read_bytes())
    worst = 0
    for y in range(0, size, max(1, size // 32)):
        for x in range(0, size, max(1, size // 32)):
            a, b = fresh.pixelColor(x, y), committed.pixelColor(x, y)
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()),
                        abs(a.blue() - b.blue()), abs(a.alpha() - b.alpha()))
    assert worst <= 8, "packaging/icons is out of date: run python packaging/make_icons.py"
    # corners are transparent; the castle wall left of the gate is opaque and light
    assert committed.pixelColor(0, 0).alpha() == 0
    mid = committed.pixelColor(size * 18 // 64, size * 40 // 64)
    assert mid.alpha() == 255 and mid.red() > 150


def test_ico_holds_png_images_16_to_256():
    data = (ICONS / "agot.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _colors, _r, planes, bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        png = data[offset:offset + length]
        assert png_size(png) == ((w or 256), (h or 256))
        assert (planes, bpp) == (1, 32)
        sizes.append(w or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_images_16_to_512():
    data = (ICONS / "agot.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, found = 8, {}
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        found[kind] = png_size(data[pos + 8:pos + length])
        pos += length
    assert pos == len(data)
    assert found == {b"icp4": (16, 16), b"icp5": (32, 32), b"icp6": (64, 64), b"ic07": (128, 128),
                     b"ic08": (256, 256), b"ic09": (512, 512)}


def test_make_icons_writes_the_whole_set(qapp, tmp_path):
    mk = load_script("make_icons")
    written = mk.make_icons(tmp_path)
    rel = sorted(p.relative_to(tmp_path).as_posix() for p in written)
    assert rel == sorted([f"hicolor/{s}x{s}/apps/agot.png" for s in mk.PNG_SIZES]
                         + ["hicolor/scalable/apps/agot.svg", "agot.ico", "agot.icns"])
    assert png_size((tmp_path / "hicolor" / "48x48" / "apps" / "agot.png").read_bytes()) == (48, 48)
