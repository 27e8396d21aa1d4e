/// How a ``LayerPainter`` paints what a layer kind draws of its own: the
/// ``ContentItem``s its ``Layer/drawContent(_:scale:into:)`` hands over, in order.
/// Shapes go through cached coverage masks, gradients through pixman's gradient source,
/// coverage items (glyphs) through their own mask.
extension LayerPainter {
    /// Paints the layer kind's items, each owning the mask slot of its place in the list.
    func paintContent(_ layer: Layer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        var index = 0
        layer.drawContent(rec.state, scale: rec.coverageScale) { item in
            defer { index += 1 }
            guard item.isDrawable else { return }
            paint(item, owner: (rec, .content(index)), dst, clip, alpha)
        }
    }

    private func paint(_ item: ContentItem, owner: MaskOwner, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let world = owner.record.world
        switch item {
        case let .fill(path, rule, transform, color, antialiased):
            fill(.fill(path, rule, antialiased: antialiased), box: path.boundingBox, world: transform.concatenating(world),
                 color: color, alpha: alpha, clip: clip, dst, owner: owner)
        case let .stroke(path, style, start, end, transform, color, antialiased):
            let o = style.outset
            fill(.stroke(path, style, start: start, end: end, antialiased: antialiased),
                 box: path.boundingBox.insetBy(dx: -o, dy: -o), world: transform.concatenating(world),
                 color: color, alpha: alpha, clip: clip, dst, owner: owner)
        case let .gradient(gradient, rect, radius):
            paintGradient(gradient, in: rect, cornerRadius: radius, owner: owner, dst, clip, alpha)
        case let .coverage(mask, origin, scale, color):
            paintCoverage(mask, origin: origin, scale: scale, color: color, owner.record, dst, clip, alpha)
        case let .image(image, rect):
            drawImage(image, in: rect, owner.record, alpha: alpha, clip: clip, dst, cached: false)
        }
    }

    /// A gradient fills its rounded rectangle: opaque inside pieces replace what is
    /// underneath (as solid rows when it is constant along them: ``GradientRamp``), edge
    /// pieces blend through their coverage.
    private func paintGradient(_ gradient: LinearGradient, in rect: Rect, cornerRadius: Double, owner: MaskOwner,
                               _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let rec = owner.record, world = rec.world
        guard let shader = GradientShader.shader(for: gradient, opacity: alpha, reusing: &rec.gradientShader),
              let deviceToLayer = world.inverted() else { return }
        let rows = PixelRect(covering: world.apply(to: rect)).intersection(target)
        let ramp = drawsGradientsByRows ? Compositor.gradientSampling(deviceToLayer).flatMap {
            shader.ramp(transform: $0.transform, rows: rows.y..<rows.maxY)
        } : nil
        coverage(of: .roundedRect(rect, radius: cornerRadius), box: rect, world: world, clip: clip, owner: owner) { piece in
            switch piece {
            case let .constant(r, c):
                if c >= 1, let ramp {
                    compositor.paint(ramp, over: r, in: dst)
                } else {
                    compositor.paint(shader, deviceToSource: deviceToLayer, coverage: c, replace: shader.isOpaque,
                                     over: r, in: dst)
                }
            case let .mask(r, m, origin):
                compositor.paint(shader, deviceToSource: deviceToLayer, through: m, at: origin, over: r, in: dst)
            case let .transformedMask(r, m, t):
                compositor.paint(shader, deviceToSource: deviceToLayer, through: m, deviceToMask: t, over: r, in: dst)
            }
        }
    }

    /// A coverage mask rasterized at `scale` (the tracker's ``CoverageScale`` for text):
    /// straight layers at that very scale place it on whole pixels (crisp glyphs),
    /// turned or moving ones resample it.
    private func paintCoverage(_ mask: AlphaMask, origin: Point, scale: Double, color: Color, _ rec: LayerRecord,
                               _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let world = rec.world
        let color = color.premultipliedARGB32(opacity: alpha)
        if world.isRectilinear && world.a > 0 && abs(world.a - world.d) <= 1e-9 * world.a && world.scaleFactor == scale {
            let p = world.apply(to: origin)
            compositor.fill(clip, color: color, through: mask, at: (Int(p.x.rounded()), Int(p.y.rounded())), in: dst)
        } else {
            let maskToDevice = AffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: origin.x, ty: origin.y)
                .concatenating(world)
            guard let deviceToMask = maskToDevice.inverted() else { return }
            let area = PixelRect(covering: maskToDevice.apply(to: Rect(x: 0, y: 0, width: Double(mask.width),
                                                                       height: Double(mask.height)))).insetBy(-1)
            compositor.fill(area.intersection(clip), color: color, through: mask, deviceToMask: deviceToMask, in: dst)
        }
    }

    /// The layer's shadow: its first filled shape's (``ContentSummary/shadow``), else its
    /// rounded bounds' when it draws a background, a border or contents.
    func paintShadow(_ layer: Layer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let state = rec.state
        guard state.shadowOpacity > 0, state.shadowColor.alpha > 0, state.shadowOffset.isFinite else { return }
        let world = AffineTransform(translationX: state.shadowOffset.width, y: state.shadowOffset.height)
            .concatenating(rec.world)
        let color = state.shadowColor.withAlpha(state.shadowColor.alpha * min(state.shadowOpacity, 1))
        let blur = state.shadowRadius.isFinite ? max(state.shadowRadius, 0) : 0
        if let shape = ContentSummary(of: layer, state, scale: rec.coverageScale).shadow {
            fill(shape.shape, box: shape.box, world: shape.transform.concatenating(world),
                 blur: blur, color: color, alpha: alpha, clip: clip, dst, owner: (rec, .shadow))
        } else if state.backgroundColor.alpha > 0 || layer.contents != nil
                    || (state.borderWidth > 0 && state.borderColor.alpha > 0) {
            fill(.roundedRect(state.bounds, radius: state.cornerRadius), box: state.bounds, world: world,
                 blur: blur, color: color, alpha: alpha, clip: clip, dst, owner: (rec, .shadow))
        }
    }
}
