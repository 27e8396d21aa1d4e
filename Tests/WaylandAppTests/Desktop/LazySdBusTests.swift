import CSystemd
import Foundation
import Testing

/// sd-bus is loaded when first called (`CSystemd`), so the app's launch does not load
/// libsystemd and the libraries only it needs before `main`.
@Suite struct LazySdBusTests {
    /// The app's binary does not ask for libsystemd: a `-lsystemd` back in the link (a
    /// system-library target with pkg-config's flags, say) would load it at every launch.
    @Test func theAppDoesNotLinkLibsystemd() throws {
        let binary = try AppProcess.releaseBinaryPath()
        let dynamic = try Command.run("/usr/bin/readelf", ["-d", binary], environment: ["PATH": Command.searchPath])
        #expect(dynamic.contains("(NEEDED)"), "readelf listed no libraries: \(dynamic.prefix(400))")
        #expect(!dynamic.contains("libsystemd"), "the release binary links libsystemd:\n\(dynamic)")
    }

    /// The forwarding functions reach libsystemd's: a bus object is made and freed, and
    /// the library is then loaded in this process.
    @Test func callsReachLibsystemd() throws {
        var bus: OpaquePointer?
        #expect(sd_bus_new(&bus) == 0 && bus != nil)
        #expect(cs_sd_bus_available() == 1)
        #expect(sd_bus_unref(bus) == nil)
        // /proc files report no size: read to the end, not what a size says.
        let maps = try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile()
        #expect(String(decoding: maps, as: UTF8.self).contains("/libsystemd.so"), "libsystemd is not mapped after a call")
    }
}
