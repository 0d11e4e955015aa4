"""The verifier's reading of site rows and of commodity rows the registry has no metric for.

"| Operation | Spodumene concentrate produced (kt dmt) |" over "| Mt Marion | 218 |": the
one value column's heading names the measure of each site's row
(:mod:`mines.figures.site_rows`, the extractor's reading too). "| Bauxite | Mt | 62.4 |"
under production results: bauxite production, a volume no registry metric names, which a
claim with no metric names by the commodity's own word. Part of
:mod:`mines.figures.verify_tables`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.column_periods import UNIT_HEADER
from mines.figures.draft_claims import Claim, named_metric
from mines.figures.label_words import plain_words
from mines.figures.part_measures import BY_PART
from mines.figures.part_names import part_name
from mines.figures.qualifier_conflicts import implied
from mines.figures.qualifiers import read_qualifiers
from mines.figures.site_rows import column_measure, measure_words, site_of_row
from mines.figures.tables import Table
from mines.figures.verify_reasons import _Named, _nearest_label
from mines.figures.volume_rows import volume_kind
from mines.measures.sites import SITE_METRICS, find_sites


def unlisted_commodity(claim: Claim, core: str, title: str, company: str) -> bool:
    """Whether a claim with no metric is the volume of a commodity row the registry lacks.

    "| Bauxite | Mt | ... | 62.4 |" under "Fourth quarter production results" is bauxite
    production: a claim "Bauxite" or "bauxite output" names that row (every content word of
    the row is in the claim's label, no other volume, no site).
    """
    kind = volume_kind(core, title, company)
    if claim.metric or not claim.label or kind is None or kind[2] is not None:
        return False
    claimed = read_qualifiers(claim.label).get("head", frozenset())
    if claimed and claimed != {kind[1]}:
        return False
    return bool(plain_words(core)) and plain_words(core) <= plain_words(claim.label)


def column_named(table: Table, j: int, bare: str, company: str) -> tuple[_Named, str] | None:
    """The measure the one value column ``j`` names for a site's row, with its words.

    "| Operation | Spodumene concentrate produced (kt dmt) |" over "| Mt Marion | 218 |":
    the row is a site (:func:`~mines.figures.site_rows.site_of_row`), the heading the measure.
    """
    values = [k for k, cell in enumerate(table.header[1:], start=1) if not UNIT_HEADER.match(cell)]
    if values != [j] or column_measure(table.header[j], company) is None:
        return None
    if site_of_row(bare, table.header[0], company) is None:
        return None
    words = measure_words(table.header[j], company)
    named = _nearest_label(words, len(words))
    return (named, words) if named is not None and named.metric else None


def title_measure(title: str) -> tuple[_Named, str] | None:
    """The one measure a table's title names after its other words, with its words.

    "Segment information — underlying EBITDA, half year (A$m)" over one row per segment: the
    rows are the segments' underlying EBITDA (the extractor reads the title so too).
    """
    words = BY_PART.sub("", title)
    named = _nearest_label(words, len(words))
    if named is None or not named.metric:
        return None
    label = words[named.start : named.end]
    return replace(named, start=0, end=len(label)), label


_SITE_OF_METRIC = {key: (site, base) for (site, base), key in SITE_METRICS.items()}


def site_claim(claim: Claim) -> Claim:
    """A claim of a site's own metric read as its base metric at that site.

    "Pilbara Hub iron ore shipments: 9.7 Mt" is iron ore shipments with the site "Pilbara
    Hub": a table prints it as the hub's row of iron ore shipments.
    """
    if claim.metric not in _SITE_OF_METRIC:
        return claim
    site, base = _SITE_OF_METRIC[claim.metric]
    qualifier = f"{site}, {claim.qualifier}" if claim.qualifier else site
    if implied(claim.metric).get("ownership") and "100%" not in qualifier:
        qualifier = f"{qualifier}, 100% basis"  # Onslow's metric is the whole venture's
    return replace(claim, metric=base, qualifier=qualifier)


def same_site(site: str, qualifier: str) -> bool:
    """Whether the site a row names is the one the claim names (by name or alias: WAIO)."""
    if site.lower() in qualifier.lower():
        return True
    return bool(set(find_sites(site)) & set(find_sites(qualifier)))


_BASIS_PARTS = frozenset({"100% basis", "share", "attributable", "equity share"})


def _part_claimed(qualifier: str) -> bool:
    """Whether a claim's qualifier names a part (a site, a division), not a basis alone."""
    return any(p.strip() and p.strip().lower() not in _BASIS_PARTS for p in qualifier.split(","))


def site_row(claim: Claim, site: str | None) -> Claim | None:
    """The claim as checked against a row naming ``site``; None when the row is another's.

    A group's total row supports any claim but one naming a site or division. A claim
    naming the site in brackets ("(Mt Marion)"), or leading its label with that part
    ("Mining Services EBITDA before one-offs", as a row of divisions under a title naming
    the measure is answered), is the site's: its label is then the measure alone.
    """
    if site is None:
        return claim
    if site.lower() in {"total", "group", "group total"}:
        # the company's whole figure: never a site's or a division's ("gold sold (Pogo)")
        return None if _part_claimed(claim.qualifier or "") else claim
    if same_site(site, claim.qualifier or ""):
        return claim
    label = claim.label or ""
    if claim.qualifier is None and part_name(site) and label.lower().startswith(f"{site} ".lower()):
        measure = " ".join(BY_PART.sub("", label[len(site) :]).split())
        return replace(claim, label=measure, qualifier=site)
    # "Underlying EBITDA - Lithium": the part after a dash, as the row prints it
    tail = re.fullmatch(rf"(.+?)\s*[–—-]\s*{re.escape(site)}", label, re.I)
    if claim.qualifier is None and part_name(site) and tail:
        found = claim.metric or named_metric(tail.group(1))  # the part's name read apart
        return replace(claim, label=tail.group(1), qualifier=site, metric=found)
    return None
