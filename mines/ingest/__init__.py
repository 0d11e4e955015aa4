"""Ingestion of annual reports (Markdown, text, PDF) into the vector store, one job per module.

- :mod:`~mines.ingest.reading`: a file, by its format, into blocks of text by page and section.
- :mod:`~mines.ingest.detection`: the company and reporting period a document reports on.
- :mod:`~mines.ingest.chunking`: blocks cut into the chunks the store keeps.
- :mod:`~mines.ingest.writing`: chunks embedded and written, each document all or nothing.
- :mod:`~mines.ingest.run`: files, folders and the bundled corpus through all of the above
  (:func:`~mines.ingest.run.ingest_paths`, :func:`~mines.ingest.run.ensure_bundled_corpus`).
- :mod:`~mines.ingest.results`: what a run reports, file by file, and its progress events.
- :mod:`~mines.ingest.bundled`: the report files shipped with the product.
- :mod:`~mines.ingest.command`: ``mines ingest`` on the command line.
- :mod:`~mines.ingest.uploads`, :mod:`~mines.ingest.registry`, :mod:`~mines.ingest.jobs`:
  documents uploaded through the API, checked, recorded and ingested in worker threads.
"""
