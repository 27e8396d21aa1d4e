#if canImport(Glibc)
import Glibc
#endif

/// A connection to the Wayland display with its event loop: what an app opens windows
/// on and runs until they close.
///
/// ```swift
/// let app = try Application()
/// try app.openWindow(showing: content)
/// let status = try app.run()   // 0 when the window closes or on SIGINT/SIGTERM
/// app.close()
/// ```
///
/// Launched with an activation token (`XDG_ACTIVATION_TOKEN` or `DESKTOP_STARTUP_ID`, set
/// by GNOME Shell, KDE and sway launchers), the application takes it from the
/// environment, unsets both variables so that the processes it starts do not reuse it,
/// and activates the first window it opens with it (``Window/activate(token:)``).
@MainActor
public final class Application {
    /// The connection to the compositor.
    public let display: Display
    /// The loop that dispatches the connection's events, timers and frames until ``run()`` returns.
    public let loop: EventLoop
    /// The globals the compositor offers (compositor, shm, seat, outputs…).
    public let registry: Registry
    /// The window ``openWindow(showing:options:clock:)`` opened.
    public private(set) var window: Window?
    /// The token the launcher handed over, until the first window is opened with it; set
    /// it to nil before ``openWindow(showing:options:clock:)`` to open without asking for
    /// the focus.
    public var launchActivationToken: ActivationToken?
    private var signals: SignalWatcher?
    /// False once the compositor went away: nothing may be sent any more.
    private var isConnected = true

    /// Connects to `displayName` (`$WAYLAND_DISPLAY`, or `wayland-0`, when nil).
    /// - Throws: ``PlatformError`` when there is no display or it lacks what a window needs.
    public init(displayName: String? = nil) throws {
        launchActivationToken = LaunchActivation.take()
        display = try Display(name: displayName)
        loop = EventLoop(display: display)
        registry = try Registry(display: display, loop: loop)
    }

    /// Opens the window showing `content`. Closing it ends ``run()`` with status 0; a
    /// fatal window error ends it with status 1. The first window opened asks for the
    /// focus with ``launchActivationToken``, when there is one.
    @discardableResult
    public func openWindow(showing content: WindowContent, options: WindowOptions = WindowOptions(),
                           clock: WindowClock = .monotonic) throws -> Window {
        let window = try Window(registry: registry, loop: loop, content: content, options: options, clock: clock)
        window.onClose = { [loop] in loop.stop(status: 0) }
        window.onFatalError = { [loop] _ in loop.stop(status: 1) }
        self.window = window
        if let token = launchActivationToken {
            launchActivationToken = nil
            window.activate(token: token)
        }
        return window
    }

    /// Runs the event loop until a window closes, SIGINT or SIGTERM arrives (status 0),
    /// or ``EventLoop/stop(status:)`` is called. Returns the status.
    /// - Throws: ``PlatformError`` when the connection to the compositor is lost.
    public func run() throws -> Int32 {
        signals = try SignalWatcher(loop: loop) { [loop] _ in loop.stop(status: 0) }
        do {
            return try loop.run()
        } catch {
            isConnected = false
            throw error
        }
    }

    /// Destroys the window and the globals and flushes, unless the connection is lost.
    public func close() {
        signals = nil
        guard isConnected else { return }
        window?.destroy()
        window = nil
        registry.destroy()
        display.flush()
    }
}
