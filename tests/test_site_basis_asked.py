"""An ownership basis asked of a site is answered only by a figure stating that basis.

- "attributable" tonnes are the company's part of a venture's volume, not a statutory
  result: the question asks the share basis.
- A site's row printing no basis anywhere (its label, the table's title, the column) may
  be the venture's whole volume or the company's part: it does not answer a basis asked,
  though it answers the same question asking no basis.
- A basis the title, a column heading beside its period ("FY23 attributable"), or a
  bracket after the sentence's volume states is the row's basis, and answers.

Figures are Mineral Resources' FY2023 lithium shipments from the shared fact tables (Mt
Marion's attributable); the layouts and wording are our own.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.ownership_words import ownership_of
from tests.support.offline_answer import answer, cited_doc, table_text

_ASKED = "How many tonnes of spodumene did MinRes ship from Mt Marion in FY23, attributable?"
_ASKED_PLAIN = "How many tonnes of spodumene did MinRes ship from Mt Marion in FY23?"


def _answers(text: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, "MIN", "FY2023"), question)
    return value in draft and check.verified == 1 and not check.rejected


def test_attributable_volume_asks_the_share_basis() -> None:
    words = "What were the attributable Mt Marion concentrate shipments for FY23?"
    (measure,) = asked_measures(words)
    assert measure.stated.get("ownership") == {"share"}
    assert "basis" not in measure.stated  # no statutory result is asked


def test_a_site_row_stating_no_basis_does_not_answer_a_basis_asked() -> None:
    text = table_text("Lithium operations", ["Shipments (kt)", "FY23"], [["Mt Marion", "149"]])
    draft, check = answer(cited_doc(text, "MIN", "FY2023"), _ASKED)
    assert "149" not in draft.split("closest")[0] and check.verified == 0
    assert _answers(text, _ASKED_PLAIN, "149")


def test_a_basis_in_the_title_or_the_column_answers() -> None:
    titled = table_text(
        "Lithium operations, attributable", ["Shipments (kt)", "FY23"], [["Mt Marion", "149"]]
    )
    assert _answers(titled, _ASKED, "149")
    headed = table_text(
        "Lithium operations", ["Shipments (kt)", "FY23 attributable"], [["Mt Marion", "149"]]
    )
    assert _answers(headed, _ASKED, "149")


def test_a_bracketed_basis_after_the_volume_is_read() -> None:
    assert ownership_of("spodumene concentrate (attributable) in FY23") == "share"
    text = "Mt Marion shipped 149 kt of spodumene concentrate (attributable) over FY23."
    assert _answers(text, _ASKED, "149")


def test_our_account_is_the_company_share() -> None:
    # a column headed "Our account" (the tonnes that belong to the company) is its share
    assert ownership_of("Our account") == "share"
    assert ownership_of("mined for its own account") == "share"
