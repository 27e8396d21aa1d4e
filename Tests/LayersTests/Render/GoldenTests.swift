import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Representative trees, rendered and compared with committed PNGs (see ``GoldenImage``).
@Suite(.noAnimationLeftRunning) struct GoldenTests {
    typealias T = TestSupport

    @Test func cards() throws {
        let root = T.root(200, 140, Color(hex: 0xF3EFE8))
        let card = T.layer(Rect(x: 14, y: 14, width: 100, height: 70), .white, in: root)
        card.cornerRadius = 12
        card.shadowOpacity = 0.3; card.shadowRadius = 6; card.shadowOffset = Size(width: 0, height: 4)
        let photo = T.layer(Rect(x: 8, y: 8, width: 84, height: 40), .clear, in: card)
        photo.contents = try T.picture(40, 30)
        photo.contentsGravity = .resizeAspectFill
        photo.cornerRadius = 6
        photo.masksToBounds = true
        let bordered = T.layer(Rect(x: 130, y: 20.5, width: 56.5, height: 56), Color(hex: 0xF4A259, alpha: 0.3), in: root)
        bordered.cornerRadius = 28
        bordered.borderWidth = 3; bordered.borderColor = Color(hex: 0xF4A259)
        let turned = T.layer(Rect(x: 30, y: 95, width: 34, height: 34), Color(hex: 0x4F5BD5), in: root)
        turned.transform = AffineTransform(rotationAngle: 0.4)
        turned.cornerRadius = 6
        let pic = T.layer(Rect(x: 100, y: 92, width: 80, height: 40), .clear, in: root)
        pic.contents = try T.picture(40, 20)
        pic.transform = AffineTransform(rotationAngle: -0.15)
        try GoldenImage.check(try T.render(root, width: 200, height: 140), named: "cards")
    }

    @Test func shapesAtFractionalScale() throws {
        let root = T.root(160, 100, .white)
        for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
            let s = ShapeLayer()
            s.frame = Rect(x: 4 + Double(i) * 52, y: 4, width: 48, height: 48)
            s.path = T.star(in: Rect(x: 2, y: 2, width: 44, height: 44))
            s.fillRule = rule
            s.fillColor = Color(hex: 0x9B6BCB)
            s.strokeColor = Color(hex: 0x2D3142)
            s.lineWidth = 1
            root.addSublayer(s)
        }
        for (i, cap) in LineCap.allCases.enumerated() {
            let s = ShapeLayer()
            s.frame = Rect(x: 10 + Double(i) * 16, y: 58, width: 14, height: 40)
            var p = Path(); p.move(to: Point(x: 7, y: 6)); p.addLine(to: Point(x: 7, y: 30))
            s.path = p
            s.strokeColor = Color(hex: 0xEF6F6C)
            s.lineWidth = 6
            s.lineCap = cap
            root.addSublayer(s)
        }
        let ring = ShapeLayer()
        ring.frame = Rect(x: 110, y: 10, width: 44, height: 44)
        var arc = Path()
        arc.addArc(center: Point(x: 22, y: 22), radius: 18, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        ring.path = arc
        ring.fillColor = .clear
        ring.strokeColor = Color(hex: 0x5BBA6F)
        ring.lineWidth = 5
        ring.lineCap = .round
        ring.strokeEnd = 0.65
        root.addSublayer(ring)
        let zig = ShapeLayer()
        zig.frame = Rect(x: 64, y: 58, width: 90, height: 40)
        var z = Path()
        z.move(to: Point(x: 4, y: 34)); z.addLine(to: Point(x: 24, y: 6)); z.addLine(to: Point(x: 44, y: 34))
        z.addQuadCurve(to: Point(x: 84, y: 20), control: Point(x: 64, y: -10))
        zig.path = z
        zig.fillColor = .clear
        zig.strokeColor = Color(hex: 0x4EA8DE)
        zig.lineWidth = 4
        zig.lineJoin = .miter
        root.addSublayer(zig)
        try GoldenImage.check(try T.render(root, width: 240, height: 150, scale: 1.5), named: "shapes@1.5x")
    }

    @Test func effectsAtScaleTwo() throws {
        let root = T.root(120, 80, Color(hex: 0x2D3142))
        // A picture masked by a circle with a translucent sublayer.
        let host = T.layer(Rect(x: 6, y: 6, width: 50, height: 50), .clear, in: root)
        host.contents = try T.picture(50, 50)
        let mask = ShapeLayer()
        mask.frame = host.bounds
        mask.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
        T.layer(Rect(x: 25, y: 25, width: 25, height: 25), Color(white: 1, alpha: 0.5), in: mask)
        host.mask = mask
        // Group opacity with overlapping children.
        let group = T.layer(Rect(x: 62, y: 6, width: 52, height: 40), in: root)
        group.opacity = 0.6
        T.layer(Rect(x: 0, y: 0, width: 32, height: 32), Color(hex: 0xEF6F6C), in: group).cornerRadius = 16
        T.layer(Rect(x: 20, y: 8, width: 32, height: 32), Color(hex: 0x4EA8DE), in: group).cornerRadius = 16
        // A turned layer clipping a sublayer to its rounded bounds.
        let clip = T.layer(Rect(x: 70, y: 50, width: 40, height: 24), Color(hex: 0xF3EFE8), in: root)
        clip.cornerRadius = 8
        clip.masksToBounds = true
        clip.transform = AffineTransform(rotationAngle: -0.25)
        T.layer(Rect(x: 20, y: -10, width: 40, height: 40), Color(hex: 0x2BB3A3), in: clip)
        try GoldenImage.check(try T.render(root, width: 240, height: 160, scale: 2), named: "effects@2x")
    }
}
