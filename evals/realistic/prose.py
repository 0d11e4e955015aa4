"""Filler prose for the realistic corpus: governance, sustainability, risk and the like.

Written for this corpus (no third-party text) and free of numbers, so it can never state
a figure; it gives the documents the bulk and the vocabulary of real annual reports.
"""

from __future__ import annotations

FILLER: dict[str, list[str]] = {
    "Sustainability": [
        "Operating safely remains the foundation of everything we do. Our safety systems are "
        "built around the identification and control of material risks, and every site "
        "reviews its critical controls with the people who operate them. Leaders spend time "
        "in the field listening to frontline teams, and the lessons of each significant "
        "incident are shared across the Group.",
        "We continued to work with Traditional Owners on cultural heritage management. "
        "Agreements with native title groups set out how land access, heritage surveys and "
        "employment opportunities are handled, and joint committees meet regularly to review "
        "progress against the commitments made.",
        "Water is a shared resource in the regions where we operate. Site water balances are "
        "reviewed each quarter, discharge permits are monitored independently and we report "
        "openly on incidents. Closure planning begins at the design stage of every project.",
        "Our climate transition plan focuses on reducing operational emissions through "
        "electrification of haulage and processing, renewable power purchase arrangements and "
        "improved energy efficiency. Progress is reported against the plan each year and is "
        "reviewed by the Sustainability Committee of the Board.",
        "We expect our suppliers to meet the same standards of conduct that we set for "
        "ourselves. Supplier due diligence covers modern slavery, human rights, safety and "
        "environmental performance, with targeted audits where risks are assessed as high.",
    ],
    "Risk management": [
        "The Board is responsible for the Group's risk framework and sets the appetite for "
        "risk in pursuit of its strategy. Management identifies, assesses and controls "
        "material risks, and the Risk and Audit Committee reviews the effectiveness of the "
        "framework and the internal audit program.",
        "Commodity price risk arises from the sale of iron ore, copper, lithium, gold and "
        "other products at prices set in global markets. The Group does not generally hedge "
        "its exposure to commodity prices; it manages the risk through a strong balance "
        "sheet, a low-cost operating position and disciplined capital allocation.",
        "Operational risks include geotechnical events, equipment failure, extreme weather "
        "and interruptions to rail and port infrastructure. Business continuity plans are "
        "tested regularly, and critical spares and contingency logistics are reviewed each "
        "year.",
        "Cyber security threats continue to evolve. The Group maintains layered controls over "
        "its operational technology and corporate systems, performs regular penetration "
        "testing and trains employees to recognise and report suspicious activity.",
        "Regulatory and social licence risks are managed through open engagement with "
        "governments, communities and Traditional Owners, and through compliance programs "
        "covering approvals, royalties, environmental conditions and heritage obligations.",
    ],
    "Corporate governance": [
        "The Board is committed to high standards of corporate governance. This statement "
        "describes the governance framework in place during the year and how it aligns with "
        "the recommendations of the ASX Corporate Governance Council.",
        "The Board comprises a majority of independent non-executive directors. Directors "
        "bring experience in mining, finance, engineering, technology and public policy, and "
        "the Nomination Committee reviews the skills matrix annually to guide succession.",
        "Board committees assist the Board in discharging its responsibilities. Each "
        "committee operates under a charter approved by the Board and reports to the Board "
        "after every meeting. Charters are available on the company's website.",
        "The external auditor attends the annual general meeting and is available to answer "
        "shareholder questions about the conduct of the audit and the preparation and content "
        "of the auditor's report.",
        "Our Code of Conduct sets out the behaviours expected of everyone who works for or "
        "with the Group. Concerns can be raised confidentially through an independent "
        "whistleblower service, and every report is reviewed and, where appropriate, "
        "investigated.",
    ],
    "Remuneration report": [
        "The remuneration framework is designed to attract and retain talented executives "
        "and to align their rewards with the creation of long-term value for shareholders. "
        "It combines fixed remuneration, an annual short-term incentive and a long-term "
        "incentive measured over several years.",
        "Short-term incentive outcomes are assessed against a balanced scorecard of safety, "
        "operational, financial and sustainability measures. The Board retains discretion to "
        "adjust outcomes where the formulaic result does not reflect overall performance.",
        "Long-term incentive awards vest subject to relative total shareholder return and "
        "strategic measures. Unvested awards are subject to malus and clawback provisions "
        "approved by shareholders.",
        "Non-executive directors receive fees for their service on the Board and its "
        "committees. They do not receive performance-based pay, so that their independence "
        "is preserved.",
    ],
    "Shareholder information": [
        "Shareholders can manage their holdings online through the share registry, including "
        "updating bank account details, electing to receive communications electronically "
        "and participating in the dividend reinvestment plan where one is offered.",
        "The annual general meeting will be held as a hybrid meeting, allowing shareholders "
        "to attend in person or online, ask questions and vote in real time. Details are set "
        "out in the notice of meeting.",
        "Information about the Group, including results announcements, presentations and "
        "webcasts, is available in the investor section of the company's website.",
    ],
    "Outlook": [
        "Demand for steel-making raw materials remains closely linked to construction and "
        "infrastructure activity in Asia, while demand for copper and lithium is supported by "
        "electrification and the energy transition.",
        "We will continue to prioritise safe and reliable operations, cost discipline and "
        "the timely delivery of our growth projects, while maintaining a strong balance sheet "
        "through the cycle.",
    ],
    "Our people": [
        "Our people are central to our performance. We invest in training, leadership "
        "development and apprenticeships, and we are working to build a more diverse and "
        "inclusive workforce at every level of the organisation.",
        "Flexible work arrangements, mental health support and family-friendly policies help "
        "our employees balance work and life, including those who work on fly-in fly-out "
        "rosters in remote regions.",
        "We recognise the role of local and Indigenous businesses in the regions where we "
        "operate, and we set procurement targets to increase the share of spending with them.",
    ],
}

CATEGORIES: tuple[str, ...] = (
    "Overview",
    "Strategy",
    "Performance",
    "Governance",
    "Financial statements",
    "Additional information",
)
"""The category words printed on every page of the PDF reports (page furniture)."""

NOTICE = (
    "This document contains forward-looking statements. They reflect current expectations "
    "and are subject to risks and uncertainties, many of which are outside the Group's "
    "control, and actual results may differ materially."
)
