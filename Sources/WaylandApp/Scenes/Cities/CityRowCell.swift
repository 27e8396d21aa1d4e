import Layers

/// One row of the cities list: the city's thumbnail on the left, its name above its
/// country, a hairline below. A ``CollectionViewCell``, so it is reused for another
/// city when it scrolls out: ``configure(city:)`` fills it, ``prepareForReuse()``
/// stops its picture from loading for the city it showed.
final class CityRowCell: CollectionViewCell {
    /// Every row's height, in points.
    static let height = 72.0
    /// The thumbnail's side, in points.
    static let thumbnailSide = 56.0
    static let separatorColor = Color(hex: 0xE2DCD3)

    let picture: CardPicture
    let nameLabel = TextLayer()
    let countryLabel = TextLayer()
    private let separator = Layer()
    /// The city shown.
    private(set) var city = City(name: "", country: "", description: "", picture: "")
    /// The colours last applied (``apply(_:)``).
    private(set) var palette: Palette?

    /// An empty row whose words are in `strings`' language, set with `fonts`.
    init(strings: StringCatalog, fonts: FontDatabase) {
        picture = CardPicture(unavailableText: "", language: strings.language.textLanguage, fonts: fonts)
        super.init()
        name = "city row"
        addCardLabels([
            (nameLabel, Font.system(size: 17, weight: .semibold), Color(hex: 0x1E1B2E)),
            (countryLabel, Font.system(size: 14), Color(hex: 0x7A7589)),
        ], language: strings.language.textLanguage, fonts: fonts)
        separator.backgroundColor = Self.separatorColor
        addSublayer(picture.placeholder)
        addSublayer(picture.photo)
        addSublayer(separator)
        picture.photo.cornerRadius = 10
        picture.placeholder.cornerRadius = 10
        accessibilityTraits = .button
    }

    /// The row's colours for `palette`: text, hairline and picture placeholder.
    func apply(_ palette: Palette) {
        self.palette = palette
        nameLabel.foregroundColor = palette.primaryText(light: Color(hex: 0x1E1B2E))
        countryLabel.foregroundColor = palette.secondaryText(light: Color(hex: 0x7A7589))
        separator.backgroundColor = palette.isDark || palette.isHighContrast ? palette.line(alpha: 0.12) : Self.separatorColor
        picture.apply(palette)
    }

    /// Shows `city`, its picture left to the caller to load into ``picture``.
    func configure(city: City) {
        self.city = city
        Transaction.withoutActions {
            nameLabel.string = city.name
            countryLabel.string = city.country
        }
        accessibilityLabel = "\(city.name), \(city.country)"
    }

    /// The thumbnail's size in pixels at `scale`: what its picture is decoded to cover.
    static func thumbnailPixels(scale: Double) -> Size { Size(width: thumbnailSide * scale, height: thumbnailSide * scale) }

    /// Lays out and rasterizes the name and country at `scale` now, while the row comes
    /// in (a frame that shows a new layer anyway), not in a later frame that only moves it.
    func prepareText(scale: Double) {
        _ = nameLabel.coverageMask(scale: scale)
        _ = countryLabel.coverageMask(scale: scale)
    }

    override func prepareForReuse() {
        picture.cancel()
    }

    /// Places the thumbnail, labels and hairline in a row `width` points wide.
    func layoutContents(width: Double) {
        let inset = 16.0, side = Self.thumbnailSide
        Transaction.withoutActions {
            picture.frame = Rect(x: inset, y: (Self.height - side) / 2, width: side, height: side)
            let textX = inset + side + 14, textWidth = max(width - textX - inset, 1)
            nameLabel.frame = Rect(x: textX, y: 14, width: textWidth, height: 24)
            countryLabel.frame = Rect(x: textX, y: 40, width: textWidth, height: 20)
            separator.frame = Rect(x: textX, y: Self.height - 1, width: max(width - textX, 0), height: 1)
        }
    }
}
