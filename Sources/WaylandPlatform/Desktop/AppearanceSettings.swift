import Layers

/// The desktop's appearance as the XDG desktop portal reports it, and what it means for
/// the app: ``appearance``.
///
/// Keys of the portal's `org.freedesktop.portal.Settings`:
/// - `org.freedesktop.appearance` `color-scheme` (uint32: 0 no preference, 1 prefer dark,
///   2 prefer light): GNOME's and KDE's dark style switch;
/// - `org.freedesktop.appearance` `accent-color` (`(ddd)`, sRGB 0…1): newer portals
///   only (Debian 12's 1.16 has no such key);
/// - `org.gnome.desktop.a11y.interface` `high-contrast` (boolean): GNOME's High Contrast
///   switch, which the GTK backend passes on from GSettings;
/// - `org.freedesktop.appearance` `contrast` (uint32: 0 no preference, 1 higher): the
///   desktop-neutral key of newer portals.
///
/// Either contrast key asking for more is enough. Every value is checked: one of the
/// wrong type or out of range is refused with a log line naming the key and what was wanted, and
/// the setting stays as it was; an unknown `color-scheme` counts as no preference.
public struct AppearanceSettings: Equatable, Sendable {
    /// The portal's `color-scheme`.
    public enum ColorScheme: UInt32, Equatable, Sendable {
        /// 0: the app chooses (light, here).
        case noPreference = 0
        /// 1: dark.
        case preferDark = 1
        /// 2: light.
        case preferLight = 2
    }

    /// `color-scheme`; nil when the portal did not say.
    public var colorScheme: ColorScheme?
    /// `accent-color`, opaque; nil when the portal did not say (or has no such key).
    public var accentColor: Color?
    /// GNOME's `high-contrast`; nil when the portal did not say.
    public var highContrast: Bool?
    /// `org.freedesktop.appearance` `contrast` (0 no preference, 1 higher); nil when the portal did not say.
    public var contrast: UInt32?

    /// Settings with no key known: light, normal contrast, no accent colour.
    public init(colorScheme: ColorScheme? = nil, accentColor: Color? = nil, highContrast: Bool? = nil,
                contrast: UInt32? = nil) {
        self.colorScheme = colorScheme
        self.accentColor = accentColor
        self.highContrast = highContrast
        self.contrast = contrast
    }

    /// What the app shows: dark only when the desktop prefers dark, high contrast when
    /// either contrast key asks for it, the desktop's accent colour when it has one.
    public var appearance: Appearance {
        Appearance(style: colorScheme == .preferDark ? .dark : .light,
                   contrast: highContrast == true || contrast == 1 ? .high : .normal,
                   accentColor: accentColor)
    }

    /// True when the portal reported at least one of the keys.
    public var isKnown: Bool { colorScheme != nil || accentColor != nil || highContrast != nil || contrast != nil }

    /// The portal's `(namespace, key)` of each setting read, in the order they are read.
    static let keys = [(namespace: "org.freedesktop.appearance", key: "color-scheme"),
                       (namespace: "org.freedesktop.appearance", key: "accent-color"),
                       (namespace: "org.freedesktop.appearance", key: "contrast"),
                       (namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast")]

    /// Takes the portal's `value` of `key` in `namespace`, checked.
    package mutating func update(namespace: String, key: String, value: BusValue) -> SettingUpdate {
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "color-scheme"):
            guard let number = Self.unsigned(value) else { return .refused("a \(value.typeName), want uint32 0, 1 or 2") }
            guard let scheme = ColorScheme(rawValue: number) else {
                colorScheme = .noPreference
                return .appliedWithWarning("\(number) is not 0, 1 or 2: taken as no preference")
            }
            colorScheme = scheme
        case ("org.freedesktop.appearance", "accent-color"):
            guard case let .doubles(components) = value, components.count == 3 else {
                return .refused("a \(value.typeName), want (ddd): red, green and blue 0…1")
            }
            guard components.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
                // Out of range means the desktop has no accent colour (the portal's spec).
                accentColor = nil
                return .appliedWithWarning("(\(components.map { "\($0)" }.joined(separator: ", "))) is outside 0…1: no accent colour")
            }
            accentColor = Color(red: components[0], green: components[1], blue: components[2])
        case ("org.freedesktop.appearance", "contrast"):
            guard let number = Self.unsigned(value) else { return .refused("a \(value.typeName), want uint32 0 or 1") }
            guard number <= 1 else {
                contrast = 0
                return .appliedWithWarning("\(number) is not 0 or 1: taken as no preference")
            }
            contrast = number
        case ("org.gnome.desktop.a11y.interface", "high-contrast"):
            guard case let .bool(on) = value else { return .refused("a \(value.typeName), want boolean") }
            highContrast = on
        default:
            return .notMine
        }
        return .applied
    }

    /// A uint32, or an int32 that is not negative (a backend that sends it signed).
    private static func unsigned(_ value: BusValue) -> UInt32? {
        switch value {
        case let .uint32(number): number
        case let .int32(number) where number >= 0: UInt32(number)
        default: nil
        }
    }
}
