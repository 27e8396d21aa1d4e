/// One window drawn on its own (``LevelRenderer``): its renderer (and so its own
/// damage tracking) and its picture, premultiplied and transparent where the window
/// draws nothing, with the window's alpha and mask already applied, and its transform too
/// unless the compositor is left to scale it (``crop``).
@MainActor
package final class RenderedLevel {
    package let window: WindowLayer
    package let renderer: Renderer
    /// The window's picture as of the last frame it was shown in; nil before that.
    package var image: Image?
    /// Whether the window showed (not hidden, alpha > 0) in the last frame.
    package var isShown = false
    /// While the window's transform is a scale the compositor can apply (``LevelCrop``),
    /// the part of the picture that fills the screen: the picture is the window drawn
    /// untransformed, and a viewport scales this part up to the whole surface. Nil: the
    /// picture is shown as it is.
    package var crop: LevelCrop?
    /// Whether every pixel of the picture was opaque in the last frame it was drawn, as
    /// its renderer found (``Renderer/coversTargetOpaquely``): its surface then declares
    /// itself opaque, so the compositor does not blend what lies under it. False for a
    /// window fading (opacity < 1) or with a mask, a rounded clip or translucent colour
    /// at any pixel.
    package var isOpaque = false
    /// Whether an opaque level above hid all of it in the last frame: it was not drawn.
    package var isCovered = false
    /// The tree's revision the picture was drawn at while the window idled, covered and
    /// not yet shown (``LevelRenderer/drawCoveredLevelAhead()``); nil when it was not.
    package var drawnAheadRevision: UInt64?
    /// The picture was drawn ahead: the frame that shows it draws only what changed since.
    package var isDrawnAhead: Bool { drawnAheadRevision != nil }

    /// "foreground splash (normal + 1)": the window's name and level, as reports name it.
    package let label: String

    package init(window: WindowLayer, threads: Int = Renderer.defaultThreads) {
        self.window = window
        renderer = Renderer(threads: threads)
        label = "\(window.name ?? "window") (\(window.windowLevel))"
    }
}
