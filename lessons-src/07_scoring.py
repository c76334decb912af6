# Tutorial 07: scoring — game points, rounding, Khasara, Kaboot, multipliers, the sheet.

# %% [markdown]
# # 07 · Scoring — الحساب
#
# At the end of a hand the card points (**Abnat, أبناط**) each team took, its projects and any
# Baloot become **game points** (GP) on the score sheet. The first team to reach the match
# target wins. You will learn:
#
# 1. how Abnat become game points, with **every rounding case** in Sun and in Hokum;
# 2. when the buyer **makes** the contract and when it is **Khasara (خسارة)**;
# 3. **Kaboot (كبوت)**, all eight tricks;
# 4. what **Double, Triple, Four and Gahwa** do to the score;
# 5. how to read the **score sheet**, in English and in Arabic, and the sheet of a real hand.
#
# Every number below is computed by `game_points` and `score_hand`, the engine's own scoring.

# %%
from IPython.display import HTML, display

from baloot_widgets import CardSet, Contract, Game, HandView, RuleSet, game_points, score_hand
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.render import score_sheet_html
from baloot_widgets.rules.projects import project_from_cards
from baloot_widgets.rules.scoring import card_game_points, total_abnat
from baloot_widgets.i18n import GLOSSARY

for key in ("abnat", "khasara", "kaboot", "gahwa", "baloot"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english:8} ({arabic}): {meaning}")

# %% [markdown]
# ## 1. From Abnat to game points
#
# A hand holds a fixed number of Abnat (lesson 01), and the two teams share them:

# %%
for mode in ("sun", "hokum"):
    abnat = total_abnat(mode)
    print(f"{mode:6} {abnat} Abnat in all → {sum(game_points(abnat, 0, mode))} game points in all")

# %% [markdown]
# ### Sun (صن): round to the nearest 10, but a 5 stays; then double
#
# Take a team's Abnat. Units 1-4 round **down**, units 6-9 round **up**, and a unit of exactly
# **5 stays as it is**; then multiply by 2 and divide by 10. Here are the three cases — the
# first column is the buyer's team, the second the defenders:

# %%
print(f"{'Abnat':>10}   {'game points':>11}   unit of the buyer's Abnat")
for buyer in (74, 75, 76, 66, 60):
    gp = game_points(buyer, 130 - buyer, "sun")
    print(f"{buyer:>4} / {130 - buyer:<3}   {gp[0]:>4} / {gp[1]:<4}   {buyer % 10}")

# %% [markdown]
# Check the claim that the two teams **always** total 26 in Sun, for every possible split:

# %%
print(all(sum(game_points(x, 130 - x, "sun")) == 26 for x in range(131)))

# %% [markdown]
# ### Hokum (حكم): divide by 10, .5 goes down
#
# In Hokum the Abnat are simply divided by 10: units 6-9 round **up**, units 0-5 round
# **down** (so 8.5 is 8). The two teams should total 16, but when **both** totals end in 6 the rounding gives 17:
# then the team with **more** Abnat gives one point back. The engine lists those splits:

# %%
seventeen = [(x, 162 - x) for x in range(163) if card_game_points(x, "hokum") + card_game_points(162 - x, "hokum") == 17]
print("splits that round to 17:", seventeen)
print(f"{'Abnat':>10}   {'game points':>11}")
for buyer in (85, 86, 77, 96, 100):
    gp = game_points(buyer, 162 - buyer, "hokum")
    print(f"{buyer:>4} / {162 - buyer:<3}   {gp[0]:>4} / {gp[1]:<4}")
print("always 16:", all(sum(game_points(x, 162 - x, "hokum")) == 16 for x in range(163)))

# %% [markdown]
# ## 2. Made or Khasara (خسارة)
#
# The buyer's team must score **more** game points than the defenders (cards + the projects it
# won). If the game points are equal, the team with more Abnat wins the tie. If the buyer
# fails — even on an exact tie — it is **Khasara**: the defenders take **all** the points and
# the buyer scores nothing.

# %%
hokum = Contract(mode="hokum", trump="S", buyer=0)  # seat 0 buys: team 0·2 is the buyer
cases = [
    ("GP tie, buyer has more Abnat", (85, 77)),
    ("buyer has fewer points", (72, 90)),
    ("exact tie", (81, 81)),
]
for name, abnat in cases:
    score = score_hand(hokum, abnat=abnat, tricks=(4, 4))
    print(f"{name:30} Abnat {abnat} → {score.outcome:8} {score.points}")

# %% [markdown]
# Projects help the buyer make it (or the defenders break it). Seat 0, the Sun buyer, has the
# only project, a Fifty:

# %%
sun = Contract(mode="sun", buyer=0)
print(score_hand(sun, abnat=(60, 70), tricks=(4, 4), projects={0: ["KS QS JS 10S"]}).sheet())

# %% [markdown]
# ## 3. Kaboot (كبوت): all eight tricks
#
# A team that takes **all eight tricks** scores a fixed Kaboot value plus its own projects; the
# other team scores nothing, and its projects are lost:

# %%
print(score_hand(sun, abnat=(130, 0), tricks=(8, 0), projects={2: ["AH KH QH JH"], 1: ["9D 8D 7D"]}).sheet())
print()
print(score_hand(hokum, abnat=(162, 0), tricks=(8, 0)).sheet())

# %% [markdown]
# What if the hand was **doubled**? The Kaboot value stays **flat**: it is not multiplied.
# Only the sweeping team's projects are multiplied. The same Hokum Kaboot with a Sira, plain
# and doubled:

# %%
for m in (1, 2):
    contract = Contract(mode="hokum", trump="S", buyer=0, multiplier=m, doubler=1 if m > 1 else None)
    sweep = score_hand(contract, abnat=(162, 0), tricks=(8, 0), projects={0: ["KH QH JH"]})
    base = next(line.points for line in sweep.lines if line.key == "kaboot")
    sira = project_from_cards("KH QH JH", contract).game_points(contract)
    print(f"x{m}: Kaboot {base} + Sira {sira} x {m} = {sweep.points[0]}   points {sweep.points}")

# %% [markdown]
# ## 4. Multipliers: Double, Triple, Four, Gahwa
#
# A doubled hand is **not shared**: the team with more game points takes everything —
# both teams' points — times the multiplier. On a tie the **doubling team loses**. Baloot is
# added at the end and is **never** multiplied.

# %%
for m, abnat, baloot in [(2, (100, 62), None), (2, (77, 85), None), (3, (100, 62), None), (2, (100, 62), 2)]:
    contract = Contract(mode="hokum", trump="S", buyer=0, multiplier=m, doubler=1 if m > 1 else None)
    score = score_hand(contract, abnat=abnat, tricks=(5, 3), baloot=baloot)
    extra = f", Baloot held by seat {baloot}" if baloot is not None else ""
    print(f"x{m}, Abnat {abnat}{extra}:")
    print("   " + score.sheet().replace("\n", "\n   "))

# %% [markdown]
# A **Gahwa (قهوة)** is the last step of the chain: the team that wins the hand wins the
# **whole match** at once.

# %%
gahwa = score_hand(Contract(mode="hokum", trump="S", buyer=0, multiplier=4, doubler=1, gahwa=True), abnat=(100, 62), tricks=(5, 3))
print(gahwa.sheet())
print("points:", gahwa.points, "· match won by team", gahwa.match_winner)
print("the match target:", RuleSet().match_target)

# %% [markdown]
# Read the sheet carefully. The `x4` line is the **pot**, counted as for a Four: it only
# decides who won the hand. What goes on the match sheet is the last line: the winner is given
# the match target and the other team nothing (152 – 0), so the match is over.
#
# **Any** win in a Gahwa hand wins the match: the buyer making it, the defenders winning, or a
# Kaboot. Here the defenders sweep all eight tricks of the same Gahwa:

# %%
swept = score_hand(Contract(mode="hokum", trump="S", buyer=0, multiplier=4, doubler=1, gahwa=True), abnat=(0, 162), tricks=(0, 8))
print(swept.sheet())
print("match won by team", swept.match_winner)

# %% [markdown]
# ## 5. The score sheet
#
# `score_hand(...)` returns a `HandScore` with `.points` (team 0·2, team 1·3), the `.outcome`,
# and the sheet's `.lines`, each a number with its reason. Print it with `.sheet()`, in Arabic
# with `.sheet("ar")`, or as an HTML table with `render.score_sheet_html`:

# %%
score = score_hand(
    Contract(mode="hokum", trump="H", buyer=1, multiplier=3, doubler=2),
    abnat=(62, 100), tricks=(3, 5), projects={1: ["KS QS JS"]}, baloot=3,
)
print(score.sheet())
print()
print(score.sheet("ar"))
display(HTML(score_sheet_html(score)))

# %% [markdown]
# ## 6. The score sheet of a real hand
#
# Four bots play deal 11 (seat 0 deals) from the bidding to the last trick. Seat 3 buys a
# Hokum; seat 2, a defender, declares a Fifty. Who made it?

# %%
real = Game.new(seed=11, dealer=0)
players = {seat: HeuristicBot(seed=seat) for seat in range(4)}
while not real.is_over:
    seat = real.state.to_move
    real.act(players[seat].choose(real.view(seat), [a for a in real.legal_actions() if a.seat == seat]))
print(real.state.contract, "· tricks", real.state.tricks_won, "· Abnat", real.state.abnat)
print(real.result.sheet())

# %% [markdown]
# The four hands as they were dealt, beside the score sheet of the hand:

# %%
# NBVAL_IGNORE_OUTPUT
buyer = real.state.contract.buyer
for seat in range(4):
    role = "buyer" if seat == buyer else "buyer's partner" if seat == (buyer + 2) % 4 else "defender"
    display(HandView(CardSet(real.state.dealt[seat]), contract=real.state.contract, caption=f"Seat {seat}, {role}"))
display(HTML(score_sheet_html(real.result)))

# %% [markdown]
# **Try it:** house rules change the sums. Compare the default with a table that rounds Sun by
# multiplying first (`sun_multiply_then_round`), or that splits exact ties (`exact_tie_splits`):

# %%
print("74/56 Sun:", game_points(74, 56, "sun"), "→ with sun_multiply_then_round:",
      game_points(74, 56, "sun", rules=RuleSet(sun_multiply_then_round=True)))
print("81/81 Hokum:", score_hand(hokum, abnat=(81, 81), tricks=(4, 4)).points,
      "→ with exact_tie_splits:",
      score_hand(hokum, abnat=(81, 81), tricks=(4, 4), rules=RuleSet(exact_tie_splits=True)).points)

# %% [markdown]
# ## Exercises
#
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** **Sun**: the buyer's team took 85 Abnat and the defenders 45. Game points?
# Answer `(buyer's team, defenders)`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = (17, 9)", "wrong": ["answer_1 = (18, 8)", "answer_1 = (16, 10)"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
expected = game_points(85, 45, "sun")
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif tuple(answer_1) != expected:
    raise AssertionError(f"Not quite: {answer_1}. Both numbers end in 5: what does Sun do with a 5?")
else:
    print("Correct! Sun 85/45 →", expected)

# %% [markdown]
# **Exercise 2.** **Hokum**: the buyer's team took 96 Abnat and the defenders 66. Game points?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = (9, 7)", "wrong": ["answer_2 = (10, 7)", "answer_2 = (10, 6)"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
expected = game_points(96, 66, "hokum")
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif tuple(answer_2) != expected:
    raise AssertionError(f"Not quite: {answer_2}. Round each, add them up: is the total 16?")
else:
    print("Correct! Hokum 96/66 →", expected)

# %% [markdown]
# **Exercise 3.** **Hokum**, seat 0 buys, no projects, no double. Team 0·2 took 76 Abnat and
# team 1·3 took 86. What are the points of the hand, `(team 0·2, team 1·3)`?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = (0, 16)", "wrong": ["answer_3 = (8, 8)", "answer_3 = (7, 9)"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
score = score_hand(Contract(mode="hokum", trump="S", buyer=0), abnat=(76, 86), tricks=(4, 4))
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif tuple(answer_3) != score.points:
    raise AssertionError(
        f"Not quite: {answer_3}. First the game points, then: did the buyer score MORE? "
        "If the game points tie, who has more Abnat?"
    )
else:
    print("Correct!\n" + score.sheet())

# %% [markdown]
# **Exercise 4.** **Hokum doubled (x2)**, seat 0 buys. Team 0·2 took 70 Abnat, team 1·3 took
# 92, and seat 2 held the Baloot. Points `(team 0·2, team 1·3)`?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 4, "answer": "answer_4 = (2, 32)", "wrong": ["answer_4 = (0, 32)", "answer_4 = (4, 32)", "answer_4 = (2, 18)"]}}
answer_4 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 4}}
score = score_hand(
    Contract(mode="hokum", trump="S", buyer=0, multiplier=2, doubler=1), abnat=(70, 92), tricks=(3, 5), baloot=2
)
if answer_4 is ...:
    print("Fill in answer_4 above, then run this cell.")
elif tuple(answer_4) != score.points:
    raise AssertionError(
        f"Not quite: {answer_4}. Doubled: the team with more takes everything x2. And the Baloot?"
    )
else:
    print("Correct!\n" + score.sheet())

# %% [markdown]
# ## What next
#
# So far every player followed the rules. What if someone does not? **08 · Fouls and Qayd**.
