import A11yCore

extension Configuration {
  /// Targets measured against checkpoint 2.5's recommended 9 mm too, as in an audit for the Korean
  /// guideline (target-size's `recommendedSize`): what the size tests of wide and framed targets read.
  static var recommendedTargetSize: Configuration {
    var configuration = Configuration()
    configuration.ruleOptions["target-size"] = ["recommendedSize": .bool(true)]
    return configuration
  }
}
