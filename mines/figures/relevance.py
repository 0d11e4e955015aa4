"""Does each claim of an answer answer the question that was asked?

The verifier checks that a claimed value is stated for *its* label and period in the cited
text; this module checks that the label is the measure the question asked for, of the
company and period it asked for. A claim is relevant when

- its company is one the question names (any, when it names none);
- its period is one the question asks (any, when it names none or asks for a change or
  ranking, whose inputs span other years);
- its measure is an asked one: its registry metric is the asked measure's and its own
  words state no qualifier that conflicts with the question's ("net debt" for "gross
  debt", "iron ore revenue" for revenue, "basic EPS" for "diluted EPS"), or, for a figure
  the registry does not name, its words are the asked phrase's.

Pure: no I/O. Used by the ``guardrails`` node on the offline and the hosted drafts alike.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mines.figures.asked import AskedMeasure
from mines.figures.cash_lines import purchase_named_before, purchase_under_title
from mines.figures.currency_axis import stated_currency
from mines.figures.dividend_phrases import payment_kind
from mines.figures.draft_claims import Claim, claim_label, claims_from_text
from mines.figures.figure_measure import figure_conflicts, figure_label, pays_for_assets
from mines.figures.model import Figure
from mines.figures.printed_dividends import ORDINARY_AND_SPECIAL, printed_dividend_kind
from mines.figures.qualifier_conflicts import (
    conflicts,
    qualifiers_of,
)
from mines.figures.qualifiers import without_parts
from mines.figures.select import named_for_another
from mines.figures.similarity import (
    alias_variants,
    label_means,
    names_its_metric,
    same_measure_words,
    states_axes,
)
from mines.figures.tables import TABLE_PREFIX
from mines.figures.unit_qualifiers import sold_per_unit
from mines.measures.sites import SITE_METRICS
from mines.slots import Slots

_SITE_BASE = {key: base for (_, base), key in SITE_METRICS.items()}


@dataclass(frozen=True)
class Irrelevant:
    """A draft line whose claim does not answer the question, and why."""

    line: int
    label: str
    reason: str


def _family(metric: str | None) -> str | None:
    return _SITE_BASE.get(metric or "", metric)


def same_family(asked: AskedMeasure, metric: str | None) -> bool:
    """Whether ``metric`` is the asked measure's registry metric (a site's counts as its base)."""
    return asked.metric is not None and _family(asked.metric) == _family(metric)


def claim_qualifiers(claim: Claim) -> dict[str, frozenset[str]]:
    """What a claim's own words state, completed by what its metric implies."""
    out = qualifiers_of(claim.label or "", claim.metric)
    if sold_per_unit(out, claim.unit or ""):
        out["head"] = frozenset({"price"})  # "Hematite average revenue: US$103.01/dmt"
    if claim.dividend_kind and not ORDINARY_AND_SPECIAL.search(claim.label or ""):
        out["dividend"] = frozenset({claim.dividend_kind})  # a sum of kinds stays the sum
    qualifier = (claim.qualifier or "").lower()
    if "100%" in qualifier:
        out["ownership"] = frozenset({"100%"})
    elif "share" in qualifier:
        out["ownership"] = frozenset({"share"})
    return out | stated_currency(claim.currency)


def _words_name(asked: AskedMeasure, label: str) -> bool:
    """Whether every word of ``label`` is the asked phrase's, or its alias's other names'.

    The alias's other names stand in for the alias's words only: "gross borrowings" (whose
    "borrowings" hinted at net debt) is "gross debt", never the "cash" of "net cash".
    """
    if names_its_metric(asked):
        return same_measure_words(asked.phrase, asked.metric, label)
    variants = (asked.phrase, *alias_variants(asked))
    return any(same_measure_words(v, None, label) for v in variants)


def _measure_reason(
    label: str,
    metric: str | None,
    measures: Sequence[AskedMeasure],
    clash_with: Callable[[AskedMeasure, bool], list[str]],
    company: str | None = None,
    unit: str = "",
    pays_for_assets: bool = False,
) -> str | None:
    """None when ``label`` (of ``metric``) is an asked measure with no conflict, else why not.

    ``clash_with(asked, same_metric)`` lists the qualifier conflicts with one asked measure;
    ``unit`` is the claim's or figure's ("per dmt": a price's unit names it too);
    ``pays_for_assets``: its words name money paid for fixed assets, the purchases of plant
    and equipment line however worded.
    """
    if not measures:
        return None
    reasons: list[str] = []
    for asked in measures:
        same = _family(asked.metric) == _family(metric)
        words = label
        if "segment" in asked.stated.get("scope", ()) and without_parts(label):
            words = without_parts(label)  # the segment's name is the scope's to judge
        if not (
            same
            or _words_name(asked, words)
            or label_means(asked, words, company=company, unit=unit)
            or states_axes(asked, words, unit)
            or (pays_for_assets and not metric and asked.metric == "capex_ppe_cashflow")
        ):
            continue
        clash = clash_with(asked, same)
        if not clash:
            return None
        reasons.append(f"asked {asked.phrase!r}, the claim is {clash[0]}")
    if reasons:
        return reasons[0]
    asked_text = ", ".join(repr(m.phrase) for m in measures)
    return f"asked {asked_text}, the claim names {label or metric!r}"


def _printed_dividend(claim: Claim, measures: Sequence[AskedMeasure]) -> bool:
    """Whether a claim under a label on no list is a dividend per share of the asked kind.

    "Distributions declared at year end: A$0.70 per share" is the final dividend; its kind
    comes from its own words (:func:`printed_dividend_kind`), never assumed.
    """
    if claim.metric or "share" not in (claim.unit or ""):
        return False
    label = claim.label or ""
    # "a final payment of 74 US cents": its kind read as the extractor reads it
    kind = printed_dividend_kind(label) or payment_kind(label, claim.unit or "")
    return kind is not None and any(
        a.metric == "dividends_per_share" and kind in (a.stated.get("dividend") or {"total"})
        for a in measures
    )


def row_title(text: str, row: str) -> str:
    """The title of the table in ``text`` printing a row labelled ``row`` ("" when none)."""
    at = text.find(f"| {row} |") if row else -1
    start = text.rfind(TABLE_PREFIX, 0, at) if at >= 0 else -1
    if start < 0:
        return ""
    end = text.find("\n", start)
    return text[start + len(TABLE_PREFIX) : end if end >= 0 else len(text)]


def measure_reason(claim: Claim, measures: Sequence[AskedMeasure], title: str = "") -> str | None:
    """None when the claim's measure is an asked one, else why it is not.

    ``title``: the title of the table printing the claim's row, when it cites one.
    """
    if _printed_dividend(claim, measures):
        return None
    stated = claim_qualifiers(claim)
    return _measure_reason(
        claim.label or "",
        claim.metric,
        measures,
        lambda asked, same: conflicts(asked.qualifiers if same else dict(asked.stated), stated),
        claim.company,
        claim.unit or "",
        purchase_named_before(claim.label or "", claim.quote or "")
        or purchase_under_title(claim.label or "", title),
    )


def claim_reason(
    claim: Claim,
    measures: Sequence[AskedMeasure],
    slots: Slots,
    years: Collection[str] = (),
    title: str = "",
) -> str | None:
    """None when the claim answers the question (company, period, measure), else why not.

    ``years`` adds fiscal years the question names by a closed period ("the half year
    ended 31 December 2023" is in FY2024 for a June-year company); ``title`` is the cited
    table's, for a row it names (:func:`measure_reason`).
    """
    if slots.companies and claim.company not in slots.companies:
        return f"the claim is about {claim.company}, not {'/'.join(slots.companies)}"
    asked = set(slots.fiscal_years) | set(years)
    if slots.fiscal_years and not slots.operations and claim.period.fiscal_year not in asked:
        return f"the claim is for {claim.period.label}, not {'/'.join(sorted(asked))}"
    reason = measure_reason(claim, measures, title)
    site = f"({claim.qualifier})"
    if reason and claim.qualifier in slots.sites and (claim.label or "").endswith(site):
        # "Lithium division shipped (Wodgina)" asked of Wodgina: the site is the one asked,
        # and the measure may be judged by the label's own words
        bare = replace(claim, label=(claim.label or "")[: -len(site)].strip())
        return measure_reason(bare, measures, title) and reason
    return reason


def figure_reason(
    figure: Figure,
    measures: Sequence[AskedMeasure],
    slots: Slots,
    years: Collection[str] = (),
    period_kind: str = "FY",
) -> str | None:
    """None when a figure record answers the question, else why not (a hosted claim's).

    The checks of :func:`claim_reason` on the record itself rather than on words read back
    from a draft: its company and fiscal year must be asked, its period kind the one asked
    (a half year never answers a full year; an interim dividend is declared at the half),
    and its printed label and fields must be an asked measure with no conflicting qualifier.
    """
    if slots.companies and figure.company not in slots.companies:
        return f"the figure is {figure.company}'s, not {'/'.join(slots.companies)}'s"
    asked = set(slots.fiscal_years) | set(years)
    if slots.fiscal_years and not slots.operations and figure.period.fiscal_year not in asked:
        return f"the figure is for {figure.period.label}, not {'/'.join(sorted(asked))}"
    interim = figure.dividend_kind == "interim" and figure.period.kind in {"FY", "H1"}
    if figure.period.kind != period_kind and not interim:
        return f"the figure is for {figure.period.label}, a different period"
    if named_for_another(figure):
        return f"the figure's own words name another company, not {figure.company}"
    return _measure_reason(
        figure_label(figure),
        figure.metric,
        measures,
        lambda asked, same: figure_conflicts(asked, figure, own_metric=same),
        figure.company,
        figure.unit,
        pays_for_assets(figure),
    )


def irrelevant_lines(
    draft: str,
    docs: Sequence[dict[str, Any]],
    measures: Sequence[AskedMeasure],
    slots: Slots,
    years: Collection[str] = (),
) -> list[Irrelevant]:
    """Every draft line holding a claim that does not answer the question."""
    out: list[Irrelevant] = []
    lines = draft.splitlines()
    for index, line in enumerate(lines):
        if line.lstrip().startswith(">"):
            continue
        quoted = index + 1 < len(lines) and lines[index + 1].lstrip().startswith(">")
        with_quote = f"{line}\n{lines[index + 1]}" if quoted else line  # the words it cites
        for claim, cited in claims_from_text(with_quote, list(docs)):
            text = str(docs[cited - 1].get("text", "")) if cited and cited <= len(docs) else ""
            title = row_title(text, claim.label or "")
            reason = claim_reason(claim, measures, slots, years, title)
            if reason is not None:
                out.append(Irrelevant(index, claim_label(line), reason))
                break
    return out


NOT_ASKED = "withheld: not the measure, company or period asked"


def withhold_irrelevant(draft: str, found: Sequence[Irrelevant]) -> str:
    """The draft with each line in ``found`` (and its quote line) replaced by a note."""
    lines = {f.line: f for f in found}
    out: list[str] = []
    skip_quote = False
    for index, line in enumerate(draft.splitlines()):
        if index in lines:
            head = line.split(" — ", 1)[0] if " — " in line else "-"
            out.append(f"{head} — {lines[index].label}: {NOT_ASKED} ({lines[index].reason}).")
            skip_quote = True
            continue
        if skip_quote and line.lstrip().startswith(">"):
            continue
        skip_quote = False
        out.append(line)
    return "\n".join(out)
