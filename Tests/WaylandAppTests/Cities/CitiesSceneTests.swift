import CWayland
import Foundation
import Layers
import Testing
import WaylandPlatform
@testable import WaylandApp

/// The cities scene: 6 000 rows on the library's collection view, what a tap opens, how
/// the touchpad flings, and what the list costs next to a list of ten.
@Suite(.serialized, .noAnimationLeftRunning) @MainActor
struct CitiesSceneTests {
    static func scene(count: Int = CityDirectory.count, language: AppLanguage = .english) throws -> CitiesScene {
        let cities = try CityCatalog.load(fromAssets: FeedDriver.assetsPath, language: language)
        let strings = try StringCatalog.load(language, assetsPath: FeedDriver.assetsPath)
        return CitiesScene(cities: CityDirectory.cities(from: cities, count: count), assetsPath: FeedDriver.assetsPath,
                           strings: strings)
    }

    /// Everything in `layer`'s subtree, itself included.
    static func layerCount(_ layer: Layer) -> Int { 1 + layer.sublayers.reduce(0) { $0 + layerCount($1) } }

    @Test("the directory numbers the ten cities round after round to 6 000; no cities or no count is an empty list")
    func directory() throws {
        let cities = try CityCatalog.load(fromAssets: FeedDriver.assetsPath)
        let all = CityDirectory.cities(from: cities)
        #expect(all.count == 6000 && all[0].name == "Paris" && all[10].name == "Paris 2" && all[5999].name == "Barcelona 600")
        #expect(CityDirectory.cities(from: [], count: 6000).isEmpty && CityDirectory.cities(from: cities, count: -1).isEmpty)
    }

    @Test("the scripted flings through 6 000 cities keep as few layers as the same script on 10 cities (within 1.3×), and two screens of cells")
    func costOfTheWholeCatalog() throws {
        var counts: [Int: (cells: Int, layers: Int, decodes: Int)] = [:]
        for count in [6000, 10] {
            let scene = try Self.scene(count: count)
            let run = try OffscreenRun(scene: scene, size: Size(1280, 720), scale: 1)
            var mostLayers = 0
            var t = 0.0
            while t < scene.scriptDuration.seconds {
                t += 0.1
                run.advance(to: .seconds(t))
                mostLayers = max(mostLayers, Self.layerCount(scene.root))
            }
            counts[count] = (scene.list.cellsMade, mostLayers, scene.pipeline.totalDecodes)
            // Each cell shows its own city.
            for (index, cell) in scene.list.visibleCells {
                #expect((cell as? CityRowCell)?.nameLabel.string == scene.cities[index].name)
            }
        }
        let long = try #require(counts[6000]), short = try #require(counts[10])
        // 720 − 96 points of 72-point rows: at most ten rows, cut at both ends, and the row
        // coming in; and as many again filled ahead, out of the tree, for the next frame
        // of a motion known ahead (End and Home show a new screen of rows every frame).
        #expect(long.cells <= 2 * 11, "\(long.cells) cells made for 6 000 rows")
        #expect(Double(long.layers) <= 1.3 * Double(short.layers), "6 000 rows: \(long); 10 rows: \(short)")
        // The same ten pictures, each decoded once at the thumbnail's size.
        #expect(long.decodes == 10)
    }

    @Test("the End jump's frames show rows filled between frames; an appearance changed after they were filled reaches them")
    func rowsFilledAheadFollowTheAppearance() throws {
        let scene = try Self.scene()
        let run = try OffscreenRun(scene: scene, size: Size(1280, 720), scale: 1, replaysScript: false)
        let end = UInt32(XKB_KEY_End)
        scene.handle(.key(keysym: end, text: "", pressed: true, modifiers: [], isRepeat: false), at: run.mediaNow)
        run.step(to: .seconds(1.0 / 60))
        run.doIdleWork()
        #expect(scene.list.prefetchedCount >= 8, "a screen of the next frame's rows waits filled")
        Transaction.withoutActions { scene.apply(.dark) }
        run.step(to: .seconds(2.0 / 60))
        let rows = scene.list.visibleCells.compactMap { $0.value as? CityRowCell }
        #expect(rows.count >= 9 && rows.allSatisfy { $0.palette == Palette(.dark) })
        for (index, cell) in scene.list.visibleCells {
            #expect((cell as? CityRowCell)?.nameLabel.string == scene.cities[index].name)
        }
        run.advance(to: .seconds(1))
        #expect(scene.list.contentOffset.y == scene.list.contentSize.height - scene.list.bounds.height)
    }

    @Test("tapping the second row opens the feed on London's card, expanding; Esc after closing it comes back to the list")
    func tapOpensTheCard() throws {
        let scene = try Self.scene()
        let run = try OffscreenRun(scene: scene, size: Size(1280, 720), scale: 1, replaysScript: false)
        let point = Point(x: 300, y: CitiesScene.headerHeight + CityRowCell.height * 1.5)
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: point.x, y: point.y), at: run.mediaNow)
        run.advance(to: .seconds(run.time.seconds + 0.05))
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: point.x, y: point.y), at: run.mediaNow)
        let feed = try #require(scene.feed)
        #expect(feed.collection.currentIndex == 1 && feed.collection.cell(at: 1)?.isHeadingToExpanded == true)
        run.advance(to: .seconds(run.time.seconds + 1.5))
        #expect(feed.collection.cell(at: 1)?.state == .expanded)
        let escape = UInt32(XKB_KEY_Escape)
        scene.handle(.key(keysym: escape, text: "", pressed: true, modifiers: [], isRepeat: false), at: run.mediaNow)
        run.advance(to: .seconds(run.time.seconds + 1.5))
        #expect(scene.feed != nil && feed.collection.cell(at: 1)?.state == .collapsed)
        scene.handle(.key(keysym: escape, text: "", pressed: true, modifiers: [], isRepeat: false), at: run.mediaNow)
        #expect(scene.feed == nil && feed.root.superlayer == nil)
    }

    @Test("a touchpad swipe flings on after the fingers lift (axis_stop), through the list's deceleration, and comes to rest")
    func touchpadFlings() throws {
        let scene = try Self.scene()
        var heard: [String] = []
        scene.events.listener = { moment, _ in heard.append(moment.description) }
        let run = try OffscreenRun(scene: scene, size: Size(1280, 720), scale: 1, replaysScript: false)
        scene.handle(.pointerMotion(x: 640, y: 400), at: run.mediaNow)
        for _ in 0..<10 {
            scene.handle(.axis(horizontal: 0, vertical: 25, discrete: nil, source: .finger), at: run.mediaNow)
            run.advance(to: .seconds(run.time.seconds + 1.0 / 60))
        }
        let lifted = scene.list.contentOffset.y
        #expect(abs(lifted - 250) < 1e-6, "the list follows the fingers 1:1")
        scene.handle(.axisStop(horizontal: false, vertical: true), at: run.mediaNow)
        run.advance(to: .seconds(run.time.seconds + 0.5))
        // 25 points per 60th of a second is 1 500 points per second: it coasts on.
        #expect(scene.list.contentOffset.y > lifted + 300 && scene.list.isDecelerating)
        run.advance(to: .seconds(run.time.seconds + 6))
        #expect(!scene.list.isDecelerating)
        let rest = Deceleration(from: lifted, velocity: 1500, rate: .normal).restingOffset
        #expect(abs(scene.list.contentOffset.y - rest) < 0.5, "rests at \(scene.list.contentOffset.y), the closed form at \(rest)")
        // Announced as `run` prints it, the offset to a tenth of a point.
        #expect(heard == ["cities-rest-\((scene.list.contentOffset.y * 10).rounded() / 10)"], "\(heard)")
    }

    @Test("in zh-Hant the list is named 所有城市 and its rows 巴黎, 法國 …, each with its place among 6 000")
    func accessibleInChinese() throws {
        let scene = try Self.scene(language: .traditionalChinese)
        let run = try OffscreenRun(scene: scene, size: Size(1280, 720), scale: 1, replaysScript: false)
        _ = run
        let tree = AccessibilityTree(label: "App", root: scene.root)
        tree.refresh()
        let list = try #require(tree.nodes.values.first { $0.containerType == .list })
        #expect(list.label == "所有城市")
        let rows = list.children.compactMap { tree.nodes[$0] }
        #expect(rows.first?.label == "巴黎, 法國" && rows.first?.positionInSet == 1)
        #expect(rows.allSatisfy { $0.sizeOfSet == 6000 && $0.isFocusable })
    }
}
