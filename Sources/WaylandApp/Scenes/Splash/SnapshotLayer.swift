import Layers

/// A still picture of a layer tree, shown in its place while it moves as a whole — what
/// `snapshotView(afterScreenUpdates:)` is to UIKit transitions.
///
/// The main window grows from 1.05 to 1 while the hole opens. Drawn live, every frame
/// would rasterize the feed again at a new scale (text, blurred shadows, rounded
/// corners); drawn from a picture taken while the splash idles, a frame is one bilinear
/// copy and the transition keeps up with the display.
///
/// Taking the picture is a full frame's drawing, more than one frame's time allows
/// while the splash shows; ``captureNextPart(_:size:scale:at:)`` takes it a band of rows
/// at a time: one band per slice of the window's idle time, or per frame in a window
/// that never idles.
final class SnapshotLayer: Layer {
    /// Pixels a band of the picture holds at most: a sixth of a 1920×1080 picture, so a
    /// 4K one is taken in 24 bands and no band holds the event loop (or a frame) longer
    /// than at 1080p.
    static let pixelsPerPart = 1920 * 1080 / 6

    /// Bands a `width`×`height`-pixel picture is taken in.
    static func parts(width: Int, height: Int) -> Int {
        max((width * height + pixelsPerPart - 1) / pixelsPerPart, 1)
    }

    /// What the picture was taken of: the tree's revision, its size and scale.
    private var captured: (revision: UInt64, size: Size, scale: Double)?
    /// A picture under way: what it shows, and the next band to draw.
    private var partial: (revision: UInt64, size: Size, scale: Double, image: Image, nextPart: Int)?
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
    func capture(_ layer: Layer, size: Size, scale: Double, at time: MediaTime) throws {
        while try !captureNextPart(layer, size: size, scale: scale, at: time) {}
    }

    /// Draws the next band of the picture of `layer`; true once the picture is current.
    /// A change to the tree, its size or scale between bands starts the picture again.
    func captureNextPart(_ layer: Layer, size: Size, scale: Double, at time: MediaTime) throws -> Bool {
        if isCurrent(size: size, scale: scale) { return true }
        if let p = partial, p.revision != host?.revision || p.size != size || p.scale != scale { partial = nil }
        let pictured = try partial ?? (host?.revision ?? 0, size, scale, picture(size: size, scale: scale), 0)
        let image = pictured.image
        let parts = Self.parts(width: image.width, height: image.height)
        let rows = (image.height + parts - 1) / parts
        let band = PixelRect(x: 0, y: pictured.nextPart * rows, width: image.width, height: rows)
        let wasHidden = layer.isHidden
        layer.isHidden = false
        defer { layer.isHidden = wasHidden }
        try renderer.render(layer, at: time, into: image, scale: scale, region: band)
        layer.isHidden = wasHidden
        // Showing and hiding the layer counts as a change: the revision after it is the one to keep.
        let revision = host?.revision ?? 0
        guard pictured.nextPart + 1 >= parts else {
            partial = (revision, size, scale, image, pictured.nextPart + 1)
            return false
        }
        partial = nil
        // Drawn over an opaque background filling the picture, every pixel is opaque: the
        // renderer then copies the picture instead of blending it.
        image.isOpaque = Self.fillsOpaquely(layer, size: size)
        // Still while the window idles: the dismissal's first frame draws it scaled.
        image.prepareForDrawing()
        contents = image
        contentsScale = scale
        // Showing the picture is a change too: the revision after it is the one it shows.
        captured = (host?.revision ?? 0, size, scale)
        return true
    }

    /// True when `layer`'s own background paints every point of a `size`-point picture
    /// opaquely, whatever its sublayers draw.
    private static func fillsOpaquely(_ layer: Layer, size: Size) -> Bool {
        layer.opacity >= 1 && layer.backgroundColor.alpha >= 1 && layer.cornerRadius <= 0 && layer.mask == nil
            && layer.transform == .identity && layer.frame.minX <= 0 && layer.frame.minY <= 0
            && layer.frame.maxX >= size.width && layer.frame.maxY >= size.height
    }

    /// An image of the picture's size: the one shown now when it fits, else a new one.
    private func picture(size: Size, scale: Double) throws -> Image {
        let width = max(Int((size.width * scale).rounded()), 1), height = max(Int((size.height * scale).rounded()), 1)
        if let old = contents, old.width == width, old.height == height, captured == nil { return old }
        return try Image(width: width, height: height)
    }
}
