import Layers
import Logging

/// Each window of a tree (`WindowLayer`, see `LevelRenderer` for the contract on its
/// root) in a synchronized subsurface of its own (``LevelSurface``), stacked by level
/// above the window's surface, which keeps only the screen's background: what
/// ``LayerTreeContent/showsWindowsAsSubsurfaces`` shows.
///
/// Per frame, from what `LevelRenderer` did: a window that appeared gets a surface, one
/// that left the screen loses it, the surfaces are restacked when the order changed, a
/// hidden or transparent window is unmapped, and only a window whose picture changed is
/// committed. Everything is committed before the window's own commit, which applies it
/// all at once. A window whose transform only scales it up is drawn untransformed and
/// scaled by the compositor (`LevelCrop`). A level whose picture its renderer drew
/// opaque over every pixel (`RenderedLevel.isOpaque`) declares its surface opaque, so
/// the compositor skips what lies under it rather than blending over it.
///
/// Reports what happens to the levels, one line each: `level created …`,
/// `level mapped …`, `level unmapped …`, `level cropped …` when the compositor starts
/// scaling a level, `level uncropped …` when it stops, `level destroyed …`,
/// `subsurfaces N`.
@MainActor
package final class SubsurfaceLevels {
    private let host: SubsurfaceHost
    package let renderer: LevelRenderer
    private var surfaces: [ObjectIdentifier: LevelSurface] = [:]
    /// Buffers committed per level, by label, including levels already destroyed.
    package private(set) var commits: [(label: String, count: Int)] = []
    private let report: (String) -> Void
    private var frames = 0
    private let logger = Logger(label: "render.levels")

    /// Levels drawn by `threads` threads each, in subsurfaces of `host`'s window;
    /// `report` hears a line for each thing that happens to a level.
    package init(host: SubsurfaceHost, threads: Int = Renderer.defaultThreads,
                 report: @escaping (String) -> Void = { _ in }) {
        self.host = host
        renderer = LevelRenderer(threads: threads, delegatesScaling: host.canCrop)
        self.report = report
        renderer.onLayerOutsideWindows = { [logger] layer in
            logger.warning("layer '\(layer.name ?? "unnamed")' is on the screen outside any window: not drawn with subsurfaces")
        }
    }

    isolated deinit { destroyAll() }

    package func resize(pixelWidth: Int, pixelHeight: Int, scale: Double) {
        renderer.resize(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// True while a level waits for a free buffer.
    package var hasPending: Bool { surfaces.values.contains { $0.hasPending } }
    /// A window wants one more frame to draw its text sharp (`Renderer.isSettling`).
    package var isSettling: Bool { renderer.isSettling }

    /// Draws `root`'s frame at `time`: the background into `backdrop` (for the window's
    /// own surface; its damage is returned) and every level into its subsurface.
    package func draw(_ root: Layer, at time: MediaTime, backdropInto backdrop: Image) throws -> [PixelRect] {
        try renderer.render(root, at: time, backdropInto: backdrop)
        let frame = renderer.frame
        for level in frame.removed {
            surfaces.removeValue(forKey: ObjectIdentifier(level))?.destroy()
            report("level destroyed \(level.label)")
        }
        if frame.isRestacked { try restack(frame) }
        var mayPrepare = frames > 0
        frames += 1
        for (level, change) in frame.levels {
            guard let surface = surfaces[ObjectIdentifier(level)] else { continue }
            if (surface.crop == nil) != (level.crop == nil) {
                report("level \(level.crop == nil ? "uncropped" : "cropped") \(level.label)")
            }
            surface.crop = level.crop?.rect
            surface.isOpaque = level.isOpaque
            defer { surface.commitChanges() }
            switch change {
            case .hidden:
                surface.unmap()
                report("level unmapped \(level.label)")
            case .shown:
                guard let image = level.image else { continue }
                try present(level, on: surface, image: image,
                            damage: [PixelRect(x: 0, y: 0, width: image.width, height: image.height)])
                report("level mapped \(level.label)")
            case let .redrawn(damage):
                if let image = level.image { try present(level, on: surface, image: image, damage: damage) }
            case .unchanged:
                if surface.hasPending, let image = level.image { try present(level, on: surface, image: image, damage: []) }
            case .stillHidden:
                // One hidden level a frame (not the first) gets its picture and buffers ready.
                if mayPrepare, level.image == nil {
                    let image = try renderer.prepare(level)
                    try surface.prepare(width: image.width, height: image.height, picture: image)
                    mayPrepare = false
                }
            }
        }
        return frame.backdropDamage
    }

    /// Maps a slice of a prepared level's picture or of a level's buffers not drawn yet
    /// (``LevelSurface/mapMemoryAhead()``); returns the bytes mapped, 0 when no level
    /// has any left.
    package func mapMemoryAhead() -> Int {
        for surface in surfaces.values {
            let pictures = surface.pictureBytesMappedAhead
            let mapped = surface.mapMemoryAhead()
            pictureBytesMappedAhead += surface.pictureBytesMappedAhead - pictures
            if mapped > 0 { return mapped }
        }
        return 0
    }

    /// While the window idles, after the memory is mapped: one covered level's picture
    /// drawn (`LevelRenderer.drawCoveredLevelAhead()`); false when none is left.
    package func drawAhead() -> Bool {
        do {
            return try renderer.drawCoveredLevelAhead()
        } catch {
            logger.warning("a covered window level could not be drawn ahead (\(error)); it is drawn when it shows")
            return false
        }
    }

    /// Bytes of hidden levels' pictures mapped ahead of the frame that shows them, over
    /// every level so far.
    package private(set) var pictureBytesMappedAhead = 0

    /// Destroys every level's surface (the window is going, or its content changed).
    package func destroyAll() {
        for level in renderer.levels {
            guard let surface = surfaces.removeValue(forKey: ObjectIdentifier(level)) else { continue }
            surface.destroy()
            report("level destroyed \(level.label)")
        }
        for surface in surfaces.values { surface.destroy() }
        surfaces.removeAll()
    }

    /// `level commits: background splash (normal − 1) 37, …` and the pictures mapped
    /// ahead, for a run's statistics.
    package var statisticsLines: [String] {
        ["level commits: " + commits.map { "\($0.label) \($0.count)" }.joined(separator: ", "),
         "level pictures mapped ahead: \(StatisticsFormat.number(Double(pictureBytesMappedAhead) / 1_048_576)) MB"]
    }

    /// New windows get a surface; then each surface goes right above the one below it.
    private func restack(_ frame: LevelFrame) throws {
        for (level, _) in frame.levels where surfaces[ObjectIdentifier(level)] == nil {
            surfaces[ObjectIdentifier(level)] = try LevelSurface(host: host)
            report("level created \(level.label)")
        }
        var below: LevelSurface?
        for (level, _) in frame.levels {
            guard let surface = surfaces[ObjectIdentifier(level)] else { continue }
            surface.place(above: below)
            below = surface
        }
        report("subsurfaces \(surfaces.count)")
    }

    private func present(_ level: RenderedLevel, on surface: LevelSurface, image: Image, damage: [PixelRect]) throws {
        guard try surface.present(PixelSource(image), damage: damage) else { return }
        if let index = commits.firstIndex(where: { $0.label == level.label }) {
            commits[index].count += 1
        } else {
            commits.append((level.label, 1))
        }
    }
}
