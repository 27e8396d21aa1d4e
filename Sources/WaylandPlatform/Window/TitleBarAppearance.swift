/// The look and layout of the client-drawn title bar: a plain bar with a close
/// button on the right. Pure drawing into pixels, no Wayland.
struct TitleBarAppearance: Equatable {
    /// Logical height of the bar.
    static let height = 32

    var width: Int
    var scale: Int
    var isActivated: Bool
    var isCloseHovered: Bool
    var isClosePressed: Bool

    /// True when (x, y) in logical bar coordinates is on the close button.
    static func isOnCloseButton(x: Double, y: Double, width: Int) -> Bool {
        x >= Double(width - height) && x < Double(width) && y >= 0 && y < Double(height)
    }

    /// Paints the whole bar into `target`, which is `width × height` logical at `scale`.
    func paint(into target: PixelTarget) {
        let background: UInt32 = isActivated ? 0xFF30_3440 : 0xFF4A_4E58
        let line: UInt32 = 0xFF1E_2028
        let button: UInt32 = isClosePressed ? 0xFF9E_2A22 : (isCloseHovered ? 0xFFC8_3C30 : background)
        let glyph: Double = isActivated || isCloseHovered ? 1.0 : 0.7
        let buttonLeft = (width - Self.height) * scale
        let size = Double(Self.height * scale)
        let half = 5.0 * Double(scale)
        let thickness = 1.5 * Double(scale)

        for row in 0..<target.height {
            let pixels = (target.pixels + row * target.stride).assumingMemoryBound(to: UInt32.self)
            let isLine = row >= target.height - scale
            for column in 0..<target.width {
                guard !isLine else { pixels[column] = line; continue }
                guard column >= buttonLeft else { pixels[column] = background; continue }
                // An antialiased "×" centred in the button.
                let dx = Double(column - buttonLeft) + 0.5 - size / 2
                let dy = Double(row) + 0.5 - size / 2
                var coverage = 0.0
                if abs(dx) <= half + thickness && abs(dy) <= half + thickness {
                    let distance = min(abs(dx - dy), abs(dx + dy)) / 2.0.squareRoot()
                    coverage = min(max(thickness / 2 + 0.5 - distance, 0), 1) * glyph
                }
                pixels[column] = Self.blend(white: coverage, over: button)
            }
        }
    }

    /// White at `coverage` over an opaque colour.
    private static func blend(white coverage: Double, over color: UInt32) -> UInt32 {
        guard coverage > 0 else { return color }
        func channel(_ shift: UInt32) -> UInt32 {
            let value = Double((color >> shift) & 0xFF)
            return UInt32((value + (255 - value) * coverage).rounded()) << shift
        }
        return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }
}
