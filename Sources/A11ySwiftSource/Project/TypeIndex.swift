import A11yCore
import Foundation

/// Every type the project declares, with its inheritance resolved across files: a subclass at any
/// depth is known for the UIKit class it is.
public struct TypeIndex: Sendable {
  /// Primary declarations (not extensions) by name; the first one wins, but a class wins over a
  /// namesake of another kind (pretixSCAN's `Localization.WelcomeViewController` string enum beside
  /// the `WelcomeViewController` screen: only the class can be a storyboard's or a view's class).
  private var declarations: [String: TypeDeclaration] = [:]
  /// Conformances added anywhere, extensions included.
  private var conformances: [String: Set<String>] = [:]
  private var uikitClasses: [String: String] = [:]
  private var viewControllers: Set<String> = []

  /// Aliases to a named type, for superclasses written through one.
  private var aliases: [String: String] = [:]

  public init(_ types: [TypeDeclaration] = [], aliases: [String: String] = [:]) {
    self.aliases = aliases
    for type in types {
      let name = Self.simpleName(type.name)
      if type.kind != .extension, declarations[name].map({ $0.kind != .class && type.kind == .class }) ?? true {
        declarations[name] = type
      }
      conformances[name, default: []].formUnion(type.inherited.map(Self.simpleName))
    }
    for name in declarations.keys {
      if let uikit = resolveUIKitClass(of: name) { uikitClasses[name] = uikit }
      if resolvesToViewController(name) { viewControllers.insert(name) }
    }
  }

  public func declaration(of name: String) -> TypeDeclaration? {
    declarations[Self.simpleName(name)]
  }

  /// The nearest Apple UIKit class `name` is or derives from (`UIButton` for a button subclass
  /// declared in another file), or nil when it is no UIKit view class the project can prove.
  public func uikitClass(of name: String) -> String? {
    let simple = Self.simpleName(name)
    if UIKitClasses.known.contains(simple) || simple.hasSuffix("GestureRecognizer") && simple.hasPrefix("UI") {
      return simple
    }
    return uikitClasses[simple]
  }

  /// A `UIViewController` subclass at any depth.
  public func isViewController(_ name: String) -> Bool {
    let simple = Self.simpleName(name)
    return simple.hasSuffix("ViewController") && simple.hasPrefix("UI") || viewControllers.contains(simple)
  }

  /// A SwiftUI view: conforms to `View` in its declaration or an extension.
  public func isSwiftUIView(_ name: String) -> Bool {
    let set = conformances[Self.simpleName(name)] ?? []
    return set.contains("View")
  }

  /// Every type named in the declaration's and its extensions' inheritance clauses.
  public func conformances(of name: String) -> Set<String> {
    conformances[Self.simpleName(name)] ?? []
  }

  /// All names of declared types.
  public var names: Dictionary<String, TypeDeclaration>.Keys { declarations.keys }

  /// `name` derives from `ancestor` through the project's declared classes (not `name` itself).
  public func isSubclass(_ name: String, of ancestor: String) -> Bool {
    var current = Self.simpleName(name)
    var seen: Set<String> = [current]
    while let parent = superclass(of: current), seen.insert(parent).inserted {
      if parent == ancestor { return true }
      current = parent
    }
    return false
  }

  /// `name` followed by the project's classes it derives from, nearest first (`ToDoCell`,
  /// `CheckedCell`, `TaskCell`): code in a base class configures the outlets and screens of its subclasses.
  public func selfAndSuperclasses(of name: String) -> [String] {
    var chain = [Self.simpleName(name)]
    while let parent = superclass(of: chain[chain.count - 1]), !chain.contains(parent), declarations[parent] != nil {
      chain.append(parent)
    }
    return chain
  }

  /// A class whose chain of project superclasses ends at a base class the project doesn't declare
  /// and that is named like a UIKit one (`RocketChatViewController` from a pod): a screen, view or
  /// cell of a library the analyzer can't read, so what it is stays unknown.
  public func derivesFromOutsideUIKitLikeClass(_ name: String) -> Bool {
    let chain = selfAndSuperclasses(of: name)
    guard let base = chain.last.flatMap(superclass(of:)), declarations[base] == nil, uikitClass(of: base) == nil else { return false }
    return ["ViewController", "Controller", "View", "Cell"].contains { base.hasSuffix($0) }
  }

  private func superclass(of name: String) -> String? {
    guard let declaration = declarations[name] else {
      // `class Info: InfoBase` with `typealias InfoBase = UIViewController`: the alias stands for its type.
      return aliases[name]
    }
    guard declaration.kind == .class, let first = declaration.inherited.first else { return nil }
    return Self.simpleName(first)
  }

  private func resolveUIKitClass(of name: String) -> String? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if UIKitClasses.known.contains(current) || current.hasPrefix("UI") && current.hasSuffix("GestureRecognizer") {
        return current
      }
      guard let parent = superclass(of: current) else { return nil }
      current = parent
    }
    return nil
  }

  private func resolvesToViewController(_ name: String) -> Bool {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if current.hasPrefix("UI") && current.hasSuffix("ViewController") { return true }
      guard let parent = superclass(of: current) else { return false }
      current = parent
    }
    return false
  }

  /// `Module.Type<T>` → `Type`.
  public static func simpleName(_ written: String) -> String {
    // Most names are already simple (`ProfileCell`): one byte scan says so, without Foundation's
    // trimming, which showed in profiles (the index asks for every type and property of the project).
    if let first = written.utf8.first, let last = written.utf8.last,
       first > 0x20, first < 0x80, last > 0x20, last < 0x80,
       !written.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) {
      return written
    }
    if written.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII (nearly every name): a byte is a character, so the cut is found by bytes.
      var bytes = written.utf8[...]
      if let angle = bytes.firstIndex(of: UInt8(ascii: "<")) { bytes = bytes[..<angle] }
      if let dot = bytes.lastIndex(of: UInt8(ascii: ".")) { bytes = bytes[bytes.index(after: dot)...] }
      let name = String(decoding: bytes, as: UTF8.self)
      if let first = bytes.first, let last = bytes.last, first > 0x20, last > 0x20 { return name }
      return name.trimmingCharacters(in: .whitespaces)
    }
    var name = Substring(written)
    if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    // `Binding<Bool>`, `Foo.Bar`: the part kept rarely has blanks at its ends either.
    if let first = name.utf8.first, let last = name.utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
      return String(name)
    }
    return name.trimmingCharacters(in: .whitespaces)
  }
}
