import CAllocationCounter

/// Heap allocations made by the process, counted by the interposed allocator.
enum AllocationCounter {
    /// Starts counting (the interposer only forwards until then).
    static func enable() { ac_enable() }
    /// Allocations since ``enable()``.
    static var count: UInt64 { ac_allocation_count() }
}
