"""The documents API against the production runtime (Aegra): the same tests as ``langgraph dev``.

The app's routes, auth and upload limit are the same code under both runtimes; these are
``test_documents.py``'s own test functions, run on the shared Aegra stack with auth on (two
workers: an upload taken by one worker is listed, read and deleted through the other). The
limits tests run on a second stack started with ``SMALL_LIMITS_ENV``, where the quota must
hold across both workers.
"""

from __future__ import annotations

from tests.server import test_documents as documents
from tests.server.aegra_server import auth_tokens_env, production_marks, stack_fixture

pytestmark = production_marks()

alice_report = documents.alice_report


auth_server = stack_fixture("auth_server", "auth", auth_tokens_env())


# A second stack with the small upload limits: they are read from the environment.
small_limits = stack_fixture(
    "small_limits", "doc-limits", {**auth_tokens_env(), **documents.SMALL_LIMITS_ENV}
)


test_upload_returns_at_once_and_the_job_reports_progress_and_what_was_read = (
    documents.test_upload_returns_at_once_and_the_job_reports_progress_and_what_was_read
)
test_list_and_download_are_the_owners = documents.test_list_and_download_are_the_owners
test_another_user_can_neither_list_read_download_change_nor_delete_it = (
    documents.test_another_user_can_neither_list_read_download_change_nor_delete_it
)
test_every_route_needs_a_token = documents.test_every_route_needs_a_token
test_the_owner_is_answered_from_it_and_nobody_else_is = (
    documents.test_the_owner_is_answered_from_it_and_nobody_else_is
)
test_same_content_twice_is_the_same_document = (
    documents.test_same_content_twice_is_the_same_document
)
test_changing_the_period_re_indexes_and_delete_removes_everything = (
    documents.test_changing_the_period_re_indexes_and_delete_removes_everything
)
test_bad_files_are_refused_naming_the_file_and_nothing_is_kept = (
    documents.test_bad_files_are_refused_naming_the_file_and_nothing_is_kept
)
test_a_file_name_is_never_a_path = documents.test_a_file_name_is_never_a_path
test_an_upload_over_the_json_limit_is_not_refused_as_json = (
    documents.test_an_upload_over_the_json_limit_is_not_refused_as_json
)
test_an_interrupted_upload_leaves_nothing = documents.test_an_interrupted_upload_leaves_nothing
test_size_limits_per_file_and_per_user = documents.test_size_limits_per_file_and_per_user
test_concurrent_uploads_of_one_user_keep_the_quota_and_one_copy = (
    documents.test_concurrent_uploads_of_one_user_keep_the_quota_and_one_copy
)
