/// What can go wrong finding, loading or shaping a font, worded so the fix is obvious.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// fontconfig found no usable font at all: the machine has no fonts installed.
    case noFontsInstalled
    /// fontconfig could not start (its configuration is missing or broken).
    case fontconfigUnavailable
    /// FreeType could not open a font file fontconfig pointed to.
    case unreadableFont(path: String, index: Int, freeTypeError: Int32)
    /// FreeType could not start.
    case freeTypeUnavailable(freeTypeError: Int32)
    /// The font size or scale is not a positive finite number.
    case invalidSize(Double)

    public var description: String {
        switch self {
        case .noFontsInstalled:
            "no fonts found by fontconfig: install fonts-dejavu-core (apt-get install fonts-dejavu-core), " +
                "or run scripts/install-deps"
        case .fontconfigUnavailable:
            "fontconfig could not load its configuration (/etc/fonts/fonts.conf); reinstall fontconfig-config"
        case let .unreadableFont(path, index, code):
            "FreeType cannot open font \(path) (face \(index)), error \(code); reinstall its package or run fc-cache"
        case let .freeTypeUnavailable(code):
            "FreeType failed to initialise (error \(code))"
        case let .invalidSize(size):
            "font pixel size \(size) is not usable: font size and scale must be positive and finite"
        }
    }
}
