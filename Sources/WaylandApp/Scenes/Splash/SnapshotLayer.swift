import Layers

/// A still picture of a layer tree, shown in its place while it moves as a whole — what
/// `snapshotView(afterScreenUpdates:)` is to UIKit transitions.
///
/// The main window grows from 1.05 to 1 while the hole opens. Drawn live, every frame
/// would rasterize the feed again at a new scale (text, blurred shadows, rounded
/// corners); drawn from a picture taken while the splash idles, a frame is one bilinear
/// copy and the transition keeps up with the display.
final class SnapshotLayer: Layer {
    /// What the picture was taken of: the tree's revision, its size and scale.
    private var captured: (revision: UInt64, size: Size, scale: Double)?
    private let renderer = Renderer()

    override init() {
        super.init()
        name = "snapshot"
        contentsGravity = .resize
    }

    /// True while the picture still shows `layer` as it would be drawn now.
    func isCurrent(size: Size, scale: Double) -> Bool {
        captured.map { $0.revision == host?.revision && $0.size == size && $0.scale == scale } ?? false
    }

    /// Renders `layer` (the root of a `size`-point tree) at `scale` pixels per point into
    /// the picture, unless the picture is already current. A hidden `layer` is pictured
    /// as if shown: it can stay hidden until the picture is taken off.
    func capture(_ layer: Layer, size: Size, scale: Double, at time: Double) throws {
        guard !isCurrent(size: size, scale: scale) else { return }
        let wasHidden = layer.isHidden
        layer.isHidden = false
        defer { layer.isHidden = wasHidden }
        let image: Image
        if let old = contents, old.width == Int((size.width * scale).rounded()), old.height == Int((size.height * scale).rounded()) {
            image = old
        } else {
            image = try Image(width: max(Int((size.width * scale).rounded()), 1), height: max(Int((size.height * scale).rounded()), 1))
        }
        try renderer.render(layer, at: time, into: image, scale: scale)
        layer.isHidden = wasHidden
        contents = image
        contentsScale = scale
        captured = (host?.revision ?? 0, size, scale)
    }
}
