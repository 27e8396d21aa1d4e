/// Every animatable property of a layer, as one value.
///
/// A layer keeps its *model* values in one `LayerState`; animations compute the
/// *presentation* values by transforming a copy of it for a given time. Because it is
/// a plain value, the renderer can compare a layer's state between frames to find what
/// changed (damage) without any bookkeeping in the setters.
///
/// It also holds the animatable properties of ``ShapeLayer`` and ``TextLayer``
/// (fill, stroke, foreground colour), so that every layer kind animates the same way.
public struct LayerState: Equatable, Sendable {
    /// See ``Layer/bounds``.
    public var bounds = Rect.zero
    /// See ``Layer/position``.
    public var position = Point.zero
    /// See ``Layer/anchorPoint``.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// See ``Layer/zPosition``.
    public var zPosition = 0.0
    /// See ``Layer/transform``.
    public var transform = AffineTransform.identity
    /// See ``Layer/opacity``.
    public var opacity = 1.0
    /// See ``Layer/isHidden``.
    public var isHidden = false
    /// See ``Layer/backgroundColor``.
    public var backgroundColor = Color.clear
    /// See ``Layer/cornerRadius``.
    public var cornerRadius = 0.0
    /// See ``Layer/borderWidth``.
    public var borderWidth = 0.0
    /// See ``Layer/borderColor``.
    public var borderColor = Color.black
    /// See ``Layer/shadowColor``.
    public var shadowColor = Color.black
    /// See ``Layer/shadowOpacity``.
    public var shadowOpacity = 0.0
    /// See ``Layer/shadowRadius``.
    public var shadowRadius = 3.0
    /// See ``Layer/shadowOffset``.
    public var shadowOffset = Size(width: 0, height: -3)

    // ShapeLayer
    /// See ``ShapeLayer/fillColor``.
    public var fillColor = Color.black
    /// See ``ShapeLayer/strokeColor``.
    public var strokeColor = Color.clear
    /// See ``ShapeLayer/lineWidth``.
    public var lineWidth = 1.0
    /// See ``ShapeLayer/strokeStart``.
    public var strokeStart = 0.0
    /// See ``ShapeLayer/strokeEnd``.
    public var strokeEnd = 1.0

    // TextLayer
    /// See ``TextLayer/foregroundColor``.
    public var foregroundColor = Color.white

    /// The defaults of a new ``Layer``.
    public init() {}

    /// The frame in the superlayer's coordinates: the bounds, placed by position and
    /// anchor point, then the bounding box of `transform` applied about the anchor.
    public var frame: Rect {
        superlayerTransform.apply(to: Rect(origin: .zero, size: bounds.size))
    }

    /// Maps this layer's own coordinates (bounds space) into its superlayer's.
    ///
    /// A point at the anchor point lands on `position`; `transform` turns about it.
    public var superlayerTransform: AffineTransform {
        let anchor = Point(x: bounds.minX + anchorPoint.x * bounds.width,
                           y: bounds.minY + anchorPoint.y * bounds.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }
}
