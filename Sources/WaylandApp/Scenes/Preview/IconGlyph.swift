import FoundationEssentials
import Glibc
import Layers

/// The pictures on the app icons: our own flat vector art, drawn with shape layers on a
/// 64-point grid and scaled to the icon.
enum IconGlyph: CaseIterable {
    case weather, music, camera, mail, calendar, maps, clock, notes, photos
    case messages, compass, books, health, settings, games, podcasts, garden, sleep

    /// True for art that runs off the square (roads on the map) and must be clipped.
    var bleeds: Bool { self == .maps }

    /// Adds the glyph's shape layers to `icon`, whose bounds are `side` points square.
    func draw(into icon: Layer, side: Double) {
        let art = Art(layer: icon, scale: side / 64)
        switch self {
        case .weather:
            art.fill(Path(ellipseIn: Rect(14, 12, 24, 24)), Color(hex: 0xFFD54A))
            for i in 0..<8 {
                let a = Double(i) * .pi / 4
                art.stroke(Path { $0.move(to: Point(26 + 16 * cos(a), 24 + 16 * sin(a)))
                                  $0.addLine(to: Point(26 + 20 * cos(a), 24 + 20 * sin(a))) },
                           Color(hex: 0xFFD54A), width: 3, cap: .round)
            }
            art.fill(Path { p in
                p.addEllipse(in: Rect(20, 30, 20, 20)); p.addEllipse(in: Rect(30, 24, 24, 24))
                p.addEllipse(in: Rect(42, 34, 14, 14)); p.addRoundedRect(Rect(18, 38, 38, 12), cornerRadius: 6)
            }, .white)
        case .music:
            art.fill(Path { p in
                p.move(to: Point(24, 20)); p.addLine(to: Point(48, 14)); p.addLine(to: Point(48, 20)); p.addLine(to: Point(24, 26))
                p.closeSubpath()
            }, .white)
            art.fill(Path(rect: Rect(24, 20, 4, 26)), .white)
            art.fill(Path(rect: Rect(44, 14, 4, 26)), .white)
            art.fill(Path(ellipseIn: Rect(15, 41, 13, 10)), .white)
            art.fill(Path(ellipseIn: Rect(35, 35, 13, 10)), .white)
        case .camera:
            art.fill(Path(roundedRect: Rect(10, 20, 44, 30), cornerRadius: 7), Color(hex: 0xECEFF3))
            art.fill(Path(roundedRect: Rect(24, 15, 16, 8), cornerRadius: 3), Color(hex: 0xECEFF3))
            art.fill(Path(ellipseIn: Rect(21, 24, 22, 22)), Color(hex: 0x2A2D34))
            art.fill(Path(ellipseIn: Rect(26, 29, 12, 12)), Color(hex: 0x4F7CFF))
            art.fill(Path(ellipseIn: Rect(29, 31, 4, 4)), Color(white: 1, alpha: 0.8))
            art.fill(Path(ellipseIn: Rect(45, 24, 5, 5)), Color(hex: 0xFFB020))
        case .mail:
            art.fill(Path(roundedRect: Rect(11, 18, 42, 29), cornerRadius: 5), .white)
            art.stroke(Path { p in p.move(to: Point(13, 21)); p.addLine(to: Point(32, 35)); p.addLine(to: Point(51, 21)) },
                       Color(hex: 0x1E78E0), width: 3, cap: .round, join: .round)
        case .calendar:
            art.fill(Path(roundedRect: Rect(12, 12, 40, 40), cornerRadius: 7), .white)
            art.fill(Path { p in p.addRoundedRect(Rect(12, 12, 40, 14), cornerRadius: 7); p.addRect(Rect(12, 19, 40, 7)) },
                     Color(hex: 0xFF453A))
            for row in 0..<3 {
                for col in 0..<4 {
                    let highlighted = row == 1 && col == 2
                    art.fill(Path(ellipseIn: Rect(17 + Double(col) * 8.5, 30 + Double(row) * 7, 5, 5)),
                             highlighted ? Color(hex: 0xFF453A) : Color(hex: 0x3A3A40))
                }
            }
        case .maps:
            art.stroke(Path { p in p.move(to: Point(-2, 46)); p.addCurve(to: Point(66, 24), control1: Point(22, 50), control2: Point(34, 16)) },
                       .white, width: 7)
            art.stroke(Path { p in p.move(to: Point(20, -2)); p.addLine(to: Point(36, 66)) }, Color(hex: 0xFFE07A), width: 5)
            art.fill(Path { p in
                p.move(to: Point(40, 44))
                p.addCurve(to: Point(30, 22), control1: Point(36, 36), control2: Point(30, 30))
                p.addArc(center: Point(40, 22), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
                p.addCurve(to: Point(40, 44), control1: Point(50, 30), control2: Point(44, 36))
                p.closeSubpath()
            }, Color(hex: 0xFF3B30))
            art.fill(Path(ellipseIn: Rect(36, 18, 8, 8)), .white)
        case .clock:
            art.fill(Path(ellipseIn: Rect(9, 9, 46, 46)), .white)
            for i in 0..<12 {
                let a = Double(i) * .pi / 6, r0 = i % 3 == 0 ? 16.0 : 18.0
                art.stroke(Path { $0.move(to: Point(32 + r0 * cos(a), 32 + r0 * sin(a)))
                                  $0.addLine(to: Point(32 + 20 * cos(a), 32 + 20 * sin(a))) },
                           Color(hex: 0x1C1C1E), width: i % 3 == 0 ? 2.2 : 1.2)
            }
            art.stroke(Path { $0.move(to: Point(32, 32)); $0.addLine(to: Point(32, 18)) }, Color(hex: 0x1C1C1E), width: 3, cap: .round)
            art.stroke(Path { $0.move(to: Point(32, 32)); $0.addLine(to: Point(42, 38)) }, Color(hex: 0x1C1C1E), width: 3, cap: .round)
            art.stroke(Path { $0.move(to: Point(28, 38)); $0.addLine(to: Point(40, 17)) }, Color(hex: 0xFF9500), width: 1.3, cap: .round)
            art.fill(Path(ellipseIn: Rect(30, 30, 4, 4)), Color(hex: 0xFF9500))
        case .notes:
            art.fill(Path(roundedRect: Rect(14, 10, 36, 44), cornerRadius: 5), Color(hex: 0xFFFDF5))
            art.fill(Path { p in p.addRoundedRect(Rect(14, 10, 36, 11), cornerRadius: 5); p.addRect(Rect(14, 15, 36, 6)) },
                     Color(hex: 0xF4B400))
            for (i, w) in [26.0, 22, 26, 16].enumerated() {
                art.stroke(Path { $0.move(to: Point(20, 28 + Double(i) * 6.5)); $0.addLine(to: Point(20 + w, 28 + Double(i) * 6.5)) },
                           Color(hex: 0xC9C2AE), width: 2, cap: .round)
            }
        case .photos:
            let colors: [UInt32] = [0xFF9F0A, 0xFFD60A, 0x9BE15D, 0x30D158, 0x40C8E0, 0x0A84FF, 0xBF5AF2, 0xFF375F]
            for (i, c) in colors.enumerated() {
                let a = Double(i) * .pi / 4
                let petal = Path(roundedRect: Rect(-6, -19, 12, 17), cornerRadius: 6)
                    .transformed(by: AffineTransform(rotationAngle: a).concatenating(AffineTransform(translationX: 32, y: 32)))
                art.fill(petal, Color(hex: c, alpha: 0.82))
            }
        case .messages:
            art.fill(Path { p in
                p.addEllipse(in: Rect(10, 13, 44, 34))
                p.move(to: Point(17, 38)); p.addLine(to: Point(12, 51)); p.addLine(to: Point(27, 43)); p.closeSubpath()
            }, .white)
            for i in 0..<3 { art.fill(Path(ellipseIn: Rect(21 + Double(i) * 9, 27, 5, 5)), Color(hex: 0x2FB350)) }
        case .compass:
            art.stroke(Path(ellipseIn: Rect(10, 10, 44, 44)), Color(white: 1, alpha: 0.9), width: 2.5)
            for i in 0..<4 {
                let a = Double(i) * .pi / 2
                art.fill(Path(ellipseIn: Rect(30 + 17 * cos(a), 30 + 17 * sin(a), 4, 4)), Color(white: 1, alpha: 0.7))
            }
            let tilt = AffineTransform(rotationAngle: .pi / 5).concatenating(AffineTransform(translationX: 32, y: 32))
            art.fill(Path { p in p.move(to: Point(0, -17)); p.addLine(to: Point(5, 0)); p.addLine(to: Point(-5, 0)); p.closeSubpath() }
                .transformed(by: tilt), Color(hex: 0xFF453A))
            art.fill(Path { p in p.move(to: Point(0, 17)); p.addLine(to: Point(5, 0)); p.addLine(to: Point(-5, 0)); p.closeSubpath() }
                .transformed(by: tilt), .white)
        case .books:
            art.fill(Path { p in
                p.move(to: Point(32, 20)); p.addCurve(to: Point(10, 16), control1: Point(26, 15), control2: Point(17, 14))
                p.addLine(to: Point(10, 46)); p.addCurve(to: Point(32, 50), control1: Point(17, 44), control2: Point(26, 45))
                p.closeSubpath()
                p.move(to: Point(32, 20)); p.addCurve(to: Point(54, 16), control1: Point(38, 15), control2: Point(47, 14))
                p.addLine(to: Point(54, 46)); p.addCurve(to: Point(32, 50), control1: Point(47, 44), control2: Point(38, 45))
                p.closeSubpath()
            }, .white)
            art.stroke(Path { $0.move(to: Point(32, 21)); $0.addLine(to: Point(32, 49)) }, Color(hex: 0xE07800), width: 1.5)
        case .health:
            art.fill(Path { p in
                p.move(to: Point(32, 50))
                p.addCurve(to: Point(12, 26), control1: Point(20, 41), control2: Point(12, 34))
                p.addArc(center: Point(22, 24), radius: 10, startAngle: .pi, endAngle: -0.2, clockwise: true)
                p.addArc(center: Point(42, 24), radius: 10, startAngle: .pi + 0.2, endAngle: 0, clockwise: true)
                p.addCurve(to: Point(32, 50), control1: Point(52, 34), control2: Point(44, 41))
                p.closeSubpath()
            }, Color(hex: 0xFF2D55))
        case .settings:
            art.fill(Path { p in
                let teeth = 10
                for i in 0..<(teeth * 4) {
                    let a = Double(i) / Double(teeth * 4) * 2 * .pi
                    let r = (i % 4 == 1 || i % 4 == 2) ? 21.0 : 16.5
                    let pt = Point(32 + r * cos(a), 32 + r * sin(a))
                    if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
                }
                p.closeSubpath()
                p.addEllipse(in: Rect(25, 25, 14, 14))
            }, Color(hex: 0xF2F2F7), rule: .evenOdd)
        case .games:
            let die = AffineTransform(rotationAngle: -0.22).concatenating(AffineTransform(translationX: 32, y: 33))
            art.fill(Path(roundedRect: Rect(-17, -17, 34, 34), cornerRadius: 8).transformed(by: die), .white)
            for (x, y) in [(-8.0, -8.0), (8.0, -8.0), (0.0, 0.0), (-8.0, 8.0), (8.0, 8.0)] {
                art.fill(Path(ellipseIn: Rect(x - 3, y - 3, 6, 6)).transformed(by: die), Color(hex: 0x6A4CFF))
            }
        case .podcasts:
            for (i, r) in [8.0, 15, 22].enumerated() {
                art.stroke(Path { $0.addArc(center: Point(32, 30), radius: r, startAngle: .pi * 0.8, endAngle: .pi * 2.2, clockwise: true) },
                           Color(white: 1, alpha: 1 - Double(i) * 0.2), width: 3.5, cap: .round)
            }
            art.fill(Path(ellipseIn: Rect(28, 26, 8, 8)), .white)
            art.fill(Path(roundedRect: Rect(29.5, 36, 5, 16), cornerRadius: 2.5), .white)
        case .garden:
            art.fill(Path { p in
                p.move(to: Point(16, 50))
                p.addCurve(to: Point(50, 12), control1: Point(10, 26), control2: Point(30, 12))
                p.addCurve(to: Point(16, 50), control1: Point(54, 34), control2: Point(38, 50))
                p.closeSubpath()
            }, Color(hex: 0xE8FFF4))
            art.stroke(Path { p in p.move(to: Point(12, 54)); p.addQuadCurve(to: Point(44, 20), control: Point(26, 30)) },
                       Color(hex: 0x1E8C7E), width: 2.2, cap: .round)
        case .sleep:
            // A crescent: the moon, and the night in front of it.
            art.fill(Path(ellipseIn: Rect(12, 12, 38, 38)), Color(hex: 0xFFE8A3))
            art.fill(Path(ellipseIn: Rect(25, 7, 34, 34)), AppIcon.all.first { $0.glyph == .sleep }?.background ?? .black)
            for (x, y, r) in [(44.0, 40.0, 2.6), (52.0, 28.0, 1.8), (40.0, 52.0, 1.6)] {
                art.fill(Path(ellipseIn: Rect(x - r, y - r, 2 * r, 2 * r)), Color(hex: 0xFFF4D0))
            }
        }
    }

    /// Adds shape layers scaled from the 64-point design grid.
    private struct Art {
        let layer: Layer
        let scale: Double

        func fill(_ path: Path, _ color: Color, rule: FillRule = .nonZero) {
            let shape = ShapeLayer()
            shape.frame = layer.bounds
            shape.path = path.transformed(by: AffineTransform(scale: scale))
            shape.fillColor = color
            shape.fillRule = rule
            layer.addSublayer(shape)
        }

        func stroke(_ path: Path, _ color: Color, width: Double, cap: LineCap = .butt, join: LineJoin = .miter) {
            let shape = ShapeLayer()
            shape.frame = layer.bounds
            shape.path = path.transformed(by: AffineTransform(scale: scale))
            shape.fillColor = .clear
            shape.strokeColor = color
            shape.lineWidth = width * scale
            shape.lineCap = cap
            shape.lineJoin = join
            layer.addSublayer(shape)
        }
    }
}
