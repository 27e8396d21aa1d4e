/// Reads a fuzzer's bytes as small numbers, mostly ordinary and sometimes extreme, so
/// most inputs draw something and some hit NaN, infinities and huge or tiny values.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, 0 once the input is used up.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`, by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// A coordinate: mostly −32…87.5 in halves, sometimes a special value or 8 raw bytes.
    mutating func number() -> Double {
        let b = byte()
        if b < 240 { return (Double(b) - 64) / 2 }
        switch b {
        case 240: return .nan
        case 241: return .infinity
        case 242: return -.infinity
        case 243: return 1e9
        case 244: return -1e9
        case 245: return 1e-9
        case 246: return .greatestFiniteMagnitude
        case 247: return Double(byte()) * 1000
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }

    /// A fraction: mostly 0…1 in 1/200 steps, sometimes out of range or special.
    mutating func fraction() -> Double {
        let b = byte()
        return b <= 200 ? Double(b) / 200 : number()
    }
}
