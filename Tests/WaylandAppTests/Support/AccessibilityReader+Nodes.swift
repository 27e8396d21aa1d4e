import Foundation

extension AccessibilityReader {
    /// One object as `scripts/read-accessibility --nodes` prints it: each of a screen
    /// reader's questions, asked of the app on its own (libatspi's cache off).
    struct Answers: Decodable {
        /// The object's D-Bus path: how the others name it.
        let path: String
        /// The path `getParent` names.
        let parent: String?
        /// `getIndexInParent`: Orca's "3 of 10".
        let index: Int
        let childCount: Int
        /// The paths `getChildAtIndex(0..<childCount)` name.
        let children: [String?]
        let role: String
        let name: String
        let description: String
        let states: [String]
        /// Window coordinates: x, y, width, height.
        let extents: [Int]?
        let actions: [String]?
    }

    private struct NodesLine: Decodable {
        let nodes: [Answers]
    }

    /// Every object under application `app`, depth first, the application first.
    static func answers(_ app: String, environment: [String: String], timeout: TimeInterval = 40) throws -> [Answers] {
        let output = try Command.run("/usr/bin/python3", [script, app, "--nodes"], environment: environment, timeout: timeout)
        for line in output.split(separator: "\n") where line.hasPrefix("{\"nodes\"") {
            return try JSONDecoder().decode(NodesLine.self, from: Data(line.utf8)).nodes
        }
        throw HarnessError("read-accessibility --nodes printed no nodes: \(output)")
    }
}
