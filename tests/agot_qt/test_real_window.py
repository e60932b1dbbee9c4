"""The window opens on a real X display with Qt's xcb platform plugin, as `agot` does on a
Linux desktop: a system library missing for that plugin makes Qt abort, and this test fail.

The other GUI tests run offscreen and cannot see that; this one starts a private Xvfb and runs
the window in a child process (a platform is chosen once per process).
"""
from __future__ import annotations

import subprocess
import sys

from ..xdisplay import xcb_env, xvfb

CHILD = """
import sys, time
from agot_qt.app import open_window
app, w = open_window('en')
deadline = time.monotonic() + 30
while not (w.windowHandle() and w.windowHandle().isExposed()) and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
app.processEvents()
image = w.grab().toImage()
colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}
print(app.platformName(), w.windowHandle().isExposed(), w.width() > 0 and w.height() > 0, len(colours) > 3,
      flush=True)
w.close()
sys.exit(0)
"""


def test_the_window_opens_on_a_real_x_display():
    with xvfb(1366, 768) as display:
        proc = subprocess.run([sys.executable, "-c", CHILD], env=xcb_env(display), capture_output=True,
                              text=True, timeout=120)
    assert proc.returncode == 0, f"the window did not start on X (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
    assert proc.stdout.split() == ["xcb", "True", "True", "True"], proc.stdout + proc.stderr[-2000:]


FITS = """
import sys, time
from agot_qt.app import open_window
app, w = open_window('en')
def settle():
    deadline = time.monotonic() + 30
    while not (w.windowHandle() and w.windowHandle().isExposed()) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(30):
        app.processEvents()
        time.sleep(0.01)
def bottom():
    bar = w.statusBar()
    return bar.mapToGlobal(bar.rect().bottomLeft()).y() if bar.isVisible() else -1
settle()
shown = [bottom()]
w.open_lobby()  # the page of the LAN host form, an eight-house game's the tallest
form = w.lobby_screen
form.edition.setCurrentIndex(form.edition.findData('mother_of_dragons'))
form.players.setValue(8)
settle()
shown.append(bottom())
print(w.screen().availableGeometry().height(), *shown, flush=True)
w.close_lobby()
w.close()
sys.exit(0)
"""


def test_the_first_window_keeps_its_status_bar_on_a_laptop_screen():
    """At 1366x768 the window fits the screen, status bar included, on the start page and on the
    LAN page (its host form of eight houses scrolls rather than making the window taller)."""
    with xvfb(1366, 768) as display:
        proc = subprocess.run([sys.executable, "-c", FITS], env=xcb_env(display), capture_output=True,
                              text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    screen, *bottoms = map(int, proc.stdout.split())
    assert screen == 768 and all(0 < b < screen for b in bottoms), proc.stdout
