# Tutorial 02: seats, teams, dealing and the floor card. Built by lessons-src/build.py.

# %% [markdown]
# # 02 · Dealing and the floor card — التوزيع والورقة المكشوفة
#
# In lesson 01 you met the cards. Now we sit four players at the table and deal. You will learn:
#
# 1. the seats, the two teams, and the direction of play;
# 2. who deals, who speaks first, and the **priority** order;
# 3. the deal in two parts: **5 cards** each, the face-up **floor card** (الورقة المكشوفة),
#    then the rest once someone has bought;
# 4. why the same **seed** always gives the same deal.

# %%
from IPython.display import HTML, display

from baloot_widgets import Card, CardSet, Game, HandView, RuleSet, new_hand
from baloot_widgets.render import STYLE, cards_html, hand_state_html
from baloot_widgets.rules.bidding import priority
from baloot_widgets.rules.contract import team_of
from baloot_widgets.rules.deal import FLOOR_INDEX, shuffled_pack
from baloot_widgets.i18n import GLOSSARY, seat_name, team_name

# %% [markdown]
# ## 1. Seats and teams
#
# The engine numbers the seats 0, 1, 2 and 3. Partners sit opposite each other, so the teams
# are seats 0 and 2 against seats 1 and 3:

# %%
for seat in range(4):
    print(seat_name(seat), "plays for", team_name(team_of(seat)), "/", team_name(team_of(seat), "ar"))

# %% [markdown]
# Play, dealing and bidding go **counter-clockwise**: after seat `s` comes seat `(s + 1) % 4`,
# the player on `s`'s right. Seen from above, with seat 0 at the bottom:
#
# ```
#              seat 2
#     seat 3            seat 1
#              seat 0
# ```
#
# Going round the table from seat 0:

# %%
seat = 0
for _ in range(5):
    print(seat, end=" → " if _ < 4 else "\n")
    seat = (seat + 1) % 4

# %% [markdown]
# ## 2. The dealer and the priority order
#
# One player is the **dealer (الموزّع)**. Counting from the dealer's right, the players are
# called **P1, P2, P3, P4**; the dealer is P4. P1 speaks first in the bidding and, by default,
# leads the first trick (section 6 shows the house rule that changes this). When two players
# want the same thing in the bidding, the one with the better **priority** wins: P1 before P2
# before P3 before P4. The engine's `priority` function gives 0 for P1 up to 3 for P4; here
# is the table for every dealer:

# %%
print("dealer   P1  P2  P3  P4   (seat numbers)")
for dealer in range(4):
    state = new_hand(seed=0, dealer=dealer)
    by_priority = sorted(range(4), key=lambda s: priority(state, s))
    print(f"seat {dealer}  ", "   ".join(str(s) for s in by_priority),
          "  first to speak:", state.to_move)

# %% [markdown]
# ## 3. Shuffle and cut
#
# The dealer shuffles and the player on the dealer's left (P3) cuts. The engine does both with
# a random generator started from a **seed**. The same seed always gives the same pack, so a
# whole class can play the same deal:

# %%
pack = shuffled_pack(7)
print("seed 7, first 8 cards:", " ".join(str(Card(c)) for c in pack[:8]))
print("same seed, same pack: ", shuffled_pack(7) == pack)
print("seed 8 is different:  ", shuffled_pack(8) == pack)

# %% [markdown]
# ## 4. The first deal: 5 cards each and the floor card
#
# From the top of the pack the dealer gives **3 cards** to each player, P1 first, then **2**
# more each in the same order. The next card is turned face up: the **floor card**. Here is
# deal number 7 with seat 0 dealing. For each seat we list the positions in the pack of the
# cards it received (position 0 is the top card):

# %%
state = new_hand(seed=7, dealer=0)
for seat in sorted(range(4), key=lambda s: priority(state, s)):
    positions = [i for i, c in enumerate(state.pack) if state.hands[seat] >> c & 1]
    print(f"P{priority(state, seat) + 1} = seat {seat}: pack positions {positions}")
print("floor card: pack position", FLOOR_INDEX, "=", Card(state.floor))
print("cards still in the pack:", 32 - 4 * 5 - 1)

# %% [markdown]
# The whole table at this moment (in a real game you only see your own cards; a teacher's
# picture shows all four):

# %%
display(HTML(hand_state_html(state)))

# %% [markdown]
# In a real game P1 sees only this: its own five cards, and the floor card that everybody
# sees. The `HandView` widget draws them:

# %%
# NBVAL_IGNORE_OUTPUT
p1 = state.to_move
display(
    HandView(CardSet(state.hands[p1]), caption=f"P1 = seat {p1}: my five cards"),
    HandView([Card(state.floor)], caption="the floor card, face up for everyone"),
)

# %% [markdown]
# ## 5. What the floor card is for
#
# The floor card (also called the *buyer's card*) does two jobs:
#
# * in the first bidding round a **Hokum (حكم)** can only be played with the floor card's suit
#   as trumps (lesson 03);
# * the player who wins the bidding, the **buyer** (المشتري), takes the floor card into their hand.
#
# The buyer's partner plays with the buyer. The other team, the two players who did not buy,
# are the **defenders (المدافعون)**: they try to stop the buyer's team from making its
# contract.

# %%
for key in ("floor", "buyer", "defenders"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english} ({arabic}): {meaning}")

# %% [markdown]
# ## 6. The second deal
#
# Once the contract is fixed, the buyer takes the floor card and **2** more cards; everyone
# else gets **3**, dealt from the top starting with P1. Everyone then holds 8 cards. Let us
# make seat 2 the buyer (seat 1 passes, seat 2 bids Sun — lesson 03 explains the calls) and
# compare each hand before and after.
#
# A reminder about the notation from lesson 01: in `"p2 sun"` the lowercase **p2 = seat 2,
# not priority P2**. (With seat 0 dealing, seat 2 happens to be P2 as well; with another
# dealer it would not be.)

# %%
game = Game.new(seed=7, dealer=0)
before = game.state.hands
game.act("p1 pass")
game.act("p2 sun")
game.act("p1 pass")  # seat 1 had priority and is asked whether it wants the Sun; it declines
after = game.state.hands
print("buyer:", game.state.contract)
floor = 1 << game.state.floor
for seat in range(4):
    new = CardSet(after[seat] & ~before[seat] & ~floor)
    took_floor = f"the floor card {Card(game.state.floor)} and " if after[seat] & floor else ""
    print(f"seat {seat} received {took_floor}{len(new)} cards from the pack: {new}")
print("the play starts: seat", game.state.to_move, "leads the first trick")

# %%
display(HTML(hand_state_html(game.state)))

# %% [markdown]
# Seat 1 leads because it is P1. Some tables let the **buyer** lead the first trick instead:
# that is the house rule `bidder_leads_first` of `RuleSet` (lesson 10 shows how to switch
# house rules on). The same deal, with the flag at its default and switched:

# %%
for rules in (RuleSet(), RuleSet(bidder_leads_first=True)):
    other = Game.new(seed=7, dealer=0, rules=rules)
    for call in ("p1 pass", "p2 sun", "p1 pass"):
        other.act(call)
    print(f"bidder_leads_first={rules.bidder_leads_first}: seat {other.state.to_move} leads trick 1")

# %% [markdown]
# **Try it:** change the seed or the dealer below and run the cell: what is the floor card,
# who speaks first, and what does that player hold?

# %%
game = Game.new(seed=123, dealer=3)
print("floor card:", Card(game.state.floor), "· first to speak: seat", game.state.to_move)
display(HTML(STYLE + cards_html(CardSet(game.state.hands[game.state.to_move]))))

# %% [markdown]
# ## Exercises
#
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** Seat 2 deals. Which seat speaks first in the bidding?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = 3", "wrong": ["answer_1 = 1", "answer_1 = 2"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
expected = new_hand(seed=0, dealer=2).to_move
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif answer_1 != expected:
    raise AssertionError(
        f"Not quite: seat {answer_1} is not first. P1 sits on the dealer's right, the next "
        "seat counter-clockwise: (dealer + 1) % 4."
    )
else:
    print("Correct! With seat 2 dealing, seat", expected, "is P1 and speaks first.")

# %% [markdown]
# **Exercise 2.** Which seats play together with seat 3? Give the set of seats of its team
# (seat 3 included).

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = {1, 3}", "wrong": ["answer_2 = {3, 0}", "answer_2 = {2, 3}"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
expected = {s for s in range(4) if team_of(s) == team_of(3)}
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif set(answer_2) != expected:
    raise AssertionError(
        f"Not quite: {sorted(answer_2)} is not seat 3's team. Partners sit opposite each other."
    )
else:
    print("Correct! Seat 3's team is", team_name(team_of(3)))

# %% [markdown]
# **Exercise 3.** Seat 3 buys the contract. Not counting the floor card, how many cards does
# each seat receive **from the pack** in the second deal? Give a dictionary `{seat: count}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = {0: 3, 1: 3, 2: 3, 3: 2}", "wrong": ["answer_3 = {0: 3, 1: 3, 2: 3, 3: 3}", "answer_3 = {0: 3, 1: 3, 2: 3, 3: 1}"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
check = Game.new(seed=7, dealer=0)
for call in ("p1 pass", "p2 pass", "p3 sun", "p1 pass", "p2 pass"):  # seat 3 buys a Sun
    check.act(call)
assert check.state.contract.buyer == 3
start, end = check.states[0].hands, check.state.hands
floor = 1 << check.state.floor
expected = {s: ((end[s] & ~start[s]) & ~floor).bit_count() for s in range(4)}
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif dict(answer_3) != expected:
    raise AssertionError(
        f"Not quite: {answer_3}. Everyone ends with 8 cards; the buyer already has the floor card."
    )
else:
    print("Correct!", expected, "plus the floor card for seat 3:", sum(expected.values()) + 1, "cards.")

# %% [markdown]
# **Exercise 4.** Use the engine: with **seed 5** and **seat 1 dealing**, what is the floor
# card? Write it as text, like `"QD"` or `"10H"`. (Hint: `new_hand(seed=..., dealer=...)` and
# its `.floor`; you may add a cell to try it.)

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 4, "answer": "answer_4 = '9C'", "wrong": ["answer_4 = 'AS'", "answer_4 = '9S'"]}}
answer_4 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 4}}
expected = Card(new_hand(seed=5, dealer=1).floor)
if answer_4 is ...:
    print("Fill in answer_4 above, then run this cell.")
elif Card(answer_4) != expected:
    raise AssertionError(
        f"Not quite: {Card(answer_4)} is not the floor card of that deal. Run "
        "new_hand(seed=5, dealer=1) and look at its floor card."
    )
else:
    print("Correct! The floor card is", expected)

# %% [markdown]
# ## What next
#
# In **03 · Bidding** the players look at their 5 cards and the floor card and decide who buys,
# and in which contract.
