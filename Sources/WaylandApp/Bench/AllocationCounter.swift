import CAllocationCounter
import FoundationEssentials
import Glibc

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

    /// Records the call stack of every allocation while `on` (`bench --allocation-sites`).
    static func traceSites(_ on: Bool) { ac_trace_sites(on ? 1 : 0) }

    /// Ends a frame's recording: its call stacks count toward ``printSites(top:to:)`` only
    /// when `keep` (a steady frame).
    static func keepSites(_ keep: Bool) { ac_keep_sites(keep ? 1 : 0) }

    /// Prints the `top` most frequent call stacks recorded and kept, raw (`scripts/allocation-sites`
    /// turns the addresses into function names), and forgets them.
    static func printSites(top: Int, to descriptor: Int32 = STDOUT_FILENO) {
        fflush(nil)  // every stream, so what print wrote comes first
        ac_print_sites(descriptor, Int32(top))
    }
}
