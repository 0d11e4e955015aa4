"""A result "before" a list of charges, in any order: what the list leaves out says its line.

"Earnings before interest, tax, depreciation and amortisation" is EBITDA; so is the same list
in another order ("before D&A, interest and tax", "before depreciation, interest and
taxation"). Any list naming tax or interest, or depreciation and amortisation (charges taken
before profit after tax), is a result before tax: never profit after tax (NPAT).

:data:`BEFORE_CHARGES` matches such a list (for the tax axis); :data:`BEFORE_ALL_CHARGES`
only one naming interest, tax and depreciation or D&A (the EBITDA line). Pure: patterns.
"""

from __future__ import annotations

_D_AND_A = r"(?:d\s*&\s*a|depreciation|amorti[sz]ation)"
_CHARGE = (
    rf"(?:(?:net\s+)?interest|(?:income\s+)?tax(?:es|ation)?|{_D_AND_A}|impairments?|"
    r"write[\s-]?downs?(?:\s+of\s+assets)?)"
)
_JOIN = r"\s*(?:,\s*(?:and\s+|&\s*)?|\band\s+|&\s*)"
_LIST = rf"{_CHARGE}(?:{_JOIN}{_CHARGE}){{0,5}}\b"


def _naming(word: str) -> str:
    """A lookahead: the list of charges starting here names ``word``."""
    return rf"(?=(?:{_CHARGE}{_JOIN}){{0,5}}{word})"


_INTEREST = r"(?:net\s+)?interest"
_TAX = r"(?:income\s+)?tax"

BEFORE_CHARGES = rf"\bbefore\s+(?:{_naming(_INTEREST)}|{_naming(_TAX)}|{_naming(_D_AND_A)}){_LIST}"
"""A result before a list naming interest, tax or depreciation/amortisation: before tax."""

BEFORE_ALL_CHARGES = rf"\bbefore\s+{_naming(_INTEREST)}{_naming(_TAX)}{_naming(_D_AND_A)}{_LIST}"
"""A list naming interest, tax and depreciation or D&A, in any order: the EBITDA line."""
