import CWayland
import Layers

/// The window's own decorations: the frame subsurface, what its input asks for, and
/// the rounded bottom corners of the content.
extension Window {
    /// Shows, updates or hides the frame for a configure (or a scale change).
    func updateFrame(_ applied: ConfigureState.Applied) {
        let shown = applied.titleBarHeight > 0
        if shown, frame == nil, let compositor = registry.compositor, let subcompositor = registry.subcompositor,
           let shm = registry.shm, let surface {
            frame = WindowFrame(compositor: compositor, subcompositor: subcompositor, shm: shm,
                                viewporter: fractionalScalingInUse ? registry.viewporter : nil, parent: surface,
                                titleFonts: titleFonts)
            cursorTheme = CursorTheme(compositor: compositor, shm: shm)
            frame?.onDrawn = onDecorationsDrawn
        }
        let style = shown ? frameStyle(for: applied) : nil
        // Drawn before the content's first buffer, though a launch waits for it: mutter
        // clips the window geometry to what the surfaces cover at the first commit, and
        // without the bar it shrinks the window by the bar's height.
        frame?.show(style, scale: scaleState.scale, contentIsOpaque: content.isOpaque)
        let summary = DecorationSummary(style: style)
        if summary != reportedDecorations {
            reportedDecorations = summary
            onDecorationsChanged?(summary)
        }
    }

    /// The appearance of the decorations the window draws itself (the title bar, its
    /// buttons, the outline): set it with the content's (`LayerHost.appearance` in Layers). A
    /// change redraws the frame at once, with the next frame.
    public var appearance: Appearance {
        get { frameAppearance }
        set {
            guard newValue != frameAppearance else { return }
            frameAppearance = newValue
            if let applied = state.applied, applied.titleBarHeight > 0 {
                updateFrame(applied)
                needsDraw = true
            }
        }
    }

    /// Tells the compositor which of the content's pixels are opaque, with the frame about
    /// to be committed, when that changed: asked every frame, as the content's root
    /// layer may turn translucent (an animated opacity) between configures.
    func updateOpaqueRegion(_ applied: ConfigureState.Applied) {
        let rounded = applied.titleBarHeight > 0 && applied.isFloating
        let region = OpaqueRegion(size: applied.size, contentIsOpaque: content.isOpaque,
                                  cornerRadius: rounded ? FrameLayout.cornerRadius : 0)
        guard region != opaqueRegion, let surface, let compositor = registry.compositor else { return }
        region.apply(to: surface, compositor: compositor)
        opaqueRegion = region
    }

    private func frameStyle(for applied: ConfigureState.Applied) -> FrameStyle {
        FrameStyle(layout: FrameLayout(contentSize: applied.size, isFloating: applied.isFloating,
                                       capabilities: applied.capabilities),
                   title: title, isActivated: applied.isActivated, isMaximized: applied.isMaximized,
                   appearance: frameAppearance)
    }

    /// Does what the frame's input asked for.
    func perform(_ actions: [FrameAction], seat: Seat?) {
        guard let toplevel else { return }
        for action in actions {
            switch action {
            case let .move(serial):
                guard let proxy = seat?.proxy else { continue }
                xdg_toplevel_move(toplevel, proxy, serial)
                onFrameRequest?("move")
            case let .resize(edge, serial):
                guard let proxy = seat?.proxy else { continue }
                xdg_toplevel_resize(toplevel, proxy, serial, edge.rawValue)
                onFrameRequest?("resize \(edge.name)")
            case .toggleMaximize:
                toggleMaximize()
            case .minimize:
                xdg_toplevel_set_minimized(toplevel)
                onFrameRequest?("minimize")
            case .close:
                onClose?()
            case let .showWindowMenu(serial, x, y):
                showWindowMenu(seat: seat, serial: serial, frameX: x, frameY: y)
            case let .setCursor(shape, serial):
                if let pointer = seat?.pointerProxy { showCursor(shape, on: pointer, serial: serial) }
            }
        }
    }

    /// By name where the compositor offers cursor-shape-v1, else from the XCursor theme.
    private func showCursor(_ shape: CursorShape, on pointer: OpaquePointer, serial: UInt32) {
        if let manager = registry.cursorShapeManager {
            if cursorShapeDevice?.pointer != pointer {
                cursorShapeDevice?.destroy()
                cursorShapeDevice = CursorShapeDevice(manager: manager, pointer: pointer)
            }
            cursorShapeDevice?.show(shape, serial: serial)
        } else {
            cursorTheme?.show(shape, on: pointer, serial: serial, scale: scaleState.bufferScale)
        }
    }

    /// Asks the compositor to maximize the window, or to restore it (double click, button).
    func toggleMaximize() {
        guard let toplevel, let applied = state.applied, applied.capabilities.contains(.maximize) else { return }
        if applied.isMaximized { xdg_toplevel_unset_maximized(toplevel) } else { xdg_toplevel_set_maximized(toplevel) }
        onFrameRequest?(applied.isMaximized ? "unmaximize" : "maximize")
    }

    private func showWindowMenu(seat: Seat?, serial: UInt32, frameX: Double, frameY: Double) {
        guard let toplevel, let proxy = seat?.proxy, let layout = frame?.currentStyle?.layout,
              state.applied?.capabilities.contains(.windowMenu) == true else { return }
        // The request takes window geometry coordinates; the frame's start at its margin.
        let x = Int32(frameX) - Int32(layout.margin)
        let y = Int32(frameY) - Int32(layout.margin)
        xdg_toplevel_show_window_menu(toplevel, proxy, serial, x, y)
        onFrameRequest?("window-menu")
    }

    /// Clears the outside of the content's bottom corners while the window floats with
    /// its own frame, in the pixels the content has just drawn.
    func roundCorners(of target: PixelTarget, damage: [PixelRect], applied: ConfigureState.Applied, pixels: LogicalSize) {
        let areas = cornerMask.repaintedAreas(damage: damage, age: target.age, size: pixels)
        guard applied.titleBarHeight > 0, applied.isFloating else { return }
        CornerMask.apply(radius: FrameLayout.cornerRadius * Double(pixels.width) / Double(applied.size.width),
                         to: target, within: areas)
    }
}

/// Who decorates the window and how, as the app reports it (`decorations …` lines).
public struct DecorationSummary: Equatable, Sendable, CustomStringConvertible {
    /// True when the window draws its own title bar.
    public var isClientSide: Bool
    /// The title the bar shows.
    public var title: String
    /// The bar's buttons, left to right.
    public var buttons: [FrameButton]
    /// Rounded corners and a shadow (false when maximized, tiled or fullscreen).
    public var isFloating: Bool

    init(style: FrameStyle?) {
        isClientSide = style != nil
        title = style?.title ?? ""
        buttons = style?.layout.buttons ?? []
        isFloating = style?.layout.isFloating ?? false
    }

    /// `client title "T" buttons minimize,maximize,close floating`, or `server`.
    public var description: String {
        guard isClientSide else { return "server" }
        let list = buttons.isEmpty ? "none" : buttons.map(\.rawValue).joined(separator: ",")
        return "client title \"\(title)\" buttons \(list) \(isFloating ? "floating" : "square")"
    }
}
