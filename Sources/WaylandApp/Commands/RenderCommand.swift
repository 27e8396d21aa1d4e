import ArgumentParser
import Layers

/// `render`: one frame of a scene, offscreen, on a virtual clock: no compositor needed.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one moment of a scene to a PNG file, offscreen (no Wayland needed).",
        discussion: """
            The scene runs on a virtual clock from 0 to --at in 60 Hz steps, replaying its \
            scripted interaction, so the same arguments always give the same picture.
            """
    )

    @Option(help: ArgumentHelp("The scene: \(SceneCatalog.layerSceneNames.joined(separator: ", ")).", valueName: "name"))
    var scene = SceneCatalog.defaultName

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds into the scene.", valueName: "seconds"))
    var at = 0.0

    @Option(help: ArgumentHelp("Size in points.", valueName: "WxH"))
    var size = WindowSizeArgument(width: 1280, height: 720)

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (1, 2, or fractional such as 1.5).", valueName: "s"))
    var scale = 1.0

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG.", valueName: "file.png"))
    var output = "frame.png"

    @Flag(help: "Render a dozen moments of the scene side by side in one PNG instead of one moment (--at is ignored).")
    var filmstrip = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per row with --filmstrip.", valueName: "n"))
    var columns = 4

    @Flag(help: "Draw the frame-time graph over the frames, as `run --hud` does in a window (the times are this machine's, so the picture differs from run to run).")
    var hud = false

    @OptionGroup var sceneArguments: SceneArguments
    @OptionGroup var threadsArgument: ThreadsArgument

    func validate() throws {
        guard SceneCatalog.layerSceneNames.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)'; choose one of: \(SceneCatalog.layerSceneNames.joined(separator: ", "))")
        }
        guard at.isFinite, at >= 0, at <= 3600 else {
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
    }

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
            let run = try OffscreenRun(scene: made, size: Size(Double(size.width), Double(size.height)), scale: scale,
                                       threads: threadsArgument.threads, motion: options)
            run.advance(to: at)
            try run.present()
            try run.shown.write(toFile: output)
            print("wrote \(output) (\(run.shown.width)x\(run.shown.height), \(scene) at \(at) s)")
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure(error)
        }
    }
}
