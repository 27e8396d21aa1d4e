import Testing
@testable import WaylandApp
import AnimationCheck

/// `bench --repeats` reports each row's median run, so one noisy run moves no figure.
@Suite(.noAnimationLeftRunning) struct BenchRepeatsTests {
    @Test func eachRowIsItsMedianRunWithEveryRunsP99() {
        var repeats = BenchRepeats()
        for (main, levels) in [(9.0, 4.0), (3.0, 6.0), (5.0, 5.0)] {
            repeats.add([.fixture(scene: "splash", threads: 2, milliseconds: main),
                         .fixture(scene: "splash-subsurfaces", threads: 2, milliseconds: levels)])
        }
        let rows = repeats.medianRows
        #expect(rows.map(\.scene) == ["splash", "splash-subsurfaces"])
        // Each row on its own: the splash's median run is the third, its levels' the second.
        #expect(rows.map(\.statistics.p99) == [5.0, 5.0])
        #expect(rows.map(\.repeatedP99) == [[9, 3, 5], [4, 6, 5]])
    }

    @Test func anEvenCountTakesTheHigherOfTheMiddleTwo() {
        var repeats = BenchRepeats()
        for ms in [4.0, 1.0, 3.0, 2.0] { repeats.add([.fixture(threads: 1, milliseconds: ms)]) }
        #expect(repeats.medianRows.first?.statistics.p99 == 3.0)
    }

    @Test func oneRunIsReportedAsItIs() {
        var repeats = BenchRepeats()
        repeats.add([.fixture(threads: 1, milliseconds: 7)])
        #expect(repeats.medianRows.first?.repeatedP99 == nil)
        #expect(repeats.medianRows.first?.statistics.p99 == 7)
    }

    @Test func theReportListsEveryRunAndTheSpeedUpComparesMedianRuns() {
        var one = BenchRepeats(), two = BenchRepeats()
        for (a, b) in [(8.0, 3.0), (6.0, 7.5), (7.0, 4.0)] {
            one.add([.fixture(threads: 1, milliseconds: a)])
            two.add([.fixture(threads: 2, milliseconds: b, threadedMemcpy: 1.25)])
        }
        let table = BenchReport(machine: "test", results: one.medianRows + two.medianRows).table
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.contains("  preview 3840x2160 ×2: p99 of 3 runs, thread counts taking turns: 3.00, 7.50, 4.00 ms (the row is the median run)"))
        #expect(lines.contains("speed-up 1 → 2 threads, preview 3840x2160: p50 1.75×, p99 1.75× (memcpy of a frame: 1.60×)"))
    }
}
