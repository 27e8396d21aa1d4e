import Layers
import WaylandPlatform

/// Drives window content as a ``Window`` does, on a manual clock at 60 Hz, without a
/// compositor: the first frame always, then a frame whenever the content says it needs
/// one; with nothing to draw it asks when to wake up (``WindowContent/nextChange(after:)``),
/// and draws then. What a window would commit, frame by frame: the damage script the
/// reference client replays (``DamageRecording``), and what its tests compare with.
@MainActor
struct WindowStepper {
    let size: LogicalSize
    let scale: Double
    /// The scene's pictures, asked for before each frame (a splash makes its feed, and
    /// the feed's pipeline, only after a while). They are taken in before each frame, as
    /// an offscreen run takes them (a window takes them whenever they arrive), so every
    /// run commits the same frames.
    var images: () -> ImagePipeline? = { nil }

    /// Steps `content` for `frames` frames from clock time `start` (setting `clock` to each
    /// frame's time when given) and calls `drawn` with each drawn frame's number and damage.
    func run(_ content: WindowContent, frames: Int, start: ClockTime, clock: ManualClock? = nil,
             drawn: (Int, [PixelRect]) -> Void) throws {
        let image = try Image(width: Int((Double(size.width) * scale).rounded()),
                              height: Int((Double(size.height) * scale).rounded()))
        content.resize(width: size.width, height: size.height, scale: scale)
        for i in 0..<frames {
            let t = start + OffscreenRun.frameInterval * Double(i)
            if let pipeline = images(), pipeline.hasPendingLoads {
                pipeline.waitForPendingLoads(timeout: OffscreenRun.pictureTimeout)
            }
            clock?.set(t)
            guard i == 0 || content.needsFrame(at: t) else {
                _ = content.nextChange(after: t)
                continue
            }
            let target = PixelTarget(pixels: UnsafeMutableRawPointer(image.pixels), width: image.width,
                                     height: image.height, stride: image.stride, age: i == 0 ? 0 : 1)
            drawn(i, content.draw(into: target, at: t))
        }
    }
}
