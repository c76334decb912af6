# Probability 3: trumps, what a bid says from your own seat, interval coverage, and the
# published figures corrected. Built into
# notebooks/probability_03_trumps_bids_and_confidence.ipynb by lessons-src/build.py; edit this
# file, then run `python lessons-src/build.py probability_03`.

# %% [markdown]
# # Probability 3 — Trumps, bids and confidence
#
# **الاحتمالات في البلوت: الحكم، والشراء، والثقة**
#
# Four questions a player, or a statistician, asks at the table:
#
# 1. I hold three trumps (الحكم): how many does my partner hold? (*counting*: the
#    hypergeometric law)
# 2. My partner said **Hokum** (حكم): what does that tell me, who holds these five cards?
#    (*Bayes' rule*, with the engine's bots)
# 3. A "95%" interval: is it right 95% of the time? (*an experiment* on the intervals of
#    *Probability 1*)
# 4. Which published figures about projects (مشاريع) can we trust? (*a corrected table* to
#    print)
#
# The first two are investigations, as in the earlier lessons: predict, simulate, then derive.
#
# **In JupyterLite** (these lessons in your browser, nothing to install) there is no NumPy:
# exact values are the same, simulations are slower and draw other random deals (their numbers
# differ a little from the ones printed here). The figures are drawn by the browser, as in
# JupyterLab.

# %%
LANG = "en"
from collections import Counter
from math import comb, sqrt

from IPython.display import HTML

from baloot_widgets import Card, CardSet, Predict, Rank
from baloot_widgets.stats.bidstats import first_calls, hokum_question, likelihood_beside
from baloot_widgets.probability import (
    bars,
    check_answer,
    coverage,
    exact_probability,
    four_of_a_kind,
    intervals,
    partner_trumps,
    published_figures_html,
    simulate,
    suit_lengths,
    wilson_interval,
)

# %% [markdown]
# ## 1. Predict: how many trumps does partner hold?
#
# In Hokum the trump suit has 8 cards. Once the deal is complete you hold 8 cards, 3 of them
# trumps. On average, how many trumps does your partner hold? Commit a guess, then simulate:
# the computer deals until it has 4,000 deals in which you hold exactly 3 trumps, and counts
# your partner's.

# %%
Predict(partner_trumps(3), lang=LANG)

# %% [markdown]
# **Derive.** Say you hold $t$ trumps. The other $8 - t$ trumps are among the 24 cards you
# cannot see, and your partner holds 8 of those 24. Suppose nothing else is known (the trump
# suit was named before the deal): then every set of 8 is equally likely, and the number $J$ of
# partner's trumps follows the **hypergeometric** law — choose $j$ of the $8 - t$ unseen trumps
# and $8 - j$ of the $16 + t$ unseen other cards:
#
# $$P(J = j \mid t) = \frac{\binom{8-t}{j}\binom{16+t}{8-j}}{\binom{24}{8}}, \qquad E[J \mid t] = 8 \cdot \frac{8-t}{24} = \frac{8-t}{3}.$$
#
# The mean needs no sum: each unseen trump is in partner's hand with chance 8 in 24.

# %%
def partner_trumps_law(j, mine):
    """P(partner holds j trumps | I hold ``mine``), the hypergeometric law."""
    return comb(8 - mine, j) * comb(16 + mine, 8 - j) / comb(24, 8)


print("I hold   partner holds " + "".join(f"{j:>7}" for j in range(7)) + "     mean")
for mine in range(1, 6):
    row = "".join(f"{partner_trumps_law(j, mine):>7.1%}" for j in range(7))
    mean = sum(j * partner_trumps_law(j, mine) for j in range(9))
    print(f"{mine:>6}                 {row}   {mean:6.3f}")

# %% [markdown]
# The engine's own deals agree with the whole law, not only its mean. `suit_lengths` deals
# 60,000 seeded deals and counts the hearts in each seat's eight cards; we keep the deals where
# seat 0 holds 3 hearts and look at seat 2, its partner. Each share gets its 95% Wilson
# interval (*Probability 1*).

# %%
lengths = suit_lengths(60_000, seed=3, suit="H")
partner = Counter(seats[2] for seats in lengths if seats[0] == 3)
deals = sum(partner.values())
print(f"{deals:,} deals where seat 0 holds 3 hearts")
print("partner holds   simulated   95% Wilson interval       exact")
for j in range(6):
    low, high = wilson_interval(partner[j], deals)
    print(f"{j:>13}   {partner[j] / deals:9.2%}   {low:6.2%} to {high:6.2%}   {partner_trumps_law(j, 3):9.2%}")

# %%
bars(
    "I hold 3 trumps: how many does partner hold?",
    [str(j) for j in range(6)],
    {"exact (hypergeometric)": [partner_trumps_law(j, 3) for j in range(6)]},
    points={"the engine's deals": [partner[j] / deals for j in range(6)]},
    x_title="partner's trumps",
    y_title="probability",
)

# %% [markdown]
# ### Exercise 1 — at least one trump
#
# You hold 3 trumps. **What is the probability that your partner holds at least one of the
# other 5?** Write it as a probability (you may use `partner_trumps_law`), then run the check.

# %%
answer_1 = ...  # your answer: a probability

# %%
check_answer(
    answer_1,
    1 - partner_trumps_law(0, mine=3),
    hint="one minus the chance that partner holds none of them",
    lang=LANG,
)

# %% [markdown]
# ## 2. What partner's Hokum tells you: Bayes' rule from your own seat
#
# Section 1 assumed that nobody chose the trumps. In a real hand somebody did: the buyer
# (المشتري) named them *because of their cards*. You sit at seat 3 and seat 0 deals, so your
# partner at seat 1 speaks first. You hold **A♠ 8♥ 7♥ K♦ 9♣** and the floor card (الورقة
# المكشوفة) is **Q♥**. Your partner sees five cards and the floor card and says **Hokum**: hearts
# are trumps. How many hearts does your partner hold among their five?
#
# Predict first. The simulation deals only deals that your own view allows (your five cards,
# the Q♥ on the floor, the other 26 cards shuffled), lets the package's heuristic bot speak at
# seat 1, and keeps the deals where it says Hokum. (The first cell also measures, without
# showing it yet, how this bot bids from 6,000 other such deals: the derivation below needs
# it. In JupyterLite it takes a few seconds.)

# %%
MINE, FLOOR = CardSet.parse("AS 8H 7H KD 9C"), Card.parse("QH")
likelihood = likelihood_beside(MINE, FLOOR, 6_000, seed=11)

# %%
Predict(hokum_question(MINE, FLOOR, likelihood, measured_on=6_000), lang=LANG)

# %% [markdown]
# **Derive.** Let $K$ be the number of hearts among partner's five (the floor card will be a
# trump for them too). **Before** the call, the *prior* is counting, and it depends on what
# *you* hold: partner's five cards are 5 of the **26 cards you cannot see** (not your five, not
# the floor card). You hold $m = 2$ hearts, so $7 - m = 5$ of those 26 are hearts:
#
# $$P(K = k) = \frac{\binom{7-m}{k}\binom{19+m}{5-k}}{\binom{26}{5}}.$$
#
# (Someone who sees none of your cards would choose 5 of the 31 cards other than the floor
# card, 7 of them hearts: $\binom{7}{k}\binom{24}{5-k} / \binom{31}{5}$. Your own two hearts
# cannot be in partner's hand, so from your seat partner has fewer.)
#
# **After** the call, *Bayes' rule*:
#
# $$P(K = k \mid \text{Hokum}) = \frac{P(\text{Hokum} \mid K = k)\;P(K = k)}{P(\text{Hokum})}, \qquad P(\text{Hokum}) = \sum_i P(\text{Hokum} \mid K = i)\;P(K = i).$$
#
# The *likelihood* $P(\text{Hokum} \mid K = k)$ is not a matter of counting: it is how this
# player bids. We measured it on the bot above, in 6,000 other deals that your view allows.

# %%
m = len(MINE.of_suit(FLOOR.suit))
prior = {k: comb(7 - m, k) * comb(19 + m, 5 - k) / comb(26, 5) for k in range(6)}
outsider = {k: comb(7, k) * comb(24, 5 - k) / comb(31, 5) for k in range(6)}
p_hokum = sum(likelihood[k] * prior[k] for k in range(6))
posterior = {k: likelihood[k] * prior[k] / p_hokum for k in range(6)}

print("  k   outsider's prior   your prior   P(Hokum | k)   posterior")
for k in range(6):
    print(f"{k:>3} {outsider[k]:>17.2%} {prior[k]:>12.2%} {likelihood[k]:>14.2%} {posterior[k]:>11.2%}")
print(f"P(Hokum) = {p_hokum:.2%}")
mean = {name: sum(k * law[k] for k in range(6)) for name, law in (("outsider", outsider), ("prior", prior), ("posterior", posterior))}
print(f"mean of K: {mean['outsider']:.2f} for an outsider, {mean['prior']:.2f} from your seat before the call, {mean['posterior']:.2f} after it")

# %%
bars(
    "What partner's Hokum tells you (heuristic bot)",
    [str(k) for k in range(6)],
    {"an outsider's prior": [outsider[k] for k in range(6)],
     "your prior": [prior[k] for k in range(6)],
     "after a Hokum (posterior)": [posterior[k] for k in range(6)]},
    x_title="hearts among partner's five",
    y_title="probability",
)  # fmt: skip

# %% [markdown]
# Bayes' rule gives the same mean as the simulation above, up to their sampling errors (the
# likelihood, too, was measured on a sample): the direct simulation and the rule answer the
# same question two ways. From your seat, partner most often
# holds one heart before the call; after a Hokum, two or three — so three or four trumps with
# the floor card, before the last three cards are dealt. The bot never says Hokum with no other
# heart ($P(\text{Hokum} \mid K = 0) = 0$); a bolder player might. (No deal of the 6,000 gave
# partner all five hearts, so that likelihood reads 0 here; with a prior of 1 in 65,780 it
# changes nothing.) The prior is a fact about the cards **you can see**, the likelihood a fact
# about the player, and the posterior needs both.
#
# The Grokipedia article says of **Baloot** (بلوت, K and Q of trumps) that the "player-selected
# trump increases effective odds". The bot's calls let us measure it: how often are the King and
# Queen of the floor card's suit among the six cards a player bids on? Here we deal 20,000 whole
# new deals (nobody's cards fixed) and let the bot make the first call in each.

# %%
calls = first_calls("heuristic", 20_000, seed=1)


def king_and_queen(call):
    six = call.hand | CardSet([call.floor])
    return Card.of(Rank.KING, call.floor.suit) in six and Card.of(Rank.QUEEN, call.floor.suit) in six


for name, group in (("every first call", calls), ("after a Hokum", [c for c in calls if c.call == "hokum"])):
    hits = sum(king_and_queen(c) for c in group)
    low, high = wilson_interval(hits, len(group))
    print(f"{name:<17} {hits:>5,} of {len(group):>6,}: {hits / len(group):6.2%}  (95% Wilson {low:.2%} to {high:.2%})")

# %% [markdown]
# About twice as often: Grokipedia is right that choosing the trumps raises the odds, while its
# 5.6% is the chance for a suit named before the deal.
#
# ### Exercise 2 — a simpler bidder
#
# Imagine a partner who says Hokum exactly when $K \ge 2$, and never otherwise. **From your seat
# (with `prior`, your prior above), what is $P(K = 2 \mid \text{Hokum})$ for that partner?** Use
# Bayes' rule, then run the check. In code, `prior[2]` is $P(K = 2)$ from your seat, `prior[3]`
# is $P(K = 3)$, and so on; the table above prints them as "your prior".

# %%
answer_2 = ...  # your answer: a probability

# %%
check_answer(
    answer_2,
    prior[2] / sum(prior[k] for k in range(2, 6)),
    hint="the likelihood is 1 when k is 2 or more and 0 below, so P(Hokum) is the prior of k ≥ 2",
    lang=LANG,
)

# %% [markdown]
# ## 3. Are 95% intervals right 95% of the time? An experiment
#
# *Probability 1* computed the **coverage** of an interval exactly. Now we run the experiment
# itself: 200 separate simulations of 1,000 deals each (seeds 0 to 199), each asking whether
# seat 0 holds four Aces (exact $p$ = 0.1947%). Each simulation makes a normal and a Wilson
# interval; we count how many contain $p$.
#
# The share we observe is itself an estimate from $R = 200$ runs, so it has its own standard
# error $\sqrt{c(1-c)/R}$: about 1.5 percentage points when $c$ = 95%. An experiment can only
# *check* the exact coverage to within that error. (In JupyterLite this cell takes about ten
# seconds.)

# %%
aces = four_of_a_kind("A")
p = exact_probability(aces).probability
runs = [simulate([aces], 1_000, seed=seed)[0] for seed in range(200)]
found = {"normal": [r.normal() for r in runs], "Wilson": [r.wilson() for r in runs]}
methods = {"normal": "normal", "Wilson": "wilson"}
print("method   contain p   observed coverage ± 1.96 SE   exact coverage")
for name, spans in found.items():
    c = sum(low <= p <= high for low, high in spans) / len(spans)
    se = sqrt(c * (1 - c) / len(spans))
    print(f"{name:<8} {round(c * len(spans)):>6}/{len(spans)}   {c:8.1%} ± {1.96 * se:.1%}           {coverage(p, 1_000, methods[name]):8.1%}")
print(f"runs that saw no four Aces at all: {sum(r.hits == 0 for r in runs)} of {len(runs)}")

# %%
intervals(
    "The first 40 simulations of 1,000 deals: four Aces (thin: normal, thick: Wilson)",
    {name: spans[:40] for name, spans in found.items()},
    p,
    hit="contains the exact value",
    miss="misses it",
    x_title="simulation",
    y_title="95% interval",
)

# %% [markdown]
# The normal interval misses whenever a simulation sees no four Aces (its interval is then the
# single point 0), which happens in about one run in seven. Wilson's interval always reaches
# above 0. The observed shares agree with the exact coverage to within their error.
#
# ### Exercise 3 — how many runs?
#
# **How many runs $R$ would make the standard error of an observed coverage of 95% equal to
# 0.5 percentage points** (0.005)? Solve the formula above for $R$, then run the check.

# %%
answer_3 = ...  # your answer: a number of runs

# %%
check_answer(
    answer_3,
    0.95 * (1 - 0.95) / 0.005**2,
    hint="square both sides of 0.005 = sqrt(0.95 × 0.05 / R)",
    lang=LANG,
)

# %% [markdown]
# ## 4. The published figures, corrected
#
# Our seed 001 keeps two articles on Baloot: the English Wikipedia's table "Probability of game
# bonuses" (*Probability 2* took it apart) and Grokipedia's "Multipliers and Probabilities" (for
# example: a Fifty "about 5% of the time"). Here is every figure beside the exact one, counted over
# all 10,518,300 hands, with what went wrong.
#
# **To print it** (one A4 page): open `docs/probability-table.html`, or the Arabic
# `docs/probability-table-ar.html`, in a browser and print; or write it anywhere with
# `python -m baloot_widgets probability-table --lang ar -o table.html`.

# %%
HTML(published_figures_html(LANG, page=False))

# %% [markdown]
# ## What we learned
#
# * Partner's trumps, given mine, follow the hypergeometric law; the engine's deals agree with it
#   to within their Monte Carlo error.
# * A call is evidence, and you weigh it from your own seat: the prior counts only the cards you
#   cannot see, the likelihood is how the player bids (measured on the bots), and Bayes' rule
#   combines them — after a Hokum, partner holds about 2.3 hearts instead of 1.0.
# * "95%" is a promise that can be checked: the Wilson interval keeps it, the normal interval
#   does not for rare events, and an experiment checks it only to within its own error.
