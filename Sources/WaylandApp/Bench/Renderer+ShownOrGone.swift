import Layers

extension Renderer.Statistics {
    /// Layers that began or stopped showing so far: a frame that changes the count
    /// changed the tree, not only moved it (`bench` does not call it steady).
    var layersShownOrGone: Int { layersAppeared + layersDisappeared }
}
