import Testing
@testable import Layers
import AnimationCheck

/// A ``FontDatabase`` made from ``FontFiles`` lays out what it can without fontconfig,
/// the same as the system's fonts do, and hands the rest to its fallback.
@Suite(.noAnimationLeftRunning) struct DirectFontsTests {
    let files = FontFiles.installed()

    /// A fallback of its own, so whether fontconfig was started is seen in this test alone.
    func database() -> (direct: FontDatabase, fallback: FontDatabase) {
        let fallback = FontDatabase()
        return (FontDatabase(files: files, fallback: fallback), fallback)
    }

    @Test func findsTheDefaultSansAndTheCJKCollections() throws {
        #expect(files.hasPrimary)
        let semibold = try #require(files.primary(for: Font(family: "Inter", size: 19, weight: .semibold)))
        #expect(semibold.path.hasSuffix("Inter-SemiBold.otf"))
        let bold = try #require(files.primary(for: .system(size: 14.5, weight: .bold)))
        #expect(bold.path.hasSuffix("Inter-Bold.otf"))
        #expect(files.primary(for: Font(family: "DejaVu Serif")) == nil)
        #expect(files.fallbacks(language: "zh-Hant", weight: .semibold).first?.family == "Noto Sans CJK TC")
        #expect(files.fallbacks(language: "zh-CN", weight: .regular).first?.path.hasSuffix("NotoSansCJK-Regular.ttc") == true)
        #expect(files.fallbacks(language: "es", weight: .regular).isEmpty)
    }

    @Test func aLatinLineIsLaidOutWithoutFontconfigAsTheSystemFontsLayItOut() throws {
        let (direct, fallback) = database()
        let font = Font(family: "Inter", size: 19, weight: .semibold)
        let text = "Cities that never sleep, in your pocket"
        let box = Size(width: 560, height: 30)
        let fast = try TextLayout(string: text, font: font, size: box, alignment: .center, isWrapped: false,
                                  truncation: .end, scale: 2, database: direct)
        #expect(!fallback.hasLoadedConfiguration)
        let usual = try TextLayout(string: text, font: font, size: box, alignment: .center, isWrapped: false,
                                   truncation: .end, scale: 2, database: .shared)
        #expect(fast.match.path == usual.match.path)
        #expect(fast.glyphs.map(\.id) == usual.glyphs.map(\.id))
        for (a, b) in zip(fast.glyphs, usual.glyphs) {
            #expect(abs(a.position.x - b.position.x) < 0.05 && a.position.y == b.position.y)
        }
        #expect(abs(fast.size.width - usual.size.width) < 0.05 && fast.size.height == usual.size.height)
        #expect(!fast.isTruncated)
        let fastInk = try #require(try fast.coverageMask(database: direct))
        let usualInk = try #require(try usual.coverageMask(database: .shared))
        #expect(fastInk.origin == usualInk.origin)
        #expect(fastInk.mask.width == usualInk.mask.width && fastInk.mask.height == usualInk.mask.height)
        let count = fastInk.mask.stride * fastInk.mask.height
        #expect(fastInk.mask.stride == usualInk.mask.stride)
        let a = UnsafeBufferPointer(start: fastInk.mask.bytes, count: count)
        let b = UnsafeBufferPointer(start: usualInk.mask.bytes, count: count)
        let differing = zip(a, b).filter { abs(Int($0) - Int($1)) > 8 }.count
        #expect(differing * 100 <= count, "\(differing) of \(count) coverage bytes differ by more than 8")
        #expect(!fallback.hasLoadedConfiguration)
    }

    @Test func chineseTakesTheCollectionOfItsScript() throws {
        let (direct, fallback) = database()
        let layout = try TextLayout(string: "城市從不睡覺 Taipei", font: Font(family: "Inter", size: 19, weight: .semibold),
                                    isWrapped: false, language: "zh-Hant", database: direct)
        #expect(!fallback.hasLoadedConfiguration)
        #expect(layout.faces.map(\.family) == ["Inter", "Noto Sans CJK TC"])
        #expect(!layout.glyphs.contains { $0.id == 0 })
        #expect(Set(layout.glyphs.map(\.face)) == [0, 1])
    }

    @Test func aLineTooWideEndsWithTheEllipsisInsideTheBox() throws {
        let (direct, fallback) = database()
        let layout = try TextLayout(string: "A tagline far too long for the little box it is given here",
                                    font: .system(size: 17), size: Size(width: 120, height: 40), isWrapped: false,
                                    truncation: .end, database: direct)
        #expect(!fallback.hasLoadedConfiguration)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 1 && layout.lines[0].isTruncated)
        #expect(layout.lines[0].frame.width <= 120.01)
        #expect(Array(layout.glyphs.suffix(layout.ellipsisGlyphs.count).map(\.id)) == layout.ellipsisGlyphs)
    }

    @Test(arguments: [
        ("שלום עולם", false, "right-to-left"),
        ("two\nlines", false, "a line break"),
        ("a line that wraps in a narrow box", true, "wrapping"),
        ("emoji 🙂", false, "a character the files lack"),
    ])
    func whatNeedsPangoGoesToTheFallback(text: String, wraps: Bool, why: String) throws {
        let (direct, fallback) = database()
        let layout = try TextLayout(string: text, font: .system(size: 17), size: Size(width: 90, height: 200),
                                    isWrapped: wraps, database: direct)
        #expect(fallback.hasLoadedConfiguration, "\(why) is laid out by fontconfig and Pango")
        #expect(!layout.glyphs.contains { $0.id == 0 })
    }

    @Test func aTextLayerDrawsItsFirstFrameFromTheFiles() throws {
        let (direct, fallback) = database()
        let layer = TextLayer(string: "WaylandApp", font: .system(size: 14.5, weight: .bold))
        layer.fontDatabase = direct
        layer.bounds = Rect(x: 0, y: 0, width: 200, height: 24)
        layer.alignmentMode = .center
        #expect(layer.coverageMask(scale: 1) != nil)
        #expect(layer.drawingError == nil)
        #expect(!fallback.hasLoadedConfiguration)
    }
}
