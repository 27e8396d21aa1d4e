"""A tiny anti-aliased rasterizer for flat illustrations, standard library only.

Shapes are polygons filled with a non-zero rule; each pixel row is sampled on
four sub-scanlines with exact horizontal coverage, which is enough for smooth
edges on flat art. The canvas is RGB floats per row; `write_png` stores it with zlib.
"""
import math
import random
import struct
import zlib

SUBSAMPLES = 4


def hex_color(value):
    value = value.lstrip("#")
    return tuple(int(value[i:i + 2], 16) / 255.0 for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


class Canvas:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.rows = [[0.0] * (width * 3) for _ in range(height)]

    # -- fills ---------------------------------------------------------------

    def vertical_gradient(self, stops, top=0, bottom=None):
        """Fills rows from `top` down with colours interpolated between (t, colour) stops
        spread over top..bottom."""
        bottom = self.height if bottom is None else bottom
        # Rows below `bottom` keep the last colour, so nothing is left unpainted.
        for y in range(max(0, top), self.height):
            t = min((y - top) / max(1, bottom - top - 1), 1.0)
            for i in range(len(stops) - 1):
                (t0, c0), (t1, c1) = stops[i], stops[i + 1]
                if t <= t1 or i == len(stops) - 2:
                    color = mix(c0, c1, min(max((t - t0) / max(t1 - t0, 1e-9), 0), 1))
                    break
            self.rows[y] = list(color) * self.width

    def polygon(self, points, color, alpha=1.0):
        self.polygons([points], color, alpha)

    def polygons(self, contours, color, alpha=1.0):
        """Fills one shape made of several contours (non-zero winding)."""
        edges = []
        for pts in contours:
            n = len(pts)
            for i in range(n):
                (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
                if y0 != y1:
                    edges.append((x0, y0, x1, y1, 1 if y1 > y0 else -1))
        if not edges:
            return
        ymin = max(0, int(math.floor(min(min(e[1], e[3]) for e in edges))))
        ymax = min(self.height, int(math.ceil(max(max(e[1], e[3]) for e in edges))))
        xmin = max(0, int(math.floor(min(min(e[0], e[2]) for e in edges))))
        xmax = min(self.width, int(math.ceil(max(max(e[0], e[2]) for e in edges))) + 1)
        if xmin >= xmax:
            return
        r, g, b = color
        share = 1.0 / SUBSAMPLES
        for y in range(ymin, ymax):
            cover = [0.0] * (xmax - xmin + 2)
            for s in range(SUBSAMPLES):
                sy = y + (s + 0.5) * share
                crossings = []
                for x0, y0, x1, y1, w in edges:
                    if (y0 <= sy < y1) or (y1 <= sy < y0):
                        crossings.append((x0 + (sy - y0) * (x1 - x0) / (y1 - y0), w))
                if not crossings:
                    continue
                crossings.sort()
                winding = 0
                start = None
                for x, w in crossings:
                    before = winding
                    winding += w
                    if before == 0 and winding != 0:
                        start = x
                    elif before != 0 and winding == 0 and start is not None:
                        self._span(cover, start - xmin, x - xmin, share)
            row = self.rows[y]
            for i in range(xmax - xmin):
                c = cover[i]
                if c <= 0.001:
                    continue
                a = min(c, 1.0) * alpha
                j = (xmin + i) * 3
                row[j] += (r - row[j]) * a
                row[j + 1] += (g - row[j + 1]) * a
                row[j + 2] += (b - row[j + 2]) * a

    @staticmethod
    def _span(cover, x0, x1, weight):
        limit = len(cover) - 2
        x0, x1 = max(x0, 0.0), min(x1, float(limit))
        if x1 <= x0:
            return
        i0, i1 = int(x0), int(x1)
        if i0 == i1:
            cover[i0] += (x1 - x0) * weight
            return
        cover[i0] += (i0 + 1 - x0) * weight
        for i in range(i0 + 1, i1):
            cover[i] += weight
        if i1 < len(cover):
            cover[i1] += (x1 - i1) * weight

    # -- shapes --------------------------------------------------------------

    def rect(self, x0, y0, x1, y1, color, alpha=1.0):
        self.polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], color, alpha)

    def circle(self, cx, cy, r, color, alpha=1.0):
        self.ellipse(cx, cy, r, r, color, alpha)

    def ellipse(self, cx, cy, rx, ry, color, alpha=1.0, start=0.0, end=2 * math.pi):
        self.polygon(arc_points(cx, cy, rx, ry, start, end), color, alpha)

    def glow(self, cx, cy, radius, color, strength=0.35, rings=12):
        """A soft halo: stacked translucent discs, widest first."""
        for i in range(rings):
            t = 1 - i / rings
            self.circle(cx, cy, radius * (0.35 + 0.65 * t), color, strength / rings * 2)

    def line(self, points, width, color, alpha=1.0):
        """A polyline of quads, each segment `width` wide."""
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            dx, dy = x1 - x0, y1 - y0
            length = math.hypot(dx, dy) or 1
            nx, ny = -dy / length * width / 2, dx / length * width / 2
            self.polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)], color, alpha)

    def cloud(self, cx, cy, size, color, alpha=0.85):
        blobs = [(-0.9, 0.15, 0.45), (-0.35, -0.2, 0.6), (0.3, -0.1, 0.55), (0.85, 0.15, 0.4)]
        contours = [arc_points(cx + dx * size, cy + dy * size, r * size, r * size) for dx, dy, r in blobs]
        contours.append([(cx - 1.3 * size, cy + 0.2 * size), (cx + 1.25 * size, cy + 0.2 * size),
                         (cx + 1.25 * size, cy + 0.55 * size), (cx - 1.3 * size, cy + 0.55 * size)])
        self.polygons(contours, color, alpha)

    # -- output --------------------------------------------------------------

    def write_png(self, path):
        raw = bytearray()
        for row in self.rows:
            raw.append(0)
            raw.extend(max(0, min(255, int(v * 255 + 0.5))) for v in row)

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                    + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def arc_points(cx, cy, rx, ry, start=0.0, end=2 * math.pi, steps=None):
    steps = steps or max(12, int(abs(end - start) / (2 * math.pi) * max(24, (rx + ry) * 0.8)))
    return [(cx + rx * math.cos(start + (end - start) * i / steps),
             cy + ry * math.sin(start + (end - start) * i / steps)) for i in range(steps + 1)]


def skyline(canvas, rng, base, color, count, height_range, x_range=None, windows=None, window_alpha=0.8):
    """Boxy buildings along `base`; some with setbacks, some with lit windows."""
    x0, x1 = x_range or (-20, canvas.width + 20)
    x = x0
    while x < x1:
        w = rng.uniform(28, 70)
        h = rng.uniform(*height_range)
        canvas.rect(x, base - h, x + w, base + 2, color)
        if rng.random() < 0.35:
            inset = w * rng.uniform(0.15, 0.3)
            canvas.rect(x + inset, base - h - h * 0.18, x + w - inset, base - h + 1, color)
        if rng.random() < 0.2:
            canvas.rect(x + w / 2 - 1.2, base - h - 26, x + w / 2 + 1.2, base - h, color)
        if windows:
            for wy in range(int(base - h + 10), int(base - 6), 14):
                for wx in range(int(x + 6), int(x + w - 8), 11):
                    if rng.random() < 0.45:
                        canvas.rect(wx, wy, wx + 5, wy + 7, windows, window_alpha)
        x += w + rng.uniform(-6, 10)
        count -= 1
        if count <= 0:
            break


def water(canvas, top, colors, highlight, rng, sun_x=None):
    canvas.vertical_gradient(colors, top=top)
    for i in range(70):
        y = rng.uniform(top + 4, canvas.height - 4)
        depth = (y - top) / (canvas.height - top)
        w = rng.uniform(20, 90) * (0.5 + depth)
        x = rng.uniform(-20, canvas.width)
        if sun_x is not None and rng.random() < 0.5:
            x = sun_x + rng.gauss(0, 40 + 90 * depth) - w / 2
        canvas.rect(x, y, x + w, y + 1.5 + depth * 2, highlight, 0.35)
