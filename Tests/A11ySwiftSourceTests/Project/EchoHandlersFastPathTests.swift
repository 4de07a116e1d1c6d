@testable import A11ySwiftSource
import Testing

/// The byte test before ``EchoHandlers/isScrollOnly(_:)`` only skips bodies the full reading rejects.
struct EchoHandlersFastPathTests {
  static let scrollToCell = """
    { guard let indexPath = collectionView.indexPath(for: cell) else { return }
      collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true) }
    """

  @Test func aScrollToTheTappedCellPassesBoth() {
    #expect(ByteSearch.contains(Self.scrollToCell, "indexPath(for:"))
    #expect(EchoHandlers.isScrollOnly(Self.scrollToCell))
  }

  @Test(arguments: [
    "{ collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true) }",
    "{ tableView.scrollToRow(at: path, at: .top, animated: true) }",
    "{ open(item) }",
  ])
  func aBodyWithoutTheLookUpIsRejectedByBoth(_ body: String) {
    #expect(!ByteSearch.contains(body, "indexPath(for:"))
    #expect(!EchoHandlers.isScrollOnly(body))
  }
}
