"""Property-based tests (hypothesis) of the deterministic core: slots, numbers, input checks.

Runs are kept modest (``max_examples`` 150, no deadline) so CI stays fast; every property
also runs the regression examples hypothesis (or review) found, pinned with ``@example``.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mines.cli import MAX_QUESTION_CHARS, InputError, validate_question
from mines.inputs import clean_text
from mines.measures.words import METRIC_ALIASES
from mines.numbers import Number, figures_match, find_figures, format_amount, unsupported_figures
from mines.question.companies import _COMPANY_ALIASES, SUPPORTED_TICKERS, find_companies
from mines.question.years import (
    EARLIEST_REPORTABLE_YEAR,
    SUPPORTED_FISCAL_YEARS,
    latest_reportable_year,
    normalise_fiscal_year,
)
from mines.slots import extract_slots

PROPERTY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Any text, lone surrogates (invalid UTF-8 arriving as JSON escapes) and controls included.
ANY_CHAR = st.characters(exclude_categories=())
ANY_TEXT = st.text(ANY_CHAR, max_size=300)
# Text rich in the characters the parsers care about.
DOMAIN_TEXT = st.lists(
    st.sampled_from(list("0123456789 ,.$%-–FYfyAUSbnmk财年度至到()'\n"))
    | st.sampled_from(["US$", "A$", "million", "billion", "FY", "fy", "to", " - ", "2024"])
    | ANY_CHAR,
    max_size=120,
).map("".join)
TEXTS = ANY_TEXT | DOMAIN_TEXT


# ----- slot extractor -------------------------------------------------------------------


@PROPERTY
@given(TEXTS)
@example("fy2021-2099 FY1999 2030财年 fiscal 2025 rio MIN min not BHP")
@example("\ud800BHP\udfff FY24\x00")
@example("BHP FY2026 and FY2099")
def test_extract_slots_never_raises_and_returns_only_supported_values(text: str) -> None:
    slots = extract_slots(text)
    assert set(slots.companies) <= set(SUPPORTED_TICKERS)
    # A year outside the bundled corpus's is kept for the store to judge, from the oldest
    # up to the newest a report can exist for (mines.asked_periods refuses it when no
    # document holds it).
    reportable = {f"FY{y}" for y in range(EARLIEST_REPORTABLE_YEAR, latest_reportable_year() + 1)}
    assert set(slots.fiscal_years) <= reportable
    assert not set(slots.out_of_range_years) & set(SUPPORTED_FISCAL_YEARS)
    assert set(slots.metrics) <= set(METRIC_ALIASES)
    assert len(slots.operations) <= 1
    for values in (slots.companies, slots.fiscal_years, slots.metrics):
        assert len(values) == len(set(values))  # each once, in order of first mention


@PROPERTY
@given(TEXTS)
def test_slot_normalisation_is_idempotent(text: str) -> None:
    slots = extract_slots(text)
    rendered = " ".join([*slots.companies, *slots.fiscal_years])
    again = extract_slots(rendered)
    assert again.companies == slots.companies
    assert again.fiscal_years == slots.fiscal_years
    assert find_companies(" ".join(slots.companies)) == slots.companies


YEAR_FORMS = st.sampled_from(
    ["fy{y}", "FY {y}", "FY{yy}", "fy'{yy}", "{y} financial year", "fiscal {y}", "{y}财年"]
)


@PROPERTY
@given(YEAR_FORMS, st.integers(2000, 2039))
def test_fiscal_year_forms_normalise_idempotently(form: str, year: int) -> None:
    text = form.format(y=year, yy=f"{year % 100:02d}")
    normalised = normalise_fiscal_year(text)
    assert normalised == f"FY{year}"
    assert normalise_fiscal_year(normalised) == normalised


ALIASES = [(ticker, alias) for ticker, names in _COMPANY_ALIASES.items() for alias in names]


@PROPERTY
@given(
    st.sampled_from(ALIASES),
    st.sampled_from([str.lower, str.upper, str.title]),
    ANY_TEXT,
    ANY_TEXT,
)
@example(("RIO", "rio"), str.lower, "I did not mean", "tinto")
@example(("MIN", "minres"), str.upper, "min", "max")
def test_alias_embedded_in_random_text_is_found(
    pair: tuple[str, str], case: object, before: str, after: str
) -> None:
    ticker, alias = pair
    spelled = case(alias)  # type: ignore[operator]
    # Separated by " . " so the random text can neither extend the alias into a longer
    # word nor negate it ("not Rio" rightly does not count).
    text = f"{before} . {spelled} . {after}"
    assert ticker in extract_slots(text).companies


# ----- number parser --------------------------------------------------------------------

AMOUNTS = st.floats(min_value=-1e15, max_value=1e15, allow_nan=False, allow_infinity=False)


@PROPERTY
@given(TEXTS)
@example("9" * 5000)  # int() of more than 4,300 digits raised ValueError
@example("1." * 3000)  # the URL mask backtracked quadratically on dotted runs
@example("30 " * 2000)  # the month look-back scanned the whole prefix per day number
def test_find_figures_never_raises_and_every_figure_supports_itself(text: str) -> None:
    figures = find_figures(text)
    for f in figures:
        assert text[f.start : f.end].strip() == f.text
    assert unsupported_figures(text, [text]) == []


@PROPERTY
@given(AMOUNTS)
@example(-5.0)
@example(2024.0)
@example(0.0)
def test_formatted_amounts_round_trip(value: float) -> None:
    text = f"US${value:,.2f} million"
    [figure] = find_figures(text)
    assert figure.value == float(f"{value:.2f}")
    assert figure.currency == "USD" and figure.scale == 1e6
    assert figure.text == text


@PROPERTY
@given(AMOUNTS)
def test_format_amount_round_trips(value: float) -> None:
    text = format_amount(value)
    figures = find_figures(text)
    if abs(value) < 0.005:  # rounds to 0 (or -0)
        return
    [figure] = figures
    assert figure.value == float(text.replace(",", ""))


FIGURES = st.builds(
    Number,
    text=st.just("x"),
    value=st.floats(allow_nan=False, min_value=-1e18, max_value=1e18),
    scale=st.sampled_from([1.0, 1e3, 1e4, 1e6, 1e8, 1e9]),
    currency=st.sampled_from([None, "USD", "AUD", "$"]),
    unit=st.sampled_from([None, "%", "cents per share", "koz", "Mt"]),
    start=st.just(0),
    end=st.just(1),
)


@PROPERTY
@given(FIGURES, FIGURES)
def test_figures_match_is_symmetric_and_reflexive(a: Number, b: Number) -> None:
    assert figures_match(a, b) == figures_match(b, a)
    assert figures_match(a, a)


@PROPERTY
@given(st.integers(min_value=1, max_value=10**9), st.sampled_from(["US$", "A$", ""]))
def test_rescaled_figures_match(millions: int, currency: str) -> None:
    """``US$55,658 million`` states the same amount as ``US$55.658 billion``."""
    [a] = find_figures(f"{currency}{millions:,} million")
    [b] = find_figures(f"{currency}{millions / 1000:,.3f} billion")
    assert figures_match(a, b) and figures_match(b, a)


# ----- input validation -----------------------------------------------------------------


@PROPERTY
@given(st.text(ANY_CHAR, max_size=5000) | TEXTS)
@example("\ud800")
@example(" \t\n\x00 ")
@example("a" * (MAX_QUESTION_CHARS + 1))
@example("a\u2028b\x1cc\u0085d")
def test_validate_question_raises_only_input_error(text: str) -> None:
    try:
        cleaned = validate_question(text)
    except InputError:
        return
    assert cleaned.isprintable()
    assert cleaned == cleaned.strip() and cleaned
    assert len(cleaned) <= MAX_QUESTION_CHARS
    assert "  " not in cleaned
    assert validate_question(cleaned) == cleaned  # idempotent


@PROPERTY
@given(st.text(ANY_CHAR, max_size=2000) | TEXTS)
def test_server_side_cleaning_is_printable_and_idempotent(text: str) -> None:
    cleaned = clean_text(text)
    assert cleaned == "" or cleaned.isprintable()
    assert cleaned == cleaned.strip() and "  " not in cleaned
    cleaned.encode("utf-8")  # no lone surrogates left
    assert clean_text(cleaned) == cleaned


@pytest.mark.parametrize("text", ["What was BHP's revenue in FY2024?", "必和必拓 2024财年 收入"])
def test_cli_and_server_cleaning_agree_on_ordinary_questions(text: str) -> None:
    assert validate_question(text) == clean_text(text)
