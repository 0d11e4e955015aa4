"""The product a price or a volume is of, printed right after its value.

"Average realised prices were US$90 a dry tonne for Pilbara iron ore, US$4.57 a pound for
copper": each price is "for" its product. "Production was 58.7 million tonnes of bauxite and
697 kt of copper": each volume is "of" its commodity. The label read before the value
("Average realised prices", "Production") names no product; the words after it do. The
reader completes the label with them (:func:`with_product`); the verifier takes them off
again to find the label printed before the value (:func:`without_product`).
"""

from __future__ import annotations

import re

from mines.figures.prices import PER_UNIT, priced_product, product_cut
from mines.figures.printed import QUANTITY_NOUN
from mines.figures.qualifiers import read_qualifiers
from mines.figures.region_subjects import FROM_REGION
from mines.measures.words import VOLUME_NOUNS
from mines.numbers import Number

_VOLUME_LABEL = re.compile(rf"\b(?:{'|'.join(VOLUME_NOUNS)})\b", re.IGNORECASE)
_OF_PRODUCT = re.compile(
    rf"\s*(?:{QUANTITY_NOUN}|t|oz)?\s*of\s+"
    r"(?P<what>[A-Za-z][A-Za-z -]{1,30}?)(?=\s*(?:[,.;)]|\s+and\b|\s+(?:in|for|during|over)\b|$))",
    re.IGNORECASE,
)


def _of_what(sentence: str, num: Number, label: str) -> str | None:
    """The commodity a volume's label names none of is "of", right after the value."""
    if num.currency or num.unit in PER_UNIT or not _VOLUME_LABEL.search(label):
        return None
    if read_qualifiers(label).get("scope"):
        return None  # "Copper production of 697 kt": the label names it already
    m = _OF_PRODUCT.match(sentence, num.end)
    if m is None or not read_qualifiers(m.group("what")).get("scope"):
        return None  # "of the year", "of 5%": no commodity
    return " ".join(m.group("what").split())


_MOVED_LABEL = re.compile(
    r"\b(?:shipped|shipments|exported|exports|moved|railed|sent|sales|sold)\b", re.IGNORECASE
)


def _from_region(sentence: str, num: Number, label: str) -> str | None:
    """The region (naming one commodity) a shipped volume is "from", right after the value."""
    if num.currency or num.unit in PER_UNIT or not _MOVED_LABEL.search(label):
        return None
    m = FROM_REGION.match(sentence, num.end)
    if m is None or read_qualifiers(label).get("scope", frozenset()) - {"iron ore"}:
        return None  # "copper shipped ... from the Pilbara": not the region's one commodity
    return (
        m["where"] if read_qualifiers(m["where"]).get("scope") == frozenset({"iron ore"}) else None
    )


def with_product(sentence: str, num: Number, label: str) -> str:
    """``label`` completed with the product the value is for or of, as the reader reads it."""
    what = _of_what(sentence, num, label)
    if what is not None:
        label = f"{label} of {what}"
    region = _from_region(sentence, num, label)
    if region is not None:
        return f"{label} from {region}"  # "shipped 328.6Mt from the Pilbara"
    return label if what is not None else priced_product(sentence, num, label)


def without_product(sentence: str, num: Number, label: str) -> str:
    """A label :func:`with_product` completed, as printed before the value: the verifier's."""
    for joint in ("from", "of", "for"):
        cut = product_cut(label, joint)
        if cut != label and with_product(sentence, num, cut) == label:
            return cut
    return label
