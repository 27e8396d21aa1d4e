import Layers

/// A city of the feed stand-in: a name, its country and the two colours of its card.
struct StandInCity {
    let name: String
    let country: String
    let top: Color
    let bottom: Color

    static let all = [
        StandInCity(name: "Lisbon", country: "Portugal", top: Color(hex: 0xF6B352), bottom: Color(hex: 0xE2604A)),
        StandInCity(name: "Kyoto", country: "Japan", top: Color(hex: 0xF28FA8), bottom: Color(hex: 0x8E3B6F)),
        StandInCity(name: "Reykjavík", country: "Iceland", top: Color(hex: 0x6FD3C9), bottom: Color(hex: 0x2B5F8A)),
        StandInCity(name: "Marrakesh", country: "Morocco", top: Color(hex: 0xF4A46A), bottom: Color(hex: 0xA8432E)),
        StandInCity(name: "Buenos Aires", country: "Argentina", top: Color(hex: 0x8EC5FC), bottom: Color(hex: 0x4364C4)),
        StandInCity(name: "Vancouver", country: "Canada", top: Color(hex: 0x9BE38F), bottom: Color(hex: 0x2F7A5B)),
    ]
}
