# The README's commands. `make run` starts the product; `make test` runs every test.
SHELL := /bin/bash
export LANGGRAPH_CLI_NO_ANALYTICS := 1
export LANGGRAPH_NO_VERSION_CHECK := true
export LANGSMITH_TRACING := false
UV := $(shell command -v uv 2>/dev/null || echo $(HOME)/.local/bin/uv)
# Compiled at set-up (the libraries and these): where PYTHONDONTWRITEBYTECODE is set, as on
# these machines, every process would otherwise compile them from source (~2 s of CPU).
APP_PACKAGES := $(dir $(wildcard */__init__.py))

.PHONY: test-prod setup browser run test lint typecheck evals bench ingest prod-setup prod bench-runtime

setup:  ## Python environment from the lock file (installs uv first when missing)
	@command -v uv >/dev/null 2>&1 || [ -x "$(UV)" ] || python3 -m pip install --quiet --user uv 2>/dev/null || python3 -m pip install --quiet uv
	@$(or $(shell command -v uv 2>/dev/null),$(UV)) sync --all-groups --frozen --quiet --compile-bytecode
	@.venv/bin/python -m compileall -q -j 0 $(APP_PACKAGES) >/dev/null

browser:  ## Debian's Chromium (and fonts-liberation for agent-chat-ui's build) for the browser tests (root only; skipped otherwise)
	@if [ ! -x /usr/bin/chromium ] && [ "$$(id -u)" = 0 ]; then \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
	  || echo "chromium could not be installed; the browser test will be skipped"; fi
	@if ! fc-list 2>/dev/null | grep -qi 'Liberation Sans' && [ "$$(id -u)" = 0 ]; then \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-liberation >/dev/null) \
	  || echo "fonts-liberation could not be installed; the agent-chat-ui test will be skipped"; fi

run: setup  ## LangGraph Server + the web chat page on the bundled corpus
	@bash scripts/serve.sh

test: setup prod-setup browser lint typecheck  ## Unit, graph, server (both runtimes) and browser tests, then the offline evals gate
	.venv/bin/python -m pytest
	@if [ -f evals/__main__.py ]; then .venv/bin/python -m evals --check; fi

lint:
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .

typecheck:
	.venv/bin/mypy

evals: setup  ## All evaluation suites, offline (add MODEL=deepseek:deepseek-chat for a hosted model)
	.venv/bin/python -m evals $(if $(MODEL),--model $(MODEL))

bench: setup prod-setup  ## Benchmarks -> evals/results/bench_*.json (~10 min; BENCH_100K=1 adds the 100k-chunk index, ~6 min more)
	.venv/bin/python -m evals.bench_graph
	.venv/bin/python -m evals.bench_graph --hosted-stub
	.venv/bin/python -m evals.bench_retrieval --sizes 1000,10000$${BENCH_100K:+,100000}
	.venv/bin/python -m evals.bench_server --memory-runs 1000
	.venv/bin/python -m evals.bench_upload --pages 150
	.venv/bin/python -m evals.bench_runtime

ingest: setup  ## Ingest your own reports: make ingest PATHS="reports/*.pdf"
	.venv/bin/mines ingest $(PATHS)

prod-setup: setup  ## The production runtime's venv: Python 3.12 + Aegra (deploy/requirements-prod.txt)
	@bash deploy/setup-venv.sh

prod: prod-setup  ## Production mode: Aegra on Postgres + Redis, a Chroma server, one worker per core
	@bash scripts/serve-prod.sh

bench-runtime: prod-setup  ## langgraph dev vs production (Aegra) -> evals/results/bench_runtime.json
	.venv/bin/python -m evals.bench_upload --pages 150
	.venv/bin/python -m evals.bench_runtime

test-prod: setup prod-setup browser  ## Only the production-runtime (Aegra) tests: API, auth, retention, page, crash (also in `make test`)
	.venv/bin/python -m pytest -m production
