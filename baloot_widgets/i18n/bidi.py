"""Right-to-left text with cards in it: what stays left to right, and Arabic sentences for a
plain-text output.

In an Arabic sentence the bidirectional algorithm reorders a card such as "10♠" (the digits
take the direction of the Arabic around them and the suit symbol follows it), so a reader
sees "♠10".  HTML keeps each card left to right in ``<bdi dir="ltr">``
(``render.isolate_html``, and ``say()`` in the widgets' ``common.js``, with the same
pattern).  Plain text, such as a lesson's ``print(...)``, has no elements: there the same
isolation is written with Unicode's invisible isolates, LRI … PDI around each card, and
RLI … PDI around each Arabic line, so that a left-to-right output area shows the line right
to left with its cards readable.

>>> plain_text("Seat 2 cannot play 10♠", "en")
'Seat 2 cannot play 10♠'
>>> shown = plain_text("لا يجوز لعب 10♠ (عنده 9♥ 8♥)", "ar")
>>> shown == RLI + "لا يجوز لعب " + LRI + "10♠" + PDI + " (عنده " + LRI + "9♥ 8♥" + PDI + ")" + PDI
True
>>> [line.count(RLI) for line in plain_text("أ 7♣\\nب +4", "ar").split("\\n")]
[1, 1]
"""

from __future__ import annotations

import re
from typing import Literal

__all__ = ["ISOLATE", "LRI", "PDI", "RLI", "plain_text"]

#: what stays left to right inside a right-to-left sentence: a card or a run of cards
#: ("J♣ Q♣ K♣"), a signed number with its percent sign if any ("+4", "-6.9", "+13.1%"; in
#: Arabic an unisolated sign shows after the number, "6.9-"), a team's seats ("0·2"), a
#: lone suit symbol ("Hokum ♠").  The widgets' static/common.js isolates the same pattern.
ISOLATE = re.compile(
    r"(?:10|[7-9JQKA])[♠♥♦♣](?:,? (?:10|[7-9JQKA])[♠♥♦♣])*|(?<!\w)[+\u2212-]\d+(?:\.\d+)?%?|\d·\d|[♠♥♦♣]"
)
LRI, RLI, PDI = "\u2066", "\u2067", "\u2069"
#: first strong isolate: a text isolated in the direction of its own first letter (a name)
FSI = "\u2068"


def plain_text(text: str, lang: Literal["en", "ar"]) -> str:
    """``text`` as a plain-text output shows it in ``lang``: English as it is; Arabic with
    each line isolated right to left and each card, run of cards or signed number in it
    isolated left to right (the plain-text form of ``<bdi>``)."""
    if lang != "ar":
        return text
    return "\n".join(
        RLI + ISOLATE.sub(lambda m: LRI + m.group() + PDI, line) + PDI if line else line
        for line in text.split("\n")
    )
