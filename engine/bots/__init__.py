"""The computer opponents: each sees only its seat's view and the decision asked, and answers
with a command, like a person at the table (docs/AI.md).

    levels.py       the levels (random, easy, normal, hard) and `make_bot`
    random_bot.py   a random legal command
    heuristic.py    easy: rules of thumb, and the position's evaluation the search uses
    card_value.py   what each house card would do in the battle at hand
    determinize.py  a plausible full state from one seat's view
    search.py       normal and hard: candidate commands weighed on sampled futures
    bidding.py      hard's bids against sampled bids of the others
"""
