import os
import sys
from pathlib import Path

# Qt aborts without a display unless this is set before it loads.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
