import Foundation
import Testing

/// The checks for a compositor that offers no wp_presentation (kwin 5.27, cage 0.1.4):
/// the release app's startup flow ends idle (no commit at all, no CPU), and `--stats`
/// reports frame-callback intervals instead of presented frames.
enum WithoutPresentationChecks {
    /// Runs the startup flow on `compositor`, measures idleness once the splash has
    /// finished, then reads the statistics the app printed at exit.
    static func expectIdleStartupFlowWithCallbackStatistics(on compositor: some Compositor,
                                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let app = try AppProcess(["run", "--splash-delay", "1", "--stats", "--exit-after", "60"],
                                 environment: compositor.clientEnvironment, binary: try AppProcess.releaseBinaryPath())
        defer { app.kill() }
        try app.waitForLine("`scene splash-finished`", timeout: 20) { $0.hasPrefix("scene splash-finished ") }
        let idle = try IdleMeasurement.measure(app)
        // Not a single commit once still (the weston and sway checks allow one in 2 s).
        #expect(idle.commits == 0 && idle.seconds >= 1.5, "\(idle.summary)\n\(app.transcript)", sourceLocation: sourceLocation)
        #expect(idle.cpuIsIdle, "\(idle.summary)\n\(app.transcript)", sourceLocation: sourceLocation)
        try expectCallbackStatistics(app, sourceLocation: sourceLocation)
    }

    /// `--stats` without wp_presentation: nothing presented, and the intervals between
    /// frame callbacks instead, paced by the compositor's 60 Hz repaint (never shorter
    /// than a refresh, less a little scheduling jitter).
    static func expectCallbackStatistics(_ app: AppProcess, sourceLocation: SourceLocation) throws {
        #expect(app.lines.contains("presentation timing: not available (the compositor offers no wp_presentation)"),
                "\(app.transcript)", sourceLocation: sourceLocation)
        let figures = AppStats.figures(in: app.lines)
        #expect(figures["frames presented"] == 0 && (figures["frames committed"] ?? 0) >= 10, "\(app.transcript)",
                sourceLocation: sourceLocation)
        let p50 = try #require(figures["frame-callback interval p50"], "\(app.transcript)", sourceLocation: sourceLocation)
        let p99 = try #require(figures["frame-callback interval p99"], "\(app.transcript)", sourceLocation: sourceLocation)
        // The figures are read back as printed, rounded to 0.1 ms or finer: p99 may show 19.0 beside a p50 of 19.07.
        #expect(p50 >= 15 && p99 >= p50 - 0.1, "frame-callback intervals p50 \(p50) ms, p99 \(p99) ms",
                sourceLocation: sourceLocation)
    }
}
