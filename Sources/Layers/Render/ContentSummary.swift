/// What the renderer needs to know of a layer kind's own drawing besides its pixels,
/// gathered in one walk over its ``ContentItem``s: where it draws (damage), the shape of
/// its shadow, and whether it is one opaque fill (a mask drawn without an offscreen).
@MainActor
struct ContentSummary {
    /// A shape the painter can fill: what it is, its box and where it sits in the layer.
    struct Shape {
        var shape: MaskKey.Shape
        var box: Rect
        var transform: AffineTransform
    }

    /// Drawable items.
    private(set) var count = 0
    /// The union of their boxes, in layer coordinates.
    private(set) var box = Rect.null
    /// The first item that fills an area (a path's fill, a gradient's rounded rectangle):
    /// the shape of the layer's shadow.
    private(set) var shadow: Shape?
    /// The items are one fill of an opaque colour: the layer's coverage is that shape.
    private(set) var isOneOpaqueFill = false

    init(of layer: Layer, _ state: LayerState, scale: Double) {
        var count = 0, box = Rect.null, shadow: Shape?, opaqueFill = false
        layer.drawContent(state, scale: scale) { item in
            guard item.isDrawable else { return }
            count += 1
            box = box.union(item.boundingBox)
            switch item {
            case let .fill(path, rule, transform, color, antialiased):
                if shadow == nil {
                    shadow = Shape(shape: .fill(path, rule, antialiased: antialiased), box: path.boundingBox,
                                   transform: transform)
                }
                opaqueFill = count == 1 && color.alpha >= 1
            case let .gradient(_, rect, radius):
                if shadow == nil { shadow = Shape(shape: .roundedRect(rect, radius: radius), box: rect, transform: .identity) }
            case .stroke, .coverage, .image:
                break
            }
        }
        self.count = count
        self.box = box
        self.shadow = shadow
        isOneOpaqueFill = count == 1 && opaqueFill
    }
}
