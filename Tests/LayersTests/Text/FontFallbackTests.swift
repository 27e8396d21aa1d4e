import Testing
@testable import Layers
import AnimationCheck

/// Characters the font lacks are drawn with a font that has them (Pango over fontconfig's
/// sorted fallback list), never as the `.notdef` box when some installed font covers them.
@Suite(.noAnimationLeftRunning) struct FontFallbackTests {
    typealias W = WorldText

    nonisolated static let samples: [(String, String)] = [
        ("臺北是臺灣的首都。", "zh-TW"), ("北京是中国的首都。", "zh-CN"), ("東京は日本の首都です。", "ja"),
        ("مرحبا بالعالم", "ar"), ("שלום עולם", "he"), ("สวัสดีชาวโลก", "th"), ("नमस्ते दुनिया", "hi"),
        ("Żółć Ångström Ñandú", "pl"), ("👋🏽 👨‍👩‍👧 🇪🇸 ❤️", "en"),
    ]

    @Test(arguments: samples)
    func coveredCharactersNeverDrawNotdef(sample: (String, String)) throws {
        let layout = try W.layout(sample.0, language: sample.1)
        #expect(!layout.glyphs.isEmpty)
        #expect(layout.glyphs.allSatisfy { $0.id != 0 }, "a .notdef glyph in \(sample.0)")
    }

    @Test func otherScriptsComeFromOtherFaces() throws {
        let latin = try W.layout("Taipei")
        #expect(latin.faces.count == 1 && latin.faces[0] == latin.match)
        let mixed = try W.layout("Taipei 臺北", language: "zh-TW")
        let han = mixed.glyphs.last!
        #expect(mixed.faces[han.face].family.contains("CJK"), "臺 drawn with \(mixed.faces[han.face].family)")
        #expect(mixed.faces[mixed.glyphs[0].face] == mixed.match, "Latin stays in the font asked for")
    }

    /// A CJK glyph is not the tofu box: its mask differs from the `.notdef` one, which a
    /// character no font has (a private-use code point in plane 16) still draws.
    @Test func aCJKGlyphIsNotTheTofuBox() throws {
        let tofu = try W.layout("\u{10FFFD}")
        #expect(tofu.glyphs.map(\.id) == [0], "the reference really is .notdef")
        let tofuMask = try #require(try tofu.coverageMask()).mask
        let han = try #require(try W.layout("漢", language: "zh-TW").coverageMask()).mask
        let tofuInk = TextTestSupport.inkArea(tofuMask), hanInk = TextTestSupport.inkArea(han)
        #expect(hanInk > 20, "漢 has ink")
        let sameShape = han.width == tofuMask.width && han.height == tofuMask.height && abs(hanInk - tofuInk) < 2
        #expect(!sameShape, "漢 looks like the tofu box: \(han.width)×\(han.height), ink \(hanInk) vs \(tofuInk)")
    }

    @Test func boldIsKeptAcrossTheFallback() throws {
        let bold = try W.layout("臺北", language: "zh-TW", font: Font.system(size: 20, weight: .bold))
        let regular = try W.layout("臺北", language: "zh-TW")
        let boldFace = bold.faces[bold.glyphs[0].face], regularFace = regular.faces[regular.glyphs[0].face]
        #expect(boldFace.style.contains("Bold"), "bold 臺 in \(boldFace.family) \(boldFace.style)")
        #expect(!regularFace.style.contains("Bold"))
        let boldInk = TextTestSupport.inkArea(try #require(try bold.coverageMask()).mask)
        let regularInk = TextTestSupport.inkArea(try #require(try regular.coverageMask()).mask)
        #expect(boldInk > regularInk * 1.15)
    }

    /// Han unification: the language picks Traditional, Simplified or Japanese forms.
    @Test func hanGlyphsFollowTheLanguage() throws {
        let tw = try W.glyphs(of: "直", language: "zh-TW"), cn = try W.glyphs(of: "直", language: "zh-CN")
        let ja = try W.glyphs(of: "直", language: "ja")
        #expect(Set([tw, cn, ja]).count == 3, "直 is drawn the same for zh-TW, zh-CN and ja")
    }
}
