import FoundationEssentials
import Glibc

extension AllocationCounter {
    /// Makes sure this process counts its allocations: returns when the counter is in
    /// the process; otherwise starts the same command again with the library preloaded
    /// (and does not return).
    ///
    /// The process started again takes `LD_PRELOAD` back out of its environment, so the
    /// compositors and clients that `bench --on-compositor` starts run as they would
    /// without it.
    /// - Throws: ``CommandFailure`` naming the library and how to build it when it is
    ///   not installed beside the executable, or when it was preloaded and still is not
    ///   found in the process.
    static func preloadIfNeeded() throws {
        let environment = ProcessInfo.processInfo.environment
        if let counter = loaded {
            if let previous = environment[preloadMarker] {
                if previous.isEmpty { unsetenv("LD_PRELOAD") } else { setenv("LD_PRELOAD", previous, 1) }
                unsetenv(preloadMarker)
            }
            guard counter.isCounting else {
                throw CommandFailure("this build cannot count allocations (a sanitizer owns the allocator); "
                    + "run bench from a build without --sanitize")
            }
            return
        }
        if environment[preloadMarker] != nil {
            throw CommandFailure("\(libraryName) was preloaded but its functions are not in the process; "
                + "rebuild it with scripts/build-allocation-counter")
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let library = executable.deletingLastPathComponent().appendingPathComponent(libraryName).path
        guard access(library, R_OK) == 0 else {
            throw CommandFailure("bench counts allocations with \(libraryName), which is not beside "
                + "\(executable.path): build it from a checkout with "
                + "scripts/build-allocation-counter (make bench runs it)")
        }
        let previous = environment["LD_PRELOAD"] ?? ""
        setenv(preloadMarker, previous, 1)
        setenv("LD_PRELOAD", previous.isEmpty ? library : library + ":" + previous, 1)
        try restart(executable.path)
    }

    /// Replaces this process with `path` and the same arguments; returns only by throwing.
    private static func restart(_ path: String) throws -> Never {
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(path, arguments)
        let reason = String(cString: strerror(errno))
        throw CommandFailure("cannot start \(path) again with the allocation counter: \(reason)")
    }
}
