# Tutorial 04: the doubling chain, open and closed Hokum, the Sun 100 rule. Built by build.py.

# %% [markdown]
# # 04 · Doubling — الدبل
#
# The contract is fixed and the buyer has the floor card. Before the first card is played,
# the **defenders (المدافعون)** — the team that did not buy (lesson 02) — may **raise the
# stakes**. You will learn:
#
# 1. the chain **Double (دبل) → Triple (ثري) → Four (فور) → Gahwa (قهوة)** and who may call each step;
# 2. **open (مفتوح)** and **closed (مقفول, Magfool)** Hokum, and what "closed" changes in the play;
# 3. the **Sun 100 rule**: when a Sun may be doubled at all;
# 4. what a multiplier, and a Gahwa, do to the score.

# %%
from IPython.display import HTML, display

from baloot_widgets import (
    CardSet,
    Contract,
    Game,
    RuleSet,
    Table,
    apply,
    is_legal,
    legal_actions,
    legal_cards,
    new_hand,
    score_hand,
)
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.render import hand_state_html
from baloot_widgets.rules.doubling import sun_double_allowed
from baloot_widgets.rules.engine import apply_text
from baloot_widgets.i18n import GLOSSARY


def calls(state):
    """The calls the player to move may make now."""
    return "  ".join(str(a) for a in legal_actions(state))


# %%
for key in ("double", "triple", "four", "gahwa", "open", "closed"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english:17} ({arabic}): {meaning}")

# %% [markdown]
# ## 1. The chain, step by step
#
# We reuse deal 18 from lesson 03 (seat 0 deals). Seat 3 buys a Hokum with hearts as trumps:

# %%
BIDDING = ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum"]
state = apply_text(new_hand(seed=18, dealer=0), *BIDDING)
display(HTML(hand_state_html(state)))
print("phase:", state.phase.value)

# %% [markdown]
# The defenders (seats 0 and 2) are asked in the order they play in the first trick. Seat 1
# (P1) leads it, so seat 2 plays before seat 0 and is asked first; if seat 2 passes, seat 0
# may still double. After the Double every step is optional, and declining ends the chain.
#
# Below, seat 2 passes and then seat 0 and seat 3 go all the way. After each call we print
# the contract with its multiplier, and who speaks next with what they may say:

# %%
chain = ["p2 pass", "p0 double closed", "p3 triple", "p0 four closed", "p3 gahwa"]
print(f"{'':18}{state.contract}")
print(f"{'':18}next: seat {state.to_move} may say {calls(state)}")
for call in chain:
    state = apply(state, call)
    c = state.contract
    print(f"{call:18}{c} · multiplier {c.multiplier} · closed {c.closed}")
    if state.phase.value == "doubling":
        print(f"{'':18}next: seat {state.to_move} may say {calls(state)}")
print("phase:", state.phase.value)

# %% [markdown]
# Read the output from top to bottom:
#
# * **Double** (×2) is called by a defender: here seat 0, after seat 2 passed.
# * **Triple** (×3) is the **buyer's** answer.
# * **Four** (×4) belongs to the player **who doubled**, not to his partner.
# * **Gahwa** (coffee) is the buyer's last word: whoever wins this hand wins the **whole match**.
#   The contract still says multiplier 4 (its score sheet counts the pot like a Four), but the
#   hand goes on the match sheet as 152 – 0: section 4 shows it.
#
# A call out of turn, or by the wrong player, is refused with the reason:

# %% {"tags": ["raises-exception"]}
after_double = apply_text(new_hand(seed=18, dealer=0), *BIDDING, "p2 pass", "p0 double")
apply(after_double, "p1 triple")  # seat 1 is the buyer's partner, not the buyer

# %%
print("may seat 2 (the doubler's partner) call Four after a Triple?",
      is_legal(apply(after_double, "p3 triple"), "p2 four"))

# %% [markdown]
# ## 2. Open and closed Hokum
#
# When a Hokum is doubled it can be played **closed** (مقفول, *Magfool*). The player who calls
# Double chooses (`"p0 double closed"`); a **Triple** makes the game open again; whoever calls
# **Four** chooses again; a **Gahwa** is always open. The `closed` column in the chain above
# shows exactly this.
#
# What does closed change? The player on lead **may not lead a trump** while holding a card of
# another suit. Compare seat 1's possible leads in the same deal, open and closed:

# %%
for lock in ("double", "double closed"):
    state = apply_text(new_hand(seed=18, dealer=0), *BIDDING, "p2 pass", f"p0 {lock}", "p3 pass")
    leads = CardSet({a.card for a in legal_actions(state) if hasattr(a, "card")})
    print(f"{state.contract}:\n   seat 1 may lead {leads}")

# %% [markdown]
# With only trumps in hand, a closed game lets you lead them (you have nothing else):

# %%
closed = Contract(mode="hokum", trump="H", buyer=0, multiplier=2, doubler=1, closed=True)
print(legal_cards("JH 9H AS", [], closed))
print(legal_cards("JH 9H", [], closed))

# %% [markdown]
# ## 3. Doubling a Sun: the 100 rule
#
# A Sun has only one step, **Double**, and even that is allowed only when, before the hand,
# the **buyer's team has more** match points **than a threshold** and the **doubling team has
# less**. The threshold is the `RuleSet` setting `sun_double_threshold`; its default gives the
# rule its name. The engine's `sun_double_allowed(scores, buyer_team, rules)` decides; scores
# are (team 0·2, team 1·3) and here team 0·2 buys:

# %%
THRESHOLD = RuleSet().sun_double_threshold
print("the threshold:", THRESHOLD, "points")
print("buyer team  defenders   may the defenders Double a Sun?")
for buyer_score, defender_score in [(0, 0), (120, 80), (80, 120), (120, 110), (100, 50), (101, 99)]:
    allowed = sun_double_allowed((buyer_score, defender_score), 0, RuleSet())
    print(f"{buyer_score:>10}  {defender_score:>9}   {allowed}")

# %% [markdown]
# So at the start of a match (0 – 0) nobody can double a Sun: the engine goes straight to the
# play. With the match at 80 – 120 and seat 1 (team 1·3, on 120) buying a Sun, seat 2 may
# double, and nothing more:

# %%
print("match at 0 – 0: after 'p1 sun' the phase is", apply(new_hand(seed=18, dealer=0), "p1 sun").phase.value)
state = apply(new_hand(seed=18, dealer=0, match_scores=(80, 120)), "p1 sun")
print("phase:", state.phase.value, "· seat", state.to_move, "may say:", calls(state))
state = apply(state, "p2 double")
print(state.contract, "· phase:", state.phase.value)

# %% [markdown]
# ## 4. What a multiplier does to the score
#
# Lesson 07 covers scoring in full. As a preview: a doubled hand is not shared. The team with
# more points takes **everything, times the multiplier**. The same Hokum cards, 100 Abnat to 62,
# scored plain, doubled, and as a Gahwa:

# %%
for m in (1, 2, 3, 4):
    contract = Contract(mode="hokum", trump="H", buyer=0, multiplier=m, doubler=1 if m > 1 else None)
    print(f"x{m}:   ", score_hand(contract, abnat=(100, 62), tricks=(5, 3)).points)
gahwa = score_hand(Contract(mode="hokum", trump="H", buyer=0, multiplier=4, doubler=1, gahwa=True), abnat=(100, 62), tricks=(5, 3))
print("Gahwa:", gahwa.points, "· match won by team", gahwa.match_winner)

# %% [markdown]
# The Gahwa line is not the x4 pot: the pot only decides who won the hand. The winner is given
# the match target (152) and the other team 0, so the match ends with this hand.

# %% [markdown]
# **Try it at the table.** You are seat 0, a defender, in deal 18 right after the bidding above
# (seat 3 bought Hokum ♥). The bot in seat 2 speaks first; then it is your turn: pass, Double,
# or Double closed? Then play the hand out with the bots.

# %%
# NBVAL_IGNORE_OUTPUT
after_bidding = Game.new(seed=18, dealer=0)
for call in BIDDING:
    after_bidding.act(call)
Table(after_bidding, you=0, bots={s: HeuristicBot(seed=s) for s in (1, 2, 3)})

# %% [markdown]
# **Try it:** house rules change the chain. For example, with `closed_hokum_chooser="auto"` a
# Double or Four always closes the game, so nobody chooses; with `sun_full_doubling_chain=True`
# a Sun can be tripled too. Change the flags and run again:

# %%
rules = RuleSet(closed_hokum_chooser="auto", sun_full_doubling_chain=True)
state = apply_text(new_hand(seed=18, dealer=0, rules=rules), *BIDDING, "p2 pass")
print("Hokum: seat", state.to_move, "may say", calls(state))
print("       after p0 double:", apply(state, "p0 double").contract)
state = apply_text(new_hand(seed=18, dealer=0, rules=rules, match_scores=(80, 120)), "p1 sun", "p2 double")
print("Sun:   seat", state.to_move, "may say", calls(state))

# %% [markdown]
# ## Exercises
#
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** In deal 18 (seat 3 buys Hokum ♥), seat 2 passes, seat 0 doubles and seat 3
# triples; then seat 0 passes. What is the multiplier of the hand?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = 3", "wrong": ["answer_1 = 2", "answer_1 = 4"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
state = apply_text(new_hand(seed=18, dealer=0), *BIDDING, "p2 pass", "p0 double", "p3 triple", "p0 pass")
expected = state.contract.multiplier
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif answer_1 != expected:
    raise AssertionError(f"Not quite: x{answer_1}. Which step was the last one called?")
else:
    print("Correct!", state.contract)

# %% [markdown]
# **Exercise 2.** Same deal: seat 0 calls **Double closed**, then seat 3 calls **Triple**. Is
# the game closed now? (`True` or `False`)

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = False", "wrong": ["answer_2 = True"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
state = apply_text(new_hand(seed=18, dealer=0), *BIDDING, "p2 pass", "p0 double closed", "p3 triple")
expected = state.contract.closed
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif answer_2 is not expected:
    raise AssertionError(f"Not quite: {answer_2}. What does a Triple do to a closed game?")
else:
    print("Correct! After the Triple:", state.contract)

# %% [markdown]
# **Exercise 3.** Same deal: seat 0 doubles and seat 3 triples. Which seats may call **Four**?
# Give a set of seats.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = {0}", "wrong": ["answer_3 = {0, 2}", "answer_3 = {2}"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
state = apply_text(new_hand(seed=18, dealer=0), *BIDDING, "p2 pass", "p0 double", "p3 triple")
expected = {s for s in range(4) if is_legal(state, f"p{s} four")}
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif set(answer_3) != expected:
    raise AssertionError(f"Not quite: {sorted(answer_3)}. Four is the answer to a Triple: by whom?")
else:
    print("Correct! Only seat", *expected, "(the doubler) may call Four.")

# %% [markdown]
# **Exercise 4.** Team 0·2 buys a Sun. For each match score `(team 0·2, team 1·3)` below, may
# the defenders double it? Fill in `True` or `False` in a dictionary like
# `{(130, 40): ..., (60, 140): ..., (105, 100): ...}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 4, "answer": "answer_4 = {(130, 40): True, (60, 140): False, (105, 100): False}", "wrong": ["answer_4 = {(130, 40): True, (60, 140): True, (105, 100): True}", "answer_4 = {(130, 40): False, (60, 140): False, (105, 100): False}"]}}
answer_4 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 4}}
scores_4 = [(130, 40), (60, 140), (105, 100)]
expected = {score: sun_double_allowed(score, 0, RuleSet()) for score in scores_4}
if answer_4 is ...:
    print("Fill in answer_4 above, then run this cell.")
elif set(answer_4) != set(scores_4):
    raise AssertionError(f"Not quite: give one True or False for each of {scores_4}.")
else:
    wrong = [score for score in scores_4 if answer_4[score] != expected[score]]
    if wrong:
        raise AssertionError(
            f"Not quite: look again at {wrong}. The buyer's team needs MORE than "
            f"{RuleSet().sun_double_threshold} and the doubling team LESS."
        )
    print("Correct!", expected)

# %% [markdown]
# ## What next
#
# Contract, multiplier, open or closed: everything is set. In **05 · Trick play** the cards hit
# the table.
