import Foundation

/// `scripts/read-accessibility`: the app's tree as pyatspi (and so Orca) reads it,
/// decoded from the script's JSON lines.
nonisolated struct AccessibilityReader {
    /// One object of the tree: role, name, description, states, object attributes,
    /// window extents, actions, text, children.
    struct Node: Decodable {
        let role: String
        let name: String
        let description: String
        let states: [String]
        let attributes: [String: String]?
        let extents: [Int]?
        let actions: [String]?
        let text: String?
        let children: [Node]

        /// Every node in this subtree, depth first.
        var all: [Node] { [self] + children.flatMap(\.all) }
        /// The first node named `name` in this subtree.
        func first(named name: String) -> Node? { all.first { $0.name == name } }
    }

    /// What the script printed: the trees, the actions' results, the events heard.
    struct Output {
        var trees: [Node] = []
        var actions: [(name: String, result: Bool)] = []
        var events: [(type: String, source: String, detail1: Int)] = []
    }

    private struct Line: Decodable {
        let tree: Node?
        let action: String?
        let result: Bool?
        let event: String?
        let source: String?
        let detail1: Int?
    }

    /// Runs the script for `app` with `arguments` in `environment`, to its end.
    static func read(_ app: String, _ arguments: [String] = [], environment: [String: String],
                     timeout: TimeInterval = 40) throws -> Output {
        try decode(Command.run("/usr/bin/python3", [script, app] + arguments, environment: environment, timeout: timeout))
    }

    /// Starts the script, for a test that acts while it listens (`--events`).
    static func start(_ app: String, _ arguments: [String] = [], environment: [String: String]) throws -> Subprocess {
        try Subprocess("/usr/bin/python3", [script, app] + arguments, environment: environment)
    }

    /// The script's JSON lines, decoded.
    static func decode(_ text: String) throws -> Output {
        var output = Output()
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            let decoded = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            if let tree = decoded.tree { output.trees.append(tree) }
            if let action = decoded.action { output.actions.append((action, decoded.result ?? false)) }
            if let event = decoded.event { output.events.append((event, decoded.source ?? "", decoded.detail1 ?? 0)) }
        }
        return output
    }

    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/read-accessibility").path
    }
}
