/// True when `a` and `b` are at most `tolerance` apart.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
