import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A SwiftUI title is a localization key. When the code localizes but none of its string tables
/// is among the files audited (Strongbox keeps them in another repository), `Button("generic_cancel")`
/// says whatever the table says, which can't be known: label-quality doesn't call it a resource
/// name. With a table audited, a key it lacks is read raw, and the finding stands.
struct UnauditedStringTablesTests {
  static let sheet = """
    import SwiftUI

    struct PasscodeSheet: View {
      var body: some View {
        VStack {
          Text(NSLocalizedString("passcode_title", comment: ""))
          Button("generic_cancel") { dismiss() }
        }
      }
    }
    """

  @Test func aKeyOfTablesNotAuditedIsNotJudged() {
    let folder = TemporaryFolder()
    folder.write("App/PasscodeSheet.swift", Self.sheet)
    #expect(folder.lintedValues(only: "label-quality", "message").isEmpty)
  }

  @Test func aKeyAnAuditedTableLacksIsReadRaw() {
    let folder = TemporaryFolder()
    folder.write("App/PasscodeSheet.swift", Self.sheet)
    folder.write("App/en.lproj/Localizable.strings", "\"passcode_title\" = \"Passcode\";\n")
    let messages = folder.lintedValues(only: "label-quality", "message")
    #expect(messages.count == 1 && messages.first?.contains("generic_cancel") == true, "\(messages)")
  }

  @Test func codeThatNeverLocalizesKeepsTheFinding() {
    let folder = TemporaryFolder()
    folder.write("App/PasscodeSheet.swift", Self.sheet.replacingOccurrences(of: "NSLocalizedString(\"passcode_title\", comment: \"\")", with: "\"Passcode\""))
    #expect(folder.lintedValues(only: "label-quality", "message").count == 1)
  }
}
