import Foundation
import Testing
@testable import Layers

@Suite struct FontDatabaseTests {
    @Test func defaultSansResolvesToAnInstalledFile() throws {
        let match = try FontDatabase.shared.match(Font.system(size: 12))
        #expect(FileManager.default.fileExists(atPath: match.path))
        #expect(FontDatabase.preferredSansFamilies.contains(match.family))
        #expect(!match.isFallback)
    }
}
