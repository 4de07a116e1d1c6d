@testable import A11ySwiftSource
import Testing

/// Which property a factory's result is stored in, read from the file's text: the byte pre-tests
/// before Foundation's searches keep every form the searches find, and nothing else.
struct HelperCallsIsMadeTests {
  @Test func theFormsOfAStoredFactoryResult() {
    let cases: [(text: String, name: String, made: Bool)] = [
      ("button = makeButton()", "button", true),
      ("  self.button = self.makeButton()", "button", true),
      ("let made = makeButton()\nbutton = made\n", "button", true),
      ("let made = self.makeButton()\nself.button = made\n", "button", true),
      ("bütton = makeButton()", "bütton", true),
      ("let made = makeButton()\nbütton = made\n", "bütton", true),
      ("button=makeButton()", "button", false),
      ("other = makeButton()", "button", false),
      ("let made = makeButton()\nother = made\n", "button", false),
      ("let made =  makeButton()\nbutton = made\n", "button", false),
      ("button = makeLabel()", "button", false),
      ("", "button", false),
    ]
    for (text, name, made) in cases {
      #expect(HelperCalls.isMade(name, by: "makeButton", initializer: nil, in: text) == made, "\(text.debugDescription)")
    }
    #expect(HelperCalls.isMade("button", by: "makeButton", initializer: "makeButton(style: .plain)", in: ""))
    #expect(HelperCalls.isMade("button", by: "mäkeButton", initializer: nil, in: "button = mäkeButton()"))
  }
}
