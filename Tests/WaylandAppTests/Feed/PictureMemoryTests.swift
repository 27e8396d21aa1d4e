import Foundation
import Layers
import Testing
@testable import WaylandApp

/// Big and lying pictures cost the small picture shown, never their full size: the
/// biggest single allocation while the decoder reads them (what the pipeline runs on
/// its background thread, run here on the test's own) is measured with the allocation
/// counter.
@Suite struct PictureMemoryTests {
    private static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("picture-memory-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The biggest allocation made while `path` is decoded to cover a card's picture.
    private func largestAllocation(loading path: String) throws -> (UInt64, Result<Image, ImageError>?) {
        let counter = try AllocationCounter.required()
        counter.enable()
        var result: Result<Image, ImageError>?
        let largest = counter.largest {
            result = Result { () throws(ImageError) in
                try ImageDecoder().decode(fileAt: path, covering: Size(width: 330, height: 360))
            }
        }
        return (largest, result)
    }

    @Test("a 3000×3000 picture shown at 330×360 never allocates its 36 MB")
    func bigPicture() throws {
        let path = Self.folder.appendingPathComponent("big.png").path
        let big = try Image(width: 3000, height: 3000)
        for y in stride(from: 0, to: 3000, by: 1) { big.pixels[y * 3000 + y] = 0xFFFF_FFFF }
        try big.write(toFile: path)
        let (largest, result) = try largestAllocation(loading: path)
        let image = try #require(try result?.get())
        #expect(image.width == 360 && image.height == 360)
        #expect(largest < 1 << 20, "largest allocation \(largest) bytes")
    }

    @Test("a header claiming 16 000 × 16 000 pixels in a small file is refused without allocating them")
    func lyingHeader() throws {
        let path = Self.folder.appendingPathComponent("lying.png").path
        let rome = try Data(contentsOf: URL(fileURLWithPath: FeedDriver.assetsPath + "/cities/rome.png"))
        let png = BrokenAssets.claiming(side: 16000, rome)
        try png.write(to: URL(fileURLWithPath: path))
        let (largest, result) = try largestAllocation(loading: path)
        guard case let .failure(error) = result else { Issue.record("a lying header loaded"); return }
        #expect("\(error)".contains("16000×16000") && "\(error)".contains(path))
        #expect(largest < 1 << 20, "largest allocation \(largest) bytes")
    }

    @Test("a file declaring 20 000 pixels a side is refused from its header")
    func absurdSize() throws {
        let path = Self.folder.appendingPathComponent("absurd.png").path
        let rome = try Data(contentsOf: URL(fileURLWithPath: FeedDriver.assetsPath + "/cities/rome.png"))
        let png = BrokenAssets.claiming(side: 20000, rome)
        try png.write(to: URL(fileURLWithPath: path))
        let (largest, result) = try largestAllocation(loading: path)
        guard case let .failure(error) = result else { Issue.record("a 20000×20000 header loaded"); return }
        #expect("\(error)".contains("outside 1…16384 pixels a side"))
        #expect(largest < 1 << 20, "largest allocation \(largest) bytes")
    }
}
