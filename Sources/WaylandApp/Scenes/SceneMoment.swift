/// One moment a scene announces (``SceneEvents``): a name, and for some a number that
/// goes with it, kept apart so that announcing builds no string: the cities list's rest
/// (`cities-rest` and the offset) comes in a frame that only moves what was there, and
/// `bench` listens to every frame. Whoever prints it joins the two (``description``).
struct SceneMoment: Equatable, CustomStringConvertible {
    /// What happened (`splash-dismissing`, `cities-rest`).
    var name: String
    /// The number that goes with it (the offset a list rested at), if any.
    var value: Double?

    /// The name, and the value after a hyphen when there is one: `cities-rest-431016.0`,
    /// as `run` prints it and the tests read it.
    var description: String { value.map { "\(name)-\($0)" } ?? name }
}
