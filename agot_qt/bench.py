"""`python -m agot_qt.bench`: the client's frame and start-up times (agot_qt/devtools/bench.py)."""
import sys

from agot_qt.devtools.bench import main

if __name__ == "__main__":
    sys.exit(main())
