/// One thing a layer kind draws of its own, in the layer's coordinates: what
/// ``Layer/drawContent(_:scale:into:)`` hands the renderer, between the layer's
/// background and its sublayers.
///
/// The renderer asks the layer for its items whenever it needs to know what the layer
/// draws: to paint it, to tell which pixels it touches (damage) and whether it hides
/// what lies under it (occlusion). A new layer kind therefore draws, damages and occludes
/// correctly by describing itself in items, with no change to the renderer; Chromium's
/// compositor asks its layers to append their quads the same way.
public enum ContentItem {
    /// `path`, placed by `transform` (path → layer coordinates), filled with `color`.
    /// The first fill of a layer is also the shape of its shadow.
    case fill(Path, FillRule, transform: AffineTransform, color: Color, antialiased: Bool)
    /// The part of `path` between `start` and `end` (0…1 of its length), stroked in `style`.
    case stroke(Path, StrokeStyle, start: Double, end: Double, transform: AffineTransform, color: Color,
                antialiased: Bool)
    /// A linear gradient filling `rect` with its corners rounded by `cornerRadius`.
    case gradient(LinearGradient, in: Rect, cornerRadius: Double)
    /// A coverage mask rasterized at `scale` pixels per point (the scale the renderer
    /// asked for), filled with `color`; its top-left pixel sits at `origin`.
    case coverage(AlphaMask, origin: Point, scale: Double, color: Color)
    /// Pixels drawn as they are into `rect` (colour emoji over text), resampled from the
    /// original every time.
    case image(Image, in: Rect)

    /// The layer-coordinate box the item may draw into (a stroke's outset included).
    public var boundingBox: Rect {
        switch self {
        case let .fill(path, _, transform, _, _):
            return transform.apply(to: path.boundingBox)
        case let .stroke(path, style, _, _, transform, _, _):
            let o = style.outset
            return transform.apply(to: path.boundingBox.insetBy(dx: -o, dy: -o))
        case let .gradient(_, rect, _):
            return rect
        case let .coverage(mask, origin, scale, _):
            return Rect(x: origin.x, y: origin.y, width: Double(mask.width) / scale, height: Double(mask.height) / scale)
        case let .image(_, rect):
            return rect
        }
    }

    /// A rectangle, in layer coordinates, whose every pixel the item paints opaquely;
    /// nil when it promises none. Occlusion starts painting at the topmost such cover.
    public var opaqueRect: Rect? {
        switch self {
        case let .gradient(gradient, rect, radius):
            return radius <= 0 && gradient.isOpaque ? rect : nil
        case let .fill(path, _, transform, color, _):
            guard color.alpha >= 1, transform.isRectilinear, let rect = path.rectangle else { return nil }
            return transform.apply(to: rect)
        case .stroke, .coverage, .image:
            return nil
        }
    }

    /// False for an item that draws nothing: a clear colour, an invalid or empty path or
    /// rectangle, an empty mask. The renderer skips those, so kinds need not.
    var isDrawable: Bool {
        switch self {
        case let .fill(path, _, transform, color, _), let .stroke(path, _, _, _, transform, color, _):
            return color.alpha > 0 && path.isFinite && !path.isEmpty && transform.isFinite
        case let .gradient(gradient, rect, _):
            return !gradient.stops.isEmpty && rect.isFinite
        case let .coverage(mask, origin, scale, color):
            return color.alpha > 0 && mask.width > 0 && mask.height > 0 && origin.isFinite && scale.isFinite && scale > 0
        case let .image(_, rect):
            return rect.isFinite
        }
    }
}

/// A linear gradient in a layer's coordinates (what ``GradientLayer`` draws).
public struct LinearGradient: Equatable {
    /// A colour at a place along the gradient, 0 at `start`, 1 at `end`.
    public struct Stop: Equatable {
        /// Where the colour sits, 0…1.
        public var location: Double
        /// The colour there.
        public var color: Color

        /// A stop of `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// Where the first stop's colour is, in layer coordinates.
    public var start: Point
    /// Where the last stop's colour is; beyond either end the end colours continue.
    public var end: Point
    /// The colours, at non-decreasing locations.
    public var stops: [Stop]

    /// A gradient from `start` to `end` through `stops`.
    public init(start: Point, end: Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// Every stop is opaque: the gradient hides what is under it.
    public var isOpaque: Bool { !stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 } }
}
