# Quick start: `make run` runs the app, `make test` runs the tests.
# Each installs the Debian packages it needs first (scripts/install-deps).

SWIFT ?= swift
CONFIG ?= debug
# Release builds link the Swift runtime and FoundationEssentials into the binary: the
# loader then has no Swift libraries to map and look symbols up in at every launch, which
# brings the first frame sooner. Every release build here uses it, so they share one
# build and never relink each other's products.
RELEASE = $(SWIFT) build -c release --static-swift-stdlib

# bench counts allocations with this library, which it preloads into itself; the app
# never links it (scripts/build-allocation-counter says why it is not a SwiftPM product).
COUNTER = scripts/build-allocation-counter

.PHONY: run test docs build deps test-deps protocols clean bench bench-compositor perf-report sanitize soak fuzz leaks install uninstall deb

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

build: deps
	$(SWIFT) build -c $(CONFIG)

run: deps
	$(RELEASE) --product WaylandApp
	scripts/run-app .build/release/WaylandApp $(ARGS)

# scripts/run-tests runs the unit tests, then the real-compositor tests on their
# own (Tests/README.md), then a short fuzz round; all always run, and it ends
# with a summary of whatever failed (the whole log is in .build/test-log.txt).
test: test-deps
	$(SWIFT) build --build-tests
	$(RELEASE) --product WaylandApp  # frame-timing tests run optimized code
	$(COUNTER)  # bench preloads it to count allocations
	$(SWIFT) build --package-path Examples          # the example app, built as an outside package would
	scripts/build-deb --binary .build/release/WaylandApp  # lintian and DebPackageTests check it
	SWIFT=$(SWIFT) scripts/run-tests

# The DocC documentation of Layers and WaylandPlatform as static HTML in .build/docs;
# it prints how to serve and open it. Warnings are errors, as in `make test`.
docs: deps
	SWIFT=$(SWIFT) scripts/build-docs

# The unit tests under ThreadSanitizer, then under AddressSanitizer with leak detection,
# each in a build folder of its own (.build-tsan, .build-asan). Left out: the compositor
# tests, and the tests that count allocations or run the release app, since under a
# sanitizer the allocation counter stands aside (the sanitizer owns the allocator).
SANITIZE_SKIP = CompositorTests|FrameTimeOverlayCommandTests/benchRow|BenchCommandTests/jsonHasEveryFigureWithSaneValues|SteadyFrameAllocation|PieceScratchTests|PixmanViewsAheadTests|RendererViewsAheadTests|SceneBenchmarkTests|PictureMemoryTests|LazySdBusTests
sanitize: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="suppressions=$(CURDIR)/scripts/tsan.supp" \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --skip '$(SANITIZE_SKIP)'
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0" \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip '$(SANITIZE_SKIP)'

# Long runs (Tests/README.md): the release app loops through every scene on a
# headless weston for SOAK_MINUTES; memory and frame times must stay flat.
SOAK_MINUTES ?= 10
soak: test-deps
	$(SWIFT) build --build-tests
	$(RELEASE) --product WaylandApp
	SOAK_MINUTES=$(SOAK_MINUTES) $(SWIFT) test --skip-build --no-parallel --filter SoakTests

# libFuzzer on the loaders (Tests/README.md, "Fuzzing"); `make test` runs a short round.
fuzz: test-deps
	scripts/fuzz $(ARGS)

# valgrind on a full app run on headless weston (release build).
leaks: test-deps
	$(RELEASE) --product WaylandApp
	scripts/leaks $(ARGS)

# The app with its assets, desktop file, icons and AppStream metainfo (scripts/install-app lists them all).
PREFIX ?= /usr/local
install: deps
	$(RELEASE) --product WaylandApp
	scripts/install-app --binary .build/release/WaylandApp $(PREFIX)

uninstall:
	scripts/install-app --uninstall $(PREFIX)

# The Debian package dist/layers-wayland_VERSION_ARCH.deb: what `make install` installs,
# with prefix /usr, plus the copyright file and changelog Debian asks for (scripts/build-deb).
deb:
	@scripts/install-deps --deb
	$(RELEASE) --product WaylandApp
	scripts/build-deb --binary .build/release/WaylandApp

protocols:
	scripts/generate-protocols

clean:
	rm -rf .build dist

# Frame timings (release build): offscreen, then on a private headless weston.
# Comparing two builds: run the old one with ARGS="--json old.json", then the new one
# with ARGS="--compare old.json" (same --scene, --size and --threads): each row's p50 and
# p99 as new ÷ old with a bootstrap 95 % interval, and "faster", "slower" or "no clear
# change". ARGS="--compare old.json new.json" compares two files without running.
bench: deps
	$(RELEASE) --product WaylandApp
	$(COUNTER)
	.build/release/WaylandApp bench $(ARGS)

# docs/performance.md: every scene at 1920x1080 and 3840x2160, with one thread and with two,
# written from bench's JSON with its frame-time charts (scripts/perf-report).
perf-report: deps
	$(RELEASE) --product WaylandApp
	$(COUNTER)
	scripts/perf-report --no-build

# Once on a private weston at scale 1, once at scale 2 (HiDPI: twice the pixels each way),
# then on a private headless mutter at 1920x1080, which also takes injected drags (its
# RemoteDesktop API) for the input latency; mutter comes with `make test-deps`, and
# without it that part says so and is skipped.
bench-compositor: deps
	$(RELEASE) --product WaylandApp
	$(COUNTER)
	$(RELEASE) --product ReferenceClient
	@echo "== weston at scale 1"
	RUN_APP_SCALE=1 scripts/run-app .build/release/WaylandApp bench --on-compositor $(ARGS)
	@echo "== weston at scale 2 (--scale=2)"
	RUN_APP_SCALE=2 scripts/run-app .build/release/WaylandApp bench --on-compositor $(ARGS)
	@echo "== mutter, headless, 1920x1080 virtual monitor"
	@if command -v mutter >/dev/null && command -v dbus-run-session >/dev/null; then \
		RUN_MUTTER_SIZE=1920x1080 scripts/run-mutter .build/release/WaylandApp bench --on-compositor $(ARGS); \
	else \
		echo "mutter is not installed: skipping the mutter run and its drag latency (make test-deps installs it)"; \
	fi
