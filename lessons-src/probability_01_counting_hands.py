# Probability 1: predict, simulate, then count every hand. Built into
# notebooks/probability_01_counting_hands.ipynb by lessons-src/build.py; edit this file, then
# run `python lessons-src/build.py probability_01`.

# %% [markdown]
# # Probability 1 — How rare is a Sira? Counting every hand
#
# **الاحتمالات في البلوت: كم مرة تجيك سرا؟**
#
# Every Baloot player knows the feeling: you pick up your eight cards and there it is, a
# **Sira** (سرا), three cards in sequence. How often does that happen? In this lesson each
# question goes through three steps:
#
# 1. **Predict**: you commit a guess first, and say how sure you are.
# 2. **Simulate**: the computer deals many random, seeded deals and measures how often it
#    happens, with a confidence interval around the estimate.
# 3. **Derive**: we count *every* possible eight-card hand, all C(32, 8) of them, and get the
#    exact answer.
#
# The projects (مشاريع, *Mashari'*) follow the rules of the engine (RULES.md §7):
#
# | Project | Arabic | Made of | Sun (صن) | Hokum (حكم) |
# |---|---|---|---|---|
# | Sira | سرا | 3 in sequence, same suit | 4 | 2 |
# | Fifty | خمسين | 4 in sequence | 10 | 5 |
# | Hundred | مية | 5 or more in sequence; or four K, Q, J or 10; or four A in Hokum | 20 | 10 |
# | Four Hundred | أربعمية | four A, Sun only | 40 | - |
# | Baloot | بلوت | K + Q of trumps, Hokum only | - | 2 |
#
# Sequences use the sequence order **A K Q J 10 9 8 7**. Four 9s, 8s or 7s are nothing.
# A player may call **Kawesh** (كوش) when the five cards dealt before the bidding are all
# 7s, 8s or 9s.
#
# **How to use this notebook.** Run the cells from top to bottom (**Shift + Enter**). In a
# *Predict* box, move the slider or type a number, say how sure you are and press **Commit
# my guess**: only then can you run the simulation, and only after it can you see the answer.
# The two exercises ship blank: write your answer where it says `...`, then run the check
# below it.
#
# **In JupyterLite** (these lessons in your browser, nothing to install) there is no NumPy:
# the exact counts are the same, the simulations deal one deal at a time in pure Python, so
# they are slower and draw other random deals (their numbers differ a little from the ones
# printed here). The figures are drawn by the browser, as in JupyterLab.

# %%
LANG = "en"
from itertools import accumulate
from math import comb, sqrt

import ipywidgets as widgets

from baloot_widgets import Predict
from baloot_widgets.probability import (
    any_project,
    bars,
    baloot,
    best_project,
    best_sira,
    check_answer,
    class_projects,
    coverage,
    exact_probability,
    exact_table,
    format_table,
    four_of_a_kind,
    holds_project,
    kawesh,
    lines,
    normal_interval,
    run_of_at_least,
    sample_outcomes,
    simulate,
    wilson_interval,
)
from baloot_widgets.records import class_hands, recorded_sample

# %% [markdown]
# ## 1. Predict first: how often is your best project a Sira?
#
# Before any counting: what is your feeling? Out of 100 hands you pick up, how many have a
# Sira as their best project (in Sun: no Fifty, Hundred or Four Hundred beside it)? Commit a
# guess, run the simulation of 20,000 deals, watch the estimate settle, then show the answer.

# %%
Predict(best_sira(), lang=LANG)

# %% [markdown]
# ## 2. How many hands are there?
#
# To find the exact answer we count. A hand is 8 of the 32 cards, in any order, so there are
# "32 choose 8" hands:
#
# $$\binom{32}{8} = \frac{32!}{8!\,24!} = \frac{32 \cdot 31 \cdots 25}{8 \cdot 7 \cdots 1}.$$
#
# The Kawesh question is about the 5 cards dealt before the bidding: "32 choose 5".
# `comb(n, k)` computes $\binom{n}{k}$.

# %%
print(f"eight-card hands: {comb(32, 8):,}")
print(f"five-card first deals: {comb(32, 5):,}")

# %% [markdown]
# ## 3. Derive: count every hand
#
# `exact_probability` looks at every one of the 10,518,300 hands (with NumPy this takes well
# under a second) and counts those with the event $E$:
#
# $$P(E) = \frac{\text{number of hands with } E}{\binom{32}{8}}.$$
#
# This is the exact value the box above showed: no simulation error at all.

# %%
print(exact_probability(best_project("sira")))

# %% [markdown]
# ## 4. "Has a Sira" is not "the best project is a Sira"
#
# Three different questions, three different answers:
#
# * **a run of 3 or more**: any three cards in sequence, including those inside a longer run;
# * **holds a Sira**: the hand holds a run of *exactly* three cards (a Sira project), whatever
#   else it holds;
# * **the best project is a Sira**: a Sira is the strongest project the hand can declare — no
#   Fifty, Hundred or Four Hundred.
#
# The engine decides each one. For example ♠A K Q J is a Fifty, not a Sira, and this hand holds
# both a Fifty and a Sira, so its best project is the Fifty:

# %%
hand = "AS KS QS JS 9H 8H 7H 10D"
print("a run of 3 or more:      ", run_of_at_least(3)(hand))
print("holds a Sira:            ", holds_project("sira")(hand))
print("best project is a Sira:  ", best_project("sira")(hand))
print("best project is a Fifty: ", best_project("fifty")(hand))

# %%
questions = [run_of_at_least(3), holds_project("sira"), best_project("sira")]
for q in questions:
    print(exact_probability(q))

# %%
bars(
    "Three questions about a Sira (exact)",
    ["a run of 3 or more", "holds a Sira", "best project is a Sira"],
    {"exact": [exact_probability(q).probability for q in questions]},
    horizontal=True,
    labels=True,
)

# %% [markdown]
# ### Exercise 1 — four Aces
#
# Four Aces (a Four Hundred in Sun) need all four Aces in the hand; the other 4 cards come from
# the 28 cards that are not Aces. **How many hands is that?** Replace the `...` below with a
# number (you may use `comb`), then run the check.

# %%
answer_1 = ...  # your answer: a number of hands

# %%
check_answer(
    answer_1,
    exact_probability(four_of_a_kind("A")).count,
    hint="the four Aces are fixed; choose the 4 other cards from the 28 that are not Aces",
    lang=LANG,
)

# %% [markdown]
# ### Exercise 2 — Kawesh
#
# The five first-dealt cards allow Kawesh when all five are 7s, 8s or 9s. There are 12 such
# cards. **What is the probability for one player?** Write it as a probability (a number from 0
# to 1), then run the check.

# %%
answer_2 = ...  # your answer: a probability

# %%
check_answer(
    answer_2,
    exact_probability(kawesh()).probability,
    hint="5 cards out of the 12 low ones, over all the ways to deal 5 cards out of 32",
    lang=LANG,
)

# %% [markdown]
# ## 5. The whole table, exactly
#
# Now every project at once. `exact_table` counts each event over all the hands; check your
# two answers in it. Each row shows its own count *out of* its own total: Kawesh is a
# question about the five first-dealt cards, so its row counts five-card deals (out of
# 201,376), not eight-card hands. The column "1 in N" reads: one hand in N has it ($N = 1/P$).

# %%
sun = exact_table("sun")
print(format_table(sun))

# %% [markdown]
# In **Hokum** the only project that changes is four Aces: a Four Hundred in Sun, a Hundred in
# Hokum. Hokum adds **Baloot** (K and Q of trumps) — about 1 hand in 18 for a named trump suit.

# %%
hokum = exact_table("hokum")
print(format_table([row for row in hokum if row.key.startswith(("best", "holds", "baloot"))]))

# %%
kinds = ["none", "sira", "fifty", "hundred", "four_hundred"]
rows = {row.key: row for row in sun + hokum}
bars(
    "The best project of an eight-card hand (exact)",
    ["no project", "Sira", "Fifty", "Hundred", "Four Hundred"],
    {name: [rows[f"best_{mode}_{k}"].probability if f"best_{mode}_{k}" in rows else 0 for k in kinds]
     for mode, name in (("sun", "Sun"), ("hokum", "Hokum"))},
    y_title="probability (log scale)",
    log=True,
)  # fmt: skip

# %% [markdown]
# The Wikipedia article on Baloot prints a formula that divides the count of Exercise 1 by
# 4! = 24 as well. Here is what the check says to that answer:

# %%
check_answer(comb(28, 4) / 24, exact_probability(four_of_a_kind("A")).count, lang=LANG)

# %% [markdown]
# ## 6. Simulation: dealing many seeded deals
#
# `simulate` deals $n$ full deals (four hands of eight, each with its five first-dealt cards)
# from a seed, and counts the deals with the event: $h$ **hits** in $n$ deals. A question about
# one hand is asked of seat 0. The estimate and its **standard error** are
#
# $$\hat p = \frac{h}{n}, \qquad \mathrm{SE} = \sqrt{\frac{\hat p\,(1-\hat p)}{n}},$$
#
# and `est.wilson()` gives the 95% **Wilson** interval (section 8 says why Wilson):
#
# $$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}}, \qquad z = 1.96.$$
#
# The numbers come out the same every time because the seed is fixed. (In JupyterLite this
# cell takes a few seconds.)

# %%
events = [best_project("sira"), best_project("fifty"), best_project("hundred"),
          four_of_a_kind("A"), baloot("H"), kawesh()]  # fmt: skip
estimates = simulate(events, 100_000, seed=2024)
exact = {e.key: exact_probability(e) for e in events}
for est in estimates:
    low, high = est.wilson()
    p = exact[est.key.split(":")[1]].probability
    inside = "inside" if low <= p <= high else "OUTSIDE"
    print(f"{est.label:<52} {est.estimate:8.4%} ± {1.96 * est.stderr:.4%}   exact {p:8.4%}  ({inside} the 95% interval)")

# %% [markdown]
# A 95% interval misses the exact value 5% of the time, so among six intervals one miss would
# be no surprise. The figure shows each estimate with its interval (the dots and their lines)
# against the exact value (the bars):

# %%
bars(
    "Exact against simulated (100,000 deals)",
    ["Sira", "Fifty", "Hundred", "4 Aces", "Baloot ♥", "Kawesh"],
    {"exact": [exact[e.key].probability for e in events]},
    points={"simulated, 95% Wilson": [e.estimate for e in estimates]},
    point_errors={"simulated, 95% Wilson": [e.wilson() for e in estimates]},
    y_title="probability (log scale)",
    log=True,
)

# %% [markdown]
# ## 7. The law of large numbers
#
# The running estimate after $k$ deals, $\hat p_k = h_k / k$, wanders at first and then settles
# on the exact value $p$. The shaded band is
#
# $$p \pm 1.96\sqrt{\frac{p(1-p)}{k}}.$$
#
# At any one $k$ the estimate lands inside it 95% of the time. Over a long run the path will
# still step outside now and then: the band is for each $k$ on its own, not for the whole path
# at once. It shrinks like $1/\sqrt{k}$: 100 times more deals for 10 times more precision.

# %%
def show_convergence(question="best project is a Sira (Sun)", deals=100_000, seed=0):
    """Simulate ``deals`` deals, print the running estimate at a few points and draw it."""
    event = QUESTIONS[question]
    p = exact_probability(event).probability
    hits = [bool(row[0]) for row in sample_outcomes([event], deals, seed=seed)]
    running = list(accumulate(hits))
    for k in (100, 1_000, 10_000, 100_000, 1_000_000):
        if k <= deals:
            print(f"after {k:>9,} deals: {running[k - 1] / k:8.4%}   exact {p:.4%} ± {1.96 * sqrt(p * (1 - p) / k):.4%}")
    ks = sorted({round(10 ** (i / 50)) for i in range(50 * 7)} & set(range(1, deals + 1)))
    band = [1.96 * sqrt(p * (1 - p) / k) for k in ks]
    return lines(
        f"{question}: the estimate settles",
        ks,
        {"running estimate": [running[k - 1] / k for k in ks]},
        band=("exact ± 1.96 SE", [p - b for b in band], [p + b for b in band]),
        rules={"exact": p},
        x_title="deals",
        log_x=True,
        domain=[max(0, p - 0.2), min(1, p + 0.2)],
    )


QUESTIONS = {
    "best project is a Sira (Sun)": best_project("sira"),
    "holds a Sira (Sun)": holds_project("sira"),
    "a run of 4 or more": run_of_at_least(4),
    "at least one project (Sun)": any_project("sun"),
    "K and Q of ♥ (Baloot in Hokum ♥)": baloot("H"),
    "four Aces": four_of_a_kind("A"),
}
show_convergence()

# %% [markdown]
# ## 8. Two confidence intervals, and how often they are right
#
# The textbook (normal, or Wald) interval $\hat p \pm 1.96\,\mathrm{SE}$ breaks down for rare
# events: with no hits it has width zero, claiming certainty. The **Wilson** interval (section
# 6) stays honest. Four Aces come once in 514 hands:

# %%
for hits, n in ((0, 300), (1, 300), (4, 2_000), (39, 20_000)):
    normal, wilson = normal_interval(hits, n), wilson_interval(hits, n)
    print(
        f"{hits:>3} hits in {n:>6,} hands:  normal {normal.low:.3%} to {normal.high:.3%}"
        f"   Wilson {wilson.low:.3%} to {wilson.high:.3%}"
    )

# %% [markdown]
# "95%" is a promise about the method: over many simulations, the interval should contain the
# true $p$ 95% of the time. This **coverage** can be computed exactly. With $n$ deals the number
# of hits $h$ follows the binomial law, so
#
# $$\text{coverage} = \sum_{h=0}^{n} \binom{n}{h} p^h (1-p)^{n-h} \cdot \big[\,p \text{ is inside the interval of } h \text{ hits}\,\big].$$
#
# `coverage(p, n, method)` adds it up. For four Aces:

# %%
p_aces = exact_probability(four_of_a_kind("A")).probability
sizes = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000]
covered = {m: [coverage(p_aces, n, m) for n in sizes] for m in ("normal", "wilson")}
print(f"{'deals':>8} {'normal':>8} {'Wilson':>8}")
for i, n in enumerate(sizes):
    print(f"{n:>8,} {covered['normal'][i]:>8.1%} {covered['wilson'][i]:>8.1%}")

# %% [markdown]
# The figure computes the coverage for 30 sizes from 100 to about 21,000 deals. The curves are
# jagged: the number of hits is a whole number, so the set of $h$ whose interval contains $p$
# jumps as $n$ grows.

# %%
grid = [round(10 ** (2 + i * 0.08)) for i in range(30)]
lines(
    "How often a 95% interval contains the exact chance of four Aces",
    grid,
    {"normal (Wald)": [coverage(p_aces, n, "normal") for n in grid],
     "Wilson": [coverage(p_aces, n, "wilson") for n in grid]},
    rules={"the promised 95%": 0.95},
    x_title="deals in one simulation",
    y_title="coverage",
    log_x=True,
    domain=[0, 1],
    dots=True,
)  # fmt: skip

# %% [markdown]
# With a few hundred deals the normal interval contains the truth less than half the time,
# because most such simulations see no four Aces at all. Wilson stays close to 95% (a little
# above or below: with whole numbers of hits no method can hit 95% exactly).
#
# ## 9. Your class's own deals: do they agree with the counting?
#
# The simulations above use the computer's random deals. What about deals your class really
# played? Save your tables (`table.save("class-records/sara.json")`, one file per table) in a
# folder named `class-records` next to this notebook, and run the cells below: they read every
# hand of eight cards dealt in those games. Without such a folder, they use a recorded sample:
# matches played by the package's bots.
#
# Predict first: in what share of those hands did the player hold at least one project? The
# "simulation" now goes through the recorded hands one by one.

# %%
found = class_hands("class-records")
played = found if found.hands else recorded_sample()
for problem in found.problems:
    print("left out:", problem)
print(f"{played.deals:,} deals, {len(played.hands):,} hands of eight cards: {played.source.text(LANG)}")

# %%
Predict(class_projects(played.hands, played.source), lang=LANG)

# %% [markdown]
# **Derive.** The exact chance that a hand holds a project is counted as in section 3. The
# recorded hands agree with it when the exact value lies inside their 95% Wilson interval.
# (The four hands of one deal share the pack, so they are not quite independent; with a few
# hundred hands the interval is still a fair guide.)

# %%
p_project = exact_probability(any_project("sun")).probability
with_project = sum(any_project("sun")(h) for h in played.hands)
low, high = wilson_interval(with_project, len(played.hands))
print(f"recorded: {with_project} of {len(played.hands)} hands, {with_project / len(played.hands):.1%} (95% Wilson {low:.1%} to {high:.1%})")
print(f"exact:    {p_project:.1%}: {'inside' if low <= p_project <= high else 'OUTSIDE'} the interval")

# %% [markdown]
# A class whose hands fall outside the interval has either been unlucky (it happens one time
# in twenty) or shuffles badly: cards that stay together after a trick make runs more common.
#
# ## 10. Try it yourself
#
# Choose a question, a number of deals and a seed, then press **Run Interact** and watch the
# estimate settle on the exact value. (The widget needs a running kernel; in JupyterLite a
# million deals take a minute or more.)

# %%
explore = widgets.interact_manual(
    show_convergence,
    question=widgets.Dropdown(options=list(QUESTIONS), description="question"),
    deals=widgets.SelectionSlider(options=[1_000, 10_000, 100_000, 1_000_000], value=10_000, description="deals"),
    seed=widgets.IntText(value=1, description="seed"),
)

# %% [markdown]
# ## What we learned
#
# * Guess first: a guess committed before the simulation shows you what your intuition gets
#   right and what it gets wrong, and the simulation shows how close a few thousand deals
#   come to the exact count.
# * Exact counting over all 10,518,300 hands (201,376 five-card deals for Kawesh) answers "how
#   often" questions with no error at all.
# * A simulation answers the same questions with an error we can measure: the standard error
#   shrinks like $1/\sqrt{n}$, and a good 95% interval (Wilson) really contains the truth about
#   95% of the time.
# * Say exactly what you ask: "holds a Sira", "a run of 3 or more" and "the best project is a
#   Sira" are three different probabilities (19.2%, 22.6% and 19.0% in Sun).
#
# Next: *Probability 2* asks questions about whole deals and checks the Wikipedia table.
