import CPixman
import FoundationEssentials
import Glibc

/// Where a renderer's pixel time goes, by kind of composite: the operator, what the
/// source is and what the mask is ("OVER image·bilinear through mask", say). `bench
/// --profile` prints it; pixman has no symbols here, so this is how time is attributed.
public struct RenderProfile: Sendable {
    /// One kind of composite and what it cost.
    public struct Row: Sendable, Codable {
        /// "OVER picture·bilinear through alpha": operator, source, mask.
        public var kind: String
        /// Calls to pixman (a composite cut into bands counts once per band).
        public var composites: Int
        /// Destination pixels written.
        public var pixels: Int
        /// Time inside pixman, summed over the threads.
        public var nanoseconds: Int
    }

    /// What drew a composite: pixman, or one of the renderer's own loops.
    enum Drawing {
        case pixman
        /// ``QuarterUpscale``: counted as a source "picture·bilinear ×4".
        case quarterUpscale
        /// ``BilinearScale``: counted as a source "picture·bilinear, two passes".
        case bilinearScale
        /// ``CrossFade``: the faded picture's composite, its copy included, counted as a
        /// source "picture over its copy, one pass".
        case crossFade
        /// ``StreamedWrite``: counted as its source, "streamed past the caches".
        case streamed
    }

    private static let operators = [PIXMAN_OP_SRC, PIXMAN_OP_OVER, PIXMAN_OP_IN_REVERSE]
    private static let operatorNames = ["SRC", "OVER", "IN_REVERSE", "other"]
    private static let pictureNames = ["colour", "alpha", "picture", "picture·nearest", "picture·bilinear", "row colours",
                                       "picture·bilinear ×4", "picture·bilinear, two passes",
                                       "picture over its copy, one pass", "colour, streamed", "picture, streamed",
                                       "row colours, streamed"]
    private static let kinds = operatorNames.count * pictureNames.count * (pictureNames.count + 1)
    /// Where the renderer's own loops sit among `pictureNames`, found by name once.
    private static let quarterUpscaleSource = source(named: "picture·bilinear ×4")
    private static let bilinearScaleSource = source(named: "picture·bilinear, two passes")
    private static let crossFadeSource = source(named: "picture over its copy, one pass")
    private static let streamedSources = (color: source(named: "colour, streamed"), picture: source(named: "picture, streamed"),
                                          rows: source(named: "row colours, streamed"))

    private static func source(named name: String) -> Int { pictureNames.firstIndex(of: name)! }

    private var composites = [Int](repeating: 0, count: kinds)
    private var pixels = [Int](repeating: 0, count: kinds)
    private var nanoseconds = [Int](repeating: 0, count: kinds)

    /// An empty profile.
    public init() {}

    /// The kinds that ran, most expensive first.
    public var rows: [Row] {
        (0..<Self.kinds).filter { composites[$0] > 0 }
            .map { Row(kind: Self.name(ofKind: $0), composites: composites[$0], pixels: pixels[$0],
                       nanoseconds: nanoseconds[$0]) }
            .sorted { $0.nanoseconds > $1.nanoseconds }
    }

    /// Time inside pixman over every kind, summed over the threads.
    public var totalNanoseconds: Int { nanoseconds.reduce(0, +) }
    /// Main-actor time walking the tree for damage, and recording the display list
    /// (rasterizing the masks and text it needs on the way).
    public internal(set) var trackingNanoseconds = 0
    /// Main-actor time recording the display list, in nanoseconds (a part of
    /// ``trackingNanoseconds``' walk counted on its own).
    public internal(set) var recordingNanoseconds = 0
    /// Wall time from handing the list to the workers until all of them finished.
    public internal(set) var playingNanoseconds = 0

    /// Counts `op`, drawn by `drawing`.
    mutating func add(_ op: DrawOperation, pixels count: Int, nanoseconds ns: Int, drawing: Drawing = .pixman) {
        let k = Self.kind(of: op, drawing: drawing)
        composites[k] += 1
        pixels[k] += count
        nanoseconds[k] += ns
    }

    /// Adds another worker's profile.
    mutating func merge(_ other: RenderProfile) {
        for k in 0..<Self.kinds {
            composites[k] += other.composites[k]
            pixels[k] += other.pixels[k]
            nanoseconds[k] += other.nanoseconds[k]
        }
    }

    /// Adds the profile of another renderer drawing the same frames (a window level of
    /// its own): its composites and its main-actor and wall times.
    public mutating func add(_ other: RenderProfile) {
        merge(other)
        trackingNanoseconds += other.trackingNanoseconds
        recordingNanoseconds += other.recordingNanoseconds
        playingNanoseconds += other.playingNanoseconds
    }

    static func now() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
    }

    private static func kind(of op: DrawOperation, drawing: Drawing) -> Int {
        let o = operators.firstIndex(of: op.op) ?? operators.count
        let mask = op.mask.map { picture($0) + 1 } ?? 0
        let source = switch drawing {
        case .pixman: picture(op.source)
        case .quarterUpscale: quarterUpscaleSource
        case .bilinearScale: bilinearScaleSource
        case .crossFade: crossFadeSource
        case .streamed: switch op.source {
            case .color: streamedSources.color
            case .rows: streamedSources.rows
            default: streamedSources.picture
            }
        }
        return (o * pictureNames.count + source) * (pictureNames.count + 1) + mask
    }

    private static func picture(_ p: DrawOperation.Picture) -> Int {
        switch p {
        case .color: 0
        case .alpha: 1
        case .plain: 2
        case let .sampled(_, s): s.filter == PIXMAN_FILTER_BILINEAR ? 4 : 3
        case .rows: 5
        }
    }

    private static func name(ofKind k: Int) -> String {
        let masks = pictureNames.count + 1
        let mask = k % masks, source = (k / masks) % pictureNames.count, op = k / masks / pictureNames.count
        let through = mask == 0 ? "" : " through \(pictureNames[mask - 1])"
        return "\(operatorNames[op]) \(pictureNames[source])\(through)"
    }
}
