import FoundationEssentials
import Layers

/// A dozen moments of a scene on one picture, for the README: each frame rendered
/// offscreen on the manual clock, laid out in a grid with its time under it.
///
/// The sheet is itself a layer tree (frames as `contents`, times as text) drawn by the
/// same renderer.
enum Filmstrip {
    static let gap = 16.0
    static let labelHeight = 30.0

    /// Renders `scene` at each of its ``Scene/filmstripMoments`` in a `size`-point window
    /// at `scale`, `columns` frames per row.
    static func render(_ scene: DemoScene, size: Size, scale: Double, columns: Int,
                       threads: Int = Renderer.defaultThreads, motion: SceneOptions = SceneOptions()) throws -> Image {
        let moments = scene.filmstripMoments
        guard !moments.isEmpty else { throw CommandFailure("the scene has no filmstrip moments") }
        let run = try OffscreenRun(scene: scene, size: size, scale: scale, threads: threads, motion: motion)
        var frames: [(time: Double, image: Image)] = []
        for moment in moments.sorted() {
            run.advance(to: moment)
            try run.present()
            frames.append((moment.seconds, try copy(run.shown)))
        }

        let frameSize = Size(width: Double(run.target.width), height: Double(run.target.height))
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let sheet = Layer()
        let sheetSize = Size(width: gap + Double(columns) * (frameSize.width + gap),
                             height: gap + Double(rows) * (frameSize.height + labelHeight + gap))
        Transaction.withoutActions {
            sheet.frame = Rect(x: 0, y: 0, width: sheetSize.width, height: sheetSize.height)
            sheet.backgroundColor = Color(hex: 0x16151C)
        }
        for (i, frame) in frames.enumerated() {
            let x = gap + Double(i % columns) * (frameSize.width + gap)
            let y = gap + Double(i / columns) * (frameSize.height + labelHeight + gap)
            let picture = Layer()
            picture.contents = frame.image
            let label = TextLayer(string: String(cFormat: "%.2f s", frame.time), font: Font(family: "Inter", size: 15, weight: .medium))
            label.alignmentMode = .center
            Transaction.withoutActions {
                picture.frame = Rect(x: x, y: y, width: frameSize.width, height: frameSize.height)
                picture.cornerRadius = 6
                label.frame = Rect(x: x, y: y + frameSize.height + 6, width: frameSize.width, height: labelHeight - 6)
                label.foregroundColor = Color(white: 0.78)
            }
            picture.masksToBounds = true
            sheet.addSublayer(picture)
            sheet.addSublayer(label)
        }
        let image = try Image(width: Int(sheetSize.width), height: Int(sheetSize.height))
        try Renderer().render(sheet, at: run.mediaNow, into: image, scale: 1)
        return image
    }

    private static func copy(_ image: Image) throws -> Image {
        let copy = try Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            (UnsafeMutableRawPointer(copy.pixels) + y * copy.stride)
                .copyMemory(from: UnsafeRawPointer(image.pixels) + y * image.stride, byteCount: image.width * 4)
        }
        return copy
    }
}
