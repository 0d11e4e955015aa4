"""The eval suites; each module exposes ``run(session) -> SuiteResult``."""
