import Foundation

/// The frame statistics `WaylandApp run --stats` prints at exit: frames
/// presented and discarded (from presentation feedback) and the p50/p99 of
/// the interval between presented frames, in milliseconds.
nonisolated struct AppStats: Equatable, Sendable {
    let presented: Int
    let discarded: Int
    let intervalP50: Double?
    let intervalP99: Double?

    /// Finds the statistics in the app's output. Each value is the first
    /// number after its keyword (`presented`, `discarded`, `p50`, `p99`) on
    /// any line, so `frames presented 180 discarded 0` and
    /// `presented: 180` both read.
    init(lines: [String]) throws {
        func value(after keyword: String) -> Double? {
            for line in lines {
                guard let range = line.range(of: keyword) else { continue }
                let rest = line[range.upperBound...].drop { !$0.isNumber }
                let number = rest.prefix { $0.isNumber || $0 == "." }
                if let value = Double(number) { return value }
            }
            return nil
        }
        guard let presented = value(after: "presented"), let discarded = value(after: "discarded") else {
            throw HarnessError("no frame statistics (presented/discarded) in the app's output:\n"
                + lines.joined(separator: "\n"))
        }
        self.presented = Int(presented)
        self.discarded = Int(discarded)
        intervalP50 = value(after: "p50")
        intervalP99 = value(after: "p99")
    }

    /// Every "name: value" line of `--stats` whose value starts with a number
    /// (`writes to held buffers: 0`, `buffer pool size max: 3`), by name.
    static func figures(in lines: [String]) -> [String: Double] {
        var figures: [String: Double] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let number = Double(value.prefix { $0.isNumber || $0 == "." }) { figures[String(line[..<colon])] = number }
        }
        return figures
    }
}
