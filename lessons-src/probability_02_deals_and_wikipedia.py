# Probability 2: whole deals, teams, waiting for a Four Hundred, and the Wikipedia table
# checked. Built into notebooks/probability_02_deals_and_wikipedia.ipynb by
# lessons-src/build.py; edit this file, then run `python lessons-src/build.py probability_02`.

# %% [markdown]
# # Probability 2 — Whole deals, teams, and the Wikipedia table
#
# **الاحتمالات في البلوت: اللاعب، الفريق، والجدول في ويكيبيديا**
#
# *Probability 1* asked about **one hand**. At the table, four hands are dealt at once, and the
# questions change: "may *someone* call Kawesh?", "will *both teams* have a project (مشروع)?",
# "how many deals until somebody holds four Aces?". As before, each question goes predict,
# simulate, then derive. Then we check the table of project probabilities printed in the
# English Wikipedia article on Baloot (بلوت), and find where it overcounts.
#
# Terms: Sira (سرا), Fifty (خمسين), Hundred (مية), Four Hundred (أربعمية), Baloot (بلوت),
# Kawesh (كوش), Sun (صن), Hokum (حكم).
#
# **In JupyterLite** (these lessons in your browser, nothing to install) there is no NumPy: the
# exact counts are the same, the simulations deal one deal at a time in pure Python, so they
# are slower and draw other random deals (their numbers differ a little from the ones printed
# here). The figures are drawn by the browser, as in JupyterLab.

# %%
LANG = "en"
from math import comb

from baloot_widgets import Predict, Rank
from baloot_widgets.probability import (
    HandEvent,
    any_project,
    anyone,
    bars,
    best_project,
    both_teams,
    check_answer,
    exact_probability,
    for_seat,
    four_hundred_wait,
    four_of_a_kind,
    holds_project,
    kawesh,
    kawesh_anyone,
    lines,
    run_of_at_least,
    simulate,
)
from baloot_widgets.rules.projects import all_projects

HANDS = comb(32, 8)

# %% [markdown]
# ## 1. Predict: may anyone call Kawesh?
#
# *Probability 1* counted the chance that **one** player's five first cards are all 7s, 8s or
# 9s. Now there are four players. In what share of deals may **at least one** of them call
# Kawesh? Commit a guess, simulate, then show the answer.

# %%
Predict(kawesh_anyone(), lang=LANG)

# %% [markdown]
# ## 2. One hand, or the whole deal?
#
# The same event can be asked of **one seat**, of **anyone** (at least one of the four players),
# or of **both teams** (a player of seats 0·2 *and* a player of seats 1·3). With $E_s$ the
# event "seat $s$ has it":
#
# $$\text{anyone} = E_0 \cup E_1 \cup E_2 \cup E_3, \qquad \text{both teams} = (E_0 \cup E_2) \cap (E_1 \cup E_3).$$
#
# `simulate` deals $n = 100{,}000$ seeded deals and counts the hits $h$ of each question:
# $\hat p = h/n$, with the 95% Wilson interval of *Probability 1*. (In JupyterLite, about half a
# minute.)

# %%
questions = [kawesh(), best_project("sira"), any_project("sun")]
deal_events = []
for q in questions:
    deal_events += [for_seat(q, 0), anyone(q), both_teams(q)]
estimates = simulate(deal_events, 100_000, seed=11)
for est in estimates:
    low, high = est.wilson()
    print(f"{est.label:<58} {est.estimate:8.4%}   (95%: {low:.4%} to {high:.4%})")

# %%
by_key = {e.key: e for e in estimates}
scopes = {"seat0": "seat 0", "anyone": "anyone", "both_teams": "both teams"}
bars(
    "One seat, anyone, both teams (100,000 deals, 95% Wilson)",
    ["Kawesh", "best: Sira", "any project"],
    {label: [by_key[f"{scope}:{q.key}"].estimate for q in questions] for scope, label in scopes.items()},
    errors={label: [by_key[f"{scope}:{q.key}"].wilson() for q in questions] for scope, label in scopes.items()},
    y_title="probability (log scale)",
    log=True,
)

# %% [markdown]
# **Derive the Kawesh answer.** Two players can both be allowed Kawesh, but not three: that
# would need 15 cards of 7, 8 or 9, and there are only 12. So in the union of the four events
# only the pairs overlap, and **inclusion–exclusion** stops after them: add the four seats, then
# take away the six pairs counted twice.
#
# $$P(\text{anyone}) = 4\,P(E_0) - 6\,P(E_0 \cap E_1), \qquad P(E_0) = \frac{\binom{12}{5}}{\binom{32}{5}}, \quad P(E_0 \cap E_1) = \frac{\binom{12}{5}\binom{7}{5}}{\binom{32}{5}\binom{27}{5}}.$$

# %%
one = comb(12, 5) / comb(32, 5)
two = comb(12, 5) * comb(7, 5) / (comb(32, 5) * comb(27, 5))
print(f"anyone may call Kawesh: exact {4 * one - 6 * two:.4%}, simulated {by_key['anyone:kawesh'].estimate:.4%}")

# %% [markdown]
# ### Exercise 1 — someone holds four Aces
#
# One hand holds four Aces in $\binom{28}{4}$ of its $\binom{32}{8}$ possible deals
# (*Probability 1*). **What is the exact probability that *some* player of the deal holds all
# four Aces?** Think about what the four players' events have in common, as we did for Kawesh.
# Write it as a probability, then run the check.

# %%
answer_1 = ...  # your answer: a probability

# %%
check_answer(
    answer_1,
    4 * exact_probability(four_of_a_kind("A")).probability,
    hint="the four players' events can never happen together, so their probabilities add up",
    lang=LANG,
)

# %% [markdown]
# **Why it adds up.** Only one player can hold all four Aces, so the four seats' events never
# happen together: they are *mutually exclusive*, and the probability of a union of exclusive
# events is the sum of their probabilities. (Inclusion–exclusion has nothing to take away.)
# "Both teams" is impossible.
#
# ## 3. Predict: how long until a Four Hundred?
#
# Deal after deal at your table, how many deals go by, on average, until *somebody* holds all
# four Aces? Commit a guess before you simulate: each simulated wait deals until a player has
# them, 300 times over.

# %%
Predict(four_hundred_wait(), lang=LANG)

# %% [markdown]
# **Derive.** Each deal is a new, independent chance $q$ (the answer of Exercise 1). The wait
# $W$ is $w$ deals when the first $w - 1$ deals fail and the next one succeeds: the
# **geometric** law, and its mean is $1/q$:
#
# $$P(W = w) = (1 - q)^{w-1}\, q, \qquad E[W] = \sum_{w \ge 1} w\,(1-q)^{w-1} q = \frac{1}{q}, \qquad P(W > w) = (1-q)^w.$$
#
# A mean wait of about 128 deals does not make a Four Hundred "due" after 128 deals: the deals
# have no memory, and a long wait is no closer to its end than a short one.

# %%
q_four = 4 * exact_probability(four_of_a_kind("A")).probability
print(f"q = {q_four:.4%} per deal: a mean wait of {1 / q_four:.1f} deals")
for w in (50, 128, 300, 600):
    print(f"still waiting after {w:>3} deals: {(1 - q_four) ** w:6.1%}")
waits = list(range(0, 801, 10))
lines(
    "Still waiting for a Four Hundred after w deals",
    waits,
    {"P(W > w) = (1 − q)^w": [(1 - q_four) ** w for w in waits]},
    rules={"one half": 0.5},
    x_title="deals dealt (w)",
    y_title="probability",
    domain=[0, 1],
)

# %% [markdown]
# **Projects.** Here the four hands are neither exclusive nor independent (they share one pack),
# so neither the sum $4p$ nor the independence guess $1 - (1 - p)^4$ is exact. The simulation
# tells us how far off those shortcuts are:

# %%
for q in (best_project("sira"), any_project("sun")):
    p = exact_probability(q).probability
    sim = by_key[f"anyone:{q.key}"]
    low, high = sim.wilson()
    print(f"anyone: {q.label}")
    print(f"   4 x p = {4 * p:.4%}   independence 1-(1-p)^4 = {1 - (1 - p) ** 4:.4%}   simulated {sim.estimate:.4%} ({low:.4%} to {high:.4%})")

# %% [markdown]
# ## 4. Checking the Wikipedia table
#
# The English Wikipedia article on Baloot has a section "Probability of game bonuses". In the
# copy we keep (seed 001), the project names are lost and the columns have slid:
#
# ```
# | Projects (Arabic: مشروع) | Frequency | Probability | Odds | Mathematical expression of probability |
# | 1  | 0.195% | 514:1 |
# | 20 | 1.224% | 82:1  |
# | 20 | 3.45%  | 29:1  |
# | 24 | 23.20% | 4:1   |
# ```
#
# An older copy (seed 003) keeps the formulas. Each row is a number of *patterns* times the
# hands that contain one pattern, so we can tell which project each row is about:
#
# | Row | Patterns ("Frequency") | Formula (numerator) |
# |---|---|---|
# | Four Hundred (four Aces) | 1 | C(28,4) |
# | Hundred | 16 windows of five + 4 four-of-a-kinds (K Q J 10) | 16·C(27,3) + 4·C(28,4) |
# | Fifty | 20 windows of four | 20·C(28,4) − 16·C(27,3) |
# | Sira | 24 windows of three | 24·C(29,5) − 20·C(28,4) |
#
# (The printed formulas also divide by 4!, 3! and 5!; the percentages show that they do not.)

# %%
wikipedia = {
    "Four Hundred": (comb(28, 4), "0.195%", "514:1"),
    "Hundred": (16 * comb(27, 3) + 4 * comb(28, 4), "1.224%", "82:1"),
    "Fifty": (20 * comb(28, 4) - 16 * comb(27, 3), "3.45%", "29:1"),
    "Sira": (24 * comb(29, 5) - 20 * comb(28, 4), "23.20%", "4:1"),
}
exact_rows = {
    "Four Hundred": (holds_project("four_hundred"), best_project("four_hundred")),
    "Hundred": (holds_project("hundred"), best_project("hundred")),
    "Fifty": (holds_project("fifty"), best_project("fifty")),
    "Sira": (holds_project("sira"), best_project("sira")),
}
print(f"{'row':<13} {'printed':>8} {'formula':>10} {'=':>9} {'holds it':>10} {'best is it':>11}")
for name, (count, printed, odds) in wikipedia.items():
    holds, best = (exact_probability(e).count for e in exact_rows[name])
    print(f"{name:<13} {printed:>8} {count:>10,} {count / HANDS:>9.4%} {holds:>10,} {best:>11,}")

# %% [markdown]
# The four Aces row is right. The others count too much. The formulas count **(hand, pattern)
# pairs**, so a hand with two patterns is counted twice.
#
# **The Hundred row** (overcount 3,958 hands). A run of six holds two windows of five, a run of
# seven three, a run of eight four; a hand with two four-of-a-kinds (K K K K Q Q Q Q) or with a
# four-of-a-kind *and* a run of five is counted under both. Let us find each part. A custom event
# is one line: a test on the hand's signature.

# %%
runs = {n: exact_probability(run_of_at_least(n)).count for n in range(5, 9)}
runs[9] = 0
windows = sum((n - 4) * (runs[n] - runs[n + 1]) for n in range(5, 9))
quads = HandEvent("quad_kqj10", "four K, Q, J or 10",
                  lambda s: any(r in s.four_of_a_kind for r in (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)))  # fmt: skip
quad_hands = exact_probability(quads).count
hundred = exact_probability(holds_project("hundred")).count
print(f"windows of five counted: {windows:,}; hands with a run of 5+: {runs[5]:,}; extra {windows - runs[5]:,}")
print(f"four-of-a-kinds counted: {4 * comb(28, 4):,}; hands with one: {quad_hands:,}; extra {4 * comb(28, 4) - quad_hands:,}")
print(f"hands with both a run of 5+ and four K, Q, J or 10: {runs[5] + quad_hands - hundred:,}")
print(f"total overcount: {wikipedia['Hundred'][0] - hundred:,}")

# %% [markdown]
# **The Sira and Fifty rows.** Subtracting the windows of the next length is a clever trick: a
# run of L cards holds L − 2 windows of three and L − 3 windows of four, so the difference is 1
# for *every* run of three or more. The Sira row therefore counts **each run of 3 or more** in
# each hand — runs that are Fifties and Hundreds too, and twice when a hand holds two runs. We
# check by counting (hand, run) pairs suit by suit with the engine's own `all_projects`: a suit
# holding of $m$ cards leaves $8 - m$ cards to choose from the 24 cards of the other suits.

# %%
def hand_run_pairs(shortest):
    pairs = 0
    for holding in range(256):  # every holding of one suit, as a set of ranks
        runs_here = sum(1 for p in all_projects(holding, "sun") if p.run and len(p.cards) >= shortest)
        rest = 8 - holding.bit_count()
        pairs += runs_here * comb(24, rest) if rest >= 0 else 0
    return 4 * pairs


for name, shortest in (("Sira", 3), ("Fifty", 4)):
    hands_with = exact_probability(run_of_at_least(shortest)).count
    print(f"{name}: (hand, run of {shortest}+) pairs = {hand_run_pairs(shortest):,} = Wikipedia {wikipedia[name][0]:,};"
          f" hands with a run of {shortest}+ = {hands_with:,}")  # fmt: skip

# %% [markdown]
# So the Sira row, 23.20%, is not the chance of a Sira. It overcounts even "a run of 3 or more"
# (22.59%) by 64,854 hands that hold two runs, and the chance to **hold a Sira** is 19.22%
# (the **best project is a Sira**: 19.00%). The Fifty row, 3.45%, is really "a run of 4 or
# more" (3.45%, only 150 hands counted twice), while holding a Fifty is 3.04%.

# %%
names = list(wikipedia)
bars(
    "How much the Wikipedia table overcounts (Sun)",
    names,
    {label: [wikipedia[n][0] / exact_probability(exact_rows[n][which]).count for n in names]
     for which, label in ((0, "against 'holds it'"), (1, "against 'best project'"))},
    y_title="Wikipedia count / exact count",
    percent=False,
    rule=1,
    domain=[0.9, 1.3],
)  # fmt: skip

# %% [markdown]
# **The odds column** is not odds. Odds of N:1 against mean N failures for each success, a
# probability of $1/(N + 1)$. The column is "**1 in N**", rounded:
#
# $$\text{1 in } N: \; N = \frac{\text{all hands}}{\text{hands with it}}, \qquad \text{odds against} = \frac{\text{hands without it}}{\text{hands with it}}.$$
#
# ### Exercise 2 — real odds
#
# **What are the true odds against holding four Aces**, as the number $N$ of "$N$ : 1"? Write it
# (a fraction is fine), then run the check.

# %%
answer_2 = ...  # your answer: N of the odds "N : 1"

# %%
check_answer(
    answer_2,
    exact_probability(four_of_a_kind("A")).odds_against,
    hint="failures per success: the hands without four Aces divided by the hands with them",
    lang=LANG,
)

# %% [markdown]
# Every row of the table, as "1 in N" and as odds: the odds are always one less.

# %%
for name, (count, printed, odds) in wikipedia.items():
    print(f"{name:<13} printed {odds:>6}   1 in {HANDS / count:6.1f}   odds against {(HANDS - count) / count:6.1f} : 1")

# %% [markdown]
# *Probability 3* puts every figure of this table, and those of the Grokipedia article, into one
# corrected table that you can print.
#
# ## What we learned
#
# * "Someone at the table" questions are about deals, not hands. When the players' events can
#   happen together (Kawesh), inclusion–exclusion takes away the overlaps; when they cannot
#   (four Aces), the probabilities simply add: four Aces reach *someone* in 0.78% of deals.
# * Waiting for an event of chance $q$ per deal takes $1/q$ deals on average (about 128 for a
#   Four Hundred at the table), and the deals have no memory.
# * Counting patterns instead of hands overcounts whenever a hand holds two patterns:
#   Wikipedia's Hundred row (1.224% against 1.186%) and Sira row (23.20% against 19.22% for a
#   Sira, or 22.59% for any run of 3 or more) do exactly that.
# * Odds "N:1" and "1 in N" differ by one: 514 hands per four Aces is odds of 513 : 1.
