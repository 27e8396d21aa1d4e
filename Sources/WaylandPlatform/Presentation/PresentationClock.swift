import Layers

/// When the frame about to be drawn will reach the screen, predicted from the
/// compositor's presentation feedback (`wp_presentation`: the last presented time and
/// the output's refresh), so the frame can show the animation at that moment.
///
/// The policy, in three rules:
/// - A frame is drawn for the first refresh it can still make: the one after the time
///   it starts plus the usual draw time (``drawEstimate``) and a margin for the
///   compositor to take the commit.
/// - A frame that cannot make the next refresh is not queued behind it: it aims at the
///   one after, and shows the animation at that refresh's time. The refresh in between
///   keeps the previous picture; the animation does not fall behind the display, and
///   no later frame has to catch up with a jump.
/// - Two frames never aim at the same refresh: a frame drawn while the previous one is
///   still waiting for its refresh aims at the next.
///
/// Without feedback, or with a refresh of 0 (a compositor that presents whenever it
/// likes), there is no prediction and frames show the time they are drawn at.
public struct PresentationClock: Sendable, Equatable {
    /// How long before the refresh the commit must arrive for the compositor to take it.
    public static let margin: TimeSpan = .seconds(0.002)
    /// Draw times kept for the estimate.
    static let window = 30

    /// The last presentation the compositor reported, and the refresh period then.
    public var last: (time: ClockTime, refresh: TimeSpan)? { lastTime.map { ($0, lastRefresh) } }
    private var lastTime: ClockTime?
    private var lastRefresh = TimeSpan.zero
    /// Whether the compositor said the last frame was presented in step with the display's
    /// refresh (`VSYNC`): its times are exact then, not a timer's.
    public private(set) var isVsynced = false
    /// The refresh the last frame aimed at.
    public private(set) var lastTarget: ClockTime?
    /// Refreshes skipped by frames that could not make the next one.
    public private(set) var skippedRefreshes = 0
    private var drawTimes: [TimeSpan] = []
    private var nextDrawSlot = 0

    /// A clock with nothing presented yet.
    public init() {}

    /// The compositor presented a frame at `time` with a refresh period of `refresh`
    /// (zero: unknown) and the feedback's `flags`.
    public mutating func presented(at time: ClockTime, refresh: TimeSpan, flags: UInt32) {
        guard time.seconds.isFinite, refresh.seconds.isFinite, refresh >= .zero else { return }
        if let lastTime, time < lastTime { return }
        lastTime = time
        lastRefresh = refresh
        isVsynced = flags & Self.vsyncFlag != 0
    }

    /// `wp_presentation_feedback.kind.vsync`.
    static let vsyncFlag: UInt32 = 0x1

    /// A frame took `duration` to draw.
    public mutating func drew(in duration: TimeSpan) {
        guard duration.seconds.isFinite, duration >= .zero else { return }
        if drawTimes.count < Self.window { drawTimes.append(duration) } else { drawTimes[nextDrawSlot] = duration }
        nextDrawSlot = (nextDrawSlot + 1) % Self.window
    }

    /// The usual draw time: the 90th percentile of the last 30 frames, the median while
    /// there are fewer than 10 (one stall must not make every frame after it aim late);
    /// zero before any.
    public var drawEstimate: TimeSpan {
        guard !drawTimes.isEmpty else { return .zero }
        let sorted = drawTimes.sorted()
        let fraction = sorted.count >= 10 ? 0.9 : 0.5
        return sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
    }

    /// The refresh a frame that starts drawing at `now` is for, by the rules above; nil
    /// without a prediction (draw for `now`).
    public mutating func target(at now: ClockTime) -> ClockTime? {
        guard let lastTime, lastRefresh > .zero else { return nil }
        let ready = now + drawEstimate + Self.margin
        let periods = max(1, ((ready - lastTime) / lastRefresh).rounded(.up))
        var aim = lastTime + lastRefresh * periods
        if let lastTarget {
            if aim < lastTarget + lastRefresh / 2 { aim = lastTarget + lastRefresh }
            let skipped = Int(((aim - lastTarget) / lastRefresh).rounded()) - 1
            if skipped > 0, now < lastTarget + lastRefresh { skippedRefreshes += skipped }
        }
        lastTarget = aim
        return aim
    }

    /// The same feedback, aims, skips and draw times.
    public static func == (a: PresentationClock, b: PresentationClock) -> Bool {
        a.lastTime == b.lastTime && a.lastRefresh == b.lastRefresh && a.lastTarget == b.lastTarget
            && a.skippedRefreshes == b.skippedRefreshes && a.drawTimes == b.drawTimes
    }
}
