import Glibc
import Layers
import Testing
import WaylandPlatform

/// A back buffer made for a new size is mapped ahead, slice by slice, while the window
/// idles: the frame after the first draws it whole, and would otherwise fault in each
/// of its pages.
@MainActor
@Suite struct BackBufferMemoryAheadTests {
    private func residentPages(of image: Image) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let bytes = image.stride * image.height
        var vector = [UInt8](repeating: 0, count: (bytes + page - 1) / page)
        _ = mincore(UnsafeMutableRawPointer(image.pixels), bytes, &vector)
        return vector.reduce(0) { $0 + Int($1 & 1) }
    }

    @Test func theNewPictureIsMappedWholeAndStaysClear() throws {
        let buffer = BackBuffer()
        try buffer.resize(pixelWidth: 1200, pixelHeight: 900)
        let image = try #require(buffer.image)
        #expect(residentPages(of: image) == 0)
        var total = 0, slices = 0
        while case let mapped = buffer.mapMemoryAhead(), mapped > 0 {
            total += mapped
            slices += 1
        }
        #expect(total == 1200 * 900 * 4)
        #expect(slices == 5, "a slice is a megabyte: 4.3 MB take five")
        #expect(residentPages(of: image) * Int(sysconf(Int32(_SC_PAGESIZE))) >= total)
        #expect((0..<1200 * 900).allSatisfy { image.pixels[$0] == 0 })
        #expect(buffer.mapMemoryAhead() == 0)
    }

    @Test func aResizeMapsTheNewPictureOnly() throws {
        let buffer = BackBuffer()
        try buffer.resize(pixelWidth: 1200, pixelHeight: 900)
        _ = buffer.mapMemoryAhead()
        try buffer.resize(pixelWidth: 640, pixelHeight: 480)
        var total = 0
        while case let mapped = buffer.mapMemoryAhead(), mapped > 0 { total += mapped }
        #expect(total == 640 * 480 * 4)
    }
}
