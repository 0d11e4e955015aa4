"""A per-share amount declared or paid with no dividend word is a dividend.

"The directors have determined 50 US cents a share", "it returns A$0.75 a share to its
holders": a per-share amount after a verb of declaring or paying is a dividend. Its kind
comes from the words (the sentence before naming one) or from a half-year document (the
interim); in a full-year document that names no kind it is not read, so no question about
the final or the total is answered with it. A price paid for shares (a takeover, a
placement) is no dividend. The extractor and the verifier agree.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.verify import verify


def _dividends(company: str, period: str, text: str) -> list[tuple[float, str | None, Period]]:
    figures: list[Figure] = extract_figures(text, DocContext(company, Period.parse_label(period)))
    return [
        (f.value, f.dividend_kind, f.period) for f in figures if f.metric == "dividends_per_share"
    ]


def test_an_amount_determined_in_a_half_year_piece_is_the_interim_dividend() -> None:
    got = _dividends("BHP", "H1 FY2024", "The directors have determined 72 US cents a share.")
    assert got == [(72.0, "interim", Period(2024, "H1"))]
    text = "Fortescue's board declared a fully franked A$1.08 a share for the six months."
    assert _dividends("FMG", "H1 FY2024", text) == [(1.08, "interim", Period(2024, "H1"))]
    text = "Northern Star will return 15 cents a share to holders on 28 March."
    assert [k for _, k, _ in _dividends("NST", "H1 FY2024", text)] == ["interim"]


def test_the_kind_comes_from_the_sentence_before() -> None:
    text = "The result came with a larger final payout. Directors declared 74 US cents a share."
    assert [k for _, k, _ in _dividends("BHP", "FY2024", text)] == ["final"]


def test_a_full_year_piece_naming_no_kind_reads_no_dividend() -> None:
    # final or the year's total: the words do not say, so neither is answered with it
    text = "The board will pay 74 US cents a share on 20 September."
    assert _dividends("BHP", "FY2024", text) == []


def test_a_price_paid_for_shares_is_no_dividend() -> None:
    for text in (
        "The company will pay A$25 a share for the smaller miner.",
        "Investors paid A$3.50 a share in the placement.",
        "Directors declared the offer of A$2.10 a share fair.",
    ):
        assert _dividends("FMG", "H1 FY2024", text) == []


def _verified(period_label: str, line: str, text: str) -> bool:
    doc = {"company": "BHP", "fiscal_year": period_label, "text": text}
    ((claim, _),) = claims_from_text(line, [doc])
    return verify(claim, text, DocContext("BHP", Period.parse_label(period_label))).supported


def test_the_verifier_reads_the_same_declared_amount() -> None:
    text = "The directors have determined 72 US cents a share."
    head = "- BHP Group (BHP), H1 FY2024 (half year to 31 December 2023) — "
    assert _verified("H1 FY2024", f"{head}interim dividend per share: 72 US cents [1]", text)
    assert not _verified("H1 FY2024", f"{head}final dividend per share: 72 US cents [1]", text)
    head = "- BHP Group (BHP), FY2024 (year to 30 June 2024) — "
    for kind in ("final", "total"):
        line = f"{head}{kind} dividend per share: 72 US cents [1]"
        assert not _verified("FY2024", line, text)
