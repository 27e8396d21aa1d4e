/// Main-window content that needs time after it is made before it can be shown (a feed
/// waiting for its pictures): the splash stays until ``isReadyToShow`` is true.
/// Content that does not adopt it is ready as soon as it exists.
protocol LaunchReadiness: AnyObject {
    var isReadyToShow: Bool { get }
}
