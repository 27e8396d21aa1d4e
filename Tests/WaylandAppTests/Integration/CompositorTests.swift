import Testing

/// Every test that starts a real compositor lives in a suite nested in this
/// one, so they run one at a time: two compositors and two apps fighting for
/// two cores would make the frame-rate checks flaky. The nested suites are
/// declared in extensions, one file each.
@Suite("Real compositors", .serialized)
struct CompositorTests {}
