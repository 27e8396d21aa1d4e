import Layers

/// Where everything of the client-drawn frame is, without Wayland or pixels.
///
/// The frame surface spans the window geometry (title bar + content) plus a margin on
/// every side for the shadow while the window floats, as GNOME apps draw theirs; its
/// coordinates start at the margin's top left corner. The numbers follow libadwaita's
/// header bar: 46 points tall, 24-point round buttons, 12-point window corners.
struct FrameLayout: Equatable {
    static let barHeight = 46
    static let cornerRadius = 12.0
    /// Room for the shadow around a floating window.
    static let shadowMargin = 28
    /// How far outside the geometry the resize border reaches.
    static let resizeBorder = 10
    /// How far along an edge from a corner a drag resizes both ways.
    static let cornerLength = 20.0
    static let buttonDiameter = 24.0
    static let buttonSpacing = 10.0
    static let barPadding = 11.0

    /// The content's size (the geometry without the bar).
    var contentSize: LogicalSize
    var isFloating: Bool
    var buttons: [FrameButton]

    init(contentSize: LogicalSize, isFloating: Bool, capabilities: WindowCapabilities) {
        self.contentSize = contentSize
        self.isFloating = isFloating
        buttons = FrameButton.allCases.filter { $0.capability.map(capabilities.contains) ?? true }
    }

    var margin: Int { isFloating ? Self.shadowMargin : 0 }
    var cornerRadius: Double { isFloating ? Self.cornerRadius : 0 }

    /// The whole frame surface, in logical points.
    var surfaceSize: LogicalSize {
        LogicalSize(width: contentSize.width + 2 * margin, height: contentSize.height + Self.barHeight + 2 * margin)
    }

    /// The window geometry within the frame surface.
    var geometry: Rect {
        Rect(Double(margin), Double(margin), Double(contentSize.width), Double(contentSize.height + Self.barHeight))
    }

    var bar: Rect { Rect(geometry.minX, geometry.minY, geometry.width, Double(Self.barHeight)) }

    /// What opaque content hides for sure, in frame surface points: the content's area
    /// above its rounded bottom corners (the corners are cut from the content, so the
    /// frame's window shape shows there).
    var coveredByOpaqueContent: PixelRect {
        let corners = isFloating ? Int(Self.cornerRadius.rounded(.up)) + 1 : 0
        return PixelRect(x: margin, y: margin + Self.barHeight, width: contentSize.width,
                         height: max(0, contentSize.height - corners))
    }

    /// The rectangles of the frame surface (points) the frame draws: all of it, or over
    /// opaque content all but ``coveredByOpaqueContent``, which is up to four pieces
    /// (above, below, left and right of it).
    func pieces(overOpaqueContent: Bool) -> [PixelRect] {
        let surface = PixelRect(x: 0, y: 0, width: surfaceSize.width, height: surfaceSize.height)
        guard overOpaqueContent else { return [surface] }
        var parts: [PixelRect] = []
        surface.forEachPart(outside: coveredByOpaqueContent) { parts.append($0) }
        return parts
    }

    /// The area that takes input: the geometry plus the resize border while floating.
    var inputArea: Rect {
        let border = isFloating ? Double(Self.resizeBorder) : 0
        return Rect(geometry.minX - border, geometry.minY - border, geometry.width + 2 * border, geometry.height + 2 * border)
    }

    /// The round button `button`'s circle, nil when it is not shown.
    func frame(of button: FrameButton) -> Rect? {
        guard let index = buttons.firstIndex(of: button) else { return nil }
        let fromRight = Double(buttons.count - 1 - index)
        let x = bar.maxX - Self.barPadding - Self.buttonDiameter - fromRight * (Self.buttonDiameter + Self.buttonSpacing)
        return Rect(x, bar.minY + (bar.height - Self.buttonDiameter) / 2, Self.buttonDiameter, Self.buttonDiameter)
    }

    /// Where the title goes: centred on the bar, clear of the buttons on both sides.
    var titleArea: Rect {
        let buttonsWidth = Double(buttons.count) * (Self.buttonDiameter + Self.buttonSpacing) + Self.barPadding
        let width = max(0, bar.width - 2 * buttonsWidth)
        return Rect(bar.midX - width / 2, bar.minY, width, bar.height)
    }

    /// What is at (x, y) in frame surface coordinates.
    func region(atX x: Double, y: Double) -> FrameRegion {
        guard inputArea.contains(Point(x, y)) else { return .none }
        if let edge = edge(atX: x, y: y) { return .edge(edge) }
        for button in buttons {
            // The whole bar height above and below a button belongs to it, as in GTK.
            if let circle = frame(of: button), x >= circle.minX - Self.buttonSpacing / 2,
               x < circle.maxX + Self.buttonSpacing / 2, y >= bar.minY, y < bar.maxY {
                return .button(button)
            }
        }
        return bar.contains(Point(x, y)) ? .titleBar : .none
    }

    private func edge(atX x: Double, y: Double) -> ResizeEdge? {
        guard isFloating else { return nil }
        let g = geometry
        let top = y < g.minY, bottom = y >= g.maxY, left = x < g.minX, right = x >= g.maxX
        guard top || bottom || left || right else { return nil }
        let nearLeft = x < g.minX + Self.cornerLength, nearRight = x >= g.maxX - Self.cornerLength
        let nearTop = y < g.minY + Self.cornerLength, nearBottom = y >= g.maxY - Self.cornerLength
        if (top || left) && nearTop && nearLeft { return .topLeft }
        if (top || right) && nearTop && nearRight { return .topRight }
        if (bottom || left) && nearBottom && nearLeft { return .bottomLeft }
        if (bottom || right) && nearBottom && nearRight { return .bottomRight }
        if top { return .top }
        if bottom { return .bottom }
        return left ? .left : .right
    }
}
