import A11yCore

/// A font size that is a parameter of the view function it sits in (`func deltaStack(fontSize:
/// CGFloat) -> some View`), read at that function's calls: when every call in the file passes a
/// number (`deltaStack(fontSize: 74)`, `deltaStack(fontSize: 72)`), those numbers are its sizes.
/// Anything unprovable (a call outside the view code the model reads, an overload, a value that
/// isn't a number, the name bound again in the body) leaves the size unknown.
enum ParameterSizes {
  struct Passed {
    /// The function's name.
    var function: String
    /// The numbers its calls pass, in order, without repeats.
    var values: [Double]
  }

  /// The innermost function around `offset` that takes `name` as a parameter (and doesn't bind the
  /// name again in its body), with its parameters and the place of that one.
  static func declaringFunction(of name: String, at offset: Int, in file: SwiftFileModel)
    -> (function: MemberExtent, parameters: [(label: String?, local: String)], place: Int)? {
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let function = file.declarations.innermostFunction(containing: offset)
    else { return nil }
    let bytes = file.converter.source.bytes
    guard function.declaration.lowerBound <= function.body.lowerBound, function.body.upperBound <= bytes.count else { return nil }
    let signature = String(decoding: bytes[function.declaration.lowerBound..<function.body.lowerBound], as: UTF8.self)
    let parameters = self.parameters(in: signature, function: function.name)
    guard let place = parameters.firstIndex(where: { $0.local == name }) else { return nil }
    // Bound again inside the body (`let fontSize = ...`): not the parameter there.
    let body = String(decoding: bytes[function.body], as: UTF8.self)
    if body.contains("let \(name) ") || body.contains("var \(name) ") || body.contains("let \(name):") || body.contains("var \(name):") {
      return nil
    }
    return (function, parameters, place)
  }

  static func passed(to name: String, at offset: Int, in file: SwiftFileModel) -> Passed? {
    guard let (function, arguments) = arguments(passedTo: name, at: offset, in: file) else { return nil }
    var values: [Double] = []
    for argument in arguments {
      guard let value = argument.numberLiteral ?? FixedTextSizeRule.literalArithmetic(argument.text) else { return nil }
      if !values.contains(value) { values.append(value) }
    }
    return Passed(function: function, values: values)
  }

  /// The Boolean literals every call of the view function around `offset` passes as its parameter
  /// `name` (`videoCard(…, showTitle: true)` at each call): nil unless each call passes one.
  static func booleansPassed(to name: String, at offset: Int, in file: SwiftFileModel) -> Set<Bool>? {
    guard let (_, arguments) = arguments(passedTo: name, at: offset, in: file) else { return nil }
    var values: Set<Bool> = []
    for argument in arguments {
      guard let value = argument.boolLiteral else { return nil }
      values.insert(value)
    }
    return values
  }

  /// The arguments every call of the view function around `offset` passes as its parameter
  /// `name`, in the order of the calls; nil when any call can't be read.
  static func arguments(passedTo name: String, at offset: Int, in file: SwiftFileModel) -> (function: String, arguments: [ExpressionInfo])? {
    guard let (function, parameters, place) = declaringFunction(of: name, at: offset, in: file) else { return nil }
    let label = parameters[place].label
    // A view function, one of its name, whose every call is a view the model read.
    let members = file.viewMembers.filter { $0.name == function.name && $0.isFunction }
    guard members.count == 1, let member = members.first,
          file.declarations.functions.filter({ $0.name == function.name }).count == 1 else { return nil }
    let uses = file.uses(of: member)
    guard !uses.isEmpty, uses.count == ComputedFontSize.callSites(of: function, in: file).count else { return nil }
    var arguments: [ExpressionInfo] = []
    for use in uses {
      let argument: ExpressionInfo?
      if let label {
        argument = use.arguments.first(labeled: label)
      } else {
        guard use.arguments.count == parameters.count, use.arguments[place].label == nil else { return nil }
        argument = use.arguments[place].value
      }
      guard let argument else { return nil }
      arguments.append(argument)
    }
    return (function.name, arguments)
  }

  /// The parameters of `func name(...)` in `signature`: the argument label (nil for `_`) and the
  /// name used in the body.
  static func parameters(in signature: String, function name: String) -> [(label: String?, local: String)] {
    guard let head = signature.range(of: "func " + name),
          let open = signature[head.upperBound...].firstIndex(of: "(") else { return [] }
    var depth = 0
    var current = ""
    var pieces: [String] = []
    var previous: Character = " "
    for character in signature[signature.index(after: open)...] {
      defer { previous = character }
      switch character {
      case ">" where previous == "-": break
      case "(", "[", "<": depth += 1
      case ")" where depth == 0:
        pieces.append(current)
        return pieces.compactMap(parameter)
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        pieces.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return []
  }

  /// `fontSize: CGFloat`, `_ size: CGFloat = 12`, `of size: CGFloat`.
  static func parameter(_ text: String) -> (label: String?, local: String)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let names = text[..<colon].split(whereSeparator: { $0.isWhitespace }).map(String.init)
    switch names.count {
    case 1: return (names[0], names[0])
    case 2: return (names[0] == "_" ? nil : names[0], names[1])
    default: return nil
    }
  }
}
