# Quick start: `make run` runs the app, `make test` runs the tests.
# Each installs the Debian packages it needs first (scripts/install-deps).

SWIFT ?= swift
CONFIG ?= debug

.PHONY: run test build deps test-deps protocols clean bench bench-compositor soak fuzz leaks

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

build: deps
	$(SWIFT) build -c $(CONFIG)

run: deps
	$(SWIFT) build -c release --product WaylandApp
	scripts/run-app .build/release/WaylandApp $(ARGS)

# The real-compositor tests (Tests/README.md) run on their own after the
# rest, so unit tests don't compete with them for the CPU; both always run.
# --no-parallel: Layers keeps one media clock and transaction stack per process.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) build -c release --product WaylandApp  # frame-timing tests run optimized code
	@status=0; \
	$(SWIFT) test --skip-build --no-parallel --skip CompositorTests || status=1; \
	$(SWIFT) test --skip-build --no-parallel --filter CompositorTests || status=1; \
	scripts/fuzz --runs 20000 --time 30 || status=1; \
	exit $$status

# Long runs (Tests/README.md): the release app loops through every scene on a
# headless weston for SOAK_MINUTES; memory and frame times must stay flat.
SOAK_MINUTES ?= 10
soak: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) build -c release --product WaylandApp
	SOAK_MINUTES=$(SOAK_MINUTES) $(SWIFT) test --skip-build --no-parallel --filter SoakTests

# libFuzzer on the loaders (Tests/README.md, "Fuzzing"); `make test` runs a short round.
fuzz: test-deps
	scripts/fuzz $(ARGS)

# valgrind on a full app run on headless weston (release build).
leaks: test-deps
	$(SWIFT) build -c release --product WaylandApp
	scripts/leaks $(ARGS)

protocols:
	scripts/generate-protocols

clean:
	rm -rf .build

# Frame timings (release build): offscreen, then on a private headless weston.
bench: deps
	$(SWIFT) build -c release --product WaylandApp
	.build/release/WaylandApp bench $(ARGS)

bench-compositor: deps
	$(SWIFT) build -c release --product WaylandApp
	scripts/run-app .build/release/WaylandApp bench --on-compositor $(ARGS)
