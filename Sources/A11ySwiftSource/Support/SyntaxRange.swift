import SwiftSyntax

extension SyntaxProtocol {
  /// The node's UTF-8 offsets without its leading and trailing trivia: the code a branch or a
  /// body holds, as the model's ranges record it.
  var trimmedUTF8Range: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}
