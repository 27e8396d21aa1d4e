/// A layer that draws a vector ``Path``: filled, stroked, or both (Core Animation's
/// `CAShapeLayer`).
///
/// The renderer rasterizes the path at the scale it appears on screen, so a shape stays
/// crisp however far it is scaled up (the splash logo grows 18×), and caches the
/// coverage so an unchanged shape costs one composite per frame.
/// The path is in the layer's coordinates and is not clipped to the bounds.
open class ShapeLayer: Layer {
    /// The shape; nil or an empty path draws nothing. A path with non-finite
    /// coordinates draws nothing either.
    public var path: Path? { didSet { if path != oldValue { contentsDidChange() } } }

    /// Animatable; black by default, `.clear` for no fill.
    public var fillColor: Color {
        get { model.fillColor }
        set { change("fillColor", to: newValue.animatableValue) { $0.fillColor = newValue } }
    }
    /// Animatable; clear (no stroke) by default.
    public var strokeColor: Color {
        get { model.strokeColor }
        set { change("strokeColor", to: newValue.animatableValue) { $0.strokeColor = newValue } }
    }
    /// Animatable, in the layer's points; 1 by default.
    public var lineWidth: Double {
        get { model.lineWidth }
        set { change("lineWidth", to: newValue.animatableValue) { $0.lineWidth = newValue } }
    }
    /// Where the stroke starts, as a fraction (0…1) of the path's length; animatable
    /// (with ``strokeEnd``, it draws a path progressively).
    public var strokeStart: Double {
        get { model.strokeStart }
        set { change("strokeStart", to: newValue.animatableValue) { $0.strokeStart = newValue } }
    }
    /// Where the stroke ends, as a fraction (0…1) of the path's length; animatable.
    public var strokeEnd: Double {
        get { model.strokeEnd }
        set { change("strokeEnd", to: newValue.animatableValue) { $0.strokeEnd = newValue } }
    }

    /// Which areas of a self-overlapping path are inside: non-zero winding (the default) or even-odd.
    public var fillRule: FillRule = .nonZero { didSet { if fillRule != oldValue { contentsDidChange() } } }
    /// How open subpaths of the stroke end; not animatable.
    public var lineCap: LineCap = .butt { didSet { if lineCap != oldValue { contentsDidChange() } } }
    /// How stroke segments meet at corners; not animatable.
    public var lineJoin: LineJoin = .miter { didSet { if lineJoin != oldValue { contentsDidChange() } } }
    /// Miter joins longer than `miterLimit × lineWidth / 2` become bevels; default 10.
    public var miterLimit: Double = 10 { didSet { if miterLimit != oldValue { contentsDidChange() } } }
    /// Smooth edges (the default); off, pixels are either in or out.
    public var isAntialiased = true { didSet { if isAntialiased != oldValue { contentsDidChange() } } }

    /// The box of path coordinates that is stretched onto the bounds, as an image in
    /// ``Layer/contents`` is: with it, animating `bounds` scales the shape (the splash
    /// mask grows 18× this way) and the shape is still rasterized as a vector at its
    /// on-screen size. Nil (the default) draws the path as is, in the layer's
    /// coordinates. An empty or non-finite box draws nothing.
    public var viewBox: Rect? { didSet { if viewBox != oldValue { contentsDidChange() } } }

    /// A layer with no path: set ``path`` to draw a shape.
    public override init() { super.init() }

    /// Path coordinates → the layer's coordinates, for presentation `state`: the
    /// identity without a ``viewBox``.
    public func pathTransform(in state: LayerState) -> AffineTransform {
        guard let box = viewBox else { return .identity }
        guard box.isFinite, box.width > 0, box.height > 0 else { return AffineTransform(scale: 0) }
        let b = state.bounds
        return AffineTransform(translationX: -box.minX, y: -box.minY)
            .concatenating(AffineTransform(scaleX: b.width / box.width, y: b.height / box.height))
            .concatenating(AffineTransform(translationX: b.minX, y: b.minY))
    }

    /// The fill, then the stroke, each when its colour shows.
    open override func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {
        guard let path, path.isFinite, !path.isEmpty else { return }
        let transform = pathTransform(in: state)
        if state.fillColor.alpha > 0 {
            draw(.fill(path, fillRule, transform: transform, color: state.fillColor, antialiased: isAntialiased))
        }
        if state.strokeColor.alpha > 0, state.lineWidth > 0, state.lineWidth.isFinite {
            draw(.stroke(path, strokeStyle(in: state), start: state.strokeStart, end: state.strokeEnd,
                         transform: transform, color: state.strokeColor, antialiased: isAntialiased))
        }
    }

    /// The fill's interior (``Path/interiorRect(rule:bands:)``) when the fill is opaque,
    /// or the background's, whichever is larger.
    open override func opaqueInterior(_ state: LayerState) -> Rect? {
        let background = super.opaqueInterior(state)
        guard let path, path.isFinite, state.fillColor.alpha >= 1 else { return background }
        if interior?.path != path || interior?.rule != fillRule {
            interior = (path, fillRule, path.interiorRect(rule: fillRule))
        }
        guard let inside = interior?.rect else { return background }
        let fill = pathTransform(in: state).apply(to: inside)
        guard let background else { return fill }
        return fill.width * fill.height >= background.width * background.height ? fill : background
    }

    /// The path and rule the fill's interior was found for, and the interior.
    private var interior: (path: Path, rule: FillRule, rect: Rect?)?

    /// The stroke's look with the presentation line width of `state`.
    func strokeStyle(in state: LayerState) -> StrokeStyle {
        StrokeStyle(lineWidth: state.lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
    }
}
