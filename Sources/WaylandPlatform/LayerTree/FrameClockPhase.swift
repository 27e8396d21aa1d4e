import Layers

/// The steps of one frame of a ``LayerTreeContent``, in the order they run, named as
/// GTK's `GdkFrameClockPhase` names its own. Hooks attach to a phase with
/// ``LayerTreeContent/addHook(_:_:)``; <doc:HowAFrameIsDrawn> walks through them.
///
/// Input does not wait for a frame: the window hands it to the content as it arrives,
/// between frames, and what it changes shows in the next one.
public enum FrameClockPhase: CaseIterable, Sendable {
    /// The frame begins, before the tree's animations advance to its time: what a hook
    /// changes here (input replayed from a script, say) animates from the frame's time.
    case beforePaint
    /// The tree's animations, transactions and gesture recognizers have advanced to the
    /// frame's time: a hook updates what the app moves by itself (physics, timers) and
    /// sets ``FrameContext/needsAnotherFrame`` while it still moves.
    case update
    /// The tree is about to be drawn into the back buffer, every change of this frame made.
    case paint
    /// The frame is drawn (``FrameContext/drawDuration`` says how long it took), before
    /// the overlay is drawn over it and the buffer goes to the compositor.
    case afterPaint
}

/// What a frame hook is told, and what an ``FrameClockPhase/update`` hook tells back.
public struct FrameContext: Sendable {
    /// The frame's time on the tree's clock.
    public let time: MediaTime
    /// How long drawing the frame took: set for ``FrameClockPhase/afterPaint`` only.
    public let drawDuration: TimeSpan?
    /// Set it in an ``FrameClockPhase/update`` hook while the app still changes by
    /// itself: the window then draws another frame even if no animation runs.
    public var needsAnotherFrame = false

    /// The context of a frame at `time`.
    public init(time: MediaTime, drawDuration: TimeSpan? = nil) {
        self.time = time
        self.drawDuration = drawDuration
    }
}

/// The hooks of each phase, run in the order they were added.
@MainActor
struct FrameHooks {
    typealias Hook = (inout FrameContext) -> Void
    private var hooks: [FrameClockPhase: [Hook]] = [:]

    mutating func add(_ phase: FrameClockPhase, _ hook: @escaping Hook) {
        hooks[phase, default: []].append(hook)
    }

    /// Runs `phase`'s hooks on one context and returns it, as the last hook left it.
    func run(_ phase: FrameClockPhase, at time: MediaTime, drawDuration: TimeSpan? = nil) -> FrameContext {
        var context = FrameContext(time: time, drawDuration: drawDuration)
        guard let list = hooks[phase] else { return context }
        for hook in list { hook(&context) }
        return context
    }
}
