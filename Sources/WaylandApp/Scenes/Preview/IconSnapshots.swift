import Layers

/// The pictures of the home screen's icons a press grows (UIKit's `snapshotView`), made
/// one at a time while the window idles, so that a press does not draw its icon in its
/// first frame: a fresh renderer drawing the icon's art and text there is a sizeable
/// share of that frame, on the main thread.
///
/// Kept for one scale: a new one (a window moved to another output) drops them.
@MainActor
struct IconSnapshots {
    private var pictures: [Image?]
    private var scale = 0.0
    private let side: Double

    /// Room for `count` icons `side` points wide.
    init(count: Int, side: Double) {
        pictures = Array(repeating: nil, count: count)
        self.side = side
    }

    /// The picture of icon `index` made so far, at the last scale asked for; nil when none.
    subscript(index: Int) -> Image? { pictures[index] }

    /// The picture of icon `index` at `scale` pixels per point, made now if it was not yet.
    mutating func snapshot(of index: Int, scale: Double, at time: MediaTime) throws -> Image {
        use(scale)
        if let made = pictures[index] { return made }
        let made = try AppIcon.all[index].snapshot(side: side, scale: scale, at: time)
        pictures[index] = made
        return made
    }

    /// Makes the next icon's picture not made yet at `scale`; false when all are.
    mutating func makeNext(scale: Double, at time: MediaTime) throws -> Bool {
        use(scale)
        guard let next = pictures.firstIndex(where: { $0 == nil }) else { return false }
        _ = try snapshot(of: next, scale: scale, at: time)
        return true
    }

    private mutating func use(_ scale: Double) {
        guard scale != self.scale else { return }
        self.scale = scale
        for i in pictures.indices { pictures[i] = nil }
    }
}
