/// Which view controllers the project's code puts on a navigation stack: the screens it pushes
/// (`navigationController?.pushViewController(OrderViewController(), animated: true)`,
/// `show(_:sender:)`) or makes a stack's root, and the classes whose own code pushes onto the stack
/// they are in. Storyboard rules read it to tell a scene in a stack from one only ever presented.
public struct NavigationPushes: Sendable {
  /// Classes code pushes onto a navigation stack or makes the root of one.
  public private(set) var pushed: Set<String> = []
  /// Classes whose code pushes onto their own navigation controller: they are in a stack themselves.
  public private(set) var pushers: Set<String> = []
  /// Storyboard identifiers of the scenes among them code instantiates by a literal
  /// (`instantiateViewController(withIdentifier: "ChangePassword")`).
  public private(set) var pushedIdentifiers: Set<String> = []
  /// Storyboards whose entry scene code loads (`UIStoryboard(name: "Settings", bundle: nil)
  /// .instantiateInitialViewController()`) and pushes or makes a root.
  public private(set) var pushedStoryboardEntries: Set<String> = []

  public init() {}

  public init(files: [SwiftFileModel]) {
    // Every screen code shows this way is in a stack (a plain `present` isn't among them), unless
    // the code that makes it a root hides the bar.
    for shown in UIKitScreenTitles.shownScreens(in: files) where !shown.isHiddenBarRoot {
      pushed.insert(shown.type)
      if let identifier = shown.storyboardIdentifier { pushedIdentifiers.insert(identifier) }
      if let entry = shown.storyboardEntry { pushedStoryboardEntries.insert(entry) }
      if let pusher = shown.pushedBy, shown.pusherIsInTheStack { pushers.insert(pusher) }
    }
  }

  /// True when code pushes the class or makes it a root, or the class pushes onto its own stack.
  public func isInAStack(_ type: String) -> Bool {
    pushed.contains(type) || pushers.contains(type)
  }
}
