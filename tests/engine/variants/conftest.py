"""Registry tests play with made-up variants (sample_variant.py) beside the real ones."""
from __future__ import annotations

import pytest

from engine import variants as V

SAMPLE = "tests.engine.variants.sample_variant"


@pytest.fixture
def sample_variants(monkeypatch):
    """The registry with four made-up playable variants added: a flag whose module gives one
    more power token, a number it may hold, one that needs it, and one that excludes it; and a
    fifth with no module yet (the engine lists it and refuses to play it)."""
    registry = dict(V.VARIANTS)
    monkeypatch.setattr(V, "VARIANTS", registry)
    V.register(V.Variant("sample-flag", "Sample flag", "tests", module=SAMPLE))
    V.register(V.Variant("sample-bonus", "Sample number", "tests", kind="number", allowed=(1, 3),
                         when_on=2, module=SAMPLE, houses=(4, 8)))
    V.register(V.Variant("sample-needs", "Needs the flag", "tests", requires=("sample-flag", "tides_of_battle"),
                         module=SAMPLE))
    V.register(V.Variant("sample-not", "Not with the flag", "tests", excludes=("sample-flag",),
                         rulesets=("second_edition", "mother_of_dragons"), module=SAMPLE))
    V.register(V.Variant("sample-later", "Not played yet", "tests"))  # no module: listed, refused
    from . import sample_variant

    sample_variant.SET_UPS.clear()
    sample_variant.CHECKS.clear()
    return sample_variant
