import Foundation
import Testing
import Layers
@testable import WaylandApp
import AnimationCheck

/// The backdrop blurs the screen from layout on and keeps those blurs from press to
/// press while the screen stays the same: a press then shows what a backdrop made
/// fresh for that screen shows, before and after the screen changed.
@MainActor @Suite(.noAnimationLeftRunning) struct BlurredBackdropTests {
    static let size = Size(width: 240, height: 160)

    /// A screen: a wallpaper colour and one square, whose place the tests change.
    func screen() -> (root: Layer, square: Layer) {
        let root = Layer()
        root.frame = Rect(0, 0, Self.size.width, Self.size.height)
        root.backgroundColor = Color(hex: 0x3A6EA5)
        let square = Layer()
        square.frame = Rect(40, 40, 60, 60)
        square.backgroundColor = Color(hex: 0xF2C14E)
        root.addSublayer(square)
        return (root, square)
    }

    /// The backdrop's picture with `amount` of the effect, after a press at `time`.
    func pressed(_ backdrop: BlurredBackdrop, _ content: Layer, amount: Double, at time: MediaTime) throws -> Image {
        try backdrop.capture(content, size: Self.size, scale: 1, at: time)
        Transaction.withoutActions { backdrop.dim.opacity = BlurredBackdrop.maximumDim * amount }
        // The first frame after a redrawn screen only asks for another.
        for _ in 0..<2 { backdrop.update(at: time) }
        let image = try Image(width: Int(Self.size.width), height: Int(Self.size.height))
        try Renderer(threads: 1).render(backdrop.layer, at: time, into: image)
        return image
    }

    func differingPixels(_ a: Image, _ b: Image) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }

    /// A backdrop made for `content` as it is now, pressed once.
    func fresh(_ content: Layer, amount: Double, at time: MediaTime) throws -> Image {
        let backdrop = BlurredBackdrop()
        try backdrop.prepare(content, size: Self.size, scale: 1, at: time)
        return try pressed(backdrop, content, amount: amount, at: time)
    }

    @Test(arguments: [0.05, 0.6])
    func pressesOnAnUnchangedScreenShowItsBlurMadeAtLayout(amount: Double) throws {
        let (root, _) = screen()
        let backdrop = BlurredBackdrop()
        try backdrop.prepare(root, size: Self.size, scale: 1, at: 0)
        let expected = try fresh(root, amount: amount, at: 0)
        for press in 0..<2 {
            let shown = try pressed(backdrop, root, amount: amount, at: MediaTime(seconds: Double(press)))
            #expect(differingPixels(shown, expected) == 0, "press \(press)")
            backdrop.release()
        }
    }

    /// A resize draws a new buffer, whose blurs start without waiting for the old ones.
    @Test func aPressAfterAResizeBlursTheNewSize() throws {
        let (root, _) = screen()
        let backdrop = BlurredBackdrop()
        try backdrop.prepare(root, size: Size(width: 300, height: 200), scale: 1, at: 0)
        try backdrop.prepare(root, size: Self.size, scale: 1, at: 0)
        let shown = try pressed(backdrop, root, amount: 0.6, at: 0)
        #expect(differingPixels(shown, try fresh(root, amount: 0.6, at: 0)) == 0)
    }

    @Test(arguments: [0.05, 0.6])
    func aPressAfterTheScreenChangedBlursTheChangedScreen(amount: Double) throws {
        let (root, square) = screen()
        let backdrop = BlurredBackdrop()
        try backdrop.prepare(root, size: Self.size, scale: 1, at: 0)
        let before = try pressed(backdrop, root, amount: amount, at: 0)
        backdrop.release()
        Transaction.withoutActions { square.position.x += 90 }
        let shown = try pressed(backdrop, root, amount: amount, at: 1)
        let expected = try fresh(root, amount: amount, at: 1)
        #expect(differingPixels(shown, expected) == 0)
        #expect(differingPixels(shown, before) > 1000, "the square moved under the blur")
    }
}
