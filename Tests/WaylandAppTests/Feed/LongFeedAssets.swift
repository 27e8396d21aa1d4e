import Foundation
@testable import WaylandApp

/// An assets folder whose city list is the real one repeated to `count` cards (as
/// `bench`'s `feed-5000` row has it), the pictures and strings linked from the real
/// assets: what a user pointing `--assets` at a long list would have.
struct LongFeedAssets {
    let path: String
    let cities: [City]

    init(count: Int = LongFeed.count) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-feed-\(getpid())-\(count)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = URL(fileURLWithPath: FeedDriver.assetsPath)
        for entry in try FileManager.default.contentsOfDirectory(atPath: real.path) where !entry.hasPrefix("cities") {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(entry),
                                                       withDestinationURL: real.appendingPathComponent(entry))
        }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("cities"),
                                                   withDestinationURL: real.appendingPathComponent("cities"))
        cities = LongFeed.cities(from: try CityCatalog.load(fromAssets: real.path), count: count)
        let list = cities.map { ["name": $0.name, "country": $0.country, "picture": $0.picture, "description": $0.description] }
        try JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted])
            .write(to: folder.appendingPathComponent(CityCatalog.fileName))
        path = folder.path
    }
}
