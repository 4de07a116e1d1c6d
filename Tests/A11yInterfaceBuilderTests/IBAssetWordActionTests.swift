@testable import A11yInterfaceBuilder
import Testing

/// A storyboard button showing only an image named by a word its action spells (AnyDayAssist's
/// `weather` sending `weatherButtonPressed:`): heard by that word, so information, not an error.
struct IBAssetWordActionTests {
  @Test func theAssetsWordInTheActionIsFound() {
    #expect(IBButtonNameCheck.wordOfTheAction("weather", actions: ["weatherButtonPressed"]) == "weather")
    #expect(IBButtonNameCheck.wordOfTheAction("publish", actions: ["didTapPublish"]) == "publish")
    #expect(IBButtonNameCheck.wordOfTheAction("notes-icon", actions: ["showNotes"]) == "notes")
  }

  @Test func aWordTheActionDoesNotSayOrADesignersNameIsNot() {
    #expect(IBButtonNameCheck.wordOfTheAction("weather", actions: ["openSettings"]) == nil)
    #expect(IBButtonNameCheck.wordOfTheAction("weather", actions: []) == nil)
    // Two words, a short word, or digits: a designer's file name.
    #expect(IBButtonNameCheck.wordOfTheAction("weather_sunny", actions: ["weatherSunny"]) == nil)
    #expect(IBButtonNameCheck.wordOfTheAction("map", actions: ["showMap"]) == nil)
    #expect(IBButtonNameCheck.wordOfTheAction("notes2", actions: ["showNotes"]) == nil)
    // A designer's prefix is read aloud with the word: "b t n back", "I C more".
    #expect(IBButtonNameCheck.wordOfTheAction("btn_back", actions: ["back"]) == nil)
    #expect(IBButtonNameCheck.wordOfTheAction("IcMore", actions: ["moreButtonTapped"]) == nil)
  }
}
