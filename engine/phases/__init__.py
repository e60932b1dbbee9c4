"""The phases of a round as frames on the game's stack (engine/flow.py): each module handles the
frames of one phase or step and the decisions they ask, and names no card, house or ruleset.

    round.py       a round: Westeros (from round 2), Planning, Action, clean-up
    round_end.py   the steps a ruleset lists after a round (A Feast for Crows' scoring)
    westeros.py    Westeros cards drawn and resolved (musters, supply, Clash of Kings ...)
    planning.py    orders placed secretly and revealed together; the Messenger Raven
    action.py      raids, marches, consolidate power, and orders options register
    combat.py      a battle as named timing points the cards' abilities hook into
    wildlings.py   a wildling attack: bids, the outcome, the wildling card
    vassals.py     the option `vassals`: who commands each vassal this round
    iron_bank.py   the option `iron_bank`: the market, loans and interest
    common.py      reusable child steps: choose, select units, bidding ...
"""
