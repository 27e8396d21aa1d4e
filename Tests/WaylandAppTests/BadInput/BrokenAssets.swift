import Foundation

/// A scratch copy of the repository's `assets/` folder to break on purpose, for
/// `--assets`. Removed with everything in it.
final class BrokenAssets {
    let path: String

    /// A full copy of the real assets.
    init() throws {
        let scratch = try RuntimeDirectory(label: "broken-assets")
        path = scratch.path
        for name in try FileManager.default.contentsOfDirectory(atPath: FeedDriver.assetsPath) {
            try FileManager.default.copyItem(atPath: FeedDriver.assetsPath + "/" + name, toPath: path + "/" + name)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ data: Data, to name: String) throws {
        try data.write(to: URL(fileURLWithPath: file(name)))
    }

    func read(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file(name))) }

    func remove(_ name: String) throws { try FileManager.default.removeItem(atPath: file(name)) }

    /// The first `fraction` of a file's bytes, as a copy cut short would leave it.
    func truncate(_ name: String, to fraction: Double) throws {
        let data = try read(name)
        try write(data.prefix(Int(Double(data.count) * fraction)), to: name)
    }

    /// `count` bytes of noise, the same every run.
    static func noise(_ count: Int, seed: UInt32 = 7) -> Data {
        var state = seed
        return Data((0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        })
    }

    /// `png` with its header claiming `side` × `side` pixels, its checksum made valid so
    /// libpng believes it (IHDR's width and height are the big-endian words at bytes 16 and 20).
    static func claiming(side: UInt32, _ png: Data) -> Data {
        var png = png
        let word = (0..<4).map { UInt8(truncatingIfNeeded: side >> (24 - 8 * $0)) }
        for offset in [16, 20] { png.replaceSubrange(offset..<offset + 4, with: word) }
        let crc = crc32(png[12..<29])
        png.replaceSubrange(29..<33, with: (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) })
        return png
    }

    /// The CRC-32 PNG chunks end with (over the chunk type and data).
    static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
