"""The sentences of the ``buyer`` exercise (who buys, and which contract?, RULES.md §4):
the question, the steps of an auction as the exercise's board lists them, and why the
auction ends as it does.  Data only: key -> (English, Arabic).
"""

from __future__ import annotations

__all__ = ["ENTRIES"]

ENTRIES: dict[str, tuple[str, str]] = {
    "auction.title": ("Who buys?", "من المشتري؟"),
    "auction.prompt": (
        "The auction is over. Who buys, and which contract?",
        "انتهى الشراء. من المشتري، وما نوع اللعب؟",
    ),
    # the board: the calls in order, with the step of the auction each was made in
    "auction.when": ("When", "متى"),
    "auction.who": ("Who", "من"),
    "auction.call": ("Call", "ما قاله"),
    "auction.bid1": ("Round 1", "الجولة الأولى"),
    "auction.gablak": ("Gablak", "قبلك"),
    "auction.bid1_extra": ("Second chance", "الفرصة الثانية"),
    "auction.confirm": ("Confirming", "التثبيت"),
    "auction.bid2": ("Round 2", "الجولة الثانية"),
    # why the auction ends as it does
    "auction.why_sun_first": (
        "{seat} speaks first: nobody has priority over it, so its Sun stands at once.",
        "{seat} يتكلم أولًا: لا أحد له أولوية عليه، فيثبت الصن له في الحال.",
    ),
    "auction.why_sun_stands": (
        "This table plays without Gablak: {seat}'s Sun stands at once.",
        "هذه الطاولة تلعب بلا قبلك: يثبت صن {seat} في الحال.",
    ),
    "auction.why_ashkal": (
        "{seat} called Ashkal: a Sun for its partner, {partner}, who takes the floor card.",
        "{seat} قال أشكل: صن لشريكه {partner}، وهو الذي يأخذ الورقة المكشوفة.",
    ),
    "auction.why_gablak": (
        "A Sun from {seat} opens the Gablak window: each player with priority over {seat} "
        "is asked first, in order, whether to take the Sun.",
        "صن {seat} يفتح باب قبلك: يُسأل أولًا بالترتيب كل لاعب له أولوية على {seat} هل يأخذ الصن.",
    ),
    "auction.why_gablak_took": (
        "{seat} has priority and took the Sun when asked.",
        "{seat} له الأولوية فأخذ الصن حين سُئل.",
    ),
    "auction.why_nobody_took": (
        "Everyone asked said Pass, so the Sun stays where it was called.",
        "كل من سُئل قال بس، فيبقى الصن حيث قيل.",
    ),
    "auction.why_second_chance": (
        "{seat} passed before the Hokum, so it had a second chance, and said Sun: Sun beats Hokum.",
        "{seat} قال بس قبل الحكم فكانت له فرصة ثانية، فقال صن: الصن يعلو على الحكم.",
    ),
    "auction.why_overcall": (
        "{seat} had not spoken yet in round 2, so it could still say Sun over the Hokum.",
        "{seat} لم يتكلم بعد في الجولة الثانية، فكان له أن يقول صن فوق الحكم.",
    ),
    "auction.why_confirmed": (
        "{seat} bid Hokum and confirmed it: {mode}.",
        "{seat} قال حكم ثم ثبّته: {mode}.",
    ),
    "auction.why_converted": (
        "{seat} bid Hokum, then turned it into a Sun when confirming, and stays the buyer.",
        "{seat} قال حكم ثم حوّله صنًا عند التثبيت، ويبقى هو المشتري.",
    ),
    "auction.why_round2_sun": (
        "A Sun in round 2 is final: nobody is asked before {seat}.",
        "الصن في الجولة الثانية نهائي: لا يُسأل أحد قبل {seat}.",
    ),
    "auction.why_result": ("The auction ends: {contract}.", "ينتهي الشراء: {contract}."),
}
