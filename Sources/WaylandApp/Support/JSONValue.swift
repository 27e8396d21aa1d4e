import CJansson
import FoundationEssentials

/// A JSON document, as the asset catalogs (`cities.json`, `strings/<language>.json`)
/// are read.
///
/// jansson reads the text: FoundationEssentials' `JSONDecoder` does not say where a
/// syntax error is, and an error about `cities.json` names the line
/// (``CityCatalogError``). The catalogs look at this enum only; jansson's pointers stay
/// in this file.
nonisolated enum JSONValue: Equatable {
    case string(String)
    /// Integers too (`JSON_DECODE_INT_AS_REAL`): the catalogs read no numbers, and a
    /// long integer is then a value rather than jansson's "too big integer".
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// A repeated key keeps its last value, as jansson keeps it.
    case object([String: JSONValue])

    /// The document in `data`, UTF-8 text with an array or an object at the top. A UTF-8
    /// byte order mark before it is skipped (jansson refuses one; some editors write it).
    static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        let flags = size_t(JSON_DECODE_INT_AS_REAL | JSON_ALLOW_NUL)
        var error = json_error_t()
        let root = text.withUnsafeBytes { bytes in
            // Empty data has no address, and jansson refuses a null buffer whatever its length.
            guard let start = bytes.baseAddress else { return json_loadb("", 0, flags, &error) }
            return json_loadb(start.assumingMemoryBound(to: CChar.self), bytes.count, flags, &error)
        }
        guard let root else { throw JSONSyntaxError(error) }
        defer { json_decref(root) }
        return JSONValue(root)
    }

    /// The value of `json`, copied out of jansson's tree (which the caller frees).
    private init(_ json: UnsafeMutablePointer<json_t>) {
        switch json.pointee.type {
        case JSON_OBJECT:
            var members: [String: JSONValue] = [:]
            var iterator = json_object_iter(json)
            while let member = iterator {
                // jansson refuses a NUL in a key, so the key is a C string.
                members[String(cString: json_object_iter_key(member))] = JSONValue(json_object_iter_value(member))
                iterator = json_object_iter_next(json, member)
            }
            self = .object(members)
        case JSON_ARRAY:
            self = .array((0..<json_array_size(json)).map { JSONValue(json_array_get(json, $0)) })
        case JSON_STRING:
            // Valid UTF-8 (jansson checks), and "\u0000" allowed (JSON_ALLOW_NUL): read by length.
            let bytes = UnsafeRawBufferPointer(start: json_string_value(json), count: json_string_length(json))
            self = .string(String(decoding: bytes, as: UTF8.self))
        case JSON_INTEGER: self = .number(Double(json_integer_value(json)))
        case JSON_REAL: self = .number(json_real_value(json))
        case JSON_TRUE: self = .bool(true)
        case JSON_FALSE: self = .bool(false)
        default: self = .null  // JSON_NULL, the one type left
        }
    }
}

/// Why a text is not JSON, in jansson's words: "string or '}' expected near ','".
nonisolated struct JSONSyntaxError: Error, Equatable {
    /// The line, from 1, where jansson stopped: the end of the text when it ended too soon.
    let line: Int
    let message: String
}

nonisolated extension JSONSyntaxError {
    /// jansson's report. The text it quotes ("near '…'") may hold a control character
    /// from a broken file: spelled out, so the message stays one printable line.
    init(_ error: json_error_t) {
        let text = withUnsafeBytes(of: error.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let printable = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        self.init(line: max(1, Int(error.line)), message: printable.joined())
    }
}
