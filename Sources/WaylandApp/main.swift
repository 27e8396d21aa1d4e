import Layers
print("WaylandApp \(LayersLibrary.version)")
