/// Behaviour attached to a layer, as UIKit's `UIInteraction` is attached to a view.
///
/// The layer keeps its interactions alive and tells each one when it is attached or
/// detached; what an interaction does with the layer is its own business. A library
/// built on `Layers` (gesture recognizers, say) attaches its objects this way, so the
/// layer tree needs to know nothing about them.
@MainActor
public protocol Interaction: AnyObject {
    /// The layer the interaction is attached to; nil while detached.
    var layer: Layer? { get }
    /// Called just before the interaction is attached to `layer`, or detached (`nil`).
    func willMove(to layer: Layer?)
    /// Called just after the interaction was attached to `layer`, or detached (`nil`).
    func didMove(to layer: Layer?)
}

extension Layer {
    /// Attaches `interaction` to this layer, detaching it from any other first. Adding
    /// one that is already here does nothing.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.layer?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`, if it is attached to this layer.
    public func removeInteraction(_ interaction: any Interaction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
