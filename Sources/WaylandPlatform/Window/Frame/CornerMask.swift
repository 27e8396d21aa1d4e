import Layers

/// Rounds the content's bottom corners, so that a floating client-decorated window is
/// round at all four corners as a libadwaita window is (the frame rounds the top ones).
///
/// It multiplies the corner pixels by the shape's antialiased coverage. That is not
/// idempotent, so it must touch only pixels the content has just drawn anew: the
/// window tracks which those are (``repaintedAreas(damage:age:size:)``), the same way
/// content brings an older buffer up to date (``DamageHistory``).
struct CornerMask {
    private var history = DamageHistory()

    /// Every buffer is redrawn whole next (a resize).
    mutating func reset() { history.reset() }

    /// What the content repainted in a buffer of `age` while drawing a frame whose
    /// changes are `damage`: everything for a new buffer, else the damage plus the
    /// frames the buffer missed. Records the frame.
    mutating func repaintedAreas(damage: [PixelRect], age: Int, size: LogicalSize) -> [PixelRect] {
        defer { history.record(damage) }
        let full = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        guard age > 0, let repairs = history.repairs(forAge: age) else { return [full] }
        return repairs + damage
    }

    /// Clears the outside of the bottom corners (`radius` in pixels) within `areas`.
    static func apply(radius: Double, to target: PixelTarget, within areas: [PixelRect]) {
        let size = Int(radius.rounded(.up))
        guard size > 0, target.width >= 2 * size, target.height >= size else { return }
        let corners = [PixelRect(x: 0, y: target.height - size, width: size, height: size),
                       PixelRect(x: target.width - size, y: target.height - size, width: size, height: size)]
        for corner in corners {
            let centerX = corner.x == 0 ? radius : Double(target.width) - radius
            let centerY = Double(target.height) - radius
            for area in areas {
                let rect = area.intersection(corner)
                guard !rect.isEmpty else { continue }
                for row in rect.y..<(rect.y + rect.height) {
                    let pixels = (target.pixels + row * target.stride).assumingMemoryBound(to: UInt32.self)
                    for column in rect.x..<(rect.x + rect.width) {
                        let coverage = Self.coverage(x: Double(column) + 0.5, y: Double(row) + 0.5,
                                                     centerX: centerX, centerY: centerY, radius: radius,
                                                     isLeft: corner.x == 0)
                        pixels[column] = Self.scaled(pixels[column], by: coverage)
                    }
                }
            }
        }
    }

    /// How much of the pixel centred at (x, y) lies inside the rounded corner whose
    /// circle is centred at (centerX, centerY): 1 on the inner side of the centre.
    static func coverage(x: Double, y: Double, centerX: Double, centerY: Double, radius: Double,
                         isLeft: Bool) -> Double {
        let dx = max(0, isLeft ? centerX - x : x - centerX)
        let dy = max(0, y - centerY)
        let distance = (dx * dx + dy * dy).squareRoot()
        return min(max(radius - distance + 0.5, 0), 1)
    }

    private static func scaled(_ pixel: UInt32, by coverage: Double) -> UInt32 {
        if coverage >= 1 { return pixel }
        if coverage <= 0 { return 0 }
        let factor = UInt32((coverage * 256).rounded())
        let rb = (((pixel & 0x00FF_00FF) &* factor) >> 8) & 0x00FF_00FF
        let ag = (((pixel >> 8) & 0x00FF_00FF) &* factor) & 0xFF00_FF00
        return rb | ag
    }
}
