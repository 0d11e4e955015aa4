"""Divisions' figures listed in one sentence: whose each amount is.

Press and results text often give several divisions' (commodities', sites') figures of one
measure together; each amount is its division's, none is the group's:

- an enumeration after the measure: "Split by business, EBITDA came in as: copper US$7bn,
  coal US$2bn and nickel US$1bn"; "Prices realised: gold A$3,000/oz; copper US$4/lb";
- gapping, where later items share the first one's verb and measure: "Copper earned
  EBITDA of US$7bn, coal US$2bn and nickel US$1bn";
- a lead naming the division before a colon: "Nickel: a record EBITDA of A$1bn" (only a
  division's, commodity's or site's name scopes, never "Highlights:" or "FY25:");
- a description naming the division before the measure in brackets: "Profit from coal
  (EBITDA) fell to US$2bn";
- a sentence led by a division's name whose amount names no measure, right after a
  sentence stating one measure ("Underlying EBITDA came to US$25bn. Iron ore made up most
  of it at US$15bn, while copper added US$7bn."): the division's amount of that measure,
  carried on through the paragraph's next such sentences (:func:`carried_measure`).

A percentage right before "to <amount>" or "from <amount>" is how far a figure moved
("lifted EBITDA 29% to $4.6 billion"), never the figure itself.

Shared by the extractor (:mod:`mines.figures.prose`) and the verifier
(:mod:`mines.figures.verify_prose`), so both read a list the same way. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.division_names import NAME
from mines.figures.labels import LabelHit, find_labels
from mines.figures.prose_labels import last_match
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import SITE_COMMODITY, VOLUME_METRICS, VOLUME_VERB, find_sites
from mines.measures.words import VOLUME_VERBS
from mines.numbers import Number, find_figures

_I = re.IGNORECASE


_ITEM = re.compile(
    rf"^\s*\)?\s*(?:[,;]\s*(?:and\s+|with\s+)?|,?\s+and\s+)(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})"
    r"(?:['’]s)?\s*(?:[:–—]\s*|\s+(?:second\s+|third\s+)?(?:at|on|of|with|was|were)\s+|"
    r"\(\s*)?$",
    _I,
)
"""A later item of a list: a separator, a name, then right away its amount (", copper
US$7.4bn", "; aluminium US$3,318/t", "and coal at US$2bn", "), iron ore ($266.2m)", ", with
copper second at US$7.4bn")."""

_CLAUSE_ITEM = re.compile(
    r"^(?:[^.;:$\d]|\b(?:19|20)\d\d\b){0,40}?,?\s+(?:while|whereas|and|with)\s+"
    rf"(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})(?:['’]s?)?\s+(?:delivered|contributed|earned|"
    r"generated|added|made|posted|recorded|reported|booked|rose|fell|grew|slid|sank|[a-z]{2,}ed|"
    r"adding|contributing|delivering|generating|earning|posting|recording|making)"
    r"(?:\s+(?:back\s+)?(?:to|at))?\s*$",
    _I,
)
"""A later item in a clause of its own: "..., while Mining Services delivered $253.7m",
"while iron ore's slipped to $15.2bn" (the measure and the kind of amount of the figure
before)."""

_OWN_MEASURE_AFTER = re.compile(r"\s+(?:of|in)\s+(?!the\s+(?:half|year|period)\b)\w", _I)
"""Words after an amount naming its own measure ("$7.4bn of EBITDA"): no gapped item."""

_SHARED_OUT = re.compile(
    r"(?:\b(?:split|divided|shared|spread|broken\s+down|allocated|came|coming|drawn|derived|"
    r"made\s+up|comprising|comprised|consisting)\b[^.;:()$]{0,40}?\b(?:between|among(?:st)?|"
    r"across|from|of|into|by)\b\s*:?|\bwith\b(?=[^.;:()$]{0,40}?(?:\b(?:contribut|add|deliver|"
    r"generat|earn|account)\w*\s*|\(\s*)$)|\(|:|\bof\s+(?:which|that|this|the\s+total)\b,?)"
    rf"\s*(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})(?:['’]s)?"
    r"(?:\s*\(\s*|\s*[:–—]\s*|\s+(?:at|of|with)\s+|\s+(?:contribut|add|deliver|generat|earn|"
    r"account)\w*(?:\s+for)?\s+|\s+)?$",
    _I,
)
"""The first item of a total shared out among divisions right after the total: "EBITDA of
$674.9m was split between lithium ($271.4m)", "came from three businesses: lithium
($271.4m)", "$674.9m, with lithium contributing $271.4m", "US$25.4bn (iron ore US$15.2bn",
"US$25.4bn, of which iron ore generated US$15.2bn".
The items are of the total's measure."""

_FIRST = re.compile(
    rf"(?::|\bas\s+follows\s*:?|\bby\s+(?:product\s+group|segment|division|business|"
    rf"commodity)\s+(?:was|were))\s*(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})(?:['’]s)?"
    r"\s*(?:[:–—]\s*|\s+(?:at|of|with)\s+)?$",
    _I,
)
"""The first item after the measure: "EBITDA was: copper US$7bn", "prices: gold A$3,000"."""

_COPULA_FIRST = re.compile(
    r"\b(?:was|were|totall?ed|came\s+(?:in\s+)?(?:to|at)|stood\s+at)\s+(?:the\s+|its\s+|our\s+)?"
    rf"(?P<name>{NAME})(?:['’]s)?\s*(?:[:–—]\s*|\s+(?:at|of|with)\s+)?$",
    _I,
)
"""The first item right after a verb of being, no colon: "underlying EBITDA was Iron Ore
US$15.2bn, Copper US$7.4bn": an item only when the next amount is the list's later item."""

_REALISED = re.compile(
    r"\b(?:realis|realiz|receiv|achiev)\w*\b[^.;:]*\bprices?\b|\bprices?\b[^.;:]*\b"
    r"(?:realis|realiz|receiv|achiev)\w*",
    _I,
)
"""A price the company received ("Realised prices", "prices achieved"), no market price."""

_LEAD = re.compile(
    rf"^\s*(?:[-•*▪●]\s+)?(?:\*\*|__)?(?:the\s+)?(?P<name>{NAME})(?:['’]s)?(?:\*\*|__)?"
    r"\s*[:–—]\s+(?=\S)",
    _I,
)
"""A sentence or bullet led by a division's name and a colon ("Nickel: record EBITDA"), its
name maybe in bold ("**Lithium** – record EBITDA")."""

_DESCRIBED = re.compile(
    r"\b(?:earnings|revenues?|sales|profits?|ebitda|contribution|income)\s+(?:from|of|in|at)\s+"
    rf"(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})\s*\(\s*$",
    _I,
)
"""A measure described with its division before its name in brackets ("Profit from coal
(EBITDA)")."""

_PERCENT_MOVE = re.compile(r"\s*(?:to|from)\s+(?:an?\s+|a\s+record\s+)?(?:(?:US|A|AU|C)?\$|\d)", _I)
"""A percentage before "to"/"from" another amount ("29% to $4.6 billion"): a change."""


@dataclass(frozen=True)
class ListItem:
    """One division's amount in a list: its name, the measure it shares and its words."""

    name: str
    name_start: int
    name_end: int
    measure: str
    """The shared measure's words ("underlying EBITDA"), or "" for a realised price."""
    price: bool
    """The list is of realised prices: the item is "average price received for <name>"."""
    metric: str = ""
    """The registry's metric the item's label names (a volume's, "copper production"), or ""."""

    @property
    def label(self) -> str:
        """The item's printed label: its name and the measure the list shares."""
        if self.price:
            return f"average price received for {self.name}"
        return f"{self.name} {self.measure}"

    @property
    def qualifier(self) -> str:
        """The item's division, as a figure's qualifier."""
        return scope_name(self.name)


def scope_name(name: str) -> str:
    """A division's name as a qualifier ("aluminium & lithium" -> "Aluminium & lithium")."""
    words = " ".join(name.split())
    return words[:1].upper() + words[1:].lower()


def percent_move(sentence: str, num: Number) -> bool:
    """Whether the percentage ``num`` is how far a figure moved ("29% to $4.6 billion")."""
    return (num.unit or "") == "%" and _PERCENT_MOVE.match(sentence, num.end) is not None


def _money(metric: str | None) -> bool:
    """Whether ``metric`` is a registry metric of money (a label's "~margin" is none yet)."""
    known = METRIC_BY_KEY.get(metric or "")
    return known is not None and known.kind == "money"


def _measure_before(sentence: str, start: int, end: int) -> tuple[str, bool] | None:
    """The measure a list shares, or realised prices.

    The last money label in ``sentence[start:end]``, the words since the figure before.
    """
    hits = [h for h in find_labels(sentence[:end]) if start <= h.start and h.end <= end]
    money = [h for h in hits if _money(h.metric)]
    if money:
        return money[-1].text, False
    if _REALISED.search(sentence, start, end):
        return "", True
    return None


def _measure_after(sentence: str, end: int) -> tuple[str, bool] | None:
    """The money measure an amount's own words name right after it ("A$1.3bn of EBITDA")."""
    own = _OWN_MEASURE_AFTER.match(sentence, end)
    if own is None:
        return None
    hits = [h for h in find_labels(sentence) if h.start == own.end() - 1 and _money(h.metric)]
    return (hits[0].text, False) if hits else None


def _family(num: Number) -> str:
    """What kind of amount ``num`` is: money, a price per unit, a percentage, a volume."""
    unit = num.unit or ""
    if unit.startswith(("per ", "cents per ")):
        return "price"
    if unit in {"", "currency"} and num.currency:
        return "money"
    return unit


def _copula_first(sentence: str, nums: list[Number], i: int) -> re.Match[str] | None:
    """The first item of a list printed after a verb of being, with no colon.

    "EBITDA was Iron Ore US$15bn, Copper US$7bn": only when the amount after it is a later
    item of the same kind.
    """
    start = nums[i - 1].end if i else 0
    first = _COPULA_FIRST.search(without_moves(sentence, start, nums[i].start))
    if first is None or i + 1 >= len(nums) or _family(nums[i + 1]) != _family(nums[i]):
        return None
    later = _ITEM.match(without_moves(sentence, nums[i].end, nums[i + 1].start))
    return first if later is not None else None


def list_items(sentence: str, carried: str | None = None) -> dict[int, ListItem]:
    """The amounts of ``sentence`` that are a listed division's, keyed by where they start.

    An amount whose own words since the figure before are only a separator and a division's
    name is an item of the list the figure before heads (gapping: the same verb and
    measure), when it is the same kind of amount; the first item after a colon ("EBITDA
    was: copper US$7bn") heads one itself. ``carried``: the measure the sentences before
    state (:func:`carried_measure`); a sentence led by a division's name whose first amount
    names no measure ("Iron ore made up most of it at US$15bn") heads a list of it.
    """
    nums = find_figures(sentence)
    out: dict[int, ListItem] = {}
    measure: tuple[str, bool] | None = None
    family = ""
    prev_end = 0
    led = _carried_lead(sentence, nums) if carried else None
    for i, num in enumerate(nums):
        if led is not None and num is led[0] and carried:
            name = led[1]
            out[num.start] = ListItem(
                " ".join(name.group("name").split()),
                name.start("name"),
                name.end("name"),
                carried,
                False,
            )
            measure, family, prev_end = (carried, False), "money", num.end
            continue
        if measure is not None and percent_move(sentence, num):
            continue  # ", while iron ore slid 11% to US$15bn": how far the next item moved
        gap = without_moves(sentence, prev_end, num.start)
        later = _ITEM.match(gap) if i else None
        if i and later is None and not _OWN_MEASURE_AFTER.match(sentence, num.end):
            later = _CLAUSE_ITEM.match(gap)  # "..., while copper earned $X" (not "$X of EBIT")
        shared = None if later or not i or measure is None else _SHARED_OUT.search(gap)
        if shared is not None and _family(num) != family:
            shared = None
        first = None if later or shared else _FIRST.search(gap) or _copula_first(sentence, nums, i)
        m = later or shared or first
        if m is None or (later is not None and _family(num) != family):
            # the figure heads a list when the next amount is an item ("Copper earned
            # EBITDA of US$7bn, coal US$2bn"): its measure is the list's, or the one its own
            # words name after it ("Lithium contributed A$1.3bn of EBITDA, while ...")
            measure = _measure_before(sentence, prev_end, num.start) or _measure_after(
                sentence, num.end
            )
            family = _family(num)
            prev_end = num.end
            continue
        if first is not None:
            measure = _measure_before(sentence, prev_end, prev_end + first.start())
            family = _family(num)
        elif shared is not None:  # the total's measure, unless the words name their own
            own = _measure_before(sentence, prev_end, prev_end + shared.start("name"))
            measure = own or measure
        wanted = "price" if measure and measure[1] else "money"
        if measure is None or family != wanted:
            prev_end = num.end
            continue
        start = prev_end + m.start("name")
        out[num.start] = ListItem(
            name=" ".join(m.group("name").split()),
            name_start=start,
            name_end=prev_end + m.end("name"),
            measure=measure[0],
            price=measure[1],
        )
        prev_end = num.end
    for start, item in volume_items(sentence, nums).items():
        out.setdefault(start, item)
    return out


_VOLUME_UNITS = frozenset({"t", "kt", "mt", "wmt", "dmt", "oz", "koz", "moz"})
_TONNES_AFTER = re.compile(r"\s*(?:(?:wet|dry)\s+)?(?:metric\s+)?(?:tonnes|tons|ounces)\b", _I)
"""A unit in words after a scaled number ("253 million tonnes", "1.6 million wet tonnes")."""

_VOLUME_WORD = re.compile(
    rf"\b(?:(?P<verb>{VOLUME_VERB}|{VOLUME_VERBS})|(?P<making>output|production)|"
    r"(?P<moving>shipments|exports)|(?P<selling>sales))\b",
    _I,
)
"""A verb or noun of volume naming the figure after it ("Iron ore output was", "shipped")."""

_MADE_VERB = re.compile(r"produc|min|turn|churn|dug|digg|extract", _I)
_MOVED_VERB = re.compile(r"ship|export|d[ie]spatch", _I)

_VOLUME_ITEM = re.compile(
    r"^(?:\s+of\s+[^,;.$]{0,40}?)?"  # the item before's own product ("of concentrate")
    r"(?:\s+on\s+an?\s+[^,;$]{0,30}?\bbasis)?"  # and its basis ("on a 100% basis")
    r"\s*(?:[,;]\s*(?:and\s+)?|,?\s+and\s+)(?:the\s+|its\s+|our\s+)?"
    rf"(?:(?P<verb>{VOLUME_VERB})\s+)?(?P<name>{NAME})(?:['’]s)?\s+"
    r"(?:(?:was|were|at)\s+)?(?:a\s+(?:new\s+)?record\s+|record\s+)?$",
    _I,
)
"""A later item of a list of volumes, its verb left out ("Iron ore output was 253 Mt and
copper 1.6 Mt", "..., bauxite a record 62.4Mt"), or printed before its name as the list's new
verb (", mined copper 883kt")."""


def _volume(sentence: str, num: Number) -> bool:
    """Whether ``num`` is a tonnage or ounces ("883kt", "253 million tonnes")."""
    unit = (num.unit or "").lower()
    if unit in _VOLUME_UNITS:
        return True
    return not unit and not num.currency and _TONNES_AFTER.match(sentence, num.end) is not None


def _volume_measure(words: re.Match[str]) -> str:
    """The noun a list's items share for the verb or noun of volume ``words`` print."""
    if words.group("making"):
        return "production"
    if words.group("moving"):
        return "shipments"
    if words.group("selling"):
        return "sales"
    verb = words.group("verb")
    if _MADE_VERB.match(verb):
        return "production"
    if _MOVED_VERB.match(verb):
        return "shipments"
    return "sales" if verb.lower() == "sold" else " ".join(verb.lower().split())


def _volume_metric(name: str, measure: str) -> str:
    """The registry's volume metric an item's label names ("copper production"), or "".

    A site's volume is of the commodity the site produces ("Wodgina shipments": lithium
    concentrate's); a commodity named alone is only the registry's when its label is.
    """
    label = f"{name} {measure}"
    for hit in find_labels(label):
        known = METRIC_BY_KEY.get(hit.metric or "")
        if hit.start == 0 and hit.end == len(label) and known and known.kind != "money":
            return hit.metric or ""
    sites = find_sites(name)
    if len(sites) == 1 and sites[0] in SITE_COMMODITY:
        return VOLUME_METRICS.get((SITE_COMMODITY[sites[0]], measure), "")
    return ""


def volume_items(sentence: str, nums: list[Number]) -> dict[int, ListItem]:
    """The tonnages and ounces of ``sentence`` that are a listed commodity's or site's.

    Gapping: "Iron ore output was 253 Mt and copper 1.6 Mt", "Mt Marion shipped 203kt and
    Wodgina 214kt": an amount whose own words since the volume before are only a separator
    and a name shares that volume's verb or noun ("copper production", "Wodgina
    shipments"); a verb printed before the name (", mined copper 883kt, bauxite 62.4Mt")
    starts the list anew. Any other amount between ends the list.
    """
    out: dict[int, ListItem] = {}
    measure: str | None = None
    prev_end = 0
    for num in nums:
        if (num.unit or "") == "%":
            continue  # "on a 100 per cent basis", "up 7% to": no amount of the list
        if not _volume(sentence, num):
            measure, prev_end = None, num.end
            continue
        unit_words = _TONNES_AFTER.match(sentence, num.end)
        end = unit_words.end() if unit_words else num.end  # "253 million tonnes"
        gap = without_moves(sentence, prev_end, num.start)
        item = _VOLUME_ITEM.match(gap) if measure is not None else None
        if item is None:
            words = last_match(_VOLUME_WORD, gap, 0, len(gap))
            measure = _volume_measure(words) if words else None
            prev_end = end
            continue
        if item.group("verb"):
            verb = _VOLUME_WORD.match(item.group("verb"))
            measure = _volume_measure(verb) if verb else measure
        name = " ".join(item.group("name").split())
        out[num.start] = ListItem(
            name=name,
            name_start=prev_end + item.start("name"),
            name_end=prev_end + item.end("name"),
            measure=measure or "",
            price=False,
            metric=_volume_metric(name, measure or ""),
        )
        prev_end = end
    return out


def volume_item(sentence: str, num: Number) -> ListItem | None:
    """The listed commodity's or site's volume ``num`` is, as :func:`volume_items` reads it.

    ", mined copper 883kt, ... and lithium 57kt": the item's own name and the verb or noun
    of volume it shares, never the list's first label ("Pilbara shipments"); None for an
    amount on no list of volumes.
    """
    return volume_items(sentence, find_figures(sentence)).get(num.start)


_PART_LED = re.compile(
    rf"^\s*(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})(?:['’]s?)?\s+(?P<words>[^\d$:;()]{{0,60}}?)\s*$",
    _I,
)
"""A sentence led by a division's name, then words naming no figure, up to its amount."""

_OTHER_MEASURE = re.compile(
    r"\b(?:cost|spen[dt]|invest|capital|capex|impair|debt|cash|sales|revenues?|dividends?|"
    r"tax|paid|pay|price|margin|volumes?|production|output|shipments?|loss|writ|charge|"
    r"provision|profits?|income|guidance|target|expect|forecast)",
    _I,
)
"""Words naming a measure of their own, that no carried measure may take."""


def _carried_lead(sentence: str, nums: list[Number]) -> tuple[Number, re.Match[str]] | None:
    """The first amount of a sentence led by a division's name, when no words name it.

    "Iron ore made up most of it at US$15.2bn": the amount is money, and the words before
    it (how far it moved aside) name no measure of their own.
    """
    first = next((n for n in nums if not percent_move(sentence, n)), None)
    if first is None or _family(first) != "money":
        return None
    before = without_moves(sentence, 0, first.start)
    m = _PART_LED.match(before)
    if m is None or _OTHER_MEASURE.search(m.group("words")) or find_labels(before):
        return None
    return first, m


def stated_measure(sentence: str) -> str | None:
    """The one money measure ``sentence`` states an amount of, else None.

    "Underlying EBITDA came to US$25.4bn" -> "Underlying EBITDA"; None for no measure or two.
    """
    nums = [n for n in find_figures(sentence) if _family(n) == "money"]
    hits = [h for h in find_labels(sentence) if _money(h.metric)]
    if not nums or not hits or len({h.metric for h in hits}) > 1 or hits[0].end > nums[-1].start:
        return None
    return _WHOLE_WORDS.sub("", hits[-1].text)


_WHOLE_WORDS = re.compile(r"^(?:(?:group|total|consolidated)(?:['’]s)?\s+)+", _I)
"""The group's words before a measure ("Group underlying EBITDA"): no division's."""


def carried_measure(earlier: list[str]) -> str | None:
    """The measure a division-led sentence takes from the sentences before it.

    ``earlier``: the paragraph's sentences before it, in order. The nearest one stating one
    measure gives it, across sentences that are themselves division-led amounts of it
    ("... Iron ore made up most of it at US$15bn. Aluminium chipped in US$4.6bn.").
    """
    for sentence in reversed(earlier):
        measure = stated_measure(sentence)
        if measure is not None:
            return measure
        if _carried_lead(sentence, find_figures(sentence)) is None:
            return None
    return None


_NAMED_BEFORE_BRACKET = re.compile(rf"\b(?:{NAME})(?:['’]s)?\s*\($", _I)


def named_aside(sentence: str, start: int) -> bool:
    """Whether the amount at ``start`` is in brackets right after a division's name.

    "split between lithium ($271.4m) and iron ore ($266.2m)": the bracket gives the
    division's amount, no negative one as an accounting bracket "($807m)" would.
    """
    return _NAMED_BEFORE_BRACKET.search(sentence[max(0, start - 60) : start]) is not None


def lead_scope(sentence: str) -> str | None:
    """The division a sentence or bullet is led by before a colon ("Nickel: ...")."""
    m = _LEAD.match(sentence)
    return scope_name(m.group("name")) if m else None


_CONTRIBUTION = re.compile(
    rf"\b(?:the\s+|its\s+|our\s+)?(?P<name>{NAME})(?:['’]s?)?\s+(?:contribution|share)\s+"
    r"(?:to|of)\s+(?:the\s+|its\s+|our\s+)?(?:group(?:['’]s)?\s+|total\s+)?$",
    _I,
)
"""A part's contribution to a measure named after it ("Copper's contribution to underlying
EBITDA rose to ..."): the part's amount, never the group's."""


def contributed_scope(sentence: str, label_start: int) -> str | None:
    """The part whose contribution to the measure at ``label_start`` the words before name."""
    m = _CONTRIBUTION.search(sentence, max(0, label_start - 80), label_start)
    return scope_name(m.group("name")) if m else None


def described_scope(sentence: str, label_start: int) -> str | None:
    """The division a measure's description names before the measure in brackets."""
    m = _DESCRIBED.search(sentence, max(0, label_start - 80), label_start)
    return scope_name(m.group("name")) if m else None


def division_of(sentence: str, num_start: int, label_start: int) -> str | None:
    """The division the amount at ``num_start`` is scoped to by a list, a lead or a description.

    ``label_start`` is where the words naming the amount start.
    """
    item = list_items(sentence).get(num_start)
    if item is not None:
        return item.qualifier
    return (
        lead_scope(sentence)
        or described_scope(sentence, label_start)
        or contributed_scope(sentence, label_start)
    )


def without_moves(sentence: str, start: int, end: int) -> str:
    """``sentence[start:end]`` without the percentages saying how far a figure moved."""
    text = sentence[start:end]
    for num in reversed(find_figures(sentence)):
        if start <= num.start and num.end <= end and percent_move(sentence, num):
            head = re.sub(r"\bby\s+$", "", text[: num.start - start], flags=re.I)
            text = head + text[num.end - start :]  # "lifted its EBITDA by 29% to"
    return text


def described_hit(sentence: str, hits: list[LabelHit], num_start: int) -> LabelHit | None:
    """The label of an amount whose measure is a division's, by a description or contribution.

    "Profit from coal (EBITDA) fell to US$2bn" (the measure in brackets after the division's
    description), "Copper's contribution to underlying EBITDA rose to US$7bn": the division's
    measure, spanning the division's name and the measure; else None.

    Only the nearest money label before the amount is read, with no figure in between that
    is not how far it moved.
    """
    before = [h for h in hits if h.end <= num_start and h.metric]
    if not before or not _money(before[-1].metric):
        return None
    hit = before[-1]
    m = _DESCRIBED.search(sentence, max(0, hit.start - 80), hit.start)
    close = re.match(r"\s*\)", sentence[hit.end :])
    if m is None or close is None:
        # "Copper's contribution to underlying EBITDA rose to US$7bn": the part's, as read
        m, close = _CONTRIBUTION.search(sentence, max(0, hit.start - 80), hit.start), None
    if m is None:
        return None
    between = [
        n
        for n in find_figures(sentence)
        if hit.end <= n.start and n.end <= num_start and not percent_move(sentence, n)
    ]
    if between:
        return None
    name = scope_name(m.group("name"))
    label = f"{name} {hit.text}"
    return LabelHit(m.start(), hit.end + (close.end() if close else 0), "", None, False, label)
