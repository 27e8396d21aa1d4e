/// One `period …` line of `WaylandApp run --stats-every`: the frames of one
/// stretch of the run. Times in milliseconds; nil where the app printed `-`.
nonisolated struct AppPeriod: Equatable, Sendable {
    /// Seconds since the app started, at the end of the period.
    let end: Double
    let frames: Int
    let presented: Int
    let drawP50: Double?
    let drawP99: Double?
    let drawMax: Double?
    /// The longest time between two commits of frames drawn back to back.
    let gapMax: Double?
    let intervalP99: Double?

    /// `period 60 frames 3591 presented 3590 draw-p50 1.2 draw-p99 4.31 draw-max 9.8 gap-max 17.2 interval-p99 16.9`
    init?(line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 16, words[0] == "period", let end = Double(words[1]) else { return nil }
        var values: [String: String] = [:]
        for index in stride(from: 2, to: words.count - 1, by: 2) { values[words[index]] = words[index + 1] }
        guard let frames = values["frames"].flatMap({ Int($0) }),
              let presented = values["presented"].flatMap({ Int($0) }) else { return nil }
        self.end = end
        self.frames = frames
        self.presented = presented
        drawP50 = values["draw-p50"].flatMap(Double.init)
        drawP99 = values["draw-p99"].flatMap(Double.init)
        drawMax = values["draw-max"].flatMap(Double.init)
        gapMax = values["gap-max"].flatMap(Double.init)
        intervalP99 = values["interval-p99"].flatMap(Double.init)
    }

    /// Every period line among `lines`, in order.
    static func all(in lines: [String]) -> [AppPeriod] { lines.compactMap(AppPeriod.init(line:)) }
}
