"""Number-level groundedness: every figure must appear in what it cites.

Used by ``grade_answer`` (the draft against its documents) and by ``answer`` (the final
text against its sources and calculator results). Claim labels are at most eight words
and contain no figures, because they are reused as retrieval terms.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mines.figures.draft_claims import Claim, claim_label, claims_from_text
from mines.figures.model import DocContext
from mines.figures.nil_dividends import states_nil_dividend
from mines.figures.verify import verify
from mines.numbers import Number, find_figures, is_supported

_CITATION = re.compile(r"\[(\d+)\]")


def strip_citations(text: str) -> str:
    """Blank out ``[n]`` markers so citation numbers are not read as figures."""
    return _CITATION.sub(lambda m: " " * len(m.group(0)), text)


def cited_numbers(text: str) -> list[int]:
    """Citation numbers used in ``text``, in order of first use."""
    return list(dict.fromkeys(int(n) for n in _CITATION.findall(text)))


def renumber_citations(text: str, documents: list[Any]) -> tuple[str, list[Any]]:
    """``text`` with its citations renumbered 1, 2, 3... in order of first use.

    ``documents`` come back reordered to match (uncited ones after); a number out of range
    stays as it is.
    """
    order = [n for n in cited_numbers(text) if 1 <= n <= len(documents)]
    new = {old: i for i, old in enumerate(order, start=1)}
    renumbered = _CITATION.sub(lambda m: f"[{new.get(int(m.group(1)), m.group(1))}]", text)
    rest = [d for i, d in enumerate(documents, start=1) if i not in new]
    return renumbered, [documents[n - 1] for n in order] + rest


_NIL = re.compile(r"\bnil\b", re.IGNORECASE)


_BASIS = re.compile(r"\s*(?:basis|share|interest|ownership|equity)\b", re.IGNORECASE)


def unsupported_claims(
    text: str, documents: Sequence[str], extra_values: Sequence[float] = ()
) -> list[tuple[str, Number]]:
    """``(label, figure)`` for each figure of ``text`` its citations (or sources) do not hold.

    A line that cites ``[n]`` must be supported by those documents; a line without
    citations by any document or a calculator result.
    """
    found: list[tuple[str, Number]] = []
    all_evidence = [f for d in documents for f in find_figures(d)]
    for line in text.splitlines():
        stripped = strip_citations(line)
        figures = [  # "(100% basis)" in a label names a basis, no figure
            f
            for f in find_figures(stripped)
            if not (f.unit == "%" and _BASIS.match(stripped, f.end))
        ]
        if not figures:
            continue
        cited = [int(n) for n in _CITATION.findall(line)]
        if cited:
            sources = [documents[n - 1] for n in cited if 1 <= n <= len(documents)]
            evidence = [f for d in sources for f in find_figures(d)]
        else:
            sources = list(documents)
            evidence = all_evidence
        # a zero its source prints as "Nil", or says in words ("no final dividend was declared")
        nil = any(_NIL.search(d) or states_nil_dividend(d) for d in sources)
        for figure in figures:
            if figure.value == 0 and nil:
                continue  # a zero its source prints as "Nil" (no dividend was paid)
            if not is_supported(figure, evidence, extra_values) and not _in_a_cell(figure, sources):
                found.append((claim_label(line), figure))
    return found


def _in_a_cell(figure: Number, sources: Sequence[str]) -> bool:
    """Whether a table cell of ``sources`` prints ``figure``'s number whole ("| 2000 |").

    A four-digit whole number in prose reads as a year, so the number check finds none in a
    data export's cell "2000" (kt); the cell itself is the evidence.
    """
    if figure.value != int(figure.value):
        return False
    digits = f"{int(abs(figure.value))}"
    cell = re.compile(rf"\|\s*\(?{digits}\)?\s*(?=\|)")
    return any(cell.search(d) for d in sources)


def grade(n_unsupported: int) -> tuple[str, str]:
    """``(grounded, confidence)`` from the count of unsupported claims."""
    if n_unsupported == 0:
        return "yes", "high"
    if n_unsupported <= 3:
        return "partial", "medium"
    return "no", "low"


def confidence_for(
    n_unsupported: int, verified: int, withheld: int, disagreement: bool, unverified: int = 0
) -> tuple[str, str]:
    """``(grounded, confidence)`` from what was verified, not from numbers merely appearing.

    ``high`` needs at least one figure verified against its source for the same metric,
    period and basis, every stated figure vouched for (``unverified == 0``), nothing
    withheld, no figure without support and no disagreement between sources. Quoted
    passages with no verified figure, an unverified figure, a disagreement, or one to three
    withheld or unsupported figures give ``medium``; more give ``low``.
    """
    bad = n_unsupported + withheld
    grounded, _ = grade(bad)
    if bad > 3:
        return grounded, "low"
    if bad or disagreement or unverified or verified == 0:
        return grounded, "medium"
    return grounded, "high"


_QUOTE_LINE = re.compile(r"^\s*>")
WITHHELD = "not found: the cited source does not state this figure for this period and basis"


@dataclass(frozen=True)
class Rejection:
    """A claim of a draft line that its cited source does not support."""

    line: int
    label: str
    reason: str


@dataclass(frozen=True)
class DraftCheck:
    """What the independent verifier made of a draft: verified and rejected claims."""

    verified: int
    rejected: tuple[Rejection, ...]
    unverified: tuple[int, ...] = ()
    """Lines stating a figure that no verified claim covers (and nothing rejected there):
    the verifier could not read a claim, so the figure is shown but not vouched for."""

    @property
    def rejected_lines(self) -> set[int]:
        """Indexes of the draft lines holding a rejected claim."""
        return {r.line for r in self.rejected}


def _states_no_unit(claim: Claim) -> bool:
    """A claim of a plain number: no currency, scale or unit, so it is never high confidence."""
    return claim.currency is None and claim.scale == 1.0 and claim.unit == "currency"


def check_draft(draft: str, docs: Sequence[dict[str, Any]]) -> DraftCheck:
    """Verify every figure claim of a draft against the document it cites.

    Each line is read on its own (quote lines are evidence, not claims); each claim must be
    supported by its cited document for the same metric, period and basis, within
    rounding (:func:`mines.figures.verify.verify`, which shares no matching code with the
    extractor that wrote an offline draft). A claim citing no document, or a document
    number outside the list, is rejected.
    """
    verified = 0
    rejected: list[Rejection] = []
    unverified: list[int] = []
    for index, line in enumerate(draft.splitlines()):
        figures = _stated_figures(line)
        if _QUOTE_LINE.match(line) or not figures:
            continue
        vouched: set[str] = set()
        failed = False
        for claim, cited in claims_from_text(line, list(docs)):
            if cited is None or not 1 <= cited <= len(docs):
                rejected.append(Rejection(index, claim_label(line), "cites no document"))
                failed = True
                continue
            doc = docs[cited - 1]
            verdict = verify(claim, str(doc.get("text", "")), DocContext.of(doc))
            if verdict.supported and _states_no_unit(claim):
                # a plain cell's number ("10,295"): its digits, not a currency or scale
                vouched.add(_digits(claim.text or ""))
                unverified.append(index)
            elif verdict.supported:
                verified += 1
                vouched.add(_digits(claim.text or ""))
            else:
                rejected.append(Rejection(index, claim_label(line), verdict.reason))
                failed = True
        if not failed and any(_digits(f.text) not in vouched for f in figures):
            unverified.append(index)
    unverified = sorted(set(unverified))
    return DraftCheck(verified, tuple(rejected), tuple(unverified))


_BASIS_AFTER = re.compile(r"^\s*basis\b", re.IGNORECASE)


def _stated_figures(line: str) -> list[Number]:
    """The figures a line states (a "100% basis" qualifier names no figure)."""
    text = strip_citations(line)
    return [f for f in find_figures(text) if not _BASIS_AFTER.match(text[f.end :])]


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit() or ch == ".").strip(".")


def withhold(draft: str, check: DraftCheck) -> str:
    """The draft with every line holding a rejected claim (and its quote) withheld."""
    out: list[str] = []
    skip_quote = False
    for index, line in enumerate(draft.splitlines()):
        if index in check.rejected_lines:
            head = line.split(" — ", 1)[0] if " — " in line else claim_label(line)
            label = next(r.label for r in check.rejected if r.line == index)
            metric = line.split(" — ", 1)[1].split(":", 1)[0] if " — " in line else label
            out.append(f"{head} — {metric}: {WITHHELD}.")
            skip_quote = True
            continue
        if skip_quote and _QUOTE_LINE.match(line):
            continue
        skip_quote = False
        out.append(line)
    return "\n".join(out)
