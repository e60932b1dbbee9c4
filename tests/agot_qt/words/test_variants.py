"""Variants are worded in English, Simplified and Traditional Chinese: every variant of the
engine's registry has a name and a one-line explanation, every reason the engine refuses a
combination with reads in the player's language, and the draft's log lines name drafted cards of
any deck."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine import variants as engine_variants
from engine.errors import PARAM_KINDS, VARIANT_REFUSALS, VariantRefused, placeholders, refuse_variant
from engine.events import Event
from engine.log import VARIANT_TEMPLATES
from engine.ruleset import load_ruleset

from agot_qt.words import i18n, log_text, names, refusals, variants

TS_DIR = Path(__file__).resolve().parents[3] / "resources" / "translations"
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")  # a stray English word (a roman numeral alone is a deck's name)


def _messages(lang: str, context: str) -> dict[str, str]:
    root = ET.parse(TS_DIR / f"agot_{lang}.ts").getroot()
    return {m.findtext("source"): m.findtext("translation") for ctx in root.iter("context")
            if ctx.findtext("name") == context for m in ctx.iter("message")}


@pytest.fixture(params=["zh_CN", "zh_TW"])
def chinese(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_variant_of_the_registry_has_words_of_its_own():
    assert set(variants.VARIANT_WORDS) == set(engine_variants.VARIANTS)
    assert len(variants.VARIANT_WORDS) == 40
    for vid in engine_variants.VARIANTS:
        assert variants.name(vid) and variants.explanation(vid).endswith("."), vid
    assert set(variants.GROUP_NAMES) == {v.group for v in engine_variants.VARIANTS.values()}
    subsets = {val for v in engine_variants.VARIANTS.values() if v.kind == "subset" for val in v.allowed}
    assert subsets <= set(variants.DECK_GROUP_NAMES)


def test_every_variant_reads_in_both_chinese_languages(chinese):
    seen = set()
    for vid in engine_variants.VARIANTS:
        name, line = variants.name(vid), variants.explanation(vid)
        assert CJK.search(name) and CJK.search(line), (chinese, vid)
        assert not LATIN_WORD.search(name + line), (chinese, vid, name, line)
        seen.add(name)
        assert CJK.search(variants.default_text(vid))
    assert len(seen) == 40, "no two variants share a name"
    for group in variants.GROUP_NAMES:
        assert CJK.search(variants.group(group))
    for deck in variants.DECK_GROUP_NAMES:
        assert CJK.search(variants.deck_group(deck))


def test_the_words_are_in_the_three_translation_files():
    sources = {s for pair in variants.VARIANT_WORDS.values() for s in pair} | set(variants.GROUP_NAMES.values())
    for lang in ("en", "zh_CN", "zh_TW"):
        have = _messages(lang, "Variants")
        assert sources <= set(have), lang


def test_the_window_words_exactly_the_engines_variant_refusals():
    assert variants.VARIANT_REFUSAL_TEMPLATES == VARIANT_REFUSALS
    for lang in ("en", "zh_CN", "zh_TW"):
        have = _messages(lang, "VariantRefusal")
        assert set(have) == set(VARIANT_REFUSALS.values()), lang
        for source, text in have.items():
            assert placeholders(text) == placeholders(source), (lang, source)


@pytest.mark.parametrize("key", sorted(VARIANT_REFUSALS))
def test_every_variant_refusal_reads_in_chinese_with_the_variants_names(chinese, key):
    samples = {"variant": "thematic-draft", "number": 3, "ruleset": "first_edition", "option": "vassals",
               "deck": "dwd-ffc-mod-b", "house": "greyjoy", "text": "x9"}
    params = {n: samples[PARAM_KINDS[n]] for n in placeholders(VARIANT_REFUSALS[key])}
    if "other" in params:
        params["other"] = "random-draft"
    exc = refuse_variant(key, **params)
    text = refusals.refusal_text(exc)
    assert text != exc.detail and CJK.search(text) and "{" not in text
    assert not LATIN_WORD.search(text.replace("x9", "")), text
    for vid in ("thematic-draft", "random-draft"):
        if vid in params.values():
            assert variants.name(vid) in text


def test_a_refusal_of_the_engine_is_said_with_its_reason(english):
    rs = load_ruleset()
    with pytest.raises(VariantRefused) as caught:
        engine_variants.normalise(rs, 6, {"draft-house-cards": True, "thematic-draft": True, "random-draft": True},
                                  {})
    assert refusals.refusal_text(caught.value) == "Thematic draft cannot be played together with Random draft"


def test_the_draft_log_lines_name_cards_of_every_deck(chinese):
    assert variants.VARIANT_LOG_TEMPLATES == VARIANT_TEMPLATES
    drafted = log_text.describe(Event("HouseCardDrafted", {"house": "stark", "card": "ramsay-bolton"}))
    assert "ramsay" not in drafted and CJK.search(drafted)
    swapped = log_text.describe(Event("HouseCardSwapped", {"house": "tyrell", "old": "qyburn",
                                                           "new": "daenerys-targaryen-b"}))
    assert "qyburn" not in swapped and "daenerys" not in swapped
    ended = log_text.describe(Event("DraftEnded", {"hands": {"stark": ["reek", "eddard-stark"],
                                                             "lannister": ["khal-drogo"]}}))
    assert not LATIN_WORD.search(ended), ended
    place = log_text.describe(Event("TrackPlaceDrafted", {"house": "stark", "track": "iron_throne", "place": 1}))
    assert "iron_throne" not in place and "1" in place


def test_the_draft_log_lines_in_english(english):
    assert log_text.describe(Event("DraftEnded", {"hands": {"stark": ["reek", "eddard-stark"]}})) == \
        "The draft is over: Stark (Reek, Eddard Stark)."
    assert log_text.describe(Event("HouseCardDraftedHidden", {"house": "stark", "n": 2})) == \
        "Stark drafts its card number 2."


def test_every_card_a_draft_can_offer_has_a_chinese_name(chinese):
    from engine.decks import groups

    cards = {c for ids in groups().values() for c in ids}
    assert {"areo-hotah-asos", "cercei-lannister-1st", "maester-caleotte"} <= cards
    assert not [c for c in cards if LATIN_WORD.search(names.card(c)) or not CJK.search(names.card(c))]


def test_cards_printed_in_no_editions_file_are_named_as_their_deck_prints_them(english):
    assert names.card("areo-hotah-asos") == "Areo Hotah"
    assert names.card("lannister-captain-1st") == "Lannister Captain"
    assert names.card("no-such-card") == "no-such-card"
