import Glibc
import WaylandPlatform

/// How long copying one frame takes on this machine right now: the yardstick the
/// benchmark divides render times by, so runs on noisy shared machines compare.
enum MemcpyBaseline {
    /// Median milliseconds to memcpy `width × height` ARGB32 pixels (warm caches).
    static func milliseconds(width: Int, height: Int, repeats: Int = 41) -> Double {
        let bytes = width * height * 4
        let src = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let dst = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { src.deallocate(); dst.deallocate() }
        memset(src, 0x5A, bytes)
        memset(dst, 0, bytes)
        var times: [Double] = []
        for _ in 0..<repeats {
            times.append(Stopwatch.time { memcpy(dst, src, bytes) } * 1000)
        }
        return FrameStatistics.percentile(0.5, of: times) ?? 0
    }
}
