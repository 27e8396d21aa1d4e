// A card you drag; let go and it springs home. Run it on a Wayland desktop:
//   swift run --package-path Examples DragCard
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

@MainActor
func run() throws -> Int32 {
    let content = LayerTreeContent()
    let card = makeCard(in: content)
    var home: Point { content.rootLayer.bounds.center }
    content.onResize = { _, _ in Transaction.withoutActions { card.position = home } }

    var grab: Point?                     // the pointer's offset from the card's centre
    var spring: PropertyAnimator?
    content.onInput = { event, _ in
        switch event {
        case let .pointerButton(_, true, x, y) where card.frame.contains(Point(x, y)):
            // Grab it, even mid-spring: the animator stops where the card is on screen.
            if let spring, spring.state == .active { spring.stopAnimation(true) }
            grab = Point(x - card.position.x, y - card.position.y)
        case let .pointerMotion(x, y):
            guard let grab else { return }
            Transaction.withoutActions { card.position = Point(x - grab.x, y - grab.y) }
        case .pointerButton(_, false, _, _) where grab != nil:
            grab = nil
            let animator = PropertyAnimator(duration: 0.6, dampingRatio: 0.55) { card.position = home }
            animator.addCompletion { position in print("card home (\(position))") }
            animator.startAnimation()
            spring = animator
        default:
            break
        }
    }

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
