import ArgumentParser
import WaylandPlatform

/// `WaylandApp run`: opens the window and shows a scene until it is closed.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a window on the Wayland desktop and show a scene (the default command).",
        discussion: """
            Prints one line on stdout per event scripts care about:
              configured WIDTHxHEIGHT scale S   a configure was applied (logical size)
              buffer WIDTHxHEIGHT scale S       a buffer of a new size was first committed (pixels)
              decorations server | client title "T" buttons B,… floating|square
                                                who draws the title bar, and what it shows
              frame move|resize EDGE|maximize|unmaximize|minimize|window-menu   with --echo-input
              key SYMNAME                       a key was pressed (xkb keysym name)
              pointer-button BUTTON pressed|released X Y   with --echo-input
              pointer-motion X Y                           with --echo-input
              level created|mapped|unmapped|cropped|uncropped|destroyed NAME (LEVEL), subsurfaces N
                                                with --subsurfaces (cropped: the compositor scales it)
              scene NAME                        keys 1–4 (or --loop) switched the scene
              animation speed S                 Shift+S switched slow animations (S: 1 or the slow speed)
              hud on|off                        F12 showed or hid the frame-time graph
              damage outlines on|off            Shift+F12 showed or hid the outlines of what each frame redrew
              reduce-motion on|off (flag|desktop|default)
                                                at start and on each change: why motion is
                                                reduced or not (--reduce-motion or --no-;
                                                the desktop portal's setting; none: off)
              appearance light|dark [high-contrast] [accent #RRGGBB] (flag|desktop|default)
                                                when known and on each change: the style shown
                                                (--appearance, --high-contrast; the desktop
                                                portal's color-scheme and contrast; none: light)
              period T frames N presented N draw-p50 MS draw-p99 MS draw-max MS gap-max MS interval-p99 MS
                                                with --stats-every: the frames of the last period, T seconds
                                                after the start (gap: between commits drawn back to back)
            Keys 1–4 show the splash, feed, circle and preview scenes. F11 toggles fullscreen. F12 shows the frame-time graph (draw time per frame against the 8.3 and 16.7 ms lines, presented intervals as dots); Shift+F12 outlines what each frame redrew. Shift+S runs animations 10× slower (or --slow-animations' factor). Closing the window, SIGINT or SIGTERM quit with status 0.
            Exit status 2: no Wayland display; 1: the connection failed or was lost.

            Scenes:
            """ + SceneCatalog.scenes.map { "\n  \($0.name): \($0.summary)" }.joined()
    )

    @Option(name: .customLong("exit-after"), parsing: .unconditional, help: ArgumentHelp("Quit after this many seconds.", valueName: "seconds"))
    var exitAfter: Double?

    @Flag(help: "At exit, print frames presented and discarded, presentation interval p50/p99 and time to first frame.")
    var stats = false

    @Flag(help: "Log what the app does on stderr.")
    var verbose = false

    @Option(help: ArgumentHelp("The scene to show (listed below; default: \(SceneCatalog.defaultName)). A running instance is switched to it.", valueName: "name"))
    var scene: String?

    @Flag(name: .customLong("new-instance"), help: "Run on its own even when the app already runs (without it, a plain `run` hands over to the running one, activates its window and exits).")
    var newInstance = false

    @Option(help: ArgumentHelp("Initial content size in logical pixels (at least 320x240); made smaller, with a warning, when it does not fit the desktop with the title bar. Without it, about 3/4 of the desktop at 16:9.", valueName: "WxH"))
    var size: WindowSizeArgument?

    @Option(help: ArgumentHelp("Who draws the title bar: automatic (the compositor when it offers to), client (always the app) or none.", valueName: "who"))
    var decorations = DecorationPreference.automatic

    @Option(help: "The window title (default: the app's name, Layers, as its desktop file has it, in the app's language).")
    var title: String?

    @Flag(name: .customLong("echo-input"), help: "Print pointer-button and pointer-motion lines on stdout.")
    var echoInput = false

    @Flag(help: "Replay the scene's scripted interaction (what `render` and `bench` use) instead of waiting for input.")
    var script = false

    @Flag(help: "Give each window level of the scene (the splash's three windows) its own synchronized wl_subsurface, blended by the compositor, instead of compositing them into the one surface ourselves.")
    var subsurfaces = false
    @Flag(help: "Replay the splash, feed, circle and preview scripts one after the other, over and over (for soak runs; implies --script).")
    var loop = false

    @Option(name: .customLong("stats-every"),
            help: ArgumentHelp("Print a `period …` line with the frames of each stretch of this many seconds.", valueName: "seconds"))
    var statsEvery: Double?

    @Option(name: .customLong("dump-decorations"),
            help: ArgumentHelp("Write the title bar and shadow the app draws itself to this PNG each time they are drawn (for checks on compositors without screenshots, such as mutter).", valueName: "file"))
    var dumpDecorations: String?

    @Flag(help: "Show the frame-time graph in the top-left corner from the start (F12 shows and hides it; Shift+F12 outlines what each frame redrew).")
    var hud = false

    @OptionGroup var sceneArguments: SceneArguments
    @OptionGroup var threadsArgument: ThreadsArgument

    func validate() throws {
        if let exitAfter, !(exitAfter > 0 && exitAfter.isFinite) {
            throw ValidationError("--exit-after needs a positive number of seconds, got \(exitAfter)")
        }
        if let statsEvery, !(statsEvery >= 0.05 && statsEvery.isFinite) {
            throw ValidationError("--stats-every needs at least 0.05 seconds, got \(statsEvery)")
        }
        if let scene, !SceneCatalog.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; choose one of: \(SceneCatalog.names.joined(separator: ", "))")
        }
        let minimum = WindowOptions.standardMinimumSize
        guard let size else { return }
        guard size.width >= minimum.width, size.height >= minimum.height,
              size.width <= 8192, size.height <= 8192 else {
            throw ValidationError("--size must be between \(minimum) and 8192x8192, got \(size.width)x\(size.height)")
        }
    }

    /// The user's size, or one that fits the desktop.
    var sizeRequest: InitialSize {
        size.map { .requested($0.logicalSize) } ?? .fitting(aspect: WindowOptions.standardSize)
    }

    /// The options for ``RunSession``.
    var options: RunOptions {
        var options = RunOptions()
        options.title = title
        options.window.initialSize = sizeRequest
        options.window.decorations = decorations
        options.sceneName = scene ?? SceneCatalog.defaultName
        options.sceneWasGiven = scene != nil
        options.newInstance = newInstance
        options.scene = sceneArguments.options
        options.reducesMotionFlag = sceneArguments.reduceMotion
        options.appearanceStyle = sceneArguments.appearance.style
        options.scene.usesSubsurfaces = subsurfaces
        options.scene.renderThreads = threadsArgument.threads
        options.exitAfter = exitAfter
        options.printsStatistics = stats
        options.echoesInput = echoInput
        options.replaysScript = script
        options.loopsScenes = loop
        options.statisticsPeriod = statsEvery
        options.decorationsDumpPath = dumpDecorations
        options.showsOverlay = hud
        return options
    }

    func run() throws {
        // ArgumentParser calls `run` on the main thread, where the layers and the window live.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        StderrLogHandler.bootstrap(verbose: verbose)
        // ArgumentParser calls run() from main(), on the main thread, where the window's
        // objects must live; assumeIsolated checks that.
        let status = MainActor.assumeIsolated { RunSession.run(options) }
        if status != 0 { throw ExitCode(status) }
    }
}
