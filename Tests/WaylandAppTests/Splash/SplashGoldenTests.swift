import Foundation
import Layers
import GoldenSupport
import Testing
@testable import WaylandApp
import AnimationCheck

/// What the startup flow looks like at its key moments, against golden PNGs
/// (`UPDATE_GOLDENS=1` rewrites them), and the pixel promises of the transition.
@Suite("Splash goldens", .serialized, .noAnimationLeftRunning)
struct SplashGoldenTests {
    typealias Support = SplashTestSupport
    let delay = Support.delay

    static let moments: [(name: String, time: Double)] = [
        ("appear-0.00", 0), ("appear-0.15", 0.15), ("appear-0.30", 0.3),
        ("dismiss-0.00", Support.delay), ("dismiss-0.10", Support.delay + 0.1), ("dismiss-0.20", Support.delay + 0.2),
        ("dismiss-0.40", Support.delay + 0.4), ("dismiss-0.60", Support.delay + 0.6), ("completed", Support.delay + 1.5),
    ]

    @Test("key moments of the appearance and the disappearance match the goldens")
    func goldens() throws {
        let (_, run) = try Support.run()
        var failures: [String] = []
        for moment in Self.moments {
            run.advance(to: .seconds(moment.time))
            try run.render()
            if let failure = try GoldenImage.mismatch(run.target, named: "splash-" + moment.name, tolerance: 6) {
                failures.append(failure)
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("mid-transition the main content shows only inside the logo-shaped hole")
    func contentOnlyInsideTheHole() throws {
        let (scene, run) = try Support.run(mainContent: { _ in SolidContent() })
        for offset in [0.25, 0.3, 0.4] {
            run.advance(to: .seconds(delay + offset))
            let frame = try render(scene, at: run.mediaNow.seconds)
            let mask = try #require(scene.presenter?.mask)
            let hole = try holeCoverage(mask: mask, in: scene.mainWindow, at: run.mediaNow.seconds)
            // The same moment without the main window: the background splash alone.
            Transaction.withoutActions { scene.mainWindow.isHidden = true }
            let background = try render(scene, at: run.mediaNow.seconds)
            Transaction.withoutActions { scene.mainWindow.isHidden = false }

            var inside = 0, outside = 0, wrongInside = 0, wrongOutside = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let coverage = hole[x, y] >> 24
                    if coverage == 255 {
                        inside += 1
                        if GoldenComparison.maxChannelDelta(frame[x, y], 0xFF00_FF00) > 0 { wrongInside += 1 }
                    } else if coverage == 0 {
                        outside += 1
                        if frame[x, y] != background[x, y] { wrongOutside += 1 }
                    }
                }
            }
            #expect(inside > 1000 && outside > 1000, "at +\(offset) s: \(inside) px inside, \(outside) outside")
            #expect(wrongInside == 0, "at +\(offset) s: \(wrongInside) pixels inside the hole are not the content")
            #expect(wrongOutside == 0, "at +\(offset) s: \(wrongOutside) pixels outside the hole are not the background splash")
        }
    }

    @Test("after the completion the frame is pixel-identical to the main content alone")
    func finalFrameIsTheContent() throws {
        let (scene, run) = try Support.run(size: Size(width: 800, height: 500), scale: 1.5)
        run.advance(to: .seconds(delay + 1))
        #expect(scene.phase == .finished)
        try run.render()
        let content = try #require(scene.mainContent)
        let alone = try Support.renderAlone(content.root, size: Size(width: 800, height: 500), scale: 1.5, at: run.mediaNow.seconds)
        var differing = 0
        for y in 0..<alone.height { for x in 0..<alone.width where alone[x, y] != run.target[x, y] { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ from the feed rendered alone")
    }

    @Test("the logo is a crisp vector at 18×: a hard edge, not a blurred bitmap")
    func crispAtEighteenTimes() throws {
        let logo = SplashLogo.makeLayer(color: .white, name: "logo")
        let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        Transaction.withoutActions {
            logo.bounds = Rect(x: 0, y: 0, width: 72 * 18, height: 72 * 18)
            // The head's top edge (72 × 9 points above the centre) crosses the frame at y = 100.
            logo.position = Point(x: 200, y: 100 + 72 * 9)
        }
        root.addSublayer(logo)
        let image = try Support.renderAlone(root, size: Size(width: 400, height: 400), at: 0)
        // Along a vertical line through the head's top edge, coverage goes 0 → 255 within two pixels.
        let top = 100
        var partial = 0
        for y in (top - 5)...(top + 5) where (1...254).contains(image[200, y] >> 24) { partial += 1 }
        #expect(image[200, top - 3] >> 24 == 0 && image[200, top + 3] >> 24 == 255)
        #expect(partial <= 2, "\(partial) partly covered pixels across the edge")
    }

    private func render(_ scene: SplashScene, at time: Double) throws -> Image {
        try Support.renderAlone(scene.root, size: Support.size, at: time)
    }

    /// The hole on screen: the mask's shape with its presentation geometry, placed by the
    /// main window's presentation transform, rendered opaque.
    private func holeCoverage(mask: ShapeLayer, in window: Layer, at time: Double) throws -> Image {
        let screen = Layer(frame: Rect(x: 0, y: 0, width: Support.size.width, height: Support.size.height))
        let frame = Layer()
        let shape = SplashLogo.makeLayer(color: .white, name: "hole")
        let windowState = window.presentationState(at: time), maskState = mask.presentationState(at: time)
        Transaction.withoutActions {
            frame.bounds = windowState.bounds
            frame.position = windowState.position
            frame.transform = windowState.transform
            shape.bounds = maskState.bounds
            shape.position = maskState.position
            shape.transform = maskState.transform
        }
        frame.addSublayer(shape)
        screen.addSublayer(frame)
        return try Support.renderAlone(screen, size: Support.size, at: time)
    }
}
