/// Every string the app shows a person, in English, the source language: as with
/// gettext, the English text is the key that `assets/strings/<language>.json` maps to
/// each translation. A test checks that every catalog translates every message.
nonisolated enum Message: String, CaseIterable, Sendable {
    case feedTitle = "City Guide"
    case feedHint = "Swipe through the cities · tap a card or drag it up to read more"
    case pictureUnavailable = "Picture unavailable"
    case tagline1 = "Every city, one swipe away"
    case tagline2 = "Find your next favourite street"
    case tagline3 = "Coffee in Lisbon, dinner in Kyoto"
    case tagline4 = "The world, one card at a time"
    case tagline5 = "Wander a little further"
    case tagline6 = "Cities worth the detour"
    case tagline7 = "Somewhere new is waiting"
    case tagline8 = "Go where the streets lead"
    case tagline9 = "Travel light, look closely"
    case tagline10 = "Small streets, big stories"
    case tagline11 = "Pack curiosity, nothing else"
    case tagline12 = "Tonight’s skyline, tomorrow’s plan"
    case previewHint = "Press and hold an icon · K switches"
    case previewGrow = "Grow"
    case previewGrowAndTurn = "Grow + keyframe turn"
    case menuOpen = "Open"
    case menuShare = "Share…"
    case menuFavourite = "Add to Favourites"
    case menuRemove = "Remove App"
    case appWeather = "Weather"
    case appMusic = "Music"
    case appCamera = "Camera"
    case appMail = "Mail"
    case appCalendar = "Calendar"
    case appMaps = "Maps"
    case appClock = "Clock"
    case appNotes = "Notes"
    case appPhotos = "Photos"
    case appMessages = "Messages"
    case appCompass = "Compass"
    case appBooks = "Books"
    case appHealth = "Health"
    case appSettings = "Settings"
    case appGames = "Games"
    case appPodcasts = "Podcasts"
    case appGarden = "Garden"
    case appSleep = "Sleep"
    case circleGrowAndSpring = "Grow & spring"
    case circleScrub = "Scrub"
    case circleTabSwitches = "Tab switches"
    case circleDragHint = "Drag the circle and let go"
    case feedFailed = "The feed could not be loaded."
    /// What a screen reader calls an expanded card's close button.
    case closeCard = "Close"
    /// The cities scene's title, and its list's name for a screen reader.
    case citiesTitle = "All Cities"
    case citiesHint = "Scroll through every city · tap one to open its card"
    /// The window's title: the desktop file's `Name`, translated there as here
    /// (`Name[es]`, `Name[zh_CN]`, `Name[zh_TW]`).
    case appName = "Layers"

    /// The splash taglines, in the order `--seed` picks from.
    static let taglines: [Message] = [
        .tagline1, .tagline2, .tagline3, .tagline4, .tagline5, .tagline6,
        .tagline7, .tagline8, .tagline9, .tagline10, .tagline11, .tagline12,
    ]
}
