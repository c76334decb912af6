# Tutorial 10: your first match against the bots.

# %% [markdown]
# # 10 · Your first match — أول صكّة
#
# You know every rule. Now play! A **match** is a series of hands; after each hand the game
# points are added up, the deal passes to the right, and the first team to reach the target
# wins. You will:
#
# 1. learn how a match is counted and when it ends;
# 2. play a whole match at a live **table** against three bots;
# 3. see how to play by code, and how to switch on **house rules**.

# %%
from baloot_widgets import Match, RuleSet, RuleSetError, Table
from baloot_widgets.bots import HeuristicBot, hint
from baloot_widgets.rules.match import match_winner, next_dealer
from baloot_widgets.rules.ruleset import FLAG_HELP

print("a match is played to", RuleSet().match_target, "game points")

# %% [markdown]
# ## 1. How a match ends
#
# After every hand the points are added to the match totals. The first team at the target
# (or above) wins; if both teams get there in the same hand, the higher total wins; on an
# exact tie another hand is played. A **Gahwa (قهوة)** hand ends the match at once (lesson 04).
# The engine's `match_winner(scores, target)` decides — `None` means "play on":

# %%
for scores in [(140, 120), (152, 120), (150, 161), (160, 155), (152, 152)]:
    print(f"{scores} → winner: {match_winner(scores, 152)}")

# %% [markdown]
# And the deal passes to the right after every hand, even a cancelled one; only a Kawesh
# (كوش) called before any bid keeps the same dealer (lesson 03):

# %%
for dealer, redeal in [(0, ""), (3, ""), (2, "next_dealer"), (2, "same_dealer")]:
    print(f"dealer {dealer}, {redeal or 'hand played'} → next dealer: {next_dealer(dealer, redeal)}")

# %% [markdown]
# ## 2. Watch four bots play a match
#
# Before you play, watch four bots play a whole match from a seed. Each line is one hand:

# %%
match = Match(seed=10)
match.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
total = [0, 0]
for number, (game, result) in enumerate(zip(match.finished, match.results), start=1):
    contract = game.state.contract
    if result is None:
        print(f"hand {number:2}: no contract, dealt again")
        continue
    total = [total[0] + result.points[0], total[1] + result.points[1]]
    print(f"hand {number:2}: {contract!s:48} {result.outcome:8} {result.points!s:9} → {tuple(total)}")
print("winner: team", match.winner, "·", match.scores)

# %% [markdown]
# What the words in the outcome column mean, and the lesson that teaches each one (a hand
# with "no contract" was passed twice round the table, lesson 03):

# %%
OUTCOMES = {
    "made": "the buyer's team scored more; each team keeps its own points (lesson 07)",
    "khasara": "Khasara (خسارة): the buyer's team failed and the defenders take all (lesson 07)",
    "kaboot": "Kaboot (كبوت): one team took all eight tricks (lesson 07)",
    "gahwa": "a Gahwa (قهوة) hand: its winner wins the match at once (lessons 04 and 07)",
    "qayd": "a Qayd (قيد): a foul was claimed (lesson 08)",
    "tie_split": "an exact tie, split under a house rule (lesson 07)",
}
for outcome in sorted({result.outcome for result in match.results if result is not None}):
    print(f"{outcome:8} {OUTCOMES[outcome]}")

# %% [markdown]
# ## 3. Your match
#
# A full match to 152 usually takes longer than one class period. For a class, play a
# shorter match: give the match a `RuleSet` with a smaller `match_target`. The engine checks
# the rules you give it. The Sun doubling threshold (lesson 04) must stay below the target —
# a team past the target has already won — so a short target alone is refused, with the
# reason, and we lower the threshold with it:

# %%
try:
    RuleSet(match_target=76)
except RuleSetError as error:
    print("refused:", error)
CLASS_PERIOD = RuleSet(match_target=76, sun_double_threshold=50)
print(CLASS_PERIOD.describe())

# %% [markdown]
# Run the next cell to sit at the table as **seat 0**, in a match to the short target. Your
# partner (seat 2) and your opponents (seats 1 and 3) are bots. (For the full match, leave
# out `rules=CLASS_PERIOD`.)
#
# * When it is your turn to bid, the possible calls appear as buttons: Pass, Hokum, Sun, …
# * In the play, your cards are buttons. A card you may not play is greyed out; hover over it
#   (or focus it with the keyboard) to read **why**, in the engine's words.
# * **Hint** asks a bot what it would do. The score sheet on the side keeps the match total.
# * When a hand is over, press **Next hand**.
#
# Use `lang="ar"` for an Arabic table (right to left), and `reveal=True` to see every hand
# (teacher mode).

# %%
# NBVAL_IGNORE_OUTPUT
table = Table(Match(seed=2025, rules=CLASS_PERIOD), you=0, bots={seat: HeuristicBot(seed=seat) for seat in (1, 2, 3)})
table

# %% [markdown]
# The same table in Arabic:

# %%
# NBVAL_IGNORE_OUTPUT
Table(Match(seed=2025, rules=CLASS_PERIOD), you=0, bots={seat: HeuristicBot(seed=seat) for seat in (1, 2, 3)}, lang="ar")

# %% [markdown]
# ## 4. Playing by code
#
# Everything the table does, you can do in code. A `Match` holds the hands; `legal_actions()`
# lists what is allowed; `act("p1 sun")` plays; `play_bots({...})` lets bots move while it is
# their turn; and `bots.hint(view)` is the **Hint** button. Here seat 1 — P1, first to speak —
# asks for a hint, ignores it and buys a Sun, and the bots play the rest of the hand:

# %%
practice = Match(seed=7)
print("seat", practice.state.to_move, "may:", "  ".join(str(a) for a in practice.legal_actions()))
print("hint:", hint(practice.view(1)).text, "/", hint(practice.view(1), lang="ar").text)
practice.act("p1 sun")
print(practice.state.contract)
bots = {seat: HeuristicBot(seed=seat) for seat in range(4)}
while not practice.finished:  # until the first hand is over
    seat = practice.state.to_move
    legal = [a for a in practice.legal_actions() if a.seat == seat]
    practice.act(bots[seat].choose(practice.view(seat), legal))
print(practice.results[0].sheet())
print("match scores:", practice.scores, "· next dealer: seat", practice.state.dealer)

# %% [markdown]
# ## 5. House rules
#
# Tables differ. Every difference the engine knows is a flag of `RuleSet`; give it to the
# `Match` (or `Table(rules=...)`), as we did for the short match. For instance a match to 101
# where a void player may discard freely:

# %%
house = RuleSet(match_target=101, must_trump_when_void=False)
print(house.describe())
print()
print(len(FLAG_HELP), "flags in all; the teacher's guide lists them. For example:")
for flag in ("ashkal_second_round", "bidder_leads_first", "kaboot_multiplied"):
    print(f"  {flag}, changed: {FLAG_HELP[flag]}")

# %% [markdown]
# ## Exercises
#
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** The match stands at **team 0·2: 148, team 1·3: 139**. The next hand gives
# team 0·2 **8** points and team 1·3 **16**. Who has won? Answer `0`, `1`, or `None` if the
# match goes on.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = 0", "wrong": ["answer_1 = 1", "answer_1 = None"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
expected = match_winner((148 + 8, 139 + 16), RuleSet().match_target)
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif answer_1 != expected:
    raise AssertionError(
        f"Not quite: {answer_1}. Add the points: are both teams at the target? Then who is higher?"
    )
else:
    print("Correct! The totals are", (148 + 8, 139 + 16), "→ team", expected, "wins.")

# %% [markdown]
# **Exercise 2.** Seat 3 deals a hand and everyone passes twice (no contract). Who deals the
# next hand?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = 0", "wrong": ["answer_2 = 3", "answer_2 = 2"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
check = Match(seed=1, dealer=3)
for seat in (0, 1, 2, 3, 0, 1, 2, 3):  # P1 = seat 0 speaks first when seat 3 deals
    check.act(f"p{seat} pass")
expected = check.state.dealer
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif answer_2 != expected:
    raise AssertionError(f"Not quite: seat {answer_2}. The deal passes to the right: (dealer + 1) % 4.")
else:
    print("Correct! After four passes twice, seat", expected, "deals.")

# %% [markdown]
# **Exercise 3.** In `Match(seed=7)` seat 0 deals and the floor card is 7♠. Seat 1 bids
# **Hokum** and seat 2 passes. Which calls may seat 3 make now? Give a set of texts such as
# `{"p3 pass", "p3 kawesh"}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = {'p3 pass', 'p3 sun', 'p3 ashkal'}", "wrong": ["answer_3 = {'p3 pass', 'p3 sun'}", "answer_3 = {'p3 pass', 'p3 hokum', 'p3 sun', 'p3 ashkal'}", "answer_3 = {'p3 pass', 'p3 hokum', 'p3 sun'}"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
bidding = Match(seed=7)
bidding.act("p1 hokum")
bidding.act("p2 pass")
expected = {str(a) for a in bidding.legal_actions()}
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif set(answer_3) != expected:
    raise AssertionError(
        f"Not quite: {sorted(answer_3)}. A Hokum is standing (is a second Hokum allowed?), and "
        "seat 3 is P3 (lesson 03: who may call Ashkal?)."
    )
else:
    print("Correct! Seat 3 may say:", sorted(expected))

# %% [markdown]
# ## Well done — مبروك
#
# That is the whole game. Keep playing at the table above, try the house rules your family
# plays with, and for a deeper look at the odds, open the probability lessons in `notebooks/`.
