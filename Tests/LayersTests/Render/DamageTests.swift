import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct DamageTests {
    typealias T = TestSupport

    private func scene() -> (Layer, Layer) {
        let root = T.root(200, 200, Color(white: 0.2))
        let small = T.layer(Rect(x: 20, y: 20, width: 10, height: 10), .red, in: root)
        T.layer(Rect(x: 150, y: 150, width: 30, height: 30), .blue, in: root).cornerRadius = 6
        return (root, small)
    }

    @Test func firstFrameDamagesEverything() throws {
        let (root, _) = scene()
        let image = try Image(width: 200, height: 200)
        #expect(try Renderer().render(root, at: 0, into: image) == [PixelRect(x: 0, y: 0, width: 200, height: 200)])
    }

    @Test func movingOneSmallLayerDamagesOnlyItsOldAndNewRects() throws {
        let (root, small) = scene()
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        small.position = Point(x: 105, y: 105)
        let damage = try renderer.render(root, at: 0, into: image)
        #expect(Set(damage) == [PixelRect(x: 20, y: 20, width: 10, height: 10), PixelRect(x: 100, y: 100, width: 10, height: 10)])
        #expect(image[25, 25] == 0xFF33_3333 && image[105, 105] == 0xFFFF_0000)
    }

    @Test func unchangedFrameHasNoDamageAndLeavesPixelsAlone() throws {
        let (root, _) = scene()
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        image[0, 0] = 0x1234_5678   // a sentinel no redraw would keep
        #expect(try renderer.render(root, at: 0, into: image).isEmpty)
        #expect(try renderer.render(root, at: 5, into: image).isEmpty)
        #expect(image[0, 0] == 0x1234_5678)
        #expect(renderer.statistics.damagedPixels == 0)
    }

    @Test func presentationValuesDriveTheFrame() throws {
        let (root, small) = scene()
        let slide = BasicAnimation("position.x", from: 25.0, to: 45.0, duration: 2)
        slide.beginTime = 10
        try small.add(slide, forKey: "slide")
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 10, into: image)
        let damage = try renderer.render(root, at: 11, into: image)   // moved by 10 points
        #expect(damage == [PixelRect(x: 20, y: 20, width: 20, height: 10)])   // old ∪ new touch: merged
        #expect(image[35, 25] == 0xFFFF_0000 && image[22, 25] == 0xFF33_3333)
        #expect(small.position == Point(x: 25, y: 25))   // the model did not move
    }

    /// `bench` calls a frame steady when no layer shows anew. A layer in the tree but
    /// clipped away whole (a card scrolled out of its list) shows anew when it scrolls
    /// back in: what it draws then is drawn for the first time. Moving while still
    /// clipped away, or while shown, is no appearance.
    @Test func aLayerComingOutOfItsClipShowsAnew() throws {
        let root = T.root(200, 200, Color(white: 0.2))
        let list = T.layer(Rect(x: 0, y: 0, width: 200, height: 100), .white, in: root)
        list.masksToBounds = true
        let card = T.layer(Rect(x: 20, y: 150, width: 40, height: 40), .red, in: list)
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        let first = renderer.statistics.layersAppeared
        card.position = Point(x: 40, y: 140)
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.statistics.layersAppeared == first, "still clipped away")
        card.position = Point(x: 40, y: 80)
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.statistics.layersAppeared == first + 1, "scrolled into its list")
        card.position = Point(x: 40, y: 70)
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.statistics.layersAppeared == first + 1, "moving while shown")
    }

    @Test func addingRemovingAndHidingDamageTheirRects() throws {
        let (root, small) = scene()
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        let added = T.layer(Rect(x: 60, y: 60, width: 5, height: 5), .green, in: root)
        #expect(try renderer.render(root, at: 0, into: image) == [PixelRect(x: 60, y: 60, width: 5, height: 5)])
        added.removeFromSuperlayer()
        #expect(try renderer.render(root, at: 0, into: image) == [PixelRect(x: 60, y: 60, width: 5, height: 5)])
        small.isHidden = true
        #expect(try renderer.render(root, at: 0, into: image) == [PixelRect(x: 20, y: 20, width: 10, height: 10)])
        #expect(image[25, 25] == 0xFF33_3333)
    }

    /// A layer inside a parent that masks to bounds damages only what shows through the
    /// parent: here the right half of a red bar that sticks out of its 40×40 parent.
    @Test func aClippedLayerDamagesOnlyWhatShowsThroughItsParent() throws {
        let root = T.root(200, 200, Color(white: 0.2))
        let parent = T.layer(Rect(x: 20, y: 20, width: 40, height: 40), in: root)
        parent.masksToBounds = true
        let bar = T.layer(Rect(x: 30, y: 10, width: 30, height: 20), .red, in: parent)   // 50…80 × 30…50 in the root
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        Transaction.withoutActions { bar.position.y += 5 }
        let damage = try renderer.render(root, at: 0, into: image)
        // Old 30…50 and new 35…55 rows, merged; columns 50…60 only, where the parent ends.
        #expect(damage == [PixelRect(x: 50, y: 30, width: 10, height: 25)])
        #expect(image[55, 52] == 0xFFFF_0000 && image[65, 52] == 0xFF33_3333)
    }

    @Test func shadowExtentIsPartOfTheDamage() throws {
        let (root, small) = scene()
        small.shadowOpacity = 0.5
        small.shadowRadius = 2
        small.shadowOffset = Size(width: 0, height: 3)
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        small.shadowColor = .blue
        let damage = try renderer.render(root, at: 0, into: image)
        // The square (20…30) and its shadow (offset 3, spread 3σ = 6): 14…36 × 17…39.
        #expect(damage == [PixelRect(x: 14, y: 20 - 6 + 3, width: 22, height: 22)].map { $0.union(PixelRect(x: 20, y: 20, width: 10, height: 10)) })
    }

    @Test func invalidateRedrawsEverything() throws {
        let (root, _) = scene()
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        renderer.invalidate()
        #expect(try renderer.render(root, at: 0, into: image) == [PixelRect(x: 0, y: 0, width: 200, height: 200)])
        let other = try Image(width: 100, height: 100)
        #expect(try renderer.render(root, at: 0, into: other) == [PixelRect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func wholePixelMovesReuseCachedMasks() throws {
        let root = T.root(200, 200)
        let card = T.layer(Rect(x: 10, y: 10, width: 60, height: 40), .white, in: root)
        card.cornerRadius = 8
        card.borderWidth = 2
        card.shadowOpacity = 0.3
        let image = try Image(width: 200, height: 200)
        let renderer = Renderer()
        try renderer.render(root, at: 0, into: image)
        let misses = renderer.statistics.maskCacheMisses
        card.position.x += 20
        try renderer.render(root, at: 0, into: image)
        card.bounds.size.width += 30     // resizing reuses the corner masks of the background
        card.borderWidth = 0
        card.shadowOpacity = 0
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.statistics.maskCacheMisses == misses)
    }

    /// The strongest check: after many incremental frames, the target equals a fresh render.
    @Test func incrementalFramesMatchAFullRedraw() throws {
        let root = T.root(160, 120, Color(hex: 0x223344))
        let a = T.layer(Rect(x: 10, y: 10, width: 50, height: 40), Color(hex: 0xE07A5F), in: root)
        a.cornerRadius = 9; a.shadowOpacity = 0.4; a.shadowRadius = 3
        let b = T.layer(Rect(x: 70, y: 30, width: 40, height: 40), Color(hex: 0x81B29A), in: root)
        b.opacity = 0.7
        let c = T.layer(Rect(x: 10, y: 10, width: 30, height: 30), Color(hex: 0xF2CC8F), in: b)
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        mask.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
        b.mask = mask
        let image = try Image(width: 160, height: 120)
        let renderer = Renderer()
        for step in 0..<12 {
            a.position = Point(x: 35 + Double(step) * 7.3, y: 30 + Double(step % 3) * 11)
            b.transform = AffineTransform(rotationAngle: Double(step) * 0.2)
            c.backgroundColor = Color(hex: step.isMultiple(of: 2) ? 0xF2CC8F : 0x3D405B)
            if step == 5 { b.isHidden = true }
            if step == 8 { b.isHidden = false; mask.path = Path(rect: Rect(x: 5, y: 5, width: 30, height: 20)) }
            try renderer.render(root, at: MediaTime(seconds: Double(step)), into: image)
        }
        let fresh = try T.render(root, width: 160, height: 120, time: 11)
        var worst = 0
        for y in 0..<120 { for x in 0..<160 where image[x, y] != fresh[x, y] {
            let p = T.channels(image[x, y]), q = T.channels(fresh[x, y])
            worst = max(worst, abs(p.a - q.a), abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
        } }
        #expect(worst == 0, "incremental frame differs from a full redraw by up to \(worst)")
    }
}
