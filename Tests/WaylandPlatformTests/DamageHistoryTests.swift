import Layers
import Testing
import WaylandPlatform

@Suite struct DamageHistoryTests {
    @Test func damageHistoryRepairsOlderBuffers() {
        var history = DamageHistory(depth: 3)
        let a = PixelRect(x: 0, y: 0, width: 1, height: 1), b = PixelRect(x: 5, y: 5, width: 2, height: 2)
        history.record([a]); history.record([b])
        #expect(history.repairs(forAge: 1) == [])
        #expect(history.repairs(forAge: 2) == [b])
        #expect(history.repairs(forAge: 3) == [a, b])
        #expect(history.repairs(forAge: 4) == nil)
        #expect(history.repairs(forAge: 0) == nil)
    }
}
