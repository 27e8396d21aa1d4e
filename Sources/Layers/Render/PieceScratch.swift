/// Room for drawing a layer apart where one small piece of a shape's coverage needs it (a
/// rounded card's corner, a strip along the edge of the splash's hole), the pieces packed
/// side by side into a few small images kept from frame to frame.
///
/// The offscreens of ``OffscreenPool`` share the target's pixel coordinates, so a piece
/// drawn apart there lands wherever the piece is on screen. Pieces that move about a 4K
/// screen keep reaching pages never written before, and every first write to a page is a
/// page fault (thousands of them in the frame where the splash's hole first grows big).
/// Packed here, the same pieces write the same few megabytes every frame.
///
/// Places handed out in one frame never overlap: the render workers draw bands of the
/// target at once, and two pieces in different bands must not share scratch pixels.
final class PieceScratch {
    /// Where a piece is drawn: device pixel p is pixel p − `offset` of `image`.
    struct Place {
        let image: Image
        let offset: (x: Int, y: Int)
    }

    /// Rows per image. A coverage strip is 16 rows tall (``CoverageStrips/bandHeight``)
    /// and a rounded corner about as tall as its radius: pieces taller than this are
    /// drawn in an offscreen instead.
    static let rows = 128

    /// Made when the target's size is set, enough to hold as many rows as the target:
    /// their pages are only mapped once written, and a frame that first needs one (a
    /// steady one, as likely as not) allocates nothing.
    private var images: [Image] = []
    /// How many of them a frame has used: what ``byteCount`` counts.
    private var used = 0
    private var width = 0
    /// The next free place: image `image`, shelf at row `y` (as tall as its tallest
    /// piece so far), next piece at column `x`.
    private var cursor = (image: 0, x: 0, y: 0, shelfHeight: 0)

    /// Starts a frame: every place is free again. A new target width makes the images
    /// again; a new height adds or drops some (an interactive resize keeps most).
    /// `workers`: the threads that will draw them, whose pixman views are made now too.
    func prepare(width: Int, height: Int, workers: Int) {
        if width != self.width {
            images.removeAll()
            self.width = width
        }
        let count = width > 0 ? (height + Self.rows - 1) / Self.rows : 0
        if images.count > count { images.removeLast(images.count - count) }
        while images.count < count, let made = try? Image(width: width, height: Self.rows) {
            made.views.makeAhead(workers: workers)
            images.append(made)
        }
        used = min(used, images.count)
        cursor = (0, 0, 0, 0)
    }

    /// A place for `rect` (device pixels) that no other place this frame overlaps; nil
    /// when it is taller than ``rows`` or wider than the target, or when the images,
    /// which hold as many rows as the target, are full (an offscreen is then no worse).
    func place(_ rect: PixelRect) -> Place? {
        guard !rect.isEmpty, rect.height <= Self.rows, rect.width <= width else { return nil }
        if cursor.x + rect.width > width {
            cursor = (cursor.image, 0, cursor.y + cursor.shelfHeight, 0)
        }
        if cursor.y + rect.height > Self.rows {
            cursor = (cursor.image + 1, 0, 0, 0)
        }
        guard cursor.image < images.count else { return nil }
        used = max(used, cursor.image + 1)
        let place = Place(image: images[cursor.image], offset: (rect.x - cursor.x, rect.y - cursor.y))
        cursor.x += rect.width
        cursor.shelfHeight = max(cursor.shelfHeight, rect.height)
        return place
    }

    /// Bytes held, for statistics.
    var byteCount: Int { used * width * Self.rows * 4 }
}
