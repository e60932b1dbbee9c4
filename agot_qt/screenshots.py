"""`python -m agot_qt.screenshots OUT_DIR`: the documentation screenshots
(agot_qt/devtools/screenshots.py)."""
import sys

from agot_qt.devtools.screenshots import main

if __name__ == "__main__":
    sys.exit(main())
