"""The documents API: upload your own reports, follow their ingestion, correct, delete, download.

Routes of the app (``web/app.py`` mounts them; both runtimes serve the app's routes):

* ``POST /documents`` - multipart form: one or more ``file`` parts (PDF, Markdown or text,
  told apart by content) and optional ``company`` and ``period`` overrides. Answers 202 at
  once with the documents (each ``id`` is also its job's id); the same content uploaded
  again by the same user returns the first document (``duplicate: true``), which is
  ingested again with the new overrides if it had failed.
* ``GET /documents`` - the caller's documents: company, period(s) detected, pages, figures
  and chunks indexed, origin, owner, status, progress and error.
* ``GET /documents/{id}`` and ``GET /documents/{id}/job`` - one document; its job's progress.
* ``PATCH /documents/{id}`` - JSON ``{"company": "BHP", "period": "H1 FY2025"}`` (``null``
  or ``""`` goes back to detection): the document is indexed again (202).
* ``DELETE /documents/{id}`` - its chunks, figures, cached answers citing it and the original.
* ``GET /documents/{id}/file`` - the original as uploaded (PDF inline, text as plain text).

The LangGraph auth handlers do not cover an app's routes, so each route authenticates the
bearer or ``X-Api-Key`` token itself with :mod:`web.auth`'s functions; with auth on, a user
sees and changes only their own documents (another user's answers 404, as a missing one).
Without auth there is one local user. The upload route has its own body limit (the file
limit times the files per request), checked while the body streams in; other routes keep
the 256 KB JSON limit of :mod:`web.guards`. Each route's docstring ends with its OpenAPI
entry after ``---``: the server reads that part as YAML when it builds ``/openapi.json``.
"""

from __future__ import annotations

import asyncio
import json
import logging
from functools import lru_cache
from typing import Any
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route
from starlette.types import Message, Receive

from mines.chroma_client import StoreError
from mines.ingest.jobs import JobRunner, delete_document
from mines.ingest.registry import UNFINISHED, Document, Registry, new_document
from mines.ingest.uploads import (
    UploadError,
    check_overrides,
    inspect_upload,
    max_file_bytes,
    max_user_bytes,
)
from web.auth import LOCAL_USER, configured_tokens, presented_token, user_for_token

log = logging.getLogger("mines.web.documents")

MAX_FILES = 10
"""Files in one upload request."""
FORM_OVERHEAD = 64 * 1024
"""Room for the multipart headers and the two override fields."""
UPLOAD_PATH = "/documents"
MEDIA_TYPES = {
    "pdf": "application/pdf",
    "md": "text/plain; charset=utf-8",
    "txt": "text/plain; charset=utf-8",
}
FILE_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "private, no-cache",
}
"""An original is shown, never run: no script, no plugin, no sniffing."""


def max_upload_bytes() -> int:
    """The largest upload request body."""
    return MAX_FILES * max_file_bytes() + FORM_OVERHEAD


@lru_cache(maxsize=1)
def registry() -> Registry:
    """The process's registry (opened on first use)."""
    return Registry()


@lru_cache(maxsize=1)
def runner() -> JobRunner:
    """The process's job runner (started on first use)."""
    return JobRunner(registry())


def resume_jobs() -> int:
    """At start-up: run again the jobs a stopped server left unfinished."""
    try:
        return runner().resume_unfinished()
    except Exception:  # noqa: BLE001 - the server starts; the jobs wait for the next start
        log.exception("could not resume the unfinished ingestion jobs")
        return 0


class _Refused(Exception):
    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail


def _error(status: int, detail: str) -> JSONResponse:
    return JSONResponse({"detail": detail}, status_code=status)


def caller(request: Request) -> str:
    """The user a request comes from; 401 (as :class:`_Refused`) without a valid token."""
    tokens = configured_tokens()
    if not tokens:
        return LOCAL_USER
    try:
        token = presented_token(
            request.headers.get("authorization"), request.headers.get("x-api-key")
        )
    except Exception as exc:  # noqa: BLE001 - Auth.exceptions.HTTPException: a 401
        raise _Refused(401, str(getattr(exc, "detail", "") or "missing token")) from exc
    user = user_for_token(token, tokens)
    if user is None:
        raise _Refused(401, "invalid API token")
    return user


async def _owned(request: Request, user: str) -> Document:
    """The caller's document of the path; 404 for a missing one and for another user's."""
    document_id = str(request.path_params["document_id"])
    document = await asyncio.to_thread(lambda: registry().get(document_id, owner=user))
    if document is None:
        raise _Refused(404, "document not found")
    return document


def _limited(receive: Receive, limit: int) -> Receive:
    """A ``receive`` that refuses (413) a body growing past ``limit`` bytes."""
    size = 0

    async def limited() -> Message:
        nonlocal size
        message = await receive()
        size += len(message.get("body", b""))
        if size > limit:
            raise _Refused(413, _too_large())
        return message

    return limited


def _too_large() -> str:
    return (
        f"upload too large: at most {max_file_bytes() // (1024 * 1024)} MB per file "
        f"(MINES_UPLOAD_MAX_MB) and {MAX_FILES} files per request"
    )


async def upload(request: Request) -> Response:
    """``POST /documents``: check, store and queue each file; 202 with the documents.

    ---
    summary: Upload reports (PDF, Markdown, text) for ingestion
    """
    try:
        user = caller(request)
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > max_upload_bytes():
            raise _Refused(413, _too_large())
        if "multipart/form-data" not in request.headers.get("content-type", "").lower():
            raise _Refused(415, "send the files as multipart/form-data (field 'file')")
        limited = Request(request.scope, _limited(request.receive, max_upload_bytes()))
        try:
            form = await limited.form(max_files=MAX_FILES, max_fields=10, max_part_size=1024)
        except _Refused:
            raise
        except Exception as exc:  # noqa: BLE001 - a malformed form: starlette's own message
            raise _Refused(400, f"could not read the form: {getattr(exc, 'detail', exc)}") from exc
        try:
            files = [f for f in form.getlist("file") if not isinstance(f, str)]
            if not files:
                raise _Refused(400, "no file: send one or more parts named 'file'")
            company, period = check_overrides(_text(form.get("company")), _text(form.get("period")))
            uploads = [(f.filename or "document", await f.read()) for f in files]
        finally:
            await form.close()
        documents = await asyncio.to_thread(_accept, user, uploads, company, period)
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    except UploadError as exc:
        return _error(exc.status, str(exc))
    except ValueError as exc:
        return _error(400, str(exc))
    return JSONResponse({"documents": documents}, status_code=202)


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _accept(
    user: str, uploads: list[tuple[str, bytes]], company: str | None, period: str | None
) -> list[dict[str, Any]]:
    """Check every file first (nothing is kept when one is refused), then store and queue."""
    kinds = [inspect_upload(name, data) for name, data in uploads]
    shared = not configured_tokens()
    out = []
    for (name, data), kind in zip(uploads, kinds, strict=True):
        document = new_document(
            user, name, data, kind, shared=shared, company=company, period=period
        )
        stored, created = registry().add(document, data, max_user_bytes())
        if created:
            runner().submit(stored.id)
        elif stored.status == "failed":  # the same file again, say with its company now
            _reindex(stored, company, period)
            stored = registry().get(stored.id) or stored
        out.append({**stored.to_api(), "duplicate": not created})
    return out


async def list_documents(request: Request) -> Response:
    """``GET /documents``: the caller's documents, newest first.

    ---
    summary: List the caller's documents
    """
    try:
        user = caller(request)
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    documents = await asyncio.to_thread(lambda: registry().list(user))
    return JSONResponse({"documents": [d.to_api() for d in documents]})


async def get_document(request: Request) -> Response:
    """``GET /documents/{id}``: one of the caller's documents.

    ---
    summary: One of the caller's documents
    """
    try:
        document = await _owned(request, caller(request))
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    return JSONResponse(document.to_api())


async def job(request: Request) -> Response:
    """``GET /documents/{id}/job``: the ingestion job's status and progress.

    ---
    summary: A document's ingestion progress
    """
    try:
        document = await _owned(request, caller(request))
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    data = document.to_api()
    return JSONResponse(
        {
            "id": document.id,
            "status": document.status,
            "done": document.status not in UNFINISHED,
            "error": document.error,
            **data["progress"],
        }
    )


async def change(request: Request) -> Response:
    """``PATCH /documents/{id}``: a new company or period; the document is indexed again.

    ---
    summary: Change a document's company or period
    """
    try:
        document = await _owned(request, caller(request))
        try:
            body = json.loads(await request.body() or b"{}")
        except ValueError as exc:
            raise _Refused(400, f"invalid JSON: {exc}") from exc
        if not isinstance(body, dict) or not set(body) <= {"company", "period"} or not body:
            raise _Refused(400, 'send {"company": "BHP", "period": "FY2024"} (either or both)')
        if document.status in UNFINISHED:
            raise _Refused(409, f"{document.filename} is still being ingested; try again after")
        company = body.get("company", document.company_override)
        period = body.get("period", document.period_override)
        if not all(v is None or isinstance(v, str) for v in (company, period)):
            raise _Refused(400, "company and period must be text or null")
        company, period = check_overrides(company, period)
        await asyncio.to_thread(_reindex, document, company, period)
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    except ValueError as exc:
        return _error(400, str(exc))
    updated = await asyncio.to_thread(lambda: registry().get(document.id))
    return JSONResponse(updated.to_api() if updated else {}, status_code=202)


def _reindex(document: Document, company: str | None, period: str | None) -> None:
    registry().update(
        document.id,
        company_override=company or "",
        period_override=period or "",
        status="queued",
        error="",
        worker="",
        attempts=0,
    )
    runner().submit(document.id)


async def delete(request: Request) -> Response:
    """``DELETE /documents/{id}``: the document and everything derived from it.

    ---
    summary: Delete a document and what was derived from it
    """
    try:
        document = await _owned(request, caller(request))
        if document.status in UNFINISHED:
            raise _Refused(409, f"{document.filename} is still being ingested; try again after")
        removed = await asyncio.to_thread(lambda: delete_document(registry(), document))
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    except StoreError as exc:
        return _error(503, f"could not delete {document.filename}: {exc}")
    return JSONResponse({"deleted": document.id, **removed})


async def download(request: Request) -> Response:
    """``GET /documents/{id}/file``: the original, under its own name.

    ---
    summary: Download the original file
    """
    try:
        document = await _owned(request, caller(request))
    except _Refused as exc:
        return _error(exc.status, exc.detail)
    if not await asyncio.to_thread(document.path.is_file):
        return _error(404, f"the original of {document.filename} is missing")
    disposition = "inline" if document.kind == "pdf" else "attachment"
    headers = {
        **FILE_HEADERS,
        "Content-Disposition": f"{disposition}; filename*=UTF-8''{quote(document.filename)}",
    }
    return FileResponse(document.path, media_type=MEDIA_TYPES[document.kind], headers=headers)


ROUTES = [
    Route(UPLOAD_PATH, upload, methods=["POST"]),
    Route(UPLOAD_PATH, list_documents, methods=["GET"]),
    Route(UPLOAD_PATH + "/{document_id:str}", get_document, methods=["GET"]),
    Route(UPLOAD_PATH + "/{document_id:str}", change, methods=["PATCH"]),
    Route(UPLOAD_PATH + "/{document_id:str}", delete, methods=["DELETE"]),
    Route(UPLOAD_PATH + "/{document_id:str}/job", job, methods=["GET"]),
    Route(UPLOAD_PATH + "/{document_id:str}/file", download, methods=["GET"]),
]
"""The documents API, mounted by ``web/app.py``."""
