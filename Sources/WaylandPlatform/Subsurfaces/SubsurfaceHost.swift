import CWayland

/// What a window lends its content for surfaces of the content's own, stacked over the
/// window's surface as subsurfaces (``LevelSurface``): the globals to make them, the
/// parent, and the scale the parent is drawn at, which every subsurface must match.
///
/// Content only passes it on to the ``LevelSurface``s it makes.
@MainActor
public final class SubsurfaceHost {
    /// How the parent maps its buffers to surface coordinates this frame.
    enum Scaling: Equatable {
        /// wl_surface.set_buffer_scale.
        case buffer(Int32)
        /// Fractional scaling: a viewport shows the buffer at this logical size.
        case viewport(LogicalSize)
    }

    let compositor: OpaquePointer
    let subcompositor: OpaquePointer
    let shm: OpaquePointer
    let viewporter: OpaquePointer?
    /// The window's wl_surface.
    let parent: OpaquePointer
    /// Set by the window before each frame it asks the content to draw.
    var scaling = Scaling.buffer(1)
    /// True when a subsurface committed or was restacked since the parent's last commit:
    /// synchronized, what it did shows only with the parent's next commit, which the
    /// window then makes even for a frame that changed none of its own pixels.
    var awaitsParentCommit = false

    /// True when the compositor can show part of a subsurface's picture scaled over the
    /// whole surface (wp_viewporter): ``LevelSurface/crop``.
    public var canCrop: Bool { viewporter != nil }

    init(compositor: OpaquePointer, subcompositor: OpaquePointer, shm: OpaquePointer, viewporter: OpaquePointer?,
         parent: OpaquePointer) {
        self.compositor = compositor
        self.subcompositor = subcompositor
        self.shm = shm
        self.viewporter = viewporter
        self.parent = parent
    }
}
