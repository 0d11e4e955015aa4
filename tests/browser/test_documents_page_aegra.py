"""The documents panel against the production runtime (Aegra): the same browser test as on
``langgraph dev`` (``test_documents_page.py``), on the shared Aegra stack with auth on.
"""

from __future__ import annotations

import pytest

from tests.browser import test_documents_page as documents
from tests.server.aegra_server import AegraServer, auth_tokens_env, shared_aegra

pytestmark = [*documents.pytestmark, pytest.mark.production]


@pytest.fixture(scope="module")
def auth_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> AegraServer:
    return shared_aegra("auth", request, tmp_path_factory, auth_tokens_env())


page = documents.page
test_upload_progress_answer_open_the_cited_page_correct_and_delete = (
    documents.test_upload_progress_answer_open_the_cited_page_correct_and_delete
)
