"""Cash flow lines as printed: money paid for fixed assets, and what a table's title lends.

A printed line of money paid for the group's fixed assets is an investing outflow by nature.

A cash flow statement or a results summary names what was paid for plant and equipment in
many ways: "Payments for property, plant and equipment", "Cash purchases of property,
plant and intangibles", "Capital expenditure on property, plant and intangibles",
"Spending on plant, equipment and intangible assets". None of them says "investing
activities", yet each is a line of the investing section: the money went on the assets.

:func:`names_asset_purchase` tells such a line: a purchase word ("purchases", "payments
for", "acquisition of", "capital expenditure on", "spending on") with the assets bought
(property, plant, equipment, PP&E, fixed assets, intangibles) as its object. A sale of the
assets ("proceeds from disposal of plant") is the opposite flow and never one; neither is
a balance of them ("Property, plant and equipment at 30 June"), nor a charge on them
("depreciation of property, plant and equipment").

A table titled "Cash flow summary" or "Cash flow and balance sheet" holds lines of several
kinds: its title names the table's subject, not each row's measure (:func:`title_lent_flows`).

Read alike by the selection (:func:`mines.figures.figure_measure.figure_conflicts`) and the
verifier (through the same function). Pure: compiled patterns.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_ASSETS = (
    r"(?:property|plant|equipment|pp\s*&\s*e|ppe|fixed\s+assets|capital\s+projects|"
    r"intangible(?:s|\s+assets)?|mine\s+development)"
)
"""The assets a purchase of the group's fixed assets names (any one of them starts it)."""

_PURCHASE = re.compile(
    r"\b(?:(?:cash\s+)?(?:purchases?|payments?|acquisitions?|additions?|outlays?|spend(?:ing)?|"
    r"capital\s+expenditure|capex|investment)\s+(?:for|of|on|in|to\s+acquire|to\s+purchase)"
    r"|(?:paid|spent|purchased|acquired|bought)\s+(?:for|on)?)\s+(?:new\s+)?" + _ASSETS + r"\b",
    _I,
)
"""A purchase word with the assets bought as its object."""

_ASSETS_BOUGHT = re.compile(
    _ASSETS + r"(?:[\s,&]+(?:and\s+)?" + _ASSETS + r"){0,3}\s+(?:purchased|acquired|bought|"
    r"additions|purchases|payments)\b",
    _I,
)
"""The assets named first, the purchase after: "Property, plant and equipment purchased"."""

_OTHER_FLOW = re.compile(
    r"\b(?:proceeds|disposals?|sales?\s+of|sold|depreciation|amortisation|amortization|"
    r"impairments?|write[\s-]?downs?|carrying|net\s+book|commitments?|guidance|budget|"
    r"forecast|outlook)\b",
    _I,
)
"""Words of another measure of the same assets: a sale, a charge, a balance or a plan."""


def names_asset_purchase(label: str) -> bool:
    """Whether ``label`` names money paid for the group's fixed assets (an investing line).

    "Cash purchases of property, plant and intangibles" and "Capital expenditure on
    property, plant and intangibles" do; "Proceeds from sale of property, plant and
    equipment", "Depreciation of plant and equipment" and "Capital expenditure" alone
    (no asset named) do not.
    """
    if _OTHER_FLOW.search(label):
        return False
    return bool(_PURCHASE.search(label) or _ASSETS_BOUGHT.search(label))


def purchase_under_title(row: str, title: str) -> bool:
    """Whether a table row naming fixed assets sits under a title naming their purchase.

    "| Handed over for plant, equipment and mine development | (693.1) |" under "Cash paid
    for plant and mine development": the title says what the money in the table was paid
    for, the row names the assets, so the row is the purchase however its verb is worded.
    A row naming no assets ("Building tomorrow's ounces") is a part of the spending by
    purpose, never the purchases line.
    """
    named = re.search(_ASSETS, row, _I) and not _OTHER_FLOW.search(row)
    return bool(named) and names_asset_purchase(title)


def purchase_named_before(label: str, text: str) -> bool:
    """Whether ``text`` names a purchase of fixed assets ending where it prints ``label``.

    "Cash and bullion of A$1.22 billion; investment in property, plant, equipment and mine
    development of A$1.06 billion": a value labelled "mine development" is the money
    invested in the assets, as the words up to its label say. A label the text does not
    print says nothing.
    """
    at = text.lower().rfind(label.lower()) if label else -1
    return at >= 0 and names_asset_purchase(text[: at + len(label)])


def title_lent_flows(
    flows: frozenset[str], row_flows: frozenset[str], title_flows: frozenset[str]
) -> frozenset[str]:
    """A table row's cash flow kinds once its title's bare "cash flow" lends it none.

    ``flows`` are read from the row with its title, ``row_flows`` from the row alone and
    ``title_flows`` from the title alone. "Net debt" and "Capital expenditure" under "Cash
    flow summary" are a balance and the year's capital spending, not "a cash flow"; a title
    naming the section ("Cash flows from investing activities") still lends its kind to a
    row naming none ("Payments for property, plant and equipment").
    """
    if "flow" not in title_flows or "flow" in row_flows:
        return flows
    return flows - {"flow"}


_DEBT_BRACKETED = re.compile(
    r"\bnet\s+\(\s*(?:net\s+)?(?:debt|borrowings)\s*\)\s*/\s*(?:net\s+)?cash\b|"
    r"\bnet\s+cash\s*/\s*\(\s*(?:net\s+)?(?:debt|borrowings)\s*\)",
    _I,
)
"""A net balance printed both ways with its debt in brackets: "Net (debt)/cash", "Net
cash/(debt)". The bracketed word is what a bracketed cell is."""


def debt_in_brackets(label: str) -> bool:
    """Whether ``label`` prints its net balance's debt in brackets ("Net (debt)/cash").

    Such a row's bracketed cell is net debt and its plain cell net cash, whichever word
    comes first: "Net (debt)/cash at 30 June ... (5.35)" owes A$5.35 billion net.
    """
    return bool(_DEBT_BRACKETED.search(label))


_DEBT_FIRST = re.compile(
    r"^\s*net\s+(?:debt|borrowings)\b(?!\s*/\s*\(?\s*(?:net\s+)?cash)(?![^|]*\bcash\b)", _I
)
"""A net balance named by its debt alone ("Net debt", "Net borrowings at 31 December"):
its label says nothing of what a bracketed cell is."""
_BRACKETED_CELL = re.compile(r"^\s*(?:[A-Za-z]{0,2}\$\s*)?\(\s*[\d.,]+\s*\)")
_NUMBER_CELL = re.compile(r"\d")


def brackets_unsettled(label: str, cells: list[str] | tuple[str, ...]) -> bool:
    """Whether a net debt row printed wholly in brackets leaves its sign unsaid.

    Some summaries print "Net debt | (4,231) | (4,188)": a balance owed shown as a
    deduction from cash; others print net cash the same way. A row with its cells of both
    signs uses brackets for the sign (the brackets are net cash), and a note or the label
    itself ("Net debt/(cash)", "Net (debt)/cash") can say so; with none of these, the row's
    brackets answer neither net debt nor net cash (the caller also checks for a note).
    """
    if not _DEBT_FIRST.search(label):
        return False
    numbers = [c for c in cells if _NUMBER_CELL.search(c)]
    return bool(numbers) and all(_BRACKETED_CELL.match(c) for c in numbers)


_BALANCE_CONTEXT = re.compile(
    r"\b(?:net\s+debt|gross\s+debt|debt|borrowings|liquidity|balance\s+sheet|net\s+cash|"
    r"held|holds?|holding|on\s+hand|sitting\s+on|(?:ended|finished|closed|exited)\b|"
    r"(?:as\s+)?at\s+(?:the\s+)?(?:\d{1,2}\s+(?:June|December)|(?:year|half)[\s-]end|end\s+of))",
    _I,
)
_FLOW_VERB = re.compile(
    r"\b(?:paid|pays|paying|spent|spends|spending|raised|received|generated|generating|"
    r"returned|invested|distributed|earned|produced|threw\s+off|brought\s+in|banked|"
    r"collected|released|used|burn(?:ed|t)|consumed)\b[^.;]{0,25}$",
    _I,
)


def bare_cash_held(label: str, sentence: str, start: int) -> bool:
    """Whether a value labelled only "cash" after it is the cash held at a balance date.

    "ended June 2022 with net debt of US$0.9 billion, with US$5.5 billion in cash offset by
    gross debt": the sentence is about the balance sheet (debt, liquidity, a balance date,
    a holding verb) and no verb of a flow ("paid", "generated", "received") leads the value.
    """
    if " ".join(label.lower().split()) != "cash":
        return False
    return bool(_BALANCE_CONTEXT.search(sentence)) and not _FLOW_VERB.search(sentence[:start])
