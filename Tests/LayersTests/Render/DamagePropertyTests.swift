import Foundation
import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// Every property that can change pixels, one row each: a renderer draws the tree, the
/// property changes, the same renderer draws again (only what it thinks changed), and
/// that frame must equal a full redraw by a fresh renderer, pixel for pixel. A property
/// the damage tracking forgets leaves old pixels behind and fails its row.
///
/// A new property that changes pixels adds a row.
@Suite(.noAnimationLeftRunning) struct DamagePropertyTests {
    static let width = 160, height = 120

    /// The tree every row starts from. Root background 0x404040; a container with no
    /// background of its own holds a red square and a blue one that overlaps it and
    /// sticks out of the container; a picture with an oval mask; a label; a shape; a
    /// gradient with a shadow.
    final class Tree {
        let root = T.root(Double(DamagePropertyTests.width), Double(DamagePropertyTests.height), Color(hex: 0x404040))
        let container = T.layer(Rect(x: 10, y: 10, width: 80, height: 60))
        let child = T.layer(Rect(x: 10, y: 10, width: 40, height: 40), .red)
        let sibling = T.layer(Rect(x: 35, y: 25, width: 50, height: 45), .blue)
        let picture = T.layer(Rect(x: 100, y: 8, width: 48, height: 36))
        let pictureMask = ShapeLayer()
        let label = TextLayer(string: "Kyoto", font: .system(size: 16, weight: .bold))
        let shape = ShapeLayer()
        let gradient = GradientLayer()
        /// What the contents rows put in the picture.
        let otherPicture: Image

        init() throws {
            let photo = try T.picture(32, 24)
            otherPicture = try T.picture(20, 60)
            Transaction.withoutActions { build(photo: photo) }
        }

        private func build(photo: Image) {
            root.addSublayer(container)
            container.addSublayer(child)
            container.addSublayer(sibling)
            sibling.borderWidth = 2
            picture.contents = photo            // stretched to 48×36 (gravity .resize)
            pictureMask.frame = picture.bounds
            pictureMask.path = Path(ellipseIn: picture.bounds)
            picture.mask = pictureMask
            root.addSublayer(picture)
            label.foregroundColor = .white
            label.frame = Rect(x: 96, y: 56, width: 60, height: 24)
            root.addSublayer(label)
            shape.frame = Rect(x: 10, y: 84, width: 50, height: 30)
            shape.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 50, height: 30))
            shape.fillColor = Color(hex: 0xF2CC8F)
            root.addSublayer(shape)
            gradient.frame = Rect(x: 100, y: 86, width: 50, height: 28)
            gradient.colors = [.white, .black]
            gradient.shadowOpacity = 0.6
            gradient.shadowRadius = 2
            root.addSublayer(gradient)
        }
    }

    /// One property change.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let change: @MainActor @Sendable (Tree) -> Void
        nonisolated init(_ name: String, _ change: @escaping @MainActor @Sendable (Tree) -> Void) {
            self.name = name
            self.change = change
        }
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row("own opacity") { $0.child.opacity = 0.5 },
        Row("inherited opacity") { $0.container.opacity = 0.6 },
        Row("hidden") { $0.child.isHidden = true },
        Row("inherited hidden") { $0.container.isHidden = true },
        Row("own transform") { $0.child.transform = AffineTransform(rotationAngle: 0.4) },
        Row("inherited transform") {
            $0.container.transform = AffineTransform(rotationAngle: 0.2).concatenating(AffineTransform(scale: 1.1))
        },
        Row("position") { $0.child.position.x += 7 },
        Row("bounds") { $0.child.bounds.size.width += 9 },
        Row("anchor point") { $0.child.anchorPoint = Point(x: 0, y: 0) },
        Row("background colour") { $0.child.backgroundColor = .green },
        Row("corner radius") { $0.child.cornerRadius = 10 },
        Row("border") { $0.child.borderWidth = 3; $0.child.borderColor = .white },
        Row("border colour") { $0.sibling.borderColor = Color(hex: 0xFFD700) },
        Row("shadow") { $0.child.shadowOpacity = 0.8; $0.child.shadowRadius = 4 },
        Row("shadow offset") { $0.gradient.shadowOffset = Size(width: 5, height: 6) },
        Row("shadow colour") { $0.gradient.shadowColor = .green },
        Row("masks to bounds") { $0.container.masksToBounds = true },
        Row("mask added") {
            let oval = ShapeLayer()
            oval.frame = $0.container.bounds
            oval.path = Path(ellipseIn: $0.container.bounds)
            $0.container.mask = oval
        },
        Row("mask removed") { $0.picture.mask = nil },
        Row("mask path") { $0.pictureMask.path = Path(rect: Rect(x: 4, y: 4, width: 30, height: 20)) },
        Row("mask moved") { $0.pictureMask.position.x += 10 },
        Row("contents") { $0.picture.contents = $0.otherPicture },
        Row("contents gravity") { $0.picture.contentsGravity = .center },
        Row("text") { $0.label.string = "Osaka" },
        Row("text colour") { $0.label.foregroundColor = Color(hex: 0xFFD700) },
        Row("font") { $0.label.font = .system(size: 20, weight: .regular) },
        Row("shape path") { $0.shape.path = T.star(in: Rect(x: 0, y: 0, width: 30, height: 30)) },
        Row("fill colour") { $0.shape.fillColor = .blue },
        Row("stroke") { $0.shape.strokeColor = .white; $0.shape.lineWidth = 3 },
        Row("gradient colours") { $0.gradient.colors = [.red, .blue] },
        Row("sublayer order") { $0.container.insertSublayer($0.sibling, below: $0.child) },
        Row("z position") { $0.child.zPosition = 1 },
        Row("sublayer inserted") { T.layer(Rect(x: 64, y: 80, width: 24, height: 24), .green, in: $0.root) },
        Row("sublayer removed") { $0.sibling.removeFromSuperlayer() },
        Row("moved to another superlayer") { $0.root.addSublayer($0.child) },
    ]

    @Test(arguments: rows)
    func anIncrementalFrameEqualsAFullRedraw(_ row: Row) throws {
        let tree = try Tree()
        let image = try Image(width: Self.width, height: Self.height)
        let renderer = Renderer()
        try renderer.render(tree.root, at: 0, into: image)
        let before = try T.render(tree.root, width: Self.width, height: Self.height)

        Transaction.withoutActions { row.change(tree) }
        try renderer.render(tree.root, at: 0, into: image)
        let fresh = try T.render(tree.root, width: Self.width, height: Self.height)

        #expect(Self.firstDifference(before, fresh) != nil, "the change shows: otherwise the row tests nothing")
        if let (x, y) = Self.firstDifference(image, fresh) {
            Issue.record("""
                incremental frame differs from a full redraw: first at (\(x), \(y)), \
                \(Self.hex(image[x, y])) instead of \(Self.hex(fresh[x, y]))
                """)
        }
    }

    /// A container with no background fades to 0.6 and its red child must fade with it:
    /// 0.6 × 255 + 0.4 × 0x40 = 178.6 red, 0.4 × 0x40 = 25.6 green and blue. A renderer that
    /// forgets inherited opacity keeps the old 0xFFFF0000 there.
    @Test func aFadingContainerFadesItsChild() throws {
        let tree = try Tree()
        let image = try Image(width: Self.width, height: Self.height)
        let renderer = Renderer()
        try renderer.render(tree.root, at: 0, into: image)
        #expect(image[25, 25] == 0xFFFF_0000)
        Transaction.withoutActions { tree.container.opacity = 0.6 }
        let damage = try renderer.render(tree.root, at: 0, into: image)
        #expect(image[25, 25] == 0xFFB3_1A1A, "got \(Self.hex(image[25, 25]))")
        #expect(damage.contains { $0.contains(PixelRect(x: 25, y: 25, width: 1, height: 1)) })
    }

    /// The first pixel (row by row) where the images differ, nil when they are identical.
    static func firstDifference(_ a: Image, _ b: Image) -> (Int, Int)? {
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return (x, y) } }
        return nil
    }

    static func hex(_ pixel: UInt32) -> String { "0x" + String(pixel, radix: 16, uppercase: true) }
}
