import CPixman
@testable import Layers

/// One random case for a resampler test: a picture of noise, a target, the rectangle
/// drawn (the whole target in half the trials, so each edge of the picture is in it)
/// and the repeat mode; and the comparison of a player with the renderer's own loops
/// against one with pixman only, each drawing in two bands as two workers do.
struct ResamplerTrial {
    let source: Image
    let width: Int, height: Int
    let rect: PixelRect
    let mode: pixman_repeat_t

    /// `r(n)` draws a number below `n`; `picture` bounds the source's size.
    init(_ trial: Int, picture: (width: Int, height: Int), target: (width: Int, height: Int), r: (Int) -> Int) throws {
        var seed = UInt64(r(1 << 30))
        source = try QuarterUpscaleTests.noise(1 + r(picture.width), 1 + r(picture.height), seed: &seed)
        width = 1 + r(target.width)
        height = 1 + r(target.height)
        let x = r(width), y = r(height)
        rect = trial % 4 < 2 ? PixelRect(x: 0, y: 0, width: width, height: height)
            : PixelRect(x: x, y: y, width: 1 + r(width - x), height: 1 + r(height - y))
        mode = trial % 2 == 0 ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE
    }

    /// A chosen case: `source` drawn into `rect` of a `width` × `height` target.
    init(source: Image, width: Int, height: Int, rect: PixelRect, mode: pixman_repeat_t) {
        self.source = source
        self.width = width
        self.height = height
        self.rect = rect
        self.mode = mode
    }

    /// `op` (drawn from ``source`` into ``rect``) through `quick` and through pixman alone:
    /// the pixels that differ, and the kinds of composite `quick` took.
    func compare(_ op: DrawOperation, quick: DisplayListPlayer) throws -> (differing: Int, kinds: [String]) {
        let fast = try Image(width: width, height: height), slow = try Image(width: width, height: height)
        let pixman = DisplayListPlayer(worker: 0)
        pixman.usesQuarterUpscale = false
        pixman.usesBilinearScale = false
        quick.profile = RenderProfile()
        let split = rect.y + rect.height / 2
        for (player, target) in [(quick, fast), (pixman, slow)] {
            var drawn = op
            drawn.destination = target.views
            let list = DisplayList()
            list.append(drawn, keeping: target, source)
            player.play(list, in: PixelRect(x: 0, y: 0, width: width, height: split))
            player.play(list, in: PixelRect(x: 0, y: split, width: width, height: height - split))
        }
        return (TestSupport.differingPixels(fast, slow), quick.profile?.rows.map(\.kind) ?? [])
    }
}
