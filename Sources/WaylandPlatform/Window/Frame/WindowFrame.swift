import CWayland
import Layers
import Logging

/// The decorations a window draws itself when the compositor does not (GNOME, weston,
/// cage): a subsurface below the content that spans the window geometry plus a shadow
/// margin, showing the bar with the title and buttons (``FrameScene``).
///
/// It is desynchronized, so hovering a button redraws the bar without a content frame.
/// Input on it goes through ``FrameInteraction``; what that decides comes back to the
/// window as ``FrameAction``s.
@MainActor
final class WindowFrame {
    private(set) var surface: OpaquePointer?
    private var subsurface: OpaquePointer?
    private var viewport: OpaquePointer?
    private let compositor: OpaquePointer
    private let shm: OpaquePointer
    private var pool: BufferPool?
    private let scene: FrameScene
    private let renderer = Renderer()
    private let backBuffer = BackBuffer()
    private var interaction = FrameInteraction()
    private var style: FrameStyle?
    private var drawn: (style: FrameStyle, pixels: LogicalSize)?
    /// The shadow in the back buffer: a new one needs the whole frame drawn again.
    private var drawnShadow: FrameShadow?
    private var scale = 1.0
    private var placed: (x: Int, y: Int)?
    private var inputArea: Rect?
    private let logger = Logger(label: "platform.frame")
    /// Called with the frame's picture after each commit.
    var onDrawn: ((Image) -> Void)?

    init?(compositor: OpaquePointer, subcompositor: OpaquePointer, shm: OpaquePointer,
          viewporter: OpaquePointer?, parent: OpaquePointer, titleFonts: FontDatabase = .shared) {
        scene = FrameScene(titleFonts: titleFonts)
        guard let surface = wl_compositor_create_surface(compositor) else { return nil }
        guard let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent) else {
            wl_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.subsurface = subsurface
        self.compositor = compositor
        self.shm = shm
        viewport = viewporter.flatMap { wp_viewporter_get_viewport($0, surface) }
        wl_subsurface_place_below(subsurface, parent)
        wl_subsurface_set_desync(subsurface)
    }

    func destroy() {
        pool?.retire(destroyingHeld: true); pool = nil
        if let viewport { wp_viewport_destroy(viewport) }
        if let subsurface { wl_subsurface_destroy(subsurface) }
        if let surface { wl_surface_destroy(surface) }
        viewport = nil; subsurface = nil; surface = nil
    }

    /// What is drawn now, for the app's report.
    var currentStyle: FrameStyle? { style }

    /// Shows the frame in `style` at `scale` (nil hides it) and redraws what changed.
    /// The position applies with the parent's next commit.
    func show(_ style: FrameStyle?, scale: Double) {
        guard let surface, let subsurface else { return }
        guard var style else {
            if self.style != nil {
                wl_surface_attach(surface, nil, 0, 0)
                wl_surface_commit(surface)
                drawn = nil
            }
            self.style = nil
            return
        }
        style.hoveredButton = interaction.hoveredButton
        style.pressedButton = interaction.pressedButton
        self.style = style
        self.scale = scale
        let layout = style.layout
        let position = (x: -layout.margin, y: -layout.margin - FrameLayout.barHeight)
        if placed?.x != position.x || placed?.y != position.y {
            wl_subsurface_set_position(subsurface, Int32(position.x), Int32(position.y))
            placed = position
        }
        setInputArea(layout.inputArea)
        redraw()
    }

    /// Pointer and touch input on the frame's surface, in its coordinates.
    func handle(_ input: SeatInput) -> [FrameAction] {
        guard let layout = style?.layout else { return [] }
        var actions: [FrameAction]
        switch input.event {
        case let .pointerMotion(x, y):
            actions = interaction.pointerMoved(to: layout.region(atX: x, y: y), serial: input.serial)
        case .pointerLeave:
            interaction.pointerLeft()
            actions = []
        case let .pointerButton(button, pressed, x, y):
            actions = interaction.button(button, pressed: pressed, region: layout.region(atX: x, y: y),
                                         x: x, y: y, serial: input.serial, time: input.time)
        case let .touchDown(_, x, y):
            actions = interaction.touchDown(region: layout.region(atX: x, y: y), x: x, y: y,
                                            serial: input.serial, time: input.time)
        case .touchUp:
            actions = interaction.touchUp()
        default:
            return []
        }
        if let style { show(style, scale: scale) }
        return actions
    }

    private func setInputArea(_ area: Rect) {
        guard let surface, area != inputArea, let region = wl_compositor_create_region(compositor) else { return }
        wl_region_add(region, Int32(area.minX), Int32(area.minY), Int32(area.width), Int32(area.height))
        wl_surface_set_input_region(surface, region)
        wl_region_destroy(region)
        inputArea = area
    }

    /// Draws the style into a free buffer and commits it, unless it is on screen already.
    private func redraw() {
        guard let surface, let style else { return }
        let logical = style.layout.surfaceSize
        // A viewport shows a buffer at any scale sharply; without one, the next whole scale.
        let pixelScale = viewport != nil ? scale : scale.rounded(.up)
        let pixels = logical.scaled(by: pixelScale)
        guard drawn?.style != style || drawn?.pixels != pixels else { return }
        do {
            if pool?.width != pixels.width || pool?.height != pixels.height {
                pool?.retire()
                pool = try BufferPool(shm: shm, width: pixels.width, height: pixels.height, count: 2, maximumCount: 3)
                pool?.onRelease = { [weak self] in self?.redraw() }
                try backBuffer.resize(pixelWidth: pixels.width, pixelHeight: pixels.height)
                renderer.invalidate()
                drawnShadow = nil
            }
            guard let buffer = try pool?.acquire(), let image = backBuffer.image else { return }
            scene.update(style)
            let shadow = style.shadow(scale: pixelScale)
            if shadow != drawnShadow { renderer.invalidate() }
            let damage = try renderer.render(scene.root, at: 0, into: image, scale: pixelScale)
            shadow?.drawUnder(into: image, within: damage)
            drawnShadow = shadow
            let rects = backBuffer.present(damage, into: buffer.target)
            if let viewport {
                wp_viewport_set_destination(viewport, Int32(logical.width), Int32(logical.height))
            } else {
                wl_surface_set_buffer_scale(surface, Int32(pixelScale))
            }
            wl_surface_attach(surface, buffer.proxy, 0, 0)
            for rect in rects {
                wl_surface_damage_buffer(surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
            }
            wl_surface_commit(surface)
            pool?.submit(buffer)
            drawn = (style, pixels)
            onDrawn?(image)
        } catch {
            logger.error("cannot draw the window frame: \(error)")
        }
    }
}
