"""What every widget of baloot_widgets shares: Python is the truth (a trait the browser
tries to set is answered with Python's value) and a deterministic ``text/html`` picture
stands beside the live view (for nbval, exports, GitHub and printed handouts).

>>> from baloot_widgets.widgets import HandView
>>> data, _ = HandView("AS")._repr_mimebundle_()
>>> sorted(data)
['application/vnd.jupyter.widget-view+json', 'text/html', 'text/plain']
"""

from __future__ import annotations

from typing import Any

import anywidget

__all__ = ["BalootWidget"]


class BalootWidget(anywidget.AnyWidget):
    """An anywidget whose traits only Python sets, with a static picture: a subclass
    gives :meth:`picture`."""

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The browser may not change the truth: an update it sends is answered with the
        current values (the JavaScript sends intents instead)."""
        keys = [key for key in sync_data if key in self.keys]
        if keys:
            self.send_state(keys)

    def _side_intent(self, intent: object) -> bool:
        """Answer an intent that is not a move of the widget (the learner's panel,
        :mod:`.recording`): True when it was answered here."""
        return False

    def picture(self) -> str:
        """The deterministic HTML picture shown beside the live view."""
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/html"] = self.picture()
        return data, metadata
