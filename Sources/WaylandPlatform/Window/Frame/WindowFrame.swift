import CWayland
import Layers

/// The decorations a window draws itself when the compositor does not (GNOME, weston,
/// cage): the bar with the title and buttons (``FrameScene``) and the shadow, on a frame
/// surface that spans the window geometry plus a shadow margin. The surface is cut into
/// ``FramePiece``s, subsurfaces below the content: around opaque content only the four
/// pieces it leaves visible are drawn.
///
/// Once the window has shown its first frame they are desynchronized, so hovering a
/// button redraws the bar without a content frame.
/// Input on it goes through ``FrameInteraction``; what that decides comes back to the
/// window as ``FrameAction``s.
@MainActor
final class WindowFrame {
    private let compositor: OpaquePointer
    private let subcompositor: OpaquePointer
    private let shm: OpaquePointer
    private let viewporter: OpaquePointer?
    private let parent: OpaquePointer
    /// The surfaces the frame is drawn in: one spanning it all, or four around opaque content.
    private var pieces: [FramePiece] = []
    private let scene: FrameScene
    /// What the renderer draws: the scene, moved so that a piece's corner is at the origin.
    private let holder = Layer()
    private let renderer = Renderer(threads: 1)
    private var interaction = FrameInteraction()
    private var style: FrameStyle?
    private var drawn: (style: FrameStyle, scale: Double, rects: [PixelRect])?
    private var scale = 1.0
    /// The content covers the middle with opaque pixels: only the rest is drawn.
    private var contentIsOpaque = false
    /// Called with the whole frame's picture after each draw (``Window/onDecorationsDrawn``).
    var onDrawn: ((Image) -> Void)?

    init?(compositor: OpaquePointer, subcompositor: OpaquePointer, shm: OpaquePointer,
          viewporter: OpaquePointer?, parent: OpaquePointer, titleFonts: FontDatabase = .shared) {
        scene = FrameScene(titleFonts: titleFonts)
        self.compositor = compositor
        self.subcompositor = subcompositor
        self.shm = shm
        self.viewporter = viewporter
        self.parent = parent
        holder.addSublayer(scene.root)
        // The first piece exists from the start: a window without it would have no frame at all.
        guard makePiece() != nil else { return nil }
    }

    func destroy() {
        for piece in pieces { piece.destroy() }
        pieces.removeAll()
    }

    /// What is drawn now, for the app's report.
    var currentStyle: FrameStyle? { style }

    /// True when `surface` is one of the frame's.
    func owns(_ surface: OpaquePointer?) -> Bool {
        surface != nil && pieces.contains { $0.surface == surface }
    }

    /// Shows the frame in `style` at `scale` (nil hides it) and redraws it if it changed.
    /// The position applies with the parent's next commit. Over `contentIsOpaque`
    /// content the frame is drawn only around it (``FrameLayout/pieces(overOpaqueContent:)``).
    func show(_ style: FrameStyle?, scale: Double, contentIsOpaque: Bool) {
        self.contentIsOpaque = contentIsOpaque
        guard var style else {
            for piece in pieces { piece.hide() }
            self.style = nil
            drawn = nil
            return
        }
        style.hoveredButton = interaction.hoveredButton
        style.pressedButton = interaction.pressedButton
        self.style = style
        self.scale = scale
        redraw()
    }

    /// Pointer and touch input on one of the frame's surfaces, in its coordinates.
    func handle(_ input: SeatInput) -> [FrameAction] {
        guard let layout = style?.layout,
              let rect = pieces.first(where: { $0.surface == input.surface })?.rect else { return [] }
        // Frame surface coordinates: the piece's own plus its corner.
        func region(_ x: Double, _ y: Double) -> FrameRegion {
            layout.region(atX: x + Double(rect.x), y: y + Double(rect.y))
        }
        var actions: [FrameAction]
        switch input.event {
        case let .pointerMotion(x, y):
            actions = interaction.pointerMoved(to: region(x, y), serial: input.serial)
        case .pointerLeave:
            interaction.pointerLeft()
            actions = []
        case let .pointerButton(button, pressed, x, y):
            actions = interaction.button(button, pressed: pressed, region: region(x, y),
                                         x: x + Double(rect.x), y: y + Double(rect.y), serial: input.serial, time: input.time)
        case let .touchDown(_, x, y):
            actions = interaction.touchDown(region: region(x, y), x: x + Double(rect.x), y: y + Double(rect.y),
                                            serial: input.serial, time: input.time)
        case .touchUp:
            actions = interaction.touchUp()
        default:
            return []
        }
        if let style { show(style, scale: scale, contentIsOpaque: contentIsOpaque) }
        return actions
    }

    /// The window committed a frame with a buffer: the pieces' commits no longer wait for its.
    func windowCommitted() {
        guard !piecesAreIndependent else { return }
        piecesAreIndependent = true
        for piece in pieces { piece.makeIndependent() }
    }
    private var piecesAreIndependent = false

    private func makePiece() -> FramePiece? {
        guard let piece = FramePiece(compositor: compositor, subcompositor: subcompositor, shm: shm,
                                     viewporter: viewporter, parent: parent) else { return nil }
        if piecesAreIndependent { piece.makeIndependent() }
        piece.onBufferReleased = { [weak self] in self?.redraw() }
        pieces.append(piece)
        return piece
    }

    /// Draws every piece of the style, unless it is on screen already.
    private func redraw() {
        guard let style else { return }
        let layout = style.layout
        // A viewport shows a buffer at any scale sharply; without one, the next whole scale.
        let pixelScale = viewporter != nil ? scale : scale.rounded(.up)
        // Pieces meet on whole pixels only at a whole scale: at a fractional one, one surface.
        let rects = layout.pieces(overOpaqueContent: contentIsOpaque && pixelScale.rounded() == pixelScale)
        guard drawn?.style != style || drawn?.scale != pixelScale || drawn?.rects != rects else { return }
        scene.update(style)
        let origin = (x: -layout.margin, y: -layout.margin - FrameLayout.barHeight)
        let input = layout.inputArea
        let inputArea = PixelRect(x: Int(input.minX), y: Int(input.minY), width: Int(input.width), height: Int(input.height))
        while pieces.count < rects.count, makePiece() != nil {}
        var complete = true
        for (index, piece) in pieces.enumerated() {
            guard index < rects.count else { piece.hide(); continue }
            piece.place(rects[index], frameOrigin: origin, input: inputArea)
            complete = piece.draw(scale: pixelScale) { image in
                try paint(style, piece: rects[index], scale: pixelScale, into: image)
            } && complete
        }
        // A piece without a free buffer draws when one comes back (onBufferReleased).
        drawn = complete ? (style, pixelScale, rects) : nil
        if let onDrawn { drawWhole(style, scale: pixelScale).map(onDrawn) }
    }

    /// Draws the frame's `piece` (frame points) into `image`: the scene, then the shadow under it.
    private func paint(_ style: FrameStyle, piece: PixelRect, scale: Double, into image: Image) throws {
        Transaction.withoutActions {
            holder.frame = Rect(0, 0, Double(piece.width), Double(piece.height))
            let size = scene.root.frame.size
            scene.root.frame = Rect(x: Double(-piece.x), y: Double(-piece.y), width: size.width, height: size.height)
        }
        renderer.invalidate()
        let drawn = try renderer.render(holder, at: 0, into: image, scale: scale)
        let offset = Point(Double(piece.x) * scale, Double(piece.y) * scale)
        style.shadow(scale: scale)?.movedBy(dx: -offset.x, dy: -offset.y).drawUnder(into: image, within: drawn)
    }

    /// The whole frame surface in one picture, for ``onDrawn`` (the app's `--dump-decorations`).
    private func drawWhole(_ style: FrameStyle, scale: Double) -> Image? {
        let size = style.layout.surfaceSize
        let pixels = size.scaled(by: scale)
        guard let image = try? Image(width: pixels.width, height: pixels.height) else { return nil }
        try? paint(style, piece: PixelRect(x: 0, y: 0, width: size.width, height: size.height), scale: scale, into: image)
        return image
    }
}
