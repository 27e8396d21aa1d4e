import Foundation
import Layers

/// An animated PNG read chunk by chunk, for tests, with code of its own (its own CRC,
/// its own chunk parser), so it checks ``AnimatedPNGWriter`` rather than repeating it.
/// ``decodedFrames()`` plays the animation: each frame's data is made into a PNG of its
/// own, decoded by `Image(pngData:)` and drawn over the canvas where its `fcTL` says.
public struct AnimatedPNGFile {
    /// One chunk as stored.
    public struct Chunk {
        public let type: String
        public let data: [UInt8]
        /// Whether the stored CRC is the CRC-32 of type and data.
        public let crcIsValid: Bool
    }

    /// An `fcTL` chunk's fields.
    public struct FrameControl: Equatable {
        public let sequence: UInt32
        public let width: Int, height: Int, x: Int, y: Int
        public let delayNumerator: Int, delayDenominator: Int
        public let disposeOp: UInt8, blendOp: UInt8

        /// The delay in seconds (a denominator of 0 means 100, as the APNG spec says).
        public var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    /// A frame: its control and its compressed pixel data (IDAT data, or fdAT data
    /// without the sequence numbers).
    public struct Frame {
        public let control: FrameControl
        public let data: [UInt8]
    }

    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    public let signatureIsValid: Bool
    public let chunks: [Chunk]
    public let width: Int
    public let height: Int
    /// `acTL`'s `num_frames` and `num_plays`.
    public let frameCount: Int
    public let plays: Int
    public let frames: [Frame]
    /// The sequence numbers of the `fcTL` and `fdAT` chunks, in file order.
    public let sequenceNumbers: [UInt32]

    public init(contentsOfFile path: String) throws {
        try self.init(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    public init(bytes: [UInt8]) throws {
        signatureIsValid = bytes.starts(with: Self.signature)
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(Self.uint32(bytes, at))
            guard length <= bytes.count - at - 12 else { throw Malformed(description: "chunk at \(at) runs past the end") }
            let typeAndData = Array(bytes[(at + 4)..<(at + 8 + length)])
            chunks.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
                                data: Array(typeAndData.dropFirst(4)),
                                crcIsValid: Self.crc(typeAndData) == Self.uint32(bytes, at + 8 + length)))
            at += 12 + length
        }
        guard at == bytes.count else { throw Malformed(description: "\(bytes.count - at) bytes after the last chunk") }
        self.chunks = chunks
        guard let header = chunks.first, header.type == "IHDR",
              let control = chunks.first(where: { $0.type == "acTL" }) else {
            throw Malformed(description: "no IHDR first, or no acTL")
        }
        width = Int(Self.uint32(header.data, 0))
        height = Int(Self.uint32(header.data, 4))
        frameCount = Int(Self.uint32(control.data, 0))
        plays = Int(Self.uint32(control.data, 4))
        (frames, sequenceNumbers) = try Self.frames(of: chunks)
    }

    /// The frames' delays added up, in seconds.
    public var duration: Double { frames.reduce(0) { $0 + $1.control.delay } }

    /// The picture after each frame, composited as a viewer shows them.
    public func decodedFrames() throws -> [Image] {
        let canvas = try Image(width: width, height: height)
        var pictures: [Image] = []
        for frame in frames {
            let c = frame.control
            guard c.disposeOp == 0, c.blendOp == 0 else {
                throw Malformed(description: "frame \(c.sequence): dispose \(c.disposeOp), blend \(c.blendOp) (only NONE and SOURCE are played here)")
            }
            let piece = try Image(pngData: Data(stillPNG(of: frame)), name: "frame \(c.sequence)")
            for y in 0..<c.height {
                for x in 0..<c.width { canvas[c.x + x, c.y + y] = piece[x, y] }
            }
            pictures.append(try Self.copy(canvas))
        }
        return pictures
    }

    /// The picture shown at each tick of `1 / fps` seconds: every decoded frame repeated
    /// for its delay (which must be a whole number of ticks).
    public func framesAtTicks(fps: Int) throws -> [Image] {
        var shown: [Image] = []
        for (frame, picture) in zip(frames, try decodedFrames()) {
            let ticks = frame.control.delay * Double(fps)
            guard abs(ticks - ticks.rounded()) < 1e-9 else { throw Malformed(description: "delay \(frame.control.delay) s is not whole ticks") }
            shown += Array(repeating: picture, count: Int(ticks.rounded()))
        }
        return shown
    }

    /// A PNG of `frame` alone: this file's IHDR with the frame's size, its data, IEND.
    private func stillPNG(of frame: Frame) -> [UInt8] {
        var header = chunks[0].data
        header.replaceSubrange(0..<8, with: Self.bigEndian(UInt32(frame.control.width)) + Self.bigEndian(UInt32(frame.control.height)))
        return Self.signature + Self.chunk("IHDR", header) + Self.chunk("IDAT", frame.data) + Self.chunk("IEND", [])
    }

    private static func frames(of chunks: [Chunk]) throws -> ([Frame], [UInt32]) {
        var frames: [Frame] = []
        var sequences: [UInt32] = []
        var control: FrameControl?
        var data: [UInt8] = []
        func close() { if let control { frames.append(Frame(control: control, data: data)) } }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                close()
                let d = chunk.data
                guard d.count == 26 else { throw Malformed(description: "fcTL of \(d.count) bytes") }
                control = FrameControl(sequence: uint32(d, 0), width: Int(uint32(d, 4)), height: Int(uint32(d, 8)),
                                       x: Int(uint32(d, 12)), y: Int(uint32(d, 16)),
                                       delayNumerator: Int(d[20]) << 8 | Int(d[21]), delayDenominator: Int(d[22]) << 8 | Int(d[23]),
                                       disposeOp: d[24], blendOp: d[25])
                sequences.append(uint32(d, 0))
                data = []
            case "IDAT":
                guard control != nil, frames.isEmpty else { throw Malformed(description: "IDAT outside the first frame") }
                data += chunk.data
            case "fdAT":
                guard let current = control, !(frames.isEmpty && current.sequence == 0) else {
                    throw Malformed(description: "fdAT before any fcTL, or in the first frame")
                }
                sequences.append(uint32(chunk.data, 0))
                data += chunk.data.dropFirst(4)
            default:
                break
            }
        }
        close()
        return (frames, sequences)
    }

    // MARK: Bytes

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc(typeAndData))
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    static func copy(_ image: Image) throws -> Image {
        let copy = try Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { copy[x, y] = image[x, y] }
        }
        return copy
    }
}
