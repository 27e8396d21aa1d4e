import Layers

extension Layer {
    /// Adds `labels` as sublayers, each in its font and colour, placed by its top left
    /// corner and cut short with an ellipsis, in `language` with `fonts`: the text of a
    /// city's card and of its row in the list, set up alike.
    func addCardLabels(_ labels: [(label: TextLayer, font: Font, color: Color)], language: String, fonts: FontDatabase) {
        for (label, font, color) in labels {
            label.font = font
            label.foregroundColor = color
            label.anchorPoint = .zero
            label.truncationMode = .end
            label.language = language
            label.fontDatabase = fonts
            addSublayer(label)
        }
    }
}
