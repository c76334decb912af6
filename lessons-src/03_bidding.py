# Tutorial 03: bidding rounds 1 and 2, Gablak, Ashkal, Kawesh. Built by lessons-src/build.py.

# %% [markdown]
# # 03 · Bidding — الشراء
#
# After the first deal every player holds 5 cards and the floor card lies face up. Now the
# players **bid** to decide the contract and the buyer. You will learn:
#
# 1. the calls: **Pass (بس)**, **Hokum (حكم)**, **Sun (صن)**, **Ashkal (أشكل)** and **Kawesh (كوش)**;
# 2. round 1, where Hokum is in the floor card's suit and **Sun outranks Hokum**;
# 3. **Gablak (قبلك, "before you")**: how a player with better priority can take a Sun;
# 4. round 2, where Hokum may be in another suit;
# 5. what happens when nobody bids.
#
# As always, every list of allowed calls below is asked from the engine with
# `legal_actions(state)`, so it is exactly what the rules allow.

# %%
from IPython.display import HTML, display

from baloot_widgets import Card, CardSet, Game, RuleSet, Table, apply, legal_actions, new_hand
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.render import STYLE, cards_html, hand_state_html
from baloot_widgets.rules.bidding import ashkal_eligible, kawesh_eligible
from baloot_widgets.rules.engine import apply_text
from baloot_widgets.rules.match import next_dealer
from baloot_widgets.i18n import GLOSSARY


def calls(state):
    """The calls the player to move may make now."""
    return "  ".join(str(a) for a in legal_actions(state))


# %% [markdown]
# ## 1. The calls

# %%
for key in ("pass", "hokum", "sun", "ashkal", "gablak", "kawesh"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english:7} ({arabic}): {meaning}")

# %% [markdown]
# Calls are written as text: the seat (`p0` … `p3`) and the call, for example `"p1 pass"`,
# `"p2 hokum"`, `"p3 sun"`, `"p0 ashkal"`. Remember: the lowercase **p2 = seat 2, not
# priority P2**. Priority (P1 … P4) counts from the dealer's right (lesson 02); in this lesson
# seat 0 deals, so seat 1 is P1, seat 2 is P2, seat 3 is P3 and seat 0 is P4.
#
# ## 2. Round 1
#
# We use deal 18 with seat 0 dealing. Here is the table:

# %%
state = new_hand(seed=18, dealer=0)
display(HTML(hand_state_html(state)))
print("floor card:", Card(state.floor))
print("seat", state.to_move, "speaks first and may say:", calls(state))

# %% [markdown]
# In round 1 a Hokum is always in the **floor card's suit**: `p1 hokum` means "hearts are
# trumps" here. Naming another suit is refused, with the reason:

# %% {"tags": ["raises-exception"]}
apply(state, "p1 hokum D")

# %% [markdown]
# ### Sun outranks Hokum
#
# Seat 1 passes and seat 2 bids Hokum. Look at what seat 3 may say now: there is no second
# Hokum, only Sun (or Ashkal, see section 5) can go over it.

# %%
state = apply_text(new_hand(seed=18, dealer=0), "p1 pass", "p2 hokum")
print("seat", state.to_move, "may say:", calls(state))

# %% [markdown]
# ## 3. Gablak (قبلك): "before you"
#
# When somebody bids **Sun**, the normal bidding stops. Every player with **better priority**
# than the Sun bidder (lesson 02: P1 is best) is asked, in priority order, whether they want
# to take the Sun themselves — even players who passed, even the Hokum bidder. The first to
# accept buys the Sun. If all decline, the Sun bidder buys it. Players after the Sun bidder
# never speak again.
#
# Seat 3 passes, then the dealer, seat 0 (P4, the worst priority), bids Sun:

# %%
state = apply_text(state, "p3 pass", "p0 sun")
print("phase:", state.phase.value)
print("seat", state.to_move, "is asked first and may say:", calls(state))

# %% [markdown]
# If everybody declines, the Sun stays with seat 0:

# %%
all_decline = apply_text(state, "p1 pass", "p2 pass", "p3 pass")
print(all_decline.contract)

# %% [markdown]
# But if seat 1 declines and seat 2 (who bid Hokum) says Sun, seat 2 buys, and seat 3 is
# never asked:

# %%
taken = apply_text(state, "p1 pass", "p2 sun")
print(taken.contract)

# %% [markdown]
# ### When a Hokum stands
#
# If a Hokum was bid and nobody said Sun, the players who passed **before** the Hokum get one
# more turn each to say Sun (the engine calls this phase `bid1_extra`). Then the Hokum bidder
# **confirms** Hokum, or changes it to Sun (phase `confirm`).

# %%
state = apply_text(new_hand(seed=18, dealer=0), "p1 pass", "p2 pass", "p3 hokum", "p0 pass")
while state.phase.value == "bid1_extra":
    print(f"second chance for seat {state.to_move}: {calls(state)}")
    state = apply(state, f"p{state.to_move} pass")
print(f"the Hokum bidder, seat {state.to_move}, now chooses: {calls(state)}")
state = apply(state, "p3 hokum")
print(state.contract)

# %% [markdown]
# ## 4. Round 2
#
# If all four players pass in round 1, a second round starts with P1 again. Now a Hokum may be
# in **any suit except the floor card's suit**; the bidder names the suit when confirming.
#
# Who may go over a round-2 Hokum with a Sun? Only the players who have **not yet spoken in
# round 2**. A pass in round 2 gives up the right: there is no second chance as in round 1.
# Below, seat 1 passes and seat 2 bids Hokum. Seats 3 and 0 have not spoken yet, so they may
# still say Sun; seat 1 is never asked again, and seat 2 then confirms:

# %%
state = apply_text(new_hand(seed=18, dealer=0), "p1 pass", "p2 pass", "p3 pass", "p0 pass")
print("round", state.auction.round, "· seat", state.to_move, "may say:", calls(state))
state = apply_text(state, "p1 pass", "p2 hokum")
print("after a round-2 Hokum, seat", state.to_move, "may say:", calls(state))
state = apply(state, "p3 pass")
print("then seat", state.to_move, "may say:", calls(state))
state = apply(state, "p0 pass")
print("seat 1 is not asked; seat", state.to_move, "confirms, naming a suit:", calls(state))

# %% [markdown]
# Some tables let **every** other player overcall a round-2 Hokum, even after a pass: the house
# rule `round2_sun_over_hokum_by_all`. With it, seat 1 gets another turn:

# %%
by_all = RuleSet(round2_sun_over_hokum_by_all=True)
state = apply_text(
    new_hand(seed=18, dealer=0, rules=by_all), *[f"p{s} pass" for s in (1, 2, 3, 0)],
    "p1 pass", "p2 hokum", "p3 pass", "p0 pass",
)
print("with the house rule, seat", state.to_move, "may say:", calls(state))

# %% [markdown]
# A Sun in round 2 is **final**: there is no Gablak.

# %%
sun_round_2 = apply_text(
    new_hand(seed=18, dealer=0), "p1 pass", "p2 pass", "p3 pass", "p0 pass", "p1 pass", "p2 sun"
)
print(sun_round_2.contract, "· phase:", sun_round_2.phase.value)

# %% [markdown]
# If all four pass in round 2 as well, nobody scores, the cards are dealt again and the deal
# passes to the right:

# %%
void = apply_text(new_hand(seed=18, dealer=0), *[f"p{s} pass" for s in (1, 2, 3, 0) * 2])
print("phase:", void.phase.value, "· redeal:", void.redeal, "· result:", void.result)
print("next dealer: seat", next_dealer(void.dealer, void.redeal))

# %% [markdown]
# ## 5. Ashkal (أشكل): a Sun for your partner
#
# Ashkal is a Sun bid made **for your partner**: the partner becomes the buyer and takes the
# floor card. Only **P3 and P4** (the dealer's left and the dealer) may call it, and not when
# the floor card is an Ace. The engine's `ashkal_eligible` answers for each seat:

# %%
for seed in (18, 1):
    state = new_hand(seed=seed, dealer=0)
    allowed = [s for s in range(4) if ashkal_eligible(state, s)]
    print(f"floor {Card(state.floor)}: seats that may call Ashkal: {allowed}")

# %% [markdown]
# Seat 3 calls Ashkal. For Gablak it counts as a Sun bid at seat 3, so seats 1 and 2 are
# asked first; when they decline, seat 3's **partner**, seat 1, buys:

# %%
state = apply_text(new_hand(seed=18, dealer=0), "p1 pass", "p2 pass", "p3 ashkal")
print("asked:", calls(state))
print(apply_text(state, "p1 pass", "p2 pass").contract)

# %% [markdown]
# By default Ashkal exists in **round 1 only**. In round 2 seat 3 (P3) has no Ashkal button;
# the house rule `ashkal_second_round` brings it back:

# %%
for rules in (RuleSet(), RuleSet(ashkal_second_round=True)):
    state = apply_text(
        new_hand(seed=18, dealer=0, rules=rules), *[f"p{s} pass" for s in (1, 2, 3, 0)], "p1 pass", "p2 pass"
    )
    print(f"ashkal_second_round={rules.ashkal_second_round}: round 2, seat 3 may say: {calls(state)}")

# %% [markdown]
# ## 6. Kawesh (كوش): a hand with nothing in it
#
# A player whose 5 cards are all 7s, 8s and 9s may call **Kawesh** in round 1: the hand is
# cancelled and dealt again. If no bid was made yet, the same dealer deals again. In deal 98
# seat 3 has such a hand:

# %%
state = new_hand(seed=98, dealer=0)
display(HTML(STYLE + cards_html(CardSet(state.hands[3]))))
print("seats that may call Kawesh:", [s for s in range(4) if kawesh_eligible(state, s)])
print("floor card:", Card(state.floor))
state = apply_text(state, "p1 pass", "p2 pass")
print("seat 3 may say:", calls(state))
state = apply(state, "p3 kawesh")
print("redeal:", state.redeal, "· next dealer: seat", next_dealer(state.dealer, state.redeal))

# %% [markdown]
# Seat 3 is P3, yet `ashkal` is missing from its calls: the floor card is an **Ace**, and
# nobody may call Ashkal on an Ace.
#
# **Try it:** pick a seed, look at the cards, and bid for each seat in turn. Any call the
# rules do not allow is refused with a sentence saying why.

# %%
state = new_hand(seed=2024, dealer=0)
display(HTML(hand_state_html(state)))
for call in ["p1 pass", "p2 hokum", "p3 pass", "p0 pass"]:
    state = apply(state, call)
    print(f"{call:10} → phase {state.phase.value}, next: seat {state.to_move}")
print("allowed now:", calls(state))

# %% [markdown]
# Or bid at a live table: you are seat 1 (P1, first to speak) in deal 18, and three bots hold
# the other seats. The buttons show exactly the calls the engine allows. After the bidding
# you can play the hand out.

# %%
# NBVAL_IGNORE_OUTPUT
Table(Game.new(seed=18, dealer=0), you=1, bots={s: HeuristicBot(seed=s) for s in (0, 2, 3)})

# %% [markdown]
# ## Exercises
#
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** Deal 18, seat 0 deals. The calls are: seat 1 passes, seat 2 bids Hokum,
# seat 3 passes and seat 0 calls **Ashkal**. In the Gablak that follows, seats 1, 2 and 3 all
# decline. Who buys, and which contract? Answer with `(seat, "sun" or "hokum")`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = (2, 'sun')", "wrong": ["answer_1 = (0, 'sun')", "answer_1 = (2, 'hokum')"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
state = apply_text(
    new_hand(seed=18, dealer=0), "p1 pass", "p2 hokum", "p3 pass", "p0 ashkal", "p1 pass", "p2 pass", "p3 pass"
)
expected = (state.contract.buyer, state.contract.mode)
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif tuple(answer_1) != expected:
    raise AssertionError(
        f"Not quite: {answer_1}. An Ashkal is a Sun for the caller's partner, and in the Gablak "
        "nobody took it."
    )
else:
    print("Correct!", state.contract, "— the Hokum bidder ends up buying a Sun.")

# %% [markdown]
# **Exercise 2.** Seat 1 deals and the floor card is not an Ace. Which seats may call Ashkal?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = {0, 1}", "wrong": ["answer_2 = {2, 3}", "answer_2 = {3, 0}"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
state = new_hand(seed=18, dealer=1)
assert Card(state.floor).rank.label != "A"
expected = {s for s in range(4) if ashkal_eligible(state, s)}
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif set(answer_2) != expected:
    raise AssertionError(
        f"Not quite: {sorted(answer_2)}. Ashkal belongs to P3 and P4, the dealer's left and the "
        "dealer. Count P1, P2, P3, P4 from the dealer's right."
    )
else:
    print("Correct! With seat 1 dealing, P3 and P4 are seats", sorted(expected))

# %% [markdown]
# **Exercise 3.** Deal 1, seat 0 deals, and the floor card is **A♦**. Everybody passes in
# round 1; in round 2 seat 1 bids Hokum and nobody overcalls. Which trump suits may seat 1
# name when it confirms? Give a set of suit letters such as `{"S", "H"}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = {'S', 'H', 'C'}", "wrong": ["answer_3 = {'S', 'H', 'D', 'C'}", "answer_3 = {'D'}", "answer_3 = {'S', 'D', 'C'}"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
state = apply_text(
    new_hand(seed=1, dealer=0), "p1 pass", "p2 pass", "p3 pass", "p0 pass",
    "p1 hokum", "p2 pass", "p3 pass", "p0 pass",
)
expected = {a.suit.letter for a in legal_actions(state) if getattr(a, "suit", None) is not None}
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif {s.upper() for s in answer_3} != expected:
    raise AssertionError(
        f"Not quite: {sorted(answer_3)}. In round 2 the trump may be any suit except one."
    )
else:
    print("Correct! Seat 1 may choose", " ".join(sorted(expected)), "— never the floor suit", Card(state.floor).suit.symbol)

# %% [markdown]
# **Exercise 4.** Deal 2, and this time **seat 2 deals**. Round 1 goes: seat 3 passes, seat 0
# passes, seat 1 bids Hokum, seat 2 passes. Which seats get a second chance to say Sun, in
# order? Give a list.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 4, "answer": "answer_4 = [3, 0]", "wrong": ["answer_4 = [3, 0, 2]", "answer_4 = [0, 3]", "answer_4 = [2]"]}}
answer_4 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 4}}
state = apply_text(new_hand(seed=2, dealer=2), "p3 pass", "p0 pass", "p1 hokum", "p2 pass")
expected = []
while state.phase.value == "bid1_extra":
    expected.append(state.to_move)
    state = apply(state, f"p{state.to_move} pass")
if answer_4 is ...:
    print("Fill in answer_4 above, then run this cell.")
elif list(answer_4) != expected:
    raise AssertionError(
        f"Not quite: {answer_4}. Only the players who passed BEFORE the Hokum get a second "
        "chance, in the order they spoke."
    )
else:
    print("Correct! Seats", expected, "are asked again; then seat 1 confirms.")

# %% [markdown]
# ## What next
#
# The contract is fixed. Before the first card, the defenders may raise the stakes:
# **04 · Doubling**.
