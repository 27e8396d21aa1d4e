// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "WaylandLayers",
    products: [
        // The animation and rendering library: depend on it by path or URL.
        .library(name: "Layers", targets: ["Layers"]),
        // Gesture recognizers attached to layers (tap, pan, long press), as UIKit's; needs only Layers.
        .library(name: "Gestures", targets: ["Gestures"]),
        // The Wayland client (display, window, buffers, input, presentation feedback) and
        // the glue that shows a Layers tree in a window.
        .library(name: "WaylandPlatform", targets: ["WaylandPlatform"]),
        .executable(name: "WaylandApp", targets: ["WaylandApp"]),
        // Replays a scene's commits without drawing: the floor `bench --on-compositor` compares with.
        .executable(name: "ReferenceClient", targets: ["ReferenceClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // `swift package generate-documentation` (make docs); adds no code to the products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/install-deps installs them).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        // Itemization, bidi, font fallback and UAX #14 line breaking (README, "Text").
        .systemLibrary(name: "CPango", pkgConfig: "pangoft2",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // sd-bus, for the desktop's settings through the XDG desktop portal (D-Bus), loaded
        // when first called rather than linked (Sources/CSystemd/include/CSystemd.h says why).
        .target(name: "CSystemd"),
        // JSON with the line of a syntax error, for cities.json and the string catalogs (README, "Why these libraries").
        .systemLibrary(name: "CJansson", pkgConfig: "jansson",
                       providers: [.apt(["libjansson-dev"])]),

        // libwayland-client (and its cursor themes), xkbcommon and the wayland-scanner glue (scripts/generate-protocols).
        .target(
            name: "CWayland",
            linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("wayland-cursor"), .linkedLibrary("xkbcommon")]
        ),

        // libpng read row by row, shrinking as it goes, with its longjmp errors caught in C.
        .target(name: "CPNGDecoder", dependencies: ["CPNG"]),

        // The renderer's hand-written pixel loops (two bilinear resamplers, a cross-fade, a mix,
        // streamed copies and fills), pixman's pixels bit for bit: each has a portable C path,
        // and SSE2/AVX2 ones on x86-64 (scripts/check-arm64 checks them on aarch64).
        .target(name: "CResample"),

        // Keeps the render helpers off the CPU of the thread whose frame they share
        // (sched_getcpu, pthread_setaffinity_np: GNU extensions Swift cannot import).
        .target(name: "CThreadPlacement"),

        // Counts heap allocations for `bench` and the allocation tests (interposes malloc;
        // forwards to glibc). Linked into the test bundle only; `bench` preloads it as
        // libAllocationCounter.so (the Makefile builds it with cc: a SwiftPM library would
        // bring a Swift runtime of its own into the app). The app never carries it. Its
        // functions are exported so that code shared with the app finds them by name.
        .target(name: "CAllocationCounter",
                linkerSettings: [.unsafeFlags(["ac_is_counting", "ac_enable", "ac_allocation_count",
                                               "ac_watch_largest_allocation", "ac_largest_allocation",
                                               "ac_trace_sites", "ac_keep_sites", "ac_print_sites"]
                                                .flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] })]),

        // glibc's mallopt, which Swift's Glibc module leaves out: the app's heap settings.
        .target(name: "CMallocOptions"),

        // The library: layer tree, timing, animations, animator, pixman renderer. No Wayland.
        .target(
            name: "Layers",
            dependencies: ["CPixman", "CFreeType", "CHarfBuzz", "CFontconfig", "CPango", "CPNG", "CPNGDecoder", "CResample",
                           "CThreadPlacement"]
        ),

        // Tap, pan and long-press recognizers attached to layers, the arena that hit-tests the
        // tree and hands them touches, and the velocity tracker. Platform-free: a window
        // system maps its pointer and touch events onto `GestureInput`.
        .target(name: "Gestures", dependencies: ["Layers"]),

        // The Wayland client: display and event loop, windows, shm buffers, seat and input,
        // presentation feedback, subsurfaces, the desktop's settings (sd-bus); and the glue that shows a Layers tree in a
        // window (LayerTree/). Its objects live on the main thread, and the compiler checks
        // that they stay there.
        .target(
            name: "WaylandPlatform",
            dependencies: ["Layers", "Gestures", "CWayland", "CSystemd", .product(name: "Logging", package: "swift-log")]
        ),

        // What `bench` and the tests drive a compositor with, kept out of the library's API:
        // the reference client's damage replay, and mutter's RemoteDesktop pointer.
        .target(name: "WaylandBenchSupport", dependencies: ["WaylandPlatform", "Layers"]),

        // The demo built on both: scenes, the window content that renders them, the CLI, the benchmark.
        .executableTarget(
            name: "WaylandApp",
            dependencies: [
                "Layers", "Gestures", "WaylandPlatform", "WaylandBenchSupport", "CWayland", "CMallocOptions", "CJansson",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // An app's code runs on the main thread, as UIKit's does: main-actor by default.
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),

        // The reference client: a window of WaylandPlatform that replays a damage script (DamageReplayContent).
        .executableTarget(name: "ReferenceClient", dependencies: ["WaylandPlatform", "WaylandBenchSupport", "Layers"]),

        // wlr-virtual-pointer, with which the tests inject pointer input into sway.
        .target(name: "CVirtualPointer", path: "Tests/CVirtualPointer",
                linkerSettings: [.linkedLibrary("wayland-client")]),

        // Golden-image comparison shared by both test targets.
        .target(name: "GoldenSupport", dependencies: ["Layers"], path: "Tests/GoldenSupport",
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The check, shared by both test targets, that no test leaves an animation running.
        .target(name: "AnimationCheck", dependencies: ["Layers"], path: "Tests/AnimationCheck",
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        // cairo, an independent stroker and rasterizer the tests compare ours with.
        .systemLibrary(name: "CCairo", path: "Tests/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "GoldenSupport", "AnimationCheck", "CAllocationCounter", "CCairo"], exclude: ["Goldens"],
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Layers", "AnimationCheck"],
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(name: "WaylandPlatformTests", dependencies: ["WaylandPlatform", "Gestures", "Layers"]),
        .testTarget(name: "WaylandAppTests",
                    dependencies: ["WaylandApp", "WaylandPlatform", "WaylandBenchSupport", "Gestures", "Layers", "CWayland",
                                   "CVirtualPointer", "CPNG", "CSystemd", "GoldenSupport", "AnimationCheck"],
                    exclude: ["Goldens"], swiftSettings: [.defaultIsolation(MainActor.self)]),
    ]
)

// `make test`'s short ThreadSanitizer round (scripts/thread-round) sets LAYERS_THREAD_ROUND:
// the package is then only the library and the tests of its threads (the parallel renderer,
// the image pipeline, the blur levels), so that the round builds them alone under TSan
// instead of building every target a third time. `make sanitize` runs the whole suite.
if Context.environment["LAYERS_THREAD_ROUND"] != nil {
    let library: Set = ["Layers", "CPixman", "CFreeType", "CHarfBuzz", "CFontconfig", "CPango", "CPNG", "CPNGDecoder",
                        "CResample", "CThreadPlacement", "AnimationCheck"]
    package.products = [.library(name: "Layers", targets: ["Layers"])]
    package.dependencies = []
    package.targets = package.targets.filter { library.contains($0.name) } + [
        .testTarget(name: "LayersThreadTests",
                    dependencies: ["Layers", "AnimationCheck", "CPixman", "CThreadPlacement"],
                    path: "Tests/LayersTests",
                    sources: ["Support/TestSupport.swift", "Render/ParallelRenderingTests.swift",
                              "Render/RingSlicesTests.swift", "Raster/CoverageStripsTests.swift",
                              "Render/StaleCacheTests.swift", "Render/ScaledImageCacheTests.swift",
                              "Render/MaskRenderingTests.swift", "Render/Playback/HelperPlacementTests.swift",
                              "Image/ImagePipelineTests.swift", "Image/ImageDecoderTests.swift", "Image/PNGTests.swift",
                              "Effects/BlurLevelsTests.swift", "Effects/GaussianBlurTests.swift"],
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
    ]
}
