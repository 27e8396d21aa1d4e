import CAllocationCounter

/// Heap allocations made by the process, counted by the interposed allocator.
enum AllocationCounter {
    /// Starts counting (the interposer only forwards until then).
    static func enable() { ac_enable() }
    /// Allocations since ``enable()``.
    static var count: UInt64 { ac_allocation_count() }

    /// The biggest single allocation (bytes) `body` makes on this thread (once enabled).
    static func largest(in body: () throws -> Void) rethrows -> UInt64 {
        ac_watch_largest_allocation()
        defer { _ = ac_largest_allocation() }
        try body()
        return ac_largest_allocation()
    }
}
