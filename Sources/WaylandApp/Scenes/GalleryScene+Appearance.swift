import Layers

extension GalleryScene {
    /// The sheet's paper, title and tiles for `appearance`; the demos keep their colours,
    /// which are what they show.
    func apply(_ appearance: Appearance) {
        palette = Palette(appearance)
        colour()
    }

    /// The root's direct sublayers are the title and the tiles (card, demo, label).
    func colour() {
        root.backgroundColor = palette.background(light: GalleryColors.paper)
        for layer in root.sublayers {
            if let title = layer as? TextLayer {
                title.foregroundColor = palette.primaryText(light: GalleryColors.ink)
                continue
            }
            layer.backgroundColor = palette.card
            layer.borderWidth = palette.border.width
            layer.borderColor = palette.border.color
            Self.forEachText(in: layer) { text in
                // The demos' text in ink turns light on a dark card, keeping its strength.
                let strength = inkText[ObjectIdentifier(text)] ?? Self.inkStrength(of: text.foregroundColor)
                guard let strength else { return }
                inkText[ObjectIdentifier(text)] = strength
                text.foregroundColor = palette.primaryText(light: GalleryColors.ink).withAlpha(
                    palette.primaryText(light: GalleryColors.ink).alpha * strength)
            }
        }
    }

    /// `color`'s alpha when it is the gallery's ink, else nil.
    private static func inkStrength(of color: Color) -> Double? {
        color.withAlpha(1) == GalleryColors.ink ? color.alpha : nil
    }

    /// Calls `body` with every text layer under `layer`.
    private static func forEachText(in layer: Layer, _ body: (TextLayer) -> Void) {
        for sublayer in layer.sublayers {
            if let text = sublayer as? TextLayer { body(text) }
            forEachText(in: sublayer, body)
        }
    }
}
