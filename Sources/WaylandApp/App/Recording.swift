import FoundationEssentials
import Layers

/// `render --record`: a stretch of a scene's scripted run as frames, into an animated
/// PNG or a folder of numbered PNGs.
///
/// The frames are the scene at FROM + k / fps (``RecordingSpan``) on one
/// ``OffscreenRun``, whose clock steps at 60 Hz from 0 and stops at each frame's time,
/// as `render --at` does: at a frame rate that divides 60, from a FROM on a 60 Hz
/// step, each frame is the picture `render --at` gives for its time.
enum Recording {
    /// Where the frames go.
    enum Destination: Equatable {
        /// One animated PNG file.
        case animatedPNG(path: String)
        /// `frame-0000.png`, `frame-0001.png`… in a folder (made if missing).
        case folder(path: String)

        /// `-o`'s meaning: a folder when it ends in `/` or names an existing folder,
        /// else an animated PNG file.
        init(output: String) {
            var isFolder = false
            if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder) {
                self = .folder(path: output)
            } else {
                self = .animatedPNG(path: output)
            }
        }
    }

    /// What a recording wrote.
    struct Summary: Equatable {
        /// Frames rendered.
        let frames: Int
        /// Frames in the file (an animated PNG stores a frame equal to the one before as a
        /// longer delay of that one); `frames` for a folder.
        let storedFrames: Int
        /// Bytes written, in all.
        let bytes: Int
        let width: Int
        let height: Int
    }

    /// Renders `scene` in a `size`-point window at `scale` at every frame time of `span`
    /// at `fps`, into `destination`.
    static func render(_ scene: DemoScene, size: Size, scale: Double, span: RecordingSpan, fps: Int,
                       to destination: Destination, threads: Int = Renderer.defaultThreads,
                       motion: SceneOptions = SceneOptions()) throws -> Summary {
        let run = try OffscreenRun(scene: scene, size: size, scale: scale, threads: threads, motion: motion)
        let (width, height) = (run.target.width, run.target.height)
        switch destination {
        case .animatedPNG(let path):
            let writer = try AnimatedPNGWriter(toFile: path, width: width, height: height, framesPerSecond: fps)
            try forEachFrame(of: run, span: span, fps: fps) { _, image in try writer.append(image) }
            try writer.finish()
            return Summary(frames: writer.appendedFrames, storedFrames: writer.storedFrames, bytes: writer.byteCount,
                           width: width, height: height)
        case .folder(let path):
            try makeFolder(path)
            var bytes = 0
            try forEachFrame(of: run, span: span, fps: fps) { index, image in
                let file = frameFile(index, in: path)
                try image.write(toFile: file)
                let attributes = try? FileManager.default.attributesOfItem(atPath: file)
                bytes += (attributes?[.size] as? UInt).map { Int($0) } ?? 0  // a UInt in FoundationEssentials
            }
            let frames = span.frameCount(fps: fps)
            return Summary(frames: frames, storedFrames: frames, bytes: bytes, width: width, height: height)
        }
    }

    /// The path of frame `index` in `folder`: `frame-0000.png`, `frame-0001.png`…
    static func frameFile(_ index: Int, in folder: String) -> String {
        let name = "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + "\(index).png"
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Steps `run` to each frame time of `span` and hands its picture to `body`.
    private static func forEachFrame(of run: OffscreenRun, span: RecordingSpan, fps: Int,
                                     _ body: (Int, Image) throws -> Void) throws {
        for index in 0..<span.frameCount(fps: fps) {
            run.advance(to: span.time(ofFrame: index, fps: fps))
            try run.present()  // with --hud, the graph over the frame
            try body(index, run.shown)
        }
    }

    /// Makes `path` if it is missing (its parent must exist), as `-o`'s failure when it cannot.
    private static func makeFolder(_ path: String) throws {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder else {
                throw CommandFailure("cannot write frames into \(path): it is a file, not a folder", status: .cannotWrite)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            let reason = (error as? CocoaError)?.systemReason ?? "\(error)"
            throw CommandFailure("cannot make the folder \(path) for the frames (\(reason)); check that its parent folder exists and is writable",
                                 status: .cannotWrite)
        }
    }
}
