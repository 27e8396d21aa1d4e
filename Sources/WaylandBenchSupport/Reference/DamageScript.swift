import FoundationEssentials
import Layers
import WaylandPlatform

/// What a scene's run redraws, frame by frame: the rectangles each frame damaged and the
/// moments the scene announced, recorded from its offscreen run. The reference client
/// (``DamageReplayContent``) replays it on a compositor with no drawing at all, so the
/// app's presented intervals can be compared with what the compositor itself allows for
/// the same commits.
///
/// As text, one fact per line:
/// ```
/// damage-script 1
/// size 1280x720 scale 2
/// phase splash-presented
/// frame 0 0,0,2560,1440
/// frame 16.667 1180,600,200,80 1100,900,360,40
/// ```
/// Sizes are logical, rectangles in buffer pixels at `scale`, times in milliseconds of
/// scene time. Only the frames a window draws are listed (a frame that changes nothing
/// but was asked for has no rectangles); between them the window sleeps.
public struct DamageScript: Equatable, Sendable {
    /// One frame a window draws.
    public struct Frame: Equatable, Sendable {
        /// Scene time: since the script's first frame (written in milliseconds).
        public var time: TimeSpan
        /// The moments announced since the previous frame (their frames start phases).
        public var phases: [String]
        /// What the frame redrew, in buffer pixels (none: committed without damage).
        public var rects: [PixelRect]

        /// A frame at `time` of scene time.
        public init(time: TimeSpan, phases: [String] = [], rects: [PixelRect]) {
            self.time = time
            self.phases = phases
            self.rects = rects
        }
    }

    /// The window's size in points.
    public var size: LogicalSize
    /// Buffer pixels per point the rectangles were recorded at.
    public var scale: Double
    /// The frames, in time order.
    public var frames: [Frame]

    /// A script of `frames` for a `size`-point window at `scale`.
    public init(size: LogicalSize, scale: Double, frames: [Frame]) {
        self.size = size
        self.scale = scale
        self.frames = frames
    }

    /// The script as text (the format above).
    public var text: String {
        var lines = ["damage-script 1", "size \(size.width)x\(size.height) scale \(StatisticsFormat.number(scale))"]
        for frame in frames {
            lines += frame.phases.map { "phase \($0)" }
            lines.append((["frame", StatisticsFormat.number(frame.time.milliseconds)]
                          + frame.rects.map { "\($0.x),\($0.y),\($0.width),\($0.height)" }).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a script written by ``text``.
    /// - Throws: ``DamageScriptError`` naming the line that is wrong.
    public init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw DamageScriptError.unreadable(path: path) }
        guard data.count <= 64 << 20 else { throw DamageScriptError.tooLarge(path: path, bytes: data.count) }
        try self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// Parses the format above.
    /// - Throws: ``DamageScriptError`` naming the line that is wrong.
    public init(text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "damage-script 1" else { throw DamageScriptError.badLine(1, lines.first ?? "", "expected `damage-script 1`") }
        guard lines.count > 1, let header = Self.header(lines[1]) else {
            throw DamageScriptError.badLine(2, lines.count > 1 ? lines[1] : "", "expected `size WxH scale S`")
        }
        size = header.size
        scale = header.scale
        frames = []
        var pending: [String] = []
        for (index, line) in lines.enumerated().dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("phase "), line.count > 6 {
                pending.append(String(line.dropFirst(6)))
            } else if let frame = Self.frame(line, phases: pending), frame.time >= (frames.last?.time ?? .zero) {
                frames.append(frame)
                pending = []
            } else {
                throw DamageScriptError.badLine(index + 1, line, "expected `phase NAME` or `frame MS X,Y,W,H …` in time order")
            }
        }
    }

    private static func header(_ line: String) -> (size: LogicalSize, scale: Double)? {
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[0] == "size", parts[2] == "scale" else { return nil }
        let wh = parts[1].split(separator: "x").compactMap { Int($0) }
        guard wh.count == 2, (1...16384).contains(wh[0]), (1...16384).contains(wh[1]),
              let scale = Double(parts[3]), scale >= 0.25, scale <= 8 else { return nil }
        return (LogicalSize(width: wh[0], height: wh[1]), scale)
    }

    private static func frame(_ line: String, phases: [String]) -> Frame? {
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0] == "frame", let time = Double(parts[1]), time.isFinite, time >= 0 else { return nil }
        var rects: [PixelRect] = []
        for part in parts.dropFirst(2) {
            let v = part.split(separator: ",").compactMap { Int($0) }
            guard v.count == 4, v[2] > 0, v[3] > 0, v[2] <= 1 << 16, v[3] <= 1 << 16 else { return nil }
            rects.append(PixelRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
        return Frame(time: .milliseconds(time), phases: phases, rects: rects)
    }
}

/// Why a damage script could not be read.
public enum DamageScriptError: Error, Equatable, CustomStringConvertible {
    /// The file is missing or unreadable.
    case unreadable(path: String)
    /// The file is bigger than any run writes.
    case tooLarge(path: String, bytes: Int)
    /// Line `number` is not what the format allows there.
    case badLine(Int, String, String)

    /// The message, naming the file or line and what to do.
    public var description: String {
        switch self {
        case let .unreadable(path): "cannot read the damage script \(path): write one with `WaylandApp bench --on-compositor`"
        case let .tooLarge(path, bytes): "the damage script \(path) is \(bytes) bytes; scripts are at most 64 MB"
        case let .badLine(number, line, expected):
            "damage script line \(number) \"\(line.prefix(80))\": \(expected)"
        }
    }
}
