import CAllocationCounter
import CPixman
import Testing
@testable import Layers

/// Every worker's pixman views of a frame's pictures are made before the workers play
/// it, so a worker that first draws a picture in a later frame allocates nothing then;
/// and a sampled view has its transform's storage from the start (pixman allocates it
/// the first time a transform is set).
@Suite struct PixmanViewsAheadTests {
    private func operation(source: DrawOperation.Picture, mask: DrawOperation.Picture?,
                           destination: Image) -> DrawOperation {
        DrawOperation(op: PIXMAN_OP_OVER, source: source, mask: mask, destination: destination.views,
                      rect: PixelRect(x: 0, y: 0, width: 16, height: 16), sourceOrigin: (0, 0), maskOrigin: (0, 0))
    }

    private func sampling(scale: Double) -> DrawOperation.Sampling {
        var transform = pixman_transform()
        pixman_transform_init_scale(&transform, pixman_fixed_t(65536 / scale), pixman_fixed_t(65536 / scale))
        return DrawOperation.Sampling(transform: transform, filter: PIXMAN_FILTER_BILINEAR, repeatMode: PIXMAN_REPEAT_PAD)
    }

    /// Allocations on this thread while `body` runs.
    private func allocations(_ body: () -> Void) -> Int {
        ac_enable()
        let before = ac_thread_allocation_count()
        body()
        return Int(ac_thread_allocation_count() - before)
    }

    @Test func theSecondWorkersViewsAreMadeWithTheFrame() throws {
        let (target, picture, mask) = (try Image(width: 16, height: 16), try Image(width: 16, height: 16),
                                       try Image(width: 32, height: 32))
        let list = DisplayList()
        list.append(operation(source: .plain(picture.views), mask: .sampled(mask.views, sampling(scale: 2)),
                              destination: target), keeping: target, picture, mask)
        list.makeViewsAhead(workers: 2)
        let later = allocations {
            _ = target.views.view(worker: 1, sampled: false)
            _ = picture.views.view(worker: 1, sampled: false)
            if let sampled = mask.views.view(worker: 1, sampled: true) {
                var transform = sampling(scale: 1.5).transform
                pixman_image_set_transform(sampled, &transform)
            }
        }
        #expect(later == 0, "a later frame's second worker allocated \(later) times")
        list.removeAll()
    }

    /// Without it, the second worker's first view is an allocation in whatever frame it
    /// comes (so the test above can fail).
    @Test func madeLazilyTheyAllocateWhenFirstUsed() throws {
        let picture = try Image(width: 16, height: 16)
        _ = picture.views.view(worker: 0, sampled: false)
        #expect(allocations { _ = picture.views.view(worker: 1, sampled: false) } > 0)
    }

    @Test func oneWorkerMakesNothingAhead() throws {
        let (target, picture) = (try Image(width: 16, height: 16), try Image(width: 16, height: 16))
        let list = DisplayList()
        list.append(operation(source: .plain(picture.views), mask: nil, destination: target), keeping: target, picture)
        #expect(allocations { list.makeViewsAhead(workers: 1) } == 0)
        list.removeAll()
    }
}

/// The renderer makes them for every frame it plays.
@MainActor
@Suite struct RendererViewsAheadTests {
    @Test func aFrameLeavesEveryWorkerAViewOfWhatItDrew() throws {
        let root = Layer(frame: Rect(x: 0, y: 0, width: 64, height: 48))
        root.backgroundColor = Color(hex: 0xF3EFE8)
        let picture = try Image(width: 20, height: 20)
        for i in 0..<(20 * 20) { picture.pixels[i] = 0xFF20_6090 }
        let shown = Layer(frame: Rect(x: 8, y: 8, width: 20, height: 20))
        shown.contents = picture
        root.addSublayer(shown)
        let target = try Image(width: 64, height: 48)
        let renderer = Renderer(threads: 2)
        _ = try renderer.render(root, at: 0, into: target)
        #expect(picture.views.isMade(worker: 0, sampled: false))
        #expect(picture.views.isMade(worker: 1, sampled: false),
                "the second worker has no view of a picture the frame drew: a later frame would allocate it")
    }
}
