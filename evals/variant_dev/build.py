"""Build the development label-variant split: ``python -m evals.variant_dev.build --out DIR``.

The same kind as :mod:`evals.variant.build` (the held-out split) with other documents and
questions, written for tuning: press articles, results releases, half-year reports, one
long annual report (PDF), a hand-written set of Appendix 4E pages, half-years, report
extracts and press pieces (:mod:`evals.variant_dev.handwritten`), a second one on prices,
divisions and dividends (:mod:`evals.variant_dev.handwritten_more`), a third of releases,
a dividend notice, site pages and press (:mod:`evals.variant_dev.handwritten_third`) and a
fourth of letters, two-column statements, long summaries and press dated in other ways
(:mod:`evals.variant_dev.handwritten_fourth`) and a fifth of a quarterly activities report, an
Appendix 4D page, a sustainability data pack, a dividend FAQ, slides, meeting addresses, a
broker note and a newspaper piece (:mod:`evals.variant_dev.handwritten_fifth`) and a sixth of a
segment note with division columns, a cash flow statement extract, a half-year with its losses
in brackets, output on both ownership bases, a five-year history, a results call, dividend
notices and a wire story dated by its dateline (:mod:`evals.variant_dev.handwritten_sixth`) and a
seventh of a scorecard in unfenced columns, an asset table on two ownership bases, a funding
update by balance date, a payment notice, a capital investment page, a cash flow summary, a
reporting-week wrap naming three miners, a CFO interview, a half-year commentary and a price
monitor (:mod:`evals.variant_dev.handwritten_seventh`) and an eighth of an Appendix 4E page, a
five-year summary of look-alike rows, a letter to shareholders, a statements extract with a
unit column, operations by hub, a dividend section, an incentive scorecard beside guidance and
two newspaper pieces (:mod:`evals.variant_dev.handwritten_eighth`) and a ninth of report
sections whose row labels recur across group, five-year, scorecard and sensitivity tables,
results slides, key figures with the prior column first, a half named only by its months, a
quarterly with year-to-date columns, a dividend page, a markets column on two miners and a
meeting address (:mod:`evals.variant_dev.handwritten_ninth`), and a second long annual
report (BHP 2024, ~150 pages) whose many figure tables look alike
(:mod:`evals.variant_dev.annual_bhp`), and a tenth of a segment note with product groups as
columns, a review with a heading per division, output by asset on a 100% and a share basis,
a cash flow statement with a capital management paragraph, a dividend note of payments and
declarations, a quarterly production review with a basis column, a sector wrap quoting four
miners, an analyst briefing and a results story (:mod:`evals.variant_dev.handwritten_tenth`),
and an eleventh of a half-year segment note whose total is not the sum of its divisions, a
product group review in headed bullets, an Appendix 4E dividends section by amount and
franked amount per security, a four-year history of cash paid for plant beside the
company's capex measure, a half beside its year in different units, four December halves
with losses in brackets and spodumene by mine, a column on the Christmas half, a table of
prices received and five years of dividends by half (:mod:`evals.variant_dev.handwritten_eleventh`),
and a twelfth of highlight bullets led by an arrow and a percentage, tables whose measure is
named only in their title, dividends with interim, final and year across, a year in A$
billions with its losses in brackets beside a half told as "a loss of", divisions across
with dashes, a June half with the halves across, a CEO letter giving each figure beside the
year before, a five-year summary running over two pages and two wire stories in "$US" and
"a share" (:mod:`evals.variant_dev.handwritten_twelfth`), and a thirteenth: a third long
annual report (Rio Tinto 2025, ~155 pages, calendar year) with a product group note
printed with the groups down the side and across the top, a review sentence per group,
look-alike tables on most pages and a five-year record with dashes
(:mod:`evals.variant_dev.annual_rio2025`), and a fourteenth of a half-year
segment note with a column per division, a divisional review with a heading per division and
its half's losses in brackets, a notice to shareholders on a final dividend with franking in
words, a capital returns page with net cash in brackets, a cash page with the oldest year
first, a cash flow summary with a unit column, a loss story, a calendar-year wire and an
income column (:mod:`evals.variant_dev.handwritten_fourteenth`), and a fifteenth of volumes
by asset and hub on stated bases, a quarterly whose quarter columns are words beside a year-to-
date figure,
prices received and unit costs, a half told only by its months, a five-year summary in A$
millions and billions, a price table by product and two press pieces
(:mod:`evals.variant_dev.handwritten_fifteenth`), and a sixteenth of financial statements and
notes: a MinRes annual financial report PDF with a segment note across plus "Unallocated",
a half-year report with the comparative half's segment table, cash flows and a net debt
reconciliation, segments as row blocks, dividends recognised vs determined after balance
date, Rio Tinto's product group note, Fortescue's cash paid for plant and borrowings,
Northern Star's net cash in brackets and BHP's dividends note
(:mod:`evals.variant_dev.handwritten_sixteenth`), and a seventeenth shaped like ASX
announcements and their press: a results first page with a key metrics grid and a chair's
quote, a quarterly activities report, investor slide text, two Appendix 3A.1 dividend
notices, a wire, a newspaper story and a broker's note
(:mod:`evals.variant_dev.handwritten_seventeenth`), and an eighteenth of results-deck charts
exported to text (a bar per segment, its value at the bar's end), a fact sheet of product
group cards whose rows repeat the same words, a data workbook exported as comma-separated
lines with an ownership column, a cash bridge of signed steps beside dividends and payout, a
half-year directors' report with its losses and outflow under a minus sign and "($807)m" in
prose, a shareholder information page with dividends in dollars a share, a reader Q&A column
on five miners' dividends, a feature on capital spending and a volumes page whose ownership
basis is only in footnote markers (:mod:`evals.variant_dev.handwritten_eighteenth`), and a
nineteenth of figures told in sentences: a managing director's letter, a results call's
prepared remarks and a wire, each with the year before in the same sentence, a broker's
note, a shareholder newsletter, an investor Q&A, a chair's letter, a half-year call, an
interim shareholder review and a commodities column (prices received, dividends a share
in dollars and in cents, half-year earnings a share, divisions, sites on a stated basis and
capital spending in prose) (:mod:`evals.variant_dev.handwritten_nineteenth`), and a twentieth
of tables whose row labels and titles stray far from the usual words: an Appendix 4E table
with a unit column, a product group note under nicknames, a five-year summary, dividends by
year in dollars and in cents, output by asset on both bases, two halves against their prior
halves, prices by commodity, capital by purpose and a cash page
(:mod:`evals.variant_dev.handwritten_twentieth`), and a twenty-first of dividends, sites, prices
and press: an Appendix 4E dividends section with years down and kinds across, franking and a
timetable whose dates are not periods, shareholder returns in US dollars a share with a final
determined after year end, a segment note under nicknames beside its Group column, volumes by
mine on stated footings, gold prices by half and by year, a reporting-season wrap, a wire on a
special dividend, a commodities column, a chief executive's letter, a five-year summary and a
half-year report (:mod:`evals.variant_dev.handwritten_twentyfirst`);
``manifest.json`` (every figure stated) and ``questions.json`` (every question with its
expected answer from the manifest) into ``DIR`` (default ``.mines/variant-dev-corpus``). It
reuses the held-out builder's writer, fact checks and stamped build; deterministic and keyed
by a hash of its sources and the fact tables.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from evals.common import REPO_ROOT
from evals.variant import build as heldout
from evals.variant.build import MANIFEST, QUESTIONS, load

__all__ = ["DEFAULT_OUT", "MANIFEST", "QUESTIONS", "build_corpus", "documents", "load"]

DEFAULT_OUT = REPO_ROOT / ".mines" / "variant-dev-corpus"
_PACKAGE = Path(__file__).resolve().parent
_REUSED = (
    REPO_ROOT / "evals" / "realistic" / "model.py",
    REPO_ROOT / "evals" / "realistic" / "render.py",
    REPO_ROOT / "evals" / "variant" / "writer.py",
    REPO_ROOT / "evals" / "variant" / "facts.py",
    REPO_ROOT / "evals" / "variant" / "build.py",
)


def build_hash() -> str:
    """Hash of this builder's sources, the reused writer and renderer, and the fact tables."""
    return heldout.build_hash(_PACKAGE, _REUSED)


def documents(manifest: list[dict[str, Any]]) -> list[Any]:
    """Every document of the split, written in a fixed order into ``manifest``."""
    from evals.variant_dev.annual import long_report
    from evals.variant_dev.annual_bhp import long_report as bhp_long_report
    from evals.variant_dev.annual_rio2025 import long_report as rio2025_long_report
    from evals.variant_dev.handwritten import documents as handwritten
    from evals.variant_dev.handwritten_eighteenth import documents as handwritten_eighteenth
    from evals.variant_dev.handwritten_eighth import documents as handwritten_eighth
    from evals.variant_dev.handwritten_eleventh import documents as handwritten_eleventh
    from evals.variant_dev.handwritten_fifteenth import documents as handwritten_fifteenth
    from evals.variant_dev.handwritten_fifth import documents as handwritten_fifth
    from evals.variant_dev.handwritten_fourteenth import documents as handwritten_fourteenth
    from evals.variant_dev.handwritten_fourth import documents as handwritten_fourth
    from evals.variant_dev.handwritten_more import documents as handwritten_more
    from evals.variant_dev.handwritten_nineteenth import documents as handwritten_nineteenth
    from evals.variant_dev.handwritten_ninth import documents as handwritten_ninth
    from evals.variant_dev.handwritten_seventeenth import documents as handwritten_seventeenth
    from evals.variant_dev.handwritten_seventh import documents as handwritten_seventh
    from evals.variant_dev.handwritten_sixteenth import documents as handwritten_sixteenth
    from evals.variant_dev.handwritten_sixth import documents as handwritten_sixth
    from evals.variant_dev.handwritten_tenth import documents as handwritten_tenth
    from evals.variant_dev.handwritten_third import documents as handwritten_third
    from evals.variant_dev.handwritten_twelfth import documents as handwritten_twelfth
    from evals.variant_dev.handwritten_twentieth import documents as handwritten_twentieth
    from evals.variant_dev.handwritten_twentyfirst import documents as handwritten_twentyfirst
    from evals.variant_dev.press import ARTICLES
    from evals.variant_dev.releases import RELEASES

    docs = [make(manifest) for make in (*ARTICLES, *RELEASES)]
    docs.append(long_report(manifest))
    docs.append(bhp_long_report(manifest))
    docs += [make(manifest) for make in handwritten()]
    docs += [make(manifest) for make in handwritten_more()]
    docs += [make(manifest) for make in handwritten_third()]
    docs += [make(manifest) for make in handwritten_fourth()]
    docs += [make(manifest) for make in handwritten_fifth()]
    docs += [make(manifest) for make in handwritten_sixth()]
    docs += [make(manifest) for make in handwritten_seventh()]
    docs += [make(manifest) for make in handwritten_eighth()]
    docs += [make(manifest) for make in handwritten_ninth()]
    docs += [make(manifest) for make in handwritten_tenth()]
    docs += [make(manifest) for make in handwritten_eleventh()]
    docs += [make(manifest) for make in handwritten_twelfth()]
    docs.append(rio2025_long_report(manifest))
    docs += [make(manifest) for make in handwritten_fourteenth()]
    docs += [make(manifest) for make in handwritten_fifteenth()]
    docs += [make(manifest) for make in handwritten_sixteenth()]
    docs += [make(manifest) for make in handwritten_seventeenth()]
    docs += [make(manifest) for make in handwritten_eighteenth()]
    docs += [make(manifest) for make in handwritten_nineteenth()]
    docs += [make(manifest) for make in handwritten_twentieth()]
    docs += [make(manifest) for make in handwritten_twentyfirst()]
    return docs


def _write(out: Path) -> None:
    from evals.variant_dev.questions import resolve

    figures: list[dict[str, Any]] = []
    heldout.write_split(out, documents(figures), figures, resolve)


def build_corpus(out_dir: Path | str | None = None, force: bool = False) -> Path:
    """Build the split into ``out_dir`` unless that exact build is already there."""
    from evals.realistic.build import build_stamped

    return build_stamped(Path(out_dir or DEFAULT_OUT), build_hash(), _write, force)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    return heldout.cli(argv, "evals.variant_dev", __doc__ or "", DEFAULT_OUT, build_corpus)


if __name__ == "__main__":
    raise SystemExit(main())
