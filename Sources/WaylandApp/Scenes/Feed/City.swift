/// One city of the feed: what a card shows.
struct City: Equatable {
    var name: String
    var country: String
    /// A few sentences, shown when the card is expanded.
    var description: String
    /// The picture's path, relative to the assets folder.
    var picture: String
}
