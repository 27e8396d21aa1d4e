/// A stretch of a scene's run that starts at one of the moments it announces
/// (``SceneEvents``: `splash-dismissing`, say) and lasts until the next, timed on its
/// own: the splash's goal is about its disappearance, not the idle frames around it.
struct BenchPhase: Codable {
    /// The announced moment the phase starts at.
    var name: String
    /// The index of its first frame in the run.
    var firstFrame: Int
    var statistics: FrameTimeSummary
    /// Heap allocations per frame over the phase, every thread counted (nil in reports
    /// written before phases counted them).
    var allocationsPerFrame: Double?
    /// How many of the phase's frames allocated at all: a phase whose first frame brings
    /// new content (text laid out, a mask made) allocates there and nowhere else.
    var framesAllocating: Int?

    /// The phases of a run of `times` (ms per frame) and `allocations` (per frame), from
    /// the moments posted during it: `marks` pairs each moment's name with the frame it
    /// was posted in.
    static func split(_ times: [Double], allocations: [UInt64], at marks: [(name: String, frame: Int)]) -> [BenchPhase] {
        marks.enumerated().compactMap { i, mark in
            let end = i + 1 < marks.count ? marks[i + 1].frame : times.count
            guard mark.frame < end, end <= times.count else { return nil }
            let counted = end <= allocations.count ? allocations[mark.frame..<end] : []
            return BenchPhase(name: mark.name, firstFrame: mark.frame,
                              statistics: FrameTimeSummary(milliseconds: Array(times[mark.frame..<end])),
                              allocationsPerFrame: counted.isEmpty ? nil : Double(counted.reduce(0, +)) / Double(counted.count),
                              framesAllocating: counted.isEmpty ? nil : counted.filter { $0 > 0 }.count)
        }
    }
}
