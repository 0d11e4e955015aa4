"""Fixtures of the browser tests: the shared server, and Debian chromium driven by Playwright."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server.langgraph_server import REPO, LangGraphServer, shared_server
from tests.server.langgraph_server import auth_server as start_auth_server

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = REPO / "artifacts" / "screenshots"


@pytest.fixture(scope="session")
def lg_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    """The shared server (the same process as the API tests' when both run)."""
    build_page()
    # The page tests plant a finished answer with update_state, which clients may not do
    # by default (web/auth.py); the API tests share this server.
    return shared_server("main", request, tmp_path_factory, {"MINES_ALLOW_STATE_WRITES": "true"})


def build_page() -> None:
    """Build ``web/dist/`` with ``scripts/build-web.sh`` (a no-op when it is up to date)."""
    result = subprocess.run(
        [str(REPO / "scripts" / "build-web.sh")], capture_output=True, text=True, check=False
    )
    if result.returncode != 0 or not (REPO / "web" / "dist" / "app.js").is_file():
        pytest.fail(f"building the chat page failed:\n{result.stdout}\n{result.stderr}")


@pytest.fixture(scope="session")
def auth_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    """The shared server with bearer tokens on (see ``AUTH_TOKENS``)."""
    return start_auth_server(request, tmp_path_factory)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Headless Debian chromium (skipped, with the reason, when it is not installed).

    Module-scoped on purpose: Playwright's sync API keeps an event loop running in the
    main thread while it is open, which would break every later ``asyncio.run`` in the
    session.
    """
    if not CHROMIUM.is_file():
        pytest.skip(f"{CHROMIUM} is missing: install Debian chromium (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    """Where the tests save their screenshots (``artifacts/screenshots/``, gitignored)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
