import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct PNGTests {
    private let dir = TestSupport.temporaryDirectory

    private func file(_ name: String, _ data: Data) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func roundTripKeepsPremultipliedPixels() throws {
        let image = try Image(width: 3, height: 2)
        image[0, 0] = 0xFFFF_0000
        image[1, 0] = 0x8040_2010      // half transparent, premultiplied
        image[2, 0] = 0
        image[0, 1] = 0xC0C0_C0C0
        image[1, 1] = 0xFF12_3456
        image[2, 1] = 0x8080_8080      // half-white
        let path = dir.appendingPathComponent("roundtrip.png").path
        try image.write(toFile: path)
        let back = try Image(contentsOfFile: path)
        #expect(back.width == 3 && back.height == 2)
        for y in 0..<2 { for x in 0..<3 {
            let a = TestSupport.channels(image[x, y]), b = TestSupport.channels(back[x, y])
            #expect(a.a == b.a && abs(a.r - b.r) <= 1 && abs(a.g - b.g) <= 1 && abs(a.b - b.b) <= 1, "(\(x), \(y)): \(a) → \(b)")
        } }
        let viaURL = try Image(contentsOf: URL(fileURLWithPath: path))
        #expect(viaURL[1, 1] == 0xFF12_3456)
    }

    @Test func sixteenBitGreyWithAlphaIsConverted() throws {
        // One pixel: grey 0xFFFF, alpha 0x8000 → half-transparent white.
        let png = TinyPNG.encode(width: 1, height: 1, colorType: 4, bitDepth: 16, rows: [[0xFF, 0xFF, 0x80, 0x00]])
        let image = try Image(contentsOfFile: try file("grey16.png", png))
        let p = TestSupport.channels(image[0, 0])
        #expect(p.a == 128 && p.r == 128 && p.g == 128 && p.b == 128)
    }

    @Test func palettedImageWithTransparencyIsConverted() throws {
        // 2-bit palette: 0 red, 1 green, 2 blue (transparent through tRNS).
        let png = TinyPNG.encode(width: 3, height: 1, colorType: 3, bitDepth: 2, rows: [[0b0001_1000]],
                                 palette: [255, 0, 0, 0, 255, 0, 0, 0, 255], transparency: [255, 255, 0])
        let image = try Image(contentsOfFile: try file("palette.png", png))
        #expect(image[0, 0] == 0xFFFF_0000 && image[1, 0] == 0xFF00_FF00 && image[2, 0] == 0)
    }

    @Test func missingFileNamesThePath() {
        let path = dir.appendingPathComponent("does-not-exist.png").path
        #expect(throws: ImageError.unreadable(path: path, reason: "no such file")) { try Image(contentsOfFile: path) }
        #expect("\(ImageError.unreadable(path: path, reason: "no such file"))".contains(path))
    }

    @Test func emptyFileIsCorrupt() throws {
        let path = try file("empty.png", Data())
        #expect(throws: ImageError.corrupt(path: path, reason: "the file is empty")) { try Image(contentsOfFile: path) }
    }

    @Test func truncatedFileIsCorrupt() throws {
        let image = try TestSupport.picture(64, 64)
        let full = dir.appendingPathComponent("full.png")
        try image.write(to: full)
        let data = try Data(contentsOf: full)
        let path = try file("truncated.png", data.prefix(data.count / 2))
        do {
            _ = try Image(contentsOfFile: path)
            Issue.record("a truncated PNG loaded")
        } catch let ImageError.corrupt(p, reason) {
            #expect(p == path && !reason.isEmpty)
        }
    }

    @Test func garbledFilesAreCorrupt() throws {
        var junk = Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
        let notPNG = try file("garbled.png", junk)
        #expect(throws: ImageError.self) { try Image(contentsOfFile: notPNG) }
        // A real signature and header followed by garbage data.
        let good = TinyPNG.encode(width: 4, height: 4, colorType: 2, bitDepth: 8, rows: Array(repeating: [UInt8](repeating: 9, count: 12), count: 4))
        junk = good.prefix(33) + junk
        let badData = try file("garbled-after-header.png", junk)
        do {
            _ = try Image(contentsOfFile: badData)
            Issue.record("a garbled PNG loaded")
        } catch let error as ImageError {
            guard case let .corrupt(p, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(p == badData)
            #expect("\(error)".contains("garbled-after-header.png"))
        }
    }

    @Test func decodesFromMemoryNamingTheData() throws {
        let png = TinyPNG.encode(width: 2, height: 1, colorType: 2, bitDepth: 8, rows: [[255, 0, 0, 0, 0, 255]])
        let image = try Image(pngData: png, name: "inline")
        #expect(image.width == 2 && image[0, 0] == 0xFFFF_0000 && image[1, 0] == 0xFF00_00FF)
        #expect(throws: ImageError.corrupt(path: "inline", reason: "the file is empty")) {
            try Image(pngData: Data(), name: "inline")
        }
        #expect(throws: ImageError.self) { try Image(pngData: png.prefix(40), name: "cut") }
    }

    /// A header may claim any size; a 16000×16000 picture cannot fit in 60 bytes, so it is
    /// refused before 1 GB is allocated for it.
    @Test func aHeaderClaimingMorePixelsThanTheFileHoldsIsRefused() throws {
        let lying = TinyPNG.encode(width: 16000, height: 16000, colorType: 0, bitDepth: 1, rows: [[0]])
        do {
            _ = try Image(pngData: lying, name: "lying.png")
            Issue.record("a 16000×16000 header in \(lying.count) bytes loaded")
        } catch let ImageError.corrupt(name, reason) {
            #expect(name == "lying.png")
            #expect(reason == "the header claims 16000×16000 pixels, more than \(lying.count) bytes can hold; "
                + "the file is truncated or damaged")
        }
        // A real file of the densest kind (1 bit a pixel) of the same size loads.
        let dense = TinyPNG.encode(width: 64, height: 64, colorType: 0, bitDepth: 1,
                                   rows: Array(repeating: [UInt8](repeating: 0, count: 8), count: 64))
        #expect(try Image(pngData: dense).width == 64)
    }

    @Test func directoriesAndUnwritablePathsAreReported() throws {
        #expect(throws: ImageError.unreadable(path: dir.path, reason: "it is a directory")) { try Image(contentsOfFile: dir.path) }
        let image = try Image(width: 1, height: 1)
        #expect(throws: ImageError.self) { try image.write(toFile: "/nonexistent-dir/x.png") }
    }
}

/// A minimal PNG encoder (stored deflate blocks) to make the colour types and bit depths
/// the renderer's own writer never produces.
enum TinyPNG {
    static func encode(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, rows: [[UInt8]],
                       palette: [UInt8]? = nil, transparency: [UInt8]? = nil, interlaced: Bool = false) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(be32(width)); header.append(be32(height))
        header.append(contentsOf: [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
        chunk("IHDR", header, &out)
        if let palette { chunk("PLTE", Data(palette), &out) }
        if let transparency { chunk("tRNS", Data(transparency), &out) }
        var raw = Data()
        for row in rows { raw.append(0); raw.append(contentsOf: row) }
        var z = Data([0x78, 0x01, 0x01])   // zlib header, one final stored block
        z.append(UInt8(raw.count & 0xFF)); z.append(UInt8(raw.count >> 8))
        z.append(UInt8(~raw.count & 0xFF)); z.append(UInt8((~raw.count >> 8) & 0xFF))
        z.append(raw)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        z.append(be32(Int((b << 16) | a)))
        chunk("IDAT", z, &out)
        chunk("IEND", Data(), &out)
        return out
    }

    private static func be32(_ v: Int) -> Data {
        Data([UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }

    private static func chunk(_ type: String, _ body: Data, _ out: inout Data) {
        out.append(be32(body.count))
        let typed = Data(type.utf8) + body
        out.append(typed)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        out.append(be32(Int(crc ^ 0xFFFF_FFFF)))
    }
}
