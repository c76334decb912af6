"""How big the randomised tests run: a default size for the README's test command (every
test walks its code path at a small size; the suite aims at about a quarter of an hour on
two cores), and the full size with ``BALOOT_SLOW=1`` (the property and fuzz tests then draw up
to four times more examples; the ``slow`` tests of ``test_properties.py`` run too).

>>> examples(200) == (200 if FULL else 50)
True
>>> examples(30) == (30 if FULL else 20)
True
"""

from __future__ import annotations

import os

#: ``BALOOT_SLOW=1``: every randomised test at its full size
FULL = os.environ.get("BALOOT_SLOW") == "1"

#: the default run draws this fraction of the full size ...
SCALE = 4
#: ... but never fewer than this many examples (or the full size, when smaller)
FLOOR = 20


def examples(full: int) -> int:
    """The number of examples (hypothesis ``max_examples``, seeds, strings) for a test whose
    full size is ``full``: ``full`` with ``BALOOT_SLOW=1``, else a quarter of it, at least
    ``FLOOR`` (and never more than ``full``)."""
    return full if FULL else min(full, max(FLOOR, full // SCALE))
