"""The ordinary dividends asked are never a total that holds a special dividend.

"The ordinary dividend" (or "regular", "excluding the special one") asks the year's
dividends without any special payment: a total stated with a special dividend inside it is
a neighbour, never the answer; a total stated with none still is. Figures from
/work/shared/data; the sentences are written here.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _stated(text: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, "RIO", period), question)
    head = draft.split("closest")[0]
    return value in head and bool(check.verified) and not check.rejected


def test_the_ordinary_dividend_is_no_total_holding_a_special_one() -> None:
    text = (
        "Rio Tinto's total dividends for 2021 came to 1,040 US cents per share, "
        "including a special dividend of 247 US cents."
    )
    for asked in (
        "What was Rio Tinto's ordinary dividend per share for 2021?",
        "What regular dividend did Rio pay for 2021?",
        "What did Rio pay per share for 2021 excluding the special dividend?",
    ):
        assert not _stated(text, "FY2021", asked, "1,040"), asked
    assert _stated(text, "FY2021", "What was Rio Tinto's total dividend for 2021?", "1,040")
    # a total stated with no special in it is the ordinary dividend
    text = "Rio Tinto's total dividend for 2022 was 492 US cents a share, with no special."
    asked = "What was Rio Tinto's ordinary dividend for 2022?"
    assert _stated(text, "FY2022", asked, "492")
