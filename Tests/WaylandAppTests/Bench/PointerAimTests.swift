import Testing
@testable import WaylandApp

/// Aiming the injected pointer by what the app echoes, on a compositor that accelerates
/// relative motion as mutter does (a move of a hundred pixels goes about twice as far).
@MainActor @Suite struct PointerAimTests {
    /// A pointer on a 1280×720 monitor, over a window at (200, 120), whose moves go
    /// `gain(distance)` times as far as asked; it reports positions in the window.
    final class AcceleratingPointer {
        var x = 640.0, y = 360.0
        var moves = 0
        let gain: (Double) -> Double
        init(gain: @escaping (Double) -> Double) { self.gain = gain }

        func move(_ dx: Double, _ dy: Double) -> (x: Double, y: Double)? {
            moves += 1
            let g = gain((dx * dx + dy * dy).squareRoot())
            x = min(max(x + dx * g, 0), 1279)
            y = min(max(y + dy * g, 0), 719)
            return (x - 200, y - 120)
        }
    }

    /// How a compositor scales relative motion: not at all, by a constant (mutter's
    /// headless monitor moved the pointer 1.8–2 times as far at every step size), or
    /// more for larger moves.
    enum Motion: CaseIterable { case asked, doubled, slowed, accelerated }

    @Test(arguments: Motion.allCases)
    func settlesOnTheTargetWhateverTheGain(_ motion: Motion) throws {
        let pointer = AcceleratingPointer { d in
            switch motion {
            case .asked: 1
            case .doubled: 1.9
            case .slowed: 0.6
            case .accelerated: 1 + 0.9 * min(d / 50, 1)
            }
        }
        let settled = try PointerAim.point(at: (439, 247), window: (878, 494), toCorner: { pointer.x = 0; pointer.y = 0 }) {
            dx, dy, _ in pointer.move(dx, dy)
        }
        #expect(settled, "after \(pointer.moves) moves the pointer is at (\(pointer.x - 200), \(pointer.y - 120))")
        #expect(abs(pointer.x - 200 - 439) < 0.75 && abs(pointer.y - 120 - 247) < 0.75)
    }

    @Test func theGainComesFromMovesBigEnoughToTell() {
        #expect(PointerAim.gain(moved: 190, asked: 100, was: 1) == 1.9)
        #expect(PointerAim.gain(moved: 3, asked: 1, was: 1.5) == 1.5)
        #expect(PointerAim.gain(moved: -400, asked: 10, was: 1.2) == 1.2)
    }
}
