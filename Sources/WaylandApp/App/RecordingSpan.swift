import Layers

/// `render --record FROM..TO`: the stretch of a scene's scripted run a recording holds,
/// in seconds, and its frames at `--fps`: FROM + k / fps for k = 0, 1… while ≤ TO.
/// The command line's parsing and limits are in `Commands/RecordingSpan+Argument.swift`.
nonisolated struct RecordingSpan: Equatable {
    /// The latest moment a recording may reach, as `--at`'s.
    static let latestTime = 3600.0
    /// At most this many frames in one recording.
    static let maximumFrames = 1200
    /// At most this many pixels rendered in one recording (frames × width × height).
    static let maximumPixels = 1 << 31

    let from: Double
    let to: Double

    init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }

    /// How many frames the span holds at `fps`: the first at FROM, the last at or before TO.
    func frameCount(fps: Int) -> Int {
        Int(((to - from) * Double(fps) + 1e-9).rounded(.down)) + 1
    }

    /// The scene time of frame `index` at `fps`.
    func time(ofFrame index: Int, fps: Int) -> TimeSpan {
        .seconds(from + Double(index) / Double(fps))
    }
}
