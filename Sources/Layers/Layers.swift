/// Layers: Core Animation's layer tree and animations, rendered with pixman.
public enum LayersLibrary {
    public static let version = "0.1.0"
}
