import Testing
import WaylandPlatform

/// The portal's two motion keys and their precedence: either one asking for less
/// motion reduces it; unknown keys ask for nothing.
struct MotionSettingsTests {
    @Test(arguments: [
        (nil, nil, false), (true, nil, false), (false, nil, true),
        (nil, 0, false), (nil, 1, true), (true, 0, false),
        (false, 0, true), (true, 1, true), (false, 1, true),
        (true, 2, false),  // a value the portal does not define asks for nothing
    ] as [(Bool?, UInt32?, Bool)])
    func eitherKeyReduces(enableAnimations: Bool?, reducedMotion: UInt32?, reduces: Bool) {
        let settings = MotionSettings(enableAnimations: enableAnimations, reducedMotion: reducedMotion)
        #expect(settings.reducesMotion == reduces)
        #expect(settings.isKnown == (enableAnimations != nil || reducedMotion != nil))
    }
}
