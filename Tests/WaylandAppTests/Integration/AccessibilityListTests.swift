import Foundation
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// The cities list as a screen reader reads it: only the rows in view exist, each a
    /// list item that knows its place among all 6 000 (`posinset`, `setsize`, which Orca
    /// reads as "3 of 6 000"), and the keyboard focus goes past the rows in view.
    @Suite("The cities list over AT-SPI2")
    struct AccessibilityListTests {
        typealias Desktop = AccessibilityWestonTests.Desktop

        @Test("on weston in zh-Hant: a list named 所有城市 of list items 巴黎, 法國 …, each with posinset and setsize 6000")
        func listInChinese() throws {
            let desktop = try Desktop(["--scene", "cities", "--language", "zh-Hant"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            let frame = try #require(output.trees.first?.children.first)
            let list = try #require(frame.all.first { $0.role == "list" }, "\(frame.all.map(\.role))")
            #expect(list.name == "所有城市")
            let rows = list.children
            // The rows the window shows (72 points each, one cut at each end): a handful, not 6 000.
            let box = try #require(list.extents)
            let shown = Int((Double(box[3]) / 72).rounded(.up))
            #expect(rows.count >= shown && rows.count <= shown + 2, "\(rows.count) rows in \(box[3]) points: \(rows.map(\.name))")
            #expect(rows.first?.name == "巴黎, 法國" && rows.dropFirst().first?.name == "倫敦, 英國")
            for (place, row) in rows.enumerated() {
                #expect(row.role == "list item" && row.attributes?["posinset"] == String(place + 1)
                        && row.attributes?["setsize"] == "6000", "\(row.name): \(row.role) \(row.attributes ?? [:])")
                #expect(row.states.contains("focusable") && row.actions == ["click"], "\(row.name): \(row.states)")
            }
        }

        @Test("on sway: Tab focuses the first city; Down eleven times goes past the rows in view, which scroll in and take the focus")
        func focusScrolls() throws {
            let (output, transcript) = try AccessibilityFocusTests.typeOnSway(["--scene", "cities"]) { sway in
                try sway.type(["-k", "Tab"])
                for _ in 0..<11 { try sway.type(["-k", "Down"]) }
                Thread.sleep(forTimeInterval: 1)
            }
            let focused = output.events.filter { $0.type == "object:state-changed:focused" && $0.detail1 == 1 }.map(\.source)
            let expected = ["Paris, France", "London, United Kingdom", "New York, United States", "Tokyo, Japan",
                            "Sydney, Australia", "Rome, Italy", "Rio de Janeiro, Brazil", "Cairo, Egypt",
                            "San Francisco, United States", "Barcelona, Spain", "Paris 2, France", "London 2, United Kingdom"]
            #expect(focused == expected, "focus went to \(focused)\n\(transcript)")
            let after = try #require(output.trees.last)
            let row = try #require(after.first(named: "London 2, United Kingdom"), "\(after.all.map(\.name))")
            #expect(row.states.contains("focused") && row.attributes?["posinset"] == "12", "\(row.states) \(row.attributes ?? [:])")
            #expect(after.first(named: "Paris, France") == nil, "the first rows scrolled out: \(after.all.map(\.name))")
        }
    }
}
