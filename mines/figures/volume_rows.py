"""Volume rows of a table: a commodity or a site printed alone, with a tonnes or ounces unit.

An operations table often names no measure in its rows: "Output by asset" with a row
"Western Australia Iron Ore | Mt | 290 | 256.6", "Volumes, BHP share" with "All copper
(kt)". The unit says the row is a physical volume; the title says whether it is production
("output", "production", "volumes", "mined") or shipments ("shipments", "exports", "sales";
"Operations" alone says neither); the label is a commodity ("Iron ore", "Copper, all
assets") or a known site of the company ("Western Australia Iron Ore", "Escondida").
Such a row is that commodity's (that site's) production or shipments. A row may also say
which with its own verbs, whatever the title ("Pilbara ore mined and processed", "Iron
ore loaded onto ships", "Mined copper, consolidated"): words of making (mined, produced,
processed, poured) make it production, words of selling or sending abroad (shipped,
exported, sold, loaded onto ships) shipments; a verb of moving alone ("railed", "hauled")
says neither, and a row with words of both is left undecided. "Ore" names iron ore only
after a region or site that mines it ("Pilbara ore"): a gold miner's "Ore mined" is rock.
A title naming reserves, guidance, capacity or costs is no volume table; a row naming
anything else beyond the commodity or site is left to the registry.

The ownership basis of such a row may be printed in a column of its own ("| | Basis | Full
year |" with "100%" or "Rio Tinto share" in each row), its column heading ("Whole of
operation (100%)", "Our interest") or the table's title ("Volumes, BHP share"), not in the
row: :func:`mines.figures.table_ownership.cell_ownership` reads them, nearest first.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.initialisms import measure_spelled
from mines.figures.labels import label_metric
from mines.figures.ownership_words import ownership_of
from mines.figures.qualifiers import read_qualifiers
from mines.measures.sites import (
    REGION_COMMODITY,
    SITE_ALIASES,
    SITE_COMMODITY,
    SITE_COMPANY,
    find_sites,
)

_I = re.IGNORECASE
_SHIPMENTS_TITLE = re.compile(r"\b(?:shipments?|shipped|exports?|exported|sales|sold|railed)\b", _I)
_PRODUCTION_TITLE = re.compile(
    r"\b(?:output|production|produced|volumes?|mined)\b",
    _I,
)
_NOT_VOLUME_TITLE = re.compile(
    r"\b(?:reserves?|resources?|guidance|outlook|forecasts?|targets?|capacity|costs?|prices?|"
    r"revenue|ebitda|margin|sensitivit\w*|grades?)\b",
    _I,
)
_COMMODITY = re.compile(
    r"^(?:(?:all|total|group)\s+)?(?P<c>iron\s+ore|copper|gold|lithium|spodumene|nickel|"
    r"alumini?um|alumina|bauxite|(?:metallurgical\s+|energy\s+|thermal\s+)?coal|potash|"
    r"uranium|zinc|silver)$",
    _I,
)
_PRODUCT = re.compile(r"\b(?:concentrate|spodumene|sc6)\b", _I)
"""What a lithium site ships: "Wodgina concentrate", "Mt Marion spodumene"."""
_OWN_HEAD = {"iron ore": "Iron ore", "copper": "Copper", "lithium": "Spodumene"}
"""Commodities whose production and shipments are registry metrics ("Iron ore shipments")."""
PHYSICAL_UNITS = frozenset({"tonnes", "ounces"})


def volume_head(title: str) -> str | None:
    """``"shipments"`` or ``"production"`` as a table's title names its volumes, else None.

    A title naming both ("Production and shipments") leaves a bare row undecided: None.
    """
    if not title or _NOT_VOLUME_TITLE.search(title):
        return None
    shipped = _SHIPMENTS_TITLE.search(title)
    produced = _PRODUCTION_TITLE.search(title)
    if shipped and produced and produced.group(0).lower() not in {"volume", "volumes"}:
        return None  # "Production and shipments": a bare row could be either
    if shipped:
        return "shipments"
    return "production" if produced else None


def _title_verb(title: str) -> str | None:
    """:func:`volume_head` of a title naming its volume by a verb, else None.

    "Volumes by operation" names volumes of either kind: no worded row under it is
    contradicted.
    """
    words = re.sub(r"\bvolumes?\b", " ", title, flags=_I)
    return volume_head(words) if words.strip() else None


def _commodity(core: str) -> str | None:
    """The commodity a row label is, alone ("Iron ore", "Copper, all assets", "All copper")."""
    first = core.split(",", 1)[0].strip()
    m = _COMMODITY.match(first)
    return " ".join(m.group("c").lower().split()) if m else None


def commodity_alone(core: str) -> str | None:
    """The commodity a row label names alone ("Aluminium", "Bauxite"): never a site's name."""
    return _commodity(core)


def names_no_site(core: str) -> bool:
    """Whether a row label is a commodity or a measure, never a site's name.

    "Aluminium" is a commodity; "Borrowings", "Interest-bearing liabilities" name a
    balance (debt, a line of the statements) though no registry label is theirs; so does
    a measure's initialism ("Closing ND": net debt).
    """
    return bool(_commodity(core)) or any(
        read_qualifiers(words).keys() & {"head", "line"} for words in (core, measure_spelled(core))
    )


_VOLUME_FILLER = re.compile(r"\b(?:tonnes?|tonnage|ounces?|volumes?|ore|total)\b", _I)


def _measure_row(core: str) -> str | None:
    """``"shipments"`` or ``"production"`` when a row label is that volume alone.

    "Tonnes exported, both hubs" or "Production": the words before the first comma name
    the volume and nothing else (a cost, a grade or a price is no volume).
    """
    first = core.split(",", 1)[0]
    head = volume_head(first)
    if head is None:
        return None
    rest = _VOLUME_FILLER.sub(" ", _SHIPMENTS_TITLE.sub(" ", _PRODUCTION_TITLE.sub(" ", first)))
    return head if not rest.strip() else None


def _site(core: str, company: str) -> str | None:
    """The known site of ``company`` a row label names alone ("Western Australia Iron Ore")."""
    first = core.split(",", 1)[0].strip()
    sites = find_sites(first)
    if len(sites) != 1 or SITE_COMPANY.get(sites[0]) != company:
        return None
    rest = first  # the site's longest name first ("Onslow Iron" before "Onslow", "Pilbara Hub")
    for name in sorted({sites[0], *SITE_ALIASES.get(sites[0], ())}, key=len, reverse=True):
        rest = re.sub(re.escape(name), "", rest, flags=_I)
    rest = re.sub(r"\b(?:mine|operations?|asset|hub|joint\s+venture|jv)\b", "", rest, flags=_I)
    # "Wodgina concentrate exported": the site's product and the volume's own verb
    rest = _SHIPMENTS_TITLE.sub("", _PRODUCTION_TITLE.sub("", _PRODUCT.sub("", rest)))
    return sites[0] if not re.sub(r"[\s,()'’.:–—-]+", "", rest) else None  # "Wodgina — SC6"


_MADE = r"mined|produced|processed|milled|poured|production|output"
_SENT = (
    r"shipped|shipments?|exported|exports?|sold|sales|"
    r"(?:de|di)spatch(?:ed|es)?(?:\s+to\s+(?:customers|port|market))?|"
    r"(?:loaded|put)\s+(?:on|onto|on\s+to|into)\s+(?:ships|vessels)"
)
_MOVED = r"railed|hauled|trucked|transported|crushed|screened|beneficiated"
_VOLUME_WORD = rf"(?:{_SENT}|{_MADE}|{_MOVED})"
_VERBS_AFTER = re.compile(
    rf"^(?P<what>.+?)\s+(?P<verbs>{_VOLUME_WORD}(?:\s*(?:,|and|&|then)\s*{_VOLUME_WORD})*)$", _I
)
"""A row naming its volume by verbs after what was moved ("Pilbara ore mined and processed")."""
_VERB_BEFORE = re.compile(rf"^(?P<verbs>{_MADE}|{_SENT})\s+(?P<what>.+)$", _I)
"""A row naming its volume by a verb before what was moved ("Mined copper")."""
_ORE = re.compile(r"^(?P<lead>.*?)\s*\b(?:(?:saleable|product)\s+)?ore$", _I)
"""Ore after what names it ("Pilbara ore"), saleable ore being the product ore itself."""
_SITE_AFTER = re.compile(
    r"^(?P<measure>[^,:()]+?)\s*(?:[-–—:,]|\bat\b|\bfrom\b)\s*(?P<site>[^,:()-]+)$", _I
)
"""A volume, then the site it is of after a dash, colon, comma, "at" or "from"."""


def _worded_head(verbs: str) -> str | None:
    """``"production"`` or ``"shipments"`` as a row's verbs say, else None (both, or neither)."""
    made = re.search(rf"\b(?:{_MADE})\b", verbs, _I)
    sent = re.search(rf"\b(?:{_SENT})\b", verbs, _I)
    if bool(made) == bool(sent):
        return None
    return "production" if made else "shipments"


def _what_was_moved(what: str, company: str) -> tuple[str, str | None] | None:
    """``(commodity, site)`` a worded row's subject names, else None.

    A commodity alone or after a site of the company, a region or a total word ("Pilbara
    iron ore", "Onslow Iron ore", "Total copper"); bare "ore" only after a site or region
    that mines iron ore.
    """
    what = what.strip()
    commodity = _commodity(what)
    if commodity is not None:
        return commodity, None
    sites = find_sites(what)
    site = sites[0] if len(sites) == 1 and SITE_COMPANY.get(sites[0]) == company else None
    for m in _COMMODITY_AT_END.finditer(what):
        lead = what[: m.start()].strip()
        named = " ".join(m.group("c").lower().split())
        if not lead:
            return named, None  # "Spodumene concentrate"
        if lead.lower() in REGION_COMMODITY and REGION_COMMODITY[lead.lower()] == named:
            return named, None
        if site is not None and _site(lead, company) == site:
            return named, site
    # a lithium site's "concentrate" is its spodumene; a copper mine's is no contained copper
    bare = not _PRODUCT.search(what) or SITE_COMMODITY.get(site or "") == "lithium"
    if site is not None and bare and _site(what, company) == site:
        if site in SITE_COMMODITY:  # "Wodgina shipped": the site alone, its product
            return SITE_COMMODITY[site], site
    ore = _ORE.match(what)
    if ore is not None and ore.group("lead"):
        lead = ore.group("lead").strip()
        if lead.lower() in REGION_COMMODITY:
            return REGION_COMMODITY[lead.lower()], None
        own = _site(lead, company)
        if own is not None and SITE_COMMODITY.get(own) == "iron ore":
            return "iron ore", own
    return None


_COMMODITY_AT_END = re.compile(
    r"\b(?P<c>iron\s+ore|copper|gold|lithium|spodumene(?:\s+concentrate)?|nickel|alumini?um|"
    r"alumina|bauxite|coal|potash|uranium|zinc|silver)$",
    _I,
)


def worded_volume(core: str, company: str) -> tuple[str, str, str | None] | None:
    """``(commodity, head, site)`` of a row naming its volume with verbs, else None.

    The site may come after the volume ("Ore shipped - Pilbara Hub", "Iron ore shipped,
    Onslow"): it is read as if it came first (:func:`_worded_volume`).
    """
    after = _SITE_AFTER.match(core.strip())
    if after is not None and _site(after.group("site"), company) is not None:
        return _worded_volume(f"{after.group('site')} {after.group('measure')}", company)
    return _worded_volume(core, company)


def _worded_volume(core: str, company: str) -> tuple[str, str, str | None] | None:
    """``(commodity, head, site)`` of a row naming its volume with verbs, else None.

    "Pilbara ore mined and processed" is iron ore production, "Pilbara iron ore loaded onto
    ships" iron ore shipments, "Mined copper, consolidated" copper production; "Ore mined"
    (no region or site of iron ore) and "Pilbara ore railed" (a verb of moving alone) are
    none.
    """
    first = core.split(",", 1)[0].strip()
    m = _VERBS_AFTER.match(first) or _VERB_BEFORE.match(first)
    if m is None:
        return None
    head = _worded_head(m.group("verbs"))
    moved = _what_was_moved(m.group("what"), company) if head else None
    if head is None or moved is None:
        return None
    commodity, site = moved
    return ("lithium" if commodity.startswith("spodumene") else commodity), head, site


def volume_row(
    core: str, title: str, company: str
) -> tuple[tuple[str | None, str | None, bool], str | None] | None:
    """``(hit, site)`` of a volume row, or None when ``core`` is no commodity or site alone.

    The caller has checked the row's unit is tonnes or ounces. ``hit`` is the registry
    metric of the commodity's production or shipments (metric None when the registry has
    none, e.g. aluminium); ``site`` the site named, else None. A row naming its volume
    with verbs (:func:`worded_volume`) says it whatever the title, unless the title names
    no volume at all (reserves, guidance, costs).
    """
    worded = volume_kind(core, title, company)
    if worded is None:
        return None
    commodity, head, site = worded
    name = _OWN_HEAD.get(commodity)
    hit = label_metric(f"{name} {head}") if name else None
    return (hit or (None, None, False)), site


def volume_kind(core: str, title: str, company: str) -> tuple[str, str, str | None] | None:
    """``(commodity, head, site)`` of a volume row, or None (:func:`volume_row`).

    "Bauxite | Mt" under "Fourth quarter production results": bauxite, production, no site.
    """
    if title and _NOT_VOLUME_TITLE.search(title):
        return None
    worded = worded_volume(core, company)
    if worded is not None and _title_verb(title) not in (None, worded[1]):
        return None  # "Wodgina concentrate produced" under a title of exports: which is it?
    if worded is None:
        head = volume_head(title)
        site = _site(core, company)
        found = SITE_COMMODITY.get(site or "") if site else _commodity(core)
        if head is None and site is not None:
            head = volume_head(core.split(",", 1)[0])  # "Wodgina SC6 produced": its own verb
        if head is None and found is None:
            # "Tonnes exported" under "Iron ore, million wet metric tonnes": the title names
            # the commodity, the row the volume
            head, found = _measure_row(core), _commodity(title)
        if head is None or found is None:
            return None
        said = volume_head(core.split(",", 1)[0])
        if said is not None and said != head:
            return None  # "Wodgina concentrate produced" under a title of shipments
        worded = found, head, site
    return worded


def volume_title(title: str, header: Sequence[str], heading: str = "") -> str:
    """The words naming a table's volumes: its title, else the head of its label column.

    "| WAIO production (Mt) | FY25 |" over "| 100% basis | 290 |" under a heading naming
    the site alone: the label column's head says the rows are production. Neither naming a
    volume, the section ``heading`` above the table does: "| Escondida (kt) |" in a table
    titled "Operations review" under the heading "Copper production".
    """
    if volume_head(title) is not None:
        return title
    if header and volume_head(header[0]) is not None:
        return f"{header[0]} {title}".strip()
    if heading and volume_head(heading) is not None and not _NOT_VOLUME_TITLE.search(title):
        return f"{heading} {title}".strip()
    return title


BASIS_HEADER = re.compile(r"^\s*(?:(?:ownership|reporting|equity)\s+)?basis\s*$", _I)


def row_basis(header: Sequence[str], row: Sequence[str]) -> str:
    """The row's cell under a column headed "Basis" ("100%", "Rio Tinto share"), else ``""``."""
    for j, cell in enumerate(header[1:], start=1):
        if BASIS_HEADER.match(cell) and j < len(row):
            return row[j]
    return ""


_TITLE_UNIT = re.compile(r"\s*[(\[][^()\[\]]*[)\]]")


def title_site_volume(
    title: str, rows: Sequence[Sequence[str]], core: str, company: str
) -> tuple[tuple[str | None, str | None, bool], str] | None:
    """``(hit, site)`` of a row a title names as one site's volume, else None.

    "Pilbara Hub - ore shipped (Mt, wet)" over the one row "| Wonmunna and Iron Valley |
    9.7 |": the title says whose volume and which (the hub's iron ore shipments); the one
    row, whatever it names (the hub's mines, its port), is that volume. Of several rows
    only a total is the site's: the others are its parts. Rows naming only the basis each
    states the volume on ("| Joint ventures in total (100%) |", "| BHP's interest |" under
    "WAIO - ore produced (Mt)") are each the site's volume, on that basis.
    """
    worded = worded_volume(_TITLE_UNIT.sub("", title).strip(" :"), company)
    if worded is None:
        return None
    commodity, head, site = worded
    if site is None:
        return None
    printed = [r for r in rows if r]
    if len(printed) != 1 and not re.match(r"^\s*total\b", core, _I):
        if not all(_basis_only(r[0]) for r in printed):
            return None  # the site's parts: no one of them is the site's volume
    name = _OWN_HEAD.get(commodity)
    hit = label_metric(f"{name} {head}") if name else None
    return (hit, site) if hit is not None and hit[0] is not None else None


_OWNER = re.compile(r"(?-i:[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})['’]s?(?=\s|$)")
"""A company named as the holder ("BHP's", "Rio Tinto's")."""
_BASIS_WORDS = re.compile(
    r"\b(?:joint\s+ventures?|jvs?|total|in|interest|share|basis|equity|attributable|our|the|"
    r"of|on|a|consolidated|managed|operated)\b|100\s*(?:%|per\s*cent)|[()%,]",
    re.I,
)


def _basis_only(label: str) -> bool:
    """Whether a row label names only the ownership basis of its figures, nothing else.

    "BHP's interest", "Joint ventures in total (100%)", "100% basis": no site, commodity
    or measure.
    """
    if ownership_of(label) is None:
        return False
    rest = _BASIS_WORDS.sub(" ", _OWNER.sub(" ", label)).split()
    # a word or two beside the basis that names nothing ("Our interest only", "Whole of the
    # joint ventures, 100 per cent"): still the basis alone, not a site, commodity or measure
    return len(rest) <= 2 and not (find_sites(" ".join(rest)) or names_no_site(" ".join(rest)))


_TOTAL_ROW = re.compile(
    r"^\s*(?:(?:(?:group|company|consolidated|overall|grand)\s+)?total|group|company|"
    r"consolidated)\s*$",
    re.I,
)
"""A row that is the whole company's ("Total", "Company total", read "Company" once the
label's closing "total" is cut)."""
_BY_SITE = re.compile(
    r"\s*\b(?:by|(?:across|from|at|over)\s+(?:all|every|each|both)(?:\s+(?:the|its|our))?)\s+"
    r"(?:operations?|assets?|sites?|mines?|hubs?)\b",
    re.I,
)
"""Words a title says its rows are split by or summed over ("by operation", "across all
hubs"): the total row is the company's, whichever way the title words it."""


def total_row_volume(
    core: str, title: str, header: Sequence[str], company: str
) -> tuple[tuple[str | None, str | None, bool], str | None] | None:
    """``(hit, site)`` of a bare total row under a title naming the volume, else None.

    "| Total | 883 |" under "Mined copper by operation (Rio Tinto share, kt)": the total of
    the operations is the group's copper production, as the title words it. Read alike by
    the table reader and the verifier.
    """
    if not _TOTAL_ROW.match(core):
        return None
    words = _BY_SITE.sub("", _TITLE_UNIT.sub("", title)).strip(" :")
    return volume_row(words, volume_title(title, header), company) if words else None
