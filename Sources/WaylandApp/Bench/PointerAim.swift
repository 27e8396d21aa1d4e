import WaylandBenchSupport
import WaylandPlatform

/// Brings a ``RemoteDesktopPointer`` onto a point of the app's window content. A
/// compositor does not tell a client where its window is, so this goes by where the app
/// itself (`run --echo-input`) reports the pointer after each move: a small nudge first
/// (the pointer may already be on the content), else a walk from the monitor's top left
/// corner along the window's diagonal, which crosses a centred window on any monitor of
/// about the window's shape; then steps by what is left, since a new window may still
/// move while the compositor places it.
@MainActor
enum PointerAim {
    /// Moves the pointer by (dx, dy) and returns where the app next reported it, in its
    /// content's coordinates, or nil when it reported nothing within `timeout` seconds.
    typealias MoveAndSee = (_ dx: Double, _ dy: Double, _ timeout: Double) throws -> (x: Double, y: Double)?

    /// Points at `target` (content coordinates) of a window of `window` points; returns
    /// whether the app saw the pointer within 0.75 px of it.
    static func point(_ pointer: RemoteDesktopPointer, at target: (x: Double, y: Double),
                      window: (width: Double, height: Double), moveAndSee: MoveAndSee) throws -> Bool {
        try point(at: target, window: window, toCorner: { try pointer.moveToCorner() }, moveAndSee: moveAndSee)
    }

    /// ``point(_:at:window:moveAndSee:)`` with the move to the monitor's top left corner
    /// given as `toCorner`.
    ///
    /// A compositor may accelerate relative motion (mutter moved the pointer 1.8–2 times
    /// as far as asked), so each step is divided by the gain the last one showed, when
    /// it is over 1: steps by what is left alone would overshoot and swing about the
    /// target for dozens of moves.
    static func point(at target: (x: Double, y: Double), window: (width: Double, height: Double),
                      toCorner: () throws -> Void, moveAndSee: MoveAndSee) throws -> Bool {
        var step: (dx: Double, dy: Double)?
        var last: (x: Double, y: Double)?
        var gain = (x: 1.0, y: 1.0)
        for attempt in 0..<20 {
            let seen: (x: Double, y: Double)?
            if let step {
                seen = try moveAndSee(step.dx, step.dy, 0.5)
            } else {
                // A stale report can send the pointer off the content: then start over.
                let nudge = attempt % 2 == 0 ? 1.0 : -1.0
                seen = try moveAndSee(nudge, 0, 0.3) ?? walk(window: window, toCorner: toCorner, moveAndSee: moveAndSee)
            }
            guard let seen else {
                step = nil
                last = nil
                continue
            }
            if let step, let last {
                gain = (Self.gain(moved: seen.x - last.x, asked: step.dx, was: gain.x),
                        Self.gain(moved: seen.y - last.y, asked: step.dy, was: gain.y))
            }
            last = seen
            let left = (x: target.x - seen.x, y: target.y - seen.y)
            if abs(left.x) < 0.75 && abs(left.y) < 0.75 { return true }
            // Only ever shortened: a gain under 1 read from a move the compositor cut short
            // (the window's edge) would push the next step past the target, off the content.
            step = (left.x / max(gain.x, 1), left.y / max(gain.y, 1))
        }
        return false
    }

    /// How far the pointer went per pixel asked, from a move of `asked` that went
    /// `moved`; `old` when the move was too small to tell or the answer is implausible
    /// (the window itself moved meanwhile).
    static func gain(moved: Double, asked: Double, was old: Double) -> Double {
        guard abs(asked) >= 2 else { return old }
        let g = moved / asked
        return g > 0.25 && g < 4 ? g : old
    }

    /// From the corner along the window's diagonal, an eighth of the window at a time,
    /// until the app reports the pointer (about four screens' worth at most).
    private static func walk(window: (width: Double, height: Double), toCorner: () throws -> Void,
                             moveAndSee: MoveAndSee) throws -> (x: Double, y: Double)? {
        try toCorner()
        for _ in 0..<32 {
            if let seen = try moveAndSee(window.width / 8, window.height / 8, 0.15) { return seen }
        }
        return nil
    }
}
