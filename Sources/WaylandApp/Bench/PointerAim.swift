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
        var step: (dx: Double, dy: Double)?
        for attempt in 0..<20 {
            let seen: (x: Double, y: Double)?
            if let step {
                seen = try moveAndSee(step.dx, step.dy, 0.5)
            } else {
                // A stale report can send the pointer off the content: then start over.
                let nudge = attempt % 2 == 0 ? 1.0 : -1.0
                seen = try moveAndSee(nudge, 0, 0.3) ?? walk(pointer, window: window, moveAndSee: moveAndSee)
            }
            guard let seen else {
                step = nil
                continue
            }
            step = (target.x - seen.x, target.y - seen.y)
            if let step, abs(step.dx) < 0.75 && abs(step.dy) < 0.75 { return true }
        }
        return false
    }

    /// From the corner along the window's diagonal, an eighth of the window at a time,
    /// until the app reports the pointer (about four screens' worth at most).
    private static func walk(_ pointer: RemoteDesktopPointer, window: (width: Double, height: Double),
                             moveAndSee: MoveAndSee) throws -> (x: Double, y: Double)? {
        try pointer.moveToCorner()
        for _ in 0..<32 {
            if let seen = try moveAndSee(window.width / 8, window.height / 8, 0.15) { return seen }
        }
        return nil
    }
}
