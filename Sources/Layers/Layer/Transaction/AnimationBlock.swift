/// Turns the changes made in a `Layer.animate` block into additive animations.
///
/// Each change becomes an animation of the *difference* between the old and the new
/// model value, running down to zero on top of the model. Animations already running
/// keep adding their own differences, so a new block that interrupts a running one
/// starts exactly where the property is on screen and blends with it instead of
/// jumping — what UIKit does for `UIView.animate` since iOS 8.
final class AnimationBlock: ChangeRecorder {
    let duration: Double
    /// Seconds after the host's current time at which the block's animations begin.
    let delay: Double
    let timingFunction: TimingFunction?
    /// The begin time the block resolved on each host it touched, so that every layer
    /// of one block starts together even when the clock moves between changes.
    private var beginTimes: [(host: LayerHost, time: Double)] = []

    init(duration: Double, delay: Double, timingFunction: TimingFunction?) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }

    func record(layer: Layer, property: AnimatableProperty, oldModel: AnimatableValue, to: AnimatableValue) {
        guard duration > 0 else { return }
        let animation = BasicAnimation(keyPath: property.keyPath)
        animation.isAdditive = true
        animation.fromValue = oldModel.subtracting(to)
        animation.toValue = .zero(of: property.kind)
        animation.duration = duration
        animation.fillMode = .backwards
        animation.timingFunction = timingFunction
        guard let host = layer.host else { return }
        if let known = beginTimes.first(where: { $0.host === host }) {
            animation.beginTime = known.time
        } else {
            animation.beginTime = host.currentTime + delay
            beginTimes.append((host, animation.beginTime))
        }
        layer.add(validated: animation, forKey: nil)
    }
}
