"""Entry point of the desktop bundle's `agot-host` program (the headless LAN host)."""
from __future__ import annotations

import sys

from agot_qt.net.host_cli import main

if __name__ == "__main__":
    sys.exit(main())
