import Layers

extension Layer {
    /// Attaches `recognizer` to this layer, as UIKit's `addGestureRecognizer`: it watches
    /// every touch sequence that starts on this layer or on one inside it. The layer keeps
    /// it alive; attaching it elsewhere moves it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) { addInteraction(recognizer) }

    /// Detaches `recognizer`, cancelling it if it is under way.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) { removeInteraction(recognizer) }

    /// The recognizers attached to this layer, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] { interactions.compactMap { $0 as? GestureRecognizer } }
}
