/// What taking one value from the portal did (``AppearanceSettings/update(namespace:key:value:)``).
package enum SettingUpdate: Equatable, Sendable {
    /// Not a key of these settings.
    case notMine
    /// Taken.
    case applied
    /// Taken, read as the nearest meaning it has; the text says what was wrong and what it was taken as.
    case appliedWithWarning(String)
    /// Not taken (the wrong type): the setting stays as it was; the text says what was wanted.
    case refused(String)
}
