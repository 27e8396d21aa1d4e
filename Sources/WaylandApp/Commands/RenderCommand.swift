import ArgumentParser
import Layers

/// `render`: one frame of a scene, offscreen, on a virtual clock: no compositor needed.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a moment of a scene to a PNG file, or a stretch of it to an animated PNG, offscreen (no Wayland needed).",
        discussion: """
            The scene runs on a virtual clock from 0 to --at in 60 Hz steps, replaying its \
            scripted interaction, so the same arguments always give the same picture.

            --record FROM..TO renders the frames at FROM + k/fps (k = 0, 1… up to TO) on \
            the same clock and writes them as one animated PNG (APNG; each frame stores only \
            the rectangle that changed, and an unchanged frame lengthens the one before), \
            or, when -o ends in / or names a folder, as frame-0000.png, frame-0001.png… in \
            that folder (made if missing). At a frame rate that divides 60, from a FROM on \
            a 60 Hz step, each frame is the picture --at gives for its time. At most 1200 frames. Keep an animated PNG \
            small with --scale and --fps: --size 1280x720 --scale 0.5 --fps 15.
            """
    )

    @Option(help: ArgumentHelp("The scene: \(SceneCatalog.layerSceneNames.joined(separator: ", ")).", valueName: "name"))
    var scene = SceneCatalog.defaultName

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds into the scene (default 0).", valueName: "seconds"))
    var at: Double?

    @Option(help: ArgumentHelp("Size in points.", valueName: "WxH"))
    var size = WindowSizeArgument(width: 1280, height: 720)

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (1, 2, or fractional such as 1.5).", valueName: "s"))
    var scale = 1.0

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG (with --record: an animated PNG, or a folder of numbered PNGs when it ends in /).", valueName: "file.png"))
    var output = "frame.png"

    @Flag(help: "Render a dozen moments of the scene side by side in one PNG instead of one moment (--at is ignored).")
    var filmstrip = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per row with --filmstrip.", valueName: "n"))
    var columns = 4

    @Flag(help: "Draw the frame-time graph over the frames, as `run --hud` does in a window (the times are this machine's, so the picture differs from run to run).")
    var hud = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Record the scene from FROM to TO seconds (0..4.5; FROM...TO works too) as an animated PNG instead of one moment.", valueName: "from..to"))
    var record: String?

    @Option(help: ArgumentHelp("Frames per second with --record, 1…60 (default 30).", valueName: "n"))
    var fps: Int?

    @OptionGroup var sceneArguments: SceneArguments
    @OptionGroup var threadsArgument: ThreadsArgument

    func validate() throws {
        guard SceneCatalog.layerSceneNames.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)'; choose one of: \(SceneCatalog.layerSceneNames.joined(separator: ", "))")
        }
        if let at, !(at.isFinite && at >= 0 && at <= 3600) {
            throw ValidationError("--at needs a time between 0 and 3600 seconds, got \(at)")
        }
        guard scale.isFinite, scale >= 0.25, scale <= 4 else {
            throw ValidationError("--scale needs a value between 0.25 and 4, got \(scale)")
        }
        guard columns >= 1, columns <= 64 else {
            throw ValidationError("--columns needs 1…64, got \(columns)")
        }
        let pixels = (Double(size.width) * scale, Double(size.height) * scale)
        guard size.width >= 1, size.height >= 1, pixels.0 <= 16384, pixels.1 <= 16384 else {
            throw ValidationError("--size must be at least 1x1 and at most 16384x16384 pixels after scaling, got \(size.width)x\(size.height) at scale \(scale)")
        }
        try validateRecording()
    }

    /// `--record`'s span and `--fps`, and the options they exclude.
    private func validateRecording() throws {
        guard let record else {
            if fps != nil { throw ValidationError("--fps goes with --record FROM..TO: add it, or leave --fps out") }
            return
        }
        if filmstrip { throw ValidationError("--record and --filmstrip make different pictures: use one of them") }
        if at != nil { throw ValidationError("--record renders FROM..TO, --at one moment: use one of them") }
        let span = try RecordingSpan(parsing: record)
        try span.check(fps: fps ?? Self.defaultFPS, width: Int((Double(size.width) * scale).rounded()),
                       height: Int((Double(size.height) * scale).rounded()))
    }

    /// `--fps` when it is not given.
    static let defaultFPS = 30

    func run() throws {
        // ArgumentParser calls `run` on the main thread, where the layers and the window live.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        do {
            var options = sceneArguments.options
            if hud { options.overlay = FrameTimeOverlay() }
            guard let made = try SceneCatalog.makeScene(scene, options: options) else {
                throw ValidationError("unknown scene '\(scene)'")
            }
            if filmstrip {
                let sheet = try Filmstrip.render(made, size: Size(Double(size.width), Double(size.height)), scale: scale,
                                                 columns: columns, threads: threadsArgument.threads,
                                                 motion: options)
                try sheet.write(toFile: output)
                print("wrote \(output) (\(sheet.width)x\(sheet.height), \(scene) filmstrip of \(made.filmstripMoments.count) moments)")
                return
            }
            if let record {
                try writeRecording(of: made, span: RecordingSpan(parsing: record), options: options)
                return
            }
            let at = at ?? 0
            let run = try OffscreenRun(scene: made, size: Size(Double(size.width), Double(size.height)), scale: scale,
                                       threads: threadsArgument.threads, motion: options)
            run.advance(to: .seconds(at))
            try run.present()
            try run.shown.write(toFile: output)
            print("wrote \(output) (\(run.shown.width)x\(run.shown.height), \(scene) at \(at) s)")
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure(error)
        }
    }

    /// `--record`: the frames of `span` into `-o`, and one `wrote …` line.
    @MainActor
    private func writeRecording(of made: DemoScene, span: RecordingSpan, options: SceneOptions) throws {
        let fps = fps ?? Self.defaultFPS
        let destination = Recording.Destination(output: output)
        let summary = try Recording.render(made, size: Size(Double(size.width), Double(size.height)), scale: scale,
                                           span: span, fps: fps, to: destination,
                                           threads: threadsArgument.threads, motion: options)
        let what = "\(summary.width)x\(summary.height), \(scene) from \(span.from) to \(span.to) s at \(fps) fps"
        switch destination {
        case .animatedPNG:
            print("wrote \(output) (\(what): \(summary.frames) frames, \(summary.storedFrames) stored, \(summary.bytes) bytes)")
        case .folder:
            print("wrote \(summary.frames) frames to \(output) (\(what), \(summary.bytes) bytes)")
        }
    }
}
