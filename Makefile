# Quick start: `make run` runs the app, `make test` runs the tests.
# Each installs the Debian packages it needs first (scripts/install-deps).

SWIFT ?= swift
CONFIG ?= debug

.PHONY: run test build deps test-deps protocols clean

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

build: deps
	$(SWIFT) build -c $(CONFIG)

run: deps
	$(SWIFT) build -c release --product WaylandApp
	scripts/run-app .build/release/WaylandApp $(ARGS)

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --no-parallel

protocols:
	scripts/generate-protocols

clean:
	rm -rf .build
