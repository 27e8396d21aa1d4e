/// A rectangle of content in a tree, with Core Animation's geometry and appearance.
///
/// Properties read and write the *model* values: what the layer will be once its
/// animations end. What is on screen at a moment, the *presentation*, comes from
/// ``presentationState(at:)``, which applies the layer's animations to the model.
/// Setting an animatable property inside an animation block (``Transaction``,
/// ``Layer/animate(withDuration:delay:timingFunction:animations:completion:)`` or a
/// ``PropertyAnimator``) animates it from its current presentation value.
@MainActor
open class Layer {
    /// The model values of every animatable property.
    public internal(set) var model = LayerState()

    /// A name to find the layer by in a tree and in messages.
    public var name: String?

    /// What the layer tells assistive technology (`Layer+Accessibility`); nil for most layers.
    var accessibility: AccessibilityAttributes?

    /// The behaviour attached to the layer (``addInteraction(_:)``), in the order it was added.
    public internal(set) var interactions: [any Interaction] = []

    /// An empty layer with zero bounds; it shows nothing until it has a size and something to draw.
    public init() {}

    /// A layer that goes away takes its animations with it, as removing them would:
    /// whoever waits for them (a transaction's completion block) hears they ended
    /// unfinished, instead of waiting forever.
    isolated deinit {
        let unfinished = animationEntries.filter { !$0.hasEnded }
        if !unfinished.isEmpty { AnimationEntry.end(unfinished, finished: false, host: nil) }
    }

    /// Set only on a tree's root, by its ``LayerHost``.
    weak var hostStorage: LayerHost?

    /// The host of the tree this layer is in (found through its root), or nil while the
    /// layer is in no hosted tree. Changes to a layer without a host apply at once; its
    /// animations wait and start when the layer joins a hosted tree.
    public var host: LayerHost? {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer.hostStorage
    }

    /// The host's current time (seconds), or nil without a host.
    public var currentTime: Double? { host?.currentTime }

    /// Calls `body` for this layer, its mask and sublayers, and theirs, depth first.
    func forEachInSubtree(_ body: (Layer) -> Void) {
        body(self)
        mask?.forEachInSubtree(body)
        for sublayer in sublayers { sublayer.forEachInSubtree(body) }
    }

    /// A layer with the given frame.
    public convenience init(frame: Rect) {
        self.init()
        Transaction.withoutActions { self.frame = frame }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is what sublayers are placed against.
    public var bounds: Rect {
        get { model.bounds }
        set { change("bounds", to: newValue.animatableValue) { $0.bounds = newValue } }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point {
        get { model.position }
        set { change("position", to: newValue.animatableValue) { $0.position = newValue } }
    }
    /// The point of the bounds, in unit coordinates (0.5, 0.5 = centre), that sits at
    /// `position` and that `transform` turns and scales about.
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { change("anchorPoint", to: newValue.animatableValue) { $0.anchorPoint = newValue } }
    }
    /// Sorts siblings: higher draws later (on top); equal values keep insertion order.
    public var zPosition: Double {
        get { model.zPosition }
        set { change("zPosition", to: newValue.animatableValue) { $0.zPosition = newValue } }
    }
    /// Turns, scales and shears the layer about its anchor point; animatable (`"transform"`,
    /// and its parts by `"transform.rotation.z"`, `"transform.scale"`, …). A 2D transform,
    /// where Core Animation's is 3D (`CATransform3D`).
    public var transform: AffineTransform {
        get { model.transform }
        set { change("transform", to: newValue.animatableValue) { $0.transform = newValue } }
    }
    /// The bounds placed in the superlayer: derived from bounds, position, anchor point
    /// and transform. Setting it sets bounds size and position (the transform stays).
    public var frame: Rect {
        get { model.frame }
        set {
            let size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * size.width,
                             y: newValue.minY + anchorPoint.y * size.height)
            bounds = Rect(origin: bounds.origin, size: size)
        }
    }

    // MARK: Appearance

    /// How opaque the layer and its sublayers are, 0…1; animatable. The subtree is
    /// composited as one group, as with `allowsGroupOpacity` on iOS.
    public var opacity: Double {
        get { model.opacity }
        set { change("opacity", to: newValue.animatableValue) { $0.opacity = newValue } }
    }
    /// Hidden layers and their sublayers are not drawn and not hit; not animatable.
    public var isHidden: Bool {
        get { model.isHidden }
        set {
            guard newValue != model.isHidden else { return }
            model.isHidden = newValue
            host?.invalidate()
        }
    }
    /// The colour that fills the bounds, inside the corner radius, behind contents and
    /// sublayers; animatable. Default ``Color/clear``.
    public var backgroundColor: Color {
        get { model.backgroundColor }
        set { change("backgroundColor", to: newValue.animatableValue) { $0.backgroundColor = newValue } }
    }
    /// The radius of the rounded corners, in points; animatable. It rounds the background
    /// and border, and also contents and sublayers when ``masksToBounds`` is set.
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { change("cornerRadius", to: newValue.animatableValue) { $0.cornerRadius = newValue } }
    }
    /// The width of the border, drawn inside the bounds over the sublayers, in points; animatable. 0 draws none.
    public var borderWidth: Double {
        get { model.borderWidth }
        set { change("borderWidth", to: newValue.animatableValue) { $0.borderWidth = newValue } }
    }
    /// The colour of the border; animatable. Default ``Color/black``.
    public var borderColor: Color {
        get { model.borderColor }
        set { change("borderColor", to: newValue.animatableValue) { $0.borderColor = newValue } }
    }
    /// The colour of the shadow, before ``shadowOpacity``; animatable.
    public var shadowColor: Color {
        get { model.shadowColor }
        set { change("shadowColor", to: newValue.animatableValue) { $0.shadowColor = newValue } }
    }
    /// 0 (the default) draws no shadow.
    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { change("shadowOpacity", to: newValue.animatableValue) { $0.shadowOpacity = newValue } }
    }
    /// The blur radius of the shadow, in points.
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { change("shadowRadius", to: newValue.animatableValue) { $0.shadowRadius = newValue } }
    }
    /// Where the shadow falls, in points from the layer; animatable. Default (0, −3), as in
    /// Core Animation, which with y down puts it above the layer.
    public var shadowOffset: Size {
        get { model.shadowOffset }
        set { change("shadowOffset", to: newValue.animatableValue) { $0.shadowOffset = newValue } }
    }

    // MARK: Contents

    /// An image drawn inside the bounds, placed by ``contentsGravity``.
    public var contents: Image? { didSet { contentsDidChange() } }
    /// How ``contents`` is placed in the bounds: stretched (the default), fitted, filled,
    /// centred… (`CALayerContentsGravity`).
    public var contentsGravity: ContentsGravity = .resize { didSet { contentsDidChange() } }
    /// Image pixels per point: a 2× image at contentsScale 2 shows at its point size
    /// with gravity `.center`.
    public var contentsScale: Double = 1 { didSet { contentsDidChange() } }
    /// The middle of a 3×3 grid over ``contents``, in the image's unit coordinates: when
    /// the contents are resized, its four corners keep their size (image pixels over
    /// ``contentsScale``, shrunk alike when the bounds are too small for them), the top
    /// and bottom middles stretch only across, the left and right middles only down,
    /// and the middle both ways (`CALayer.contentsCenter`). A button's rounded frame or a
    /// shadow stretches to any size from a small image. The unit rectangle, the default,
    /// stretches the whole image. Under a rotation or a shear the contents stretch whole.
    public var contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1) { didSet { contentsDidChange() } }
    /// Clips sublayers (and contents) to the bounds, with the corner radius.
    public var masksToBounds = false { didSet { contentsDidChange() } }
    /// A layer whose alpha (with its whole subtree) masks this layer and all its
    /// sublayers. It lives in this layer's coordinates and is not in `sublayers`.
    public var mask: Layer? {
        willSet { mask?.superlayer = nil }
        didSet {
            if let mask { mask.removeFromSuperlayer(); mask.superlayer = self; mask.isMask = true }
            oldValue?.isMask = false
            contentsDidChange()
            if let mask { host?.adopt(mask) }
        }
    }

    /// Bumped whenever something that is not an animatable property changes what the
    /// layer draws (contents, path, text, mask, clipping): the renderer's damage
    /// tracking compares it between frames.
    public private(set) var contentRevision: UInt64 = 0

    /// Subclasses call this when their drawing changes outside ``LayerState``.
    public func contentsDidChange() {
        contentRevision &+= 1
        host?.invalidate()
    }

    /// What this layer kind draws of its own, between its background and its sublayers,
    /// handed to `draw` back to front for presentation `state`. `scale` is the device
    /// pixels per point to rasterize at (see ``rasterizesContent``).
    ///
    /// A plain layer draws nothing of its own: background, border, contents and shadow
    /// belong to every layer. Kinds override this (``ShapeLayer``, ``GradientLayer``,
    /// ``TextLayer``), and the renderer learns from it what to paint, which pixels change
    /// and what is hidden. It is asked several times a frame, so keep it cheap: cache what
    /// you rasterize, and call ``contentsDidChange()`` when a non-animatable input changes.
    open func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {}

    /// A rectangle of the layer's bounds that what it draws itself covers opaquely (its
    /// own opacity aside), or nil: what a mask made of the layer passes whole. The
    /// renderer redraws a masked layer only around what changed of it when the mask moves
    /// or grows. A plain layer answers with its opaque background, clear of the rounded
    /// corners; kinds that fill more say so (``ShapeLayer``). Kept conservative: a
    /// rectangle that is not wholly covered leaves stale pixels.
    open func opaqueInterior(_ state: LayerState) -> Rect? {
        guard state.backgroundColor.alpha >= 1, !state.bounds.isEmpty else { return nil }
        // A corner of radius r keeps clear of the corner square's inner r·(1 − 1/√2).
        let inset = min(max(state.cornerRadius, 0), min(state.bounds.width, state.bounds.height) / 2) * 0.3
        return state.bounds.insetBy(dx: inset, dy: inset)
    }

    /// True when ``drawContent(_:scale:into:)``'s items depend on `scale`, as text
    /// rasterized by FreeType does: while such a layer's scale animates the renderer asks
    /// at a few steps of scale only, and at the exact one once it settles.
    open var rasterizesContent: Bool { false }

    // MARK: Tree

    /// The layers drawn inside this one, back to front before ``zPosition`` sorts them.
    public private(set) var sublayers: [Layer] = [] {
        // Forgotten at once so the cache never keeps a removed layer alive.
        didSet { drawingOrder?.removeAll() }
    }
    /// The last sorted drawing order and what it was sorted from (made at the first sort).
    private var drawingOrder: DrawingOrder?
    /// The layer this one is a sublayer or the mask of; nil for a root.
    public internal(set) weak var superlayer: Layer?
    /// True while this layer is some layer's ``mask``.
    public internal(set) var isMask = false

    /// Adds `layer` on top of the other sublayers, taking it out of its old superlayer.
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: sublayers.count) }

    /// Inserts `layer` at `index` (clamped to the valid range), taking it out of its old superlayer.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        require(layer !== self && !isDescendant(of: layer),
                "insertSublayer: a layer cannot be a sublayer of itself or of its own sublayers")
        let previousHost = layer.host
        layer.removeFromSuperlayer()
        let i = min(max(index, 0), sublayers.count)
        if let previous = layer.hostStorage { previous.rootLayer = nil }
        sublayers.insert(layer, at: i)
        layer.superlayer = self
        // Tree changes need a frame but do not change the parent's own pixels: the
        // renderer damages the added or removed layer's area, not the parent's. A layer
        // moved within its tree keeps its animations' host: no walk of its subtree.
        guard let host else { return }
        if previousHost === host { host.invalidate() } else { host.adopt(layer) }
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: i)
    }

    /// Puts `new` where `old` is; nothing happens when `old` is not a sublayer.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: i)
    }

    /// Takes the layer out of its superlayer's sublayers; its animations stay with it.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if isMask {
            parent.mask = nil
            return
        }
        parent.sublayers.removeAll { $0 === self }
        parent.host?.invalidate()
        superlayer = nil
    }

    /// True when `ancestor` is this layer's superlayer, or its superlayer's, and so on.
    public func isDescendant(of ancestor: Layer) -> Bool {
        var l = superlayer
        while let cur = l {
            if cur === ancestor { return true }
            l = cur.superlayer
        }
        return false
    }

    /// The sublayers in drawing order: by zPosition, then insertion order.
    ///
    /// The renderer asks twice per frame, so a sorted order is kept and reused while the
    /// sublayers and their zPositions stay the same: checking costs a pass, not an
    /// allocation, and sorting again after a change reuses the order's storage.
    public var sublayersInDrawingOrder: [Layer] {
        if sublayers.count < 2 || sublayers.allSatisfy({ $0.model.zPosition == sublayers[0].model.zPosition }) {
            return sublayers
        }
        let order = drawingOrder ?? DrawingOrder()
        drawingOrder = order
        if !order.matches(sublayers) { order.sort(sublayers) }
        return order.sorted
    }

    /// The first layer in the subtree named `name`, depth first.
    public func sublayer(named name: String) -> Layer? {
        for l in sublayers {
            if l.name == name { return l }
            if let found = l.sublayer(named: name) { return found }
        }
        return nil
    }

    // MARK: Animations

    /// What happens when a property changes outside an animation block, by key path:
    /// `.disabled` makes the change immediate, `.animation(a)` animates with a copy of `a`.
    /// Keys not listed animate implicitly (0.25 s, or the transaction's settings) once the
    /// layer is in a tree, as in Core Animation.
    public var actions: [String: LayerAction] = [:]

    /// The layer's animations, in the order they were added (later ones apply on top).
    var animationEntries: [AnimationEntry] = []
}

/// How ``Layer/contents`` is fitted into the bounds.
public enum ContentsGravity: String, Sendable, CaseIterable {
    /// Stretched to fill the bounds.
    case resize
    /// Scaled to fit inside the bounds, aspect kept (letterboxed).
    case resizeAspect
    /// Scaled to cover the bounds, aspect kept (cropped).
    case resizeAspectFill
    /// Unscaled (at contentsScale), centred.
    case center
}
