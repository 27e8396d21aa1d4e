/// Lets a test harness see every host made while a test runs, to check that the test
/// left nothing animating. Task-local, so tests running in parallel each see their own.
@_spi(Testing)
public enum HostObservation {
    /// Called with each new ``LayerHost`` made in the current task.
    @TaskLocal public static var onCreate: (@MainActor @Sendable (LayerHost) -> Void)?
}
