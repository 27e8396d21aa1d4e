import Dispatch
import Glibc
import WaylandPlatform

/// How long copying one frame takes on this machine right now: the yardstick the
/// benchmark divides render times by, so runs on noisy shared machines compare.
enum MemcpyBaseline {
    /// Median milliseconds to memcpy `width × height` ARGB32 pixels (warm caches).
    static func milliseconds(width: Int, height: Int, repeats: Int = 41) -> Double {
        medianCopy(width: width, height: height, repeats: repeats) { dst, src, bytes in memcpy(dst, src, bytes) }
    }

    /// The same copy split into `threads` bands, each copied on a thread of its own: the
    /// most a frame bound by memory bandwidth can gain from more threads here. (On small
    /// virtual machines whose cores share memory bandwidth poorly, it can be well under
    /// the thread count.)
    static func milliseconds(width: Int, height: Int, threads: Int, repeats: Int = 41) -> Double {
        medianCopy(width: width, height: height, repeats: repeats) { dst, src, bytes in
            // Addresses cross into the concurrent closure as integers: each band is its own.
            let (from, to) = (Int(bitPattern: src), Int(bitPattern: dst))
            let band = (bytes / threads + 63) & ~63
            DispatchQueue.concurrentPerform(iterations: threads) { i in
                let start = i * band, count = min(band, bytes - start)
                guard count > 0, let target = UnsafeMutableRawPointer(bitPattern: to + start),
                      let source = UnsafeRawPointer(bitPattern: from + start) else { return }
                memcpy(target, source, count)
            }
        }
    }

    /// Median milliseconds of `copy` (destination, source, bytes) over two frames of
    /// pixels, both written first so no page fault is timed.
    private static func medianCopy(width: Int, height: Int, repeats: Int,
                                   _ copy: (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Void) -> Double {
        let bytes = width * height * 4
        let src = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let dst = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { src.deallocate(); dst.deallocate() }
        memset(src, 0x5A, bytes)
        memset(dst, 0, bytes)
        var times: [Double] = []
        for _ in 0..<repeats {
            times.append(Stopwatch.time { copy(dst, UnsafeRawPointer(src), bytes) } * 1000)
        }
        return FrameStatistics.percentile(0.5, of: times) ?? 0
    }
}
