"""A dividend notice printed as a form: numbered questions, each with its answer beside it.

An ASX dividend notice (Appendix 3A.1) states what it pays in rows of a form, not under a
heading naming the dividend: "Type of dividend/distribution | Interim", "The dividend
relates to a period of | six months ending 31 December 2024", "Distribution amount per
+security | 50 US cents". The kind and the period are answers of their own rows, so the
amount's row names neither and was read as no figure. :func:`form_table` reads such a form
as the notice it is: the kind's and the period's answers join the table's title and become
the heading its rows sit under ("Interim dividend, six months ending 31 December 2024"), so
the answers column states that period's amounts, of that kind, as a notice's "| Item |
Amount |" column under a heading naming its dividend does. A form whose kind or
period is not answered, or answered with more than one, is left as it is.

Read alike by the table reader and its verifier. Pure.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.column_periods import column_period
from mines.figures.model import Period
from mines.figures.printed_dividends import label_kind
from mines.figures.tables import Table

_KIND_QUESTION = re.compile(r"\btype\s+of\s+(?:dividend|distribution)", re.I)
"""The form's question of which dividend it is ("Type of dividend/distribution")."""
_PERIOD_QUESTION = re.compile(
    r"\b(?:relates?\s+to\s+(?:a|the)\s+(?:financial\s+)?(?:period|year)|"
    r"(?:period|year)\s+(?:to\s+which|the\s+dividend\s+relates))",
    re.I,
)
"""The form's question of the period the dividend is for ("The dividend relates to a period
of", "Period to which the dividend relates")."""
_SPAN_ANSWER = re.compile(r"\b(?:months?|half[\s-]*year|year|period)\b", re.I)
"""An answer naming a span ("six months ending 31 December 2024"), not a date alone (a
record or payment date is no period the dividend is for)."""
_ANSWERS = re.compile(r"^\s*(?:answers?|responses?|repl(?:y|ies)|details?)\s*$", re.I)
"""A form's answers column ("| Question | Answer |")."""


def form_table(table: Table, company: str, doc: Period | None) -> Table:
    """``table`` read as a dividend notice when it is a form answering kind and period.

    Two columns, the second headed as answers ("Answer", "Response", "Details") or not at
    all, one row asking the type of dividend answered by one kind, one asking the period
    it relates to answered by a span that names one period. Otherwise ``table`` itself.
    """
    if len(table.header) != 2 or not (
        _ANSWERS.match(table.header[1]) or not table.header[1].strip()
    ):
        return table
    kinds: set[str] = set()
    spans: list[str] = []
    for row in table.rows:
        if len(row) < 2:
            continue
        question, answer = row[0], row[1].strip()
        if _KIND_QUESTION.search(question):
            kind = label_kind(f"{answer} dividend")
            kinds.add(kind or "")
        elif _PERIOD_QUESTION.search(question) and _SPAN_ANSWER.search(answer):
            spans.append(answer)
    if len(kinds) != 1 or "" in kinds or len(spans) != 1:
        return table
    if column_period(spans[0], company, doc) is None:
        return table
    said = f"{kinds.pop().capitalize()} dividend, {spans[0]}"  # the form's own answers
    title = f"{table.title} — {said}" if table.title else said
    return replace(table, title=title, heading=said)
