import CPixman
import CResample
import FoundationEssentials

/// The blurs of one picture at a ladder of radii, made on a thread of their own from
/// the moment the picture is taken, and blended for any radius in between: a backdrop
/// whose blur grows with a gesture (the preview's frosted screen), without a frame that
/// pays for a blur.
///
/// ```swift
/// let levels = try BlurLevels(picture: screen, radii: [4, 8, 12, 16], darkness: [0.1, 0.2, 0.3, 0.4])
/// // each frame, for a blur between levels 1 and 2:
/// try levels.blend(1, 2, fraction: 0.3, into: &frame)   // 1/4 of the screen's size
/// layer.contents = frame                                // drawn scaled up by ``reduction``
/// ```
///
/// Every level is kept ``reduction`` times smaller than the picture on each side, so a
/// blend is two composites on a sixteenth of the pixels and the frame pays one bilinear
/// upscale. Level `k` is the picture blurred by `radii[k]` (a ``GaussianBlur``, which
/// may work smaller still and is brought back to this size; radius 0 is the picture
/// reduced) and darkened by `darkness[k]`: the dim that goes with each blur is blended
/// with it, and blending darkened levels differs from darkening the blend by at most a
/// quarter of the darkness between two levels times the difference of their pixels.
///
/// The picture is reduced on the thread too: draw into it again only after
/// ``waitForPicture()`` or ``cancel()``, which wait until the thread has read it.
///
/// Thread safety (why `@unchecked Sendable` holds): one background thread reads the
/// picture (nobody writes it until `pictureRead`, set under `condition`) and lets go of
/// it (only that thread touches `picture` after the initializer), and makes the
/// levels from its reduced copy, which only it touches. Each level (and its full-size
/// copy) is written whole before it is published under `condition` and never touched
/// by that thread again;
/// readers take levels only under `condition`. So with the frame made for the first
/// blend: written whole, then handed over under `condition`. The blends' coverage pixel
/// is only written by ``blend(_:_:fraction:into:)``, on its caller's thread.
public final class BlurLevels: @unchecked Sendable {
    /// Levels and the picture are this many times smaller than the picture on each side.
    public static let reduction = 4

    /// The blur radius of each level, in the picture's pixels.
    public let radii: [Double]
    private let darkness: [Double]
    /// The picture until the thread has reduced it, then nil: the levels need only the
    /// reduced copy, so a picture its owner lets go of is freed while levels are still
    /// being made, not kept by a thread that may outlive that owner.
    private var picture: Image?
    private let pictureWidth: Int, pictureHeight: Int
    private let condition = Condition()
    private var pictureRead = false
    private var levels: [Image?]
    /// The first `fullSizeCount` levels at the picture's size, published with them.
    private var fullSize: [Image?]
    private let fullSizeCount: Int
    /// Levels asked for before they were made, made first: a gesture that jumps to the
    /// full effect waits for two levels, not all of them.
    private var wanted: [Int] = []
    private var failure: Error?
    private var cancelled = false
    /// The thread is done: every level is made, or it was stopped or failed.
    private var finished = false
    /// The blends' constant coverage, only touched by ``blend(_:_:fraction:into:)``.
    private let blendCoverage = RepeatedPixel(PIXMAN_a8)
    /// A frame for the first blend, made and written over on the thread after the first
    /// level (published under `condition`): its pages are in when a press first blends,
    /// so the main thread does not fault in a new one inside that frame. Taken once by
    /// ``blend(_:_:fraction:into:)``; read under `condition`.
    private(set) var firstBlendFrame: Image?

    /// Starts making the levels of `picture`, on a thread of its own.
    ///
    /// - Parameters:
    ///   - picture: the picture to blur; draw into it again only after ``waitForPicture()``.
    ///   - radii: each level's blur, a standard deviation in the picture's pixels (as
    ///     ``GaussianBlur/radius``).
    ///   - darkness: how much black each level is darkened by, 0…1; none when empty.
    ///   - fullSizeLevels: how many of the first levels are also made at the picture's
    ///     size (``fullSizeLevel(_:)``), 0…`radii.count`.
    /// - Throws: ``BlurError/invalidRadius(_:)`` for a radius ``GaussianBlur`` refuses,
    ///   ``BlurError/invalidDarkness(_:)`` when `darkness` is neither empty nor one value
    ///   per radius in 0…1.
    public init(picture: Image, radii: [Double], darkness: [Double] = [], fullSizeLevels: Int = 0) throws {
        for r in radii { _ = try Self.blur(radius: r) }
        guard darkness.isEmpty || (darkness.count == radii.count && darkness.allSatisfy({ (0...1).contains($0) })) else {
            throw BlurError.invalidDarkness(darkness)
        }
        require((0...radii.count).contains(fullSizeLevels),
                "BlurLevels: fullSizeLevels \(fullSizeLevels) is not in 0...\(radii.count)")
        self.radii = radii
        self.darkness = darkness
        self.picture = picture
        pictureWidth = picture.width
        pictureHeight = picture.height
        levels = Array(repeating: nil, count: radii.count)
        fullSize = Array(repeating: nil, count: fullSizeLevels)
        fullSizeCount = fullSizeLevels
        // Without a thread to spare, the levels are made here, before the first is asked for.
        if DetachedThread.start({ [self] in makeLevels() }) == nil { makeLevels() }
    }

    deinit { cancel() }

    /// Stops making levels not begun yet (the picture is about to change), and waits
    /// until the picture has been read.
    public func cancel() {
        stop()
        waitForPicture()
    }

    /// Stops making levels not begun yet, without waiting: for a picture nobody draws
    /// into again (a window resized gets a new one), or one already read.
    public func stop() {
        condition.lock()
        cancelled = true
        condition.unlock()
    }

    /// Waits until the thread has read the picture, which may then be drawn into again;
    /// the levels go on being made. Levels kept for a picture that may not have changed
    /// (a screen blurred at every press) wait here before the picture is redrawn, and
    /// serve again when nothing was.
    public func waitForPicture() {
        condition.lock()
        while !pictureRead { condition.wait() }
        condition.unlock()
    }

    /// Waits until every level is made, or the making stopped or failed, for at most
    /// `timeout`; true when it is over. A benchmark lends the levels the time a
    /// window would idle between frames with this, as the window's frames never wait
    /// for them.
    @discardableResult
    public func waitUntilFinished(timeout: TimeSpan) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while !finished {
            if !condition.wait(until: deadline) { return finished }
        }
        return true
    }

    /// Level `index`, waiting for it when it is still being made.
    ///
    /// - Throws: what making it threw (``ImageError`` when memory ran out);
    ///   ``BlurError/stopped(level:)`` when the making was stopped before it.
    public func level(_ index: Int) throws -> Image {
        try waitForLevels(index, index).0
    }

    /// Level `index` at the picture's size, waiting for it when it is still being made:
    /// the level scaled up by ``reduction`` from the picture's corner, bilinear with the
    /// edges padded, pixel for pixel what a renderer draws of a layer showing the level
    /// that much larger, placed on whole pixels. Made on the thread, so a frame fading it
    /// in over the sharp picture only copies it, and never touches the new memory of so
    /// large a copy itself (at 4K, 33 MB of fresh pages, each a page fault). Only for the
    /// first `fullSizeLevels` levels given at ``init(picture:radii:darkness:fullSizeLevels:)``.
    public func fullSizeLevel(_ index: Int) throws -> Image {
        require((0..<fullSizeCount).contains(index), "BlurLevels.fullSizeLevel: \(index) is not in 0..<\(fullSizeCount)")
        _ = try waitForLevels(index, index)
        condition.lock()
        defer { condition.unlock() }
        return fullSize[index]!
    }

    /// Levels `a` and `b`, asked for together so that the thread makes both next.
    private func waitForLevels(_ a: Int, _ b: Int) throws -> (Image, Image) {
        for i in [a, b] { require(radii.indices.contains(i), "BlurLevels.level: \(i) is not in 0..<\(radii.count)") }
        condition.lock()
        defer { condition.unlock() }
        for i in [a, b] where levels[i] == nil && failure == nil { wanted.append(i) }
        while (levels[a] == nil || levels[b] == nil) && failure == nil && !finished { condition.wait() }
        if let x = levels[a], let y = levels[b] { return (x, y) }
        throw failure ?? BlurError.stopped(level: levels[a] == nil ? a : b)
    }

    /// True when levels `a` and `b` are made (or making them failed or was stopped), without waiting:
    /// a frame that must not stall shows what it showed before and asks again. Levels
    /// asked for here are made next.
    public func areReady(_ a: Int, _ b: Int) -> Bool {
        for i in [a, b] { require(radii.indices.contains(i), "BlurLevels.areReady: \(i) is not in 0..<\(radii.count)") }
        condition.lock()
        defer { condition.unlock() }
        if failure != nil || finished { return true }
        for i in [a, b] where levels[i] == nil && !wanted.contains(i) { wanted.append(i) }
        return levels[a] != nil && levels[b] != nil
    }

    /// Writes into `frame` levels `lower` and `upper` blended, `fraction` of the way to
    /// `upper` (0…1), at the levels' size; makes `frame` when it is nil or another size.
    /// Its ``Image/revision`` changes, so a layer showing it redraws.
    public func blend(_ lower: Int, _ upper: Int, fraction: Double, into frame: inout Image?) throws {
        let (a, b) = try waitForLevels(lower, upper)
        let image = try frame.flatMap { $0.width == a.width && $0.height == a.height ? $0 : nil }
            ?? takeFirstBlendFrame(width: a.width, height: a.height) ?? Image(width: a.width, height: a.height)
        frame = image
        image.isOpaque = a.isOpaque && b.isOpaque
        // (1 − t)·a, then + t·b: a cross-fade of premultiplied pixels, translucent ones too.
        let t = UInt16((min(max(fraction, 0), 1) * 65535).rounded())
        if usesOwnMix {
            Self.mix(a, coverage: 65535 - t, b, coverage: t, into: image)
        } else {
            composite(a, PIXMAN_OP_SRC, coverage: 65535 - t, into: image)
            if t > 0 { composite(b, PIXMAN_OP_ADD, coverage: t, into: image) }
        }
        image.pixelsDidChange()
    }

    /// The blend in one pass of our own (`cr_mix`), the pixels of pixman's SRC and ADD
    /// through solid masks: pixman draws those on its generic path, pixel by pixel, in
    /// every frame of a press. Tests turn it off to compare with pixman.
    var usesOwnMix = true

    /// `a` through `ca` plus `b` through `cb` into `target`, row by row (all three the same
    /// size), as ``composite(_:_:coverage:into:)`` gives them: only a coverage's top byte
    /// counts, and 65535 is a plain copy.
    private static func mix(_ a: Image, coverage ca: UInt16, _ b: Image, coverage cb: UInt16, into target: Image) {
        let ma = UInt8(ca >> 8), mb = UInt8(cb >> 8)
        for y in 0..<target.height {
            cr_mix(a.pixels + y * (a.stride / 4), ma, b.pixels + y * (b.stride / 4), mb,
                   target.pixels + y * (target.stride / 4), target.width, PixelLoops.best.rawValue)
        }
    }

    /// The frame the thread made for the first blend, when it is made and `width` ×
    /// `height`; nil after.
    private func takeFirstBlendFrame(width: Int, height: Int) -> Image? {
        condition.lock()
        defer { condition.unlock() }
        guard let made = firstBlendFrame, made.width == width, made.height == height else { return nil }
        firstBlendFrame = nil
        return made
    }

    /// Composites `source` over all of `target` with `op`, through a constant `coverage`.
    /// pixman works with 8 bits per channel: the top byte of `coverage` is what a solid
    /// fill of it would give.
    private func composite(_ source: Image, _ op: pixman_op_t, coverage: UInt16, into target: Image) {
        let mask = coverage == 65535 ? nil : blendCoverage.image(showing: UInt32(coverage >> 8))
        pixman_image_composite32(op, source.pixmanImage, mask, target.pixmanImage, 0, 0, 0, 0, 0, 0,
                                 Int32(target.width), Int32(target.height))
    }

    // MARK: The thread

    private func makeLevels() {
        guard let reduced = reducePicture() else { return }
        condition.lock()
        pictureRead = true
        condition.broadcast()
        condition.unlock()
        var framed = false
        while true {
            condition.lock()
            let next = cancelled ? nil : nextLevel()
            if next == nil {
                finished = true
                condition.broadcast()
            }
            condition.unlock()
            guard let index = next else { return }
            do {
                let made = try makeLevel(index, from: reduced)
                let large = index < fullSizeCount
                    ? try Self.scaledUp(made, width: pictureWidth, height: pictureHeight) : nil
                condition.lock()
                levels[index] = made
                if let large { fullSize[index] = large }
                condition.broadcast()
                condition.unlock()
                if !framed {
                    try makeFirstBlendFrame(like: made)
                    framed = true
                }
            } catch {
                publish(failure: error)
                return
            }
        }
    }

    /// The picture reduced by ``reduction``; the picture itself is let go of here. Nil
    /// when reducing failed (published as the failure).
    private func reducePicture() -> Image? {
        guard let picture = picture.take() else { return nil }
        do {
            let reduced = try GaussianBlur.reduce(picture, by: Self.reduction)
            reduced.isOpaque = picture.isOpaque
            return reduced
        } catch {
            publish(failure: error)
            return nil
        }
    }

    /// Makes ``firstBlendFrame`` the size of `level`, every page written.
    private func makeFirstBlendFrame(like level: Image) throws {
        let frame = try Image(width: level.width, height: level.height)
        frame.pixels.update(repeating: 0, count: frame.stride / 4 * frame.height)
        condition.lock()
        firstBlendFrame = frame
        condition.unlock()
    }

    /// The level to make next: the first one asked for and not made, else the lowest
    /// not made; nil when all are. Called under `condition`.
    private func nextLevel() -> Int? {
        while let first = wanted.first {
            if levels[first] == nil { return first }
            wanted.removeFirst()
        }
        return levels.firstIndex { $0 == nil }
    }

    private func publish(failure error: Error) {
        condition.lock()
        failure = error
        finished = true
        pictureRead = true
        condition.broadcast()
        condition.unlock()
    }

    /// The blur of a level: at least ``reduction`` times smaller, and 8 times smaller
    /// from a radius of 12 pixels (the convolution left a σ of 1.5 working pixels, not
    /// 2): a quarter of the taps on a quarter of the pixels, so a 4K screen's levels are
    /// made in a fraction of the time. The spread stays within 1 % of the radius on
    /// average; from one place to the next it varies by up to 5 %, which a backdrop
    /// growing blurrier over a few frames does not show.
    static func blur(radius: Double) throws(BlurError) -> GaussianBlur {
        try GaussianBlur(radius: radius, minimumReduction: reduction, minimumWorkingRadius: 1.5)
    }

    /// The reduced picture blurred by `radii[index]` at the levels' size, darkened.
    private func makeLevel(_ index: Int, from reduced: Image) throws -> Image {
        let blur = try Self.blur(radius: radii[index])
        var image = try blur.reducedImage(blurringReduced: reduced, by: Self.reduction)
        if blur.reduction > Self.reduction || image === reduced {
            image = try Self.resample(image, by: Double(Self.reduction) / Double(blur.reduction),
                                      width: reduced.width, height: reduced.height)
        }
        image.isOpaque = reduced.isOpaque
        if !darkness.isEmpty, darkness[index] > 0 {
            var black = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((darkness[index] * 65535).rounded()))
            let fill = pixman_image_create_solid_fill(&black)
            pixman_image_composite32(PIXMAN_OP_OVER, fill, nil, image.pixmanImage, 0, 0, 0, 0, 0, 0,
                                     Int32(image.width), Int32(image.height))
            pixman_image_unref(fill)
        }
        image.pixelsDidChange()
        return image
    }

    /// `level` scaled up by ``reduction`` into a `width` × `height` image: pixel (x, y)
    /// samples the level at ((x + ½) / 4 − ½, (y + ½) / 4 − ½), as pixman's bilinear
    /// filter does, so the pixels are those of the renderer's (``QuarterUpscale``).
    private static func scaledUp(_ level: Image, width: Int, height: Int) throws -> Image {
        require(reduction == 4, "BlurLevels.scaledUp: made for a reduction of 4")
        let target = try Image(width: width, height: height)
        let start = Int32(0x2000 - 0x8000)
        var scratch = [UInt16](repeating: 0, count: Int(cr_quarter_upscale_scratch_count(Int32(width))))
        scratch.withUnsafeMutableBufferPointer { buffer in
            cr_quarter_upscale(level.pixels, Int32(level.stride / 4), Int32(level.width), Int32(level.height), 1,
                               target.pixels, Int32(target.stride / 4), 0, 0, Int32(width), Int32(height),
                               start, start, PixelLoops.best.rawValue, 0, buffer.baseAddress)
        }
        target.isOpaque = level.isOpaque
        target.pixelsDidChange()
        return target
    }

    /// `image` scaled up by `1 / factor` (bilinear, edges padded) into a `width` × `height`
    /// image whose pixel centres line up with the picture's as the levels' do.
    private static func resample(_ image: Image, by factor: Double, width: Int, height: Int) throws -> Image {
        let target = try Image(width: width, height: height)
        var t = pixman_transform()
        let scale = pixman_fixed_t((factor * 65536).rounded())
        pixman_transform_init_scale(&t, scale, scale)
        let src = image.resamplingImage
        pixman_image_set_transform(src, &t)
        _ = pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, target.pixmanImage, 0, 0, 0, 0, 0, 0,
                                 Int32(width), Int32(height))
        return target
    }
}
