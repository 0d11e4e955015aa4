"""Sites and hubs a figure can be reported for: their words, their company, their metrics.

Keys of :data:`SITE_METRICS` are the registry keys of :mod:`mines.measures.registry`.
"""

from __future__ import annotations

import re

from mines.alias_patterns import _build, _match_longest, _ordered_unique

SITE_ALIASES: dict[str, tuple[str, ...]] = {
    "WAIO": ("western australia iron ore", "waio", "西澳铁矿"),
    "Onslow": ("onslow iron", "onslow", "昂斯洛"),
    "Pilbara Hub": ("pilbara hub", "皮尔巴拉枢纽"),
    "Yilgarn Hub": ("yilgarn hub", "yilgarn", "伊尔岗"),
    "Mt Marion": ("mt marion", "mt. marion", "mount marion", "马里恩山"),
    "Wodgina": ("wodgina", "沃吉纳"),
    "Bald Hill": ("bald hill", "秃山"),
    "Iron Bridge": ("iron bridge", "铁桥"),
    "KCGM": ("kalgoorlie consolidated gold mines", "kcgm", "super pit", "超级矿坑"),
    "Pogo": ("pogo",),
    "Escondida": ("escondida", "埃斯康迪达"),
    "Olympic Dam": ("olympic dam", "奥林匹克坝"),
    "Oyu Tolgoi": ("oyu tolgoi", "奥尤陶勒盖"),
}
"""Sites and hubs a figure can be reported for, with the words people use for them."""

SITE_COMPANY: dict[str, str] = {
    "WAIO": "BHP",
    "Onslow": "MIN",
    "Pilbara Hub": "MIN",
    "Yilgarn Hub": "MIN",
    "Mt Marion": "MIN",
    "Wodgina": "MIN",
    "Bald Hill": "MIN",
    "Iron Bridge": "FMG",
    "KCGM": "NST",
    "Pogo": "NST",
    "Escondida": "BHP",
    "Olympic Dam": "BHP",
    "Oyu Tolgoi": "RIO",
}
"""The company that reports each site (a question naming only a site is about it)."""

SITE_METRICS: dict[tuple[str, str], str] = {
    ("Onslow", "iron_ore_shipments_mt"): "iron_ore_shipments_mt_onslow_100pct",
    ("Pilbara Hub", "iron_ore_shipments_mt"): "iron_ore_shipments_mt_pilbara_hub",
}
"""Sites whose figure is a metric of its own in the registry."""

SITE_COMMODITY: dict[str, str] = {
    "WAIO": "iron ore",
    "Onslow": "iron ore",
    "Pilbara Hub": "iron ore",
    "Yilgarn Hub": "iron ore",
    "Iron Bridge": "iron ore",
    "Mt Marion": "lithium",
    "Wodgina": "lithium",
    "Bald Hill": "lithium",
    "KCGM": "gold",
    "Pogo": "gold",
    "Escondida": "copper",
    "Olympic Dam": "copper",
    "Oyu Tolgoi": "copper",
}
"""What each site mines: "WAIO output" is iron ore production, "Wodgina shipped" lithium."""

REGION_COMMODITY: dict[str, str] = {"pilbara": "iron ore", "hematite": "iron ore"}
"""Words that say what ore a row counts though they name no one site ("Pilbara ore mined",
"Hematite ore shipped"): the region, or the kind of ore, is iron ore's."""

VOLUME_METRICS: dict[tuple[str, str], str] = {
    ("iron ore", "production"): "iron_ore_production_mt",
    ("iron ore", "shipments"): "iron_ore_shipments_mt",
    ("copper", "production"): "copper_production_kt",
    ("lithium", "production"): "spodumene",
    ("lithium", "shipments"): "spodumene",
}
"""The registry metric of a commodity's production or shipments (none: read by meaning)."""

VOLUME_VERB = (
    r"(?:(?P<made>produc(?:ed|ing)|min(?:ed|ing)|(?:turn|churn)(?:ed|ing)\s+out|"
    r"(?:dug|digging)\s+up|pour(?:ed|ing)|extract(?:ed|ing))|"
    r"(?P<moved>ship(?:ped|ping)|export(?:ed|ing)|rail(?:ed|ing)|haul(?:ed|ing)|"
    r"mov(?:ed|ing)|sen(?:t|ding)|d[ie]spatch(?:ed|ing)))"
)
"""A verb of production (group ``made``) or shipment (``moved``) before a tonnage, as
the press prints it of a site: "producing 644kt", "churned out", "dug up"; "shipped 14mt",
"sent 203,000 tonnes offshore", "the hub moved 9.7 Mt", "railed", "hauled" (what a site
sends on its way leaves it: its shipments)."""

CONTRIBUTING_VERB = r"(?:contribut(?:ed|ing)|provid(?:ed|ing)|add(?:ed|ing))"
"""A verb saying a site's part of a total named before it ("production reached 263 Mt,
with WAIO contributing 256.6 Mt"): produced or shipped as that total's noun says."""

_TOTAL_HEAD = re.compile(
    r"\b(?:(?P<made>production|output|produced|mined)|(?P<moved>shipments|shipped|exports))\b",
    re.I,
)


def contributed_head(before: str) -> str | None:
    """What the last volume noun in ``before`` counts: "production" or "shipments"."""
    heads = list(_TOTAL_HEAD.finditer(before))
    if not heads:
        return None
    return "production" if heads[-1].group("made") else "shipments"


SITE_PATTERNS = _build(SITE_ALIASES)


REGIONAL_SITES: dict[str, str] = {"BHP": "WAIO"}
"""Companies whose mines in one region are one asset reported apart: BHP's Western
Australian iron ore mines are Western Australia Iron Ore, beside its other iron ore."""

_REGION = r"(?:(?-i:WA)|west(?:ern)?\s+australian?|(?:the\s+)?pilbara)"
_MINES = (
    r"(?:mines?|mining|operations?|assets?|business(?:es)?|iron\s+ore|ore|sites?|hubs?|"
    r"joint[\s-]+ventures?|jvs?)"
)
_REGION_MINES = re.compile(
    rf"\b{_REGION}(?:['’]s)?\s+"
    r"(?:(?:joint[\s-]+venture|jv)s?\s+)?(?:iron\s+ore\s+)?" + _MINES + r"\b"
    # the region after the mines: "iron ore operations in Western Australia"
    r"|\biron\s+ore\s+" + _MINES + rf"?\s*(?:in|across|of|from)\s+{_REGION}\b",
    re.I,
)
"""A region's mines named in a question ("BHP's WA mines", "its Western Australian
operations", "the Pilbara iron ore business", "its Pilbara JV ore"): a venture of the
region's mines is that asset too."""


def regional_spans(text: str, companies: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where ``text`` names a region's mines that are one asset of ``companies``.

    "BHP's share of the Pilbara joint venture": "Pilbara" there is WAIO's name, read as
    that site (:func:`regional_sites`), no other part of the company the label must print.
    """
    if not any(c in REGIONAL_SITES for c in companies):
        return []
    return [m.span() for m in _REGION_MINES.finditer(text)]


def regional_sites(text: str, companies: tuple[str, ...]) -> tuple[str, ...]:
    """The asset a region's mines name for ``companies`` ("BHP's WA mines": WAIO).

    A question asking for one region's output asks that asset's row: a total over every
    asset, or another asset's row, is not it.
    """
    if not _REGION_MINES.search(text):
        return ()
    return tuple(REGIONAL_SITES[c] for c in companies if c in REGIONAL_SITES)


def find_sites(text: str) -> tuple[str, ...]:
    """Sites named in ``text``, in order of first mention."""
    return _ordered_unique(_match_longest(text, SITE_PATTERNS))


def match_sites(text: str) -> list[tuple[int, str]]:
    """``(offset, site)`` of every site mention in ``text``, in order."""
    return sorted(_match_longest(text, SITE_PATTERNS))


_SHIPPED = re.compile(
    r"\b(?:ship(?:s|ped|ping|ments?)?|export(?:s|ed|ing)?|rail(?:ed|s)?|d[ie]spatch(?:ed)?|"
    r"(?:went|go(?:es)?|gone|going)\s+out|sen(?:t|ds?)|haul(?:s|ed)?)\b",
    re.I,
)
_PRODUCED = re.compile(
    r"\b(?:produc(?:e|es|ed|ing|tion)|output|turn(?:s|ed)?\s+out|mined|"
    r"process(?:ed|es)?|extract(?:s|ed)?|volumes?)\b",
    re.I,
)


_ORE_NAMED = {
    "iron ore": re.compile(r"\bore\b|\bhematite\b|\bmagnetite\b", re.I),
    "copper": re.compile(r"\bcopper\b(?!\s+(?-i:[A-Z]))", re.I),
    "lithium": re.compile(r"\b(?:lithium|spodumene)\b(?!\s+(?-i:[A-Z]))", re.I),
}
"""A site's ore named as what is counted ("WAIO ore", "its copper"), not a place's name
("Iron Valley", "Copper Mountain")."""


def site_volume_metrics(text: str, sites: tuple[str, ...]) -> tuple[str, ...]:
    """The production or shipments metric a question about a site's volume asks for.

    "What was BHP's own share of WAIO output?" names no metric word, but WAIO mines iron
    ore and "output" is production: iron ore production at that site. Shipping words win
    over production words ("how much did Wodgina ship"); the site's ore named with no verb
    ("its share of WAIO iron ore") is what the mine produced; a site's commodity with no metric
    of its own (gold) gives none, as do sites of different commodities.
    """
    commodities = {SITE_COMMODITY.get(s) for s in sites}
    if len(commodities) != 1 or None in commodities:
        return ()
    commodity = commodities.pop() or ""
    head = "shipments" if _SHIPPED.search(text) else "production" if _PRODUCED.search(text) else ""
    if not head and commodity in _ORE_NAMED and _ORE_NAMED[commodity].search(text):
        head = "production"  # "BHP's share of WAIO iron ore": the ore a mine yields
    metric = VOLUME_METRICS.get((commodity, head))
    return (metric,) if metric else ()


COMMODITY_NAMED = {
    "iron ore": re.compile(r"\biron\b|\bore\b|\bhematite\b|\bmagnetite\b|铁矿", re.I),
    "copper": re.compile(r"\bcopper\b|铜", re.I),
    "lithium": re.compile(r"\blithium\b|\bspodumene\b|锂", re.I),
}
_COMMODITY_OF_VOLUME = {metric: commodity for (commodity, _), metric in VOLUME_METRICS.items()}
_HEAD_OF_VOLUME = {
    metric: head for (_, head), metric in VOLUME_METRICS.items() if metric != "spodumene"
}


def volume_at_site(metric: str, text: str) -> str | None:
    """The volume metric a bare volume word asks for at the sites ``text`` names.

    "Mt Marion shipments": "shipments" alone hints at iron ore shipments, but Mt Marion
    mines lithium, so the question asks for its spodumene shipments; an iron ore figure
    never answers it; nor, with no site, "lithium shipments". Returns the site's own
    metric, ``""`` when its commodity has none (read by meaning), or None when nothing
    changes: sites of several commodities, the metric's own commodity named, or no volume
    metric.
    """
    own = _COMMODITY_OF_VOLUME.get(metric)
    commodities = {SITE_COMMODITY.get(s) for s in find_sites(text)} or {
        c for c, named in COMMODITY_NAMED.items() if named.search(text)
    }  # no site: the one commodity named ("lithium shipments": spodumene, not iron ore)
    if own is None or len(commodities) != 1 or None in commodities:
        return None
    commodity = commodities.pop() or ""
    if commodity == own or (own in COMMODITY_NAMED and COMMODITY_NAMED[own].search(text)):
        return None
    head = _HEAD_OF_VOLUME.get(metric)
    if head is None:
        return None
    return VOLUME_METRICS.get((commodity, head), "")


_WORDED_SITE = re.compile(
    r"\b(?P<site>(?:(?:Mt|Mount)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})\s+"
    r"(?:operation|mine|hub|project|site|asset)\b(?!\s+(?:of|in)\b)"
)
"""A place named by the word for it, singular ("the Gruyere operation", "its Jundee mine")."""
_AT_PLACE = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?(?P<site>(?:(?:Mt|Mount)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})"
    r"(?!['’]s\b)"
)
"""A place a question names after "at" or "from" ("gold sold at Kalgoorlie")."""
_MONTH_HEADS = frozenset("jan feb mar apr may jun jul aug sep oct nov dec".split())
_NO_PLACE = frozenset(
    "The Our Its Their This That Each Every Which Any One Group Company Total Overall New "
    "Open Underground Iron Gold Copper Lithium Coal Nickel Spodumene Ore Pilbara Western "
    "Australian Australia WA BHP Rio Tinto Fortescue Northern Star Mineral Resources MinRes "
    "Largest Flagship Biggest Main Key Core Other Second First Tier".split()
)
"""Words that open no place's name ("the Group operation", "our iron ore mine")."""


_BASIS_PART = re.compile(r"%|\bbasis\b|\bshare\b|\battributable\b|\bequivalent\b", re.I)
_PART_WORDS = frozenset(
    """group total corporate other consolidated elimination eliminations metals energy
    services division segment business unit arm operations ore aluminium aluminum alumina
    bauxite""".split()
)
"""Words of a division's or the group's name ("Iron ore unit", "Mining services")."""
_PLACE = re.compile(r"(?:Mt\s+)?[A-Z][A-Za-z'’-]+(?:\s+[A-Z][A-Za-z'’-]+){0,3}")


def unlisted_place(qualifier: str | None) -> str | None:
    """A place a figure's qualifier names that no site list holds ("Kalgoorlie"), else None.

    The parts of a qualifier are a site, an ownership basis or a division; a capitalised
    name that is none of a listed site, a basis and a division's or commodity's name
    ("Energy", "Iron ore unit", "Mining services", "Copper") is a place of the company's:
    its figure is no group total.
    """
    for part in (qualifier or "").split(","):
        part = part.strip()
        if not part or _BASIS_PART.search(part) or find_sites(part) or not _PLACE.fullmatch(part):
            continue
        words = part.split()
        if any(w in _NO_PLACE or w.lower() in _PART_WORDS for w in words):
            continue
        if any(p.search(part) for p in COMMODITY_NAMED.values()):
            continue
        return part
    return None


def worded_sites(text: str) -> tuple[str, ...]:
    """Places ``text`` names with the word for one, not on the list of known sites.

    "How much gold did the Gruyere operation sell?": Gruyere, a site, though no list knows
    it. A known site ("the Wodgina operation") is :func:`find_sites`' to read; a region or a
    commodity before the word ("the Pilbara operation", "its iron ore mine") names none.
    """
    out: list[str] = []
    for m in _AT_PLACE.finditer(text):  # "sell at Kalgoorlie": a place no list holds
        words = m.group("site").split()
        if not find_sites(m.group("site")) and not any(
            w.rstrip("'’") in _NO_PLACE or w[:3].lower() in _MONTH_HEADS or w[:2] in {"FY", "CY"}
            for w in words
        ):  # "from MinRes' iron ore segment": the company, no place
            out.append(" ".join(words))
    for m in _WORDED_SITE.finditer(text):
        if find_sites(m.group(0)):
            continue  # "Fortescue's Iron Bridge project": a known site
        words = m.group("site").split()
        while words and words[0].strip(".") in _NO_PLACE:
            words = words[1:]
        name = " ".join(words)
        if name and not any(w in _NO_PLACE for w in words) and not find_sites(name):
            out.append(name)
    return tuple(dict.fromkeys(out))
