import Foundation
import Testing
@testable import WaylandApp

/// The asset catalogs' JSON reader against Foundation's `JSONSerialization`, which read
/// them before: the same values, and the same errors at the same offsets (an error about
/// `cities.json` names the line of its offset).
@Suite struct JSONValueTests {
    @Test("what JSONSerialization accepts reads to the same values", arguments: [
        "[1,]", "{}", "[]", " [1] ", "\u{FEFF}[1]", "[1e5]", "[1E+2]", "[-0]", "[1.5e-3]", "[1 ,]",
        "{\"\":1}", "{\"a\":1,\"a\":2}", "{\"a\"\n:\n1,}", "[123456789012345678901234567890]",
        "[\"é\", \"\\u00e9\", \"\\uD834\\uDD1E\", \"\\u0000\", \"\\t\\b\\f\\r\\n\\\"\\\\\\/\"]",
        "{\"a\":[{\"b\":null,\"c\":[true,false]}]}",
    ])
    func sameValues(text: String) throws {
        let data = Data(text.utf8)
        let value = try JSONValue.parse(data)
        #expect(Self.matches(try JSONSerialization.jsonObject(with: data), value), "\(value)")
    }

    @Test("what JSONSerialization refuses is refused with its message", arguments: [
        "[,1]", "{,}", "[1]x", "[1] ]", "[-]", "[1.]", "[.5]", "[1e]", "[-01]", "[00]", "[0x1]", "[1,,2]",
        "[1}", "{\"a\":1]", "{\"a\" 1}", "{1:2}", "{\"a\":}", "{\"a\":1,,}", "{\"a\":1 \"b\":2}", "[true false]",
        "[nx]", "[nulx]", "[truex]", "[Infinity]", "[/*c*/1]", "x", "\"x\"", "3", "  ",
        "[\"a\nb\"]", "[\"\\q\"]", "[\"\\u12\"]", "[\"\\u12G4\"]", "[\"\\udc00\"]", "[\"\\ud800\"]", "[\"\\ud800\\u0041\"]",
        "[1e400]", "[\"a", "[\"a\\", "[1", "[1.5", "[-", "[t", "[true", "{\"a\"", "{\"a\":1", "[[[",
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ])
    func sameErrors(text: String) {
        let data = Data(text.utf8)
        #expect(throws: JSONSyntaxError(message: Self.foundationError(data))) { try JSONValue.parse(data) }
    }

    @Test("bytes that are not UTF-8 in a string are refused as JSONSerialization refuses them")
    func invalidUTF8() {
        for bytes: [UInt8] in [[0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0x41, 0xC3, 0x22, 0x5D]] {
            let data = Data(bytes)
            #expect(throws: JSONSyntaxError(message: Self.foundationError(data))) { try JSONValue.parse(data) }
        }
    }

    @Test("2,000 damaged copies of cities.json: the same values or the same errors")
    func damagedCityLists() throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: AssetLocator.defaultPath + "/cities.json")))
        let alphabet = Array("[]{},:\"\\ \n0123456789-+.eE/".utf8)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0...random.index(below: 3) {
                let i = random.index(below: bytes.count), byte = alphabet[random.index(below: alphabet.count)]
                switch random.index(below: 3) {
                case 0: bytes[i] = byte
                case 1: bytes.remove(at: i)
                default: bytes.insert(byte, at: i)
                }
            }
            let data = Data(bytes)
            if let expected = try? JSONSerialization.jsonObject(with: data) {
                let value = try JSONValue.parse(data)
                #expect(Self.matches(expected, value))
            } else {
                #expect(throws: JSONSyntaxError(message: Self.foundationError(data))) { try JSONValue.parse(data) }
            }
        }
    }

    /// JSONSerialization's message for `data`, which it must refuse.
    static func foundationError(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return "(accepted)"
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
    }

    /// True when `value` holds what JSONSerialization made of the same text.
    static func matches(_ object: Any, _ value: JSONValue) -> Bool {
        switch value {
        case .string(let string): return object as? String == string
        case .number(let number): return (object as? NSNumber)?.doubleValue == number
        case .bool(let bool): return (object as? Bool) == bool
        case .null: return object is NSNull
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else { return false }
            return zip(array, elements).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let dictionary = object as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { key, member in dictionary[key].map { matches($0, member) } ?? false }
        }
    }
}
