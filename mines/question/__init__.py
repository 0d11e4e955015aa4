"""Reading a question's words: companies, measures, years, calculations, typos.

Pure, deterministic readers (no I/O; the one embedding fallback loads its model on first
use). :mod:`mines.slots` puts them together into a question's :class:`~mines.slots.Slots`.
"""
