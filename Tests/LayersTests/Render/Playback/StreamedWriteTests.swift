import CPixman
import Testing
@testable import Layers
import AnimationCheck

/// Copies and fills written past the caches give pixman's pixels, and only those that
/// may are written so.
@Suite(.noAnimationLeftRunning) struct StreamedWriteTests {
    /// Plays `operations` into `target` in two bands, as two workers split a frame; the
    /// kinds the profile saw.
    private static func play(_ operations: [DrawOperation], into target: Image, keeping source: Image?,
                             streamed: Bool, loops: PixelLoops = .best, threshold: Int? = nil) -> [String] {
        let player = DisplayListPlayer(worker: 0)
        player.usesStreamedWrites = streamed
        player.streamed.loops = loops
        if let threshold { player.streamed.streamingPixels = threshold }
        player.profile = RenderProfile()
        let list = DisplayList()
        for var op in operations {
            op.destination = target.views
            list.append(op, keeping: target, source)
        }
        let split = target.height / 2
        player.play(list, in: PixelRect(x: 0, y: 0, width: target.width, height: split))
        player.play(list, in: PixelRect(x: 0, y: split, width: target.width, height: target.height - split))
        return player.profile?.rows.map(\.kind) ?? []
    }

    private static func op(_ source: DrawOperation.Picture, into target: Image, rect: PixelRect,
                           from origin: (x: Int, y: Int) = (0, 0), op: pixman_op_t = PIXMAN_OP_SRC) -> DrawOperation {
        DrawOperation(op: op, source: source, mask: nil, destination: target.views, rect: rect,
                      sourceOrigin: origin, maskOrigin: (0, 0))
    }

    /// Both loops, on small pictures with the threshold lowered: every row's first
    /// pixels before the aligned ones, every width.
    @Test("copies, fills and gradient rows of any rectangle, cut into bands: pixman's pixels", arguments: PixelLoops.allCases)
    func matchesPixman(loops: PixelLoops) throws {
        var seed: UInt64 = 53
        var streamed = 0
        for trial in 0..<90 {
            let t = SmallTrial(&seed), (width, height, rect) = (t.width, t.height, t.rect)
            let r = { (n: Int) -> Int in SmallTrial.roll(&seed, below: n) }
            let source = try QuarterUpscaleTests.noise(width + 5, height + 3, seed: &seed)
            let picture: DrawOperation.Picture = switch trial % 3 {
            case 0: .plain(source.views)
            case 1: .color(UInt32(truncatingIfNeeded: r(Int(Int32.max))) | 0x8000_0000)
            default: .rows((0..<8).map { UInt32($0 * 0x0011_2233) | 0xFF00_0000 })
            }
            let ops = [Self.op(picture, into: try Image(width: width, height: height), rect: rect,
                               from: (rect.x + r(5), rect.y + r(3)))]
            let fast = try QuarterUpscaleTests.noise(width, height, seed: &seed)
            let slow = try Image(width: width, height: height)
            slow.pixels.update(from: fast.pixels, count: fast.stride / 4 * height)
            let kinds = Self.play(ops, into: fast, keeping: source, streamed: true, loops: loops, threshold: 0)
            _ = Self.play(ops, into: slow, keeping: source, streamed: false)
            #expect(TestSupport.differingPixels(fast, slow) == 0, "trial \(trial): \(rect)")
            streamed += kinds.filter { $0.hasSuffix(", streamed") }.count
        }
        #expect(streamed == 90, "every trial was streamed, not drawn by pixman")
    }

    @Test("a frame-sized composite by default: pixman's pixels; a smaller one, pixman draws")
    func streamsOnlyBigComposites() throws {
        var seed: UInt64 = 59
        let source = try QuarterUpscaleTests.noise(2054, 2054, seed: &seed)
        let rect = PixelRect(x: 3, y: 5, width: 2049, height: 2048)
        for picture in [DrawOperation.Picture.plain(source.views), .color(0xFF12_3456)] {
            let fast = try Image(width: 2054, height: 2054), slow = try Image(width: 2054, height: 2054)
            let ops = [Self.op(picture, into: fast, rect: rect, from: (rect.x, rect.y))]
            let kinds = Self.play(ops, into: fast, keeping: source, streamed: true)
            _ = Self.play(ops, into: slow, keeping: source, streamed: false)
            #expect(TestSupport.differingPixels(fast, slow) == 0)
            #expect(kinds.allSatisfy { $0.hasSuffix(", streamed") }, "\(kinds)")
        }
        let big = try Image(width: 2054, height: 2054)
        let kinds = Self.play([Self.op(.color(0xFF12_3456), into: big, rect: PixelRect(x: 0, y: 0, width: 2047, height: 2048))],
                              into: big, keeping: nil, streamed: true)
        #expect(kinds == ["SRC colour"], "a composite under 4 194 304 pixels stays in the caches: \(kinds)")
    }

    @Test("a copy of a picture into itself, a masked one or an OVER goes to pixman")
    func declines() throws {
        let source = try TestSupport.picture(40, 30)
        let whole = PixelRect(x: 0, y: 0, width: 40, height: 30)
        let makers: [(Image) -> DrawOperation] = [
            { Self.op(.plain($0.views), into: $0, rect: PixelRect(x: 0, y: 0, width: 20, height: 30), from: (10, 0)) },
            { var masked = Self.op(.plain(source.views), into: $0, rect: whole)
              masked.mask = .alpha(100)
              return masked },
            { Self.op(.plain(source.views), into: $0, rect: whole, op: PIXMAN_OP_OVER) },
        ]
        for make in makers {
            let fast = try TestSupport.picture(40, 30), slow = try TestSupport.picture(40, 30)
            let kinds = Self.play([make(fast)], into: fast, keeping: source, streamed: true, threshold: 0)
            _ = Self.play([make(slow)], into: slow, keeping: source, streamed: false)
            #expect(TestSupport.differingPixels(fast, slow) == 0)
            #expect(!kinds.contains { $0.hasSuffix(", streamed") }, "\(kinds)")
        }
    }
}
