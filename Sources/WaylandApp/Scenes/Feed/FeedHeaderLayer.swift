import Layers

/// A scene's title and a one-line hint, centred above its content (the feed's cards,
/// the cities' list).
final class FeedHeaderLayer: Layer {
    let titleLabel = TextLayer(string: "City Guide", font: .system(size: 30, weight: .bold))
    let hintLabel = TextLayer(string: "Swipe through the cities · tap a card or drag it up to read more",
                              font: .system(size: 15))

    /// Shows the title and hint in `strings`' language.
    func setStrings(_ strings: StringCatalog) {
        setText(title: strings[.feedTitle], hint: strings[.feedHint], language: strings.language.textLanguage)
    }

    /// Shows `title` and `hint`, both in `language` (a BCP 47 tag).
    func setText(title: String, hint: String, language: String?) {
        titleLabel.string = title
        hintLabel.string = hint
        for label in [titleLabel, hintLabel] { label.language = language }
        // For screen readers: the title is the page's heading, the hint plain text.
        titleLabel.isAccessibilityElement = true
        titleLabel.accessibilityTraits = .header
        titleLabel.accessibilityLabel = titleLabel.string
        hintLabel.isAccessibilityElement = true
        hintLabel.accessibilityTraits = .staticText
        hintLabel.accessibilityLabel = hintLabel.string
    }

    /// Sets the title and hint with `fonts`.
    func setFonts(_ fonts: FontDatabase) {
        for label in [titleLabel, hintLabel] { label.fontDatabase = fonts }
    }

    override init() {
        super.init()
        name = "header"
        titleLabel.foregroundColor = Color(hex: 0x1E1B2E)
        hintLabel.foregroundColor = Color(hex: 0x7A7589)
        for label in [titleLabel, hintLabel] {
            label.alignmentMode = .center
            label.truncationMode = .end
            addSublayer(label)
        }
    }

    /// The title's and hint's colours for `palette`.
    func apply(_ palette: Palette) {
        titleLabel.foregroundColor = palette.primaryText(light: Color(hex: 0x1E1B2E))
        hintLabel.foregroundColor = palette.secondaryText(light: Color(hex: 0x7A7589))
    }

    /// Centres the two lines in `frame`; the hint goes when there is no room for it.
    func layout(in frame: Rect) {
        self.frame = frame
        let titleHeight = 38.0, hintHeight = 20.0, gap = 6.0
        let showsHint = frame.height >= titleHeight + hintHeight + gap + 24
        let total = showsHint ? titleHeight + gap + hintHeight : titleHeight
        let top = max((frame.height - total) / 2, 0)
        titleLabel.frame = Rect(x: 16, y: top, width: max(frame.width - 32, 1), height: titleHeight)
        hintLabel.frame = Rect(x: 16, y: top + titleHeight + gap, width: max(frame.width - 32, 1), height: hintHeight)
        hintLabel.isHidden = !showsHint
        titleLabel.isHidden = frame.height < titleHeight
    }
}
