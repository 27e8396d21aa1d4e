import CPNG

/// One chunk of a PNG stream: its four-letter type and its data. ``bytes`` frames it as
/// the file stores it: the length, the type, the data and the CRC-32 of type and data.
struct PNGChunk {
    /// The eight bytes every PNG stream starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The four ASCII letters of the type (`IHDR`, `IDAT`, `fcTL`…).
    let type: String
    let data: [UInt8]

    init(_ type: String, _ data: [UInt8]) {
        precondition(type.utf8.count == 4, "a PNG chunk type has four letters")
        self.type = type
        self.data = data
    }

    /// The chunk as stored: big-endian length, type, data, CRC.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        out.appendBigEndian(UInt32(data.count))
        out += Array(type.utf8)
        out += data
        let crc = out[4...].withUnsafeBufferPointer { typeAndData in
            crc32(crc32(0, nil, 0), typeAndData.baseAddress, UInt32(typeAndData.count))
        }
        out.appendBigEndian(UInt32(crc))
        return out
    }

    /// The chunks of a whole PNG stream (`png`, signature included), or nil when the
    /// stream is not one. CRCs are not checked: the streams read here come from libpng.
    static func chunks(in png: [UInt8]) -> [PNGChunk]? {
        guard png.starts(with: signature) else { return nil }
        var chunks: [PNGChunk] = []
        var at = signature.count
        while at + 12 <= png.count {
            let length = Int(png.bigEndianUInt32(at: at))
            guard length <= png.count - at - 12 else { return nil }
            let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type, Array(png[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
            if type == "IEND" { return chunks }
        }
        return nil
    }
}

extension [UInt8] {
    /// Appends `value` in network byte order, as PNG stores every number.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends `value` in network byte order.
    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }

    /// The big-endian number in the four bytes from `index`.
    func bigEndianUInt32(at index: Int) -> UInt32 {
        self[index..<(index + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
