import Foundation

extension Sway {
    /// `app`'s window once it has drawn a buffer that fills its tile: the app first opens
    /// at a size of its own (¾ of the output), then sway configures the tile, and a
    /// command sent before the app answered that may be lost in sway's transaction.
    /// `titleBar`: the height of the app's own bar, which the tile includes.
    func tiledWindow(of app: AppProcess, titleBar: Int = 0) throws -> SwayWindow {
        try app.waitForBuffer()
        let window = try self.window(pid: app.pid)
        let content = (width: Double(window.width), height: Double(window.height - titleBar))
        try app.waitForBuffer("a buffer filling the \(window.width)×\(window.height) tile") { width, height, scale in
            width == Int((content.width * scale).rounded()) && height == Int((content.height * scale).rounded())
        }
        return window
    }
}

extension Sway {
    /// Sends `command` until `app` commits a buffer that satisfies `predicate`, up to
    /// `tries` times: sway 1.7 can drop a resize that arrives while it still waits for
    /// the app to answer an earlier configure (its transaction), and says nothing.
    @discardableResult
    func send(_ command: String, until app: AppProcess, _ what: String, tries: Int = 3,
              where predicate: @escaping (Int, Int, Double) -> Bool) throws -> (width: Int, height: Int, scale: Double) {
        for attempt in 1...tries {
            let start = app.lines.count
            try swaymsg(command)
            do {
                return try app.waitForBuffer(what, from: start, timeout: attempt == tries ? 10 : 3, where: predicate)
            } catch where attempt < tries {
                continue
            }
        }
        throw HarnessError("unreachable")
    }
}
