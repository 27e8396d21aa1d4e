/// ``ImagePipeline``'s memory: decoded pictures by path, least recently used dropped
/// first once their pixels pass the byte budget.
struct ImageCache {
    struct Entry {
        let image: Image
        /// True when the decoder made the picture smaller than its file.
        let isShrunk: Bool
        var lastUse: UInt64

        var bytes: Int { image.height * image.stride }

        /// True when the picture is big enough to cover `wanted` (pixels; nil: full size):
        /// a picture at its file's size always is, since nothing is decoded larger.
        func covers(_ wanted: Size?) -> Bool {
            guard isShrunk else { return true }
            guard let wanted else { return false }
            return wanted.width <= Double(image.width) + 0.5 && wanted.height <= Double(image.height) + 0.5
        }
    }

    let byteBudget: Int
    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var bytes = 0

    init(byteBudget: Int) { self.byteBudget = byteBudget }

    var count: Int { entries.count }

    func entry(_ path: String) -> Entry? { entries[path] }

    mutating func touch(_ path: String) {
        clock += 1
        entries[path]?.lastUse = clock
    }

    /// Keeps `image` for `path` (replacing a smaller one), then drops the least recently
    /// used until the budget holds. A picture bigger than the whole budget is not kept.
    mutating func insert(_ image: Image, path: String, isShrunk: Bool) {
        remove(path)
        clock += 1
        let entry = Entry(image: image, isShrunk: isShrunk, lastUse: clock)
        guard entry.bytes <= byteBudget else { return }
        entries[path] = entry
        bytes += entry.bytes
        while bytes > byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
    }

    mutating func remove(_ path: String) {
        if let old = entries.removeValue(forKey: path) { bytes -= old.bytes }
    }

    mutating func removeAll() {
        entries.removeAll()
        bytes = 0
    }
}
