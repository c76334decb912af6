"""MyResults: the last cell of a lesson, "Download my results": how many results are
recorded for the learner, the name asked if none was given (even after "Not now": the
file is handed in with a name), and the button that saves one file of every result
(:mod:`.recording`).

>>> panel = MyResults()
>>> panel.learner["download"], panel.learner["ask"] in (True, False)
(True, True)
>>> panel.summary.startswith("Results recorded so far:")
True
"""

from __future__ import annotations

import traitlets

from ..display.render import STYLE
from ..i18n import Lang, Message, quote
from ..records.files import learner_home
from ..records.recorder import recorder
from ..rules.errors import check_lang
from .esm import css, esm
from .recording import Recording

__all__ = ["MyResults"]


class MyResults(Recording):
    """The learner's results so far and the "Download my results" button, in ``lang``."""

    _esm = esm("learner.js", "my_results.js")
    _css = css("learner.css")
    _download = True
    _always_ask = True
    summary = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(self, *, lang: Lang = "en") -> None:
        lang = check_lang(lang)
        super().__init__(lang=lang)
        self.on_msg(self._on_msg)
        self._recording_start()

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self._side_intent(content)

    def send_intent(self, intent: object) -> str:
        """Answer an intent of the page as if the browser had sent it; returns the
        sentence under the panel."""
        self._on_msg(self, intent, [])
        return str(self.learner.get("message", ""))

    def _show_learner(self) -> None:
        super()._show_learner()
        rec = recorder()
        collected = rec.collect()
        folder = rec.folder()
        files = len(list(folder.glob("*.jsonl")))
        shown = quote(
            folder.relative_to(learner_home().resolve()).as_posix()
        )  # baloot/results/Sara
        said = Message.of("learner.summary", count=collected.count, files=files, folder=shown)
        self.summary = said.text(self._lang_now())

    def picture(self) -> str:
        """The summary as static HTML (the button needs the live view)."""
        from html import escape

        direction = ' dir="rtl"' if self.lang == "ar" else ""
        return f'{STYLE}<div class="bw-hand"{direction}><p>{escape(self.summary)}</p></div>'

    def __repr__(self) -> str:
        profile = recorder().profile()
        return f"MyResults(learner={profile.name if profile else ''!r}, lang={self.lang!r})"
