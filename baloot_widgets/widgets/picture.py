"""What the read-only and picture-carrying widgets share: the browser may not change their
synced traits, and beside the live view they put a deterministic ``text/html`` picture (for
nbval, exported notebooks and GitHub).

>>> from baloot_widgets.widgets import HandView
>>> isinstance(HandView("AS"), PictureWidget)
True
"""

from __future__ import annotations

from typing import Any

import anywidget

__all__ = ["PictureWidget"]


class PictureWidget(anywidget.AnyWidget):
    """An anywidget whose truth is in Python, with a static picture: subclasses define
    :meth:`picture`."""

    def picture(self) -> str:
        """The deterministic HTML picture shown beside the live widget."""
        raise NotImplementedError

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The browser may not change the truth: an update it sends is answered with the
        current values (the JavaScript never sends one; this guards against tampering)."""
        keys = [key for key in sync_data if key in self.keys]
        if keys:
            self.send_state(keys)

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/html"] = self.picture()
        return data, metadata
