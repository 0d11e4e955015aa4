"""A currency and scale stated once for a page, and the bare cells of the tables below it.

A line such as "All amounts in A$ million unless otherwise noted" above tables whose cells
are bare carries its unit to those tables (never to a row with a per-share, per-unit,
percentage or physical measure, nor to a table with a unit of its own); a figure never gets
a currency or scale the page does not state; and a claim stating a plain number is checked
against the plain cell it cites. The texts are our own; every number is a real figure
from the shared facts (Mineral Resources FY2023 unless a comment says otherwise).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mines.figures.draft_claims import Claim
from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.verify import verify
from mines.ingest.page_units import page_declaration
from mines.ingest.reading import read_document

FY23 = Period(2023)


def page_figures(tmp_path: Path, text: str, company: str = "MIN") -> list[Figure]:
    path = tmp_path / "summary.txt"
    path.write_text(text, encoding="utf-8")
    doc = read_document(path)
    ctx = DocContext(company, FY23, path.name, None, "", "c-1")
    return [f for block in doc.blocks for f in extract_figures(block.text, ctx)]


def row(figures: list[Figure], words: str) -> Figure | None:
    found = [f for f in figures if words in (f.span.row or "")]
    return found[0] if found else None


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("Twelve months to 30 June 2023. A$m unless otherwise indicated.", "A$m"),
        ("All amounts shown are in A$ million.", "A$ million"),
        ("(US$M)", "US$M"),
        ("Figures in US$ billion", "US$ billion"),
        ("$'000", "$'000"),
        ("Presented in thousands of Australian dollars.", "thousands of Australian dollars"),
        (
            "Values are expressed in US dollars, millions, except where noted.",
            "US dollars, millions",
        ),
    ],
)
def test_a_line_declaring_currency_and_scale(line: str, words: str) -> None:
    assert page_declaration(line) == words


@pytest.mark.parametrize(
    "line",
    [
        "Group sales were A$ 4.8 billion, up on the prior year.",  # a figure, not a unit
        "The Group reports in US$.",  # a currency with no scale
        "(millions)",  # a scale with no currency
        "Cash on hand of A$m 908 at the balance date.",  # MIN FY2024 cash
    ],
)
def test_lines_that_declare_no_page_unit(line: str) -> None:
    assert page_declaration(line) is None


# Mineral Resources FY2023: revenue A$4.8 billion (in millions), EBITDA margin 37%, 17.5 Mt of
# iron ore shipped (in thousands of tonnes), dividends 190 A cents. The shared facts hold no
# MinRes earnings per share: the per-share row is BHP's FY2023 basic EPS (255.2 US cents).
CELLS = """Mineral Resources Limited

KEY NUMBERS

Period ended 30 June 2023. A$ millions unless otherwise stated.

Results at a glance

FY23

Turnover from contracts with customers
4,800

Earnings for each ordinary share
255.2

Mining services margin on revenue
37

Wet tonnes exported
17,500

Dividend per share (A cents)
190
"""


def test_bare_cells_take_the_unit_the_page_declares(tmp_path: Path) -> None:
    figures = page_figures(tmp_path, CELLS)
    turnover = row(figures, "Turnover")
    assert turnover is not None
    assert (turnover.value, turnover.scale, turnover.unit, turnover.currency) == (
        4800,
        1e6,
        "currency",
        "AUD",
    )
    dividend = row(figures, "Dividend per share")
    assert dividend is not None and (dividend.unit, dividend.currency) == (
        "cents per share",
        "AUD",
    )
    for words in ("Earnings for each", "margin on revenue", "Wet tonnes"):
        found = row(figures, words)
        assert found is None or found.unit != "currency", words  # never A$ millions


def test_a_table_with_its_own_unit_or_above_the_line_keeps_its_own(tmp_path: Path) -> None:
    # MinRes FY2025 mining services volume (280 Mt; the facts hold no ore hauled), FY2023 DPS
    text = (
        "Volumes\n\n| | FY23 |\n|---|---|\n| Ore hauled | 280 |\n\n"
        "Amounts are in A$ million unless noted.\n\n"
        "Payout history (A cents)\n\n| | FY23 |\n|---|---|\n| Paid to holders | 190 |\n"
    )
    figures = page_figures(tmp_path, text)
    hauled = row(figures, "Ore hauled")
    assert hauled is None or hauled.currency is None  # printed before the declaration
    paid = row(figures, "Paid to holders")
    assert paid is not None and paid.unit == "cents per share"


def test_no_declaration_leaves_bare_cells_plain(tmp_path: Path) -> None:
    text = CELLS.replace("Period ended 30 June 2023. A$ millions unless otherwise stated.", "")
    turnover = row(page_figures(tmp_path, text), "Turnover")
    assert turnover is None or turnover.currency is None


# Mineral Resources FY2023 statutory NPAT, A$244 million.
BARE = "Table: Results at a glance\n| | FY23 |\n| Earnings attributable to shareholders | 244 |\n"


def bare_claim(**kw: object) -> Claim:
    fields: dict[str, object] = {
        "company": "MIN",
        "metric": "",
        "period": FY23,
        "value": 244.0,
        "scale": 1.0,
        "unit": "currency",
        "currency": None,
        "label": "Earnings attributable to shareholders",
    }
    fields.update(kw)
    return Claim(**fields)  # type: ignore[arg-type]


def test_a_plain_number_claim_is_checked_against_its_plain_cell() -> None:
    ctx = DocContext("MIN", FY23, "summary.txt", None, "", "c-1")
    assert verify(bare_claim(), BARE, ctx).supported
    wrong_year = verify(bare_claim(period=Period(2022)), BARE, ctx)
    assert not wrong_year.supported and "FY2023" in wrong_year.reason


def test_a_bare_cell_never_supports_a_currency_or_scale() -> None:
    ctx = DocContext("MIN", FY23, "summary.txt", None, "", "c-1")
    verdict = verify(bare_claim(scale=1e6, currency="AUD"), BARE, ctx)
    assert not verdict.supported
    assert verdict.reason == "the cited number states no unit or currency"


def test_the_verifier_reads_a_scale_in_words_or_thousands() -> None:
    ctx = DocContext("MIN", FY23, "summary.txt", None, "", "c-1")
    for title in ("(thousands of Australian dollars)", "($'000)", "A$000"):
        text = BARE.replace("Results at a glance", f"Results at a glance {title}")
        claim = bare_claim(value=244.0, scale=1e3, currency="AUD")
        assert verify(claim, text, ctx).supported, title
        in_millions = verify(bare_claim(value=0.244, scale=1e6, currency="AUD"), text, ctx)
        assert in_millions.supported, title  # the same amount, said in millions


def test_a_percent_cell_outranks_the_tables_money_unit(tmp_path: Path) -> None:
    # Fortescue FY2023 underlying EBITDA margin
    text = (
        "Summary (US$ millions)\n\n| | FY23 |\n|---|---|\n| Share of sales kept as profit | 59% |\n"
    )
    kept = row(page_figures(tmp_path, text, company="FMG"), "Share of sales")
    assert kept is not None and (kept.value, kept.unit, kept.currency) == (59, "%", None)


def test_a_pdf_page_declaring_its_unit_above_a_ruled_table(tmp_path: Path) -> None:
    # Rio Tinto 2023 revenue, US$54,041 million
    from tests.test_reading import make_pdf, p, page, t

    path = make_pdf(
        tmp_path / "statements.pdf",
        [
            page(
                p("Consolidated figures. Amounts in US$m unless otherwise stated."),
                t("Income and cash", [("", "2023"), ("Takings from buyers", "54,041")]),
            ),
            page(t("Next page", [("", "2023"), ("Takings again", "54,041")])),
        ],
    )
    ctx = DocContext("RIO", FY23, path.name, None, "", "c-1")
    doc = read_document(path)
    figures = [f for block in doc.blocks for f in extract_figures(block.text, ctx)]
    takings = row(figures, "Takings from buyers")
    assert takings is not None
    assert (takings.scale, takings.currency) == (1e6, "USD")
    again = row(figures, "Takings again")  # the declaration holds for its own page only
    assert again is None or again.currency is None


def test_cents_written_with_a_dollar_sign_keep_their_currency(tmp_path: Path) -> None:
    # Fortescue FY2023 dividends, 175 A cents; Fortescue pays no US cents, so the US-cent row
    # is the closest real kind: BHP's FY2023 interim dividend of 90 US cents
    text = (
        "Returns to holders\n\n| | FY23 |\n|---|---|\n"
        "| Paid per share (A$ cents) | 175 |\n| Paid per share, interim (US$ cents) | 90 |\n"
    )
    figures = page_figures(tmp_path, text, company="FMG")
    aud, usd = row(figures, "(A$ cents)"), row(figures, "(US$ cents)")
    assert aud is not None and (aud.unit, aud.currency) == ("cents per share", "AUD")
    assert usd is not None and (usd.unit, usd.currency) == ("cents per share", "USD")
    ctx = DocContext("FMG", FY23, "returns.txt", None, "", "c-1")
    chunk = "Table: Returns\n| | FY23 |\n| Dividend per share (A$ cents) | 175 |\n"
    as_usd = Claim("FMG", "dividends_per_share", FY23, 175.0, 1.0, "cents per share", "USD")
    assert verify(as_usd, chunk, ctx).reason == "the cited value is in AUD, not USD"


def test_an_answer_resting_on_a_plain_number_is_never_high_confidence() -> None:
    from mines.grounding import check_draft

    doc = {"id": "c-1", "company": "MIN", "fiscal_year": "FY2023", "text": BARE}
    line = "- Mineral Resources (MIN), FY2023 — Earnings attributable to shareholders: 244 [1]"
    checked = check_draft(line, [doc])
    assert not checked.rejected
    assert checked.unverified == (0,) and checked.verified == 0  # shown, but not vouched
