"""Words in the player's language: the interface language, every name and card text, log lines,
refusals, problems and the rules help.

    i18n.py           the interface language and its Qt translators (.ts / .qm)
    names.py          houses, areas, cards, orders and units named in the interface language
    names_catalog.py  every ruleset name, card text and log template, marked for translation
    log_text.py       a log entry as a sentence, and the areas it names
    prompts.py        what a decision asks: its heading, explanation and choices, and the answer in the log
    refusals.py       a refused command (or a refused game setup), worded
    variants.py       each variant's name, explanation and default; refusals and log lines of variants
    problems.py       save, load, replay and connection problems, worded (the cause apart)
    help.py           the rules quick reference (F1) and what each decision links to
"""
