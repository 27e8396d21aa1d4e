import CMallocOptions
import Glibc
import Layers
import Logging
import WaylandPlatform

/// One run of the app: connects, opens the window with the chosen scene, runs the
/// event loop until the window closes, a signal arrives or time is up, and
/// returns the exit status.
///
/// Prints the machine-readable stdout lines (`configured …`, `buffer …`, `key …`,
/// and with `--echo-input` the pointer lines) and, with `--stats`, the statistics.
@MainActor
enum RunSession {
    static func run(_ options: RunOptions) -> Int32 {
        // Writing to a socket the compositor closed must be an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        // Pixel buffers (back buffers, offscreens, images) come and go with window sizes. By
        // default glibc raises its mmap threshold past every big block freed, so the next
        // ones come from the heap and stay there after a resize: a fixed threshold keeps
        // blocks over 128 KB in their own mappings, given back to the system when freed.
        _ = malloc_fix_mmap_threshold(128 * 1024)
        // Statistics count from the process start (the clock is CLOCK_MONOTONIC, as is ProcessStart).
        let startTime = ProcessStart.time
        // libsystemd loads on another thread while the scene is made (RunInstance).
        if RunInstance.applies(to: options) { SingleInstance.loadBusLibraryInBackground() }
        var window: Window?
        // Every scene of the run, the ones switched to included, announces to this one.
        let events = SceneEvents()
        events.listener = { moment, time in
            let name = moment.description
            StandardOutput.line("scene \(name) \(StandardOutput.format((time - startTime).milliseconds))")
            window?.recordActivity(at: time)
            window?.beginPhase(name)
        }
        // The flag now; without one, the desktop's setting is read once the window first idles (LaunchWarmUp).
        var motion = options.reducesMotionFlag.map { RunMotion(flag: $0) }
        // The flags now; the desktop's part is read with the motion setting (LaunchWarmUp).
        let appearance = RunAppearance(style: options.appearanceStyle, forcesHighContrast: options.scene.appearance.isHighContrast)
        if !appearance.followsDesktop { appearance.printFlagLine() }
        // The first frame's text comes from font files found directly; fontconfig loads after it.
        let launchFonts = LaunchWarmUp.launchFonts()
        let content: SceneSwitcher
        do {
            var sceneOptions = options.scene
            sceneOptions.reducesMotion = options.reducesMotionFlag ?? false
            sceneOptions.appearance = appearance.appearance
            sceneOptions.waitsForBlur = false
            sceneOptions.waitsForFonts = false
            sceneOptions.launchFonts = launchFonts
            sceneOptions.events = events
            sceneOptions.images = ImagePipeline()
            // Made hidden too, for F12 to show it.
            sceneOptions.overlay = FrameTimeOverlay(isVisible: options.showsOverlay)
            guard let made = try SceneCatalog.make(options.sceneName, options: sceneOptions) else {
                report(error: "unknown scene '\(options.sceneName)'")
                return ExitStatus.usage.rawValue
            }
            if options.replaysScript || options.loopsScenes { made.replayScript() }
            content = SceneSwitcher(name: options.sceneName, content: made, options: sceneOptions)
            content.onSwitch = { name in StandardOutput.line("scene \(name)") }
        } catch {
            // A broken asset or no fonts: said before connecting, with its own status.
            let failure = CommandFailure(error)
            report(error: failure.message)
            return failure.status.rawValue
        }

        // Asked now and answered while the display connects: the bus gets until the window
        // opens, at most 100 ms (RunInstance).
        let instance = RunInstance.applies(to: options) ? SingleInstance(applicationID: options.window.appID) : nil
        let instanceDeadline = MonotonicClock.time + SingleInstance.defaultTimeout
        let app: Application
        var launch = LaunchTimes()
        do {
            app = try Application()
            launch.connected = MonotonicClock.time
        } catch {
            return fail(error)
        }
        if let instance, RunInstance.handOver(instance, deadline: instanceDeadline,
                                              token: app.launchActivationToken, options: options) {
            app.close()
            return 0
        }
        let loop = app.loop
        content.onQuit = { loop.stop(status: 0) }
        var status: Int32
        do {
            if options.scene.usesSubsurfaces && !app.registry.supportsSubsurfaces {
                throw PlatformError.missingGlobal("wl_subcompositor (needed by --subsurfaces; run without it)")
            }
            // The window's time is the animations' clock: LayerContent's hosts run on CLOCK_MONOTONIC.
            var windowOptions = options.window
            windowOptions.title = options.title ?? content.windowTitle
            windowOptions.titleFonts = launchFonts ?? .shared
            let openWindow = try app.openWindow(showing: content, options: windowOptions, clock: .monotonic)
            openWindow.appearance = appearance.appearance
            window = openWindow
            observe(openWindow, options: options)
            if let instance { RunInstance.serve(instance, window: openWindow, switcher: content, loop: loop) }
            var accessibility: AccessibilityBridge?
            let warmUp = try LaunchWarmUp(loop: loop) {
                launch.warmedUp = MonotonicClock.time
                if launchFonts != nil { LaunchWarmUp.warmText(language: options.scene.language) }
                // The desktop's settings (read waiting at most half a second for the portal).
                let settings = motion == nil || appearance.followsDesktop ? DesktopSettings() : nil
                if let settings, appearance.followsDesktop {
                    appearance.follow(content, window: openWindow, settings: settings, on: loop)
                }
                if motion == nil {
                    let read = RunMotion(flag: nil, settings: settings)
                    if read.reducesMotion { content.reducesMotion = true }
                    read.follow(content, on: loop)
                    motion = read
                }
                // After the first frame, and found on the loop, never waited for: without an
                // accessibility bus nothing happens.
                accessibility = RunAccessibility.start(for: openWindow, loop: loop, options: options)
            }
            let printConfigured = openWindow.onConfigured
            openWindow.onConfigured = { size, scale in
                if launch.configured == nil { launch.configured = MonotonicClock.time }
                printConfigured?(size, scale)
            }
            openWindow.onFirstIdle = { warmUp.windowIdled() }

            var exitTimer: LoopTimer?
            if let seconds = options.exitAfter {
                exitTimer = try LoopTimer(loop: loop) { loop.stop(status: 0) }
                exitTimer?.schedule(after: .seconds(seconds))
            }
            var periodTimer: LoopTimer?
            if let seconds = options.statisticsPeriod {
                periodTimer = try LoopTimer(loop: loop) { [unowned openWindow] in
                    StandardOutput.line(openWindow.takeStatisticsPeriod().line(end: MonotonicClock.time - startTime))
                }
                periodTimer?.schedule(after: .seconds(seconds), repeating: .seconds(seconds))
            }
            let sceneLoop = options.loopsScenes ? try SceneLoop(switcher: content, loop: loop) : nil
            if let motion { motion.follow(content, on: loop) }
            status = try app.run()
            withExtendedLifetime((exitTimer, periodTimer, sceneLoop, motion, warmUp, accessibility, instance)) {}
        } catch {
            status = fail(error)
        }

        if options.printsStatistics, let window {
            printStatistics(of: window, content: content, launch: launch, since: startTime)
        }
        app.close()
        return status
    }

    /// `--stats`: the window's frames, the launch's steps, pacing, input and buffers, the content's own.
    private static func printStatistics(of window: Window, content: SceneSwitcher, launch: LaunchTimes, since startTime: ClockTime) {
        for line in window.statistics.report(since: startTime, startSource: ProcessStart.source) {
            StandardOutput.line(line)
        }
        for line in launch.report(since: startTime) { StandardOutput.line(line) }
        StandardOutput.line(window.statistics.idle.report(until: MonotonicClock.time))
        StandardOutput.line("frame callback timeouts: \(window.frameCallbackTimeouts)")
        StandardOutput.line("refreshes skipped by late frames: \(window.pacing.skippedRefreshes)")
        // The period the compositor gave with its last presentation (none: it never said).
        let refresh = window.pacing.last.map { $0.refresh }.flatMap { $0 > .zero ? $0 : nil }
        StandardOutput.line("refresh period: \(StatisticsFormat.milliseconds(refresh))")
        StandardOutput.line(window.inputLatency.line)
        for line in window.bufferAudit.report { StandardOutput.line(line) }
        StandardOutput.line("work done while idle: \(window.idleWorkSlices) slices")
        StandardOutput.line("memory mapped ahead of frames: \(StatisticsFormat.number(Double(window.bytesMappedAhead) / 1_048_576)) MB")
        StandardOutput.line("pointer motion events received: \(window.motionEvents.received)")
        StandardOutput.line("pointer motion events coalesced: \(window.motionEvents.coalesced)")
        for line in content.statisticsReport() { StandardOutput.line(line) }
    }

    private static func observe(_ window: Window, options: RunOptions) {
        window.onConfigured = { size, scale in
            StandardOutput.line("configured \(size) scale \(StandardOutput.format(scale))")
        }
        window.onDecorationsChanged = { summary in StandardOutput.line("decorations \(summary)") }
        if let path = options.decorationsDumpPath {
            window.onDecorationsDrawn = { image in
                do { try image.write(toFile: path) } catch { report(error: "cannot write \(path): \(error)") }
            }
        }
        if options.echoesInput {
            window.onFrameRequest = { request in StandardOutput.line("frame \(request)") }
        }
        window.onBufferCommitted = { size, scale in
            StandardOutput.line("buffer \(size) scale \(StandardOutput.format(scale))")
        }
        window.onInput = { event in
            switch event {
            case let .key(keysym, _, true, _, false):
                StandardOutput.line("key \(KeyboardLayout.name(of: keysym))")
            case let .pointerButton(button, pressed, x, y) where options.echoesInput:
                StandardOutput.line("pointer-button \(button) \(pressed ? "pressed" : "released") "
                    + "\(StandardOutput.format(x)) \(StandardOutput.format(y))")
            case let .pointerMotion(x, y) where options.echoesInput:
                StandardOutput.line("pointer-motion \(StandardOutput.format(x)) \(StandardOutput.format(y))")
            default:
                break
            }
        }
    }

    /// Prints `error` on stderr and returns its exit status.
    private static func fail(_ error: Error) -> Int32 {
        report(error: "\(error)")
        return (error as? PlatformError)?.exitCode ?? 1
    }

    private static func report(error message: String) {
        StandardOutput.error("error: \(message)\n")
    }
}
