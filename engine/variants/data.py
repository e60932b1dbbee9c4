"""The facts the variants of houses and starts, victory and length, combat and Westeros, and
dragons and balance are played with: `resources/variants/settings.json`, read once."""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from ..ruleset import resources_dir


@lru_cache(maxsize=None)
def settings() -> dict[str, Any]:
    with (resources_dir() / "variants" / "settings.json").open(encoding="utf-8") as fh:
        return json.load(fh)
