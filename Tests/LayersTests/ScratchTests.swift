import Testing
import Foundation
@testable import Layers

@Test func scratchRender() throws {
    let root = TestSupport.root(200, 150, Color(hex: 0x202830))
    let card = TestSupport.layer(Rect(x: 20, y: 20, width: 100, height: 70), Color(hex: 0xF2A65A), in: root)
    card.cornerRadius = 14
    card.borderWidth = 3
    card.borderColor = Color(hex: 0x3A506B)
    card.shadowOpacity = 0.6
    card.shadowRadius = 6
    card.shadowOffset = Size(width: 0, height: 4)
    let rotated = TestSupport.layer(Rect(x: 130, y: 40, width: 50, height: 50), Color(hex: 0x5BC0BE), in: root)
    rotated.transform = AffineTransform(rotationAngle: .pi / 6)
    rotated.cornerRadius = 8
    let shape = ShapeLayer()
    shape.frame = Rect(x: 30, y: 95, width: 50, height: 50)
    var star = Path()
    for i in 0..<5 {
        let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
        let p = Point(x: 25 + 24 * cos(a), y: 25 + 24 * sin(a))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    shape.path = star
    shape.fillColor = Color(hex: 0xFFD166)
    shape.strokeColor = Color(hex: 0xEF476F)
    shape.lineWidth = 2
    shape.lineJoin = .round
    root.addSublayer(shape)
    let image = try TestSupport.render(root, width: 400, height: 300, scale: 2)
    try image.write(toFile: "/tmp/scratch.png")
}
