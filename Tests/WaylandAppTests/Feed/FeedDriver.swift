import Foundation
import Layers
@testable import WaylandApp
import WaylandPlatform

/// Runs a ``FeedScene`` offscreen on the manual clock (no script) and sends it input
/// at scene times, the way a window would.
final class FeedDriver {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let assetsPath = repositoryRoot.appendingPathComponent("assets").path

    let scene: FeedScene
    let run: OffscreenRun

    init(width: Double = 1280, height: Double = 720, scale: Double = 1, timing: FeedTiming = .easeInOut,
         cities: [City]? = nil) throws {
        let cities = try cities ?? CityCatalog.load(fromAssets: Self.assetsPath)
        scene = FeedScene(cities: cities, assetsPath: Self.assetsPath, timing: timing)
        run = try OffscreenRun(scene: scene, size: Size(width, height), scale: scale, replaysScript: false)
    }

    var collection: FeedCollectionLayer { scene.collection }
    var layout: FeedLayout { collection.layout }
    var time: Double { run.time.seconds }
    func cell(_ index: Int) -> CityCardCell {
        guard let cell = collection.cell(at: index) else { preconditionFailure("card \(index) has no cell at this offset") }
        return cell
    }

    /// The middle of the window: the current card.
    var center: Point { Point(x: layout.size.width / 2, y: layout.size.height / 2) }

    func send(_ event: InputEvent) { scene.handle(event, at: run.mediaNow) }

    /// Advances `seconds` in 60 Hz steps.
    func wait(_ seconds: Double) { run.advance(to: .seconds(run.time.seconds + seconds)) }

    func press(_ p: Point) { send(.pointerButton(button: 0x110, pressed: true, x: p.x, y: p.y)) }
    func move(_ p: Point) { send(.pointerMotion(x: p.x, y: p.y)) }
    func release(_ p: Point) { send(.pointerButton(button: 0x110, pressed: false, x: p.x, y: p.y)) }

    func tap(_ p: Point) {
        press(p); wait(0.05); release(p)
    }

    /// Moves the held pointer from `from` by `delta` in `steps` frames (one per 60 Hz step).
    func drag(from: Point, by delta: Point, steps: Int) {
        for i in 1...steps {
            wait(1.0 / 60)
            let f = Double(i) / Double(steps)
            move(Point(x: from.x + delta.x * f, y: from.y + delta.y * f))
        }
    }

    func key(_ keysym: UInt32, modifiers: Modifiers = []) {
        send(.key(keysym: keysym, text: "", pressed: true, modifiers: modifiers, isRepeat: false))
        send(.key(keysym: keysym, text: "", pressed: false, modifiers: modifiers, isRepeat: false))
    }

    /// The layer's frame on screen now (its presentation), in its superlayer's space.
    func presentedFrame(_ layer: Layer) -> Rect { layer.presentationState(at: run.mediaNow.seconds).frame }

    func render() throws -> Image {
        try run.render()
        return run.target
    }
}
