import FoundationEssentials
import Glibc

/// Writes an animated PNG (APNG) file frame by frame: every frame is an ``Image`` of
/// the same size, shown for `1 / framesPerSecond` seconds.
///
/// Frames are encoded by libpng as ``Image/write(toFile:)`` writes a still picture (8-bit
/// RGBA, straight alpha); the animation chunks around them (`acTL`, `fcTL`, `fdAT`) are
/// written here, since Debian's libpng has no APNG support. To keep files small, each
/// frame after the first stores only the rectangle around the pixels that changed
/// since the frame before (drawn over it: `dispose_op` none, `blend_op` source), and a
/// frame equal to the one before is not stored: the frame before is shown longer.
/// The first frame is the PNG's default image, so viewers without APNG support show it.
///
/// ```swift
/// let writer = try AnimatedPNGWriter(toFile: "run.png", width: 640, height: 360, framesPerSecond: 15)
/// for frame in frames { try writer.append(frame) }
/// try writer.finish()
/// ```
///
/// The file is written as frames come (one encoded frame and one copy of the last frame
/// are held in memory). A writer given up before ``finish()``, or one that failed,
/// removes its unfinished file.
public final class AnimatedPNGWriter {
    /// The file being written.
    public let path: String
    /// The width of every frame, in pixels.
    public let width: Int
    /// The height of every frame, in pixels.
    public let height: Int
    /// How many frames make a second: each appended frame is shown for `1 / framesPerSecond` s.
    public let framesPerSecond: Int
    /// How many times a viewer plays the animation; 0 is for ever.
    public let plays: Int
    /// Frames appended so far.
    public private(set) var appendedFrames = 0
    /// Frames the file holds so far: appended frames less those equal to the frame before.
    public private(set) var storedFrames = 0
    /// Bytes written to the file so far; its size once ``finish()`` returned.
    public private(set) var byteCount = 0

    /// A frame waiting for the next one, which decides how long it shows.
    private struct Frame {
        let rect: PixelRect
        var ticks: UInt16
        let data: [UInt8]
    }

    private static let chunkLimit = 1 << 20
    private var file: UnsafeMutablePointer<FILE>?
    /// The last appended frame's pixels (premultiplied, rows of `width` words).
    private let previous: UnsafeMutablePointer<UInt32>
    private var pending: Frame?
    private var sequence: UInt32 = 0
    private var animationControlOffset = 0

    /// Creates (or truncates) the file at `path` for frames of `width` × `height` pixels
    /// (each side 1…32768), `framesPerSecond` (1…65535) of them a second, played `plays`
    /// times (0: for ever). Throws ``ImageError/unwritable(path:reason:)`` when the file
    /// cannot be created.
    public init(toFile path: String, width: Int, height: Int, framesPerSecond: Int, plays: Int = 0) throws {
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw ImageError.invalidSize(width: width, height: height)
        }
        precondition((1...Int(UInt16.max)).contains(framesPerSecond), "framesPerSecond must be 1…65535")
        precondition(plays >= 0 && plays <= Int(UInt32.max), "plays must be 0 (for ever) or a count")
        self.path = path
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.plays = plays
        guard let opened = fopen(path, "wb") else {
            throw ImageError.unwritable(path: path, reason: String(cString: strerror(errno)))
        }
        file = opened
        previous = .allocate(capacity: width * height)
        previous.initialize(repeating: 0, count: width * height)
        try guarded { try write(PNGChunk.signature) }
    }

    deinit {
        abandon()
        previous.deallocate()
    }

    /// Adds `image` (``width`` × ``height``) as the next frame. A frame equal to the one
    /// before lengthens that one instead of being stored.
    public func append(_ image: Image) throws {
        precondition(file != nil, "append(_:) after finish() or after a failure")
        precondition(image.width == width && image.height == height,
                     "a \(image.width)×\(image.height) frame in a \(width)×\(height) animation")
        try guarded {
            appendedFrames += 1
            var rect = PixelRect(x: 0, y: 0, width: width, height: height)
            if let last = pending {
                if let changed = changedRect(in: image) {
                    rect = changed
                } else if last.ticks < UInt16.max {
                    pending?.ticks += 1
                    return
                } else {
                    // The delay cannot grow further: a one-pixel frame carries the time on.
                    rect = PixelRect(x: 0, y: 0, width: 1, height: 1)
                }
                try store(last)
            }
            keep(image, in: rect)
            guard let chunks = PNGChunk.chunks(in: try image.pngData(in: rect, name: path)) else {
                throw ImageError.unwritable(path: path, reason: "libpng wrote a stream that is not PNG")
            }
            if storedFrames == 0 { try writeHeader(from: chunks) }
            pending = Frame(rect: rect, ticks: 1, data: chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
            storedFrames += 1
        }
    }

    /// Stores the last frame, ends the file and closes it. At least one frame must have
    /// been appended.
    public func finish() throws {
        precondition(file != nil, "finish() twice or after a failure")
        guard let last = pending else { preconditionFailure("an animated PNG needs at least one frame") }
        try guarded {
            try store(last)
            pending = nil
            try write(PNGChunk("IEND", []).bytes)
            // The frame count is known only now: the acTL chunk written first is filled in.
            let end = byteCount
            guard fseek(file, animationControlOffset, SEEK_SET) == 0 else { throw lastError() }
            try write(animationControl.bytes)
            byteCount = end
            let closing = file
            file = nil
            guard fclose(closing) == 0 else {
                remove(path)
                throw lastError()
            }
        }
    }

    // MARK: Frames

    /// The smallest rectangle around the pixels of `image` that differ from the last
    /// frame's, or nil when none does.
    private func changedRect(in image: Image) -> PixelRect? {
        var top = -1, bottom = -1, left = width, right = -1
        for y in 0..<height {
            let row = image.pixels + y * (image.stride / 4)
            let old = previous + y * width
            guard memcmp(row, old, width * 4) != 0 else { continue }
            if top < 0 { top = y }
            bottom = y
            var x = 0
            while x < left, row[x] == old[x] { x += 1 }
            left = min(left, x)
            x = width - 1
            while x > right, row[x] == old[x] { x -= 1 }
            right = max(right, x)
        }
        guard top >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Copies `rect` of `image` into ``previous`` (the rest of it is unchanged).
    private func keep(_ image: Image, in rect: PixelRect) {
        for y in rect.y..<(rect.y + rect.height) {
            (previous + y * width + rect.x)
                .update(from: image.pixels + y * (image.stride / 4) + rect.x, count: rect.width)
        }
    }

    // MARK: Chunks

    /// The first frame's chunks before its pixel data (`IHDR`, `sRGB`), with `acTL`
    /// after `IHDR`.
    private func writeHeader(from chunks: [PNGChunk]) throws {
        for chunk in chunks.prefix(while: { $0.type != "IDAT" }) {
            try write(chunk.bytes)
            if chunk.type == "IHDR" {
                animationControlOffset = byteCount
                try write(animationControl.bytes)
            }
        }
    }

    /// `acTL`: how many frames the file holds, and how many times to play them.
    private var animationControl: PNGChunk {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(storedFrames))
        data.appendBigEndian(UInt32(plays))
        return PNGChunk("acTL", data)
    }

    /// Writes `frame`: its `fcTL` (where, how long), then its data, in `IDAT` chunks for
    /// the first frame and in `fdAT` chunks (numbered as the `fcTL`s are) after it.
    private func store(_ frame: Frame) throws {
        let isFirst = sequence == 0
        var control: [UInt8] = []
        control.appendBigEndian(nextSequence())
        for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
            control.appendBigEndian(UInt32(value))
        }
        control.appendBigEndian(frame.ticks)
        control.appendBigEndian(UInt16(framesPerSecond))
        control += [0, 0]  // dispose_op NONE, blend_op SOURCE
        try write(PNGChunk("fcTL", control).bytes)
        for start in Swift.stride(from: 0, to: frame.data.count, by: Self.chunkLimit) {
            let piece = Array(frame.data[start..<min(frame.data.count, start + Self.chunkLimit)])
            if isFirst {
                try write(PNGChunk("IDAT", piece).bytes)
            } else {
                var data: [UInt8] = []
                data.appendBigEndian(nextSequence())
                try write(PNGChunk("fdAT", data + piece).bytes)
            }
        }
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    // MARK: The file

    private func write(_ bytes: [UInt8]) throws {
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { throw lastError() }
        byteCount += written
    }

    private func lastError() -> ImageError {
        .unwritable(path: path, reason: String(cString: strerror(errno)))
    }

    /// Runs `body`; if it throws, closes and removes the unfinished file first.
    private func guarded(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            abandon()
            throw error
        }
    }

    /// Closes and removes the file unless it was finished.
    private func abandon() {
        guard let open = file else { return }
        fclose(open)
        file = nil
        remove(path)
    }
}
