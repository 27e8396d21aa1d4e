import Layers

/// One fuzzer input, read as a shape layer (path commands, stroke,
/// fill rule, view box, transform) and drawn by the renderer into a 64×64 image at a
/// scale from the input. Drawing must never trap, hang or write outside the image
/// (AddressSanitizer watches), whatever the numbers.
public func fuzzPaths(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: bytes, count: count))
    let root = Layer()
    let shape = ShapeLayer()
    Transaction.withoutActions {
        root.frame = Rect(0, 0, 64, 64)
        shape.frame = Rect(input.number(), input.number(), input.number(), input.number())
        shape.fillColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: input.fraction())
        shape.strokeColor = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: input.fraction())
        shape.lineWidth = input.number() / 4
        shape.strokeStart = input.fraction()
        shape.strokeEnd = input.fraction()
        shape.fillRule = input.pick([.nonZero, .evenOdd])
        shape.lineCap = input.pick(LineCap.allCases)
        shape.lineJoin = input.pick(LineJoin.allCases)
        shape.miterLimit = input.number() / 8
        shape.isAntialiased = input.bool()
        if input.bool() { shape.viewBox = Rect(input.number(), input.number(), input.number(), input.number()) }
        if input.bool() {
            shape.transform = AffineTransform(rotationAngle: input.number() / 16)
                .scaledBy(x: input.number() / 16, y: input.number() / 16)
        }
        shape.path = path(from: &input)
    }
    root.addSublayer(shape)
    let scale = input.pick([1.0, 1.5, 2.0, 0.25, 3.0])
    guard let image = try? Image(width: Int(64 * scale), height: Int(64 * scale)) else { return 0 }
    _ = try? Renderer().render(root, at: 1, into: image, scale: scale)
    return 0
}

/// Path commands until the input runs out (at most 64).
private func path(from input: inout FuzzInput) -> Path {
    var path = Path()
    var commands = 0
    while !input.isAtEnd, commands < 64 {
        commands += 1
        func point() -> Point { Point(input.number(), input.number()) }
        switch input.byte() % 10 {
        case 0: path.move(to: point())
        case 1: path.addLine(to: point())
        case 2: path.addQuadCurve(to: point(), control: point())
        case 3: path.addCurve(to: point(), control1: point(), control2: point())
        case 4: path.closeSubpath()
        case 5: path.addArc(center: point(), radius: input.number(), startAngle: input.number() / 8,
                            endAngle: input.number() / 8, clockwise: input.bool())
        case 6: path.addRect(Rect(input.number(), input.number(), input.number(), input.number()))
        case 7: path.addRoundedRect(Rect(input.number(), input.number(), input.number(), input.number()),
                                    cornerRadius: input.number())
        case 8: path.addEllipse(in: Rect(input.number(), input.number(), input.number(), input.number()))
        default:
            // A copy of itself, moved: doubling, so only while the path is small.
            let moved = path.transformed(by: AffineTransform(translationX: input.number(), y: input.number()))
            if path.elements.count < 256 { path.addPath(moved) }
        }
    }
    return path
}
