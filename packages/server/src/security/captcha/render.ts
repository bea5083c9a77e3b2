import { randomBytes, randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphs, type Point } from './glyphs.ts';
import { encodePng } from './png.ts';

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

type Rgb = readonly [number, number, number];
type Stroke = { from: Point; to: Point; halfWidth: number; ink: Rgb };
type Box = { left: number; right: number; top: number; bottom: number };

/** Where a stroke can cover anything: lets the pixel loop skip the distance for almost every stroke. */
function reach({ from, to, halfWidth }: Stroke): Box {
  const margin = halfWidth + 0.5;
  return {
    left: Math.min(from[0], to[0]) - margin,
    right: Math.max(from[0], to[0]) + margin,
    top: Math.min(from[1], to[1]) - margin,
    bottom: Math.max(from[1], to[1]) + margin,
  };
}

/** Uniform in [low, high), from the CSPRNG: nothing about an image may be predictable from earlier ones. */
function uniform(low: number, high: number): number {
  return low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);
}

const darkInk = (): Rgb => [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];

/** The strokes of one character: scaled, sheared, rotated and placed with its own random pose and ink. */
function characterStrokes(character: string, centre: Point): Stroke[] {
  const outline = glyphs.get(character);
  if (!outline) throw new Error(`no glyph for ${character}`);
  const scale = uniform(4.6, 5.8);
  const shear = uniform(-0.35, 0.35);
  const angle = uniform(-0.45, 0.45);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const halfWidth = uniform(1.4, 2.1);
  const ink = darkInk();
  const place = ([x, y]: Point): Point => {
    const localY = (y - GLYPH_HEIGHT / 2) * scale;
    const localX = (x - GLYPH_WIDTH / 2) * scale + shear * localY;
    return [centre[0] + localX * cos - localY * sin, centre[1] + localX * sin + localY * cos];
  };
  return outline.flatMap((line) =>
    line.slice(1).map((point, index) => ({
      from: place(line[index] as Point),
      to: place(point),
      halfWidth,
      ink,
    })),
  );
}

/** A random curve across the whole image, as thick as the letters and as dark: it cannot be told apart by colour. */
function clutterStrokes(): Stroke[] {
  const start: Point = [uniform(-10, 20), uniform(5, CAPTCHA_HEIGHT - 5)];
  const control: Point = [uniform(40, CAPTCHA_WIDTH - 40), uniform(-20, CAPTCHA_HEIGHT + 20)];
  const end: Point = [uniform(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH + 10), uniform(5, CAPTCHA_HEIGHT - 5)];
  const halfWidth = uniform(0.7, 1.4);
  const ink = darkInk();
  const at = (t: number): Point => [
    (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t ** 2 * end[0],
    (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t ** 2 * end[1],
  ];
  const steps = 24;
  return Array.from({ length: steps }, (_, step) => ({
    from: at(step / steps),
    to: at((step + 1) / steps),
    halfWidth,
    ink,
  }));
}

function distanceToSegment(x: number, y: number, { from, to }: Stroke): number {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((x - from[0]) * dx + (y - from[1]) * dy) / lengthSquared));
  return Math.hypot(x - (from[0] + t * dx), y - (from[1] + t * dy));
}

/**
 * A PNG of `text` that a script cannot read back from the file: the characters are drawn from a stroke font at
 * random size, slant, rotation and position, the whole picture is bent by two random sine waves, crossed by
 * curves as dark and thick as the strokes, on a noisy random background with speckles. Only pixels leave the
 * server; no outline, font or text is in the response.
 */
export function renderCaptchaPng(text: string): Buffer {
  const slot = (CAPTCHA_WIDTH - 20) / text.length;
  const strokes = [
    ...[...text].flatMap((character, index) =>
      characterStrokes(character, [
        10 + slot * (index + 0.5) + uniform(-3, 3),
        CAPTCHA_HEIGHT / 2 + uniform(-4, 4),
      ]),
    ),
    ...Array.from({ length: randomInt(2, 4) }, clutterStrokes).flat(),
  ];
  const wave = {
    xAmplitude: uniform(1.5, 3.5),
    xFrequency: uniform(0.08, 0.2),
    xPhase: uniform(0, 2 * Math.PI),
    yAmplitude: uniform(1.5, 3.5),
    yFrequency: uniform(0.03, 0.09),
    yPhase: uniform(0, 2 * Math.PI),
  };
  const paperLeft: Rgb = [randomInt(200, 256), randomInt(200, 256), randomInt(200, 256)];
  const paperRight: Rgb = [randomInt(200, 256), randomInt(200, 256), randomInt(200, 256)];
  const reaches = strokes.map(reach);
  const grains = randomBytes(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      // sample the drawing at a displaced point: the bend applies to letters and clutter alike
      const sampleX = x + wave.xAmplitude * Math.sin(y * wave.xFrequency + wave.xPhase);
      const sampleY = y + wave.yAmplitude * Math.sin(x * wave.yFrequency + wave.yPhase);
      let coverage = 0;
      let ink: Rgb = [0, 0, 0];
      for (const [index, stroke] of strokes.entries()) {
        const box = reaches[index] as Box;
        if (sampleX < box.left || sampleX > box.right || sampleY < box.top || sampleY > box.bottom) continue;
        const covered = Math.min(1, stroke.halfWidth + 0.5 - distanceToSegment(sampleX, sampleY, stroke));
        if (covered > coverage) [coverage, ink] = [covered, stroke.ink];
      }
      const across = x / CAPTCHA_WIDTH;
      const pixel = y * CAPTCHA_WIDTH + x;
      const grain = ((grains[pixel] as number) % 49) - 24;
      const offset = pixel * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const paper =
          (paperLeft[channel] as number) * (1 - across) + (paperRight[channel] as number) * across + grain;
        const value = paper * (1 - coverage) + (ink[channel] as number) * coverage;
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  for (let speck = 0; speck < 180; speck += 1) {
    const offset = randomInt(0, CAPTCHA_WIDTH * CAPTCHA_HEIGHT) * 3;
    pixels.set(randomInt(0, 2) === 0 ? darkInk() : [255, 255, 255], offset);
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
}
