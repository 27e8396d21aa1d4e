import ArgumentParser

/// `--record FROM..TO` read from the command line, and the limits `--record` and `--fps`
/// enforce, with errors that name the option.
nonisolated extension RecordingSpan {
    /// Parses `FROM..TO` (or `FROM...TO`), seconds with `0 ≤ FROM ≤ TO ≤ 3600`; the
    /// error names `--record` and shows the form.
    init(parsing text: String) throws {
        let separator = text.contains("...") ? "..." : ".."
        let parts = text.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let from = Double(parts[0]), let to = Double(parts[1]), from.isFinite, to.isFinite else {
            throw ValidationError("--record needs FROM..TO in seconds, such as 0..4.5; got '\(text)'")
        }
        guard from >= 0, to <= Self.latestTime else {
            throw ValidationError("--record needs times between 0 and \(Int(Self.latestTime)) seconds, got \(text)")
        }
        guard from <= to else {
            throw ValidationError("--record starts after it ends (\(text)): write the earlier time first, FROM..TO")
        }
        self.init(from: from, to: to)
    }

    /// Throws the error `--record` and `--fps` give when `fps` is out of range, or when
    /// the recording would hold too many frames or pixels for `width` × `height` frames.
    func check(fps: Int, width: Int, height: Int) throws {
        guard (1...60).contains(fps) else {
            throw ValidationError("--fps needs 1…60 frames per second, got \(fps)")
        }
        let frames = frameCount(fps: fps)
        guard frames <= Self.maximumFrames else {
            throw ValidationError("--record \(from)..\(to) at --fps \(fps) makes \(frames) frames, at most \(Self.maximumFrames): shorten the span or lower --fps")
        }
        let pixels = frames * width * height
        guard pixels <= Self.maximumPixels else {
            throw ValidationError("--record makes \(frames) frames of \(width)x\(height) pixels, \(pixels) in all, at most \(Self.maximumPixels): lower --scale or --fps, or shorten the span")
        }
    }
}
