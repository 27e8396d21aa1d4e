// swift-tools-version:6.2
// libFuzzer targets for the loaders: PNG decoding, cities.json parsing, and paths through
// the rasterizer and the stroker. A package of its own so the main build never compiles
// it with sanitizers. `scripts/fuzz` builds it with `-sanitize=fuzzer,address` and runs
// each target on its seed corpus in `Corpus/` (Tests/README.md, "Fuzzing").
import PackageDescription

// libFuzzer calls each target from the main thread, where the layers live (as in the app).
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "LayersFuzz",
    dependencies: [
        .package(name: "WaylandLayers", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's driver, which each target's main calls.
        .target(name: "CLibFuzzer"),
        .executableTarget(
            name: "FuzzPNG",
            dependencies: ["CLibFuzzer", .product(name: "Layers", package: "WaylandLayers")],
            swiftSettings: mainActorByDefault
        ),
        // The app's own cities.json parser, compiled from the app's files (symbolic links:
        // the app is an executable target, which another package cannot import), and
        // jansson under it: FuzzJansson links to the app's CJansson module map (a target of
        // its own, as target names are unique across both packages).
        .systemLibrary(name: "FuzzJansson", pkgConfig: "jansson", providers: [.apt(["libjansson-dev"])]),
        .executableTarget(name: "FuzzCities", dependencies: ["CLibFuzzer", "FuzzJansson"], swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "FuzzPaths",
            dependencies: ["CLibFuzzer", .product(name: "Layers", package: "WaylandLayers")],
            swiftSettings: mainActorByDefault
        ),
    ]
)
