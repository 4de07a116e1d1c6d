import A11yCore
import Testing

/// The word splitter and literal reader several rules share.
struct SourceTextWordsTests {
  @Test func identifiersSplitAtCapitalsAndMarks() {
    #expect(IdentifierWords.words(in: "deleteOrder") == ["delete", "order"])
    #expect(IdentifierWords.words(in: "ic_close-24") == ["ic", "close"])
    #expect(IdentifierWords.words(in: "format_msats(totalAmount)") == ["format", "msats", "total", "amount"])
    #expect(IdentifierWords.words(in: "URLSession") == ["urlsession"])
    #expect(IdentifierWords.words(in: "account.name") == ["account", "name"])
  }

  @Test func assetNamesInPlainWordsAreTold() {
    #expect(AssetNames.plainIconWords(of: "close") == "close")
    #expect(AssetNames.plainIconWords(of: "shareButton") == nil)
    #expect(AssetNames.plainIconWords(of: "search") == "search")
    #expect(AssetNames.plainIconWords(of: "copy2") == nil)
    #expect(AssetNames.plainIconWords(of: "check-circle.fill") == nil)
    #expect(AssetNames.plainIconWords(of: "ic_close") == nil)
  }

  @Test func quotedLiteralsAreReadInOrderAndUnescaped() {
    #expect(QuotedLiterals.contents(in: #"isOn ? "pause.fill" : "play.fill""#) == ["pause.fill", "play.fill"])
    #expect(QuotedLiterals.contents(in: #"Text("say \"hi\"")"#) == [#"say "hi""#])
    #expect(SymbolNames.choosesOnlyConventionalActions(#"isSearching ? "xmark" : "magnifyingglass""#))
    #expect(!SymbolNames.choosesOnlyConventionalActions(#"isFavorite ? "heart.fill" : "heart""#))
    // A checkmark beside an action's symbol is the confirmation after it; a checkmark alone, or
    // beside a symbol that names no action, is not.
    #expect(SymbolNames.choosesOnlyConventionalActions(#"showCopied ? "checkmark" : "doc.on.doc""#))
    #expect(!SymbolNames.choosesOnlyConventionalActions(#"done ? "checkmark" : "checkmark.circle""#))
    #expect(!SymbolNames.choosesOnlyConventionalActions(#"isOn ? "checkmark" : "heart""#))
    #expect(SymbolNames.choosesOnlyConventionalActions(#"saved ? "checkmark.circle.fill" : "doc.on.doc""#))
    #expect(!SymbolNames.choosesOnlyConventionalActions(#"isVerified ? "checkmark.seal.fill" : "xmark""#))
  }

  @Test func aNameIsMentionedOnlyAsAWholeIdentifier() {
    #expect(IdentifierWords.mentions("pulse", in: ".animation(.pulse, value: on)"))
    #expect(IdentifierWords.mentions("pulse", in: "withAnimation(Motion.pulse(1))"))
    #expect(IdentifierWords.mentions("InfoCell", in: "DataSourceItem<InfoCell>(identifier: x)"))
    #expect(!IdentifierWords.mentions("pulse", in: "pulseRate + repulse"))
    #expect(IdentifierWords.mentions("pulse", in: "pulseRate + pulse"))
    #expect(!IdentifierWords.mentions("", in: "anything"))
  }
}
