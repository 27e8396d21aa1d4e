/// A stretch of a scene's run that starts at one of the moments it announces
/// (``SceneEvents``: `splash-dismissing`, say) and lasts until the next, timed on its
/// own: the splash's goal is about its disappearance, not the idle frames around it.
struct BenchPhase: Codable {
    /// The announced moment the phase starts at.
    var name: String
    /// The index of its first frame in the run.
    var firstFrame: Int
    var statistics: FrameTimeSummary

    /// The phases of a run of `times` (ms per frame), from the moments posted during it:
    /// `marks` pairs each moment's name with the frame it was posted in.
    static func split(_ times: [Double], at marks: [(name: String, frame: Int)]) -> [BenchPhase] {
        marks.enumerated().compactMap { i, mark in
            let end = i + 1 < marks.count ? marks[i + 1].frame : times.count
            guard mark.frame < end, end <= times.count else { return nil }
            return BenchPhase(name: mark.name, firstFrame: mark.frame,
                              statistics: FrameTimeSummary(milliseconds: Array(times[mark.frame..<end])))
        }
    }
}
