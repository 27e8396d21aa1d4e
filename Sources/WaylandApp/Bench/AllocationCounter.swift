import FoundationEssentials
import Glibc

/// Heap allocations made by the process, counted by `libAllocationCounter.so`
/// (Sources/CAllocationCounter), which interposes the allocator.
///
/// The app does not link the counter: an installed app allocates through glibc alone.
/// `bench` preloads the library into itself (``preloadIfNeeded()``), and the test bundle
/// links it; either way its functions are found by name in the process.
struct AllocationCounter: Sendable {
    private let isCountingFunction: @convention(c) () -> Int32
    private let enableFunction: @convention(c) () -> Void
    private let countFunction: @convention(c) () -> UInt64
    private let watchLargestFunction: @convention(c) () -> Void
    private let largestFunction: @convention(c) () -> UInt64
    private let traceSitesFunction: @convention(c) (Int32) -> Void
    private let keepSitesFunction: @convention(c) (Int32) -> Void
    private let printSitesFunction: @convention(c) (Int32, Int32) -> Void

    /// The counter's functions, when the process has them (preloaded or linked).
    /// Looked up once: which libraries a process holds does not change after it starts.
    static let loaded: AllocationCounter? = AllocationCounter()

    /// ``loaded``, or an error that says how to get it.
    static func required() throws -> AllocationCounter {
        guard let loaded else {
            throw CommandFailure("allocations cannot be counted: \(libraryName) is not in the process "
                + "(bench preloads it; a test bundle links CAllocationCounter)")
        }
        return loaded
    }

    /// The file name `bench` preloads, from beside the executable: it is built in a
    /// checkout and never installed.
    static let libraryName = "libAllocationCounter.so"

    /// Set in the environment of the process `bench` starts again with the counter, so a
    /// library that loads but does not count cannot make it start itself forever.
    static let preloadMarker = "WAYLANDAPP_ALLOCATION_COUNTER"

    private init?() {
        func symbol<F>(_ name: String, as type: F.Type) -> F? {
            // A nil handle is RTLD_DEFAULT: every object of the process, in load order.
            guard let address = dlsym(nil, name) else { return nil }
            return unsafeBitCast(address, to: type)
        }
        guard let isCounting = symbol("ac_is_counting", as: (@convention(c) () -> Int32).self),
              let enable = symbol("ac_enable", as: (@convention(c) () -> Void).self),
              let count = symbol("ac_allocation_count", as: (@convention(c) () -> UInt64).self),
              let watch = symbol("ac_watch_largest_allocation", as: (@convention(c) () -> Void).self),
              let largest = symbol("ac_largest_allocation", as: (@convention(c) () -> UInt64).self),
              let trace = symbol("ac_trace_sites", as: (@convention(c) (Int32) -> Void).self),
              let keep = symbol("ac_keep_sites", as: (@convention(c) (Int32) -> Void).self),
              let print = symbol("ac_print_sites", as: (@convention(c) (Int32, Int32) -> Void).self)
        else { return nil }
        isCountingFunction = isCounting
        enableFunction = enable
        countFunction = count
        watchLargestFunction = watch
        largestFunction = largest
        traceSitesFunction = trace
        keepSitesFunction = keep
        printSitesFunction = print
    }

    /// False in a sanitizer build, where the sanitizer keeps the allocator and every
    /// count reads 0.
    var isCounting: Bool { isCountingFunction() != 0 }

    /// Starts counting (the interposer only forwards until then).
    func enable() { enableFunction() }
    /// Allocations since ``enable()``.
    var count: UInt64 { countFunction() }

    /// The biggest single allocation (bytes) `body` makes on this thread (once enabled).
    func largest(in body: () throws -> Void) rethrows -> UInt64 {
        watchLargestFunction()
        defer { _ = largestFunction() }
        try body()
        return largestFunction()
    }

    /// Records the call stack of every allocation while `on` (`bench --allocation-sites`).
    func traceSites(_ on: Bool) { traceSitesFunction(on ? 1 : 0) }

    /// Ends a frame's recording: its call stacks count toward ``printSites(top:to:)`` only
    /// when `keep` (a steady frame).
    func keepSites(_ keep: Bool) { keepSitesFunction(keep ? 1 : 0) }

    /// Prints the `top` most frequent call stacks recorded and kept, raw (`scripts/allocation-sites`
    /// turns the addresses into function names), and forgets them.
    func printSites(top: Int, to descriptor: Int32 = STDOUT_FILENO) {
        fflush(nil)  // every stream, so what print wrote comes first
        printSitesFunction(descriptor, Int32(top))
    }
}
