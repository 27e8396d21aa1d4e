/// Window content that may show parts of itself in subsurfaces of the window's surface.
///
/// The window lends a ``SubsurfaceHost`` once its surface exists, and takes it back
/// (`nil`) before destroying the surface: the content destroys its subsurfaces then.
/// Whatever the content commits on its subsurfaces between two window commits is
/// applied with the window's next commit (they are synchronized).
protocol SubsurfaceContent: AnyObject {
    func attach(_ host: SubsurfaceHost?)
}
