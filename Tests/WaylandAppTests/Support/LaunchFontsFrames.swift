import Layers
@testable import WaylandApp

/// A scene's first frame set with the fonts `run` finds without fontconfig
/// (``SceneOptions/launchFonts``), beside the same frame with the system's fonts and one
/// with no text: what the `…LaunchFontsTests` compare.
@MainActor
struct LaunchFontsFrames {
    /// The frame set with the launch fonts.
    let frame: Image
    /// Pixels that differ between the launch fonts' frame and the system fonts' frame.
    let differingFromSystemFonts: Int
    /// Pixels the text changes: the launch fonts' frame against the frame with every text layer hidden.
    let textPixels: Int
    /// Pixels in a frame.
    let pixelCount: Int
    /// True when drawing the frame made the launch fonts' fallback load fontconfig.
    let neededFontconfig: Bool
    /// Text layers of the launch fonts' frame set with other fonts than the launch's.
    let textLayersWithOtherFonts: Int
    /// Text layers in the frame.
    let textLayerCount: Int

    /// Renders `make`'s scene at `size` (points, scale 1) three ways.
    init(size: Size, _ make: (FontDatabase) -> DemoScene) throws {
        let fallback = FontDatabase()
        let launch = FontDatabase(files: FontFiles.installed(), fallback: fallback)
        let fast = make(launch)
        let fastFrame = try Self.render(fast, size: size)
        frame = fastFrame
        neededFontconfig = fallback.hasLoadedConfiguration
        let texts = Self.textLayers(in: fast.root)
        textLayerCount = texts.count
        textLayersWithOtherFonts = texts.count { $0.fontDatabase !== launch }
        let usualFrame = try Self.render(make(.shared), size: size)
        let bare = make(.shared)
        Transaction.withoutActions { for text in Self.textLayers(in: bare.root) { text.isHidden = true } }
        let bareFrame = try Self.render(bare, size: size)
        differingFromSystemFonts = Self.differing(fastFrame, usualFrame)
        textPixels = Self.differing(fastFrame, bareFrame)
        pixelCount = fastFrame.width * fastFrame.height
    }

    private static func render(_ scene: DemoScene, size: Size) throws -> Image {
        let run = try OffscreenRun(scene: scene, size: size, scale: 1, replaysScript: false)
        try run.render()
        return run.target
    }

    /// Every text layer of the tree under `root`.
    static func textLayers(in root: Layer) -> [TextLayer] {
        var texts: [TextLayer] = []
        func collect(_ layer: Layer) {
            if let text = layer as? TextLayer { texts.append(text) }
            layer.sublayers.forEach(collect)
        }
        collect(root)
        return texts
    }

    /// Pixels that differ between two frames of one size.
    static func differing(_ a: Image, _ b: Image) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.stride / 4 + x] != b.pixels[y * b.stride / 4 + x] { count += 1 }
        }
        return count
    }
}
