"""What the product covers, said plainly: other companies, other languages, figure questions.

- A company outside the five is named and refused, never answered with one of the five.
  :data:`mines.question.companies.UNSUPPORTED_COMPANIES` lists the names people ask about most; any
  other capitalised name in a company's place ("gold sold by Agnico Eagle", "Barrick's
  revenue", "Regis Resources Ltd") in a figure question naming none of the five is one too.
- A question in a language other than English and Chinese gets a short reply naming the
  languages the offline model reads (a hosted model answers it).
- A question asking for a figure ("how many employees") gets "not found", never a list
  of passages that happen to share its words.

Pure: patterns and word lists only.
"""

from __future__ import annotations

import re

from mines.measures.sites import find_sites
from mines.measures.words import find_metric_spans
from mines.question.companies import find_companies, find_unsupported_companies
from mines.slots import extract_slots

_NAME = re.compile(
    r"(?<![\w$])((?:[A-Z][A-Za-z&.\-]*[a-z][A-Za-z&.\-]*|[A-Z]{3,5})"
    r"(?:\s+(?:[A-Z][A-Za-z&.\-]*|&))*)(['’]s?)?"
)
_CORPORATE = re.compile(
    r"\b(?:Ltd|Limited|Inc|Corp|Corporation|plc|PLC|Group|Mining|Mines|Resources|Minerals|"
    r"Metals|Gold|Iron|Copper|Lithium|Energy|Steel|Holdings|Company)\.?$"
)
_BEFORE_COMPANY = re.compile(
    r"\b(?:did|does|do|has|had|by|from|at|for|of|about)\s+$", re.IGNORECASE
)
_NOT_A_COMPANY: frozenset[str] = frozenset(
    """what which who whose how when where why was were is are did does do has had can could
    would should will tell give show list compare and or but the a an in on at for of by from
    to i me my we our you your it its their they this that these those please also and
    fy h1 h2 hy ebitda npat aisc eps dps capex roe fcf asx usd aud us a gold copper iron ore
    australia australian western pilbara perth queensland chile china chinese brazil canada
    africa south america europe asia japan india mongolia guinea alaska nevada kalgoorlie
    january february march april may june july august september october november december
    annual report half year first second interim final total statutory underlying group
    company companies miner miners mining""".split()
)
"""Capitalised words that do not name a company (question words, units, places, months)."""
_LEADING: frozenset[str] = frozenset(
    """what which who whose how when where why was were is are did does do has had can
    could would should will tell give show list compare and or but the a an in on at for
    of by from to i me please also""".split()
)
"""Words that start a question before a name ("What was Barrick Gold's ...")."""


def unknown_companies(text: str) -> tuple[str, ...]:
    """Companies outside the five that ``text`` asks about, as written.

    Only for a question naming none of the five: a listed name
    (:func:`mines.question.companies.find_unsupported_companies`), or a capitalised name that is no
    metric, site, place or question word and stands where a company does ("Barrick's",
    "did Agnico Eagle sell", "Regis Resources Ltd").
    """
    if find_companies(text):
        return ()
    listed = find_unsupported_companies(text)
    if listed:
        return listed
    figure_question = bool(extract_slots(text).metrics)
    found: list[str] = []
    for m in _NAME.finditer(text):
        if find_sites(m.group(1)):
            continue
        words = m.group(1).split()
        while words and words[0].lower() in _LEADING:
            words = words[1:]  # "What was Barrick Gold" -> "Barrick Gold"
        name = " ".join(words)
        if not words or all(w.lower().strip(".") in _NOT_A_COMPANY for w in words):
            continue
        covered = sum(end - start for start, end, _ in find_metric_spans(name))
        if covered >= len(name.replace(" ", "")) or find_sites(name):
            continue  # a metric ("Underlying EBITDA") or a site, not a company
        possessive = bool(m.group(2))
        placed = bool(_BEFORE_COMPANY.search(text[: m.start()])) and (
            figure_question or bool(_SWITCH.match(text))
        )
        if possessive or placed or _CORPORATE.search(name):
            found.append(name)
    return tuple(dict.fromkeys(found))


_SWITCH = re.compile(r"^\s*(?:and|what about|how about)\b", re.IGNORECASE)
"""A follow-up that switches company: "What about Barrick?"."""


# --- Languages ---------------------------------------------------------------------------

_SCRIPTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("Japanese", re.compile(r"[\u3040-\u30ff]")),
    ("Korean", re.compile(r"[\uac00-\ud7af\u1100-\u11ff]")),
    ("Russian", re.compile(r"[\u0400-\u04ff]")),
    ("Arabic", re.compile(r"[\u0600-\u06ff]")),
    ("Hebrew", re.compile(r"[\u0590-\u05ff]")),
    ("Greek", re.compile(r"[\u0370-\u03ff]")),
    ("Thai", re.compile(r"[\u0e00-\u0e7f]")),
    ("Hindi", re.compile(r"[\u0900-\u097f]")),
)
_WORDS: dict[str, frozenset[str]] = {
    "English": frozenset(
        "a an the what was were is are how much many did does do of in on for and or to its "
        "their which who with by at from as me my you it this that these those be has have "
        "had can could would please give show tell write list not revenue profit year per "
        "price average".split()
    ),
    "Spanish": frozenset(
        "el la los las de del en qué que cuál cuáles cuánto cuántos fueron fue es son por "
        "para con ingresos beneficio ganancia neto neta deuda año ejercicio".split()
    ),
    "French": frozenset(
        "le la les de des du en quel quelle quels quelles était étaient est sont pour avec "
        "chiffre affaires bénéfice net nette dette année exercice et combien été".split()
    ),
    "German": frozenset(
        "der die das den dem des im in was wie viel viele war waren ist sind für mit umsatz "
        "gewinn jahr geschäftsjahr und von nettogewinn schulden".split()
    ),
    "Italian": frozenset(
        "il lo la gli le di del della nel nello nella in qual quale quali quanto quanti era "
        "erano sono stato stata stati per con ricavi utile netto debito anno esercizio".split()
    ),
    "Portuguese": frozenset(
        "os as de do da em no na qual quais quanto quantos foi foram são para com receita "
        "lucro líquido dívida ano exercício".split()
    ),
    "Indonesian": frozenset(
        "apa berapa pendapatan laba tahun yang dan di dari untuk adalah".split()
    ),
}
_LATIN_WORD = re.compile(r"[a-zà-ÿ]+", re.IGNORECASE)
"""Words without their elisions: "l'utile" reads as "l" and "utile"."""
_HAN = re.compile(r"[\u4e00-\u9fff]")


def other_language(text: str) -> str | None:
    """The language of ``text`` when it is neither English nor Chinese, else None.

    A script other than Latin and Han names its language; in Latin script, words of
    another language must outnumber English words, twice at least (tickers, metric
    words and years are shared by every language and decide nothing).
    """
    for language, pattern in _SCRIPTS:
        if pattern.search(text):
            return language
    if _HAN.search(text):
        return None
    words = [w.lower() for w in _LATIN_WORD.findall(text) if len(w) > 1]
    english_words = _WORDS["English"]
    counts = {
        lang: sum(w in vocab and (lang == "English" or w not in english_words) for w in words)
        for lang, vocab in _WORDS.items()
    }  # a word English shares ("in", "per") says nothing of another language
    english = counts.pop("English")
    if re.search(r"[¿¡ñ]", text):
        counts["Spanish"] += 2
    best = max(counts, key=lambda lang: counts[lang])
    if counts[best] >= 2 and counts[best] > english:
        return best
    return None


# --- Figure questions --------------------------------------------------------------------

_ASKS_FIGURE = re.compile(
    r"\bhow\s+(?:many|much)\b|\bnumber\s+of\b|\bwhat\s+(?:was|were|is|are)\s+(?:the\s+)?"
    r"(?:[\w\s]{0,30}['’]s?\s+)?(?:total\s+)?(?:number|amount|count|level|value|size|"
    r"headcount|workforce|employees|staff|shareholders|price|rate|yield|tax|royalt\w+|"
    r"emissions|reserves)\b|\bwhat\s+did\b[^.?!;]{0,60}?\b(?:earn|make|post|book|pay|ship|put|invest|"
    r"produce|sell|spend|generate|lose)\b|多少|几个|几名",
    re.IGNORECASE,
)


def asks_for_figure(text: str) -> bool:
    """Whether ``text`` asks for a number ("how many employees", "多少"), not for passages."""
    return bool(_ASKS_FIGURE.search(text))
