// swift-tools-version:6.1
// Hot-path benchmarks of the Layers library with ordo-one/benchmark.
// A package of its own so the main build and `make test` never build it:
//   cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "LayersBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "WaylandLayers", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayersBenchmarks",
            dependencies: [
                .product(name: "Layers", package: "WaylandLayers"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayersBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
