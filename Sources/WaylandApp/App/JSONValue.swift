import FoundationEssentials

/// A JSON document, as the asset catalogs (`cities.json`, `strings/<language>.json`)
/// are read.
///
/// Foundation's `JSONSerialization` read them before; it is not in FoundationEssentials,
/// and the `JSONDecoder` that is does not say where a syntax error is, which an error
/// about `cities.json` names (``CityCatalogError``). So this reader accepts what
/// `JSONSerialization` accepted (an array or an object at the top, a trailing comma
/// before `]` or `}`, a UTF-8 byte order mark, at most 512 levels) and words its errors
/// as it did: "Invalid value around character 36.", the offset counted in bytes.
nonisolated enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// A repeated key keeps its last value.
    case object([String: JSONValue])

    /// The document in `data`, UTF-8 text.
    static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: Array(data))
        return try reader.document()
    }
}

/// Why a text is not JSON, worded as Foundation's `JSONSerialization` worded it.
nonisolated struct JSONSyntaxError: Error, Equatable {
    let message: String

    static let endOfFile = JSONSyntaxError(message: "Unexpected end of file during JSON parse.")
    static func invalidValue(at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: "Invalid value around character \(offset).")
    }
}

/// The recursive-descent reader behind ``JSONValue/parse(_:)``: one pass over the bytes.
private nonisolated struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let container = index < bytes.count && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{"))
        let result = try value()
        skipWhitespace()
        guard index == bytes.count else { throw .invalidValue(at: index) }
        guard container else {
            throw JSONSyntaxError(message: "JSON text did not start with array or object and option to allow fragments not set.")
        }
        return result
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw .endOfFile }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw .invalidValue(at: index)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if try skip(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            elements.append(try value())
            if try endOfList(UInt8(ascii: "]")) { return .array(elements) }
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if try skip(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw .endOfFile }
            guard bytes[index] == UInt8(ascii: "\"") else { throw .invalidValue(at: index) }
            let key = try string()
            skipWhitespace()
            guard try skip(UInt8(ascii: ":")) else { throw .invalidValue(at: index) }
            members[key] = try value()
            if try endOfList(UInt8(ascii: "}")) { return .object(members) }
        }
    }

    /// Steps over the `[` or `{` at `index`, one level deeper.
    private mutating func enterContainer() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw JSONSyntaxError(message: "Too many nested arrays or dictionaries around character \(index + 1).")
        }
        depth += 1
        index += 1
    }

    /// After an element: true at the list's `close` (a trailing comma before it is
    /// allowed), false after a comma that another element follows.
    private mutating func endOfList(_ close: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if try skip(close) { return true }
        guard try skip(UInt8(ascii: ",")) else { throw .invalidValue(at: index) }
        skipWhitespace()
        return try skip(close)
    }

    /// Steps over `byte` when it is next; the end of the text is an error.
    private mutating func skip(_ byte: UInt8) throws(JSONSyntaxError) -> Bool {
        guard index < bytes.count else { throw .endOfFile }
        guard bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// `true`, `false` or `null`; an error names the first byte that differs.
    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count else { throw .endOfFile }
            guard bytes[index] == byte else { throw .invalidValue(at: index) }
            index += 1
        }
    }

    /// A number: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        _ = try skip(UInt8(ascii: "-"))
        let integerStart = index
        try digits()
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw JSONSyntaxError(message: "Number with leading zero around character \(integerStart + 1).")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw JSONSyntaxError(message: "Number \(text) is not representable in Swift.")
        }
        return number
    }

    /// One or more decimal digits.
    private mutating func digits() throws(JSONSyntaxError) {
        guard index < bytes.count else { throw .endOfFile }
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { throw .invalidValue(at: index) }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    }
}

// MARK: Strings

nonisolated private extension JSONReader {
    /// The string from the `"` at `index` to its closing quote, escapes resolved.
    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var text = ""
        var runStart = index
        while true {
            guard index < bytes.count else { throw .endOfFile }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                text += try decoded(runStart..<index)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                text += try decoded(runStart..<index)
                text.unicodeScalars.append(try escape())
                runStart = index
            case 0..<0x20:
                throw JSONSyntaxError(message: "Unescaped control character around character \(index).")
            default:
                index += 1
            }
        }
    }

    /// The bytes in `range`, which must be UTF-8 (an error names the whole range).
    func decoded(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
        guard let text = String(validating: bytes[range], as: UTF8.self) else {
            throw JSONSyntaxError(message: "Invalid UTF-8 sequence \(range.count) bytes starting from character \(range.lowerBound).")
        }
        return text
    }

    /// The character of the escape at `index` (a backslash).
    mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        guard index + 1 < bytes.count else { throw .endOfFile }
        index += 2
        switch bytes[start + 1] {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default: throw JSONSyntaxError(message: "Invalid escape sequence around character \(start).")
        }
    }

    /// The character of a `\uXXXX` escape whose digits start at `index`; a UTF-16 high
    /// surrogate must be followed by the escape of its low one.
    mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let missingLow = JSONSyntaxError(
            message: "Unexpected end of file during string parse (expected low-surrogate code point but did not find one).")
        let high = try hexQuad()
        switch high {
        case 0xD800...0xDBFF:
            guard index + 1 < bytes.count else { throw .endOfFile }
            guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw missingLow }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw missingLow }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw JSONSyntaxError(message: "Unable to convert hex escape sequence (no high character) to UTF8-encoded character.")
        default:
            return Unicode.Scalar(high)!
        }
    }

    /// Four hexadecimal digits at `index`.
    mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .endOfFile }
        let quad = bytes[index..<index + 4]
        guard quad.allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: quad, as: UTF8.self), radix: 16) else {
            throw JSONSyntaxError(message: "Invalid hex encoded sequence in \"\(String(decoding: quad, as: UTF8.self))\" at \(index).")
        }
        index += 4
        return value
    }
}
