import FoundationEssentials
import WaylandPlatform

/// What one process (the app's `run --script --stats`, or the reference client) reported
/// on the compositor: its "name: value" lines and its phases.
struct CompositorRun: Codable {
    /// One `phase NAME: …` line.
    struct Phase: Codable, Equatable {
        var name: String
        var presented: Int
        /// Presented intervals between back-to-back frames of the phase, in ms (nil: none).
        var p50: Double?
        var p99: Double?
        var intervals: Int
    }

    var facts: [String: String]
    var phases: [Phase]

    /// Reads the lines a run printed.
    init(lines: [String]) {
        facts = [:]
        phases = []
        for line in lines {
            if let phase = Self.phase(line) { phases.append(phase); continue }
            guard let colon = line.firstIndex(of: ":") else { continue }
            facts[String(line[..<colon])] = line[line.index(after: colon)...].trimmingSpacesAndTabs()
        }
    }

    /// A fact that is a number of milliseconds or a count ("16.67 ms (…)" → 16.67).
    func number(_ name: String) -> Double? {
        facts[name].flatMap { Double($0.split(separator: " ").first ?? "") }
    }

    /// The buffer scale of the run's first `buffer WxH scale S` line.
    static func bufferScale(in lines: [String]) -> Double? {
        lines.first { $0.hasPrefix("buffer ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
    }

    /// `phase NAME: presented N, interval p50 X ms, p99 Y ms, intervals N`, as ``FramePhase`` writes it.
    static func phase(_ line: String) -> Phase? {
        guard line.hasPrefix("phase "), let colon = line.firstRange(of: ": presented ") else { return nil }
        let name = String(line[line.index(line.startIndex, offsetBy: 6)..<colon.lowerBound])
        let fields = line[colon.upperBound...].replacing(",", with: "").split(separator: " ")
        // N interval p50 X ms p99 Y ms intervals N
        guard fields.count == 10, let presented = Int(fields[0]), let intervals = Int(fields[9]) else { return nil }
        return Phase(name: name, presented: presented, p50: Double(fields[3]), p99: Double(fields[6]), intervals: intervals)
    }
}
