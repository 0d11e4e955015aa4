"""A measure's qualifier axes: the values each axis takes and the words that state them.

A phrase ("profit before tax", "gross debt", "diluted EPS") is read into *qualifiers*, one
value (or several) per axis:

- ``dilution``: basic / diluted;
- ``gross_net``: gross / net;
- ``tax``: before / after tax;
- ``head``: what is measured — revenue, sales, shipments, production, price, cost,
  reserves, profit, debt, capex, tax, people (a count of employees);
- ``form``: per share / amount / yield / ratio / margin / per unit (tonne, ounce);
- ``per``: what a price or cost per unit is per — ounce, pound, tonne, dry or wet tonne
  (a plain tonne is either; a dry tonne is no wet one);
- ``all_in``: the all-in sustaining cost / the all-in cost (sustaining and growth);
- ``spend``: all capital spending / sustaining / growth / exploration;
- ``scope``: the whole group or one commodity (iron ore, copper, gold, lithium, coal...);
- ``ownership``: 100% basis / the company's share;
- ``basis``: statutory / underlying / attributable / headline / cash;
- ``dividend``: interim / final / special / total;
- ``cash_flow``: operating / investing / financing / free cash flow, or a balance (debt);
- ``price_kind``: a price the company realised / a market's (benchmark, index, spot) price;
- ``adjustment``: a line that adjusts a result (exceptional or significant items,
  adjustments) or what a change in a price would do to it (a sensitivity, an impact on
  it): never the result itself;
- ``quarter``: a quarter's figure (Q4, the December quarter, three months to ...), which
  only a figure stating a quarter answers;
- ``owners``: whose profit — the parent's members' (attributable) or all owners' (a total
  including non-controlling interests);
- ``line``: a named line of the statements — EBITDA, EBIT, profit before tax, or the cash
  held at a balance date (:mod:`mines.measures.statement_lines`).

Also the commodity-business and second-half-dividend wording questions share. The reading
is :mod:`mines.figures.qualifiers`; conflicts are :mod:`mines.figures.qualifier_conflicts`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mines.figures.basis_words import DEBT_INSTRUMENTS, STATUTORY_WORDS, UNDERLYING_WORDS
from mines.figures.half_dividends import SECOND_HALF_DIVIDEND
from mines.figures.mine_words import MINE_VERB
from mines.figures.owed_results import OWNED_BY_MEMBERS, RESULT_OWED
from mines.figures.report_words import DESPATCHED, GROWTH_SPEND, OPERATING_CASH
from mines.measures.deducted_before import BEFORE_CHARGES
from mines.measures.divisions import DIVISION_WORDS
from mines.measures.sites import SITE_ALIASES
from mines.measures.statement_lines import (
    CASH_AFTER_INVESTMENT,
    EXPENSE,
    GROSS_OPERATING_CASH,
    LINE_WORDS,
    RATIO_WORDS,
)
from mines.measures.words import SHARE_OF_EARNINGS, SHARE_OF_REVENUE

_SITE_WORDS = "|".join(
    re.escape(a).replace(r"\ ", r"\s+")
    for names in SITE_ALIASES.values()
    for a in sorted(names, key=len, reverse=True)
    if a.isascii()
)
"""A known site's names, as a place a volume leaves ("left Wodgina")."""


Qualifiers = Mapping[str, frozenset[str]]


_NOT_AFTER_BASIS_WORD = (
    r"(?<!\bbefore\s)(?<!\bafter\s)(?<!\bexcluding\s)(?<!\bexcl\.\s)(?<!\bexcl\s)"
    r"(?<!\bex\s)(?<!\bincluding\s)(?<!\bincl\.\s)(?<!\bwith\s)(?<!\bwithout\s)"
    r"(?<!\band\s)(?<!\bor\s)(?<!\bof\s)(?<!\bfor\s)(?<!\bpre-)(?<!\bpost-)(?<!\bpre\s)"
)
"""Before an adjustment word: not a result's basis clause ("profit before significant
items", "EBITDA excluding one-off items", "after tax and exceptional items")."""


_I = re.IGNORECASE

_BUSINESSES = (
    r"(?:iron\s+ore|copper|gold|lithium|coal|nickel|alumini?um|potash|energy|mining\s+"
    r"services|contracting|haulage|crushing)"
)


COMMODITY_BUSINESS = rf"\b{_BUSINESSES}\s+business(?:es)?\b"
"""A commodity's business ("the lithium business"): a division of the company."""


COMMODITY_OPERATIONS = rf"\b{_BUSINESSES}\s+operations\b"
"""A commodity's operations as a question names them ("the copper operations' EBITDA"):
that business, not the group (a report's "Iron ore operations" title is no such scope)."""


ALL_FORMS = (
    r"\btotal\b(?=(?:\s+[\w-]+){0,3}?\s+(?:shipments?|production|output|sales|volumes?)\b)|"
    r"\b(?:shipments?|production|output|sales|volumes?)\s*,?\s+total\b|"
    r"\b(?:all|every)\s+(?:products?|forms?)\b"
)
"""A volume summed over a commodity's forms ("Total iron ore shipments", "production,
total"): the hematite and the magnetite together, never one form of them alone."""


SERVICES_PART = (
    r"\bmining\s+services\b|\bcontract(?:ing|or|\s+mining)\b|\bcrushing\b|\bhaulage\b|"
    r"\bservices\s+(?:business|arm|division|segment)\b"
)
"""The part of a miner that mines for others ("Mining Services", "the contracting arm"):
a division named by no commodity, so a commodity division's figure is never its own."""


_WITH_YEAR_RESULT = (
    r"\b(?:with|alongside|at|on)\s+(?:(?:its|the|their)\s+)?(?:(?:FY\s?)?\d{2,4}\s+)?"
    r"full[\s-]year\s+results?\b"
)
_NOT_DEDUCTED = r"(?<!after\s)(?<!less\s)(?<!minus\s)(?<!net\sof\s)"
_AXES: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "dilution": (
        ("basic", re.compile(r"\bbasic\b|基本每股", _I)),
        ("diluted", re.compile(r"\bdilut(?:ed|ion)\b|稀释", _I)),
    ),
    "gross_net": (
        (
            "gross",
            re.compile(
                # borrowings are what is owed before cash is netted off, unless the words
                # net them ("net borrowings", "borrowings less cash", "cash less borrowings")
                r"\bgross\b|\btotal\s+(?:debt|borrowings)\b|"
                r"(?<!\bless\s)(?<!\bnet\s)(?<!\bof\s)(?<!\bminus\s)"
                rf"(?:\bborrowings?\b|{DEBT_INSTRUMENTS})"
                r"(?!,?\s+(?:less|net\s+of|minus|after)\b)|"
                r"\b(?:before|excluding|without)\s+(?:(?:netting(?:\s+off)?|subtracting|deducting|"
                r"taking\s+(?:off|away)|offsetting)\s+)?(?:the\s+|its\s+|any\s+)?cash\b|总债务|毛",
                _I,
            ),
        ),
        (
            "net",
            re.compile(
                r"\bnet\b|\bnpat\b|\b(?:less|minus)\s+(?:its\s+)?(?:cash|borrowings|debt)\b|净", _I
            ),
        ),
    ),
    "franking": (  # the tax credit a dividend carries: an unfranked one is no franked one
        ("unfranked", re.compile(r"\bunfranked\b|\bnot\s+franked\b|\bwithout\s+franking\b", _I)),
        ("franked", re.compile(r"(?<!un)(?<!not\s)\bfranked\b|\bwith\s+franking\b", _I)),
    ),
    "term": (  # a dividend's terms, not its amount a share
        (
            "franked amount",
            re.compile(r"\bfranking\b|\b(?:un)?franked\s+(?:amount|portion|part|component)\b", _I),
        ),
        ("record date", re.compile(r"\brecord\s+date\b|\bbooks?\s+clos\w*", _I)),
        ("payment date", re.compile(r"\bpayment\s+date\b|\bdate\s+(?:paid|payable)\b", _I)),
        ("ex-dividend date", re.compile(r"\bex[\s-]*(?:dividend|date)\b", _I)),
        ("reinvestment plan", re.compile(r"\breinvestment\s+plan\b|\bdrp\b", _I)),
        ("conduit foreign income", re.compile(r"\bconduit\s+foreign\s+income\b", _I)),
    ),
    "quarter": (  # three months' figure: never the half's or the year's
        (
            "quarter",
            re.compile(
                r"\bQ[1-4]\b|\b[1-4]Q(?:\s*(?:FY)?\s*'?\d{2,4})?\b|"
                r"\b(?:first|second|third|fourth|last|final|1st|2nd|3rd|4th|march|june|"
                r"september|december)[\s-]+quarter\b(?!ly)|"
                r"\b(?:three|3)[\s-]+months?\s+(?:to|ended|ending)\b|"
                r"\b(?:march|june|september|december)\s+(?:19|20)\d\d\s+quarter\b|"
                r"\bquarter\s+alone\b|"
                r"\bquarter\s+(?:to|ended|ending)\b|第[一二三四]季度|季度",
                _I,
            ),
        ),
    ),
    "holders": (  # the outside holders' part of a result: never the owners' whole
        (
            "minority",
            re.compile(r"\bnon[\s-]*controlling\s+interests?\b|\bminority\s+interests?\b", _I),
        ),
    ),
    "outlook": (
        (
            "guidance",  # what a company expects, never what it reported
            re.compile(
                r"\bguid(?:ance|ed)\b|\boutlook\b|\bforecasts?\b|\bforecast(?:ed|ing)?\b|"
                r"\bprojected\b|\bexpected\s+to\b|\btarget(?:s|ed)?\b|预期|指引|预测",
                _I,
            ),
        ),
    ),
    "adjustment": (
        (
            # a line reconciling one basis to another ("Exceptional items after taxation",
            # "Adjustments to underlying EBITDA"), never the result it adjusts; a result
            # before or after such items is that result on its basis
            "items",
            re.compile(
                rf"{_NOT_AFTER_BASIS_WORD}\b(?:exceptional|significant|non[\s-]underlying|"
                r"one[\s-]off|individually\s+material|special|notable)\s+items?\b|"
                rf"{_NOT_AFTER_BASIS_WORD}\b(?:reconciling\s+)?adjustments?\b",
                _I,
            ),
        ),
        (
            # what a change in a price would do ("Impact on profit of a US$1/t change")
            "sensitivity",
            re.compile(
                r"\bsensitivit(?:y|ies)\b|\b(?:impact|effect)\s+on\b|"
                r"\b(?:US|A)?[$¢]\s?\d[\d.,]*\s?(?:/\s?\w+\s+)?(?:change|movement|increase|"
                r"decrease)\s+in\b",
                _I,
            ),
        ),
    ),
    "tax": (
        (
            "before",
            re.compile(
                rf"{BEFORE_CHARGES}|\bpre[\s-]?tax\b|\bbefore-tax\b|\bpbt\b|\bebit(?:da)?\b|税前|息税|"
                + GROSS_OPERATING_CASH.pattern,
                _I,
            ),
        ),
        (
            "after",
            re.compile(
                # "after tax", "after-tax result": struck once tax is charged
                r"\bafter[\s-]+(?:income\s+)?(?:tax|taxation|taxes)\b|\bpost[\s-]?tax\b|"
                # "after interest, tax and ...", "after interest and tax paid": both deducted
                r"\bafter\s+(?:net\s+)?interest(?:\s+paid)?\s*(?:,|and|&)\s*(?:(?:income\s+)?"
                r"tax(?:es|ation)?)\b|"
                r"\bnpat\b|税后",
                _I,
            ),
        ),
    ),
    "head": (
        (
            "revenue",
            re.compile(
                r"\brevenues?\b|\bturnover\b|\btop[\s-]line\b|\bincome\s+from\s+ordinary\s+"
                r"activities\b|收入|营收",
                _I,
            ),
        ),
        ("sales", re.compile(r"\bsales\b|\bsold\b|\bsell(?:s|ing)?\b|销量|销售", _I)),
        (
            "shipments",
            re.compile(
                rf"\bship(?:ments?|ped|ping|s)?\b|{DESPATCHED}|发运|出货|"
                # "tonnes exported", "concentrate that left Wodgina": what went out the gate
                r"\bexport(?:s|ed|ing)?\b(?!\s+(?:revenues?|sales|earnings|income|prices?))|"
                r"\bleft\s+(?:the\s+)?(?:mines?|sites?|ports?|operations?|" + _SITE_WORDS + r")\b|"
                # "how much did the hub rail", "sent offshore": sent on its way
                r"\b(?:rail|haul)(?:s|ed|ing)?\b|"
                r"\b(?:send|sends|sent|sending)\b(?=[^.?]{0,40}\b(?:offshore|overseas|abroad)\b)",
                _I,
            ),
        ),
        (
            "production",
            re.compile(
                r"\bproduc(?:tion|ed|es|e|ing)\b|\boutput\b|" + MINE_VERB + r"|\bprocess(?:ed)?\b|"
                r"\bturn(?:ed|s)?\s+out\b|\b(?:dig|digs|digging|dug)\s+up\b|"
                # "how much gold did it pour", never money poured into projects
                r"\bpour(?:s|ed|ing)?\b(?!(?:\s+[\w$.,'’-]+){0,3}?\s+into\b)|"
                r"产量",
                _I,
            ),
        ),
        ("price", re.compile(r"\bprices?\b|\bpric(?:ed|ing)\b|\bfetch(?:ed|es)?\b|价格|售价", _I)),
        ("cost", re.compile(rf"\bcosts?\b|{EXPENSE}|\baisc\b|\bc1\b|成本", _I)),
        ("reserves", re.compile(r"\breserves?\b|\bresources?\b|储量|资源量", _I)),
        (
            "profit",
            re.compile(
                r"\bprofits?\b|\bearnings\b|\bincome\b(?!\s+from\s+ordinary\s+activities)(?!\s+tax)|"
                r"\bnpat\b|\bebitda\b|\bbottom[\s-]line\b|"
                # "Result after income tax", "Net result": the result is a profit or loss
                r"\bresult\s+(?:after|before)\s+(?:income\s+)?tax|"
                r"\b(?:net|statutory|reported|underlying)\s+result\b|"
                rf"{RESULT_OWED}|利润|盈利|收益",
                _I,
            ),
        ),
        ("debt", re.compile(rf"\bdebt\b|\bborrowings?\b|{DEBT_INSTRUMENTS}|债务|负债", _I)),
        (
            "tax",  # tax itself ("income tax expense", "tax paid"), not "profit after tax"
            re.compile(
                r"(?<!before\s)(?<!after\s)(?<!pre-)(?<!post-)(?<!\bpre)(?<!\bpost)"
                r"(?<!before-)(?<!after-)(?<!before\sincome\s)(?<!after\sincome\s)"
                r"\b(?:income\s+)?tax(?:es|ation)?\b(?!\s+(?:and|&)\s+(?:royalt|interest))|"
                r"\broyalt(?:y|ies)\b|(?<!税前)(?<!税后)所得税|税费|纳税",
                _I,
            ),
        ),
        (
            "capex",
            re.compile(
                # "cash flow remaining after capital spend": what is deducted is no head
                rf"{_NOT_DEDUCTED}\bcapital\s+(?:expenditure|spend(?:ing)?)\b|{_NOT_DEDUCTED}\bcapex\b|"
                r"资本支出|资本开支",
                _I,
            ),
        ),
        (
            "people",  # a count of people: employees, staff, the workforce, the headcount
            re.compile(
                r"\b(?:employees?|employ(?:s|ing)?|(?<!capital\s)employed|workforce|work\s+force|workers?|staff|"
                r"head[\s-]?count|personnel|full[\s-]time\s+equivalents?|ftes?|"
                # people as a count, never as a topic ("what did it say about its people")
                r"people(?=\s+(?:work\w*|employed|on\s+(?:the|its)\s+payroll)))\b|"
                r"员工|雇员|职工",
                _I,
            ),
        ),
    ),
    "form": (
        (
            "per_share",
            re.compile(
                r"\b(?:per|each)\s+(?:ordinary\s+|fully[\s-]paid\s+)?share\b|"
                r"\ba\s+share\b(?!\s+of\b)|\beps\b|\bdps\b|每股",
                _I,
            ),
        ),
        ("yield", re.compile(r"\byield\b|股息率", _I)),
        (
            "ratio",
            re.compile(
                # a return on equity, capital or assets is a result over a base: a ratio
                rf"\bratio\b|\bgearing\b|比率|派息率|支付率|{SHARE_OF_EARNINGS}|{RATIO_WORDS}",
                _I,
            ),
        ),
        (
            "margin",
            re.compile(rf"\bmargins?\b|利润率|{SHARE_OF_REVENUE}", _I),
        ),
        (
            "per_unit",
            re.compile(
                r"\bper\s+(?:(?:dry|wet)\s+(?:metric\s+)?)?(?:tonne|ton|ounce|oz|wmt|dmt|pound|lb)\b|"
                r"/\s*(?:t|oz|wmt)\b|每吨|每盎司",
                _I,
            ),
        ),
    ),
    "per": (
        (
            "ounce",
            re.compile(r"\b(?:per|an?|each)\s+(?:troy\s+)?(?:ounce|oz)\b|/\s*oz\b|每盎司", _I),
        ),
        ("pound", re.compile(r"\b(?:per|an?|each)\s+(?:pound|lb)\b|/\s*lb\b|每磅", _I)),
        ("dry tonne", re.compile(r"\bdry[\s-]+(?:metric[\s-]+)?tonnes?\b|\bdmt\b|干吨", _I)),
        ("wet tonne", re.compile(r"\bwet[\s-]+(?:metric[\s-]+)?tonnes?\b|\bwmt\b|湿吨", _I)),
        (
            "tonne",
            re.compile(r"\b(?:per|an?|each)\s+(?:metric\s+)?(?:tonne|ton)\b|/\s*t\b|每吨", _I),
        ),
    ),
    "all_in": (
        # the all-in sustaining cost leaves growth spending out; the all-in cost keeps it
        (
            "sustaining",  # "Sustaining cost per ounce, all in": the words in either order
            re.compile(
                r"\ball[\s-]+in[\s-]+sustaining\b|\baisc\b|"
                r"\bsustaining\b[^.;|]{0,40}?\ball[\s-]+in\b",
                _I,
            ),
        ),
        ("with growth", re.compile(r"\ball(?:-\s*|\s+in[\s-]+|-in[\s-]+)costs?\b|\baic\b", _I)),
    ),
    "spend": (
        (
            "sustaining",
            re.compile(r"(?<!growth\sand\s)\bsustaining\s+(?:capital|capex)\b|维持性资本", _I),
        ),
        (
            "growth",
            re.compile(rf"{GROWTH_SPEND}|增长性?资本", _I),
        ),
        (
            "all",  # "sustaining and growth capex": both kinds, the total spend
            re.compile(
                r"\b(?:sustaining\s+and\s+growth|growth\s+and\s+sustaining)"
                r"(?:\s+(?:capital|capex)\b|\b)",
                _I,
            ),
        ),
        (
            "capital and exploration",  # one total of two kinds of spend: neither alone
            re.compile(
                r"\bcapital\s+(?:and|&)\s+exploration\b|\b(?:including|incl\.?)\s+exploration\b|"
                r"资本及勘探",
                _I,
            ),
        ),
        (
            "exploration",
            re.compile(
                r"(?<!capital\sand\s)(?<!capital\s&\s)(?<!including\s)(?<!incl\.\s)(?<!incl\s)"
                r"\bexploration\b|勘探",
                _I,
            ),
        ),
    ),
    "scope": (
        (
            "group",
            re.compile(
                r"(?<!product\s)(?<!products\s)(?<!\bore\s)(?<!copper\s)(?<!lithium\s)"
                r"(?<!aluminium\s)(?<!aluminum\s)\bgroup\b|\bconsolidated\b|\bwhole\s+company\b|集团",
                _I,
            ),
        ),
        (
            "iron ore",
            re.compile(
                r"\biron\s+ore\b|\bha?ematite\b|\bwaio\b|"
                r"\bpilbara\b|\bonslow\b|铁矿",
                _I,
            ),
        ),
        ("copper", re.compile(r"\bcopper\b|\bescondida\b|铜", _I)),
        ("gold", re.compile(r"\bgold\b|黄金", _I)),
        ("lithium", re.compile(r"\blithium\b|\bspodumene\b|锂", _I)),
        ("coal", re.compile(r"\bcoal\b|煤", _I)),
        ("nickel", re.compile(r"\bnickel\b|镍", _I)),
        ("aluminium", re.compile(r"\balumini?um\b|\bbauxite\b|\balumina\b|铝", _I)),
        ("potash", re.compile(r"\bpotash\b|钾肥", _I)),
        ("services", re.compile(SERVICES_PART, _I)),
        *((value, re.compile("|".join(words), _I)) for value, words in DIVISION_WORDS.items()),
        (
            "segment",
            re.compile(
                r"\bsegment(?:al)?\b|\bdivision(?:al)?\b|\barm\b|\bside\b|\bbusiness\s+unit\b|"
                r"\bproducts?\s+groups?\b|\b(?:ore|copper|lithium|alumini?um)\s+group\b|分部|"
                + COMMODITY_BUSINESS,
                _I,
            ),
        ),
    ),
    "product": (  # the form a commodity is sold in: one within the commodity's scope
        ("bauxite", re.compile(r"\bbauxite\b|铝土矿", _I)),
        ("alumina", re.compile(r"\balumina\b|氧化铝", _I)),
        ("hematite", re.compile(r"\bhaematite\b|\bhematite\b|赤铁矿", _I)),
        ("magnetite", re.compile(r"\bmagnetite\b|\biron\s+bridge\b|磁铁矿", _I)),
        # a sized iron ore product: "lump", "fines" ("Pilbara Blend fines"), never a "lump
        # sum" nor "fines and penalties"
        ("lump", re.compile(r"\blump\b(?![\s-]+sums?\b)|块矿", _I)),
        ("fines", re.compile(r"\bfines\b(?!\s+(?:and|&|or)\s+penalt)|粉矿", _I)),
        ("copper equivalent", re.compile(r"\bcopper[\s-]+equivalent\b|\bcueq\b", _I)),
        ("spodumene", re.compile(r"\bspodumene\b|\bsc6\b|锂辉石", _I)),
        (
            "lithium chemicals",
            re.compile(
                r"\blithium\s+(?:carbonate|hydroxide)\b|\bcarbonate\s+equivalent\b|\blce\b", _I
            ),
        ),
        ("all forms", re.compile(ALL_FORMS, _I)),
    ),
    "basis": (
        (
            "statutory",
            re.compile(rf"\bstatutory\b|\breported\b|法定|{STATUTORY_WORDS.pattern}", _I),
        ),
        (
            "underlying",
            re.compile(rf"\bunderlying\b|基础|{UNDERLYING_WORDS.pattern}", _I),
        ),
        ("attributable", re.compile(r"\battributable\b|归属", _I)),
        # "headline earnings" (a basis of its own), never "Headline figures" or "results
        # headlines" (a page's words for its key numbers)
        (
            "headline",
            re.compile(
                r"\bheadline\s+(?:(?:net|attributable|basic|diluted)\s+)?"
                r"(?:earnings|profit|eps|e\.p\.s|loss)\b",
                _I,
            ),
        ),
        (
            "cash",
            re.compile(
                r"\bcash(?:[\s-]+based)?\s+(?:earnings|profits?|income|npat|eps)\b|"
                r"\b(?:earnings|profits?|income)\s+(?:on\s+an?\s+cash\s+basis|in\s+cash)\b|现金利润",
                _I,
            ),
        ),
    ),
    "dividend": (
        (
            "interim",
            re.compile(
                r"\binterim\b|\b(?:mid[\s-]?year|half[\s-]year(?:ly)?|first[\s-]half|opening)\s+"
                r"(?:dividends?|distributions?|payouts?)\b|中期",
                _I,
            ),
        ),
        (
            "final",
            re.compile(
                r"\bfinal\b|\b(?:end[\s-]of[\s-](?:the[\s-])?year|year[\s-]end|closing)\s+"
                rf"(?:dividends?|distributions?|payouts?)\b|{SECOND_HALF_DIVIDEND.pattern}|末期|"
                # declared with the year's result, or the year's last: the final one
                rf"{_WITH_YEAR_RESULT}|\blast\s+(?:dividend|distribution|payout)\s+(?:of|for)\b",
                _I,
            ),
        ),
        (
            "special",  # a one-off or extra payment on top of the ordinary ones is special
            re.compile(
                r"\bspecial\b|\b(?:one[\s-]off|one[\s-]time|additional|extra|supplementary|bonus)\s+"
                r"(?:cash\s+)?(?:dividends?|distributions?|payments?|payouts?|top[\s-]?ups?)\b|特别",
                _I,
            ),
        ),
        ("total", re.compile(r"\btotal\b|\bfull[\s-]year\b(?!\s+(?:final|results?)\b)|全年", _I)),
    ),
    "cash_flow": (
        (
            "operating",
            re.compile(
                r"\boperating\s+(?:activities|cash)\b|\bfrom\s+operations\b|"
                r"\bcash\s+(?:generated\s+)?from\s+operati\w+|"
                rf"{OPERATING_CASH}|经营",
                _I,
            ),
        ),
        ("investing", re.compile(r"\binvesting\s+activities\b|投资活动", _I)),
        (
            "financing",  # a movement in debt ("repaid borrowings") is a financing flow
            re.compile(
                r"\bfinancing\s+activities\b|\b(?:repa(?:y|ys|id|ying|yments?)|cleared|retired)\b|"
                r"\b(?:pa(?:y|id|ying)|paying)\s+down\b|\bproceeds\s+from\s+borrowings\b|"
                r"\bdr[ea]w(?:n)?\s+down\b|筹资活动|融资活动|偿还",
                _I,
            ),
        ),
        (
            "free",  # operating cash "less capital investment" is what is left free
            re.compile(rf"\bfree\s+cash\b|\bfcf\b|自由现金|{CASH_AFTER_INVESTMENT}", _I),
        ),
        ("flow", re.compile(r"\bcash\s+flows?\b|现金流", _I)),
        (
            "balance",
            re.compile(
                # "net cash" of an activity ("what net cash did operations produce") is a flow
                rf"\bdebt\b|\bborrowings?\b|{DEBT_INSTRUMENTS}|"
                r"\bnet\s+cash\b(?!\s+(?:from|used|generated|flow|inflow|"
                r"outflow))(?![^.?!;]*\b(?:operati(?:ng|ons)|investing|financing)\b)|债务|负债|净现金",
                _I,
            ),
        ),
    ),
    "line": LINE_WORDS,
    "price_kind": (  # read only beside a price word (:data:`_PRICE_WORDS`)
        (
            "market",
            re.compile(
                r"\bbenchmark\b|\bindex\b|\bplatts\b|\bcfr\b|\bspot\b|\bmarket\b|\blme\b|"
                r"\bcomex\b|\breference\s+prices?\b|\bfutures?\b|基准|指数|现货",
                _I,
            ),
        ),
        (
            "realised",
            re.compile(
                r"\breali[sz](?:ed|es|e|ing)\b|\breceiv(?:ed|es|e|ing)\b|\bachiev(?:ed|es|e|ing)\b|"
                r"\bselling\b|\bsold\b|\bfetch(?:ed|es)?\b|实现|售价",
                _I,
            ),
        ),
    ),
    "owners": (  # whose profit: the parent's owners', or everyone's (with minorities)
        (
            "members",
            OWNED_BY_MEMBERS,
        ),
        (
            "all",
            re.compile(
                r"\btotal\s+(?:net\s+)?(?:profits?|earnings|npat|net\s+income)\b|"
                r"\b(?:including|incl\.?|before)\s+(?:non[\s-]controlling|minority|outside)\s+"
                r"(?:equity\s+)?interests?\b",
                _I,
            ),
        ),
    ),
}
"""Each axis: its values and the words that state them (English and Chinese)."""


QUARTER_WORDS = _AXES["quarter"][0][1]
"""A quarter named as the period of a figure ("Q4 2024", "the December quarter")."""

DIVIDEND_KINDS = _AXES["dividend"]
"""The dividend kinds and their words, for questions and labels alike."""
