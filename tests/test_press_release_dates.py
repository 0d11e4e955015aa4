"""Press pieces dated in the forms outlets print: front matter, ISO stamps, a closing line.

A results piece that names its period only as "the full-year result" or "the 12 months to
June 30" reports the period closed last before its date; without any date nothing is
guessed.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from mines.figures.periods import document_period
from mines.figures.release_dates import closing_date_line, date_value, release_date
from mines.ingest.detection import detect_company, detect_period, front_matter_date
from mines.ingest.reading import read_document
from mines.ingest.run import ingest_paths
from mines.store import Store


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2031-03-04", date(2031, 3, 4)),
        ("2031-03-04T07:15:00+08:00", date(2031, 3, 4)),
        ("'2031-03-04 07:15'", date(2031, 3, 4)),
        ("Wed, 04 Mar 2031 07:15:00 +0800", date(2031, 3, 4)),
        ("4 March 2031", date(2031, 3, 4)),
        ("Mar. 4, 2031", date(2031, 3, 4)),
        ("04/03/2031", date(2031, 3, 4)),
        ("next week", None),
        ("2031-02-30", None),
    ],
)
def test_a_metadata_value_names_its_day(value: str, expected: date | None) -> None:
    assert date_value(value) == expected


def test_front_matter_keys_outlets_use_give_the_release_date() -> None:
    assert front_matter_date({"pubdate": "Wed, 04 Mar 2031 07:15:00 +0800"}) == date(2031, 3, 4)
    assert front_matter_date({"published_at": "2031-03-04T07:15:00Z"}) == date(2031, 3, 4)
    assert front_matter_date({"release_date": "4 March 2031"}) == date(2031, 3, 4)
    assert front_matter_date({"title": "A story", "tags": "mining"}) is None


def test_an_iso_stamp_under_a_headline_is_a_release_date() -> None:
    text = "Gold miner widens margin\n2031-03-04T07:15:00+08:00\n\nThe miner said output rose."
    assert release_date(text, "NST") == date(2031, 3, 4)


def test_an_iso_balance_date_is_no_release_date() -> None:
    assert release_date("Net debt at 2030-12-31 fell.\n", "RIO") is None


@pytest.mark.parametrize(
    "last_line",
    [
        "First published on Tuesday 4 March 2031",
        "Last modified: 04/03/2031 07:15",
        "2031-03-04T07:15:00+08:00",
        "*Published Mar. 4, 2031, 7.15am AWST*",
    ],
)
def test_a_date_line_closing_a_piece_dates_it(last_line: str) -> None:
    text = "A story.\n\nMore words about a mine.\n\n" + last_line + "\n"
    assert closing_date_line(text, "NST") == date(2031, 3, 4)


def test_a_sentence_naming_a_date_at_the_end_is_no_dateline() -> None:
    text = "A story.\n\nThe dividend will be paid to holders on 4 March 2031.\n"
    assert closing_date_line(text, "NST") is None


def _long_piece(opening: str, closing: str) -> str:
    filler = "\n\n".join(
        "Analysts said the processing plants ran close to capacity through the period."
        for _ in range(45)
    )
    return f"{opening}\n\n{filler}\n\n{closing}\n"


def test_a_yearless_result_dated_only_at_its_end_reports_the_year_before() -> None:
    text = _long_piece(
        "Gold miner lifts profit\n\nThe miner's profit for the 12 months to June 30 rose.",
        "Last updated 2031-08-21T08:00:00+08:00",
    )
    assert document_period(text, "NST").fiscal_year == "FY2031"  # type: ignore[union-attr]


def test_a_yearless_result_without_any_date_stays_undated() -> None:
    text = _long_piece("Gold miner lifts profit\n\nIts full-year result beat forecasts.", "Ends.")
    assert document_period(text, "NST") is None


def test_a_given_release_date_dates_a_yearless_piece() -> None:
    text = "Iron ore miner result\n\nIts full-year result showed revenue fell."
    assert document_period(text, "FMG") is None
    period = document_period(text, "FMG", date(2031, 8, 26))
    assert period is not None and (period.year, period.kind) == (2031, "FY")


_FRONT_MATTER_PIECE = """---
title: Iron ore miner result
pubDate: "2031-08-26T09:30:00+08:00"
---
# Fortescue's full-year result disappoints

Fortescue said revenue for the 12 months to June 30 fell as prices eased, and its
full-year result came in below forecasts.
"""


def test_a_markdown_piece_dated_in_its_front_matter_is_ingested_with_its_year(
    tmp_path: Path,
) -> None:
    path = tmp_path / "fortescue-result.md"
    path.write_text(_FRONT_MATTER_PIECE, encoding="utf-8")
    doc = read_document(path)
    period = detect_period(doc, detect_company(doc))
    assert period is not None and (period.year, period.kind) == (2031, "FY")
    report = ingest_paths([path], store=Store(path=tmp_path / "chroma"))
    [result] = report.files
    assert (result.company, result.fiscal_year, result.period) == ("FMG", "FY2031", "FY2031")


def test_a_text_piece_dated_only_by_its_closing_iso_line_is_ingested_with_its_half(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rio-interim.txt"
    path.write_text(
        _long_piece(
            "Rio Tinto interim earnings slip\n\nRio Tinto's half-year result showed lower "
            "earnings for the six months to June 30.",
            "2031-07-30T18:00:00+01:00",
        ),
        encoding="utf-8",
    )
    report = ingest_paths([path], store=Store(path=tmp_path / "chroma"))
    [result] = report.files
    assert (result.company, result.fiscal_year, result.period) == ("RIO", "FY2031", "H1 FY2031")


def test_a_date_line_opening_with_its_label_or_an_ordinal_is_a_release_date() -> None:
    assert release_date("Gold miner story\nDate: 04/03/2031\n\nWords.", "NST") == date(2031, 3, 4)
    assert release_date("Gold miner story\nPosted March 4th, 2031\n", "NST") == date(2031, 3, 4)
    assert release_date("Record date: 04/03/2031\n", "NST") is None
