"""The Baloot glossary: each term's English spelling (as in RULES.md), its Arabic script
and a short meaning; and the spoken names of suits and ranks.

This is data only.  :func:`baloot_widgets.i18n.term` reads it; the catalogue turns each
term into a ``term.<key>`` entry, so a template can name a term in either language.
"""

from __future__ import annotations

__all__ = ["GLOSSARY", "RANK_NAMES", "SUIT_NAMES"]

#: canonical English spelling -> (English, Arabic script, meaning)
GLOSSARY: dict[str, tuple[str, str, str]] = {
    "sun": ("Sun", "صن", "the no-trump contract"),
    "hokum": ("Hokum", "حكم", "the trump contract"),
    "pass": ("Pass", "بس", "no bid (Bess)"),
    "ashkal": ("Ashkal", "أشكل", "a Sun bid made for one's partner"),
    "gablak": ("Gablak", "قبلك", "'before you': a higher-priority player takes the Sun"),
    "kawesh": ("Kawesh", "كوش", "annul a hand of only 7s, 8s and 9s"),
    "double": ("Double", "دبل", "the defenders double the hand (x2)"),
    "triple": ("Triple", "ثري", "the buyer answers a Double (x3)"),
    "four": ("Four", "فور", "the doubler answers a Triple (x4)"),
    "gahwa": ("Gahwa", "قهوة", "the last step: the winner of the hand wins the match"),
    "open": ("open", "مفتوح", "trumps may be led"),
    "closed": ("closed (Magfool)", "مقفول", "no trump lead while holding another suit"),
    "sira": ("Sira", "سرا", "three cards in sequence"),
    "fifty": ("Fifty", "خمسين", "four cards in sequence"),
    "hundred": ("Hundred", "مية", "five in sequence, or four K, Q, J or 10 (or Aces in Hokum)"),
    "four_hundred": ("Four Hundred", "أربعمية", "four Aces in Sun"),
    "baloot": ("Baloot", "بلوت", "King and Queen of trumps in one hand"),
    "projects": ("projects", "مشاريع", "Mashari': declared card combinations"),
    "abnat": ("Abnat", "أبناط", "card points"),
    "kaboot": ("Kaboot", "كبوت", "one team takes all eight tricks"),
    "khasara": ("Khasara", "خسارة", "the buyer's team fails and scores nothing"),
    "qayd": ("Qayd", "قيد", "a claim that the opponents broke a rule"),
    "sawa": ("Sawa", "سوا", "a claim that your team takes every remaining trick"),
    "akka": ("Akka", "إكّه", "a lead announced as the highest card left in its suit"),
    "buyer": ("buyer", "المشتري", "the player who takes the floor card"),
    "floor": ("floor card", "الورقة المكشوفة", "the 21st card, turned face up"),
    "trump": ("trump", "الحكم", "the Hokum suit"),
    "trick": ("trick", "أكلة", "one card from each player; the best card takes all four"),
    "dealer": ("dealer", "الموزّع", "the player who shuffles and deals (P4)"),
    "defenders": ("defenders", "المدافعان", "the two players of the team that did not buy"),
    "revoke": ("revoke", "ما تبع اللون", "not following suit although able, a foul"),
    "cut": ("trump (cut)", "قطع", "to play a trump on a suit led that one holds none of"),
}

#: suit 0-3 (spades, hearts, diamonds, clubs) -> (English, Arabic)
SUIT_NAMES: tuple[tuple[str, str], ...] = (
    ("spades", "سبيت"),
    ("hearts", "هاص"),
    ("diamonds", "ديمن"),
    ("clubs", "شريا"),
)

#: rank 0-7 in plain order (7 8 9 J Q K 10 A) -> (English, Arabic)
RANK_NAMES: tuple[tuple[str, str], ...] = (
    ("seven", "سبعة"),
    ("eight", "ثمانية"),
    ("nine", "تسعة"),
    ("jack", "ولد"),
    ("queen", "بنت"),
    ("king", "شايب"),
    ("ten", "عشرة"),
    ("ace", "إكة"),
)
