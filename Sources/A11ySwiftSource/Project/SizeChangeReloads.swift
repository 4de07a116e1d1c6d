import A11yCore

/// Cell methods run again whenever the text size changes: a screen whose trait-change handler
/// reloads its list (`override func traitCollectionDidChange(_:) { tableView.reloadData() }`)
/// configures every visible cell again, and a font set in the method it calls on each cell
/// (`cell.displayWidget()`, in which `textLabel?.font = .preferredFont(forTextStyle: .callout)`)
/// is read again at the new size (openHAB's sitemap). Keyed `Cell.method`; a cell's `init` or
/// `awakeFromNib` runs once and is never such a method.
enum SizeChangeReloads {
  static func reconfiguredCellMethods(in files: [SwiftFileModel]) -> Set<String> {
    // The names each reloading file calls as methods (`.name(`) and every identifier it mentions.
    var called: Set<String> = []
    var mentioned: Set<String> = []
    for file in files {
      let bytes = file.sourceBytes
      let reloads = file.declarations.functions.contains { function in
        SwiftFileModelBuilder.sizeChangeHandlers.contains(function.name)
          && ByteSearch.offsets(of: "reloadData(", in: bytes[function.body]).first != nil
      }
      guard reloads else { continue }
      UnreferencedCode.forEachIdentifierRange(in: bytes, skippingComments: true) { start, end in
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        mentioned.insert(name)
        if start > 0, bytes[start - 1] == UInt8(ascii: "."), end < bytes.count, bytes[end] == UInt8(ascii: "(") { called.insert(name) }
      }
    }
    guard !called.isEmpty else { return [] }
    var methods: Set<String> = []
    for file in files {
      for function in file.behaviour.functions {
        guard let type = function.enclosingType, mentioned.contains(type), called.contains(function.name),
              function.name != "awakeFromNib", function.name != "init" else { continue }
        methods.insert(type + "." + function.name)
      }
    }
    return methods
  }
}
