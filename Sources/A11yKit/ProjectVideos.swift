import Foundation

/// Videos bundled with the app (`.mp4`, `.mov`, `.m4v`) and whether they carry sound: a silent
/// screen recording looped on an onboarding page covers no speech and has nothing to caption
/// (Budgetify's onboarding demos).
enum ProjectVideos {
  static let fileExtensions: Set<String> = ["mp4", "mov", "m4v"]

  static func isVideo(_ path: String) -> Bool {
    fileExtensions.contains(Paths.lowercasedExtension(path))
  }

  /// The lowercased names, without extension, of the videos whose every track is known and none
  /// is sound. A file that can't be read or parsed is left out (its sound is unknown).
  static func silentNames(in files: [String]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      // Mapped, not copied: only the box headers on the way to the handlers are touched.
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped),
            hasSoundTrack(data) == false else { continue }
      names.insert(((file as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased())
    }
    return names
  }

  /// Whether an ISO base media file (MP4, QuickTime) has a sound track: the handler (`hdlr`) of
  /// each track's media box (`moov/trak/mdia`) says `soun`. Nil when no track's handler is found
  /// (not such a file, or cut short).
  static func hasSoundTrack(_ data: Data) -> Bool? {
    var handlers: [String] = []
    // (A fresh copy's indices start at 0, which the offsets below assume.)
    let bytes = data.startIndex == 0 ? data : Data(data)
    collectHandlers(bytes, from: 0, to: bytes.count, path: [], into: &handlers)
    guard !handlers.isEmpty else { return nil }
    return handlers.contains("soun")
  }

  /// Boxes descended into on the way to a track's handler.
  private static let containers: Set<String> = ["moov", "trak", "mdia"]

  private static func collectHandlers(_ bytes: Data, from start: Int, to end: Int, path: [String], into handlers: inout [String]) {
    var offset = start
    while offset + 8 <= end {
      var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      var header = 8
      if size == 1 {
        guard offset + 16 <= end else { return }
        size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
        header = 16
      } else if size == 0 {
        size = end - offset
      }
      guard size >= header, offset + size <= end else { return }
      if containers.contains(type) {
        collectHandlers(bytes, from: offset + header, to: offset + size, path: path + [type], into: &handlers)
      } else if type == "hdlr", path.last == "mdia", size >= header + 12 {
        // Version and flags, a pre-defined word, then the handler type.
        let handler = offset + header + 8
        handlers.append(String(decoding: bytes[handler..<handler + 4], as: UTF8.self))
      }
      offset += size
    }
  }
}
