// Three windows in one: a background, the app's main window with a card on it, and a
// splash in front that fades out after a second, as an app's launch screen does. Run it
// on a Wayland desktop:
//   swift run --package-path Examples Levels [--subsurfaces] [--splash SECONDS] [--exit-after SECONDS]
// `--subsurfaces` shows each window in a Wayland subsurface of its own, blended by the
// compositor; without it the windows are drawn into the one surface.
import Glibc
import Layers
import WaylandPlatform

struct Options {
    var subsurfaces = false
    /// How long the splash shows before it fades.
    var splash = 1.0
    var exitAfter: Double?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--subsurfaces":
                subsurfaces = true
            case "--splash":
                splash = try Self.seconds(after: argument, in: &rest)
            case "--exit-after":
                exitAfter = try Self.seconds(after: argument, in: &rest)
            default:
                throw UsageError("unknown argument \(argument); usage: "
                                 + "Levels [--subsurfaces] [--splash SECONDS] [--exit-after SECONDS]")
            }
        }
    }

    private static func seconds(after option: String, in rest: inout ArraySlice<String>) throws -> Double {
        guard let value = rest.popFirst().flatMap(Double.init), value > 0 else {
            throw UsageError("\(option) wants a number of seconds")
        }
        return value
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The three windows, bottom to top. Each is a full-size sublayer of the root, as the
/// windows' contract asks; the root draws only its background colour.
@MainActor
struct Windows {
    let background = WindowLayer(level: .normal - 1, name: "background")
    let main = WindowLayer(level: .normal, name: "main")
    let splash = WindowLayer(level: .normal + 1, name: "splash")
    let card = Layer()
    let logo = Layer()

    init(in root: Layer) {
        Transaction.withoutActions {
            root.backgroundColor = Color(hex: 0x101010)
            background.backgroundColor = Color(hex: 0x2B2D42)
            // The main window has no colour of its own: the background window shows through.
            card.backgroundColor = Color(hex: 0x8AC926)
            card.cornerRadius = 16
            card.bounds = Rect(0, 0, 240, 160)
            splash.backgroundColor = Color(hex: 0xFF595E)
            logo.backgroundColor = Color(hex: 0xFFFFFF)
            logo.cornerRadius = 40
            logo.bounds = Rect(0, 0, 80, 80)
        }
        main.addSublayer(card)
        splash.addSublayer(logo)
        // Added in any order: the levels stack them. A new window is hidden until shown.
        for window in [splash, main, background] {
            root.addSublayer(window)
            Transaction.withoutActions { window.isHidden = false }
        }
    }

    /// Every window fills the content area; the card and the logo sit in the middle.
    func layout(in root: Layer, size: Size) {
        Transaction.withoutActions {
            for window in root.windows { window.frame = Rect(0, 0, size.width, size.height) }
            card.position = Point(x: size.width / 2, y: size.height / 2)
            logo.position = card.position
        }
    }

    /// Fades the splash out, then hides it: the main window is what is left.
    func dismissSplash() {
        Transaction.begin()
        Transaction.animationDuration = 0.5
        Transaction.setCompletionBlock { [splash] in
            Transaction.withoutActions { splash.isHidden = true }
            print("splash dismissed")
        }
        splash.opacity = 0
        Transaction.commit()
    }
}

@MainActor
func run(_ options: Options) throws -> Int32 {
    let content = LayerTreeContent()
    content.showsWindowsAsSubsurfaces = options.subsurfaces
    let windows = Windows(in: content.rootLayer)
    content.onResize = { size, _ in windows.layout(in: content.rootLayer, size: size) }

    let app = try Application()
    if options.subsurfaces && !app.registry.supportsSubsurfaces {
        print("the compositor has no wl_subcompositor: the windows share one surface")
    }
    var windowOptions = WindowOptions()
    windowOptions.title = "Window levels"
    windowOptions.appID = "dev.layers.Levels"
    windowOptions.initialSize = .requested(LogicalSize(width: 640, height: 400))
    try app.openWindow(showing: content, options: windowOptions)
    defer { app.close() }

    let dismissal = try LoopTimer(loop: app.loop) { windows.dismissSplash() }
    dismissal.schedule(after: TimeSpan(seconds: options.splash))
    let quit = try LoopTimer(loop: app.loop) { [loop = app.loop] in loop.stop(status: 0) }
    if let seconds = options.exitAfter { quit.schedule(after: TimeSpan(seconds: seconds)) }
    print("windows: \(content.rootLayer.windows.map { "\($0.name ?? "") (\($0.windowLevel))" }.joined(separator: ", "))")
    return try app.run()
}

do {
    exit(try run(Options(Array(CommandLine.arguments.dropFirst()))))
} catch {
    print("error: \(error)")
    exit(1)
}
