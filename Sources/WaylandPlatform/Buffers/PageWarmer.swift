import Glibc

/// Memory the next frames will write for the first time, mapped ahead a slice at a time.
///
/// The first write to each 4 KB page of fresh memory is a page fault: the kernel clears
/// a page and maps it. A window's buffer at 2716×1528 (1358×764 at scale 2) is 4 052
/// pages. After a launch or a resize the window's first frame is drawn straight into one
/// buffer; the second then draws the back buffer whole for the first time, and the third
/// copies it into the second buffer, also for the first time, so on a machine where
/// faults are dear those frames can miss their refresh. Mapped while the loop waits for
/// the compositor between them (`madvise(MADV_POPULATE_WRITE)`, which leaves what the
/// memory holds as it is), the same pages cost those frames nothing. Mapping them all on
/// another thread contends with the drawing, so it is done here, between events.
struct PageWarmer {
    /// Bytes mapped per slice: 256 pages, short enough that events wait little for it.
    static let sliceBytes = 1 << 20
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// `MADV_POPULATE_WRITE` (Linux 5.14), which Glibc's module may not name.
    private static let populateWrite: Int32 = 23

    private struct Region {
        var start: UnsafeMutableRawPointer
        var byteCount: Int
    }

    private var regions: [Region] = []

    /// True when nothing is left to map.
    var isEmpty: Bool { regions.isEmpty }

    /// Queues `byteCount` bytes at `start` to be mapped. They must stay mapped until
    /// ``warmSlice()`` has done them or ``reset()`` forgot them.
    mutating func add(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount > 0 else { return }
        regions.append(Region(start: start, byteCount: byteCount))
    }

    /// Forgets what is queued: its memory is about to go.
    mutating func reset() { regions.removeAll() }

    /// Maps up to ``sliceBytes`` of the oldest region; returns the bytes it mapped, 0 when
    /// nothing is left. A kernel without `MADV_POPULATE_WRITE` maps nothing ahead: the
    /// frames fault the pages in as before.
    mutating func warmSlice() -> Int {
        guard var region = regions.first else { return 0 }
        let page = Self.pageSize
        // madvise wants a page-aligned start: round down (the page is mapped either way).
        let address = UInt(bitPattern: region.start)
        let aligned = address & ~UInt(page - 1)
        let count = min(region.byteCount + Int(address - aligned), Self.sliceBytes)
        let done = count - Int(address - aligned)
        if madvise(UnsafeMutableRawPointer(bitPattern: aligned), count, Self.populateWrite) != 0, errno == EINVAL {
            regions.removeAll()
            return 0
        }
        region.start += done
        region.byteCount -= done
        if region.byteCount > 0 { regions[0] = region } else { regions.removeFirst() }
        return done
    }
}
