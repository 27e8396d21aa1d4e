import Foundation
import Testing
@testable import WaylandApp

/// The asset catalogs' JSON, read by jansson: the values the catalogs see, and errors
/// in jansson's words naming the line it stopped on (an error about `cities.json`
/// shows that line).
@Suite struct JSONValueTests {
    @Test("every kind of value reads to its Swift value")
    func values() throws {
        let text = #"""
        {"s": ["é", "\u00e9", "\uD834\uDD1E", "a\u0000b", "\t\b\f\r\n\"\\\/"],
         "n": [1, -0.5, 1E+2, 1.5e-3, 123456789012345678901234567890],
         "b": [true, false], "z": null, "o": {"": [{}, []]}}
        """#
        let expected = JSONValue.object([
            "s": .array([.string("é"), .string("é"), .string("𝄞"), .string("a\u{0}b"), .string("\t\u{8}\u{C}\r\n\"\\/")]),
            "n": .array([.number(1), .number(-0.5), .number(100), .number(0.0015), .number(1.2345678901234568e29)]),
            "b": .array([.bool(true), .bool(false)]), "z": .null, "o": .object(["": .array([.object([:]), .array([])])]),
        ])
        #expect(try JSONValue.parse(Data(text.utf8)) == expected)
    }

    @Test("a repeated key keeps its last value; a UTF-8 byte order mark is skipped")
    func repeatedKeyAndByteOrderMark() throws {
        #expect(try JSONValue.parse(Data(#"{"a": 1, "a": 2}"#.utf8)) == .object(["a": .number(2)]))
        #expect(try JSONValue.parse(Data("\u{FEFF}[\"x\"]".utf8)) == .array([.string("x")]))
    }

    @Test("an error names the line where jansson stopped, in its words", arguments: [
        ("[\n1,\n2\n3]", 4, "']' expected near '3'"),
        ("{\"a\":\n\n}", 3, "unexpected token near '}'"),
        ("[\n  \"x\" \"y\"]", 2, "']' expected near '\"y\"'"),
        ("[1,]", 1, "unexpected token near ']'"),
        ("[\"a\nb\"]", 1, "unexpected newline near '\"a'"),
        ("[\n\"\\q\"]", 2, "invalid escape near '\"\\q'"),
        ("[\n1,\n", 3, "']' expected near end of file"),
        ("\n\n#[1]", 3, "'[' or '{' expected near '#'"),
        ("3", 1, "'[' or '{' expected near '3'"),
        ("", 1, "'[' or '{' expected near end of file"),
    ])
    func errors(text: String, line: Int, message: String) {
        #expect(throws: JSONSyntaxError(line: line, message: message)) { try JSONValue.parse(Data(text.utf8)) }
    }

    @Test("bytes that are not UTF-8, control characters and deep nesting are errors on one printable line")
    func hostileBytes() {
        #expect(throws: JSONSyntaxError(line: 1, message: "unable to decode byte 0xff near '\"'")) {
            try JSONValue.parse(Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]))
        }
        #expect(throws: JSONSyntaxError(line: 2, message: "invalid token near '\\u{1B}'")) {
            try JSONValue.parse(Data("[\n\u{1B}]".utf8))
        }
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(throws: JSONSyntaxError(line: 1, message: "maximum parsing depth reached near '['")) {
            try JSONValue.parse(Data(deep.utf8))
        }
    }
}
