import Layers

/// How statistics lines write numbers, without Foundation. Scripts and tests parse these
/// lines, so the app writes the numbers of its own lines the same way.
public enum StatisticsFormat {
    /// "1", "2", "1.5", "-12.25": at most two decimals, no trailing zeros.
    public static func number(_ value: Double) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths != 0 ? "-" : ""
        let fraction = hundredths % 100
        guard fraction != 0 else { return sign + String(hundredths / 100) }
        var text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        if text.hasSuffix("0") { text.removeLast() }
        return sign + text
    }

    /// "16.67": a non-negative value with two decimals.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "16.67 ms", or "n/a" for nothing measured: where a duration leaves as milliseconds.
    public static func milliseconds(_ duration: TimeSpan?) -> String {
        duration.map { twoDecimals($0.milliseconds) + " ms" } ?? "n/a"
    }
}
