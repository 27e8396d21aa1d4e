import Foundation
import Layers
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// Every answer a screen reader gets over AT-SPI2, object by object, against the
    /// scene's accessibility tree built offscreen: name, role, description, states,
    /// index in parent (Orca's "3 of 10"), child count, children, parent, extents and
    /// actions. The answers must also agree with each other: each child names its
    /// parent, and the parent's child at a node's index is that node.
    @Suite("Every AT-SPI answer against the layer tree, on weston")
    struct AccessibilityAnswersTests {
        typealias Desktop = AccessibilityWestonTests.Desktop
        typealias Answers = AccessibilityReader.Answers
        static let size = Size(width: 800, height: 600)

        @Test("the splash: the app's picture and its text, modal over the app behind")
        func splash() throws {
            var options = SceneOptions()
            options.splashDelay = 30
            let offscreen = try OffscreenAccessibility(scene: "splash", size: Self.size, at: 1, options: options)
            try check(["--scene", "splash", "--splash-delay", "30"], against: offscreen)
        }

        @Test("the feed, once the splash has opened onto it: the heading, the list and its cards")
        func splashToFeed() throws {
            let options = SceneOptions()
            let end = options.splashDelay + SplashAnimator.disappearanceDuration + 1
            let offscreen = try OffscreenAccessibility(scene: "splash", size: Self.size, at: end, options: options)
            #expect(offscreen.tree.nodes.values.contains { $0.containerType == .list }, "the feed is not showing offscreen")
            try check(["--scene", "splash"], against: offscreen)
        }

        @Test("the preview's home screen: its icons as buttons")
        func preview() throws {
            let offscreen = try OffscreenAccessibility(scene: "preview", size: Self.size, at: 1)
            try check(["--scene", "preview"], against: offscreen)
        }

        /// Runs the app with `arguments` on weston in English at ``size``, reads every
        /// object with pyatspi once the tree has the offscreen one's labels (the splash
        /// takes its time to open), and checks each answer.
        private func check(_ arguments: [String], against offscreen: OffscreenAccessibility) throws {
            let desktop = try Desktop(arguments + ["--language", "en", "--size", "\(Int(Self.size.width))x\(Int(Self.size.height))"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let labels = offscreen.expected(offset: Point(x: 0, y: 0)).map(\.name)
            var answers = try AccessibilityReader.answers("WaylandApp", environment: desktop.environment)
            let deadline = Date(timeIntervalSinceNow: 20)
            while answers.dropFirst().map(\.name) != labels, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.3)
                answers = try AccessibilityReader.answers("WaylandApp", environment: desktop.environment)
            }
            Self.checkConsistency(answers)
            try Self.compare(answers, with: offscreen)
        }

        /// The answers against each other: what `getChildAtIndex` names has this node as
        /// its parent and its index as its `getIndexInParent`, and the other way round.
        static func checkConsistency(_ answers: [Answers]) {
            let byPath = Dictionary(answers.map { ($0.path, $0) }) { first, _ in first }
            #expect(byPath.count == answers.count, "two objects answer for the same path")
            for (position, node) in answers.enumerated() {
                let what = "\(node.role) '\(node.name)' at \(node.path)"
                #expect(node.childCount == node.children.count && !node.children.contains(nil), "\(what): \(node.children)")
                for (i, path) in node.children.enumerated() {
                    let child = path.flatMap { byPath[$0] }
                    #expect(child?.parent == node.path, "child \(i) of \(what) names \(child?.parent ?? "nothing") as its parent")
                    #expect(child?.index == i, "child \(i) of \(what) says it is child \(child?.index ?? -1)")
                }
                // The application's parent is the registry's desktop, which this reader does not list.
                guard position > 0 else { continue }
                let parent = node.parent.flatMap { byPath[$0] }
                #expect(parent != nil, "\(what) names \(node.parent ?? "nothing"), which is not in the tree, as its parent")
                if let parent {
                    #expect(parent.children.indices.contains(node.index) && parent.children[node.index] == node.path,
                            "\(what) says it is child \(node.index) of '\(parent.name)', whose children are \(parent.children)")
                }
            }
        }

        /// The answers against the offscreen tree, node by node in reading order.
        static func compare(_ answers: [Answers], with offscreen: OffscreenAccessibility) throws {
            let app = try #require(answers.first)
            #expect(app.role == "application" && app.name == "WaylandApp" && app.childCount == 1)
            let frame = try #require(answers.dropFirst().first)
            let box = try #require(frame.extents)
            // The frame covers the window: its own bar, if any, above the content.
            #expect(box[0] == 0 && box[1] == 0 && box[2] == Int(size.width) && box[3] >= Int(size.height), "\(box)")
            let expected = offscreen.expected(offset: Point(x: 0, y: Double(box[3]) - size.height))
            let heard = answers.dropFirst().map {
                OffscreenAccessibility.Expected(name: $0.name, role: $0.role, about: $0.description, states: $0.states,
                                                childCount: $0.childCount, index: $0.index, extents: $0.extents ?? [],
                                                actions: $0.actions)
            }
            #expect(heard.count == expected.count, "pyatspi found \(heard.count) objects, the tree has \(expected.count)")
            for (live, wanted) in zip(heard, expected) {
                #expect(live == wanted, "over AT-SPI: \(live)\nthe tree:    \(wanted)")
            }
        }
    }
}
