# Tutorial 09: one complete hand, move by move, explained by the engine.

# %% [markdown]
# # 09 · A full hand, move by move — يد كاملة
#
# Time to put everything together. We replay one complete hand — deal 212, seat 0 deals —
# as four bots played it, and stop at every step to let the engine explain what is allowed
# and why. Nothing here is new: bidding (03), doubling (04), trick play (05), projects and
# Baloot (06) and scoring (07). Run the cells one by one and try to predict each move before
# you read it.
#
# The moves are written out below, so the lesson never changes.

# %%
from IPython.display import HTML, display

from baloot_widgets import CardSet, Contract, Game, HandView, Table, find_projects, score_hand
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.explain import trick_message
from baloot_widgets.render import hand_state_html, score_sheet_html
from baloot_widgets.i18n import GLOSSARY

BIDDING = ["p1 pass", "p2 pass", "p3 pass", "p0 hokum", "p1 pass", "p2 pass", "p3 pass",
           "p0 hokum", "p1 pass", "p3 pass"]
TRICKS = [
    ["p1 declare sira", "p1 play 8D", "p2 play QC", "p3 play 7D", "p0 play AD"],
    ["p2 play AS", "p3 play JS", "p0 play 7S", "p1 play QS"],
    ["p2 play 10S akka", "p3 play KS", "p0 play 8S", "p1 play 7C"],
    ["p1 play JH", "p2 play 7H", "p3 play AH", "p0 play KH"],
    ["p3 play 9H", "p0 play 8C", "p1 play QH", "p2 play 8H"],
    ["p0 play JD", "p1 play KD", "p2 play 10C", "p3 play 9D"],
    ["p2 play 9S akka", "p3 play QD", "p0 play AC", "p1 play JC"],
    ["p1 play 10H akka", "p2 play KC", "p3 play 10D", "p0 play 9C"],
]
game = Game.new(seed=212, dealer=0)


def explain_move(game, action):
    """Say what the player to move may do, then play ``action``."""
    state = game.state
    seat = state.to_move
    if "play" in action:
        hand = CardSet(state.hands[seat])
        legal = CardSet({a.card for a in game.legal_actions() if hasattr(a, "card")})
        if len(hand) == 1:
            why = "its last card"
        elif legal == hand:
            why = "every card it holds is allowed"
        else:
            # the engine's reason for a card that may not be played: "Seat 1 cannot play
            # 7♠: must follow ♥ (holds …) (RULES §6)" without the seat, card and section
            sentence = str(next(iter(game.view(seat).reasons.values())))
            why = sentence.split(": ", 1)[1].rsplit(" (RULES", 1)[0]
        print(f"  seat {seat}: holds {hand}; may play {legal} ({why})")
    game.act(action)
    note = ""
    if "akka" in action:
        note = f"  ← Akka ({GLOSSARY['akka'][1]}): {GLOSSARY['akka'][2]}"
    print(f"  → {action}{note}")


def play_trick(number):
    """Play trick ``number`` (1-8) of the recorded hand, explaining every card."""
    print(f"Trick {number}:")
    before = game.state.baloot_announced
    for action in TRICKS[number - 1]:
        explain_move(game, action)
    trick = game.state.tricks[-1]
    print(trick_message(trick.leader, trick.cards, trick.winner, game.state.contract.trump_index),
          f"· {trick.points} Abnat")
    if number == 1:
        print("projects: team", game.state.project_team, "has the stronger project")
    if game.state.baloot_announced and not before:
        print(f"Baloot ({GLOSSARY['baloot'][1]}) announced by seat {game.state.baloot}")
    print("tricks won so far:", game.state.tricks_won, "· Abnat so far:", game.state.abnat)


# %% [markdown]
# ## 1. The deal
#
# Everybody has 5 cards; the floor card is 8♣. A teacher's view shows all four hands:

# %%
display(HTML(hand_state_html(game.state)))

# %% [markdown]
# ## 2. The bidding
#
# For every call we print what the player was allowed to say:

# %%
for action in BIDDING:
    allowed = "  ".join(str(a) for a in game.legal_actions())
    game.act(action)
    print(f"{action:11} (allowed: {allowed})")
print()
print("contract:", game.state.contract)

# %% [markdown]
# Round 1: seats 1, 2 and 3 pass and the dealer, seat 0, bids Hokum in the floor suit (♣).
# Nobody says Sun in the second chance, seat 0 confirms, and neither defender doubles.
# Seat 0 takes the floor card and everyone now holds 8 cards:

# %%
display(HTML(hand_state_html(game.state)))

# %% [markdown]
# Who holds a project, and who holds the Baloot (K♣ Q♣)?

# %%
for seat in range(4):
    projects = find_projects(CardSet(game.state.hands[seat]), game.state.contract)
    print(f"seat {seat}:", ", ".join(p.name for p in projects) or "no project")
print("Baloot held by seat", game.state.baloot)

# %% [markdown]
# ## 3. The play, trick by trick
#
# Seat 1 (P1) leads the first trick. Before its first card each player may declare its
# projects; seat 1 declares its Sira.

# %%
play_trick(1)

# %% [markdown]
# Seat 2 had no diamond, so it had to trump. Seat 0 played A♦ on a trick its partner was
# already winning — 11 Abnat into the partnership's pile.

# %%
play_trick(2)

# %% [markdown]
# Seat 2 now leads 10♠ with **Akka (إكه)**: the A♠ is gone, so the 10♠ is the highest spade left.

# %%
play_trick(3)

# %%
play_trick(4)

# %%
play_trick(5)

# %%
play_trick(6)

# %% [markdown]
# Watch trick 7: seat 0 trumps with A♣, and seat 1, with no spade left, must **over-trump**.

# %%
play_trick(7)

# %% [markdown]
# The last trick is worth 10 Abnat more. Seat 2 plays K♣, completing its **Baloot (بلوت)** (Q♣
# went in trick 1).

# %%
play_trick(8)

# %% [markdown]
# ## 4. The score
#
# The Abnat become game points (07), the projects are compared (06), and the Baloot is added
# at the end:

# %%
print(game.result.sheet())
print()
print(game.result.sheet("ar"))

# %%
display(HTML(score_sheet_html(game.result)))

# %% [markdown]
# ## 5. Which cards cost Abnat? The review
#
# With all four hands open, the solver knows the best card at every moment. The review gives
# each card its **exact value** (the Abnat its team takes from there to the end if everybody then
# plays perfectly) and compares it with the best card: a card that gives Abnat away is a
# mistake. Each mistake also says, as an **estimate**, whether the player could have seen it
# from its own cards, without looking into the others' hands.

# %%
from baloot_widgets.review import review

hand_review = review(game)
print(hand_review.summary())

# %% [markdown]
# Step through the hand on the review board: the buttons, the slider or the arrow keys move
# from card to card, **Next mistake** jumps to the next card that cost Abnat (red from 10
# Abnat up), and each legal card's value is drawn as a bar.

# %%
# NBVAL_IGNORE_OUTPUT
hand_review.widget(seat=0)

# %% [markdown]
# ## 6. Your turn
#
# Play the same deal yourself, as seat 0, against three bots. Can your team beat the bots'
# score?

# %%
print("the bots' team (seats 0 and 2) scored", game.result.points[0], "with this deal")

# %% [markdown]
# The table shows your hand; the bots play the others.

# %%
# NBVAL_IGNORE_OUTPUT
Table(Game.new(seed=212, dealer=0), you=0, bots={s: HeuristicBot(seed=s) for s in (1, 2, 3)})

# %% [markdown]
# Or look at any seat's final hand as dealt, for instance the buyer's:

# %%
# NBVAL_IGNORE_OUTPUT
HandView(CardSet(game.state.dealt[0]), contract=game.state.contract, caption="Seat 0, the buyer")

# %% [markdown]
# ## Exercises
#
# The answers are not printed above: each exercise asks "what if?", and its check replays
# the hand with the engine. Replace the `...` in each answer cell with your answer, run it,
# then run the check below it.

# %% {"tags": ["exercise-setup"]}
def replay(until):
    """The recorded hand after its first ``until`` actions."""
    replayed = Game.new(seed=212, dealer=0)
    for action in (BIDDING + [a for trick in TRICKS for a in trick])[:until]:
        replayed.act(action)
    return replayed


def playable(game):
    """The cards the player to move may play."""
    return CardSet({a.card for a in game.legal_actions() if hasattr(a, "card")})


def rescore(contract=None, baloot="as played"):
    """Score the finished hand again with score_hand, maybe with another contract or Baloot."""
    final = replay(len(BIDDING) + sum(len(t) for t in TRICKS)).state
    return score_hand(
        contract or final.contract,
        abnat=final.abnat,
        tricks=final.tricks_won,
        projects={seat: list(p) for seat, p in enumerate(final.declared) if p},
        baloot=final.baloot if baloot == "as played" else baloot,
        dealer=final.dealer,
    )


assert rescore().points == game.result.points  # score_hand gives the sheet of section 4

# %% [markdown]
# **Exercise 1.** Back to the start of trick 2. Seat 2 led A♠. **What if** it had led 10♣, a
# trump, instead, and seat 3 (who has no club) had thrown 9♦? Seat 0 held
# 8♠ 7♠ K♥ J♦ A♣ 9♣ 8♣. Which cards could seat 0 play? Give a set such as `{"8S", "KH"}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = {'AC', '9C'}", "wrong": ["answer_1 = {'AC', '9C', '8C'}", "answer_1 = {'8S', '7S', 'KH', 'JD', 'AC', '9C', '8C'}", "answer_1 = {'8C'}"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
position = replay(len(BIDDING) + len(TRICKS[0]))  # trick 2 is about to start
position.act("p2 play 10C")
position.act("p3 play 9D")
expected = playable(position)
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif CardSet(answer_1) != expected:
    raise AssertionError(
        f"Not quite: {CardSet(answer_1)}. Trumps were led and seat 0 holds trumps: which of "
        "them beat the 10♣ in the trump order?"
    )
else:
    print("Correct! Seat 0 would have to play a higher trump:", expected)

# %% [markdown]
# **Exercise 2.** Score the hand **without the Baloot**: suppose seat 2's K♣ and Q♣ were not
# a Baloot, and everything else — the Abnat, the tricks, the Sira — stayed the same. What
# would the points be, `(team 0·2, team 1·3)`?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = (10, 8)", "wrong": ["answer_2 = (12, 8)", "answer_2 = (0, 18)", "answer_2 = (10, 10)"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
without = rescore(baloot=None)
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif tuple(answer_2) != without.points:
    raise AssertionError(
        f"Not quite: {answer_2}. Baloot is added at the very end and never decides whether "
        "the buyer made it: take it off the sheet of section 4."
    )
else:
    print("Correct!\n" + without.sheet())

# %% [markdown]
# **Exercise 3.** **What if** seat 1 had doubled the Hokum (x2), and then the same cards had
# been played? Points `(team 0·2, team 1·3)`? (Lesson 07: a doubled hand is not shared, and
# Baloot is never multiplied.)

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = (38, 0)", "wrong": ["answer_3 = (36, 0)", "answer_3 = (24, 16)", "answer_3 = (12, 8)", "answer_3 = (40, 0)"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
played = game.state.contract
doubled = rescore(Contract(mode=played.mode, trump=played.trump, buyer=played.buyer, multiplier=2, doubler=1))
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif tuple(answer_3) != doubled.points:
    raise AssertionError(
        f"Not quite: {answer_3}. Which team has more game points (cards + projects)? It takes "
        "both teams' points x 2. Then add the Baloot, not doubled."
    )
else:
    print("Correct!\n" + doubled.sheet())

# %% [markdown]
# ## What next
#
# You have seen a whole hand. In **10 · Your first match** you play a full match to 152
# against the bots.
