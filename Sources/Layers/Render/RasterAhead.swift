/// Text that an animation is scaling, to be laid out and rasterized ahead, between
/// frames, at the scales the frames after will ask it for.
///
/// While a layer's scale animates, the renderer asks it for its items at the steps of a
/// ladder (``CoverageScale``), and at its exact scale once it rests. Each new one shapes
/// and rasterizes text: a few hundred microseconds and allocations inside the frame
/// (the feed's expanding card name: three of the feed's steady frames allocated only
/// for this). The walk knows where the scale is going, since an animation leaves the
/// model at its end: a layer whose model scale differs from the scale it shows at is
/// noted here once per destination, and ``Renderer/prepareAhead()`` then draws its
/// content at each ladder step on the way and at its resting scale, one scale a call,
/// into the layer's own caches (``TextLayer``'s masks). What the time between two frames
/// did not draw is dropped as the next frame begins (``removeAll()``): that frame and
/// the next draw what they need themselves, as before, with the same pixels.
@MainActor
struct RasterAhead {
    /// One layer going from the scale it shows at to the one it will rest at.
    struct Request {
        let layer: Layer
        let showing: Double
        let resting: Double
    }

    /// Requests kept at most: a frame starts more only for many labels at once, and
    /// those are drawn by the frames that need them.
    static let capacity = 16
    /// Ladder steps drawn ahead at most per layer, the nearest the scale it shows at
    /// first: with the resting scale and the one it shows at, they fit the eight masks a
    /// text layer keeps (``TextCoverageCache``); 1 → 1.35 (the feed's card name) passes 4.
    static let stepsPerRequest = 5

    private var requests: [Request] = []
    /// The next scale of the first request to draw.
    private var nextScale = 0

    init() { requests.reserveCapacity(Self.capacity) }

    var isEmpty: Bool { requests.isEmpty }

    /// Notes that `layer`, showing at `exact` device pixels per point, will rest at
    /// `resting`; ``drawNext()`` draws it.
    mutating func note(_ layer: Layer, showingAt exact: Double, restingAt resting: Double) {
        guard requests.count < Self.capacity else { return }
        requests.append(Request(layer: layer, showing: exact, resting: resting))
    }

    /// Draws the next noted scale into its layer's caches, with the pixman views of
    /// what it drew for `workers` render workers (a mask's first draw makes them
    /// otherwise); false when none is left. A layer's scales: the ladder steps from
    /// where it shows toward where it will rest, in the order the frames reach them,
    /// then the resting scale (the frame after the motion stops).
    mutating func drawNext(workers: Int) -> Bool {
        guard let request = requests.first else { return false }
        let steps = min(CoverageScale.stepCount(from: request.showing, toward: request.resting), Self.stepsPerRequest)
        let scale = nextScale < steps
            ? CoverageScale.step(nextScale, from: request.showing, toward: request.resting) : request.resting
        request.layer.drawContent(request.layer.model, scale: scale) { item in
            switch item {
            case let .coverage(mask, _, _, _): mask.views.makeBothAhead(workers: workers)
            case let .image(image, _): image.views.makeBothAhead(workers: workers)
            default: break
            }
        }
        nextScale += 1
        if nextScale > steps {
            requests.removeFirst()
            nextScale = 0
        }
        return true
    }

    /// Drops every request not drawn yet: as each frame begins (that frame and the next
    /// draw it themselves now, and no layer is kept alive here by a renderer nobody asks
    /// to draw ahead), and when the renderer's caches are purged.
    mutating func removeAll() {
        requests.removeAll(keepingCapacity: true)
        nextScale = 0
    }
}
