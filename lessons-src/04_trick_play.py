# Lesson 04 of the course: which cards may be played (RULES.md §6): follow suit, trumping,
# over-trumping, under-trumping, the partner who is winning, trumps led, the closed Hokum
# lead. Built into tutorials/04_trick_play.ipynb by lessons-src/build.py; edit this file, then
# run `python lessons-src/build.py 04`.

# %% [markdown]
# # 04 · Trick play — اللعب
#
# In [lesson 03](03_your_first_hand.ipynb) the table showed you which cards you could play.
# This lesson gives the exact rules, one at a time, so you know them before the table tells
# you. They decide every card of the game:
#
# 1. who wins a trick (أكلة);
# 2. following suit;
# 3. trumping when you cannot follow, and the exception when your partner is winning;
# 4. over-trumping and under-trumping;
# 5. when trumps are led, and the closed Hokum (مقفول).
#
# In each picture below, the cards you may play are **outlined**: the rules engine chose them.
# <span class="bw-live">Run each cell in order (Shift + Enter).</span>

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# We use two contracts: a Sun, and a Hokum with **hearts as trumps** (the trumps are marked
# in the pictures).

# %%
sun = Contract(mode="sun")
hokum = Contract(mode="hokum", trump="H")

# %% [markdown]
# ## 1. Who wins the trick
#
# The **highest trump** wins, if anyone played a trump. Otherwise the **highest card of the
# suit led** wins. A card of another suit that is not a trump never wins.
#
# Seat 0 leads A♣, seat 1 plays 7♣, seat 2 has no club and plays 10♥, seat 3 plays K♣. In
# Hokum ♥ the 10♥ is a trump; in Sun it is just a heart:

# %%
trick = [(0, "AC"), (1, "7C"), (2, "10H"), (3, "KC")]
trick_winner(trick, hokum), trick_winner(trick, sun)

# %% [markdown]
# In Hokum seat 2 wins with its trump; in Sun seat 0 keeps the trick with the A♣.

# %% [markdown]
# ## 2. Follow suit, with no duty to win
#
# If you hold a card of the suit led, you **must play one**. Any one: you do not have to win
# the trick. Seat 0 leads 10♠; you hold K♠, 7♠ and J♥:

# %%
hand, trick = "KS 7S JH", [(0, "10S")]
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="10♠ led", lang=LANG)

# %% [markdown]
# K♠ or 7♠, your choice. The J♥ may not be played, even though it is the best trump: you can
# follow suit, so you must.

# %% [markdown]
# ## 3. No card of the suit led: trump
#
# If you have no card of the suit led, in **Sun** you play any card. In **Hokum** you **must
# play a trump** if you have one. Seat 0 leads 10♠ and you hold J♥, 8♥ and A♦, no spade:

# %%
hand, trick = "JH 8H AD", [(0, "10S")]
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="Hokum ♥, 10♠ led", lang=LANG)

# %% [markdown]
# Either trump, but not the A♦. The same cards in Sun: everything may be played.

# %%
HandView(hand, highlight=legal_cards(hand, trick, sun), caption="Sun, 10♠ led", lang=LANG)

# %% [markdown]
# Check it yourself: select every card you may play, then press **Check**. If you are wrong,
# the engine says which rule you missed. Seat 1 leads A♦ and you have no diamond, first in a
# Hokum with spades as trumps, then in a Sun:

# %%
void_hand, diamond_led = "10S 7S KC 9H", [(1, "AD")]
Quiz(
    exercises=[
        make("legal_cards", hand=void_hand, trick=diamond_led,
             contract=Contract(mode="hokum", trump="S", buyer=1)),
        make("legal_cards", hand=void_hand, trick=diamond_led, contract=Contract(mode="sun", buyer=1)),
    ],
    lang=LANG,
)

# %% [markdown]
# ## 4. Unless your partner is winning
#
# There is one exception: if **your partner is winning the trick** so far, you need not trump;
# play any card. Seat 0 leads 10♠, seat 1 plays A♠, seat 2 plays 7♠. You are seat 3: your
# partner is seat 1, and its A♠ is winning. You have no spade and hold 9♥ and 8♦:

# %%
hand, trick = "9H 8D", [(0, "10S"), (1, "AS"), (2, "7S")]
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="Your partner's A♠ is winning", lang=LANG)

# %% [markdown]
# Both cards are allowed: you may keep your trump for later.
#
# Check it: spades are trumps, diamonds are led and you have none. You are seat 0 and your
# partner is seat 2. In the first trick your partner's A♦ is winning; in the second your
# partner led the 7♦ and an opponent, seat 3, is winning with the A♦:

# %%
spades = Contract(mode="hokum", trump="S", buyer=0)
Quiz(
    exercises=[
        make("legal_cards", hand="9S KC 8H", trick=[(2, "AD"), (3, "7D")], contract=spades),
        make("legal_cards", hand="9S KC 8H", trick=[(2, "7D"), (3, "AD")], contract=spades),
    ],
    lang=LANG,
)

# %% [markdown]
# ## 5. Over-trump, and under-trump
#
# If an **opponent's trump** is winning the trick and you have no card of the suit led, you
# must **beat that trump** with a higher one if you can: that is **over-trumping**. Seat 0 leads A♣, seat 1
# plays 7♣, and seat 2 (an opponent of yours, seat 3) has no club and trumps with 10♥. You
# have no club either and hold 9♥, Q♥ and K♦:

# %%
hand, trick = "9H QH KD", [(0, "AC"), (1, "7C"), (2, "10H")]
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="10♥ has trumped A♣", lang=LANG)

# %% [markdown]
# Only the 9♥ beats the 10♥ (the trump order is J 9 A 10 K Q 8 7), so it is the only card you
# may play.
#
# And if you cannot beat their trump? You must **still play a trump**, a lower one: that is
# **under-trumping**. The same trick, but you hold Q♥, 8♥ and K♦:

# %%
hand = "QH 8H KD"
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="10♥ has trumped A♣", lang=LANG)

# %% [markdown]
# Check it: in each trick an opponent's trump is winning and you have none of the suit led.
# Over-trump if you can; if you cannot, still trump:

# %%
Quiz(exercises=[exercise("legal_cards", seed=2, level=3), exercise("legal_cards", seed=1, level=3)], lang=LANG)

# %% [markdown]
# ## 6. When trumps are led
#
# If the first card of the trick is a trump, you must follow with a trump, and a **higher
# trump than the highest one played** if you have one, even when your partner is winning.
# Seat 0 leads 9♥ and you hold J♥, 7♥ and A♠:

# %%
hand, trick = "JH 7H AS", [(0, "9H")]
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="9♥ led", lang=LANG)

# %% [markdown]
# Only the J♥ beats the 9♥. With A♥ and 7♥ instead, neither beats the 9♥, so either trump may
# be played:

# %%
hand = "AH 7H AS"
HandView(hand, hokum, highlight=legal_cards(hand, trick, hokum), caption="9♥ led", lang=LANG)

# %% [markdown]
# ## 7. The closed Hokum: no trump lead
#
# A Hokum can be **closed (مقفول, Magfool)**. It is chosen when the game is doubled (lesson
# 09). In a closed Hokum, the player who leads may **not lead a trump** while holding a card
# of another suit. Holding J♥, 9♥ and A♠, you must lead the A♠:

# %%
closed = Contract(mode="hokum", trump="H", buyer=0, multiplier=2, doubler=1, closed=True)
hand = "JH 9H AS"
HandView(hand, closed, highlight=legal_cards(hand, [], closed), caption="Closed Hokum ♥, you lead", lang=LANG)

# %% [markdown]
# With only trumps left, you lead a trump, of course. In an open Hokum (the usual one) you
# may lead any card.
#
# Now every rule of this lesson, mixed: no card of the suit led, trumps led, and a closed
# Hokum lead. Select every card you may play, then press **Check**.

# %%
Quiz(
    exercises=[
        exercise("legal_cards", seed=0, level=2),
        exercise("legal_cards", seed=6, level=3),
        exercise("legal_cards", seed=5, level=3),
    ],
    lang=LANG,
)

# %% [markdown]
# ## 8. At the table
#
# Here is a real hand in Hokum ♥ in which you bought the game. Your partner, seat 2, led the
# A♣; seat 3, an opponent with no club, trumped it with the 10♥. You have no club either.
#
# You don't need to read the next cell: it only deals this hand (the same hand each time it
# is used). Just run it.

# %%
def deal():
    hands = [
        "9H QH KD 10D 7D AS 8S 7H",
        "7C 9C 10C QC JS 7S 8D AH",
        "AC KC JC 8C JH KH 10S 9S",
        "10H 8H AD QD JD KS QS 9D",
    ]
    game = Game.from_hands(hands, floor="7H", dealer=1, rules=RuleSet.beginner())
    calls = ["p2 pass", "p3 pass", "p0 hokum", "p1 pass", "p2 pass", "p3 pass", "p0 hokum"]
    for action in [*calls, "p2 play AC", "p3 play 10H"]:
        game.act(action)
    return game

# %% [markdown]
# Before you play, ask the engine directly whether you may play the Q♥. `p0 play QH` means
# "seat 0 plays Q♥"; the engine answers with a sentence:

# %%
print(attempt(deal(), "p0 play QH", lang=LANG))

# %% [markdown]
# The table refuses a card that breaks a rule with the same sentence. Which cards does it let
# you play? <span class="bw-live">Point at a greyed card to read why it is not allowed; then
# play, and finish the hand against the bots. To play the hand again, run the cell
# again.</span>

# %%
Table(deal(), bots="heuristic", lang=LANG)

# %% [markdown]
# ## 9. Who wins these tricks?
#
# In Hokum, with trumps in the trick: which card wins?

# %%
Quiz(kinds=["trick_winner"], level=3, seed=5, count=3, lang=LANG)

# %% [markdown]
# ## 10. Practice
#
# New positions each time you run the cell, with every rule of this lesson.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["legal_cards", "trick_winner"], level=3, seed=None, count=8, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["legal_cards", "trick_winner"], level=2, seed=21, count=4, exit_ticket="04", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [05 · Projects and Baloot](05_projects_and_baloot.ipynb): the card combinations you
# announce in the first trick for extra points.

# %% [markdown]
# ## In short
#
# * Follow suit if you can (any card of it); with no card of that suit, in Hokum trump unless your partner is winning.
# * Over-trump an opponent's trump if you can, else still play a trump; when trumps are led, beat the highest trump if you can.
# * In a closed Hokum the leader may not lead a trump while holding another suit; in Sun there are no trumps at all.
