import CResample

/// Which paths a hand-written pixel loop (CResample) may take. Every path gives the same
/// bytes; tests run the loops each way. x86-64 has SSE2 and AVX2 paths; every other
/// architecture (aarch64) has only the portable C one, which its compiler vectorizes.
/// `LAYERS_PORTABLE_PIXELS=1` in the environment holds every loop to the portable path,
/// whatever is allowed here.
public enum PixelLoops: Int32, CaseIterable, Sendable {
    /// Plain C only, as on an architecture without SIMD paths.
    case portable = 0
    /// Also SSE2 (x86-64).
    case sse2 = 1
    /// Also AVX2 where the processor has it: what the renderer uses.
    case best = 2

    /// The path the renderer's loops take on this machine now: "avx2", "sse2" or
    /// "portable" (`bench` prints it).
    public static var inUse: String { String(cString: cr_pixel_loops_name()) }
}
