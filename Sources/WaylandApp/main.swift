import Layers
print("WaylandApp, t = \(currentMediaTime())")
