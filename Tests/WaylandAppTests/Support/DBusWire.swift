import Foundation

/// Marshals D-Bus values (little-endian), aligning each to its size as the spec asks.
nonisolated struct DBusWriter {
    var bytes: [UInt8] = []

    mutating func pad(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    mutating func uint32(_ value: UInt32) {
        pad(to: 4)
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func string(_ value: String) {
        uint32(UInt32(value.utf8.count))
        bytes += value.utf8 + [0]
    }

    mutating func signature(_ value: String) {
        bytes.append(UInt8(value.utf8.count))
        bytes += value.utf8 + [0]
    }

    mutating func append(_ argument: DBusConnection.Argument) {
        switch argument {
        case let .int32(value): uint32(UInt32(bitPattern: value))
        case let .uint32(value): uint32(value)
        case let .bool(value): uint32(value ? 1 : 0)
        case let .double(value):
            pad(to: 8)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
        }
    }

    /// The header's `a(yv)`: each field a code and a string-like variant.
    mutating func headerFields(_ fields: [(code: UInt8, type: String, value: String)]) {
        pad(to: 4)
        let lengthAt = bytes.count
        uint32(0)
        pad(to: 8)
        let start = bytes.count
        for field in fields {
            pad(to: 8)
            bytes.append(field.code)
            signature(field.type)
            if field.type == "g" { signature(field.value) } else { string(field.value) }
        }
        let length = UInt32(bytes.count - start).littleEndian
        withUnsafeBytes(of: length) { for (index, byte) in $0.enumerated() { bytes[lengthAt + index] = byte } }
    }
}

/// Reads what the tests need of a received message: its reply serial, error name
/// and first string or object path.
nonisolated struct DBusReader {
    let bytes: [UInt8]
    var headerEnd = 16

    func uint32(at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    private func string(at offset: Int) -> String {
        let length = Int(uint32(at: offset))
        return String(decoding: bytes[(offset + 4)..<(offset + 4 + length)], as: UTF8.self)
    }

    /// Walks the header fields: code → offset of the value.
    private var fields: [UInt8: (type: UInt8, offset: Int)] {
        var result: [UInt8: (UInt8, Int)] = [:]
        var offset = 16
        while offset < headerEnd {
            offset = (offset + 7) & ~7
            guard offset + 3 < headerEnd else { break }
            let code = bytes[offset], typeLength = Int(bytes[offset + 1])
            let type = bytes[offset + 2]
            var value = offset + 2 + typeLength + 1
            switch type {
            case UInt8(ascii: "g"):
                result[code] = (type, value)
                value += 1 + Int(bytes[value]) + 1
            case UInt8(ascii: "u"):
                value = (value + 3) & ~3
                result[code] = (type, value)
                value += 4
            default:
                value = (value + 3) & ~3
                result[code] = (type, value)
                value += 4 + Int(uint32(at: value)) + 1
            }
            offset = value
        }
        return result
    }

    var replySerial: UInt32? { fields[5].map { uint32(at: $0.offset) } }
    var errorName: String? { bytes[1] == 3 ? fields[4].map { string(at: $0.offset) } ?? "error" : nil }

    /// The body's first value when the body starts with a string or object path.
    var firstString: String? {
        guard let signature = fields[8], bytes.count > headerEnd else { return nil }
        let first = bytes[signature.offset + 1]
        guard first == UInt8(ascii: "s") || first == UInt8(ascii: "o") else { return nil }
        return string(at: headerEnd)
    }
}
