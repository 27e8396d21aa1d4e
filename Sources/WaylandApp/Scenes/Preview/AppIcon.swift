import Layers

/// One app on the preview scene's home screen: its name, its picture and its colour.
struct AppIcon {
    let name: String
    let glyph: IconGlyph
    let background: Color

    /// The rounded-square corner of an icon `side` points wide (iOS uses about 22 %).
    static func cornerRadius(side: Double) -> Double { side * 0.225 }

    /// The icon's square with its art, `side` points wide, at the origin.
    func makeLayer(side: Double) -> Layer {
        let square = Layer()
        square.name = name
        square.frame = Rect(0, 0, side, side)
        square.backgroundColor = background
        square.cornerRadius = Self.cornerRadius(side: side)
        square.masksToBounds = glyph.bleeds
        glyph.draw(into: square, side: side)
        return square
    }

    /// A picture of the icon (UIKit's `snapshotView`): `side` points at `scale` pixels per
    /// point, transparent outside the rounded square.
    func snapshot(side: Double, scale: Double, at time: MediaTime) throws -> Image {
        let pixels = Int((side * scale).rounded(.up))
        let image = try Image(width: pixels, height: pixels)
        try Renderer(cacheBudget: 1 << 20).render(makeLayer(side: side), at: time, into: image, scale: scale)
        return image
    }

    /// The home screen's apps, in grid order.
    static let all: [AppIcon] = [
        AppIcon(name: "Weather", glyph: .weather, background: Color(hex: 0x3D9BF0)),
        AppIcon(name: "Music", glyph: .music, background: Color(hex: 0xFF4F6A)),
        AppIcon(name: "Camera", glyph: .camera, background: Color(hex: 0x3A3D45)),
        AppIcon(name: "Mail", glyph: .mail, background: Color(hex: 0x1E78E0)),
        AppIcon(name: "Calendar", glyph: .calendar, background: Color(hex: 0xF4F4F7)),
        AppIcon(name: "Maps", glyph: .maps, background: Color(hex: 0x5CC27A)),
        AppIcon(name: "Clock", glyph: .clock, background: Color(hex: 0x111114)),
        AppIcon(name: "Notes", glyph: .notes, background: Color(hex: 0xFFE082)),
        AppIcon(name: "Photos", glyph: .photos, background: Color(hex: 0xFFFFFF)),
        AppIcon(name: "Messages", glyph: .messages, background: Color(hex: 0x2FB350)),
        AppIcon(name: "Compass", glyph: .compass, background: Color(hex: 0x263248)),
        AppIcon(name: "Books", glyph: .books, background: Color(hex: 0xFF9500)),
        AppIcon(name: "Health", glyph: .health, background: Color(hex: 0xFFF1F3)),
        AppIcon(name: "Settings", glyph: .settings, background: Color(hex: 0x8A8A93)),
        AppIcon(name: "Games", glyph: .games, background: Color(hex: 0x6A4CFF)),
        AppIcon(name: "Podcasts", glyph: .podcasts, background: Color(hex: 0xA952E0)),
        AppIcon(name: "Garden", glyph: .garden, background: Color(hex: 0x1FA897)),
        AppIcon(name: "Sleep", glyph: .sleep, background: Color(hex: 0x33307E)),
    ]
}
