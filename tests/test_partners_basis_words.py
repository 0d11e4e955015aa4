"""An operation's volume "including its joint venture partners" is the 100% basis one.

A lay question asking the whole operation's output in terms of the partners ("including
the JV partners") asks the 100% basis figure, never the company's share; one asking it
"excluding the partners' shares" asks the share. Figures from /work/shared/data; the
sentences are written here.
"""

from __future__ import annotations

from mines.figures.ownership_words import FULL, SHARE, ownership_kinds
from tests.support.offline_answer import answer, cited_doc


def test_partners_included_or_left_out_name_the_basis() -> None:
    assert ownership_kinds("output including the joint venture partners") == (FULL,)
    assert ownership_kinds("tonnes incl. JV partners' shares") == (FULL,)
    assert ownership_kinds("volumes excluding partners' interests") == (SHARE,)
    assert ownership_kinds("tonnes net of its partners") == (SHARE,)
    assert ownership_kinds("the mine was developed with partners") == ()


def test_the_share_is_no_answer_to_the_whole_with_partners() -> None:
    text = "In FY2023 BHP's share of WAIO production came to 253 Mt."
    doc = cited_doc(text, "BHP", "FY2023")
    asked = "How much did WAIO produce in FY2023 including the joint venture partners?"
    draft, check = answer(doc, asked)
    assert not ("253" in draft.split("closest")[0] and check.verified)
    asked = "How much did WAIO produce in FY2023 excluding the joint venture partners' shares?"
    draft, check = answer(doc, asked)
    assert "253" in draft and check.verified and not check.rejected
