import ArgumentParser
import Layers

/// `--appearance light|dark|system`: a fixed style, or the desktop's (`run` only; `render`
/// and `bench` never read the desktop, so `system` is light there).
enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
    case light, dark, system

    /// The fixed style, or nil for the desktop's.
    var style: Appearance.Style? {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system: nil
        }
    }
}
