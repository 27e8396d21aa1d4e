// swift-tools-version:6.2
// A small app that uses the two libraries as an outside package would.
import PackageDescription

let package = Package(
    name: "Examples",
    dependencies: [
        // A path dependency's identity is its folder's name: `name:` makes it "WaylandLayers"
        // whatever the checkout is called.
        .package(name: "WaylandLayers", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "DragCard",
            dependencies: [
                .product(name: "Layers", package: "WaylandLayers"),
                .product(name: "Gestures", package: "WaylandLayers"),
                .product(name: "WaylandPlatform", package: "WaylandLayers"),
            ],
            path: "DragCard"
        ),
        .executableTarget(
            name: "Levels",
            dependencies: [
                .product(name: "Layers", package: "WaylandLayers"),
                .product(name: "WaylandPlatform", package: "WaylandLayers"),
            ],
            path: "Levels"
        ),
    ]
)
