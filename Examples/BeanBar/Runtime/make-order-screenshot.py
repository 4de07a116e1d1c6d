#!/usr/bin/env python3
"""Draws order.png, the screenshot that goes with order.json: flat fills, and text drawn as
glyph-like vertical strokes in the text's color (the contrast rule reads colors, not letters).
@2x, 786×1704 pixels. Run from this folder: python3 make-order-screenshot.py"""
import struct
import zlib

SCALE = 2
WIDTH, HEIGHT = 393 * SCALE, 852 * SCALE
pixels = bytearray(b"\xff\xff\xff" * WIDTH * HEIGHT)

def fill(x, y, w, h, color):
    x0, y0, x1, y1 = int(x * SCALE), int(y * SCALE), int((x + w) * SCALE), int((y + h) * SCALE)
    row = bytes(color) * (x1 - x0)
    for yy in range(y0, y1):
        start = (yy * WIDTH + x0) * 3
        pixels[start:start + len(row)] = row

def text(x, y, w, h, color):
    """Strokes 2 px wide every 5 px across the middle 60% of the frame's height."""
    x0, top = int(x * SCALE), int((y + h / 5) * SCALE)
    height = int(h * 3 / 5 * SCALE)
    xx = x0 + 2
    while xx + 3 < x0 + w * SCALE:
        for yy in range(top, top + height):
            start = (yy * WIDTH + xx) * 3
            pixels[start:start + 6] = bytes(color) * 2
        xx += 5

def hex_color(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))

fill(0, 0, 393, 103, hex_color("#F9F9F9"))                 # status and navigation bar
text(176, 70, 41, 21, hex_color("#000000"))                # 주문
fill(317, 71, 20, 20, hex_color("#8A4B14"))                # bag symbol
fill(361, 71, 20, 20, hex_color("#8A4B14"))                # ellipsis symbol
text(16, 115, 200, 22, hex_color("#1C1C1E"))               # 결제 카드
for y in (145, 197, 295):                                  # text field borders
    fill(16, y, 361, 1, hex_color("#C6C6C8")); fill(16, y + 43, 361, 1, hex_color("#C6C6C8"))
text(24, 208, 120, 22, hex_color("#3C3C43"))               # 유효기간 (MM/YY)
text(20, 254, 120, 20, hex_color("#8A4B14"))               # 다른 카드 등록
text(24, 306, 60, 22, hex_color("#3C3C43"))                # 이메일
text(16, 351, 250, 18, hex_color("#AAAAAA"))               # 매장에서 드시면 음료 10% 할인: 2.32:1
text(16, 375, 250, 18, hex_color("#949494"))               # 영수증은 이메일로 보내 드립니다: 3.03:1
text(16, 405, 200, 22, hex_color("#333333"))               # 주문 요약
for row in range(120):                                     # event banner: a warm gradient photo
    shade = (240 - row, 200 - row, 150 - row // 2)
    fill(16, 440 + row, 361, 1, shade)
for column in range(0, 361, 12):                           # with texture, so no color dominates
    fill(16 + column, 440, 5, 120, hex_color("#F2C38B"))
text(32, 520, 120, 24, hex_color("#FFFFFF"))               # 가을 한정 메뉴, white over the photo
fill(16, 760, 361, 50, hex_color("#8A4B14"))               # 결제하기 button
text(160, 772, 72, 26, hex_color("#FFFFFF"))

raw = b"".join(b"\x00" + bytes(pixels[y * WIDTH * 3:(y + 1) * WIDTH * 3]) for y in range(HEIGHT))
def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
open("order.png", "wb").write(png)
