"""Render the game's icon set from its artwork (resources/icons/agot.svg).

    python packaging/make_icons.py [OUT_DIR]      (default: packaging/icons)

Writes, under OUT_DIR:

    hicolor/<N>x<N>/apps/agot.png     N = 16, 24, 32, 48, 64, 128, 256 (Linux desktops)
    hicolor/scalable/apps/agot.svg    the artwork itself
    agot.ico                          Windows: 16..256 px, PNG-compressed entries
    agot.icns                         macOS: 16..512 px, PNG entries

The .ico and .icns files are written directly (both formats can hold PNG
images), so nothing beyond Qt is needed.
"""
from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARTWORK = ROOT / "resources" / "icons" / "agot.svg"
DEFAULT_OUT = Path(__file__).resolve().parent / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"), (512, b"ic09"))


def render_png(svg: Path, size: int) -> bytes:
    """The artwork drawn at `size` x `size` pixels (transparent background), as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        make_icons_app = QGuiApplication(sys.argv[:1])  # noqa: F841 - kept alive by Qt
        render_png.app = make_icons_app  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read {svg.name}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images of the standard sizes."""
    body = b""
    for size, kind in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def make_icons(out: Path = DEFAULT_OUT, svg: Path = ARTWORK) -> list[Path]:
    """Write the whole icon set into `out`; returns the files written."""
    out = Path(out)
    pngs = {s: render_png(svg, s) for s in sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for s, _ in ICNS_TYPES})}
    written: list[Path] = []
    for s in PNG_SIZES:
        p = out / "hicolor" / f"{s}x{s}" / "apps" / "agot.png"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(pngs[s])
        written.append(p)
    scalable = out / "hicolor" / "scalable" / "apps" / "agot.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    ico = out / "agot.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out / "agot.icns"
    icns.write_bytes(icns_bytes(pngs))
    written += [ico, icns]
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else DEFAULT_OUT
    for p in make_icons(out):
        print(p.relative_to(out) if p.is_relative_to(out) else p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
