import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct TextShapingTests {
    let font = Font.system(size: 20)

    /// FreeType's unkerned advance of each glyph, in device pixels.
    func freeTypeAdvances(_ shaped: ShapedText, font: Font, scale: Double = 1) throws -> [Double] {
        try TextEngine.shared.withFace(font, scale: scale) { face, _ in shaped.glyphs.map { face.advance(of: $0) } }
    }

    @Test func advanceWithoutKerningIsTheSumOfFreeTypeAdvances() throws {
        let shaped = try ShapedText("HHHH", font: font)
        #expect(shaped.count == 4)
        let ft = try freeTypeAdvances(shaped, font: font)
        // HarfBuzz keeps 26.6 fixed point: FreeType's 16.16 advances rounded to 1/64 px.
        let ft64 = ft.map { ($0 * 64).rounded() / 64 }
        #expect(shaped.pixelWidth == ft64.reduce(0, +))
        #expect(shaped.advances == ft64)
        // 20 px H advances are in the 13–16 px range for Inter and DejaVu Sans.
        #expect(ft[0] > 12 && ft[0] < 17)
    }

    @Test func kerningTightensAV() throws {
        let shaped = try ShapedText("AV", font: font)
        let ft = try freeTypeAdvances(shaped, font: font)
        #expect(shaped.count == 2)
        #expect(shaped.pixelWidth < ft.reduce(0, +) - 0.5)
    }

    @Test func ligaturesJoinFiInDejaVu() throws {
        let dejavu = Font(family: "DejaVu Sans", size: 20)
        let fi = try ShapedText("fi", font: dejavu)
        #expect(fi.count == 1)
        #expect(fi.clusters == [0])
        let spaced = try ShapedText("f i", font: dejavu)
        #expect(spaced.count == 3)
    }

    @Test func shapingIsStable() throws {
        let a = try ShapedText("Sagrada Família, Barcelona", font: font)
        let b = try ShapedText("Sagrada Família, Barcelona", font: font)
        #expect(a.glyphs == b.glyphs)
        #expect(a.advances == b.advances)
        #expect(a.width > 200 && a.width < 300)
    }

    @Test func advancesScaleLinearly() throws {
        let one = try ShapedText("Wayland layers", font: font, scale: 1)
        let two = try ShapedText("Wayland layers", font: font, scale: 2)
        let oneAndHalf = try ShapedText("Wayland layers", font: font, scale: 1.5)
        #expect(one.glyphs == two.glyphs)
        #expect(abs(two.pixelWidth - 2 * one.pixelWidth) < 0.25)
        #expect(abs(oneAndHalf.width - one.width) < 0.1)
    }

    @Test func invalidSizeIsAClearError() {
        #expect(throws: FontError.invalidSize(0)) { try ShapedText("x", font: font.withSize(0)) }
        #expect(throws: FontError.self) { try ShapedText("x", font: font, scale: .nan) }
    }
}
