import Foundation
import Testing
@testable import Layers

/// Decoding once per file, off the main thread; the byte budget; failures remembered;
/// cancelled requests never called.
@Suite struct ImagePipelineTests {
    /// `count` different opaque `width` × `height` PNG files in a fresh folder.
    private func pictures(_ count: Int, width: Int = 40, height: Int = 30) throws -> [String] {
        let folder = TestSupport.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let image = try Image(width: width, height: height)
            for y in 0..<height { for x in 0..<width { image[x, y] = 0xFF00_0000 | UInt32(index * 40 % 256) << 16 | UInt32(x) } }
            let path = folder.appendingPathComponent("\(index).png").path
            try image.write(toFile: path)
            return path
        }
    }

    @Test("each file is decoded once, however many ask for it and whenever they ask")
    func decodedOnce() async throws {
        let paths = try pictures(3)
        let pipeline = ImagePipeline()
        var delivered: [String] = []
        for _ in 0..<3 {
            for path in paths {
                pipeline.loadImage(atPath: path) { result in
                    if case .success = result { delivered.append(path) }
                }
            }
        }
        #expect(pipeline.hasPendingLoads)
        await pipeline.waitForPendingLoads()
        #expect(delivered.count == 9)
        for path in paths { #expect(pipeline.decodeCount(ofPath: path) == 1) }
        // Asked again: cached, delivered at once.
        var again: Image?
        pipeline.loadImage(atPath: paths[0]) { again = try? $0.get() }
        #expect(again?.width == 40 && pipeline.totalDecodes == 3)
    }

    @Test("pictures are shrunk to the box asked for; a bigger box decodes again")
    func shrunkToTheBox() throws {
        let path = try pictures(1, width: 400, height: 300)[0]
        let pipeline = ImagePipeline()
        var small: Image?, large: Image?
        pipeline.loadImage(atPath: path, covering: Size(width: 100, height: 50)) { small = try? $0.get() }
        #expect(pipeline.waitForPendingLoads(timeout: .seconds(30)))
        #expect(small?.width == 100 && small?.height == 75)
        #expect(pipeline.cachedImage(atPath: path, covering: Size(width: 80, height: 60)) === small)
        pipeline.loadImage(atPath: path, covering: Size(width: 200, height: 150)) { large = try? $0.get() }
        #expect(pipeline.waitForPendingLoads(timeout: .seconds(30)))
        #expect(large?.width == 200 && pipeline.decodeCount(ofPath: path) == 2)
    }

    @Test("a bigger box asked for while a smaller decode runs gets its own, bigger decode")
    func biggerWhileDecoding() throws {
        let path = try pictures(1, width: 400, height: 300)[0]
        let pipeline = ImagePipeline(maximumConcurrentDecodes: 1)
        var small: Image?, large: Image?
        pipeline.loadImage(atPath: path, covering: Size(width: 40, height: 30)) { small = try? $0.get() }
        pipeline.loadImage(atPath: path, covering: Size(width: 200, height: 150)) { large = try? $0.get() }
        #expect(pipeline.waitForPendingLoads(timeout: .seconds(30)))
        #expect(small?.width == 40 && large?.width == 200)
        #expect(pipeline.decodeCount(ofPath: path) == 2)
    }

    @Test("the cache keeps to its byte budget, dropping the least recently used first")
    func budget() throws {
        let paths = try pictures(5, width: 100, height: 100)   // 40 000 bytes each
        let pipeline = ImagePipeline(byteBudget: 100_000)
        for path in paths {
            pipeline.loadImage(atPath: path) { _ in }
            #expect(pipeline.waitForPendingLoads(timeout: .seconds(30)))
            #expect(pipeline.cachedBytes <= 100_000)
            _ = pipeline.cachedImage(atPath: paths[0])          // the first stays in use
        }
        #expect(pipeline.cachedImageCount == 2)
        #expect(pipeline.cachedImage(atPath: paths[0]) != nil, "recently used, kept")
        #expect(pipeline.cachedImage(atPath: paths[4]) != nil, "the newest, kept")
        #expect(pipeline.cachedImage(atPath: paths[1]) == nil, "the least recently used went first")
    }

    @Test("a broken file fails once: later requests get the same error without decoding")
    func failuresRemembered() throws {
        let path = TestSupport.temporaryDirectory.appendingPathComponent("not-a-png-\(UUID().uuidString).png").path
        try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: path))
        let pipeline = ImagePipeline()
        var errors: [ImageError] = []
        pipeline.loadImage(atPath: path) { if case let .failure(error) = $0 { errors.append(error) } }
        #expect(pipeline.waitForPendingLoads(timeout: .seconds(30)))
        pipeline.loadImage(atPath: path) { if case let .failure(error) = $0 { errors.append(error) } }
        #expect(errors.count == 2 && errors[0] == errors[1])
        #expect(pipeline.decodeCount(ofPath: path) == 1)
        #expect("\(errors[0])".contains(path))
    }

    @Test("a cancelled request is never called back; a queued decode nobody wants is dropped")
    func cancelling() throws {
        let paths = try pictures(4)
        let pipeline = ImagePipeline(maximumConcurrentDecodes: 1)
        var calls: [String] = []
        let requests = paths.map { path in pipeline.loadImage(atPath: path) { _ in calls.append(path) } }
        // The first request started at once (one decoder); the others wait in the queue.
        requests[0].cancel()
        requests[1].cancel()
        #expect(pipeline.waitForPendingLoads(timeout: .seconds(30)))
        #expect(Set(calls) == Set(paths[2...]))
        #expect(pipeline.decodeCount(ofPath: paths[0]) == 1, "already decoding: it finishes, unannounced")
        #expect(pipeline.decodeCount(ofPath: paths[1]) == 0, "never started")
        #expect(pipeline.cachedImage(atPath: paths[0]) != nil, "the finished decode is kept for next time")
    }
}
