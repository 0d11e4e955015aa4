"""Items a result keeps ("after impairments") do not name the result's value.

"After write-downs of the nickel business the reported result was a loss of US$2 billion"
had been read as the write-downs being US$2 billion: the nearest measure word before the
value was the kept item, though a verb after it ("was") states the result. The value is
now the result's (or left unread), never the item's; items with their own amount ("after
impairments of X") keep it.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period


def _metrics(text: str) -> dict[float, str | None]:
    ctx = DocContext("BHP", Period(2024))
    return {f.value: f.metric for f in extract_figures(text, ctx)}


def test_a_fronted_kept_item_does_not_label_the_result() -> None:
    read = _metrics(
        "After impairments of the nickel business the reported result was a loss of "
        "US$2,100 million."
    )
    assert read.get(2100.0) != "impairments"


def test_a_kept_item_inside_the_measure_does_not_label_it() -> None:
    read = _metrics("Net profit after impairment charges was US$430 million.")
    assert read.get(430.0) != "impairments"


def test_items_with_their_own_amount_keep_it() -> None:
    read = _metrics("After impairments of US$640 million, net profit was US$3,200 million.")
    assert read.get(640.0) == "impairments"
    assert read.get(3200.0) == "statutory_npat"


def test_only_items_followed_by_the_stating_verb_are_passed_over() -> None:
    from mines.figures.basis_words import kept_items_before

    sentence = "After impairments the reported result was a loss of US$9 million."
    assert kept_items_before(sentence, sentence.index("US$"))
    other = "After impairments of US$9 million, profit rose."
    assert not kept_items_before(other, other.index("US$"))
