"""The measure vocabulary: each concept under one name, in one place.

- :mod:`mines.measures.registry`: every metric (key, label, description, kind, the labels
  documents print for it) and the document labels that block a shorter metric label;
- :mod:`mines.measures.words`: the words people use for each metric (aliases read in
  questions and documents, wordings only a question uses) and the finders over them;
- :mod:`mines.measures.sites`: sites and hubs, their company, commodity and own metrics;
- :mod:`mines.measures.paraphrases`: a measure said in a phrase ("cash left over after investment");
- :mod:`mines.measures.statement_lines`: named lines no metric is (EBIT, profit before tax,
  the cash held), read in labels and questions alike.

Pure data and lookups: no I/O, no model. Below both the question's readers
(:mod:`mines.question`) and the figures (:mod:`mines.figures`).
"""
