import Layers

/// Hands the main window over from its picture (``SnapshotLayer``) to the live content
/// a band of rows per frame, once the hole has opened.
///
/// The first frame that draws the live content draws all of it: every card, text run,
/// rounded corner and picture, for masks and glyphs the window's renderer never made:
/// drawn in one frame, it was the slowest of the splash. The picture shows
/// the same pixels (it was taken of the content at this size and scale), so the content
/// can take the window over in bands under the picture's cover, each frame drawing a
/// band's worth: ``SnapshotLayer/parts(width:height:)`` bands, as many as the picture
/// was taken in.
///
/// The live content sits in ``container``, clipped to the rows handed over so far, and
/// the picture in ``pictureClip``, clipped to the rows below them: a layer whose clip
/// alone changes redraws only the strip it uncovers or covers, so each frame draws one
/// band, and the picture, covering only the last band at the end, leaves with it.
/// Anything that may make the two differ (input, the content animating, a new size)
/// hands the rest over at once.
final class SnapshotHandover {
    /// Holds the live content and clips it to the rows handed over.
    let container = Layer()
    /// Holds the picture and clips it to the rows not handed over yet.
    let pictureClip = Layer()
    private var phase = Phase.idle

    private enum Phase: Equatable {
        /// The content shows in the whole window (or nothing is handed over).
        case idle
        /// `rows` of `total` points show the content; each frame adds `band` more.
        case handing(rows: Double, band: Double, total: Size)
    }

    init() {
        container.name = "live"
        pictureClip.name = "picture"
        container.masksToBounds = true
        for clip in [container, pictureClip] { clip.actions = ["bounds": .disabled, "position": .disabled] }
    }

    /// True while the picture still covers some rows.
    var isHanding: Bool { phase != .idle }

    /// The content fills `size`: the whole window, any hand-over finished.
    func layout(size: Size, picture: SnapshotLayer) {
        finish(picture)
        show(rows: size.height, of: size)
    }

    /// The content in the top `rows` points of a `total`-point window, the picture below.
    private func show(rows: Double, of total: Size) {
        Transaction.withoutActions {
            container.frame = Rect(x: 0, y: 0, width: total.width, height: rows)
            // The picture stays where it was: its clip starts `rows` down, and so does
            // what the clip shows of its own coordinates.
            let below = rows < total.height ? rows : 0
            pictureClip.frame = Rect(x: 0, y: below, width: total.width, height: total.height - below)
            // Whole values: `bounds.origin = …` goes through a modify accessor, whose
            // frame Swift puts on the heap (an allocation every frame of the handover).
            pictureClip.bounds = Rect(x: 0, y: below, width: total.width, height: total.height - below)
        }
    }

    /// Starts handing a `size`-point window, drawn at `scale`, over from `picture`
    /// (which shows) to the content: no rows are handed over yet. A picture taken in
    /// one band goes at once.
    func start(size: Size, scale: Double, from picture: SnapshotLayer) {
        let rows = max(Int((size.height * scale).rounded()), 1)
        let parts = SnapshotLayer.parts(width: max(Int((size.width * scale).rounded()), 1), height: rows)
        guard parts > 1 else { return Self.takeAway(picture) }
        phase = .handing(rows: 0, band: size.height / Double(parts), total: size)
        show(rows: 0, of: size)
        // Only now: while the hole opens, the window's one picture is drawn straight
        // through the hole, which a clipping layer on the way would prevent.
        Transaction.withoutActions { pictureClip.masksToBounds = true }
    }

    /// Hands one more band over; the last one takes the picture away.
    func step(_ picture: SnapshotLayer) {
        guard case let .handing(rows, band, total) = phase else { return }
        let shown = rows + band
        // The last band ends exactly at the bottom (no sliver left by rounding).
        guard shown < total.height - band / 2 else { return finish(picture) }
        phase = .handing(rows: shown, band: band, total: total)
        show(rows: shown.rounded(), of: total)
    }

    /// Hands the rest over at once and takes the picture away, when a hand-over runs:
    /// only the rows it still covered are drawn again.
    func finish(_ picture: SnapshotLayer) {
        guard case let .handing(_, _, total) = phase else { return }
        phase = .idle
        show(rows: total.height, of: total)
        Transaction.withoutActions { pictureClip.masksToBounds = false }
        Self.takeAway(picture)
    }

    private static func takeAway(_ picture: SnapshotLayer) {
        Transaction.withoutActions {
            picture.isHidden = true
            picture.contents = nil
        }
    }
}
