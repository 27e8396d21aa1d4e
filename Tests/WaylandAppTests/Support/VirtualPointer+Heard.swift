/// Waiting until a client hears our virtual pointer.
nonisolated extension VirtualPointer {
    /// A virtual pointer the app (run with `--echo-input`) already hears: the seat gains
    /// its pointer only when ours appears, and input sent before the app has bound its
    /// `wl_pointer` is lost. Moves near the window's bottom-left corner until the app
    /// reports a motion.
    static func heard(by app: AppProcess, on sway: Sway, window: SwayWindow) throws -> VirtualPointer {
        let pointer = try VirtualPointer(on: sway)
        for attempt in 0..<20 {
            let start = app.lines.count
            try pointer.move(toX: window.x + 20 + attempt, y: window.y + window.height - 20, width: 1280, height: 720)
            let heard = try? app.waitForEvent("a pointer-motion line", from: start, timeout: 0.5) { event -> Bool? in
                if case .pointerMotion = event { return true }
                return nil
            }
            if heard == true { return pointer }
        }
        throw HarnessError("the app never reported the virtual pointer's motion\n\(app.transcript)")
    }

    /// A virtual pointer a client that logs motion lines (weston-eventdemo --log-motion)
    /// already hears; `log` is its standard output.
    static func heard(byClientLogging log: LineLog, on sway: Sway, window: SwayWindow) throws -> VirtualPointer {
        let pointer = try VirtualPointer(on: sway)
        for attempt in 0..<20 {
            let start = log.lines.count
            try pointer.move(toX: window.x + 20 + attempt, y: window.y + window.height - 20, width: 1280, height: 720)
            if log.waitForLine(from: start, timeout: 0.5, where: { $0.contains("motion") }) != nil { return pointer }
        }
        throw HarnessError("the client never logged the virtual pointer's motion")
    }
}
