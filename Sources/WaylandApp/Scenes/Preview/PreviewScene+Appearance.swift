import Layers

extension PreviewScene {
    /// The home screen is its own dark wallpaper in either appearance; the menu follows.
    func apply(_ appearance: Appearance) {
        menu.apply(Palette(appearance))
    }
}
