import Testing
@testable import Layers

/// Sublayers draw by zPosition, equal ones in insertion order, and the kept order
/// follows every change (a row coming, a row going, a zPosition changed) without
/// keeping a removed layer alive.
@Suite @MainActor
struct DrawingOrderTests {
    /// A parent with sublayers named by their place, at `zPositions`.
    static func parent(_ zPositions: [Double]) -> Layer {
        let parent = Layer()
        for (i, z) in zPositions.enumerated() {
            let layer = Layer()
            layer.name = "\(i)"
            layer.zPosition = z
            parent.addSublayer(layer)
        }
        return parent
    }

    static func names(_ layer: Layer) -> [String] { layer.sublayersInDrawingOrder.map { $0.name ?? "?" } }

    @Test("by zPosition, equal ones in insertion order; again after a sublayer comes, goes or moves in z")
    func orderFollowsChanges() {
        let parent = Self.parent([0, 1, 0, -1, 1, 0])
        #expect(Self.names(parent) == ["3", "0", "2", "5", "1", "4"])
        let row = Layer()
        row.name = "new"
        parent.insertSublayer(row, at: 1)
        #expect(Self.names(parent) == ["3", "0", "new", "2", "5", "1", "4"])
        parent.sublayers[0].removeFromSuperlayer()
        #expect(Self.names(parent) == ["3", "new", "2", "5", "1", "4"])
        parent.sublayers[0].zPosition = 2
        #expect(Self.names(parent) == ["3", "2", "5", "1", "4", "new"])
        // Asked again unchanged: the same order.
        #expect(Self.names(parent) == ["3", "2", "5", "1", "4", "new"])
    }

    @Test("a removed sublayer is not kept alive by the kept order")
    func removedLayersGo() {
        let parent = Self.parent([1, 0])
        weak var gone: Layer?
        do {
            let layer = Layer()
            layer.zPosition = 5
            gone = layer
            parent.addSublayer(layer)
            #expect(parent.sublayersInDrawingOrder.last === layer)
            layer.removeFromSuperlayer()
        }
        #expect(gone == nil)
        #expect(Self.names(parent) == ["1", "0"])
    }

    @Test("more sublayers than insertion sorts (64) sort the same way")
    func manySublayers() {
        let zPositions = (0..<100).map { Double(($0 * 7) % 5) }
        let parent = Self.parent(zPositions)
        let expected = zPositions.indices.sorted { zPositions[$0] != zPositions[$1] ? zPositions[$0] < zPositions[$1] : $0 < $1 }
        #expect(Self.names(parent) == expected.map { "\($0)" })
        #expect(parent.sublayers.count > DrawingOrder.insertionLimit)
    }
}
