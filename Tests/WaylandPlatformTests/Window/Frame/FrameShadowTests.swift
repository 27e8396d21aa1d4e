import Layers
import Testing
@testable import WaylandPlatform

@MainActor @Suite struct FrameShadowTests {
    let shadow = FrameShadow(shape: Rect(30, 30, 100, 60), cornerRadius: 12, sigma: 6, offsetY: 2, opacity: 0.3)

    @Test func fallsOffWithDistanceAndHangsLower() {
        let near = shadow.alpha(x: 80, y: 93), far = shadow.alpha(x: 80, y: 110)
        #expect(near > far && far > 0, "\(near) > \(far) > 0")
        #expect(shadow.alpha(x: 80, y: 140) < 0.001, "gone beyond the margin")
        #expect(shadow.alpha(x: 80, y: 93) > shadow.alpha(x: 80, y: 27), "offset downwards: darker below than above")
        #expect(abs(shadow.alpha(x: 80, y: 60) - 0.3) < 0.01, "full opacity well inside")
        #expect(shadow.alpha(x: 27, y: 27) < shadow.alpha(x: 27, y: 60), "a rounded corner casts less")
    }

    @Test func goesUnderOnlyTheGivenAreasAndNeverOverOpaquePixels() throws {
        let image = try Image(width: 160, height: 120)
        let opaque: UInt32 = 0xFF11_2233
        image.pixels[50 * image.stride / 4 + 20] = opaque         // left of the window, inside the area
        shadow.drawUnder(into: image, within: [PixelRect(x: 0, y: 0, width: 80, height: 120)])
        #expect(image.pixels[50 * image.stride / 4 + 20] == opaque, "an opaque pixel hides the shadow")
        #expect(image.pixels[95 * image.stride / 4 + 60] >> 24 > 0, "below the window, in the area: shadow")
        #expect(image.pixels[95 * image.stride / 4 + 100] == 0, "outside the area: untouched")
        #expect(image.pixels[60 * image.stride / 4 + 60] == 0, "inside the window: left for the window to cover")
    }

    /// Only the columns the window covers are left out, row by row: every other pixel of
    /// the areas gets the shadow it got when each pixel was tested on its own.
    @Test(arguments: [PixelRect(x: 0, y: 0, width: 160, height: 120), PixelRect(x: 35, y: 20, width: 50, height: 90),
                      PixelRect(x: 100, y: 50, width: 60, height: 10)])
    func skipsExactlyTheCoveredColumns(area: PixelRect) throws {
        let image = try Image(width: 160, height: 120)
        shadow.drawUnder(into: image, within: [area])
        let inner = shadow.shape.insetBy(dx: shadow.cornerRadius + 1, dy: shadow.cornerRadius + 1), s = shadow.shape
        for row in 0..<image.height {
            for column in 0..<image.width {
                let x = Double(column) + 0.5, y = Double(row) + 0.5
                let inArea = column >= area.x && column < area.x + area.width && row >= area.y && row < area.y + area.height
                let covered = (y > inner.minY && y < inner.maxY && x > s.minX + 1 && x < s.maxX - 1)
                    || (x > inner.minX && x < inner.maxX && y > s.minY + 1 && y < s.maxY - 1)
                let expected = inArea && !covered ? UInt32((shadow.alpha(x: x, y: y) * 255).rounded()) << 24 : 0
                #expect(image.pixels[row * image.stride / 4 + column] == expected, "(\(column), \(row))")
            }
        }
    }

    /// Above the window, where each row's alpha is stored once for the straight edge: a
    /// sharp, dark shadow with big corners, where a column past the straight part would
    /// show a different alpha, gets every pixel of the formula.
    @Test func theRowsAboveTheWindowGetTheFormulasPixels() throws {
        let sharp = FrameShadow(shape: Rect(20.5, 24, 200, 90), cornerRadius: 30, sigma: 2.5, offsetY: 0, opacity: 1)
        let image = try Image(width: 240, height: 140)
        sharp.drawUnder(into: image, within: [PixelRect(x: 0, y: 0, width: 240, height: 24)])
        for row in 0..<24 {
            for column in 0..<240 {
                let expected = UInt32((sharp.alpha(x: Double(column) + 0.5, y: Double(row) + 0.5) * 255).rounded()) << 24
                #expect(image.pixels[row * image.stride / 4 + column] == expected, "(\(column), \(row))")
            }
        }
    }

    /// A piece of the frame drawn on its own, with the shadow moved by the piece's corner,
    /// has exactly the pixels of that part of the whole frame's picture.
    @Test(arguments: [PixelRect(x: 0, y: 0, width: 160, height: 40), PixelRect(x: 0, y: 85, width: 160, height: 35),
                      PixelRect(x: 120, y: 40, width: 40, height: 45)])
    func aPieceMatchesThatPartOfTheWhole(piece: PixelRect) throws {
        let whole = try Image(width: 160, height: 120), part = try Image(width: piece.width, height: piece.height)
        shadow.drawUnder(into: whole, within: [PixelRect(x: 0, y: 0, width: 160, height: 120)])
        shadow.movedBy(dx: Double(-piece.x), dy: Double(-piece.y))
            .drawUnder(into: part, within: [PixelRect(x: 0, y: 0, width: piece.width, height: piece.height)])
        var differing = 0
        for row in 0..<piece.height {
            for column in 0..<piece.width
            where part.pixels[row * part.stride / 4 + column] != whole.pixels[(row + piece.y) * whole.stride / 4 + column + piece.x] {
                differing += 1
            }
        }
        #expect(differing == 0)
        let shaded = (0..<piece.height).contains { row in (0..<piece.width).contains { part.pixels[row * part.stride / 4 + $0] != 0 } }
        #expect(shaded, "the piece has shadow in it")
    }
}
