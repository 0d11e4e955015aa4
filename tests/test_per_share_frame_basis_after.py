"""Earnings a share said after a fronted "per share" frame, each amount naming its basis.

"On a per-share basis this came to 255.2 US cents on the basic measure and 265 US cents
underlying" turns the profit just told into sums a share. The frame names no measure; the
basis after each amount ("basic", "underlying", "before exceptional items") makes it
earnings per share on that basis. An amount with no basis of its own, or a diluted one, is
not read; a dividend or payout in such a frame stays what it was. A half's earnings a share
told with the half leading the subject ("In the December 2021 half BHP earned ...") are
that half's.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft


def _read(text: str, period: str = "FY2023") -> set[tuple[str, str, str | None, float]]:
    doc = cited_doc(text, "BHP", period)
    return {
        (s.figure.metric, s.figure.period.label, s.figure.basis, s.figure.value)
        for s in doc_figures(doc)
    }


def test_each_amount_takes_the_basis_said_after_it() -> None:
    read = _read(
        "On a per-share basis this came to 255.2 US cents on the basic measure and 265 US "
        "cents before exceptional items."
    )
    assert ("earnings_per_share", "FY2023", None, 255.2) in read
    assert ("earnings_per_share", "FY2023", "underlying", 265.0) in read
    assert ("earnings_per_share", "FY2023", None, 265.0) not in read
    assert ("earnings_per_share", "FY2023", "underlying", 255.2) not in read


def test_an_amount_without_its_own_basis_is_not_read_as_earnings() -> None:
    read = _read("Per share, that was 265 US cents, or a payout of 52%.")
    assert not any(m == "earnings_per_share" for m, *_ in read)
    read = _read("Per share, that was 265 US cents diluted.")
    assert not any(m == "earnings_per_share" for m, *_ in read)


def test_a_half_leading_the_subject_dates_the_earnings_a_share() -> None:
    read = _read(
        "In the December 2021 half BHP earned 186.6 US cents a share on the basic measure.",
        "H1 FY2024",
    )
    assert ("earnings_per_share", "H1 FY2022", None, 186.6) in read


def test_the_answer_gives_the_underlying_amount() -> None:
    doc = cited_doc(
        "Attributable profit was US$7,897 million. Per share, that is 269.5 US cents "
        "underlying and 155.8 US cents on the basic measure.",
        "BHP",
        "FY2024",
    )
    draft = verified_draft(doc, "What was BHP's underlying basic EPS in FY2024?")
    assert "269.5" in draft.splitlines()[0]
    draft = verified_draft(doc, "What were BHP's basic earnings per share in FY2024?")
    assert "155.8" in draft.splitlines()[0]
