"""The documents API (``web/documents.py``) against a real ``langgraph dev`` with auth on.

Alice uploads a report; its job shows progress and ends ``ready`` with the company, period,
pages, figures and chunks detected; her question is answered from it (the answer cites her
upload); Bob can neither list, read, download, change nor delete it, nor be answered from
it; no token is a 401. Then each attack: a file over the limit, a user over their quota,
content that is not what its name says, encrypted, broken, page-less and bomb PDFs, a path
as a file name, the same content twice and concurrent uploads. ``test_documents_aegra.py``
runs the same functions against the production runtime.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import io
import time
import zlib
from pathlib import Path
from typing import Any

import httpx
import pytest
from fpdf import FPDF
from langgraph_sdk import get_client

from tests.server.langgraph_server import AUTH_TOKENS, LangGraphServer, shared_server
from tests.server.langgraph_server import auth_server as start_auth_server

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(600)]

ASSISTANT = "mines_financial"
REPORT_PAGES = [
    "Northern Star Resources Annual Report\n\n"
    "This report covers the year ended 30 June 2024. Northern Star Resources sold 1,613 koz "
    "of gold during the year across its operations in Western Australia and Alaska.",
    "Financial review\n\nRevenue was A$4,921 million, up 19% on the prior year. Net profit "
    "after tax was A$1,269 million. The group's cash flow funded its growth projects.",
    "Outlook\n\nThe group expects to keep investing in its mills and mines during the "
    "coming year, as set out in its guidance to the market.",
]
"""Figures from the verified data (/work/shared/data/asx_facts.csv): NST FY2024."""
QUESTION = "What was Northern Star's revenue in FY2024?"


def bearer(user: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {AUTH_TOKENS[user]}"}


def report_pdf(pages: list[str] = REPORT_PAGES) -> bytes:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 6, text)
    return bytes(pdf.output())


def upload(url: str, user: str, files: list[tuple[str, bytes]], **fields: str) -> httpx.Response:
    return httpx.post(
        f"{url}/documents",
        headers=bearer(user),
        files=[("file", (name, data)) for name, data in files],
        data=fields,
        timeout=120,
    )


def wait_done(url: str, user: str, document_id: str, timeout_s: float = 240) -> dict[str, Any]:
    """Poll the job until it ends; return every progress seen and the document."""
    seen: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        job = httpx.get(f"{url}/documents/{document_id}/job", headers=bearer(user), timeout=30)
        assert job.status_code == 200, job.text
        seen.append(job.json())
        if job.json()["done"]:
            document = httpx.get(f"{url}/documents/{document_id}", headers=bearer(user)).json()
            return {"progress": seen, "document": document}
        time.sleep(0.2)
    raise AssertionError(f"job {document_id} not done after {timeout_s} s: {seen[-1:]}")


async def ask(url: str, user: str, question: str) -> dict[str, Any]:
    client = get_client(url=url, headers=bearer(user))
    thread = await client.threads.create()
    values = await client.runs.wait(
        thread["thread_id"],
        ASSISTANT,
        input={"messages": [{"role": "user", "content": question}]},
        context={"use_cache": True},
    )
    assert isinstance(values, dict)
    return values


@pytest.fixture(scope="module")
def auth_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    return start_auth_server(request, tmp_path_factory)


@pytest.fixture(scope="module")
def alice_report(auth_server: Any) -> dict[str, Any]:
    """Alice's uploaded report, ingested."""
    data = report_pdf()
    response = upload(auth_server.url, "alice", [("NST annual report 2024.pdf", data)])
    assert response.status_code == 202, response.text
    (document,) = response.json()["documents"]
    done = wait_done(auth_server.url, "alice", document["id"])
    return {"upload": document, "bytes": data, **done}


def test_upload_returns_at_once_and_the_job_reports_progress_and_what_was_read(
    alice_report: dict[str, Any],
) -> None:
    uploaded = alice_report["upload"]
    assert uploaded["status"] == "queued" and uploaded["duplicate"] is False
    assert uploaded["filename"] == "NST annual report 2024.pdf"
    document = alice_report["document"]
    assert document["status"] == "ready", document
    assert document["company"] == "NST" and document["periods"] == ["FY2024"]
    assert document["pages"] == 3 and document["chunks"] >= 1 and document["figures"] >= 2
    assert document["owner"] == "alice" and document["origin"] == "user"
    last = alice_report["progress"][-1]
    assert last["pages_read"] == last["pages_total"] == 3
    assert last["chunks_embedded"] == last["chunks_total"] == document["chunks"]


def test_list_and_download_are_the_owners(auth_server: Any, alice_report: dict[str, Any]) -> None:
    document_id = alice_report["document"]["id"]
    listed = httpx.get(f"{auth_server.url}/documents", headers=bearer("alice")).json()
    assert document_id in [d["id"] for d in listed["documents"]]
    original = httpx.get(f"{auth_server.url}/documents/{document_id}/file", headers=bearer("alice"))
    assert original.status_code == 200
    assert original.content == alice_report["bytes"]
    assert original.headers["content-type"] == "application/pdf"
    assert "sandbox" in original.headers["content-security-policy"]


def test_another_user_can_neither_list_read_download_change_nor_delete_it(
    auth_server: Any, alice_report: dict[str, Any]
) -> None:
    url, document_id = auth_server.url, alice_report["document"]["id"]
    bob = bearer("bob")
    listed = httpx.get(f"{url}/documents", headers=bob).json()["documents"]
    assert document_id not in [d["id"] for d in listed]
    attempts = {
        "get": httpx.get(f"{url}/documents/{document_id}", headers=bob),
        "job": httpx.get(f"{url}/documents/{document_id}/job", headers=bob),
        "file": httpx.get(f"{url}/documents/{document_id}/file", headers=bob),
        "patch": httpx.patch(
            f"{url}/documents/{document_id}", headers=bob, json={"company": "BHP"}
        ),
        "delete": httpx.delete(f"{url}/documents/{document_id}", headers=bob),
    }
    assert {name: r.status_code for name, r in attempts.items()} == dict.fromkeys(attempts, 404)
    still = httpx.get(f"{url}/documents/{document_id}", headers=bearer("alice")).json()
    assert still["status"] == "ready" and still["company"] == "NST"


def test_every_route_needs_a_token(auth_server: Any, alice_report: dict[str, Any]) -> None:
    url, document_id = auth_server.url, alice_report["document"]["id"]
    wrong = {"Authorization": "Bearer not-a-token"}
    for method, path in [
        ("GET", "/documents"),
        ("POST", "/documents"),
        ("GET", f"/documents/{document_id}"),
        ("GET", f"/documents/{document_id}/job"),
        ("GET", f"/documents/{document_id}/file"),
        ("PATCH", f"/documents/{document_id}"),
        ("DELETE", f"/documents/{document_id}"),
    ]:
        for headers in ({}, wrong):
            response = httpx.request(method, f"{url}{path}", headers=headers)
            assert response.status_code == 401, (method, path, headers, response.text)
    key = httpx.get(f"{url}/documents", headers={"X-Api-Key": AUTH_TOKENS["alice"]})
    assert key.status_code == 200


def test_the_owner_is_answered_from_it_and_nobody_else_is(
    auth_server: Any, alice_report: dict[str, Any]
) -> None:
    source = alice_report["document"]["source"]

    async def both() -> tuple[dict[str, Any], ...]:
        alice = await ask(auth_server.url, "alice", QUESTION)
        alice_again = await ask(auth_server.url, "alice", QUESTION)  # may be a cache hit
        bob = await ask(auth_server.url, "bob", QUESTION)
        return alice, alice_again, bob

    alice, alice_again, bob = asyncio.run(both())
    assert source in [s["source"] for s in alice["sources"]], alice["sources"]
    assert "4,921" in alice["answer"]
    assert source in [s["source"] for s in alice_again["sources"]]
    assert source not in [s["source"] for s in bob["sources"]], bob["sources"]
    assert source not in bob["answer"]


def test_same_content_twice_is_the_same_document(
    auth_server: Any, alice_report: dict[str, Any]
) -> None:
    again = upload(auth_server.url, "alice", [("copy.pdf", alice_report["bytes"])])
    assert again.status_code == 202
    (document,) = again.json()["documents"]
    assert document["id"] == alice_report["document"]["id"] and document["duplicate"] is True
    listed = httpx.get(f"{auth_server.url}/documents", headers=bearer("alice")).json()
    assert [d["id"] for d in listed["documents"]].count(document["id"]) == 1


def test_changing_the_period_re_indexes_and_delete_removes_everything(auth_server: Any) -> None:
    url = auth_server.url
    data = report_pdf([*REPORT_PAGES, "Appendix\n\nThis page makes the file differ."])
    (document,) = upload(url, "alice", [("to delete.pdf", data)]).json()["documents"]
    assert wait_done(url, "alice", document["id"])["document"]["period"] == "FY2024"
    changed = httpx.patch(
        f"{url}/documents/{document['id']}", headers=bearer("alice"), json={"period": "H1 FY2024"}
    )
    assert changed.status_code == 202, changed.text
    after = wait_done(url, "alice", document["id"])["document"]
    assert after["status"] == "ready" and after["period"] == "H1 FY2024", after
    assert after["period_override"] == "H1 FY2024"
    bad = httpx.patch(
        f"{url}/documents/{document['id']}", headers=bearer("alice"), json={"company": "Apple"}
    )
    assert bad.status_code == 400 and "Apple" in bad.json()["detail"]
    deleted = httpx.delete(f"{url}/documents/{document['id']}", headers=bearer("alice"))
    assert deleted.status_code == 200, deleted.text
    assert deleted.json()["chunks"] >= after["chunks"]
    gone = httpx.get(f"{url}/documents/{document['id']}", headers=bearer("alice"))
    assert gone.status_code == 404
    assert (
        httpx.get(f"{url}/documents/{document['id']}/file", headers=bearer("alice")).status_code
        == 404
    )


# --- attacks -------------------------------------------------------------------------------


def _encrypted_pdf() -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(report_pdf())))
    writer.encrypt("secret")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _empty_pdf() -> bytes:
    from pypdf import PdfWriter

    out = io.BytesIO()
    PdfWriter().write(out)
    return out.getvalue()


def _bomb_pdf(inflated_mb: int = 450) -> bytes:
    """A small PDF with one Flate stream that inflates to ``inflated_mb`` MB of zeros."""
    packer = zlib.compressobj(9)
    zeros = b"\0" * (1024 * 1024)
    stream = b"".join(packer.compress(zeros) for _ in range(inflated_mb)) + packer.flush()
    return (
        b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
        b"3 0 obj\n<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>\nendobj\n"
        b"4 0 obj\n<< /Length " + str(len(stream)).encode() + b" /Filter /FlateDecode >>\n"
        b"stream\n" + stream + b"\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"
    )


@pytest.mark.parametrize(
    ("name", "content", "status", "words"),
    [
        ("photo.pdf", b"\x89PNG\r\n\x1a\n" + b"\0" * 64, 415, "not a PDF"),
        ("notes.txt", b"PK\x03\x04" + b"\0" * 64, 415, "not a PDF, Markdown or text"),
        ("latin1.md", "Café révenue".encode("latin-1"), 415, "UTF-8"),
        ("locked.pdf", None, 422, "encrypted"),
        ("cut.pdf", None, 422, "truncated or damaged"),
        ("nothing.pdf", None, 422, "no pages"),
        ("bomb.pdf", None, 422, "decompression bomb"),
        ("blank.txt", b"   \n", 422, "empty"),
    ],
)
def test_bad_files_are_refused_naming_the_file_and_nothing_is_kept(
    auth_server: Any, name: str, content: bytes | None, status: int, words: str
) -> None:
    made = {
        "locked.pdf": _encrypted_pdf,
        "cut.pdf": lambda: report_pdf()[:-200],
        "nothing.pdf": _empty_pdf,
        "bomb.pdf": _bomb_pdf,
    }
    data = content if content is not None else made[name]()
    before = httpx.get(f"{auth_server.url}/documents", headers=bearer("bob")).json()
    response = upload(auth_server.url, "bob", [(name, data)])
    assert response.status_code == status, response.text
    assert name in response.json()["detail"] and words in response.json()["detail"]
    after = httpx.get(f"{auth_server.url}/documents", headers=bearer("bob")).json()
    assert after == before


def test_a_bad_file_among_good_ones_refuses_the_request_whole(auth_server: Any) -> None:
    good = report_pdf([*REPORT_PAGES, "Appendix\n\nA page only this upload has."])
    response = upload(auth_server.url, "bob", [("good.pdf", good), ("bad.pdf", b"not a pdf")])
    assert response.status_code == 415 and "bad.pdf" in response.json()["detail"]
    names = [
        d["filename"]
        for d in httpx.get(f"{auth_server.url}/documents", headers=bearer("bob")).json()[
            "documents"
        ]
    ]
    assert "good.pdf" not in names


def test_a_file_name_is_never_a_path(auth_server: Any) -> None:
    text = b"# Notes\n\nA note of Bob's with no company in it at all.\n"
    response = upload(auth_server.url, "bob", [("../../../../tmp/evil.md", text)])
    assert response.status_code == 202, response.text
    (document,) = response.json()["documents"]
    assert document["filename"] == "evil.md"
    assert "/" not in document["source"] and ".." not in document["source"]
    assert not Path("/tmp/evil.md").exists()
    done = wait_done(auth_server.url, "bob", document["id"])["document"]
    assert done["status"] == "failed" and "evil.md" in done["error"], done  # no company in it
    original = httpx.get(
        f"{auth_server.url}/documents/{document['id']}/file", headers=bearer("bob")
    )
    assert original.content == text
    assert "attachment" in original.headers["content-disposition"]
    again = upload(auth_server.url, "bob", [("evil.md", text)], company="NST")
    assert again.json()["documents"][0]["duplicate"] is True
    retried = wait_done(auth_server.url, "bob", document["id"])["document"]
    assert retried["status"] == "ready" and retried["company"] == "NST", retried
    assert (
        httpx.delete(
            f"{auth_server.url}/documents/{document['id']}", headers=bearer("bob")
        ).status_code
        == 200
    )


def test_an_upload_over_the_json_limit_is_not_refused_as_json(auth_server: Any) -> None:
    big = b"\xff" * (5 * 1024 * 1024)  # 20x the 256 KB JSON limit; refused for what it is
    response = upload(auth_server.url, "bob", [("big.txt", big)])
    assert response.status_code == 415, response.text


def test_a_request_that_is_not_multipart_is_refused(auth_server: Any) -> None:
    response = httpx.post(f"{auth_server.url}/documents", headers=bearer("bob"), json={"file": "x"})
    assert response.status_code == 415
    assert "multipart" in response.json()["detail"]


# --- limits (a server with small ones) -----------------------------------------------------


SMALL_LIMITS_ENV = {"MINES_UPLOAD_MAX_MB": "0.02", "MINES_UPLOAD_USER_MB": "0.03"}
"""20,971 bytes a file, 31,457 a user: what the limits tests below are sized for."""


@pytest.fixture(scope="module")
def small_limits(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    tokens = ",".join(f"{u}:{t}" for u, t in AUTH_TOKENS.items())
    env = {"MINES_API_TOKENS": tokens, **SMALL_LIMITS_ENV}
    return shared_server("doc-limits", request, tmp_path_factory, env)


def _note(n: int, size: int = 12_000) -> bytes:
    """A text without a company: its job fails at once, its bytes still count."""
    line = f"Note {n}: a line of plain words about nothing in particular.\n".encode()
    return (line * (size // len(line) + 1))[:size]


def test_size_limits_per_file_and_per_user(small_limits: Any) -> None:
    url = small_limits.url
    big = upload(url, "alice", [("big.txt", _note(0, 25_000))])
    assert big.status_code == 413 and "big.txt" in big.json()["detail"]
    assert "MINES_UPLOAD_MAX_MB" in big.json()["detail"]
    assert upload(url, "alice", [("one.txt", _note(1))]).status_code == 202
    assert upload(url, "alice", [("two.txt", _note(2))]).status_code == 202
    third = upload(url, "alice", [("three.txt", _note(3))])
    assert third.status_code == 413 and "three.txt" in third.json()["detail"]
    assert "MINES_UPLOAD_USER_MB" in third.json()["detail"]


def test_concurrent_uploads_of_one_user_keep_the_quota_and_one_copy(small_limits: Any) -> None:
    """Bob's own quota (31,457 bytes) holds one copy of ``same`` and five of six others."""
    url = small_limits.url
    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        same = list(
            pool.map(lambda _: upload(url, "bob", [("same.txt", _note(9, 5000))]), range(6))
        )
    assert {r.status_code for r in same} == {202}
    assert len({r.json()["documents"][0]["id"] for r in same}) == 1
    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        many = list(
            pool.map(lambda n: upload(url, "bob", [(f"n{n}.txt", _note(100 + n, 5000))]), range(6))
        )
    assert sorted(r.status_code for r in many) == [202] * 5 + [413]
    listed = httpx.get(f"{url}/documents", headers=bearer("bob")).json()["documents"]
    assert len(listed) == 6 and sum(d["size"] for d in listed) == 30_000


def test_the_python_sdk_reaches_the_custom_routes(auth_server: Any) -> None:
    """The README's SDK example: ``client.http`` for JSON, its httpx client for the upload."""

    def sdk() -> Any:
        return get_client(url=auth_server.url, api_key=AUTH_TOKENS["bob"])

    async def upload_and_list() -> tuple[dict[str, Any], dict[str, Any]]:
        client = sdk()
        note = b"# Bob's SDK note\n\nNo company is named here.\n"
        response = await client.http.client.post(
            "/documents", files={"file": ("sdk-note.md", note)}
        )
        assert response.status_code == 202, response.text
        return response.json()["documents"][0], await client.http.get("/documents")

    document, listed = asyncio.run(upload_and_list())
    assert document["id"] in [d["id"] for d in listed["documents"]]
    wait_done(auth_server.url, "bob", document["id"])
    asyncio.run(sdk().http.delete(f"/documents/{document['id']}"))
    gone = httpx.get(f"{auth_server.url}/documents/{document['id']}", headers=bearer("bob"))
    assert gone.status_code == 404


def test_deleting_a_document_deletes_the_cached_answers_citing_it(auth_server: Any) -> None:
    url = auth_server.url
    data = report_pdf([*REPORT_PAGES, "Notes\n\nBob's own copy of the report."])
    (document,) = upload(url, "bob", [("bob NST 2024.pdf", data)]).json()["documents"]
    wait_done(url, "bob", document["id"])
    first = asyncio.run(ask(url, "bob", QUESTION))
    assert document["source"] in [s["source"] for s in first["sources"]], first["sources"]
    deleted = httpx.delete(f"{url}/documents/{document['id']}", headers=bearer("bob"))
    assert deleted.status_code == 200 and deleted.json()["cached_answers"] >= 1, deleted.json()
    after = asyncio.run(ask(url, "bob", QUESTION))
    assert document["source"] not in [s["source"] for s in after["sources"]]


def test_an_interrupted_upload_leaves_nothing(auth_server: Any) -> None:
    """The client sends half of a multipart body and hangs up: no document, no original."""
    import socket

    host, port = auth_server.url.removeprefix("http://").split(":")
    body = report_pdf()
    boundary = "cut-here"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n'
        "Content-Type: application/pdf\r\n\r\n"
    ).encode()
    total = len(head) + len(body) + len(f"\r\n--{boundary}--\r\n")
    request = (
        f"POST /documents HTTP/1.1\r\nHost: {host}:{port}\r\n"
        f"Authorization: Bearer {AUTH_TOKENS['bob']}\r\n"
        f"Content-Type: multipart/form-data; boundary={boundary}\r\n"
        f"Content-Length: {total}\r\n\r\n"
    ).encode()
    with socket.create_connection((host, int(port))) as sock:
        sock.sendall(request + head + body[: len(body) // 2])
    time.sleep(1.0)
    listed = httpx.get(f"{auth_server.url}/documents", headers=bearer("bob")).json()["documents"]
    assert "half.pdf" not in [d["filename"] for d in listed]
    files = list((Path(auth_server.data_dir) / "documents" / "files").glob("*"))
    assert not [f for f in files if f.suffix == ".part"]
