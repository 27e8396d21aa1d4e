/// The bookkeeping of a buffer pool, without any Wayland: which buffers are free,
/// which one is being drawn, which ones the compositor holds, and how old each
/// buffer's contents are.
///
/// A buffer handed to the compositor stays `held` until its wl_buffer.release;
/// it is never handed out before that. When every buffer is held the pool grows,
/// up to `maximumCount` (sway holds two at once, so two are never enough).
struct BufferSlots: Equatable {
    enum State: Equatable { case free, drawing, held }

    /// What ``acquire()`` decided.
    enum Acquisition: Equatable {
        /// Draw into this existing buffer; its contents are `age` frames old (0 = undefined).
        case reuse(index: Int, age: Int)
        /// Every buffer is held: create buffer `index` (contents undefined) and draw into it.
        case grow(index: Int)
        /// Every buffer is held and the pool is at its maximum: wait for a release.
        case exhausted
    }

    let maximumCount: Int
    private(set) var states: [State]
    /// The frame number each buffer's contents belong to (nil = undefined).
    private var contentFrames: [Int?]
    /// The number of the next frame to be submitted.
    private(set) var frameCounter = 0

    init(count: Int = 2, maximumCount: Int = 4) {
        precondition(count >= 1 && maximumCount >= count, "a pool needs 1 ≤ count ≤ maximumCount")
        self.maximumCount = maximumCount
        states = Array(repeating: .free, count: count)
        contentFrames = Array(repeating: nil, count: count)
    }

    var count: Int { states.count }
    var heldCount: Int { states.filter { $0 == .held }.count }

    /// How many frames old buffer `index`'s contents are: 1 = the last submitted frame.
    func age(of index: Int) -> Int {
        guard let frame = contentFrames[index] else { return 0 }
        return frameCounter - frame
    }

    /// Picks a buffer to draw the next frame into, preferring the youngest contents.
    mutating func acquire() -> Acquisition {
        let free = states.indices.filter { states[$0] == .free }
        if let best = free.max(by: { (contentFrames[$0] ?? -1) < (contentFrames[$1] ?? -1) }) {
            states[best] = .drawing
            return .reuse(index: best, age: age(of: best))
        }
        guard count < maximumCount else { return .exhausted }
        states.append(.drawing)
        contentFrames.append(nil)
        return .grow(index: count - 1)
    }

    /// The buffer being drawn was committed: the compositor holds it from now on.
    mutating func submit(_ index: Int) {
        precondition(states[index] == .drawing, "only the buffer being drawn can be submitted")
        states[index] = .held
        contentFrames[index] = frameCounter
        frameCounter += 1
    }

    /// Drawing was abandoned: the buffer is free again, its contents unknown.
    mutating func abandon(_ index: Int) {
        guard states[index] == .drawing else { return }
        states[index] = .free
        contentFrames[index] = nil
    }

    /// Drawing ended without a commit, the buffer's picture no older than before: it is
    /// free again and keeps its age.
    mutating func setAside(_ index: Int) {
        guard states[index] == .drawing else { return }
        states[index] = .free
    }

    /// wl_buffer.release arrived: the buffer may be drawn into again.
    /// Returns false when the buffer was not held (a confused compositor; ignored).
    @discardableResult
    mutating func release(_ index: Int) -> Bool {
        guard states.indices.contains(index), states[index] == .held else { return false }
        states[index] = .free
        return true
    }
}
