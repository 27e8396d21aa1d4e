import FoundationEssentials

/// `bench --on-compositor`'s lines: each figure of the app next to the reference
/// client's, and their ratio.
extension CompositorBench {
    static func table(_ report: Report) -> String {
        var lines = ["on the compositor (presentation feedback); app / reference client (the same commits, no drawing) and app ÷ reference:"]
        for run in report.runs {
            let f = run.facts, app = CompositorRun(facts: f, phases: run.phases)
            lines.append("  \(run.scene): discarded \(f["frames discarded"] ?? "?"), render p50 \(f["render p50"] ?? "?"), "
                + "p99 \(f["render p99"] ?? "?"), frame-callback timeouts \(f["frame callback timeouts"] ?? "0")"
                + (f["level commits"].map { "; level commits: \($0)" } ?? ""))
            let ref = run.reference
            // The scene's back-to-back intervals over all its phases (never across an idle
            // wait): its p99 is not decided by one late frame, as a 15-frame phase's is.
            lines.append("    presented " + pair(app.number("frames presented"), ref?.number("frames presented"), unit: "")
                + ", interval p50 " + pair(app.number("presentation interval p50"), ref?.number("presentation interval p50"))
                + ", p99 " + pair(app.number("presentation interval p99"), ref?.number("presentation interval p99"))
                + ", time to first frame " + pair(app.number("time to first frame"), ref?.number("time to first frame"))
                + ", to presented " + pair(app.number("time to first frame presented"), ref?.number("time to first frame presented")))
            // A moment can come back (a card expanded twice): the nth of a name pairs with the nth.
            var seen: [String: Int] = [:]
            for phase in run.phases {
                let occurrence = seen[phase.name, default: 0]
                seen[phase.name] = occurrence + 1
                let others = ref?.phases.filter { $0.name == phase.name } ?? []
                let other = occurrence < others.count ? others[occurrence] : nil
                lines.append("    \(phase.name): presented " + pair(Double(phase.presented), other.map { Double($0.presented) }, unit: "")
                    + ", interval p50 " + pair(phase.p50, other?.p50) + ", p99 " + pair(phase.p99, other?.p99))
            }
        }
        lines.append(String(cFormat: "time to first frame (process start → first buffer), median of %d: %.1f ms",
                            report.firstFrameMilliseconds.count, report.firstFrameMedian))
        if let skipped = report.dragsSkipped { lines.append(skipped) }
        lines += (report.drags ?? []).map(dragLine)
        return lines.joined(separator: "\n")
    }

    /// One injected drag: its latency next to the refresh period and mutter's own pace.
    static func dragLine(_ drag: InjectedDrag.Latency) -> String {
        func ms(_ value: Double?) -> String { value.map { String(cFormat: "%.2f ms", $0) } ?? "n/a" }
        return "drag latency on \(drag.scene) (mutter's RemoteDesktop, \(drag.dragEvents) drag events): p50 \(ms(drag.p50)), "
            + "p99 \(ms(drag.p99)), events \(drag.events); refresh period \(ms(drag.refresh)), "
            + "presented interval p50 \(ms(drag.presentedIntervalP50))"
    }

    /// "16.90 / 16.70 ms (1.01×)", with "?" for what is missing.
    static func pair(_ app: Double?, _ reference: Double?, unit: String = " ms") -> String {
        func text(_ v: Double?) -> String { v.map { unit.isEmpty ? String(cFormat: "%g", $0) : String(cFormat: "%.2f", $0) } ?? "?" }
        var result = "\(text(app)) / \(text(reference))\(unit)"
        if let app, let reference, reference > 0 { result += String(cFormat: " (%.2f×)", app / reference) }
        return result
    }
}

extension CompositorRun {
    /// A run from figures already parsed.
    init(facts: [String: String], phases: [Phase]) {
        self.facts = facts
        self.phases = phases
    }
}
