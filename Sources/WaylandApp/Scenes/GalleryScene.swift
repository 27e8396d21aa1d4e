import FoundationEssentials
import Glibc
import Layers

/// The renderer's contact sheet: one labelled tile per layer feature (corners, borders,
/// shadows, contents gravity, clipping, masks, group opacity, transforms, fill rules,
/// strokes, curves, text), for a person to check by eye at any size and scale.
///
/// Each demo is built in a fixed 240×150-point design box and scaled to its tile by a
/// container transform, which also shows that vector content stays crisp when scaled.
final class GalleryScene: Scene, Reproducible {
    let root = Layer()
    /// The gallery announces nothing.
    let events = SceneEvents()

    init() {}

    /// The colours of the appearance last applied: a new layout takes them.
    var palette = Palette(.light)
    /// The alpha of text in the gallery's ink, by layer, as laid out (set in light).
    var inkText: [ObjectIdentifier: Double] = [:]

    func layout(size: Size, scale: Double) {
        for sub in root.sublayers { sub.removeFromSuperlayer() }
        inkText = [:]
        Self.populate(root, size: size)
        Transaction.withoutActions { colour() }
    }


    // MARK: Layout

    private static let designSize = Size(width: 240, height: 150)

    private static func populate(_ root: Layer, size: Size) {
        guard !size.isEmpty, size.isFinite else { return }
        let demos: [(String, (Layer) -> Void)] = [
            ("Corners & colours", corners), ("Borders", borders), ("Shadows", shadows),
            ("Contents gravity", gravity), ("masksToBounds", clipping), ("Mask layers", masks),
            ("Group opacity", groupOpacity), ("Transforms", transforms), ("Fill rules", fillRules),
            ("Strokes", strokes), ("Curves & arcs", curves), ("Text", text),
        ]
        let columns = 4, rows = 3
        let unit = min(size.width, size.height)
        let gap = max(8, unit * 0.025)
        let titleHeight = max(24, unit * 0.07)
        let tileWidth = (size.width - gap * Double(columns + 1)) / Double(columns)
        let tileHeight = (size.height - titleHeight - gap * Double(rows + 1)) / Double(rows)
        guard tileWidth > 0, tileHeight > 0 else { return }

        let title = TextLayer(string: "Layers · renderer gallery", font: .system(size: titleHeight * 0.5, weight: .bold))
        title.frame = Rect(x: gap, y: gap * 0.6, width: size.width - 2 * gap, height: titleHeight)
        title.foregroundColor = GalleryColors.ink
        root.addSublayer(title)

        for (i, demo) in demos.enumerated() {
            let column = i % columns, row = i / columns
            let frame = Rect(x: gap + Double(column) * (tileWidth + gap),
                             y: titleHeight + gap + Double(row) * (tileHeight + gap),
                             width: tileWidth, height: tileHeight)
            root.addSublayer(tile(demo.0, frame: frame, build: demo.1))
        }
    }

    /// A white card with the demo scaled into its upper part and the label below.
    private static func tile(_ label: String, frame: Rect, build: (Layer) -> Void) -> Layer {
        let card = Layer(frame: frame)
        card.backgroundColor = .white
        card.cornerRadius = min(frame.width, frame.height) * 0.08
        card.shadowOpacity = 0.12
        card.shadowRadius = 6
        card.shadowOffset = Size(width: 0, height: 3)

        let labelHeight = max(14, frame.height * 0.16)
        let stage = Rect(x: 0, y: 0, width: frame.width, height: frame.height - labelHeight)
        let fit = min(stage.width / designSize.width, stage.height / designSize.height) * 0.92
        let demo = Layer()
        demo.bounds = Rect(x: 0, y: 0, width: designSize.width, height: designSize.height)
        demo.position = Point(x: stage.midX, y: stage.midY + stage.height * 0.03)
        demo.transform = AffineTransform(scale: fit)
        build(demo)
        card.addSublayer(demo)

        let text = TextLayer(string: label, font: .system(size: labelHeight * 0.5, weight: .semibold))
        text.frame = Rect(x: 0, y: frame.height - labelHeight * 1.1, width: frame.width, height: labelHeight)
        text.alignmentMode = .center
        text.foregroundColor = GalleryColors.ink
        card.addSublayer(text)
        return card
    }

    // MARK: Demos (240×150 design box)

    private static func corners(_ d: Layer) {
        let colours = [GalleryColors.coral, GalleryColors.amber, GalleryColors.teal, GalleryColors.indigo]
        let radii = [0.0, 10, 22, 24]
        for i in 0..<4 {
            let l = box(Rect(x: 12 + Double(i) * 57, y: 51, width: 48, height: 48), colours[i], in: d)
            l.cornerRadius = radii[i]
        }
        let pill = box(Rect(x: 12, y: 112, width: 216, height: 20), GalleryColors.violet.withAlpha(0.35), in: d)
        pill.cornerRadius = 10
        let top = box(Rect(x: 12, y: 14, width: 216, height: 26), GalleryColors.sky, in: d)
        top.cornerRadius = 13
    }

    private static func borders(_ d: Layer) {
        let a = box(Rect(x: 14, y: 25, width: 96, height: 100), GalleryColors.paper, in: d)
        a.cornerRadius = 18; a.borderWidth = 5; a.borderColor = GalleryColors.indigo
        let b = box(Rect(x: 128, y: 25, width: 100, height: 100), GalleryColors.amber.withAlpha(0.25), in: d)
        b.cornerRadius = 50; b.borderWidth = 3; b.borderColor = GalleryColors.amber
        let c = box(Rect(x: 152, y: 49, width: 52, height: 52), .clear, in: d)
        c.borderWidth = 1.5; c.borderColor = GalleryColors.coral.withAlpha(0.7)
        let inner = box(Rect(x: 34, y: 45, width: 56, height: 60), .clear, in: d)
        inner.cornerRadius = 10; inner.borderWidth = 1; inner.borderColor = GalleryColors.ink.withAlpha(0.4)
    }

    private static func shadows(_ d: Layer) {
        let card = box(Rect(x: 18, y: 22, width: 110, height: 96), .white, in: d)
        card.cornerRadius = 14
        card.shadowOpacity = 0.35; card.shadowRadius = 9; card.shadowOffset = Size(width: 0, height: 7)
        let stripe = box(Rect(x: 14, y: 18, width: 60, height: 8), GalleryColors.ink.withAlpha(0.15), in: card)
        stripe.cornerRadius = 4
        let stripe2 = box(Rect(x: 14, y: 34, width: 82, height: 8), GalleryColors.ink.withAlpha(0.1), in: card)
        stripe2.cornerRadius = 4
        let dot = box(Rect(x: 152, y: 34, width: 70, height: 70), GalleryColors.teal, in: d)
        dot.cornerRadius = 35
        dot.shadowColor = GalleryColors.teal; dot.shadowOpacity = 0.8; dot.shadowRadius = 12
        dot.shadowOffset = Size(width: 0, height: 8)
    }

    private static func gravity(_ d: Layer) {
        let picture = Self.picture
        let modes: [(ContentsGravity, String)] = [(.resize, "resize"), (.resizeAspect, "aspect"),
                                                  (.resizeAspectFill, "fill"), (.center, "center")]
        for (i, (mode, name)) in modes.enumerated() {
            let frame = box(Rect(x: 8 + Double(i) * 58, y: 34, width: 50, height: 66), GalleryColors.paper, in: d)
            frame.cornerRadius = 6
            frame.borderWidth = 1; frame.borderColor = GalleryColors.ink.withAlpha(0.25)
            frame.contents = picture
            frame.contentsGravity = mode
            frame.contentsScale = mode == .center ? 3 : 1
            frame.masksToBounds = true
            let caption = TextLayer(string: name, font: .system(size: 11, weight: .medium))
            caption.frame = Rect(x: frame.frame.minX - 4, y: 108, width: 58, height: 16)
            caption.alignmentMode = .center
            caption.foregroundColor = GalleryColors.ink.withAlpha(0.7)
            d.addSublayer(caption)
        }
    }

    private static func clipping(_ d: Layer) {
        for (i, clips) in [false, true].enumerated() {
            let host = box(Rect(x: 22 + Double(i) * 112, y: 24, width: 86, height: 86), GalleryColors.paper, in: d)
            host.cornerRadius = 22
            host.masksToBounds = clips
            host.borderWidth = 2; host.borderColor = GalleryColors.indigo.withAlpha(0.5)
            let photo = box(Rect(x: -10, y: -6, width: 120, height: 75), .clear, in: host)
            photo.contents = Self.picture
            let ball = box(Rect(x: 50, y: 50, width: 52, height: 52), GalleryColors.coral, in: host)
            ball.cornerRadius = 26
            caption(clips ? "on" : "off", below: host, in: d)
        }
    }

    private static func masks(_ d: Layer) {
        let host = box(Rect(x: 10, y: 12, width: 126, height: 126), .clear, in: d)
        host.contents = Self.picture
        host.contentsGravity = .resizeAspectFill
        let star = ShapeLayer()
        star.frame = host.bounds
        star.path = Self.star(in: Rect(x: 3, y: 3, width: 120, height: 120), points: 5, inner: 0.45)
        host.mask = star

        // Stripes masked by a ring with a half-transparent dot in its hole: the mask's
        // whole subtree, alpha included, decides what shows.
        let group = box(Rect(x: 146, y: 27, width: 90, height: 90), .clear, in: d)
        for (j, c) in [GalleryColors.amber, GalleryColors.teal, GalleryColors.violet].enumerated() {
            box(Rect(x: 0, y: Double(j) * 30, width: 90, height: 30), c, in: group)
        }
        let ring = ShapeLayer()
        ring.frame = group.bounds
        var p = Path(ellipseIn: Rect(x: 0, y: 0, width: 90, height: 90))
        p.addEllipse(in: Rect(x: 20, y: 20, width: 50, height: 50))
        ring.path = p
        ring.fillRule = .evenOdd
        let dot = box(Rect(x: 30, y: 30, width: 30, height: 30), Color(white: 0, alpha: 0.45), in: ring)
        dot.cornerRadius = 15
        group.mask = ring
    }

    private static func groupOpacity(_ d: Layer) {
        for (i, grouped) in [true, false].enumerated() {
            let group = box(Rect(x: 10 + Double(i) * 118, y: 12, width: 104, height: 110), .clear, in: d)
            let colours = [GalleryColors.coral, GalleryColors.sky, GalleryColors.amber]
            let centres = [Point(x: 36, y: 40), Point(x: 68, y: 40), Point(x: 52, y: 70)]
            for (c, p) in zip(colours, centres) {
                let dot = box(Rect(x: p.x - 30, y: p.y - 30, width: 60, height: 60), c, in: group)
                dot.cornerRadius = 30
                if !grouped { dot.opacity = 0.6 }
            }
            if grouped { group.opacity = 0.6 }
            caption(grouped ? "as a group" : "each layer", below: group, in: d)
        }
    }

    private static func transforms(_ d: Layer) {
        let colours = [GalleryColors.indigo, GalleryColors.violet, GalleryColors.coral, GalleryColors.amber, GalleryColors.teal]
        for i in 0..<5 {
            let l = box(Rect(x: 30, y: 45, width: 60, height: 60), colours[i].withAlpha(0.85), in: d)
            l.cornerRadius = 8
            l.transform = AffineTransform(rotationAngle: Double(i) * .pi / 14)
                .concatenating(AffineTransform(scale: 1 - Double(i) * 0.12))
        }
        let photo = box(Rect(x: 140, y: 40, width: 84, height: 62), .white, in: d)
        photo.contents = Self.picture
        photo.borderWidth = 3; photo.borderColor = .white
        photo.shadowOpacity = 0.3; photo.shadowRadius = 4; photo.shadowOffset = Size(width: 0, height: 3)
        photo.transform = AffineTransform(rotationAngle: -0.2)
    }

    private static func fillRules(_ d: Layer) {
        for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
            let s = ShapeLayer()
            s.frame = Rect(x: 8 + Double(i) * 118, y: 8, width: 110, height: 110)
            var path = Path()
            for k in 0..<5 {
                let a = -Double.pi / 2 + Double(k) * 4 * .pi / 5
                let p = Point(x: 55 + 52 * cos(a), y: 58 + 52 * sin(a))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            s.path = path
            s.fillRule = rule
            s.fillColor = i == 0 ? GalleryColors.amber : GalleryColors.violet
            s.strokeColor = GalleryColors.ink.withAlpha(0.6)
            s.lineWidth = 1.5
            s.lineJoin = .round
            d.addSublayer(s)
            let caption = TextLayer(string: rule == .nonZero ? "non-zero" : "even-odd", font: .system(size: 12, weight: .medium))
            caption.frame = Rect(x: s.frame.minX, y: 124, width: 110, height: 18)
            caption.alignmentMode = .center
            caption.foregroundColor = GalleryColors.ink.withAlpha(0.7)
            d.addSublayer(caption)
        }
    }

    private static func strokes(_ d: Layer) {
        let styles: [(LineCap, LineJoin, Color)] = [(.butt, .miter, GalleryColors.coral), (.round, .round, GalleryColors.teal),
                                                    (.square, .bevel, GalleryColors.indigo)]
        for (i, (cap, join, colour)) in styles.enumerated() {
            let s = ShapeLayer()
            s.frame = Rect(x: 14 + Double(i) * 50, y: 20, width: 44, height: 110)
            var p = Path()
            p.move(to: Point(x: 8, y: 12)); p.addLine(to: Point(x: 36, y: 40))
            p.addLine(to: Point(x: 8, y: 68)); p.addLine(to: Point(x: 36, y: 96))
            s.path = p
            s.fillColor = .clear
            s.strokeColor = colour
            s.lineWidth = 10
            s.lineCap = cap; s.lineJoin = join
            d.addSublayer(s)
        }
        let track = ShapeLayer()
        track.frame = Rect(x: 162, y: 35, width: 70, height: 70)
        var circle = Path()
        circle.addArc(center: Point(x: 35, y: 35), radius: 30, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = circle
        track.fillColor = .clear
        track.strokeColor = GalleryColors.ink.withAlpha(0.1)
        track.lineWidth = 9
        d.addSublayer(track)
        let progress = ShapeLayer()
        progress.frame = track.frame
        progress.path = circle
        progress.fillColor = .clear
        progress.strokeColor = GalleryColors.green
        progress.lineWidth = 9
        progress.lineCap = .round
        progress.strokeEnd = 0.7
        d.addSublayer(progress)
    }

    private static func curves(_ d: Layer) {
        let heart = ShapeLayer()
        heart.frame = Rect(x: 12, y: 22, width: 100, height: 100)
        var h = Path()
        h.move(to: Point(x: 50, y: 92))
        h.addCurve(to: Point(x: 4, y: 34), control1: Point(x: 24, y: 72), control2: Point(x: 4, y: 58))
        h.addCurve(to: Point(x: 50, y: 22), control1: Point(x: 4, y: 6), control2: Point(x: 40, y: 2))
        h.addCurve(to: Point(x: 96, y: 34), control1: Point(x: 60, y: 2), control2: Point(x: 96, y: 6))
        h.addCurve(to: Point(x: 50, y: 92), control1: Point(x: 96, y: 58), control2: Point(x: 76, y: 72))
        h.closeSubpath()
        heart.path = h
        heart.fillColor = GalleryColors.coral
        heart.shadowOpacity = 0.3; heart.shadowRadius = 5; heart.shadowOffset = Size(width: 0, height: 4)
        d.addSublayer(heart)

        let wave = ShapeLayer()
        wave.frame = Rect(x: 124, y: 30, width: 110, height: 90)
        var w = Path()
        w.move(to: Point(x: 4, y: 30))
        for k in 0..<4 {
            let x = 4 + Double(k) * 25
            w.addQuadCurve(to: Point(x: x + 25, y: 30), control: Point(x: x + 12.5, y: k.isMultiple(of: 2) ? 4 : 56))
        }
        wave.path = w
        wave.fillColor = .clear
        wave.strokeColor = GalleryColors.sky
        wave.lineWidth = 5
        wave.lineCap = .round
        d.addSublayer(wave)
        let oval = ShapeLayer()
        oval.frame = Rect(x: 134, y: 78, width: 90, height: 40)
        oval.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 90, height: 40))
        oval.fillColor = GalleryColors.violet.withAlpha(0.3)
        oval.strokeColor = GalleryColors.violet
        oval.lineWidth = 2
        d.addSublayer(oval)
    }

    private static func text(_ d: Layer) {
        let big = TextLayer(string: "Aa", font: .system(size: 54, weight: .bold))
        big.frame = Rect(x: 10, y: 14, width: 90, height: 70)
        big.foregroundColor = GalleryColors.indigo
        d.addSublayer(big)
        let light = TextLayer(string: "light", font: .system(size: 18, weight: .light))
        light.frame = Rect(x: 14, y: 88, width: 90, height: 24)
        light.foregroundColor = GalleryColors.ink
        d.addSublayer(light)
        let body = TextLayer(string: "Wrapped text sits inside its bounds and ends with an ellipsis when it runs out of room.",
                             font: .system(size: 12))
        body.frame = Rect(x: 108, y: 22, width: 122, height: 76)
        body.isWrapped = true
        body.truncationMode = .end
        body.foregroundColor = GalleryColors.ink.withAlpha(0.85)
        d.addSublayer(body)
        let badge = box(Rect(x: 108, y: 108, width: 92, height: 26), GalleryColors.green, in: d)
        badge.cornerRadius = 13
        let badgeText = TextLayer(string: "centred", font: .system(size: 13, weight: .semibold))
        badgeText.frame = Rect(x: 0, y: 5, width: 92, height: 18)
        badgeText.alignmentMode = .center
        badgeText.foregroundColor = .white
        badge.addSublayer(badgeText)
    }

    // MARK: Helpers

    @discardableResult
    private static func box(_ frame: Rect, _ colour: Color, in parent: Layer) -> Layer {
        let l = Layer(frame: frame)
        l.backgroundColor = colour
        parent.addSublayer(l)
        return l
    }

    private static func caption(_ string: String, below layer: Layer, in parent: Layer) {
        let t = TextLayer(string: string, font: .system(size: 11, weight: .medium))
        t.frame = Rect(x: layer.frame.midX - 50, y: 132, width: 100, height: 16)
        t.alignmentMode = .center
        t.foregroundColor = GalleryColors.ink.withAlpha(0.7)
        parent.addSublayer(t)
    }

    private static func star(in r: Rect, points: Int, inner: Double) -> Path {
        var p = Path()
        for k in 0..<(2 * points) {
            let a = -Double.pi / 2 + Double(k) * .pi / Double(points)
            let f = k.isMultiple(of: 2) ? 1 : inner
            let pt = Point(x: r.midX + r.width / 2 * f * cos(a), y: r.midY + r.height / 2 * f * sin(a))
            if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }

    /// A small landscape made in code (sky, sun, hills), so the gallery needs no files.
    private static let picture: Image? = {
        let w = 160, h = 100
        guard let image = try? Image(width: w, height: h) else { return nil }
        func pack(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
            0xFF00_0000 | UInt32(r * 255) << 16 | UInt32(g * 255) << 8 | UInt32(b * 255)
        }
        for y in 0..<h {
            for x in 0..<w {
                let fx = Double(x) + 0.5, fy = Double(y) + 0.5
                let t = fy / Double(h)
                var c = (0.99 - 0.25 * t, 0.72 + 0.1 * t, 0.55 + 0.35 * t)   // peach to lilac sky
                let sun = hypot(fx - 112, fy - 38)
                if sun < 17 { c = (1.0, 0.93, 0.62) } else if sun < 18 { let k = sun - 17; c = (1.0 * (1 - k) + c.0 * k, 0.93 * (1 - k) + c.1 * k, 0.62 * (1 - k) + c.2 * k) }
                let far = 62 + 10 * sin(fx / 17) + 6 * sin(fx / 7 + 1)
                if fy > far { c = (0.42, 0.45, 0.70) }
                let near = 76 + 8 * sin(fx / 23 + 2) + 3 * sin(fx / 5)
                if fy > near { c = (0.22, 0.30, 0.50) }
                image[x, y] = pack(c.0, c.1, c.2)
            }
        }
        return image
    }()
}

/// The gallery's colours: soft, saturated accents on warm paper.
enum GalleryColors {
    static let paper = Color(hex: 0xF3EFE8)
    static let ink = Color(hex: 0x2D3142)
    static let coral = Color(hex: 0xEF6F6C)
    static let amber = Color(hex: 0xF4A259)
    static let teal = Color(hex: 0x2BB3A3)
    static let indigo = Color(hex: 0x4F5BD5)
    static let violet = Color(hex: 0x9B6BCB)
    static let sky = Color(hex: 0x4EA8DE)
    static let green = Color(hex: 0x5BBA6F)
}
