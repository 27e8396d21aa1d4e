import Foundation
import CPixman
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Layers
import AnimationCheck

/// Blurs made on their own thread: each level is its ``GaussianBlur`` at a quarter of the
/// size, darkened, and a blend lies between its two levels.
@Suite(.noAnimationLeftRunning) struct BlurLevelsTests {
    typealias T = TestSupport

    @Test func eachLevelIsItsBlurDarkened() throws {
        let picture = try T.picture(160, 120)
        picture.isOpaque = true
        let levels = try BlurLevels(picture: picture, radii: [0, 8, 24], darkness: [0, 0.2, 0.4])
        #expect(try levels.level(0).width == 40 && levels.level(0).height == 30)
        // Level 0: the picture reduced, as the blur of radius 0 working 4× smaller.
        let reduced = try GaussianBlur.reduce(picture, by: 4)
        #expect(T.differingPixels(try levels.level(0), reduced) == 0)
        // Level 1: the blur of radius 8, darkened by 20 %.
        let blurred = try BlurLevels.blur(radius: 8).reducedImage(blurring: picture)
        let level = try levels.level(1)
        var worst = 0
        for y in 0..<30 {
            for x in 0..<40 {
                let a = T.channels(level[x, y]), b = T.channels(blurred[x, y])
                for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] { worst = max(worst, abs(p - Int((Double(q) * 0.8).rounded()))) }
                #expect(a.a == b.a)
            }
        }
        #expect(worst <= 1)
        #expect(level.isOpaque)
        // Level 2 works 8× smaller and is brought back to a quarter.
        #expect(try levels.level(2).width == 40)
    }

    @Test func aBlendLiesBetweenItsLevels() throws {
        let picture = try GaussianBlurTests.testPicture(width: 160, height: 120)
        let levels = try BlurLevels(picture: picture, radii: [0, 12])
        var frame: Image?
        try levels.blend(0, 1, fraction: 0.25, into: &frame)
        let blend = try #require(frame)
        let revision = blend.revision
        let a = try levels.level(0), b = try levels.level(1)
        for (x, y) in [(5, 5), (20, 15), (33, 22)] {
            let p = T.channels(a[x, y]), q = T.channels(b[x, y]), m = T.channels(blend[x, y])
            #expect(abs(m.g - Int((0.75 * Double(p.g) + 0.25 * Double(q.g)).rounded())) <= 1)
        }
        try levels.blend(0, 1, fraction: 1, into: &frame)
        #expect(frame === blend, "the frame's image is reused")
        #expect(blend.revision != revision)
        #expect(T.differingPixels(blend, b) == 0)
    }

    /// The thread makes the first blend's frame, its pages written, so that a press's
    /// first blend does not fault them in; the blend takes it once, then keeps its own.
    @Test func theFirstBlendTakesTheFrameTheThreadMade() throws {
        let picture = try GaussianBlurTests.testPicture(width: 160, height: 120)
        let levels = try BlurLevels(picture: picture, radii: [0, 12])
        #expect(levels.waitUntilFinished(timeout: .seconds(10)))
        let made = try #require(levels.firstBlendFrame)
        #expect(made.width == 40 && made.height == 30)
        var frame: Image?
        try levels.blend(0, 1, fraction: 0.5, into: &frame)
        #expect(frame === made)
        #expect(levels.firstBlendFrame == nil)
        var another: Image?
        try levels.blend(0, 1, fraction: 0.5, into: &another)
        #expect(another != nil && another !== made, "a second blend into no frame makes its own")
    }

    @Test("a full-size level is its level scaled up 4 times from the corner, pixman's bilinear pixels")
    func aFullSizeLevelIsItsLevelScaledUp() throws {
        // Not a multiple of 4: the last row and column sample past the level's edge.
        let picture = try GaussianBlurTests.testPicture(width: 158, height: 117)
        let levels = try BlurLevels(picture: picture, radii: [2, 6, 10], darkness: [0.05, 0.1, 0.15], fullSizeLevels: 2)
        for index in 0..<2 {
            let level = try levels.level(index), large = try levels.fullSizeLevel(index)
            #expect(large.width == 158 && large.height == 117)
            let expected = try Image(width: 158, height: 117)
            var t = pixman_transform()
            pixman_transform_init_scale(&t, 0x4000, 0x4000)
            let source = level.resamplingImage
            pixman_image_set_transform(source, &t)
            _ = pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
            pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, expected.pixmanImage, 0, 0, 0, 0, 0, 0, 158, 117)
            #expect(T.differingPixels(large, expected) == 0, "level \(index)")
            #expect(large.isOpaque == level.isOpaque)
        }
    }

    /// Once `waitUntilFinished` says so, every level is made: stopping then takes none away.
    /// The thread may outlive the backdrop that made it (a scene dropped mid-press): it
    /// must not keep a full-screen picture for the levels still to come.
    @Test("the picture is let go of once read; the levels, full size too, are made without it")
    func thePictureIsLetGoOfOnceRead() throws {
        weak var dropped: Image?
        let levels = try { () throws -> BlurLevels in
            let picture = try GaussianBlurTests.testPicture(width: 160, height: 120)
            dropped = picture
            let levels = try BlurLevels(picture: picture, radii: [0, 8, 24], fullSizeLevels: 1)
            levels.waitForPicture()
            return levels
        }()
        #expect(dropped == nil, "the levels kept the picture after reading it")
        #expect(levels.waitUntilFinished(timeout: .seconds(60)))
        #expect(try levels.level(2).width == 40)
        let full = try levels.fullSizeLevel(0)
        #expect(full.width == 160 && full.height == 120)
    }

    @Test func waitingUntilFinishedLeavesEveryLevelMade() throws {
        let picture = try GaussianBlurTests.testPicture(width: 320, height: 240)
        let levels = try BlurLevels(picture: picture, radii: [2, 4, 8, 16, 24])
        #expect(levels.waitUntilFinished(timeout: .seconds(60)))
        levels.stop()
        for i in 0..<5 { #expect(throws: Never.self) { try levels.level(i) } }
    }

    @Test func badInputIsAnError() throws {
        let picture = try Image(width: 16, height: 16)
        #expect(throws: BlurError.invalidRadius(-2)) { try BlurLevels(picture: picture, radii: [-2]) }
        #expect(throws: BlurError.invalidDarkness([0.5])) { try BlurLevels(picture: picture, radii: [1, 2], darkness: [0.5]) }
        #expect(throws: BlurError.invalidDarkness([2, 0])) { try BlurLevels(picture: picture, radii: [1, 2], darkness: [2, 0]) }
    }

    /// `areReady` never waits: asked until true, the levels it names are then the ones
    /// `level` gives, the same pixels as levels made for a frame that waited.
    @Test func areReadyAnswersWithoutWaiting() throws {
        let picture = try GaussianBlurTests.testPicture(width: 640, height: 480)
        let polled = try BlurLevels(picture: picture, radii: [4, 8, 16, 32])
        var asked = 0
        // Up to 60 s, for a debug build on a loaded machine.
        while !polled.areReady(2, 3), asked < 60_000 {
            asked += 1
            usleep(1000)
        }
        #expect(polled.areReady(2, 3), "levels 2 and 3 made after \(asked) asks")
        let waited = try BlurLevels(picture: picture, radii: [4, 8, 16, 32])
        for i in [2, 3] { #expect(T.differingPixels(try polled.level(i), try waited.level(i)) == 0, "level \(i)") }
    }

    /// Waiting for the picture lets it be drawn into while the levels go on: each is
    /// still the blur of the picture as it was taken.
    @Test func waitingForThePictureKeepsTheLevelsComing() throws {
        let picture = try GaussianBlurTests.testPicture(width: 640, height: 480)
        let untouched = try GaussianBlurTests.testPicture(width: 640, height: 480)
        let levels = try BlurLevels(picture: picture, radii: [4, 8, 16, 32])
        levels.waitForPicture()
        for y in 0..<480 { for x in 0..<640 { picture[x, y] = 0xFF00_0000 } }
        let reference = try BlurLevels(picture: untouched, radii: [4, 8, 16, 32])
        for i in 0..<4 { #expect(T.differingPixels(try levels.level(i), try reference.level(i)) == 0, "level \(i)") }
    }

    /// Stopped before a level was made, asking for it is an error, not a wait forever;
    /// what was made stays readable.
    @Test func aLevelAskedForAfterStoppingIsAnError() throws {
        // Big enough that reducing it alone takes far longer than the call to stop.
        let picture = try GaussianBlurTests.testPicture(width: 2400, height: 1600)
        let levels = try BlurLevels(picture: picture, radii: [4, 8, 16, 32, 48, 64])
        levels.stop()
        var made = 0, stopped = 0
        for i in 0..<6 {
            do {
                _ = try levels.level(i)
                made += 1
            } catch let error as BlurError {
                #expect(error == .stopped(level: i))
                stopped += 1
            }
        }
        #expect(made + stopped == 6)
        #expect(stopped > 0, "the levels were stopped before the picture was even reduced")
        #expect(levels.areReady(5, 5))
    }

    @Test func cancellingWaitsForThePictureToBeRead() throws {
        let picture = try GaussianBlurTests.testPicture(width: 640, height: 480)
        let levels = try BlurLevels(picture: picture, radii: [4, 8, 16, 32])
        levels.cancel()
        // The picture may be drawn into now; the levels already made stay readable.
        for y in 0..<480 { for x in 0..<640 { picture[x, y] = 0 } }
        #expect(picture[0, 0] == 0)
    }
}
