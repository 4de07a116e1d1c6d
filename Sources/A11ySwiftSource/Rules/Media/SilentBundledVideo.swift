import A11yCore

/// A file whose players play only videos bundled with the app that carry no sound track
/// (``ProjectIndex/silentVideoResources``): Budgetify's onboarding loops its silent screen
/// recordings. Sound can't cover VoiceOver's speech, and there is no speech to caption.
enum SilentBundledVideo {
  static func playsOnlySilentVideo(in file: SwiftFileModel) -> Bool {
    let silent = file.project.silentVideoResources
    guard !silent.isEmpty, file.sourceContains("forResource"),
          // Nothing from elsewhere, nor an audio player of its own.
          !file.sourceContains("URL(string"), !file.sourceContains("http"), !file.sourceContains("AVAudioPlayer"),
          !file.sourceContains("AudioServices") else { return false }
    let text = file.converter.source.text(from: 0, to: file.sourceBytes.count)
    let named = text.matches(of: #/forResource:\s*"([^"]*)"\s*,\s*(?:withExtension|ofType):\s*"([^"]*)"/#)
    guard !named.isEmpty else { return false }
    return named.allSatisfy { match in
      ["mp4", "mov", "m4v"].contains(match.output.2.lowercased()) && silent.contains(match.output.1.lowercased())
    }
  }
}
