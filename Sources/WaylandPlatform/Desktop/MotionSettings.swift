/// The desktop's motion settings as the XDG desktop portal reports them, and what they
/// mean for the app: ``reducesMotion``.
///
/// Two keys of the portal's `org.freedesktop.portal.Settings` say it:
/// - `org.gnome.desktop.interface` `enable-animations` (boolean): GNOME's Animations
///   switch, which every portal backend of a GNOME desktop offers;
/// - `org.freedesktop.appearance` `reduced-motion` (uint32: 0 no preference, 1 reduce):
///   the desktop-neutral key of newer portals.
///
/// Either one asking for less motion is enough: motion is reduced when `reduced-motion`
/// is 1 *or* `enable-animations` is false, as a user who turned animations off on
/// GNOME expects whatever the other key says. A key the portal lacks asks for nothing.
public struct MotionSettings: Equatable, Sendable {
    /// `org.gnome.desktop.interface` `enable-animations`; nil when the portal did not say.
    public var enableAnimations: Bool?
    /// `org.freedesktop.appearance` `reduced-motion` (0 no preference, 1 reduce); nil when
    /// the portal did not say.
    public var reducedMotion: UInt32?

    /// Settings with neither key known: full motion.
    public init(enableAnimations: Bool? = nil, reducedMotion: UInt32? = nil) {
        self.enableAnimations = enableAnimations
        self.reducedMotion = reducedMotion
    }

    /// True when either key asks for less motion (`reduced-motion` 1, or
    /// `enable-animations` false); false when neither does or neither is known.
    public var reducesMotion: Bool { reducedMotion == 1 || enableAnimations == false }

    /// True when the portal reported at least one of the keys.
    public var isKnown: Bool { enableAnimations != nil || reducedMotion != nil }

    /// The portal's `(namespace, key)` of each setting read, in the order they are read.
    static let keys = [(namespace: "org.gnome.desktop.interface", key: "enable-animations"),
                       (namespace: "org.freedesktop.appearance", key: "reduced-motion")]

    /// Takes the portal's `value` of `key` in `namespace`; false when it is not one of
    /// ``keys`` or not of the key's type (the settings are left as they were).
    mutating func update(namespace: String, key: String, value: BusValue) -> Bool {
        switch (namespace, key, value) {
        case ("org.gnome.desktop.interface", "enable-animations", .bool(let enabled)):
            enableAnimations = enabled
        case ("org.freedesktop.appearance", "reduced-motion", .uint32(let preference)):
            reducedMotion = preference
        case ("org.freedesktop.appearance", "reduced-motion", .int32(let preference)) where preference >= 0:
            reducedMotion = UInt32(preference)  // a backend that sends it signed
        default:
            return false
        }
        return true
    }
}
