// A card you drag; let go and it springs home. Run it on a Wayland desktop:
//   swift run --package-path Examples DragCard
import Gestures
import Glibc
import Layers
import WaylandPlatform

@MainActor
func makeCard(in content: LayerTreeContent) -> Layer {
    let card = Layer()
    Transaction.withoutActions {
        content.rootLayer.backgroundColor = Color(hex: 0xF5F2EC)
        card.backgroundColor = Color(hex: 0x3A86FF)
        card.cornerRadius = 16
        card.bounds = Rect(0, 0, 200, 120)
        card.opacity = 0
    }
    content.rootLayer.addSublayer(card)
    // Fade it in; the transaction's completion runs once the fade has ended.
    Transaction.begin()
    Transaction.animationDuration = 0.4
    Transaction.setCompletionBlock { print("card shown") }
    card.opacity = 1
    Transaction.commit()
    return card
}

/// Springs `card` home, starting at the speed it was let go at: UIKit's convention makes
/// the spring's initial velocity relative to the distance left to go.
@MainActor
func springHome(_ card: Layer, to home: Point, releasedAt velocity: Point) -> PropertyAnimator? {
    let way = home - card.position
    let distanceSquared = way.x * way.x + way.y * way.y
    guard distanceSquared > 0,
          let spring = try? SpringTimingParameters(
              dampingRatio: 0.55, initialVelocity: (velocity.x * way.x + velocity.y * way.y) / distanceSquared)
    else { return nil }
    let animator = PropertyAnimator(duration: 0.6, timingParameters: spring)
    animator.addAnimations { card.position = home }
    animator.addCompletion { position in print("card home (\(position))") }
    animator.startAnimation()
    return animator
}

@MainActor
func run() throws -> Int32 {
    let content = LayerTreeContent()
    let card = makeCard(in: content)
    var home: Point { content.rootLayer.bounds.center }
    content.onResize = { _, _ in Transaction.withoutActions { card.position = home } }

    var start = Point.zero               // where the card was when the drag began
    var spring: PropertyAnimator?
    let pan = PanGestureRecognizer { pan in
        switch pan.state {
        case .began:
            // Grab it, even mid-spring: the animator stops where the card is on screen.
            if let spring, spring.state == .active { spring.stopAnimation(true) }
            start = card.position
        case .changed:
            let moved = pan.translation(in: content.rootLayer)
            Transaction.withoutActions { card.position = start + moved }
        case .ended, .cancelled:
            let velocity = pan.velocity(in: content.rootLayer)
            print("card released at (\(velocity.x), \(velocity.y)) points per second")
            spring = springHome(card, to: home, releasedAt: velocity)
        default:
            break
        }
    }
    pan.minimumDistance = 0              // the card follows from the first point
    card.addGestureRecognizer(pan)

    let app = try Application()
    var options = WindowOptions()
    options.title = "Drag the card"
    options.appID = "dev.layers.DragCard"
    options.initialSize = .requested(LogicalSize(width: 640, height: 400))
    try app.openWindow(showing: content, options: options)
    defer { app.close() }
    return try app.run()
}

do {
    exit(try run())
} catch {
    print("error: \(error)")
    exit(1)
}
