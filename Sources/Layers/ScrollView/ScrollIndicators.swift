/// A scroll view's two indicator bars, and when they show.
///
/// As UIScrollView's: a thin rounded bar along the right edge (vertical) and the bottom
/// edge (horizontal), as long as the visible share of the content, shorter while the
/// content is pulled past an edge. They appear at once when the content starts moving,
/// stay while it moves and for ``holdDuration`` after it comes to rest, then fade out
/// linearly over ``fadeDuration``. Apple documents no numbers; these are close to what
/// iOS shows. Their opacity is a pure function of the time the content came to rest.
@MainActor
final class ScrollIndicators {
    /// How long the indicators stay after the content comes to rest.
    static let holdDuration = TimeSpan.seconds(0.5)
    /// How long they take to fade out.
    static let fadeDuration = TimeSpan.seconds(0.3)
    /// The bar's thickness, in points.
    static let thickness = 3.0
    /// Its distance from the view's edges, in points.
    static let margin = 3.0
    /// The shortest bar, in points (shorter ones are hard to see).
    static let minimumLength = 30.0
    /// UIKit's default style: black at 35 %, visible on light content.
    static let color = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
    /// Above any content a subclass adds.
    static let zPosition = 1e9

    let vertical = Layer()
    let horizontal = Layer()

    /// The opacity at `time` for content that came to rest at `rest` (1 while it moves).
    static func opacity(at time: MediaTime, restingSince rest: MediaTime?, moving: Bool) -> Double {
        if moving { return 1 }
        guard let rest else { return 0 }
        let since = time - rest
        if since < holdDuration { return 1 }
        return max(1 - (since - holdDuration) / fadeDuration, 0)
    }

    func install(in view: ScrollView) {
        for (bar, name) in [(vertical, "scroll-indicator-vertical"), (horizontal, "scroll-indicator-horizontal")] {
            bar.name = name
            for key in ["bounds", "position", "opacity"] { bar.actions[key] = .disabled }
            bar.backgroundColor = Self.color
            bar.cornerRadius = Self.thickness / 2
            bar.opacity = 0
            bar.zPosition = Self.zPosition
            view.addSublayer(bar)
        }
    }
}

extension ScrollView {
    /// Places the bars for the current offset (in bounds coordinates, so they stay put
    /// while the content moves) and hides those of axes that do not scroll.
    func layoutIndicators() {
        let view = bounds, low = minimumContentOffset, high = maximumContentOffset
        let m = ScrollIndicators.margin, t = ScrollIndicators.thickness
        for axis in ScrollAxis.allCases {
            let bar = axis == .vertical ? indicators.vertical : indicators.horizontal
            let shows = axis == .vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator
            let extent = contentSize[axis] + (axis == .vertical ? contentInset.vertical : contentInset.horizontal)
            let viewLength = view.size[axis]
            guard shows, viewLength > 0, extent > viewLength + Self.fitTolerance else {
                if !bar.isHidden { bar.isHidden = true }
                continue
            }
            if bar.isHidden { bar.isHidden = false }
            // The other bar's corner is left free, as UIKit does.
            let track = viewLength - 2 * m - t
            let offset = contentOffset[axis]
            let overshoot = offset < low[axis] ? low[axis] - offset : max(offset - high[axis], 0)
            let length = max(track * viewLength / extent - overshoot, min(ScrollIndicators.minimumLength, track))
            let progress = high[axis] > low[axis] ? min(max((offset - low[axis]) / (high[axis] - low[axis]), 0), 1) : 0
            let along = m + (track - length) * progress
            bar.frame = axis == .vertical
                ? Rect(x: view.maxX - m - t, y: view.minY + along, width: t, height: length)
                : Rect(x: view.minX + along, y: view.maxY - m - t, width: length, height: t)
        }
    }

    /// The indicators' opacity at `time`; forgets the rest time once they have faded.
    func updateIndicatorOpacity(at time: MediaTime) {
        let moving: Bool = switch motion { case .idle: false; default: true }
        let opacity = ScrollIndicators.opacity(at: time, restingSince: indicatorRest, moving: moving)
        if !moving, opacity == 0 { indicatorRest = nil }
        if indicators.vertical.opacity != opacity { indicators.vertical.opacity = opacity }
        if indicators.horizontal.opacity != opacity { indicators.horizontal.opacity = opacity }
    }

    /// The indicators' opacity now, 0…1 (both bars share it).
    public var scrollIndicatorOpacity: Double { indicators.vertical.opacity }
}
