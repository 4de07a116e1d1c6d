import CZlib
import Foundation

/// An 8-bit RGBA image, rows top to bottom.
public struct RasterImage: Sendable {
  public let width: Int
  public let height: Int
  /// width × height × 4 bytes: red, green, blue, alpha.
  public let pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let offset = (y * width + x) * 4
    return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }
}

public struct PNGDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// A PNG decoder for screenshots: 8- and 16-bit gray, RGB, palette, gray+alpha and RGBA, not
/// interlaced (what `XCUIScreenshot.pngRepresentation` and simulators write). Inflates with the
/// system zlib.
public enum PNGDecoder {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public static func decode(_ data: Data) throws(PNGDecodingError) -> RasterImage {
    let bytes = [UInt8](data)
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw PNGDecodingError("not a PNG file (bad signature)") }
    var offset = 8
    var width = 0, height = 0, bitDepth = 0, colorType = 0, interlace = 0
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    var sawHeader = false, sawEnd = false
    func readUInt32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while offset + 8 <= bytes.count {
      let length = readUInt32(offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else { throw PNGDecodingError("truncated PNG (\(type) chunk)") }
      let chunk = bytes[start..<(start + length)]
      switch type {
      case "IHDR":
        guard length == 13 else { throw PNGDecodingError("bad PNG header") }
        width = readUInt32(start)
        height = readUInt32(start + 4)
        bitDepth = Int(bytes[start + 8])
        colorType = Int(bytes[start + 9])
        interlace = Int(bytes[start + 12])
        sawHeader = true
      case "PLTE": palette = Array(chunk)
      case "tRNS": transparency = Array(chunk)
      case "IDAT": compressed.append(contentsOf: chunk)
      case "IEND": sawEnd = true
      default: break
      }
      offset = start + length + 4
      if sawEnd { break }
    }
    guard sawHeader, width > 0, height > 0 else { throw PNGDecodingError("PNG without a valid header") }
    // Screenshots are at most a few million pixels; refuse what would need gigabytes.
    guard width <= 20_000, height <= 20_000, width * height <= 40_000_000 else {
      throw PNGDecodingError("PNG too large (\(width)×\(height))")
    }
    guard interlace == 0 else { throw PNGDecodingError("interlaced PNGs are not supported; save the screenshot without interlacing") }
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 3: channels = 1
    case 4: channels = 2
    case 6: channels = 4
    default: throw PNGDecodingError("unsupported PNG color type \(colorType)")
    }
    guard bitDepth == 8 || bitDepth == 16 || (colorType == 3 && [1, 2, 4].contains(bitDepth)) || (colorType == 0 && [1, 2, 4].contains(bitDepth)) else {
      throw PNGDecodingError("unsupported PNG bit depth \(bitDepth)")
    }
    guard !compressed.isEmpty else { throw PNGDecodingError("PNG without image data") }
    let bitsPerPixel = channels * bitDepth
    let rowBytes = (width * bitsPerPixel + 7) / 8
    let bytesPerPixel = max(1, bitsPerPixel / 8)
    let raw = try inflate(compressed, expectedSize: height * (rowBytes + 1))

    // Undo the per-row filters.
    var image = [UInt8](repeating: 0, count: height * rowBytes)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<height {
      let filter = raw[y * (rowBytes + 1)]
      let lineStart = y * (rowBytes + 1) + 1
      var row = Array(raw[lineStart..<(lineStart + rowBytes)])
      for i in 0..<rowBytes {
        let left = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
        let up = Int(previous[i])
        let upLeft = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: throw PNGDecodingError("bad PNG filter type \(filter) in row \(y)")
        }
        row[i] = UInt8((Int(row[i]) + predictor) & 0xFF)
      }
      image.replaceSubrange((y * rowBytes)..<((y + 1) * rowBytes), with: row)
      previous = row
    }

    // To RGBA8.
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    func sample(_ row: Int, _ index: Int) -> UInt8 {
      // The index-th sample of the row, scaled to 8 bits.
      let base = row * rowBytes
      switch bitDepth {
      case 16: return image[base + index * 2]
      case 8: return image[base + index]
      default:
        let bitOffset = index * bitDepth
        let byte = image[base + bitOffset / 8]
        let shift = 8 - bitDepth - (bitOffset % 8)
        let value = (Int(byte) >> shift) & ((1 << bitDepth) - 1)
        return colorType == 3 ? UInt8(value) : UInt8(value * 255 / ((1 << bitDepth) - 1))
      }
    }
    for y in 0..<height {
      for x in 0..<width {
        let out = (y * width + x) * 4
        switch colorType {
        case 0:
          let gray = sample(y, x)
          rgba[out] = gray; rgba[out + 1] = gray; rgba[out + 2] = gray
        case 2:
          rgba[out] = sample(y, x * 3); rgba[out + 1] = sample(y, x * 3 + 1); rgba[out + 2] = sample(y, x * 3 + 2)
        case 3:
          let index = Int(sample(y, x))
          guard index * 3 + 2 < palette.count else { throw PNGDecodingError("PNG palette index out of range") }
          rgba[out] = palette[index * 3]; rgba[out + 1] = palette[index * 3 + 1]; rgba[out + 2] = palette[index * 3 + 2]
          if index < transparency.count { rgba[out + 3] = transparency[index] }
        case 4:
          let gray = sample(y, x * 2)
          rgba[out] = gray; rgba[out + 1] = gray; rgba[out + 2] = gray; rgba[out + 3] = sample(y, x * 2 + 1)
        default:
          for c in 0..<4 { rgba[out + c] = sample(y, x * 4 + c) }
        }
      }
    }
    return RasterImage(width: width, height: height, pixels: rgba)
  }

  static func inflate(_ input: [UInt8], expectedSize: Int) throws(PNGDecodingError) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: expectedSize)
    var stream = z_stream()
    var status = inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw PNGDecodingError("zlib could not start (\(status))") }
    defer { inflateEnd(&stream) }
    var input = input
    let produced: Int = input.withUnsafeMutableBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        stream.next_in = inputBuffer.baseAddress
        stream.avail_in = uInt(inputBuffer.count)
        stream.next_out = outputBuffer.baseAddress
        stream.avail_out = uInt(outputBuffer.count)
        status = CZlib.inflate(&stream, Z_FINISH)
        return outputBuffer.count - Int(stream.avail_out)
      }
    }
    guard status == Z_STREAM_END || (status == Z_BUF_ERROR && produced == expectedSize) || (status == Z_OK && produced == expectedSize) else {
      throw PNGDecodingError("corrupt PNG image data (zlib status \(status))")
    }
    guard produced == expectedSize else { throw PNGDecodingError("truncated PNG image data") }
    return output
  }
}
