import FoundationEssentials
import Glibc
import Layers

/// The soft shadow around a floating window, computed per pixel of the margin instead
/// of blurring a window-sized shape: a Gaussian blur of a rounded rectangle falls off
/// with the distance from its outline as `erfc`, which is all a window shadow needs.
/// Blurring the whole shape took most of a frame's first draw (and every resize's).
struct FrameShadow: Equatable {
    /// The window geometry in buffer pixels, and its corner radius.
    var shape: Rect
    var cornerRadius: Double
    /// The blur's standard deviation and the downward offset, in pixels.
    var sigma: Double
    var offsetY: Double
    var opacity: Double

    /// The same shadow in coordinates moved by (dx, dy): for a picture of part of the frame.
    func movedBy(dx: Double, dy: Double) -> FrameShadow {
        var moved = self
        moved.shape = shape.offsetBy(dx: dx, dy: dy)
        return moved
    }

    /// The shadow's alpha at the pixel centred at (x, y).
    func alpha(x: Double, y: Double) -> Double {
        let distance = signedDistance(x: x, y: y - offsetY)
        return opacity * 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
    }

    /// The radius the corners really have (at most half a side).
    var effectiveRadius: Double { min(cornerRadius, shape.width / 2, shape.height / 2) }

    /// How far `x` lies beyond the straight part of the top and bottom edges (negative: within it).
    func horizontalExcess(x: Double) -> Double { abs(x - shape.midX) - (shape.width / 2 - effectiveRadius) }

    /// How far `y` (offset applied) lies beyond the straight part of the side edges.
    func verticalExcess(y: Double) -> Double { abs(y - offsetY - shape.midY) - (shape.height / 2 - effectiveRadius) }

    /// Distance from the rounded rectangle's outline: negative inside.
    private func signedDistance(x: Double, y: Double) -> Double {
        let r = effectiveRadius
        let dx = abs(x - shape.midX) - (shape.width / 2 - r)
        let dy = abs(y - shape.midY) - (shape.height / 2 - r)
        let outside = (max(dx, 0) * max(dx, 0) + max(dy, 0) * max(dy, 0)).squareRoot()
        return outside + min(max(dx, dy), 0) - r
    }

    /// Puts the shadow under what `image` already shows (destination-over), within
    /// `areas`: pixels just drawn without it. The inside of the window, which the window
    /// itself covers, is skipped.
    ///
    /// Beside a straight edge the distance to the outline, and so the alpha, depends on
    /// one coordinate only: it is worked out once per row above and below the window and
    /// once per column beside it (``EdgeAlphas``), the same number each pixel would get on
    /// its own. Only the corners are computed pixel by pixel, so a window's first frame
    /// does not call `erfc` for every pixel of the margin.
    func drawUnder(into image: Image, within areas: [PixelRect]) {
        let inner = shape.insetBy(dx: cornerRadius + 1, dy: cornerRadius + 1)
        let bounds = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        var alphas = EdgeAlphas(shadow: self, width: image.width)
        for area in areas {
            let rect = area.intersection(bounds)
            guard !rect.isEmpty else { continue }
            for row in rect.y..<(rect.y + rect.height) {
                let y = Double(row) + 0.5
                // Deep inside the window on either axis the window covers it: the columns
                // of this row it covers are not visited at all (a window-sized frame
                // would otherwise test a million pixels only to skip them).
                let skipped: Range<Int> = if y > inner.minY && y < inner.maxY {
                    Self.columns(after: shape.minX + 1, before: shape.maxX - 1)
                } else if y > shape.minY + 1 && y < shape.maxY - 1 {
                    Self.columns(after: inner.minX, before: inner.maxX)
                } else {
                    0..<0
                }
                let pixels = image.pixels + row * (image.stride / 4)
                let end = rect.x + rect.width
                let cutStart = skipped.isEmpty ? end : min(max(skipped.lowerBound, rect.x), end)
                let cutEnd = skipped.isEmpty ? end : min(max(skipped.upperBound, cutStart), end)
                alphas.beginRow(y: y)
                // Two loops, not a loop over an array of the two spans: that array was made
                // anew for every row.
                for column in rect.x..<cutStart { Self.putUnder(pixels, column, &alphas) }
                for column in cutEnd..<end { Self.putUnder(pixels, column, &alphas) }
            }
        }
    }

    /// The columns whose centres lie strictly between `low` and `high`.
    private static func columns(after low: Double, before high: Double) -> Range<Int> {
        let first = Int((low - 0.5).rounded(.down)) + 1, end = Int((high - 0.5).rounded(.up))
        return first < end ? first..<end : 0..<0
    }

    /// The shadow under pixel `column` of a row: what ``under(_:shadowAlpha:)`` gives,
    /// with the transparent pixels of the margin (most of them) taken from `alphas`'
    /// stored ones.
    private static func putUnder(_ pixels: UnsafeMutablePointer<UInt32>, _ column: Int, _ alphas: inout EdgeAlphas) {
        let pixel = pixels[column]
        if pixel >> 24 == 255 { return }
        pixels[column] = pixel == 0 ? alphas.pixel(column: column) : under(pixel, shadowAlpha: alphas.alpha(column: column))
    }

    /// Black at `shadowAlpha` beneath a premultiplied pixel.
    private static func under(_ pixel: UInt32, shadowAlpha: Double) -> UInt32 {
        // An opaque pixel hides the shadow: the same as the sum below, which adds 0.
        if pixel >> 24 == 255 { return pixel }
        let above = Double(pixel >> 24) / 255
        let added = UInt32((shadowAlpha * (1 - above) * 255).rounded())
        guard added > 0 else { return pixel }
        return min((pixel >> 24) + added, 255) << 24 | (pixel & 0x00FF_FFFF)
    }
}
