/// A layer that fills its bounds with a linear gradient (Core Animation's `CAGradientLayer`).
///
/// The renderer draws it with pixman's gradient source placed by the layer's on-screen
/// transform: smooth at any size and scale, no image memory, clipped to the bounds with
/// the corner radius. Colours, locations and points are not animatable; changing them
/// redraws the layer.
///
/// ```swift
/// let sky = GradientLayer()
/// sky.colors = [Color(hex: 0x1B1F4B), Color(hex: 0xE0556B)]   // top to bottom
/// ```
open class GradientLayer: Layer {
    /// The colours along the gradient, the first at ``startPoint``. One colour fills the
    /// bounds; none draws nothing.
    public var colors: [Color] = [] { didSet { if colors != oldValue { cachedStops = nil; contentsDidChange() } } }
    /// Where each colour sits along the gradient, 0…1, one per colour; nil spaces them
    /// evenly. Values are clamped to 0…1 and made non-decreasing; a list whose length
    /// differs from `colors` is ignored (even spacing), so a bad list never breaks a frame.
    public var locations: [Double]? { didSet { if locations != oldValue { cachedStops = nil; contentsDidChange() } } }
    /// Where the gradient starts, in unit coordinates of the bounds ((0, 0) top left,
    /// (1, 1) bottom right). Default (0.5, 0): the top edge.
    public var startPoint = Point(x: 0.5, y: 0) { didSet { if startPoint != oldValue { contentsDidChange() } } }
    /// Where the gradient ends; default (0.5, 1), the bottom edge. Beyond either point
    /// the end colours continue.
    public var endPoint = Point(x: 0.5, y: 1) { didSet { if endPoint != oldValue { contentsDidChange() } } }

    /// A layer with no colours: set ``colors`` to draw a gradient.
    public override init() { super.init() }

    /// The stops the renderer uses: one per colour, at valid, non-decreasing locations.
    public var resolvedStops: [(location: Double, color: Color)] {
        let n = colors.count
        guard n > 0 else { return [] }
        var places: [Double]
        if let locations, locations.count == n, locations.allSatisfy(\.isFinite) {
            places = locations.map { min(max($0, 0), 1) }
            for i in places.indices.dropFirst() where places[i] < places[i - 1] { places[i] = places[i - 1] }
        } else {
            places = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        return zip(places, colors).map { ($0, $1) }
    }

    /// The colour the gradient shows at unit location `t` (0 = start, 1 = end): for
    /// drawing something in the background's colour at a given place, and for tests.
    public func color(atLocation t: Double) -> Color {
        let stops = resolvedStops
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// The gradient across the presentation bounds, rounded by the corner radius.
    open override func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {
        let stops = gradientStops
        guard !stops.isEmpty else { return }
        let b = state.bounds
        func place(_ p: Point) -> Point { Point(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height) }
        draw(.gradient(LinearGradient(start: place(startPoint), end: place(endPoint), stops: stops),
                       in: b, cornerRadius: state.cornerRadius))
    }

    /// ``resolvedStops`` as gradient stops, made once per change of colours or locations
    /// so that drawing a frame allocates nothing.
    private var gradientStops: [LinearGradient.Stop] {
        if let cachedStops { return cachedStops }
        let stops = resolvedStops.map { LinearGradient.Stop(location: $0.location, color: $0.color) }
        cachedStops = stops
        return stops
    }
    private var cachedStops: [LinearGradient.Stop]?
}
