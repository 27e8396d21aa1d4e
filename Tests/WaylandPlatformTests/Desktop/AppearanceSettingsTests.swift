import Layers
import Testing
@testable import WaylandPlatform

/// The portal's appearance keys, checked: what each value means, and what a value of the
/// wrong type or out of range does (a clear refusal or warning, the setting kept or
/// taken as no preference). `accent-color` is tested here only: Debian 12's portal
/// (1.16) has no such key.
struct AppearanceSettingsTests {
    private let appearanceNamespace = "org.freedesktop.appearance"

    @Test("color-scheme 0, 1, 2: light, dark, light", arguments: [
        (UInt32(0), Appearance.Style.light, AppearanceSettings.ColorScheme.noPreference),
        (1, .dark, .preferDark), (2, .light, .preferLight),
    ])
    func colorScheme(value: UInt32, style: Appearance.Style, scheme: AppearanceSettings.ColorScheme) {
        var settings = AppearanceSettings()
        #expect(settings.update(namespace: appearanceNamespace, key: "color-scheme", value: .uint32(value)) == .applied)
        #expect(settings.colorScheme == scheme)
        #expect(settings.appearance.style == style)
        #expect(settings.isKnown)
    }

    @Test("an unknown color-scheme is no preference, with a warning naming it")
    func unknownColorScheme() {
        var settings = AppearanceSettings(colorScheme: .preferDark)
        let update = settings.update(namespace: appearanceNamespace, key: "color-scheme", value: .uint32(7))
        guard case let .appliedWithWarning(text) = update else { Issue.record("got \(update)"); return }
        #expect(text.contains("7") && text.contains("no preference"))
        #expect(settings.colorScheme == .noPreference && settings.appearance.style == .light)
    }

    @Test("color-scheme of the wrong type is refused and the setting kept", arguments: [
        BusValue.string("prefer-dark"), .bool(true), .int32(-1), .double(1), .doubles([1, 0, 0]),
    ])
    func wrongTypeRefused(value: BusValue) {
        var settings = AppearanceSettings(colorScheme: .preferDark)
        let update = settings.update(namespace: appearanceNamespace, key: "color-scheme", value: value)
        guard case let .refused(text) = update else { Issue.record("got \(update)"); return }
        #expect(text.contains("uint32"))
        #expect(settings.colorScheme == .preferDark)
    }

    @Test("a signed color-scheme (a backend that sends int32) is taken")
    func signedColorScheme() {
        var settings = AppearanceSettings()
        #expect(settings.update(namespace: appearanceNamespace, key: "color-scheme", value: .int32(1)) == .applied)
        #expect(settings.appearance.isDark)
    }

    @Test("accent-color (ddd) in 0…1 is the accent colour")
    func accentColor() {
        var settings = AppearanceSettings()
        #expect(settings.update(namespace: appearanceNamespace, key: "accent-color", value: .doubles([0.2, 0.5, 0.9])) == .applied)
        #expect(settings.appearance.accentColor == Color(red: 0.2, green: 0.5, blue: 0.9))
    }

    @Test("accent-color with NaN, infinite or out-of-range components: no accent colour, with a warning", arguments: [
        [Double.nan, 0, 0], [0, .infinity, 0], [-0.1, 0.5, 0.5], [0.5, 0.5, 1.5],
    ])
    func accentOutOfRange(components: [Double]) {
        var settings = AppearanceSettings(accentColor: .red)
        let update = settings.update(namespace: appearanceNamespace, key: "accent-color", value: .doubles(components))
        guard case let .appliedWithWarning(text) = update else { Issue.record("got \(update)"); return }
        #expect(text.contains("outside 0…1"))
        #expect(settings.accentColor == nil)
    }

    @Test("accent-color of the wrong shape is refused and the colour kept", arguments: [
        BusValue.doubles([0.1, 0.2]), .string("#3584e4"), .uint32(3),
    ])
    func accentWrongShape(value: BusValue) {
        var settings = AppearanceSettings(accentColor: .red)
        guard case .refused = settings.update(namespace: appearanceNamespace, key: "accent-color", value: value) else {
            Issue.record("not refused"); return
        }
        #expect(settings.accentColor == .red)
    }

    @Test("high contrast: GNOME's high-contrast true, or contrast 1; either is enough", arguments: [
        (nil, nil, Appearance.Contrast.normal), (true, nil, .high), (false, nil, .normal),
        (nil, UInt32(1), .high), (false, 1, .high), (true, 0, .high), (false, 0, .normal),
    ] as [(Bool?, UInt32?, Appearance.Contrast)])
    func contrast(highContrast: Bool?, contrast: UInt32?, expected: Appearance.Contrast) {
        #expect(AppearanceSettings(highContrast: highContrast, contrast: contrast).appearance.contrast == expected)
    }

    @Test("high-contrast must be a boolean; contrast 2 is no preference")
    func contrastValidation() {
        var settings = AppearanceSettings(highContrast: true)
        guard case .refused = settings.update(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast",
                                              value: .uint32(1)) else { Issue.record("not refused"); return }
        #expect(settings.highContrast == true)
        guard case .appliedWithWarning = settings.update(namespace: appearanceNamespace, key: "contrast", value: .uint32(2))
        else { Issue.record("no warning"); return }
        #expect(settings.contrast == 0)
        #expect(settings.update(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast", value: .bool(false)) == .applied)
        #expect(settings.appearance.contrast == .normal)
    }

    @Test("keys that are not appearance keys are not taken")
    func otherKeys() {
        var settings = AppearanceSettings()
        #expect(settings.update(namespace: "org.gnome.desktop.interface", key: "enable-animations", value: .bool(false)) == .notMine)
        #expect(settings.update(namespace: appearanceNamespace, key: "reduced-motion", value: .uint32(1)) == .notMine)
        #expect(!settings.isKnown)
    }
}
