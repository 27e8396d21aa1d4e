import Glibc
import Layers
import WaylandPlatform

/// `ReferenceClient --request-activation-token [now]`: a plain grey window that asks the
/// compositor for an xdg-activation token, as a launcher does for the app it starts, and
/// prints `token TOKEN` (or `token none`), and `configured …` and `pointer-motion X Y`
/// lines as `WaylandApp run --echo-input` does, for tests that aim at it. It asks at its first key or button press in
/// its window (compositors want a user's action behind a token), or with `now` as soon as
/// it is shown. It stays open, holding whatever focus it has, until the compositor
/// closes it or a signal ends it.
@MainActor
enum TokenRequester {
    static func run(immediately: Bool) -> Never {
        let app: Application
        do {
            app = try Application()
        } catch {
            fail("\(error)", status: (error as? PlatformError)?.exitCode ?? 1)
        }
        app.launchActivationToken = nil
        let content = PlainContent()
        var options = WindowOptions()
        options.title = "Token requester"
        options.appID = "dev.layers.TokenRequester"
        options.initialSize = .requested(LogicalSize(width: 400, height: 300))
        options.decorations = .none
        var status: Int32 = 0
        do {
            let window = try app.openWindow(showing: content, options: options)
            var asked = false
            let ask = { [unowned window] in
                guard !asked else { return }
                asked = true
                window.requestActivationToken(appID: "dev.layers.WaylandApp") { token in
                    say("token \(token?.value ?? "none")")
                }
            }
            window.onConfigured = { size, scale in say("configured \(size) scale \(StatisticsFormat.number(scale))") }
            window.onBufferCommitted = { size, _ in
                say("buffer \(size)")
                if immediately { ask() }
            }
            window.onInput = { event in
                switch event {
                case .key(_, _, true, _, false), .pointerButton(_, true, _, _): ask()
                case let .pointerMotion(x, y): say("pointer-motion \(x) \(y)")
                default: break
                }
            }
            status = try app.run()
        } catch {
            emit("ReferenceClient: \(error)\n", to: 2)
            status = (error as? PlatformError)?.exitCode ?? 1
        }
        app.close()
        exit(status)
    }
}

/// A window of one grey, drawn once.
final class PlainContent: StandaloneWindowContent {
    private var drawn = false

    func resize(width: Int, height: Int, scale: Double) { drawn = false }

    func needsFrame(at time: ClockTime) -> Bool { !drawn }

    func draw(into target: PixelTarget, at time: ClockTime) -> [PixelRect] {
        for row in 0..<target.height {
            let line = (target.pixels + row * target.stride).assumingMemoryBound(to: UInt32.self)
            line.update(repeating: 0xFF80_8080, count: target.width)
        }
        drawn = true
        return [PixelRect(x: 0, y: 0, width: target.width, height: target.height)]
    }

    func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>) {}
}
