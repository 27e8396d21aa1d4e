import Testing
import Layers
@testable import WaylandPlatform

/// The window's `period` line (`run --stats-every`) reads back with the harness's
/// `AppPeriod`, which the soak and fault tests rely on.
@Suite struct PeriodLineTests {
    @Test func periodLinesReadBack() {
        var period = FramePeriod()
        period.recordCommit(drawDuration: .milliseconds(2), gap: nil)
        period.recordCommit(drawDuration: .milliseconds(4), gap: .seconds(0.0167))
        period.recordPresented(interval: nil)
        let line = period.line(end: .seconds(60))
        let read = AppPeriod(line: line)
        #expect(read?.frames == 2 && read?.presented == 1, "\(line)")
        #expect(read?.drawMax == 4 && read?.gapMax == 16.7 && read?.intervalP99 == nil, "\(line)")
    }
}
