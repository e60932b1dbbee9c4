"""Your turn: when a decision awaits this window's player and the window is not in front, the
taskbar is alerted (`QApplication.alert`), the title says so, and a short chime plays.

The chime. PySide6-Essentials has no QtMultimedia, and PySide6-Addons (which has it) would
about double the install, so the chime is synthesised here (a 0.3 s two-note tone, no sound
file) and handed to the platform's own audio interface in the process, without a new
dependency or a helper program:

* Windows: the standard library's `winsound.PlaySound` plays the WAV from memory;
* Linux and the BSDs: ALSA's `libasound.so.2` through ctypes (PulseAudio and PipeWire serve
  ALSA clients too), on a daemon thread so the window never waits for the sound card;
* macOS: the system's `afplay` on a temporary WAV (it ships with every macOS).

Anything missing (no audio library, no device) falls back to `QApplication.beep()`, and a
failure is never an error for the player. *Settings > Sound when it is your turn* turns the
chime off; the taskbar alert and the title always work.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import io
import math
import struct
import sys
import threading
import wave
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Signal
from PySide6.QtWidgets import QApplication, QWidget

translate = QCoreApplication.translate
RATE = 22050
SOUND_KEY = "sound_on_turn"


def chime_samples(rate: int = RATE) -> bytes:
    """Signed 16-bit mono PCM: two soft notes (E5 then A5) with a quick fade in and out."""
    out = bytearray()
    for freq, length in ((659.25, 0.12), (880.0, 0.18)):
        n = int(rate * length)
        for i in range(n):
            env = min(1.0, i / (0.01 * rate), (n - i) / (0.05 * rate))
            value = 0.28 * env * (math.sin(2 * math.pi * freq * i / rate)
                                  + 0.3 * math.sin(4 * math.pi * freq * i / rate))
            out += struct.pack("<h", int(max(-1.0, min(1.0, value)) * 32767))
    return bytes(out)


def chime_wav(rate: int = RATE) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(chime_samples(rate))
    return buf.getvalue()


# ALSA prints its complaints (no sound card, no configuration) to the terminal; a window
# without sound needs no such lines, so its error handler is replaced by one that says nothing
_ALSA_QUIET = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                               ctypes.c_char_p)(lambda *args: None)


def _play_alsa(pcm: bytes) -> bool:
    name = ctypes.util.find_library("asound") or "libasound.so.2"
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return False
    lib.snd_lib_error_set_handler(_ALSA_QUIET)
    handle = ctypes.c_void_p()
    if lib.snd_pcm_open(ctypes.byref(handle), b"default", 0, 0) < 0:  # playback, blocking
        return False
    try:
        # format S16_LE (2), interleaved access (3), mono, soft resampling, 0.5 s latency
        if lib.snd_pcm_set_params(handle, 2, 3, 1, RATE, 1, 500000) < 0:
            return False
        frames = len(pcm) // 2
        lib.snd_pcm_writei(handle, pcm, ctypes.c_ulong(frames))
        lib.snd_pcm_drain(handle)
        return True
    finally:
        lib.snd_pcm_close(handle)


def _play_windows(wav: bytes) -> bool:
    import winsound  # type: ignore[import-not-found]

    winsound.PlaySound(wav, winsound.SND_MEMORY | winsound.SND_NODEFAULT)
    return True


def _play_macos(wav: bytes) -> bool:
    import os
    import subprocess
    import tempfile

    fd, path = tempfile.mkstemp(suffix=".wav", prefix="agot-chime-")
    with os.fdopen(fd, "wb") as fh:
        fh.write(wav)
    try:
        return subprocess.run(["afplay", path], check=False, timeout=5).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        os.unlink(path)


def player_for(platform: str = sys.platform) -> Callable[[], bool]:
    """The function that plays the chime on this platform (True when it was played)."""
    if platform.startswith("win"):
        return lambda: _play_windows(chime_wav())
    if platform == "darwin":
        return lambda: _play_macos(chime_wav())
    return lambda: _play_alsa(chime_samples())


def sound_enabled() -> bool:
    return str(QSettings().value(SOUND_KEY, "true")).lower() in ("true", "1")


def set_sound_enabled(on: bool) -> None:
    QSettings().setValue(SOUND_KEY, bool(on))


class TurnAlert(QObject):
    """Watches one window: `update(awaiting)` after every refresh says whether one of this
    window's players has a decision; the alert fires once per decision, only when the window
    is not the active one, and the title is put back when the window comes to the front."""

    _no_sound = Signal()  # from the chime's thread: beep instead, on the window's thread

    def __init__(self, window: QWidget, play: Callable[[], bool] | None = None) -> None:
        super().__init__(window)
        self._no_sound.connect(self._beep)
        self.window = window
        self.play = play or player_for()
        self.alerted_for: Any = None  # the decision already announced
        self.title_marked = False
        self.sounds = 0  # chimes started (tests read it)
        window.installEventFilter(self)

    def update(self, decision_key: Any) -> None:
        """`decision_key` identifies the awaited decision (None: nothing awaits this window)."""
        if decision_key is None:
            self.alerted_for = None
            self._unmark()
            return
        if decision_key == self.alerted_for or self.window.isActiveWindow():
            return
        self.alerted_for = decision_key
        QApplication.alert(self.window, 0)
        self._mark()
        if sound_enabled():
            self.sounds += 1
            threading.Thread(target=self._chime, name="turn-chime", daemon=True).start()

    def _chime(self) -> None:
        try:
            played = self.play()
        except Exception:  # noqa: BLE001 (a sound is never worth an error)
            played = False
        if not played:
            self._no_sound.emit()

    def _beep(self) -> None:
        QApplication.beep()

    def _mark(self) -> None:
        base = self.window.windowTitle()
        prefix = translate("Main", "Your turn") + " — "
        if not base.startswith(prefix):
            self.window.setWindowTitle(prefix + base)
        self.title_marked = True

    def _unmark(self) -> None:
        if self.title_marked:
            prefix = translate("Main", "Your turn") + " — "
            title = self.window.windowTitle()
            if title.startswith(prefix):
                self.window.setWindowTitle(title[len(prefix):])
            self.title_marked = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if obj is self.window and event.type() == QEvent.Type.WindowActivate:
            self._unmark()
        return False
