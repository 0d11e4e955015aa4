"""The development label-variant split (evals/variant_dev): numbers from the data, answers too.

The held-out split's checks (tests/test_variant_corpus.py) run here on the development
split by calling them with this split's fixtures: every printed number is in the data, the
manifest agrees with the fact tables and is printed on its page, every question's expected
answer is a stated figure (or truly absent), and at least 80% of the split's labels and
measure phrases are outside the product's vocabulary. Beside them, this split's own
shapes: one long PDF report among look-alike tables, half-years, brackets, the press.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from evals.variant_dev.build import QUESTIONS, build_corpus, load
from tests import test_variant_corpus as heldout
from tests.test_variant_corpus import allowed_numbers, corpus_files, unknown_numbers

LONG_REPORT = "Rio Tinto Annual Report 2024.pdf"
BHP_REPORT = "BHP Annual Report 2024.pdf"


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_corpus(tmp_path_factory.mktemp("variant-dev") / "corpus")


manifest = heldout.manifest
"""The held-out test's fixture, here on this module's ``corpus_dir``."""
pages = heldout.pages


@pytest.fixture(scope="module")
def questions(corpus_dir: Path) -> list[dict[str, Any]]:
    return list(load(corpus_dir, QUESTIONS))


def test_every_printed_number_comes_from_the_data(pages: dict[str, list[str]]) -> None:
    heldout.test_every_printed_number_comes_from_the_data(pages)


def test_the_number_check_catches_an_invented_figure(pages: dict[str, list[str]]) -> None:
    allowed = allowed_numbers()
    glance = next(t for t in pages[LONG_REPORT] if "Financial performance, year to" in t)
    assert "53,658" in glance and not unknown_numbers(glance, allowed)
    assert unknown_numbers(glance.replace("53,658", "53,659"), allowed)
    article = pages["rio-tinto-copper-offsets-iron-ore-2025.md"][0]
    assert not unknown_numbers(article, allowed)
    assert unknown_numbers(article + "\nThe miner employs 57,321 people.", allowed)


def test_manifest_values_equal_the_fact_tables(manifest: dict[str, Any]) -> None:
    heldout.test_manifest_values_equal_the_fact_tables(manifest)


def test_manifest_figures_are_printed_on_their_page(
    manifest: dict[str, Any], pages: dict[str, list[str]]
) -> None:
    heldout.test_manifest_figures_are_printed_on_their_page(manifest, pages)


def test_every_question_is_answered_by_the_manifest(
    corpus_dir: Path, manifest: dict[str, Any], questions: list[dict[str, Any]]
) -> None:
    heldout.test_every_question_is_answered_by_the_manifest(corpus_dir, manifest, most=1474)
    assert 1466 <= len(questions) <= 1474
    assert 295 <= sum(q["expected"] is None for q in questions) <= 303
    assert {q["company"] for q in questions} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_not_found_questions_sit_beside_a_stated_neighbour(
    manifest: dict[str, Any], questions: list[dict[str, Any]]
) -> None:
    periods = {(e["company"], e["period"]) for e in manifest["figures"]}
    metrics = {(e["company"], e["metric"]) for e in manifest["figures"]}
    for q in questions:
        if q["expected"] is None:
            beside = (q["company"], q["period"]) in periods  # another measure, same period
            dash = (q["company"], q["metric"]) in metrics  # the same measure, other periods
            assert beside or dash, q


def test_the_split_speaks_apart_from_the_registry(
    corpus_dir: Path, manifest: dict[str, Any]
) -> None:
    heldout.test_the_split_speaks_apart_from_the_registry(corpus_dir, manifest)


def test_long_report_hides_few_figure_pages_among_look_alikes(
    corpus_dir: Path, manifest: dict[str, Any], pages: dict[str, list[str]]
) -> None:
    from pypdf import PdfReader

    stated = {d["doc"]: d["pages"] for d in manifest["documents"]}
    assert 40 <= stated[LONG_REPORT] <= 60
    assert len(PdfReader(corpus_dir / LONG_REPORT).pages) == stated[LONG_REPORT]
    figure_pages = {e["page"] for e in manifest["figures"] if e["doc"] == LONG_REPORT}
    assert 5 <= len(figure_pages) <= stated[LONG_REPORT] // 6
    label = "Sales of products to customers"
    alike = [
        n
        for n, text in enumerate(pages[LONG_REPORT], start=1)
        if label in text and n not in figure_pages
    ]
    assert len(alike) >= 5, "the figure tables' labels recur on pages without figures"


def test_shapes_the_split_must_have(manifest: dict[str, Any], pages: dict[str, list[str]]) -> None:
    figures = manifest["figures"]
    documents = manifest["documents"]
    assert 202 <= len(documents) <= 208
    assert {d["kind"] for d in documents} == {"pdf", "txt", "md"}
    assert {d["company"] for d in documents} == {"BHP", "RIO", "FMG", "MIN", "NST"}
    assert all(re.fullmatch(r"(H1 )?FY20\d\d", d["period"]) for d in documents)
    assert sum(d["period"].startswith("H1") for d in documents) >= 4
    assert {e["dividend_kind"] for e in figures} >= {"interim", "final", "special", "total"}
    assert {e["form"] for e in figures} >= {"table", "sentence", "comparative", "five_year"}
    assert any(e["text"] == "(2.7)" and e["value"] == -2.7 for e in figures), "net cash"
    assert any(e["text"] == "(807)" and e["value"] == -807 for e in figures), "a loss"
    assert any(e["text"] == "(656)" and e["value"] == -656 for e in figures), "an outflow"
    assert any(e["unit"] == "percent" for e in figures)
    assert sum(e["text"].startswith("$US") for e in figures) >= 20, "press style"
    assert any(
        "| 1H FY25 | 1H FY24 |" in t for t in pages["Mineral Resources 1H FY25 half-year report.md"]
    )
    rio_half = pages["Rio Tinto half year 2023 results.txt"][0]
    assert "six months to 30 June 2023" in rio_half
    min_half = pages["Mineral Resources 1H FY25 half-year report.md"][0]
    assert "half-year ended 31 December 2024" in min_half
    for name, ticker in (
        ("Fortescue FY22 full year results.txt", "FMG"),
        ("fortescue-profit-slides-on-iron-bridge.md", "FMG"),
        ("Northern Star FY24 results.txt", "NST"),
        ("minres-slumps-to-loss-onslow.md", "MIN"),
    ):
        assert not any(re.search(rf"\b{ticker}\b", t) for t in pages[name]), name


def test_build_is_deterministic(tmp_path: Path, corpus_dir: Path) -> None:
    again = build_corpus(tmp_path / "again", force=True)
    for path in [*corpus_files(corpus_dir), corpus_dir / "manifest.json", corpus_dir / QUESTIONS]:
        assert (again / path.name).read_bytes() == path.read_bytes(), path.name


def test_resolve_refuses_a_not_found_question_that_is_stated(
    manifest: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    from evals.variant_dev import questions as qmod

    stated = qmod.Q(
        "not_found", "What were Rio Tinto's 2023 sales?", "sales", "RIO", "FY2023", "revenue"
    )
    monkeypatch.setattr(qmod, "QUESTIONS", (stated,))
    with pytest.raises(ValueError, match="not-found question"):
        qmod.resolve(manifest)


def test_resolve_refuses_statements_that_disagree(manifest: dict[str, Any]) -> None:
    from evals.variant_dev.questions import Q, expected_for

    q = Q("table", "What were Rio Tinto's 2023 sales?", "sales", "RIO", "FY2023", "revenue")
    assert expected_for(q, manifest) is not None
    entry = next(
        e
        for e in manifest["figures"]
        if e["company"] == "RIO" and e["period"] == "FY2023" and e["metric"] == "revenue"
    )
    wrong = dict(entry, value=entry["value"] + 1, text="54,042")
    with pytest.raises(ValueError, match="disagree"):
        expected_for(q, {"figures": [entry, wrong]})


def test_the_suite_is_registered_but_not_in_the_default_run(
    corpus_dir: Path, manifest: dict[str, Any], questions: list[dict[str, Any]]
) -> None:
    from evals.__main__ import _parser
    from evals.runner import OPTIONAL_SUITES, SUITES
    from evals.suites.label_variant import questions_of

    assert "label_variant_dev" in OPTIONAL_SUITES and "label_variant_dev" not in SUITES
    assert _parser().parse_args(["--suite", "label_variant_dev"]).suite == ["label_variant_dev"]
    asked = questions_of(questions, manifest)
    assert len(asked) == len(questions)
    assert sum(q.absent for q in asked) == sum(q["expected"] is None for q in questions)


def test_no_question_repeats_one_of_the_held_out_split() -> None:
    from evals.variant import questions as held_out
    from evals.variant_dev import questions as dev

    def folded(text: str) -> str:
        return " ".join(re.findall(r"[a-z0-9$%]+", text.lower()))

    repeated = {folded(q.text) for q in dev.QUESTIONS} & {
        folded(q.text) for q in held_out.QUESTIONS
    }
    assert not repeated, sorted(repeated)


def test_the_fourth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]
    summary = pages["Mineral Resources Annual Report 2025 - five year financial summary.md"][0]
    assert "| FY21 | FY22 | FY23 | FY24 | FY25 |" in summary, "five years, oldest first"
    assert "| n/a |" in summary
    assert any(e["text"] == "(0.896)" and e["value"] == -0.896 for e in figures), "a loss"
    statements = pages["Rio Tinto 2022 Annual Report - financial statements extract.pdf"]
    assert any("Note" in t and "(6,750)" in t and "(7,384)" in t for t in statements)
    returns = pages["BHP Annual Report 2023 - shareholder returns and operations.txt"][0]
    assert "Dividends determined in respect of the period" in returns and "Record date" in returns
    wire = pages["bhp-first-half-profit-falls-wire.txt"][0]
    assert "MELBOURNE, Feb 21 (Reuters)" in wire and "2022" not in wire and "2023" in wire
    assert (
        "12 months to June 30" in pages["northern-star-profit-falls-despite-record-revenue.md"][0]
    )
    assert "Published" in pages["minres-half-year-profit-lithium.md"][0]
    letter = pages["BHP Annual Report 2021 - Chair's review.txt"][0]
    assert "final dividend" in letter and not any(
        e["metric"] == "final_dps" and e["period"] == "FY2021" for e in figures
    ), "the letter names the final dividend but states only the year's total"
    shipped = {
        (e["metric"], e["basis"])
        for e in figures
        if e["doc"] == "rio-tinto-2024-production-and-shipments.md"
    }
    assert {
        ("iron_ore_production_pilbara_mt", "100%"),
        ("iron_ore_shipments_mt", "100%"),
    } <= shipped
    fourth = [q for q in questions if 292 <= int(q["id"][3:]) <= 350]
    assert len(fourth) == 59 and sum(q["expected"] is None for q in fourth) == 12


def test_the_fifth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]

    def stated(doc: str) -> list[dict[str, Any]]:
        return [e for e in figures if e["doc"] == doc]

    quarterly = "Mineral Resources quarterly activities report - June 2023.txt"
    assert re.search(r"Jun Qtr +YTD FY23 +FY22", pages[quarterly][0])
    assert re.search(r"together +4\.3 +17\.5 +19\.2", pages[quarterly][0])
    assert not any(e["text"] == "4.3" for e in stated(quarterly)), "the quarter is not recorded"
    report_4d = pages["BHP Appendix 4D half-year report 31 December 2024.txt"][0]
    assert re.search(r"down +8% +25\.176", report_4d) and re.search(r"up +376% +4\.416", report_4d)
    assert "Previous corresponding period" in report_4d
    pack = pages["Northern Star Sustainability Data Pack FY23.md"][0]
    assert "**Economic contribution (A$m)**" in pack and "| 585 | \u2013 |" in pack
    faq = pages["rio-tinto-shareholder-questions-dividends.md"][0]
    assert faq.count("?\n") >= 4
    assert "special" not in faq.lower(), "the special dividend is named by what it is, not so"
    assert "\u25b2 18%" in pages["Fortescue FY24 results presentation.md"][0]
    rio_slides = pages["Rio Tinto 2024 half year results presentation.txt"]
    assert len(rio_slides) == 4 and "\u25bc 25%" in rio_slides[2]
    chair = pages["BHP 2024 Annual General Meeting - addresses.txt"][0]
    assert "the Board determined US$1.46 a share" in chair
    note = pages["MIN FY24 result review - equity research note.txt"][0]
    assert re.search(r"FY24A +FY23A +chg", note) and "Closing ND" in note
    article = pages["bhp-half-year-profit-plunges-on-nickel-and-samarco.md"][0]
    assert "a little under a billion US dollars" in article and "$US927 million" in article
    fifth = [q for q in questions if 351 <= int(q["id"][3:]) <= 415]
    assert len(fifth) == 65 and sum(q["expected"] is None for q in fifth) == 14
    assert {q["company"] for q in fifth} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_sixth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]
    note = pages["Rio Tinto Annual Report 2025 - note 2 product group information.md"][0]
    assert "| Iron Ore | Copper | Aluminium & Lithium | Group |" in note, "divisions as columns"
    assert "US$ per pound" in note and "US$ per dry metric tonne" in note
    flows = pages["Rio Tinto 2024 consolidated cash flow statement extract.txt"][0]
    assert "(9,621)" in flows and "(7,086)" in flows
    half = pages["Mineral Resources Interim Financial Report - December 2024 directors report.txt"]
    assert any(e["text"] == "(807)" and e["value"] == -807 for e in figures), "a loss"
    assert "(656)" in half[0]
    output = pages["BHP Operational Review FY2025 - iron ore and copper.txt"][0]
    assert re.search(r"FY24 +\u2013 +255", output), "the 100% basis left out for FY24"
    history = pages["Fortescue Annual Report 2025 - five year history.md"][0]
    assert "| FY21 | FY22 | FY23 | FY24 | FY25 |" in history and "| n/a |" in history
    call = pages["Fortescue FY24 full year results - call transcript.txt"][0]
    assert "shareholders will receive A$0.89" in call
    wire = pages["bhp-cuts-payout-as-cash-flow-slides-wire.md"][0]
    assert "MELBOURNE, 22 August 2023" in wire and wire.count("2023") == 1
    statement = pages["Rio Tinto 2021 full year results - dividend statement.txt"][0]
    assert "special" not in statement.lower(), "the special payment is named by what it is"
    assert not any(
        (e["company"], e["period"], e["metric"]) == ("RIO", "FY2021", "final_dps") for e in figures
    ), "the year's total and its special part are stated, the final payment is not"
    sixth = [q for q in questions if 416 <= int(q["id"][3:]) <= 483]
    assert len(sixth) == 68 and sum(q["expected"] is None for q in sixth) == 12
    assert {q["company"] for q in sixth} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_seventh_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]
    card = pages["fortescue-fy23-scorecard.md"][0]
    assert "```" not in card, "the scorecard's columns stand in the page, not in a code fence"
    assert re.search(r"Top line \(US\$bn\) +16\.87 +17\.39", card), "aligned columns"
    wrap = "miners-reporting-week-wrap-august-2024.md"
    assert {e["company"] for e in figures if e["doc"] == wrap} == {"BHP", "FMG", "MIN"}
    funding = pages["Mineral Resources - debt investor update February 2025.txt"][0]
    assert re.search(r"31 Dec 2024 +30 Jun 2024 +31 Dec 2023", funding), "balance dates as columns"
    assets = pages["BHP FY23 operational review - production by asset.txt"][0]
    assert re.search(r"All iron ore, Samarco included +\u2013 +257\.0", assets), "one basis"
    monitor = pages["sector-price-monitor-reporting-year-2025.md"][0]
    assert "| Commodity | Producer | Unit | Received |" in monitor, "no year column"
    assert "reporting year 2025**" in monitor, "the period only in the title"
    seventh = [q for q in questions if 484 <= int(q["id"][3:]) <= 552]
    assert len(seventh) == 69 and sum(q["expected"] is None for q in seventh) == 12
    assert {q["company"] for q in seventh} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_eighth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]
    release = pages["FMG Appendix 4E - preliminary final report FY2024.txt"][0]
    assert re.search(r"Revenue from ordinary activities +up 8% +to +18,220", release)
    assert "Amount per security   Franked amount per security" in release
    assert "Record date" in release and "Net tangible asset backing" in release
    summary = pages["Rio Tinto 2025 annual report - five year summary.txt"][0]
    assert re.search(r"2025 +2024 +2023 +2022 +2021", summary), "years as columns, newest first"
    assert re.search(r"of which special( +\u2013){4} +247", summary), "a special beside the total"
    letter = pages["BHP Annual Report 2025 - letter to shareholders.txt"][0]
    assert "US$9.0 billion" in letter and "US$10.2 billion" in letter and "55 per cent" in letter
    extract = pages["Mineral Resources FY25 - financial statements extract.txt"][0]
    assert re.search(r"A\$m +\(896\) +114", extract) and "(5.35)" in extract
    assert any(e["text"] == "(896)" and e["value"] == -896 for e in figures), "a loss"
    hubs = pages["MinRes FY25 operating performance by hub.md"][0]
    assert "| Onslow Iron | Shipped (Mt) | 100% of the joint venture | \u2013 | 14 |" in hubs
    card = pages["Northern Star FY23 remuneration report - STI outcomes.txt"][0]
    assert re.search(r"1\.56 - 1\.68 +1\.563", card), "the guidance range beside the outcome"
    half = pages["fortescue-profit-slumps-as-ore-price-falls.md"][0]
    assert "six months to December 31" in half and "half" not in half.lower()
    year = pages["northern-star-rides-gold-boom-to-record-year.md"][0]
    assert "Perth-based producer" in year and not any(
        e["doc"] == "northern-star-rides-gold-boom-to-record-year.md"
        and e["metric"] == "statutory_npat"
        for e in figures
    ), "the piece gives underlying profit only"
    eighth = [q for q in questions if 553 <= int(q["id"][3:]) <= 621]
    assert len(eighth) == 69 and sum(q["expected"] is None for q in eighth) == 12
    assert {q["company"] for q in eighth} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_ninth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]
    report = pages["BHP Annual Report 2024 - financial review extract.pdf"]
    label = "Underlying attributable profit"
    assert sum(label in text for text in report) >= 3, "one label over several tables"
    held = {e["page"] for e in figures if e["doc"].startswith("BHP Annual Report 2024 - fin")}
    assert any("10% change" in t and n not in held for n, t in enumerate(report, start=1))
    slides = "\n".join(pages["Rio Tinto 2025 full year results - investor presentation.txt"])
    assert "\u25b2" in slides and "$US25.4bn" in slides and "(1H25: $US11.5bn)" in slides
    key = pages["Northern Star Resources - FY24 results announcement.txt"][0]
    assert re.search(r"FY23 +FY24\n", key) and re.search(r"\(A\$m\) +585 +639", key)
    months = pages[
        "Mineral Resources - financial report for the six months to 31 December 2023.txt"
    ]
    assert "half" not in months[0].lower() and "Six months to 31 December 2022" in months[0]
    quarter = pages["Fortescue quarterly activities report - June 2025.txt"][0]
    assert re.search(r"Jun Q +Mar Q +1H FY25 +YTD FY25 +YTD FY24", quarter)
    column = pages["asx-markets-miners-drag-as-bhp-writes-down-nickel.md"][0]
    assert {e["company"] for e in figures if e["doc"].startswith("asx-markets-")} == {"BHP", "RIO"}
    assert "a share" in column and "$US927 million" in column
    ninth = [q for q in questions if 622 <= int(q["id"][3:]) <= 685]
    assert len(ninth) == 64 and sum(q["expected"] is None for q in ninth) == 12
    assert {q["company"] for q in ninth} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_bhp_long_report_hides_real_figures_in_look_alike_tables(
    corpus_dir: Path,
    manifest: dict[str, Any],
    pages: dict[str, list[str]],
    questions: list[dict[str, Any]],
) -> None:
    from pypdf import PdfReader

    stated = {d["doc"]: d["pages"] for d in manifest["documents"]}
    assert stated[BHP_REPORT] >= 150
    assert len(PdfReader(corpus_dir / BHP_REPORT).pages) == stated[BHP_REPORT]
    figures = [e for e in manifest["figures"] if e["doc"] == BHP_REPORT]
    figure_pages = {e["page"] for e in figures}
    assert 10 <= len(figure_pages) < stated[BHP_REPORT] // 10
    label = "Underlying attributable profit"
    with_figures = [n for n in figure_pages if label in pages[BHP_REPORT][n - 1]]
    alike = [
        n
        for n, text in enumerate(pages[BHP_REPORT], start=1)
        if label in text and n not in figure_pages
    ]
    assert len(with_figures) >= 4 and len(alike) >= 10, "the same row label, many tables"
    assert {e["period"] for e in figures} >= {"FY2024", "FY2023", "FY2022", "H1 FY2024"}
    assert {e["form"] for e in figures} >= {"table", "comparative", "five_year", "sentence"}
    assert {e["basis"] for e in figures} >= {"100%", "equity"}
    card = next(t for t in pages[BHP_REPORT] if "short-term incentive scorecard" in t)
    assert "Below budget" in card and "13.66" in card, "worded levels beside a real outcome"
    sensitivity = next(t for t in pages[BHP_REPORT] if "change in prices" in t)
    assert not re.search(r"\d\.\d", sensitivity), "sensitivities in words"
    assert not any(e["company"] == "BHP" and e["period"] == "FY2020" for e in figures)
    asked = [q for q in questions if 686 <= int(q["id"][3:]) <= 727]
    assert len(asked) == 42 and sum(q["expected"] is None for q in asked) == 10
    assert {q["company"] for q in asked} == {"BHP"}


def test_the_tenth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]

    def of(prefix: str) -> list[dict[str, Any]]:
        return [e for e in figures if e["doc"].startswith(prefix)]

    note = "\n".join(pages["Rio Tinto 2025 Annual Report - note 4 product group information.pdf"])
    assert re.search(r"Iron Ore +Copper +Aluminium & Lithium +Group", note), "segments across"
    assert {e["metric"] for e in of("Rio Tinto 2025 Annual Report - note 4")} >= {
        "segment_underlying_ebitda_iron_ore",
        "segment_underlying_ebitda_copper",
        "realised_price_copper_usd_lb",
    }
    divisions = pages["MinRes 1H FY25 results - review of divisions.txt"][1]
    assert divisions.count("Underlying EBITDA ($m)") == 3, "one short label, three divisions"
    assert not any(
        name in e["label"].split(" | ")[0]
        for e in of("MinRes 1H FY25 results - review")
        for name in ("Lithium", "Iron Ore", "Mining Services")
    ), "the row labels never name their division"
    assets = pages["BHP operational review FY2025 - production by asset.md"][0]
    assert "| Western Australia Iron Ore | 290 | 256.6 | \u2013 | 255 |" in assets
    assert {e["basis"] for e in of("BHP operational review FY2025")} >= {"100%", "equity"}
    flows = pages["Rio Tinto 2024 financial statements - cash flow extract.txt"][0]
    assert re.search(r"intangible assets +\(9,621\) +\(7,086\) +\(6,750\)", flows)
    assert not any(e["metric"].startswith("dividends_paid") for e in figures)
    note6 = of("Northern Star Resources Annual Report 2024 - note 6")
    assert {e["dividend_kind"] for e in note6} == {"final", "interim", "total", None}
    assert {e["period"] for e in note6} >= {"FY2023", "FY2024", "H1 FY2023", "H1 FY2024"}
    review = pages["Rio Tinto fourth quarter operations review 2024.txt"][0]
    assert re.search(r"shipped \(Mt\) +100% +\u2013 +328\.6 +331\.8", review)
    wrap = of("weekend-wrap-who-made-money")
    assert {e["company"] for e in wrap} == {"BHP", "FMG", "NST", "MIN"}
    assert "pocketed" in pages["weekend-wrap-who-made-money-in-the-mining-patch.md"][0]
    briefing = of("BHP half-year analyst briefing")
    assert {e["period"] for e in briefing} == {"H1 FY2025"} and len(briefing) >= 6
    tenth = [q for q in questions if 728 <= int(q["id"][3:]) <= 798]
    assert len(tenth) == 71 and sum(q["expected"] is None for q in tenth) == 13
    assert {q["company"] for q in tenth} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_eleventh_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]

    def of(prefix: str) -> list[dict[str, Any]]:
        return [e for e in figures if e["doc"].startswith(prefix)]

    note = pages["Mineral Resources interim financial report December 2023 - note 3 segments.md"]
    assert "| Mining Services | Lithium | Iron Ore | Total |" in note[0], "divisions across"
    assert "| 253.7 | 271.4 | 266.2 | 674.9 |" in note[0], "a total that is not their sum"
    groups = pages["Rio Tinto 2025 full year results - review by product group.txt"][0]
    assert not any(
        name in e["label"]
        for e in of("Rio Tinto 2025 full year results - review")
        if e["form"] == "sentence"
        for name in ("Iron Ore", "Copper", "Aluminium")
    ), "the bullets never name their product group"
    assert "Copper" in groups and "Aluminium & Lithium" in groups
    appendix = pages["Fortescue Appendix 4E FY23 - results and dividends.txt"][0]
    assert re.search(r"Amount per security +Franked amount per security", appendix)
    flows = pages["Fortescue FY24 annual report - investing cash flows and funding.txt"][0]
    assert re.search(r"equipment +\(2,834\) +\(2,901\) +\(2,803\) +\(3,382\)", flows)
    assert not any(
        e["company"] == "FMG" and e["metric"] == "capex" and e["period"] in ("FY2023", "FY2024")
        for e in figures
    ), "the company measure is left out where the data lacks it"
    half_year = pages["Northern Star FY24 results - the December half and the full year.md"][0]
    assert "| Sales | 2,248 | 4.92 |" in half_year, "the half in millions, the year in billions"
    halves = pages["Mineral Resources - four December halves and output by mine.txt"][0]
    assert re.search(r"underlying +\(196\) +196 +387 +\(36\)", halves), "losses in brackets"
    assert {e["period"] for e in of("Mineral Resources - four December")} >= {
        "H1 FY2022",
        "H1 FY2023",
        "H1 FY2024",
        "H1 FY2025",
    }
    prices = pages["what-the-miners-were-actually-paid.md"][0]
    assert "| Northern Star | Gold | A$/oz | December 2021 half | 2,388 |" in prices
    assert {e["company"] for e in of("what-the-miners")} == {"FMG", "MIN", "NST", "RIO"}
    assert "six months to Christmas" in pages["christmas-half-gold-glitters-iron-ore-rusts.md"][0]
    bhp = of("BHP shareholder information - dividends")
    assert {e["basis"] for e in bhp} >= {"100%", "equity"}
    assert not any(e["metric"] == "special_dps" for e in bhp), "the special row is all dashes"
    eleventh = [q for q in questions if 799 <= int(q["id"][3:]) <= 871]
    assert len(eleventh) == 73 and sum(q["expected"] is None for q in eleventh) == 14
    assert {q["company"] for q in eleventh} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_the_twelfth_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]

    def of(name: str) -> list[dict[str, Any]]:
        return [e for e in figures if e["doc"] == name]

    glance = pages["BHP results for the year ended 30 June 2025 - at a glance.md"][0]
    assert "- \u25bc 7.9% | Sales to customers of US$51.26 billion" in glance, "arrow, then %"
    assert "| Whole of the joint ventures, 100 per cent | 290 | \u2013 |" in glance
    assert "| Year to June 2025 | 50 | 60 | 110 |" in glance, "interim, final, year across"
    minres = "Mineral Resources FY25 results announcement.md"
    assert "| Bottom line attributable to members | (0.896) | 0.114 |" in pages[minres][0]
    assert "| Half to 31 Dec 2024 | 379 | \u2013 | \u2013 | 302 |" in pages[minres][0]
    assert not any("lithium" in e["metric"] and "ebitda" in e["metric"] for e in of(minres))
    assert any(e["text"] == "807 million" and e["value"] == -807 for e in of(minres)), "a loss of"
    five = "Northern Star Annual Report 2025 - five year summary.txt"
    assert {e["page"] for e in of(five)} == {1, 2}, "the money table runs onto a second page"
    assert "(continued)" in pages[five][1] and "Continued overleaf." in pages[five][0]
    half = "Northern Star half-year report - six months to 31 December 2024.txt"
    titled = [e for e in of(half) if e["label"].endswith("(koz)") or "(A$/oz)" in e["label"]]
    assert len(titled) == 6 and all(e["label"].startswith("Six months to") for e in titled)
    wire = pages["bhp-half-profit-jumps-copper-carries-load.txt"][0]
    assert "rose to $US4.416 billion from $US927 million a year earlier" in wire
    story = "rio-tinto-holds-payout-as-copper-climbs.txt"
    assert "a share" in pages[story][0] and "$US" in pages[story][0]
    assert not any(e["metric"] == "final_dps" for e in of(story)), "only the total and interim"
    letter = of("Fortescue Annual Report 2025 - letter from the CEO.txt")
    assert sum(e["form"] == "comparative" for e in letter) >= 9
    twelfth = [q for q in questions if 872 <= int(q["id"][3:]) <= 942]
    assert len(twelfth) == 71 and sum(q["expected"] is None for q in twelfth) == 13
    assert {q["company"] for q in twelfth} == {"BHP", "RIO", "FMG", "MIN", "NST"}


def test_every_set_asked_alone_is_one_with_its_own_documents_and_questions() -> None:
    from evals.variant_dev.isolated import set_names, totals

    names = set_names()
    assert "twentieth" in names and "nineteenth" in names
    assert not any("_" in n for n in names)  # parts such as twentieth_more ride with their set
    summed = totals({"a": {"correct": 3, "missed": 1}, "b": {"correct_not_found": 2}})
    assert summed["asked"] == 6 and summed["accuracy"] == round(5 / 6, 4)


def test_the_twentyfirst_set_has_its_shapes(
    manifest: dict[str, Any], pages: dict[str, list[str]], questions: list[dict[str, Any]]
) -> None:
    figures = manifest["figures"]

    def of(name: str) -> list[dict[str, Any]]:
        return [e for e in figures if e["doc"] == name]

    nst = "Northern Star Appendix 4E FY25 - dividends and distributions.md"
    assert (
        "| FY23 | 11 | 15.5 | \u2013 | 26.5 | first fully franked; second unfranked |"
        in (pages[nst][0])
    ), "years down, kinds across, franking in words"
    assert "| Record date | 3 September 2025 |" in pages[nst][0], "a date that is not a period"
    assert not any(e["metric"] == "payout_ratio_pct" for e in of(nst)), "halves only"
    returns = "BHP Annual Report 2025 - returning cash to shareholders.txt"
    assert re.search(r"For the year +1\.10 +1\.46 +1\.70", pages[returns][0]), "US$ a share"
    assert re.search(r"Payment date +27 March 2025 +25 September 2025", pages[returns][0])
    assert any(e["period"] == "FY2025" and e["metric"] == "final_dps" for e in of(returns))
    note = "Mineral Resources Annual Report 2025 - note 2 operating segments.md"
    assert "| Contracting | Spodumene | Bulk ore | Group |" in pages[note][0], "nicknames"
    volumes = pages["MinRes operations - volumes by operation FY23 to FY25.txt"][0]
    assert re.search(r"Onslow Iron - ore onto ships +whole JV +\u2013 +\u2013 +14", volumes)
    prices = pages["Northern Star investor presentation - price realisation.txt"][0]
    assert re.search(r"FY24 +2,873 +\u2013 +\u2013", prices), "a half without its year"
    wrap = pages["reporting-season-miners-count-the-cost-of-cheaper-ore.md"][0]
    assert "(A$896m)" in wrap and "$US9.0 billion" in wrap and "$US10.2 billion" in wrap
    wire = "rio-tinto-hands-back-record-payout-wire.txt"
    assert {e["dividend_kind"] for e in of(wire)} >= {"total", "special"}
    twentyfirst = [q for q in questions if 1394 <= int(q["id"][3:]) <= 1471]
    assert len(twentyfirst) == 78 and sum(q["expected"] is None for q in twentyfirst) == 17
    assert {q["company"] for q in twentyfirst} == {"BHP", "RIO", "FMG", "MIN", "NST"}
