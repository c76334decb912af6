# Tutorial 01: cards, ranks and points. Built into tutorials/01_cards_ranks_points.ipynb by
# lessons-src/build.py; edit this file, then run `python lessons-src/build.py 01`.

# %% [markdown]
# # 01 · Cards, ranks and points — الورق والأبناط
#
# **Baloot (بلوت)** is the favourite card game of Saudi Arabia: four players in two teams of
# partners, 32 cards, eight tricks (أكلة) per hand, and a match played to a target score.
#
# In this first lesson you will learn:
#
# 1. the 32 cards and how to write them;
# 2. the two kinds of contract, **Sun (صن)** and **Hokum (حكم)**;
# 3. which card beats which: the three **rank orders**;
# 4. what each card is worth: the **Abnat (أبناط)**, the card points.
#
# **How to use this notebook.** Click a grey code cell and press **Shift + Enter** to run it.
# Run the cells from top to bottom. Every table and every rule below is *computed* by the
# `baloot_widgets` rules engine, so what you read here is exactly what the engine plays.
# Cells marked **Try it** are yours to change. The lesson ends with four exercises that check
# your answers.

# %%
from IPython.display import HTML, display

from baloot_widgets import (
    Card,
    CardSet,
    Contract,
    Game,
    HandView,
    Rank,
    Suit,
    parse_cards,
    trick_winner,
)
from baloot_widgets.cards import LAST_TRICK_BONUS
from baloot_widgets.render import STYLE, cards_html
from baloot_widgets.rules.play import card_power
from baloot_widgets.i18n import GLOSSARY, card_name, suit_name

# %% [markdown]
# ## 1. The pack
#
# Baloot is played with a short pack: the ranks 7 8 9 10 J Q K A in four suits. Here it is,
# in the order the engine displays cards.

# %%
pack = CardSet.full()
print(len(pack), "cards")
display(HTML(STYLE + cards_html(pack)))

# %% [markdown]
# Each suit has a letter (used when you type), a symbol, and a name in English and in the
# Arabic spoken at Saudi tables:

# %%
print(f"{'letter':8}{'symbol':8}{'English':10}Arabic")
for suit in Suit:
    print(f"{suit.letter:8}{suit.symbol:8}{suit_name(suit):10}{suit_name(suit, 'ar')}")

# %% [markdown]
# ## 2. Writing cards
#
# A card is written as its rank and then its suit: `AS` is the ace of spades, `10H` (or `TH`,
# or `10♥`) the ten of hearts. Upper or lower case both work. `parse_cards` reads several
# cards at once.

# %%
hand = parse_cards("AS 10H kd 7♣ TC")
for card in hand:
    print(card.code, "=", card, "=", card_name(card), "=", card_name(card, "ar"))

# %% [markdown]
# **Try it:** change the text below to your own cards and run the cell. A typo gives a
# sentence that says what is wrong, for example try `"1H"` or the same card twice.

# %%
my_cards = "J♦ 9♦ A♠"
print(CardSet(my_cards))

# %% [markdown]
# ## 3. Two contracts: Sun and Hokum
#
# Every hand is played in one of two contracts, chosen in the bidding (lesson 03):

# %%
for key in ("sun", "hokum", "trump"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english:6} ({arabic}): {meaning}")

# %% [markdown]
# In **Sun** no suit is special. In **Hokum** one suit is the **trump** suit (الحكم): any
# trump beats any card of the other three suits, and inside the trump suit the ranks change
# order. We can ask the engine which card wins a **trick (أكلة)**: one card from each
# player, and the best card takes all four. The players sit in seats numbered 0 to 3 (lesson
# 02 explains the table), so a trick is written as `(seat, card)` pairs, the first player (the
# leader) first:

# %%
sun = Contract(mode="sun")
hokum_hearts = Contract(mode="hokum", trump="H")
trick = [(0, "AS"), (1, "7H")]
print("Sun:          seat", trick_winner(trick, sun), "wins")
print("Hokum hearts: seat", trick_winner(trick, hokum_hearts), "wins (7♥ is a trump)")

# %% [markdown]
# ## 4. Who beats whom: the rank orders
#
# The engine gives every card a strength number for the current contract (`card_power`).
# Sorting the eight ranks by it gives the orders below. The third row, **sequence order**, is
# not used to win tricks: it is the order used to build *projects* (runs of cards, lesson 06).

# %%
def order(key):
    """The eight ranks, strongest first, sorted by a strength function."""
    return "  ".join(r.label for r in sorted(Rank, key=key, reverse=True))


rows = {
    "Sun, every suit (and Hokum's plain suits)": order(lambda r: card_power(Card.of(r, 1), -1)),
    "Hokum, the trump suit": order(lambda r: card_power(Card.of(r, 1), 1)),
    "sequence order (projects)": order(lambda r: r.sequence),
}
for name, ranks in rows.items():
    print(f"{name:44}{ranks}")

# %% [markdown]
# Two surprises for players of other card games:
#
# * the **10** is the second-highest card, above the King;
# * in the trump suit the **Jack** and the **9** jump to the top.
#
# Check it with the engine: in Hokum with hearts as trumps, who wins when 9♥ meets A♥?

# %%
print(trick_winner([(0, "AH"), (1, "9H")], hokum_hearts))  # seat 1: the 9 of trumps wins
print(trick_winner([(0, "AH"), (1, "9H")], sun))  # seat 0: in Sun the ace wins

# %% [markdown]
# A card that does not follow the suit led and is not a trump never wins, however high it is:

# %%
print(trick_winner([(0, "7S"), (1, "AD")], sun))  # seat 0: A♦ did not follow ♠

# %% [markdown]
# ## 5. What the cards are worth: Abnat (أبناط)
#
# Card points are called **Abnat**. They decide who wins the hand. The table shows the Abnat
# of each rank, computed with `Card.points()`: give it the trump suit for Hokum.

# %%
print(f"{'rank':6}{'Sun or plain suit':20}{'Hokum trump suit'}")
for rank in sorted(Rank, key=lambda r: card_power(Card.of(r, 1), -1), reverse=True):
    card = Card.of(rank, Suit.HEARTS)
    print(f"{rank.label:6}{card.points():<20}{card.points(Suit.HEARTS)}")
print("winning the last (8th) trick adds", LAST_TRICK_BONUS, "Abnat")

# %% [markdown]
# Add them up. A whole Sun hand is worth this many Abnat (all 32 cards plus the last trick):

# %%
sun_total = pack.points() + LAST_TRICK_BONUS
hokum_total = pack.points(Suit.HEARTS) + LAST_TRICK_BONUS
print("Sun:  ", sun_total, "Abnat")
print("Hokum:", hokum_total, "Abnat (the trump J and 9 are worth more)")

# %% [markdown]
# ## 6. A real hand
#
# The engine deals from a **seed**: the same seed always gives the same cards, so everyone in
# the class sees the same deal. Here is the hand of seat 1 in deal number 1 after the
# bidding, with its Abnat in Sun and in Hokum with each trump.
#
# Moves are written as short texts: `"p1 sun"` means *the player in seat 1 bids Sun*. The
# lowercase `p1` is a **seat** number (`p2` = seat 2, `p3` = seat 3): it is **not** the
# priority P1, P2, P3, P4 (capital P) that lesson 02 introduces.

# %%
game = Game.new(seed=1, dealer=0)
game.act("p1 sun")  # seat 1 buys a Sun contract (lesson 03 explains how)
seat1 = CardSet(game.state.hands[1])
print("seat 1 holds", seat1)

# %% [markdown]
# `HandView` is a live widget that draws a hand. Hover over a card to see its name:

# %%
# NBVAL_IGNORE_OUTPUT
HandView(seat1, contract=game.state.contract)

# %% [markdown]
# Give it a Hokum contract and it marks the trumps. Here are the Abnat of the same eight
# cards in Sun and in Hokum with each trump suit:

# %%
# NBVAL_IGNORE_OUTPUT
HandView(seat1, contract=Contract(mode="hokum", trump="H"), caption="Hokum: hearts are trumps")

# %%
print("Sun:", seat1.points(), "Abnat")
for suit in Suit:
    print(f"Hokum {suit.symbol}:", seat1.points(suit), "Abnat")

# %% [markdown]
# **Try it:** pick another seed (any whole number) and seat, and run the two cells again.

# %%
game = Game.new(seed=2024, dealer=0)
game.act("p1 sun")
seat = 1
cards = CardSet(game.state.hands[seat])
print(f"seat {seat}: {cards} = {cards.points()} Abnat in Sun")

# %%
# NBVAL_IGNORE_OUTPUT
HandView(cards, caption=f"Seat {seat}, deal 2024")

# %% [markdown]
# ## Exercises
#
# Each answer cell starts as `answer_1 = ...  # your answer`. Replace the `...` with your
# answer, run the cell, then run the check cell below it. The check calls the engine and
# prints **Correct!** or raises an error that tells you what to look at. (Until you fill
# in an answer, the check only reminds you to.)
#
# **Exercise 1.** How many Abnat are these cards worth in **Sun**?

# %%
exercise_1 = CardSet("AS 10S KH JD 9C 7C")
display(HTML(STYLE + cards_html(exercise_1)))

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = 27", "wrong": ["answer_1 = 41", "answer_1 = 26"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
expected = exercise_1.points()
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif answer_1 != expected:
    raise AssertionError(
        f"Not quite: {answer_1} is not right. Add the Sun Abnat card by card "
        "(the table in section 5); 9s, 8s and 7s are worth nothing in Sun."
    )
else:
    print("Correct!", exercise_1, "is worth", expected, "Abnat in Sun.")

# %% [markdown]
# **Exercise 2.** The same cards in **Hokum with clubs (♣) as trumps**: how many Abnat?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = 41", "wrong": ["answer_2 = 27", "answer_2 = 47"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
expected = exercise_1.points(Suit.CLUBS)
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif answer_2 != expected:
    raise AssertionError(
        f"Not quite: {answer_2} is not right. Which of these cards are trumps when clubs are "
        "trumps, and what is the 9 of trumps worth?"
    )
else:
    print("Correct!", exercise_1, "is worth", expected, "Abnat in Hokum ♣.")

# %% [markdown]
# **Exercise 3.** Hokum, **diamonds (♦) are trumps**. Seat 0 leads A♦, then seat 1 plays 10♦,
# seat 2 plays 9♦ and seat 3 plays K♦. Which **seat** wins the trick?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = 2", "wrong": ["answer_3 = 0", "answer_3 = 1"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
trick_3 = [(0, "AD"), (1, "10D"), (2, "9D"), (3, "KD")]
expected = trick_winner(trick_3, Contract(mode="hokum", trump="D"))
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif answer_3 != expected:
    raise AssertionError(
        f"Not quite: seat {answer_3} does not win. All four cards are trumps here: "
        "look at the trump order in section 4."
    )
else:
    print("Correct! Seat", expected, "wins with", Card(dict(trick_3)[expected]))

# %% [markdown]
# **Exercise 4.** Write the eight ranks of a **Sun** suit from strongest to weakest, as a
# list of eight labels in quotes, in the form `["Q", "7", ...]` (that example is not the
# answer; write the ten as `"10"`).

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 4, "answer": "answer_4 = ['A', '10', 'K', 'Q', 'J', '9', '8', '7']", "wrong": ["answer_4 = ['A', 'K', 'Q', 'J', '10', '9', '8', '7']", "answer_4 = ['J', '9', 'A', '10', 'K', 'Q', '8', '7']"]}}
answer_4 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 4}}
expected = [r.label for r in sorted(Rank, key=lambda r: card_power(Card.of(r, 0), -1), reverse=True)]
if answer_4 is ...:
    print("Fill in answer_4 above, then run this cell.")
elif list(answer_4) != expected:
    wrong = [str(i) for i, (a, b) in enumerate(zip(answer_4, expected), start=1) if a != b]
    raise AssertionError(
        "Not quite. Wrong positions: " + (", ".join(wrong) or "the list must have 8 ranks")
        + ". Sequence order (for projects) is not the order that wins tricks."
    )
else:
    print("Correct! In Sun:", " > ".join(expected))

# %% [markdown]
# ## What next
#
# You know the cards, the orders and the points. In **02 · Dealing and the floor card** you
# will see how the cards reach the four players and what the face-up *floor card* is for.
