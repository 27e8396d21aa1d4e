import Glibc
import Testing
@testable import WaylandPlatform

/// Mapping memory ahead: a slice maps exactly its pages (the kernel's `mincore` says
/// which are resident), leaves the bytes as they were, and the whole region ends up
/// mapped after as many slices as its size asks.
@Suite struct PageWarmerTests {
    static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Fresh anonymous memory of `bytes`, no page of it touched yet.
    final class Fresh {
        let base: UnsafeMutableRawPointer
        let bytes: Int
        init(bytes: Int) throws {
            self.bytes = bytes
            let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { throw PageWarmerTestError.noMemory }
            base = mapped
        }
        deinit { munmap(base, bytes) }

        /// How many of its pages are resident.
        var residentPages: Int {
            var vector = [UInt8](repeating: 0, count: (bytes + PageWarmerTests.page - 1) / PageWarmerTests.page)
            _ = mincore(base, bytes, &vector)
            return vector.reduce(0) { $0 + Int($1 & 1) }
        }
    }

    enum PageWarmerTestError: Error { case noMemory }

    @Test func aSliceMapsOneMegabyteAndTheRegionEndsFullyMapped() throws {
        let memory = try Fresh(bytes: 3 * PageWarmer.sliceBytes + 5 * Self.page)
        #expect(memory.residentPages == 0)
        var warmer = PageWarmer()
        warmer.add(memory.base, byteCount: memory.bytes)
        #expect(warmer.warmSlice() == PageWarmer.sliceBytes)
        #expect(memory.residentPages == PageWarmer.sliceBytes / Self.page)
        var slices = 1, total = PageWarmer.sliceBytes
        while case let mapped = warmer.warmSlice(), mapped > 0 {
            total += mapped
            slices += 1
        }
        #expect(slices == 4)
        #expect(total == memory.bytes)
        #expect(memory.residentPages == memory.bytes / Self.page)
        #expect(warmer.isEmpty)
        #expect(warmer.warmSlice() == 0)
    }

    @Test func whatTheMemoryHeldStays() throws {
        let memory = try Fresh(bytes: 8 * Self.page)
        let words = memory.base.bindMemory(to: UInt32.self, capacity: memory.bytes / 4)
        words[0] = 0xCAFE_F00D
        words[3 * Self.page / 4 + 7] = 0x1234_5678
        var warmer = PageWarmer()
        warmer.add(memory.base, byteCount: memory.bytes)
        while warmer.warmSlice() > 0 {}
        #expect(memory.residentPages == 8)
        #expect(words[0] == 0xCAFE_F00D)
        #expect(words[3 * Self.page / 4 + 7] == 0x1234_5678)
        #expect((0..<memory.bytes / 4).allSatisfy { $0 == 0 || $0 == 3 * Self.page / 4 + 7 || words[$0] == 0 })
    }

    /// A buffer in the middle of a pool starts anywhere: its first page is mapped with
    /// it, and the bytes counted are its own.
    @Test func anUnalignedRegionIsMappedFromItsPage() throws {
        let memory = try Fresh(bytes: 4 * Self.page)
        var warmer = PageWarmer()
        warmer.add(memory.base + Self.page + 100, byteCount: 2 * Self.page)
        var total = 0
        while case let mapped = warmer.warmSlice(), mapped > 0 { total += mapped }
        #expect(total == 2 * Self.page)
        var vector = [UInt8](repeating: 0, count: 4)
        _ = mincore(memory.base, memory.bytes, &vector)
        #expect(vector.map { $0 & 1 } == [0, 1, 1, 1])
    }

    @Test func regionsAreMappedOldestFirstAndResetForgetsThem() throws {
        let first = try Fresh(bytes: 2 * PageWarmer.sliceBytes)
        let second = try Fresh(bytes: Self.page)
        var warmer = PageWarmer()
        warmer.add(first.base, byteCount: first.bytes)
        warmer.add(second.base, byteCount: second.bytes)
        _ = warmer.warmSlice()
        #expect(second.residentPages == 0)
        warmer.reset()
        #expect(warmer.isEmpty)
        #expect(warmer.warmSlice() == 0)
        #expect(first.residentPages == PageWarmer.sliceBytes / Self.page)
    }
}
