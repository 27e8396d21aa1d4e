import Layers

/// One window of a levelled scene (``Scene/isLevelled``) drawn on its own: its renderer (and so its own
/// damage tracking) and its picture, premultiplied and transparent where the window
/// draws nothing, with the window's alpha and mask already applied, and its transform too
/// unless the compositor is left to scale it (``crop``).
final class RenderedLevel {
    let window: WindowLayer
    let renderer: Renderer
    /// The window's picture as of the last frame it was shown in; nil before that.
    var image: Image?
    /// Whether the window showed (not hidden, alpha > 0) in the last frame.
    var isShown = false
    /// While the window's transform is a scale the compositor can apply (``LevelCrop``),
    /// the part of the picture that fills the screen: the picture is the window drawn
    /// untransformed, and a viewport scales this part up to the whole surface. Nil: the
    /// picture is shown as it is.
    var crop: LevelCrop?
    /// Whether every pixel of the picture was opaque in the last frame it was drawn, as
    /// its renderer found (``Renderer/coversTargetOpaquely``): its surface then declares
    /// itself opaque, so the compositor does not blend what lies under it. False for a
    /// window fading (opacity < 1) or with a mask, a rounded clip or translucent colour
    /// at any pixel.
    var isOpaque = false
    /// Whether an opaque level above hid all of it in the last frame: it was not drawn.
    var isCovered = false
    /// The tree's revision the picture was drawn at while the window idled, covered and
    /// not yet shown (``LevelRenderer/drawCoveredLevelAhead()``); nil when it was not.
    var drawnAheadRevision: UInt64?
    /// The picture was drawn ahead: the frame that shows it draws only what changed since.
    var isDrawnAhead: Bool { drawnAheadRevision != nil }

    /// "foreground splash (normal + 1)": how the app's stdout lines name the level.
    let label: String

    init(window: WindowLayer, threads: Int = Renderer.defaultThreads) {
        self.window = window
        renderer = Renderer(threads: threads)
        label = "\(window.name ?? "window") (\(window.windowLevel))"
    }
}
