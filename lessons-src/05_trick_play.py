# Tutorial 05: trick play — follow suit, trump, over-trump, partner winning. Built by build.py.

# %% [markdown]
# # 05 · Trick play — اللعب
#
# Eight tricks are played. The first is led by **P1**, the dealer's right; after that the
# winner of each trick leads the next. Each player in turn (counter-clockwise) plays one
# card. You will learn:
#
# 1. who **wins** a trick;
# 2. which cards you **may** play: follow suit, trump when you cannot follow, **over-trump**,
#    and the exception when your **partner is winning**;
# 3. how the engine explains a refused card, and how house rules change the duties.
#
# The question "which cards may I play?" is always answered by one engine function,
# `legal_cards(hand, trick, contract)`. `trick` lists the cards already played in this trick
# as `(seat, card)` pairs, the leader first; the player is the next seat.

# %%
from IPython.display import HTML, display

from baloot_widgets import (
    Card,
    CardSet,
    Contract,
    Game,
    HandView,
    Rank,
    RuleSet,
    legal_cards,
    parse_cards,
    trick_winner,
)
from baloot_widgets.explain import trick_message
from baloot_widgets.render import hand_state_html
from baloot_widgets.rules.play import card_power
from baloot_widgets.i18n import GLOSSARY

sun = Contract(mode="sun", buyer=0)
hokum = Contract(mode="hokum", trump="H", buyer=0)  # hearts are trumps


def show(hand, trick, contract, rules=None):
    """Print a position and the legal cards the engine computes for it."""
    played = ", ".join(f"seat {s}: {Card(c)}" for s, c in trick) or "nothing (you lead)"
    legal = legal_cards(hand, trick, contract, rules=rules or RuleSet())
    print(f"  played so far: {played}")
    print(f"  your hand:     {CardSet(hand)}")
    print(f"  you may play:  {legal}")


# %% [markdown]
# ## 1. Who wins a trick
#
# The **highest trump** wins if any trump was played; otherwise the **highest card of the
# suit led**. A card of another suit never wins. "Highest" means in the rank orders of lesson
# 01, which the engine computes from its card strengths (`card_power`):

# %%
def order(trump):
    """The eight ranks, strongest first, in a plain suit (trump=False) or the trump suit."""

    def power(rank):
        # a heart (suit 1), with hearts as trumps (1) or with no trumps (-1)
        return card_power(Card.of(rank, 1), 1 if trump else -1)

    return " ".join(r.label for r in sorted(Rank, key=power, reverse=True))


print("Sun, and Hokum's plain suits:", order(trump=False))
print("Hokum, the trump suit:       ", order(trump=True))

# %% [markdown]
# In each trick below seat 0 leads and seats 1, 2 and 3 follow, in that order; the engine says
# who wins in a sentence:

# %%
for cards, contract in [("KS AS 10S 7H", sun), ("KS AS 10S 7H", hokum), ("AC 7C 10H QH", hokum)]:
    trick = list(zip([0, 1, 2, 3], parse_cards(cards)))
    winner = trick_winner(trick, contract)
    sentence = trick_message(0, tuple(c for _, c in trick), winner, contract.trump_index)
    print(f"{'Sun' if contract.trump is None else 'Hokum ♥':8} {cards:14} → {sentence}")

# %% [markdown]
# ## 2. Follow suit — no duty to win
#
# If you hold a card of the suit led you **must follow suit**. You do not have to win: any
# card of that suit will do. Seat 0 leads 10♠ and you (seat 1) hold K♠ 7♠ J♥:

# %%
show("KS 7S JH", [(0, "10S")], hokum)

# %% [markdown]
# ## 3. Void in the suit led: trump
#
# If you have **no card of the suit led** (you are *void*) in Hokum, you **must trump** if you
# have a trump. In Sun there are no trumps, so a void player plays anything.

# %%
print("Hokum ♥:")
show("JH 8H AD", [(0, "10S")], hokum)
print("Sun:")
show("JH 8H AD", [(0, "10S")], sun)

# %% [markdown]
# ## 4. … unless your partner is winning
#
# Seat 0 leads 10♠, seat 1 plays A♠, seat 2 plays 7♠. You are seat 3, void in ♠. Your
# **partner, seat 1, is winning** the trick, so you are free to play any card:

# %%
show("9H 8D", [(0, "10S"), (1, "AS"), (2, "7S")], hokum)

# %% [markdown]
# ## 5. Over-trump
#
# When an **opponent** has trumped, a void player must **beat that trump** if they can.
# Seat 0 leads A♣, seat 1 follows with 7♣, seat 2 (void) trumps with 10♥. You, seat 3, are
# void in ♣ too:

# %%
show("9H QH KD", [(0, "AC"), (1, "7C"), (2, "10H")], hokum)

# %% [markdown]
# Only the 9♥ beats the 10♥ (look at the trump order printed in section 1: the 9 is second,
# the 10 only fourth). And if you cannot beat it? You must **still play a trump**, a lower
# one:

# %%
show("QH 8H KD", [(0, "AC"), (1, "7C"), (2, "10H")], hokum)

# %% [markdown]
# ## 6. When trumps are led
#
# If trumps are led and you hold trumps, you must play a **higher trump** if you have one —
# even when your partner is winning. If you cannot beat it, any trump will do:

# %%
show("JH 7H AS", [(0, "9H")], hokum)
show("AH 7H AS", [(0, "9H")], hokum)

# %% [markdown]
# ## 7. A real hand, and the engine's explanations
#
# Deal 0, seat 0 deals, seat 1 buys a Hokum with spades (♠) as trumps. Trick 1 has been played
# (seat 0 won it with 10♣) and seat 0 leads 7♣ in trick 2. Seat 1 plays K♣. Now it is seat 2's
# turn, and seat 2 has no club:

# %%
game = Game.new(seed=0, dealer=0)
for action in ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass",
               "p1 play JC", "p2 play 8C", "p3 play QC", "p0 play 10C",
               "p0 play 7C", "p1 play KC"]:
    game.act(action)
display(HTML(hand_state_html(game.state)))

# %% [markdown]
# Which cards may seat 2 play?

# %%
def playable(game):
    """The cards the player to move may play now."""
    return CardSet({a.card for a in game.legal_actions() if hasattr(a, "card")})


print("seat 2 may play:", playable(game))

# %% [markdown]
# The same hand drawn by the `HandView` widget, with the playable cards outlined:

# %%
# NBVAL_IGNORE_OUTPUT
HandView(CardSet(game.state.hands[2]), contract=game.state.contract, highlight=playable(game))

# %% [markdown]
# And for every card it may **not** play, the engine has a sentence — the refusal you would
# get if you played it, which the live table also shows when you hover over a greyed-out card:

# %%
for card, reason in game.view(2).reasons.items():
    print(f"{card}: {reason}")

# %% [markdown]
# Trying an illegal card anyway is refused with the same sentence, and the game is unchanged:

# %% {"tags": ["raises-exception"]}
game.act("p2 play 10D")

# %% [markdown]
# Seat 2 trumps with Q♠. Now seat 3, also void in clubs, must **over-trump** the opponent's Q♠.
# It holds two trumps, 10♠ and 7♠, but only one beats the Q♠:

# %%
game.act("p2 play QS")
print("seat 3 holds:", CardSet(game.state.hands[3]))
print("seat 3 may play:", playable(game))
game.act("p3 play 10S")
trick = game.state.tricks[-1]
print(trick_message(trick.leader, trick.cards, trick.winner, game.state.contract.trump_index))

# %% [markdown]
# Seat 3 won the trick and now leads. Look at its possible actions: besides its cards there
# is one more, `sawa`.

# %%
print("  ".join(str(a) for a in game.legal_actions()))
for key in ("sawa", "akka"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english} ({arabic}): {meaning}")

# %% [markdown]
# * **Sawa (سوا)**: the player on lead claims that their team takes *all* the remaining
#   tricks. If the engine can verify it, the hand ends at once; if not, play goes on, and if
#   the claiming team then loses a trick, it loses the hand (Khasara, lesson 07).
# * **Akka (إكه)**: in Hokum, when you lead a plain-suit card (not an Ace) that is the highest
#   card of its suit still unplayed, you may announce it so your partner knows it wins. It then
#   appears in the legal actions as, for example, `p2 play 10S akka`. You will see it used in
#   lesson 09.
#
# ## 8. House rules
#
# Some tables play the duties differently. Each difference is a flag of `RuleSet` (the
# teacher's guide lists them all; lesson 10 shows how to play a match with them). The same
# positions with the flags switched:

# %%
flags = [
    ("must_trump_when_void=False", RuleSet(must_trump_when_void=False),
     "JH 8H AD", [(0, "10S")]),
    ("must_trump_when_partner_winning=True", RuleSet(must_trump_when_partner_winning=True),
     "9H 8D", [(0, "10S"), (1, "AS"), (2, "7S")]),
    ("must_undertrump=False", RuleSet(must_undertrump=False),
     "QH 8H KD", [(0, "AC"), (1, "7C"), (2, "10H")]),
]
for name, rules, hand, trick in flags:
    default = legal_cards(hand, trick, hokum)
    house = legal_cards(hand, trick, hokum, rules=rules)
    print(f"{name:38} default: {default!s:12} house rule: {house}")

# %% [markdown]
# **Try it:** build your own position. Change the hand, the trick and the contract and ask the
# engine.

# %%
show("AS 10S 9H 7D", [(2, "KS"), (3, "JH")], hokum)

# %% [markdown]
# ## Exercises
#
# In exercises 1-3 give the set of cards that may be played, as text such as `{"QS", "8H"}`;
# replace the `...` in the answer cell, run it, then run the check below it. The checks use
# this function, which asks the engine and tells you what is off:

# %%
def check_cards(answer, hand, trick, contract):
    """Compare an answer with the engine's legal cards and say what is off."""
    given, expected = CardSet(answer), legal_cards(hand, trick, contract)
    if given != expected:
        extra, missing = given - expected, expected - given
        problems = []
        if extra:
            problems.append(f"{extra} may NOT be played")
        if missing:
            problems.append(f"you left out a legal card ({len(missing)} missing)")
        raise AssertionError("Not quite: " + "; ".join(problems) + ".")
    print("Correct! Legal:", expected)

# %% [markdown]
# **Exercise 1.** Hokum, **spades are trumps**. Seat 1 leads Q♦. You are seat 2 and hold
# K♦ 7♦ J♠ A♣.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = {'KD', '7D'}", "wrong": ["answer_1 = {'KD'}", "answer_1 = {'KD', '7D', 'JS'}"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
else:
    check_cards(answer_1, "KD 7D JS AC", [(1, "QD")], Contract(mode="hokum", trump="S", buyer=1))

# %% [markdown]
# **Exercise 2.** Hokum, **spades are trumps**. Seat 1 leads A♦ and seat 2, void in
# diamonds, trumps with 9♠. You are seat 3, also void in diamonds, holding J♠ 8♠ A♣ 10♥.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = {'JS'}", "wrong": ["answer_2 = {'JS', '8S'}", "answer_2 = {'JS', '8S', 'AC', '10H'}"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
else:
    check_cards(answer_2, "JS 8S AC 10H", [(1, "AD"), (2, "9S")], Contract(mode="hokum", trump="S", buyer=1))

# %% [markdown]
# **Exercise 3.** Hokum, **hearts are trumps**. Seat 0 leads A♣ and seat 1 follows with 7♣.
# You are seat 2, void in clubs, holding 9♥ 8♦ K♠.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = {'9H', '8D', 'KS'}", "wrong": ["answer_3 = {'9H'}", "answer_3 = {'8D', 'KS'}"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
else:
    check_cards(answer_3, "9H 8D KS", [(0, "AC"), (1, "7C")], Contract(mode="hokum", trump="H", buyer=0))

# %% [markdown]
# **Exercise 4.** **Sun**. Seat 3 leads 10♠, seat 0 plays A♠, seat 1 plays 7♠ and seat 2,
# void in spades, plays K♥. Which **seat** wins the trick?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 4, "answer": "answer_4 = 0", "wrong": ["answer_4 = 3", "answer_4 = 2"]}}
answer_4 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 4}}
trick_4 = [(3, "10S"), (0, "AS"), (1, "7S"), (2, "KH")]
expected = trick_winner(trick_4, sun)
if answer_4 is ...:
    print("Fill in answer_4 above, then run this cell.")
elif answer_4 != expected:
    raise AssertionError(f"Not quite: seat {answer_4} does not win. Which suit was led?")
else:
    print("Correct! Seat", expected, "wins with", Card(dict(trick_4)[expected]))

# %% [markdown]
# ## What next
#
# Before playing their first card, players may **declare projects** — runs and fours of a
# kind that score extra: **06 · Projects and Baloot**.
