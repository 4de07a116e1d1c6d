import A11yCore
@testable import A11yRuntime
import CZlib
import Foundation

/// Builds screenshots for tests: an RGBA canvas, painted with rectangles and text-like strokes,
/// written as a real PNG (zlib-compressed, with filters) so the decoder is exercised end to end.
struct Canvas {
  var width: Int
  var height: Int
  var pixels: [UInt8]

  init(width: Int, height: Int, fill: RGBAColor) {
    self.width = width
    self.height = height
    let c = fill.components255
    pixels = Array((0..<(width * height)).flatMap { _ in [UInt8(c.red), UInt8(c.green), UInt8(c.blue), 255] })
  }

  mutating func fill(_ rect: (x: Int, y: Int, width: Int, height: Int), _ color: RGBAColor) {
    let c = color.components255
    for y in max(0, rect.y)..<min(height, rect.y + rect.height) {
      for x in max(0, rect.x)..<min(width, rect.x + rect.width) {
        let o = (y * width + x) * 4
        pixels[o] = UInt8(c.red); pixels[o + 1] = UInt8(c.green); pixels[o + 2] = UInt8(c.blue); pixels[o + 3] = 255
      }
    }
  }

  /// Vertical strokes 2 px wide every 5 px over the middle 60% of the frame: about a third of
  /// the pixels, like glyphs, with an anti-aliased half-tone edge on each stroke.
  mutating func drawText(in frame: ElementFrame, scale: Double, color: RGBAColor, background: RGBAColor) {
    let x0 = Int(frame.x * scale), y0 = Int(frame.y * scale)
    let w = Int(frame.width * scale), h = Int(frame.height * scale)
    let top = y0 + h / 5, strokeHeight = h * 3 / 5
    let edge = RGBAColor(
      red: (color.red + background.red) / 2, green: (color.green + background.green) / 2, blue: (color.blue + background.blue) / 2)
    var x = x0 + 2
    while x + 3 < x0 + w {
      fill((x, top, 2, strokeHeight), color)
      fill((x + 2, top, 1, strokeHeight), edge)
      x += 5
    }
  }

  var image: RasterImage { RasterImage(width: width, height: height, pixels: pixels) }

  /// A PNG with color type 6 (RGBA) or 2 (RGB), each row filtered with `filter` (0...4).
  func png(rgb: Bool = false, filter: UInt8 = 4) -> Data {
    let channels = rgb ? 3 : 4
    let rowBytes = width * channels
    var raw: [UInt8] = []
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<height {
      var row: [UInt8] = []
      for x in 0..<width {
        let o = (y * width + x) * 4
        row += Array(pixels[o..<(o + channels)])
      }
      raw.append(filter)
      for i in 0..<rowBytes {
        let left = i >= channels ? Int(row[i - channels]) : 0
        let up = Int(previous[i]), upLeft = i >= channels ? Int(previous[i - channels]) : 0
        let predictor: Int
        switch filter {
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: predictor = 0
        }
        raw.append(UInt8((Int(row[i]) - predictor) & 0xFF))
      }
      previous = row
    }
    var compressedLength = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
    _ = compress(&compressed, &compressedLength, raw, uLong(raw.count))
    compressed = Array(compressed[0..<Int(compressedLength)])
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func chunk(_ type: String, _ body: [UInt8]) {
      var length = UInt32(body.count).bigEndian
      data.append(Data(bytes: &length, count: 4))
      let typed = Array(type.utf8) + body
      data.append(contentsOf: typed)
      var crc = UInt32(crc32(0, typed, uInt(typed.count))).bigEndian
      data.append(Data(bytes: &crc, count: 4))
    }
    func be(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    chunk("IHDR", be(width) + be(height) + [8, rgb ? 2 : 6, 0, 0, 0])
    // Two IDAT chunks, as encoders split long data.
    let half = compressed.count / 2
    chunk("IDAT", Array(compressed[..<half]))
    chunk("IDAT", Array(compressed[half...]))
    chunk("IEND", [])
    return data
  }
}

/// A fresh temporary folder per test.
final class TemporaryFolder {
  let path: String

  init() {
    path = FileManager.default.temporaryDirectory.standardizedFileURL.path + "/a11y-runtime-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  @discardableResult
  func write(_ name: String, _ data: Data) -> String {
    let full = path + "/" + name
    try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: full, contents: data)
    return full
  }
}

/// Parses an example hierarchy, with `↓` markers removed, and returns the marked line numbers.
func parseExample(_ code: String) throws -> (screen: RuntimeScreen, markedLines: [Int]) {
  var marked: [Int] = []
  var lines: [String] = []
  for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if line.contains("↓") { marked.append(index + 1) }
    lines.append(line.replacingOccurrences(of: "↓", with: ""))
  }
  let screens = try HierarchyReader.read(text: lines.joined(separator: "\n"), file: "example.txt", screenName: "Example")
  return (screens[0], marked)
}
