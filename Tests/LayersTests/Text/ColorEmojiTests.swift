import Testing
@testable import Layers
import AnimationCheck

/// Colour emoji (Noto Color Emoji's CBDT bitmaps through `FT_LOAD_COLOR`) draw in colour
/// inside the text; ZWJ sequences and flags shape as one glyph.
@Suite(.noAnimationLeftRunning) struct ColorEmojiTests {
    typealias T = TestSupport
    typealias W = WorldText

    /// Pixels whose channels differ: R ≠ G ≠ B by a clear margin.
    static func colourfulPixels(_ image: Image) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = T.channels(image[x, y])
                if abs(c.r - c.g) > 30 && abs(c.g - c.b) > 30 && abs(c.r - c.b) > 30 { count += 1 }
            }
        }
        return count
    }

    func render(_ string: String) throws -> Image {
        let root = T.root(120, 40, .white)
        let label = TextLayer(string: string, font: .system(size: 24))
        label.frame = Rect(x: 4, y: 4, width: 112, height: 32)
        label.foregroundColor = .black
        root.addSublayer(label)
        return try T.render(root, width: 120, height: 40)
    }

    @Test func emojiDrawInColourAndTextDoesNot() throws {
        #expect(Self.colourfulPixels(try render("🎉🇪🇸")) > 100)
        #expect(Self.colourfulPixels(try render("Hola")) == 0)
    }

    @Test func zwjSequencesAndFlagsAreOneGlyph() throws {
        for emoji in ["👨‍👩‍👧", "🇪🇸", "🇹🇼", "👋🏽"] {
            let layout = try W.layout(emoji)
            #expect(layout.glyphs.count == 1, "\(emoji) shaped as \(layout.glyphs.count) glyphs")
            #expect(layout.glyphs.allSatisfy { $0.id != 0 })
        }
    }

    @Test func theColourImageSitsOverTheMask() throws {
        let label = TextLayer(string: "ok 🎉", font: .system(size: 24))
        label.bounds = Rect(x: 0, y: 0, width: 120, height: 32)
        let coverage = try #require(label.coverageMask(scale: 2, size: label.bounds.size))
        let color = try #require(label.colorImage(scale: 2, size: label.bounds.size))
        #expect(color.origin == coverage.origin)
        #expect(color.image.width == coverage.mask.width && color.image.height == coverage.mask.height)
        #expect(label.colorImage(scale: 2, size: label.bounds.size)?.image === color.image, "cached with the mask")
        label.string = "ok"
        #expect(label.colorImage(scale: 2, size: label.bounds.size) == nil)
    }
}
