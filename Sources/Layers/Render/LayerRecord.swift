/// What the renderer knew about one layer when it last drew it: enough to tell
/// whether its pixels changed, where they were, and how to draw it again.
///
/// Everything that decides a layer's pixels is in here as plain values — presentation
/// state, content revision, device transform, inherited opacity and clip, the effects of
/// its ancestors, its place among its siblings — so "did it change" is one comparison.
@MainActor
final class LayerRecord {
    weak var layer: Layer?
    var state = LayerState()
    var revision: UInt64 = 0
    /// Bounds space → device pixels.
    var world = AffineTransform.identity
    /// Opacity of the layer times all its ancestors'.
    var opacity = 1.0
    /// Device pixels the layer may draw into (target ∩ ancestors' masksToBounds).
    var clip = PixelRect.empty
    /// A hash of the ancestors' clipping and masking, which change what shows of the layer.
    var context = 0
    var parent: ObjectIdentifier?
    var order = 0
    /// Device pixels the layer itself draws (background, contents, shape, text, border, shadow).
    var bounds = PixelRect.empty
    /// Device pixels the layer and its sublayers draw: what culling tests against.
    var subtree = PixelRect.empty
    /// Opacity < 1 with overlapping content: drawn offscreen then faded as a whole.
    var needsGroup = false
    /// Device pixels per point its content items were asked for: a step of ``CoverageScale``
    /// for kinds that rasterize their content while their scale moves, else the exact scale.
    var coverageScale = 0.0
    /// The scale its model rests at that ``RasterAhead`` was last asked to draw ahead
    /// (0: none, it shows at it).
    var restingScaleNoted = 0.0
    /// The frame in which the layer was last visited.
    var frame: UInt64 = 0
    /// For a layer drawn as a mask: the device pixels it passed whole (``MaskInterior``).
    var interior = PixelRect.empty
    /// The masks the layer drew through last, by what they were for.
    var maskKeys = MaskSlots()
    /// The pixman gradient last made for the layer's gradient item, reused while its
    /// stops, points and opacity stay the same.
    var gradientShader: GradientShader?
    /// The layer shows contents and moved since the last frame: they are drawn on whole
    /// pixels until it stops (``LayerPainter/drawImage(_:in:_:alpha:clip:_:)``).
    var contentsInMotion = false
    /// The device scale its contents were last drawn at, in which frame, which picture
    /// (and revision of its pixels) they showed, and how that compares with the frame
    /// before.
    private var imageScale = (x: 0.0, y: 0.0)
    private var imageScaleFrame: UInt64 = 0
    private var imageHistory = ImageHistory.new
    private var imageShown: ImageShown?

    /// How a layer's contents compare with what it drew the frame before.
    enum ImageHistory {
        /// The same pixels of the same picture at the same scale as the frame before,
        /// which first showed the picture or had held it too: a resampled copy of them
        /// serves again.
        case held
        /// The same as the frame before, which moved: it may stay so, but nothing says
        /// it will be drawn again.
        case stopped
        /// Another picture than the frame before's, or the first: whether it holds
        /// still is not known yet.
        case new
        /// The same picture repainted, or at another scale: it animates.
        case changing
    }

    /// A picture and the revision of its pixels.
    private struct ImageShown: Equatable {
        var image: ObjectIdentifier
        var revision: UInt64
    }

    init(layer: Layer) { self.layer = layer }

    /// Forgets everything known of the layer it was for and takes `layer` instead, as a
    /// new record would (``LayerRecordPool``). Every stored property is set here.
    func reset(for layer: Layer) {
        self.layer = layer
        state = LayerState()
        revision = 0
        world = .identity
        opacity = 1
        clip = .empty
        context = 0
        parent = nil
        order = 0
        bounds = .empty
        subtree = .empty
        needsGroup = false
        coverageScale = 0
        restingScaleNoted = 0
        frame = 0
        maskKeys = MaskSlots()
        gradientShader = nil
        contentsInMotion = false
        interior = .empty
        imageScale = (0, 0)
        imageScaleFrame = 0
        imageHistory = .new
        imageShown = nil
    }

    /// True when what the layer draws, and where, is as last time: its presentation,
    /// content revision (which kinds bump for everything else they draw), device
    /// transform, clip and raster scale held. Its drawn bounds then held too.
    func drawsTheSame(state: LayerState, revision: UInt64, world: AffineTransform, clip: PixelRect,
                      coverageScale: Double) -> Bool {
        self.revision == revision && self.world == world && self.clip == clip
            && self.coverageScale == coverageScale && self.state == state
    }

    /// True when a layer that draws the same (``drawsTheSame(state:revision:world:clip:coverageScale:)``)
    /// still shows differently: another inherited opacity, ancestors' effects, place among
    /// its siblings, drawn bounds or motion of its contents.
    func showsDifferently(opacity: Double, context: Int, parent: ObjectIdentifier?, order: Int, bounds: PixelRect,
                          contentsInMotion: Bool) -> Bool {
        self.opacity != opacity || self.context != context || self.parent != parent || self.order != order
            || self.bounds != bounds || self.contentsInMotion != contentsInMotion
    }

    /// Notes that the contents draw at device scale (`x`, `y`) in `frame`, showing
    /// `image`, and tells how that compares with the last frame that drew them. A
    /// second drawing in the same frame at another scale or of another picture is
    /// `.changing`.
    func noteImageScale(_ x: Double, _ y: Double, of image: Image, frame: UInt64) -> ImageHistory {
        let shown = ImageShown(image: ObjectIdentifier(image), revision: image.revision)
        if imageScaleFrame != frame {
            let same = imageScale == (x, y) && imageShown == shown
            imageHistory = imageShown?.image != shown.image ? .new
                : !same ? .changing
                : imageHistory == .changing ? .stopped : .held
            imageScale = (x, y)
            imageShown = shown
            imageScaleFrame = frame
        }
        return imageScale == (x, y) && imageShown == shown ? imageHistory : .changing
    }
}
