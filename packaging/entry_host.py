"""Entry point of the desktop bundle's `agot-host` program (the headless LAN host)."""
from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    # first of all: in the bundle, a bot's worker process starts as this program and is told so here
    multiprocessing.freeze_support()
    from agot_qt.net.host_cli import main

    sys.exit(main())
